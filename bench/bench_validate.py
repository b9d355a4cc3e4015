"""Benchmark: `trajspec validate` throughput beside the parse floor, in the same run.

The floor is `orjson.loads` of every line of the same file. The validation figure is the full
work of `trajspec validate --jobs 1` minus rendering: strict reading, structural validation
(jsonschema-rs) and every semantic rule. Medians of repeated runs, the floor and the
operation interleaved; printed as MB/s, x floor (validate time / floor time, lower is
better; the target is <= 2) and the floor's MB/s, with the machine's load before and after.

    python bench/bench_validate.py [--megabytes 50] [--repeats 5] [--small | --atif [--token-ids]]
                                   [--rss-megabytes 1000] [--findings]

``--small`` validates rows of 5-10 KB (bench/corpus.py ``small_row``) instead of 10-200 KB.

``--findings`` gives every rollout row one finding near the end of its line (an unknown member
in its last turn), so the figure includes placing findings (trajspec/_positions.py), which
clean input never pays.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).parent))
import corpus

from trajspec._jsonl import Source
from trajspec.validators import validate_sources


def add_findings(path: Path) -> None:
    """Rewrite a corpus of rows so that each has an unknown member in its last turn."""
    rows = [orjson.loads(line) for line in path.read_bytes().splitlines()]
    with path.open("wb") as out:
        for row in rows:
            turns = row["ng_trajectory"].get("turns") or []
            target = turns[-1] if turns else row["ng_trajectory"]
            target["surprise"] = 1
            out.write(orjson.dumps(row) + b"\n")


def validate(path: Path) -> tuple[float, int]:
    start = time.perf_counter()
    findings = sum(len(d.findings) for d in validate_sources([Source(path)]))
    return time.perf_counter() - start, findings


def peak_rss_mb(path: Path) -> float:
    """Peak resident memory of `trajspec validate` on a file, in a process of its own."""
    script = (
        "import resource, sys\n"
        "from trajspec._cli.app import main\n"
        "main(['validate', sys.argv[1], '--format', 'json'])\n"
        "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr)\n"
    )
    done = subprocess.run(
        [sys.executable, "-P", "-c", script, str(path)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        check=False,
    )
    return int(done.stderr.strip().splitlines()[-1]) / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megabytes", type=float, default=50.0)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--atif", action="store_true", help="a corpus of ATIF documents")
    parser.add_argument(
        "--token-ids",
        action="store_true",
        help="with --atif: every agent step carries completion token ids and logprobs (RL)",
    )
    parser.add_argument(
        "--findings", action="store_true", help="every row gets a finding (not with --atif)"
    )
    parser.add_argument("--small", action="store_true", help="rows of 5-10 KB (not with --atif)")
    parser.add_argument(
        "--rss-megabytes",
        type=float,
        default=0,
        help="also report the peak memory of validating a corpus of this size",
    )
    args = parser.parse_args()
    print(corpus.load(), "(before)")
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "rollouts.jsonl"
        size = corpus.write(
            path, args.megabytes, atif=args.atif, token_ids=args.token_ids, small=args.small
        )
        if args.findings:
            add_findings(path)
            size = path.stat().st_size
        validate(path)  # warm up: compile validators, load registries
        floors, validations, findings = [], [], 0
        for _ in range(args.repeats):
            floors.append(corpus.floor([path]))
            seconds, findings = validate(path)
            validations.append(seconds)
    mb = size / 1e6
    f, v = statistics.median(floors), statistics.median(validations)
    kind = "ATIF documents" if args.atif else "small rows" if args.small else "rollout rows"
    kind += " with token ids" if args.atif and args.token_ids else ""
    expect = "one a row" if args.findings else "the corpus is valid: expect 0"
    print(f"corpus: {mb:.1f} MB of {kind}, {findings} findings ({expect})")
    print(corpus.report(f"validate {kind}", size, v, f), f"median of {args.repeats}")
    print(corpus.load(), "(after)")
    if args.rss_megabytes:
        with tempfile.TemporaryDirectory() as scratch:
            path = Path(scratch) / "big.jsonl"
            size = corpus.write(path, args.rss_megabytes, atif=args.atif)
            print(f"peak RSS validating {size / 1e6:.0f} MB: {peak_rss_mb(path):.1f} MB")


if __name__ == "__main__":
    main()
