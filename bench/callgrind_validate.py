"""Instruction counts of `trajspec validate` beside the parse floor, for callgrind, with the
semantic rules of the same documents counted as parts of their own.

    PYTHONHASHSEED=0 valgrind --tool=callgrind --dump-before=functools_reduce \
        python -P bench/callgrind_validate.py {small|large|atif} [--megabytes 2] [--token-ids]

Builds the corpus of bench/bench_validate.py (``small``: ``--small``; ``atif``: ``--atif``,
with ``--token-ids`` as there), warms up, then marks each part with a ``functools.reduce``
call (docs/tooling-pitfalls.md, callgrind rows). Callgrind writes one file per part: ``.1`` is
set-up, ``.2`` the floor (``corpus.floor``: ``orjson.loads`` of every line, read as
bench_validate.py reads it), ``.3`` the validate call bench_validate.py times
(``validate_sources``, jobs 1), then over the documents parsed before the parts:
- rollout rows: ``.4`` the evidence rules alone (the semantic check of a rollout
  row given no structural finding, what validate runs on a clean row);
- ATIF: ``.4`` ``atif_findings`` alone, ``.5`` the ATIF rules alone (the engine's walk of the
  ATIF dialect, on a document whose structure held).
A part's ``summary:`` over the floor's is its x floor in instructions.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import orjson

sys.path.insert(0, str(Path(__file__).parent))
import corpus
from corpus import callgrind_part as _mark

from trajspec._jsonl import Source
from trajspec.validators import validate_sources
from trajspec.validators._atif.dialect import ATIF
from trajspec.validators._atif.rules import atif_findings
from trajspec.validators._evidence.rules import CHECKS


def _rule_parts(kind: str, token_ids: bool) -> list[Callable[[Any], Any]]:
    """What each rules part runs on one parsed document."""
    if kind == "atif":
        return [atif_findings, lambda d: ATIF.findings(d, "Trajectory", "1.7")]
    check = CHECKS["evidence/1.0/rollout_row"]
    return [lambda d: check(d, ())]  # a clean row: no structural finding


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("kind", choices=("small", "large", "atif"))
    parser.add_argument("--megabytes", type=float, default=2.0)
    parser.add_argument("--token-ids", action="store_true", help="with atif: RL token ids")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "rollouts.jsonl"
        size = corpus.write(
            path,
            args.megabytes,
            small=args.kind == "small",
            atif=args.kind == "atif",
            token_ids=args.token_ids,
        )
        documents = [orjson.loads(line) for line in path.read_bytes().splitlines()]
        parts = _rule_parts(args.kind, args.token_ids)

        def run() -> int:
            return sum(len(d.findings) for d in validate_sources([Source(path)]))

        # warm up: compile validators, load registries; the corpus is valid
        assert run() == 0
        assert not any(parts[0](d) for d in documents)
        corpus.marked_floor_then(path, run)
        for part in parts:
            for document in documents:
                part(document)
            _mark()
    print(f"{len(documents)} documents, {size} bytes")


if __name__ == "__main__":
    main()
