"""``trajspec codegen``: the generated folder appears whole and durable."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from trajspec import _files
from trajspec._cli.commands import codegen
from trajspec._cli.exits import UsageError


def _write(folder: Path) -> None:
    (folder / "a.py").write_text("A = 1\n")
    (folder / "pkg").mkdir()
    (folder / "pkg" / "b.py").write_text("B = 2\n")


def test_the_generation_is_synced_before_its_folder_appears(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    events: list[tuple[str, object]] = []
    real_fsync, real_rename, real_sync = os.fsync, os.rename, _files.sync_dir

    def fsync(fd: int) -> None:
        events.append(("fsync", os.fstat(fd).st_ino))  # a renamed file keeps its inode
        real_fsync(fd)

    def rename(source: str | Path, target: str | Path) -> None:
        events.append(("rename", os.fspath(target)))
        real_rename(source, target)

    def sync_dir(path: Path) -> None:
        events.append(("sync_dir", os.fspath(path)))
        real_sync(path)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "rename", rename)
    monkeypatch.setattr(_files, "sync_dir", sync_dir)
    out = tmp_path / "models"
    codegen._staged(out, _write)
    assert (out / "a.py").read_text() == "A = 1\n"
    assert (out / "pkg" / "b.py").read_text() == "B = 2\n"
    moved = events.index(("rename", str(out)))
    synced = [inode for kind, inode in events[:moved] if kind == "fsync"]
    assert (out / "a.py").stat().st_ino in synced
    assert (out / "pkg" / "b.py").stat().st_ino in synced
    assert ("sync_dir", str(tmp_path)) in events[moved:]


def test_a_failed_generation_leaves_nothing(tmp_path: Path) -> None:
    def fail(folder: Path) -> None:
        (folder / "a.py").write_text("A = 1\n")
        raise OSError(28, "No space left on device")

    out = tmp_path / "models"
    with pytest.raises(UsageError, match="No space left"):
        codegen._staged(out, fail)
    assert list(tmp_path.iterdir()) == []
