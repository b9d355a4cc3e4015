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


def test_java_models_are_written_as_a_maven_module(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from trajspec._cli.app import main

    out = tmp_path / "java"
    assert main(["codegen", "--lang", "java", "--out", str(out)]) == 0
    assert "dev.trajspec:trajspec-models" in capsys.readouterr().out
    source = out / "src/main/java/dev/trajspec/models"
    assert (out / "pom.xml").is_file() and (source / "Registry.java").is_file()
    assert (source / "jsonmodel" / "Json.java").is_file()


@pytest.mark.parametrize(("lang", "tool"), [("go", "gofmt"), ("rust", "rustfmt")])
def test_a_missing_formatter_is_a_usage_error(
    lang: str,
    tool: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    import shutil

    from trajspec._cli.app import main

    monkeypatch.setattr(shutil, "which", lambda name, *args, **kwargs: None)
    out = tmp_path / lang
    assert main(["codegen", "--lang", lang, "--out", str(out)]) == 2
    assert tool in capsys.readouterr().err
    assert not out.exists()
