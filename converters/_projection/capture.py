"""The capture store: ``<rollout_id>.capture.jsonl`` files, read into ModelCallRecords.

A capture directory holds one append-only JSON Lines file per rollout, one model-call
exchange per line, and a ``<rollout_id>.capture.incomplete`` marker when the model server
failed to write a line. Reading is strict and never fatal:

- a line that is not strict JSON (duplicate keys, NaN, bad UTF-8, truncation, ...), not an
  object, or whose fields cannot form a valid ModelCallRecord (for example a string
  ``status_code``, a negative ``latency_ms`` or a ``completed_at`` before ``started_at``) is
  *unreadable*: it is counted, skipped and
  reported as the gap ``model_call_capture_records_unreadable`` with detail ``count=<n>``;
- ``call_index`` is the 0-based physical line number, so it skips blank and unreadable lines;
- payload members (``request``, ``response``) are kept only when they are objects and the
  ``*_raw`` members only when they are strings, as the capture writer defines them.

Token counts are normalised across the three dialects (Responses, Chat Completions,
Anthropic Messages); see :func:`token_counts`.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import os
import stat
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from trajspec._jsonvalues import JsonObject
from trajspec._strictjson import StrictJsonError, iter_jsonl, loads, max_line_bytes
from trajspec.converters._projection.gaps import (
    CAPTURE_INCOMPLETE,
    CAPTURE_UNREADABLE,
    NO_RECORDS,
    RECORDS_UNREADABLE,
    gap,
)
from trajspec.converters._projection.records import (
    UnreadableExchange,
    _record_and_call,
    capture_metrics,
    model_call_record,
)
from trajspec.converters._projection.response_fields import (
    finish_reason,
    reasoning_content,
    tool_calls,
)
from trajspec.converters._projection.tokens import TokenCounts, token_counts

CAPTURE_SUFFIX = ".capture.jsonl"
INCOMPLETE_SUFFIX = ".capture.incomplete"


#: Keys of a capture call that hold payloads.
PAYLOAD_KEYS = ("request", "response", "request_raw", "response_raw")


@dataclass(slots=True)
class CaptureRead:
    """What reading one rollout's capture gave."""

    calls: list[JsonObject] = field(default_factory=list)
    gaps: list[JsonObject] = field(default_factory=list)
    unreadable_lines: int = 0
    #: Capture files found for the rollout (the .jsonl file and/or the marker), as the text
    #: of their paths (``str`` of the Path each would be: see ``paths``).
    names: tuple[str, ...] = ()
    #: Whether every line of the file was read (nothing would be lost by deleting it).
    complete: bool = False
    #: Each call's trajectory model call (``project_model_call`` of it), made while reading,
    #: or None where the projection is to make it; as long as ``calls``.
    projected: list[JsonObject | None] = field(default_factory=list)

    @property
    def paths(self) -> tuple[Path, ...]:
        """The capture files found, as Paths (made when asked: most reads never ask)."""
        return tuple(Path(name) for name in self.names)


def capture_paths(capture_dir: str | os.PathLike[str], rollout_id: str) -> tuple[Path, Path]:
    """The capture file and the incomplete marker of a rollout."""
    folder = _folder(os.fspath(capture_dir))
    return folder / f"{rollout_id}{CAPTURE_SUFFIX}", folder / f"{rollout_id}{INCOMPLETE_SUFFIX}"


@functools.lru_cache(maxsize=16)
def _folder(capture_dir: str) -> Path:
    # One Path of a batch's capture directory, not one per row (parsing it is most of the
    # cost of joining a name to it).
    return Path(capture_dir)


@functools.lru_cache(maxsize=16)
def _prefix(capture_dir: str) -> str:
    """What ``str(Path(capture_dir) / name)`` puts before ``name`` when ``name`` is one path
    part (no ``/``, and never ``.`` or ``..``: it ends in a capture suffix): pathlib joins
    such a part as it is, so the text is the prefix and the name (``.`` as the folder gives
    no prefix, ``/`` no second slash). Two Paths a row were a tenth of reading a small capture
    file (callgrind, the bench/ projection corpus)."""
    return str(_folder(capture_dir) / "x")[:-1]


def _capture_names(capture_dir: str | os.PathLike[str], rollout_id: str) -> tuple[str, str]:
    """``capture_paths`` as the text of its two paths."""
    if "/" in rollout_id:  # several parts: pathlib's own join (an absolute one replaces)
        data, marker = capture_paths(capture_dir, rollout_id)
        return str(data), str(marker)
    prefix = _prefix(os.fspath(capture_dir))
    return f"{prefix}{rollout_id}{CAPTURE_SUFFIX}", f"{prefix}{rollout_id}{INCOMPLETE_SUFFIX}"


#: The errors ``Path.exists`` answers False for (CPython 3.11 pathlib's ``_ignore_error``).
_MISSING_ERRNOS = frozenset({errno.ENOENT, errno.ENOTDIR, errno.EBADF, errno.ELOOP})


