"""The conversation a model call saw, rebuilt from a trajectory's steps, in the message shape
of the GenAI conventions (``gen-ai-input-messages.json``): ``{"role", "parts": [...]}`` with
parts ``text``, ``reasoning``, ``tool_call``, ``tool_call_response`` and ``uri`` (images).

ATIF records what each step said, not what each call was sent: the input of an agent step's
model call is every message of the steps before it (system, user and agent steps, and the
tool results they received), in order. Spans mark it ``atif.input_source = reconstructed``.
ATIF records no finish reason either: an output message ends with ``tool_call`` when the step
calls tools and with ``stop`` otherwise (a derivation, marked the same way).
"""

from __future__ import annotations

from typing import Any

from trajspec._jsonvalues import JsonObject

_ROLES = {"system": "system", "user": "user", "agent": "assistant"}


def _parts(content: object) -> list[JsonObject]:
    """A message or result (a string or content parts) as message parts."""
    if isinstance(content, str):
        return [{"type": "text", "content": content}] if content else []
    if not isinstance(content, list):
        return []
    parts: list[JsonObject] = []
    for part in content:
        if not isinstance(part, dict):
            continue
        if part.get("type") == "text" and isinstance(part.get("text"), str):
            parts.append({"type": "text", "content": part["text"]})
        elif part.get("type") == "image" and isinstance(part.get("source"), dict):
            source = part["source"]
            image: JsonObject = {"type": "uri", "modality": "image"}
            if isinstance(source.get("media_type"), str):
                image["mime_type"] = source["media_type"]
            image["uri"] = source.get("path") if isinstance(source.get("path"), str) else ""
            parts.append(image)
    return parts


def text_of(content: object) -> str:
    """The text of a message or result: the string, or its text parts joined by newlines."""
    if isinstance(content, str):
        return content
    return "\n".join(p["content"] for p in _parts(content) if p["type"] == "text")


def tool_calls(step: JsonObject) -> list[JsonObject]:
    """The step's tool calls that are objects (schema-valid documents have only those)."""
    calls = step.get("tool_calls")
    return [c for c in calls if isinstance(c, dict)] if isinstance(calls, list) else []


def results(step: JsonObject) -> list[JsonObject]:
    """The step's observation results that are objects."""
    observation = step.get("observation")
    found = observation.get("results") if isinstance(observation, dict) else None
    return [r for r in found if isinstance(r, dict)] if isinstance(found, list) else []


def finish_reason(step: JsonObject) -> str:
    """The derived finish reason of an agent step's model call."""
    return "tool_call" if tool_calls(step) else "stop"


def said(step: JsonObject) -> JsonObject:
    """What a step said, as one message (an agent step's with its reasoning and calls)."""
    role = _ROLES.get(step.get("source"), "user")  # type: ignore[arg-type]
    parts: list[JsonObject] = []
    reasoning = step.get("reasoning_content")
    if role == "assistant" and isinstance(reasoning, str) and reasoning:
        parts.append({"type": "reasoning", "content": reasoning})
    parts.extend(_parts(step.get("message")))
    for call in tool_calls(step):
        parts.append(
            {
                "type": "tool_call",
                "id": call.get("tool_call_id"),
                "name": call.get("function_name"),
                "arguments": call.get("arguments"),
            }
        )
    return {"role": role, "parts": parts}


def received(step: JsonObject) -> list[JsonObject]:
    """The tool (or system-operation) results a step received, one message each."""
    messages: list[JsonObject] = []
    for result in results(step):
        part: JsonObject = {"type": "tool_call_response"}
        if isinstance(result.get("source_call_id"), str):
            part["id"] = result["source_call_id"]
        part["response"] = text_of(result.get("content"))
        messages.append({"role": "tool", "parts": [part]})
    return messages


def history(steps: list[Any]) -> list[JsonObject]:
    """Every message of ``steps`` in order: what each said, then what it received."""
    messages: list[JsonObject] = []
    for step in steps:
        if isinstance(step, dict):
            messages.append(said(step))
            messages.extend(received(step))
    return messages


__all__ = ["finish_reason", "history", "received", "results", "said", "text_of", "tool_calls"]
