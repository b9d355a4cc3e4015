"""What reverify sends to a verifier and keeps beside its answer: the verify payload (the
materialized input row with the rebuilt response and its request parameters) and the
provenance of the document."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trajspec._findings import Finding
from trajspec._jsonvalues import JsonObject
from trajspec._rules import finding

PROJECTION_STATUS = "complete"

#: Request parameters of ``responses_create_params`` that the verify payload's response carries.
OVERLAY_KEYS = (
    "background",
    "instructions",
    "max_output_tokens",
    "max_tool_calls",
    "metadata",
    "parallel_tool_calls",
    "previous_response_id",
    "prompt",
    "reasoning",
    "service_tier",
    "temperature",
    "text",
    "tool_choice",
    "tools",
    "top_logprobs",
    "top_p",
    "truncation",
    "user",
)


def provenance(document: Mapping[str, Any], source_sha256: str) -> JsonObject:
    """What a result row says about the document it was rebuilt from (never sent to the
    verifier)."""
    return {
        "trajectory_id": document.get("trajectory_id"),
        "session_id": document.get("session_id"),
        "source_sha256": source_sha256,
        "schema_version": document.get("schema_version"),
        "projection_status": PROJECTION_STATUS,
    }


def verify_payload(
    row: Mapping[str, Any], response: Mapping[str, Any]
) -> tuple[JsonObject | None, list[Finding]]:
    """The payload a verifier scores: the materialized input ``row`` with ``response``
    replaced by the rebuilt one, overlaid with the request parameters of the row's
    ``responses_create_params``. Findings (and no payload) when the row has no such object."""
    params = row.get("responses_create_params")
    if not isinstance(params, dict):
        return None, [
            finding(
                "reverify.input_no_create_params",
                ("responses_create_params",),
                "the materialized input row has no responses_create_params object; the "
                "response a verifier scores carries its request parameters",
            )
        ]
    overlaid = dict(response)
    for key in OVERLAY_KEYS:
        if key in params:
            overlaid[key] = params[key]
    payload = dict(row)
    payload["response"] = overlaid
    return payload, []


__all__ = [
    "OVERLAY_KEYS",
    "PROJECTION_STATUS",
    "provenance",
    "verify_payload",
]
