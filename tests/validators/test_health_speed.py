"""The health checks' shortcuts never change a digest.

validators/_health reads each record once into its evidence and lets the checks return at
once when a cheap question (asked in C over the calls) shows they cannot find anything: a
call's failed, successful and finished states are worked out once, a turn asks whether it
has a tool call before it searches for a message, a blank string is told by ``isspace``
without copying it, the ended-on-failure figure reuses its check's findings. Here an oracle,
the checks written the plain way (every check its own pass over the plain members, as the
registry's prose states them, with call_finished of validators/_evidence/usage.py), judges
records drawn from every shape the members of a structurally valid trajectory can take (the
only trajectory health derives evidence of: structure first, the walk trusts the schema),
and the digest of ``evaluate`` must carry exactly its findings, unobserved checks and
figures.
"""

from __future__ import annotations

import math
import sys
from collections import Counter
from types import SimpleNamespace as NS
from typing import Any
from unittest import mock

from _examples import examples
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from trajspec._gaps import gated_by
from trajspec._jsonvalues import json_count, json_int, json_number
from trajspec._model_calls import CallIndex, model_ref_key, ref_key
from trajspec.validators._evidence.usage import call_finished, usage_count
from trajspec.validators._health import evidence, rollout
from trajspec.validators._health.registry import reason, rollout_checks

MISSING = object()

MESSAGE_KEYS = (
    "text",
    "content",
    "output_text",
    "answer",
    "refusal",
    "encrypted_content",
    "reasoning",
    "reasoning_content",
    "summary",
)
TOOL_TYPES = {"function_call", "tool_call", "tool_use", "mcp_call", "web_search_call"}
LENGTH = {"length", "max_output_tokens", "max_tokens"}
CONTRADICTIONS = {
    "model_call_reference_unmatched": "missing_captured_call",
    "model_call_reference_ambiguous": "duplicated_captured_call",
    "model_call_reference_conflict": "conflicting_call_ownership",
}


def test_blank_is_isspace_for_every_character() -> None:
    for code in range(sys.maxunicode + 1):
        char = chr(code)
        assert bool(char.strip()) == evidence.has_text(char), hex(code)


@given(st.text(alphabet=st.sampled_from(" \t\n\x0b\x0c\r\x1c\x85\xa0\u2003\u3000x\u200b")))
def test_blank_strings(text: str) -> None:
    assert evidence.has_text(text) == bool(text.strip())
    assert evidence.response_has_content(text) == bool(text.strip())


# -- the oracle ------------------------------------------------------------------------------


def o_has_text(value: Any) -> bool:
    if isinstance(value, str):
        return bool(value.strip())
    if isinstance(value, list):
        return any(o_has_text(item) for item in value)
    if isinstance(value, dict):
        return any(value.get(k) is not None and o_has_text(value.get(k)) for k in MESSAGE_KEYS)
    return False


def o_has_tool_call(value: Any) -> bool:
    if isinstance(value, list):
        return any(o_has_tool_call(item) for item in value)
    if isinstance(value, dict):
        kind = value.get("type")
        return (isinstance(kind, str) and kind in evidence.TOOL_CALL_TYPES) or bool(
            value.get("tool_calls")
        )
    return False


def o_response_has_content(response: Any) -> bool:
    if isinstance(response, str):
        return bool(response.strip())
    if not isinstance(response, dict):
        return o_has_text(response)
    if any(o_has_text(response.get(key)) for key in ("output_text", "content", "output")):
        return True
    choices = response.get("choices")
    for choice in choices if isinstance(choices, list) else ():
        if isinstance(choice, dict):
            message = choice.get("message")
            if o_has_text(choice.get("text")) or (
                isinstance(message, dict) and o_has_text(message.get("content"))
            ):
                return True
    return False


