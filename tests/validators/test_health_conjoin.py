"""The health pass's one schema (quiet.py: conjoin.py and ranges.py) accepts exactly what the
``allOf`` of its three questions accepts: the record's keywords, the range schema and the
trajectory's schema, each asked whole.

Usual rows are changed at a drawn place (any member of any object, or a new member named
like an integer member or a carrier) to a drawn value (integers at and beyond the 64-bit
bounds, floats beyond them, objects and lists holding them, values of other types), and the
two validators must agree on every one; the unchanged rows must be accepted, or the test
would hold nothing.
"""

from __future__ import annotations

import copy
from typing import Any

import jsonschema_rs
import pytest
from _examples import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from trajspec._jsonvalues import range_schema
from trajspec._schemas import find_schema
from trajspec.validators._health import quiet
from trajspec.validators._health.conjoin import absolute, conjoin
from trajspec.validators._health.ranges import ITEM, ROOT, range_given, range_part
from trajspec.validators._structural.compiled import _quiet_registry, quiet_resources

TRAJECTORY = "evidence/1.0/trajectory_record"
SERVER = {"type": "responses_api_models", "name": "policy"}
BIG = 2**63


def _plain() -> Any:
    """The three questions as the pass asked them before conjoin: one allOf."""
    info = find_schema(TRAJECTORY)
    both = {
        "allOf": [
            {"properties": {"ng_trajectory": quiet.health_quiet_schema()}},
            range_schema(info.family),
            {"properties": {"ng_trajectory": {"$ref": info.id}}},
        ]
    }
    return jsonschema_rs.validator_for(both, registry=_quiet_registry())


PLAIN = _plain()


def one_pass(row: Any) -> bool:
    return quiet.health_quiet(row, "ng_trajectory", TRAJECTORY)


def usual_row(calls: int) -> dict[str, Any]:
    model_calls = [
        {
            "model_call_id": f"c{i}",
            "started_at": float(i),
            "completed_at": float(i) + 0.5,
            "duration_ms": 500.0,
            "request": {"input": [{"role": "user", "content": "hi"}]},
            "response": {"output": [{"type": "message", "content": [{"text": "hi"}]}]},
            "response_metadata": {
                "response_id": f"r{i}",
                "model_ref": dict(SERVER),
                "status_code": 200,
                "response_status": "completed",
            },
            "token_stats": {
                "prompt_tokens": 10 + i,
                "completion_tokens": 3 + i,
                "total_tokens": 13 + 2 * i,
                "cached_tokens": 0,
            },
        }
        for i in range(calls)
    ]
    turns = [
        {
            "invocation_id": "root",
            "task_id": "t",
            "rollout_id": "0-0",
            "turn_no": i + 1,
            "timestamp": float(i),
            "step_count": i,
            "answer": [{"type": "function_call", "call_id": f"t{i}", "name": "bash"}],
            "model_calls": [{"model_ref": dict(SERVER), "response_id": f"r{i}"}],
        }
        for i in range(calls)
    ]
    conversation = [
        {"type": "message", "role": "user", "content": "do it"},
        {"type": "function_call", "call_id": "t0", "name": "bash", "arguments": "{}"},
        {"type": "function_call_output", "call_id": "t0", "output": "done"},
        {"role": "assistant", "content": "ok"},
    ]
    return {
        "_ng_task_index": 0,
        "_ng_rollout_index": 0,
        "ng_trajectory": {
            "schema_version": "1.0",
            "task_id": "t",
            "rollout_id": "0-0",
            "invocations": [
                {
                    "kind": "agent_invocation",
                    "invocation_id": "root",
                    "status": "completed",
                    "model_calls": [{"model_call_id": f"c{i}"} for i in range(calls)],
                    "conversation": conversation,
                }
            ],
            "turns": turns,
            "model_calls": model_calls,
            "tool_calls": [
                {
                    "kind": "tool_call",
                    "invocation_id": "root",
                    "tool_call_id": "t0",
                    "started_at": 1.0,
                    "completed_at": 2.0,
                    "status": "completed",
                    "output": "done",
                }
            ],
            "gaps": [{"code": "resolution_unavailable", "invocation_id": "root"}],
        },
        "ng_perf": {"num_turns": calls, "prompt_tokens": 10},
        "response": {"usage": {"input_tokens": 10, "output_tokens": 3}},
    }


