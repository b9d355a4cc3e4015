"""One capture exchange -> one ModelCallRecord (:func:`model_call_record`), the record's fields
in the order they are written, and the capture metrics summed over a rollout's calls
(:func:`capture_metrics`)."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from trajspec._jsonvalues import INT64_MAX, INT64_MIN, JsonObject, json_int
from trajspec.converters._projection.response_fields import (
    _DERIVED_MEMBERS,
    _responses_derived,
    finish_reason,
    reasoning_content,
    tool_calls,
)
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


__all__ = [
    "METRIC_SOURCES",
    "OUTCOME_FIELDS",
    "RECORD_FIELDS",
    "UnreadableExchange",
    "capture_metrics",
    "model_call_record",
]