def _exists(name: str) -> bool:
    """``Path(name).exists()`` without making the Path."""
    try:
        os.stat(name)  # noqa: PTH116 - a Path to ask would cost more than the stat
    except OSError as error:
        if error.errno not in _MISSING_ERRNOS:
            raise
        return False
    except ValueError:  # an embedded null byte
        return False
    return True


try:
    import fcntl as _fcntl
except ImportError:  # pragma: no cover - not POSIX
    _fcntl = None  # type: ignore[assignment]


@contextlib.contextmanager
def _shared_lock(stream: Any) -> Iterator[None]:
    """A shared advisory lock while reading, so a writer's line is never seen half-written."""
    locked = _lock_shared(stream)
    try:
        yield
    finally:
        if locked:
            _fcntl.flock(stream.fileno(), _fcntl.LOCK_UN)


def _lock_shared(stream: Any) -> bool:
    """Take the shared lock of ``_shared_lock``; False when there is none to take."""
    return _lock_shared_fd(stream.fileno())


def _lock_shared_fd(fd: int) -> bool:
    """``_lock_shared`` of an open file descriptor."""
    if _fcntl is None:  # pragma: no cover - not POSIX
        # mypy, checking on POSIX, knows the import succeeded
        return False  # type: ignore[unreachable]
    try:
        _fcntl.flock(fd, _fcntl.LOCK_SH)
    except OSError:  # pragma: no cover - file systems without locks
        return False
    return True


def _read_records(stream: Any, result: CaptureRead, include_payloads: bool) -> None:
    """Every line of an open capture file into ``result``: a call, or one more unreadable
    line."""
    calls, projected, unreadable = result.calls, result.projected, 0
    for record in iter_jsonl(stream, require_object=True):
        value = record.value
        if record.problems or type(value) is not dict:
            unreadable += 1
            continue
        try:
            calls.append(_record_and_call(value, record.line - 1, include_payloads, projected))
        except UnreadableExchange:
            unreadable += 1
    result.unreadable_lines = unreadable


def _finish(result: CaptureRead, has_marker: bool) -> CaptureRead:
    """The gaps and completeness of a capture file read to its end."""
    if result.unreadable_lines:
        result.gaps.append(gap(RECORDS_UNREADABLE, detail=f"count={result.unreadable_lines}"))
    if has_marker:
        result.gaps.append(gap(CAPTURE_INCOMPLETE))
    elif not result.calls and not result.unreadable_lines:
        result.gaps.append(gap(NO_RECORDS))
    result.complete = not result.unreadable_lines and not has_marker
    return result


def read_capture_file(
    capture_dir: str | os.PathLike[str], rollout_id: str, *, include_payloads: bool = True
) -> CaptureRead:
    """Read the calls of one rollout from a capture directory; never raises for bad data."""
    data, marker = _capture_names(capture_dir, rollout_id)
    # A regular file no longer than the line limit is read whole with one read and its lines
    # parsed from those bytes (``_read_whole``): no buffered stream, no line reader, no record
    # object per line; what it reads is what the line reader reads, no line being over the
    # limit. Anything else takes the stream (``_read_capture_opened``).
    try:
        fd = os.open(data, _READ_FLAGS)
    except OSError:
        return _read_capture_checked(Path(data), Path(marker), include_payloads)
    try:
        info = os.fstat(fd)
    except OSError:
        info = None
    limit = max_line_bytes()
    if info is None or not stat.S_ISREG(info.st_mode) or info.st_size > limit:
        os.close(fd)
        return _read_capture_opened(data, marker, include_payloads)
    has_marker = _exists(marker)
    found = (data, marker) if has_marker else (data,)
    result = CaptureRead(names=found)
    text: bytes | None = None
    try:
        try:
            locked = _lock_shared_fd(fd)
            try:
                text = _read_all(fd, info.st_size, limit)
                if text is None:  # it grew past the limit: the line reader, from the start
                    os.lseek(fd, 0, os.SEEK_SET)
                    with open(fd, "rb", closefd=False) as stream:
                        _read_records(stream, result, include_payloads)
            finally:
                if locked:
                    _fcntl.flock(fd, _fcntl.LOCK_UN)
        finally:
            os.close(fd)
    except OSError:
        return CaptureRead(gaps=[gap(CAPTURE_UNREADABLE)], names=found)
    if text is not None:
        _read_whole(text, result, include_payloads)
    return _finish(result, has_marker)


_READ_FLAGS = os.O_RDONLY | getattr(os, "O_CLOEXEC", 0)


def _read_all(fd: int, size: int, limit: int) -> bytes | None:
    """The bytes of the open file ``fd`` (``size`` bytes long when it was asked) to its end,
    or None once more than ``limit`` bytes were read."""
    text = os.read(fd, min(size, limit) + 1)
    if len(text) > limit:
        return None
    if not text:
        return text
    parts, length = [text], len(text)
    while piece := os.read(fd, 1 << 16):
        length += len(piece)
        if length > limit:
            return None
        parts.append(piece)
    return text if len(parts) == 1 else b"".join(parts)


