"""The gap vocabularies the evidence rules read, and the rule of one gap (gap.code_known)."""

from __future__ import annotations

import functools
from typing import Any, Final

import orjson

from trajspec._jsonvalues import show
from trajspec._rules import finding
from trajspec._schemas import spec_root
from trajspec.validators._evidence.values import Out, Path, objects

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


@functools.cache
def known_gap_codes() -> frozenset[str]:
    """The codes listed in spec/gaps/gap_codes.json."""
    data = orjson.loads((spec_root() / "gaps" / "gap_codes.json").read_bytes())
    return frozenset(entry["code"] for entry in data["codes"])


def gap_rules(value: Any, path: Path, out: Out) -> None:
    if not isinstance(value, dict):
        return
    code = value.get("code")
    if isinstance(code, str) and code and code not in known_gap_codes():
        out.append(
            finding(
                "gap.code_known",
                (*path, "code"),
                f"gap code {show(code, limit=80)} is not one of the known codes of "
                "spec/gaps/gap_codes.json; new codes are allowed, but check the spelling",
            )
        )


def gap_list_rules(value: Any, path: Path, out: Out) -> None:
    if not value:  # nothing to read (the usual empty list), without starting objects()
        return
    for index, gap in objects(value):
        gap_rules(gap, (*path, index), out)
