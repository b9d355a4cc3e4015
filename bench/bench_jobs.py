"""Benchmark: how `--jobs 2` scales against `--jobs 1` for every batch command, and where the
time goes, in figures that load on the machine does not distort much.

For validate, project, health, coverage, export and reverify (their Python APIs, the work of
the command minus the console) each run happens in a fresh process and reports its wall time,
the CPU time of that process (the parent: reading, sending chunks, taking results back,
reducing, writing) and of its worker processes (``getrusage`` of the children, counted when
the pool has joined them). A third, in-process run counts the bytes pickled each way per MB of input.

On an idle 2-core machine the parent and its two workers share two cores, so

    speed-up(jobs 2) ~= min(2 * cpu(jobs 1) / (parent + workers), cpu(jobs 1) / parent)

("model" below, from CPU times alone; above 2 only when load inflated the jobs-1 run); the
wall-clock ratio is printed beside it with the load, and the "tail" of the jobs-2 run: from
the first worker's last result to the last worker's, the time one worker ran on alone.

Where the CPU of the workers goes beyond their instructions (``bench/callgrind_jobs.py`` counts
those; the workers of a --jobs 2 run count no more than the whole --jobs 1 run): "sys" is the
kernel's share per MB (page faults, the copies on write after the fork, reads), "faults+" the
minor page faults the jobs-2 run takes beyond the jobs-1 run, and "1 core" the workers' CPU per
MB when the whole jobs-2 run is held on one core (``sched_setaffinity``), where the two workers
never run at the same time: workers that cost more CPU on two cores than on one pay for
running side by side (shared caches, memory bandwidth, the host's cores), not for more work.

    python bench/bench_jobs.py FOLDER [--megabytes 40] [--commands validate,health,...]
        [--small 2000]   # reverify's export: documents of 5-10 KB

FOLDER (outside the repository) holds the generated inputs; they are kept for a rerun.
"""

from __future__ import annotations

import argparse
import os
import pickle
import random
import resource
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import orjson

sys.path.insert(0, str(Path(__file__).parent))
import bench_export
import bench_projection
import bench_reverify
import corpus

COMMANDS = ["validate", "project", "health", "coverage", "export", "reverify"]
SHARDS = 4
SELF, CHILDREN = resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN


def _reverify_documents(megabytes: float, small: int) -> list[bytes]:
    """Reverify's documents: ``small`` of 5-10 KB when given (where the parent's share of a
    batch is largest), else ``megabytes / 2`` MB of 10-80 steps."""
    if small:
        return bench_reverify.small_documents(small)
    return bench_reverify.documents(megabytes / 2)


