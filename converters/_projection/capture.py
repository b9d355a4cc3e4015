"""The capture store: ``<rollout_id>.capture.jsonl`` files, read into ModelCallRecords.

A capture directory holds one append-only JSON Lines file per rollout, one model-call
exchange per line, and a ``<rollout_id>.capture.incomplete`` marker when the model server
failed to write a line. Reading is strict and never fatal:

- a line that is not strict JSON (duplicate keys, NaN, bad UTF-8, truncation, ...), not an
  object, or whose fields cannot form a valid ModelCallRecord (for example a string
  ``status_code``, a negative ``latency_ms`` or a ``completed_at`` before ``started_at``) is
  *unreadable*: it is counted, skipped and
  reported as the gap ``model_call_capture_records_unreadable`` with detail ``count=<n>``;
- ``call_index`` is the 0-based physical line number, so it skips blank and unreadable lines;
- payload members (``request``, ``response``) are kept only when they are objects and the
  ``*_raw`` members only when they are strings, as the capture writer defines them.

Token counts are normalised across the three dialects (Responses, Chat Completions,
Anthropic Messages); see :func:`token_counts`.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import math
import os
import stat
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson

from trajspec._jsonvalues import INT64_MAX, INT64_MIN, JsonObject, json_count, json_int
from trajspec._strictjson import MAX_DEPTH, StrictJsonError, iter_jsonl, loads, max_line_bytes
from trajspec.converters._projection.gaps import (
    CAPTURE_INCOMPLETE,
    CAPTURE_UNREADABLE,
    NO_RECORDS,
    RECORDS_UNREADABLE,
    gap,
)
from trajspec.converters._projection.values import count, is_number, total

CAPTURE_SUFFIX = ".capture.jsonl"
INCOMPLETE_SUFFIX = ".capture.incomplete"

#: The fields of a ModelCallRecord that say which model answered and how, in the order they
#: are written; a trajectory's response_metadata copies them too.
OUTCOME_FIELDS = (
    "model_ref",
    "model",
    "dialect",
    "status_code",
    "response_status",
    "finish_reason",
    "upstream_attempted",
    "response_source",
    "upstream_status_code",
    "local_response_reason",
)

#: The fields of a ModelCallRecord, in the order they are written.
RECORD_FIELDS = (
    "model_call_id",
    "response_id",
    "client_session_id",
    "call_index",
    *OUTCOME_FIELDS,
    "started_at",
    "completed_at",
    "tokens_in",
    "tokens_out",
    "tokens_reasoning",
    "tokens_total",
    "request",
    "response",
    "request_raw",
    "response_raw",
    "tool_calls",
    "reasoning_content",
    "cache_hit",
    "cached_tokens",
    "cache_creation_tokens",
    "error_category",
    "latency_total_ms",
    "latency_ttft_ms",
)

#: Capture metrics, in the order they are written; each sum is over the calls that report it.
METRIC_SOURCES = (
    ("tokens_in", "tokens_in"),
    ("tokens_out", "tokens_out"),
    ("tokens_reasoning", "tokens_reasoning"),
    ("tokens_total", "tokens_total"),
    ("cached_tokens", "cached_tokens"),
    ("latency_total_ms", "latency_total_ms"),
)

_RESPONSE_SOURCES = ("upstream", "local")


class UnreadableExchange(ValueError):
    """A capture line whose fields cannot form a ModelCallRecord."""


# -- token normalisation ------------------------------------------------------------------


#: Keys of a capture call that hold payloads.
PAYLOAD_KEYS = ("request", "response", "request_raw", "response_raw")


def _first_count(*values: object) -> int | None:
    for value in values:
        # None first: most usage members are absent, and count(None) asks every type
        if value is not None and (found := count(value)) is not None:
            return found
    return None


def _member(value: object, key: str) -> object:
    return value.get(key) if isinstance(value, dict) else None


@dataclass(frozen=True, slots=True)
class TokenCounts:
    """Normalised token counts of one response; None where the response did not say."""

    tokens_in: int | None = None
    tokens_out: int | None = None
    tokens_reasoning: int | None = None
    tokens_total: int | None = None
    cached_tokens: int | None = None
    cache_creation_tokens: int | None = None

    @property
    def cache_hit(self) -> bool | None:
        """Whether part of the prompt came from the cache; None when that is unknown."""
        return None if self.cached_tokens is None else self.cached_tokens > 0


def token_counts(usage: object) -> TokenCounts:
    """Normalise a ``usage`` object of any of the three dialects.

    Only non-negative JSON integers count. Input tokens are ``input_tokens`` (Responses,
    Messages) else ``prompt_tokens`` (Chat); Anthropic cache reads and writes
    (``cache_read_input_tokens``, ``cache_creation_input_tokens``) are part of the input and
    are added to it. Output tokens are ``output_tokens`` else ``completion_tokens``; the total
    is ``total_tokens`` else input plus output when both are known. A derived input or total
    past the signed 64-bit range is unknown (None). Reasoning tokens come from
    ``output_tokens_details``/``completion_tokens_details`` else ``reasoning_output_tokens``;
    cached tokens from ``input_tokens_details``/``prompt_tokens_details`` (``cached_tokens``
    or ``cached_input_tokens``), else ``cache_read_input_tokens``, else ``cached_input_tokens``.
    """
    return TokenCounts(*_token_values(usage))


#: What ``_token_values`` gives for a usage that is not an object.
_NO_TOKENS: tuple[None, None, None, None, None, None] = (None,) * 6


def _token_values(
    usage: object,
) -> tuple[int | None, int | None, int | None, int | None, int | None, int | None]:
    """``token_counts`` as a plain tuple in TokenCounts' field order (a frozen dataclass costs
    more to build than the rest of a capture record's counts)."""
    if not isinstance(usage, dict):
        return _NO_TOKENS
    if usage.keys() <= _RESPONSES_USAGE:
        return _responses_token_values(usage)
    return _all_dialects_token_values(usage)


