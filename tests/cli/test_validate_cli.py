"""`trajspec validate` end to end: inputs, formats, exit codes, --jobs, memory."""

from __future__ import annotations

import io
import os
import resource
import subprocess
import sys
from contextlib import redirect_stdout
from pathlib import Path

import corpus
import orjson
import pytest

from trajspec._cli.app import main
from trajspec._schemas import spec_root

EXAMPLE_ROW = {
    "_ng_task_index": 0,
    "_ng_rollout_index": 0,
    "task_id": "task-7",
    "ng_trajectory": {"schema_version": "1.0", "task_id": "task-7", "rollout_id": "0-0"},
}


def run(*argv: str, stdin: bytes | None = None) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    if stdin is not None:
        sys.stdin = io.TextIOWrapper(io.BytesIO(stdin))
    try:
        with redirect_stdout(out):
            code = main(list(argv), stderr=err)
    finally:
        sys.stdin = old_stdin
    return code, out.getvalue(), err.getvalue()


def write_lines(path: Path, *documents: object, raw: bytes = b"") -> Path:
    path.write_bytes(b"".join(orjson.dumps(d) + b"\n" for d in documents) + raw)
    return path


def test_clean_file_exits_0(tmp_path: Path) -> None:
    path = write_lines(tmp_path / "rows.jsonl", EXAMPLE_ROW, EXAMPLE_ROW)
    code, out, _ = run("validate", str(path))
    assert code == 0
    assert out.startswith("2 documents in 1 file, 0 with findings")


def test_findings_exit_1_and_name_file_line_path(tmp_path: Path) -> None:
    bad = {**EXAMPLE_ROW, "ng_trajectory": {**EXAMPLE_ROW["ng_trajectory"], "rollout_id": "9-9"}}
    path = write_lines(tmp_path / "rows.jsonl", EXAMPLE_ROW, bad)
    code, out, _ = run("validate", str(path), "--format", "json")
    assert code == 1
    findings = [orjson.loads(line) for line in out.splitlines()]
    assert [(f["code"], f["path"], f["line"]) for f in findings] == [
        ("row.identity_matches_trajectory", "/ng_trajectory/rollout_id", 2)
    ]
    assert findings[0]["file"] == str(path)


def test_fail_on_warning_turns_a_warning_into_exit_1(tmp_path: Path) -> None:
    row = {
        **EXAMPLE_ROW,
        "ng_trajectory": {
            **EXAMPLE_ROW["ng_trajectory"],
            "turns": [
                {
                    "invocation_id": "ghost",
                    "task_id": "task-7",
                    "rollout_id": "0-0",
                    "turn_no": 1,
                    "timestamp": 1.0,
                    "step_count": 0,
                }
            ],
        },
    }
    path = write_lines(tmp_path / "rows.jsonl", row)
    assert run("validate", str(path))[0] == 0
    code, out, _ = run("validate", str(path), "--fail-on", "warning")
    assert code == 1
    assert "turn.invocation_resolves" in out


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        (b'{"a":1,"a":2}\n', "json.duplicate_key"),
        (b'{"x": NaN}\n', "json.non_finite_number"),
        (b"\xef\xbb\xbf{}\n", "json.byte_order_mark"),
        (b'{"x": "\xff"}\n', "json.invalid_utf8"),
        (b'{"x": 1e400}\n', "json.number_overflow"),
        (b"[1, 2]\n", "json.not_an_object"),
        (b'{"ng_trajectory": {"task_id": "t", "rol', "json.truncated"),
    ],
)
def test_unreadable_lines_are_findings_with_line_and_column(
    tmp_path: Path, raw: bytes, code: str
) -> None:
    path = tmp_path / "rows.jsonl"
    path.write_bytes(orjson.dumps(EXAMPLE_ROW) + b"\n\n" + raw)
    exit_code, out, err = run("validate", str(path), "--format", "json")
    assert exit_code == 1
    assert "Traceback" not in err
    findings = [orjson.loads(line) for line in out.splitlines()]
    assert [(f["code"], f["line"]) for f in findings] == [(code, 3)]
    assert findings[0]["column"] >= 1


def test_missing_file_is_exit_2_before_any_output(tmp_path: Path) -> None:
    good = write_lines(tmp_path / "rows.jsonl", EXAMPLE_ROW)
    code, out, err = run("validate", str(good), str(tmp_path / "absent.jsonl"))
    assert code == 2
    assert out == ""
    assert "absent.jsonl" in err


def test_stdin_and_kind(tmp_path: Path) -> None:
    trajectory = EXAMPLE_ROW["ng_trajectory"]
    code, out, _ = run(
        "validate", "-", "--kind", "trajectory", stdin=orjson.dumps(trajectory) + b"\n"
    )
    assert code == 0
    assert out.startswith("1 document in 1 file")
    code, out, _ = run(
        "validate", "-", "--kind", "observations", stdin=orjson.dumps(trajectory) + b"\n"
    )
    assert code == 1
    assert "schema.required" in out


