"""Benchmark: peak memory of every batch command against the size of its input.

Each command's Python API (the work of the command minus the console, as in
``bench_jobs.py``, whose inputs and calls this reuses) runs in a fresh process on a small and
a large corpus made by the same generator, and reports the peak resident set of that process
(the parent: reading, cutting chunks, reducing, writing) and of its largest worker process
(``getrusage``: ``ru_maxrss`` of the children once the pool has joined them). Memory is flat
in input size when the large corpus's peak is within a few percent of the small one's.

    python bench/bench_memory.py FOLDER [--megabytes 100,1000] [--commands validate,...]
        [--jobs 1,2]

FOLDER (outside the repository) holds one generated corpus per size (``FOLDER/100``,
``FOLDER/1000``); they are kept for a rerun. No assertions: it prints figures.
"""

from __future__ import annotations

import argparse
import resource
import shutil
import subprocess
import sys
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).parent))
import bench_jobs
import corpus


def child(folder: Path, megabytes: float, commands: list[str], name: str, jobs: int) -> None:
    """One command in this (fresh) process; prints rows, MB and the peaks in MiB."""
    made = bench_jobs.inputs(folder, megabytes, commands)
    scratch = folder / "scratch"
    shutil.rmtree(scratch, ignore_errors=True)
    scratch.mkdir()
    try:
        rows, mb = bench_jobs.command(name, made, jobs, scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    # The process's own high-water mark from /proc (ru_maxrss of a process keeps what the
    # process that started it held before exec: 528 MiB after the generator, for every run);
    # the workers' from getrusage, in KiB on Linux (they are forked: what they share with
    # this process counts in theirs).
    parent = corpus.high_water_mib()
    worker = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(orjson.dumps({"rows": rows, "mb": mb, "parent": parent, "worker": worker}).decode())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--megabytes", default="100,1000", help="corpus sizes, comma-separated")
    parser.add_argument("--commands", default=",".join(bench_jobs.COMMANDS))
    parser.add_argument("--jobs", default="1,2", help="worker counts, comma-separated")
    parser.add_argument("--run", help=argparse.SUPPRESS)
    parser.add_argument("--size", type=float, help=argparse.SUPPRESS)
    parser.add_argument("--run-jobs", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    commands = args.commands.split(",")
    if args.run:
        child(args.folder / f"{args.size:g}", args.size, commands, args.run, args.run_jobs)
        return
    sizes = [float(m) for m in args.megabytes.split(",")]
    for size in sizes:
        # made once, before any measured run (the generator's memory is not measured)
        made = bench_jobs.inputs(args.folder / f"{size:g}", size, commands)
        # A chunk's peak follows its largest row, which a larger corpus of the same generator
        # draws larger: said beside the figures, since it moves them apart by itself.
        longest = max(
            (len(line) for shard in made["shards"] for line in shard.open("rb")), default=0
        )
        print(f"{size:g} MB: the longest row of the shards is {longest / 1e3:.0f} KB")
    print(f"{'command':9s} {'jobs':>4s} " + " ".join(
        f"{f'{size:g} MB parent':>15s} {'worker':>7s}" for size in sizes
    ) + "  large / small (parent)")  # fmt: skip
    for name in commands:
        for jobs in (int(j) for j in args.jobs.split(",")):
            peaks = []
            for size in sizes:
                out = subprocess.run(
                    [sys.executable, __file__, str(args.folder), "--commands", args.commands,
                     "--run", name, "--size", str(size), "--run-jobs", str(jobs)],
                    capture_output=True, text=True, check=True, timeout=3600,
                ).stdout.splitlines()[-1]  # fmt: skip
                peaks.append(orjson.loads(out))
            cells = " ".join(
                f"{p['parent']:11.1f} MiB {p['worker'] if jobs > 1 else 0:7.1f}" for p in peaks
            )
            print(f"{name:9s} {jobs:4d} {cells}  {peaks[-1]['parent'] / peaks[0]['parent']:.3f}")


if __name__ == "__main__":
    main()
