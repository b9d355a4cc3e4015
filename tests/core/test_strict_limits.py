"""Limits of the strict reader: problems listed per document, the longest line read, and
inputs that are not regular files."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import orjson
import pytest

from trajspec._strictjson import (
    MAX_PROBLEMS,
    StrictJsonError,
    _slow_loads,
    iter_jsonl,
    loads,
    max_line_bytes,
    read_lines,
)


def _problems(data: bytes) -> tuple[str, ...]:
    with pytest.raises(StrictJsonError) as caught:
        loads(data)
    return tuple(p.code for p in caught.value.problems)


def test_a_line_with_100000_problems_lists_100_and_counts_the_rest() -> None:
    # 100,000 repeats of one key: each is a problem, each placed on the same long line.
    data = b"{" + b",".join(b'"k":1' for _ in range(100_001)) + b"}"
    with pytest.raises(StrictJsonError) as caught:
        loads(data)
    problems = caught.value.problems
    assert len(problems) == MAX_PROBLEMS + 1 == 101
    assert {p.code for p in problems[:-1]} == {"json.duplicate_key"}
    last = problems[-1]
    assert last.code == "json.problems_suppressed"
    assert "99900 more problems" in last.message
    # The 101st repeat is where counting began: key k number 102 (1-based), column 6*101+2.
    assert (last.line, last.column) == (1, 6 * 101 + 2)
    assert problems[0].column == 8 and problems[1].column == 14


def test_positions_after_the_cap_and_over_several_lines_stay_exact() -> None:
    text = '{\n"a": NaN,\n "b": NaN, "a": 2}'
    with pytest.raises(StrictJsonError) as caught:
        _slow_loads(text)
    found = [(p.code, p.line, p.column) for p in caught.value.problems]
    assert found == [
        ("json.non_finite_number", 2, 6),
        ("json.non_finite_number", 3, 7),
        ("json.duplicate_key", 3, 12),
    ]


def test_at_most_the_cap_is_listed_without_a_count() -> None:
    data = b"[" + b",".join(b"NaN" for _ in range(MAX_PROBLEMS)) + b"]"
    codes = _problems(data)
    assert codes == ("json.non_finite_number",) * MAX_PROBLEMS


def test_a_line_over_the_limit_is_a_finding_not_read_whole() -> None:
    long_line = b'{"x": "' + b"a" * 5000 + b'"}\n'
    stream = io.BytesIO(b'{"a": 1}\n' + long_line + b'{"b": 2}\n')
    lines = list(read_lines(stream, limit=1000))
    assert [len(line) for line in lines] == [9, 0, 9]
    assert getattr(lines[1], "length", None) == len(long_line)


def test_jsonl_reader_turns_an_overlong_line_into_json_line_too_long(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TRAJSPEC_MAX_LINE_BYTES", "64")
    data = b'{"a": 1}\n{"x": "' + b"a" * 100 + b'"}\n{"b": 2}'
    records = list(iter_jsonl(io.BytesIO(data)))
    assert [r.line for r in records] == [1, 2, 3]
    assert records[0].value == {"a": 1} and records[2].value == {"b": 2}
    (problem,) = records[1].problems
    assert problem.code == "json.line_too_long" and "110 bytes" in problem.message
    monkeypatch.setenv("TRAJSPEC_MAX_LINE_BYTES", "200")
    assert [r.problems for r in iter_jsonl(io.BytesIO(data))] == [(), (), ()]


def _trajspec(*argv: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            sys.executable,
            "-P",
            "-c",
            "import sys; from trajspec._cli.app import main; sys.exit(main())",
            *argv,
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={**os.environ, **(env or {})},
    )


def test_validate_reports_an_overlong_line(tmp_path: Path) -> None:
    rows = tmp_path / "rows.jsonl"
    rows.write_bytes(b'{"x": "' + b"a" * 300 + b'"}\n')
    done = _trajspec(
        "validate", str(rows), "--format", "json", env={"TRAJSPEC_MAX_LINE_BYTES": "100"}
    )
    assert done.returncode == 1, done.stderr
    (finding,) = [orjson.loads(line) for line in done.stdout.splitlines()]
    assert (finding["code"], finding["line"]) == ("json.line_too_long", 1)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
@pytest.mark.parametrize(
    "argv",
    [
        ["validate", "{fifo}"],
        ["health", "{fifo}", "--output-dir", "{out}"],
        ["coverage", "{fifo}"],
        ["aggregate", "{fifo}"],
        ["perf", "{fifo}"],
        ["export", "--format", "atif", "--rollouts", "{fifo}", "--output-dir", "{out}/x",
         "--session-id", "s", "--agent-version", "1"],
        ["project", "{fifo}", "-o", "{out}/p.jsonl"],
    ],
)  # fmt: skip
def test_a_fifo_is_refused_up_front(tmp_path: Path, argv: list[str]) -> None:
    fifo = tmp_path / "rows.jsonl"
    os.mkfifo(fifo)
    (tmp_path / "out").mkdir()
    filled = [a.format(fifo=fifo, out=tmp_path / "out") for a in argv]
    done = _trajspec(*filled)  # would hang on open() without the check (timeout: 120 s)
    assert done.returncode == 2, done.stderr
    assert "not a regular file" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_regular_file_is_not_refused(tmp_path: Path) -> None:
    rows = tmp_path / "rows.jsonl"
    rows.write_bytes(b'{"_ng_task_index": 0, "_ng_rollout_index": 0}\n')
    done = _trajspec("aggregate", str(rows))
    assert done.returncode == 0, done.stderr
    assert "not a regular file" not in done.stderr


@pytest.mark.parametrize("text", [None, "", "abc", "0", "-5", "1.5"])
def test_an_unset_empty_or_unusable_line_limit_is_the_default(
    monkeypatch: pytest.MonkeyPatch, text: str | None
) -> None:
    if text is None:
        monkeypatch.delenv("TRAJSPEC_MAX_LINE_BYTES", raising=False)
    else:
        monkeypatch.setenv("TRAJSPEC_MAX_LINE_BYTES", text)
    assert max_line_bytes() == 512 << 20


def test_a_positive_line_limit_is_taken(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TRAJSPEC_MAX_LINE_BYTES", "64")
    assert max_line_bytes() == 64
