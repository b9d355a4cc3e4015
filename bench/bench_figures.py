"""Benchmark: every per-core wall-clock figure, run several times, as one table.

Runs the per-core benchmarks the README's Performance section quotes (each a fresh process,
the same commands and sizes), ``--runs`` times one after the other, reads the x floor figure
of each operation from their output (time over the ``orjson.loads`` floor of the same bytes
measured in the same run) and prints one markdown table: the figure of every run and the
median, with the load averages before and after each run. These figures are for users: they
move with the host and its load for the same instructions (docs/tooling-pitfalls.md, x floor
across hosts), so the targets are instruction counts (bench/callgrind_targets.py), never these.

    python bench/bench_figures.py [--runs 3] [--quick] [--jobs-folder DIR] [--scratch DIR]

With ``--jobs-folder`` (outside the repository, where bench/bench_jobs.py keeps its inputs)
each run also runs ``bench_jobs.py DIR --megabytes 150 --repeats 3`` and reads the speed-up
of ``--jobs 2`` over ``--jobs 1`` of every batch command.
``--scratch`` (made if missing) is the benchmarks' temporary folder (``TMPDIR`` of each): the
whole-batch rows write a file per row there, and a system temporary folder can make each new
file cost more than the work (docs/tooling-pitfalls.md, file creation in the system
temporary folder). ``--quick`` runs every benchmark on a small corpus with one repeat: it
checks that the benchmarks run and that their figures can be read, not the figures
themselves.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

BENCH = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Figure:
    """One row of the table: which benchmark line it reads."""

    operation: str
    corpus: str
    benchmark: str  # a key of COMMANDS
    figure: str  # the operation's label, or "corpus / figure" of a markdown table row


def _sized(script: str, megabytes: str, *options: str) -> tuple[list[str], list[str]]:
    """A benchmark of ``--megabytes``: five repeats of the size given, and quick (1 MB, one
    repeat)."""
    full = [script, "--megabytes", megabytes, "--repeats", "5", *options]
    return full, [script, "--megabytes", "1", "--repeats", "1", *options]


#: The README's commands, full size and quick (a small corpus, one repeat).
COMMANDS: dict[str, tuple[list[str], list[str]]] = {
    "validate": _sized("bench_validate.py", "20"),
    "validate-atif": _sized("bench_validate.py", "20", "--atif"),
    "validate-small": _sized("bench_validate.py", "20", "--small"),
    "health": _sized("bench_health.py", "10", "--jobs", "1"),
    "coverage": _sized("bench_coverage.py", "10", "--rss-rows", "0"),
    "projection": (
        ["bench_projection.py", "--rows", "300", "--small-rows", "600", "--repeats", "5", "--cpu"],
        ["bench_projection.py", "--rows", "20", "--small-rows", "40", "--repeats", "1", "--cpu"],
    ),
    "export": (
        ["bench_export.py", "--rows", "100", "--small-rows", "600", "--repeats", "5"],
        ["bench_export.py", "--rows", "10", "--small-rows", "40", "--repeats", "1"],
    ),
    "reverify": (
        ["bench_reverify.py", "--megabytes", "4", "--small", "600", "--repeats", "5", "--cpu"],
        ["bench_reverify.py", "--megabytes", "0.5", "--small", "40", "--repeats", "1", "--cpu"],
    ),
}

#: The two corpora of each per-row benchmark: (the table's name, its label in the output).
_CORPORA = {
    "projection": (("3-20 calls a row", "3-20 calls"), ("rows of 5-10 KB", "5-10 KB rollouts")),
    "export": (("5-30 turns a row", "5-30 turns"), ("rows of 5-10 KB", "5-10 KB rows")),
    "reverify": (("10-80 steps", "10-80 steps"), ("documents of 5-10 KB", "5-10 KB documents")),
}

#: The per-row benchmarks' figures: (operation, benchmark, the figure's column label).
_PER_ROW = (
    ("projection (enrich)", "projection", "enrich (project)"),
    ("export", "export", "export"),
    ("reverify (load, check, rebuild)", "reverify", "reverify (load+check+rebuild)"),
    ("project, whole batch (jobs 1)", "projection", "batch (jobs 1)"),
    ("export, whole batch", "export", "batch"),
    ("reverify, whole batch `--dry-run`", "reverify", "batch --dry-run (jobs 1)"),
)

FIGURES = (
    Figure("validate", "rollout rows, 10-200 KB", "validate", "validate rollout rows"),
    Figure("validate", "ATIF documents", "validate-atif", "validate ATIF documents"),
    Figure("validate", "rows of 5-10 KB", "validate-small", "validate small rows"),
    Figure("health", "rows of about 134 KB", "health", "health --jobs 1, large rows"),
    Figure("health", "rows of 5-10 KB", "health", "health --jobs 1, small rows"),
    Figure("coverage", "rows of about 134 KB", "coverage", "coverage, large rows"),
    Figure("coverage", "rows of 5-10 KB", "coverage", "coverage, small rows"),
    *(
        Figure(operation, corpus, benchmark, f"{label} / {figure}")
        for operation, benchmark, figure in _PER_ROW
        for corpus, label in _CORPORA[benchmark]
    ),
)

#: bench/bench_jobs.py's batch commands, each a row of its table.
JOBS_COMMANDS = ("validate", "project", "health", "coverage", "export", "reverify")

#: The speed-ups, read from bench/bench_jobs.py (only with ``--jobs-folder``).
JOBS_FIGURES = tuple(
    Figure(f"{name}, `--jobs 2` / `--jobs 1` rows/s", "bench_jobs inputs", "jobs", f"jobs {name}")
    for name in JOBS_COMMANDS
)

#: A row of bench/bench_jobs.py's table: the command, rows/s at jobs 1 and 2, their ratio.
_JOBS = re.compile(rf"^(?P<name>{'|'.join(JOBS_COMMANDS)})\s+[0-9.]+\s+[0-9.]+\s+(?P<x>[0-9.]+)\s")

#: A line of bench/corpus.py's ``report``: "<operation>  <n> MB/s  <x> x floor (...".
_REPORT = re.compile(r"^(?P<label>\S.*?)\s+[0-9.]+ MB/s\s+(?P<x>[0-9.]+) x floor\b")


class UnreadableOutput(Exception):
    """A benchmark's output lacks a figure the table needs."""


