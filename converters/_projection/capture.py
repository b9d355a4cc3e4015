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

import errno
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from trajspec._jsonvalues import JsonObject
from trajspec._strictjson import iter_jsonl
from trajspec.converters._projection.gaps import (
    CAPTURE_INCOMPLETE,
    CAPTURE_UNREADABLE,
    NO_RECORDS,
    RECORDS_UNREADABLE,
    gap,
)
from trajspec.converters._projection.records import (
    UnreadableExchange,
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
    #: of their paths (``capture_paths`` makes its Paths of the same text: see ``paths``).
    names: tuple[str, ...] = ()
    #: Whether every line of the file was read (nothing would be lost by deleting it).
    complete: bool = False

    @property
    def paths(self) -> tuple[Path, ...]:
        """The capture files found, as Paths (made when asked: most reads never ask)."""
        return tuple(Path(name) for name in self.names)


def capture_paths(capture_dir: str | os.PathLike[str], rollout_id: str) -> tuple[Path, Path]:
    """The capture file and the incomplete marker of a rollout."""
    data, marker = _capture_names(capture_dir, rollout_id)
    return Path(data), Path(marker)


def _capture_names(capture_dir: str | os.PathLike[str], rollout_id: str) -> tuple[str, str]:
    """The text of a rollout's capture file and incomplete marker: the rollout id and each
    suffix joined to the capture directory (an absolute rollout id replaces it)."""
    # the text, not a Path: a row reads one or two files by name, and asks no more of them;
    # a join ends in the name joined, so the two names are one join and their suffixes
    stem = os.path.join(os.fspath(capture_dir), rollout_id)  # noqa: PTH118
    return f"{stem}{CAPTURE_SUFFIX}", f"{stem}{INCOMPLETE_SUFFIX}"


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


def _lock_shared(stream: Any) -> bool:
    """Take a shared advisory lock on an open capture file while it is read, so a writer's
    line is never seen half-written; False when there is none to take."""
    if _fcntl is None:  # pragma: no cover - not POSIX
        # mypy, checking on POSIX, knows the import succeeded
        return False  # type: ignore[unreachable]
    try:
        _fcntl.flock(stream.fileno(), _fcntl.LOCK_SH)
    except OSError:  # pragma: no cover - file systems without locks
        return False
    return True


def _read_records(stream: Any, result: CaptureRead, include_payloads: bool) -> None:
    """Every line of an open capture file into ``result``: a call, or one more unreadable
    line."""
    calls, unreadable = result.calls, 0
    for record in iter_jsonl(stream, require_object=True):
        value = record.value
        if record.problems or type(value) is not dict:
            unreadable += 1
            continue
        try:
            calls.append(
                model_call_record(value, record.line - 1, include_payloads=include_payloads)
            )
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
    # Opened first, the file answers "does it exist" itself: one system call rather than a
    # stat per question; an error that says it is not there is its absence.
    try:
        stream = open(data, "rb")  # noqa: PTH123, SIM115 - closed by the with below
    except OSError as error:
        has_marker = _exists(marker)
        if error.errno in _MISSING_ERRNOS:  # no capture file (Path.exists would say False)
            return CaptureRead(
                gaps=[gap(CAPTURE_INCOMPLETE) if has_marker else gap(NO_RECORDS)],
                names=(marker,) if has_marker else (),
                complete=not has_marker,
            )
        found = (data, marker) if has_marker else (data,)
        return CaptureRead(gaps=[gap(CAPTURE_UNREADABLE)], names=found)
    has_marker = _exists(marker)
    found = (data, marker) if has_marker else (data,)
    result = CaptureRead(names=found)
    try:
        with stream:
            # try/finally rather than a contextmanager: a generator and its wrapper a row
            locked = _lock_shared(stream)
            try:
                _read_records(stream, result, include_payloads)
            finally:
                if locked:
                    _fcntl.flock(stream.fileno(), _fcntl.LOCK_UN)
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
