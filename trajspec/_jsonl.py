"""Sources of JSON Lines, their chunks, and the one ordered, bounded parallel map over them.

Every batch engine (validate, project, health, coverage, export, reverify) is a function
applied to chunks of whole lines plus, where it needs one, a reduce over the results in input
order. This module is that machinery, written once:

- ``Source``: one input stream (a file, or stdin), and whether it holds one whole document;
- ``line_chunks``: a stream cut into chunks of about ``CHUNK_BYTES`` of whole lines, each with
  the number of its first line;
- ``Engine`` / ``LocalEngine`` (written in ``trajspec._pool``): ``engine.map(function, calls)``
  applies a top-level function to argument tuples and yields the results in the order of the calls.
  ``LocalEngine(jobs)`` runs them in this process (``jobs == 1``) or in ``jobs`` worker processes,
  with at most a window of ``2 * jobs`` calls in flight, so memory stays flat whatever the input
  size and the output is the same for every number of jobs. A call's exception, or a worker's death
  (``BrokenProcessPool``), is raised where its result would have come; a map left early ends its
  workers at once. Workers exit when the process that started them dies;
- ``chunks`` / ``map_lines``: the chunks of a stream as calls carry them (smaller within the
  last 4 MB of a regular file, so that a map does not end with one worker running a whole chunk
  alone), and ``engine.map`` of a function of whole lines over them. To an engine whose
  calls run in other processes (``LocalEngine(jobs > 1)``, ``RayEngine``), a chunk of a
  regular file goes as its position (path, offset, length), and the worker reads its lines
  there: the parent only finds where chunks end and counts their lines, and never pickles,
  sends or holds the bytes. Other streams (stdin, a pipe, a committed shard read through its
  manifest) go as their lines;
- ``document_chunk``: a source that holds one whole document (a ``*.json`` file) as one chunk
  of one line, its whole text, which a function of whole JSON Lines lines reads as one record;
- ``map_chunks``: ``map_lines`` over the chunks of a list of sources (a whole-document source:
  its ``document_chunk``), each result paired with where its chunk came from;
- ``reading_line``: the line of its file at which a record's reading problem is reported;
- ``segments``: sources in order, consecutive JSON Lines ones together (one map each) and each
  whole-document source on its own.

The function given to a process pool must be a top-level function of an importable module, and
its arguments and result picklable.
"""

from __future__ import annotations

import errno
import io
import os
import stat
import sys
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO, Protocol, TypeVar

from trajspec._outputs import display
from trajspec._pool import Engine, LocalEngine
from trajspec._strictjson import (
    JsonlRecord,
    OverlongLine,
    max_line_bytes,
    read_line_chunks,
    read_lines,
)

#: About how many bytes of whole lines one chunk holds.
CHUNK_BYTES = 1 << 20
#: About how many bytes the first chunk of each stream holds (``chunks``): little, because
#: ``LocalEngine`` runs a map's first call itself before its workers start (see
#: ``_pool_map``), and that call only has to warm what the others need. Every engine cuts
#: the same chunks, so progress is reported alike.
FIRST_CHUNK_BYTES = 1 << 16

R = TypeVar("R")

#: What an engine reports as it goes: ``progress(items_done, bytes_done)``.
Progress = Callable[[int, int], None]


class Opener(Protocol):
    """How a source whose bytes are not simply its path's (a file of a committed shard,
    read through its manifest) is opened."""

    def open(self) -> BinaryIO: ...


@dataclass(frozen=True, slots=True)
class Source:
    """One input stream: a path, or stdin when ``path`` is None; ``opener``, when given,
    opens it instead of the path."""

    path: Path | None
    whole_document: bool = False
    opener: Opener | None = field(default=None, compare=False, repr=False)

    @property
    def label(self) -> str:
        """How findings and messages name this input: bytes of a file name that are not
        UTF-8 become ``\\xNN`` escapes, so that JSON, SARIF and text output can hold it."""
        return "-" if self.path is None else display(self.path)

    def size(self) -> int | None:
        """The file's size in bytes, None for stdin and for what is not a regular file
        (progress reports it; reading never relies on it)."""
        if self.path is None:
            return None
        try:
            status = self.path.stat()
        except OSError:
            return None
        return status.st_size if stat.S_ISREG(status.st_mode) else None

    def open(self) -> BinaryIO:
        """The stream to read (stdin is not closed by ``close_stream``)."""
        if self.path is None:
            return sys.stdin.buffer
        return self.path.open("rb") if self.opener is None else self.opener.open()

    def close_stream(self, stream: BinaryIO) -> None:
        if self.path is not None:
            stream.close()

    def read_all(self) -> bytes:
        """The whole text of a source that holds one document (OSError passes through)."""
        stream = self.open()
        try:
            return stream.read()
        finally:
            self.close_stream(stream)


