"""Hypothesis strategies, in one module that every property test shares.

``from_schema(name)`` compiles a schema of spec/ into a strategy for documents that the
schema accepts. It understands exactly the keyword subset spec/ may use (see
test_spec_lint.ALLOWED_KEYWORDS), which is why it is small: hypothesis-jsonschema knows only
draft-07 and breaks with current hypothesis. Recursion through ``$ref`` is bounded by depth.
"""

from __future__ import annotations

import functools
import time
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
    if "$ref" in schema and "properties" in schema:
        # An object that builds on another (materialized_input_row on input_row): the base's
        # members and its own, required from both. The two sit in one folder, so the base's
        # relative references resolve from here alike.
        target, target_base = _resolve(schema["$ref"], base)
        assert target_base.rpartition("/")[0] == base.rpartition("/")[0], (base, target_base)
        merged = {
            **schema,
            "properties": {**target.get("properties", {}), **schema["properties"]},
            "required": [*target.get("required", []), *schema.get("required", [])],
        }
        del merged["$ref"]
        return _compile(merged, base, depth)
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


# --- ATIF export: realistic ng_trajectory rows ----------------------------------------------

EXPORT_MODEL_REF = {"type": "responses_api_models", "name": "policy"}
#: Finish reasons that prove a completed (tool step, text step), per dialect.
_EXPORT_FINISH: dict[str | None, tuple[tuple[str | None, ...], tuple[str | None, ...]]] = {
    None: ((None,), (None,)),
    "responses": ((None, "completed"), (None, "stop", "completed")),
    "chat": (("tool_calls", None), ("stop", None)),
    "messages": (("tool_use", None), ("end_turn", "stop_sequence", None)),
}
#: One change each that a strict export must reject.
EXPORT_FAULTS = (
    "later_user_turn",
    "invocation_failed",
    "gap",
    "phase",
    "namespace",
    "missing_record",
    "step_count",
    "finish_length",
    "hosted_item",
    "image",
    "encrypted",
    "duplicate_output",
    "second_invocation",
    "turn_question",
    "status_500",
)


def _export_text(draw: st.DrawFn) -> str:
    return draw(st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=12))


@st.composite
def _export_tokens(draw: st.DrawFn) -> dict[str, Any]:
    """Consistent token stats: any subset of the counts, cached within prompt, reasoning
    within completion, total the sum when both parts are known."""
    prompt = draw(st.integers(0, 5000))
    completion = draw(st.integers(0, 800))
    stats: dict[str, Any] = {}
    for key, value in (
        ("prompt_tokens", prompt),
        ("completion_tokens", completion),
        ("reasoning_tokens", draw(st.integers(0, completion))),
        ("cached_tokens", draw(st.integers(0, prompt))),
    ):
        if draw(st.integers(0, 5)):
            stats[key] = value
    if "prompt_tokens" in stats and "completion_tokens" in stats and draw(st.booleans()):
        stats["total_tokens"] = prompt + completion
    return stats


