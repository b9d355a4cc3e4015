"""What a shard holds of each try, and what a resume still needs: one rule for the recorder,
``trajspec status`` and the resume list.

A try is a pair (task index, rollout index). Its state, first match wins:

- ``completed``: the shard holds its rollout (main file);
- ``failed_terminal``: a failed attempt in the sidecar is terminal (``_ng_failure_terminal``);
- ``failed_exhausted``: its failed attempts reached ``max_attempts``;
- ``failed``: it has failed attempts and may be tried again;
- ``omitted``: the sidecar holds only omitted rows for it (interrupted or never started);
- ``missing``: no row at all.

A resume dispatches ``failed``, ``omitted`` and ``missing`` tries; a try with ``k`` failed
attempts is dispatched as attempt ``k`` (``_ng_attempt_index``, only when positive), as NeMo
Gym stamps resumed rows. Omitted rows are not attempts.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from trajspec._jsonvalues import json_count

DEFAULT_MAX_ATTEMPTS: Final = 3
OMITTED: Final = "omitted"
STATES: Final = ("completed", "failed_terminal", "failed_exhausted", "failed", "omitted", "missing")
RESUMABLE: Final = frozenset({"failed", "omitted", "missing"})

TryKey = tuple[int, int]


class RowIdentityError(ValueError):
    """A row that lacks the task and rollout indices a shard needs."""


def try_key(row: Mapping[str, Any], where: str = "row") -> TryKey:
    """The (task index, rollout index) of a row; RowIdentityError naming the row otherwise."""
    task, rollout = json_count(row.get("_ng_task_index")), json_count(row.get("_ng_rollout_index"))
    if task is None or rollout is None:
        missing = [
            name
            for name, value in (("_ng_task_index", task), ("_ng_rollout_index", rollout))
            if value is None
        ]
        raise RowIdentityError(
            f"{where} ({describe(row)}) needs {' and '.join(missing)} as a JSON integer >= 0: a "
            "shard identifies each try by its task and rollout indices"
        )
    return task, rollout


def describe(row: Mapping[str, Any]) -> str:
    """A short description of a row for error messages."""
    parts = []
    for key in ("_ng_rollout_id", "task_id", "_ng_task_index", "_ng_rollout_index"):
        if key in row:
            parts.append(f"{key}={row[key]!r}"[:80])
    return ", ".join(parts) or f"keys {sorted(str(k) for k in row)[:6]!r}"


def failure_class(row: Mapping[str, Any]) -> str | None:
    """The failure class that routes a row to the sidecar (None: a rollout)."""
    value = row.get("_ng_failure_class")
    if value is None:
        return None
    return value if isinstance(value, str) else str(value)


@dataclass(slots=True)
class TryFacts:
    """What a shard's files say about one try."""

    expected: bool = False  # listed in the materialized inputs
    completed: bool = False
    attempts: int = 0  # failed attempts (omitted rows are not attempts)
    terminal: bool = False
    omitted: bool = False

    def add_failure(self, row: Mapping[str, Any]) -> str:
        """Count one sidecar row; returns its class."""
        cls = failure_class(row) or ""
        if cls == OMITTED:
            self.omitted = True
        else:
            self.attempts += 1
            if row.get("_ng_failure_terminal") is True:
                self.terminal = True
        return cls

    def state(self, max_attempts: int) -> str:
        if self.completed:
            return "completed"
        if self.attempts:
            if self.terminal:
                return "failed_terminal"
            if self.attempts >= max_attempts:
                return "failed_exhausted"
            return "failed"
        return "omitted" if self.omitted else "missing"


@dataclass(slots=True)
class Progress:
    """Counts over the tries of a shard (or of several)."""

    tries: int = 0
    states: Counter[str] = field(default_factory=Counter)
    attempts: int = 0
    by_class: Counter[str] = field(default_factory=Counter)

    def add(self, facts: TryFacts, max_attempts: int) -> str:
        state = facts.state(max_attempts)
        self.tries += 1
        self.states[state] += 1
        self.attempts += facts.attempts
        return state

    def merge(self, other: Progress) -> None:
        self.tries += other.tries
        self.states.update(other.states)
        self.attempts += other.attempts
        self.by_class.update(other.by_class)

    @property
    def remaining(self) -> int:
        return sum(self.states[s] for s in RESUMABLE)

    def counts(self) -> dict[str, Any]:
        """The counts of a BatchStatus, in its key order."""
        failed = (
            self.states["failed"] + self.states["failed_terminal"] + self.states["failed_exhausted"]
        )
        return {
            "tries": self.tries,
            "completed": self.states["completed"],
            "failed": failed,
            "failed_terminal": self.states["failed_terminal"],
            "failed_exhausted": self.states["failed_exhausted"],
            "omitted": self.states["omitted"],
            "missing": self.states["missing"],
            "remaining": self.remaining,
            "attempts": self.attempts,
            "failures_by_class": dict(sorted(self.by_class.items())),
        }


def batch_status(
    label: str, run_id: str, state: str, max_attempts: int, progress: Progress
) -> dict[str, Any]:
    """A BatchStatus document."""
    return {
        "schema_version": "1.0",
        "shard": label,
        "run_id": run_id,
        "state": state,
        "max_attempts": max_attempts,
        **progress.counts(),
    }


def resume_row(materialized: Mapping[str, Any], facts: TryFacts) -> dict[str, Any]:
    """The row a resume dispatches for a try: its materialized input, attempt stamped."""
    row = {k: v for k, v in materialized.items() if k != "_ng_attempt_index"}
    if facts.attempts > 0:
        row["_ng_attempt_index"] = facts.attempts
    return row


__all__ = [
    "DEFAULT_MAX_ATTEMPTS",
    "OMITTED",
    "RESUMABLE",
    "STATES",
    "Progress",
    "RowIdentityError",
    "TryFacts",
    "TryKey",
    "batch_status",
    "describe",
    "failure_class",
    "resume_row",
    "try_key",
]
