"""The rollout health conformance vectors (operation "health"): every implementation must give
these verdicts and quality-summary figures.

For each case the runner writes the rows as the lines of rollouts.jsonl in an empty folder,
runs the health checks on that file (named relative to the folder, so locators say
``rollouts.jsonl``) with the case's ignore list and test-hook fault, and compares every
verdict line exactly and the listed part of the quality summary member by member. It also
checks what holds for every case: the outputs validate against their schemas and a rerun
gives the same bytes; and, over the hand-written expectations alone, that every check has a
case where it fires, one where it is evaluated and passes, and one where it is unobserved.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
import pytest
from _vectors import VectorCase, cases

from trajspec._jsonl import Source
from trajspec.validators import HealthResult, check_sources
from trajspec.validators._document import validate_against
from trajspec.validators._health.registry import normalize_ignored, registry
from trajspec.validators._health.rollout import Settings

HEALTH = cases("health")
UNREADABLE_PREFIX = "__unreadable_record__:"


def _run(case: dict[str, Any], folder: Path, monkeypatch: pytest.MonkeyPatch) -> HealthResult:
    folder.mkdir(exist_ok=True)
    (folder / "rollouts.jsonl").write_bytes(
        b"".join(
            (line.encode() if isinstance(line, str) else orjson.dumps(line)) + b"\n"
            for line in case["rows"]
        )
    )
    monkeypatch.chdir(folder)
    settings = Settings(ignored=normalize_ignored(case.get("ignore")), fault=case.get("fault"))
    return check_sources([Source(Path("rollouts.jsonl"))], settings)


def _differences(expected: Any, actual: Any, where: str = "") -> list[str]:
    """Where ``actual`` differs from the partial ``expected``: objects member by member,
    everything else exactly."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{where or '/'}: expected an object, got {actual!r}"]
        out = []
        for key, value in expected.items():
            if key not in actual:
                out.append(f"{where}/{key}: missing")
            else:
                out.extend(_differences(value, actual[key], f"{where}/{key}"))
        return out
    if expected != actual or type(expected) is not type(actual):
        return [f"{where}: expected {expected!r}, got {actual!r}"]
    return []


def test_there_are_health_vectors() -> None:
    assert len(HEALTH) >= 60


@pytest.mark.parametrize("vector", HEALTH, ids=lambda v: v.id)
def test_health(vector: VectorCase, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    case = vector.case
    result = _run(case, tmp_path / "run", monkeypatch)
    verdicts = list(result.verdicts())
    expected = case["health"]["verdicts"]
    assert verdicts == expected, orjson.dumps(verdicts, option=orjson.OPT_INDENT_2).decode()
    differences = _differences(case["health"].get("summary", {}), result.summary)
    assert differences == [], orjson.dumps(result.summary, option=orjson.OPT_INDENT_2).decode()


@pytest.mark.parametrize("vector", HEALTH, ids=lambda v: v.id)
def test_outputs_follow_their_schemas_and_repeat(
    vector: VectorCase, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = _run(vector.case, tmp_path / "a", monkeypatch)
    second = _run(vector.case, tmp_path / "b", monkeypatch)
    lines = list(first.verdicts())
    assert orjson.dumps([lines, first.summary]) == orjson.dumps(
        [list(second.verdicts()), second.summary]
    )
    for line in lines:
        errors = [
            f.to_json()
            for f in validate_against(line, "evidence/1.0/rollout_verdict")
            if f.severity == "error"
        ]
        assert errors == []
    errors = [
        f.to_json()
        for f in validate_against(first.summary, "evidence/1.0/quality_summary")
        if f.severity == "error"
    ]
    assert errors == []


def test_faults_name_checks_with_logic() -> None:
    logic = {spec.id for spec in registry()} - {
        "check_execution_error",
        "record_unreadable",
        "rollout_duplicate_identity",
    }
    assert {v.case["fault"] for v in HEALTH if "fault" in v.case} <= logic


def _states() -> dict[str, set[str]]:
    """For each check, the states the hand-written expectations show it in."""
    states: dict[str, set[str]] = {spec.id: set() for spec in registry()}
    rollout = [spec.id for spec in registry() if spec.scope == "rollout"]
    tasks = [spec.id for spec in registry() if spec.scope == "task"]
    for vector in HEALTH:
        ignored = set(vector.case.get("ignore", []))
        for line in vector.case["health"]["verdicts"]:
            readable = not str(line["_ng_task_index"]).startswith(UNREADABLE_PREFIX)
            flagged = {f["check"] for f in line["findings"]}
            for check in rollout:
                if check in ignored:
                    continue
                if check in flagged:
                    states[check].add("fires")
                elif check in line["unobserved"]:
                    states[check].add("unobserved")
                elif readable:
                    states[check].add("passes")
        for task in vector.case["health"].get("summary", {}).get("tasks", {}).values():
            for finding in task["findings"]:
                states[finding["check"]].add("fires")
            for check in tasks:
                if check in ignored:
                    continue
                if check in task["unobserved_checks"]:
                    states[check].add("unobserved")
                elif check not in task["flags"]:
                    states[check].add("passes")
    return states


def test_every_check_fires_passes_and_is_unobserved_somewhere() -> None:
    states = _states()
    missing = {
        check: sorted({"fires", "passes", "unobserved"} - shown)
        for check, shown in states.items()
        if check != "record_unreadable"
        if {"fires", "passes", "unobserved"} - shown
    }
    assert missing == {}
    # record_unreadable is never unobserved: the vectors must not say otherwise.
    assert states["record_unreadable"] == {"fires", "passes"}


def test_terminus_vectors_are_valid_rows() -> None:
    terminus = [v for v in HEALTH if v.file.endswith("health-terminus.json")]
    assert len(terminus) >= 3
    for vector in terminus:
        for row in vector.case["rows"]:
            errors = [
                f.to_json()
                for f in validate_against(row, "evidence/1.0/rollout_row")
                if f.severity == "error"
            ]
            assert errors == [], vector.id
