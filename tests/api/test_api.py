"""The Python API (``trajspec.validate`` ... ``trajspec.report``): the README's "Python API"
blocks and every docstring example run as doctests on a scratch copy of ``examples/``; the
inputs ``validate`` takes; the errors; and ``import trajspec`` loading no engine."""

from __future__ import annotations

import doctest
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import orjson
import pytest

import trajspec
from trajspec._api import jobs, results, sources

ROOT = Path(__file__).parents[2]
README = ROOT / "README.md"
_FENCE = re.compile(r"^```([^\n`]*)\n(.*?)^```[ \t]*$", re.M | re.S)
FLAGS = doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS


@pytest.fixture
def scratch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder like the repository root for the examples: ``examples/`` and ``out/``."""
    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    (tmp_path / "out").mkdir()
    monkeypatch.chdir(tmp_path)
    return tmp_path


def python_api_blocks(text: str) -> list[str]:
    start = text.index("\n## Python API\n")
    end = text.find("\n## ", start + 1)
    section = text[start:end]
    return [m.group(2) for m in _FENCE.finditer(section) if m.group(1).split() == ["python"]]


def _run(text: str, name: str) -> doctest.TestResults:
    test = doctest.DocTestParser().get_doctest(text, {}, name, str(README), 0)
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    runner.run(test)
    return runner.summarize(verbose=False)


def test_the_readme_has_an_example_for_each_job() -> None:
    text = "\n".join(python_api_blocks(README.read_text(encoding="utf-8")))
    for job in ("validate", "project", "health", "export_atif", "reverify", "coverage", "report"):
        assert f"trajspec.{job}(" in text, job


def test_the_readme_python_api_blocks_run(scratch: Path) -> None:
    """The blocks in order, in one namespace (the first imports trajspec)."""
    done = _run("\n".join(python_api_blocks(README.read_text(encoding="utf-8"))), "README")
    assert done.attempted >= 17
    assert done.failed == 0
    assert (scratch / "out" / "api-export" / "manifest.jsonl").is_file()
    assert (scratch / "out" / "api-report.html").is_file()


@pytest.mark.parametrize("module", [jobs, results, sources])
def test_the_docstring_examples_run(scratch: Path, module: object) -> None:
    done = doctest.testmod(module, optionflags=FLAGS)  # type: ignore[arg-type]
    assert done.failed == 0
    if module is jobs:
        assert done.attempted >= 25


def test_a_doctest_that_is_wrong_fails(scratch: Path) -> None:
    """The runner above can fail: a wrong expectation is counted."""
    done = _run(">>> import trajspec\n>>> trajspec.validate({}, kind='row').ok\nFalse\n", "x")
    assert (done.attempted, done.failed) == (2, 1)


# -- what validate takes ---------------------------------------------------------------------

ROWS = ROOT / "examples" / "rollouts.jsonl"


def _codes(result: trajspec.ValidationResult) -> list[str]:
    return [f.code for f in result.findings]


def test_path_bytes_text_and_parsed_values_give_the_same_findings() -> None:
    by_path = trajspec.validate(ROWS)
    data = ROWS.read_bytes()
    by_bytes = trajspec.validate(data)
    by_text = trajspec.validate(data.decode())
    assert _codes(by_bytes) == _codes(by_text) == _codes(by_path)
    assert by_bytes.findings[0].file == "<bytes>"
    assert by_text.findings[0].file == "<text>"
    assert [f.position.line for f in by_bytes.findings if f.position] == [
        f.position.line for f in by_path.findings if f.position
    ]
    # parsed: the readable lines, one value each (the truncated last line is not a value)
    values = [orjson.loads(line) for line in data.splitlines()[:7] if line.strip()]
    parsed = trajspec.validate(values)
    assert _codes(parsed) == [c for c in _codes(by_path) if not c.startswith("json.")]
    assert all(f.position is not None and f.file == "<values>" for f in parsed.findings)
    single = trajspec.validate(values[5])
    assert [(f.code, f.position) for f in single.findings] == [("schema.minimum", None)]


def test_one_document_of_text_is_whole_and_json_lines_are_a_stream() -> None:
    assert trajspec.validate('{"_ng_task_index": -1}').documents == 1
    assert trajspec.validate('{"a": 1}\n{"b": 2}\n', kind="row").documents == 2
    one = trajspec.validate(b'{"_ng_task_index": -1}', kind="row").findings[0]
    assert (one.line, one.column) == (1, 20)  # placed at the value, a whole document


def test_a_folder_and_a_glob_are_read_as_on_the_command_line() -> None:
    folder = trajspec.validate(ROOT / "examples" / "run")
    glob = trajspec.validate(str(ROOT / "examples" / "run" / "rollouts-step_000001-w?.jsonl"))
    assert folder.ok and glob.ok
    assert glob.documents == 3


def test_iter_validate_streams_a_generator_of_values() -> None:
    made = 0

    def values() -> Iterator[dict[str, int]]:
        nonlocal made
        for i in range(3):
            made += 1
            yield {"_ng_task_index": -i}

    stream = trajspec.iter_validate(values(), kind="row")
    first = next(stream)
    assert made == 1 and first.ok  # one value taken, not the whole generator
    assert [d.ok for d in stream] == [False, False]


def test_kind_and_fail_on() -> None:
    line3 = ROWS.read_bytes().splitlines()[2]  # one warning, no error
    assert trajspec.validate(line3).ok
    assert not trajspec.validate(line3, fail_on="warning").ok
    assert [f.severity for f in trajspec.validate(line3).findings] == ["warning"]
    with pytest.raises(ValueError, match="kind must be"):
        trajspec.validate(ROWS, kind="rows")
    with pytest.raises(ValueError, match="fail_on"):
        trajspec.validate(ROWS, fail_on="fatal")  # type: ignore[arg-type]
    # kind= is what every document is: an ATIF document read as a capture breaks its schema
    atif = ROOT / "examples" / "export" / "0-0.json"
    assert trajspec.validate(atif).ok
    assert "schema.required" in trajspec.validate(atif, kind="capture").by_code


def test_unreadable_inputs_raise_input_error(tmp_path: Path) -> None:
    with pytest.raises(trajspec.InputError, match="no such file"):
        trajspec.validate(tmp_path / "missing.jsonl")
    with pytest.raises(trajspec.InputError, match="no rollouts"):
        trajspec.health(tmp_path)
    with pytest.raises(trajspec.InputError, match="folder"):
        trajspec.project(ROWS, tmp_path / "no" / "out.jsonl")
    before = ROWS.read_bytes()
    with pytest.raises(trajspec.InputError):
        trajspec.project(ROWS, ROWS)  # the output is the input: refused, nothing written
    assert ROWS.read_bytes() == before


def test_an_export_that_rejects_rows_writes_nothing(tmp_path: Path) -> None:
    result = trajspec.export_atif(
        ROOT / "examples" / "terminus" / "rows.jsonl",
        tmp_path / "export",
        session_id="s",
        agent_version="1",
    )
    assert not result.ok and result.exported == 0
    assert {f.line for f in result.findings} == {1, 2, 3}
    assert not (tmp_path / "export").exists()


def test_health_writes_reports_only_when_asked(tmp_path: Path) -> None:
    rows = tmp_path / "rows.jsonl"
    shutil.copy(ROOT / "examples" / "terminus" / "rows.jsonl", rows)
    result = trajspec.health(rows)
    assert result.reports is None and sorted(p.name for p in tmp_path.iterdir()) == ["rows.jsonl"]
    written = trajspec.health(rows, output_dir=tmp_path / "reports")
    assert written.reports is not None and all(p.is_file() for p in written.reports)
    assert written.summary == result.summary


def test_coverage_reports_an_unreadable_line_as_a_finding(tmp_path: Path) -> None:
    rows = tmp_path / "rows.jsonl"
    rows.write_bytes((ROOT / "examples" / "terminus" / "rows.jsonl").read_bytes() + b"{oops\n")
    result = trajspec.coverage(rows)
    assert not result.ok
    ((finding),) = result.findings
    assert (finding.line, finding.code.split(".")[0]) == (4, "json")


def test_coverage_never_reads_a_failure_sidecar_as_rows() -> None:
    """As trajspec coverage: failure records are not rollouts, even when named."""
    run = ROOT / "examples" / "run"
    sidecar = run / "rollouts-step_000001-w1_failures.jsonl"
    assert trajspec.coverage(run).to_json()["rows"] == 3
    assert (
        trajspec.coverage([run / "rollouts-step_000001-w1.jsonl", sidecar]).to_json()["rows"] == 1
    )
    with pytest.raises(trajspec.InputError, match="failure sidecars"):
        trajspec.coverage(sidecar)


# -- import cost -----------------------------------------------------------------------------


def test_import_trajspec_loads_no_engine_until_a_job_is_used() -> None:
    probe = (
        "import sys, trajspec\n"
        "heavy = lambda: sorted(m for m in sys.modules if m.startswith(('trajspec.validators',"
        " 'trajspec.converters', 'trajspec._api')))\n"
        "print(heavy() == [])\n"
        "trajspec.validate\n"
        "print('trajspec._api.jobs' in heavy(), 'validate' in dir(trajspec))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.split() == ["True", "True", "True"]


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no attribute 'validat'"):
        trajspec.validat  # type: ignore[attr-defined]  # noqa: B018


def test_report_lists_tries_and_compares_as_the_command_does(tmp_path: Path) -> None:
    """trajspec.report makes the page the command makes: the run folder's failed and omitted
    tries listed, the codes' help, and with ``compare`` the two runs side by side."""
    from _report_page import run

    import trajspec

    examples = Path(__file__).resolve().parents[2] / "examples"
    for extra, name in (((), "one"), (("--compare", str(examples / "run_b")), "two")):
        api = trajspec.report(
            examples / "run",
            tmp_path / f"{name}-api.html",
            compare=extra[1] if extra else None,
            title="t",
        )
        assert api.totals["documents"] == 3
        code, _, stderr = run(
            "report",
            str(examples / "run"),
            *extra,
            "--title",
            "t",
            "-o",
            str(tmp_path / f"{name}.html"),
        )
        assert code == 0, stderr
        assert (tmp_path / f"{name}-api.html").read_bytes() == (
            tmp_path / f"{name}.html"
        ).read_bytes()
    page = (tmp_path / "two.html").read_bytes()
    assert b'"compare":' in page and b'"kind":"failed"' in page and b'"help":' in page


def test_health_and_coverage_read_a_json_file_as_one_row(tmp_path: Path) -> None:
    """As on the command line: an indented row in a *.json file is one row, the same as on
    one line of JSON Lines (they read it line by line: unreadable records, no row)."""
    row = orjson.loads(ROWS.read_bytes().splitlines()[0])
    whole = tmp_path / "row.json"
    whole.write_bytes(orjson.dumps(row, option=orjson.OPT_INDENT_2))
    line = tmp_path / "row.jsonl"
    line.write_bytes(orjson.dumps(row) + b"\n")
    assert trajspec.coverage(whole).to_json()["rows"] == 1
    named = orjson.dumps(trajspec.coverage(whole).to_json()).replace(b"row.json", b"ROW")
    assert named == orjson.dumps(trajspec.coverage(line).to_json()).replace(b"row.jsonl", b"ROW")
    assert trajspec.health(whole).summary == trajspec.health(line).summary
    assert trajspec.health(whole).summary["run"]["artifacts"]["records"] == 1
