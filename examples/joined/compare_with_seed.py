"""Compare a projected joined example with the seed's (``seed_example.json`` beside this file).

    python examples/joined/compare_with_seed.py out/joined.jsonl

For ``ng_trajectory`` and ``ng_perf`` of the first row of the file, prints every member
the seed shows that differs or is missing (by JSON Pointer), then every member the
projection has and the seed does not show (the seed omits optional fields). Exit 0 when
every member the seed shows is there with the seed's value, apart from ``ng_perf``'s
measured ``total_latency_ms``; 1 otherwise. Plain Python, no trajspec: it checks trajspec.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

SEED = Path(__file__).parent / "seed_example.json"
#: Members the seed shows that are measured, not derived: not compared.
MEASURED = {("ng_perf", "/total_latency_ms")}


def pointer(parts: list[str | int]) -> str:
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def differences(seed: Any, ours: Any, at: list[str | int], out: list[tuple[str, str]]) -> None:
    """(kind, text) for each member of ``seed`` missing or different in ``ours``, and each
    member ``ours`` adds; kinds are "differs" and "adds"."""
    if isinstance(seed, dict) and isinstance(ours, dict):
        for key, value in seed.items():
            if key not in ours:
                out.append(
                    (
                        "differs",
                        f"{pointer([*at, key])}: missing (the seed has {json.dumps(value)})",
                    )
                )
            else:
                differences(value, ours[key], [*at, key], out)
        for key, value in ours.items():
            if key not in seed:
                out.append(("adds", f"{pointer([*at, key])} = {json.dumps(value)}"))
    elif isinstance(seed, list) and isinstance(ours, list) and len(seed) == len(ours):
        for index, (a, b) in enumerate(zip(seed, ours, strict=True)):
            differences(a, b, [*at, index], out)
    elif type(seed) is not type(ours) or seed != ours:
        out.append(
            (
                "differs",
                f"{pointer(at) or '/'}: {json.dumps(ours)} (the seed has {json.dumps(seed)})",
            )
        )


def main() -> int:
    seed = json.loads(SEED.read_text(encoding="utf-8"))
    with Path(sys.argv[1]).open(encoding="utf-8") as rows:
        row = json.loads(rows.readline())
    failed = False
    for member in ("ng_trajectory", "ng_perf"):
        found: list[tuple[str, str]] = []
        differences(seed[member], row.get(member), [], found)
        measured = [
            f"{p} (measured; the seed shows {seed[member][p[1:]]})"
            for m, p in MEASURED
            if m == member
        ]
        differs = [
            t
            for k, t in found
            if k == "differs" and not any(t.startswith(p + ":") for _, p in MEASURED)
        ]
        adds = [t for k, t in found if k == "adds"]
        verdict = "DIFFERS from" if differs else "equals"
        apart = f" apart from {', '.join(measured)}" if measured else ""
        print(f"{member}: {verdict} the seed's{apart}")
        for text in differs:
            print(f"  differs: {text}")
        for text in adds:
            print(f"  adds (the seed omits optional fields): {text}")
        failed = failed or bool(differs)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
