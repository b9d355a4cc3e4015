"""What the HTML report shows of one document: a rollout row or an ATIF trajectory, as a
small plain-JSON view.

Every element of a view that a finding can point at carries ``ptr``, the JSON Pointer of
the value it shows (``/ng_trajectory/model_calls/2``, ``/steps/3``), so that the page puts
each finding at the element its pointer names (``anchor``). Texts are cut at ``TEXT_LIMIT``
characters, with the number cut off said, so that one huge answer cannot make the page huge.
Nothing here judges the evidence: the findings come from the validate, health and coverage
engines (``build``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import orjson

from trajspec._jsonvalues import INT64_MAX, INT64_MIN
from trajspec._model_calls import CallIndex, ownership, owning_refs

#: Characters of one text (question, answer, output, message) the page shows.
TEXT_LIMIT = 2000

JsonObject = dict[str, Any]


def clip(text: str, limit: int = TEXT_LIMIT) -> str:
    """``text`` cut at ``limit`` characters, saying how many were left out."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text) - limit} more characters)"


def text_of(value: object) -> str:
    """Readable text of a message content, a list of parts or any JSON value."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return "\n".join(text_of(part) for part in value)
    if isinstance(value, dict):
        for key in ("text", "content", "output", "refusal", "summary"):
            if key in value:
                inner = text_of(value[key])
                role = value.get("role")
                return f"{role}: {inner}" if isinstance(role, str) else inner
        if value.get("type") == "function_call":
            return f"call {value.get('name')}({text_of(value.get('arguments'))})"
    return orjson.dumps(value).decode()


def _number(value: object) -> int | float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return value


def _string(value: object) -> str | None:
    return value if isinstance(value, str) else None


def _list(value: object) -> list[Any]:
    return value if isinstance(value, list) else []


def _dict(value: object) -> JsonObject:
    return value if isinstance(value, dict) else {}


def lanes(intervals: Iterable[tuple[float, float]]) -> list[int]:
    """The lane of each interval (start, end) on a timeline: intervals that overlap go into
    different lanes, each into the lowest lane free at its start (an interval may start where
    the previous one of its lane ended)."""
    items = list(intervals)
    order = sorted(range(len(items)), key=lambda i: (items[i][0], items[i][1], i))
    ends: list[float] = []
    out = [0] * len(items)
    for i in order:
        start, end = items[i]
        for lane, last in enumerate(ends):
            if last <= start:
                ends[lane] = end
                out[i] = lane
                break
        else:
            out[i] = len(ends)
            ends.append(end)
    return out


def anchor(path: str, pointers: Iterable[str]) -> str:
    """The longest of ``pointers`` that is ``path`` or a prefix of it by whole segments; the
    document itself (``""``) when none is."""
    best = ""
    for pointer in pointers:
        if (path == pointer or path.startswith(pointer + "/")) and len(pointer) > len(best):
            best = pointer
    return best


# -- rollout rows ---------------------------------------------------------------------------


def _call_view(ptr: str, call: JsonObject, owner: str | None) -> JsonObject:
    stats = _dict(call.get("token_stats"))
    meta = _dict(call.get("response_metadata"))
    response = _dict(call.get("response"))
    error = response.get("error") if response.get("error") is not None else meta.get("error")
    return {
        "ptr": ptr,
        "id": _string(call.get("model_call_id")),
        "response_id": _string(meta.get("response_id")) or _string(response.get("id")),
        "invocation": owner,
        "started_at": _number(call.get("started_at")),
        "completed_at": _number(call.get("completed_at")),
        "duration_ms": _number(call.get("duration_ms")),
        "prompt": _number(stats.get("prompt_tokens")),
        "completion": _number(stats.get("completion_tokens")),
        "total": _number(stats.get("total_tokens")),
        "status_code": _number(meta.get("status_code")),
        "status": _string(meta.get("response_status")) or _string(response.get("status")),
        "finish_reason": _string(meta.get("finish_reason")),
        "error": None if error is None else clip(text_of(error), 400),
        "model": _string(meta.get("model")) or _string(_dict(call.get("request")).get("model")),
    }


#: How a view reads a record: (its key, the record's member, what it makes of the value).
Field = tuple[str, str, Callable[[Any], Any]]


def _clipped(limit: int = TEXT_LIMIT) -> Callable[[Any], str]:
    return lambda value: clip(text_of(value), limit)


def _call_id(value: Any) -> str | None:
    return _string(_dict(value).get("model_call_id"))


def _view(ptr: str, record: JsonObject, fields: tuple[Field, ...]) -> JsonObject:
    """A record's view: where it is, then each field as it reads its member."""
    return {"ptr": ptr, **{key: read(record.get(member)) for key, member, read in fields}}


