"""The structural verdict that the node test (tests/node/vectors.test.mjs) reads off each
vector is the Python validator's.

The node test runs no Python: it takes a case as structurally valid exactly when none of its
expected findings has a ``schema.*`` code (a case without findings: when it is valid). That
holds only if (1) no rule of spec/rules has a ``schema.*`` code, (2) the Python validator's
``schema.*`` findings are exactly its structural findings, and (3) every case states its
findings, or is valid. This file checks the three on every vector; the vectors' own tests check
that the listed findings are exactly what the validator reports.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from _vectors import VectorCase, cases

from trajspec._rules import rules
from trajspec.validators._atif.rules import atif_findings, gym_profile_findings
from trajspec.validators._document import validate_against
from trajspec.validators._structural.compiled import structural_findings

VALIDATE = cases("validate")
ATIF = cases("validate-atif") + cases("validate-atif-gym")


def derived_verdict(case: dict[str, Any]) -> bool | None:
    """What the node test takes as the structural verdict (None: none can be derived)."""
    if "findings" in case:
        return not any(f["code"].startswith("schema.") for f in case["findings"])
    return True if case["valid"] else None


def _schema_pairs(findings: list[Any]) -> Counter[tuple[str, str]]:
    return Counter((f.code, f.path) for f in findings if f.code.startswith("schema."))


def test_no_rule_has_a_structural_code() -> None:
    assert [code for code in rules() if code.startswith("schema.")] == []


@pytest.mark.parametrize("vector", VALIDATE + ATIF, ids=lambda v: v.id)
def test_every_case_fixes_a_structural_verdict(vector: VectorCase) -> None:
    assert derived_verdict(vector.case) is not None, "an invalid case must list its findings"


@pytest.mark.parametrize("vector", VALIDATE, ids=lambda v: v.id)
def test_validate_vectors(vector: VectorCase) -> None:
    document = vector.case["document"]
    structural = structural_findings(document, vector.schema, engine="oracle")
    assert _schema_pairs(validate_against(document, vector.schema)) == _schema_pairs(structural)
    assert derived_verdict(vector.case) == (not structural)


@pytest.mark.parametrize("vector", ATIF, ids=lambda v: v.id)
def test_atif_vectors(vector: VectorCase) -> None:
    check = gym_profile_findings if vector.operation == "validate-atif-gym" else atif_findings
    found = check(vector.case["document"], engine="oracle")
    assert derived_verdict(vector.case) == (not _schema_pairs(found))
