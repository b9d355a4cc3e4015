"""ng_perf takes the join's owners where the trajectory is built from the joined bundle and
the capture alone (``enrich._carried_owners``): they are the owners ``owned_model_calls``
works out from the trajectory, and the enriched row is the same bytes as when they are
worked out (hypothesis)."""

from __future__ import annotations

import copy
import tempfile
from pathlib import Path
from typing import Any
from unittest import mock

import orjson
from _examples import examples
from _strategies import capture_files, projection_rows
from hypothesis import given, settings
from hypothesis import strategies as st

from trajspec._identity import capture_key
from trajspec.converters._projection import enrich as _enrich
from trajspec.converters._projection import perf as _perf

_carried = _enrich._carried_owners


def _write_capture(folder: Path, row: dict[str, Any], lines: list[Any]) -> None:
    key, _ = capture_key(row)
    if key is None or not lines:
        return
    text = b"".join(
        (line.encode() if isinstance(line, str) else orjson.dumps(line)) + b"\n" for line in lines
    )
    (folder / f"{key}.capture.jsonl").write_bytes(text)


def _enriched(row: dict[str, Any], capture_dir: str | None, carry: bool) -> tuple[bytes, Any]:
    """The enriched row's bytes, and the owners carried over from the join (None: none)."""
    seen: list[Any] = []

    def spy(*args: Any) -> Any:
        seen.append(_carried(*args) if carry else None)
        return seen[-1]

    with mock.patch.object(_enrich, "_carried_owners", spy):
        done = _enrich.enrich_row(row, capture_dir=capture_dir)
    return orjson.dumps(done.row), done.row, seen[0] if seen else None


@settings(max_examples=examples(1.5), deadline=None)
@given(row=projection_rows(), lines=capture_files(), again=st.booleans(), read=st.booleans())
def test_the_joins_owners_are_the_trajectorys(
    row: dict[str, Any], lines: list[Any], again: bool, read: bool
) -> None:
    row = copy.deepcopy(row)  # the strategies share some constants between examples
    with tempfile.TemporaryDirectory() as scratch:
        _write_capture(Path(scratch), row, lines)
        if again:  # a row enriched before: its trajectory is a producer's, nothing carried
            row = orjson.loads(_enriched(row, scratch, carry=False)[0])
        # read: the capture file; else the capture the row carries (after ``again``)
        capture_dir = scratch if read else None
        fast, out, owners = _enriched(row, capture_dir, carry=True)
        full, _, none = _enriched(row, capture_dir, carry=False)
    assert none is None
    assert fast == full
    if owners is not None:
        assert not isinstance(row.get("ng_trajectory"), dict)  # never past a producer's
        if "ng_trajectory" in out:  # (a projection that fails takes no owners)
            assert owners == _perf.owned_model_calls(out["ng_trajectory"])


def test_the_usual_row_carries_the_joins_owners() -> None:
    ref = {"type": "responses_api_models", "name": "policy"}
    row = {
        "task_id": "t",
        "_ng_task_index": 0,
        "_ng_rollout_index": 0,
        "ng_agent_observations": {
            "source": "s",
            "records": [
                {
                    "kind": "agent_invocation",
                    "invocation_id": "root",
                    "model_calls": [{"model_ref": ref, "response_id": "r1"}],
                },
                {
                    "kind": "agent_invocation",
                    "invocation_id": "sub",
                    "parent_invocation_id": "root",
                },
            ],
        },
    }
    lines = [
        {"model_call_id": "c1", "model_ref": ref, "response": {"id": "r1"}},
        {"model_call_id": "c2", "model_ref": ref, "client_session_id": "sub"},
        {"model_call_id": "c3", "model_ref": ref},
    ]
    with tempfile.TemporaryDirectory() as scratch:
        _write_capture(Path(scratch), row, lines)
        fast, out, owners = _enriched(row, scratch, carry=True)
        full, _, _ = _enriched(row, scratch, carry=False)
    assert owners == {0: "root", 1: "sub"}  # c3 is nobody's
    assert fast == full
    assert out["ng_perf"]["token_observability_coverage"] == 1.0
    assert out["ng_perf"]["num_turns"] == 2