@st.composite
def export_rows(draw: st.DrawFn, faults: bool = True) -> dict[str, Any]:
    """A rollout row shaped like what the strict ATIF export takes: one completed root
    invocation whose conversation is system/user input, then per turn optional reasoning and
    either function calls with their outputs or an assistant message; one turn per agent
    step with exact question/answer/reasoning copies and a cumulative step_count, each
    referencing exactly one captured model call (by id or by (model_ref, response_id)); a
    completed tool record per call. With ``faults``, a third of the rows get one change from
    EXPORT_FAULTS, and model names, token counts and finish reasons vary freely."""
    import copy
    import json

    task, rollout = draw(st.integers(0, 3)), draw(st.integers(0, 3))
    task_id = f"task-{task}"
    rollout_id = f"{task}-{rollout}"
    conversation: list[dict[str, Any]] = []
    if draw(st.booleans()):
        conversation.append({"type": "message", "role": "system", "content": _export_text(draw)})
    user_content: Any = (
        _export_text(draw)
        if draw(st.booleans())
        else [
            {"type": "input_text", "text": _export_text(draw)}
            for _ in range(draw(st.integers(1, 2)))
        ]
    )
    conversation.append({"type": "message", "role": "user", "content": user_content})
    models = draw(st.sampled_from((("m",), ("m", "m", "other"), ("m", None))))
    turns: list[dict[str, Any]] = []
    calls: list[dict[str, Any]] = []
    records: list[dict[str, Any]] = []
    clock = draw(st.floats(0, 2e9, allow_nan=False))
    steps = 0
    n_turns = draw(st.integers(1, 4))
    for turn_no in range(1, n_turns + 1):
        first = len(conversation)
        reasoning = []
        if draw(st.booleans()):
            part_key = draw(st.sampled_from(("summary", "content")))
            part_type = "summary_text" if part_key == "summary" else "reasoning_text"
            item: dict[str, Any] = {"type": "reasoning", "id": f"rs_{turn_no}", "summary": []}
            item[part_key] = [{"type": part_type, "text": _export_text(draw)}]
            reasoning.append(item)
        tool = turn_no < n_turns and draw(st.integers(0, 3)) > 0
        answer: list[dict[str, Any]] = []
        outputs: list[dict[str, Any]] = []
        if tool:
            for k in range(draw(st.integers(1, 3))):
                call_id = f"call_{turn_no}_{k}"
                arguments = draw(st.dictionaries(st.sampled_from("abc"), JSON_SCALARS, max_size=3))
                call: dict[str, Any] = {
                    "type": "function_call",
                    "call_id": call_id,
                    "name": draw(st.sampled_from(("add", "search"))),
                    "arguments": json.dumps(arguments),
                }
                if draw(st.booleans()):
                    call["id"] = f"fc_{turn_no}_{k}"
                answer.append(call)
                output: Any = (
                    _export_text(draw)
                    if draw(st.booleans())
                    else [{"type": "input_text", "text": _export_text(draw)}]
                )
                outputs.append(
                    {"type": "function_call_output", "call_id": call_id, "output": output}
                )
                record: dict[str, Any] = {
                    "kind": "tool_call",
                    "invocation_id": "root",
                    "tool_call_id": call_id,
                    "status": "completed",
                }
                if draw(st.booleans()):
                    record.update(tool_name=call["name"], output=output)
                if draw(st.booleans()):
                    record.update(
                        started_at=clock,
                        completed_at=clock + 1,
                        duration_ms=1000,
                        timing_source="executor",
                    )
                records.append(record)
            outputs = draw(st.permutations(outputs))
            steps += len(answer)
        else:
            answer.append(
                {
                    "type": "message",
                    "role": "assistant",
                    "id": f"msg_{turn_no}",
                    "status": "completed",
                    "content": [
                        {"type": "output_text", "text": _export_text(draw), "annotations": []}
                        for _ in range(draw(st.integers(1, 2)))
                    ],
                }
            )
        dialect = draw(st.sampled_from(tuple(_EXPORT_FINISH)))
        meta: dict[str, Any] = {
            "response_id": f"resp_{turn_no}",
            "model_ref": dict(EXPORT_MODEL_REF),  # a copy: tests may change the row
            "model": draw(st.sampled_from(models)),
            "dialect": dialect,
            "status_code": draw(st.sampled_from((200, None))),
            "response_status": draw(st.sampled_from(("completed", None))),
            "finish_reason": draw(st.sampled_from(_EXPORT_FINISH[dialect][0 if tool else 1])),
        }
        calls.append(
            {
                "model_call_id": f"mc_{turn_no}",
                "started_at": clock,
                "completed_at": clock + 0.5,
                "response_metadata": {k: v for k, v in meta.items() if v is not None},
                "token_stats": draw(_export_tokens()),
            }
        )
        ref = (
            {"model_call_id": f"mc_{turn_no}"}
            if draw(st.booleans())
            else {"model_ref": dict(EXPORT_MODEL_REF), "response_id": f"resp_{turn_no}"}
        )
        turn: dict[str, Any] = {
            "invocation_id": "root",
            "task_id": task_id,
            "rollout_id": rollout_id,
            "turn_no": turn_no,
            "timestamp": clock + 0.5,
            "question": copy.deepcopy(conversation[:first]),
            "answer": copy.deepcopy(answer),
            "step_count": steps,
            "model_calls": [ref],
        }
        if reasoning:
            turn["reasoning_content"] = copy.deepcopy(reasoning)
        if draw(st.booleans()):
            turn["resolved"] = draw(st.booleans())
        turns.append(turn)
        conversation.extend(reasoning + answer + outputs)
        clock += 2
    if draw(st.integers(0, 4)) == 0:
        calls.append({"model_call_id": "mc_judge", "response_metadata": {"model": "judge"}})
    row: dict[str, Any] = {
        "_ng_task_index": task,
        "_ng_rollout_index": rollout,
        "task_id": task_id,
        "ng_trajectory": {
            "schema_version": "1.0",
            "task_id": task_id,
            "rollout_id": rollout_id,
            "invocations": [
                {
                    "kind": "agent_invocation",
                    "invocation_id": "root",
                    "status": "completed",
                    "model_calls": [{"model_call_id": c["model_call_id"]} for c in calls],
                    "conversation": conversation,
                }
            ],
            "turns": turns,
            "model_calls": calls,
            "tool_calls": records,
            "gaps": [],
        },
    }
    if draw(st.booleans()):
        row["agent_ref"] = {"type": "responses_api_agents", "name": "agent"}
    else:
        row["_ng_environment_server"] = "agent_env"
    if faults and draw(st.integers(0, 2)) == 0:
        _export_fault(row, draw(st.sampled_from(EXPORT_FAULTS)))
    return row


