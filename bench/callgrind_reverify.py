"""Callgrind parts of reverify's per-document work, for comparing builds by instructions.

    PYTHONHASHSEED=0 valgrind --tool=callgrind --dump-before=functools_reduce \
        python -P bench/callgrind_reverify.py [--megabytes 1] [--small 150] [--batch] [--split]

Each measured part is marked by a ``functools.reduce(lambda a, b: None, [0, 0])`` call before
and after it (docs/tooling-pitfalls.md, callgrind rows), so callgrind writes one file per
part. Per corpus (10-80 step documents, then 5-10 KB ones, written as export writes them):
the floor (``orjson.loads`` of every document), the strict load (``load_atif``), the check
and rebuild (``atif_to_response``) and, with ``--batch``, a ``reverify --dry-run`` batch
(jobs 1) over an export folder of the same files; a part's count over its floor's is its x
floor in instructions. With ``--split``, the check and rebuild once more in its three steps,
after the parts above: the ATIF validation (``atif_findings``), the profile's walk and its
conclusions (converters/_reverify/profile.py), and building the response. Under valgrind SHA-256 runs without the CPU's SHA extensions: the
ids' and the files' hashing is the inclusive count of ``_hashopenssl.c`` in
``callgrind_annotate --inclusive=yes``, to subtract before reading a ratio as time.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).parent))
from bench_reverify import batch, documents, small_documents, write_export
from corpus import callgrind_part as _mark

from trajspec.converters._reverify.profile import PROFILE, Run, conclude
from trajspec.converters._reverify.rebuild import atif_to_response, load_atif
from trajspec.converters._reverify.response import build_response
from trajspec.validators import atif_findings


def _split(loaded: list[object]) -> None:
    """The check and rebuild of clean documents in its steps, one part each."""
    _mark()
    for document in loaded:
        atif_findings(document)
    _mark()
    concluded = []
    for document in loaded:
        assert isinstance(document, dict)
        run = Run()
        PROFILE.findings(document, "Trajectory", run)
        concluded.append((document, conclude(document, run)))
    _mark()
    for document, (_, model, created_at, usage) in concluded:
        build_response(document, document["steps"], model, created_at, usage, plain=True)
    _mark()


def _parts(docs: list[bytes], with_batch: bool, split: bool = False) -> None:
    loaded = [load_atif(data)[0] for data in docs[:20]]
    for document in loaded:  # warm up: validators compiled, registries loaded
        assert atif_to_response(document, strict_json=True).ok
    _mark()
    for data in docs:
        orjson.loads(data)
    _mark()
    loaded = [load_atif(data)[0] for data in docs]
    _mark()
    results = [atif_to_response(document, strict_json=True) for document in loaded]
    _mark()
    assert all(result.ok for result in results)
    if with_batch:
        with tempfile.TemporaryDirectory() as scratch:
            manifest, inputs = write_export(Path(scratch), docs)
            batch(manifest, inputs, Path(scratch) / "out.jsonl", 1)  # warm up
            _mark()
            batch(manifest, inputs, Path(scratch) / "out.jsonl", 1)
            _mark()
    if split:
        _split(loaded)
    print(f"{len(docs)} documents, {sum(map(len, docs))} bytes")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--megabytes", type=float, default=1.0)
    parser.add_argument("--small", type=int, default=150)
    parser.add_argument("--batch", action="store_true", help="count a --dry-run batch too")
    parser.add_argument(
        "--split", action="store_true", help="count the check and rebuild's steps too"
    )
    args = parser.parse_args()
    _parts(documents(args.megabytes), args.batch, args.split)
    if args.small:
        _parts(small_documents(args.small), args.batch, args.split)


if __name__ == "__main__":
    main()
