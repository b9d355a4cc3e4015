"""The projection's merges take shortcuts that give what the merge they stand for gives
(hypothesis):

- an observed tool call of a pair not seen yet, with no null member, is copied as it is: the
  tool calls are those of the merge of every observed record into its pair's call;
- the join's session auto-attach asks the forms that name a call one by one: the answer is
  whether the set of those forms meets the invocation's reference keys.
"""

from __future__ import annotations

from typing import Any

from _examples import examples
from _strategies import json_values
from hypothesis import given, settings
from hypothesis import strategies as st

from trajspec.converters._projection import ownership as _ownership
from trajspec.converters._projection import trajectory as _trajectory


def _merged_tool_calls(
    producer: list[Any], invocations: list[Any], records: list[Any]
) -> list[Any]:
    """``_tool_calls`` merging every observed record the one way (no shortcut)."""
    observed = [r for r in records if isinstance(r, dict) and r.get("kind") == "tool_call"]
    if not observed:
        return producer
    calls = list(producer)
    where: dict[Any, int] = {}
    for position, call in enumerate(calls):
        if isinstance(call, dict):
            where[(call.get("invocation_id"), call.get("tool_call_id"))] = position
    outputs: dict[Any, Any] = {}
    for invocation in invocations:
        conversation = invocation.get("conversation") if isinstance(invocation, dict) else None
        for item in conversation if isinstance(conversation, list) else []:
            if (
                isinstance(item, dict)
                and item.get("type") == "function_call_output"
                and isinstance(item.get("call_id"), str)
                and "output" in item
            ):
                outputs[(invocation["invocation_id"], item["call_id"])] = item["output"]
    for record in observed:
        key = (record.get("invocation_id"), record.get("tool_call_id"))
        at = where.get(key)
        base = calls[at] if at is not None else None
        merged = dict(base) if isinstance(base, dict) else {}
        update = {name: value for name, value in record.items() if value is not None}
        if update.get("status") == "unknown" and merged.get("status") not in (None, "unknown"):
            del update["status"]
        merged.update(update)
        if key in outputs:
            merged["output"] = outputs[key]
        if at is None:
            where[key] = len(calls)
            calls.append(merged)
        else:
            calls[at] = merged
    return calls


_IDS = st.sampled_from(["root", "sub"])
_TOOL_IDS = st.sampled_from(["t1", "t2", "t3"])
_MEMBER = st.one_of(st.none(), st.sampled_from(["completed", "unknown", "failed"]), json_values)


@st.composite
def _tool_call(draw: st.DrawFn, kind: bool) -> Any:
    if draw(st.integers(0, 9)) == 0:
        return draw(json_values)
    call: dict[str, Any] = {"kind": "tool_call"} if kind else {}
    if kind and draw(st.integers(0, 5)) == 0:
        call["kind"] = draw(st.sampled_from(["agent_invocation", "other"]))
    for key, values in (
        ("invocation_id", _IDS),
        ("tool_call_id", _TOOL_IDS),
        ("status", _MEMBER),
        ("tool_name", _MEMBER),
        ("duration_ms", _MEMBER),
    ):
        if draw(st.booleans()):
            value = draw(values)
            call[key] = None if draw(st.integers(0, 5)) == 0 else value
    return call


_INVOCATIONS = st.lists(
    st.builds(
        lambda iid, items: {"invocation_id": iid, "conversation": items},
        _IDS,
        st.lists(
            st.one_of(
                st.fixed_dictionaries(
                    {"type": st.just("function_call_output"), "call_id": _TOOL_IDS},
                    optional={"output": json_values},
                ),
                json_values,
            ),
            max_size=4,
        ),
    ),
    max_size=3,
)


@settings(max_examples=examples(2.5), deadline=None)
@given(
    producer=st.lists(_tool_call(False), max_size=4),
    invocations=_INVOCATIONS,
    records=st.lists(_tool_call(True), max_size=6),
)
def test_tool_calls_are_every_observed_records_merge(
    producer: list[Any], invocations: list[Any], records: list[Any]
) -> None:
    observed = [r for r in records if isinstance(r, dict) and r.get("kind") == "tool_call"]
    got = _trajectory._tool_calls(producer, invocations, observed)
    expected = _merged_tool_calls(producer, invocations, records)
    # repr: the same calls, members in the same order, each value of the same type
    assert repr(got) == repr(expected)


_KEY_PARTS = (
    st.one_of(st.none(), st.sampled_from(["c1", "c2"])),
    st.one_of(st.none(), st.sampled_from([("responses_api_models", "p"), ("x", "p")])),
    st.one_of(st.none(), st.sampled_from(["r1", "r2"])),
)
_KEYS = st.tuples(*_KEY_PARTS)


@settings(max_examples=examples(2.5), deadline=None)
@given(known=st.sets(_KEYS, max_size=6), call=_KEYS)
def test_a_call_is_denoted_when_one_of_its_forms_is_known(
    known: set[Any], call: tuple[Any, Any, Any]
) -> None:
    expected = not known.isdisjoint(_ownership._denoting_forms(call))
    assert _ownership._denoted(known, call) is expected


_SMALL = st.one_of(
    st.none(), st.text(max_size=3), st.dictionaries(st.text(max_size=2), json_values)
)
