"""How trajspec writes files: whole or not at all, durable, never beside a live writer's.

Every output that is "written whole or not at all" goes through here:

- ``write_atomic(path, chunks)``: one file;
- ``AtomicFiles(*paths)``: several files of one result (health's two reports, reverify's
  ``OUT`` and ``OUT_failures``): each is written to its temporary and made durable (the syncs
  at once, ``sync_together``) before any is renamed, so a failure while writing changes none
  of them; then they are renamed one after the other, under a lock of the output set
  (``set_lock``: a second writer waits, so two writers leave one's set, never a mix), and
  each folder is synced once;
- ``commit_folder(staging, target)``: a folder built beside its target (export, codegen);
- ``new_folders(folder)``: an output folder created when there is something to write, and
  removed again when nothing was;
- ``FilesystemSync.open(folder)``: many new files of one folder (export's documents) made
  durable by one ``syncfs(2)`` instead of an ``fsync`` each, where that is as durable.

A temporary is named after its target and this process (``.<name>.<pid>.tmp``), so that a later
run removes what dead writers left (``remove_stale``) and never what a live one is writing.

The primitive operations (``write_file``, ``rename``, ``sync_dir``, ``remove``) are called
through this module by the run recorder (``_files.write_file(...)``), never by a local name, so
that a test can make any one of them fail and check that a run folder still reads as its last
committed state. Each operation either happens or raises.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import errno
import os
import re
import shutil
import sys
import threading
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from types import TracebackType
from typing import BinaryIO, Final

# -- temporary files ----------------------------------------------------------------------


def temporary_path(target: Path) -> Path:
    """Where a file is written before it is renamed to ``target``: beside it, named after it
    and after this process, so that a later run can tell whether its writer is alive."""
    return target.with_name(f".{target.name}.{os.getpid()}.tmp")


def temporary_prefix(target: Path) -> str:
    """The name prefix of a temporary folder (``tempfile.mkdtemp``) that becomes ``target``."""
    return f".{target.name}.{os.getpid()}.tmp-"


def pid_alive(pid: int) -> bool:
    """Whether a process with this id exists (one of another user's counts as alive)."""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError as error:
        return error.errno != errno.ESRCH
    return True


def remove_stale(target: Path) -> list[Path]:
    """Delete the temporaries of ``target`` (see :func:`temporary_path`) that processes no
    longer alive left behind; returns what was removed. Those of live processes, this one's
    included, are left alone, and so is everything else in the folder."""
    pattern = re.compile(rf"\.{re.escape(target.name)}\.([0-9]+)\.tmp(?:-[^/]*)?")
    removed: list[Path] = []
    try:
        entries = list(target.parent.iterdir())
    except OSError:
        return removed
    for entry in entries:
        match = pattern.fullmatch(entry.name)
        if match is None or pid_alive(int(match.group(1))):
            continue
        try:
            if entry.is_dir() and not entry.is_symlink():
                shutil.rmtree(entry)
            else:
                entry.unlink()
        except OSError:
            continue  # not ours to fight over: the write itself will say what is wrong
        removed.append(entry)
    return removed


# -- operations -----------------------------------------------------------------------------


def write_file(path: Path, chunks: Iterable[bytes], *, sync: bool = True) -> None:
    """Create (or truncate) ``path``, write every chunk, fsync (unless ``sync`` is false: a
    ``FilesystemSync`` of its folder makes it durable) and close it."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        for chunk in chunks:
            view = memoryview(chunk)
            while view:
                written = os.write(fd, view)
                view = view[written:]
        if sync:
            os.fsync(fd)
    finally:
        os.close(fd)


def rename(source: Path, target: Path) -> None:
    """Atomically replace ``target`` by ``source`` (same folder)."""
    source.replace(target)


def sync_dir(folder: Path) -> None:
    """Make the folder's entries (renames, new files) durable."""
    fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def remove(path: Path) -> None:
    """Delete a file; one that is already gone is fine."""
    path.unlink(missing_ok=True)


def write_atomic(path: Path, chunks: Iterable[bytes]) -> None:
    """Write a whole file so that ``path`` is at every moment its old content or the new one:
    a temporary file beside it (named after this process), fsync,
    rename, then the folder is synced; temporaries of dead writers are removed first."""
    temporary = temporary_path(path)
    remove_stale(path)
    try:
        write_file(temporary, chunks)
        rename(temporary, path)
    except BaseException:
        remove(temporary)
        raise
    sync_dir(path.parent)


class AtomicFiles:
    """Several files of one result, written whole or not at all::

        with AtomicFiles(summary_path, verdicts_path) as (summary, verdicts):
            summary.write(...)

    On a clean exit each temporary is flushed and synced, then all are renamed in the order
    given, holding the output set's lock (``set_lock``) from before the first rename to after
    the last, and each folder is synced once; on an exception every temporary is removed and
    no target changes. Temporaries of dead writers are removed first."""

    def __init__(self, *targets: Path) -> None:
        self.targets = targets
        self.temporaries = tuple(temporary_path(target) for target in targets)
        self._streams: list[BinaryIO] = []

    def __enter__(self) -> list[BinaryIO]:
        try:
            for target, temporary in zip(self.targets, self.temporaries, strict=True):
                remove_stale(target)
                self._streams.append(temporary.open("wb"))
        except BaseException:
            self._discard()
            raise
        return list(self._streams)

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        if kind is not None:
            self._discard()
            return
        try:
            for stream in self._streams:
                stream.flush()
            sync_together([stream.fileno() for stream in self._streams])
            for stream in self._streams:
                stream.close()
            # One rename is atomic by itself: only a set of several needs the lock.
            with set_lock(self.targets) if len(self.targets) > 1 else contextlib.nullcontext():
                for temporary, target in zip(self.temporaries, self.targets, strict=True):
                    rename(temporary, target)
        except BaseException:
            self._discard()
            raise
        for folder in dict.fromkeys(target.parent for target in self.targets):
            sync_dir(folder)

    def _discard(self) -> None:
        for stream in self._streams:
            stream.close()
        for temporary in self.temporaries:
            remove(temporary)


#: How long a writer waits for another one to finish renaming the files of its output set
#: before it gives up (``OutputSetBusyError``), and how often it tries again meanwhile.
SET_LOCK_WAIT: Final = 10.0
_SET_LOCK_PAUSE: Final = 0.01


class OutputSetBusyError(OSError):
    """Another process kept the lock of an output set's folder past ``SET_LOCK_WAIT``."""


@contextlib.contextmanager
def set_lock(targets: Iterable[Path]) -> Iterator[None]:
    """Hold an advisory ``flock`` on the folder of each target (in one order, so two writers
    never wait for each other) for the block: two processes that rename the files of one
    output set (health's two reports, reverify's ``OUT`` and ``OUT_failures``) then rename
    them one set after the other, never interleaved, so that the files left are one writer's
    complete set. A writer that finds the lock taken tries again every 10 ms, for up to
    ``SET_LOCK_WAIT`` seconds, and then raises ``OutputSetBusyError`` (exit 2) having
    renamed nothing; the lock is held only while renaming, so the wait is short. The folder
    itself is locked, so no lock file is left behind; where a filesystem has no ``flock`` on a
    folder (``EBADF``, ``ENOLCK``, ``EINVAL``: some network filesystems) the renames go ahead
    unlocked, as they would on a system without ``fcntl``."""
    try:
        import fcntl
    except ImportError:
        yield
        return
    folders = sorted({os.path.realpath(target.parent) for target in targets})
    held: list[int] = []
    try:
        for folder in folders:
            fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
            deadline = time.monotonic() + SET_LOCK_WAIT
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:
                    if time.monotonic() < deadline:
                        time.sleep(_SET_LOCK_PAUSE)
                        continue
                    os.close(fd)
                    raise OutputSetBusyError(
                        errno.EBUSY,
                        f"another process kept renaming files in this folder for "
                        f"{SET_LOCK_WAIT:g} s; nothing was replaced, try again",
                        folder,
                    ) from None
                except OSError as error:
                    if error.errno not in (errno.EBADF, errno.ENOLCK, errno.EINVAL):
                        os.close(fd)
                        raise
                    os.close(fd)
                    break
                held.append(fd)
                break
        yield
    finally:
        for fd in reversed(held):
            os.close(fd)  # releases its flock


def sync_together(descriptors: list[int]) -> None:
    """``fsync`` each descriptor, all at once: the others from threads of their own while this
    one syncs the first. The writer waits for a journal commit per sync; made at once, the
    syncs of a few files can share one (ext4, files of health's two reports' sizes, the folder's
    sync included: 14 against 18 ms while other writers kept the filesystem busy, under 1 ms
    either way on an idle one). Every sync runs to its end; then the
    first error raised, if any, is raised here."""
    if len(descriptors) == 1:
        os.fsync(descriptors[0])
        return
    errors: list[BaseException] = []

    def sync(fd: int) -> None:
        try:
            os.fsync(fd)
        except BaseException as error:  # raised in the calling thread, below
            errors.append(error)

    others = [threading.Thread(target=sync, args=(fd,), daemon=True) for fd in descriptors[1:]]
    for thread in others:
        thread.start()
    try:
        sync(descriptors[0])
    finally:
        for thread in others:
            thread.join()
    if errors:
        raise errors[0]


# -- one sync for many files -----------------------------------------------------------------

#: Filesystems (``statfs`` ``f_type``) whose ``syncfs`` writes back the data and metadata of
#: every file and then commits the journal and flushes the device's cache, the same work an
#: ``fsync`` of each file does: ext2/3/4 (one magic number), XFS, Btrfs; and tmpfs, where
#: neither makes anything outlive a reboot. Elsewhere (network and FUSE filesystems, whose
#: ``syncfs`` may write back nothing to stable storage) each file keeps its own ``fsync``.
SYNCFS_FILESYSTEMS = frozenset({0xEF53, 0x58465342, 0x9123683E, 0x01021994})

#: ``syncfs`` reports the write-back errors of the filesystem since the descriptor it is given
#: was opened only from Linux 5.8 on; before, it returned 0 whatever failed.
_SYNCFS_KERNEL = (5, 8)


def _libc() -> ctypes.CDLL | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(ctypes.util.find_library("c") or None, use_errno=True)
    except OSError:
        return None


_LIBC = _libc()


def _kernel() -> tuple[int, int]:
    match = re.match(r"([0-9]+)\.([0-9]+)", os.uname().release)
    return (int(match.group(1)), int(match.group(2))) if match else (0, 0)


def filesystem_type(folder: Path) -> int | None:
    """``statfs(folder).f_type`` (Linux), None when it cannot be told."""
    if _LIBC is None or not hasattr(_LIBC, "statfs"):
        return None
    buffer = ctypes.create_string_buffer(256)  # struct statfs is 120 bytes on 64-bit Linux
    if _LIBC.statfs(os.fsencode(folder), buffer) != 0:
        return None
    # f_type is the first member, a word (__fsword_t: long).
    return ctypes.c_long.from_buffer(buffer).value & 0xFFFFFFFF


class FilesystemSync:
    """The files written under ``folder`` after :meth:`open`, made durable by one
    ``syncfs(2)``: written with ``write_file(..., sync=False)``, then :meth:`sync` once, then
    the folder is committed (``commit_folder`` still syncs the folders). Each ``fsync`` of a
    small file costs a journal commit (about as much CPU as making the file's content), one
    ``syncfs`` covers them all; see :data:`SYNCFS_FILESYSTEMS` for where it is as durable."""

    def __init__(self, fd: int, folder: Path) -> None:
        self._fd = fd
        self.folder = folder

    @classmethod
    def open(cls, folder: Path) -> FilesystemSync | None:
        """A sync of ``folder``'s filesystem, or None where each file must be synced itself
        (not Linux 5.8 or later, no ``syncfs``, or a filesystem not in the list). The folder
        is opened now: ``syncfs`` reports the write-back errors from this moment on, so open
        it before writing the files."""
        if _LIBC is None or not hasattr(_LIBC, "syncfs") or _kernel() < _SYNCFS_KERNEL:
            return None
        if filesystem_type(folder) not in SYNCFS_FILESYSTEMS:
            return None
        return cls(os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)), folder)

    def sync(self) -> None:
        """Make every file written under the folder since :meth:`open` durable, or raise."""
        sync_filesystem(self._fd, self.folder)

    def close(self) -> None:
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1


