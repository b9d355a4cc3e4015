"""The file operations a shard commit is made of, one function each.

The recorder calls them through this module (``_files.write_file(...)``), never by a local
name, so that a test can make any one of them fail and check that the folder still reads as
its last committed state. Each operation either happens or raises.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from trajspec._outputs import remove_stale, temporary_path


def write_file(path: Path, chunks: Iterable[bytes]) -> None:
    """Create (or truncate) ``path``, write every chunk, fsync and close it."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        for chunk in chunks:
            view = memoryview(chunk)
            while view:
                written = os.write(fd, view)
                view = view[written:]
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
    a temporary file beside it (named after this process, see ``trajspec._outputs``), fsync,
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


__all__ = ["remove", "rename", "sync_dir", "write_atomic", "write_file"]
