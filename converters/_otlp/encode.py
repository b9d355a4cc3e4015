"""The OTLP JSON encoding (the protobuf JSON mapping with OTLP's own rules) and the ids.

OTLP JSON differs from generic protobuf JSON in three ways that a receiver checks: trace and
span ids are lowercase hex (32 and 16 characters), not base64; enums (``kind``,
``status.code``) are integers; 64-bit integers (times, ``intValue``) are decimal strings.

Ids are derived, never random: SHA-256 over the trajectory's identity (``identity``) and,
for a span, the place in the document it stands for (a JSON Pointer with a suffix, see
trace.py), so that exporting the same document again gives the same bytes and a receiver
can drop a trace it already holds.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from typing import Any, Final

import orjson

from trajspec._jsonvalues import INT64_MAX, INT64_MIN

#: Span kinds (opentelemetry.proto.trace.v1.Span.SpanKind).
KIND_INTERNAL: Final = 1
KIND_CLIENT: Final = 3
#: Status codes (opentelemetry.proto.trace.v1.Status.StatusCode).
STATUS_ERROR: Final = 2

#: An attribute value before encoding; None means "leave the attribute out".
Value = str | bool | int | float | Sequence[str] | None


def dumps_json(value: Any) -> str:
    """``value`` as compact JSON text, for attributes that carry JSON (arguments, messages).

    orjson keeps the document's key order and number forms; an integer beyond 64 bits (free
    payloads may hold one) falls back to the standard library, which writes it as it is."""
    try:
        return orjson.dumps(value).decode()
    except (TypeError, orjson.JSONEncodeError):
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _canonical(document: Any) -> bytes:
    try:
        return orjson.dumps(document, option=orjson.OPT_SORT_KEYS)
    except (TypeError, orjson.JSONEncodeError):
        text = json.dumps(document, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
        return text.encode("utf-8", "surrogatepass")


def identity(document: dict[str, Any]) -> bytes:
    """What a document's ids derive from: its ``session_id`` and ``trajectory_id``, or, for a
    document without a ``trajectory_id``, its ``session_id`` and the SHA-256 of its content
    (keys sorted), so that two different anonymous documents never share a trace id."""
    session = document.get("session_id")
    trajectory = document.get("trajectory_id")
    if isinstance(trajectory, str):
        key: list[Any] = ["id", session if isinstance(session, str) else None, trajectory]
    else:
        digest = hashlib.sha256(_canonical(document)).hexdigest()
        key = ["content", session if isinstance(session, str) else None, digest]
    return dumps_json(key).encode("utf-8", "surrogatepass")


def _digest(kind: bytes, ident: bytes, key: str = "") -> bytes:
    hasher = hashlib.sha256(b"trajspec-otlp\x00" + kind + b"\x00" + ident)
    hasher.update(b"\x00" + key.encode("utf-8", "surrogatepass"))
    return hasher.digest()


def _not_zero(raw: bytes) -> str:
    # OTLP reads an all-zero id as "no id"; one hash in 2**64 would give one.
    if not any(raw):
        raw = raw[:-1] + b"\x01"
    return raw.hex()


def trace_id(ident: bytes) -> str:
    """The 32-hex-character trace id of a document's identity."""
    return _not_zero(_digest(b"trace", ident)[:16])


def span_id(ident: bytes, key: str) -> str:
    """The 16-hex-character span id of the span at ``key`` in a document."""
    return _not_zero(_digest(b"span", ident, key)[:8])


def any_value(value: str | bool | int | float | Sequence[str]) -> dict[str, Any]:
    """One OTLP ``AnyValue``: strings, booleans, 64-bit integers (as decimal text), doubles,
    or an array of strings. An integer beyond 64 bits is written as a double's text would
    lose it, so it goes as a string."""
    if isinstance(value, str):
        return {"stringValue": value}
    if isinstance(value, bool):
        return {"boolValue": value}
    if isinstance(value, int):
        if INT64_MIN <= value <= INT64_MAX:
            return {"intValue": str(value)}
        return {"stringValue": str(value)}
    if isinstance(value, float):
        return {"doubleValue": value}
    return {"arrayValue": {"values": [{"stringValue": item} for item in value]}}


def attributes(pairs: Sequence[tuple[str, Value]]) -> list[dict[str, Any]]:
    """OTLP ``KeyValue`` list of ``pairs`` in their order, leaving out None values."""
    return [{"key": key, "value": any_value(value)} for key, value in pairs if value is not None]


def dumps_otlp(traces: dict[str, Any]) -> bytes:
    """One ``TracesData`` as one line of an OTLP JSON Lines file (UTF-8, ``\\n`` ended)."""
    # every integer of a TracesData is written as text (any_value), and the strict reader
    # admits no lone surrogate: orjson writes every line
    return orjson.dumps(traces, option=orjson.OPT_APPEND_NEWLINE)


__all__ = [
    "KIND_CLIENT",
    "KIND_INTERNAL",
    "STATUS_ERROR",
    "Value",
    "any_value",
    "attributes",
    "dumps_json",
    "dumps_otlp",
    "identity",
    "span_id",
    "trace_id",
]
