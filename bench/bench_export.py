"""Benchmark: strict ATIF export throughput beside the parse floor, in the same run.

The rows are bench/corpus.py rows made exportable the way a producer that records semantic
turns writes them: no gaps, each turn carrying its question (the whole conversation before
its step, so rows grow quadratically with turns, as real Gym rows do) and a cumulative
step_count. Figures, medians of repeated runs over the same bytes:

* floor: ``orjson.loads`` of every line;
* export: what ``trajspec export`` does per row minus the file system: ``export_chunk``, its
  map step (strict reading of the line, the conversion: preflight, structure, walk, join,
  mapping, and ``dumps_atif``);
* batch: ``export_rollouts`` end to end into a new folder (files, sha256, manifest, fsync,
  rename), once per repeat.

Two corpora: ``--rows`` rows of ``--turns`` turns, and ``--small-rows`` rows of 5-10 KB
(bench/corpus.py's ``small``; 0 leaves it out). The floor, export and batch runs are
interleaved. Ratios are time / floor time (lower is better), of wall-clock time and of this
process's CPU time, which a loaded machine disturbs less (the batch's CPU time leaves out the
waits for the disk). Prints a Markdown table and the load average. No assertions.

    python bench/bench_export.py [--rows 500] [--small-rows 2000] [--repeats 5] [--turns 5-30]
"""

from __future__ import annotations

import argparse
import io
import os
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
from corpus import small

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


def small_corpus(rows: int, seed: int = 11) -> bytes:
    """Rows of 5-10 KB (bench/corpus.py's small band): one or two turns each."""
    lines = small(lambda i, rng: exportable(corpus_row(i, rng, turns=(1, 2))), rows, seed)
    return b"".join(line + b"\n" for line in lines)


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


def _measure(name: str, data: bytes, rows: int, repeats: int) -> list[str]:
    """Table lines of one corpus; floor, export and batch repeats interleaved, medians."""
    floors, exports, batches = [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        for n in range(repeats):
            floors.append(_timed(lambda: _floor(data)))
            exports.append(_timed(lambda: _export(data)))
            batches.append(_timed(_batch(data, Path(tmp), n)))
    floor, mb = _median(floors), len(data) / 1e6
    out = []
    for what, (wall, cpu) in (("export", _median(exports)), ("batch", _median(batches))):
        out.append(
            f"| {name} | {what} | {mb:.1f} | {rows / wall:.0f} | {mb / wall:.1f} | "
            f"{wall / floor[0]:.2f} | {mb / floor[0]:.1f} | {cpu / floor[1]:.2f} |"
        )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=500)
    parser.add_argument("--small-rows", type=int, default=2000, help="rows of the 5-10 KB corpus")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--turns", default="5-30", help="turns per row, as MIN-MAX")
    args = parser.parse_args()
    low, high = (int(x) for x in args.turns.split("-"))
    load = os.getloadavg()[0]
    data = corpus(args.rows, (low, high))
    _export(data[: data.index(b"\n") + 1])  # warm up: compile validators, load registries
    lines = [
        f"ATIF export, medians of {args.repeats} (x floor: time / orjson.loads time of the "
        "same bytes in the same run; CPU: the same ratio of this process's CPU time)",
        "",
        "| corpus | figure | MB | rows/s | MB/s | x floor | floor MB/s | CPU x floor |",
        "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    lines += _measure(f"{low}-{high} turns", data, args.rows, args.repeats)
    if args.small_rows:
        lines += _measure(
            "5-10 KB rows", small_corpus(args.small_rows), args.small_rows, args.repeats
        )
    lines.append("")
    lines.append(f"load average (1 min): {load:.2f} before, {os.getloadavg()[0]:.2f} after")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
