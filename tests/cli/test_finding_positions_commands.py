"""Positions of the findings of export, reverify and health (validate's are in
test_finding_positions.py), and their GitHub Actions and SARIF renderings.

Every expected line and column is worked out here by searching the input's text for the
value a finding names, never by the code under test: Python's ``str.index`` counts
characters (code points), as the columns do, and the padding of the long lines is of
two-byte characters so that a byte count would differ.
"""

from __future__ import annotations

import copy
import hashlib
import io
import json
import re
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import orjson
import pytest
from _reverify_fixtures import document, write_export

from trajspec._cli.app import main
from trajspec._cli.report import github_command
from trajspec._findings import Finding

REPO = Path(__file__).resolve().parents[2]
PADDING = "é" * 3000


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(list(argv), stderr=err)
    return code, out.getvalue(), err.getvalue()


def where(text: str, start: int, end: int, first_line: int = 1) -> tuple[int, int, int, int]:
    """(line, column, end line, end column) of text[start:end], as an editor counts them."""

    def at(i: int) -> tuple[int, int]:
        return text.count("\n", 0, i) + first_line, i - (text.rfind("\n", 0, i) + 1) + 1

    return (*at(start), *at(end))


def value_span(text: str, member: str, value: str, first_line: int = 1) -> tuple[int, ...]:
    """The span of ``value`` where it follows ``"member": `` (once only) in ``text``."""
    head = f'"{member}": {value}'
    assert text.count(head) == 1, head
    start = text.index(head) + len(head) - len(value)
    return where(text, start, start + len(value), first_line)


# --- parsing GitHub workflow commands back, as the runner reads them --------------------------

_COMMAND = re.compile(r"::(error|warning|notice)(?: ([^:]*))?::(.*)")


def _unescape(text: str, *, prop: bool) -> str:
    pairs = [("%0D", "\r"), ("%0A", "\n")] + ([("%3A", ":"), ("%2C", ",")] if prop else [])
    for escaped, plain in pairs:
        text = text.replace(escaped, plain)
    return text.replace("%25", "%")


def parse_github(line: str) -> tuple[str, dict[str, str], str]:
    """(level, properties, message) of one workflow command line."""
    match = _COMMAND.fullmatch(line)
    assert match is not None, line
    level, props, message = match.groups()
    properties = {}
    for item in (props or "").split(","):
        if item:
            key, value = item.split("=", 1)
            properties[key] = _unescape(value, prop=True)
    return level, properties, _unescape(message, prop=False)


def span_of(properties: dict[str, str]) -> tuple[int, ...]:
    return tuple(int(properties[k]) for k in ("line", "col", "endLine", "endColumn"))


@pytest.mark.parametrize(
    "name", ["a,b:c%d.jsonl", "new\nline.jsonl", "100%25,x:y.jsonl", "cr\rret %0A.jsonl"]
)
def test_github_properties_and_messages_round_trip(name: str) -> None:
    message = "50% of 2,3: a\r\nb %0A end:"
    found = Finding(
        "x.y", "/a", message, "warning", file=name, line=2, column=3, end_line=4, end_column=5
    )
    line = github_command(found)
    assert "\n" not in line and "\r" not in line
    level, properties, back = parse_github(line)
    assert level == "warning"
    assert properties == {
        "file": name,
        "line": "2",
        "col": "3",
        "endLine": "4",
        "endColumn": "5",
        "title": "x.y",
    }
    assert back == f"/a: {message}"


# --- export -----------------------------------------------------------------------------------


def _exportable_row(index: int = 0) -> dict[str, Any]:
    shard = (REPO / "examples/run/rollouts-step_000001-w0.jsonl").read_text(encoding="utf-8")
    row: dict[str, Any] = json.loads(shard.splitlines()[index])
    return row


def _export(rows: Path, out: Path, report: str, *extra: str) -> tuple[int, str, str]:
    return run(
        "export", "--format", "atif", "--rollouts", str(rows), "--output-dir", str(out),
        "--session-id", "s", "--agent-version", "1", "--report", report, *extra,
    )  # fmt: skip


def test_export_rejection_points_into_a_long_line(tmp_path: Path) -> None:
    row = {"note": PADDING, **_exportable_row()}
    row["ng_trajectory"]["invocations"][0]["status"] = "failed"
    text = json.dumps(_exportable_row(1), ensure_ascii=False) + "\n"  # another rollout
    long_line = json.dumps(row, ensure_ascii=False)
    rows = tmp_path / "rows.jsonl"
    rows.write_text(text + long_line + "\n", encoding="utf-8")
    code, out, _ = _export(rows, tmp_path / "x", "json")
    assert code == 1
    (found,) = [orjson.loads(line) for line in out.splitlines()]
    assert found["code"] == "export.invocation_not_completed"
    expected = value_span(long_line, "status", '"failed"', first_line=2)
    assert (found["line"], found["column"], found["end_line"], found["end_column"]) == expected
    assert not (tmp_path / "x").exists()

    code, out, _ = _export(rows, tmp_path / "y", "github")
    assert code == 1
    level, properties, message = parse_github(out.splitlines()[0])
    assert (level, properties["file"], properties["title"]) == (
        "error",
        str(rows),
        "export.invocation_not_completed",
    )
    assert span_of(properties) == expected
    assert message.startswith("/ng_trajectory/invocations/0/status: ")


