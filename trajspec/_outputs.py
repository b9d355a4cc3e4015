"""Where a command may write: one check of every output before anything is written.

Every command that writes files calls :func:`check_outputs` once it knows what it reads and
before it writes a byte. An output is refused (``OutputError``, a usage error: exit 2) when

* it is one of the files the command reads: the same file by ``st_dev``/``st_ino`` (a hard
  link, another spelling) or the same path once symbolic links are resolved;
* it is, or lies under, a file of a run folder (``trajspec._run_names``), once symbolic
  links are resolved: a shard's manifest, lock, pending or temporary file in any folder, a
  shard's data file or sidecar in a run folder (one that holds such bookkeeping), of any
  shard, read by the command or not; only a shard's own recorder (``Output.shard``) writes
  its files;
* it would be a file of a folder being read (a run folder's shard files, a capture folder's
  capture files), or lies in a folder whose files are deleted (``--delete-capture``);
* it is a folder output (a new folder that replaces an empty one) holding something read;
* it is a symbolic link, or a FIFO, device, socket or folder where a file is expected (or a
  file where a folder is expected): such a path is never replaced or written through.

How a file is then written (temporaries, durability, stale temporaries) is ``trajspec._files``.
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from trajspec._run_names import BOOKKEEPING, PREFIX, describe_run_file, run_file


class OutputError(Exception):
    """An output path that must not be written; the message says why and which."""


@dataclass(frozen=True, slots=True)
class Output:
    """One path a command writes: ``option`` is how the command line named it; ``shard``:
    the path is a file of that shard of a run folder, written by the shard's recorder."""

    option: str
    path: Path
    folder: bool = False
    shard: str | None = None


@dataclass(frozen=True, slots=True)
class ReadFolder:
    """A folder the command reads files of: an output inside it whose name ``matches``
    (every name when None) would become one of those files, or is ``deleted`` by the run."""

    path: Path
    what: str
    matches: Callable[[str], bool] | None = None
    deleted: bool = False


def display(path: str | os.PathLike[str]) -> str:
    """A path as text that any UTF-8 output can hold: bytes of the name that are not UTF-8
    (``os.fsdecode`` keeps them as lone surrogates) become ``\\xNN`` escapes."""
    text = os.fspath(path)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raw = text.encode("utf-8", "surrogateescape")
        return raw.decode("utf-8", "backslashreplace")
    return text


def _resolved(path: str | Path) -> Path:
    return Path(os.path.realpath(path))


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return (info.st_dev, info.st_ino) if stat.S_ISREG(info.st_mode) else None


