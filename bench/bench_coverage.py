"""Benchmark: `trajspec coverage` throughput beside the parse floor, in the same run, and the
peak memory of measuring a large run folder.

The corpus is bench/corpus.py's rows with 1-2 turns (each a model call with payloads,
parallel tool calls, a conversation), written as a run folder of shards. The floor is
`orjson.loads` of every line; the coverage figure is the work of `trajspec coverage --jobs 1`
minus rendering: strict reading of each line and judging it on every criterion. Medians of
repeated runs; the ratio is coverage time / floor time (lower is better). The peak RSS is
that of `trajspec coverage RUN --format json` in a process of its own (--rss-rows rows).
No assertions.

    python bench/bench_coverage.py [--rows 5000] [--repeats 5] [--rss-rows 100000] [--jobs 1]
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).parent))
import corpus

from trajspec._jsonl import Source
from trajspec.validators import measure_coverage


def write_run(folder: Path, rows: int, shards: int = 4, seed: int = 7) -> int:
    """A run folder of ``shards`` shards; returns its size in bytes."""
    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(seed)
    size = 0
    per = -(-rows // shards)
    for shard in range(shards):
        with (folder / f"rollouts-s{shard}.jsonl").open("wb") as out:
            for index in range(shard * per, min(rows, (shard + 1) * per)):
                data = orjson.dumps(corpus.row(index, rng, turns=(1, 2))) + b"\n"
                out.write(data)
                size += len(data)
    return size


def _files(folder: Path) -> list[Path]:
    return sorted(folder.glob("rollouts-*.jsonl"))


def floor(folder: Path) -> float:
    start = time.perf_counter()
    for path in _files(folder):
        with path.open("rb") as stream:
            for line in stream:
                orjson.loads(line)
    return time.perf_counter() - start


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=5000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument(
        "--rss-rows", type=int, default=100_000, help="rows of the peak-memory run (0: skip)"
    )
    parser.add_argument("--jobs", type=int, default=1, help="--jobs of the peak-memory run")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch) / "run"
        size = write_run(folder, args.rows)
        coverage(folder)  # warm up: load the criteria
        floors, runs, rows = [], [], 0
        for _ in range(args.repeats):
            floors.append(floor(folder))
            seconds, rows = coverage(folder)
            runs.append(seconds)
    mb = size / 1e6
    f, c = statistics.median(floors), statistics.median(runs)
    print(f"corpus: {rows} rows, {mb:.1f} MB in 4 shards")
    print(
        f"floor orjson.loads : {rows / f:9.0f} rows/s {mb / f:8.1f} MB/s (median of {args.repeats})"
    )
    print(
        f"trajspec coverage  : {rows / c:9.0f} rows/s {mb / c:8.1f} MB/s (median of {args.repeats})"
    )
    print(f"ratio coverage/floor: {c / f:.2f}x")
    if args.rss_rows:
        with tempfile.TemporaryDirectory() as scratch:
            folder = Path(scratch) / "run"
            size = write_run(folder, args.rss_rows)
            rss, seconds = peak_rss(folder, args.jobs)
            print(
                f"peak RSS of coverage --jobs {args.jobs} on {args.rss_rows} rows "
                f"({size / 1e6:.0f} MB): {rss:.1f} MB in {seconds:.1f} s"
            )


if __name__ == "__main__":
    main()
