"""OTLP JSON (the file format) to and from OTLP's protobuf message classes.

OTLP JSON is the protobuf JSON mapping with ids in hex instead of base64 (and enums as
integers, which the mapping reads too), so a line becomes a ``TracesData`` once its ids are
re-encoded; ``to_json`` is the way back. A line that survives ``to_json(parse(line))``
unchanged was converted without loss."""

from __future__ import annotations

import base64
import copy
from collections.abc import Callable
from typing import Any

from google.protobuf import json_format
from opentelemetry.proto.trace.v1.trace_pb2 import TracesData

_IDS = ("traceId", "spanId", "parentSpanId")


def _ids(traces: dict[str, Any], recode: Callable[[str], str]) -> dict[str, Any]:
    traces = copy.deepcopy(traces)
    for resource in traces.get("resourceSpans", []):
        for scope in resource.get("scopeSpans", []):
            for span in scope.get("spans", []):
                for name in _IDS:
                    if name in span:
                        span[name] = recode(span[name])
                for link in span.get("links", []):
                    for name in ("traceId", "spanId"):
                        link[name] = recode(link[name])
    return traces


def parse(traces: dict[str, Any]) -> TracesData:
    """One OTLP JSON ``TracesData`` as the protobuf message; raises ParseError if invalid.
    A hex id that is not hex raises ValueError."""
    encoded = _ids(traces, lambda hex_id: base64.b64encode(bytes.fromhex(hex_id)).decode())
    return json_format.ParseDict(encoded, TracesData())


def to_json(message: TracesData) -> dict[str, Any]:
    """The message in OTLP JSON form (hex ids, integer enums). The JSON mapping leaves out a
    time of 0 (protobuf's default); the export writes it, so it is put back."""
    plain = json_format.MessageToDict(message, use_integers_for_enums=True)
    for resource in plain.get("resourceSpans", []):
        for scope in resource.get("scopeSpans", []):
            for span in scope.get("spans", []):
                span.setdefault("startTimeUnixNano", "0")
                span.setdefault("endTimeUnixNano", "0")
                for event in span.get("events", []):
                    event.setdefault("timeUnixNano", "0")
    return _ids(plain, lambda b64: base64.b64decode(b64).hex())
