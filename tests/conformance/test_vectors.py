"""The conformance vectors: every implementation must give these outcomes.

For each validate case: the verdict and (when listed) the exact findings of trajspec's
validator (structure plus semantic rules); python-jsonschema (the oracle) and jsonschema-rs
give the same structural findings; the generated pydantic model accepts and round-trips every
structurally valid document and rejects every structurally invalid one.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from _vectors import VectorCase, cases, vector_files, vector_schema
from jsonschema import Draft202012Validator
from pydantic import ValidationError

from trajspec._models import model_for
from trajspec._schemas import find_schema
from trajspec.validators._document import validate_against
from trajspec.validators._structural.compiled import structural_findings

VALIDATE = cases("validate")


def test_there_are_enough_vectors() -> None:
    evidence = [c for c in VALIDATE if c.schema.startswith("evidence/")]
    assert len(evidence) >= 60


@pytest.mark.parametrize("name", [name for name, _ in vector_files()])
def test_vector_file_is_valid(name: str) -> None:
    data = dict(vector_files())[name]
    errors = sorted(Draft202012Validator(vector_schema()).iter_errors(data), key=str)
    assert not errors, [f"{list(e.absolute_path)}: {e.message}" for e in errors]
    find_schema(data["schema"])  # names a schema that exists


def _pairs(findings: list[Any]) -> Counter[tuple[str, str]]:
    return Counter(
        (f["code"], f["path"]) if isinstance(f, dict) else (f.code, f.path) for f in findings
    )


@pytest.mark.parametrize("vector", VALIDATE, ids=lambda v: v.id)
def test_verdict_and_findings(vector: VectorCase) -> None:
    found = validate_against(vector.case["document"], vector.schema)
    errors = [f for f in found if f.severity == "error"]
    assert (not errors) == vector.case["valid"], [f.to_json() for f in found]
    if "findings" in vector.case:
        assert _pairs(found) == _pairs(vector.case["findings"]), [f.to_json() for f in found]


@pytest.mark.parametrize("vector", VALIDATE, ids=lambda v: v.id)
def test_engines_agree(vector: VectorCase) -> None:
    document = vector.case["document"]
    oracle = structural_findings(document, vector.schema, engine="oracle")
    fast = structural_findings(document, vector.schema, engine="rust")
    assert _pairs(fast) == _pairs(oracle)


@pytest.mark.parametrize("vector", VALIDATE, ids=lambda v: v.id)
def test_generated_model(vector: VectorCase) -> None:
    model = model_for(find_schema(vector.schema))
    document = vector.case["document"]
    if not structural_findings(document, vector.schema, engine="oracle"):
        parsed = model.model_validate(document)
        assert parsed.model_dump(mode="json", by_alias=True) == document
    else:
        with pytest.raises(ValidationError):
            model.model_validate(document)
