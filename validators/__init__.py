"""Hand-written validation: schema structure plus the semantic rules of spec/rules."""

from trajspec.validators._atif import atif_findings, gym_profile_findings
from trajspec.validators._document import (
    KIND_SCHEMAS,
    detect_kind,
    validate_against,
    validate_document,
)
from trajspec.validators._engines import structural_findings

__all__ = [
    "KIND_SCHEMAS",
    "atif_findings",
    "detect_kind",
    "gym_profile_findings",
    "structural_findings",
    "validate_against",
    "validate_document",
]
