"""Benchmark: `trajspec health` throughput beside the parse floor, in the same run.

Two corpora of bench/corpus.py: small rows (5-10 KB, 1-3 turns; where a per-row cost shows)
and large rows (10-200 KB, 5-60 turns). The floor is `orjson.loads` of every line of the same
file. The health figure is the whole work of `trajspec health` minus the console: strict
reading, validating each ng_trajectory, every check, the run's duplicate and task checks,
and writing quality_summary.json and rollout_verdicts.jsonl; measured for each --jobs given.
Medians of repeated runs, the floor and the operation interleaved; printed as MB/s, x floor
(health time / floor time, lower is better; targets <= 3 on small rows, <= 2 on large rows
for one job) and the floor's MB/s, with the machine's load before and after. With --cpu both
the floor and health are timed in this process's CPU time, which a loaded machine disturbs
less (it leaves out the fsync of the reports and, with --jobs above 1, the workers).

    python bench/bench_health.py [--megabytes 50] [--repeats 5] [--corpus small large]
                                 [--jobs 1 2] [--cpu]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import corpus
import orjson

from trajspec._jsonl import LocalEngine, Source
from trajspec.validators import check_sources, write_health_reports


def write_run(path: Path, megabytes: float, *, small: bool) -> int:
    """A rollouts file of about ``megabytes`` MB; returns its size in bytes."""
    return corpus.write(path, megabytes, small=small)


#: What the figures time: wall-clock time, or this process's CPU time with --cpu.
_clock = time.perf_counter


def floor(path: Path) -> float:
    """corpus.floor, timed by _clock."""
    if _clock is time.perf_counter:
        return corpus.floor([path])
    start = _clock()
    with path.open("rb") as stream:
        for line in stream:
            orjson.loads(line)
    return _clock() - start


def health(path: Path, jobs: int, reports: Path) -> tuple[float, dict[str, int]]:
    start = _clock()
    result = check_sources([Source(path)], engine=LocalEngine(jobs))
    write_health_reports(result, reports)
    verdicts: dict[str, int] = result.summary["run"]["verdicts"]
    return _clock() - start, verdicts


def measure(kind: str, megabytes: float, repeats: int, jobs: list[int]) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "rollouts.jsonl"
        reports = Path(scratch) / "reports"
        reports.mkdir()
        size = write_run(path, megabytes, small=kind == "small")
        rows = sum(1 for _ in path.open("rb"))
        health(path, 1, reports)  # warm up: compile validators, load registries
        floors: list[float] = []
        times: dict[int, list[float]] = {n: [] for n in jobs}
        verdicts: dict[str, int] = {}
        for _ in range(repeats):
            floors.append(floor(path))
            for n, measured in times.items():
                seconds, verdicts = health(path, n, reports)
                measured.append(seconds)
    f = statistics.median(floors)
    print(
        f"{kind} rows: {rows} rows, {size / 1e6:.1f} MB ({size / rows / 1e3:.1f} kB a row); "
        f"verdicts {verdicts} (the corpus is consistent: expect all healthy)"
    )
    for n, measured in times.items():
        t = statistics.median(measured)
        line = corpus.report(f"health --jobs {n}, {kind} rows", size, t, f)
        print(f"{line} {rows / t:8.0f} rows/s, median of {repeats}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megabytes", type=float, default=50.0, help="size of each corpus")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument(
        "--corpus", nargs="+", choices=("small", "large"), default=["small", "large"]
    )
    parser.add_argument("--jobs", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--cpu", action="store_true", help="time this process's CPU time")
    args = parser.parse_args()
    global _clock
    _clock = time.process_time if args.cpu else time.perf_counter
    print(
        f"{os.cpu_count()} CPUs, {corpus.load()} (before); "
        f"{'CPU' if args.cpu else 'wall-clock'} time"
    )
    for kind in args.corpus:
        measure(kind, args.megabytes, args.repeats, args.jobs)
    print(corpus.load(), "(after)")


if __name__ == "__main__":
    main()
