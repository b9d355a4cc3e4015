"""``read_lines`` finds lines in blocks: whatever pieces a stream delivers and wherever the
limit falls, it gives the lines a plain split of the whole bytes gives (newlines kept), a
line over the limit as an ``OverlongLine`` of its length, and never holds such a line."""

from __future__ import annotations

import io
import tracemalloc

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trajspec import _strictjson
from trajspec._strictjson import OverlongLine, read_lines


def _split(data: bytes, limit: int) -> list[tuple[str, int | bytes]]:
    """The oracle: every line of ``data`` with its newline, the last one without; a line
    longer than ``limit`` by its length alone."""
    pieces = data.split(b"\n")
    lines = [piece + b"\n" for piece in pieces[:-1]] + ([pieces[-1]] if pieces[-1] else [])
    return [("over", len(line)) if len(line) > limit else ("line", line) for line in lines]


def _seen(lines: list[bytes]) -> list[tuple[str, int | bytes]]:
    return [
        ("over", line.length) if type(line) is OverlongLine else ("line", line) for line in lines
    ]


class _Pieces(io.RawIOBase):
    """A stream that hands out ``data`` in the given sizes (a pipe's short reads), then the
    rest in one piece."""

    def __init__(self, data: bytes, sizes: list[int]) -> None:
        self._data, self._sizes, self._at = data, list(sizes), 0

    def readable(self) -> bool:
        return True

    def read1(self, size: int = -1) -> bytes:
        count = self._sizes.pop(0) if self._sizes else len(self._data)
        count = min(count, size) if size >= 0 else count
        piece = self._data[self._at : self._at + count]
        self._at += len(piece)
        return piece


_LINES = st.lists(
    st.tuples(st.integers(0, 40), st.sampled_from([b"a", b"\xc3\xa9", b"{", b" "])),
    max_size=12,
).map(lambda spec: b"\n".join(char * count for count, char in spec))


@given(
    data=st.tuples(_LINES, st.booleans()).map(lambda d: d[0] + b"\n" * d[1]),
    limit=st.integers(1, 50),
    sizes=st.lists(st.integers(1, 30), max_size=30),
)
def test_lines_in_any_pieces_match_a_plain_split(data: bytes, limit: int, sizes: list[int]) -> None:
    assert _seen(list(read_lines(_Pieces(data, sizes), limit))) == _split(data, limit)


@given(data=_LINES, limit=st.integers(1, 50), block=st.integers(1, 17))
def test_lines_across_blocks_of_any_size_match_a_plain_split(
    data: bytes, limit: int, block: int
) -> None:
    saved = _strictjson._READ_BLOCK
    _strictjson._READ_BLOCK = block  # type: ignore[misc]
    try:
        lines = list(read_lines(io.BufferedReader(io.BytesIO(data), 8), limit))
    finally:
        _strictjson._READ_BLOCK = saved  # type: ignore[misc]
    assert _seen(lines) == _split(data, limit)


def test_an_overlong_line_is_never_held_whole() -> None:
    # a 16 MB line under a limit of 1,000, delivered 4 KB at a time: what is held stays near
    # one block, far under the line
    line = b"x" * (16 << 20) + b"\n"
    stream = _Pieces(line + b"ok\n", [4096] * 5000)
    tracemalloc.start()
    try:
        lines = list(read_lines(stream, 1000))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert _seen(lines) == [("over", len(line)), ("line", b"ok\n")]
    assert peak < 1 << 20, peak


def test_a_text_stream_is_refused_with_the_binary_stream_message() -> None:
    with pytest.raises(TypeError, match="binary stream"):
        list(read_lines(io.StringIO("{}\n")))  # type: ignore[arg-type]
