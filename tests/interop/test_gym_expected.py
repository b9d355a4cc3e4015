"""The expected differences of ``nox -s interop-gym`` are the ones spec/README.md documents."""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SECTION = "## Differences from NeMo Gym 0.7.0 that `nox -s interop-gym` meets"


def _readme_rows() -> dict[str, tuple[str, str]]:
    text = (ROOT / "spec" / "README.md").read_text(encoding="utf-8")
    assert SECTION in text
    body = text.split(SECTION, 1)[1].split("\n## ", 1)[0]
    rows = {}
    for match in re.finditer(r"^\| `([a-z0-9-]+)` \| (\w+) \| (\w+) \|", body, re.MULTILINE):
        assert match.group(1) not in rows, f"{match.group(1)} is listed twice"
        rows[match.group(1)] = (match.group(2), match.group(3))
    return rows


def _expected() -> dict[str, tuple[str, str]]:
    path = ROOT / "tests" / "interop" / "gym_expected_differences.json"
    entries = json.loads(path.read_bytes())["differences"]
    assert len({e["id"] for e in entries}) == len(entries)
    return {e["id"]: (e["section"], e["status"]) for e in entries}


def test_readme_lists_exactly_the_expected_differences() -> None:
    assert _readme_rows() == _expected()


def test_expected_differences_are_intended_or_open() -> None:
    assert {status for _, status in _expected().values()} <= {"intended", "open"}
    sections = {"structure", "export", "reverify", "health", "projection"}
    assert {section for section, _ in _expected().values()} <= sections


def _compare_module():  # type: ignore[no-untyped-def]
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "compare_gym", ROOT / "tests" / "interop" / "compare_gym.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_listed_difference_is_explained() -> None:
    compare = _compare_module()
    entries = compare.load_expected()
    disagreement = {"section": "structure", "tags": ["gym:accepts", "trajspec:strict-type"]}
    assert compare.explain(disagreement, entries) == ({"strict-types"}, [])


def test_an_unlisted_difference_is_not_explained() -> None:
    compare = _compare_module()
    entries = compare.load_expected()
    # A strict-type difference in another section, and a tag no entry names.
    disagreement = {"section": "export", "tags": ["trajspec:strict-type", "gym:something-new"]}
    assert compare.explain(disagreement, entries) == (
        set(),
        ["trajspec:strict-type", "gym:something-new"],
    )
