"""Where a span sits in time.

ATIF gives one instant per step (``timestamp``), not an interval. A span gets a duration only
from a measurement the producer recorded; everything else is a zero-length span at a known
instant, and the attribute ``trajspec.timing`` says which rule placed it (``TIMING``):

- ``measured``: an interval the producer measured: ``started_at`` and ``completed_at`` (Unix
  seconds) of a model call (step ``extra.nemo_gym.model_call``) or of a tool execution
  (observation result ``extra.nemo_gym``), as NeMo Gym's ATIF export writes them;
- ``timestamp``: zero length at the step's own timestamp (a naive timestamp is read as UTC);
- ``previous``: the step has no timestamp: zero length at the latest time known before it in
  document order (within a subagent, the time of the tool call that started it counts);
- ``next``: nothing before it has a time: zero length at the first time the trajectory knows;
- ``none``: the trajectory knows no time at all: zero length at 0 (the Unix epoch);
- ``children``: a step, agent or subagent span, from the earliest start to the latest end of
  the spans under it (and of the step's own timestamp).

A duration is never made up: a span is longer than zero only when ``measured`` or
``children`` says where its length comes from.
"""

from __future__ import annotations

import datetime
import math
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Final

from trajspec._jsonvalues import json_number

#: The values of the ``trajspec.timing`` attribute.
TIMING: Final = ("measured", "timestamp", "previous", "next", "none", "children")

_EPOCH: Final = datetime.datetime(1970, 1, 1, tzinfo=datetime.UTC)
_UINT64: Final = 2**64
_NANOS: Final = 1_000_000_000


@dataclass(frozen=True, slots=True)
class Interval:
    """A span's start and end (Unix nanoseconds) and the rule that placed it."""

    start: int
    end: int
    timing: str


def stamp_nanos(text: object) -> int | None:
    """A step timestamp as Unix nanoseconds; None when there is none or it cannot be read
    (the validator reports that), or it lies before 1970 (OTLP times are unsigned)."""
    if not isinstance(text, str):
        return None
    try:
        moment = datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=datetime.UTC)
        delta = moment - _EPOCH
    except (ValueError, OverflowError):
        return None
    nanos = (delta.days * 86_400 + delta.seconds) * _NANOS + delta.microseconds * 1_000
    return nanos if 0 <= nanos < _UINT64 else None


def _seconds_nanos(value: object) -> int | None:
    number = json_number(value)
    if number is None or (isinstance(number, float) and not math.isfinite(number)):
        return None
    # Decimal of the shortest text: 1767225610.85 s is exactly 1767225610850000000 ns
    nanos = int((Decimal(repr(number)) * _NANOS).to_integral_value())
    return nanos if 0 <= nanos < _UINT64 else None


def measured(extra: object) -> tuple[int, int] | None:
    """``started_at`` and ``completed_at`` of a producer's ``extra.nemo_gym``-style record
    as nanoseconds, when both are numbers and the start is not after the end."""
    if not isinstance(extra, dict):
        return None
    start = _seconds_nanos(extra.get("started_at"))
    end = _seconds_nanos(extra.get("completed_at"))
    if start is None or end is None or start > end:
        return None
    return start, end


class Clock:
    """The latest time known so far in document order, and the placement of untimed spans."""

    def __init__(self, first: int | None, cursor: int | None = None) -> None:
        self.first = first
        self.cursor = cursor

    def child(self, first: int | None) -> Clock:
        """The clock of an embedded subagent: it starts from this clock's time."""
        return Clock(first if self.cursor is None else self.cursor, self.cursor)

    def place(self, known: tuple[int, int] | None, timing: str) -> Interval:
        """``known`` as an interval placed by ``timing``; without it, a zero-length span by
        the placement rules."""
        if known is not None:
            self.see(known[1])
            return Interval(known[0], known[1], timing)
        if self.cursor is not None:
            return Interval(self.cursor, self.cursor, "previous")
        if self.first is not None:
            return Interval(self.first, self.first, "next")
        return Interval(0, 0, "none")

    def see(self, nanos: int) -> None:
        if self.cursor is None or nanos > self.cursor:
            self.cursor = nanos


def covering(own: Interval, children: list[Interval]) -> Interval:
    """The interval of a span over its own placement and its children's."""
    if not children:
        return own
    starts = [c.start for c in children]
    ends = [c.end for c in children]
    if own.timing == "timestamp":
        starts.append(own.start)
        ends.append(own.end)
    return Interval(min(starts), max(ends), "children")


def first_time(steps: list[Any], model_call: Any, tool_timing: Any) -> int | None:
    """The first time a trajectory's steps know (a measured start or a timestamp)."""
    for step in steps:
        if not isinstance(step, dict):
            continue
        times = [stamp_nanos(step.get("timestamp"))]
        call = measured(model_call(step))
        times.append(None if call is None else call[0])
        for result in tool_timing(step):
            span = measured(result)
            times.append(None if span is None else span[0])
        known = [t for t in times if t is not None]
        if known:
            return min(known)
    return None


__all__ = ["TIMING", "Clock", "Interval", "covering", "first_time", "measured", "stamp_nanos"]