def _export_fault(row: dict[str, Any], fault: str) -> None:
    import copy

    trajectory = row["ng_trajectory"]
    invocation = trajectory["invocations"][0]
    conversation = invocation["conversation"]
    if fault == "later_user_turn":
        conversation.append({"type": "message", "role": "user", "content": "more"})
    elif fault == "invocation_failed":
        invocation["status"] = "failed"
    elif fault == "gap":
        trajectory["gaps"].append({"code": "turns_unavailable"})
    elif fault == "phase":
        conversation[-1]["phase"] = "commentary" if conversation[-1]["type"] == "message" else None
        conversation[0]["phase"] = "commentary"
    elif fault == "namespace":
        conversation.append(
            {
                "type": "function_call",
                "call_id": "ns",
                "name": "f",
                "arguments": "{}",
                "namespace": "x",
            }
        )
    elif fault == "missing_record":
        trajectory["tool_calls"] = []
        conversation.append({"type": "function_call_output", "call_id": "orphan", "output": "x"})
    elif fault == "step_count":
        trajectory["turns"][0]["step_count"] += 1
    elif fault == "finish_length":
        trajectory["model_calls"][0]["response_metadata"]["finish_reason"] = "length"
    elif fault == "hosted_item":
        conversation.insert(
            1, {"type": "web_search_call", "id": "ws", "action": {}, "status": "completed"}
        )
    elif fault == "image":
        conversation[-1 if conversation[-1]["type"] == "message" else 0]["content"] = [
            {"type": "input_image", "detail": "auto"}
        ]
    elif fault == "encrypted":
        conversation.insert(
            len(conversation) - 1,
            {"type": "reasoning", "id": "enc", "summary": [], "encrypted_content": "x"},
        )
    elif fault == "duplicate_output":
        conversation.append(copy.deepcopy(conversation[-1]))
    elif fault == "second_invocation":
        trajectory["invocations"].append(
            {"kind": "agent_invocation", "invocation_id": "sub", "parent_invocation_id": "root"}
        )
    elif fault == "turn_question":
        trajectory["turns"][-1]["question"] = []
    elif fault == "status_500":
        trajectory["model_calls"][-1]["response_metadata"]["status_code"] = 500


#: Rollout rows as the coverage criteria read them: the members they look into, each either
#: any JSON value or a document of its schema.
coverage_rows = st.fixed_dictionaries(
    {},
    optional={
        "agent_ref": st.one_of(
            json_values, st.fixed_dictionaries({"name": st.sampled_from(["a", "b", ""])})
        ),
        "ng_trajectory": st.one_of(json_values, from_schema("evidence/1.0/trajectory_record")),
        "ng_agent_observations": st.one_of(
            json_values, from_schema("evidence/1.0/agent_observation_bundle")
        ),
        "ng_model_call_capture": json_values,
    },
)


