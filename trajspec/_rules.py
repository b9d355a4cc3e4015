"""The rule registry of spec/rules, and the one way semantic checks make findings.

A semantic check knows its rule by code; severity and summary come from the registry, so
that the registry (documented, language-neutral) stays the single place that says them.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

import orjson

from trajspec._findings import Finding, Severity, pointer
from trajspec._schemas import spec_root


@dataclass(frozen=True, slots=True)
class Rule:
    """One entry of spec/rules."""

    code: str
    applies_to: str
    severity: Severity
    summary: str


@functools.cache
def rules() -> dict[str, Rule]:
    """Every rule of every registry file, by code."""
    found: dict[str, Rule] = {}
    for entry in sorted((spec_root() / "rules").iterdir(), key=lambda t: t.name):
        if not entry.name.endswith(".json") or entry.name.endswith(".schema.json"):
            continue
        for item in orjson.loads(entry.read_bytes())["rules"]:
            found[item["code"]] = Rule(
                code=item["code"],
                applies_to=item["applies_to"],
                severity=item["severity"],
                summary=item["summary"],
            )
    return found


def finding(code: str, path: Sequence[str | int], message: str) -> Finding:
    """A finding of a registered rule at ``path`` (the parts of a JSON Pointer)."""
    rule = rules().get(code)
    if rule is None:
        raise KeyError(f"rule {code!r} is not in spec/rules")
    return Finding(code=code, path=pointer(tuple(path)), message=message, severity=rule.severity)