def test_undetectable_document_is_a_finding(tmp_path: Path) -> None:
    path = write_lines(tmp_path / "rows.jsonl", {"hello": "world"})
    code, out, _ = run("validate", str(path), "--format", "json")
    assert code == 1
    assert orjson.loads(out.splitlines()[0])["code"] == "document.kind_unknown"


def test_a_json_file_is_one_document(tmp_path: Path) -> None:
    path = tmp_path / "trajectory.json"
    path.write_bytes(orjson.dumps(EXAMPLE_ROW["ng_trajectory"], option=orjson.OPT_INDENT_2))
    code, out, _ = run("validate", str(path))
    assert code == 0, out


def test_atif_documents_are_validated(tmp_path: Path) -> None:
    vectors = orjson.loads((spec_root() / "conformance/atif/1.7/rules.json").read_bytes())
    valid = next(c["document"] for c in vectors["cases"] if c["valid"])
    invalid = next(c for c in vectors["cases"] if not c["valid"])
    path = tmp_path / "atif.json"
    path.write_bytes(orjson.dumps(valid))
    assert run("validate", str(path))[0] == 0
    path.write_bytes(orjson.dumps(invalid["document"]))
    code, out, _ = run("validate", str(path), "--format", "json")
    assert code == 1
    assert {orjson.loads(line)["code"] for line in out.splitlines()} >= {
        f["code"] for f in invalid.get("findings", []) if f["code"].startswith("atif.")
    }


def test_run_folder_and_glob(tmp_path: Path) -> None:
    write_lines(tmp_path / "rollouts-a.jsonl", EXAMPLE_ROW)
    write_lines(tmp_path / "rollouts-b.jsonl", EXAMPLE_ROW, EXAMPLE_ROW)
    write_lines(tmp_path / "rollouts-a_materialized_inputs.jsonl", {"not": "a row"})
    code, out, _ = run("validate", str(tmp_path))
    assert code == 0
    assert out.startswith("3 documents in 2 files")
    code, out, _ = run("validate", str(tmp_path / "rollouts-*.jsonl"))
    assert out.startswith("3 documents in 2 files")


def test_sarif_is_sarif(tmp_path: Path) -> None:
    bad = {**EXAMPLE_ROW, "ng_trajectory": {**EXAMPLE_ROW["ng_trajectory"], "extra_key": 1}}
    path = write_lines(tmp_path / "rows.jsonl", bad)
    code, out, _ = run("validate", str(path), "--format", "sarif")
    assert code == 1
    sarif = orjson.loads(out)
    assert sarif["version"] == "2.1.0"
    (result,) = sarif["runs"][0]["results"]
    assert result["ruleId"] == "schema.additionalProperties"
    assert result["locations"][0]["physicalLocation"]["region"]["startLine"] == 1
    assert (
        result["locations"][0]["logicalLocations"][0]["fullyQualifiedName"]
        == "/ng_trajectory/extra_key"
    )
    assert [r["id"] for r in sarif["runs"][0]["tool"]["driver"]["rules"]] == [
        "schema.additionalProperties"
    ]


def test_jobs_give_identical_output(tmp_path: Path) -> None:
    path = tmp_path / "rows.jsonl"
    corpus.write(path, 3.0)
    with path.open("ab") as stream:  # findings too, not only clean rows
        stream.write(
            b'{"a":1,"a":2}\n' + orjson.dumps({**EXAMPLE_ROW, "_ng_task_index": -1}) + b"\n"
        )
    outputs = {}
    for jobs in ("1", "2"):
        code, out, _ = run("validate", str(path), "--jobs", jobs, "--format", "json")
        assert code == 1
        outputs[jobs] = out
    assert outputs["1"] == outputs["2"]
    assert len(outputs["1"].splitlines()) == 2


def test_bundled_example_shows_each_kind_of_mistake() -> None:
    example = Path(__file__).parents[2] / "examples" / "rollouts.jsonl"
    code, out, _ = run("validate", str(example), "--format", "json")
    assert code == 1
    codes = {orjson.loads(line)["code"] for line in out.splitlines()}
    assert codes == {
        "model_call_ref.resolves",
        "turn.number_unique",
        "row.identity_matches_trajectory",
        "schema.minimum",
        "schema.additionalProperties",
        "json.truncated",
    }


