"""The gap vocabularies the evidence rules read, and the rule of one gap (gap.code_known)."""

from __future__ import annotations

from typing import Any, Final

from trajspec._gaps import known_gap_codes
from trajspec._jsonvalues import show
from trajspec.validators._evidence.values import Node, Problems

#: Gaps that say the model calls are unavailable or the capture is incomplete, so that a
#: reference may fail to resolve for want of evidence (in gap_codes.json: the gaps that gate the
#: health check trajectory_capture_mismatch).
CALLS_INCOMPLETE: Final = frozenset(
    {
        "model_calls_unavailable",
        "model_call_capture_incomplete",
        "model_call_capture_records_unreadable",
        "model_call_capture_unreadable",
        "trajectory_projection_failed",
    }
)

#: Gaps that make the owned calls an incomplete account of the agent's usage: the above plus the
#: call-scope gap (in gap_codes.json: the gaps that gate rollout_token_count_mismatch).
USAGE_UNKNOWABLE: Final = CALLS_INCOMPLETE | {"turn_model_call_scope_incomplete"}


def gap_rules(value: dict[str, Any], node: Node, context: Any) -> Problems:
    """Rule gap.code_known (the schema proved ``code`` a non-empty string)."""
    code = value["code"]
    if code in known_gap_codes():
        return ()
    return (
        (
            "gap.code_known",
            ("code",),
            f"gap code {show(code, limit=80)} is not one of the known codes of "
            "spec/gaps/gap_codes.json; new codes are allowed, but check the spelling",
        ),
    )


__all__ = ["CALLS_INCOMPLETE", "USAGE_UNKNOWABLE", "gap_rules", "known_gap_codes"]