def figures(output: str) -> dict[str, float]:
    """The x floor figures in a benchmark's output, by label: an operation's report line
    (bench/corpus.py ``report``) by its operation, a markdown table row by "corpus / figure"
    with the value of the column headed "x floor"."""
    found: dict[str, float] = {}
    column: int | None = None
    for line in output.splitlines():
        line = line.strip()
        if line.startswith("|"):
            cells = [cell.strip() for cell in line.strip("|").split("|")]
            if "x floor" in cells:
                column = cells.index("x floor")
            elif column is not None and not set(cells[0]) <= set("-:"):
                found[f"{cells[0]} / {cells[1]}"] = float(cells[column])
            continue
        column = None
        match = _REPORT.match(line)
        if match:
            found[match["label"]] = float(match["x"])
        elif match := _JOBS.match(line):
            found[f"jobs {match['name']}"] = float(match["x"])
    return found


def _load() -> str:
    return ", ".join(f"{x:.2f}" for x in os.getloadavg())


def _jobs_command(folder: Path) -> tuple[list[str], list[str]]:
    full = ["bench_jobs.py", str(folder), "--megabytes", "150", "--repeats", "3"]
    return full, ["bench_jobs.py", str(folder / "quick"), "--megabytes", "4", "--repeats", "1"]


def run_once(
    quick: bool,
    rows: tuple[Figure, ...],
    jobs_folder: Path | None = None,
    scratch: Path | None = None,
) -> tuple[dict[str, float], str]:
    """Every benchmark once: the figure of every row, and the load before and after;
    with ``scratch``, each benchmark's temporary files go there."""
    before = _load()
    env = None if scratch is None else {**os.environ, "TMPDIR": str(scratch)}
    read: dict[str, dict[str, float]] = {}
    commands = dict(COMMANDS)
    if jobs_folder is not None:
        commands["jobs"] = _jobs_command(jobs_folder)
    for name, (full, small) in commands.items():
        args = small if quick else full
        done = subprocess.run(
            [sys.executable, str(BENCH / args[0]), *args[1:]],
            capture_output=True,
            text=True,
            check=False,
            env=env,
        )
        if done.returncode != 0:
            raise UnreadableOutput(f"{args[0]} exited {done.returncode}:\n{done.stderr}")
        read[name] = figures(done.stdout)
    out: dict[str, float] = {}
    for row in rows:
        got = read[row.benchmark].get(row.figure)
        if got is None:
            raise UnreadableOutput(f"no figure {row.figure!r} in {row.benchmark}'s output")
        out[row.figure] = got
    return out, f"{before} before, {_load()} after"


def table(runs: list[dict[str, float]], rows: tuple[Figure, ...] = FIGURES) -> list[str]:
    """The markdown table of the runs' figures."""
    numbers = " / ".join(str(i + 1) for i in range(len(runs)))
    lines = [
        f"| operation | corpus | x floor, runs {numbers} | median |",
        "|---|---|---:|---:|",
    ]
    for row in rows:
        values = [run[row.figure] for run in runs]
        shown = " / ".join(f"{v:.2f}" for v in values)
        lines.append(
            f"| {row.operation} | {row.corpus} | {shown} | {statistics.median(values):.2f} |"
        )
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="small corpora, one repeat")
    parser.add_argument(
        "--jobs-folder", type=Path, help="bench_jobs.py's inputs: with it, the speed-ups"
    )
    parser.add_argument(
        "--scratch", type=Path, help="the benchmarks' temporary folder (TMPDIR), made if missing"
    )
    args = parser.parse_args()
    if args.scratch is not None:
        args.scratch = args.scratch.resolve()
        try:
            args.scratch.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            parser.error(f"--scratch {args.scratch}: {error.strerror or error}")
    rows = FIGURES + (JOBS_FIGURES if args.jobs_folder else ())
    runs: list[dict[str, float]] = []
    loads: list[str] = []
    try:
        for _ in range(args.runs):
            got, load = run_once(args.quick, rows, args.jobs_folder, args.scratch)
            runs.append(got)
            loads.append(load)
    except UnreadableOutput as error:
        print(f"bench_figures: {error}", file=sys.stderr)
        return 1
    print(f"{os.cpu_count()} CPUs; load averages (1, 5, 15 min) of each run:")
    for i, load in enumerate(loads, 1):
        print(f"  run {i}: {load}")
    print()
    print("\n".join(table(runs, rows)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