def test_a_batch_rejection_points_into_its_row(tmp_path: Path) -> None:
    # two agents in one batch: the second row's agent name is the rejection (found by the
    # batch, after the row was converted, in whichever worker)
    first = _exportable_row()
    second = copy.deepcopy(first)
    second["_ng_rollout_index"] = 7
    second["_ng_rollout_id"] = "other"
    second["agent_ref"]["name"] = "other_agent"
    second = {"note": PADDING, **second}
    lines = [json.dumps(first, ensure_ascii=False), json.dumps(second, ensure_ascii=False)]
    rows = tmp_path / "rows.jsonl"
    rows.write_text("\n".join(lines) + "\n", encoding="utf-8")
    for jobs in ("1", "2"):
        code, out, _ = _export(rows, tmp_path / f"x{jobs}", "json", "--jobs", jobs)
        assert code == 1
        found = [orjson.loads(line) for line in out.splitlines()]
        mixed = [f for f in found if f["code"] == "export.agent_identity_mixed"]
        assert len(mixed) == 1, found
        expected = value_span(lines[1], "name", '"other_agent"', first_line=2)
        place = (mixed[0]["line"], mixed[0]["column"], mixed[0]["end_line"])
        assert (*place, mixed[0]["end_column"]) == expected


def test_export_sarif(tmp_path: Path) -> None:
    row = _exportable_row()
    row["ng_trajectory"]["invocations"][0]["status"] = "failed"
    rows = tmp_path / "rows.jsonl"
    line = json.dumps(row)
    rows.write_text(line + "\n", encoding="utf-8")
    code, out, err = _export(rows, tmp_path / "x", "sarif")
    assert code == 1
    assert "rejected: 1 of 1 row" in err
    (sarif_run,) = orjson.loads(out)["runs"]
    (result,) = sarif_run["results"]
    region = result["locations"][0]["physicalLocation"]["region"]
    assert tuple(region.values()) == value_span(line, "status", '"failed"')
    (rule,) = sarif_run["tool"]["driver"]["rules"]
    assert rule["id"] == "export.invocation_not_completed"
    assert rule["helpUri"].endswith("rules-atif_export.md#exportinvocation_not_completed")


# --- reverify ---------------------------------------------------------------------------------


def _reverify(manifest: Path, inputs: Path, output: Path, fmt: str) -> tuple[int, str, str]:
    return run(
        "reverify", "--manifest", str(manifest), "--inputs", str(inputs), "--output",
        str(output), "--dry-run", "--format", fmt,
    )  # fmt: skip


def _broken_export(tmp_path: Path) -> tuple[Path, Path, str, str, str]:
    """An export of three rollouts: 0's document names another source task (a finding in the
    multi-line document), 1's manifest line pins another SHA-256 (in a long manifest line),
    2's input row has no responses_create_params object (in a long input line)."""
    manifest, inputs = write_export(tmp_path, rollouts=3)
    export = manifest.parent
    doc = document(0, 0)
    doc["extra"]["nemo_gym"]["source"]["task_index"] = 99
    doc_text = json.dumps(doc, indent=2) + "\n"
    (export / "0-0.json").write_text(doc_text, encoding="utf-8")
    entries = [json.loads(line) for line in manifest.read_text().splitlines()]
    entries[0]["expected_sha256"] = hashlib.sha256(doc_text.encode()).hexdigest()
    # a long manifest line: the file's name is 100 two-byte characters long
    long_name = "é" * 100 + ".json"
    (export / entries[1]["trajectory_path"]).rename(export / long_name)
    entries[1] = {
        "_ng_rollout_index": 1,
        "_ng_task_index": 0,
        "trajectory_path": long_name,
        "expected_sha256": "0" * 64,
    }
    manifest_lines = [json.dumps(entry, ensure_ascii=False) for entry in entries]
    manifest.write_text("\n".join(manifest_lines) + "\n", encoding="utf-8")
    rows = [json.loads(line) for line in inputs.read_text().splitlines()]
    for i, row in enumerate(rows):
        if row["_ng_rollout_index"] == 2:
            rows[i] = {"note": PADDING, **row, "responses_create_params": 5}
    input_lines = [json.dumps(row, ensure_ascii=False) for row in rows]
    inputs.write_text("\n".join(input_lines) + "\n", encoding="utf-8")
    return manifest, inputs, doc_text, manifest_lines[1], input_lines


