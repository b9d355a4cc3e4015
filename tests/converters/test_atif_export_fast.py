"""The ATIF export's shortcuts (issue 19) keep its findings and its bytes: the collector
paused for a chunk, the files written and synced off the main thread, and each fast path of
the conversion against the full path it stands for."""

from __future__ import annotations

import copy
import errno
import gc
import hashlib
import os
from pathlib import Path
from typing import Any

import orjson
import pytest
from _vectors import cases

import trajspec._strictjson as strictjson
from trajspec import _files
from trajspec.converters import ExportUsageError, export_rollouts
from trajspec.converters._atif_export import batch
from trajspec.converters._atif_export.batch import export_chunk


def test_each_chunk_is_converted_with_the_collector_paused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: list[bool] = []
    original = strictjson._parse

    def parse(data: bytes, line: int) -> Any:
        seen.append(gc.isenabled())
        return original(data, line)

    monkeypatch.setattr(strictjson, "_parse", parse)
    outcomes = export_chunk([b'{"_ng_task_index": 0}\n', b"{}\n"], 1, "s", "1.0")
    assert seen == [False, False]
    assert [o.line for o in outcomes] == [1, 2]
    assert all(o.findings for o in outcomes)  # neither row can be exported
    assert gc.isenabled()


def _rows(count: int) -> bytes:
    base = next(v for v in cases("export") if v.file.endswith("export-mapping.json")).case["row"]
    lines = []
    for n in range(count):
        row = copy.deepcopy(base)
        row["_ng_task_index"], row["_ng_rollout_index"] = n, 0
        row["task_id"] = f"calc-{n}"
        trajectory = row["ng_trajectory"]
        trajectory["task_id"], trajectory["rollout_id"] = f"calc-{n}", f"{n}-0"
        for turn in trajectory["turns"]:
            turn["task_id"], turn["rollout_id"] = f"calc-{n}", f"{n}-0"
        lines.append(orjson.dumps(row) + b"\n")
    return b"".join(lines)


@pytest.mark.parametrize("window", [1, 2, 256])
def test_every_file_is_written_whole_and_synced_before_the_folder_is_committed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, window: int
) -> None:
    source = tmp_path / "rows.jsonl"
    source.write_bytes(_rows(5))
    monkeypatch.setattr(batch._Writer, "WINDOW", window)
    monkeypatch.setattr(batch._Writer, "WINDOW_BYTES", 1)  # a window of one file in bytes
    synced: set[int] = set()
    at_commit: list[set[int]] = []
    real_fsync, real_commit = os.fsync, _files.commit_folder
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.add(os.fstat(fd).st_ino), real_fsync(fd)))
    monkeypatch.setattr(
        _files, "commit_folder", lambda a, b: (at_commit.append(set(synced)), real_commit(a, b))
    )
    out = tmp_path / "out"
    result = export_rollouts(source, out, session_id="s", agent_version="v")
    assert result.ok and result.exported == 5
    files = sorted(out.iterdir())
    assert [p.name for p in files] == [f"{n}-0.json" for n in range(5)] + ["manifest.jsonl"]
    assert {p.stat().st_ino for p in files} <= at_commit[0]
    for line in (out / "manifest.jsonl").read_bytes().splitlines():
        entry = orjson.loads(line)
        data = (out / entry["trajectory_path"]).read_bytes()
        assert hashlib.sha256(data).hexdigest() == entry["expected_sha256"]
        assert data.endswith(b"}\n")


@pytest.mark.parametrize("failing", ["0-0.json", "2-0.json"])
def test_a_failed_write_in_a_writer_thread_leaves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    source = tmp_path / "rows.jsonl"
    source.write_bytes(_rows(3))
    real_write = _files.write_file

    def write_file(path: Path, chunks: Any) -> None:
        if path.name == failing:
            raise OSError(errno.ENOSPC, "No space left on device")
        real_write(path, chunks)

    monkeypatch.setattr(_files, "write_file", write_file)
    with pytest.raises(ExportUsageError, match=r"cannot write .*No space left on device"):
        export_rollouts(source, tmp_path / "out", session_id="s", agent_version="v")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rows.jsonl"]