def _str(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def o_call(position: int, raw: dict[str, Any]) -> NS:
    meta = raw.get("response_metadata")
    meta = meta if isinstance(meta, dict) else {}
    tokens = raw.get("token_stats")
    tokens = tokens if isinstance(tokens, dict) else {}
    status = json_int(meta.get("status_code"))
    call = NS(
        position=position,
        model_call_id=_str(raw.get("model_call_id")) or None,
        response_id=_str(meta.get("response_id")) or None,
        model_ref=model_ref_key(meta.get("model_ref")),
        started_at=json_number(raw.get("started_at")),
        status=status,
        response_status=_str(meta.get("response_status")),
        finish_reason=_str(meta.get("finish_reason")),
        error_category=_str(meta.get("error_category")),
        tokens_in=json_count(tokens.get("prompt_tokens")),
        tokens_out=json_count(tokens.get("completion_tokens")),
        response=raw.get("response"),
        finished=call_finished(raw),
    )
    call.failed = (
        (status is not None and status >= 400)
        or bool(call.error_category)
        or call.response_status in {"failed", "error", "cancelled"}
    )
    call.successful = not call.failed and (status is None or 200 <= status <= 399)
    call.call_id = call.model_call_id or call.response_id or str(position)
    call.model_ref_text = None if call.model_ref is None else "/".join(call.model_ref)
    return call


def o_key(ref: Any) -> Any:
    if not isinstance(ref, dict):
        return None
    key = ref_key(ref)
    return key if key[0] is not None or (key[1] is not None and key[2] is not None) else None


def o_bind(keys: list[Any], index: CallIndex) -> NS:
    view = NS(refs=[], matched=set(), missing=[], duplicated=[])
    for key in keys:
        if key is None or key in view.refs:
            continue
        view.refs.append(key)
        found = index.candidates_for(key)
        if len(found) == 1:
            view.matched.add(found[0])
        elif not found:
            view.missing.append(key)
        else:
            view.duplicated.append((key, len(found)))
    view.matched = sorted(view.matched)
    view.complete = bool(view.refs) and not view.missing and not view.duplicated
    return view


def _dicts(value: Any) -> list[Any]:
    return [x for x in value if isinstance(x, dict)] if isinstance(value, list) else []


def o_keys(container: dict[str, Any]) -> list[Any]:
    refs = container.get("model_calls")
    return [o_key(ref) for ref in refs] if isinstance(refs, list) else []


def o_evidence(row: dict[str, Any], trajectory: dict[str, Any]) -> NS:
    calls = [o_call(i, raw) for i, raw in enumerate(_dicts_or_empty(trajectory))]
    index = CallIndex([(c.model_call_id, c.model_ref, c.response_id) for c in calls])
    turns, turn_keys = [], []
    for turn in _dicts(trajectory.get("turns")):
        keys = o_keys(turn)
        answer = turn.get("answer")
        message = o_has_text(answer) or o_has_text(turn.get("reasoning_content"))
        turns.append(
            NS(
                invocation_id=turn.get("invocation_id"),
                turn_no=turn.get("turn_no"),
                substantive=message or o_has_tool_call(answer),
                has_ref=any(k is not None for k in keys),
            )
        )
        turn_keys += keys
    owned_keys = turn_keys + [
        k for inv in _dicts(trajectory.get("invocations")) for k in o_keys(inv)
    ]
    gaps = _dicts(trajectory.get("gaps"))
    turn_view, owned_view = o_bind(turn_keys, index), o_bind(owned_keys, index)
    response = row.get("response")
    usage = response.get("usage") if isinstance(response, dict) else None
    return NS(
        row=row,
        calls=calls,
        turns=turns,
        gaps=gaps,
        gated=gated_by([g["code"] for g in gaps if isinstance(g.get("code"), str)]),
        turn_view=turn_view,
        owned_view=owned_view,
        owned=[calls[p] for p in owned_view.matched],
        bound=[calls[p] for p in turn_view.matched],
        contradictions=[g for g in gaps if g.get("code") in CONTRADICTIONS],
        usage=(None, None)
        if not isinstance(usage, dict)
        else (
            usage_count(usage, ("input_tokens", "prompt_tokens"))[1],
            usage_count(usage, ("output_tokens", "completion_tokens"))[1],
        ),
    )


def _dicts_or_empty(trajectory: dict[str, Any]) -> list[dict[str, Any]]:
    raw = trajectory.get("model_calls")
    return [c if isinstance(c, dict) else {} for c in raw] if isinstance(raw, list) else []


def _at(call: NS) -> dict[str, Any]:
    return {"call_id": call.call_id}


def o_ended(e: NS) -> list[Any]:
    groups: dict[Any, list[NS]] = {}
    for call in e.calls:
        groups.setdefault(call.model_ref, []).append(call)
    found = []
    for calls in groups.values():
        if not any(c.failed for c in calls):
            continue
        if all(c.started_at is not None for c in calls):
            last = max(calls, key=lambda c: (c.started_at, c.position))
        elif all(c.failed for c in calls):
            last = calls[-1]
        else:
            continue
        if last.failed:
            detail = {
                "model_ref": last.model_ref_text,
                "status": last.status,
                "error_category": last.error_category,
                "observed_calls": len(calls),
                "successful_calls": sum(c.successful for c in calls),
            }
            found.append((_at(last), detail))
    return found


def o_mismatch(e: NS) -> list[Any]:
    view = e.owned_view
    named = [(k, "missing_captured_call", None) for k in view.missing] + [
        (k, "duplicated_captured_call", n) for k, n in view.duplicated
    ]
    found, seen = [], set()
    for key, kind, count in sorted(named, key=lambda item: view.refs.index(item[0])):
        label = key[0] or key[2] or ""
        if (kind, label) not in seen:
            seen.add((kind, label))
            detail: dict[str, Any] = {"kind": kind}
            if count is not None:
                detail["count"] = count
            found.append(({"call_id": label}, detail))
    for gap in e.contradictions:
        call_id = evidence.gap_call_id(gap.get("detail"))
        detail = {
            "kind": CONTRADICTIONS[gap["code"]],
            "observation_gap": gap["code"],
            "invocation_id": gap.get("invocation_id"),
        }
        found.append((None if call_id is None else {"call_id": call_id}, detail))
    return found


def o_tokens(e: NS) -> tuple[bool, list[Any]]:
    prompt, completion = e.usage
    calls = [c for c in e.bound if c.finished]
    ready = (
        bool(e.turn_view.matched)
        and e.turn_view.complete
        and prompt is not None
        and completion is not None
        and all(c.tokens_in is not None and c.tokens_out is not None for c in calls)
    )
    capture = (sum(c.tokens_in or 0 for c in calls), sum(c.tokens_out or 0 for c in calls))
    if (prompt, completion) == capture:
        return ready, []
    detail = {
        "transcript_prompt": prompt,
        "transcript_completion": completion,
        "capture_prompt": capture[0],
        "capture_completion": capture[1],
    }
    return ready, [(None, detail)]


def o_checks(e: NS) -> dict[str, tuple[bool, list[Any]]]:
    """(ready, findings) of each check with logic."""
    owned, view = e.owned, e.owned_view
    matched = bool(view.matched)
    last = view.matched[-1] if view.matched else None
    turns = e.turns
    return {
        "rollout_missing_agent_turns": (
            True,
            []
            if any(t.substantive or t.has_ref for t in turns)
            else [(None, {"reason": reason("rollout_missing_agent_turns"), "turns": len(turns)})],
        ),
        "rollout_ended_on_failed_model_call": (True, o_ended(e)),
        "agent_turn_hollow": (
            True,
            [
                (
                    {"invocation_id": t.invocation_id, "turn": t.turn_no},
                    {"reason": reason("agent_turn_hollow")},
                )
                for t in turns
                if not t.substantive
            ],
        ),
        "model_call_zero_completion_tokens": (
            matched,
            [(_at(c), {"completion_tokens": 0}) for c in owned if c.tokens_out == 0],
        ),
        "model_call_missing_token_counts": (
            matched,
            [
                (_at(c), {"missing": m})
                for c in owned
                if (
                    m := [
                        n
                        for n, v in (
                            ("prompt_tokens", c.tokens_in),
                            ("completion_tokens", c.tokens_out),
                        )
                        if v is None
                    ]
                )
            ],
        ),
        "trajectory_capture_mismatch": (bool(view.refs) or bool(e.contradictions), o_mismatch(e)),
        "model_call_failed": (
            matched,
            [
                (
                    _at(c),
                    {
                        "status": c.status,
                        "error_category": c.error_category,
                        "terminal": view.complete and c.position == last,
                    },
                )
                for c in owned
                if c.failed
            ],
        ),
        "rollout_token_count_mismatch": o_tokens(e),
        "model_call_runaway_generation": (
            matched and not any(c.finish_reason in LENGTH and c.response is None for c in owned),
            [
                (_at(c), {"finish_reason": c.finish_reason})
                for c in owned
                if c.finish_reason in LENGTH and not o_response_has_content(c.response)
            ],
        ),
    }


def o_judge(row: dict[str, Any], trajectory: dict[str, Any], ignored: frozenset[str]) -> NS:
    """The findings, unobserved checks and figures of a record whose trajectory is valid."""
    e = o_evidence(row, trajectory)
    results = o_checks(e)
    findings, unobserved = [], []
    for spec in rollout_checks():
        if spec.id in ignored or spec.id not in results:
            continue
        ready, found = results[spec.id]
        if (
            spec.id in e.gated
            or ("observed_model_calls" in spec.inputs and not e.calls)
            or not ready
        ):
            unobserved.append(spec.id)
            continue
        findings += [(spec.id, locator, detail) for locator, detail in found]
    failed = [c for c in e.calls if c.failed]
    identities = [
        f"call:{c.model_call_id}"
        if c.model_call_id is not None
        else None
        if c.response_id is None
        else f"response:{c.model_ref[0]}:{c.model_ref[1]}:{c.response_id}"
        if c.model_ref is not None
        else f"response::{c.response_id}"
        for c in e.calls
    ]
    identities = [i for i in identities if i is not None]
    figures = {
        "transcript_prompt": e.usage[0] or 0,
        "transcript_completion": e.usage[1] or 0,
        "policy_calls_observed": "task_no_successful_model_calls" not in e.gated
        and e.turn_view.complete,
        "successful_model_calls": sum(c.successful for c in e.bound),
        "model_calls": len(e.calls),
        "failed_calls": len(failed),
        "errors_by_status": dict(
            Counter("unknown" if c.status is None else str(c.status) for c in failed)
        )
        or None,
        "ended_on_error": bool(results["rollout_ended_on_failed_model_call"][1]),
        "duplicated_calls": len(identities) - len(set(identities)),
        "capture_prompt": sum(c.tokens_in or 0 for c in e.calls),
        "capture_completion": sum(c.tokens_out or 0 for c in e.calls),
    }
    return NS(findings=findings, unobserved=tuple(unobserved), figures=figures)


# -- records of every valid shape --------------------------------------------------------------

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.sampled_from([0, 1, 3, -1, 2.0, 0.5, math.inf, math.nan, 10**20]),
    st.sampled_from(["", " ", "\u2003", "x", "a b"]),
)
members = st.one_of(scalars, st.just(MISSING))


