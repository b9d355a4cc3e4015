"""Sources of JSON Lines, their chunks, and the one ordered, bounded parallel map over them.

Every batch engine (validate, project, health, coverage, export, reverify) is a function
applied to chunks of whole lines plus, where it needs one, a reduce over the results in input
order. This module is that machinery, written once:

- ``Source``: one input stream (a file, or stdin), and whether it holds one whole document;
- ``line_chunks``: a stream cut into chunks of about ``CHUNK_BYTES`` of whole lines, each with
  the number of its first line;
- ``Engine`` / ``LocalEngine``: ``engine.map(function, calls)`` applies a top-level function
  to argument tuples and yields the results in the order of the calls. ``LocalEngine(jobs)``
  runs them in this process (``jobs == 1``) or in ``jobs`` worker processes, with at most a
  window of ``2 * jobs`` calls in flight, so memory stays flat whatever the input size and the
  output is the same for every number of jobs. Workers exit when the process that started
  them dies;
- ``map_chunks``: ``engine.map`` over the chunks of a list of sources, each result paired
  with where its chunk came from;
- ``segments``: sources in order, consecutive JSON Lines ones together (one map each) and each
  whole-document source on its own.

The function given to a process pool must be a top-level function of an importable module, and
its arguments and result picklable.
"""

from __future__ import annotations

import os
import signal
import stat
import sys
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO, Protocol, TypeVar

from trajspec._outputs import display
from trajspec._strictjson import read_line_chunks

#: About how many bytes of whole lines one chunk holds.
CHUNK_BYTES = 1 << 20

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


class Engine(Protocol):
    """What runs the map step of a batch: results in the order of the calls."""

    def map(self, function: Callable[..., R], calls: Iterable[tuple[Any, ...]]) -> Iterator[R]:
        """``function(*args)`` for every ``args`` of ``calls``, in order."""
        ...


class LocalEngine:
    """This machine: in this process for one job, else a bounded window over worker
    processes."""

    def __init__(self, jobs: int = 1) -> None:
        if jobs < 1:
            raise ValueError("jobs must be at least 1")
        self.jobs = jobs

    def map(self, function: Callable[..., R], calls: Iterable[tuple[Any, ...]]) -> Iterator[R]:
        if self.jobs == 1:
            return (function(*args) for args in calls)
        return _pool_map(function, calls, self.jobs)


def _pool_map(
    function: Callable[..., R], calls: Iterable[tuple[Any, ...]], jobs: int
) -> Iterator[R]:
    pool = ProcessPoolExecutor(
        max_workers=jobs, initializer=_exit_with_parent, initargs=(os.getpid(),)
    )
    pending: deque[Future[R]] = deque()
    try:
        for args in calls:
            pending.append(pool.submit(function, *args))
            # A bounded window keeps memory flat however large the input is.
            while len(pending) >= 2 * jobs:
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _exit_with_parent(parent: int) -> None:
    """Worker start-up: end this worker when the process that started it dies (a parent
    killed with SIGKILL cannot shut its pool down). Linux delivers a signal on the parent's
    death; elsewhere a daemon thread polls the parent id."""
    if sys.platform.startswith("linux"):
        try:
            import ctypes

            libc = ctypes.CDLL(None, use_errno=True)
            pr_set_pdeathsig = 1
            libc.prctl(pr_set_pdeathsig, signal.SIGTERM)
        except (OSError, AttributeError):
            pass
    if os.getppid() != parent:  # the parent died before the signal was asked for
        os._exit(1)
    threading.Thread(target=_watch_parent, args=(parent,), daemon=True).start()


def _watch_parent(parent: int) -> None:
    while True:
        threading.Event().wait(1.0)
        if os.getppid() != parent:
            os._exit(1)


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
    chunk of every source in order, each result with its chunk's origin. Sources are opened
    one at a time, when the map reaches them."""
    origins: deque[ChunkOrigin] = deque()

    def calls() -> Iterator[tuple[Any, ...]]:
        for position, source in enumerate(sources):
            stream = source.open()
            try:
                for lines, first in line_chunks(stream):
                    nbytes = sum(map(len, lines))
                    origins.append(ChunkOrigin(position, source, first, len(lines), nbytes))
                    head = (lines, first, source.label) if label else (lines, first)
                    yield (*head, position, *args) if index else (*head, *args)
            finally:
                source.close_stream(stream)

    for result in engine.map(function, calls()):
        yield origins.popleft(), result


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
    "ChunkOrigin",
    "Engine",
    "LocalEngine",
    "Opener",
    "Progress",
    "Source",
    "line_chunks",
    "map_chunks",
    "segments",
]
