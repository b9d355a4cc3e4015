"""One capture exchange -> one ModelCallRecord (:func:`model_call_record`), the record's fields
in the order they are written, and the capture metrics summed over a rollout's calls
(:func:`capture_metrics`)."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any, NoReturn

from trajspec._jsonvalues import JsonObject, json_int, json_number
from trajspec.converters._projection.response_fields import response_fields
from trajspec.converters._projection.tokens import _token_values
from trajspec.converters._projection.values import is_number, total

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


# -- one exchange -> one ModelCallRecord -------------------------------------------------


def _model_ref(value: object) -> bool:
    return (
        isinstance(value, dict)
        and len(value) == 2
        and value.get("type") == "responses_api_models"
        and isinstance(value.get("name"), str)
    )


def _is_duration(value: object) -> bool:
    return is_number(value) and value >= 0


#: Exchange member -> what its check wants, as an unreadable exchange's message says.
#: Members not listed here (payloads, unknown keys) are not type-checked.
_WANTED: dict[str, str] = {
    "model_call_id": "a string",
    "client_session_id": "a string",
    "model_ref": '{"type": "responses_api_models", "name": ...}',
    "dialect": "a string",
    "status_code": "an integer",
    "upstream_attempted": "a boolean",
    "response_source": "upstream or local",
    "upstream_status_code": "an integer",
    "local_response_reason": "a string",
    "started_at": "a number",
    "completed_at": "a number",
    "error_category": "a string",
    "latency_ms": "a number >= 0",
    "latency_ttft_ms": "a number >= 0",
}


def model_call_record(
    exchange: Mapping[str, Any], call_index: int, *, include_payloads: bool = True
) -> JsonObject:
    """The ModelCallRecord of one capture exchange, with only the members that carry
    information (nulls and an empty ``tool_calls`` are left out), written in RECORD_FIELDS
    order.

    Raises UnreadableExchange when a member has a type a ModelCallRecord cannot hold.
    """
    # Each typed member is read once and asked its type.
    get = exchange.get
    model_call_id = get("model_call_id")
    if model_call_id is not None and type(model_call_id) is not str:
        _unreadable("model_call_id")
    client_session_id = get("client_session_id")
    if client_session_id is not None and type(client_session_id) is not str:
        _unreadable("client_session_id")
    model_ref = get("model_ref")
    if model_ref is not None and not _model_ref(model_ref):
        _unreadable("model_ref")
    dialect = get("dialect")
    if dialect is not None and type(dialect) is not str:
        _unreadable("dialect")
    status_code = get("status_code")
    if status_code is not None and json_int(status_code) is None:
        _unreadable("status_code")
    upstream_attempted = get("upstream_attempted")
    if upstream_attempted is not None and type(upstream_attempted) is not bool:
        _unreadable("upstream_attempted")
    response_source = get("response_source")
    if response_source is not None and response_source not in _RESPONSE_SOURCES:
        _unreadable("response_source")
    upstream_status_code = get("upstream_status_code")
    if upstream_status_code is not None and json_int(upstream_status_code) is None:
        _unreadable("upstream_status_code")
    local_response_reason = get("local_response_reason")
    if local_response_reason is not None and type(local_response_reason) is not str:
        _unreadable("local_response_reason")
    started = get("started_at")
    if started is not None and not is_number(started):
        _unreadable("started_at")
    completed = get("completed_at")
    if completed is not None and not is_number(completed):
        _unreadable("completed_at")
    if started is not None and completed is not None and completed < started:
        raise UnreadableExchange("completed_at must not be earlier than started_at")
    error_category = get("error_category")
    if error_category is not None and type(error_category) is not str:
        _unreadable("error_category")
    latency = get("latency_ms")
    if latency is not None and not _is_duration(latency):
        _unreadable("latency_ms")
    ttft = get("latency_ttft_ms")
    if ttft is not None and not _is_duration(ttft):
        _unreadable("latency_ttft_ms")
    request = get("request")
    if type(request) is not dict:
        request = request if isinstance(request, dict) else None
    response = get("response")
    if type(response) is not dict:
        response = response if isinstance(response, dict) else None
    record: JsonObject = {}
    if model_call_id is not None:
        record["model_call_id"] = model_call_id
    if response is None:
        response_id = status = reason = calls = reasoning = None
        tokens_in = tokens_out = tokens_reasoning = tokens_total = cached = cache_write = None
        model = None
    else:
        response_id = response.get("id")
        status = response.get("status")
        reason, calls, reasoning = response_fields(response)
        tokens_in, tokens_out, tokens_reasoning, tokens_total, cached, cache_write = _token_values(
            response.get("usage")
        )
        model = response.get("model")
    if not isinstance(model, str):
        model = None if request is None else request.get("model")
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
    if include_payloads:
        if request is not None:
            record["request"] = request
        if response is not None:
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
    return record


def _unreadable(member: str) -> NoReturn:
    """Raise UnreadableExchange for an exchange member of the wrong type."""
    raise UnreadableExchange(f"{member} must be {_WANTED[member]}")


# -- metrics and the attachment ----------------------------------------------------------


def capture_metrics(calls: Sequence[Mapping[str, Any]]) -> JsonObject:
    """``num_calls`` (failed calls included) and, for each figure, the sum over the calls
    that report it; a figure no call reports is left out (it is null), and so is a sum that
    passes the signed 64-bit range (counts) or the double range (latencies)."""
    metrics: JsonObject = {"num_calls": len(calls)}
    for name, source in METRIC_SOURCES:
        known: list[int | float] = []
        for c in calls:  # a loop, not a comprehension: one function call fewer a figure
            v = c.get(source)
            if v is not None and (number := json_number(v)) is not None:
                known.append(number)
        if not known:
            continue
        try:
            summed = total(known)
        except OverflowError:  # finite figures whose sum no double holds
            continue
        # a sum past what a figure can carry (a signed 64-bit count, a finite number) is
        # left out as a figure no call reports (tests/converters/test_projection_number_range.py)
        fits = json_int(summed) is not None if type(summed) is int else math.isfinite(summed)
        if not fits:
            continue
        metrics[name] = summed
    return metrics


__all__ = [
    "METRIC_SOURCES",
    "OUTCOME_FIELDS",
    "RECORD_FIELDS",
    "UnreadableExchange",
    "capture_metrics",
    "model_call_record",
]