def inputs(
    folder: Path, megabytes: float, commands: Iterable[str] = COMMANDS, small: int = 0
) -> dict[str, Any]:
    """Generated inputs (made once per folder): shards of exportable rows of 5-30 turns for
    validate, health, coverage and export; a rows file with capture files for project; an
    export's manifest and files for reverify. With ``commands`` that need only reverify's,
    only those are made (``--commands reverify``: minutes less on a loaded machine); with
    ``small``, reverify's export holds that many documents of 5-10 KB."""
    folder.mkdir(parents=True, exist_ok=True)
    rows_dir, project_dir = folder / "rows", folder / "project"
    # small documents in a folder of their own: a rerun of either kind finds its own
    reverify_dir = folder / (f"reverify-small{small}" if small else "reverify")
    only_reverify = set(commands) == {"reverify"}
    stamp = folder / (
        f"made-{megabytes:g}{'-reverify' if only_reverify else ''}{f'-small{small}' * bool(small)}"
    )
    whole = folder / f"made-{megabytes:g}{f'-small{small}' * bool(small)}"
    if only_reverify and not stamp.exists() and not whole.exists():
        shutil.rmtree(reverify_dir, ignore_errors=True)
        reverify_dir.mkdir()
        bench_reverify.write_export(reverify_dir, _reverify_documents(megabytes, small))
        stamp.touch()
    elif only_reverify:
        pass  # made already, alone or with every other command's
    elif not stamp.exists():
        for made in (rows_dir, project_dir, reverify_dir):
            shutil.rmtree(made, ignore_errors=True)
            made.mkdir()
        # ~220 KB a row at 5-30 turns
        per_shard = max(1, int(megabytes * 1e6 / 220_000 / SHARDS))
        for n in range(SHARDS):
            rng = random.Random(n)
            # rows numbered across shards: export refuses a repeated rollout key
            rows = range(n * per_shard, (n + 1) * per_shard)
            (rows_dir / f"rollouts-{n}.jsonl").write_bytes(
                b"".join(
                    orjson.dumps(bench_export.exportable(corpus.row(i, rng, turns=(5, 30)))) + b"\n"
                    for i in rows
                )
            )
        # project reads its capture files too: about a quarter of the budget's rows
        bench_projection.write_corpus(project_dir, max(1, int(megabytes * 1e6 / 120_000)))
        bench_reverify.write_export(reverify_dir, _reverify_documents(megabytes, small))
        stamp.touch()
    shards = sorted(rows_dir.glob("rollouts-*.jsonl"))
    capture = project_dir / "capture"
    project_files = [
        project_dir / "rows.jsonl",
        *(sorted(capture.iterdir()) if capture.is_dir() else []),
    ]
    export = reverify_dir / "export"
    reverify_files = [reverify_dir / "inputs.jsonl", *sorted(export.iterdir())]
    return {
        "shards": shards,
        "project_rows": project_dir / "rows.jsonl",
        "capture": project_dir / "capture",
        "manifest": export / "manifest.jsonl",
        "reverify_inputs": reverify_dir / "inputs.jsonl",
        "megabytes": {
            "shards": sum(p.stat().st_size for p in shards) / 1e6,
            "project": sum(p.stat().st_size for p in project_files if p.exists()) / 1e6,
            "reverify": sum(p.stat().st_size for p in reverify_files) / 1e6,
        },
    }


def command(name: str, made: dict[str, Any], jobs: int, scratch: Path) -> tuple[int, float]:
    """Run one command's batch; returns (rows, megabytes of input)."""
    from trajspec._jsonl import LocalEngine, Source
    from trajspec.converters import ProjectOptions, export_rollouts, project_file, reverify
    from trajspec.validators import (
        check_sources,
        measure_coverage,
        validate_sources,
        write_health_reports,
    )

    engine = LocalEngine(jobs)
    sources = [Source(p) for p in made["shards"]]
    mb = made["megabytes"]["shards"]
    if name == "validate":
        return sum(1 for _ in validate_sources(sources, engine=engine)), mb
    if name == "health":
        result = check_sources(sources, engine=engine)
        (scratch / "health").mkdir()
        write_health_reports(result, scratch / "health")
        return sum(result.summary["run"]["verdicts"].values()), mb
    if name == "coverage":
        return measure_coverage(sources, engine=engine).rows, mb
    if name == "export":
        out = export_rollouts(
            [str(p) for p in made["shards"]], scratch / "export", session_id="s",
            agent_version="1", engine=engine,
        )  # fmt: skip
        assert out.ok, [f.to_json() for f in out.findings[:3]]
        return out.rows, mb
    if name == "project":
        options = ProjectOptions(capture_dir=str(made["capture"]))
        projected = project_file(
            Source(made["project_rows"]), scratch / "out.jsonl", options, engine=engine
        )
        assert projected.ok
        return projected.rows, made["megabytes"]["project"]
    if name == "reverify":
        summary = reverify(
            made["manifest"], made["reverify_inputs"], scratch / "out.jsonl", dry_run=True,
            jobs=jobs,
        )  # fmt: skip
        assert summary.exit_code == 0, summary.to_json()
        return summary.entries, made["megabytes"]["reverify"]
    raise ValueError(name)