def test_reverify_failures_point_into_the_document_the_manifest_and_the_input(
    tmp_path: Path,
) -> None:
    manifest, inputs, doc_text, manifest_line, input_lines = _broken_export(tmp_path)
    output = tmp_path / "out.jsonl"
    code, out, err = _reverify(manifest, inputs, output, "github")
    assert code == 1
    assert "3 rejected" in err
    seen = {}
    for line in out.splitlines():
        level, properties, _ = parse_github(line)
        assert level == "error"
        seen[properties["title"]] = (properties["file"], span_of(properties))
    (input_line,) = [i for i, text in enumerate(input_lines, 1) if PADDING in text]
    assert seen == {
        "reverify.manifest_source_conflict": (
            str(manifest.parent / "0-0.json"),
            value_span(doc_text, "task_index", "99"),
        ),
        "reverify.sha256_mismatch": (
            str(manifest),
            value_span(manifest_line, "expected_sha256", '"' + "0" * 64 + '"', first_line=2),
        ),
        "reverify.input_no_create_params": (
            str(inputs),
            value_span(input_lines[input_line - 1], "responses_create_params", "5", input_line),
        ),
    }
    # the failure rows carry the same positions (the Python API's records)
    failures = [orjson.loads(line) for line in (tmp_path / "out_failures.jsonl").open()]
    recorded = {
        f["code"]: (f["file"], (f["line"], f["column"], f["end_line"], f["end_column"]))
        for row in failures
        for f in row["findings"]
    }
    assert recorded == seen


def test_reverify_sarif_and_the_findings_callback(tmp_path: Path) -> None:
    from trajspec.converters import reverify

    manifest, inputs, *_ = _broken_export(tmp_path)
    code, out, _ = _reverify(manifest, inputs, tmp_path / "out.jsonl", "sarif")
    assert code == 1
    (sarif_run,) = orjson.loads(out)["runs"]
    assert sorted(r["ruleId"] for r in sarif_run["results"]) == [
        "reverify.input_no_create_params",
        "reverify.manifest_source_conflict",
        "reverify.sha256_mismatch",
    ]
    handed: list[list[Finding]] = []
    summary = reverify(
        manifest, inputs, tmp_path / "api.jsonl", dry_run=True, findings=handed.append
    )
    assert summary.rejected == 3
    rows = [orjson.loads(line) for line in (tmp_path / "api_failures.jsonl").open()]
    assert [[f.to_json() for f in batch] for batch in handed] == [r["findings"] for r in rows]


def test_a_verifier_failure_points_at_its_manifest_line(tmp_path: Path) -> None:
    from trajspec.converters import reverify

    manifest, inputs = write_export(tmp_path, rollouts=1)
    handed: list[list[Finding]] = []

    def verifier(payload: dict[str, Any]) -> dict[str, Any]:
        raise RuntimeError("boom")

    summary = reverify(
        manifest, inputs, tmp_path / "out.jsonl", verifier=verifier, findings=handed.append
    )
    assert summary.failed == 1
    ((found,),) = handed
    line = manifest.read_text(encoding="utf-8").rstrip("\n")
    assert found.code == "reverify.verifier_error"
    assert (found.file, found.line, found.column, found.end_column) == (
        str(manifest),
        1,
        1,
        len(line) + 1,
    )


# --- health -----------------------------------------------------------------------------------


def _unhealthy_row() -> tuple[dict[str, Any], dict[str, Any]]:
    """Terminus's second row (its third model call failed, status 500), padded in front."""
    text = (REPO / "examples/terminus/rows.jsonl").read_text(encoding="utf-8")
    row = json.loads(text.splitlines()[1])
    call = row["ng_trajectory"]["model_calls"][2]
    assert call["response_metadata"]["status_code"] == 500
    return {"note": PADDING, **row}, call


