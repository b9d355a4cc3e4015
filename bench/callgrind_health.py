"""Instruction counts of `trajspec health` beside the parse floor, for callgrind.

    valgrind --tool=callgrind --dump-before=functools_reduce \
        python -P bench/callgrind_health.py {small|large} [--megabytes 1]

Builds the corpus of bench/bench_health.py, warms up, then marks three parts with a
``functools.reduce`` call each: the floor (``corpus.floor``: ``orjson.loads`` of every line of
the file, read as bench_health.py reads it), the health call
bench_health.py times (check_sources + write_health_reports), and nothing after. Callgrind
writes one file per part: ``.1`` is set-up, ``.2`` the floor, ``.3`` health (read each file's
``summary:`` line; docs/tooling-pitfalls.md says why the parts are marked this way).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import corpus

from trajspec._jsonl import LocalEngine, Source
from trajspec.validators import check_sources, write_health_reports


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("kind", choices=("small", "large"))
    parser.add_argument("--megabytes", type=float, default=1.0)
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


if __name__ == "__main__":
    main()