# -- ATIF documents as the OTLP export reads them (tests/converters/test_otlp.py) -------------

_OTLP_TEXT = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=8)


def _otlp_time(draw: st.DrawFn) -> float:
    return draw(st.integers(1_700_000_000_00, 1_800_000_000_00)) / 100


@st.composite
def _atif_step(draw: st.DrawFn, step_id: int, calls: list[str]) -> dict[str, Any]:
    """One step; an agent step whose tool calls get the ids ``calls`` (fresh per document)."""
    source = "agent" if calls else draw(st.sampled_from(["system", "user", "agent"]))
    step: dict[str, Any] = {"step_id": step_id, "source": source}
    if draw(st.booleans()):
        moment = _otlp_time(draw)
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(moment))
        step["timestamp"] = stamp + draw(st.sampled_from(["Z", ".250000Z", "+00:00", ""]))
    step["message"] = draw(
        st.one_of(
            _OTLP_TEXT,
            st.lists(st.builds(lambda t: {"type": "text", "text": t}, _OTLP_TEXT), max_size=2),
        )
    )
    if source != "agent":
        return step
    if draw(st.booleans()):
        step["model_name"] = draw(st.sampled_from(["m-a", "m-b"]))
    if draw(st.booleans()):
        step["reasoning_content"] = draw(_OTLP_TEXT)
    step["llm_call_count"] = draw(st.sampled_from([None, 0, 1, 2]))
    if step["llm_call_count"] is None:
        del step["llm_call_count"]
    if draw(st.booleans()):
        prompt = draw(st.integers(0, 2**40))
        step["metrics"] = {
            "prompt_tokens": prompt,
            "completion_tokens": draw(st.integers(0, 500)),
            "cached_tokens": draw(st.integers(0, prompt)),
            "cost_usd": draw(st.floats(0, 10)),
        }
    if step.get("llm_call_count") == 0:  # a deterministic dispatch (atif.deterministic_step_fields)
        step.pop("metrics", None)
        step.pop("reasoning_content", None)
    if draw(st.integers(0, 4)) == 0:
        step["is_copied_context"] = True
    if draw(st.booleans()):
        started = _otlp_time(draw)
        step["extra"] = {
            "nemo_gym": {"model_call": {"started_at": started, "completed_at": started + 0.5}}
        }
    if calls:
        step["tool_calls"] = [
            {"tool_call_id": call, "function_name": draw(st.sampled_from(["f", "g", ""])),
             "arguments": {"x": draw(st.integers(-5, 5))}}
            for call in calls
        ]  # fmt: skip
        results = []
        for call in calls:
            if draw(st.integers(0, 3)) == 0:
                continue  # a call without a result
            result: dict[str, Any] = {"source_call_id": call, "content": draw(_OTLP_TEXT)}
            if draw(st.booleans()):
                started = _otlp_time(draw)
                result["extra"] = {
                    "nemo_gym": {"started_at": started, "completed_at": started + 0.25}
                }
            results.append(result)
        step["observation"] = {"results": results}
    return step


