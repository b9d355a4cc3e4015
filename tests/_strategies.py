"""Hypothesis strategies, in one module that every property test shares.

``from_schema(name)`` compiles a schema of spec/ into a strategy for documents that the
schema accepts. It understands exactly the keyword subset spec/ may use (see
test_spec_lint.ALLOWED_KEYWORDS), which is why it is small: hypothesis-jsonschema knows only
draft-07 and breaks with current hypothesis. Recursion through ``$ref`` is bounded by depth.
"""

from __future__ import annotations

import functools
from typing import Any
from urllib.parse import urljoin

from hypothesis import strategies as st

from trajspec._schemas import all_schemas, find_schema

JSON_SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**53), max_value=2**53)
    | st.floats(allow_nan=False, allow_infinity=False, width=64)
    | st.text(max_size=20)
)

#: Any JSON value, small.
json_values = st.recursive(
    JSON_SCALARS,
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=8), children, max_size=3)
    ),
    max_leaves=8,
)

_MAX_DEPTH = 4


@functools.cache
def _by_id() -> dict[str, Any]:
    return {info.id: info.contents for info in all_schemas()}


def _resolve(ref: str, base: str) -> tuple[dict[str, Any], str]:
    target = urljoin(base, ref)
    uri, _, fragment = target.partition("#")
    node: Any = _by_id()[uri]
    for part in [p for p in fragment.split("/") if p]:
        node = node[part]
    return node, uri


def from_schema(name: str) -> st.SearchStrategy[Any]:
    """Documents valid under the schema called ``name``."""
    info = find_schema(name)
    return _compile(dict(info.contents), info.id, 0)


def _compile(schema: dict[str, Any], base: str, depth: int) -> st.SearchStrategy[Any]:
    if "$ref" in schema:
        target, target_base = _resolve(schema["$ref"], base)
        return st.deferred(lambda: _compile(target, target_base, depth + 1))
    if "const" in schema:
        return st.just(schema["const"])
    if "enum" in schema:
        return st.sampled_from(schema["enum"])
    if "oneOf" in schema:
        return st.one_of([_compile(sub, base, depth) for sub in schema["oneOf"]])
    types = schema.get("type")
    if types is None:
        return json_values
    if isinstance(types, list):
        return st.one_of([_compile({**schema, "type": t}, base, depth) for t in types])
    return _BY_TYPE[types](schema, base, depth)


def _integer(schema: dict[str, Any], base: str, depth: int) -> st.SearchStrategy[Any]:
    return st.integers(
        min_value=schema.get("minimum", -(2**40)), max_value=schema.get("maximum", 2**40)
    )


def _number(schema: dict[str, Any], base: str, depth: int) -> st.SearchStrategy[Any]:
    low, high = schema.get("minimum", -1e9), schema.get("maximum", 1e9)
    return st.floats(min_value=low, max_value=high, allow_nan=False) | st.integers(
        min_value=int(low), max_value=int(high)
    )


def _string(schema: dict[str, Any], base: str, depth: int) -> st.SearchStrategy[Any]:
    if "pattern" in schema:
        return st.from_regex(schema["pattern"], fullmatch=True).filter(
            lambda s: len(s) >= schema.get("minLength", 0)
        )
    return st.text(min_size=schema.get("minLength", 0), max_size=24)


def _array(schema: dict[str, Any], base: str, depth: int) -> st.SearchStrategy[Any]:
    low = schema.get("minItems", 0)
    if depth >= _MAX_DEPTH and low == 0:
        return st.just([])
    items = _compile(schema.get("items", {}), base, depth + 1)
    return st.lists(items, min_size=low, max_size=max(low, 3))


