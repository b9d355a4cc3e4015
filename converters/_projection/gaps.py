"""ObservationGaps as the projection writes them: the gap codes it uses (every one is in
spec/gaps/gap_codes.json) and the helpers that build, compare and look for gaps."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from trajspec._jsonvalues import JsonObject

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


__all__ = [
    "CAPTURE_GAP_INVALID",
    "CAPTURE_INCOMPLETE",
    "CAPTURE_UNREADABLE",
    "CONVERSATION_UNAVAILABLE",
    "IDENTITY_INVALID",
    "IDENTITY_MISMATCH",
    "JOIN_FAILED",
    "MODEL_CALLS_UNAVAILABLE",
    "MULTIMODAL_REDACTED",
    "NO_RECORDS",
    "OBSERVATIONS_INVALID",
    "OWNERSHIP_UNAVAILABLE",
    "PRODUCER_INVALID",
    "PROJECTION_FAILED",
    "RECORDS_UNREADABLE",
    "REF_AMBIGUOUS",
    "REF_CONFLICT",
    "REF_UNMATCHED",
    "TURNS_UNAVAILABLE",
    "dedup_gaps",
    "gap",
    "gap_key",
    "has_gap",
]