def _all_dialects_token_values(
    usage: Mapping[str, Any],
) -> tuple[int | None, int | None, int | None, int | None, int | None, int | None]:
    """``_token_values`` of a usage object of any dialect (the full path)."""
    tokens_in = _first_count(usage.get("input_tokens"), usage.get("prompt_tokens"))
    cache_read = _first_count(usage.get("cache_read_input_tokens"))
    cache_write = _first_count(usage.get("cache_creation_input_tokens"))
    if cache_read is not None or cache_write is not None:
        cache_sum = (cache_read or 0) + (cache_write or 0)
        if tokens_in is not None or cache_sum > 0:
            # past the signed 64-bit range it is no count (json_count): unknown
            tokens_in = json_count((tokens_in or 0) + cache_sum)
    tokens_out = _first_count(usage.get("output_tokens"), usage.get("completion_tokens"))
    tokens_total = _first_count(usage.get("total_tokens"))
    if tokens_total is None and tokens_in is not None and tokens_out is not None:
        tokens_total = json_count(tokens_in + tokens_out)  # None past the range
    reasoning = _first_count(
        _member(usage.get("output_tokens_details"), "reasoning_tokens"),
        _member(usage.get("completion_tokens_details"), "reasoning_tokens"),
        usage.get("reasoning_output_tokens"),
    )
    cached: int | None = None
    for details_key in ("input_tokens_details", "prompt_tokens_details"):
        details = usage.get(details_key)
        cached = _first_count(
            _member(details, "cached_tokens"), _member(details, "cached_input_tokens")
        )
        if cached is not None:
            break
    if cached is None:
        cached = _first_count(cache_read, usage.get("cached_input_tokens"))
    return (tokens_in, tokens_out, reasoning, tokens_total, cached, cache_write)


#: The usage members of the Responses API: a usage with no others (no Chat or Messages
#: member, no cache reads or writes) is read by ``_responses_token_values``.
_RESPONSES_USAGE = frozenset(
    {
        "input_tokens",
        "output_tokens",
        "total_tokens",
        "input_tokens_details",
        "output_tokens_details",
    }
)


def _responses_token_values(
    usage: Mapping[str, Any],
) -> tuple[int | None, int | None, int | None, int | None, int | None, int | None]:
    """``_token_values`` of a usage whose members are all in ``_RESPONSES_USAGE``: each
    figure has one source at most (the Chat and Messages members and the cache sums are
    absent), read without the generic helpers' calls. A plain int in range is its own count."""
    value = usage.get("input_tokens")
    tokens_in = (
        value
        if type(value) is int and 0 <= value <= INT64_MAX
        else None
        if value is None
        else count(value)
    )
    value = usage.get("output_tokens")
    tokens_out = (
        value
        if type(value) is int and 0 <= value <= INT64_MAX
        else None
        if value is None
        else count(value)
    )
    value = usage.get("total_tokens")
    tokens_total = (
        value
        if type(value) is int and 0 <= value <= INT64_MAX
        else None
        if value is None
        else count(value)
    )
    if tokens_total is None and tokens_in is not None and tokens_out is not None:
        tokens_total = json_count(tokens_in + tokens_out)  # None past the range
    reasoning = None
    details = usage.get("output_tokens_details")
    if isinstance(details, dict):
        value = details.get("reasoning_tokens")
        reasoning = (
            value
            if type(value) is int and 0 <= value <= INT64_MAX
            else None
            if value is None
            else count(value)
        )
    cached = None
    details = usage.get("input_tokens_details")
    if isinstance(details, dict):
        value = details.get("cached_tokens")
        cached = (
            value
            if type(value) is int and 0 <= value <= INT64_MAX
            else None
            if value is None
            else count(value)
        )
        if cached is None:
            value = details.get("cached_input_tokens")
            cached = None if value is None else count(value)
    return (tokens_in, tokens_out, reasoning, tokens_total, cached, None)


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


