"""The conformance runner: cases read from vector files, answers judged, disagreements and
exceptions counted, exit codes of ``trajspec conformance run``."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path
from typing import Any

import pytest

from trajspec._cli.app import main
from trajspec._tools.conformance.cases import Case, atif_schema, bundled_cases, file_cases
from trajspec._tools.conformance.compare import first_difference
from trajspec._tools.conformance.runner import Implementation, cases_for, run

FAKES = Path(__file__).parent / "conformance_fakes"


def _fake(script: str, *args: str) -> str:
    return shlex.join([sys.executable, str(FAKES / script), *args])


def _vectors(tmp_path: Path) -> Path:
    """A vector file of the caller's own: a valid document and two invalid ones (a missing
    member, and a pattern, which no type states)."""
    data = {
        "description": "Trajectory identities.",
        "schema": "evidence/1.0/trajectory_identity",
        "cases": [
            {
                "description": "Valid.",
                "document": {"task_id": "t", "rollout_id": "r-1"},
                "valid": True,
            },
            {
                "description": "Missing rollout_id.",
                "document": {"task_id": "t"},
                "valid": False,
                "findings": [{"code": "schema.required", "path": ""}],
            },
            {
                "description": "A bad pattern.",
                "document": {"task_id": "t", "rollout_id": "-x"},
                "valid": False,
                "findings": [{"code": "schema.pattern", "path": "/rollout_id"}],
            },
        ],
    }
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(data))
    return path


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(["conformance", "run", *args])
    return code, capsys.readouterr().out


# -- comparing ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("want", "got"),
    [
        ({"a": 1, "b": [1, 2]}, {"b": [1, 2], "a": 1}),  # member order aside
        ({"a": 1}, {"a": 1.0}),  # an integral double is the integer
        ({"a": 0.1}, {"a": 0.1}),
        ({"a": None}, {"a": None}),
        (2**63 + 1, 2**63 + 1),
    ],
)
def test_equal_values(want: Any, got: Any) -> None:
    assert first_difference(want, got) is None


@pytest.mark.parametrize(
    ("want", "got", "where"),
    [
        ({"a": None}, {}, "/a: missing"),  # null turned absent
        ({}, {"a": None}, "/a: added"),  # absent turned null
        ({"a": True}, {"a": 1}, "/a"),  # true is no number
        ({"a": 2**63 + 1}, {"a": float(2**63 + 1)}, "/a"),  # beyond 53 bits, exactly
        ({"a": [1, 2]}, {"a": [1]}, "/a: 1 items instead of 2"),
        ({"a/b": "x"}, {"a/b": "y"}, "/a~1b"),
        ({"a": 1e308}, {"a": 10**400}, "/a"),  # no double reaches it
    ],
)
def test_different_values(want: Any, got: Any, where: str) -> None:
    found = first_difference(want, got)
    assert found is not None and found.startswith(where)


# -- cases -------------------------------------------------------------------------------------


def test_categories() -> None:
    def case(valid: bool, codes: tuple[str, ...] | None, modelled: bool = True) -> Case:
        return Case("f#0", "a/1/b", "validate", {}, valid, codes, modelled)

    assert case(True, None).category == "valid"
    assert case(False, ("schema.required",)).category == "schema.required"
    assert case(False, ("schema.type", "schema.enum")).category == "several"
    assert case(False, ("schema.type", "schema.minimum")).category == "other"
    assert case(False, None).category == "other"  # only the verdict is fixed
    assert case(True, None, modelled=False).category == "no model"
    assert [c.category for c in cases_for("model", [case(False, ("schema.minimum",))])] == []


def test_atif_documents_decode_into_their_declared_version() -> None:
    assert atif_schema({"schema_version": "ATIF-v1.7"}) == ("atif/1.7/trajectory", True)
    assert atif_schema({"schema_version": "ATIF-v1.8"}) == ("atif/1.8/trajectory", True)
    assert atif_schema({"schema_version": "ATIF-v9"}) == ("atif/1.8/trajectory", True)
    assert atif_schema({}) == ("atif/1.8/trajectory", True)
    # Checked against the v1.7 schema, whose const no v1.5 document holds: no model.
    assert atif_schema({"schema_version": "ATIF-v1.5"}) == ("atif/1.7/trajectory", False)


def test_bundled_cases_cover_both_operations() -> None:
    cases = bundled_cases()
    assert {c.operation for c in cases} == {"validate", "validate-atif"}
    assert sum(c.valid for c in cases) > 300
    assert sum(c.type_expressible for c in cases) > 250
    assert len({c.id for c in cases}) == len(cases)


def test_caller_files_keep_big_integers_exact(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_text(
        '{"description": "d", "schema": "evidence/1.0/ng_perf", "cases": [{"description": '
        '"d", "document": {"n": 18446744073709551617}, "valid": false}]}'
    )
    (case,) = file_cases([path])
    assert case.document == {"n": 2**64 + 1}
    assert case.id == f"{path}#0"


# -- judging -----------------------------------------------------------------------------------


def test_an_echo_agrees_on_valid_documents_and_disagrees_on_invalid_ones(tmp_path: Path) -> None:
    cases = file_cases([_vectors(tmp_path)])
    echo = Implementation("echo", tuple(shlex.split(_fake("fake_model.py", "echo"))), "model")
    report = run(echo, cases)
    table = report.table()
    assert table["valid"] == {"cases": 1, "agreed": 1, "excepted": 0, "disagreed": 0}
    assert table["schema.required"] == {"cases": 1, "agreed": 0, "excepted": 0, "disagreed": 1}
    assert "other" not in table  # a pattern is no model's business
    (wrong,) = report.disagreements
    assert wrong.case.endswith("mine.json#1")
    assert "decoded a document the schema rejects" in wrong.detail
    assert not report.passed


def test_null_dropped_is_a_round_trip_difference() -> None:
    cases = [c for c in bundled_cases() if c.valid and c.modelled]
    model = Implementation("drop", tuple(shlex.split(_fake("fake_model.py", "drop-null"))), "model")
    report = run(model, cases)
    assert report.disagreements
    assert all("round trip changed" in o.detail for o in report.disagreements)
    assert any(o.detail.endswith(": missing") for o in report.disagreements)


def test_a_crash_leaves_the_unanswered_cases_disagreeing(tmp_path: Path) -> None:
    cases = file_cases([_vectors(tmp_path)])
    model = Implementation("c", tuple(shlex.split(_fake("fake_model.py", "crash"))), "model")
    report = run(model, cases)
    assert report.exit_status == 3
    assert any("exited with status 3: harness: broke down" in e for e in report.protocol_errors)
    assert [o.detail for o in report.outcomes] == ["", "no answer"]


def test_a_validator_is_judged_on_every_case(tmp_path: Path) -> None:
    cases = file_cases([_vectors(tmp_path)])
    validator = Implementation("v", tuple(shlex.split(_fake("fake_validator.py"))), "validator")
    report = run(validator, cases)
    assert [o.agreed for o in report.outcomes] == [True, False, False]
    assert "other" in report.table()


# -- the command -------------------------------------------------------------------------------


def test_the_command_exits_1_on_a_disagreement(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = _vectors(tmp_path)
    code, out = _run(
        ["--implementation", _fake("fake_model.py", "echo"), "--cases", str(mine), "--no-bundled"],
        capsys,
    )
    assert code == 1
    assert "DISAGREES" in out and f"disagrees: {mine}#1 [schema.required]" in out


def test_an_exception_with_its_reason_makes_it_pass(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = _vectors(tmp_path)
    exceptions = tmp_path / "exceptions.json"
    exceptions.write_text(
        json.dumps({"exceptions": [{"case": f"{mine}#1", "reason": "the echo checks nothing"}]})
    )
    args = ["--implementation", _fake("fake_model.py", "echo"), "--cases", str(mine)]
    args += ["--no-bundled", "--exceptions", str(exceptions), "--format", "json"]
    code, out = _run(args, capsys)
    assert code == 0
    (report,) = json.loads(out)
    assert report["passed"] is True
    assert report["excepted"][0]["reason"] == "the echo checks nothing"
    assert report["table"]["schema.required"]["excepted"] == 1


def test_an_exception_not_needed_is_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = _vectors(tmp_path)
    exceptions = tmp_path / "exceptions.json"
    exceptions.write_text(json.dumps({"exceptions": [{"case": f"{mine}#0", "reason": "r"}]}))
    args = ["--implementation", _fake("fake_model.py", "echo"), "--cases", str(mine)]
    code, out = _run([*args, "--no-bundled", "--exceptions", str(exceptions)], capsys)
    assert code == 1
    assert f"exception not needed any more: {mine}#0" in out


def test_garbage_answers_fail_the_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mine = _vectors(tmp_path)
    code, out = _run(
        [
            "--implementation",
            _fake("fake_model.py", "garbage"),
            "--cases",
            str(mine),
            "--no-bundled",
        ],
        capsys,
    )
    assert code == 1
    assert "protocol: answer line 1 is not JSON" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ([], "name an implementation"),
        (["--implementation", "no-such-program-anywhere"], "cannot run no-such-program-anywhere"),
        (["--lang", "python", "--no-bundled"], "--no-bundled needs --cases"),
        (["--lang", "python", "--cases", "missing.json"], "missing.json: cannot read"),
        (["--lang", "python", "--exceptions", "missing.json"], "missing.json: cannot read"),
    ],
)
def test_usage_errors_exit_2(
    args: list[str],
    message: str,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["conformance", "run", *args]) == 2
    assert message in capsys.readouterr().err


def test_a_file_that_is_no_vector_file_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"cases": []}')
    assert main(["conformance", "run", "--lang", "python", "--cases", str(bad)]) == 2
    assert "not a conformance vector file" in capsys.readouterr().err


def test_the_python_models_agree_with_every_vector(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = _run(["--lang", "python", "--format", "json"], capsys)
    (report,) = json.loads(out)
    assert code == 0, report["disagreements"][:5]
    assert report["table"]["valid"]["agreed"] > 300


def test_documents_of_older_atif_versions_go_to_validators_only() -> None:
    cases = bundled_cases()
    older = [c for c in cases if not c.modelled]
    assert older and {c.schema for c in older} == {"atif/1.7/trajectory"}
    assert all(c.document.get("schema_version") not in ("ATIF-v1.7", "ATIF-v1.8") for c in older)
    ids = {c.id for c in older}
    assert ids <= {c.id for c in cases_for("validator", cases)}
    assert not ids & {c.id for c in cases_for("model", cases)}


def test_trajspec_s_own_validator_agrees_with_every_vector(
    capsys: pytest.CaptureFixture[str],
) -> None:
    harness = shlex.join([sys.executable, "-m", "trajspec._tools.conformance.harnesses.validator"])
    code, out = _run(
        ["--implementation", harness, "--kind", "validator", "--format", "json"], capsys
    )
    (report,) = json.loads(out)
    assert report["disagreements"] == [] and code == 0
    assert report["table"]["other"]["agreed"] > 150  # semantic rules too, not only structure
    assert report["table"]["no model"]["agreed"] > 0  # ATIF v1.0-v1.6 documents too
