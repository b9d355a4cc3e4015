"""Task-level health: the repeats of a task and the task checks that judge them.

Records that share a repeat's identity (stage_index, _ng_rollout_index) are one repeat: its
verdict is the copies' common verdict, or unobserved when they disagree; it observed its
policy calls when every copy did; it had a successful call when any copy had one. Task
findings never change a rollout's verdict.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import attrgetter
from typing import Any, NamedTuple


class Repeat(NamedTuple):
    """One repeat of a task, its copies folded together (a named tuple: made in one step,
    once per record)."""

    verdict: str
    policy_calls_observed: bool
    successful_model_calls: int


def fold(copies: Sequence[Repeat]) -> Repeat:
    """The repeat that several records of one repeat identity stand for."""
    verdicts = {copy.verdict for copy in copies}
    return Repeat(
        verdict=verdicts.pop() if len(verdicts) == 1 else "unobserved",
        policy_calls_observed=all(copy.policy_calls_observed for copy in copies),
        successful_model_calls=max(copy.successful_model_calls for copy in copies),
    )


#: A task check: the task's repeats -> None (unobserved) or its findings' details.
TaskCheck = Callable[[Sequence[Repeat]], list[dict[str, Any]] | None]


# (the repeats' members read in C: a generator per task and check cost more than the check)
_verdict = attrgetter("verdict")
_observed = attrgetter("policy_calls_observed")
_successful = attrgetter("successful_model_calls")


def _consistently_unhealthy(repeats: Sequence[Repeat]) -> list[dict[str, Any]] | None:
    verdicts = [*map(_verdict, repeats)]
    judged = len(verdicts) - verdicts.count("unobserved")
    if judged < 2:
        return None  # one judged repeat says nothing about consistency
    if verdicts.count("unhealthy") == judged:  # every judged repeat is unhealthy
        return [{"computable_repeats": judged}]
    return []


def _no_successful_calls(repeats: Sequence[Repeat]) -> list[dict[str, Any]] | None:
    if not all(map(_observed, repeats)):
        return None  # a repeat whose policy calls are not all known may have had a success
    if any(map(_successful, repeats)):
        return []
    return [{"repeats": len(repeats)}]


#: The logic of each task check, by id.
TASK_CHECKS: dict[str, TaskCheck] = {
    "task_consistently_unhealthy": _consistently_unhealthy,
    "task_no_successful_model_calls": _no_successful_calls,
}

__all__ = ["TASK_CHECKS", "Repeat", "TaskCheck", "fold"]