def _peak_rss_mb(path: Path) -> float:
    script = (
        "import resource, sys\n"
        "from trajspec._cli.app import main\n"
        "code = main(['validate', sys.argv[1], '--format', 'json'])\n"
        "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n"
        "sys.exit(code)\n"
    )
    done = subprocess.run(
        [sys.executable, "-P", "-c", script, str(path)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    return int(done.stdout.strip().splitlines()[-1]) / 1024


@pytest.mark.slow
def test_memory_stays_flat_as_the_file_grows(tmp_path: Path) -> None:
    megabytes = float(os.environ.get("TRAJSPEC_MEMORY_TEST_MB", "100"))
    small, large = tmp_path / "small.jsonl", tmp_path / "large.jsonl"
    corpus.write(small, megabytes / 4)
    corpus.write(large, megabytes)
    rss_small, rss_large = _peak_rss_mb(small), _peak_rss_mb(large)
    # Four times the input may add a little (allocator noise, one bigger row) but nothing
    # like the 75 MB the extra input is.
    assert rss_large - rss_small < 25, (rss_small, rss_large)
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss > 0


def test_failure_sidecar_rows_are_checked_as_failure_records(tmp_path: Path) -> None:
    failure = {
        "_ng_task_index": 3,
        "_ng_rollout_index": 1,
        "_ng_failure_class": "agent_request_failed",
        "_ng_failure_type": "TimeoutError",
        "_ng_failure_message": "the agent did not answer in 60 s",
        "_ng_failure_http_status": None,
    }
    path = write_lines(
        tmp_path / "rollouts-a_failures.jsonl", failure, {**failure, "_ng_failure_class": ""}
    )
    code, out, _ = run("validate", str(path), "--format", "json")
    assert code == 1
    findings = [orjson.loads(line) for line in out.splitlines()]
    assert [(f["code"], f["path"], f["line"]) for f in findings] == [
        ("schema.minLength", "/_ng_failure_class", 2)
    ]


def test_one_long_line_needs_a_few_times_its_size(tmp_path: Path) -> None:
    """Memory is flat in the number of rows, not in the size of one row: a line is held whole
    (its bytes, the parsed document, its strings) by the process that reads it. Measured at
    about 4 times the line's size (a 128 MiB line: 520 MB more than a short one, in every
    command that reads rows), so a line at the 512 MiB limit needs about 2 GB in each process
    that reads one: the README's "bounded" promise says so, and this test keeps the factor
    under 5."""
    megabytes = 32
    short, long_ = tmp_path / "short.jsonl", tmp_path / "long.jsonl"
    head = b'{"task_id":"t","_ng_task_index":0,"_ng_rollout_index":0'
    short.write_bytes(head + b"}\n")
    long_.write_bytes(head + b',"blob":"' + b"x" * (megabytes << 20) + b'"}\n')
    extra = _high_water_mb(long_) - _high_water_mb(short)
    assert megabytes < extra < 5 * megabytes, extra


def _high_water_mb(path: Path) -> float:
    """The peak resident memory of ``validate PATH`` in a process of its own, as its own
    memory counts it (``VmHWM``). Not ``ru_maxrss``: a child forked from a large pytest
    process and then exec'd keeps the fork's peak there, whatever it does after."""
    if not Path("/proc/self/status").exists():
        pytest.skip("no /proc/self/status")
    script = (
        "import sys\n"
        "from trajspec._cli.app import main\n"
        "code = main(['validate', sys.argv[1], '--format', 'json'])\n"
        "status = open('/proc/self/status').read().split('VmHWM:')[1]\n"
        "print(int(status.split()[0]))\n"
        "sys.exit(code)\n"
    )
    done = subprocess.run(
        [sys.executable, "-P", "-c", script, str(path)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    return int(done.stdout.strip().splitlines()[-1]) / 1024


def test_kind_choices_are_the_validators_kinds() -> None:
    """--kind is written out in the command table (--help imports no validators): it must
    name exactly the kinds validate_document knows, input and materialized included."""
    from trajspec._cli.app import build_parser
    from trajspec.validators import KIND_SCHEMAS

    commands = next(a for a in build_parser()._actions if a.dest == "command")
    validate = commands.choices["validate"]  # type: ignore[index]
    kind = next(a for a in validate._actions if a.dest == "kind")
    assert set(kind.choices or ()) == {"auto", *KIND_SCHEMAS}


def test_kind_input_checks_a_task_input_row(tmp_path: Path) -> None:
    row = {"responses_create_params": {"input": "2+2?", "tool_choice": "required"}}
    path = write_lines(tmp_path / "inputs.jsonl", row, {"question": "raw", "answer": 4})
    code, out, _ = run("validate", str(path), "--kind", "input", "--format", "json")
    found = [orjson.loads(line) for line in out.splitlines()]
    assert code == 1
    assert [(f["line"], f["code"]) for f in found] == [(1, "input.tool_choice_declared")]
    code, out, _ = run("validate", str(path), "--format", "json")
    assert [(f["line"], f["code"]) for f in map(orjson.loads, out.splitlines())] == [
        (1, "input.tool_choice_declared"),
        (2, "document.kind_unknown"),
    ]