#: The record members of ``_responses_derived``, in its order.
_DERIVED_MEMBERS = ("finish_reason", "tool_calls", "reasoning_content")


# -- one exchange -> one ModelCallRecord -------------------------------------------------


def _model_ref(value: object) -> bool:
    return (
        isinstance(value, dict)
        and len(value) == 2
        and value.get("type") == "responses_api_models"
        and isinstance(value.get("name"), str)
    )


def _is_str(value: object) -> bool:
    return isinstance(value, str)


def _is_bool(value: object) -> bool:
    return isinstance(value, bool)


# The number checks answer the type a capture line gives (an int or a float) in their own
# frame, and ask the helpers only of any other value: each helper is one more Python call,
# and a capture record asks five of them.


def _is_integer(value: object) -> bool:
    if type(value) is int:
        return INT64_MIN <= value <= INT64_MAX  # json_int's first case
    return json_int(value) is not None


def _is_time(value: object) -> bool:
    """``is_number``."""
    kind = type(value)
    if kind is float:
        return math.isfinite(value)  # type: ignore[arg-type]
    return kind is int or is_number(value)


def _is_duration(value: object) -> bool:
    kind = type(value)
    if kind is float:
        return value >= 0 and math.isfinite(value)  # type: ignore[operator,arg-type]
    if kind is int:
        return value >= 0  # type: ignore[operator]
    return is_number(value) and value >= 0


def _is_source(value: object) -> bool:
    return value in _RESPONSE_SOURCES


#: Exchange member -> (record member, type check, what the check wants). Members not
#: listed here (payloads, unknown keys) are not type-checked.
_TYPED_MEMBERS: dict[str, tuple[str, Callable[[object], bool], str]] = {
    "model_call_id": ("model_call_id", _is_str, "a string"),
    "client_session_id": ("client_session_id", _is_str, "a string"),
    "model_ref": ("model_ref", _model_ref, '{"type": "responses_api_models", "name": ...}'),
    "dialect": ("dialect", _is_str, "a string"),
    "status_code": ("status_code", _is_integer, "an integer"),
    "upstream_attempted": ("upstream_attempted", _is_bool, "a boolean"),
    "response_source": ("response_source", _is_source, "upstream or local"),
    "upstream_status_code": ("upstream_status_code", _is_integer, "an integer"),
    "local_response_reason": ("local_response_reason", _is_str, "a string"),
    "started_at": ("started_at", _is_time, "a number"),
    "completed_at": ("completed_at", _is_time, "a number"),
    "error_category": ("error_category", _is_str, "a string"),
    "latency_ms": ("latency_total_ms", _is_duration, "a number >= 0"),
    "latency_ttft_ms": ("latency_ttft_ms", _is_duration, "a number >= 0"),
}


#: ``_TYPED_MEMBERS`` with, last, the exact type that passes a member's check without the
#: check being called: a string member's str, a boolean's bool (what JSON gives a valid value;
#: every other value is asked the check; ``NoneType`` passes nothing, None is skipped).
_MEMBER_CHECKS: dict[str, tuple[str, Callable[[object], bool], str, type]] = {
    key: (
        name,
        check,
        what,
        str if check is _is_str else bool if check is _is_bool else type(None),
    )
    for key, (name, check, what) in _TYPED_MEMBERS.items()
}


def model_call_record(
    exchange: Mapping[str, Any], call_index: int, *, include_payloads: bool = True
) -> JsonObject:
    """The ModelCallRecord of one capture exchange, with only the members that carry
    information (nulls and an empty ``tool_calls`` are left out).

    Raises UnreadableExchange when a member has a type a ModelCallRecord cannot hold.
    """
    record = _usual_record(exchange, call_index, include_payloads)
    if record is None:
        return _full_record(exchange, call_index, include_payloads)
    return record


def _record_and_call(
    exchange: Mapping[str, Any], call_index: int, include_payloads: bool, calls: list[Any]
) -> JsonObject:
    """``model_call_record``, with the record's trajectory model call appended to ``calls``
    (``_usual_record``'s, or None when the full path read the exchange: the projection then
    makes it). Raises UnreadableExchange as model_call_record does (nothing appended)."""
    record = _usual_record(exchange, call_index, include_payloads, calls)
    if record is None:
        record = _full_record(exchange, call_index, include_payloads)
        calls.append(None)
    return record


