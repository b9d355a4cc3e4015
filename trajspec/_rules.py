"""The rule registry of spec/rules, and the one way semantic checks make findings.

A semantic check knows its rule by code; severity and summary come from the registry, so
that the registry (documented, language-neutral) stays the single place that says them.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import orjson

from trajspec._findings import Finding, Severity, pointer
from trajspec._schemas import spec_root
from trajspec._strictjson import JsonProblem


@dataclass(frozen=True, slots=True)
class Rule:
    """One entry of spec/rules."""

    code: str
    applies_to: str
    severity: Severity
    summary: str
    #: how to fix a finding of this rule: the rule's own ``remedy`` in its registry
    remedy: str = ""
    #: the registry's family (``json``, ``evidence``, ``atif``, ``atif_export``, ...)
    family: str = ""
    #: ``reference`` when the reference system enforces the rule too, ``trajspec`` when ours alone
    source: str = ""


@functools.cache
def registry_files() -> tuple[tuple[str, dict[str, Any]], ...]:
    """Every registry file of spec/rules (its schema aside) as (file name, parsed content), in
    name order: the one reading of spec/rules."""
    found = []
    for entry in sorted((spec_root() / "rules").iterdir(), key=lambda t: t.name):
        if entry.name.endswith(".json") and not entry.name.endswith(".schema.json"):
            found.append((entry.name, orjson.loads(entry.read_bytes())))
    return tuple(found)


@functools.cache
def rules() -> dict[str, Rule]:
    """Every rule of every registry file, by code."""
    found: dict[str, Rule] = {}
    for _, data in registry_files():
        for item in data["rules"]:
            found[item["code"]] = Rule(
                code=item["code"],
                applies_to=item["applies_to"],
                severity=item["severity"],
                summary=item["summary"],
                remedy=item["remedy"],
                family=data["family"],
                source=item["source"],
            )
    return found


#: How to fix a structural finding (``schema.<keyword>``): the one text the reference index and
#: the SARIF rules give (structural codes come from the schemas, not from a registry).
STRUCTURAL_REMEDY = (
    "Make the value at the finding's path match its schema: the message says what the keyword "
    "requires and what was found, schema_location names the keyword in the schema, and "
    "trajspec schema show prints the schema. A member the schema does not declare is removed "
    "or moved under an extension point (extra)."
)


@functools.cache
def health_remedy() -> str:
    """General advice on a flagged health check (the registry's ``remedy`` in
    spec/health/checks.json; each check has its own too)."""
    data = orjson.loads((spec_root() / "health" / "checks.json").read_bytes())
    return str(data["remedy"])


def finding(code: str, path: Sequence[str | int], message: str) -> Finding:
    """A finding of a registered rule at ``path`` (the parts of a JSON Pointer)."""
    rule = rules().get(code)
    if rule is None:
        raise KeyError(f"rule {code!r} is not in spec/rules")
    return Finding(code=code, path=pointer(tuple(path)), message=message, severity=rule.severity)


def json_findings(
    problems: Iterable[JsonProblem], *, file: str | None = None, line: int | None = None
) -> list[Finding]:
    """Findings of the strict reader's problems with one JSON text (``json.*`` codes, their
    severities from spec/rules/json.json). ``line``, when given, is the line of the document in
    its file (a JSON Lines record); else each problem's own line is kept."""
    known = rules()
    return [
        Finding(
            code=problem.code,
            path=problem.path,
            message=problem.message,
            severity=known[problem.code].severity if problem.code in known else "error",
            file=file,
            line=problem.line if line is None else line,
            column=problem.column,
        )
        for problem in problems
    ]


__all__ = [
    "STRUCTURAL_REMEDY",
    "Rule",
    "finding",
    "health_remedy",
    "json_findings",
    "registry_files",
    "rules",
]