def line_chunks(
    stream: BinaryIO, chunk_bytes: int | None = None
) -> Iterator[tuple[list[bytes], int]]:
    """The stream's lines in chunks of about ``chunk_bytes`` (default ``CHUNK_BYTES``, read
    when called) of whole lines, newlines kept, each with the number of its first line.
    Reads are bounded: a line beyond the line limit comes as an ``OverlongLine`` (see
    ``trajspec._strictjson.read_lines``), never whole."""
    line = 1
    for lines in read_line_chunks(stream, CHUNK_BYTES if chunk_bytes is None else chunk_bytes):
        yield lines, line
        line += len(lines)


@dataclass(frozen=True, slots=True)
class Lines:
    """A chunk's whole lines as a call carries them: ``held``, or where they lie in a regular
    file (``path``, absolute; ``offset``, ``length`` in bytes; ``count`` lines), read where
    the call runs with the line limit ``limit`` of the process that cut the chunk."""

    held: list[bytes] | None = None
    path: str = ""
    offset: int = 0
    length: int = 0
    count: int = 0
    limit: int = 0

    def read(self) -> list[bytes]:
        """The lines, as ``line_chunks`` would have given them (a line beyond the limit as an
        ``OverlongLine``, never whole). Raises OSError when the file cannot be read, or no
        longer holds those lines there (it changed while the batch read it)."""
        if self.held is not None:
            return self.held
        with Path(self.path).open("rb", buffering=0) as raw:
            if self.length <= min(self.limit, _WHOLE_READ_BYTES):
                # No line of the window can pass the limit: ``read_lines`` would give every
                # one whole. One read and a split that finds line ends with memchr, instead of
                # ``readline``, which looks at every byte in a loop and copies a line longer
                # than its buffer twice more (a tenth of a worker's instructions on rows of
                # 10-200 KB: docs/tooling-pitfalls.md).
                lines = io.BytesIO(_read_at(raw, self.offset, self.length)).readlines()
            else:
                raw.seek(self.offset)
                window = io.BufferedReader(_Window(raw, self.length), 1 << 16)
                lines = list(read_lines(window, self.limit))
        if len(lines) != self.count or (lines and _length(lines) != self.length):
            raise OSError(errno.EIO, "the file changed while it was read", self.path)
        return lines


#: A chunk of up to this many bytes (and no longer than the line limit) is read in one piece
#: (``Lines.read``); a longer one, made so by a long line, through a bounded buffer.
_WHOLE_READ_BYTES = 16 << 20


def _read_at(raw: io.FileIO, offset: int, length: int) -> bytes:
    """Up to ``length`` bytes of the file from ``offset`` (fewer only where it ends), read
    straight into the bytes returned."""
    raw.seek(offset)
    data = raw.read(length) or b""
    while len(data) < length:
        more = raw.read(length - len(data))
        if not more:
            break
        data += more
    return data


def _length(lines: list[bytes]) -> int:
    return sum(line.length if isinstance(line, OverlongLine) else len(line) for line in lines)


class _Window(io.RawIOBase):
    """``length`` bytes of a file from where it stands: a bounded reader for ``read_lines``."""

    def __init__(self, raw: io.FileIO, length: int) -> None:
        self._raw = raw
        self._left = length

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        if self._left <= 0:
            return 0
        view = memoryview(buffer).cast("B")
        count = self._raw.readinto(view[: min(len(view), self._left)]) or 0
        self._left -= count
        return count


def on_lines(function: Callable[..., R], lines: Lines, *args: Any) -> R:
    """``function(lines, *args)`` with the chunk's lines read (the call ``map_lines`` sends)."""
    return function(lines.read(), *args)


@dataclass(frozen=True, slots=True)
class Chunk:
    """One chunk of a stream: its ``lines`` as a call carries them, the number of its first
    line, how many lines it has and how many bytes."""

    lines: Lines
    first_line: int
    count: int
    nbytes: int


