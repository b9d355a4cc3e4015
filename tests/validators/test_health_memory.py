"""A health run's memory grows by a bounded number of bytes per record.

The run keeps what its later steps read of each record (validators/_health/run.py, ``Kept``):
its place, its indices, its findings and unobserved checks, and what the task checks fold;
the counts a Digest carries are in the totals once it is added. Keeping every Digest whole,
with its empty findings and places lists and its rollout id made again of its indices, held
about 625 bytes per healthy record of these rows, and the end of the run (the orders of every
record zipped with their places for the sort, every task's repeats grouped at once) made the
peak grow by about 700; the bounds below fail for both and pass with room for what is left
(about 290 and 170).
"""

from __future__ import annotations

import gc
import itertools
import tracemalloc
from pathlib import Path
from typing import Any

import corpus
import pytest

from trajspec import _jsonl
from trajspec._jsonl import LocalEngine, Source
from trajspec.validators import check_sources

SMALL = 100
#: bytes of traced memory the result may hold per record beyond a run of SMALL records
HELD_BOUND = 400
#: bytes the traced peak of the run may grow by per record beyond a run of SMALL records
PEAK_BOUND = 450


def _rows(path: Path, count: int) -> None:
    """The first ``count`` rows of the benchmarks' corpus of 5-10 KB rows: healthy records,
    each of its own task."""
    path.write_bytes(b"".join(itertools.islice(corpus.lines(1e6, small=True), count)))


def _traced(path: Path, count: int) -> tuple[int, int]:
    """(held, peak): the traced memory the result of one run holds, and the run's peak."""
    check_sources([Source(path)], engine=LocalEngine(1))  # warm: imports and caches
    gc.collect()
    tracemalloc.start()
    try:
        result = check_sources([Source(path)], engine=LocalEngine(1))
        gc.collect()
        held, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    verdicts: Any = result.summary["run"]["verdicts"]
    assert verdicts == {"healthy": count, "unhealthy": 0, "unobserved": 0}
    return held, peak


def test_memory_per_record_is_bounded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # chunks of one size in both runs (a larger file is read in larger chunks, up to
    # CHUNK_BYTES): what grows is then what the run keeps
    monkeypatch.setattr(_jsonl, "CHUNK_BYTES", _jsonl.FIRST_CHUNK_BYTES)
    small_path, large_path = tmp_path / "small.jsonl", tmp_path / "large.jsonl"
    _rows(small_path, SMALL)
    _rows(large_path, 10 * SMALL)
    small = _traced(small_path, SMALL)
    large = _traced(large_path, 10 * SMALL)
    held, peak = ((b - a) / (9 * SMALL) for a, b in zip(small, large, strict=True))
    print(f"{small=} {large=} held per record {held:.0f}, peak per record {peak:.0f}")
    assert held < HELD_BOUND, (small, large, held)
    assert peak < PEAK_BOUND, (small, large, peak)
