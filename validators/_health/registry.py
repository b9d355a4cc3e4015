"""The health-check registry: spec/health/checks.json in registry order, and the gap gating of
spec/gaps/gap_codes.json.

The registry is data so that every implementation runs the same checks in the same order;
this module only reads it. Which gaps make which checks unobserved is the ``gates`` list of
each gap code: the one vocabulary that validation, health and the docs share.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final, Literal

import orjson

from trajspec._gaps import gated_by
from trajspec._schemas import spec_root

#: The check inputs that name a view of resolved model calls; a check reads at most one.
BINDING_INPUTS: Final = frozenset({"owned_model_calls", "bound_calls"})


@dataclass(frozen=True, slots=True)
class CheckSpec:
    """One health check of spec/health/checks.json."""

    id: str
    scope: str
    subject: str
    inputs: frozenset[str]
    position: int
    reasons: tuple[str, ...]
    #: what the check finds, as the registry words it
    summary: str = ""
    #: the severity of its findings where a format needs one (SARIF, GitHub annotations): an
    #: unhealthy rollout is reported, never an error of the input
    severity: Literal["error", "warning", "info"] = "warning"
    #: what to do about a finding of the check, as the registry words it
    remedy: str = ""


class UnknownCheckError(ValueError):
    """An ignore list names a check that does not exist."""


@functools.cache
def registry() -> tuple[CheckSpec, ...]:
    """Every check, in registry order."""
    data = orjson.loads((spec_root() / "health" / "checks.json").read_bytes())
    specs = []
    for position, entry in enumerate(data["checks"]):
        inputs = frozenset(entry["inputs"])
        if inputs >= BINDING_INPUTS:
            raise ValueError(f"health check {entry['id']} reads both owned and bound calls")
        specs.append(
            CheckSpec(
                id=entry["id"],
                scope=entry["scope"],
                subject=entry["subject"],
                inputs=inputs,
                position=position,
                reasons=tuple(entry.get("reasons", ())),
                summary=entry["summary"],
                remedy=entry["remedy"],
            )
        )
    return tuple(specs)


@functools.cache
def by_id() -> dict[str, CheckSpec]:
    """The checks by id."""
    return {spec.id: spec for spec in registry()}


@functools.cache
def rollout_checks() -> tuple[CheckSpec, ...]:
    """The checks that judge one record, in registry order."""
    return tuple(spec for spec in registry() if spec.scope == "rollout")


@functools.cache
def task_checks() -> tuple[CheckSpec, ...]:
    """The checks that judge the repeats of a task, in registry order."""
    return tuple(spec for spec in registry() if spec.scope == "task")


def reason(check: str, variant: int = 0) -> str:
    """The fixed ``reason`` text of a check's detail."""
    return by_id()[check].reasons[variant]


def normalize_ignored(ignore: Iterable[str] | str | None) -> frozenset[str]:
    """The checks to ignore, from a list or a comma-separated text; blank entries are
    skipped. Raises UnknownCheckError for an id that is not in the registry."""
    if ignore is None:
        return frozenset()
    items = ignore.split(",") if isinstance(ignore, str) else list(ignore)
    wanted = {item.strip() for item in items if isinstance(item, str) and item.strip()}
    unknown = sorted(wanted - set(by_id()))
    if unknown or any(not isinstance(item, str) for item in items):
        shown = ", ".join(unknown) or "a non-text entry"
        raise UnknownCheckError(
            f"unknown health check(s): {shown}; the checks are {', '.join(by_id())}"
        )
    return frozenset(wanted)


__all__ = [
    "BINDING_INPUTS",
    "CheckSpec",
    "UnknownCheckError",
    "by_id",
    "gated_by",
    "normalize_ignored",
    "reason",
    "registry",
    "rollout_checks",
    "task_checks",
]
