"""Projection, join, ng_perf, perf_summary and the usage rule: unit tests beside the vectors."""

from __future__ import annotations

import copy
import math
from pathlib import Path
from typing import Any

import orjson
import pytest

from trajspec._identity import capture_key
from trajspec.converters import (
    PerfSummary,
    build_ng_perf,
    enrich,
    expected_usage,
    join_model_calls,
    perf_summary,
    project_trajectory,
)
from trajspec.converters._projection import enrich as _enrich
from trajspec.converters._projection import perf as _perf
from trajspec.converters._projection.trajectory import Projection

MR = {"type": "responses_api_models", "name": "policy"}


def _invocation(invocation_id: str, refs: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": "agent_invocation", "invocation_id": invocation_id}
    if refs is not None:
        out["model_calls"] = refs
    return out


# -- enrich ------------------------------------------------------------------------------


def test_delete_without_payloads_is_refused() -> None:
    with pytest.raises(ValueError, match="include_model_call_payloads"):
        enrich({}, delete_model_call_capture=True, include_model_call_payloads=False)


@pytest.mark.parametrize("latency", [-1, float("nan"), True, "5"])
def test_bad_latency_is_refused(latency: Any) -> None:
    with pytest.raises(ValueError, match="total_latency_ms"):
        enrich({}, total_latency_ms=latency)


def test_a_row_without_evidence_is_returned_as_a_copy() -> None:
    row = {"task_id": "t"}
    out = enrich(row)
    assert out == row and out is not row


def test_observability_off_still_projects_a_producer_trajectory() -> None:
    producer = {
        "schema_version": "1.0",
        "task_id": "t",
        "rollout_id": "0-0",
        "invocations": [_invocation("root")],
    }
    row = {"task_id": "t", "_ng_task_index": 0, "_ng_rollout_index": 0, "ng_trajectory": producer}
    out = enrich(row, observability_enabled=False, total_latency_ms=3)
    assert "ng_perf" not in out
    assert out["ng_trajectory"]["gaps"] == [
        {"code": "model_calls_unavailable"},
        {"code": "conversation_unavailable"},
    ]


def test_failure_without_capture_or_bundle_writes_a_minimal_trajectory(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def failing(row: Any, **_: Any) -> Projection:
        from trajspec._identity import rollout_identity

        return Projection(None, "schema.type", rollout_identity(row))

    monkeypatch.setattr(_enrich, "project_trajectory", failing)
    row = {"task_id": "t", "_ng_task_index": 1, "_ng_rollout_index": 0, "ng_trajectory": {}}
    out = enrich(row, observability_enabled=False)
    assert out["ng_trajectory"] == {
        "schema_version": "1.0",
        "task_id": "t",
        "rollout_id": "1-0",
        "invocations": [],
        "turns": [],
        "model_calls": [],
        "tool_calls": [],
        "gaps": [{"code": "trajectory_projection_failed", "detail": "schema.type"}],
    }


def test_enriching_an_enriched_row_again_changes_nothing(tmp_path: Path) -> None:
    (tmp_path / "0-0.capture.jsonl").write_bytes(
        orjson.dumps(
            {
                "model_call_id": "a",
                "model_ref": MR,
                "request": {"input": "x"},
                "response": {"id": "r"},
            }
        )
        + b"\n"
        + orjson.dumps({"model_call_id": "b"})
        + b"\n"
    )
    row = {
        "task_id": "t",
        "_ng_task_index": 0,
        "_ng_rollout_index": 0,
        "ng_agent_observations": {
            "source": "s",
            "records": [
                _invocation(
                    "root", [{"model_ref": MR, "response_id": "r"}, {"model_call_id": "zz"}]
                )
            ],
        },
    }
    first = enrich(row, capture_dir=tmp_path, total_latency_ms=7)
    again = enrich(first, total_latency_ms=7)
    assert orjson.dumps(again) == orjson.dumps(first)
    # the request lives once, in ng_trajectory
    assert first["ng_trajectory"]["model_calls"][0]["request"] == {"input": "x"}
    assert "request" not in first["ng_model_call_capture"]["calls"][0]


def test_output_of_enrich_shares_nothing_it_changed() -> None:
    row = {
        "task_id": "t",
        "_ng_task_index": 0,
        "_ng_rollout_index": 0,
        "ng_model_call_capture": {
            "rollout_id": "0-0",
            "metrics": {"num_calls": 1},
            "calls": [{"model_call_id": "a", "request": {"q": 1}}],
        },
        "ng_agent_observations": {
            "source": "s",
            "records": [_invocation("root", [{"model_call_id": "a"}])],
        },
    }
    snapshot = copy.deepcopy(row)
    out = enrich(row)
    assert row == snapshot
    assert out["ng_model_call_capture"]["calls"] == [{"model_call_id": "a"}]
    assert row["ng_model_call_capture"]["calls"][0]["request"] == {"q": 1}


# -- join --------------------------------------------------------------------------------


def test_join_keeps_the_bundle_untouched_and_adds_no_empty_gaps() -> None:
    bundle = {"source": "s", "records": [_invocation("root", [{"model_call_id": "a"}])]}
    snapshot = copy.deepcopy(bundle)
    joined = join_model_calls(bundle, [{"model_call_id": "a", "call_index": 0}])
    assert bundle == snapshot
    assert joined == bundle  # canonical ref of an id-only call is the same ref, no gaps key


def test_references_never_own_by_order_or_time() -> None:
    calls = [
        {"model_call_id": "x", "started_at": 1, "call_index": 0},
        {"model_call_id": "y", "started_at": 2, "call_index": 1},
    ]
    bundle = {
        "source": "s",
        "records": [_invocation("root", [{"model_ref": MR, "response_id": "r"}])],
    }
    joined = join_model_calls(bundle, calls)
    assert joined["gaps"] == [
        {"code": "model_call_reference_unmatched", "invocation_id": "root", "detail": "r"},
        {"code": "model_call_ownership_unavailable", "detail": "capture:x:call_index=0"},
        {"code": "model_call_ownership_unavailable", "detail": "capture:y:call_index=1"},
    ]


def test_unowned_call_without_ids() -> None:
    joined = join_model_calls({"source": "s"}, [{"call_index": 4}])
    assert joined["gaps"] == [
        {"code": "model_call_ownership_unavailable", "detail": "capture:unknown:call_index=4"}
    ]


# -- projection --------------------------------------------------------------------------


def test_projection_reports_failure_instead_of_raising() -> None:
    row = {
        "task_id": "t",
        "_ng_task_index": 0,
        "_ng_rollout_index": 0,
        "ng_model_call_capture": {"calls": [{"model_call_id": "a"}, {"model_call_id": "a"}]},
    }
    projection = project_trajectory(row)
    assert projection.trajectory is None
    assert projection.failure == "model_call.id_unique"


def test_producer_invocation_wins_whole() -> None:
    producer = {
        "schema_version": "1.0",
        "task_id": "t",
        "rollout_id": "0-0",
        "invocations": [{"kind": "agent_invocation", "invocation_id": "root", "status": "failed"}],
    }
    bundle = {
        "source": "s",
        "records": [
            {
                "kind": "agent_invocation",
                "invocation_id": "root",
                "status": "completed",
                "duration_ms": 5,
            }
        ],
    }
    row = {"task_id": "t", "_ng_task_index": 0, "_ng_rollout_index": 0, "ng_trajectory": producer}
    projection = project_trajectory({**row, "ng_agent_observations": bundle})
    assert projection.trajectory is not None
    assert projection.trajectory["invocations"] == producer["invocations"]


# -- ng_perf -----------------------------------------------------------------------------


def test_ng_perf_needs_a_valid_trajectory_with_invocations() -> None:
    assert build_ng_perf(None) is None
    assert build_ng_perf({"schema_version": "1.0", "task_id": "t", "rollout_id": "r"}) is None
    assert (
        build_ng_perf(
            {"schema_version": "2.0", "task_id": "t", "rollout_id": "r", "invocations": []}
        )
        is None
    )
    trajectory = {
        "schema_version": "1.0",
        "task_id": "t",
        "rollout_id": "r",
        "invocations": [
            _invocation("a", [{"model_call_id": "x"}, {"model_call_id": "x"}]),
            _invocation("b"),
        ],
        "model_calls": [{"model_call_id": "x", "token_stats": {"reasoning_tokens": 4}}],
    }
    assert build_ng_perf(trajectory, total_latency_ms=1.5) == {
        "num_turns": 2,
        "num_tool_calls": 0,
        "token_observability_coverage": 0.5,
        "reasoning_tokens": 4,
        "total_latency_ms": 1.5,
    }


def test_ng_perf_resolves_pairs_against_response_metadata() -> None:
    trajectory = {
        "schema_version": "1.0",
        "task_id": "t",
        "rollout_id": "r",
        "invocations": [_invocation("a", [{"model_ref": MR, "response_id": "r1"}])],
        "model_calls": [
            {"model_call_id": "x", "response_metadata": {"model_ref": MR, "response_id": "r1"}},
            {"model_call_id": "y", "response_metadata": {"model_ref": MR, "response_id": "r2"}},
        ],
    }
    perf = build_ng_perf(trajectory)
    assert perf == {"num_turns": 1, "num_tool_calls": 0, "token_observability_coverage": 1.0}


# -- perf_summary ------------------------------------------------------------------------


def test_perf_summary_over_rollouts() -> None:
    rows: list[dict[str, Any]] = [
        {"ng_perf": {"num_turns": 2, "num_tool_calls": 0, "token_observability_coverage": 1.0,
                     "completion_tokens": 10, "prompt_tokens": 100, "total_latency_ms": 100}},
        {"ng_perf": {"num_turns": 1, "num_tool_calls": 0, "token_observability_coverage": 0.0,
                     "total_latency_ms": 300}},
        {"reward": 1.0},
    ]  # fmt: skip
    summary = perf_summary(rows)
    assert summary is not None
    assert summary == {
        "overall_observability_coverage": 2 / 3,
        "token_observability_coverage": 1 / 3,
        "mean_prompt_tokens": 100.0,
        "median_prompt_tokens": 100,
        "total_prompt_tokens": 100,
        "mean_completion_tokens": 10.0,
        "median_completion_tokens": 10,
        "total_completion_tokens": 10,
        "mean_num_turns": 1.5,
        "median_num_turns": 1.5,
        "std_num_turns": 0.5,
        "min_num_turns": 1,
        "p90_num_turns": pytest.approx(1.9),
        "max_num_turns": 2,
        "mean_tokens_per_turn": 5.0,
        "median_tokens_per_turn": 5.0,
        "total_latency_p50_ms": 200.0,
        "total_latency_p90_ms": 280.0,
        "total_latency_p99_ms": 298.0,
        "total_latency_mean_ms": 200.0,
    }
    assert list(summary)[:2] == ["overall_observability_coverage", "token_observability_coverage"]


def test_perf_summary_is_absent_without_ng_perf() -> None:
    assert perf_summary([]) is None
    assert perf_summary([{"reward": 0}, {"ng_perf": None}]) is None


def test_perf_summary_statistics() -> None:
    summary = PerfSummary()
    for turns in (1, 2, 3, 4, 10):
        summary.add_perf(
            {"num_turns": turns, "num_tool_calls": 0, "token_observability_coverage": 0.5}
        )
    result = summary.result()
    assert result is not None
    assert result["median_num_turns"] == 3
    assert result["p90_num_turns"] == pytest.approx(7.6)  # 4 + (10 - 4) * 0.6
    assert result["std_num_turns"] == pytest.approx(math.sqrt(10.0))
    assert result["token_observability_coverage"] == 1.0


# -- the usage rule ----------------------------------------------------------------------


def _call(
    status: int | None = 200, prompt: int | None = 1, completion: int | None = 1, **meta: Any
) -> dict[str, Any]:
    stats = {
        k: v
        for k, v in (("prompt_tokens", prompt), ("completion_tokens", completion))
        if v is not None
    }
    metadata = {"status_code": status, **meta} if status is not None else dict(meta)
    return {"response_metadata": metadata, "token_stats": stats}


def test_usage_sums_finished_calls() -> None:
    calls = [_call(prompt=10, completion=2), _call(prompt=5, completion=1), _call(500, None, None)]
    assert expected_usage(calls) == {"input_tokens": 15, "output_tokens": 3, "total_tokens": 18}


def test_usage_is_zero_when_nothing_finished() -> None:
    calls = [
        _call(429, None, None),
        _call(None, None, None, error_category="connection"),
        _call(200, None, None, response_status="failed"),
    ]
    assert expected_usage(calls) == {"input_tokens": 0, "output_tokens": 0, "total_tokens": 0}
    assert expected_usage([]) == {"input_tokens": 0, "output_tokens": 0, "total_tokens": 0}


def test_usage_is_omitted_only_when_a_finished_call_lost_it() -> None:
    assert expected_usage([_call(prompt=3), _call(completion=None)]) is None
    # capture records work too
    assert expected_usage([{"tokens_in": 2, "tokens_out": 1}, {"status_code": 503}]) == {
        "input_tokens": 2,
        "output_tokens": 1,
        "total_tokens": 3,
    }


def test_ng_perf_of_a_joined_row_counts_each_invocations_owned_calls(tmp_path: Path) -> None:
    # the join resolves c1 to root by response id and c2 to sub by session; c3 is nobody's
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
    key, _ = capture_key(row)
    assert key is not None
    text = b"".join(orjson.dumps(line) + b"\n" for line in lines)
    (tmp_path / f"{key}.capture.jsonl").write_bytes(text)
    out = _enrich.enrich_row(row, capture_dir=str(tmp_path)).row
    assert _perf.owned_model_calls(out["ng_trajectory"]) == {0: "root", 1: "sub"}
    assert out["ng_perf"]["token_observability_coverage"] == 1.0
    assert out["ng_perf"]["num_turns"] == 2
