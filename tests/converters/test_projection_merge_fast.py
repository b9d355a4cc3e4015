"""The projection's merges take shortcuts that give what the merge they stand for gives
(hypothesis):

- an observed tool call of a pair not seen yet, with no null member, is copied as it is: the
  tool calls are those of the merge of every observed record into its pair's call;
- the join's session auto-attach asks the forms that name a call one by one: the answer is
  whether the set of those forms meets the invocation's reference keys;
- the trajectory model calls made while the capture is read are the ones the projection
  makes of the calls: the enriched row is the same bytes as when it makes them all.
"""

from __future__ import annotations

import copy
import tempfile
from pathlib import Path
from typing import Any
from unittest import mock

import orjson
from _examples import examples
from _strategies import capture_files, json_values, projection_rows
from hypothesis import given, settings
from hypothesis import strategies as st

from trajspec._identity import capture_key
from trajspec.converters._projection import capture as _capture
from trajspec.converters._projection import enrich as _enrich
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


def _bytes(row: dict[str, Any]) -> bytes | str:
    try:
        return orjson.dumps(row)
    except TypeError:  # an integer beyond 64 bits from a capture line: the values' text
        return repr(row)


def _none_made(
    exchange: Any, call_index: int, include_payloads: bool, calls: list[Any]
) -> dict[str, Any]:
    """``_record_and_call`` leaving every trajectory model call to the projection."""
    calls.append(None)
    return _capture.model_call_record(exchange, call_index, include_payloads=include_payloads)


@settings(max_examples=examples(1.5), deadline=None)
@given(row=projection_rows(), lines=capture_files(), payloads=st.booleans())
def test_the_calls_made_while_reading_give_the_same_row(
    row: dict[str, Any], lines: list[Any], payloads: bool
) -> None:
    row = copy.deepcopy(row)  # the strategies share some constants between examples
    key, _ = capture_key(row)
    with tempfile.TemporaryDirectory() as scratch:
        if key is not None and lines:
            text = b"".join(
                (line.encode() if isinstance(line, str) else orjson.dumps(line)) + b"\n"
                for line in lines
            )
            (Path(scratch) / f"{key}.capture.jsonl").write_bytes(text)
        fast = _enrich.enrich_row(row, capture_dir=scratch, include_model_call_payloads=payloads)
        with mock.patch.object(_capture, "_record_and_call", _none_made):
            full = _enrich.enrich_row(
                row, capture_dir=scratch, include_model_call_payloads=payloads
            )
    assert _bytes(fast.row) == _bytes(full.row)
    assert fast.deletable_names == full.deletable_names


_SMALL = st.one_of(
    st.none(), st.text(max_size=3), st.dictionaries(st.text(max_size=2), json_values)
)