def chunks(
    stream: BinaryIO, engine: Engine, path: str | os.PathLike[str] | None = None
) -> Iterator[Chunk]:
    """The chunks of about ``CHUNK_BYTES`` (read when called; the first ``FIRST_CHUNK_BYTES``;
    near the end of a regular file, less: see ``_target``) of whole lines of ``stream``, for
    ``map_lines`` on ``engine``: when the engine's calls run in other processes and the
    stream is a regular file just opened from ``path``, as positions (this process reads the
    bytes once, to find where chunks end and count lines, and holds one block of them); else
    as lines. Both cut the same chunks: a chunk ends with the first line that reaches its
    size (a line beyond the limit counts its length)."""
    chunk_bytes = CHUNK_BYTES
    total = _regular_size(stream)
    if path is not None and getattr(engine, "separate", False) and total is not None:
        where, limit = str(Path(path).absolute()), max_line_bytes()
        line = 1
        for offset, length, count in _positions(stream, chunk_bytes, FIRST_CHUNK_BYTES, total):
            yield Chunk(Lines(None, where, offset, length, count, limit), line, count, length)
            line += count
        return
    size, lines, line, start = 0, [], 1, 0
    target = min(FIRST_CHUNK_BYTES, chunk_bytes)
    for raw in read_lines(stream):
        lines.append(raw)
        size += raw.length if isinstance(raw, OverlongLine) else len(raw)
        if size >= target:
            yield Chunk(Lines(lines), line, len(lines), _length(lines))
            start += size
            size, line, lines = 0, line + len(lines), []
            target = _target(chunk_bytes, total, start)
    if lines:
        yield Chunk(Lines(lines), line, len(lines), _length(lines))


#: Within the last ``_TAIL_PARTS * CHUNK_BYTES`` of a file of known size, a chunk holds about
#: ``1 / _TAIL_PARTS`` of what is left (down to ``FIRST_CHUNK_BYTES``): so the last chunks of
#: a map are small, and one worker does not run a whole chunk alone while the others, done,
#: wait (a chunk of rows that name capture files, as project reads them, took 0.3 s of a
#: 2.5 s batch so; ``bench/bench_jobs.py``).
_TAIL_PARTS = 4


