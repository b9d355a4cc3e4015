"""Performance figures: ``ng_perf`` per rollout, ``perf_summary`` across rollouts, and the
agent usage rule.

``ng_perf`` summarises the model calls and tool calls that the invocations of a trajectory
own, as :func:`trajspec._model_calls.owned_model_calls` decides (``ownership``, the rule the
evidence rules read too, over the invocations' references alone): a reference resolves to a
model call when exactly one call matches it; walking the invocations in order and their
references in order, the first to resolve a call owns it.

- ``num_turns`` = for each invocation its explicit turns, else its owned calls, else 1;
- ``num_tool_calls`` = tool calls whose invocation is one of the trajectory's;
- ``token_observability_coverage`` = owned calls / num_turns, capped at 1;
- token totals over owned calls that report them (absent when none does);
- ``total_latency_ms`` only when measured (given by the caller).
"""

from __future__ import annotations

import math
import statistics
from array import array
from collections.abc import Iterable, Mapping
from typing import Any

from trajspec._jsonvalues import INT64_MAX, INT64_MIN, JsonObject, first_out_of_range
from trajspec._model_calls import owned_model_calls
from trajspec.converters._projection.values import count, is_int, is_number

#: ng_perf token figure <- token_stats member, in the order they are written.
PERF_TOKENS = (
    ("prompt_tokens", "prompt_tokens"),
    ("cached_prompt_tokens", "cached_tokens"),
    ("completion_tokens", "completion_tokens"),
    ("reasoning_tokens", "reasoning_tokens"),
)


def build_ng_perf(
    trajectory: object,
    *,
    total_latency_ms: float | None = None,
    checked: bool = False,
) -> JsonObject | None:
    """The ng_perf of a trajectory, or None when it has none (not a valid trajectory, or no
    invocation). ``checked=True`` skips validating a trajectory the caller just produced."""
    if not isinstance(trajectory, dict):
        return None
    if not checked:
        from trajspec.converters._projection.trajectory import TRAJECTORY_SCHEMA, first_error

        if first_error(trajectory, TRAJECTORY_SCHEMA) is not None:
            return None
    invocations = [i for i in trajectory.get("invocations") or [] if isinstance(i, dict)]
    if not invocations:
        return None
    ids = {i["invocation_id"] for i in invocations}
    owners = owned_model_calls(trajectory)
    # plain dicts rather than Counters: a Counter costs more to build than these rows hold
    owned_per_invocation: dict[Any, int] = {}
    for owner in owners.values():
        owned_per_invocation[owner] = owned_per_invocation.get(owner, 0) + 1
    turns_per_invocation: dict[Any, int] = {}
    for t in trajectory.get("turns") or []:
        if isinstance(t, dict) and (turn_of := t.get("invocation_id")) in ids:
            turns_per_invocation[turn_of] = turns_per_invocation.get(turn_of, 0) + 1
    num_turns = 0
    for invocation in invocations:
        invocation_id = invocation["invocation_id"]
        num_turns += (
            turns_per_invocation.get(invocation_id, 0)
            or owned_per_invocation.get(invocation_id, 0)
            or 1
        )
    # Loops rather than a generator or comprehension per figure: before Python 3.12 each is
    # a function made and called, more than a rollout's few calls cost to read.
    num_tool_calls = 0
    for t in trajectory.get("tool_calls") or []:
        if isinstance(t, dict) and t.get("invocation_id") in ids:
            num_tool_calls += 1
    perf: JsonObject = {
        "num_turns": num_turns,
        "num_tool_calls": num_tool_calls,
        "token_observability_coverage": min(1.0, len(owners) / num_turns),
    }
    calls = trajectory.get("model_calls") or []
    # the owned calls' token stats once, in call order, for every figure
    owned_stats = [
        stats
        for position in sorted(owners)
        if isinstance(stats := calls[position].get("token_stats"), dict)
    ]
    # The four figures in one walk over the owned calls' stats (None: no call reports it),
    # written in PERF_TOKENS order.
    prompt = cached = completion = reasoning = None
    for stats in owned_stats:
        if (value := stats.get("prompt_tokens")) is not None and (
            value := count(value)
        ) is not None:
            prompt = value if prompt is None else prompt + value
        if (value := stats.get("cached_tokens")) is not None and (
            value := count(value)
        ) is not None:
            cached = value if cached is None else cached + value
        if (value := stats.get("completion_tokens")) is not None and (
            value := count(value)
        ) is not None:
            completion = value if completion is None else completion + value
        if (value := stats.get("reasoning_tokens")) is not None and (
            value := count(value)
        ) is not None:
            reasoning = value if reasoning is None else reasoning + value
    # A sum past the signed 64-bit range is left out as a figure no call reports: no reader
    # carries it exactly (tests/converters/test_projection_number_range.py).
    if prompt is not None and prompt <= INT64_MAX:
        perf["prompt_tokens"] = prompt
    if cached is not None and cached <= INT64_MAX:
        perf["cached_prompt_tokens"] = cached
    if completion is not None and completion <= INT64_MAX:
        perf["completion_tokens"] = completion
    if reasoning is not None and reasoning <= INT64_MAX:
        perf["reasoning_tokens"] = reasoning
    if total_latency_ms is not None:
        perf["total_latency_ms"] = total_latency_ms
    return perf


