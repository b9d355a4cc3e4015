"""Findings that editors and code scanning can place: line and column spans of `validate`,
the text, SARIF and GitHub Actions renderings of them, and the official SARIF validator."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
from contextlib import redirect_stdout
from pathlib import Path

import orjson
import pytest

from trajspec._cli.app import main
from trajspec._cli.report import github_command
from trajspec._findings import Finding

REPO = Path(__file__).resolve().parents[2]

# A pretty-printed row: a missing member (rollout_id), an unknown one (surprise), a wrong type.
DOC = """{
  "_ng_task_index": 0,
  "_ng_rollout_index": 0,
  "task_id": "task-7",
  "ng_trajectory": {
    "schema_version": "1.0",
    "task_id": "task-7",
    "surprise": [1, 2],
    "turns": "none"
  }
}
"""

CLEAN_ROW = (
    '{"_ng_task_index": 0, "_ng_rollout_index": 0, "task_id": "t", "ng_trajectory": '
    '{"schema_version": "1.0", "task_id": "t", "rollout_id": "0-0"}}\n'
)
# 3000 two-byte characters before the wrong value: columns count characters, not bytes.
LONG_ROW = (
    '{"_ng_task_index": 0, "_ng_rollout_index": 0, "task_id": "t", "note": "'
    + "é" * 3000
    + '", "ng_trajectory": {"schema_version": "1.0", "task_id": "t", "rollout_id": "0-0", '
    '"turns": 5}}\n'
)


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out):
        code = main(list(argv), stderr=err)
    return code, out.getvalue(), err.getvalue()


def findings_of(*argv: str) -> list[dict[str, object]]:
    _, out, _ = run("validate", *argv, "--format", "json")
    return [orjson.loads(line) for line in out.splitlines()]


def spans(found: list[dict[str, object]]) -> list[tuple[object, ...]]:
    return [(f["code"], f["line"], f["column"], f["end_line"], f["end_column"]) for f in found]


def test_json_document_findings_point_at_the_named_values(tmp_path: Path) -> None:
    path = tmp_path / "doc.json"
    path.write_text(DOC, encoding="utf-8")
    assert spans(findings_of(str(path))) == [
        # the object that lacks rollout_id: its "{" (line 5, column 20) to its "}" (line 10)
        ("schema.required", 5, 20, 10, 4),
        # the unknown member's key, "surprise" with its quotes
        ("schema.additionalProperties", 8, 5, 8, 15),
        # the value "none" with its quotes
        ("schema.type", 9, 14, 9, 20),
    ]


def test_jsonl_findings_keep_the_file_line_and_count_columns_in_that_line(
    tmp_path: Path,
) -> None:
    path = tmp_path / "rows.jsonl"
    path.write_text(CLEAN_ROW + "\n" + LONG_ROW, encoding="utf-8")
    # the 5 of "turns": 71 characters up to the padding, 3000 of it, then
    # '", "ng_trajectory": {' 21, '"schema_version": "1.0", ' 25, '"task_id": "t", ' 16,
    # '"rollout_id": "0-0", ' 21, '"turns": ' 9
    column = 71 + 3000 + 21 + 25 + 16 + 21 + 9 + 1
    assert spans(findings_of(str(path))) == [("schema.type", 3, column, 3, column + 1)]


def test_reading_findings_keep_the_strict_readers_position(tmp_path: Path) -> None:
    path = tmp_path / "rows.jsonl"
    path.write_text(CLEAN_ROW + '{"a": 1, "a": 2}\n', encoding="utf-8")
    (found,) = findings_of(str(path))
    assert found["code"] == "json.duplicate_key"
    assert (found["line"], found["column"]) == (2, 10)
    assert "end_line" not in found and "end_column" not in found


def test_text_starts_each_finding_with_file_line_column(tmp_path: Path) -> None:
    path = tmp_path / "rows.jsonl"
    path.write_text(CLEAN_ROW + LONG_ROW, encoding="utf-8")
    code, out, _ = run("validate", str(path))
    assert code == 1
    assert out.splitlines()[:2] == [
        f"{path}:2 (row)",
        f"{path}:2:3164: error   /ng_trajectory/turns  schema.type: expected array, found "
        "integer 5",
    ]


def test_python_api_findings_carry_their_position(tmp_path: Path) -> None:
    from trajspec._jsonl import Source
    from trajspec.validators import validate_sources

    path = tmp_path / "doc.json"
    path.write_text(DOC, encoding="utf-8")
    (result,) = validate_sources([Source(path, whole_document=True)])
    assert [(f.line, f.column, f.end_line, f.end_column) for f in result.findings][2] == (
        9,
        14,
        9,
        20,
    )


# --- GitHub Actions workflow commands ---------------------------------------------------------


def test_github_command_escapes_data_and_properties() -> None:
    finding = Finding(
        code="x.y",
        path="/a",
        message="100% bad\r\nsee: a, b",
        severity="warning",
        file="dir,1/a:b%.jsonl",
        line=3,
        column=4,
        end_line=3,
        end_column=9,
    )
    assert github_command(finding) == (
        "::warning file=dir%2C1/a%3Ab%25.jsonl,line=3,col=4,endLine=3,endColumn=9,title=x.y"
        "::/a: 100%25 bad%0D%0Asee: a, b"
    )


def test_github_levels_and_missing_positions() -> None:
    bare = Finding(code="c.d", path="", message="m", severity="info", file="f.json")
    assert github_command(bare) == "::notice file=f.json,title=c.d::/: m"
    assert github_command(Finding(code="e", path="/p", message="m")).startswith("::error title=e::")


def test_validate_github_format(tmp_path: Path) -> None:
    path = tmp_path / "doc.json"
    path.write_text(DOC, encoding="utf-8")
    code, out, _ = run("validate", str(path), "--format", "github")
    assert code == 1
    lines = out.splitlines()
    assert lines[1] == (
        f"::error file={path},line=8,col=5,endLine=8,endColumn=15,"
        "title=schema.additionalProperties::/ng_trajectory/surprise: property 'surprise' is "
        "not allowed here; remove it or move it into an 'extra' object where the schema has one"
    )
    assert len(lines) == 3


# --- SARIF ------------------------------------------------------------------------------------


def _inputs(folder: Path) -> tuple[Path, Path]:
    (folder / "doc.json").write_text(DOC, encoding="utf-8")
    (folder / "rows.jsonl").write_text(
        CLEAN_ROW + LONG_ROW + '{"a": 1, "a": 2}\n' + '{"task_id": "t"}\n', encoding="utf-8"
    )
    return folder / "doc.json", folder / "rows.jsonl"


def test_sarif_uris_regions_and_rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    doc, _ = _inputs(tmp_path)
    monkeypatch.chdir(tmp_path)
    code, out, _ = run("validate", str(doc), "rows.jsonl", "--format", "sarif")
    assert code == 1
    (sarif_run,) = orjson.loads(out)["runs"]
    assert sarif_run["columnKind"] == "unicodeCodePoints"
    assert sarif_run["originalUriBaseIds"] == {"CWD": {"uri": tmp_path.as_uri() + "/"}}
    driver = sarif_run["tool"]["driver"]
    assert driver["informationUri"] == "https://trajspec.dev/"
    by_rule = {r["ruleId"]: r for r in sarif_run["results"]}
    absolute = by_rule["schema.additionalProperties"]["locations"][0]["physicalLocation"]
    assert absolute == {
        "artifactLocation": {"uri": "file://" + str(doc)},
        "region": {"startLine": 8, "startColumn": 5, "endLine": 8, "endColumn": 15},
    }
    relative = by_rule["json.duplicate_key"]["locations"][0]["physicalLocation"]
    assert relative == {
        "artifactLocation": {"uri": "rows.jsonl", "uriBaseId": "CWD"},
        "region": {"startLine": 3, "startColumn": 10},
    }
    rules = {r["id"]: r for r in driver["rules"]}
    assert rules["json.duplicate_key"]["helpUri"] == (
        "https://trajspec.dev/docs/reference/rules-json.md#jsonduplicate_key"
    )
    assert rules["schema.required"]["helpUri"] == (
        "https://trajspec.dev/docs/reference/README.md#schemarequired"
    )
    assert rules["json.duplicate_key"]["defaultConfiguration"] == {"level": "error"}
    # every helpUri names a page of docs/reference and a heading of that code on it
    for rule in driver["rules"]:
        page, anchor = rule["helpUri"].removeprefix("https://trajspec.dev/").split("#")
        headings = [
            line.strip("#` ").lower().replace(".", "")
            for line in (REPO / page).read_text(encoding="utf-8").splitlines()
            if line.startswith("### `")
        ]
        assert anchor in headings, rule["id"]


def test_sarif_uri_of_a_path_with_spaces(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "a b"
    folder.mkdir()
    (folder / "r#1.jsonl").write_text('{"a": 1, "a": 2}\n', encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    _, out, _ = run("validate", "a b/r#1.jsonl", str(folder / "r#1.jsonl"), "--format", "sarif")
    results = orjson.loads(out)["runs"][0]["results"]
    uris = [r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in results]
    assert uris == ["a%20b/r%231.jsonl", tmp_path.as_uri() + "/a%20b/r%231.jsonl"]


def _multitool() -> str | None:
    found = REPO / "node_modules" / ".bin" / "sarif-multitool"
    if found.exists():
        return str(found)
    return shutil.which("sarif-multitool")


#: What the Multitool may still say at level error or warning, by its rule id, with the
#: reason it is accepted. None at present: every log below passes clean.
ACCEPTED: dict[str, str] = {}


#: The Multitool's rule sets: its default (SARIF's own rules) and GitHub's (``--rule-kind Gh``,
#: what GitHub code scanning requires of an upload: a rule's fullDescription and help, ...).
RULE_KINDS = (None, "Gh")


def multitool_problems(log: Path, rule_kind: str | None = None) -> list[tuple[str, str, object]]:
    """The errors and warnings Microsoft's SARIF Multitool reports on ``log`` (with the rules
    of ``rule_kind``, default its own), less the accepted ones; fails (under CI) or skips
    without the tool."""
    tool = _multitool()
    if tool is None:
        if os.environ.get("CI"):
            pytest.fail("CI needs the SARIF Multitool: npm ci installs @microsoft/sarif-multitool")
        pytest.skip("the SARIF Multitool is not installed (npm ci)")
    report = log.with_name(f"{log.name}.{rule_kind or 'default'}.report.sarif")
    kinds = [] if rule_kind is None else ["--rule-kind", rule_kind]
    done = subprocess.run(
        [tool, "validate", str(log), "-o", str(report), *kinds],
        capture_output=True,
        text=True,
        check=False,
    )
    # Its exit status is 0 whatever it finds, even when it writes no log: read the log (see
    # docs/tooling-pitfalls.md).
    assert done.returncode == 0, done.stdout + done.stderr
    assert report.exists(), done.stdout + done.stderr
    return [
        (r["ruleId"], r.get("level", "warning"), r["message"])
        for r in orjson.loads(report.read_bytes())["runs"][0].get("results", [])
        if r.get("level", "warning") in {"error", "warning"} and r["ruleId"] not in ACCEPTED
    ]


@pytest.mark.parametrize("rule_kind", RULE_KINDS)
def test_the_official_sarif_validator_accepts_the_log(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, rule_kind: str | None
) -> None:
    doc, rows = _inputs(tmp_path)
    monkeypatch.chdir(tmp_path)
    log = tmp_path / "validate.sarif"
    # findings of several kinds (structural, semantic, reading) in .json and JSONL, inputs
    # named by absolute and by relative paths
    _, out, _ = run("validate", str(doc), str(rows), "doc.json", "rows.jsonl", "--format", "sarif")
    log.write_text(out, encoding="utf-8")
    assert multitool_problems(log, rule_kind) == []


def _sarif_of_every_command(folder: Path) -> dict[str, str]:
    """The SARIF log of each command that writes one, over inputs in ``folder`` (the working
    directory) named by absolute and by relative paths; each log has results."""
    from _reverify_fixtures import write_export

    logs = {}
    rows = folder / "rows.jsonl"
    rows.write_text(CLEAN_ROW.replace('"task_id": "t"', '"task_id": "u"', 1), encoding="utf-8")
    for how, name in (("absolute", str(rows)), ("relative", "rows.jsonl")):
        code, out, _ = run(
            "export", "--format", "atif", "--rollouts", name, "--output-dir",
            str(folder / f"x-{how}"), "--session-id", "s", "--agent-version", "1",
            "--report", "sarif",
        )  # fmt: skip
        assert code == 1
        logs[f"export-{how}"] = out
    (folder / "reverify").mkdir()
    manifest, inputs = write_export(folder / "reverify", rollouts=2)
    manifest.write_text(manifest.read_text().replace('"0-1.json"', '"../0-1.json"'))
    inputs.write_text(inputs.read_text() + '{"a": 1, "a": 2}\n')
    code, out, _ = run(
        "reverify", "--manifest", str(manifest), "--inputs",
        str(inputs.relative_to(folder)), "--output", "reverified.jsonl", "--dry-run",
        "--format", "sarif",
    )  # fmt: skip
    assert code == 1
    logs["reverify"] = out
    terminus = (REPO / "examples/terminus/rows.jsonl").read_text(encoding="utf-8")
    (folder / "terminus.jsonl").write_text(terminus + '{"a": 1, "a": 2}\n', encoding="utf-8")
    (folder / "sub").mkdir()
    (folder / "sub" / "terminus.jsonl").write_text(terminus, encoding="utf-8")
    code, out, _ = run(
        "health", str(folder / "terminus.jsonl"), "sub/terminus.jsonl", "--output-dir",
        str(folder / "h"), "--format", "sarif",
    )  # fmt: skip
    assert code == 0
    logs["health"] = out
    (folder / "project.jsonl").write_text(
        '{"a": 1, "a": 2}\n'
        + (REPO / "examples/export/0-0.json").read_text().replace("\n", "")
        + "\n",
        encoding="utf-8",
    )
    for how, name in (("absolute", str(folder / "project.jsonl")), ("relative", "project.jsonl")):
        code, out, _ = run("project", name, "-o", "projected.jsonl", "--format", "sarif")
        assert code == 1
        logs[f"project-{how}"] = out
    for name, text in logs.items():
        assert orjson.loads(text)["runs"][0]["results"], name
    return logs


@pytest.mark.parametrize("rule_kind", RULE_KINDS)
def test_the_official_sarif_validator_accepts_every_commands_log(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, rule_kind: str | None
) -> None:
    monkeypatch.chdir(tmp_path)
    logs = _sarif_of_every_command(tmp_path)
    assert sorted(logs) == [
        "export-absolute",
        "export-relative",
        "health",
        "project-absolute",
        "project-relative",
        "reverify",
    ]
    problems = {}
    for name, text in logs.items():
        log = tmp_path / f"{name}.sarif"
        log.write_text(text, encoding="utf-8")
        problems[name] = multitool_problems(log, rule_kind)
    assert problems == {name: [] for name in logs}


def test_export_report_github(tmp_path: Path) -> None:
    rows = tmp_path / "rows.jsonl"
    rows.write_text(CLEAN_ROW.replace('"task_id": "t"', '"task_id": "t,1"', 1), encoding="utf-8")
    code, out, _ = run(
        "export", "--format", "atif", "--rollouts", str(rows), "--output-dir",
        str(tmp_path / "x"), "--session-id", "s", "--agent-version", "1", "--report", "github",
    )  # fmt: skip
    assert code == 1
    heads = [line.split("::")[1] for line in out.splitlines()]
    text = rows.read_text(encoding="utf-8").rstrip("\n")
    # each at the value its path names, found here by searching the row's text
    trajectory = text.index('{"schema_version"')
    task_id = text.index('"t"', trajectory)
    spans = [
        (1, len(text) + 1),  # /agent_ref is missing: the row that lacks it
        (trajectory + 1, len(text)),  # /ng_trajectory/invocations is missing: ng_trajectory
        (task_id + 1, task_id + 4),  # /ng_trajectory/task_id: "t"
    ]
    assert heads == [
        f"error file={rows},line=1,col={start},endLine=1,endColumn={end},title={code}"
        for code, (start, end) in zip(
            (
                "export.agent_name_missing",
                "export.invocation_count",
                "row.identity_matches_trajectory",
            ),
            spans,
            strict=True,
        )
    ]
    # a comma in the message stays as it is (only properties escape it)
    assert out.splitlines()[2].endswith('the row\'s identity gives "t,1"')


def test_every_rule_of_every_log_is_described_for_code_scanning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each rule: short and full description, help as text and Markdown (what it checks, how
    to fix it, the reference page), helpUri, default level and tags; structural codes, rules
    of each registry and health checks alike."""
    monkeypatch.chdir(tmp_path)
    logs = _sarif_of_every_command(tmp_path)
    _, out, _ = run("validate", str(REPO / "examples" / "rollouts.jsonl"), "--format", "sarif")
    logs["validate"] = out
    seen = set()
    for text in logs.values():
        for rule in orjson.loads(text)["runs"][0]["tool"]["driver"]["rules"]:
            seen.add(rule["id"].split(".")[0])
            assert rule["shortDescription"]["text"].strip(), rule["id"]
            full = rule["fullDescription"]["text"]
            assert full.startswith(rule["shortDescription"]["text"].rstrip(".")), rule["id"]
            assert "How to fix" in rule["help"]["text"], rule["id"]
            assert rule["helpUri"] in rule["help"]["text"], rule["id"]
            assert f"]({rule['helpUri']})" in rule["help"]["markdown"], rule["id"]
            assert rule["defaultConfiguration"]["level"] in {"error", "warning", "note"}
            tags = rule["properties"]["tags"]
            assert tags and all(isinstance(t, str) and t for t in tags), rule["id"]
    # a structural code, a JSON reading code, rules of three registries, a health check
    assert {"schema", "json", "export", "turn", "reverify", "model_call_failed"} <= seen
