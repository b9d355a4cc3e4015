"""Findings that editors and code scanning can place: line and column spans of `validate`."""

from __future__ import annotations

import io
from contextlib import redirect_stdout
from pathlib import Path

import orjson

from trajspec._cli.app import main

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
