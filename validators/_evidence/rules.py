"""Semantic rules of the evidence family: every rule of spec/rules/evidence.json, by schema.

A schema checks one value at a time; these rules compare values with each other: unique
ids, acyclic parent graphs, references that resolve, timestamps in order, token counts that
add up, a row's identity against its trajectory. ``CHECKS`` maps each qualified schema name to
the check of a document of that schema: the evidence dialect's rules
(validators/_evidence/dialect.py) from the schema's root type, so that validating a rollout
row applies every rule to every nested part, with JSON Pointer paths from the row.

Structure first: the rules of an object run only where the schema found nothing at, above or
below it, and trust the shape it proved; a check is given the structural findings of its
document (``structural``), or finds them itself. Facts that rules of several objects read
(the calls indexed, which invocation owns each call) are computed once per document.

This module holds only the table; each rule lives in the module of what it checks (the
package docstring lists them).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from trajspec._findings import Finding
from trajspec._rule_engine import broken_tree
from trajspec.validators._evidence.dialect import EVIDENCE, ROOTS
from trajspec.validators._evidence.gaps import known_gap_codes
from trajspec.validators._structural.compiled import structural_findings

#: The semantic check of a document: its findings, given its structural findings (None:
#: the check finds them itself; an empty list: the document is structurally valid).
Check = Callable[..., list[Finding]]


def _check(schema: str, kind: str) -> Check:
    def check(document: Any, structural: Sequence[Finding] | None = None) -> list[Finding]:
        if type(document) is not dict:
            return []
        if structural is None:
            structural = structural_findings(document, schema)
        broken = broken_tree(f.path for f in structural) if structural else None
        return EVIDENCE.findings(document, kind, {}, broken=broken)

    check.__name__ = f"check_{schema.rpartition('/')[2]}"
    return check


#: The semantic check of each schema with rules (or containing a schema with rules), by
#: qualified schema name.
CHECKS: dict[str, Check] = {
    f"evidence/1.0/{name}": _check(f"evidence/1.0/{name}", kind) for name, kind in ROOTS.items()
}


__all__ = ["CHECKS", "known_gap_codes"]
