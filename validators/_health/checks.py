"""The rollout health checks that have logic: when each can judge a record, and what it finds.

Each check is two functions of the record's :class:`Evidence`: ``ready`` (the evidence it
needs beyond what the registry's inputs and the gap gating already require) and ``find``
(its findings, as (locator, detail) pairs). ``find`` runs only when ``ready`` is true; a
check that is not ready is unobserved, never passed. A condition of one object (a call's
zero completion, missing counts, failure or runaway generation; a hollow turn) is a rule of
that object's type in evidence.py's walk; its check here keeps what the walk found of the
calls its view matched and words the findings. What needs the whole trajectory (its turns
together, the calls of a model, the views, the sums) is decided here. The registry's three record-level checks
(check_execution_error, record_unreadable, rollout_duplicate_identity) have no logic here:
the runner and the run report them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from operator import attrgetter
from typing import Any

from trajspec.validators._health.evidence import (
    CONTRADICTION_GAPS,
    FAILED,
    HOLLOW,
    LENGTH_FINISH,
    MISSING_COUNTS,
    RUNAWAY,
    ZERO_COMPLETION,
    Call,
    Evidence,
    gap_call_id,
    ref_label,
)
from trajspec.validators._health.registry import reason

Locator = dict[str, Any] | None
Found = list[tuple[Locator, dict[str, Any]]]


@dataclass(frozen=True, slots=True)
class Check:
    """The logic of one check."""

    ready: Callable[[Evidence], bool]
    find: Callable[[Evidence], Found]


# Members of calls read in C, over the many calls of a large row (Call is a named tuple).
_failed = attrgetter("failed")
_tokens_in = attrgetter("tokens_in")
_tokens_out = attrgetter("tokens_out")
_finish_reason = attrgetter("finish_reason")


def always_ready(_: Evidence) -> bool:
    """The readiness of a check that needs nothing beyond its inputs (the runner does not
    call it)."""
    return True


def _owned_matched(evidence: Evidence) -> bool:
    return bool(evidence.owned_view.matched)


def _at(call: Call) -> dict[str, Any]:
    return {"call_id": call.call_id}


# -- turns -----------------------------------------------------------------------------------


def _missing_agent_turns(evidence: Evidence) -> Found:
    if any(t.substantive or t.has_ref for t in evidence.turns):
        return []
    detail = {"reason": reason("rollout_missing_agent_turns"), "turns": len(evidence.turns)}
    return [(None, detail)]


def _hollow_turns(evidence: Evidence) -> Found:
    hollow = evidence.found.get(HOLLOW)
    if not hollow:
        return []
    turns = evidence.turns
    return [
        (
            {"invocation_id": turns[j].invocation_id, "turn": turns[j].turn_no},
            {"reason": reason("agent_turn_hollow")},
        )
        for j in hollow
    ]


# -- all calls ---------------------------------------------------------------------------------


def _ended_on_failed_call(evidence: Evidence) -> Found:
    # only a model whose calls include a failed one can end on one
    if not any(map(_failed, evidence.calls)):
        return []
    groups: dict[tuple[str, str] | None, list[Call]] = {}
    for call in evidence.calls:
        groups.setdefault(call.model_ref, []).append(call)
    found: Found = []
    for calls in groups.values():
        if not any(call.failed for call in calls):
            continue
        all_failed = all(call.failed for call in calls)
        if all(call.started_at is not None for call in calls):
            last = max(calls, key=lambda c: (c.started_at, c.position))
        elif all_failed:
            last = calls[-1]
        else:
            continue  # without every start time, nothing says which call came last
        if not last.failed:
            continue
        found.append(
            (
                _at(last),
                {
                    "model_ref": last.model_ref_text,
                    "status": last.status,
                    "error_category": last.error_category,
                    "observed_calls": len(calls),
                    "successful_calls": sum(call.successful for call in calls),
                },
            )
        )
    return found


# -- owned calls -------------------------------------------------------------------------------


def _zero_completion(evidence: Evidence) -> Found:
    return [(_at(c), {"completion_tokens": 0}) for c in evidence.owned_found(ZERO_COMPLETION)]


def _missing_counts(evidence: Evidence) -> Found:
    return [
        (
            _at(call),
            {
                "missing": [
                    name
                    for name, value in (
                        ("prompt_tokens", call.tokens_in),
                        ("completion_tokens", call.tokens_out),
                    )
                    if value is None
                ]
            },
        )
        for call in evidence.owned_found(MISSING_COUNTS)
    ]


def _mismatch_ready(evidence: Evidence) -> bool:
    return bool(evidence.owned_view.refs) or bool(evidence.contradiction_gaps)


def _capture_mismatch(evidence: Evidence) -> Found:
    view = evidence.owned_view
    if not (view.missing or view.duplicated or evidence.contradictions):
        return []  # nothing to name
    found: Found = []
    seen: set[tuple[str, str]] = set()
    named = [(key, "missing_captured_call", None) for key in view.missing] + [
        (key, "duplicated_captured_call", count) for key, count in view.duplicated
    ]
    # In reference order (turns, then invocations), whatever the kind.
    order = {key: i for i, key in enumerate(view.refs)}
    for key, kind, count in sorted(named, key=lambda item: order[item[0]]):
        label = ref_label(key)
        if (kind, label) in seen:
            continue
        seen.add((kind, label))
        detail: dict[str, Any] = {"kind": kind}
        if count is not None:
            detail["count"] = count
        found.append(({"call_id": label}, detail))
    for gap in evidence.contradiction_gaps:
        call_id = gap_call_id(gap.get("detail"))
        found.append(
            (
                None if call_id is None else {"call_id": call_id},
                {
                    "kind": CONTRADICTION_GAPS[gap["code"]],
                    "observation_gap": gap["code"],
                    "invocation_id": gap.get("invocation_id"),
                },
            )
        )
    return found


def _failed_calls(evidence: Evidence) -> Found:
    failed = evidence.owned_found(FAILED)
    if not failed:
        return []
    view = evidence.owned_view
    last = view.matched[-1] if view.matched else None
    return [
        (
            _at(call),
            {
                "status": call.status,
                "error_category": call.error_category,
                "terminal": view.complete and call.position == last,
            },
        )
        for call in failed
    ]


def _runaway_ready(evidence: Evidence) -> bool:
    # A length stop without its response payload cannot be told from a runaway generation.
    if not _owned_matched(evidence):
        return False
    if LENGTH_FINISH.isdisjoint(map(_finish_reason, evidence.owned)):
        return True  # no length stop at all
    return not any(
        c.finish_reason in LENGTH_FINISH and c.response is None for c in evidence.owned_calls()
    )


def _runaway(evidence: Evidence) -> Found:
    return [
        (_at(call), {"finish_reason": call.finish_reason}) for call in evidence.owned_found(RUNAWAY)
    ]


# -- turn-bound calls --------------------------------------------------------------------------


def _tokens_ready(evidence: Evidence) -> bool:
    prompt, completion = evidence.usage
    return (
        evidence.turn_view.complete
        and prompt is not None
        and completion is not None
        and None not in map(_tokens_in, evidence.finished_bound)
        and None not in map(_tokens_out, evidence.finished_bound)
    )


def _token_mismatch(evidence: Evidence) -> Found:
    prompt, completion = evidence.usage
    calls = evidence.finished_bound
    # filter(None, ...): without the None of an absent count (and the zeros, which add
    # nothing), the sums of ``count or 0``
    capture_prompt = sum(filter(None, map(_tokens_in, calls)))
    capture_completion = sum(filter(None, map(_tokens_out, calls)))
    if (prompt, completion) == (capture_prompt, capture_completion):
        return []
    return [
        (
            None,
            {
                "transcript_prompt": prompt,
                "transcript_completion": completion,
                "capture_prompt": capture_prompt,
                "capture_completion": capture_completion,
            },
        )
    ]


#: The logic of each rollout check that has some, by id.
CHECKS: dict[str, Check] = {
    "rollout_missing_agent_turns": Check(always_ready, _missing_agent_turns),
    "rollout_ended_on_failed_model_call": Check(always_ready, _ended_on_failed_call),
    "agent_turn_hollow": Check(always_ready, _hollow_turns),
    "model_call_zero_completion_tokens": Check(_owned_matched, _zero_completion),
    "model_call_missing_token_counts": Check(_owned_matched, _missing_counts),
    "trajectory_capture_mismatch": Check(_mismatch_ready, _capture_mismatch),
    "model_call_failed": Check(_owned_matched, _failed_calls),
    "rollout_token_count_mismatch": Check(
        lambda e: bool(e.turn_view.matched) and _tokens_ready(e), _token_mismatch
    ),
    "model_call_runaway_generation": Check(_runaway_ready, _runaway),
}

__all__ = ["CHECKS", "Check", "Found", "Locator", "always_ready"]