_WS_BYTES = b" \t\r\n"


def _read_whole(text: bytes, result: CaptureRead, include_payloads: bool) -> None:
    """``_read_records`` of a file whose bytes are ``text``, none of its lines over the line
    limit: its lines are cut where the line reader cuts them (after each newline), a blank
    or whitespace-only line is skipped and still numbered, and a line is unreadable exactly
    when the strict read (``loads``: the same parse as the line reader's) refuses it or it is
    not an object. tests/converters/test_projection_fast.py holds it equal to the line reader."""
    calls, projected, unreadable = result.calls, result.projected, 0
    number, start, end_all = 0, 0, len(text)
    while start < end_all:
        end = text.find(b"\n", start) + 1 or end_all
        raw = text if start == 0 and end == end_all else text[start:end]
        start = end
        number += 1
        if raw[0] in _WS_BYTES and not raw.strip(_WS_BYTES):
            continue
        try:
            value = loads(raw)
        except StrictJsonError:
            unreadable += 1
            continue
        if type(value) is not dict:
            unreadable += 1
            continue
        try:
            calls.append(_record_and_call(value, number - 1, include_payloads, projected))
        except UnreadableExchange:
            unreadable += 1
    result.unreadable_lines = unreadable


def _read_capture_opened(data: str, marker: str, include_payloads: bool) -> CaptureRead:
    """``read_capture_file`` through a stream and the line reader (``_read_records``)."""
    data_path, marker_path = Path(data), Path(marker)
    # Opened first, the file answers "does it exist" itself: one system call rather than a
    # stat per question. Any failure to open takes the path that asks each question.
    try:
        stream = data_path.open("rb")  # closed by the with below
    except OSError:
        return _read_capture_checked(data_path, marker_path, include_payloads)
    has_marker = marker_path.exists()
    found = (data, marker) if has_marker else (data,)
    result = CaptureRead(names=found)
    try:
        with stream:
            locked = _lock_shared(stream)
            try:
                _read_records(stream, result, include_payloads)
            finally:
                if locked:
                    _fcntl.flock(stream.fileno(), _fcntl.LOCK_UN)
    except OSError:
        return CaptureRead(gaps=[gap(CAPTURE_UNREADABLE)], names=found)
    return _finish(result, has_marker)


def _read_capture_checked(
    data_path: Path, marker_path: Path, include_payloads: bool
) -> CaptureRead:
    """``read_capture_file`` asking of each path whether it exists before reading it."""
    has_marker = marker_path.exists()
    found = tuple(str(p) for p in (data_path, marker_path) if p.exists())
    result = CaptureRead(names=found)
    if not data_path.exists():
        result.gaps.append(gap(CAPTURE_INCOMPLETE) if has_marker else gap(NO_RECORDS))
        result.complete = not has_marker
        return result
    try:
        with data_path.open("rb") as stream, _shared_lock(stream):
            _read_records(stream, result, include_payloads)
    except OSError:
        return CaptureRead(gaps=[gap(CAPTURE_UNREADABLE)], names=found)
    return _finish(result, has_marker)


def capture_attachment(
    rollout_id: str, calls: list[JsonObject], gaps: list[JsonObject]
) -> JsonObject:
    """The ``ng_model_call_capture`` value: rollout id, metrics, calls and (when there are
    any) gaps."""
    out: JsonObject = {"rollout_id": rollout_id, "metrics": capture_metrics(calls), "calls": calls}
    if gaps:
        out["gaps"] = gaps
    return out


def read_capture(
    capture_dir: str | os.PathLike[str], rollout_id: str, *, include_payloads: bool = True
) -> JsonObject:
    """The ``ng_model_call_capture`` attachment of one rollout, read from ``capture_dir``."""
    read = read_capture_file(capture_dir, rollout_id, include_payloads=include_payloads)
    return capture_attachment(rollout_id, read.calls, read.gaps)


def strip_payloads(calls: list[Any]) -> list[Any]:
    """The calls without payload members (entries that are not objects are kept as they are)."""
    # A copy (in C) less four members rather than a comprehension that asks each of a
    # record's twenty-odd members whether it is a payload; the order of the rest is kept.
    out: list[Any] = []
    for c in calls:
        if isinstance(c, dict):
            c = dict(c)
            for key in PAYLOAD_KEYS:
                if key in c:
                    del c[key]
        out.append(c)
    return out


__all__ = [
    "CAPTURE_SUFFIX",
    "INCOMPLETE_SUFFIX",
    "CaptureRead",
    "TokenCounts",
    "UnreadableExchange",
    "capture_attachment",
    "capture_metrics",
    "capture_paths",
    "finish_reason",
    "model_call_record",
    "read_capture",
    "read_capture_file",
    "reasoning_content",
    "strip_payloads",
    "token_counts",
    "tool_calls",
]
