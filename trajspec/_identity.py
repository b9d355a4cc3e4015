"""Rollout identity: the one function that says which task and rollout a row belongs to.

Validation, projection, recording, health and export all call this, so they never disagree.

1. A valid ``trajectory_identity`` object ``{task_id, rollout_id}`` is the identity: it
   overrides both ids and no attempt suffix is added. An invalid one is reported and ignored.
2. Otherwise ``task_id`` is the row's ``task_id`` (for a materialized task row, the scalar
   inner ``task_id`` of ``{taskset, task_id}``), else ``problem_id``, else ``instance_id``, else
   the decimal ``_ng_task_index``; ``rollout_id`` is the capture key: ``_ng_rollout_id`` when
   present, else ``<_ng_task_index>-<_ng_rollout_index>``, then ``-a<n>`` when
   ``_ng_attempt_index`` is a positive integer.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from trajspec._jsonvalues import json_int as _integral

ROLLOUT_ID_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")


@dataclass(frozen=True, slots=True)
class IdentityProblem:
    """Why (part of) a row's identity could not be used."""

    code: str
    path: tuple[str | int, ...]
    message: str


class RolloutIdentity(NamedTuple):
    """A row's task and rollout ids, and whether an explicit trajectory_identity gave them.

    A named tuple, not a frozen dataclass: every row of every command makes one, and a frozen
    dataclass's ``__init__`` sets each member through ``object.__setattr__`` (0.68 against
    1.49 microseconds a row)."""

    task_id: str | None
    rollout_id: str | None
    explicit: bool = False
    problems: tuple[IdentityProblem, ...] = ()

    @property
    def complete(self) -> bool:
        """Both ids are known."""
        return self.task_id is not None and self.rollout_id is not None


def is_rollout_id(value: object) -> bool:
    """Whether ``value`` is a string of the rollout-id form ``^[A-Za-z0-9][A-Za-z0-9._-]*$``."""
    return isinstance(value, str) and ROLLOUT_ID_PATTERN.fullmatch(value) is not None


def _scalar_text(value: object) -> str | None:
    if isinstance(value, str):
        return value
    number = _integral(value)
    return None if number is None else str(number)


def explicit_identity(
    row: Mapping[str, Any],
) -> tuple[RolloutIdentity | None, list[IdentityProblem]]:
    """Rule 1: the row's ``trajectory_identity``, if it has a valid one."""
    if "trajectory_identity" not in row:
        return None, []
    value = row["trajectory_identity"]
    where = ("trajectory_identity",)
    if not isinstance(value, Mapping):
        return None, [
            IdentityProblem(
                "row.trajectory_identity_valid",
                where,
                "trajectory_identity must be an object {task_id, rollout_id}; it is ignored",
            )
        ]
    problems = []
    task_id, rollout_id = value.get("task_id"), value.get("rollout_id")
    if not (isinstance(task_id, str) and task_id):
        problems.append(
            IdentityProblem(
                "row.trajectory_identity_valid",
                (*where, "task_id"),
                "trajectory_identity.task_id must be a non-empty string",
            )
        )
    if not is_rollout_id(rollout_id):
        problems.append(
            IdentityProblem(
                "row.trajectory_identity_valid",
                (*where, "rollout_id"),
                "trajectory_identity.rollout_id must match ^[A-Za-z0-9][A-Za-z0-9._-]*$",
            )
        )
    extra = sorted(set(value) - {"task_id", "rollout_id"})
    if extra:
        problems.append(
            IdentityProblem(
                "row.trajectory_identity_valid",
                (*where, extra[0]),
                f"trajectory_identity holds only task_id and rollout_id, not {', '.join(extra)}",
            )
        )
    if problems:
        return None, problems
    return RolloutIdentity(task_id=task_id, rollout_id=rollout_id, explicit=True), []


def task_id_of(row: Mapping[str, Any]) -> str | None:
    """Rule 2's task id: task_id (scalar inner id of a materialized row), problem_id,
    instance_id, else the decimal task index."""
    for key in ("task_id", "problem_id", "instance_id"):
        value = row.get(key)
        if value is None:
            continue
        if key == "task_id" and isinstance(value, Mapping):
            return _scalar_text(value.get("task_id"))
        return _scalar_text(value)
    index = _integral(row.get("_ng_task_index"))
    return None if index is None else str(index)


def base_rollout_id(row: Mapping[str, Any]) -> tuple[str | None, list[IdentityProblem]]:
    """The row's own rollout id without attempt suffix: ``_ng_rollout_id`` or ``<task>-<rollout>``."""
    explicit = row.get("_ng_rollout_id")
    if explicit is not None:
        if is_rollout_id(explicit):
            return explicit, []
        return None, [
            IdentityProblem(
                "row.rollout_id_valid",
                ("_ng_rollout_id",),
                "_ng_rollout_id must match ^[A-Za-z0-9][A-Za-z0-9._-]*$",
            )
        ]
    task, rollout = _integral(row.get("_ng_task_index")), _integral(row.get("_ng_rollout_index"))
    if task is None or rollout is None or task < 0 or rollout < 0:
        return None, []
    return f"{task}-{rollout}", []


def capture_key(row: Mapping[str, Any]) -> tuple[str | None, list[IdentityProblem]]:
    """The key a row's model calls are captured under: the base rollout id plus ``-a<n>`` for a
    positive attempt index."""
    base, problems = base_rollout_id(row)
    if base is None:
        return None, problems
    attempt = _integral(row.get("_ng_attempt_index"))
    if attempt is not None and attempt > 0:
        return f"{base}-a{attempt}", problems
    return base, problems


def rollout_identity(row: Mapping[str, Any]) -> RolloutIdentity:
    """The identity of a rollout row (see the module docstring), rule by rule."""
    explicit, problems = explicit_identity(row)
    if explicit is not None:
        return explicit
    key, key_problems = capture_key(row)
    return RolloutIdentity(
        task_id=task_id_of(row),
        rollout_id=key,
        explicit=False,
        problems=tuple(problems + key_problems),
    )


def identity_mismatches(
    identity: RolloutIdentity, trajectory: Mapping[str, Any]
) -> list[tuple[str, str, str]]:
    """(member, what the identity gives, what the trajectory says) for each of ``task_id`` and
    ``rollout_id`` that the trajectory states as a string other than the identity's."""
    found = []
    for key, expected in (("task_id", identity.task_id), ("rollout_id", identity.rollout_id)):
        actual = trajectory.get(key)
        if expected is not None and isinstance(actual, str) and actual != expected:
            found.append((key, expected, actual))
    return found


__all__ = [
    "ROLLOUT_ID_PATTERN",
    "IdentityProblem",
    "RolloutIdentity",
    "base_rollout_id",
    "capture_key",
    "identity_mismatches",
    "is_rollout_id",
    "rollout_identity",
    "task_id_of",
]