def sync_filesystem(fd: int, folder: Path) -> None:
    """``syncfs(fd)``; OSError (naming ``folder``) when it fails."""
    assert _LIBC is not None
    if _LIBC.syncfs(fd) != 0:
        code = ctypes.get_errno()
        raise OSError(code, os.strerror(code), os.fspath(folder))


@contextlib.contextmanager
def new_folders(folder: Path) -> Iterator[None]:
    """Create ``folder`` and the folders missing above it for what the block writes there;
    when the block raises (an interrupt included), the folders created here that are still
    empty are removed again, so that a command that wrote nothing leaves no folder behind.
    A command creates its output folder this way only once it has something to write."""
    missing = [folder, *folder.parents]
    created: list[Path] = []
    try:
        for above in reversed(missing):
            try:
                above.mkdir()
            except FileExistsError:
                continue
            created.append(above)
        yield
    except BaseException:
        for made in reversed(created):
            with contextlib.suppress(OSError):
                made.rmdir()
        raise


def commit_folder(staging: Path, target: Path) -> None:
    """Make a folder built (and synced) at ``staging`` appear as ``target``, which must not
    exist: sync the staging folder, rename it, sync the parent."""
    sync_dir(staging)
    staging.rename(target)
    sync_dir(target.parent)


__all__ = [
    "SET_LOCK_WAIT",
    "SYNCFS_FILESYSTEMS",
    "AtomicFiles",
    "FilesystemSync",
    "OutputSetBusyError",
    "commit_folder",
    "filesystem_type",
    "new_folders",
    "pid_alive",
    "remove",
    "remove_stale",
    "rename",
    "set_lock",
    "sync_dir",
    "sync_filesystem",
    "temporary_path",
    "temporary_prefix",
    "write_atomic",
    "write_file",
]