def timed_run(name: str, made: dict[str, Any], jobs: int, scratch: Path) -> dict[str, float]:
    """One run in this (fresh) process: wall, parent CPU and worker CPU seconds."""

    def usage(who: int) -> tuple[float, float, float]:
        used = resource.getrusage(who)
        return used.ru_utime, used.ru_stime, used.ru_minflt

    from trajspec import _pool

    # When each worker's last result came back: from the first of those to the last, the
    # other workers had nothing left to run (the "tail" lost to the last chunks).
    last: dict[int, float] = {}
    receive = _pool._Worker.receive

    def timed_receive(worker: Any) -> None:
        receive(worker)
        last[id(worker)] = time.perf_counter()

    _pool._Worker.receive = timed_receive  # type: ignore[method-assign]
    pool_start = _pool._Pool.__init__

    def new_pool(pool: Any, jobs: int) -> None:
        # the tail of a batch's last map (reverify's large manifest or inputs file is read
        # by a pool of its own first, whose workers end early)
        last.clear()
        pool_start(pool, jobs)

    _pool._Pool.__init__ = new_pool  # type: ignore[method-assign]
    parent, workers, wall = usage(SELF), usage(CHILDREN), time.perf_counter()
    rows, mb = command(name, made, jobs, scratch)
    wall = time.perf_counter() - wall
    parent = [b - a for a, b in zip(parent, usage(SELF), strict=True)]
    workers = [b - a for a, b in zip(workers, usage(CHILDREN), strict=True)]
    return {
        "rows": rows,
        "mb": mb,
        "wall": wall,
        "parent": parent[0] + parent[1],
        "workers": workers[0] + workers[1],
        # the kernel's share (page faults, copies on write after the fork, reads) and the
        # minor page faults: work that instruction counts (callgrind) do not see
        "parent_sys": parent[1],
        "workers_sys": workers[1],
        "parent_faults": parent[2],
        "workers_faults": workers[2],
        "tail": max(last.values()) - min(last.values()) if last else 0.0,
    }


def pickled_run(name: str, made: dict[str, Any], scratch: Path) -> dict[str, float]:
    """Bytes a process pool pickles each way: every map call's arguments and result, counted
    in this process (``LocalEngine.map`` wrapped, the calls made as for a pool)."""
    from trajspec import _jsonl

    sent = received = 0

    def counting(
        self: Any, function: Callable[..., Any], calls: Iterable[tuple[Any, ...]]
    ) -> Iterator[Any]:
        nonlocal sent, received
        for args in calls:
            sent += len(pickle.dumps((function, args), pickle.HIGHEST_PROTOCOL))
            result = function(*args)
            received += len(pickle.dumps(result, pickle.HIGHEST_PROTOCOL))
            yield result

    _jsonl.LocalEngine.map = counting  # type: ignore[method-assign]
    # calls as a pool is sent them: chunks of files as positions
    _jsonl.LocalEngine.separate = property(lambda self: True)  # type: ignore[method-assign, assignment]
    _, mb = command(name, made, 1, scratch)
    return {"sent_per_mb": sent / 1e6 / mb, "received_per_mb": received / 1e6 / mb}


def startup() -> float:
    """Seconds from making a 2-worker pool to its first result (a trivial call)."""
    from trajspec._jsonl import LocalEngine

    start = time.perf_counter()
    list(LocalEngine(2).map(abs, [(-1,), (-2,)]))
    return time.perf_counter() - start


