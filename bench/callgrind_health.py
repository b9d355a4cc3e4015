"""Instruction counts of `trajspec health` beside the parse floor, for callgrind.

    valgrind --tool=callgrind --dump-before=functools_reduce \
        python -P bench/callgrind_health.py {small|large} [--megabytes 1]

Builds the corpus of bench/bench_health.py, warms up, then marks three parts with a
``functools.reduce`` call each: the floor (``corpus.floor``: ``orjson.loads`` of every line of
the file, read as bench_health.py reads it), the health call
bench_health.py times (check_sources + write_health_reports), and nothing after. Callgrind
writes one file per part: ``.1`` is set-up, ``.2`` the floor, ``.3`` health (read each file's
``summary:`` line; docs/tooling-pitfalls.md says why the parts are marked this way).

With ``--parts`` the same process then marks the steps of health one by one, over the same
lines, each a part of its own (what a missed target spends its instructions on):
``.4`` the strict reading of every line (``iter_jsonl``), ``.5`` the jsonschema-rs pass of
each row (``range_and_member_clean``), ``.6`` the trajectory's rules of each
(``trajectory_findings``), ``.7`` the evidence walk and the checks of each (``evaluate`` told
that the trajectory is clean and valid), ``.8`` the places of the findings, the run's reduce
and the writing of the reports. ``.2`` is their floor.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import corpus

from trajspec._jsonl import LocalEngine, Source
from trajspec._strictjson import iter_jsonl
from trajspec.validators import check_sources, write_health_reports
from trajspec.validators._evidence.trajectory import trajectory_findings
from trajspec.validators._health.places import places
from trajspec.validators._health.rollout import TRAJECTORY_SCHEMA, Settings, evaluate
from trajspec.validators._health.run import HealthRun
from trajspec.validators._structural.compiled import range_and_member_clean


def parts(path: Path, reports: Path) -> None:
    """The steps of health over the lines of ``path``, each a callgrind part of its own (see
    the module docstring); each step runs on what the one before it made."""
    lines = path.read_bytes().splitlines(keepends=True)
    records = list(iter_jsonl(lines))
    corpus.callgrind_part()
    rows = [record.value for record in records]
    clean = [range_and_member_clean(row, "ng_trajectory", TRAJECTORY_SCHEMA) for row in rows]
    corpus.callgrind_part()
    for row in rows:
        trajectory_findings(row.get("ng_trajectory"))
    corpus.callgrind_part()
    settings = Settings()
    digests = [
        evaluate(row, settings=settings, line=n, trajectory_clean=ok, trajectory_valid=ok)
        for n, (row, ok) in enumerate(zip(rows, clean, strict=True), start=1)
    ]
    corpus.callgrind_part()
    run = HealthRun(settings)
    for record, digest in zip(records, digests, strict=True):
        if digest.findings:
            digest.places = places(record.value, record.raw, record.line, digest.findings)
        run.add(digest)
    write_health_reports(run.finish(), reports)
    corpus.callgrind_part()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("kind", choices=("small", "large"))
    parser.add_argument("--megabytes", type=float, default=1.0)
    parser.add_argument("--parts", action="store_true", help="then each step, a part each")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "rollouts.jsonl"
        reports = Path(scratch) / "reports"
        reports.mkdir()
        corpus.write(path, args.megabytes, small=args.kind == "small")

        def run() -> None:
            result = check_sources([Source(path)], engine=LocalEngine(1))
            write_health_reports(result, reports)

        run()  # warm up: compile validators, load registries
        corpus.marked_floor_then(path, run)
        if args.parts:
            parts(path, reports)


if __name__ == "__main__":
    main()
