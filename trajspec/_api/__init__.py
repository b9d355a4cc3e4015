"""The Python API: one function per job of the command line (``trajspec.validate``,
``project``, ``health``, ``export_atif``, ``reverify``, ``coverage``, ``report``), each a thin
layer over the engine the command runs, returning a result object with ``findings`` and
``ok``. ``trajspec`` re-exports these names lazily, so that ``import trajspec`` (and
``trajspec --help``) loads no engine."""

from trajspec._api.jobs import (
    coverage,
    export_atif,
    health,
    iter_validate,
    project,
    report,
    reverify,
    validate,
)
from trajspec._api.results import (
    AtifExportResult,
    CoverageResult,
    HealthCheckResult,
    ProjectionResult,
    ReportResult,
    ReverifyResult,
    ValidationResult,
)
from trajspec._api.sources import InputError

__all__ = [
    "AtifExportResult",
    "CoverageResult",
    "HealthCheckResult",
    "InputError",
    "ProjectionResult",
    "ReportResult",
    "ReverifyResult",
    "ValidationResult",
    "coverage",
    "export_atif",
    "health",
    "iter_validate",
    "project",
    "report",
    "reverify",
    "validate",
]
