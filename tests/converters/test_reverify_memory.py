"""A reverify batch's memory grows by a bounded number of bytes per manifest entry.

Phase 2's records (findings, payload, provenance, the result row's keys) go to the spool file
and are read back in their turn (converters/_reverify/repeats.py, ``_Records``); what stays in
memory per entry is the manifest entry itself (its path text and pin; its line and real path
only when they cannot be made again of those) and a few array slots (its input row's place:
``_EntryRows``). Holding every record, as the batch once did, cost about 2 KiB per entry of
these documents, and each entry's line, real path and input rows by key about 1.1 KiB; the
bound below fails for both and passes with room for what is left (about 450 bytes).
"""

from __future__ import annotations

import gc
import shutil
import tracemalloc
from pathlib import Path

import orjson
import pytest
from _reverify_fixtures import write_export
from _vectors import VectorCase, cases

from trajspec.converters import reverify
from trajspec.converters._reverify import repeats as repeats_module
from trajspec.converters._reverify.batch import failures_path

SMALL = 100
#: bytes of traced memory a batch may hold per entry beyond a batch of SMALL entries
PER_ENTRY_BOUND = 512


def _peak(folder: Path, rollouts: int) -> int:
    """The tracemalloc peak of one dry-run batch of ``rollouts`` clean entries."""
    folder.mkdir()
    manifest, inputs = write_export(folder, rollouts=rollouts)
    out = folder / "out.jsonl"
    reverify(manifest, inputs, out, dry_run=True)  # warm: imports and caches not counted
    gc.collect()
    tracemalloc.start()
    try:
        summary = reverify(manifest, inputs, out, dry_run=True)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert summary.exit_code == 0 and summary.accepted == rollouts, summary.to_json()
    return peak


def test_memory_per_entry_is_bounded(tmp_path: Path) -> None:
    small = _peak(tmp_path / "small", SMALL)
    large = _peak(tmp_path / "large", 10 * SMALL)
    per_entry = (large - small) / (9 * SMALL)
    print(f"{small=} {large=} {per_entry=:.0f}")
    assert per_entry < PER_ENTRY_BOUND, (small, large, per_entry)


BATCHES = [v for v in cases("reverify") if "batch" in v.case]


def _run_batch(vector: VectorCase, folder: Path) -> tuple[bytes, bytes, int]:
    batch = vector.case["batch"]
    export = folder / "export"
    export.mkdir(parents=True)
    (export / "manifest.jsonl").write_bytes(b"".join(_line(v) for v in batch["manifest"]))
    (folder / "inputs.jsonl").write_bytes(b"".join(_line(v) for v in batch["inputs"]))
    for name, content in batch["files"].items():
        data = content.encode() if isinstance(content, str) else orjson.dumps(content)
        (export / name).write_bytes(data)
    limits = {k: batch[k] for k in ("max_trajectory_bytes",) if k in batch}
    output = folder / "out.jsonl"
    summary = reverify(
        export / "manifest.jsonl", folder / "inputs.jsonl", output, dry_run=True, **limits
    )
    return output.read_bytes(), failures_path(output).read_bytes(), summary.exit_code


def _line(value: object) -> bytes:
    return (value.encode() if isinstance(value, str) else orjson.dumps(value)) + b"\n"


@pytest.mark.parametrize("vector", BATCHES, ids=lambda v: v.id)
def test_hashed_repeat_checks_equal_the_full_grouping(
    vector: VectorCase, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The content and trajectory_id checks read back only the records whose hashes repeat.
    With every value hashing alike, every record is read back and grouped by its value (the
    check over every entry): the files are the same bytes, so a hash never decides alone."""
    folder = tmp_path / "batch"  # one folder for both runs: findings name its files
    hashed = _run_batch(vector, folder)
    shutil.rmtree(folder)
    monkeypatch.setattr(repeats_module, "_hashed", lambda value: 0 if value is None else 7)
    full = _run_batch(vector, folder)
    assert hashed == full
