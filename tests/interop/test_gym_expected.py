"""The expected differences of ``nox -s interop-gym`` are the ones spec/README.md documents."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SECTION = "## Differences from NeMo Gym 0.7.0 that `nox -s interop-gym` meets"


def _readme_rows() -> dict[str, tuple[str, str, str]]:
    text = (ROOT / "spec" / "README.md").read_text(encoding="utf-8")
    assert SECTION in text
    body = text.split(SECTION, 1)[1].split("\n## ", 1)[0]
    rows = {}
    for match in re.finditer(
        r"^\| `([a-z0-9-]+)` \| (\w+) \| (\w+) \| (.+) \|$", body, re.MULTILINE
    ):
        assert match.group(1) not in rows, f"{match.group(1)} is listed twice"
        rows[match.group(1)] = (match.group(2), match.group(3), match.group(4))
    return rows


def _entries() -> list[dict[str, Any]]:
    path = ROOT / "tests" / "interop" / "gym_expected_differences.json"
    entries: list[dict[str, Any]] = json.loads(path.read_bytes())["differences"]
    return entries


def _expected() -> dict[str, tuple[str, str, str]]:
    entries = _entries()
    assert len({e["id"] for e in entries}) == len(entries)
    return {e["id"]: (e["section"], e["status"], e["reason"]) for e in entries}


def test_readme_lists_exactly_the_expected_differences_with_their_reasons() -> None:
    assert _readme_rows() == _expected()


def test_every_expected_difference_is_intended_and_has_a_reason() -> None:
    """No difference stays open: each one is fixed (and leaves the list) or intended."""
    assert {status for _, status, _ in _expected().values()} == {"intended"}
    assert all(reason.strip() for _, _, reason in _expected().values())
    sections = {"structure", "export", "reverify", "health", "projection"}
    assert {section for section, _, _ in _expected().values()} <= sections


def test_entries_have_only_known_members() -> None:
    for entry in _entries():
        assert set(entry) <= {"id", "section", "status", "tags", "cases", "reason"}, entry
        assert entry["tags"] and all(isinstance(t, str) for t in entry["tags"])
        assert all(isinstance(c, str) for c in entry.get("cases", [""])), entry


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


def test_an_entry_with_cases_explains_only_those_cases() -> None:
    compare = _compare_module()
    entries = compare.load_expected()
    tag = "/verdicts/*/rollout_id"
    listed = {"section": "health", "case": "evidence/1.0/health-record.json#17", "tags": [tag]}
    other = {"section": "health", "case": "generated:run#3", "tags": [tag]}
    assert compare.explain(listed, entries) == ({"health-rollout-identity"}, [])
    assert compare.explain(other, entries) == (set(), [tag])


def test_the_comparer_fails_on_an_open_entry(tmp_path: Path, monkeypatch: Any) -> None:
    compare = _compare_module()
    entries = compare.load_expected()
    entries[0] = {**entries[0], "status": "open"}
    monkeypatch.setattr(compare, "load_expected", lambda: entries)
    report = tmp_path / "report.json"
    report.write_text(json.dumps({"counts": {}, "disagreements": []}))
    assert compare.main([str(report)]) == 1
