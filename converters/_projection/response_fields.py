"""What a captured response says, whatever its dialect: its finish reason, its tool calls and
its reasoning text (:func:`finish_reason`, :func:`tool_calls`, :func:`reasoning_content`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import orjson

from trajspec._jsonvalues import JsonObject
from trajspec._strictjson import MAX_DEPTH, StrictJsonError, loads
from trajspec.converters._projection.tokens import _member

# -- what a response says -----------------------------------------------------------------


def _first_choice(response: Mapping[str, Any]) -> Mapping[str, Any] | None:
    choices = response.get("choices")
    if isinstance(choices, list) and choices and isinstance(choices[0], dict):
        return choices[0]
    return None


def finish_reason(response: Mapping[str, Any]) -> str | None:
    """Why generation stopped: Anthropic ``stop_reason``, Chat ``choices[0].finish_reason``,
    else Responses ``incomplete_details.reason`` (the first that is a string)."""
    choice = _first_choice(response)
    for value in (
        response.get("stop_reason"),
        None if choice is None else choice.get("finish_reason"),
        _member(response.get("incomplete_details"), "reason"),
    ):
        if isinstance(value, str):
            return value
    return None


#: Arguments text this long or shorter has no depth question for the strict read
#: (``_strictjson._parse``: depth d needs 2*d bytes).
_SHORT_ARGUMENTS = 2 * MAX_DEPTH


def _arguments(value: object) -> JsonObject:
    if isinstance(value, dict):
        return value
    if value is None:
        return {}
    if type(value) is str and len(value) <= _SHORT_ARGUMENTS:
        # Short text that orjson writes back byte for byte is what the strict read accepts
        # at its compact tier (no duplicate key, every number in its shortest spelling, no
        # depth question), and the value is orjson's: read so without the strict read's
        # calls. Anything else (a refusal, other bytes) takes the strict read below.
        raw = value.encode("utf-8", "surrogatepass")
        try:
            parsed = orjson.loads(raw) if len(raw) <= _SHORT_ARGUMENTS else None
        except orjson.JSONDecodeError:
            parsed = None
        if type(parsed) is dict and orjson.dumps(parsed) == raw:
            return parsed
    if isinstance(value, str):
        try:
            parsed = loads(value.encode())
        except (StrictJsonError, ValueError):
            return {"_raw": value}
        return parsed if isinstance(parsed, dict) else {"_raw": value}
    return {"_raw": orjson.dumps(value).decode()}


def _tool_call(call_id: object, name: object, arguments: object) -> JsonObject | None:
    if not (isinstance(call_id, str) and isinstance(name, str)):
        return None
    return {"call_id": call_id, "name": name, "arguments": _arguments(arguments)}


def tool_calls(response: Mapping[str, Any]) -> list[JsonObject]:
    """Tool calls the response asked for, in response order: Responses ``function_call``
    items (call id, else item id), Chat ``message.tool_calls`` of the first choice and
    Anthropic ``tool_use`` content blocks. String arguments are parsed as a JSON object;
    text that is not one is kept as ``{"_raw": text}``."""
    found: list[JsonObject | None] = []
    output = response.get("output")
    if isinstance(output, list):
        for item in output:
            if isinstance(item, dict) and item.get("type") == "function_call":
                call_id = item.get("call_id")
                if not isinstance(call_id, str):
                    call_id = item.get("id")
                found.append(_tool_call(call_id, item.get("name"), item.get("arguments")))
    choice = _first_choice(response)
    message = None if choice is None else choice.get("message")
    calls = _member(message, "tool_calls")
    if isinstance(calls, list):
        for item in calls:
            if isinstance(item, dict):
                function = item.get("function")
                found.append(
                    _tool_call(
                        item.get("id"), _member(function, "name"), _member(function, "arguments")
                    )
                )
    content = response.get("content")
    if isinstance(content, list):
        for block in content:
            if isinstance(block, dict) and block.get("type") == "tool_use":
                found.append(_tool_call(block.get("id"), block.get("name"), block.get("input")))
    return [call for call in found if call is not None]


def reasoning_content(response: Mapping[str, Any]) -> str | None:
    """Reasoning text of the response, paragraphs joined by newlines: Responses reasoning
    summaries, Chat ``reasoning_content`` (else ``reasoning``) and Anthropic ``thinking``
    blocks. None when the response has none."""
    parts: list[str] = []
    output = response.get("output")
    if isinstance(output, list):
        for item in output:
            if isinstance(item, dict) and item.get("type") == "reasoning":
                summary = item.get("summary")
                if isinstance(summary, list):
                    parts.extend(
                        part["text"]
                        for part in summary
                        if isinstance(part, dict) and isinstance(part.get("text"), str)
                    )
    choice = _first_choice(response)
    message = None if choice is None else choice.get("message")
    if isinstance(message, dict):
        chat = message.get("reasoning_content")
        if not isinstance(chat, str):
            chat = message.get("reasoning")
        if isinstance(chat, str):
            parts.append(chat)
    content = response.get("content")
    if isinstance(content, list):
        parts.extend(
            block["thinking"]
            for block in content
            if isinstance(block, dict)
            and block.get("type") == "thinking"
            and isinstance(block.get("thinking"), str)
        )
    return "\n".join(parts) if parts else None


#: Response members that only the Chat and Messages dialects have: a response with none of
#: them says what ``finish_reason``, ``tool_calls`` and ``reasoning_content`` read from its
#: ``output`` and ``incomplete_details`` alone.
_OTHER_DIALECTS = ("choices", "content", "stop_reason")


def _responses_derived(
    response: Mapping[str, Any],
) -> tuple[str | None, list[JsonObject] | None, str | None] | None:
    """``finish_reason``, ``tool_calls`` (None for none) and ``reasoning_content`` of a
    Responses-API response in one walk over its output items (the three functions walk it
    once each and ask for the first choice three times); None when the response has a member
    of another dialect, which the three functions then read."""
    if "choices" in response or "content" in response or "stop_reason" in response:
        return None  # _OTHER_DIALECTS, asked without a loop
    details = response.get("incomplete_details")
    reason = details.get("reason") if isinstance(details, dict) else None
    calls: list[JsonObject] = []
    parts: list[str] = []
    output = response.get("output")
    if isinstance(output, list):
        for item in output:
            if not isinstance(item, dict):
                continue
            kind = item.get("type")
            if kind == "function_call":
                call_id = item.get("call_id")
                if not isinstance(call_id, str):
                    call_id = item.get("id")
                name = item.get("name")
                if isinstance(call_id, str) and isinstance(name, str):
                    arguments = _arguments(item.get("arguments"))
                    calls.append({"call_id": call_id, "name": name, "arguments": arguments})
            elif kind == "reasoning":
                summary = item.get("summary")
                if isinstance(summary, list):
                    for part in summary:
                        if isinstance(part, dict) and isinstance(text := part.get("text"), str):
                            parts.append(text)
    return (
        reason if isinstance(reason, str) else None,
        calls or None,
        "\n".join(parts) if parts else None,
    )


__all__ = ["finish_reason", "reasoning_content", "tool_calls"]
