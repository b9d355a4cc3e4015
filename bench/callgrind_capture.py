"""Instruction counts of ``model_call_record`` over the bench/ projection corpus's capture
lines, beside the floor (``orjson.loads`` of the same lines), for callgrind.

Run under ``valgrind --tool=callgrind --dump-before=functools_reduce python -P`` this script
writes one count file per part: the set-up, the floor, then ``model_call_record`` of every
parsed line (the lines are parsed before the part). Each part is marked by a
``functools.reduce`` call before it (see docs/tooling-pitfalls.md, callgrind rows).

    valgrind --tool=callgrind --dump-before=functools_reduce .venv/bin/python -P \
        bench/callgrind_capture.py [--rows 60]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).parent))
from bench_projection import rollout
from corpus import callgrind_part as _mark

from trajspec.converters._projection.capture import model_call_record


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=60)
    args = parser.parse_args()
    rng = random.Random(7)
    lines = [orjson.dumps(line) for index in range(args.rows) for line in rollout(index, rng)[1]]
    exchanges = [orjson.loads(line) for line in lines]
    for index, exchange in enumerate(exchanges):  # warm up
        model_call_record(exchange, index)
    print(f"{len(lines)} capture lines", file=sys.stderr)
    _mark()
    for line in lines:
        orjson.loads(line)
    _mark()
    for index, exchange in enumerate(exchanges):
        model_call_record(exchange, index)
    _mark()


if __name__ == "__main__":
    main()
