"""Callgrind parts of reverify's per-document work, for comparing builds by instructions.

    PYTHONHASHSEED=0 valgrind --tool=callgrind --dump-before=functools_reduce \
        python -P bench/callgrind_reverify.py [--megabytes 1] [--small 150] [--batch]

Each measured part is marked by a ``functools.reduce(lambda a, b: None, [0, 0])`` call before
and after it (docs/tooling-pitfalls.md, callgrind rows), so callgrind writes one file per
part. Per corpus (10-80 step documents, then 5-10 KB ones, written as export writes them):
the floor (``orjson.loads`` of every document), the strict load (``load_atif``), the check
and rebuild (``atif_to_response``) and, with ``--batch``, a ``reverify --dry-run`` batch
(jobs 1) over an export folder of the same files; a part's count over its floor's is its x
floor in instructions. Under valgrind SHA-256 runs without the CPU's SHA extensions: the
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

from trajspec.converters._reverify.rebuild import atif_to_response, load_atif


def _parts(docs: list[bytes], with_batch: bool) -> None:
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
    print(f"{len(docs)} documents, {sum(map(len, docs))} bytes")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--megabytes", type=float, default=1.0)
    parser.add_argument("--small", type=int, default=150)
    parser.add_argument("--batch", action="store_true", help="count a --dry-run batch too")
    args = parser.parse_args()
    _parts(documents(args.megabytes), args.batch)
    if args.small:
        _parts(small_documents(args.small), args.batch)


if __name__ == "__main__":
    main()
