"""ATIF export, the mapping: one accepted row as an ATIF v1.7 document.

Called only when every check passed, so every value has its schema type. Keys are written in
the order of the reference exporter's models (root: schema_version, session_id, trajectory_id,
agent, steps, final_metrics, extra; step: step_id, source, message, timestamp, model_name,
reasoning_content, tool_calls, observation, metrics, llm_call_count, extra), model-level nulls
are left out, and numbers are normalized as its strict models write them: token counts,
indices, turn numbers and HTTP status codes as integers (``12.0`` -> ``12``), times and
durations as floats (``200`` -> ``200.0``). Provider payloads (``request``, ``response``) and
tool-call arguments are copied as they are, nulls included.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

import orjson

from trajspec._jsonvalues import INT64_MAX, INT64_MIN, JsonObject
from trajspec.converters._atif_export.values import as_float, as_int
from trajspec.converters._atif_export.walk import Group, Walk, segments

SCHEMA_VERSION: Final = "ATIF-v1.7"
PROFILE: Final = "ng-trajectory-to-atif-v1"
EXPORTER: Final = "trajspec"

_METADATA_KEYS: Final = (
    ("response_id", None),
    ("model_ref", "ref"),
    ("model", None),
    ("dialect", None),
    ("status_code", "int"),
    ("response_status", None),
    ("finish_reason", None),
    ("upstream_attempted", None),
    ("response_source", None),
    ("upstream_status_code", "int"),
    ("local_response_reason", None),
    ("error_category", None),
    ("latency_ttft_ms", "float"),
)
_TOKEN_KEYS: Final = (
    "prompt_tokens",
    "completion_tokens",
    "reasoning_tokens",
    "total_tokens",
    "cached_tokens",
)
_CALL_TIMES: Final = ("started_at", "completed_at", "duration_ms")
_TOOL_TIMING: Final = (
    ("sandbox_id", None),
    ("started_at", "float"),
    ("completed_at", "float"),
    ("duration_ms", "float"),
    ("timing_source", None),
)


def _normal(value: Any, kind: str | None) -> Any:
    if kind == "int":
        return as_int(value)
    if kind == "float":
        return as_float(value)
    if kind == "ref":
        return {"type": value["type"], "name": value["name"]}
    return value


def model_call_record(call: JsonObject) -> JsonObject:
    """A captured model call as the export keeps it (step extra and surplus calls)."""
    # This runs for every model call: a number that already has its written type (nearly
    # always) is kept without the call to as_float / as_int, whose own first test it is.
    out: JsonObject = {}
    get = call.get
    if (call_id := get("model_call_id")) is not None:
        out["model_call_id"] = call_id
    for key in _CALL_TIMES:
        if (value := get(key)) is not None:
            out[key] = value if type(value) is float else as_float(value)
    for key in ("request", "response"):
        if (value := get(key)) is not None:
            out[key] = value
    meta = get("response_metadata", {})
    kept: JsonObject = {}
    for key, kind in _METADATA_KEYS:
        value = meta.get(key)
        if value is not None:
            kept[key] = value if kind is None else _normal(value, kind)
    out["response_metadata"] = kept
    stats = get("token_stats", {})
    counts: JsonObject = {}
    for key in _TOKEN_KEYS:
        if (value := stats.get(key)) is not None:
            counts[key] = (
                value if type(value) is int and INT64_MIN <= value <= INT64_MAX else as_int(value)
            )
    out["token_stats"] = counts
    return out


def _text_parts(parts: list[JsonObject]) -> list[JsonObject]:
    # a loop, not a comprehension: before 3.12 that is a function made and called, more than
    # a loop over a message's one or two parts (docs/tooling-pitfalls.md)
    texts: list[JsonObject] = []
    for part in parts:
        texts.append({"type": "text", "text": part["text"]})
    return texts


def _input_content(content: str | list[JsonObject]) -> str | list[JsonObject]:
    return content if isinstance(content, str) else _text_parts(content)


def _reasoning_text(group: Group, conversation: list[JsonObject]) -> str | None:
    for r in group.reasoning:
        _, parts = segments(conversation[r])
        if parts:
            text: str = parts[0]["text"]
            return text
    return None


def _agent_step(
    step_id: int,
    group: Group,
    conversation: list[JsonObject],
    turn: JsonObject,
    timestamp: str | None,
    call: JsonObject,
    trajectory: JsonObject,
    records: dict[str, int],
    arguments: Mapping[int, Any],
) -> JsonObject:
    step: JsonObject = {"step_id": step_id, "source": "agent"}
    if group.kind == "tool":
        step["message"] = ""
    else:
        assert group.message is not None
        step["message"] = _text_parts(conversation[group.message]["content"])
    assert timestamp is not None
    step["timestamp"] = timestamp
    meta = call.get("response_metadata", {})
    if meta.get("model") is not None:
        step["model_name"] = meta["model"]
    reasoning = _reasoning_text(group, conversation)
    if reasoning is not None:
        step["reasoning_content"] = reasoning
    if group.kind == "tool":
        step["tool_calls"] = [_tool_call(conversation[c], c, arguments) for c in group.calls]
        tool_records = trajectory.get("tool_calls", [])
        step["observation"] = {
            "results": [
                _result(conversation[o], tool_records[records[conversation[o]["call_id"]]])
                for o in group.outputs
            ]
        }
    record = model_call_record(call)
    metrics = _metrics(record["token_stats"])  # the counts as integers already
    if metrics is not None:
        step["metrics"] = metrics
    step["llm_call_count"] = 1
    provenance: JsonObject = {"turn": _turn(turn), "model_call": record}
    source_items: JsonObject = {}
    if group.reasoning:
        source_items["reasoning_ids"] = [conversation[r]["id"] for r in group.reasoning]
    if group.kind == "text":
        assert group.message is not None
        message_id = conversation[group.message].get("id")
        if message_id is not None:
            source_items["message_id"] = message_id
    if source_items:
        provenance["source_items"] = source_items
    step["extra"] = {"nemo_gym": provenance}
    return step


def _turn(turn: JsonObject) -> JsonObject:
    out: JsonObject = {"turn_no": as_int(turn["turn_no"]), "step_count": as_int(turn["step_count"])}
    if turn.get("resolved") is not None:
        out["resolved"] = turn["resolved"]
    return out


def _tool_call(item: JsonObject, index: int, arguments: Mapping[int, Any]) -> JsonObject:
    # The preflight read the text strictly and kept the value (preflight.read_arguments);
    # a caller of build_document without it gets orjson's, the same value for strict JSON.
    value = arguments[index] if index in arguments else _read_arguments(item["arguments"])
    call: JsonObject = {
        "tool_call_id": item["call_id"],
        "function_name": item["name"],
        "arguments": value,
    }
    if item.get("id") is not None:
        call["extra"] = {"nemo_gym": {"source_item_id": item["id"]}}
    return call


def _read_arguments(text: str) -> Any:
    return orjson.loads(text)


def _result(item: JsonObject, record: JsonObject) -> JsonObject:
    result: JsonObject = {
        "source_call_id": item["call_id"],
        "content": _input_content(item["output"]),
    }
    extra: JsonObject = {}
    for key, kind in _TOOL_TIMING:
        if (value := record.get(key)) is not None:
            # a float of a float member is kept as it is (as_float's first test), without the
            # calls
            plain = kind is None or (kind == "float" and type(value) is float)
            extra[key] = value if plain else _normal(value, kind)
    if item.get("id") is not None:
        extra["source_item_id"] = item["id"]
    if extra:
        result["extra"] = {"nemo_gym": extra}
    return result


def _metrics(stats: JsonObject) -> JsonObject | None:
    """The step metrics of a call's token counts as model_call_record normalized them."""
    metrics: JsonObject = {}
    get = stats.get
    for key in ("prompt_tokens", "completion_tokens", "cached_tokens"):
        if (value := get(key)) is not None:
            metrics[key] = value
    extra: JsonObject = {}
    for key in ("reasoning_tokens", "total_tokens"):
        if (value := get(key)) is not None:
            extra[key] = value
    if extra:
        metrics["extra"] = extra
    return metrics or None


