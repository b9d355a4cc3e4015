"""The evidence rules on the rule engine, structure first, and the one rule of ownership.

An object's rules run only where its schema found nothing at, above or below it (they trust
the shape it proved): a structural finding stands for the rules of the objects it breaks, and
the objects beside it keep theirs. Which invocation owns a model call is decided once
(trajspec._model_calls.ownership), over the references each rule reads: the row's usage rule
the invocations' and then the turns', ng_perf the invocations' alone (Gym 0.7.0's
_build_ng_perf uses no turn reference).
"""

from __future__ import annotations

import copy
from typing import Any

from trajspec._model_calls import owned_model_calls
from trajspec.converters._projection.perf import build_ng_perf
from trajspec.validators._document import validate_against
from trajspec.validators._evidence.rules import CHECKS
from trajspec.validators._structural.compiled import structural_findings

ROW = "evidence/1.0/rollout_row"
TRAJECTORY = "evidence/1.0/trajectory_record"
REF = {"type": "responses_api_models", "name": "policy_model"}


def _call(call_id: str, prompt: int, completion: int, **more: Any) -> dict[str, Any]:
    return {
        "model_call_id": call_id,
        "response_metadata": {"response_id": f"resp-{call_id}", "model_ref": REF},
        "token_stats": {"prompt_tokens": prompt, "completion_tokens": completion},
        **more,
    }


def _trajectory() -> dict[str, Any]:
    """An invocation that references call a; its turn references call b besides."""
    return {
        "schema_version": "1.0",
        "task_id": "t",
        "rollout_id": "0-0",
        "invocations": [
            {
                "kind": "agent_invocation",
                "invocation_id": "root",
                "model_calls": [{"model_call_id": "a"}],
            }
        ],
        "turns": [
            {
                "invocation_id": "root",
                "task_id": "t",
                "rollout_id": "0-0",
                "turn_no": 1,
                "timestamp": 1.0,
                "step_count": 1,
                "model_calls": [{"model_call_id": "b"}],
            }
        ],
        "model_calls": [_call("a", 10, 2), _call("b", 5, 1)],
    }


def _row(usage: dict[str, int]) -> dict[str, Any]:
    return {
        "task_id": "t",
        "_ng_task_index": 0,
        "_ng_rollout_index": 0,
        "responses_create_params": {"input": "hi"},
        "response": {"usage": usage},
        "reward": 1.0,
        "ng_trajectory": _trajectory(),
    }


def _codes(found: list[Any]) -> set[tuple[str, str]]:
    return {(f.code, f.path) for f in found}


def test_a_turns_call_is_its_invocations_for_the_usage_rule_not_for_ng_perf() -> None:
    trajectory = _trajectory()
    assert owned_model_calls(trajectory) == {0: "root"}
    perf = build_ng_perf(trajectory)
    assert perf is not None
    # call a only: an invocation's reference owns a call for ng_perf, a turn's does not
    assert (perf["prompt_tokens"], perf["completion_tokens"]) == (10, 2)
    assert perf["token_observability_coverage"] == 1.0
    # the usage rule sums the calls of the invocations' references and the turns' (a and b)
    assert validate_against(_row({"input_tokens": 15, "output_tokens": 3}), ROW) == []
    found = validate_against(_row({"input_tokens": 10, "output_tokens": 2}), ROW)
    assert _codes(found) == {
        ("row.usage_matches_calls", "/response/usage/input_tokens"),
        ("row.usage_matches_calls", "/response/usage/output_tokens"),
    }


def test_rules_run_beside_a_structural_finding_not_across_it() -> None:
    trajectory = _trajectory()
    trajectory["model_calls"] = [
        # broken: started_at is not a number; its token stats hold, and keep their rule
        _call("a", 5, 1, started_at="x", completed_at=1.0),
        _call("a", 5, 1, started_at=5.0, completed_at=1.0),  # a repeated id, out of order
    ]
    trajectory["model_calls"][0]["token_stats"]["cached_tokens"] = 9
    found = validate_against(trajectory, TRAJECTORY)
    assert _codes(found) == {
        ("schema.type", "/model_calls/0/started_at"),
        ("token_stats.cached_within_prompt", "/model_calls/0/token_stats/cached_tokens"),
        ("model_call.timing_order", "/model_calls/1/completed_at"),
    }
    # the same trajectory without the broken member: the trajectory's own rule (unique ids,
    # which reads every call) runs again, and the reference to a is no longer one call
    del trajectory["model_calls"][0]["started_at"]
    found = validate_against(trajectory, TRAJECTORY)
    assert ("model_call.id_unique", "/model_calls/1/model_call_id") in _codes(found)
    assert ("model_call_ref.resolves", "/invocations/0/model_calls/0") in _codes(found)


def test_a_row_with_a_broken_attachment_keeps_the_rules_of_the_others() -> None:
    row = _row({"input_tokens": 10, "output_tokens": 2})  # a usage finding, when the row holds
    row["ng_agent_observations"] = {"source": 3, "records": []}  # broken: source not a string
    row["ng_trajectory"]["turns"][0]["rollout_id"] = "other"
    found = validate_against(row, ROW)
    assert _codes(found) == {
        ("schema.type", "/ng_agent_observations/source"),
        ("turn.identity_matches_trajectory", "/ng_trajectory/turns/0/rollout_id"),
    }


def test_a_check_given_no_structural_findings_finds_them_itself() -> None:
    row = _row({"input_tokens": 10, "output_tokens": 2})
    broken = copy.deepcopy(row)
    broken["ng_trajectory"]["model_calls"][0]["started_at"] = "x"
    check = CHECKS[ROW]
    for document in (row, broken):
        structural = structural_findings(document, ROW)
        assert check(document) == check(document, structural)
    assert check(row) != [] and check(broken) == []
