"""What the jobs of the Python API return: one result object per job, each with the
``findings`` of the job (``trajspec.Finding``: code, severity, message, pointer, position) and
``ok``, whether the job did all of it without a finding that counts against it."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from trajspec._findings import SEVERITY_RANK, Finding, Severity
from trajspec.converters import AtifExportResult, ReverifySummary
from trajspec.validators import CoverageReport


@dataclass(frozen=True, slots=True)
class ValidationResult:
    """Every finding of every document validated (``trajspec.validate``).

    ``ok`` is true when no finding is at or above ``fail_on`` (as ``trajspec validate
    --fail-on``; default ``error``). ``by_code`` counts the findings per code."""

    findings: tuple[Finding, ...]
    documents: int
    documents_with_findings: int
    fail_on: Severity = "error"
    by_code: dict[str, int] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        rank = SEVERITY_RANK[self.fail_on]
        return not any(SEVERITY_RANK[f.severity] >= rank for f in self.findings)


@dataclass(frozen=True, slots=True)
class ProjectionResult:
    """A projected file (``trajspec.project``): the rows read and the lines that stopped the
    batch, as findings (then nothing was written)."""

    output: Path
    rows: int
    findings: tuple[Finding, ...]

    @property
    def ok(self) -> bool:
        return not self.findings


@dataclass(frozen=True, slots=True)
class HealthCheckResult:
    """The health checks of rollout rows (``trajspec.health``): the quality summary (as
    ``quality_summary.json``), each flagged check as a finding placed in its row, and the paths
    of the reports when they were written (``output_dir``). ``ok``: no rollout is unhealthy."""

    summary: dict[str, Any]
    findings: tuple[Finding, ...]
    unhealthy: int
    reports: tuple[Path, Path] | None = None

    @property
    def ok(self) -> bool:
        return self.unhealthy == 0


@dataclass(frozen=True, slots=True)
class ReverifyResult:
    """A re-scored export (``trajspec.reverify``): the counts (``summary``, as
    ``trajspec reverify --format json`` prints them) and the findings of every rejected or
    failed entry. ``ok``: every entry was scored (dry run: every payload was built)."""

    summary: ReverifySummary
    findings: tuple[Finding, ...]

    @property
    def ok(self) -> bool:
        return self.summary.exit_code == 0

    def to_json(self) -> dict[str, Any]:
        return dict(self.summary.to_json())


@dataclass(frozen=True, slots=True)
class CoverageResult:
    """The capability matrix of rollout rows (``trajspec.coverage``): ``report`` (per agent
    and criterion, ``to_json()`` as ``trajspec coverage --format json``) and a finding for
    each line that could not be read (it was judged for no agent)."""

    report: CoverageReport
    findings: tuple[Finding, ...]

    @property
    def ok(self) -> bool:
        return not self.findings

    def to_json(self) -> dict[str, Any]:
        return self.report.to_json()


@dataclass(frozen=True, slots=True)
class ReportResult:
    """The HTML report written (``trajspec.report``): its path and its totals (documents,
    detailed, listed). The report shows the findings of its inputs on the page; ``findings``
    is empty and ``ok`` true once the page is written."""

    output: Path
    totals: dict[str, Any]
    findings: tuple[Finding, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.findings


__all__ = [
    "AtifExportResult",
    "CoverageResult",
    "HealthCheckResult",
    "ProjectionResult",
    "ReportResult",
    "ReverifyResult",
    "ValidationResult",
]