_FINAL_TOTALS: Final = (
    ("prompt_tokens", "total_prompt_tokens"),
    ("completion_tokens", "total_completion_tokens"),
    ("cached_tokens", "total_cached_tokens"),
)


def _final_metrics(agent_steps: list[JsonObject], total_steps: int) -> JsonObject:
    final: JsonObject = {}
    for key, name in _FINAL_TOTALS:
        total = 0
        for step in agent_steps:
            metrics = step.get("metrics")
            count = None if metrics is None else metrics.get(key)
            if count is None:
                # An unavailable count is never counted as zero: no total unless every step
                # has one.
                break
            total += count
        else:
            final[name] = total
    final["total_steps"] = total_steps
    return final


def build_document(
    trajectory: JsonObject,
    walked: Walk,
    selected: list[int | None],
    timestamps: list[str | None],
    *,
    session_id: str,
    agent_version: str,
    agent_name: str,
    indices: tuple[int, int],
    exporter_version: str,
    arguments: Mapping[int, Any] | None = None,
) -> JsonObject:
    """The ATIF document of an accepted row; ``selected`` and ``timestamps`` per turn, as the
    turn join found them; ``arguments``: the root invocation's function calls' arguments as
    the preflight read them, by position in its conversation."""
    invocation = trajectory["invocations"][0]
    conversation: list[JsonObject] = invocation.get("conversation", [])
    turns: list[JsonObject] = trajectory.get("turns", [])
    calls: list[JsonObject] = trajectory.get("model_calls", [])
    steps: list[JsonObject] = []
    agent_steps: list[JsonObject] = []
    turn_index = 0
    for entry in walked.steps:
        step_id = len(steps) + 1
        if isinstance(entry, int):
            message = conversation[entry]
            steps.append(
                {
                    "step_id": step_id,
                    "source": message["role"],
                    "message": _input_content(message["content"]),
                }
            )
            continue
        n = selected[turn_index]
        assert n is not None
        step = _agent_step(
            step_id,
            entry,
            conversation,
            turns[turn_index],
            timestamps[turn_index],
            calls[n],
            trajectory,
            walked.records,
            {} if arguments is None else arguments,
        )
        turn_index += 1
        steps.append(step)
        agent_steps.append(step)
    chosen = {n for n in selected if n is not None}
    return document_around(
        trajectory,
        steps,
        _final_metrics(agent_steps, len(steps)),
        agent_steps,
        chosen,
        session_id=session_id,
        agent_version=agent_version,
        agent_name=agent_name,
        indices=indices,
        exporter_version=exporter_version,
    )


