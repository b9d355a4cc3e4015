"""Hand-written validation: schema structure plus the semantic rules of spec/rules, and the
rollout health checks of spec/health (``check_rollouts``)."""

from trajspec.validators._atif import atif_findings, gym_profile_findings
from trajspec.validators._document import (
    KIND_SCHEMAS,
    detect_kind,
    validate_against,
    validate_document,
)
from trajspec.validators._engines import structural_findings
from trajspec.validators._health import HealthReport, check_rollouts

__all__ = [
    "KIND_SCHEMAS",
    "HealthReport",
    "atif_findings",
    "check_rollouts",
    "detect_kind",
    "gym_profile_findings",
    "structural_findings",
    "validate_against",
    "validate_document",
]
