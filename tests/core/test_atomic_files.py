"""AtomicFiles (trajspec/_files.py): several files of one result, synced together.

Each fsync of a file costs the filesystem a journal commit that the writer waits for; made one
after the other, the syncs of health's two reports (or reverify's output and failures) cost two
commits, made at once they can share one. The syncs may run at once only if a failure of any
of them still changes no target.
"""

from __future__ import annotations

import os
import stat
import threading
from pathlib import Path

import pytest

from trajspec._files import AtomicFiles


def _is_file(fd: int) -> bool:
    return stat.S_ISREG(os.fstat(fd).st_mode)


def test_the_temporaries_are_synced_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Each file's sync waits for the other's to have started: one after the other, the first
    # would wait for ever (here: until the barrier's timeout breaks it).
    both = threading.Barrier(2, timeout=10)
    fsync = os.fsync

    def meeting_fsync(fd: int) -> None:
        if _is_file(fd):
            both.wait()
        fsync(fd)

    monkeypatch.setattr(os, "fsync", meeting_fsync)
    first, second = tmp_path / "first.json", tmp_path / "second.jsonl"
    with AtomicFiles(first, second) as (one, two):
        one.write(b"1\n")
        two.write(b"2\n")
    assert (first.read_bytes(), second.read_bytes()) == (b"1\n", b"2\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["first.json", "second.jsonl"]


@pytest.mark.parametrize("failing", [0, 1])
def test_a_failed_sync_of_either_file_changes_no_target(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: int
) -> None:
    first, second = tmp_path / "first.json", tmp_path / "second.jsonl"
    first.write_bytes(b"old 1\n")
    second.write_bytes(b"old 2\n")
    fsync = os.fsync
    names: dict[int, int] = {}

    def failing_fsync(fd: int) -> None:
        if names.get(fd) == failing:
            raise OSError(28, "No space left on device")
        fsync(fd)

    monkeypatch.setattr(os, "fsync", failing_fsync)
    with pytest.raises(OSError, match="No space left"), AtomicFiles(first, second) as streams:
        for number, stream in enumerate(streams):
            names[stream.fileno()] = number
            stream.write(b"new\n")
    assert (first.read_bytes(), second.read_bytes()) == (b"old 1\n", b"old 2\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["first.json", "second.jsonl"]