def file_kind(mode: int) -> str:
    """What a file that is not a regular one is, for a message (``is a FIFO``)."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _check_type(output: Output) -> None:
    try:
        info = output.path.lstat()
    except FileNotFoundError:
        return
    except OSError as error:
        raise OutputError(
            f"{output.option} {display(output.path)}: cannot write ({error.strerror})"
        ) from None
    if stat.S_ISLNK(info.st_mode):
        raise OutputError(
            f"{output.option} {display(output.path)}: is a symbolic link; trajspec never "
            "writes through or replaces one: name the real path"
        )
    if output.folder:
        if not stat.S_ISDIR(info.st_mode):
            raise OutputError(f"{output.option} {display(output.path)}: exists and is not a folder")
    elif not stat.S_ISREG(info.st_mode):
        raise OutputError(
            f"{output.option} {display(output.path)}: is {file_kind(info.st_mode)}, not a file; "
            "name a regular file"
        )


def _holds_bookkeeping(folder: Path) -> bool:
    """Whether ``folder`` is a run folder: it holds a shard's manifest, lock, pending or
    temporary file."""
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                found = run_file(entry.name)
                if found is not None and found[1] in BOOKKEEPING:
                    return True
    except OSError:
        return False
    return False


def _refuse_run_file(output: Output, where: Path) -> None:
    """OutputError when ``where`` (resolved) is or lies under a file of a run folder."""
    for node in (where, *where.parents):
        found = run_file(node.name)
        if found is None or (output.shard is not None and found[0] == PREFIX + output.shard):
            continue
        stem, kind = found
        if kind in BOOKKEEPING or _holds_bookkeeping(node.parent):
            verb = "is" if os.path.lexists(node) else "would be"
            raise OutputError(
                f"{output.option} {display(output.path)}: {verb} a file of the run folder "
                f"{display(node.parent)} ({describe_run_file(stem, kind)}); writing it would "
                "break the run's readers and writers: write it elsewhere"
            )


def _inside(path: Path, folder: Path) -> bool:
    return path == folder or folder in path.parents


def check_outputs(
    outputs: Iterable[Output],
    *,
    reads: Iterable[str | Path] = (),
    folders: Iterable[ReadFolder] = (),
) -> None:
    """Refuse (OutputError) an output that would destroy what the command reads or that is
    not a plain file or folder; see the module docstring. Writes nothing.

    A read costs one ``stat`` when an output exists (hard links) and a path resolution only
    when it could be an output by another spelling (the same name, a symbolic link, or under
    a folder output), so that a reverify manifest of a million entries is checked quickly."""
    outputs = list(outputs)
    read_folders = list(folders)
    read_paths: list[str | Path] = list(reads)  # text: no Path per reverify entry
    for folder in read_folders:
        if folder.matches is None:
            continue
        with contextlib.suppress(OSError):
            read_paths.extend(e for e in folder.path.iterdir() if folder.matches(e.name))
    targets: list[tuple[Output, Path]] = []
    by_id: dict[tuple[int, int], Output] = {}
    for output in outputs:
        where = _resolved(output.path)
        _refuse_run_file(output, where)
        _check_type(output)
        for other, seen in targets:
            if seen == where:
                raise OutputError(
                    f"{output.option} {display(output.path)}: is also {other.option}; name "
                    "two different paths"
                )
        targets.append((output, where))
        ident = _identity(output.path)
        if ident is not None:
            by_id[ident] = output
    names = {where.name for _, where in targets}
    folder_outputs = any(output.folder for output in outputs)
    for read in read_paths:
        try:
            info: os.stat_result | None = os.lstat(read)
        except OSError:
            info = None
        link = info is not None and stat.S_ISLNK(info.st_mode)
        if by_id and info is not None:
            with contextlib.suppress(OSError):
                target = os.stat(read) if link else info  # noqa: PTH116 - read may be a str
                hit = by_id.get((target.st_dev, target.st_ino))
                if hit is not None and stat.S_ISREG(target.st_mode):
                    _refuse_input(hit, read)
        if not (folder_outputs or link or os.path.basename(read) in names):  # noqa: PTH119
            continue
        place = _resolved(read)
        for output, where in targets:
            if place == where:
                _refuse_input(output, read)
            if output.folder and _inside(place, where):
                raise OutputError(
                    f"{output.option} {display(output.path)}: holds an input of this command "
                    f"({display(read)}); choose another folder"
                )
    for output, where in targets:
        named = f"{output.option} {display(output.path)}"
        for folder in read_folders:
            home = _resolved(folder.path)
            if folder.deleted and _inside(where, home):
                raise OutputError(
                    f"{named}: is inside {folder.what} {display(folder.path)}, whose files "
                    "this run deletes; write it elsewhere"
                )
            if (
                _inside(where, home)
                if folder.matches is None
                else where.parent == home and folder.matches(where.name)
            ):
                raise OutputError(
                    f"{named}: would be a file of {folder.what} {display(folder.path)}, which "
                    "this command reads; write it elsewhere"
                )


def _refuse_input(output: Output, read: str | Path) -> None:
    raise OutputError(
        f"{output.option} {display(output.path)}: is an input of this command "
        f"({display(read)}); writing it would destroy what is read: choose another name"
    )


def refuse_under_a_file(option: str, path: Path) -> None:
    """OutputError when a folder above ``path`` is a file (or anything but a folder): nothing
    can be written there, whatever the command does."""
    for above in path.parents:
        try:
            info = above.stat()
        except FileNotFoundError:
            continue
        except OSError as error:
            raise OutputError(
                f"{option} {display(path)}: cannot write ({error.strerror})"
            ) from None
        if not stat.S_ISDIR(info.st_mode):
            raise OutputError(
                f"{option} {display(path)}: cannot write: {display(above)} is not a folder"
            )
        return


def cannot_write(path: str | os.PathLike[str], error: OSError) -> str:
    """The message of a failed write."""
    return f"cannot write {display(path)}: {error.strerror or error}"


__all__ = [
    "Output",
    "OutputError",
    "ReadFolder",
    "cannot_write",
    "check_outputs",
    "display",
    "file_kind",
    "refuse_under_a_file",
]
