"""Resolve the inputs a command names: files, ``-`` for stdin, run folders and globs.

A run folder stands for its shards: ``rollouts*.jsonl`` files, sidecars of failures
included, but not the files a run keeps for itself (materialized inputs, batch status,
manifests). A shard with a manifest (``rollouts-<shard>_manifest.json``, written by
RunRecorder) is read only through it: exactly the files it committed, taken from where the
commit left them; a glob of shards is read the same way (converters._run_layout).
"""

from __future__ import annotations

import errno
import glob
import os
import stat
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Protocol

from trajspec import _paths as paths
from trajspec._jsonl import Source
from trajspec._outputs import display

#: Suffixes of run-folder files that are not rollout rows.
NON_ROW_SUFFIXES = ("_materialized_inputs", "_batch_status", "_manifest")


class InputError(Exception):
    """An input that cannot be read at all (missing, a folder with no shards, ...)."""


class CommittedReadError(OSError):
    """A committed shard file that cannot be read as its manifest committed it, found only
    when it is read (commands report it as an unreadable input, exit 2)."""


class _Group(Protocol):
    """The row files of one committed shard, opened together (converters._run_layout)."""

    def check(self) -> None: ...

    def open(self, role: str) -> BinaryIO: ...


#: One input stream; the engines take it as it is.
Input = Source


@dataclass(frozen=True, slots=True)
class _CommittedFile:
    """How a file of a committed shard is opened: through the group its shard's row files
    are opened by, so that one command reads one commit of a shard."""

    group: _Group
    role: str
    path: Path

    def open(self) -> BinaryIO:
        from trajspec.converters import RunFolderError

        try:
            return self.group.open(self.role)
        except RunFolderError as error:
            raise CommittedReadError(errno.EIO, str(error), str(self.path)) from None


def _is_bookkeeping(path: Path) -> bool:
    return path.name.removesuffix(".jsonl").endswith(NON_ROW_SUFFIXES)


def _run_files(arg: str) -> list[tuple[str, Input]]:
    """(name, input) of the rollout files a folder or glob names through run folders."""
    from trajspec.converters import RunFolderError, row_inputs

    try:
        found = row_inputs(arg)
    except (RunFolderError, OSError) as error:
        raise InputError(str(error)) from None
    return [
        (name, Source(path, False, None if group is None else _CommittedFile(group, role, path)))
        for name, path, group, role in found
    ]


def shard_files(folder: Path) -> list[Path]:
    """The rollout files of a run folder, in name order (committed files only, for shards
    with a manifest)."""
    return [source.path for _, source in _run_files(str(folder)) if source.path is not None]


def resolve(args: list[str], *, input_format: str = "auto") -> list[Input]:
    """The inputs named on the command line, in order; raises InputError for unusable ones."""
    if not args:
        raise InputError("no input given: name a file, a run folder, a glob or - for stdin")
    found: list[Input] = []
    for arg in args:
        if arg == "-":
            found.append(Input(None, whole_document=input_format == "json"))
            continue
        path = Path(arg)
        info = probe(path)
        if info is not None and stat.S_ISDIR(info.st_mode):
            shards = [source for _, source in _run_files(arg)]
            if not shards:
                raise InputError(f"{arg}: the folder holds no rollouts*.jsonl shard")
            found.extend(shards)
            continue
        if info is not None:
            found.append(Input(path, whole_document=_whole(path, input_format)))
            continue
        matches = sorted(glob.glob(arg)) if glob.has_magic(arg) else []  # noqa: PTH207
        run = _run_files(arg) if glob.has_magic(arg) else []
        if not matches and not run:
            raise InputError(f"{arg}: no such file")
        from trajspec.converters import split_name

        # Run-folder files come through their shards; any other file the glob matches as is.
        others = [
            (m, Input(Path(m), whole_document=_whole(Path(m), input_format)))
            for m in matches
            if Path(m).is_file()
            and split_name(Path(m).name) is None
            and not _is_bookkeeping(Path(m))
        ]
        found.extend(source for _, source in sorted(others + run, key=_by_name))
    return found


