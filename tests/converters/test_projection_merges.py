"""The projection's merges, by example: an observed tool call merged into the trajectory's
tool calls, and the join's session auto-attach (which references already name a call)."""

from __future__ import annotations

from typing import Any

import pytest

from trajspec.converters import join_model_calls, project_trajectory

MR = {"type": "responses_api_models", "name": "policy"}


def _row(producer_calls: list[Any] | None, records: list[Any]) -> dict[str, Any]:
    row: dict[str, Any] = {
        "task_id": "t",
        "_ng_task_index": 0,
        "_ng_rollout_index": 0,
        "ng_agent_observations": {"source": "s", "records": records},
    }
    if producer_calls is not None:
        row["ng_trajectory"] = {
            "schema_version": "1.0",
            "task_id": "t",
            "rollout_id": "0-0",
            "invocations": [{"kind": "agent_invocation", "invocation_id": "root"}],
            "tool_calls": producer_calls,
        }
    return row


def _tool_calls(producer_calls: list[Any] | None, records: list[Any]) -> list[Any]:
    projection = project_trajectory(_row(producer_calls, records))
    assert projection.trajectory is not None, projection.failure
    calls: list[Any] = projection.trajectory["tool_calls"]
    return calls


_ROOT = {"kind": "agent_invocation", "invocation_id": "root"}


def _observed(tool_call_id: str, **members: Any) -> dict[str, Any]:
    return {"kind": "tool_call", "invocation_id": "root", "tool_call_id": tool_call_id, **members}


# -- an observed tool call ---------------------------------------------------------------


def test_a_new_pair_is_written_with_its_members_in_order() -> None:
    record = _observed("t1", tool_name="search", status="completed", duration_ms=4)
    calls = _tool_calls(None, [_ROOT, record])
    assert calls == [record]
    assert list(calls[0]) == list(record)  # the record's own member order


def test_a_new_pairs_null_members_are_left_out() -> None:
    record = _observed("t1", tool_name=None, status="completed", duration_ms=None)
    calls = _tool_calls(None, [_ROOT, record])
    assert calls == [_observed("t1", status="completed")]


def test_the_conversations_output_is_attached_to_its_pair() -> None:
    invocation = {
        **_ROOT,
        "conversation": [
            {"type": "function_call_output", "call_id": "t1", "output": "found"},
            {"type": "function_call_output", "call_id": "t9", "output": "other"},
        ],
    }
    calls = _tool_calls(None, [invocation, _observed("t1"), _observed("t2")])
    assert calls == [{**_observed("t1"), "output": "found"}, _observed("t2")]


def test_an_observed_record_overlays_the_producers_call_of_its_pair() -> None:
    producer = {
        "kind": "tool_call",
        "invocation_id": "root",
        "tool_call_id": "t1",
        "tool_name": "search",
        "status": "failed",
        "duration_ms": 9,
    }
    other = {
        "kind": "tool_call",
        "invocation_id": "root",
        "tool_call_id": "t2",
        "tool_name": "read",
    }
    record = _observed("t1", status="completed", duration_ms=None, tool_name="find")
    calls = _tool_calls([producer, other], [_ROOT, record])
    # in the producer's place; the record's members win, its nulls hide nothing
    assert calls == [
        {
            "invocation_id": "root",
            "tool_call_id": "t1",
            "tool_name": "find",
            "status": "completed",
            "duration_ms": 9,
            "kind": "tool_call",
        },
        other,
    ]


@pytest.mark.parametrize(
    ("known", "expected"),
    [("failed", "failed"), ("completed", "completed"), ("unknown", "unknown"), (None, "unknown")],
)
def test_an_observed_unknown_status_hides_no_status_the_producer_knew(
    known: str | None, expected: str
) -> None:
    producer: dict[str, Any] = {"kind": "tool_call", "invocation_id": "root", "tool_call_id": "t1"}
    if known is not None:
        producer["status"] = known
    calls = _tool_calls([producer], [_ROOT, _observed("t1", status="unknown")])
    assert calls[0]["status"] == expected


def test_a_second_record_of_a_pair_merges_into_the_first() -> None:
    first = _observed("t1", tool_name="search", status="completed")
    second = _observed("t1", status="unknown", duration_ms=3)
    calls = _tool_calls(None, [_ROOT, first, second])
    assert calls == [_observed("t1", tool_name="search", status="completed", duration_ms=3)]


# -- session auto-attach -----------------------------------------------------------------

_CALL = {"model_call_id": "c1", "model_ref": MR, "response_id": "r1", "client_session_id": "root"}


def _attached(refs: list[Any]) -> list[Any]:
    bundle = {"source": "s", "records": [{**_ROOT, "model_calls": refs}]}
    joined = join_model_calls(bundle, [{**_CALL, "call_index": 0}])
    out: list[Any] = joined["records"][0]["model_calls"]
    return out


_CANONICAL = {"model_call_id": "c1", "model_ref": MR, "response_id": "r1"}


@pytest.mark.parametrize(
    "ref",
    [
        {"model_call_id": "c1"},
        {"model_call_id": "c1", "model_ref": MR},
        {"model_call_id": "c1", "response_id": "r1"},
        _CANONICAL,
        {"model_ref": MR, "response_id": "r1"},
    ],
)
def test_a_reference_that_names_the_call_keeps_it_from_being_attached_again(
    ref: dict[str, Any],
) -> None:
    # the one reference is the call's, made canonical; nothing is appended
    assert _attached([ref]) == [_CANONICAL]


@pytest.mark.parametrize(
    "ref",
    [
        {"model_call_id": "c2"},
        {"model_call_id": "c1", "response_id": "r2"},
        {"model_call_id": "c1", "model_ref": {"type": "responses_api_models", "name": "x"}},
        {"model_ref": MR, "response_id": "r2"},
        {"response_id": "r1"},
    ],
)
def test_a_reference_that_does_not_name_the_call_leaves_it_to_be_attached(
    ref: dict[str, Any],
) -> None:
    refs = _attached([ref])
    assert len(refs) == 2
    assert refs[1] == _CANONICAL


def test_a_session_call_is_attached_once_in_capture_order() -> None:
    bundle = {"source": "s", "records": [_ROOT]}
    calls = [
        {**_CALL, "call_index": 0},
        {"model_call_id": "c2", "client_session_id": "root", "call_index": 1},
        {"model_call_id": "c3", "client_session_id": "other", "call_index": 2},
        {"response_id": "r9", "client_session_id": "root", "call_index": 3},
    ]
    joined = join_model_calls(bundle, calls)
    # a call without a model_call_id, or of another session, is not attached
    assert joined["records"][0]["model_calls"] == [_CANONICAL, {"model_call_id": "c2"}]
