"""Instruction counts of `trajspec validate` on ATIF documents beside the parse floor, for callgrind.

    PYTHONHASHSEED=0 valgrind --tool=callgrind --dump-before=functools_reduce \
        python -P bench/callgrind_validate.py [--megabytes 1] [--token-ids]

Builds the ATIF corpus of ``bench/bench_validate.py --atif`` (bench/corpus.py), warms up, then
marks each part with a ``functools.reduce`` call (docs/tooling-pitfalls.md, callgrind rows):
``.2`` the floor (``corpus.floor``: ``orjson.loads`` of every line, read as bench_validate.py
reads it), ``.3`` the validate call bench_validate.py times (``validate_sources``, jobs 1),
``.4`` ``atif_findings`` alone on the parsed documents, ``.5`` the ATIF rules' check between
objects alone (``rules_hold_between_objects``). A part's ``summary:`` over the floor's is
its x floor in instructions.
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
from trajspec.validators._atif.fast import rules_hold_between_objects
from trajspec.validators._atif.rules import atif_findings


def _mark() -> None:
    functools.reduce(lambda a, b: None, [0, 0])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--megabytes", type=float, default=1.0)
    parser.add_argument("--token-ids", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "rollouts.jsonl"
        size = corpus.write(path, args.megabytes, atif=True, token_ids=args.token_ids)
        documents = [orjson.loads(line) for line in path.read_bytes().splitlines()]

        def run() -> int:
            return sum(len(d.findings) for d in validate_sources([Source(path)]))

        assert run() == 0  # warm up: compile validators, load registries
        corpus.floor([path])
        assert not any(atif_findings(d) for d in documents[:5])
        _mark()
        corpus.floor([path])
        _mark()
        run()
        _mark()
        for document in documents:
            atif_findings(document)
        _mark()
        for document in documents:
            rules_hold_between_objects(document, token_arrays=args.token_ids)
        _mark()
    print(f"{len(documents)} documents, {size} bytes")


if __name__ == "__main__":
    main()
