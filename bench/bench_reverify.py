"""Benchmark: strict ATIF reverify throughput beside the parse floor, in the same run.

The documents are the synthetic ATIF corpus of bench/corpus.py, each written the way an
export file is (two-space indented JSON and a newline). The floor is ``orjson.loads`` of every
document. The reverify figure is the per-document work of ``trajspec reverify``: strict
loading, ATIF validation, the profile and usage checks, and rebuilding the response. The batch
figure is ``trajspec reverify --dry-run`` end to end over an export folder (manifest, pinned
hashes, materialized inputs, payloads written). Medians of repeated runs; ratios are
time / floor time (lower is better).

    python bench/bench_reverify.py [--megabytes 20] [--repeats 5]
"""

from __future__ import annotations

import argparse
import hashlib
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


def documents(megabytes: float, seed: int = 7) -> list[bytes]:
    """Export-style files adding up to about ``megabytes`` MB."""
    rng = random.Random(seed)
    budget = int(megabytes * 1_000_000)
    out = []
    while budget > 0:
        data = orjson.dumps(corpus.atif_document(len(out), rng), option=orjson.OPT_INDENT_2)
        out.append(data + b"\n")
        budget -= len(out[-1])
    return out


def floor(docs: list[bytes]) -> float:
    start = time.perf_counter()
    for data in docs:
        orjson.loads(data)
    return time.perf_counter() - start


def rebuild(docs: list[bytes]) -> tuple[float, int]:
    start = time.perf_counter()
    rejected = 0
    for data in docs:
        document, problems = load_atif(data)
        if problems or not atif_to_response(document, strict_json=True).ok:
            rejected += 1
    return time.perf_counter() - start, rejected


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
    start = time.perf_counter()
    summary = reverify(manifest, inputs, output, dry_run=True, jobs=jobs)
    assert summary.exit_code == 0, summary.to_json()
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megabytes", type=float, default=20.0)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--jobs", type=int, default=1, help="jobs of the batch figure")
    args = parser.parse_args()
    docs = documents(args.megabytes)
    mb = sum(map(len, docs)) / 1e6
    rebuild(docs[:20])  # warm up: compile validators, load registries
    floors, rebuilds, rejected = [], [], 0
    for _ in range(args.repeats):
        floors.append(floor(docs))
        seconds, rejected = rebuild(docs)
        rebuilds.append(seconds)
    f, r = statistics.median(floors), statistics.median(rebuilds)
    with tempfile.TemporaryDirectory() as scratch:
        manifest, inputs = write_export(Path(scratch), docs)
        batches = [
            batch(manifest, inputs, Path(scratch) / "out.jsonl", args.jobs)
            for _ in range(max(1, args.repeats // 2))
        ]
    b = statistics.median(batches)
    n = len(docs)
    print(f"corpus: {n} ATIF documents, {mb:.1f} MB ({rejected} rejected: expect 0)")
    print(f"floor orjson.loads     : {n / f:9.0f} docs/s {mb / f:8.1f} MB/s")
    print(
        f"reverify (load+check+rebuild): {n / r:9.0f} docs/s {mb / r:8.1f} MB/s  ratio {r / f:.2f}x"
    )
    print(
        f"reverify --dry-run batch (jobs {args.jobs}): {n / b:9.0f} docs/s {mb / b:8.1f} MB/s  "
        f"ratio {b / f:.2f}x"
    )


if __name__ == "__main__":
    main()
