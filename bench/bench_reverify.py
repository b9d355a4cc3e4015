"""Benchmark: strict ATIF reverify throughput beside the parse floor, in the same run.

The documents are the synthetic ATIF corpus of bench/corpus.py, each written the way an
export file is (two-space indented JSON and a newline). The floor is ``orjson.loads`` of every
document. The reverify figure is the per-document work of ``trajspec reverify``: strict
loading, ATIF validation, the profile and usage checks, and rebuilding the response. The batch
figure is ``trajspec reverify --dry-run`` end to end over an export folder (manifest, pinned
hashes, materialized inputs, payloads written). Medians of repeated runs, the floor and
reverify runs interleaved; ratios are time / floor time (lower is better). Two corpora:
``--megabytes`` MB of 10-80 step documents, and ``--small`` documents of 5-10 KB (0 leaves
it out). Prints a Markdown table and the load average.

    python bench/bench_reverify.py [--megabytes 20] [--small 2000] [--repeats 5] [--jobs 1] [--cpu]
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).parent))
import corpus

from trajspec.converters import reverify
from trajspec.converters._reverify.rebuild import atif_to_response, load_atif


def _export_bytes(document: object) -> bytes:
    return orjson.dumps(document, option=orjson.OPT_INDENT_2) + b"\n"


def documents(megabytes: float, seed: int = 7) -> list[bytes]:
    """Export-style files adding up to about ``megabytes`` MB."""
    rng = random.Random(seed)
    budget = int(megabytes * 1_000_000)
    out = []
    while budget > 0:
        out.append(_export_bytes(corpus.atif_document(len(out), rng)))
        budget -= len(out[-1])
    return out


def small_documents(count: int, seed: int = 7) -> list[bytes]:
    """Export-style files of 5-10 KB (bench/corpus.py's small band): two to five steps."""
    return corpus.small(
        lambda i, rng: corpus.atif_document(i, rng, steps=(2, 5)), count, seed, _export_bytes
    )


#: What the figures time: wall-clock time, or this process's CPU time with --cpu (a loaded
#: machine disturbs it less; it leaves out disk waits and, with --jobs above 1, the workers).
_clock = time.perf_counter


def floor(docs: list[bytes]) -> float:
    start = _clock()
    for data in docs:
        orjson.loads(data)
    return _clock() - start


def rebuild(docs: list[bytes]) -> tuple[float, int]:
    start = _clock()
    rejected = 0
    for data in docs:
        document, problems = load_atif(data)
        if problems or not atif_to_response(document, strict_json=True).ok:
            rejected += 1
    return _clock() - start, rejected


def write_export(folder: Path, docs: list[bytes]) -> tuple[Path, Path]:
    export = folder / "export"
    export.mkdir()
    manifest, inputs = [], []
    for index, data in enumerate(docs):
        (export / f"{index}-0.json").write_bytes(data)
        entry = {
            "_ng_rollout_index": 0,
            "_ng_task_index": index,
            "expected_sha256": hashlib.sha256(data).hexdigest(),
            "trajectory_path": f"{index}-0.json",
        }
        manifest.append(orjson.dumps(entry, option=orjson.OPT_SORT_KEYS) + b"\n")
        row = {
            "_ng_task_index": index,
            "_ng_rollout_index": 0,
            "responses_create_params": {"input": "task", "temperature": 1.0},
        }
        inputs.append(orjson.dumps(row) + b"\n")
    (export / "manifest.jsonl").write_bytes(b"".join(manifest))
    (folder / "inputs.jsonl").write_bytes(b"".join(inputs))
    return export / "manifest.jsonl", folder / "inputs.jsonl"


def batch(manifest: Path, inputs: Path, output: Path, jobs: int) -> float:
    start = _clock()
    summary = reverify(manifest, inputs, output, dry_run=True, jobs=jobs)
    assert summary.exit_code == 0, summary.to_json()
    return _clock() - start


def _measure(name: str, docs: list[bytes], repeats: int, jobs: int, scratch: Path) -> list[str]:
    """Table lines of one corpus; floor and reverify repeats interleaved, medians."""
    rebuild(docs[:20])  # warm up: compile validators, load registries
    floors, rebuilds, rejected = [], [], 0
    for _ in range(repeats):
        floors.append(floor(docs))
        seconds, rejected = rebuild(docs)
        rebuilds.append(seconds)
    assert rejected == 0, f"{rejected} documents rejected"
    f, r = statistics.median(floors), statistics.median(rebuilds)
    scratch.mkdir()
    manifest, inputs = write_export(scratch, docs)
    batches = [batch(manifest, inputs, scratch / "out.jsonl", jobs) for _ in range(repeats)]
    b = statistics.median(batches)
    figures = [("reverify (load+check+rebuild)", r), (f"batch --dry-run (jobs {jobs})", b)]
    return corpus.table_rows(name, sum(map(len, docs)) / 1e6, len(docs), f, figures)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megabytes", type=float, default=20.0)
    parser.add_argument("--small", type=int, default=2000, help="documents of 5-10 KB")
    corpus.timing_options(parser)
    args = parser.parse_args()
    global _clock
    _clock = time.process_time if args.cpu else time.perf_counter
    load = os.getloadavg()[0]
    lines = corpus.table_head("ATIF reverify", args.repeats, args.cpu, "same bytes", "docs")
    with tempfile.TemporaryDirectory() as scratch:
        lines += _measure(
            "10-80 steps", documents(args.megabytes), args.repeats, args.jobs, Path(scratch) / "a"
        )
        if args.small:
            lines += _measure(
                "5-10 KB documents",
                small_documents(args.small),
                args.repeats,
                args.jobs,
                Path(scratch) / "b",
            )
    lines.append("")
    lines.append(f"load average (1 min): {load:.2f} before, {os.getloadavg()[0]:.2f} after")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
