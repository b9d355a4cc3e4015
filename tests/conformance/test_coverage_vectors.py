"""The coverage conformance vectors (operation "coverage"): every implementation must measure
the same capability matrix from each case's rows.

For each case the runner writes the lines into rollouts.jsonl in an empty folder, measures the
file (named rollouts.jsonl, relative to the folder) against spec/coverage/criteria.json, and
compares the report with the hand-written matrix: objects member by member (members the
matrix leaves out are not compared), arrays element by element, other values exactly. It
also checks what holds for every case: the report is a valid CoverageReport, and the same
rows give the same report when read in another chunking (--jobs).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
import pytest
from _vectors import VectorCase, cases

from trajspec import _jsonl
from trajspec._jsonl import LocalEngine, Source
from trajspec.validators import measure_coverage
from trajspec.validators._coverage.criteria import VERDICTS, criteria_document
from trajspec.validators._document import validate_against

COVERAGE = cases("coverage")


def _write(case: dict[str, Any], folder: Path) -> Path:
    path = folder / "rollouts.jsonl"
    path.write_bytes(
        b"".join(
            (line.encode() if isinstance(line, str) else orjson.dumps(line)) + b"\n"
            for line in case["lines"]
        )
    )
    return path


def _report(case: dict[str, Any], folder: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    _write(case, folder)
    monkeypatch.chdir(folder)
    return measure_coverage([Source(Path("rollouts.jsonl"))]).to_json()


def _mismatches(expected: Any, actual: Any, where: str = "") -> list[str]:
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{where}: expected an object, got {actual!r}"]
        out = []
        for key, value in expected.items():
            if key not in actual:
                out.append(f"{where}/{key}: missing")
            else:
                out += _mismatches(value, actual[key], f"{where}/{key}")
        return out
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return [f"{where}: expected {expected!r}, got {actual!r}"]
        return [
            m
            for i, (e, a) in enumerate(zip(expected, actual, strict=True))
            for m in _mismatches(e, a, f"{where}/{i}")
        ]
    if expected != actual or type(expected) is not type(actual):
        return [f"{where}: expected {expected!r}, got {actual!r}"]
    return []


def test_there_are_coverage_vectors() -> None:
    assert len(COVERAGE) >= 10


def test_every_criterion_meets_every_verdict_in_the_vectors() -> None:
    """Each criterion is full for some agent, partial for another and unavailable for a third."""
    seen: dict[str, set[str]] = {c["id"]: set() for c in criteria_document()["criteria"]}
    for vector in COVERAGE:
        for agent in vector.case["matrix"].get("agents", []):
            for criterion, entry in agent.get("criteria", {}).items():
                seen[criterion].add(entry["verdict"])
    assert {c: sorted(v) for c, v in seen.items()} == {c: sorted(VERDICTS) for c in seen}


def test_every_field_is_met_and_missed_in_the_vectors() -> None:
    """Each field of each criterion holds in some row and fails in another."""
    held: set[tuple[str, str]] = set()
    missed: set[tuple[str, str]] = set()
    for vector in COVERAGE:
        for agent in vector.case["matrix"].get("agents", []):
            for criterion, entry in agent.get("criteria", {}).items():
                applicable = entry["rows"]["applicable"]
                for name, counts in entry.get("fields", {}).items():
                    if counts["full"]:
                        held.add((criterion, name))
                    if counts["full"] < applicable:
                        missed.add((criterion, name))
    every = {(c["id"], f["name"]) for c in criteria_document()["criteria"] for f in c["fields"]}
    assert every - held == set()
    assert every - missed == set()


@pytest.mark.parametrize("vector", COVERAGE, ids=lambda v: v.id)
def test_matrix(vector: VectorCase, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    report = _report(vector.case, tmp_path, monkeypatch)
    assert _mismatches(vector.case["matrix"], report) == []


@pytest.mark.parametrize("vector", COVERAGE, ids=lambda v: v.id)
def test_report_is_a_valid_coverage_report(
    vector: VectorCase, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    report = _report(vector.case, tmp_path, monkeypatch)
    assert [f.to_json() for f in validate_against(report, "evidence/1.0/coverage_report")] == []


@pytest.mark.parametrize("vector", COVERAGE, ids=lambda v: v.id)
def test_chunking_does_not_change_the_report(
    vector: VectorCase, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One chunk per line, in worker processes, gives the report of one chunk in process."""
    whole = _report(vector.case, tmp_path, monkeypatch)
    monkeypatch.setattr(_jsonl, "CHUNK_BYTES", 1)
    split = measure_coverage([Source(Path("rollouts.jsonl"))], engine=LocalEngine(2)).to_json()
    assert split == whole