def child(args: argparse.Namespace, made: dict[str, Any]) -> None:
    scratch = args.folder / f"scratch-{os.getpid()}"
    scratch.mkdir()
    if args.one_core and hasattr(os, "sched_setaffinity"):
        # the pool on one core (Linux): its workers never run at the same time
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    try:
        if args.run == "startup":
            out: dict[str, float] = {"startup": startup()}
        elif args.jobs == 0:
            out = pickled_run(args.run, made, scratch)
        else:
            out = timed_run(args.run, made, args.jobs, scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print(orjson.dumps(out).decode())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--megabytes", type=float, default=40.0)
    parser.add_argument("--commands", default=",".join(COMMANDS))
    parser.add_argument(
        "--repeats", type=int, default=2, help="runs per figure; the least time of each is kept"
    )
    parser.add_argument(
        "--small", type=int, default=0, help="reverify: this many documents of 5-10 KB"
    )
    parser.add_argument("--run", help=argparse.SUPPRESS)
    parser.add_argument("--jobs", type=int, default=1, help=argparse.SUPPRESS)
    parser.add_argument("--one-core", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    made = inputs(args.folder, args.megabytes, args.commands.split(","), args.small)
    if args.run:
        child(args, made)
        return

    def spawn(run: str, jobs: int, one_core: bool = False) -> dict[str, float]:
        out = subprocess.run(
            [sys.executable, __file__, str(args.folder), "--megabytes", str(args.megabytes),
             "--commands", args.commands, "--small", str(args.small), "--run", run,
             "--jobs", str(jobs), *(["--one-core"] * one_core)],
            capture_output=True, text=True, check=True, timeout=3600,
        ).stdout.splitlines()[-1]  # fmt: skip
        return orjson.loads(out)  # type: ignore[no-any-return]

    random.seed(0)
    print(
        f"inputs: {made['megabytes']['shards']:.0f} MB of shards, project "
        f"{made['megabytes']['project']:.0f} MB, reverify {made['megabytes']['reverify']:.0f} MB; "
        f"load {os.getloadavg()[0]:.2f}; 2-worker pool start-up "
        f"{spawn('startup', 2)['startup'] * 1e3:.0f} ms"
    )
    print(
        f"{'command':9s} {'rows/s j1':>10s} {'rows/s j2':>10s} {'ratio':>6s} {'model':>6s} "
        f"{'cpu s/MB j1':>11s} {'parent j2':>9s} {'workers j2':>10s} {'parent%':>7s} "
        f"{'sent/MB':>7s} {'recv/MB':>7s} {'tail j2':>7s} {'sys j1':>6s} {'sys j2':>6s} "
        f"{'faults+':>7s} {'1 core':>9s}  load"
    )
    for name in args.commands.split(","):
        # interleaved runs, each figure the least of its repeats (load only adds to them)
        runs = [(spawn(name, 1), spawn(name, 2), spawn(name, 2, True)) for _ in range(args.repeats)]
        one, two, pinned = ({k: min(r[j][k] for r in runs) for k in runs[0][j]} for j in (0, 1, 2))
        sizes = spawn(name, 0)
        mb = one["mb"]
        cpu1 = one["parent"] + one["workers"]
        model = min(2 * cpu1 / (two["parent"] + two["workers"]), cpu1 / two["parent"])
        print(
            f"{name:9s} {one['rows'] / one['wall']:10.1f} {two['rows'] / two['wall']:10.1f} "
            f"{one['wall'] / two['wall']:6.2f} {model:6.2f} {cpu1 / mb * 1e3:8.1f} ms "
            f"{two['parent'] / mb * 1e3:6.1f} ms {two['workers'] / mb * 1e3:7.1f} ms "
            f"{100 * two['parent'] / (two['parent'] + two['workers']):6.1f}% "
            f"{sizes['sent_per_mb']:7.2f} {sizes['received_per_mb']:7.2f} "
            f"{two['tail'] * 1e3:4.0f} ms "
            f"{(one['parent_sys'] + one['workers_sys']) / mb * 1e3:6.2f} "
            f"{(two['parent_sys'] + two['workers_sys']) / mb * 1e3:6.2f} "
            f"{two['parent_faults'] + two['workers_faults'] - one['parent_faults']:7.0f} "
            f"{pinned['workers'] / mb * 1e3:6.1f} ms  "
            f"{os.getloadavg()[0]:.2f}"
        )


if __name__ == "__main__":
    main()
