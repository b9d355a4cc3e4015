"""Fuzzing the validator in-process: 10,000 mutated rows never raise and never write a file.

Mutations: bit flips, truncation, type swaps, deep nesting, duplicated keys, random bytes
spliced in. Each mutated line goes through the same function `trajspec validate` runs on a
chunk of lines (strict reading, structure, semantic rules).
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import corpus
import orjson
import pytest

from trajspec._strictjson import MAX_DEPTH
from trajspec.validators._stream import validate_chunk

MUTATED_ROWS = 10_000


def _seeds() -> list[bytes]:
    rng = random.Random(3)
    return [orjson.dumps(corpus.row(i, rng, turns=(1, 3))) for i in range(40)]


def _type_swap(document: object, rng: random.Random) -> object:
    """Replace one value somewhere in the document by a value of another JSON type."""
    replacements = [None, True, -1, 1.5, "x", [], {}, [1, "a"], {"k": None}, 2**63]
    if isinstance(document, dict) and document:
        key = rng.choice(sorted(document))
        if rng.random() < 0.5:
            return {**document, key: _type_swap(document[key], rng)}
        return {**document, key: rng.choice(replacements)}
    if isinstance(document, list) and document:
        index = rng.randrange(len(document))
        copy = list(document)
        copy[index] = (
            _type_swap(copy[index], rng) if rng.random() < 0.5 else rng.choice(replacements)
        )
        return copy
    return rng.choice(replacements)


def _mutate(line: bytes, rng: random.Random) -> bytes:
    choice = rng.randrange(7)
    data = bytearray(line)
    if choice == 0:  # bit flips
        for _ in range(rng.randint(1, 8)):
            index = rng.randrange(len(data))
            data[index] ^= 1 << rng.randrange(8)
        return bytes(data)
    if choice == 1:  # truncation
        return bytes(data[: rng.randrange(len(data))])
    if choice == 2:  # type swap, still valid JSON
        return orjson.dumps(_type_swap(orjson.loads(line), rng))
    if choice == 3:  # deep nesting around a value
        depth = rng.choice((MAX_DEPTH - 1, MAX_DEPTH + 1, 5000))
        return b'{"ng_trajectory":' + b"[" * depth + b"1" + b"]" * depth + b"}"
    if choice == 4:  # a duplicated key
        return line[:-1] + b',"ng_perf":{"num_turns":1}}' if line.endswith(b"}") else line
    if choice == 5:  # random bytes spliced in
        index = rng.randrange(len(data))
        return bytes(data[:index]) + rng.randbytes(rng.randint(1, 12)) + bytes(data[index:])
    return orjson.dumps(_type_swap(_type_swap(orjson.loads(line), rng), rng))


@pytest.mark.slow
@pytest.mark.parametrize("part", range(4))
def test_mutated_rows_never_raise_and_write_nothing(part: int, tmp_path: Path) -> None:
    rng = random.Random(1000 + part)
    seeds = _seeds()
    before = set(tmp_path.iterdir())
    cwd = Path.cwd()
    os.chdir(tmp_path)
    try:
        lines = [
            _mutate(rng.choice(seeds), rng).replace(b"\n", b" ") for _ in range(MUTATED_ROWS // 4)
        ]
        result = validate_chunk([line + b"\n" for line in lines], 1, "fuzz.jsonl", None)
    finally:
        os.chdir(cwd)
    assert len(result.documents) + result.blank_lines == len(lines)
    assert set(tmp_path.iterdir()) == before
    flagged = sum(1 for d in result.documents if d.findings)
    assert flagged > len(lines) // 2  # most mutations are caught, not silently accepted
