"""What a run folder holds of one row: the exact JSON of a recorded row (no NaN, infinity or
integer beyond 64 bits written as something else), the materialized input of a try and the
OmittedRollout of a try that has no result."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, Final

import orjson

from trajspec._jsonvalues import first_out_of_range
from trajspec.converters._runs.tries import OMITTED, describe

#: Keys of a result that a materialized input (the row as dispatched) does not carry.
RESULT_KEYS: Final = frozenset(
    {
        "response",
        "reward",
        "ng_model_call_capture",
        "ng_agent_observations",
        "ng_trajectory",
        "ng_perf",
        "_ng_no_persist",
        "_ng_dispatch_drained",
        "_ng_attempt_index",
    }
)
#: Keys an omitted row copies from the dispatched row (OmittedRollout), in order.
OMITTED_IDENTITY_KEYS: Final = (
    "_ng_task_index",
    "_ng_rollout_index",
    "_ng_attempt_index",
    "_ng_rollout_id",
    "agent_ref",
    "task_source",
    "skills_ref",
    "_ng_environment_server",
    "task_id",
    "problem_id",
    "instance_id",
    "trajectory_identity",
)
OMISSION_REASONS: Final = ("interrupted", "not_started")
#: The integers orjson writes (signed and unsigned 64 bits); it refuses any other.
_ORJSON_MIN: Final = -(2**63)
_ORJSON_MAX: Final = 2**64 - 1


def unwritable(value: Any) -> str | None:
    """Why ``value`` cannot be written as JSON exactly, or None: a NaN or infinity anywhere
    (orjson would write ``null``), or an integer at an integer member beyond 64 bits
    (trajspec/_jsonvalues.py), or anywhere past 64 bits; ``<pointer>: <reason>``."""
    return _inexact(value) or first_out_of_range(value, "evidence")


def _inexact(value: Any, path: str = "") -> str | None:
    """A NaN or infinity (orjson would write ``null``), or an integer that orjson cannot write
    at all (past 64 bits), anywhere in ``value``: ``<pointer>: <reason>``."""
    if isinstance(value, float) and not math.isfinite(value):
        return f"{path or '/'}: {value!r} is not a JSON number (it would be written as null)"
    if (
        isinstance(value, int)
        and not isinstance(value, bool)
        and not _ORJSON_MIN <= value <= _ORJSON_MAX
    ):
        return f"{path or '/'}: the integer {value} is past 64 bits, which no row can carry exactly"
    if isinstance(value, Mapping):
        for key, member in value.items():
            found = _inexact(member, f"{path}/{key}")
            if found is not None:
                return found
    if isinstance(value, list | tuple):
        for index, item in enumerate(value):
            found = _inexact(item, f"{path}/{index}")
            if found is not None:
                return found
    return None


def dumps_row(row: Mapping[str, Any]) -> bytes:
    try:
        data = orjson.dumps(row)
    except TypeError as error:
        # orjson refuses an integer past 64 bits as it refuses what is not JSON: the first is
        # a value out of range (ValueError, as for one orjson writes), the second a TypeError.
        why = _inexact(row)
        if why is not None:
            raise ValueError(f"row ({describe(row)}) cannot be written exactly: {why}") from None
        raise TypeError(f"row ({describe(row)}) is not plain JSON: {error}") from None
    # a NaN or an infinity is written as null: look for them only then
    why = (_inexact(row) if b"null" in data else None) or first_out_of_range(row, "evidence")
    if why is not None:
        raise ValueError(f"row ({describe(row)}) cannot be written exactly: {why}")
    return data


def materialized(row: Mapping[str, Any], key: str) -> dict[str, Any]:
    """The materialized input of a try: the row as dispatched, without result keys or
    attempt index, with its shard key."""
    out = {
        k: v for k, v in row.items() if k not in RESULT_KEYS and not k.startswith("_ng_failure_")
    }
    out["_ng_rollout_id"] = key
    return out


def _typed_identity(key: str, value: Any) -> bool:
    """Whether an identity value may be copied into an OmittedRollout (a closed schema)."""
    if key in {"problem_id", "instance_id"}:
        return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))
    if key == "task_id":
        if isinstance(value, dict):
            return set(value) == {"taskset", "task_id"} and all(
                isinstance(v, str) for v in value.values()
            )
        return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))
    if key == "agent_ref":
        return isinstance(value, dict) and isinstance(value.get("name"), str)
    if key == "trajectory_identity":
        return isinstance(value, dict)
    return True


def omitted_row(
    source: Mapping[str, Any], key: str, attempt: int, reason: str, message: str | None
) -> dict[str, Any]:
    """An OmittedRollout for a try: the dispatched row's identity keys and the omission."""
    if reason not in OMISSION_REASONS:
        raise ValueError(f"reason must be one of {', '.join(OMISSION_REASONS)}, not {reason!r}")
    row: dict[str, Any] = {}
    for name in OMITTED_IDENTITY_KEYS:
        if name == "_ng_rollout_id":
            row[name] = key
        elif name == "_ng_attempt_index":
            if attempt > 0:
                row[name] = attempt
        elif name in source and _typed_identity(name, source[name]):
            row[name] = source[name]
    row["_ng_failure_class"] = OMITTED
    row["_ng_failure_type"] = reason
    row["_ng_failure_message"] = message or (
        "dispatched, then stopped before a result came back"
        if reason == "interrupted"
        else "never dispatched"
    )
    row["_ng_failure_terminal"] = False
    return row


__all__ = [
    "OMISSION_REASONS",
    "OMITTED_IDENTITY_KEYS",
    "RESULT_KEYS",
    "dumps_row",
    "materialized",
    "omitted_row",
    "unwritable",
]