# -- perf_summary ----------------------------------------------------------------------


class _Series:
    """Numbers of one figure across rollouts, 8 bytes each, with their exact int sum."""

    __slots__ = ("all_int", "float_sum", "int_sum", "values")

    def __init__(self) -> None:
        self.values = array("d")
        self.all_int = True
        self.int_sum = 0
        self.float_sum = 0.0

    def fits(self, value: int | float) -> bool:
        """Whether the total stays a number the output can carry once ``value`` is added: an
        exact int total in the signed 64-bit range, else a finite float."""
        if self.all_int and is_int(value):
            return INT64_MIN <= self.int_sum + value <= INT64_MAX
        return math.isfinite(self.float_sum + float(value))

    def add(self, value: int | float) -> None:
        self.values.append(float(value))
        self.float_sum += float(value)
        if is_int(value):
            self.int_sum += int(value)
        else:
            self.all_int = False

    def __len__(self) -> int:
        return len(self.values)

    def _typed(self, value: float) -> int | float:
        return int(value) if self.all_int else value

    def total(self) -> int | float:
        return self.int_sum if self.all_int else math.fsum(self.values)

    def mean(self) -> float:
        return float(self.total()) / len(self.values)

    def median(self) -> int | float:
        ordered = sorted(self.values)
        n = len(ordered)
        if n % 2:
            return self._typed(ordered[n // 2])
        return (ordered[n // 2 - 1] + ordered[n // 2]) / 2

    def quantile(self, q: float) -> float:
        """Linear interpolation between closest ranks (pandas' default)."""
        ordered = sorted(self.values)
        position = q * (len(ordered) - 1)
        low = math.floor(position)
        high = min(low + 1, len(ordered) - 1)
        return ordered[low] + (ordered[high] - ordered[low]) * (position - low)

    def std(self) -> float:
        return statistics.pstdev(self.values)

    def minimum(self) -> int | float:
        return self._typed(min(self.values))

    def maximum(self) -> int | float:
        return self._typed(max(self.values))


class PerfSummary:
    """Accumulates ``perf_summary`` over rollout rows, one row at a time.

    Every row added counts in the denominator of the coverage figures; rows without an
    ``ng_perf`` object add nothing else. ``result()`` is None when no row carried ng_perf.
    An ng_perf with an integer beyond 64 bits, or one whose figures would carry a total past
    what the output can hold exactly, is left out whole: the rollout counts, its figures do
    not, and ``add`` says why (``left_out`` counts them).
    """

    def __init__(self) -> None:
        self.rollouts = 0
        self.with_perf = 0
        self.token_observed = 0
        self._tokens = {name: _Series() for name, _ in PERF_TOKENS}
        self._turns = _Series()
        self._per_turn = _Series()
        self._latency = _Series()
        self.left_out = 0

    def add(self, row: Mapping[str, Any]) -> str | None:
        """Count one rollout row; the reason when its ng_perf is left out, else None."""
        return self.add_perf(row.get("ng_perf") if isinstance(row, dict) else None)

    def _refusal(self, perf: dict[str, Any]) -> str | None:
        too_big = first_out_of_range(perf, "evidence")
        if too_big is not None:
            return "number.out_of_range: /ng_perf" + too_big.removeprefix("/:")
        pending = [(series, perf.get(name)) for name, series in self._tokens.items()]
        pending += [
            (self._turns, perf.get("num_turns")),
            (self._latency, perf.get("total_latency_ms")),
        ]
        for (series, value), name in zip(
            pending, [*self._tokens, "num_turns", "total_latency_ms"], strict=True
        ):
            if is_number(value) and not series.fits(value):
                return (
                    f"/ng_perf/{name}: adding {value} would take the total of {name} beyond "
                    "what the summary can carry exactly (a signed 64-bit integer, a finite number)"
                )
        return None

    def add_perf(self, perf: object) -> str | None:
        """Count one rollout by its ng_perf value (None or a non-object: no ng_perf); the
        reason when that ng_perf is left out, else None."""
        self.rollouts += 1
        if not isinstance(perf, dict):
            return None
        refusal = self._refusal(perf)
        if refusal is not None:
            self.left_out += 1
            return refusal
        self.with_perf += 1
        coverage = perf.get("token_observability_coverage")
        if is_number(coverage) and coverage > 0:
            self.token_observed += 1
        for name, series in self._tokens.items():
            value = perf.get(name)
            if is_number(value):
                series.add(value)
        turns = perf.get("num_turns")
        if is_number(turns):
            self._turns.add(turns)
            completion = perf.get("completion_tokens")
            if is_number(completion) and turns > 0:
                self._per_turn.add(completion / turns)
        latency = perf.get("total_latency_ms")
        if is_number(latency):
            self._latency.add(latency)
        return None

    def result(self) -> JsonObject | None:
        """The perf_summary, or None when no rollout carried ng_perf."""
        if not self.rollouts or not self.with_perf:
            return None
        out: JsonObject = {
            "overall_observability_coverage": self.with_perf / self.rollouts,
            "token_observability_coverage": self.token_observed / self.rollouts,
        }
        for name, series in self._tokens.items():
            if len(series):
                out[f"mean_{name}"] = series.mean()
                out[f"median_{name}"] = series.median()
                out[f"total_{name}"] = series.total()
        turns = self._turns
        if len(turns):
            out["mean_num_turns"] = turns.mean()
            out["median_num_turns"] = turns.median()
            out["std_num_turns"] = turns.std()
            out["min_num_turns"] = turns.minimum()
            out["p90_num_turns"] = turns.quantile(0.9)
            out["max_num_turns"] = turns.maximum()
        if len(self._per_turn):
            out["mean_tokens_per_turn"] = self._per_turn.mean()
            out["median_tokens_per_turn"] = self._per_turn.median()
        if len(self._latency):
            out["total_latency_p50_ms"] = self._latency.quantile(0.5)
            out["total_latency_p90_ms"] = self._latency.quantile(0.9)
            out["total_latency_p99_ms"] = self._latency.quantile(0.99)
            out["total_latency_mean_ms"] = self._latency.mean()
        return out


def perf_summary(rows: Iterable[Mapping[str, Any]]) -> JsonObject | None:
    """The perf_summary of rollout rows (None when none of them carries ng_perf)."""
    summary = PerfSummary()
    for row in rows:
        summary.add(row)
    return summary.result()


# -- the agent usage rule ------------------------------------------------------------------

_FAILED_STATUSES = frozenset({"failed", "error", "cancelled"})


def _call_facts(call: Mapping[str, Any]) -> tuple[Mapping[str, Any], object, object]:
    """(status source, prompt tokens, completion tokens) of a trajectory model call or of
    a capture record."""
    if "token_stats" in call or "response_metadata" in call:
        stats = call.get("token_stats")
        stats = stats if isinstance(stats, dict) else {}
        metadata = call.get("response_metadata")
        return (
            metadata if isinstance(metadata, dict) else {},
            stats.get("prompt_tokens"),
            stats.get("completion_tokens"),
        )
    return call, call.get("tokens_in"), call.get("tokens_out")


def finished(call: Mapping[str, Any]) -> bool:
    """Whether a model call finished with a response: not an HTTP status of 400 or more, no
    error category, and no failed/error/cancelled response status."""
    status, _, _ = _call_facts(call)
    code = status.get("status_code")
    if is_number(code) and code >= 400:
        return False
    if status.get("error_category"):
        return False
    response_status = status.get("response_status")  # any JSON value; only strings can fail
    return not (isinstance(response_status, str) and response_status in _FAILED_STATUSES)


def expected_usage(calls: Iterable[Mapping[str, Any]]) -> JsonObject | None:
    """The usage an agent reports for its response: the sums over the model calls that
    finished with a response (zero tokens when none finished). None (omit usage) only when
    a finished call's prompt or completion count is unknown.

    ``calls`` are the model calls the response covers: trajectory model calls
    (``token_stats``/``response_metadata``) or capture records (``tokens_in``/``tokens_out``).
    """
    prompt = completion = 0
    for call in calls:
        if not isinstance(call, dict) or not finished(call):
            continue
        _, p, c = _call_facts(call)
        p_count, c_count = count(p), count(c)
        if p_count is None or c_count is None:
            return None
        prompt += p_count
        completion += c_count
    return {
        "input_tokens": prompt,
        "output_tokens": completion,
        "total_tokens": prompt + completion,
    }


__all__ = [
    "PerfSummary",
    "build_ng_perf",
    "expected_usage",
    "finished",
    "owned_model_calls",
    "perf_summary",
]
