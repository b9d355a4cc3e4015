"""The entry points of ATIF validation: version dispatch, structure, version gating, and the
rules of spec/rules/atif.json (each in the module of what it checks; see the package).

``atif_findings(document)`` reads ``schema_version`` and checks the document against the ATIF
v1.8 schema (ATIF-v1.8) or the v1.7 schema (ATIF-v1.0 to ATIF-v1.7). A missing or unknown
version is a finding, and the document is then checked as ATIF-v1.8, the version Harbor assumes.
Documents older than the schema they are checked against are held to spec/atif/versions.json:
what their version did not have yet is a finding, what it required still is. Every semantic rule
then runs on the root trajectory and on every embedded subagent, with JSON Pointers into the
whole document.

``gym_profile_findings(document)`` checks the stricter NeMo Gym profile
(spec/atif/1.7/gym_profile.schema.json plus the ``atif.gym.*`` rules).

The semantic rules run on the rule engine (trajspec/_rule_engine.py, the ATIF dialect of
validators/_atif/dialect.py), structure first: an object's rules run only where no structural
finding lies at or below it, and they trust the shape its schema proved; a structurally broken
object keeps its structural findings only.
"""

from __future__ import annotations

from typing import Any

from trajspec._findings import Finding, path_key
from trajspec._rule_engine import broken_tree
from trajspec.validators._atif.dialect import ATIF, GYM
from trajspec.validators._atif.gating import gating_findings
from trajspec.validators._atif.steps import timestamp_accepted
from trajspec.validators._atif.versions import (
    LATEST,
    audio_parts_as_v18,
    declared_version,
    known_versions,
    older,
    version_table,
    with_versions,
)
from trajspec.validators._structural.compiled import (
    structural_findings,
    structure_and_range_clean,
)

GYM_PROFILE_SCHEMA = "atif/1.7/gym_profile"


# In the Gym profile these general rules give way to stricter atif.gym.* rules or to the
# profile schema (minimum 0, no token arrays), so that one problem is one finding.
_SUPERSEDED_BY_GYM = frozenset(
    {
        "atif.total_steps_matches",
        "atif.final_totals_match",
        "atif.metrics_cached_within_prompt",
        "atif.final_cached_within_prompt",
        "atif.tool_call_id_duplicate",
        "atif.token_arrays_length",
        "atif.metrics_negative",
        "atif.final_metrics_negative",
    }
)


def _sorted(findings: list[Finding]) -> list[Finding]:
    if not findings:
        return findings
    return sorted(set(findings), key=lambda f: (path_key(f.path), f.code, f.message))


def atif_findings(document: Any, *, engine: str = "rust") -> list[Finding]:
    """Every finding of an ATIF document: structure, version gating, semantic rules and the
    range of its integers."""
    if not isinstance(document, dict):
        return structural_findings(document, f"atif/{LATEST}/trajectory", engine=engine)
    out: list[Finding] = []
    version = declared_version(document, out)
    schema = known_versions()[f"ATIF-v{version}"][1]
    const = f"ATIF-v{schema.split('/')[1]}"
    patched = with_versions(document, (), const, f"ATIF-v{version}", out)
    # The usual document: one jsonschema-rs pass proves its structure and its integers' range.
    valid = engine == "rust" and structure_and_range_clean(patched, schema)
    structural = [] if valid else structural_findings(patched, schema, engine=engine)
    # A document the v1.7 schema accepts holds no v1.8 feature (that schema rejects them all),
    # which spares the walks that look for them.
    schema_clean = not structural
    if schema != f"atif/{LATEST}/trajectory":
        structural = audio_parts_as_v18(document, structural, engine, out)
    out.extend(structural)
    if older(version, LATEST):
        out.extend(gating_findings(document, version, below_latest_only=schema_clean))
    out.extend(ATIF.findings(document, "Trajectory", version, broken=_broken(out)))
    if not valid:
        # late (see _document), and only here: an import statement costs a lookup on every call
        from trajspec.validators._document import beside_structure, number_findings

        out.extend(beside_structure(number_findings(document, "atif"), out))
    return _sorted(out)


def _broken(found: list[Finding]) -> Any:
    """The broken tree (trajspec._rule_engine.broken_tree) of the structural findings."""
    return broken_tree(f.path for f in found if f.code.startswith("schema."))


def gym_profile_findings(document: Any, *, engine: str = "rust") -> list[Finding]:
    """Every finding of a document against the NeMo Gym ATIF profile."""
    out = list(structural_findings(document, GYM_PROFILE_SCHEMA, engine=engine))
    if not isinstance(document, dict):
        return out
    broken = _broken(out)
    general = ATIF.findings(document, "Trajectory", "1.7", broken=broken)
    out.extend(f for f in general if f.code not in _SUPERSEDED_BY_GYM)
    out.extend(GYM.findings(document, "Trajectory", "1.7", broken=broken))
    return _sorted(out)


__all__ = ["atif_findings", "gym_profile_findings", "timestamp_accepted", "version_table"]