_INVOCATION: tuple[Field, ...] = (
    ("id", "invocation_id", _string),
    ("parent", "parent_invocation_id", _string),
    ("spawned_by", "spawned_by_tool_call_id", _string),
    ("status", "status", _string),
    ("duration_ms", "duration_ms", _number),
    ("error_type", "error_type", _string),
    ("calls", "model_calls", lambda value: len(_list(value))),
)

_COMPACTION: tuple[Field, ...] = (
    ("invocation", "invocation_id", _string),
    ("observed_at", "observed_at", _number),
    ("trigger", "trigger", _string),
    ("outcome", "outcome", _string),
    ("summary", "summary", _clipped(600)),
    ("before", "before_model_call", _call_id),
    ("after", "after_model_call", _call_id),
)

_TURN: tuple[Field, ...] = (
    ("invocation", "invocation_id", _string),
    ("turn_no", "turn_no", _number),
    ("timestamp", "timestamp", _number),
    ("question", "question", _clipped()),
    ("answer", "answer", _clipped()),
    ("reasoning", "reasoning_content", _clipped(600)),
)

_TOOL: tuple[Field, ...] = (
    ("id", "tool_call_id", _string),
    ("name", "tool_name", _string),
    ("invocation", "invocation_id", _string),
    ("started_at", "started_at", _number),
    ("completed_at", "completed_at", _number),
    ("duration_ms", "duration_ms", _number),
    ("timing_source", "timing_source", _string),
    ("status", "status", _string),
    ("error_type", "error_type", _string),
    ("output", "output", _clipped(600)),
)

_GAP: tuple[Field, ...] = (
    ("code", "code", _string),
    ("invocation", "invocation_id", _string),
    ("detail", "detail", lambda value: None if value is None else clip(text_of(value), 400)),
)


def _records(
    records: list[Any], base: str, kind: str | None, fields: tuple[Field, ...]
) -> list[JsonObject]:
    """The views of the records of one kind (an observation record's ``kind``; None: all)."""
    out = []
    for i, record in enumerate(records):
        record = _dict(record)
        if kind is not None and record.get("kind", "agent_invocation") != kind:
            continue
        out.append(_view(f"{base}/{i}", record, fields))
    return out


