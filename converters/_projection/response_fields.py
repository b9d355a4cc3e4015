"""What a captured response says, whatever its dialect: its finish reason, its tool calls and
its reasoning text (:func:`finish_reason`, :func:`tool_calls`, :func:`reasoning_content`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import orjson

from trajspec._jsonvalues import JsonObject
from trajspec._strictjson import StrictJsonError, loads
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
    return response_fields(response)[0]


def _arguments(value: object) -> JsonObject:
    if isinstance(value, dict):
        return value
    if value is None:
        return {}
    if isinstance(value, str):
        try:
            parsed = loads(value.encode())
        except (StrictJsonError, ValueError):
            return {"_raw": value}
        return parsed if isinstance(parsed, dict) else {"_raw": value}
    return {"_raw": orjson.dumps(value).decode()}


def _add_call(calls: list[JsonObject], call_id: object, name: object, arguments: object) -> None:
    """Append the tool call, when its id and name are strings."""
    if isinstance(call_id, str) and isinstance(name, str):
        calls.append({"call_id": call_id, "name": name, "arguments": _arguments(arguments)})


def tool_calls(response: Mapping[str, Any]) -> list[JsonObject]:
    """Tool calls the response asked for, in response order: Responses ``function_call``
    items (call id, else item id), Chat ``message.tool_calls`` of the first choice and
    Anthropic ``tool_use`` content blocks. String arguments are parsed as a JSON object;
    text that is not one is kept as ``{"_raw": text}``."""
    return response_fields(response)[1] or []


def reasoning_content(response: Mapping[str, Any]) -> str | None:
    """Reasoning text of the response, paragraphs joined by newlines: Responses reasoning
    summaries, Chat ``reasoning_content`` (else ``reasoning``) and Anthropic ``thinking``
    blocks. None when the response has none."""
    return response_fields(response)[2]


def response_fields(
    response: Mapping[str, Any],
) -> tuple[str | None, list[JsonObject] | None, str | None]:
    """``finish_reason``, ``tool_calls`` (None for none) and ``reasoning_content`` of a
    response of any dialect, in one walk over each of its parts: the Responses ``output``
    items, the first Chat choice, the Anthropic ``content`` blocks."""
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
                _add_call(calls, call_id, item.get("name"), item.get("arguments"))
            elif kind == "reasoning":
                summary = item.get("summary")
                if isinstance(summary, list):
                    for part in summary:
                        if isinstance(part, dict) and isinstance(text := part.get("text"), str):
                            parts.append(text)
    reason = response.get("stop_reason")
    choice = _first_choice(response)
    if choice is not None:
        if not isinstance(reason, str):
            reason = choice.get("finish_reason")
        message = choice.get("message")
        if isinstance(message, dict):
            chat_calls = message.get("tool_calls")
            if isinstance(chat_calls, list):
                for item in chat_calls:
                    if isinstance(item, dict):
                        function = item.get("function")
                        _add_call(
                            calls,
                            item.get("id"),
                            _member(function, "name"),
                            _member(function, "arguments"),
                        )
            chat = message.get("reasoning_content")
            if not isinstance(chat, str):
                chat = message.get("reasoning")
            if isinstance(chat, str):
                parts.append(chat)
    content = response.get("content")
    if isinstance(content, list):
        for block in content:
            if not isinstance(block, dict):
                continue
            kind = block.get("type")
            if kind == "tool_use":
                _add_call(calls, block.get("id"), block.get("name"), block.get("input"))
            elif kind == "thinking" and isinstance(thinking := block.get("thinking"), str):
                parts.append(thinking)
    if not isinstance(reason, str):
        reason = _member(response.get("incomplete_details"), "reason")
    return (
        reason if isinstance(reason, str) else None,
        calls or None,
        "\n".join(parts) if parts else None,
    )


__all__ = ["finish_reason", "reasoning_content", "tool_calls"]