def _object(schema: dict[str, Any], base: str, depth: int) -> st.SearchStrategy[Any]:
    properties: dict[str, Any] = schema.get("properties", {})
    required = [name for name in schema.get("required", []) if name in properties]
    optional = [name for name in properties if name not in required]
    if depth >= _MAX_DEPTH:
        optional = []
    fixed = {name: _compile(properties[name], base, depth + 1) for name in required}
    maybe = {name: _compile(properties[name], base, depth + 1) for name in optional}
    core = st.fixed_dictionaries(fixed, optional=maybe)
    extra = schema.get("additionalProperties", True)
    if extra is False or depth >= _MAX_DEPTH:
        return core
    values = json_values if extra is True else _compile(extra, base, depth + 1)
    keys = st.text(min_size=1, max_size=10).filter(lambda k: k not in properties)
    return st.builds(lambda a, b: {**b, **a}, core, st.dictionaries(keys, values, max_size=2))


_BY_TYPE = {
    "null": lambda schema, base, depth: st.none(),
    "boolean": lambda schema, base, depth: st.booleans(),
    "integer": _integer,
    "number": _number,
    "string": _string,
    "array": _array,
    "object": _object,
}


# -- projection domain strategies (capture lines, observation bundles, rows) ---------------

PROJECTION_MODEL_REFS = (
    None,
    {"type": "responses_api_models", "name": "policy"},
    {"type": "responses_api_models", "name": "judge"},
)
PROJECTION_CALL_IDS = ("c0", "c1", "c2", "c3", "c4")
PROJECTION_RESPONSE_IDS = ("r0", "r1", "r2")
PROJECTION_INVOCATION_IDS = ("root", "sub1", "sub2")


@st.composite
def capture_exchanges(draw: st.DrawFn) -> dict[str, Any]:
    """One capture line as a model server writes it, drawn from small id pools so that
    references collide, repeat and miss."""
    line: dict[str, Any] = {"model_call_id": draw(st.sampled_from(PROJECTION_CALL_IDS))}
    model_ref = draw(st.sampled_from(PROJECTION_MODEL_REFS))
    if model_ref is not None or draw(st.booleans()):
        line["model_ref"] = model_ref
    if draw(st.booleans()):
        line["client_session_id"] = draw(st.sampled_from((*PROJECTION_INVOCATION_IDS, "other")))
    if draw(st.booleans()):
        start = draw(st.integers(min_value=0, max_value=100))
        line["started_at"] = start
        line["completed_at"] = start + draw(st.integers(min_value=0, max_value=5))
        line["latency_ms"] = draw(st.integers(min_value=0, max_value=5000))
    line["status_code"] = draw(st.sampled_from((200, 200, 429, 500, None)))
    if line["status_code"] == 429:
        line["error_category"] = "rate_limit"
    response: dict[str, Any] = {}
    if draw(st.booleans()):
        response["id"] = draw(st.sampled_from(PROJECTION_RESPONSE_IDS))
    if draw(st.booleans()):
        prompt = draw(st.integers(min_value=0, max_value=1000))
        usage: dict[str, Any] = {
            "input_tokens": prompt,
            "output_tokens": draw(st.integers(min_value=0, max_value=500)),
        }
        if draw(st.booleans()):
            usage["input_tokens_details"] = {
                "cached_tokens": draw(st.integers(min_value=0, max_value=prompt))
            }
        response["usage"] = usage
    if draw(st.booleans()):
        line["request"] = {"input": draw(st.text(max_size=5))}
    line["response"] = response if response or draw(st.booleans()) else None
    return line


#: Lines a capture reader must count as unreadable.
BAD_CAPTURE_LINES = (
    '{"model_call_id": "c9", "model_call_id": "c8"}',
    '{"model_call_id": "c9", "latency_ms": NaN}',
    "[1]",
    '{"model_call_id": 5}',
    '{"model_call_id": "c9"',
)


def capture_files() -> st.SearchStrategy[list[Any]]:
    """The lines of one capture file: exchanges (objects) and raw bad lines (strings)."""
    return st.lists(
        capture_exchanges() | st.sampled_from(BAD_CAPTURE_LINES) | st.just(""),
        max_size=6,
    )


