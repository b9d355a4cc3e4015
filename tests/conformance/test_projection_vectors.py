"""The projection conformance vectors (operation "project"): every implementation must enrich
each case's row exactly as expected.

For each case the runner writes the case's capture lines (and incomplete markers) into an
empty directory, enriches the row with the case's options, and compares every expected
member exactly. It also checks what holds for every case: the outputs validate against
their schemas, the input row is not modified, and the output is byte-identical on a rerun.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import orjson
import pytest
from _vectors import VectorCase, cases

from trajspec.converters import enrich
from trajspec.validators import validate_against

PROJECT = cases("project")

#: expected member -> where it is in the enriched row (None: the whole value)
_MEMBERS = {
    "ng_trajectory": ("ng_trajectory", None),
    "ng_perf": ("ng_perf", None),
    "ng_model_call_capture": ("ng_model_call_capture", None),
    "ng_agent_observations": ("ng_agent_observations", None),
    "capture_gaps": ("ng_model_call_capture", "gaps"),
    "observation_gaps": ("ng_agent_observations", "gaps"),
}

#: Gap codes the projection emits; each must be exercised by some vector.
EMITTED_CODES = {
    "model_call_capture_no_records",
    "model_call_capture_records_unreadable",
    "model_call_capture_incomplete",
    "model_call_capture_unreadable",
    "agent_observation_join_failed",
    "model_call_reference_unmatched",
    "model_call_reference_ambiguous",
    "model_call_reference_conflict",
    "model_call_ownership_unavailable",
    "producer_trajectory_identity_mismatch",
    "producer_trajectory_invalid",
    "agent_observations_invalid",
    "model_call_capture_gap_invalid",
    "model_calls_unavailable",
    "turns_unavailable",
    "conversation_unavailable",
    "trajectory_projection_failed",
    "trajectory_identity_invalid",
}


def _write_capture(case: dict[str, Any], folder: Path) -> Path | None:
    if "capture" not in case:
        return None
    folder.mkdir()
    for rollout_id, lines in case["capture"].items():
        text = b"".join(
            (line.encode() if isinstance(line, str) else orjson.dumps(line)) + b"\n"
            for line in lines
        )
        (folder / f"{rollout_id}.capture.jsonl").write_bytes(text)
    for rollout_id in case.get("markers", []):
        (folder / f"{rollout_id}.capture.incomplete").write_bytes(b"")
    for rollout_id in case.get("unreadable", []):
        (folder / f"{rollout_id}.capture.jsonl").mkdir()  # exists, but cannot be read
    return folder


def _run(case: dict[str, Any], folder: Path | None) -> dict[str, Any]:
    return enrich(case["row"], capture_dir=folder, **case.get("options", {}))


def test_there_are_projection_vectors() -> None:
    assert len(PROJECT) >= 40


def test_every_emitted_gap_code_is_exercised() -> None:
    text = b"".join(orjson.dumps(v.case["expected"]) for v in PROJECT)
    missing = sorted(code for code in EMITTED_CODES if f'"{code}"'.encode() not in text)
    assert missing == []


def test_emitted_gap_codes_are_registered() -> None:
    from trajspec._schemas import spec_root

    registry = orjson.loads((spec_root() / "gaps" / "gap_codes.json").read_bytes())
    known = {entry["code"] for entry in registry["codes"]}
    assert known >= EMITTED_CODES


@pytest.mark.parametrize("vector", PROJECT, ids=lambda v: v.id)
def test_projection(vector: VectorCase, tmp_path: Path) -> None:
    case = vector.case
    expected = case["expected"]
    folder = _write_capture(case, tmp_path / "capture")
    before = copy.deepcopy(case["row"])
    if expected.get("rejected"):
        with pytest.raises(ValueError):
            _run(case, folder)
        return
    out = _run(case, folder)
    assert case["row"] == before, "enrich modified its input"
    for member, (key, inner) in _MEMBERS.items():
        if member not in expected:
            continue
        want = expected[member]
        if inner is None:
            got = out.get(key)
            assert got == want, f"{member}:\n{orjson.dumps(got).decode()}"
            assert (key in out) == (want is not None)
        else:
            container = out.get(key)
            assert isinstance(container, dict), f"{key} is missing"
            assert container.get(inner, []) == want, f"{member}: {container.get(inner)}"
    if "capture_files" in expected:
        assert folder is not None
        assert sorted(p.name for p in folder.iterdir()) == expected["capture_files"]


@pytest.mark.parametrize("vector", PROJECT, ids=lambda v: v.id)
def test_outputs_are_valid_and_deterministic(vector: VectorCase, tmp_path: Path) -> None:
    case = vector.case
    if case["expected"].get("rejected"):
        return
    options = {**case.get("options", {}), "delete_model_call_capture": False}
    first = enrich(case["row"], capture_dir=_write_capture(case, tmp_path / "a"), **options)
    second = enrich(case["row"], capture_dir=_write_capture(case, tmp_path / "b"), **options)
    assert orjson.dumps(first) == orjson.dumps(second)
    for key, schema in (
        ("ng_trajectory", "evidence/1.0/trajectory_record"),
        ("ng_perf", "evidence/1.0/ng_perf"),
    ):
        if key in first:
            errors = [f for f in validate_against(first[key], schema) if f.severity == "error"]
            assert errors == [], [f.to_json() for f in errors]
    if "capture" in case and "ng_model_call_capture" in first:  # built from capture lines
        errors = [
            f
            for f in validate_against(
                first["ng_model_call_capture"], "evidence/1.0/model_call_capture"
            )
            if f.severity == "error"
        ]
        assert errors == [], [f.to_json() for f in errors]
