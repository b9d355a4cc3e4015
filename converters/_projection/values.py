"""Small helpers shared by the projection modules: JSON value tests, gaps, sums.

Everything here works on plain parsed JSON values (dicts, lists, str, int, float, bool,
None). Nothing is mutated in place.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import Any, TypeGuard

from trajspec._jsonvalues import json_count, json_number
from trajspec._model_calls import model_ref_key as model_ref_key  # re-exported: one definition

JsonObject = dict[str, Any]

#: Gap codes the collector writes (every one is in spec/gaps/gap_codes.json).
NO_RECORDS = "model_call_capture_no_records"
RECORDS_UNREADABLE = "model_call_capture_records_unreadable"
CAPTURE_INCOMPLETE = "model_call_capture_incomplete"
CAPTURE_UNREADABLE = "model_call_capture_unreadable"
JOIN_FAILED = "agent_observation_join_failed"
REF_UNMATCHED = "model_call_reference_unmatched"
REF_AMBIGUOUS = "model_call_reference_ambiguous"
REF_CONFLICT = "model_call_reference_conflict"
OWNERSHIP_UNAVAILABLE = "model_call_ownership_unavailable"
IDENTITY_MISMATCH = "producer_trajectory_identity_mismatch"
PRODUCER_INVALID = "producer_trajectory_invalid"
OBSERVATIONS_INVALID = "agent_observations_invalid"
CAPTURE_GAP_INVALID = "model_call_capture_gap_invalid"
MODEL_CALLS_UNAVAILABLE = "model_calls_unavailable"
TURNS_UNAVAILABLE = "turns_unavailable"
CONVERSATION_UNAVAILABLE = "conversation_unavailable"
PROJECTION_FAILED = "trajectory_projection_failed"
IDENTITY_INVALID = "trajectory_identity_invalid"
MULTIMODAL_REDACTED = "multimodal_history_redacted"

#: Keys of a capture call that hold payloads.
PAYLOAD_KEYS = ("request", "response", "request_raw", "response_raw")


def is_int(value: object) -> TypeGuard[int]:
    """A JSON integer as Python reads it: an int that is not a bool."""
    return isinstance(value, int) and not isinstance(value, bool)


def is_number(value: object) -> TypeGuard[int | float]:
    """A finite JSON number (int or float, not bool)."""
    return json_number(value) is not None


def count(value: object) -> int | None:
    """A token count: a non-negative JSON integer (``12`` or ``12.0``) as an int, else None."""
    return json_count(value)


def text(value: object) -> str | None:
    """A non-empty string, else None (empty strings count as absent)."""
    return value if isinstance(value, str) and value else None


def total(values: Iterable[int | float]) -> int | float:
    """An exact sum: integers add exactly, floats with correct rounding (math.fsum)."""
    items = list(values)
    if all(is_int(v) for v in items):
        return sum(items)
    return math.fsum(items)


def gap(code: str, invocation_id: str | None = None, detail: str | None = None) -> JsonObject:
    """An ObservationGap with only the members that carry information."""
    out: JsonObject = {"code": code}
    if invocation_id is not None:
        out["invocation_id"] = invocation_id
    if detail is not None:
        out["detail"] = detail
    return out


def gap_key(item: Mapping[str, Any]) -> tuple[Any, Any, Any]:
    """What makes two gaps the same: (code, invocation_id, detail); null equals absent."""
    return (item.get("code"), item.get("invocation_id"), item.get("detail"))


def dedup_gaps(items: Iterable[Any]) -> list[Any]:
    """Gaps without repeats of (code, invocation_id, detail), first occurrence kept."""
    seen: set[tuple[Any, Any, Any]] = set()
    out: list[Any] = []
    for item in items:
        if isinstance(item, dict):
            key = gap_key(item)
            try:
                if key in seen:
                    continue
                seen.add(key)
            except TypeError:  # unhashable members: an invalid gap, kept as it is
                pass
        out.append(item)
    return out


def has_gap(container: object, code: str) -> bool:
    """Whether ``container`` (an object with a ``gaps`` list) holds a gap with ``code``."""
    if not isinstance(container, dict):
        return False
    gaps = container.get("gaps")
    if not isinstance(gaps, list):
        return False
    return any(isinstance(g, dict) and g.get("code") == code for g in gaps)


def without_payloads(call: Mapping[str, Any]) -> JsonObject:
    """A capture call without its request/response payloads."""
    return {key: value for key, value in call.items() if key not in PAYLOAD_KEYS}