def _object(**values: Any) -> dict[str, Any]:
    return {key: value for key, value in values.items() if value is not MISSING}


ids = st.sampled_from(["a", "b", "", None, MISSING])
servers = st.sampled_from([MISSING, None, {"type": "t", "name": "p"}, {"type": "t", "name": "q"}])
content = st.recursive(
    st.one_of(scalars, st.sampled_from(["", "  ", "\x1c\x85", "hi"])),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3),
        st.dictionaries(
            st.sampled_from([*MESSAGE_KEYS, "type", "tool_calls", "role", "k1", "k2"]),
            st.one_of(inner, st.sampled_from(sorted(TOOL_TYPES)), st.just("message")),
            max_size=10,
        ),
    ),
    max_leaves=12,
)
refs = st.lists(
    st.one_of(
        st.builds(
            _object,
            model_call_id=ids,
            response_id=st.sampled_from(["r1", "r2", "", MISSING, None]),
            model_ref=servers,
        ),
    ),
    max_size=3,
)
calls = st.lists(
    st.one_of(
        st.builds(
            _object,
            model_call_id=ids,
            started_at=st.sampled_from([1, 2, 1.5, None, MISSING]),
            response=st.one_of(st.just(MISSING), content),
            response_metadata=st.one_of(
                st.just(MISSING),
                st.builds(
                    _object,
                    response_id=st.sampled_from(["r1", "r2", "", MISSING, None]),
                    model_ref=servers,
                    status_code=st.sampled_from([MISSING, None, 200, 302, 199, 404, 500, 400.0]),
                    response_status=st.sampled_from(
                        [MISSING, "completed", "failed", "error", "cancelled", "incomplete", None]
                    ),
                    finish_reason=st.sampled_from(
                        [MISSING, None, "stop", "length", "max_tokens", "max_output_tokens"]
                    ),
                    error_category=st.sampled_from([MISSING, None, "", "incomplete", "timeout"]),
                ),
            ),
            token_stats=st.one_of(
                st.just(MISSING),
                st.builds(
                    _object,
                    prompt_tokens=st.sampled_from([MISSING, None, 0, 1, 5, 2.0]),
                    completion_tokens=st.sampled_from([MISSING, None, 0, 1, 5, 2.0]),
                ),
            ),
        ),
    ),
    max_size=5,
)
turns = st.lists(
    st.builds(
        _object,
        invocation_id=st.sampled_from(["root", "sub"]),
        turn_no=st.sampled_from([1, 2]),
        answer=st.one_of(st.just(MISSING), content),
        reasoning_content=st.one_of(st.just(MISSING), content),
        model_calls=st.one_of(st.just(MISSING), refs),
    ),
    max_size=4,
)
gaps = st.lists(
    st.builds(
        _object,
        code=st.sampled_from(
            [
                *CONTRADICTIONS,
                "model_calls_unavailable",
                "turns_unavailable",
                "turn_model_call_scope_incomplete",
                "unknown_code",
            ]
        ),
        detail=st.sampled_from(
            ["a", "r1", "model_calls:a", "before_model_call:", "", None, MISSING]
        ),
        invocation_id=st.sampled_from(["root", MISSING]),
    ),
    max_size=3,
)
usages = st.one_of(
    st.just(MISSING),
    scalars,
    st.builds(
        _object,
        input_tokens=st.sampled_from([MISSING, None, 0, 5, 6, -1]),
        prompt_tokens=st.sampled_from([MISSING, 0, 5]),
        output_tokens=st.sampled_from([MISSING, None, 0, 1, 5, 2.0]),
        completion_tokens=st.sampled_from([MISSING, 1, 5]),
    ),
)
trajectories = st.builds(
    _object,
    model_calls=st.one_of(st.just(MISSING), calls),
    turns=st.one_of(st.just(MISSING), turns),
    invocations=st.one_of(
        st.just(MISSING), st.lists(st.builds(_object, model_calls=refs), max_size=2)
    ),
    gaps=st.one_of(st.just(MISSING), gaps),
)
ignores = st.frozensets(st.sampled_from([spec.id for spec in rollout_checks()]), max_size=3)


