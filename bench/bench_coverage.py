"""Benchmark: `trajspec coverage` throughput beside the parse floor, in the same run, and the
peak memory of measuring a large run folder.

The corpora are bench/corpus.py's small rows (5-10 KB, 1-3 turns) and large rows (10-200 KB,
5-60 turns), each written as a run folder of 4 shards. The floor is `orjson.loads` of every
line; the coverage figure is the work of `trajspec coverage --jobs 1` minus rendering: strict
reading of each line and judging it on every criterion. Medians of repeated runs, the floor
and the operation interleaved; printed as MB/s, x floor (coverage time / floor time, lower is
better; the target is <= 3) and the floor's MB/s, with the machine's load before and after.
The peak RSS is that of `trajspec coverage RUN --format json` in a process of its own
(--rss-rows small rows). No assertions.

    python bench/bench_coverage.py [--megabytes 30] [--repeats 5] [--corpus small large]
                                   [--rss-rows 100000] [--jobs 1]
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import corpus

from trajspec._jsonl import Source
from trajspec.validators import measure_coverage


def write_run(folder: Path, megabytes: float, *, small: bool, shards: int = 4) -> int:
    """A run folder of ``shards`` shards of about ``megabytes`` MB in all; returns its size."""
    folder.mkdir(parents=True, exist_ok=True)
    outs = [(folder / f"rollouts-s{n}.jsonl").open("wb") for n in range(shards)]
    size = 0
    try:
        lines = corpus.lines(megabytes, small=small)
        for out, line in zip(itertools.cycle(outs), lines, strict=False):
            out.write(line)
            size += len(line)
    finally:
        for out in outs:
            out.close()
    return size


def write_rows(folder: Path, rows: int, shards: int = 4) -> int:
    """A run folder of ``rows`` small rows; returns its size in bytes."""
    folder.mkdir(parents=True, exist_ok=True)
    rng = corpus.random.Random(7)
    outs = [(folder / f"rollouts-s{n}.jsonl").open("wb") for n in range(shards)]
    size = 0
    try:
        for index in range(rows):
            line = corpus.orjson.dumps(corpus.small_row(index, rng)) + b"\n"
            outs[index % shards].write(line)
            size += len(line)
    finally:
        for out in outs:
            out.close()
    return size


def _files(folder: Path) -> list[Path]:
    return sorted(folder.glob("rollouts-*.jsonl"))


def coverage(folder: Path) -> tuple[float, int]:
    start = time.perf_counter()
    rows = measure_coverage([Source(path) for path in _files(folder)]).rows
    return time.perf_counter() - start, rows


def peak_rss(folder: Path, jobs: int) -> tuple[float, float]:
    """Peak resident memory (MB) of `trajspec coverage` on a folder, and its wall time."""
    script = (
        "import resource, sys\n"
        "from trajspec._cli.app import main\n"
        "main(['coverage', sys.argv[1], '--format', 'json', '--jobs', sys.argv[2]])\n"
        "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr)\n"
    )
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-P", "-c", script, str(folder), str(jobs)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        check=False,
    )
    seconds = time.perf_counter() - start
    return int(done.stderr.strip().splitlines()[-1]) / 1024, seconds


def measure(kind: str, megabytes: float, repeats: int) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch) / "run"
        size = write_run(folder, megabytes, small=kind == "small")
        coverage(folder)  # warm up: load the criteria
        floors, runs, rows = [], [], 0
        for _ in range(repeats):
            floors.append(corpus.floor(_files(folder)))
            seconds, rows = coverage(folder)
            runs.append(seconds)
    f, c = statistics.median(floors), statistics.median(runs)
    print(f"{kind} rows: {rows} rows, {size / 1e6:.1f} MB in 4 shards")
    line = corpus.report(f"coverage, {kind} rows", size, c, f)
    print(f"{line} {rows / c:8.0f} rows/s, median of {repeats}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megabytes", type=float, default=30.0, help="size of each corpus")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument(
        "--corpus", nargs="+", choices=("small", "large"), default=["small", "large"]
    )
    parser.add_argument(
        "--rss-rows", type=int, default=100_000, help="rows of the peak-memory run (0: skip)"
    )
    parser.add_argument("--jobs", type=int, default=1, help="--jobs of the peak-memory run")
    args = parser.parse_args()
    print(corpus.load(), "(before)")
    for kind in args.corpus:
        measure(kind, args.megabytes, args.repeats)
    if args.rss_rows:
        with tempfile.TemporaryDirectory() as scratch:
            folder = Path(scratch) / "run"
            size = write_rows(folder, args.rss_rows)
            rss, seconds = peak_rss(folder, args.jobs)
            print(
                f"peak RSS of coverage --jobs {args.jobs} on {args.rss_rows} rows "
                f"({size / 1e6:.0f} MB): {rss:.1f} MB in {seconds:.1f} s"
            )
    print(corpus.load(), "(after)")


if __name__ == "__main__":
    main()