def is_failures_sidecar(path: Path) -> bool:
    """A failures sidecar (``*_failures.jsonl``): failure records, not rollouts."""
    return path.name.removesuffix(".jsonl").endswith("_failures")


def rollout_inputs(
    args: list[str],
    *,
    read_named_sidecars: bool,
    skip_names: tuple[str, ...] = (),
    input_format: str = "jsonl",
) -> list[Input]:
    """The rollout files the arguments name: failure sidecars (and files called one of
    ``skip_names``) that a folder or glob brings along are left out; one named on the command
    line is read when ``read_named_sidecars``. ``input_format`` as ``resolve`` takes it
    (``auto``: a ``*.json`` file holds one row). Raises InputError when nothing is left."""
    found: list[Input] = []
    for arg in args:
        info = None if arg == "-" else probe(Path(arg))
        named = read_named_sidecars and info is not None and stat.S_ISREG(info.st_mode)
        kept = [
            source
            for source in resolve([arg], input_format=input_format)
            if named
            or source.path is None
            or not (is_failures_sidecar(source.path) or source.path.name in skip_names)
        ]
        if not kept:
            raise InputError(f"{arg}: names no rollout file (failure sidecars are skipped)")
        found.extend(kept)
    return found


def _by_name(item: tuple[str, Input]) -> tuple[str, str]:
    return item[0], str(item[1].path)


def _whole(path: Path, input_format: str) -> bool:
    if input_format != "auto":
        return input_format == "json"
    return holds_one_document(path)


def holds_one_document(path: Path) -> bool:
    """Whether a file named on the command line holds one document (``*.json``), not JSON
    Lines."""
    return path.suffix == ".json"


def ensure_readable(inputs: list[Input]) -> list[Input]:
    """The inputs, once each file has been opened: an unreadable one is an InputError
    (a usage error before any output), not a failure halfway through."""
    from trajspec.converters import RunFolderError

    checked: set[int] = set()
    for source in inputs:
        if source.path is None:
            continue
        check_regular(source.path)
        try:
            if isinstance(source.opener, _CommittedFile):
                group = source.opener.group
                if id(group) not in checked:
                    checked.add(id(group))
                    group.check()
                continue
            with source.path.open("rb"):
                pass
        except RunFolderError as error:
            raise InputError(str(error)) from None
        except OSError as error:
            raise InputError(f"{error.filename}: {error.strerror}") from None
    return inputs


def total_bytes(inputs: Sequence[Input]) -> int | None:
    """The sum of the sizes of the inputs' files (what a progress line counts down), None
    when one has no size known up front (stdin, a file that is not regular)."""
    total = 0
    for source in inputs:
        size = source.size()
        if size is None:
            return None
        total += size
    return total


def probe(path: Path) -> os.stat_result | None:
    """What ``path`` is, None when there is nothing there; the system's other refusals are an
    InputError (trajspec._paths.probe)."""
    return paths.probe(path, InputError)


def check_regular(path: Path) -> None:
    """InputError unless ``path`` is a regular file (or a link to one): a folder is named
    as one; a FIFO, device or socket could block or never end, so no command reads one
    (stdin is ``-``). A missing file passes here; opening it reports it."""
    info = probe(path)
    if info is None:
        return
    if stat.S_ISDIR(info.st_mode):
        raise InputError(f"{display(path)}: is a folder; name a file")
    if not stat.S_ISREG(info.st_mode):
        raise InputError(
            f"{display(path)}: not a regular file (a FIFO, device or socket is not read as an "
            "input; pipe it to - instead)"
        )


def open_input(source: Input) -> BinaryIO:
    """The input's bytes, opened: stdin, a committed shard file (through its group: every
    row file of the shard from one commit, checked against its manifest) or a file."""
    return source.open()
