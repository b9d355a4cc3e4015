"""The first input of a reverify batch: the export manifest, and the one reader of a trajectory.

A manifest (written by ``trajspec export --format atif``, the reference's layout) has one
compact JSON object per line::

    {"_ng_rollout_index":0,"_ng_task_index":3,"expected_sha256":"<64 hex>","trajectory_path":"3-0.json"}

``trajectory_path`` is relative to the manifest's folder, and reverify reads nothing outside it
(:func:`read_trajectory` is the only reader of a trajectory file); ``expected_sha256``
(the SHA-256 of the file's bytes) may be absent or null, and the entry is then unpinned. Blank
lines are skipped; every other line is read strictly. A line that is not such an entry is a
finding (``reverify.manifest_entry_invalid``, or a ``json.*`` code for unreadable JSON) and the
batch goes on without it.

The materialized inputs are indexed, not loaded (``converters/_reverify/inputs.py``).
"""

from __future__ import annotations

import errno
import os
import re
import stat
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson

from trajspec._findings import Finding
from trajspec._jsonvalues import json_int, show
from trajspec._outputs import display, file_kind
from trajspec._positions import placed
from trajspec._rules import finding, json_findings
from trajspec._strictjson import JsonlReader, OverlongLine

Key = tuple[int, int]

MANIFEST_KEYS = ("_ng_rollout_index", "_ng_task_index", "expected_sha256", "trajectory_path")
_MEMBERS = frozenset(MANIFEST_KEYS)
_SHA256 = re.compile(r"[0-9a-f]{64}")

#: The largest trajectory file reverify reads (256 MiB); a larger one is a rejection, so one
#: entry can never exhaust memory.
MAX_TRAJECTORY_BYTES = 256 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class ManifestEntry:
    """One valid manifest line, kept small: a batch holds one per line until it is done
    (tests/converters/test_reverify_memory.py bounds the bytes per entry). What can be made
    again from the other members is not kept: the line as export writes it, the real path
    root/trajectory_path, the pin as text."""

    line: int
    task_index: int
    rollout_index: int
    trajectory_path: str
    #: the real path (see ``real``) when it is not ``root``/``trajectory_path``, else ""
    own_real: str
    #: the pin's 32 bytes (``expected_sha256`` is their hex: the pin is lower-case hex)
    pin: bytes | None
    #: The manifest's folder: the only folder this entry's file may be read from.
    folder: Path = Path()
    #: the line as read, or None when it is the line ``_exported_line`` makes of the
    #: members (checked when the entry is made; see ``raw``)
    own_raw: bytes | None = field(default=b"", compare=False, repr=False)
    #: ``os.path.realpath(folder)`` as the entry was located against it (resolved once for
    #: all entries of a manifest); empty: resolved when the file is read.
    root: str = field(default="", compare=False, repr=False)

    @property
    def key(self) -> Key:
        return (self.task_index, self.rollout_index)

    @property
    def real(self) -> str:
        """The path that identifies the entry's file, as text (see ``path``): a real path
        below ``root`` when it was located there, else the relative text of a refused path."""
        return self.own_real or _joined(self.root, self.trajectory_path)

    @property
    def expected_sha256(self) -> str | None:
        return None if self.pin is None else self.pin.hex()

    @property
    def raw(self) -> bytes:
        """The manifest line as read: a finding about the entry is placed in it (line,
        column); it is made or searched only then, so a clean entry pays nothing."""
        if self.own_raw is not None:
            return self.own_raw
        return _exported_line(self.task_index, self.rollout_index, self.pin, self.trajectory_path)

    @property
    def path(self) -> Path:
        """The path that identifies the entry's file (two spellings of one file are one
        path): its real path when it is inside the folder, else its text as written."""
        return Path(self.real)

    def __reduce__(self) -> tuple[type[ManifestEntry], tuple[Any, ...]]:
        # Entries go to worker processes in every chunk: the frozen dataclass's own pickling
        # (dataclasses' __getstate__, a fields() call per entry) was a fifth of the
        # parent's work in a --jobs 2 batch of small documents.
        return ManifestEntry, (
            self.line,
            self.task_index,
            self.rollout_index,
            self.trajectory_path,
            self.own_real,
            self.pin,
            self.folder,
            self.own_raw,
            self.root,
        )


