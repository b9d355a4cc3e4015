"""Instruction counts of the export's per-row work beside the parse floor, for callgrind.

    valgrind --tool=callgrind --dump-before=functools_reduce \
        python -P bench/callgrind_export.py [--rows 100] [--small-rows 600]

Each measured part is fenced by ``functools.reduce(lambda a, b: None, [0, 0])`` calls, so
callgrind writes one file per part (docs/tooling-pitfalls.md, the callgrind rows). Parts, per
corpus (bench/bench_export.py's two): floor (``orjson.loads`` of every line), export
(``export_chunk``: strict reading, conversion, ``dumps_atif``, SHA-256), and the SHA-256 of the
same documents alone (valgrind runs it without the CPU's SHA extensions: subtract it). The
part order is printed (stderr) so the files can be named.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import sys
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).parent))
from bench_export import SESSION, VERSION, corpus, small_corpus
from corpus import callgrind_part as _mark

from trajspec._jsonl import line_chunks
from trajspec.converters._atif_export.batch import export_chunk


def _floor(data: bytes) -> None:
    for line in data.splitlines():
        orjson.loads(line)


def _export(data: bytes) -> list[bytes]:
    documents = []
    for lines, first in line_chunks(io.BytesIO(data)):
        for outcome in export_chunk(lines, first, SESSION, VERSION):
            assert outcome.data is not None, [f.to_json() for f in outcome.findings[:3]]
            documents.append(outcome.data)
    return documents


def _hash(documents: list[bytes]) -> None:
    for document in documents:
        hashlib.sha256(document).hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=100)
    parser.add_argument("--small-rows", type=int, default=600)
    args = parser.parse_args()
    corpora = [
        ("5-30 turns", corpus(args.rows, (5, 30))),
        ("5-10 KB", small_corpus(args.small_rows)),
    ]
    for _, data in corpora:  # warm up: compile validators, load registries
        _export(data[: data.index(b"\n") + 1])
        _floor(data[: data.index(b"\n") + 1])
    # the documents to hash, made before the first mark (not inside a measured part)
    made = [(name, data, _export(data)) for name, data in corpora]
    part = 1
    for name, data, documents in made:
        for what, run, arg in (
            ("floor", _floor, data),
            ("export", _export, data),
            ("sha256", _hash, documents),
        ):
            _mark()
            part += 1
            print(f"part {part}: {name} {what}", file=sys.stderr)
            run(arg)  # type: ignore[operator]
    _mark()


if __name__ == "__main__":
    main()
