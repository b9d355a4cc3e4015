"""Instruction counts of coverage's chunk step beside the parse floor, for callgrind.

    valgrind --tool=callgrind --dump-before=functools_reduce \
        python -P bench/callgrind_coverage.py [--megabytes 1.5] [--large]

The script builds bench/corpus.py's rows (small ones unless --large), warms up, then marks
each measured part with a ``functools.reduce`` call so callgrind dumps one file per part:
file 1 is the setup, file 2 the floor (``orjson.loads`` of every line), file 3
``measure_chunk`` over the same lines, then its steps one by one: file 4 strict reading of
the lines, file 5 the range pass over the parsed rows, file 6 judging and counting them
(docs/tooling-pitfalls.md, callgrind rows; read the files with ``callgrind_annotate
--inclusive=yes``). Without valgrind it prints the wall times, which mean little on a
shared machine.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).parent))
import corpus
from corpus import callgrind_part as mark

from trajspec._jsonvalues import first_out_of_range
from trajspec._strictjson import iter_jsonl
from trajspec.validators._coverage.batch import measure_chunk
from trajspec.validators._coverage.criteria import load_criteria
from trajspec.validators._coverage.tally import CoverageTally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megabytes", type=float, default=1.5)
    parser.add_argument("--large", action="store_true", help="rows of 10-200 KB")
    args = parser.parse_args()
    lines = list(corpus.lines(args.megabytes, small=not args.large))
    for _ in range(2):  # warm up: compile the criteria, fill the caches
        measure_chunk(lines, 1, "bench")
        for line in lines:
            orjson.loads(line)
    mark()
    start = time.perf_counter()
    for line in lines:
        orjson.loads(line)
    floor = time.perf_counter() - start
    mark()
    start = time.perf_counter()
    result = measure_chunk(lines, 1, "bench")
    seconds = time.perf_counter() - start
    mark()
    parsed = [record.value for record in iter_jsonl(lines)]
    mark()
    for row in parsed:
        first_out_of_range(row, "evidence")
    mark()
    tally = CoverageTally(load_criteria())
    for line, row in enumerate(parsed, 1):
        tally.add_row(row, ("bench", line))
    tally.to_json()
    mark()
    rows = sum(agent.rows for agent in result.agents.values())
    print(f"{len(lines)} lines, {rows} rows; floor {floor:.4f} s, coverage {seconds:.4f} s")


if __name__ == "__main__":
    main()
