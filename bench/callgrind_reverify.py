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
conclusions (converters/_reverify/profile.py), and building the response.

Last, after both corpora's parts (so the parts above keep their numbers), one part per
corpus: the check and rebuild's SHA-256 alone. Valgrind runs SHA-256 without the CPU's SHA
extensions (docs/tooling-pitfalls.md), so it is subtracted from the rebuild's count, as
export's is from its own. The part makes the same ids again: each document's seed given to
``response._ids`` and every id text given to the id maker it returns, as the rebuild gave them
(recorded by running the rebuild once, outside the measured parts). The corpora's documents
all have a trajectory_id, so no seed is the hash of a document's content. What is subtracted
is hashlib's inclusive count in this part (bench/callgrind_targets.py, ``SHA256_PARTS``), not
its total: a third of the total is the id maker's own Python work. With the default arguments
the parts are: .1 set-up; .2-.4 floor, load, rebuild of the 10-80 step documents; .5 between;
.6-.8 those of the 5-10 KB ones; .9 between; .10 and .11 the SHA-256 of each corpus. The
batch (not in a figure) also hashes each file; its SHA-256, files and ids, is
``callgrind_targets.inclusive`` of its part file.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).parent))
from bench_reverify import batch, documents, small_documents, write_export
from corpus import callgrind_part as _mark

from trajspec.converters._reverify import response
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


#: What the check and rebuild of a corpus hashes: per document, its id seed and the texts of
#: the ids made of it, in order.
Hashed = list[tuple[str, list[str]]]


def hashed_by_rebuild(loaded: list[object]) -> Hashed:
    """Run the check and rebuild of ``loaded`` and record what its ids hash: the seed of each
    call to ``response._ids`` and each text its id maker is called with."""
    made: Hashed = []
    ids = response._ids

    def recording(seed: str) -> Callable[[str], str]:
        texts: list[str] = []
        made.append((seed, texts))
        make_id = ids(seed)

        def recorded(text: str) -> str:
            texts.append(text)
            return make_id(text)

        return recorded

    response._ids = recording
    try:
        assert all(atif_to_response(document, strict_json=True).ok for document in loaded)
    finally:
        response._ids = ids
    content_seeded = [seed for seed, _ in made if seed.startswith("content:")]
    assert not content_seeded, f"seeds hashed from content, not replayed: {content_seeded[:3]}"
    return made


def hash_again(made: Hashed) -> None:
    """The ids' SHA-256 alone: each recorded seed and id text through ``response._ids``."""
    for seed, texts in made:
        make_id = response._ids(seed)
        for text in texts:
            make_id(text)


def _parts(docs: list[bytes], with_batch: bool, split: bool = False) -> Hashed:
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
    return hashed_by_rebuild(loaded)  # outside the parts: for the SHA-256 part


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--megabytes", type=float, default=1.0)
    parser.add_argument("--small", type=int, default=150)
    parser.add_argument("--batch", action="store_true", help="count a --dry-run batch too")
    parser.add_argument(
        "--split", action="store_true", help="count the check and rebuild's steps too"
    )
    args = parser.parse_args()
    hashed = [_parts(documents(args.megabytes), args.batch, args.split)]
    if args.small:
        hashed.append(_parts(small_documents(args.small), args.batch, args.split))
    for made in hashed:
        _mark()
        hash_again(made)
    _mark()


if __name__ == "__main__":
    main()
