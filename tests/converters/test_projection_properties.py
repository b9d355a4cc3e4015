"""Properties of the projection over random bundles and captures (hypothesis).

- every ng_trajectory written validates (no error finding), and so do ng_perf and the capture
  attachment built from capture lines;
- no captured call is owned by two invocations: a reference that resolves to a call owned by
  another invocation is named by a conflict gap;
- every captured call is owned by an invocation or named by an ownership gap;
- the join is idempotent (running it on its own output changes nothing);
- enrich never modifies its input and gives byte-identical output for the same input.
"""

from __future__ import annotations

import copy
import tempfile
from pathlib import Path
from typing import Any

import orjson
from _strategies import capture_exchanges, capture_files, observation_bundles, projection_rows
from hypothesis import given
from hypothesis import strategies as st

from trajspec._identity import capture_key
from trajspec.converters import enrich
from trajspec.converters._projection.capture import capture_attachment, model_call_record
from trajspec.converters._projection.ownership import CallIndex, capture_call_key, join
from trajspec.validators._document import validate_against


def _errors(document: Any, schema: str) -> list[dict[str, Any]]:
    return [
        f.to_json()
        for f in validate_against(document, f"evidence/1.0/{schema}")
        if f.severity == "error"
    ]


def _records(lines: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [model_call_record(line, index) for index, line in enumerate(lines)]


def _label(call: dict[str, Any]) -> str:
    return call.get("model_call_id") or call.get("response_id") or "unknown"


def _write(folder: Path, key: str, lines: list[Any]) -> None:
    text = b"".join(
        (line.encode() if isinstance(line, str) else orjson.dumps(line)) + b"\n" for line in lines
    )
    (folder / f"{key}.capture.jsonl").write_bytes(text)


@given(bundle=observation_bundles(), lines=st.lists(capture_exchanges(), max_size=6))
def test_ownership_is_exclusive_and_complete(
    bundle: dict[str, Any], lines: list[dict[str, Any]]
) -> None:
    calls = _records(lines)
    result = join(bundle, calls)
    gaps = result.bundle.get("gaps", [])
    index = CallIndex([capture_call_key(c) for c in calls])
    conflicts = {
        (g.get("invocation_id"), g.get("detail"))
        for g in gaps
        if g["code"] == "model_call_reference_conflict"
    }
    for record in result.bundle.get("records", []):
        if record.get("kind") != "agent_invocation":
            continue
        for ref in record.get("model_calls", []):
            position = index.match(ref)
            if position is None:
                continue
            owner = result.owners.get(position)
            assert owner is not None
            if owner != record["invocation_id"]:
                assert (record["invocation_id"], _label(calls[position])) in conflicts
    unowned = {g.get("detail") for g in gaps if g["code"] == "model_call_ownership_unavailable"}
    for position, call in enumerate(calls):
        if position not in result.owners:
            assert f"capture:{_label(call)}:call_index={call['call_index']}" in unowned


@given(bundle=observation_bundles(), lines=st.lists(capture_exchanges(), max_size=6))
def test_join_is_idempotent(bundle: dict[str, Any], lines: list[dict[str, Any]]) -> None:
    calls = _records(lines)
    once = join(bundle, calls)
    twice = join(once.bundle, calls)
    assert orjson.dumps(twice.bundle) == orjson.dumps(once.bundle)
    assert twice.owners == once.owners
    assert not _errors(once.bundle, "agent_observation_bundle")


@given(row=projection_rows(), lines=st.lists(capture_exchanges(), max_size=6))
def test_enrich_from_an_attachment(row: dict[str, Any], lines: list[dict[str, Any]]) -> None:
    key, _ = capture_key(row)
    assert key is not None
    row = {**row, "ng_model_call_capture": capture_attachment(key, _records(lines), [])}
    before = orjson.dumps(row)
    snapshot = copy.deepcopy(row)
    out = enrich(row, total_latency_ms=5)
    assert row == snapshot and orjson.dumps(row) == before
    assert orjson.dumps(enrich(row, total_latency_ms=5)) == orjson.dumps(out)
    if "ng_trajectory" in out:
        assert not _errors(out["ng_trajectory"], "trajectory_record")
    else:  # failed: the capture keeps its payloads (unless the agent redacted them)
        capture = out["ng_model_call_capture"]
        assert capture["gaps"][-1]["code"] == "trajectory_projection_failed"
        redacted = any(
            g.get("code") == "multimodal_history_redacted"
            for g in (row.get("ng_agent_observations") or {}).get("gaps", [])
        )
        if not redacted:
            assert capture["calls"] == row["ng_model_call_capture"]["calls"]
    if "ng_perf" in out:
        assert not _errors(out["ng_perf"], "ng_perf")
        assert out["ng_trajectory"]["invocations"]


@given(
    row=projection_rows(),
    files=st.dictionaries(
        st.sampled_from(("0-0", "1-1", "0-0-a1", "2-1-a2")), capture_files(), max_size=3
    ),
    marker=st.booleans(),
    payloads=st.booleans(),
    observability=st.booleans(),
)
def test_enrich_from_a_capture_directory(
    row: dict[str, Any],
    files: dict[str, list[Any]],
    marker: bool,
    payloads: bool,
    observability: bool,
) -> None:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        for key, lines in files.items():
            _write(folder, key, lines)
        if marker:
            (folder / "0-0.capture.incomplete").write_bytes(b"")
        snapshot = copy.deepcopy(row)
        options: dict[str, Any] = {
            "capture_dir": folder,
            "include_model_call_payloads": payloads,
            "observability_enabled": observability,
        }
        out = enrich(row, **options)
        assert row == snapshot
        assert orjson.dumps(enrich(row, **options)) == orjson.dumps(out)
    if not observability:
        assert "ng_perf" not in out
        assert "ng_model_call_capture" not in out
    if "ng_model_call_capture" in out:
        assert not _errors(out["ng_model_call_capture"], "model_call_capture")
    if "ng_trajectory" in out:
        trajectory = out["ng_trajectory"]
        assert not _errors(trajectory, "trajectory_record")
        assert trajectory["turns"] == []
        codes = [g["code"] for g in trajectory["gaps"]]
        assert "turns_unavailable" in codes
        assert len({orjson.dumps(g) for g in trajectory["gaps"]}) == len(trajectory["gaps"])
        if "ng_model_call_capture" in out:
            for call in out["ng_model_call_capture"]["calls"]:
                assert not {"request", "response", "request_raw", "response_raw"} & set(call)
    if "ng_perf" in out:
        assert not _errors(out["ng_perf"], "ng_perf")
