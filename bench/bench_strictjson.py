"""Strict JSONL reading beside the orjson.loads floor, on the same bytes in the same run.

Builds a deterministic corpus of trajectory-like rows (10-200 KB each: nested objects, long
strings with escapes and some non-ASCII, floats and integers) in memory, writes it twice
(by orjson, which is canonical, and by Python's ``json.dumps`` with its defaults), and for
each times ``orjson.loads`` per line and ``iter_jsonl`` over a stream of the same bytes.
Prints the median MB/s of the repeats and the ratio floor/strict (1.0 = as fast as orjson).

    python bench/bench_strictjson.py [--megabytes 20] [--repeats 5]
"""

from __future__ import annotations

import argparse
import io
import json
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

import orjson

from trajspec._strictjson import iter_jsonl

_ASCII_TEXT = (
    "the agent reads the file then runs the tests and fixes a failing import before it checks "
    "the build output again: def main() -> None: return {'ok': True} [0] C:\\tmp\\x "
    '"quoted" path/to/file.py 12:30 https://example.org/a?b=c'
)
_OTHER_TEXT = "résumé naïve 数据 ✓ “smart” — Ünïcödé 😀"
_ASCII = _ASCII_TEXT.split()
_OTHER = _OTHER_TEXT.split()


def _text(rng: random.Random, words: int) -> str:
    # About one string in six carries non-ASCII; newlines become \n escapes in the JSON.
    mixed = rng.random() < 0.15
    out = []
    for _ in range(words):
        pool = _OTHER if mixed and rng.random() < 0.05 else _ASCII
        out.append(rng.choice(pool))
        if rng.random() < 0.04:
            out.append("\n")
    return " ".join(out)


def _row(index: int, rng: random.Random) -> dict[str, Any]:
    target = rng.choice((10_000, 30_000, 60_000, 120_000, 200_000))
    clock = 1_750_000_000.0 + index
    steps: list[dict[str, Any]] = []
    size = 0
    while size < target:
        started = clock
        clock += rng.uniform(0.1, 9.0)
        step = {
            "step": len(steps),
            "role": rng.choice(("user", "assistant", "tool")),
            "content": _text(rng, rng.randint(20, 500)),
            "tool_calls": [
                {
                    "id": f"call-{index}-{len(steps)}-{k}",
                    "name": rng.choice(("bash", "read_file", "edit")),
                    "arguments": {"cmd": _text(rng, 8), "timeout_s": rng.randint(1, 600)},
                }
                for k in range(rng.choice((0, 0, 1, 2)))
            ],
            "timing": {"started_at": started, "completed_at": clock},
            "usage": {
                "prompt_tokens": rng.randint(0, 200_000),
                "completion_tokens": rng.randint(0, 4096),
            },
            "logprobs": [
                round(rng.uniform(-12, 0), rng.choice((3, 17))) for _ in range(rng.randint(0, 12))
            ],
            "ok": rng.random() < 0.9,
            "error": None,
        }
        steps.append(step)
        size += len(orjson.dumps(step))
    return {
        "id": f"traj-{index:06d}",
        "meta": {"model": "policy", "seed": index, "tags": ["bench", "strict"], "temperature": 0.7},
        "steps": steps,
        "reward": rng.choice((0.0, 1.0, rng.random())),
    }


def corpus(megabytes: float, seed: int = 11) -> list[dict[str, Any]]:
    """Rows adding up to about ``megabytes`` MB as compact JSON; same seed, same rows."""
    rng = random.Random(seed)
    rows: list[dict[str, Any]] = []
    budget = int(megabytes * 1_000_000)
    while budget > 0:
        rows.append(_row(len(rows), rng))
        budget -= len(orjson.dumps(rows[-1]))
    return rows


def _floor(blob: bytes) -> None:
    # Kept until the next line is parsed, as any consumer of the values does (and as the
    # records of iter_jsonl are); dropping each value at once would flatter the floor.
    for line in io.BytesIO(blob):
        _value = orjson.loads(line)


def _strict(blob: bytes) -> None:
    for _record in iter_jsonl(io.BytesIO(blob)):
        pass


def _sample(run: Callable[[bytes], None], blob: bytes, speeds: list[float]) -> None:
    started = time.perf_counter()
    run(blob)
    speeds.append(len(blob) / 1e6 / (time.perf_counter() - started))


def compare(name: str, blob: bytes, repeats: int) -> None:
    bad = [r.line for r in iter_jsonl(io.BytesIO(blob)) if r.problems]
    assert not bad, f"{name}: lines with problems: {bad[:5]}"
    floor: list[float] = []
    strict: list[float] = []
    for _ in range(repeats):  # interleaved, so that drift hits both alike
        _sample(_floor, blob, floor)
        _sample(_strict, blob, strict)
    f, s = statistics.median(floor), statistics.median(strict)
    print(
        f"{name:<26} {len(blob) / 1e6:7.1f} MB  floor {f:7.1f} MB/s  strict {s:7.1f} MB/s  ratio {f / s:5.2f}x"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megabytes", type=float, default=20.0)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    rows = corpus(args.megabytes)
    canonical = b"".join(orjson.dumps(row) + b"\n" for row in rows)
    python = b"".join(json.dumps(row).encode() + b"\n" for row in rows)
    print(f"{len(rows)} rows, median of {args.repeats} runs; ratio = strict time / floor time")
    compare("orjson-written lines", canonical, args.repeats)
    compare("json.dumps-written lines", python, args.repeats)


if __name__ == "__main__":
    main()
