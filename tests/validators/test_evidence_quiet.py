"""The shortcuts in the row rules never hide a finding.

The evidence rules skip a rule for an object its quiet check calls clean
(validators/_evidence/calls.py), and take well-formed model-call references without the full
reference check (validators/_evidence/references.py). For values drawn
from every JSON type (negative, infinite and NaN numbers, booleans, strings, nulls, absent
members), whatever the shortcut accepts, the rule itself must find nothing in, and a
reference must come out exactly as the full check makes it.
"""

from __future__ import annotations

import copy
import math
from typing import Any

import pytest
from _conversation_items import token_members, usual_row
from hypothesis import example, given
from hypothesis import strategies as st

from trajspec._findings import Finding
from trajspec.validators._evidence import calls, references

MISSING = object()

values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-5, 10**6),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([math.inf, -math.inf, math.nan, 0.0, -0.0]),
    st.text(max_size=3),
    st.just(MISSING),
)


def _object(**members: Any) -> dict[str, Any]:
    return {key: value for key, value in members.items() if value is not MISSING}


@given(values, values)
@example(1.0, math.inf)
@example(2.0, 1.0)
@example(1, 0)
def test_quiet_timing_hides_nothing(started: Any, completed: Any) -> None:
    call = _object(started_at=started, completed_at=completed)
    out: list[Finding] = []
    calls.timing_order(call, ("x",), "tool_call.timing_order", "the tool call's", out)
    if calls.timing_quiet(call):
        assert out == []


@given(values, values, values, values)
@example(5, 3, 8, 6)
@example(-1, 3, 2, -5)
@example(5, 3, 9, 1)
def test_quiet_token_stats_hide_nothing(
    prompt: Any, completion: Any, total: Any, cached: Any
) -> None:
    stats = _object(
        prompt_tokens=prompt, completion_tokens=completion, total_tokens=total, cached_tokens=cached
    )
    out: list[Finding] = []
    calls.token_stats_rules(stats, ("x",), out)
    if calls.token_stats_quiet(stats):
        assert out == []


servers = st.one_of(
    st.just(MISSING),
    st.none(),
    st.text(max_size=2),
    st.fixed_dictionaries({"type": values, "name": values}),
)


@given(st.one_of(values, st.text(max_size=3)), st.one_of(values, st.text(max_size=3)), servers)
@example("call-1", None, MISSING)
@example("", "resp-1", {"type": "responses_api_models", "name": "policy"})
@example(None, "resp-1", {"type": "responses_api_models", "name": 3})
def test_reference_shortcut_matches_the_full_check(
    call_id: Any, response_id: Any, server: Any
) -> None:
    reference = _object(model_call_id=call_id, response_id=response_id, model_ref=server)
    fast_out: list[Finding] = []
    fast = references.check_ref_list([reference], ("refs",), fast_out)
    full_out: list[Finding] = []
    full = references.check_ref(reference, ("refs", 0), full_out)
    assert fast_out == full_out
    if full is None:
        assert fast == []
    else:
        ((where, ref),) = fast
        assert where == ("refs", 0)
        assert (ref.call_id, ref.server, ref.response_id) == (
            full.call_id,
            full.server,
            full.response_id,
        )


# --- the list-wide quiet checks of a trajectory's model calls and tool calls ---------------

_ids = st.one_of(st.sampled_from(["a", "b", "c", ""]), values)
_times = st.one_of(st.floats(0, 10), values)
_stats = st.one_of(
    st.just(MISSING),
    values,
    st.fixed_dictionaries(
        {},
        optional={
            "prompt_tokens": st.one_of(st.integers(0, 9), values),
            "completion_tokens": st.one_of(st.integers(0, 9), values),
            "total_tokens": st.one_of(st.integers(0, 18), values),
            "cached_tokens": st.one_of(st.integers(0, 9), values),
        },
    ),
)
_server = st.one_of(
    st.just(MISSING),
    st.sampled_from([{"type": "m", "name": "p"}, {"type": "m", "name": "q"}]),
    st.fixed_dictionaries({"type": st.sampled_from(["m", ""]) | values, "name": values}),
    values,
)
_response_ids = st.one_of(st.sampled_from(["r1", "r2", ""]), values)
_metadata = st.one_of(
    st.just(MISSING),
    values,
    st.fixed_dictionaries(
        {},
        optional={
            "response_id": _response_ids,
            "model_ref": _server,
            "status_code": st.sampled_from([200, 399, 400, 500, 500.0, 2**63, True]) | values,
            "error_category": st.sampled_from(["", "incomplete", "timeout"]) | values,
            "response_status": st.sampled_from(["completed", "failed", "error"]) | values,
        },
    ),
)
_model_call = st.builds(
    lambda i, s, c, t, m: _object(
        model_call_id=i, started_at=s, completed_at=c, token_stats=t, response_metadata=m
    ),
    _ids,
    _times,
    _times,
    _stats,
    _metadata,
)
_reference = st.builds(
    lambda i, r, m: _object(model_call_id=i, response_id=r, model_ref=m),
    _ids,
    st.just(MISSING) | _response_ids,
    st.just(MISSING) | _server,
)
# mostly one shape per list, as written: by id, or by model_ref and response_id
_references = st.one_of(
    st.lists(st.builds(lambda i: {"model_call_id": i}, st.sampled_from(["a", "b", "c"]))),
    st.lists(
        st.builds(
            lambda r, m: {"model_ref": m, "response_id": r},
            st.sampled_from(["r1", "r2"]),
            st.sampled_from([{"type": "m", "name": "p"}, {"type": "m", "name": "q"}]),
        )
    ),
    st.lists(_reference, max_size=3),
    values,
)
_tool_call = st.builds(
    lambda iid, tid, s, c: _object(
        invocation_id=iid, tool_call_id=tid, started_at=s, completed_at=c
    ),
    st.one_of(st.sampled_from(["root", "child"]), values),
    _ids,
    _times,
    _times,
)
_invocation = st.builds(
    lambda iid, pid, spawner, refs: _object(
        invocation_id=iid,
        parent_invocation_id=pid,
        spawned_by_tool_call_id=spawner,
        model_calls=refs,
    ),
    st.sampled_from(["root", "child"]),
    st.sampled_from(["root", MISSING]),
    _ids,
    st.just(MISSING) | _references,
)