def _usual_record(
    exchange: Mapping[str, Any],
    call_index: int,
    include_payloads: bool,
    projected: list[Any] | None = None,
) -> JsonObject | None:
    """``_full_record`` of an exchange whose typed members all have the type a capture
    writer gives them (or are absent), read member by member and written in RECORD_FIELDS
    order directly (no loop over the exchange, no reordering); None on any doubt (another
    type, times out of order, a response that is not an object), for the full path to
    settle. tests/converters/test_projection_records_fast.py holds it to the full path's
    bytes. With ``projected``, the record's trajectory model call is appended to it, made
    from the same values (``_projected_call``)."""
    get = exchange.get
    model_call_id = get("model_call_id")
    if model_call_id is not None and type(model_call_id) is not str:
        return None
    client_session_id = get("client_session_id")
    if client_session_id is not None and type(client_session_id) is not str:
        return None
    model_ref = get("model_ref")
    if model_ref is not None and not _model_ref(model_ref):
        return None
    dialect = get("dialect")
    if dialect is not None and type(dialect) is not str:
        return None
    status_code = get("status_code")
    if status_code is not None and not (
        type(status_code) is int and INT64_MIN <= status_code <= INT64_MAX
    ):
        return None
    upstream_attempted = get("upstream_attempted")
    if upstream_attempted is not None and type(upstream_attempted) is not bool:
        return None
    response_source = get("response_source")
    if response_source is not None and response_source not in _RESPONSE_SOURCES:
        return None
    upstream_status_code = get("upstream_status_code")
    if upstream_status_code is not None and not (
        type(upstream_status_code) is int and INT64_MIN <= upstream_status_code <= INT64_MAX
    ):
        return None
    local_response_reason = get("local_response_reason")
    if local_response_reason is not None and type(local_response_reason) is not str:
        return None
    started = get("started_at")
    if started is not None and not (
        type(started) is int or (type(started) is float and math.isfinite(started))
    ):
        return None
    completed = get("completed_at")
    if completed is not None and not (
        type(completed) is int or (type(completed) is float and math.isfinite(completed))
    ):
        return None
    if started is not None and completed is not None and completed < started:
        return None
    error_category = get("error_category")
    if error_category is not None and type(error_category) is not str:
        return None
    latency = get("latency_ms")
    if latency is not None and not (
        (type(latency) is int or (type(latency) is float and math.isfinite(latency)))
        and latency >= 0
    ):
        return None
    ttft = get("latency_ttft_ms")
    if ttft is not None and not (
        (type(ttft) is int or (type(ttft) is float and math.isfinite(ttft))) and ttft >= 0
    ):
        return None
    response = get("response")
    if type(response) is not dict:
        return None
    derived = _responses_derived(response)
    if derived is None:
        return None
    reason, calls, reasoning = derived
    request = get("request")
    if not isinstance(request, dict):
        request = None
    model = response.get("model")
    if not isinstance(model, str):
        model = None if request is None else request.get("model")
    tokens_in, tokens_out, tokens_reasoning, tokens_total, cached, cache_write = _token_values(
        response.get("usage")
    )
    record: JsonObject = {}
    if model_call_id is not None:
        record["model_call_id"] = model_call_id
    response_id = response.get("id")
    if isinstance(response_id, str):
        record["response_id"] = response_id
    if client_session_id is not None:
        record["client_session_id"] = client_session_id
    record["call_index"] = call_index
    if model_ref is not None:
        record["model_ref"] = model_ref
    if isinstance(model, str):
        record["model"] = model
    if dialect is not None:
        record["dialect"] = dialect
    if status_code is not None:
        record["status_code"] = status_code
    status = response.get("status")
    if isinstance(status, str):
        record["response_status"] = status
    if reason is not None:
        record["finish_reason"] = reason
    if upstream_attempted is not None:
        record["upstream_attempted"] = upstream_attempted
    if response_source is not None:
        record["response_source"] = response_source
    if upstream_status_code is not None:
        record["upstream_status_code"] = upstream_status_code
    if local_response_reason is not None:
        record["local_response_reason"] = local_response_reason
    if started is not None:
        record["started_at"] = started
    if completed is not None:
        record["completed_at"] = completed
    if tokens_in is not None:
        record["tokens_in"] = tokens_in
    if tokens_out is not None:
        record["tokens_out"] = tokens_out
    if tokens_reasoning is not None:
        record["tokens_reasoning"] = tokens_reasoning
    if tokens_total is not None:
        record["tokens_total"] = tokens_total
    request_raw = None
    if include_payloads:
        if request is not None:
            record["request"] = request
        record["response"] = response
        request_raw = get("request_raw")
        if isinstance(request_raw, str):
            record["request_raw"] = request_raw
        response_raw = get("response_raw")
        if isinstance(response_raw, str):
            record["response_raw"] = response_raw
    if calls is not None:
        record["tool_calls"] = calls
    if reasoning is not None:
        record["reasoning_content"] = reasoning
    if cached is not None:
        record["cache_hit"] = cached > 0  # TokenCounts.cache_hit
        record["cached_tokens"] = cached
    if cache_write is not None:
        record["cache_creation_tokens"] = cache_write
    if error_category is not None:
        record["error_category"] = error_category
    if latency is not None:
        record["latency_total_ms"] = latency
    if ttft is not None:
        record["latency_ttft_ms"] = ttft
    if projected is None:
        return record
    # The trajectory model call of this record (``project_model_call``: trajectory.py),
    # written from the values at hand rather than read back from the record: every value
    # here is one the record carries (none is None), and the counts are plain ints in range.
    call: JsonObject = {}
    if model_call_id is not None:
        call["model_call_id"] = model_call_id
    if started is not None:
        call["started_at"] = started
    if completed is not None:
        call["completed_at"] = completed
    if latency is not None:
        call["duration_ms"] = latency
    if include_payloads:
        if request is not None:
            call["request"] = request
        elif isinstance(request_raw, str):
            call["request"] = request_raw
        call["response"] = response
    metadata: JsonObject = {}
    if isinstance(response_id, str):
        metadata["response_id"] = response_id
    if model_ref is not None:
        metadata["model_ref"] = model_ref
    if isinstance(model, str):
        metadata["model"] = model
    if dialect is not None:
        metadata["dialect"] = dialect
    if status_code is not None:
        metadata["status_code"] = status_code
    if isinstance(status, str):
        metadata["response_status"] = status
    if reason is not None:
        metadata["finish_reason"] = reason
    if upstream_attempted is not None:
        metadata["upstream_attempted"] = upstream_attempted
    if response_source is not None:
        metadata["response_source"] = response_source
    if upstream_status_code is not None:
        metadata["upstream_status_code"] = upstream_status_code
    if local_response_reason is not None:
        metadata["local_response_reason"] = local_response_reason
    if error_category is not None:
        metadata["error_category"] = error_category
    if ttft is not None:
        metadata["latency_ttft_ms"] = ttft
    if metadata:
        call["response_metadata"] = metadata
    tokens: JsonObject = {}
    if tokens_in is not None:
        tokens["prompt_tokens"] = tokens_in
    if tokens_out is not None:
        tokens["completion_tokens"] = tokens_out
    if tokens_reasoning is not None:
        tokens["reasoning_tokens"] = tokens_reasoning
    if tokens_total is not None:
        tokens["total_tokens"] = tokens_total
    if cached is not None:
        tokens["cached_tokens"] = cached
    if tokens:
        call["token_stats"] = tokens
    projected.append(call)
    return record


