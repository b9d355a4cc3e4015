"""Hand-written validation: schema structure plus the semantic rules of spec/rules, and the
rollout health checks of spec/health (``check_rollouts``)."""

from trajspec.validators._atif.rules import atif_findings, gym_profile_findings
from trajspec.validators._coverage.batch import CoverageReport, measure_coverage, row_coverage
from trajspec.validators._document import (
    KIND_SCHEMAS,
    detect_kind,
    validate_against,
    validate_document,
)
from trajspec.validators._health.api import HealthReport, check_rollouts
from trajspec.validators._health.batch import (
    HealthResult,
    check_sources,
    health_checks,
    health_report_paths,
    health_settings,
    write_health_reports,
)
from trajspec.validators._onepass import CheckedChunk, CheckedRun, checked_chunk
from trajspec.validators._stream import DocumentResult, ValidationSummary, validate_sources
from trajspec.validators._structural.compiled import (
    range_and_member_clean,
    structural_findings,
    structure_and_range_clean,
)

__all__ = [
    "KIND_SCHEMAS",
    "CheckedChunk",
    "CheckedRun",
    "CoverageReport",
    "DocumentResult",
    "HealthReport",
    "HealthResult",
    "ValidationSummary",
    "atif_findings",
    "check_rollouts",
    "check_sources",
    "checked_chunk",
    "detect_kind",
    "gym_profile_findings",
    "health_checks",
    "health_report_paths",
    "health_settings",
    "measure_coverage",
    "range_and_member_clean",
    "row_coverage",
    "structural_findings",
    "structure_and_range_clean",
    "validate_against",
    "validate_document",
    "validate_sources",
    "write_health_reports",
]