def _target(chunk_bytes: int, total: int | None, start: int) -> int:
    """The size of the chunk that starts at offset ``start`` (not the first) of a stream of
    ``total`` bytes (None: not known)."""
    if total is None:
        return chunk_bytes
    floor = min(FIRST_CHUNK_BYTES, chunk_bytes)
    return min(chunk_bytes, max(floor, (total - start) // _TAIL_PARTS))


def _regular_size(stream: BinaryIO) -> int | None:
    """The size of a regular file read from its start, else None."""
    try:
        status = os.fstat(stream.fileno())
        if stat.S_ISREG(status.st_mode) and stream.tell() == 0:
            return status.st_size
    except (OSError, AttributeError, io.UnsupportedOperation):
        pass
    return None


def _positions(
    stream: BinaryIO,
    chunk_bytes: int,
    first_bytes: int | None = None,
    total: int | None = None,
) -> Iterator[tuple[int, int, int]]:
    """(offset, length, lines) of each chunk of whole lines of ``stream``: a chunk ends at the
    first line end at or after ``chunk_bytes`` from its start (where ``read_line_chunks``
    ends it; the first chunk: ``first_bytes``, when given; near the end of a stream of
    ``total`` bytes: ``_target``), the last at the end of the stream."""
    buffer = bytearray(max(chunk_bytes, 1 << 20))
    start = base = lines = 0  # chunk start, file offset of buffer[0], line ends seen
    last = b"\n"[0]
    target = chunk_bytes if first_bytes is None else min(first_bytes, chunk_bytes)
    while True:
        size = stream.readinto(buffer)  # type: ignore[attr-defined]
        if not size:
            break
        last = buffer[size - 1]
        at = 0
        while True:
            end = buffer.find(b"\n", max(start + target - 1 - base, at), size)
            if end < 0:
                lines += _newlines(buffer, at, size)
                break
            lines += _newlines(buffer, at, end + 1)
            yield start, base + end + 1 - start, lines
            start, lines, at = base + end + 1, 0, end + 1
            target = _target(chunk_bytes, total, start)
        base += size
    if base > start:
        yield start, base - start, lines + (last != b"\n"[0])


#: Up to this many line ends in a stretch are counted by ``bytes.find`` (memchr, which skips
#: long lines at memory speed); the rest of a stretch denser than that by ``bytes.count``
#: (one pass at a byte a cycle: about 0.5 ms per MB, most of what cutting chunks cost).
_FIND_LIMIT = 256


def _newlines(buffer: bytearray, start: int, stop: int, limit: int = _FIND_LIMIT) -> int:
    """How many line ends ``buffer[start:stop]`` holds (``buffer.count(b"\\n", start, stop)``)."""
    count = 0
    find = buffer.find
    at = find(b"\n", start, stop)
    while at >= 0:
        count += 1
        if count >= limit:
            return count + buffer.count(b"\n", at + 1, stop)
        at = find(b"\n", at + 1, stop)
    return count


def map_lines(
    function: Callable[..., R], calls: Iterable[tuple[Any, ...]], *, engine: Engine
) -> Iterator[R]:
    """``engine.map`` of ``function(lines, *rest)`` over calls ``(Lines, *rest)`` (a ``Chunk``'s
    ``lines`` first): each call reads its lines where it runs."""
    return engine.map(on_lines, ((function, *args) for args in calls))


@dataclass(frozen=True, slots=True)
class ChunkOrigin:
    """Where a chunk's result comes from."""

    source_index: int
    source: Source
    first_line: int
    lines: int
    nbytes: int


def map_chunks(
    function: Callable[..., R],
    sources: Sequence[Source],
    args: tuple[Any, ...] = (),
    *,
    engine: Engine,
    label: bool = True,
    index: bool = False,
) -> Iterator[tuple[ChunkOrigin, R]]:
    """``function(lines, first_line, label, *args)`` (without ``label`` when it is False;
    with ``index``, the source's position in ``sources`` comes before ``args``) over every
    chunk of every source in order, each result with its chunk's origin. A source that holds
    one whole document is one chunk (``document_chunk``): the function reads it as one record,
    as it would the same document on one line of JSON Lines. Sources are opened one at a
    time, when the map reaches them."""
    origins: deque[ChunkOrigin] = deque()

    def calls() -> Iterator[tuple[Any, ...]]:
        for position, source in enumerate(sources):
            stream = source.open()
            path = source.path if source.opener is None else None
            try:
                cut = (document_chunk(stream),) if source.whole_document else None
                for chunk in cut or chunks(stream, engine, path):
                    first = chunk.first_line
                    origins.append(ChunkOrigin(position, source, first, chunk.count, chunk.nbytes))
                    head = (chunk.lines, first, source.label) if label else (chunk.lines, first)
                    yield (*head, position, *args) if index else (*head, *args)
            finally:
                source.close_stream(stream)

    for result in map_lines(function, calls(), engine=engine):
        yield origins.popleft(), result


def document_chunk(stream: BinaryIO) -> Chunk:
    """A source that holds one document (a ``*.json`` file, as every command reads it) as
    one chunk of one line: its whole text, inner line ends included, which a function of whole
    lines (``trajspec._strictjson.iter_jsonl``) reads as one record (an ``OverlongLine`` past
    the line limit, as a line of JSON Lines). A document ends where its file ends: a text
    without a final line end is read with one, so that what does not parse is a syntax error
    (as ``validate`` reports it), not the cut-off last line of JSON Lines. Where such a record
    does not read, its problems keep their own lines in the file (``reading_line``)."""
    limit = max_line_bytes()
    data = stream.read(limit + 1)
    length = len(data)
    if length > limit:
        while block := stream.read(1 << 20):
            length += len(block)
        data = OverlongLine(length)
    elif data and not data.endswith(b"\n"):
        data += b"\n"
    return Chunk(Lines([data]), 1, 1, length)


def reading_line(record: JsonlRecord) -> int:
    """The line of its file at which a record's first reading problem is reported: the
    record's own for a record on one line (a line of JSON Lines, as a problem of a line is
    always reported, even where its position runs past the line's end), the problem's own
    for a document over several lines (a whole ``*.json`` file: ``document_chunk``)."""
    raw = record.raw
    if record.problems and raw.find(b"\n", 0, len(raw) - 1) >= 0:
        return record.problems[0].line
    return record.line


def segments(sources: Sequence[Source]) -> Iterator[tuple[bool, list[Source]]]:
    """The sources in order as (whole_document, sources): consecutive JSON Lines sources
    together, so that one map covers them, and each whole-document source alone."""
    run: list[Source] = []
    for source in sources:
        if source.whole_document:
            if run:
                yield False, run
                run = []
            yield True, [source]
        else:
            run.append(source)
    if run:
        yield False, run


__all__ = [
    "CHUNK_BYTES",
    "FIRST_CHUNK_BYTES",
    "Chunk",
    "ChunkOrigin",
    "Engine",
    "Lines",
    "LocalEngine",
    "Opener",
    "Progress",
    "Source",
    "chunks",
    "document_chunk",
    "line_chunks",
    "map_chunks",
    "map_lines",
    "on_lines",
    "reading_line",
    "segments",
]