def _full_record(
    exchange: Mapping[str, Any], call_index: int, include_payloads: bool
) -> JsonObject:
    """``model_call_record`` read member by member of the exchange (the full path)."""
    # Only members that carry information go into ``values`` (no None), so that the record
    # is ``values`` in RECORD_FIELDS order: no typed member shares a name with a derived one.
    values: JsonObject = {"call_index": call_index}
    checks = _MEMBER_CHECKS
    for key, value in exchange.items():
        if value is None:
            continue
        typed = checks.get(key)
        if typed is None:
            continue
        name, check, what, passing = typed
        if type(value) is not passing and not check(value):
            raise UnreadableExchange(f"{key} must be {what}")
        values[name] = value
    started, completed = values.get("started_at"), values.get("completed_at")
    if started is not None and completed is not None and completed < started:
        raise UnreadableExchange("completed_at must not be earlier than started_at")
    request = exchange.get("request")
    request = request if isinstance(request, dict) else None
    response = exchange.get("response")
    response = response if isinstance(response, dict) else None
    if include_payloads:
        if request is not None:
            values["request"] = request
        if response is not None:
            values["response"] = response
        request_raw, response_raw = exchange.get("request_raw"), exchange.get("response_raw")
        if isinstance(request_raw, str):
            values["request_raw"] = request_raw
        if isinstance(response_raw, str):
            values["response_raw"] = response_raw
    model = None
    if response is not None:
        response_id = response.get("id")
        if isinstance(response_id, str):
            values["response_id"] = response_id
        status = response.get("status")
        if isinstance(status, str):
            values["response_status"] = status
        derived = _responses_derived(response)
        if derived is None:
            derived = (
                finish_reason(response),
                tool_calls(response) or None,
                reasoning_content(response),
            )
        for name, value in zip(_DERIVED_MEMBERS, derived, strict=True):
            if value is not None:
                values[name] = value
        tokens = _token_values(response.get("usage"))
        for name, value in zip(_TOKEN_MEMBERS, tokens, strict=True):
            if value is not None:
                values[name] = value
        cached = tokens[4]
        if cached is not None:
            values["cache_hit"] = cached > 0  # TokenCounts.cache_hit
        model = response.get("model")
    if not isinstance(model, str):
        model = None if request is None else request.get("model")
    if isinstance(model, str):
        values["model"] = model
    return {key: values[key] for key in RECORD_FIELDS if key in values}


#: The record members of ``_token_values``, in its order.
_TOKEN_MEMBERS = (
    "tokens_in",
    "tokens_out",
    "tokens_reasoning",
    "tokens_total",
    "cached_tokens",
    "cache_creation_tokens",
)


