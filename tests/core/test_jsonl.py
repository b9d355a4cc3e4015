"""trajspec._jsonl: line chunks and the ordered map."""

from __future__ import annotations

import io

import pytest

from trajspec._jsonl import LocalEngine, line_chunks
from trajspec._strictjson import OverlongLine


def test_a_line_beyond_the_limit_is_never_held_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TRAJSPEC_MAX_LINE_BYTES", "16")
    stream = io.BytesIO(b'{"a":1}\n' + b"x" * 100 + b"\n" + b'{"b":2}\n')
    chunks = list(line_chunks(stream))
    lines = [line for chunk, _ in chunks for line in chunk]
    assert lines[0] == b'{"a":1}\n'
    assert type(lines[1]) is OverlongLine and lines[1] == b"" and lines[1].length == 101
    assert lines[2] == b'{"b":2}\n'
    assert [first for _, first in chunks] == [1]


def test_a_line_within_the_limit_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TRAJSPEC_MAX_LINE_BYTES", "16")
    stream = io.BytesIO(b"x" * 15 + b"\n" + b"y\n")
    assert list(line_chunks(stream)) == [([b"x" * 15 + b"\n", b"y\n"], 1)]


def test_chunks_number_their_first_line() -> None:
    stream = io.BytesIO(b"a\nb\nc\n")
    assert list(line_chunks(stream, chunk_bytes=4)) == [([b"a\n", b"b\n"], 1), ([b"c\n"], 3)]


def _square(value: int) -> int:
    return value * value


@pytest.mark.parametrize("jobs", [1, 2])
def test_the_map_keeps_the_order_of_the_calls(jobs: int) -> None:
    calls = [(n,) for n in range(20)]
    assert list(LocalEngine(jobs).map(_square, calls)) == [n * n for n in range(20)]
