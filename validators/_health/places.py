"""Where in its row a health finding is: a JSON Pointer, and the line and column span of it.

A health finding names its subject by a locator (``call_id``, ``invocation_id`` and
``turn``) that a person reads; an editor and code scanning need a place in the input. For a
row with findings (never for a clean one, so clean input pays nothing) each finding gets the
pointer of the value it is about and that value's span in the row's text
(``trajspec._positions.span_in_file``):

- ``record_unreadable`` of a trajectory that is no valid record: the ``path`` of its detail;
  of an unreadable line: where reading failed (the strict reader's line and column);
- a call locator: ``/ng_trajectory/model_calls/<i>``, the call the locator names (the same
  naming as ``evidence.Call.call_id``);
- a turn locator: ``/ng_trajectory/turns/<j>``, the first turn of that invocation and number;
- any other finding of a check that reads the trajectory: ``/ng_trajectory``; else the row.
"""

from __future__ import annotations

from typing import Any

from trajspec._findings import pointer
from trajspec._model_calls import trajectory_call_key
from trajspec._positions import span_in_file
from trajspec.validators._health.evidence import _call
from trajspec.validators._health.registry import by_id
from trajspec.validators._health.rollout import UNREADABLE, RawFinding

#: A finding's place: the pointer into its row, and line, column, end line and end column in
#: the file (None: unknown).
Place = tuple[str, int | None, int | None, int | None, int | None]


def finding_pointer(row: Any, found: RawFinding) -> str:
    """The JSON Pointer, into ``row``, of what a finding is about (see the module docstring)."""
    check, locator, detail = found
    if check == UNREADABLE:
        path = detail.get("path")
        return path if isinstance(path, str) else ""
    trajectory = row.get("ng_trajectory") if isinstance(row, dict) else None
    if not isinstance(trajectory, dict):
        return ""
    if isinstance(locator, dict) and "call_id" in locator:
        calls = trajectory.get("model_calls")
        for i, raw in enumerate(calls if isinstance(calls, list) else []):
            call = _call(i, raw if isinstance(raw, dict) else {}, trajectory_call_key(raw))
            if call.call_id == locator["call_id"]:
                return pointer(("ng_trajectory", "model_calls", i))
    if isinstance(locator, dict) and "turn" in locator:
        turns = trajectory.get("turns")
        for j, turn in enumerate(turns if isinstance(turns, list) else []):
            if (
                isinstance(turn, dict)
                and turn.get("invocation_id") == locator.get("invocation_id")
                and turn.get("turn_no") == locator["turn"]
            ):
                return pointer(("ng_trajectory", "turns", j))
    check_spec = by_id().get(check)
    if check_spec is not None and "trajectory" in check_spec.inputs:
        return "/ng_trajectory"
    return ""


def places(row: Any, raw: bytes, line: int, findings: list[RawFinding]) -> list[Place]:
    """The place of each finding of a readable row whose text ``raw`` is line ``line``."""
    text = raw.decode("utf-8", errors="replace")
    out: list[Place] = []
    for found in findings:
        path = finding_pointer(row, found)
        span = span_in_file(text, path, line)
        if span is None:
            out.append((path, line, None, None, None))
        else:
            out.append((path, span.line, span.column, span.end_line, span.end_column))
    return out


def reading_place(line: int, column: int) -> Place:
    """The place of an unreadable line's finding: where reading failed (as the strict reader's
    findings are placed: a start, no end)."""
    return ("", line, column, None, None)


__all__ = ["Place", "finding_pointer", "places", "reading_place"]
