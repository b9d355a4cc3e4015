"""Instruction counts of ``project_chunk`` beside its floor, for callgrind.

Run under ``valgrind --tool=callgrind --dump-before=functools_reduce python -P`` this script
writes one count file per part: the set-up, then the floor (``orjson.loads`` of every line of
the rows and capture files) and ``project_chunk`` over the same rows, for each corpus of
bench/bench_projection.py (``--rows`` rollouts of 3-20 calls, ``--small-rows`` of 5-10 KB).
Each part is marked by a ``functools.reduce`` call before it (see docs/tooling-pitfalls.md,
callgrind rows); the last file is the tail after the last part.

    valgrind --tool=callgrind --dump-before=functools_reduce .venv/bin/python -P \
        bench/callgrind_projection.py [--rows 60] [--small-rows 200]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).parent))
from bench_projection import write_corpus
from corpus import callgrind_part as _mark

from trajspec.converters import ProjectOptions, project_chunk


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=60)
    parser.add_argument("--small-rows", type=int, default=200)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        corpora = []
        for name, rows, small in (("large", args.rows, False), ("small", args.small_rows, True)):
            if rows:
                folder = Path(scratch) / name
                folder.mkdir()
                rows_path, capture, _, files = write_corpus(folder, rows, small=small)
                lines = rows_path.read_bytes().splitlines(keepends=True)
                contents = [p.read_bytes().splitlines() for p in files]
                options = ProjectOptions(capture_dir=str(capture))
                project_chunk(lines, 1, options)  # warm up: validators, registries
                for content in contents:
                    for line in content:
                        orjson.loads(line)
                corpora.append((lines, contents, options))
        for lines, contents, options in corpora:
            _mark()
            for content in contents:
                for line in content:
                    orjson.loads(line)
            _mark()
            project_chunk(lines, 1, options)
        _mark()


if __name__ == "__main__":
    main()