def _joined(root: str, text: str) -> str:
    """The real path of ``text`` below ``root`` when no component is a link, as
    :func:`_real_below` makes it (and only then: ``_entry`` keeps any other real path)."""
    parts = [part for part in text.split("/") if part not in ("", ".")]
    return "/".join([root.rstrip("/"), *parts]) or "/"


def _exported_line(task: int, rollout: int, pin: bytes | None, text: str) -> bytes:
    """The manifest line export writes for these members (converters/_atif_export/batch.py)."""
    return (
        orjson.dumps(
            {
                "_ng_rollout_index": rollout,
                "_ng_task_index": task,
                "expected_sha256": None if pin is None else pin.hex(),
                "trajectory_path": text,
            }
        )
        + b"\n"
    )


def _entry(
    line: int,
    task: int,
    rollout: int,
    text: str,
    real: str,
    sha: str | None,
    folder: Path,
    raw: bytes,
    root: str,
) -> ManifestEntry:
    """The entry of these members, keeping only what cannot be made again of the others."""
    pin = None if sha is None else bytes.fromhex(sha)
    own_real = "" if root and real == _joined(root, text) else real
    own_raw: bytes | None = raw
    # a pinned line only: an unpinned one may have "expected_sha256":null or no member
    if pin is not None and raw:
        try:
            exported = _exported_line(task, rollout, pin, text)
        except orjson.JSONEncodeError:  # a count past 64 bits, a lone surrogate: kept as read
            exported = b""
        if raw == exported:
            own_raw = None
    return ManifestEntry(line, task, rollout, text, own_real, pin, folder, own_raw, root)


@dataclass(frozen=True, slots=True)
class ManifestLineProblem:
    """A manifest line that is no entry, with what is known of its identity."""

    line: int
    findings: tuple[Finding, ...]
    task_index: int | None = None
    rollout_index: int | None = None
    trajectory_path: str | None = None


def _index(value: dict[str, Any], name: str) -> tuple[int | None, Finding | None]:
    if name not in value:
        return None, finding(
            "reverify.manifest_entry_invalid",
            (),
            f"the entry has no {name}; every entry names the rollout it was exported from",
        )
    number = json_int(value[name])
    if number is None or number < 0:
        return None, finding(
            "reverify.manifest_entry_invalid",
            (name,),
            f"{name} is {show(value[name])}; it is a non-negative integer",
        )
    return number, None


def parse_entry(
    value: dict[str, Any],
    line: int,
    folder: Path,
    file: str,
    raw: bytes = b"",
    root: str | None = None,
) -> ManifestEntry | ManifestLineProblem:
    """Read one parsed manifest line (an object) into an entry, or say why it is none;
    ``raw``, the line's text, places the findings (see ``trajspec._positions.placed``);
    ``root``, when given, is ``os.path.realpath(folder)`` (one for the whole manifest)."""
    found: list[Finding] = []
    task, problem = _index(value, "_ng_task_index")
    if problem is not None:
        found.append(problem)
    rollout, problem = _index(value, "_ng_rollout_index")
    if problem is not None:
        found.append(problem)
    raw_path = value.get("trajectory_path")
    if "trajectory_path" not in value:
        found.append(
            finding(
                "reverify.manifest_entry_invalid",
                (),
                "the entry has no trajectory_path; it names the ATIF file to reverify",
            )
        )
    elif not isinstance(raw_path, str) or not raw_path.strip() or "\0" in raw_path:
        found.append(
            finding(
                "reverify.manifest_entry_invalid",
                ("trajectory_path",),
                f"trajectory_path is {show(raw_path)}; it is the non-empty path of a file",
            )
        )
    sha = value.get("expected_sha256")
    if sha is not None and not (isinstance(sha, str) and _SHA256.fullmatch(sha)):
        found.append(
            finding(
                "reverify.manifest_entry_invalid",
                ("expected_sha256",),
                f"expected_sha256 is {show(sha)}; it is 64 lower-case hexadecimal digits",
            )
        )
    for key in sorted(set(value) - _MEMBERS):
        found.append(
            finding(
                "reverify.manifest_entry_invalid",
                (key,),
                f"{key!r} is not a manifest member; an entry holds only {', '.join(MANIFEST_KEYS)}",
            )
        )
    path_text = raw_path if isinstance(raw_path, str) else None
    if found or task is None or rollout is None or path_text is None:
        located = [f.located(file=file, line=line) for f in found]
        return ManifestLineProblem(
            line,
            tuple(placed(located, raw, line) if raw else located),
            task,
            rollout,
            path_text,
        )
    real, root = _identity(folder, path_text, root)
    return _entry(
        line,
        task,
        rollout,
        path_text,
        real,
        sha if isinstance(sha, str) else None,
        folder,
        raw,
        root,
    )


