"""The rule registry of spec/rules, and the one way semantic checks make findings.

A semantic check knows its rule by code; severity and summary come from the registry, so
that the registry (documented, language-neutral) stays the single place that says them.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

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
            )
    return found


def finding(code: str, path: Sequence[str | int], message: str) -> Finding:
    """A finding of a registered rule at ``path`` (the parts of a JSON Pointer)."""
    rule = rules().get(code)
    if rule is None:
        raise KeyError(f"rule {code!r} is not in spec/rules")
    return Finding(code=code, path=pointer(tuple(path)), message=message, severity=rule.severity)


__all__ = ["Rule", "finding", "registry_files", "rules"]