def row_view(row: JsonObject) -> JsonObject:
    """The detail of one rollout row: invocations, compactions, turns, model calls, tool calls
    (each with its timeline lane), gaps."""
    trajectory = _dict(row.get("ng_trajectory"))
    has_trajectory = bool(trajectory)
    calls = _list(trajectory.get("model_calls"))
    index = CallIndex.of_trajectory(calls)
    owners = ownership(index, owning_refs(trajectory, ("invocations",)))[0]
    model_calls = [
        _call_view(f"/ng_trajectory/model_calls/{i}", _dict(call), owners.get(i))
        for i, call in enumerate(calls)
    ]
    if has_trajectory:
        invocations = _records(
            _list(trajectory.get("invocations")),
            "/ng_trajectory/invocations",
            "agent_invocation",
            _INVOCATION,
        )
    else:
        records = _list(_dict(row.get("ng_agent_observations")).get("records"))
        invocations = _records(
            records, "/ng_agent_observations/records", "agent_invocation", _INVOCATION
        )
    turns = []
    for i, turn in enumerate(_list(trajectory.get("turns"))):
        turn = _dict(turn)
        refs = [index.match(ref) for ref in _list(turn.get("model_calls"))]
        view = _view(f"/ng_trajectory/turns/{i}", turn, _TURN)
        view["calls"] = [model_calls[p]["id"] or f"#{p}" if p is not None else None for p in refs]
        turns.append(view)
    tools = _records(_list(trajectory.get("tool_calls")), "/ng_trajectory/tool_calls", None, _TOOL)
    for tool in tools:
        tool["lane"] = None
    _assign_lanes(tools)
    _assign_lanes(model_calls)
    gaps = _records(_list(trajectory.get("gaps")), "/ng_trajectory/gaps", None, _GAP)
    return {
        "has_trajectory": has_trajectory,
        "invocations": invocations,
        "compactions": _records(
            _list(_dict(row.get("ng_agent_observations")).get("records")),
            "/ng_agent_observations/records",
            "context_compaction",
            _COMPACTION,
        ),
        "turns": turns,
        "model_calls": model_calls,
        "tool_calls": tools,
        "gaps": gaps,
    }


def row_summary(row: JsonObject) -> JsonObject:
    """What the report lists of every row, shown in detail or not, without building its
    view: the numbers of turns, model calls and tool calls, the tokens of its calls (each
    call's prompt and completion tokens, None when the sum leaves the signed 64-bit range),
    its gap codes, and each timed tool call's milliseconds (its ``duration_ms``, else from
    its start and end): the same as ``row_view``'s elements give
    (tests/fuzz/test_fuzz_commands.py compares them)."""
    trajectory = _dict(row.get("ng_trajectory"))
    calls = _list(trajectory.get("model_calls"))
    tools = _list(trajectory.get("tool_calls"))
    tokens: int | float = 0
    for call in calls:
        stats = _dict(_dict(call).get("token_stats"))
        tokens += (_number(stats.get("prompt_tokens")) or 0) + (
            _number(stats.get("completion_tokens")) or 0
        )
    tool_ms: list[float] = []
    for tool in tools:
        tool = _dict(tool)
        duration = _number(tool.get("duration_ms"))
        start, end = _number(tool.get("started_at")), _number(tool.get("completed_at"))
        if duration is not None:
            tool_ms.append(float(duration))
        elif start is not None and end is not None and end >= start:
            tool_ms.append((end - start) * 1000.0)
    codes = (_string(_dict(gap).get("code")) for gap in _list(trajectory.get("gaps")))
    return {
        "turns": len(_list(trajectory.get("turns"))),
        "calls": len(calls),
        "tools": len(tools),
        "tokens": tokens if INT64_MIN <= tokens <= INT64_MAX else None,
        "gaps": sorted({code for code in codes if code}),
        "tool_ms": tool_ms,
    }


def _timed(item: JsonObject) -> bool:
    start, end = item.get("started_at"), item.get("completed_at")
    return start is not None and end is not None and end >= start


def _assign_lanes(items: list[JsonObject]) -> None:
    timed = [item for item in items if _timed(item)]
    for item, lane in zip(
        timed, lanes((item["started_at"], item["completed_at"]) for item in timed), strict=True
    ):
        item["lane"] = lane


def row_pointers(view: JsonObject) -> list[str]:
    """The pointers of the elements a row's detail shows, sections included."""
    found = ["/ng_trajectory", "/ng_agent_observations"]
    found += [f"/ng_trajectory/{name}" for name in ("invocations", "turns", "model_calls")]
    found += ["/ng_trajectory/tool_calls", "/ng_trajectory/gaps"]
    for name in ("invocations", "compactions", "turns", "model_calls", "tool_calls", "gaps"):
        found.extend(item["ptr"] for item in view[name])
    return found