_turn = st.builds(
    lambda task, rollout, iid, number, refs: _object(
        task_id=task, rollout_id=rollout, invocation_id=iid, turn_no=number, model_calls=refs
    ),
    st.sampled_from(["t", "t", "t", "other"]) | values,
    st.sampled_from(["r", "r", "r"]) | values,
    st.sampled_from(["root", "root", "child", "nobody"]) | values,
    st.integers(0, 2) | st.integers(0, 2) | st.just(2**63) | values,
    st.one_of(
        st.just(MISSING),
        st.lists(st.builds(lambda i: _object(model_call_id=i), _ids), max_size=2),
        _references,
    ),
)


def _lists(items: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return st.one_of(
        st.lists(st.one_of(items, values), max_size=4), st.lists(items, max_size=4), values
    )


@given(
    model_calls=_lists(_model_call),
    tool_calls=_lists(_tool_call),
    invocations=st.lists(_invocation, max_size=2),
    turns=_lists(_turn),
)
@example(
    model_calls=[{"model_call_id": "a", "started_at": 2.0, "completed_at": 1.0}],
    tool_calls=[],
    invocations=[],
    turns=[],
)
@example(
    model_calls=[{"model_call_id": "a"}, {"model_call_id": "a"}],
    tool_calls=[{"invocation_id": "root", "tool_call_id": "a"}] * 2,
    invocations=[],
    turns=[{"task_id": "t", "rollout_id": "r", "invocation_id": "root", "turn_no": 1}] * 2,
)
@example(
    model_calls=[],
    tool_calls=[],
    invocations=[{"invocation_id": "root"}],
    turns=[
        {"task_id": "t", "rollout_id": "r", "invocation_id": "root", "turn_no": n}
        for n in (1, 2, 1)
    ],
)
@example(
    model_calls=[],
    tool_calls=[],
    invocations=[{"invocation_id": "root"}],
    turns=[{"task_id": "t", "rollout_id": "r", "invocation_id": "nobody", "turn_no": 1}],
)
@example(  # a reference that is no object: the references are not all resolvable
    model_calls=[{"model_call_id": "a"}],
    tool_calls=[],
    invocations=[{"invocation_id": "root", "model_calls": [{"model_call_id": "a"}, 3]}],
    turns=[],
)
@example(  # a reference without a join key, beside a turn that breaks its own rule
    model_calls=[{"model_call_id": "a"}],
    tool_calls=[],
    invocations=[{"invocation_id": "root", "model_calls": [{"response_id": "x"}]}],
    turns=[{"task_id": "t", "rollout_id": "r", "invocation_id": "nobody", "turn_no": 1}],
)
def test_list_wide_quiet_checks_hide_nothing(
    model_calls: Any, tool_calls: Any, invocations: list[Any], turns: Any
) -> None:
    from unittest import mock

    from trajspec.validators._evidence import trajectory  # (``invocations`` is the drawn list)

    value = {
        "task_id": "t",
        "rollout_id": "r",
        "model_calls": model_calls,
        "tool_calls": tool_calls,
        "invocations": invocations,
        "turns": turns,
    }
    value = {k: v for k, v in value.items() if v is not MISSING}
    fast: list[Finding] = []
    with (  # the reads in C of lists of any length
        mock.patch.object(trajectory, "BATCH_MIN", 0),
        mock.patch.object(references, "BATCH_MIN", 0),
    ):
        fast_facts = trajectory.trajectory_rules(value, ("t",), fast)
    short: list[Finding] = []  # short lists: the references read item by item (_plain_keys)
    short_facts = trajectory.trajectory_rules(value, ("t",), short)
    slow: list[Finding] = []
    with (
        mock.patch.object(trajectory, "model_calls_quiet", lambda _: False),
        mock.patch.object(trajectory, "tool_calls_quiet", lambda _: False),
        mock.patch.object(trajectory, "_turns_quiet", lambda *_: False),
        mock.patch.object(trajectory, "quiet_ref_keys", lambda _: None),
        mock.patch.object(trajectory, "_plain_keys", lambda *_: None),
        mock.patch.object(trajectory, "_short_quiet", lambda *_: None),
    ):
        slow_facts = trajectory.trajectory_rules(value, ("t",), slow)
    assert fast == slow
    assert short == slow
    assert fast_facts is not None and slow_facts is not None and short_facts is not None
    for facts in (fast_facts, short_facts):
        assert (facts.owned, facts.owned_complete) == (
            slow_facts.owned,
            slow_facts.owned_complete,
        )
    if calls.model_calls_quiet(model_calls):
        assert not [f for f in slow if f.code.startswith(("model_call.", "token_stats."))]
    if calls.tool_calls_quiet(tool_calls):
        assert not [f for f in slow if f.code.startswith(("trajectory_tool_call.", "tool_call."))]


_STATS = {"prompt_tokens": 3, "completion_tokens": 4}
# Calls of the usual shape, each member at times unusual: where the quiet sums apply.
_usual_call = st.builds(
    lambda code, category, status, prompt, completion: {
        "response_metadata": _object(
            status_code=code, error_category=category, response_status=status
        ),
        "token_stats": _object(prompt_tokens=prompt, completion_tokens=completion),
    },
    st.sampled_from([MISSING, None, 200, 399, 400, 500, 500.0, 2**63, True]),
    st.sampled_from([MISSING, None, "", "incomplete", "timeout", 3]),
    st.sampled_from([MISSING, None, "completed", "incomplete", "failed", "cancelled", 1]),
    st.sampled_from([MISSING, None, 0, 5, -1, 2**63, 1.0, True]),
    st.sampled_from([MISSING, 0, 7, 2**63 - 1]),
)


@given(st.one_of(st.lists(_model_call, max_size=4), st.lists(_usual_call, max_size=4)))
@example([{"response_metadata": {"status_code": 500}, "token_stats": {"prompt_tokens": 1}}])
@example(
    [
        {
            "response_metadata": {"status_code": 400},
            "token_stats": {"prompt_tokens": 3, "completion_tokens": 4},
        }
    ]
)
@example(
    [
        {
            "response_metadata": {"status_code": 200, "error_category": "incomplete"},
            "token_stats": {"prompt_tokens": 3, "completion_tokens": 4},
        }
    ]
)
@example([{"response_metadata": {"error_category": "timeout"}, "token_stats": _STATS}])
@example([{"response_metadata": {"response_status": "failed"}, "token_stats": _STATS}])
@example([{"response_metadata": {"status_code": 500.0}, "token_stats": _STATS}])
@example([{"response_metadata": {}, "token_stats": {**_STATS, "prompt_tokens": 2**63}}])
def test_quiet_usage_sums_match_call_by_call(calls_: list[Any]) -> None:
    """Whatever finished_sums_quietly sums, the call-by-call reading sums alike."""
    from trajspec.validators._evidence import row, usage

    quiet = usage.finished_sums_quietly(calls_)
    if quiet is not None:
        assert quiet == row._finished_sums(calls_)


@given(st.lists(_references, max_size=3), st.lists(_model_call, max_size=4))
@example([[{"model_call_id": "a"}]], [{"model_call_id": "a"}, {"model_call_id": "a"}])
@example([[{"model_call_id": ""}]], [{"model_call_id": "a"}])
@example(
    [[{"model_ref": {"type": "m", "name": "p"}, "response_id": "r1"}]],
    [
        {
            "model_call_id": "a",
            "response_metadata": {"response_id": "r1", "model_ref": {"type": "m", "name": "p"}},
        }
    ],
)
@example(
    [[{"model_ref": {"type": "m", "name": "p"}, "response_id": "r1"}]],
    [
        {"model_call_id": i, "response_metadata": {"response_id": "r1", "model_ref": server}}
        for i, server in (("a", {"type": "m", "name": "p"}), ("b", {"type": "m", "name": "p"}))
    ],
)
@example(
    [[{"model_ref": {"type": "m", "name": "p"}, "response_id": "r1"}]],
    [
        {"model_call_id": "a", "response_metadata": {"response_id": "r1"}},
        {"response_metadata": {"response_id": "r1", "model_ref": {"type": "m", "name": "p"}}},
    ],
)
def test_quiet_references_match_the_full_check(lists: list[Any], model_calls: list[Any]) -> None:
    """quiet_ref_keys gives the keys check_ref_list takes, only where it reports nothing, and
    resolve_quietly matches what resolve matches, only where resolve reports nothing."""
    keys = references.quiet_ref_keys(lists)
    out: list[Finding] = []
    refs = [
        ref for n, refs in enumerate(lists) for _, ref in references.check_ref_list(refs, (n,), out)
    ]
    if keys is None:
        return
    assert out == []
    assert sum(len(refs) for refs in lists) == len(refs)
    assert keys == [(r.call_id, r.server, r.response_id) for r in refs]
    calls_ = references.Calls.of_trajectory(model_calls, "/model_calls")
    matched = references.resolve_quietly(keys, calls_)
    found: list[Finding] = []
    full = references.resolve(
        [(("x",), r, "root") for r in refs],
        calls_,
        references.Gaps(),
        "model_call_ref.resolves",
        found,
    )
    if matched is not None:
        assert (matched, True, []) == (*full, found)


@given(_lists(_model_call))
@example(
    [
        {
            "model_call_id": "a",
            "response_metadata": {"response_id": "", "model_ref": {"type": "m", "name": "p"}},
        }
    ]
)
@example(
    [
        {
            "model_call_id": "a",
            "response_metadata": {"response_id": "r", "model_ref": {"type": "m", "name": "p"}},
        }
    ]
)
def test_quiet_call_keys_match_call_by_call(model_calls: Any) -> None:
    """The keys of a trajectory's calls read in C are trajectory_call_key's, call by call."""
    from trajspec._model_calls import trajectory_call_key

    keys = references._trajectory_keys_quietly(model_calls)
    if keys is not None:
        assert keys == [trajectory_call_key(call) for call in model_calls]


_usual_stats = st.builds(
    lambda p, c, t, k: {
        "prompt_tokens": p,
        "completion_tokens": c,
        "total_tokens": t,
        "cached_tokens": k,
    },
    st.integers(0, 3),
    st.integers(0, 3),
    st.integers(0, 6),
    st.integers(0, 3),
)


@given(st.lists(_stats | _usual_stats, min_size=8, max_size=10))
@example([{"prompt_tokens": 5, "completion_tokens": 3, "total_tokens": 8, "cached_tokens": 5}] * 8)
@example([{"prompt_tokens": 5, "completion_tokens": 3, "total_tokens": 8, "cached_tokens": 6}] * 8)
@example([{"prompt_tokens": 5, "completion_tokens": 3, "total_tokens": 9, "cached_tokens": 0}] * 8)
def test_list_of_token_stats_read_in_c_hides_nothing(stats: list[Any]) -> None:
    assert calls._all_token_stats_quiet(stats) == all(map(calls.token_stats_quiet, stats))


_item = st.fixed_dictionaries(
    {},
    optional={
        "type": st.sampled_from(["message", "function_call", "reasoning"]) | values,
        "prompt_token_ids": st.just([1]),
        "routed_experts": st.none(),
        "role": st.just("user"),
        "content": st.one_of(
            st.just("text"),
            st.lists(
                st.fixed_dictionaries(
                    {"type": st.sampled_from(["input_text", "input_video"])},
                    optional={"video_url": st.sampled_from(["u", "", 3]), "video": st.just("v")},
                ),
                max_size=2,
            ),
            values,
        ),
    },
)


@given(st.lists(_item | values, max_size=10))
@example([{"type": "message", "content": [{"type": "input_video"}]}])
@example([{"content": [{"type": "input_video", "video_url": "u", "video": "v"}]}] * 9)
@example([{"type": "message", "content": "text", "prompt_token_ids": [1]}])
def test_conversation_rules_skip_only_items_without_findings(items: list[Any]) -> None:
    """The conversation's rules, run on the items picked, find what every item's rules find, run
    on each item."""
    from trajspec.validators._evidence import content, invocations

    expected: list[Finding] = []
    for index, item in enumerate(items):
        content.conversation_item_rules(item, ("i", "conversation", index), expected)
    out: list[Finding] = []
    invocations.conversation_rules({"conversation": items}, ("i",), out)
    assert out == expected


@given(
    st.fixed_dictionaries(
        {},
        optional={
            "status_code": st.sampled_from([200, 399, 400, 500, 2**63 - 1, 2**63, -(2**63) - 1])
            | values,
            "error_category": st.sampled_from(["", "incomplete", "timeout"]) | values,
            "response_status": st.sampled_from(["completed", "failed", "error"]) | values,
        },
    )
    | values
)
@example({"status_code": 2**63})
@example({"status_code": 400.0})
def test_call_finished_reads_the_status_code_as_json_int(metadata: Any) -> None:
    """call_finished, its plain-int status read at once, says what the definition says."""
    from trajspec._jsonvalues import json_int
    from trajspec.validators._evidence import usage

    call = {"response_metadata": metadata} if metadata is not MISSING else {}
    expected = True
    if isinstance(metadata, dict):
        status = json_int(metadata.get("status_code"))
        category = metadata.get("error_category")
        text = metadata.get("response_status")
        expected = not (
            (status is not None and status >= 400)
            or (isinstance(category, str) and category not in ("", "incomplete"))
            or (isinstance(text, str) and text in ("failed", "error", "cancelled"))
        )
    assert usage.call_finished(call) == expected


# --- the one pass over a short trajectory (trajectory._short_quiet) -------------------------

# Calls, references and invocations mostly of the usual shape, so that the one pass accepts
# many drawn trajectories, each member at times unusual.
_P = {"type": "m", "name": "p"}
_usual_model_call = st.builds(
    lambda i, r, m, s, c, t: _object(
        model_call_id=i,
        started_at=s,
        completed_at=c,
        token_stats=t,
        response_metadata={"response_id": r, "model_ref": m},
    ),
    st.sampled_from(["a", "b", "c"]) | _ids,
    st.sampled_from(["r1", "r2"]) | _response_ids,
    st.sampled_from([{"type": "m", "name": "p"}, {"type": "m", "name": "q"}]) | _server,
    st.floats(0, 10) | _times,
    st.floats(0, 10) | _times,
    st.sampled_from([MISSING, {"prompt_tokens": 3, "completion_tokens": 4, "total_tokens": 7}])
    | _stats,
)
_usual_invocation = st.builds(
    lambda iid, pid, spawner, refs, conversation: _object(
        invocation_id=iid,
        parent_invocation_id=pid,
        spawned_by_tool_call_id=spawner,
        model_calls=refs,
        conversation=conversation,
    ),
    st.sampled_from(["root", "child", "grandchild"]) | values,
    st.sampled_from(["root", "child", "grandchild", MISSING, MISSING]) | values,
    st.sampled_from([MISSING, MISSING, "a", "b"]) | _ids,
    st.just(MISSING) | _references,
    st.sampled_from([MISSING, []]) | st.lists(_item | values, max_size=3),
)
_gaps = st.sampled_from(
    [
        MISSING,
        None,
        [],
        [{"code": "model_call_capture_incomplete"}],
        [{"code": "no-such-code"}],
        [3],
        {},
    ]
)


@given(
    model_calls=st.lists(_usual_model_call, max_size=4) | _lists(_model_call),
    tool_calls=st.lists(_tool_call, max_size=3) | _lists(_tool_call),
    invocations=st.lists(_usual_invocation, max_size=3) | values,
    turns=_lists(_turn),
    gaps=_gaps,
)
@example(  # the usual short trajectory: accepted
    model_calls=[
        {"model_call_id": "a", "response_metadata": {"response_id": "r1", "model_ref": _P}},
        {"model_call_id": "b", "response_metadata": {"response_id": "r2", "model_ref": _P}},
    ],
    tool_calls=[{"invocation_id": "root", "tool_call_id": "a"}],
    invocations=[
        {"invocation_id": "root", "model_calls": [{"model_call_id": "a"}]},
        {
            "invocation_id": "child",
            "parent_invocation_id": "root",
            "spawned_by_tool_call_id": "a",
            "model_calls": [{"model_ref": _P, "response_id": "r2"}],
        },
    ],
    turns=[{"task_id": "t", "rollout_id": "r", "invocation_id": "root", "turn_no": 1}],
    gaps=[{"code": "model_call_capture_incomplete"}],
)
@example(  # a cycle of parents
    model_calls=[],
    tool_calls=[],
    invocations=[
        {"invocation_id": "root", "parent_invocation_id": "child"},
        {"invocation_id": "child", "parent_invocation_id": "root"},
    ],
    turns=[],
    gaps=MISSING,
)
@example(  # a pair of model_ref and response_id that two calls have
    model_calls=[
        {"model_call_id": "a", "response_metadata": {"response_id": "r1", "model_ref": _P}},
        {"model_call_id": "b", "response_metadata": {"response_id": "r1", "model_ref": _P}},
    ],
    tool_calls=[],
    invocations=[
        {"invocation_id": "root", "model_calls": [{"model_ref": _P, "response_id": "r1"}]}
    ],
    turns=[],
    gaps=MISSING,
)
@example(  # a spawner not among the parent's tool calls
    model_calls=[],
    tool_calls=[{"invocation_id": "child", "tool_call_id": "a"}],
    invocations=[
        {"invocation_id": "root"},
        {"invocation_id": "child", "parent_invocation_id": "root", "spawned_by_tool_call_id": "a"},
    ],
    turns=[],
    gaps=MISSING,
)
@example(  # two turns of one invocation with one number; then with a turn_no beyond int64
    model_calls=[],
    tool_calls=[],
    invocations=[{"invocation_id": "root"}],
    turns=[{"task_id": "t", "rollout_id": "r", "invocation_id": "root", "turn_no": 1}] * 2,
    gaps=MISSING,
)
@example(
    model_calls=[],
    tool_calls=[],
    invocations=[{"invocation_id": "root"}],
    turns=[{"task_id": "t", "rollout_id": "r", "invocation_id": "root", "turn_no": 2**63}] * 2,
    gaps=MISSING,
)
@example(  # a reference by id whose model_ref, then whose response_id, is not the call's
    model_calls=[
        {"model_call_id": "a", "response_metadata": {"response_id": "r1", "model_ref": _P}}
    ],
    tool_calls=[],
    invocations=[
        {
            "invocation_id": "root",
            "model_calls": [{"model_call_id": "a", "model_ref": {"type": "m", "name": "q"}}],
        }
    ],
    turns=[],
    gaps=MISSING,
)
@example(
    model_calls=[
        {"model_call_id": "a", "response_metadata": {"response_id": "r1", "model_ref": _P}}
    ],
    tool_calls=[],
    invocations=[
        {"invocation_id": "root", "model_calls": [{"model_call_id": "a", "response_id": "r2"}]}
    ],
    turns=[],
    gaps=MISSING,
)
@example(  # a gap of an unknown code
    model_calls=[],
    tool_calls=[],
    invocations=[{"invocation_id": "root"}],
    turns=[],
    gaps=[{"code": "no-such-code"}],
)
@example(  # a conversation item with a finding
    model_calls=[],
    tool_calls=[],
    invocations=[
        {"invocation_id": "root", "conversation": [{"content": [{"type": "input_video"}]}]}
    ],
    turns=[],
    gaps=MISSING,
)
def test_one_pass_over_a_short_trajectory_matches_the_rules(
    model_calls: Any, tool_calls: Any, invocations: Any, turns: Any, gaps: Any
) -> None:
    """Whatever the one pass accepts, the full rules find nothing in and give the same facts;
    with the pass, the findings and facts are those of the full rules, always."""
    from unittest import mock

    from trajspec.validators._evidence import trajectory

    value = {
        "task_id": "t",
        "rollout_id": "r",
        "model_calls": model_calls,
        "tool_calls": tool_calls,
        "invocations": invocations,
        "turns": turns,
        "gaps": gaps,
    }
    value = {k: v for k, v in value.items() if v is not MISSING}
    full: list[Finding] = []
    with mock.patch.object(trajectory, "_short_quiet", lambda *_: None):
        full_facts = trajectory.trajectory_rules(value, ("t",), full)
    out: list[Finding] = []
    facts = trajectory.trajectory_rules(value, ("t",), out)
    assert out == full
    accepted = trajectory._short_quiet(value, ("t",))
    if accepted is not None:
        assert full == []
    assert facts is not None and full_facts is not None
    for name in trajectory.TrajectoryFacts.__slots__:
        if name in ("calls", "sums"):
            continue
        assert getattr(facts, name) == getattr(full_facts, name), name
    _sums_as_the_usage_rule_reads_them(facts)
    assert (facts.calls is None) == (full_facts.calls is None)
    if facts.calls is not None and full_facts.calls is not None:
        assert facts.calls.keys == full_facts.calls.keys
        assert facts.calls.where == full_facts.calls.where


def test_one_pass_accepts_the_usual_short_trajectory() -> None:
    """The example the one pass is for is taken by it (else the test above proves little)."""
    from trajspec.validators._evidence import trajectory

    value = {
        "task_id": "t",
        "rollout_id": "r",
        "invocations": [{"invocation_id": "root", "model_calls": [{"model_call_id": "a"}]}],
        "turns": [{"task_id": "t", "rollout_id": "r", "invocation_id": "root", "turn_no": 1}],
        "model_calls": [
            {
                "model_call_id": "a",
                "started_at": 1.0,
                "completed_at": 2.0,
                "response_metadata": {"response_id": "r1", "model_ref": _P},
            }
        ],
        "tool_calls": [{"invocation_id": "root", "tool_call_id": "x"}],
        "gaps": [],
    }
    facts = trajectory._short_quiet(value, ("t",))
    assert facts is not None
    assert facts.owned == {0}
    value["turns"][0]["turn_no"] = 1.5  # type: ignore[index]
    assert trajectory._short_quiet(value, ("t",)) is None


def _usual_trajectory(draw: st.DrawFn, long: bool = False) -> dict[str, Any]:
    """A short trajectory that breaks no rule, of the bench/ rows' shape; with ``long``, its
    model calls, turns and tool calls are lists of BATCH_MIN items or more, and its calls
    state cached tokens too (as the bench/ rows do)."""
    servers = [{"type": "m", "name": "p"}, {"type": "m", "name": "q"}]
    calls_ = []
    for position in range(draw(st.integers(8, 11) if long else st.integers(0, 4))):
        start = draw(st.floats(0, 10))
        calls_.append(
            {
                "model_call_id": f"c{position}",
                "started_at": start,
                "completed_at": start + draw(st.floats(0, 5)),
                "token_stats": {
                    "prompt_tokens": 3,
                    "completion_tokens": 4,
                    "total_tokens": 7,
                    **({"cached_tokens": 2} if long else {}),
                },
                "response_metadata": {
                    "response_id": f"r{position}",
                    "model_ref": draw(st.sampled_from(servers)),
                    "status_code": 200,
                    "error_category": None,
                    "response_status": "completed",
                },
            }
        )

    def refs() -> list[dict[str, Any]]:
        chosen = draw(st.lists(st.sampled_from(calls_), max_size=2)) if calls_ else []
        return [
            {"model_call_id": c["model_call_id"]}
            if draw(st.booleans())
            else {
                "model_ref": c["response_metadata"]["model_ref"],
                "response_id": c["response_metadata"]["response_id"],
            }
            for c in chosen
        ]

    invocations_ = [{"invocation_id": "root", "model_calls": refs(), "conversation": []}]
    tools = [
        {"invocation_id": "root", "tool_call_id": f"t{k}", "started_at": 1.0, "completed_at": 2.0}
        for k in range(draw(st.integers(8, 10)) if long else 1)
    ]
    if draw(st.booleans()):
        invocations_.append(
            {
                "invocation_id": "child",
                "parent_invocation_id": "root",
                "spawned_by_tool_call_id": "t0",
                "model_calls": refs(),
            }
        )
    turns_ = [
        {
            "task_id": "t",
            "rollout_id": "r",
            "invocation_id": draw(st.sampled_from(invocations_))["invocation_id"],
            "turn_no": number,
            "model_calls": refs(),
        }
        for number in range(draw(st.integers(8, 10) if long else st.integers(0, 3)))
    ]
    return {
        "task_id": "t",
        "rollout_id": "r",
        "invocations": invocations_,
        "turns": turns_,
        "model_calls": calls_,
        "tool_calls": tools,
        "gaps": [{"code": "model_call_capture_incomplete"}],
    }


def _members(value: Any) -> list[tuple[Any, Any]]:
    """Every (container, key) of a value's objects and lists, nested."""
    found: list[tuple[Any, Any]] = []
    if isinstance(value, dict):
        for key, item in value.items():
            found.append((value, key))
            found.extend(_members(item))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found.append((value, index))
            found.extend(_members(item))
    return found


_near = st.one_of(
    values,
    st.sampled_from(["root", "child", "c0", "c1", "r0", "r1", "t0", "", 1, 1.0, 2**63, []]),
    st.sampled_from([400, 399, 500.0, "failed", "incomplete", "timeout", 2**63 - 1, -1]),
    st.just({"type": "m", "name": "p"}),
)


@given(st.data())
def test_one_pass_over_a_usual_trajectory_changed_here_and_there(data: st.DataObject) -> None:
    """The usual short trajectory with up to three members changed (or removed): the one
    pass takes only what the full rules find nothing in, with the same facts."""
    # (copies: no drawn object is shared, so no change makes a value contain itself)
    value = copy.deepcopy(data.draw(st.composite(lambda draw: _usual_trajectory(draw))()))
    for _ in range(data.draw(st.integers(0, 3))):
        members = _members(value)
        container, key = data.draw(st.sampled_from(members))
        new = data.draw(_near)
        if isinstance(container, dict) and new is MISSING:
            del container[key]
        else:
            container[key] = None if new is MISSING else copy.deepcopy(new)
    _same_as_full_rules(value)


#: The member names of a usual trajectory's objects, each changed in turn below.
_USUAL_NAMES = (
    "cached_tokens",
    "code",
    "completed_at",
    "completion_tokens",
    "conversation",
    "error_category",
    "gaps",
    "invocation_id",
    "invocations",
    "model_call_id",
    "model_calls",
    "model_ref",
    "name",
    "parent_invocation_id",
    "prompt_tokens",
    "response_id",
    "response_metadata",
    "response_status",
    "rollout_id",
    "spawned_by_tool_call_id",
    "started_at",
    "status_code",
    "task_id",
    "token_stats",
    "tool_call_id",
    "tool_calls",
    "total_tokens",
    "turn_no",
    "turns",
    "type",
)


@pytest.mark.parametrize("name", _USUAL_NAMES)
@given(data=st.data())
def test_one_pass_over_a_long_usual_trajectory_changed_here_and_there(
    name: str, data: st.DataObject
) -> None:
    """The same for lists of BATCH_MIN items or more, which the one pass reads too (the full
    rules then read them list-wide in C): one member of each name in turn is changed (a
    member name drawn would nearly always be one of the first), then up to two others; a
    member changed takes, at times, the value the same member has elsewhere, since a repeat
    is what a rule of a list finds."""
    drawn = data.draw(st.composite(lambda draw: _usual_trajectory(draw, long=True))())
    value = copy.deepcopy(drawn)
    for change in range(data.draw(st.integers(1, 3))):
        members = _members(value)
        named = [(c, k) for c, k in members if k == name] if change == 0 else members
        if not named:
            continue
        container, key = data.draw(st.sampled_from(named))
        peers = [c[k] for c, k in members if k == key and c is not container]
        new = data.draw(st.sampled_from(peers) | _near if peers else _near)
        if isinstance(container, dict) and new is MISSING:
            del container[key]
        else:
            container[key] = None if new is MISSING else copy.deepcopy(new)
    _same_as_full_rules(value)


def test_one_pass_takes_the_bench_rows_of_many_turns() -> None:
    """The bench/ corpus's rows of 5-60 turns (what validate and health read most of) are
    taken by the one pass, with the full rules' facts (else the tests above prove little)."""
    import random

    import corpus

    from trajspec.validators._evidence import trajectory

    rng = random.Random(3)
    for index in range(4):
        value = corpus.row(index, rng, turns=(8, 20))["ng_trajectory"]
        facts = trajectory._short_quiet(value, ("t",))
        assert facts is not None and facts.sums is not None
        assert facts.bound == set(range(len(value["model_calls"])))
        _same_as_full_rules(value)


def _same_as_full_rules(value: dict[str, Any]) -> None:
    from unittest import mock

    from trajspec.validators._evidence import trajectory

    full: list[Finding] = []
    with mock.patch.object(trajectory, "_short_quiet", lambda *_: None):
        full_facts = trajectory.trajectory_rules(value, ("t",), full)
    out: list[Finding] = []
    facts = trajectory.trajectory_rules(value, ("t",), out)
    assert out == full
    if trajectory._short_quiet(value, ("t",)) is not None:
        assert full == []
    assert facts is not None and full_facts is not None
    for name in trajectory.TrajectoryFacts.__slots__:
        if name not in ("calls", "sums"):
            # (gaps is the value's own member, at times a NaN, which equals nothing)
            ours, theirs = getattr(facts, name), getattr(full_facts, name)
            assert ours is theirs or ours == theirs, name
    _sums_as_the_usage_rule_reads_them(facts)
    assert (facts.calls is None) == (full_facts.calls is None)
    if facts.calls is not None and full_facts.calls is not None:
        assert facts.calls.keys == full_facts.calls.keys
        assert facts.calls.where == full_facts.calls.where


def _sums_as_the_usage_rule_reads_them(facts: Any) -> None:
    """The one pass's usage sums, when it gives them, are the usage rule's own reading of
    the owned calls."""
    from trajspec.validators._evidence import row

    if facts.sums is not None:
        owned = [facts.model_calls[position] for position in facts.owned]
        assert facts.sums == row._finished_sums(owned)


@given(st.one_of(_model_call, _usual_call))
@example({"response_metadata": {"status_code": 400}, "token_stats": _STATS})
@example({"response_metadata": {"error_category": "timeout"}, "token_stats": _STATS})
@example({"response_metadata": {"response_status": "failed"}, "token_stats": _STATS})
@example({"response_metadata": {}, "token_stats": {"prompt_tokens": -1, "completion_tokens": 1}})
@example({"response_metadata": {}, "token_stats": {"prompt_tokens": 2**63, "completion_tokens": 1}})
def test_one_pass_reads_a_finished_call_as_the_usage_rule(call: dict[str, Any]) -> None:
    """A call whose counts the one pass takes finished, with those counts, as the usage
    rule reads it (call_finished, json_count)."""
    from trajspec._jsonvalues import json_count
    from trajspec.validators._evidence import usage, usual_trajectory

    metadata = call.get("response_metadata")
    if not isinstance(metadata, dict):
        return
    counts = usual_trajectory._finished_counts(call, metadata)
    if counts is not None:
        assert usage.call_finished(call)
        stats = call["token_stats"]
        assert counts == (
            json_count(stats["prompt_tokens"]),
            json_count(stats["completion_tokens"]),
        )


def test_one_pass_sums_theusual_row() -> None:
    """The usual short trajectory's two owned calls, summed by the one pass."""
    from trajspec.validators._evidence import trajectory

    def call(name: str, prompt: int) -> dict[str, Any]:
        return {
            "model_call_id": name,
            "response_metadata": {"response_id": "r" + name, "model_ref": _P, "status_code": 200},
            "token_stats": {"prompt_tokens": prompt, "completion_tokens": 4},
        }

    value = {
        "task_id": "t",
        "rollout_id": "r",
        "invocations": [
            {
                "invocation_id": "root",
                "model_calls": [{"model_call_id": "a"}, {"model_call_id": "b"}],
            }
        ],
        "model_calls": [call("a", 3), call("b", 5), call("c", 100)],
    }
    facts = trajectory._short_quiet(value, ())
    assert facts is not None and facts.sums == (8, 8, 2)
    value["model_calls"][1]["response_metadata"]["status_code"] = 500  # type: ignore[index]
    facts = trajectory._short_quiet(value, ())
    assert facts is not None and facts.sums is None


_finish_members = st.fixed_dictionaries(
    {},
    optional={
        "status_code": st.sampled_from([None, 200, 399, 400, 500, -1, 2**63, 200.0, True, "200"]),
        "error_category": st.sampled_from([None, "", "incomplete", "timeout", 0, False]),
        "response_status": st.sampled_from([None, "completed", "failed", "error", "", 1]),
    },
)


@given(
    members=_finish_members,
    prompt=st.sampled_from([0, 3, 2**63 - 1, 2**63, -1]),
    completion=st.sampled_from([0, 4, 2**63 - 1, 2**63, -2]),
)
def test_one_pass_sums_what_counts_if_finished_reads(
    members: dict[str, Any], prompt: int, completion: int
) -> None:
    """The one pass's reading of a call with four plain int counts (written out in its loop)
    sums the call exactly when _counts_if_finished, the usage rule's reading, finishes it."""
    from trajspec.validators._evidence import trajectory, usual_trajectory

    metadata = {"response_id": "ra", "model_ref": _P, **members}
    stats = {
        "prompt_tokens": prompt,
        "completion_tokens": completion,
        "total_tokens": prompt + completion,
        "cached_tokens": 0,
    }
    value = {
        "task_id": "t",
        "rollout_id": "r",
        "invocations": [{"invocation_id": "root", "model_calls": [{"model_call_id": "a"}]}],
        "model_calls": [
            {"model_call_id": "a", "response_metadata": metadata, "token_stats": stats}
        ],
    }
    facts = trajectory._short_quiet(value, ())
    if facts is None:  # refused (counts beyond int64): the rules read it
        return
    known = usual_trajectory._counts_if_finished(metadata, prompt, completion)
    assert facts.sums == (None if known is None else (*known, 1))


# --- the usual row's identity against its trajectory ----------------------------------------

_row_ids = st.one_of(st.sampled_from(["t", "u", "1-2", "0-0", "1-2-a1"]), values)
_indexes = st.one_of(
    st.sampled_from([0, 1, 2, 2**63 - 1, 2**63, -1, 1.0, True]), st.integers(0, 3), values
)
_identity_rows = st.fixed_dictionaries(
    {},
    optional={
        "task_id": _row_ids,
        "_ng_task_index": _indexes,
        "_ng_rollout_index": _indexes,
        "_ng_rollout_id": _row_ids,
        "_ng_attempt_index": _indexes,
        "trajectory_identity": st.one_of(
            values,
            st.fixed_dictionaries({}, optional={"task_id": _row_ids, "rollout_id": _row_ids}),
        ),
    },
)
_identity_trajectories = st.one_of(
    values,
    st.lists(values, max_size=1),
    st.fixed_dictionaries({}, optional={"task_id": _row_ids, "rollout_id": _row_ids}),
)


@given(_identity_rows, _identity_trajectories)
@example(
    {"task_id": "t", "_ng_task_index": 1, "_ng_rollout_index": 2},
    {"task_id": "t", "rollout_id": "1-2"},
)
@example(
    {"task_id": "t", "_ng_task_index": 1, "_ng_rollout_index": 2},
    {"task_id": "u", "rollout_id": "1-2"},
)
@example(
    {"task_id": "t", "_ng_task_index": 1, "_ng_rollout_index": 2},
    {"task_id": "t", "rollout_id": "0-0"},
)
@example(
    {"task_id": "t", "_ng_task_index": 1, "_ng_rollout_index": 2}, {"task_id": 3, "rollout_id": 3}
)
@example({"task_id": "t", "_ng_task_index": 2**63, "_ng_rollout_index": 2}, {"task_id": "t"})
@example(
    {"task_id": "t", "_ng_task_index": 1, "_ng_rollout_index": 2, "_ng_attempt_index": 1},
    {"task_id": "t", "rollout_id": "1-2"},
)
def test_usual_identity_shortcut_hides_nothing(row: dict[str, Any], trajectory: Any) -> None:
    """Whatever the identity shortcut calls quiet, the identity rules find nothing in; and the
    row's rules are the rules' own findings either way."""
    from trajspec.validators._evidence import row as row_module

    if trajectory is MISSING:
        trajectory = None
    document = copy.deepcopy(row)
    full: list[Finding] = []
    row_module._identity_rules(document, trajectory, ("r",), full)
    if row_module._identity_quiet(document, trajectory):
        assert full == []
    out: list[Finding] = []
    row_module._identity(document, trajectory, ("r",), out)
    assert out == full


# --- the usual usage against the sums of the one pass ---------------------------------------

_counts = st.one_of(st.sampled_from([3, 5, 8, 0, 2**63 - 1, 2**63, -1, 8.0, True]), values)
_usages = st.one_of(
    values,
    st.fixed_dictionaries(
        {},
        optional={
            "input_tokens": _counts,
            "prompt_tokens": _counts,
            "output_tokens": _counts,
            "completion_tokens": _counts,
        },
    ),
)


@given(
    st.sampled_from([3, 2**63 - 1, -1]),
    st.sampled_from([5, 0]),
    st.sampled_from([0, 0, 3]),
    st.one_of(st.just(MISSING), values, st.fixed_dictionaries({}, optional={"usage": _usages})),
)
@example(3, 5, 0, {"usage": {"input_tokens": 3, "output_tokens": 5}})
@example(3, 5, 0, {"usage": {"input_tokens": 3, "output_tokens": 4}})
@example(3, 5, 0, {"usage": {"input_tokens": 8, "output_tokens": 5}})
@example(3, 5, 0, {"usage": {"prompt_tokens": 3, "completion_tokens": 5}})
@example(3, 5, 0, {"usage": {"input_tokens": 3.0, "output_tokens": 5}})
@example(3, 5, 0, {"usage": {"input_tokens": "x", "prompt_tokens": 3, "output_tokens": 5}})
@example(2**63 - 1, 5, 3, {"usage": {"input_tokens": 2**63 + 2, "output_tokens": 5}})
@example(1, 5, 0, {"usage": {"input_tokens": True, "output_tokens": 5}})
@example(3, 5, 0, {})
def test_usual_usage_shortcut_hides_nothing(
    prompt: int, completion: int, more: int, response: Any
) -> None:
    """Whatever the usage shortcut calls quiet, the usage rules find nothing in: the owned
    calls sum to (prompt + more, completion), beyond int64 for INT64_MAX and 3."""
    from trajspec.validators._evidence import row as row_module

    def call(name: str, prompt: int, completion: int) -> dict[str, Any]:
        return {
            "model_call_id": name,
            "response_metadata": {"response_id": "r" + name, "model_ref": _P},
            "token_stats": {"prompt_tokens": prompt, "completion_tokens": completion},
        }

    trajectory = {
        "task_id": "t",
        "rollout_id": "r",
        "invocations": [
            {
                "invocation_id": "root",
                "model_calls": [{"model_call_id": "a"}, {"model_call_id": "b"}],
            }
        ],
        "model_calls": [call("a", prompt, completion), call("b", more, 0)],
    }
    row: dict[str, Any] = {"ng_trajectory": trajectory}
    if response is not MISSING:
        row["response"] = copy.deepcopy(response)
    facts = row_module.trajectory_rules(trajectory, ("ng_trajectory",), [])
    out: list[Finding] = []
    row_module._usage(row_module._RowFacts(row, (), None, facts), out)
    if row_module._usage_quiet(row, facts):
        assert out == []


# --- the conversation items proven quiet by the clean pass ----------------------------------

_plain = values.filter(lambda value: value is not MISSING)  # what JSON can hold
_video_parts = st.fixed_dictionaries(
    {"type": st.sampled_from(["input_video", "input_text", "output_text"]) | _plain},
    optional={
        "video_url": st.sampled_from(["u", ""]) | _plain,
        "video": st.sampled_from(["v", ""]) | _plain,
        "text": st.just("t"),
    },
)
_conversation_items = st.builds(
    lambda base, tokens: {**base, **tokens},
    st.one_of(
        st.fixed_dictionaries(
            {"role": st.sampled_from(["user", "assistant"]), "content": st.just("text")},
            optional={"type": st.just("message")},
        ),
        st.fixed_dictionaries(
            {
                "role": st.just("user"),
                "content": st.lists(_video_parts | _plain, max_size=3),
            },
            optional={"type": st.sampled_from(["message", "reasoning"]) | _plain},
        ),
        st.fixed_dictionaries(
            {
                "type": st.just("function_call"),
                "call_id": st.just("c"),
                "name": st.just("f"),
                "arguments": st.just("{}"),
            }
        ),
        st.fixed_dictionaries(
            {"type": st.just("function_call_output"), "call_id": st.just("c"), "output": _plain}
        ),
    ),
    token_members,
)


@given(_conversation_items | _plain)
@example({"role": "user", "content": "t", "prompt_token_ids": [1]})
@example({"role": "user", "content": "t", "routed_experts": None})
@example(
    {
        "role": "user",
        "content": "t",
        "prompt_token_ids": [1],
        "generation_token_ids": [2],
        "generation_log_probs": [-0.5],
    }
)
@example({"role": "user", "content": [{"type": "input_video"}]})
@example({"role": "user", "content": [{"type": "input_video", "video_url": "u", "video": "v"}]})
@example({"role": "user", "content": [{"type": "input_video", "video_url": "u"}]})
@example({"role": "user", "content": [{"type": "input_video", "video": None}]})
def test_quiet_conversation_item_schema_hides_nothing(item: Any) -> None:
    """Whatever the clean pass's conversation item schema accepts, the item's rules find
    nothing in (the clean pass then spares the rules reading the items)."""
    from trajspec.validators._evidence import content
    from trajspec.validators._structural import compiled

    document = copy.deepcopy(item)
    out: list[Finding] = []
    content.conversation_item_rules(document, ("i",), out)
    if compiled.quiet_item_validator().is_valid(document):
        assert out == []


@given(st.lists(_conversation_items | _plain, max_size=4))
@example([{"role": "user", "content": "t", "prompt_token_ids": [1]}])
@example([{"role": "user", "content": [{"type": "input_video", "video_url": "u", "video": "v"}]}])
@example([{"role": "user", "content": "t"}, {"type": "function_call_output", "call_id": "c"}])
def test_rows_with_proven_conversations_keep_their_findings(items: list[Any]) -> None:
    """A usual row with the drawn conversation: validation finds what the rules find when
    they read every conversation item themselves."""
    from trajspec.validators import validate_document
    from trajspec.validators._document import _ordered, beside_structure, number_findings
    from trajspec.validators._evidence.rules import CHECKS
    from trajspec.validators._structural.compiled import structural_findings

    row = usual_row()
    row["ng_trajectory"]["invocations"][0]["conversation"] = copy.deepcopy(items)
    schema = "evidence/1.0/rollout_row"
    expected = structural_findings(row, schema)
    expected += CHECKS[schema](row)
    expected += beside_structure(number_findings(row, "evidence"), expected)
    assert validate_document(row, "row") == _ordered(expected)


def test_the_usual_row_is_clean() -> None:
    """The row the conversation test starts from has no finding and passes the clean pass."""
    from trajspec.validators import validate_document
    from trajspec.validators._structural.compiled import structure_and_range_clean

    assert validate_document(usual_row(), "row") == []
    assert structure_and_range_clean(usual_row(), "evidence/1.0/rollout_row")
