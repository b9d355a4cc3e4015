"""The rebuilt response of a checked ATIF document: its output items per agent step, in
order, and the ids derived from the trajectory (``atif_`` + 20 hex digits of a SHA-256)."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from trajspec._jsonvalues import JsonObject

_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _canonical(value: Any) -> str:
    """Compact JSON with sorted keys and non-ASCII kept, numbers as Python writes them
    (``1e+100``, ``-0.0``, integers of any size exactly), as the reference writes arguments."""
    return _CANONICAL.encode(value)


def _without_extra(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_extra(v) for k, v in value.items() if k != "extra"}
    if isinstance(value, list):
        return [_without_extra(v) for v in value]
    return value


def _id_seed(document: JsonObject) -> str:
    """What every id is derived from: the trajectory_id, else the content without extras."""
    trajectory_id = document.get("trajectory_id")
    if isinstance(trajectory_id, str) and trajectory_id.strip():
        return trajectory_id
    content = _canonical(_without_extra(document)).encode("utf-8", "surrogatepass")
    return "content:" + hashlib.sha256(content).hexdigest()


class _Ids:
    """``atif_`` + the first 20 hex digits of SHA-256(seed NUL part NUL part ...)."""

    def __init__(self, seed: str) -> None:
        self._base = hashlib.sha256(seed.encode("utf-8", "surrogatepass"))

    def __call__(self, *parts: str | int) -> str:
        digest = self._base.copy()
        digest.update("".join(f"\0{p}" for p in parts).encode("utf-8", "surrogatepass"))
        return "atif_" + digest.hexdigest()[:20]


def _texts(message: Any) -> list[str]:
    if isinstance(message, str):
        return [message] if message else []
    return [part["text"] for part in message]


def _output_value(result: JsonObject) -> Any:
    content = result.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return [{"type": "input_text", "text": part["text"]} for part in content]
    relayed = result["extra"]["tool_result"]
    return relayed if isinstance(relayed, str) else _canonical(relayed)


def build_response(
    document: JsonObject,
    steps: list[Any],
    model: str,
    created_at: float,
    usage: JsonObject | None,
) -> JsonObject:
    make_id = _Ids(_id_seed(document))
    output: list[JsonObject] = []
    parallel = False
    for step in steps:
        if step["source"] != "agent":
            continue
        step_id = step["step_id"]
        reasoning = step.get("reasoning_content")
        if reasoning is not None:
            output.append(
                {
                    "id": make_id("reasoning", step_id),
                    "type": "reasoning",
                    "summary": [{"type": "summary_text", "text": reasoning}],
                }
            )
        calls = step.get("tool_calls") or []
        parallel = parallel or len(calls) > 1
        texts = _texts(step["message"])
        if texts or not calls:
            output.append(
                {
                    "id": make_id("message", step_id),
                    "type": "message",
                    "role": "assistant",
                    "status": "completed",
                    "content": [
                        {"type": "output_text", "text": text, "annotations": []}
                        for text in (texts or [""])
                    ],
                }
            )
        for call in calls:
            output.append(
                {
                    "id": make_id("function-call", call["tool_call_id"]),
                    "type": "function_call",
                    "call_id": call["tool_call_id"],
                    "name": call["function_name"],
                    "arguments": _canonical(call["arguments"]),
                    "status": "completed",
                }
            )
        observation = step.get("observation") or {}
        for r, result in enumerate(observation.get("results") or []):
            output.append(
                {
                    "id": make_id("function-output", result["source_call_id"], r),
                    "type": "function_call_output",
                    "call_id": result["source_call_id"],
                    "output": _output_value(result),
                    "status": "completed",
                }
            )
    return {
        "id": make_id("response"),
        "object": "response",
        "created_at": created_at,
        "status": "completed",
        "model": model,
        "output": output,
        "parallel_tool_calls": parallel,
        "tool_choice": "auto",
        "tools": [],
        "usage": usage,
    }


__all__ = [
    "build_response",
]
