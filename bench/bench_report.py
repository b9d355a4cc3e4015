"""Benchmark: `trajspec report`'s data and page beside the parse floor, in user CPU and peak memory.

A corpus of bench/corpus.py rows (10-200 KB, 5-60 turns; with --small 5-10 KB, 1-3 turns) is written once; then, each in a
fresh process so that the figures are its own, the floor (``orjson.loads`` of every line of
the same file) and the report (``build_report`` on an engine of ``--jobs`` processes and
``render_html`` of its data written to a file: the work of `trajspec report` minus the
console). Printed per run: user CPU seconds of the process and its workers, the times the
floor's (also without the fixed cost of a run, a report of one row: imports and compiling,
which a small corpus feels), and the peak resident set of the process and of its largest
worker (MiB).

    python bench/bench_report.py [--megabytes 50] [--jobs 1 2] [--repeats 3] [--small]
                                 [--folder DIR]

The corpus is kept in DIR when given (outside the repository), else in a temporary folder.
No assertions: it prints figures.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).parent))
import corpus


def child(what: str, path: Path, jobs: int) -> None:
    """One run in this (fresh) process; prints its user CPU and peaks as JSON."""
    if what == "floor":
        with path.open("rb") as stream:
            for line in stream:
                orjson.loads(line)
    else:
        from trajspec._files import write_atomic
        from trajspec._jsonl import LocalEngine, Source
        from trajspec.converters import build_report, render_html

        data = build_report([Source(path)], engine=LocalEngine(jobs))
        write_atomic(path.with_suffix(".html"), render_html(data))
    own = resource.getrusage(resource.RUSAGE_SELF)
    workers = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(
        orjson.dumps(
            {
                "user": own.ru_utime + workers.ru_utime,
                "parent": corpus.high_water_mib(),
                "worker": workers.ru_maxrss / 1024,
            }
        ).decode()
    )


def run(what: str, path: Path, jobs: int) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, __file__, "--child", what, str(path), str(jobs)],
        check=True,
        capture_output=True,
    )
    figures: dict[str, float] = orjson.loads(done.stdout.splitlines()[-1])
    return figures


def measure(folder: Path, megabytes: float, jobs: list[int], repeats: int, small: bool) -> None:
    path = folder / f"report-{'small-' * small}{megabytes:g}.jsonl"
    if not path.exists():
        corpus.write(path, megabytes, small=small)
    size = path.stat().st_size
    rows = sum(1 for _ in path.open("rb"))
    print(f"corpus: {rows} rows, {size / 1e6:.1f} MB ({size / rows / 1e3:.1f} kB a row)")
    floors = [run("floor", path, 1) for _ in range(repeats)]
    floor = statistics.median(f["user"] for f in floors)
    floor_peak = statistics.median(f["parent"] for f in floors)
    print(f"floor (orjson.loads):   user {floor:6.2f} s   peak {floor_peak:6.0f} MiB")
    # the fixed cost of a run (imports, compiling the validators): a report of the first row
    first = folder / "first-row.jsonl"
    with path.open("rb") as stream:
        first.write_bytes(stream.readline())
    fixed = statistics.median(run("report", first, 1)["user"] for _ in range(repeats))
    print(f"report of one row:      user {fixed:6.2f} s (imports, compiling; in every figure)")
    for n in jobs:
        runs = [run("report", path, n) for _ in range(repeats)]
        user = statistics.median(r["user"] for r in runs)
        parent = statistics.median(r["parent"] for r in runs)
        worker = statistics.median(r["worker"] for r in runs)
        print(
            f"report --jobs {n}:       user {user:6.2f} s = {user / floor:5.2f} x floor "
            f"({(user - fixed) / floor:5.2f} without the fixed cost)   "
            f"peak {parent:6.0f} MiB (largest worker {worker:.0f} MiB), median of {repeats}"
        )


def main() -> None:
    if len(sys.argv) == 5 and sys.argv[1] == "--child":
        child(sys.argv[2], Path(sys.argv[3]), int(sys.argv[4]))
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megabytes", type=float, default=50.0)
    parser.add_argument("--jobs", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--folder", type=Path, default=None)
    parser.add_argument("--small", action="store_true", help="rows of 5-10 KB (1-3 turns)")
    args = parser.parse_args()
    print(f"{corpus.load()} (before)")
    if args.folder is not None:
        args.folder.mkdir(parents=True, exist_ok=True)
        measure(args.folder, args.megabytes, args.jobs, args.repeats, args.small)
    else:
        with tempfile.TemporaryDirectory() as scratch:
            measure(Path(scratch), args.megabytes, args.jobs, args.repeats, args.small)
    print(f"{corpus.load()} (after)")


if __name__ == "__main__":
    main()
