"""Instruction counts of one batch command at ``--jobs 1`` and ``--jobs 2``, per process, under
callgrind (load on the machine does not change them; wall and CPU time it does).

    python bench/callgrind_jobs.py FOLDER --megabytes 24                    # make the inputs
    valgrind --tool=callgrind --dump-before=functools_reduce \\
        --callgrind-out-file=OUT/validate-2/j%p python -P bench/callgrind_jobs.py FOLDER \\
        --megabytes 24 --run validate --jobs 2           # and --jobs 1 into OUT/validate-1,
                                                         # --floor into OUT/validate-floor
    python bench/callgrind_jobs.py FOLDER --split OUT                       # the figures

The inputs are ``bench/bench_jobs.py``'s (the same generator, the same commands through their
Python APIs). The script marks its parts with ``functools.reduce`` calls (see the rows on
callgrind in docs/tooling-pitfalls.md): in the parent one before the command (file ``.1``:
start-up and imports) and one after it (file ``.2``: the command), in each forked worker one as
it starts (file ``.1``: the parent's counts it inherited), so that a worker's last file holds
its own work only. ``--floor`` counts ``orjson.loads`` of every line of the command's inputs
the same way (file ``.2``). ``--split`` reads such a folder: per run, the parent's command and
each worker's own count, their sum, and the command at ``--jobs 1`` for comparison.
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import bench_jobs
from corpus import callgrind_part as mark


def run(folder: Path, megabytes: float, name: str, jobs: int) -> None:
    from trajspec import _pool

    made = bench_jobs.inputs(folder, megabytes)
    serve = _pool._serve

    def marked_serve(*args: object) -> None:
        mark()  # the counts this worker inherited from its parent end here
        serve(*args)  # type: ignore[arg-type]

    _pool._serve = marked_serve  # type: ignore[assignment]
    # every import the command makes, before the first mark (not counted in the command)
    import trajspec.converters
    import trajspec.validators  # noqa: F401

    scratch = Path(tempfile.mkdtemp(dir=folder))
    try:
        mark()
        rows, _ = bench_jobs.command(name, made, jobs, scratch)
        mark()
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print(rows)


def floor(folder: Path, megabytes: float, name: str) -> None:
    import orjson

    made = bench_jobs.inputs(folder, megabytes)
    if name == "project":
        paths = [made["project_rows"]]
    elif name == "reverify":
        paths = [made["reverify_inputs"], *sorted(made["manifest"].parent.iterdir())]
    else:
        paths = made["shards"]
    data = [path.read_bytes() for path in paths]
    loads = orjson.loads
    mark()
    for text in data:
        if text.startswith(b"{\n"):  # a whole document (an export file)
            loads(text)
        else:
            for line in text.splitlines():
                if line:
                    loads(line)
    mark()


SUMMARY = re.compile(rb"^(?:summary|totals): (\d+)", re.M)


def count(path: Path) -> int:
    found = SUMMARY.search(path.read_bytes())
    return int(found.group(1)) if found else 0


def processes(out: Path) -> tuple[int, list[int]]:
    """The command's count in the parent (its ``.2`` file) and each worker's own (its last
    file: the process wrote no ``.2``) of one run's folder."""
    files: dict[str, list[Path]] = {}
    for path in sorted(out.glob("j*")):
        files.setdefault(path.name.split(".")[0], []).append(path)
    parent, workers = 0, []
    for paths in files.values():
        names = {path.name.partition(".")[2]: path for path in paths}
        if "2" in names:
            parent = count(names["2"])
        else:
            workers.append(count(names[""]))
    return parent, workers


def split(out: Path) -> None:
    """The figures of the runs in ``out`` (folders ``NAME-1``, ``NAME-2`` and ``NAME-floor``
    as the usage above makes them), in millions of instructions."""
    print(
        f"{'command':9s} {'floor':>7s} {'jobs 1':>8s} {'parent':>7s} {'workers':>15s} "
        f"{'j2 sum':>8s} {'j2/j1':>6s} {'workers/j1':>10s} {'x floor j1':>10s}"
    )
    for one in sorted(out.glob("*-1")):
        name = one.name[:-2]
        j1, _ = processes(one)
        if not j1:  # not finished
            continue
        parent, workers = processes(out / f"{name}-2")
        base = out / f"{name}-floor"
        low = processes(base)[0] if base.exists() else 0
        total = parent + sum(workers)
        print(
            f"{name:9s} {low / 1e6:7.1f} {j1 / 1e6:8.1f} {parent / 1e6:7.1f} "
            f"{'+'.join(f'{w / 1e6:.1f}' for w in workers):>15s} {total / 1e6:8.1f} "
            f"{total / j1:6.3f} {sum(workers) / j1:10.3f} "
            f"{j1 / low if low else float('nan'):10.2f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--megabytes", type=float, default=24.0)
    parser.add_argument("--run")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--floor", action="store_true")
    parser.add_argument("--split", type=Path)
    args = parser.parse_args()
    if args.split:
        split(args.split)
    elif args.floor:
        floor(args.folder, args.megabytes, args.run)
    elif args.run:
        run(args.folder, args.megabytes, args.run, args.jobs)
    else:
        bench_jobs.inputs(args.folder, args.megabytes)


if __name__ == "__main__":
    main()