def test_health_findings_point_at_the_call_in_a_long_line(tmp_path: Path) -> None:
    row, call = _unhealthy_row()
    line = json.dumps(row, ensure_ascii=False)
    call_text = json.dumps(call, ensure_ascii=False)
    assert line.count(call_text) == 1
    start = line.index(call_text)
    expected = where(line, start, start + len(call_text), first_line=2)
    rows = tmp_path / "rows.jsonl"
    clean = (REPO / "examples/terminus/rows.jsonl").read_text(encoding="utf-8").splitlines()[0]
    rows.write_text(clean + "\n" + line + "\n", encoding="utf-8")
    code, out, err = run(
        "health", str(rows), "--output-dir", str(tmp_path / "h"), "--format", "github"
    )
    assert code == 0  # unhealthy rollouts are reported, not a failure
    assert "rollout health: 2 records" in err
    parsed = [parse_github(text) for text in out.splitlines()]
    failed = [p for p in parsed if p[1]["title"] == "model_call_failed"]
    assert len(failed) == 1
    level, properties, message = failed[0]
    assert level == "warning"
    assert properties["file"] == str(rows)
    assert span_of(properties) == expected
    assert message.startswith("/ng_trajectory/model_calls/2: rollout (task 0, rollout 1): ")
    assert '"mc-3"' in message
    code, _, _ = run(
        "health", str(rows), "--output-dir", str(tmp_path / "h"), "--format", "github",
        "--fail-on-unhealthy",
    )  # fmt: skip
    assert code == 1


def test_health_unreadable_line_points_where_reading_failed(tmp_path: Path) -> None:
    rows = tmp_path / "rows.jsonl"
    bad = '{"note": "' + PADDING + '", "a": 1, "a": 2}'
    rows.write_text(bad + "\n", encoding="utf-8")
    _, out, _ = run("health", str(rows), "--output-dir", str(tmp_path / "h"), "--format", "github")
    ((_, properties, _),) = [parse_github(text) for text in out.splitlines()]
    assert properties["title"] == "record_unreadable"
    # the duplicate key, as the strict reader places it (its second "a")
    assert (int(properties["line"]), int(properties["col"])) == (1, bad.rindex('"a"') + 1)


def test_health_sarif_and_the_python_api(tmp_path: Path) -> None:
    from trajspec._jsonl import Source
    from trajspec.validators import check_sources

    row, call = _unhealthy_row()
    rows = tmp_path / "rows.jsonl"
    line = json.dumps(row, ensure_ascii=False)
    rows.write_text(line + "\n", encoding="utf-8")
    result = check_sources([Source(rows)])
    (found,) = [f for f in result.findings() if f.code == "model_call_failed"]
    start = line.index(json.dumps(call, ensure_ascii=False))
    assert found.path == "/ng_trajectory/model_calls/2"
    assert (found.line, found.column) == (1, start + 1)
    assert found.severity == "warning"
    code, out, _ = run(
        "health", str(rows), "--output-dir", str(tmp_path / "h"), "--format", "sarif"
    )
    assert code == 0
    (sarif_run,) = orjson.loads(out)["runs"]
    rules = {r["id"]: r for r in sarif_run["tool"]["driver"]["rules"]}
    assert rules["model_call_failed"]["defaultConfiguration"] == {"level": "warning"}
    assert rules["model_call_failed"]["helpUri"] == (
        "https://trajspec.dev/docs/reference/health-checks.md#model_call_failed"
    )


# --- project ----------------------------------------------------------------------------------


def test_project_problems_point_into_their_lines(tmp_path: Path) -> None:
    good = (REPO / "examples/joined/rows.jsonl").read_text(encoding="utf-8").splitlines()[0]
    unreadable = '{"note": "' + PADDING + '", "a": 1, "a": 2}'
    atif = json.dumps({"note": PADDING, **document(0, 0)}, ensure_ascii=False)
    huge = json.loads(good)
    huge = {"note": PADDING, **huge, "_ng_task_index": 2**63}
    huge_line = json.dumps(huge, ensure_ascii=False)
    rows = tmp_path / "rows.jsonl"
    rows.write_text("\n".join([good, unreadable, atif, huge_line]) + "\n", encoding="utf-8")
    output = tmp_path / "out.jsonl"
    code, out, err = run("project", str(rows), "-o", str(output), "--format", "github")
    assert code == 1
    assert not output.exists()
    assert "nothing was written" in err
    got = {}
    for text in out.splitlines():
        level, properties, _ = parse_github(text)
        assert level == "error" and properties["file"] == str(rows)
        got[properties["title"]] = {
            k: int(v) for k, v in properties.items() if k not in ("file", "title")
        }
    start = huge_line.index(f'"_ng_task_index": {2**63}') + len('"_ng_task_index": ')
    assert got == {
        # where reading failed: the second "a"
        "json.duplicate_key": {"line": 2, "col": unreadable.rindex('"a"') + 1},
        # not a rollout row: the whole line
        "not a rollout row": {"line": 3, "col": 1, "endLine": 3, "endColumn": len(atif) + 1},
        "number.out_of_range": {
            "line": 4,
            "col": start + 1,
            "endLine": 4,
            "endColumn": start + 1 + len(str(2**63)),
        },
    }
    code, out, _ = run("project", str(rows), "-o", str(output), "--format", "sarif")
    assert code == 1
    (sarif_run,) = orjson.loads(out)["runs"]
    assert len(sarif_run["results"]) == 3
