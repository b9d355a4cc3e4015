"""Instruction counts of `trajspec validate` on rollout rows beside the parse floor, for
callgrind, with the evidence rules of the same rows counted as a part of their own.

    PYTHONHASHSEED=0 valgrind --tool=callgrind --dump-before=functools_reduce \
        python -P bench/callgrind_validate.py {small|large} [--megabytes 2]

Builds the corpus of bench/bench_validate.py, warms up, then marks four parts with a
``functools.reduce`` call each: the floor (``corpus.floor``: ``orjson.loads`` of every line),
the validate call bench_validate.py times (``validate_sources``), the evidence rules alone
(the quiet-conversation check of a rollout row, what validate runs on a clean row, over the
rows parsed before the part), and nothing after. Callgrind writes one file per part: ``.1``
is set-up, ``.2`` the floor, ``.3`` validate, ``.4`` the rules (read each file's ``summary:``
line; docs/tooling-pitfalls.md says why the parts are marked this way).
"""

from __future__ import annotations

import argparse
import functools
import sys
import tempfile
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).parent))
import corpus

from trajspec._jsonl import Source
from trajspec.validators import validate_sources
from trajspec.validators._evidence.rules import QUIET_CONVERSATION_CHECKS


def _mark() -> None:
    functools.reduce(lambda a, b: None, [0, 0])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("kind", choices=("small", "large"))
    parser.add_argument("--megabytes", type=float, default=2.0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "rollouts.jsonl"
        corpus.write(path, args.megabytes, small=args.kind == "small")
        rows = [orjson.loads(line) for line in path.read_bytes().splitlines()]
        check = QUIET_CONVERSATION_CHECKS["evidence/1.0/rollout_row"]

        def run() -> int:
            return sum(len(d.findings) for d in validate_sources([Source(path)]))

        def rules() -> int:
            return sum(len(check(row)) for row in rows)

        # warm up: compile validators, load registries; the corpus is valid
        assert run() == 0 and rules() == 0
        corpus.floor([path])
        _mark()
        corpus.floor([path])
        _mark()
        run()
        _mark()
        rules()
        _mark()


if __name__ == "__main__":
    main()