def _record(trajectory: dict[str, Any], usage: Any) -> dict[str, Any]:
    row: dict[str, Any] = {"ng_trajectory": trajectory}
    if usage is not MISSING:
        row["response"] = {"usage": usage}
    return row


SAME_CALLS = [
    {
        "model_call_id": "a",
        "started_at": 1,
        "response_metadata": {"status_code": 500, "model_ref": {"type": "t", "name": "p"}},
        "token_stats": {"prompt_tokens": 1, "completion_tokens": 0},
    },
    {"model_call_id": "b", "response_metadata": {"finish_reason": "length"}, "response": " "},
]


@settings(max_examples=examples(2), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(trajectories, usages, ignores)
@example(
    {
        "model_calls": SAME_CALLS,
        "turns": [
            {
                "invocation_id": "root",
                "turn_no": 1,
                "answer": [{"type": "message", "content": " "}],
                "model_calls": [{"model_call_id": "a"}],
            }
        ],
        "invocations": [{"model_calls": [{"model_call_id": "b"}, {"model_call_id": "c"}]}],
        "gaps": [{"code": "model_call_reference_unmatched", "detail": "model_calls:c"}],
    },
    {"input_tokens": 1, "output_tokens": 1},
    frozenset(),
)
def test_the_digest_is_the_oracles(
    trajectory: dict[str, Any], usage: Any, ignored: frozenset[str]
) -> None:
    row = _record(trajectory, usage)
    expected = o_judge(row, trajectory, ignored)
    # every drawn trajectory is judged as a valid one: its rules' first error is not asked
    with mock.patch.object(rollout, "_first_error", return_value=(None, None)):
        digest = rollout.evaluate(row, settings=rollout.Settings(ignored=ignored))
    assert digest.findings == expected.findings
    assert digest.unobserved == expected.unobserved
    assert {name: getattr(digest, name) for name in expected.figures} == expected.figures