# -- metrics and the attachment ----------------------------------------------------------


def capture_metrics(calls: Sequence[Mapping[str, Any]]) -> JsonObject:
    """``num_calls`` (failed calls included) and, for each figure, the sum over the calls
    that report it; a figure no call reports is left out (it is null), and so is a sum that
    passes the signed 64-bit range (counts) or the double range (latencies)."""
    metrics: JsonObject = {"num_calls": len(calls)}
    for name, source in METRIC_SOURCES:
        # One loop, no comprehension or generator per figure (each is a function call before
        # Python 3.12, and a rollout has a few calls): type() first, a figure read from JSON
        # is an int or a float; is_number settles the rest. ``kind`` says what total would
        # find: ints only (their sum), floats among ints (math.fsum, total's own answer
        # without its two walks over the values), or another number (total decides).
        known: list[int | float] = []
        kind = 0
        for c in calls:
            v = c.get(source)
            if v is None:
                continue
            if type(v) is int:
                known.append(v)
            elif type(v) is float:
                if math.isfinite(v):
                    known.append(v)
                    kind |= 1
            elif is_number(v):
                known.append(v)
                kind |= 2
        if not known:
            continue
        if not kind:
            summed: int | float = sum(known)
        else:
            try:
                summed = math.fsum(known) if kind == 1 else total(known)
            except OverflowError:  # finite figures whose sum no double holds
                continue
        # a sum past what a figure can carry (a signed 64-bit count, a finite number) is
        # left out as a figure no call reports (tests/converters/test_projection_number_range.py)
        fits = json_int(summed) is not None if type(summed) is int else math.isfinite(summed)
        if not fits:
            continue
        metrics[name] = summed
    return metrics


@dataclass(slots=True)
class CaptureRead:
    """What reading one rollout's capture gave."""

    calls: list[JsonObject] = field(default_factory=list)
    gaps: list[JsonObject] = field(default_factory=list)
    unreadable_lines: int = 0
    #: Capture files found for the rollout (the .jsonl file and/or the marker), as the text
    #: of their paths (``str`` of the Path each would be: see ``paths``).
    names: tuple[str, ...] = ()
    #: Whether every line of the file was read (nothing would be lost by deleting it).
    complete: bool = False
    #: Each call's trajectory model call (``project_model_call`` of it), made while reading,
    #: or None where the projection is to make it; as long as ``calls``.
    projected: list[JsonObject | None] = field(default_factory=list)

    @property
    def paths(self) -> tuple[Path, ...]:
        """The capture files found, as Paths (made when asked: most reads never ask)."""
        return tuple(Path(name) for name in self.names)


def capture_paths(capture_dir: str | os.PathLike[str], rollout_id: str) -> tuple[Path, Path]:
    """The capture file and the incomplete marker of a rollout."""
    folder = _folder(os.fspath(capture_dir))
    return folder / f"{rollout_id}{CAPTURE_SUFFIX}", folder / f"{rollout_id}{INCOMPLETE_SUFFIX}"


@functools.lru_cache(maxsize=16)
def _folder(capture_dir: str) -> Path:
    # One Path of a batch's capture directory, not one per row (parsing it is most of the
    # cost of joining a name to it).
    return Path(capture_dir)


@functools.lru_cache(maxsize=16)
def _prefix(capture_dir: str) -> str:
    """What ``str(Path(capture_dir) / name)`` puts before ``name`` when ``name`` is one path
    part (no ``/``, and never ``.`` or ``..``: it ends in a capture suffix): pathlib joins
    such a part as it is, so the text is the prefix and the name (``.`` as the folder gives
    no prefix, ``/`` no second slash). Two Paths a row were a tenth of reading a small capture
    file (callgrind, the bench/ projection corpus)."""
    return str(_folder(capture_dir) / "x")[:-1]


def _capture_names(capture_dir: str | os.PathLike[str], rollout_id: str) -> tuple[str, str]:
    """``capture_paths`` as the text of its two paths."""
    if "/" in rollout_id:  # several parts: pathlib's own join (an absolute one replaces)
        data, marker = capture_paths(capture_dir, rollout_id)
        return str(data), str(marker)
    prefix = _prefix(os.fspath(capture_dir))
    return f"{prefix}{rollout_id}{CAPTURE_SUFFIX}", f"{prefix}{rollout_id}{INCOMPLETE_SUFFIX}"


#: The errors ``Path.exists`` answers False for (CPython 3.11 pathlib's ``_ignore_error``).
_MISSING_ERRNOS = frozenset({errno.ENOENT, errno.ENOTDIR, errno.EBADF, errno.ELOOP})


