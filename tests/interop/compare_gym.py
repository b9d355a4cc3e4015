"""Match the disagreements of run_gym.py's report against the expected differences.

``gym_expected_differences.json`` (beside this file) lists every difference between trajspec
and NeMo Gym 0.7.0 that the session may meet, each with an ``id``, the ``section`` it shows
in, the ``tags`` it explains (``fnmatch`` patterns over run_gym.py's tags), optionally the
``cases`` it is limited to (``fnmatch`` patterns over case names) and its reason;
spec/README.md lists the same ids and reasons (tests/interop/test_gym_expected.py checks that),
and every entry is ``intended``: an entry of another status (a difference left open) fails. A disagreement is
explained when each of its tags matches a pattern of some entry of its section (the two marker
tags ``gym:accepts`` and ``trajspec:accepts`` only say who accepted). The exit status is 1
when a disagreement is not explained, or (with ``--all-used``, for a full run) when an entry
explained nothing: the list must hold exactly the differences there are.

    python tests/interop/compare_gym.py REPORT.json [--all-used] [--verbose]
"""

from __future__ import annotations

import fnmatch
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

EXPECTED = Path(__file__).resolve().parent / "gym_expected_differences.json"
MARKERS = {"gym:accepts", "trajspec:accepts"}


def load_expected(path: Path = EXPECTED) -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = json.loads(path.read_bytes())["differences"]
    return entries


def _applies(entry: dict[str, Any], disagreement: dict[str, Any]) -> bool:
    """An entry with ``cases`` explains only the disagreements of those cases."""
    patterns = entry.get("cases")
    case = str(disagreement.get("case", ""))
    return patterns is None or any(fnmatch.fnmatchcase(case, p) for p in patterns)


def explain(
    disagreement: dict[str, Any], entries: list[dict[str, Any]]
) -> tuple[set[str], list[str]]:
    """The ids of the entries that explain a disagreement's tags, and the tags none explains."""
    used: set[str] = set()
    unexplained = []
    for tag in disagreement["tags"]:
        if tag in MARKERS:
            continue
        hits = [
            e["id"]
            for e in entries
            if e["section"] == disagreement["section"]
            and _applies(e, disagreement)
            and any(fnmatch.fnmatchcase(tag, pattern) for pattern in e["tags"])
        ]
        if hits:
            used.update(hits)
        else:
            unexplained.append(tag)
    return used, unexplained


def main(argv: list[str]) -> int:
    if not argv or argv[0].startswith("-"):
        print(__doc__, file=sys.stderr)
        return 2
    report = json.loads(Path(argv[0]).read_bytes())
    all_used = "--all-used" in argv
    verbose = "--verbose" in argv
    entries = load_expected()
    uses: Counter[str] = Counter()
    failures = 0
    for disagreement in report["disagreements"]:
        used, unexplained = explain(disagreement, entries)
        uses.update(used)
        if unexplained:
            failures += 1
            if failures <= 20 or verbose:
                print(f"UNEXPECTED {disagreement['section']} {disagreement['case']}: {unexplained}")
    for key, value in report["counts"].items():
        if not key.startswith("export reasons"):
            print(f"{key}: {value}")
    for entry in entries:
        print(f"expected {entry['id']} ({entry['status']}): {uses[entry['id']]} disagreements")
    not_intended = [e["id"] for e in entries if e.get("status") != "intended"]
    if not_intended:
        print(
            f"expected differences that are not intended (resolve or document them): {not_intended}"
        )
    unused = [e["id"] for e in entries if not uses[e["id"]]]
    if all_used and unused:
        print(f"expected differences that the run did not meet: {unused}")
    for blocked in report.get("blocked", []):
        print(f"not compared: {blocked}")
    print(f"unexplained disagreements: {failures}")
    return 1 if failures or not_intended or (all_used and unused) else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