def containers(value: Any) -> list[Any]:
    """Every object and list in ``value``, itself included."""
    found = []
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            found.append(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            found.append(item)
            stack.extend(item)
    return found


NUMBERS = [BIG - 1, BIG, -BIG, -BIG - 1, 2**64 - 1, 1e19, -1e19, 9.3e18, 1.5, 0, 1, -1, 200]
VALUES = [
    *NUMBERS,
    None,
    True,
    "",
    "x",
    [],
    {},
    [BIG],
    [[BIG]],
    [{"prompt_tokens": BIG}],
    {"count": BIG},
    {"turns": [{"turn_no": BIG}]},
    {"output": [{"x": BIG}]},
    [1, 2],
]
#: members a change may add: integer members, carriers, and names the schemas know
NAMES = [
    "turn_no",
    "step_count",
    "status",
    "status_code",
    "upstream_status_code",
    "prompt_tokens",
    "completion_tokens",
    "count",
    "tokens_in",
    "output",
    "detail",
    "content",
    "prompt_token_ids",
    "routed_experts",
    "conversation",
    "model_calls",
    "turns",
    "ng_perf",
    "type",
    "answer",
]


@st.composite
def changed_row(draw: st.DrawFn) -> dict[str, Any]:
    row = usual_row(draw(st.integers(1, 3)))
    for _ in range(draw(st.integers(1, 2))):
        places = containers(row)
        holder = draw(st.sampled_from(places))
        value = copy.deepcopy(draw(st.sampled_from(VALUES)))
        if isinstance(holder, dict):
            name = draw(st.sampled_from(sorted({*holder, *NAMES})))
            holder[name] = value
        elif holder:
            holder[draw(st.integers(0, len(holder) - 1))] = value
        else:
            holder.append(value)
    return row


@pytest.mark.parametrize("calls", [1, 2, 3])
def test_usual_rows_pass_both(calls: int) -> None:
    row = usual_row(calls)
    assert PLAIN.is_valid(row)
    assert one_pass(row)


@settings(max_examples=examples(7.5), deadline=None)
@given(changed_row())
def test_the_one_schema_is_the_three_questions(row: dict[str, Any]) -> None:
    assert one_pass(row) == PLAIN.is_valid(row)


@pytest.mark.parametrize(
    "path",
    [
        ("turns", 0, "turn_no"),
        ("turns", 0, "step_count"),
        ("model_calls", 0, "response_metadata", "status_code"),
        ("model_calls", 0, "response_metadata", "upstream_status_code"),
        ("model_calls", 0, "token_stats", "prompt_tokens"),
        ("model_calls", 0, "token_stats", "cached_tokens"),
        ("invocations", 0, "conversation", 0, "prompt_token_ids"),
        ("invocations", 0, "conversation", 2, "output"),
        ("invocations", 0, "conversation", 3, "count"),
    ],
)
@pytest.mark.parametrize("value", [BIG, -BIG - 1, [BIG], 1e19])
def test_an_integer_beyond_64_bits_in_the_trajectory_is_refused(
    path: tuple[Any, ...], value: Any
) -> None:
    row = usual_row(2)
    holder: Any = row["ng_trajectory"]
    for step in path[:-1]:
        holder = holder[step]
    holder[path[-1]] = value
    assert not PLAIN.is_valid(row)
    assert not one_pass(row)


def test_range_given_takes_the_range_schema_where_a_schema_says_too_little() -> None:
    family = find_schema(TRAJECTORY).family
    whole = range_part(family, ROOT)
    schema = range_schema(family)
    assert whole["properties"]["model_calls"] == {"$ref": f"{schema['$id']}#"}
    assert whole["items"]["items"] == {"$ref": f"{schema['$id']}#"}
    assert set(whole["properties"]) == set(schema["properties"])
    assert range_given({}, "", family, ROOT) == whole
    assert range_given({"type": "object"}, "", family, ROOT) == whole
    assert range_given({"oneOf": [{"type": "string"}]}, "", family, ROOT) == whole
    closed = {"type": "object", "properties": {"note": {}}, "additionalProperties": False}
    assert range_given(closed, "", family, ROOT) is None  # note is no carrier
    counted = {"properties": {"count": {"type": "integer"}}, "additionalProperties": False}
    bounds = {"minimum": -BIG, "exclusiveMaximum": BIG}
    assert range_given(counted, "", family, ROOT) == {
        "properties": {"count": bounds},
        "items": range_part(family, ITEM),  # (no type: it may be a list)
    }
    assert range_given({"type": "string"}, "", family, ROOT) is None


def _agree(a: Any, b: Any, instances: list[Any]) -> None:
    resources = quiet_resources()
    one = jsonschema_rs.validator_for(conjoin(a, b, resources), registry=_quiet_registry())
    both = jsonschema_rs.validator_for({"allOf": [a, b]}, registry=_quiet_registry())
    for instance in instances:
        assert one.is_valid(instance) == both.is_valid(instance), instance


def test_conjoin_leaves_out_what_a_closed_object_cannot_hold() -> None:
    closed = {"properties": {"a": {"type": "integer"}}, "additionalProperties": False}
    other = {"properties": {"b": {"type": "string"}, "a": {"minimum": 3}}}
    assert conjoin(closed, other, {}) == {
        "properties": {"a": {"type": "integer", "minimum": 3}},
        "additionalProperties": False,
    }
    _agree(closed, other, [{"a": 3}, {"a": 2}, {"b": "x"}, {"b": 1}, {"a": 3, "b": 1}, {}])


def test_conjoin_keeps_items_apart_from_a_prefix() -> None:
    prefix = {"prefixItems": [{"type": "string"}]}
    items = {"items": {"type": "integer"}}
    assert "allOf" in conjoin(prefix, items, {})
    _agree(prefix, items, [["a"], [1], ["a", 1], [1, 1], []])


def test_conjoin_meets_types_and_bounds() -> None:
    a = {"type": ["integer", "null"], "minimum": 0}
    b = {"type": "number", "minimum": -5, "exclusiveMaximum": 10}
    assert conjoin(a, b, {}) == {"type": "integer", "minimum": 0, "exclusiveMaximum": 10}
    _agree(a, b, [None, 0, -1, 9, 10, 2.0, 2.5, "x"])
    assert "allOf" in conjoin({"type": "string"}, {"type": "null"}, {})


def test_conjoin_keeps_two_values_of_one_keyword_apart() -> None:
    a, b = {"const": 1}, {"const": 2}
    assert conjoin(a, b, {}) == {"allOf": [a, b]}
    open_members = {"additionalProperties": {"type": "string"}}
    assert "allOf" in conjoin(open_members, {"properties": {"a": {}}}, {})
    _agree(open_members, {"properties": {"a": {"type": "integer"}}}, [{"a": 1}, {"a": "x"}, {}])


def test_an_inlined_copy_names_what_its_resource_named() -> None:
    base = "https://example.test/schemas/base.json"
    schema = {
        "$id": base,
        "$defs": {"d": {}},
        "properties": {"x": {"$id": "sub/", "$ref": "b.json"}, "y": {"$ref": "#/$defs/d"}},
        "const": {"$ref": "data, not a reference"},
    }
    assert absolute(schema, base) == {
        "properties": {
            "x": {"$ref": "https://example.test/schemas/sub/b.json"},
            "y": {"$ref": f"{base}#/$defs/d"},
        },
        "const": {"$ref": "data, not a reference"},
    }


def test_the_one_schema_keeps_the_quiet_conversation_item() -> None:
    """The trajectory is inlined from the quiet registry's schemas: a conversation item whose
    token metadata is incomplete (CONVERSATION_ITEM_QUIET) is refused by both."""
    row = usual_row(1)
    row["ng_trajectory"]["invocations"][0]["conversation"][0]["prompt_token_ids"] = [1]
    assert not PLAIN.is_valid(row)
    assert not one_pass(row)