def _exists(name: str) -> bool:
    """``Path(name).exists()`` without making the Path."""
    try:
        os.stat(name)  # noqa: PTH116 - a Path to ask would cost more than the stat
    except OSError as error:
        if error.errno not in _MISSING_ERRNOS:
            raise
        return False
    except ValueError:  # an embedded null byte
        return False
    return True


try:
    import fcntl as _fcntl
except ImportError:  # pragma: no cover - not POSIX
    _fcntl = None  # type: ignore[assignment]


@contextlib.contextmanager
def _shared_lock(stream: Any) -> Iterator[None]:
    """A shared advisory lock while reading, so a writer's line is never seen half-written."""
    locked = _lock_shared(stream)
    try:
        yield
    finally:
        if locked:
            _fcntl.flock(stream.fileno(), _fcntl.LOCK_UN)


def _lock_shared(stream: Any) -> bool:
    """Take the shared lock of ``_shared_lock``; False when there is none to take."""
    return _lock_shared_fd(stream.fileno())


def _lock_shared_fd(fd: int) -> bool:
    """``_lock_shared`` of an open file descriptor."""
    if _fcntl is None:  # pragma: no cover - not POSIX
        # mypy, checking on POSIX, knows the import succeeded
        return False  # type: ignore[unreachable]
    try:
        _fcntl.flock(fd, _fcntl.LOCK_SH)
    except OSError:  # pragma: no cover - file systems without locks
        return False
    return True


def _read_records(stream: Any, result: CaptureRead, include_payloads: bool) -> None:
    """Every line of an open capture file into ``result``: a call, or one more unreadable
    line."""
    calls, projected, unreadable = result.calls, result.projected, 0
    for record in iter_jsonl(stream, require_object=True):
        value = record.value
        if record.problems or type(value) is not dict:
            unreadable += 1
            continue
        try:
            calls.append(_record_and_call(value, record.line - 1, include_payloads, projected))
        except UnreadableExchange:
            unreadable += 1
    result.unreadable_lines = unreadable


def _finish(result: CaptureRead, has_marker: bool) -> CaptureRead:
    """The gaps and completeness of a capture file read to its end."""
    if result.unreadable_lines:
        result.gaps.append(gap(RECORDS_UNREADABLE, detail=f"count={result.unreadable_lines}"))
    if has_marker:
        result.gaps.append(gap(CAPTURE_INCOMPLETE))
    elif not result.calls and not result.unreadable_lines:
        result.gaps.append(gap(NO_RECORDS))
    result.complete = not result.unreadable_lines and not has_marker
    return result


def read_capture_file(
    capture_dir: str | os.PathLike[str], rollout_id: str, *, include_payloads: bool = True
) -> CaptureRead:
    """Read the calls of one rollout from a capture directory; never raises for bad data."""
    data, marker = _capture_names(capture_dir, rollout_id)
    # A regular file no longer than the line limit is read whole with one read and its lines
    # parsed from those bytes (``_read_whole``): no buffered stream, no line reader, no record
    # object per line; what it reads is what the line reader reads, no line being over the
    # limit. Anything else takes the stream (``_read_capture_opened``).
    try:
        fd = os.open(data, _READ_FLAGS)
    except OSError:
        return _read_capture_checked(Path(data), Path(marker), include_payloads)
    try:
        info = os.fstat(fd)
    except OSError:
        info = None
    limit = max_line_bytes()
    if info is None or not stat.S_ISREG(info.st_mode) or info.st_size > limit:
        os.close(fd)
        return _read_capture_opened(data, marker, include_payloads)
    has_marker = _exists(marker)
    found = (data, marker) if has_marker else (data,)
    result = CaptureRead(names=found)
    text: bytes | None = None
    try:
        try:
            locked = _lock_shared_fd(fd)
            try:
                text = _read_all(fd, info.st_size, limit)
                if text is None:  # it grew past the limit: the line reader, from the start
                    os.lseek(fd, 0, os.SEEK_SET)
                    with open(fd, "rb", closefd=False) as stream:
                        _read_records(stream, result, include_payloads)
            finally:
                if locked:
                    _fcntl.flock(fd, _fcntl.LOCK_UN)
        finally:
            os.close(fd)
    except OSError:
        return CaptureRead(gaps=[gap(CAPTURE_UNREADABLE)], names=found)
    if text is not None:
        _read_whole(text, result, include_payloads)
    return _finish(result, has_marker)


_READ_FLAGS = os.O_RDONLY | getattr(os, "O_CLOEXEC", 0)


def _read_all(fd: int, size: int, limit: int) -> bytes | None:
    """The bytes of the open file ``fd`` (``size`` bytes long when it was asked) to its end,
    or None once more than ``limit`` bytes were read."""
    text = os.read(fd, min(size, limit) + 1)
    if len(text) > limit:
        return None
    if not text:
        return text
    parts, length = [text], len(text)
    while piece := os.read(fd, 1 << 16):
        length += len(piece)
        if length > limit:
            return None
        parts.append(piece)
    return text if len(parts) == 1 else b"".join(parts)


