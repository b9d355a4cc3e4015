"""Rollout health checks over ng_trajectory: the public entry point for rows in memory.

Health checks judge the integrity of the evidence in ``ng_trajectory`` (and the row's
``response.usage`` and indices); they never reopen capture files and never decide task
success. spec/health/checks.json lists the 14 checks in registry order; the verdict of a
rollout is ``unhealthy`` when a check found something, else ``unobserved`` when a check that
was not ignored could not judge it, else ``healthy``.

``trajspec health`` runs the same code over files, globs and run folders, streaming.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from trajspec.validators._health.registry import normalize_ignored
from trajspec.validators._health.rollout import Settings, evaluate
from trajspec.validators._health.run import HealthRun


@dataclass(frozen=True, slots=True)
class HealthReport:
    """The verdict of every row (rollout_verdicts.jsonl lines, in their sorted order) and the
    quality summary (quality_summary.json)."""

    verdicts: list[dict[str, Any]]
    summary: dict[str, Any]

    @property
    def unhealthy(self) -> int:
        """How many rows are unhealthy."""
        count: int = self.summary["run"]["verdicts"]["unhealthy"]
        return count


def check_rollouts(
    rows: Iterable[object], *, ignore: Iterable[str] | str | None = None
) -> HealthReport:
    """Run the health checks over parsed rollout rows.

    ``ignore`` names checks to skip (a list or a comma-separated text); an unknown id raises
    ValueError. A row that is not an object is reported by record_unreadable, its locator
    giving its position from 1. The rows are not modified.
    """
    run = HealthRun(Settings(ignored=normalize_ignored(ignore)))
    for position, row in enumerate(rows, start=1):
        run.add(evaluate(row, settings=run.settings, line=position))
    result = run.finish()
    return HealthReport(list(result.verdicts()), result.summary)


__all__ = ["HealthReport", "check_rollouts"]