def _identity(folder: Path, text: str, root: str | None = None) -> tuple[str, str]:
    """The text of the path that identifies an entry's file (two spellings of one file are
    one path) and the real folder it was located against: its real path when it is inside
    the folder. A path that leads outside keeps its text as written (relative, so it never
    equals a real path): a refused entry must not make an entry of the folder look
    repeated."""
    if root is None:
        root = os.path.realpath(folder)
    try:
        return locate_trajectory(folder, text, root)[0], root
    except TrajectoryRefused:
        return text.lstrip("/") or ".", root


# --- reading a trajectory file: the one guard ------------------------------------------------


class TrajectoryRefused(Exception):
    """A trajectory file reverify does not read, or could not read: a ``reverify.*`` code and
    a message that names the entry's path as written, never anything read from outside."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def locate_trajectory(
    folder: Path, text: str, root: str | None = None
) -> tuple[str, str, list[str]]:
    """The real path of ``trajectory_path`` ``text``, the real ``folder`` and the components
    of the one below the other. An absolute path, a ``..`` component, or a path whose symbolic links (at any
    component) lead outside the folder is refused (``reverify.trajectory_path_outside``).
    ``root``, when given, is ``os.path.realpath(folder)`` as the caller has it already."""
    if text.startswith("/"):  # Path(text).is_absolute() (POSIX), without a Path per entry
        raise _outside(text, "is an absolute path")
    if ".." in text.split("/"):
        raise _outside(text, "has a '..' component")
    if root is None:
        root = os.path.realpath(folder)
    real = _real_below(root, text)
    if real == root:
        return real, root, []
    prefix = root.rstrip("/") + "/"
    if not real.startswith(prefix):
        raise _outside(text, "leads through a symbolic link out of the manifest's folder")
    return real, root, real[len(prefix) :].split("/")


def _real_below(root: str, text: str) -> str:
    """``os.path.realpath(root/text)`` for a real ``root`` (its own real path) and a relative
    ``text`` without ``..``. realpath would lstat every component of root again, for every
    entry; this looks only at text's components, as realpath does (a component that cannot
    be read is no link to it either), and leaves a path that holds a link to realpath."""
    path = root.rstrip("/")
    for part in text.split("/"):
        if part in ("", "."):
            continue
        path = f"{path}/{part}"
        try:
            if stat.S_ISLNK(os.lstat(path).st_mode):
                return os.path.realpath(Path(root) / text)
        except OSError:
            continue
    return path or "/"


def _outside(text: str, why: str) -> TrajectoryRefused:
    return TrajectoryRefused(
        "reverify.trajectory_path_outside",
        f"trajectory_path {text!r} {why}; reverify reads only files inside the manifest's "
        "folder, named relative to it",
    )


_DIRECTORY_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
# O_NONBLOCK: opening a FIFO for reading must not wait for a writer (it is refused after).
_FILE_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC | os.O_NOCTTY


def read_trajectory(entry: ManifestEntry, limit: int = MAX_TRAJECTORY_BYTES) -> bytes:
    """The bytes of an entry's trajectory file, the only way reverify reads one.

    The path is located inside the manifest's folder (:func:`locate_trajectory`), then opened
    one component at a time from the folder without following any symbolic link, so a link
    swapped in after the check is refused, not followed. Only a regular file of at most
    ``limit`` bytes is read. Raises :class:`TrajectoryRefused`."""
    text = entry.trajectory_path
    root, parts = _located(entry)
    try:
        descriptor = _open_below(root, parts, text)
    except OSError as error:
        raise TrajectoryRefused(
            "reverify.trajectory_unreadable", f"cannot read {text!r}: {error.strerror or error}"
        ) from None
    try:
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode):
            raise TrajectoryRefused(
                "reverify.trajectory_not_regular",
                f"{text!r} is {file_kind(status.st_mode)}, not a regular file; reverify reads "
                "only regular files",
            )
        if status.st_size > limit:
            raise _too_large(text, limit)
        data = _read_up_to(descriptor, status.st_size + 1)
        if len(data) > status.st_size:  # it grew since fstat: read on, up to the cap
            data += _read_up_to(descriptor, limit + 1 - len(data))
    except OSError as error:
        raise TrajectoryRefused(
            "reverify.trajectory_unreadable", f"cannot read {text!r}: {error.strerror or error}"
        ) from None
    finally:
        os.close(descriptor)
    if len(data) > limit:
        raise _too_large(text, limit)
    return data


def _located(entry: ManifestEntry) -> tuple[str, list[str]]:
    """The real folder and the components below it of an entry's file: those the manifest's
    reader found (a real path below the root it recorded), else located now (which refuses
    what leads outside). Opening (:func:`_open_below`) then refuses any link met on the way,
    so a path located earlier gives the same guarantee as one located just before."""
    real, root = entry.real, entry.root
    if root and real.startswith("/"):
        if real == root:
            return root, []
        prefix = root.rstrip("/") + "/"
        if real.startswith(prefix):
            return root, real[len(prefix) :].split("/")
    _, root, parts = locate_trajectory(entry.folder, entry.trajectory_path, root or None)
    return root, parts


def _read_up_to(descriptor: int, size: int) -> bytes:
    """``size`` bytes of the open file, fewer at its end: what a buffered reader's
    ``read(size)`` gives, without making one per entry (``os.fdopen`` built two objects for
    each document). OSError passes."""
    data = os.read(descriptor, size)
    if len(data) in (0, size):
        return data
    pieces = [data]
    got = len(data)
    while got < size:
        piece = os.read(descriptor, size - got)
        if not piece:
            break
        pieces.append(piece)
        got += len(piece)
    return b"".join(pieces)


def _open_below(root: str, parts: list[str], text: str) -> int:
    """Open ``root/parts...`` walking from ``root`` with ``O_NOFOLLOW`` at every component.
    The components are a real path, so a symbolic link met on the way was swapped in after
    the check (or is a loop): refused. OSError passes."""
    folder = os.open(root, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        for number, part in enumerate(parts or ["."], start=1):
            last = number == max(len(parts), 1)
            try:
                inner = os.open(part, _FILE_FLAGS if last else _DIRECTORY_FLAGS, dir_fd=folder)
            except OSError as error:
                if error.errno in (errno.ELOOP, errno.ENOTDIR) and _is_link(part, folder):
                    raise _outside(
                        text,
                        "passes a symbolic link that does not lead to a file inside the "
                        "manifest's folder (a loop, or a link put there after the check)",
                    ) from None
                raise
            os.close(folder)
            folder = inner
        opened, folder = folder, -1
        return opened
    finally:
        if folder >= 0:
            os.close(folder)


def _is_link(name: str, folder: int) -> bool:
    try:
        return stat.S_ISLNK(os.stat(name, dir_fd=folder, follow_symlinks=False).st_mode)
    except OSError:
        return False


def _too_large(text: str, limit: int) -> TrajectoryRefused:
    return TrajectoryRefused(
        "reverify.trajectory_too_large",
        f"{text!r} is larger than {limit} bytes, the most reverify reads of one trajectory",
    )


def read_manifest(path: Path) -> Iterator[ManifestEntry | ManifestLineProblem]:
    """Every non-blank manifest line, in order, as an entry or a problem. OSError passes."""
    for item, _ in sized_manifest(path):
        yield item


def sized_manifest(path: Path) -> Iterator[tuple[ManifestEntry | ManifestLineProblem, int]]:
    """``read_manifest`` with each line's length in bytes (what progress counts)."""
    file = display(path)
    folder = path.parent
    root = os.path.realpath(folder)
    with path.open("rb") as stream:
        for record in JsonlReader(stream, require_object=True):
            raw = record.raw
            size = raw.length if isinstance(raw, OverlongLine) else len(raw)
            if record.problems:
                yield (
                    ManifestLineProblem(
                        record.line,
                        tuple(json_findings(record.problems, file=file)),
                    ),
                    size,
                )
                continue
            assert isinstance(record.value, dict)  # the reader requires an object
            yield parse_entry(record.value, record.line, folder, file, record.raw, root), size


__all__ = [
    "MAX_TRAJECTORY_BYTES",
    "Key",
    "ManifestEntry",
    "ManifestLineProblem",
    "TrajectoryRefused",
    "locate_trajectory",
    "parse_entry",
    "read_manifest",
    "read_trajectory",
    "sized_manifest",
]