def document_around(
    trajectory: JsonObject,
    steps: list[JsonObject],
    final_metrics: JsonObject,
    agent_steps: list[JsonObject],
    chosen: set[int],
    *,
    session_id: str,
    agent_version: str,
    agent_name: str,
    indices: tuple[int, int],
    exporter_version: str,
) -> JsonObject:
    """The document of an accepted row around its steps: the agent, with the model name when
    all its agent steps name one and the same; the row's provenance; and the model calls no
    step was made from (``chosen`` holds the positions of those that were)."""
    invocation = trajectory["invocations"][0]
    calls: list[JsonObject] = trajectory.get("model_calls", [])
    task_index, rollout_index = indices
    agent: JsonObject = {"name": agent_name, "version": agent_version}
    models: set[Any] = set()
    for step in agent_steps:
        models.add(step.get("model_name"))
    if len(models) == 1 and None not in models:
        agent["model_name"] = models.pop()
    source: JsonObject = {
        "format": "ng_trajectory",
        "schema_version": trajectory["schema_version"],
        "task_id": trajectory["task_id"],
        "rollout_id": trajectory["rollout_id"],
        "task_index": task_index,
        "rollout_index": rollout_index,
        "invocation_id": invocation["invocation_id"],
        "invocation_status": "completed",
    }
    if invocation.get("duration_ms") is not None:
        source["invocation_duration_ms"] = as_float(invocation["duration_ms"])
    provenance: JsonObject = {
        "exporter": {"name": EXPORTER, "version": exporter_version},
        "source": source,
        "conversion": {"profile": PROFILE, "status": "complete"},
    }
    # ``chosen`` holds positions of ``calls``: as many as there are calls, none is surplus
    if len(chosen) != len(calls):
        provenance["surplus_model_calls"] = [
            model_call_record(call) for n, call in enumerate(calls) if n not in chosen
        ]
    return {
        "schema_version": SCHEMA_VERSION,
        "session_id": session_id,
        "trajectory_id": f"{session_id}:{task_index}:{rollout_index}",
        "agent": agent,
        "steps": steps,
        "final_metrics": final_metrics,
        "extra": {"nemo_gym": provenance},
    }


__all__ = [
    "EXPORTER",
    "PROFILE",
    "SCHEMA_VERSION",
    "build_document",
    "document_around",
    "model_call_record",
]