@st.composite
def atif_documents(draw: st.DrawFn, depth: int = 0, prefix: str = "t") -> dict[str, Any]:
    """An ATIF v1.7 document that follows the cross-field rules the OTLP export leans on:
    sequential step ids, agent-only members on agent steps only, results answering calls of
    their own step, tool call ids unique in the document; optional timestamps (several
    forms), measured model-call and tool times (extra.nemo_gym), copied-context steps,
    llm_call_count 0 to 2; up to two embedded subagents (to depth 2), each referred to by at
    most one result of a step that is not copied context, or by none."""
    subagents = []
    if depth < 2:
        for k in range(draw(st.integers(0, 2))):
            subagents.append(draw(atif_documents(depth=depth + 1, prefix=f"{prefix}.{k}")))
    steps: list[dict[str, Any]] = []
    counter = 0
    for step_id in range(1, draw(st.integers(1, 5)) + 1):
        calls = [f"{prefix}-c{counter + n}" for n in range(draw(st.integers(0, 2)))]
        counter += len(calls)
        steps.append(draw(_atif_step(step_id, calls)))
    open_results = [
        r
        for s in steps
        if s.get("is_copied_context") is not True
        for r in s.get("observation", {}).get("results", [])
    ]
    for sub in subagents:
        if open_results and draw(st.booleans()):
            result = open_results.pop(draw(st.integers(0, len(open_results) - 1)))
            result["subagent_trajectory_ref"] = [{"trajectory_id": sub["trajectory_id"]}]
    document: dict[str, Any] = {
        "schema_version": "ATIF-v1.7",
        "session_id": draw(st.sampled_from(["s1", "s2"])),
        "trajectory_id": prefix,
        "agent": {"name": draw(st.sampled_from(["calc", "", "planner"])), "version": "1"},
        "steps": steps,
    }
    if draw(st.booleans()):
        document["agent"]["model_name"] = "m-a"
    if subagents:
        document["subagent_trajectories"] = subagents
    return document


_ATIF_TEXT = st.text(max_size=12)
#: Tool-call arguments: objects whose keys and value types differ from call to call.
_ARGUMENTS = st.dictionaries(st.sampled_from(["a", "b", "path", "n", "q"]), json_values, max_size=3)


@st.composite
def atif_trajectories(draw: st.DrawFn, depth: int = 0, tid: str = "t") -> dict[str, Any]:
    """A valid ATIF v1.7 trajectory for the training-row export: system, user and agent steps
    (messages as text or text parts; reasoning; tool calls with unique ids and varied
    arguments; results answering some calls, in any order, some without a call), copied
    context steps, agent steps of llm_call_count 0 (deterministic dispatch), and up to two
    embedded subagent trajectories."""
    steps: list[dict[str, Any]] = []
    calls_made = 0
    for number in range(1, draw(st.integers(1, 6)) + 1):
        source = draw(st.sampled_from(["system", "user", "agent", "agent"]))
        message: Any = draw(_ATIF_TEXT)
        if draw(st.integers(0, 4)) == 0:
            message = [{"type": "text", "text": draw(_ATIF_TEXT)}]
        step: dict[str, Any] = {"step_id": number, "source": source, "message": message}
        if source == "agent":
            dispatch = draw(st.integers(0, 5)) == 0
            step["llm_call_count"] = 0 if dispatch else draw(st.sampled_from([1, 1, 2]))
            if not dispatch and draw(st.booleans()):
                step["reasoning_content"] = draw(_ATIF_TEXT)
            calls = [
                {
                    "tool_call_id": f"{tid}-c{calls_made + i}",
                    "function_name": draw(st.sampled_from(["f", "g", "run"])),
                    "arguments": draw(_ARGUMENTS),
                }
                for i in range(draw(st.integers(0, 3)))
            ]
            calls_made += len(calls)
            if calls:
                step["tool_calls"] = calls
            answered = draw(st.permutations(calls)) if calls else []
            results: list[dict[str, Any]] = [
                {"source_call_id": call["tool_call_id"], "content": draw(_ATIF_TEXT)}
                for call in answered[: draw(st.integers(0, len(answered)))]
            ]
            if draw(st.integers(0, 4)) == 0:
                results.append({"content": draw(_ATIF_TEXT)})
            if results:
                step["observation"] = {"results": results}
        if draw(st.integers(0, 6)) == 0:
            step["is_copied_context"] = True
        steps.append(step)
    trajectory: dict[str, Any] = {
        "schema_version": "ATIF-v1.7",
        "trajectory_id": tid,
        "agent": {"name": "a", "version": "1"},
        "steps": steps,
    }
    if draw(st.booleans()):
        trajectory["agent"]["tool_definitions"] = [
            {"type": "function", "function": {"name": "f", "parameters": draw(_ARGUMENTS)}}
        ]
    if depth < 1 and draw(st.integers(0, 3)) == 0:
        trajectory["subagent_trajectories"] = [
            draw(atif_trajectories(depth + 1, f"{tid}.{k}")) for k in range(draw(st.integers(1, 2)))
        ]
    return trajectory
