"""trajspec.converters.project_file: the projection batch as an API."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest

from trajspec._jsonl import LocalEngine, Source
from trajspec.converters import (
    LineProblem,
    ProjectOptions,
    ProjectOutputError,
    ProjectResult,
    project_file,
)


def _row(task: int) -> bytes:
    return orjson.dumps({"task_id": f"t-{task}", "_ng_task_index": task, "_ng_rollout_index": 0})


def test_rows_in_order_with_progress(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    rows = tmp_path / "rows.jsonl"
    lines = [_row(t) + b"\n" for t in range(3)]
    rows.write_bytes(b"".join(lines))
    monkeypatch.setattr("trajspec._jsonl.CHUNK_BYTES", 1)  # a chunk per line
    out = tmp_path / "out.jsonl"
    calls: list[tuple[int, int]] = []
    result = project_file(
        Source(rows), out, ProjectOptions(capture_dir=None), progress=lambda *a: calls.append(a)
    )
    assert result == ProjectResult(str(rows), out, 3)
    assert result.ok
    assert [orjson.loads(line)["_ng_task_index"] for line in out.read_bytes().splitlines()] == [
        0,
        1,
        2,
    ]
    # After each chunk: the rows and the bytes read so far.
    sizes = [len(line) for line in lines]
    assert calls == [(1, sizes[0]), (2, sizes[0] + sizes[1]), (3, sum(sizes))]


@pytest.mark.parametrize("jobs", [1, 2])
def test_problems_come_in_input_order_and_nothing_is_written(tmp_path: Path, jobs: int) -> None:
    rows = tmp_path / "rows.jsonl"
    failure = b'{"_ng_failure_class": "x", "_ng_task_index": 1, "_ng_rollout_index": 0}'
    rows.write_bytes(_row(0) + b"\noops\n" + failure + b"\n" + _row(3) + b"\n")
    out = tmp_path / "out.jsonl"
    out.write_bytes(b"old\n")
    problems: list[LineProblem] = []
    result = project_file(
        Source(rows),
        out,
        ProjectOptions(capture_dir=None),
        engine=LocalEngine(jobs),
        on_problem=problems.append,
    )
    assert not result.ok
    assert (result.rows, result.bad_lines, result.not_rows) == (2, 2, 1)
    assert [(p.file, p.line, p.code) for p in problems] == [
        (str(rows), 2, "json.syntax"),
        (str(rows), 3, "not a rollout row"),
    ]
    assert out.read_bytes() == b"old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.jsonl", "rows.jsonl"]


def test_an_output_that_cannot_be_written_is_an_error(tmp_path: Path) -> None:
    rows = tmp_path / "rows.jsonl"
    rows.write_bytes(_row(0) + b"\n")
    out = tmp_path / "missing" / "out.jsonl"
    with pytest.raises(ProjectOutputError) as raised:
        project_file(Source(rows), out, ProjectOptions(None))
    assert str(raised.value) == f"cannot write {out}: No such file or directory"