_WS_BYTES = b" \t\r\n"


def _read_whole(text: bytes, result: CaptureRead, include_payloads: bool) -> None:
    """``_read_records`` of a file whose bytes are ``text``, none of its lines over the line
    limit: its lines are cut where the line reader cuts them (after each newline), a blank
    or whitespace-only line is skipped and still numbered, and a line is unreadable exactly
    when the strict read (``loads``: the same parse as the line reader's) refuses it or it is
    not an object. tests/converters/test_projection_fast.py holds it equal to the line reader."""
    calls, projected, unreadable = result.calls, result.projected, 0
    number, start, end_all = 0, 0, len(text)
    while start < end_all:
        end = text.find(b"\n", start) + 1 or end_all
        raw = text if start == 0 and end == end_all else text[start:end]
        start = end
        number += 1
        if raw[0] in _WS_BYTES and not raw.strip(_WS_BYTES):
            continue
        try:
            value = loads(raw)
        except StrictJsonError:
            unreadable += 1
            continue
        if type(value) is not dict:
            unreadable += 1
            continue
        try:
            calls.append(_record_and_call(value, number - 1, include_payloads, projected))
        except UnreadableExchange:
            unreadable += 1
    result.unreadable_lines = unreadable


def _read_capture_opened(data: str, marker: str, include_payloads: bool) -> CaptureRead:
    """``read_capture_file`` through a stream and the line reader (``_read_records``)."""
    data_path, marker_path = Path(data), Path(marker)
    # Opened first, the file answers "does it exist" itself: one system call rather than a
    # stat per question. Any failure to open takes the path that asks each question.
    try:
        stream = data_path.open("rb")  # closed by the with below
    except OSError:
        return _read_capture_checked(data_path, marker_path, include_payloads)
    has_marker = marker_path.exists()
    found = (data, marker) if has_marker else (data,)
    result = CaptureRead(names=found)
    try:
        with stream:
            locked = _lock_shared(stream)
            try:
                _read_records(stream, result, include_payloads)
            finally:
                if locked:
                    _fcntl.flock(stream.fileno(), _fcntl.LOCK_UN)
    except OSError:
        return CaptureRead(gaps=[gap(CAPTURE_UNREADABLE)], names=found)
    return _finish(result, has_marker)


def _read_capture_checked(
    data_path: Path, marker_path: Path, include_payloads: bool
) -> CaptureRead:
    """``read_capture_file`` asking of each path whether it exists before reading it."""
    has_marker = marker_path.exists()
    found = tuple(str(p) for p in (data_path, marker_path) if p.exists())
    result = CaptureRead(names=found)
    if not data_path.exists():
        result.gaps.append(gap(CAPTURE_INCOMPLETE) if has_marker else gap(NO_RECORDS))
        result.complete = not has_marker
        return result
    try:
        with data_path.open("rb") as stream, _shared_lock(stream):
            _read_records(stream, result, include_payloads)
    except OSError:
        return CaptureRead(gaps=[gap(CAPTURE_UNREADABLE)], names=found)
    return _finish(result, has_marker)


def capture_attachment(
    rollout_id: str, calls: list[JsonObject], gaps: list[JsonObject]
) -> JsonObject:
    """The ``ng_model_call_capture`` value: rollout id, metrics, calls and (when there are
    any) gaps."""
    out: JsonObject = {"rollout_id": rollout_id, "metrics": capture_metrics(calls), "calls": calls}
    if gaps:
        out["gaps"] = gaps
    return out


def read_capture(
    capture_dir: str | os.PathLike[str], rollout_id: str, *, include_payloads: bool = True
) -> JsonObject:
    """The ``ng_model_call_capture`` attachment of one rollout, read from ``capture_dir``."""
    read = read_capture_file(capture_dir, rollout_id, include_payloads=include_payloads)
    return capture_attachment(rollout_id, read.calls, read.gaps)


def strip_payloads(calls: list[Any]) -> list[Any]:
    """The calls without payload members (entries that are not objects are kept as they are)."""
    # A copy (in C) less four members rather than a comprehension that asks each of a
    # record's twenty-odd members whether it is a payload; the order of the rest is kept.
    out: list[Any] = []
    for c in calls:
        if isinstance(c, dict):
            c = dict(c)
            for key in PAYLOAD_KEYS:
                if key in c:
                    del c[key]
        out.append(c)
    return out


__all__ = [
    "CAPTURE_SUFFIX",
    "INCOMPLETE_SUFFIX",
    "CaptureRead",
    "TokenCounts",
    "UnreadableExchange",
    "capture_attachment",
    "capture_metrics",
    "capture_paths",
    "finish_reason",
    "model_call_record",
    "read_capture",
    "read_capture_file",
    "reasoning_content",
    "strip_payloads",
    "token_counts",
    "tool_calls",
]
