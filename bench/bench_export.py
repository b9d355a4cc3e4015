"""Benchmark: strict ATIF export throughput beside the parse floor, in the same run.

The rows are bench/corpus.py rows made exportable the way a producer that records semantic
turns writes them: no gaps, each turn carrying its question (the whole conversation before
its step, so rows grow quadratically with turns, as real Gym rows do) and a cumulative
step_count. Figures, medians of repeated runs over the same bytes:

* floor: ``orjson.loads`` of every line;
* export: what ``trajspec export`` does per row minus the file system: strict reading of the
  line, the conversion (preflight, structure, walk, join, mapping) and ``dumps_atif``;
* batch: ``export_rollouts`` end to end into a new folder (files, sha256, manifest, fsync,
  rename), once per repeat.

Ratios are time / floor time (lower is better); wall-clock figures first, then the same for
this process's CPU time, which a loaded machine disturbs less (the batch's CPU time leaves out
the waits for the disk). No assertions.

    python bench/bench_export.py [--rows 500] [--repeats 5] [--turns 5-30]
"""

from __future__ import annotations

import argparse
import io
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import orjson

sys.path.insert(0, str(Path(__file__).parent))

from corpus import row as corpus_row

from trajspec._jsonl import line_chunks
from trajspec.converters import export_rollouts
from trajspec.converters._atif_export.batch import export_chunk

SESSION, VERSION = "bench", "1.0.0"


def exportable(row: dict[str, Any]) -> dict[str, Any]:
    """A corpus row with what the strict export needs: no gaps, full turn copies."""
    trajectory = row["ng_trajectory"]
    trajectory["gaps"] = []
    conversation = trajectory["invocations"][0]["conversation"]
    position, calls = 2, 0  # the corpus conversation starts with a system and a user message
    for turn in trajectory["turns"]:
        answer = turn["answer"]
        calls += sum(1 for item in answer if item["type"] == "function_call")
        turn["question"] = conversation[:position]
        turn["step_count"] = calls
        outputs = sum(1 for item in answer if item["type"] == "function_call")
        position += len(answer) + outputs
    return row


def corpus(rows: int, turns: tuple[int, int], seed: int = 11) -> bytes:
    rng = random.Random(seed)
    return b"".join(
        orjson.dumps(exportable(corpus_row(i, rng, turns=turns))) + b"\n" for i in range(rows)
    )


Timing = tuple[float, float]  # (wall seconds, CPU seconds of this process)


def _timed(work: Callable[[], object]) -> Timing:
    wall, cpu = time.perf_counter(), time.process_time()
    work()
    return time.perf_counter() - wall, time.process_time() - cpu


def _floor(data: bytes) -> None:
    for line in data.splitlines():
        orjson.loads(line)


def _export(data: bytes) -> None:
    # export_chunk is the map step of trajspec export: strict reading, convert_row, dumps_atif.
    for lines, first in line_chunks(io.BytesIO(data)):
        for outcome in export_chunk(lines, first, SESSION, VERSION):
            assert outcome.data is not None, [f.to_json() for f in outcome.findings[:3]]


def _batch(data: bytes, folder: Path, n: int) -> Callable[[], object]:
    source = folder / f"rows-{n}.jsonl"
    source.write_bytes(data)

    def run() -> None:
        result = export_rollouts(
            source, folder / f"out-{n}", session_id=SESSION, agent_version=VERSION
        )
        assert result.ok

    return run


def _median(timings: list[Timing]) -> Timing:
    return statistics.median(t[0] for t in timings), statistics.median(t[1] for t in timings)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=500)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--turns", default="5-30", help="turns per row, as MIN-MAX")
    args = parser.parse_args()
    low, high = (int(x) for x in args.turns.split("-"))
    data = corpus(args.rows, (low, high))
    rows = args.rows
    print(f"corpus: {rows} rows, {len(data) / 1e6:.1f} MB, {low}-{high} turns a row")
    floor = _median([_timed(lambda: _floor(data)) for _ in range(args.repeats)])
    export = _median([_timed(lambda: _export(data)) for _ in range(args.repeats)])
    with tempfile.TemporaryDirectory() as tmp:
        batch = _median([_timed(_batch(data, Path(tmp), n)) for n in range(args.repeats)])
    print(f"{'':<28} {'rows/s':>10} {'MB/s':>8} {'x floor':>8}   (CPU: rows/s, x floor)")
    for name, (wall, cpu) in (
        ("floor (orjson.loads)", floor),
        ("export (read+convert+dump)", export),
        ("batch (export_rollouts)", batch),
    ):
        print(
            f"{name:<28} {rows / wall:>10.0f} {len(data) / wall / 1e6:>8.1f} {wall / floor[0]:>8.1f}"
            f"   ({rows / cpu:.0f}, x{cpu / floor[1]:.1f})"
        )


if __name__ == "__main__":
    main()