@st.composite
def model_call_refs(draw: st.DrawFn) -> dict[str, Any]:
    """A valid ModelCallRef: by id (maybe with more identifiers) or by (model_ref, response_id)."""
    ref: dict[str, Any] = {}
    by_id = draw(st.booleans())
    if by_id:
        ref["model_call_id"] = draw(st.sampled_from((*PROJECTION_CALL_IDS, "missing")))
    model_ref = draw(st.sampled_from(PROJECTION_MODEL_REFS[1:]))
    if not by_id or draw(st.booleans()):
        ref["model_ref"] = model_ref
    if not by_id or draw(st.booleans()):
        ref["response_id"] = draw(st.sampled_from(PROJECTION_RESPONSE_IDS))
    return ref


@st.composite
def observation_bundles(draw: st.DrawFn) -> dict[str, Any]:
    """A valid AgentObservationBundle over the small id pools: invocations (unique ids, a
    parent tree), tool-call observations, compactions and gaps (some of them stale join gaps)."""
    ids = draw(st.lists(st.sampled_from(PROJECTION_INVOCATION_IDS), unique=True, max_size=3))
    records: list[dict[str, Any]] = []
    for position, invocation_id in enumerate(ids):
        invocation: dict[str, Any] = {"kind": "agent_invocation", "invocation_id": invocation_id}
        if position and draw(st.booleans()):
            invocation["parent_invocation_id"] = ids[draw(st.integers(0, position - 1))]
        if draw(st.booleans()):
            invocation["model_calls"] = draw(st.lists(model_call_refs(), max_size=3))
        if draw(st.booleans()):
            call_id = draw(st.sampled_from(("t1", "t2")))
            invocation["conversation"] = [
                {"type": "function_call", "call_id": call_id, "name": "f", "arguments": "{}"},
                {"type": "function_call_output", "call_id": call_id, "output": "ok"},
            ]
        records.append(invocation)
    for _ in range(draw(st.integers(0, 2))):
        records.append(
            {
                "kind": "tool_call",
                "invocation_id": draw(st.sampled_from((*PROJECTION_INVOCATION_IDS, "ghost"))),
                "tool_call_id": draw(st.sampled_from(("t1", "t2"))),
                "status": draw(st.sampled_from(("completed", "unknown", "failed"))),
            }
        )
    if ids and draw(st.booleans()):
        compaction: dict[str, Any] = {
            "kind": "context_compaction",
            "invocation_id": draw(st.sampled_from(ids)),
            "model_calls": draw(st.lists(model_call_refs(), max_size=2)),
        }
        if draw(st.booleans()):
            compaction["before_model_call"] = draw(model_call_refs())
        if draw(st.booleans()):
            compaction["after_model_call"] = draw(model_call_refs())
        records.append(compaction)
    records = draw(st.permutations(records))
    gaps = draw(
        st.lists(
            st.sampled_from(
                (
                    {
                        "code": "model_call_reference_unmatched",
                        "invocation_id": "root",
                        "detail": "old",
                    },
                    {
                        "code": "model_call_ownership_unavailable",
                        "detail": "capture:zz:call_index=9",
                    },
                    {"code": "tool_timing_unavailable", "invocation_id": "root"},
                    {"code": "multimodal_history_redacted"},
                )
            ),
            max_size=2,
        )
    )
    bundle: dict[str, Any] = {"source": "hypothesis", "records": records}
    if gaps or draw(st.booleans()):
        bundle["gaps"] = gaps
    return bundle


@st.composite
def projection_rows(draw: st.DrawFn) -> dict[str, Any]:
    """A rollout row with identity keys and (usually) an observation bundle."""
    row: dict[str, Any] = {
        "task_id": draw(st.sampled_from(("t", "task-7"))),
        "_ng_task_index": draw(st.integers(0, 2)),
        "_ng_rollout_index": draw(st.integers(0, 2)),
    }
    if draw(st.booleans()):
        row["_ng_attempt_index"] = draw(st.integers(0, 2))
    if draw(st.integers(0, 9)) == 0:
        row["trajectory_identity"] = draw(
            st.sampled_from(({"task_id": "x", "rollout_id": "y"}, {"task_id": ""}))
        )
    if draw(st.integers(0, 4)):
        row["ng_agent_observations"] = draw(observation_bundles())
    return row
