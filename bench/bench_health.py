"""Benchmark: `trajspec health` throughput beside the parse floor, in the same run.

The run is a file of small rollout rows (bench/corpus.py rows with 1-3 turns, 100k by
default). The floor is `orjson.loads` of every line of that file. The health figure is the
whole work of `trajspec health` minus the console: strict reading, validating each
ng_trajectory, every check, the run's duplicate and task checks, and writing
quality_summary.json and rollout_verdicts.jsonl; measured for --jobs 1 and --jobs 2. Medians
of repeated runs; the ratio is health time / floor time (lower is better).

    python bench/bench_health.py [--rows 100000] [--repeats 3]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).parent))
import corpus

from trajspec._jsonl import LocalEngine, Source
from trajspec.validators import check_sources, write_health_reports


def write_run(path: Path, rows: int, seed: int = 7) -> int:
    """A rollouts file of ``rows`` small rows; returns its size in bytes."""
    rng = random.Random(seed)
    size = 0
    with path.open("wb") as out:
        for index in range(rows):
            line = orjson.dumps(corpus.row(index, rng, turns=(1, 3))) + b"\n"
            out.write(line)
            size += len(line)
    return size


def floor(path: Path) -> float:
    start = time.perf_counter()
    with path.open("rb") as stream:
        for line in stream:
            orjson.loads(line)
    return time.perf_counter() - start


def health(path: Path, jobs: int, reports: Path) -> tuple[float, dict[str, int]]:
    start = time.perf_counter()
    result = check_sources([Source(path)], engine=LocalEngine(jobs))
    write_health_reports(result, reports)
    verdicts: dict[str, int] = result.summary["run"]["verdicts"]
    return time.perf_counter() - start, verdicts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "rollouts.jsonl"
        reports = Path(scratch) / "reports"
        reports.mkdir()
        size = write_run(path, args.rows)
        health(path, 1, reports)  # warm up: compile validators, load registries
        floors: list[float] = []
        times: dict[int, list[float]] = {1: [], 2: []}
        verdicts: dict[str, int] = {}
        for _ in range(args.repeats):
            floors.append(floor(path))
            for jobs, measured in times.items():
                seconds, verdicts = health(path, jobs, reports)
                measured.append(seconds)
    mb = size / 1e6
    f = statistics.median(floors)
    print(
        f"run: {args.rows} rows, {mb:.1f} MB ({size / args.rows / 1e3:.1f} kB a row); "
        f"verdicts {verdicts} (the corpus is consistent: expect all healthy); "
        f"{os.cpu_count()} CPUs, load average {os.getloadavg()[1]:.1f} over the last 5 minutes"
    )
    print(
        f"floor orjson.loads         : {args.rows / f:9.0f} rows/s {mb / f:7.1f} MB/s "
        f"(median of {args.repeats})"
    )
    for jobs, measured in times.items():
        t = statistics.median(measured)
        print(
            f"trajspec health --jobs {jobs}   : {args.rows / t:9.0f} rows/s {mb / t:7.1f} MB/s "
            f"(median of {args.repeats}), ratio health/floor {t / f:.2f}x"
        )


if __name__ == "__main__":
    main()