def health_anchor(locator: object, view: JsonObject) -> str:
    """The element a health finding's locator names: the model call of a ``call_id``, the
    turn of an ``invocation_id`` and ``turn``; else the rollout."""
    where = _dict(locator)
    if "call_id" in where:
        for call in view["model_calls"]:
            if where["call_id"] in (call["id"], call["response_id"]):
                return str(call["ptr"])
        return "/ng_trajectory/model_calls"
    if "turn" in where:
        for turn in view["turns"]:
            if (
                turn["invocation"] == where.get("invocation_id")
                and turn["turn_no"] == where["turn"]
            ):
                return str(turn["ptr"])
        return "/ng_trajectory/turns"
    return ""


# -- ATIF trajectories -------------------------------------------------------------------


def atif_view(document: JsonObject, base: str = "") -> JsonObject:
    """The detail of one ATIF trajectory: steps in order (source, message, tool calls and
    their observation results, metrics) and the subagent trajectories, each the same way."""
    steps = []
    for i, step in enumerate(_list(document.get("steps"))):
        step = _dict(step)
        ptr = f"{base}/steps/{i}"
        results = []
        for j, result in enumerate(_list(_dict(step.get("observation")).get("results"))):
            result = _dict(result)
            ref = _dict(result.get("subagent_trajectory_ref"))
            results.append(
                {
                    "ptr": f"{ptr}/observation/results/{j}",
                    "source_call_id": _string(result.get("source_call_id")),
                    "content": clip(text_of(result.get("content")), 600),
                    "subagent": _string(ref.get("trajectory_id")),
                }
            )
        metrics = _dict(step.get("metrics"))
        steps.append(
            {
                "ptr": ptr,
                "step_id": _number(step.get("step_id")),
                "source": _string(step.get("source")),
                "timestamp": _string(step.get("timestamp")),
                "model_name": _string(step.get("model_name")),
                "message": clip(text_of(step.get("message"))),
                "reasoning": clip(text_of(step.get("reasoning_content")), 600),
                "tool_calls": [
                    {
                        "ptr": f"{ptr}/tool_calls/{k}",
                        "id": _string(_dict(call).get("tool_call_id")),
                        "name": _string(_dict(call).get("function_name")),
                        "arguments": clip(text_of(_dict(call).get("arguments")), 600),
                    }
                    for k, call in enumerate(_list(step.get("tool_calls")))
                ],
                "results": results,
                "metrics": {
                    key: metrics[key]
                    for key in ("prompt_tokens", "completion_tokens", "cached_tokens", "cost_usd")
                    if _number(metrics.get(key)) is not None
                },
            }
        )
    agent = _dict(document.get("agent"))
    subagents = [
        {
            "id": _string(_dict(sub).get("trajectory_id")),
            **atif_view(_dict(sub), f"{base}/subagent_trajectories/{i}"),
        }
        for i, sub in enumerate(_list(document.get("subagent_trajectories")))
    ]
    return {
        "ptr": base,
        "schema_version": _string(document.get("schema_version")),
        "agent": _string(agent.get("name")),
        "model_name": _string(agent.get("model_name")),
        "steps": steps,
        "final_metrics": {
            k: v for k, v in _dict(document.get("final_metrics")).items() if _number(v) is not None
        },
        "subagents": subagents,
    }


def atif_pointers(view: JsonObject) -> list[str]:
    """The pointers of the elements an ATIF detail shows."""
    found = [view["ptr"] + "/steps"] if view["ptr"] else ["/steps"]
    for step in view["steps"]:
        found.append(step["ptr"])
        found.extend(call["ptr"] for call in step["tool_calls"])
        found.extend(result["ptr"] for result in step["results"])
    for sub in view["subagents"]:
        found.append(sub["ptr"])
        found.extend(atif_pointers(sub))
    return found


__all__ = [
    "TEXT_LIMIT",
    "anchor",
    "atif_pointers",
    "atif_view",
    "clip",
    "health_anchor",
    "lanes",
    "row_pointers",
    "row_summary",
    "row_view",
    "text_of",
]
