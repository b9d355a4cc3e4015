"""The ATIF conformance vectors: operations validate-atif and validate-atif-gym.

validate-atif picks the schema from the document's own schema_version (see
spec/atif/README.md); validate-atif-gym checks the NeMo Gym profile. For each case both schema
engines give the same findings, the verdict and the findings are the expected ones, and (once
`nox -s codegen` has generated the ATIF models) the generated pydantic model accepts and
round-trips every structurally valid v1.7/v1.8 document and rejects every other one. The
semantic checks never raise, whatever a document looks like.
"""

from __future__ import annotations

import copy
import importlib
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from _vectors import VectorCase, cases
from pydantic import BaseModel, ValidationError

from trajspec._findings import Finding
from trajspec._models import python_package
from trajspec._rules import rules
from trajspec.validators import structural_findings
from trajspec.validators._atif.rules import atif_findings, gym_profile_findings

ATIF = cases("validate-atif")
GYM = cases("validate-atif-gym")
ALL = ATIF + GYM


def _check(vector: VectorCase, engine: str = "rust") -> list[Finding]:
    check = gym_profile_findings if vector.operation == "validate-atif-gym" else atif_findings
    return check(vector.case["document"], engine=engine)


def _pairs(findings: list[Any]) -> Counter[tuple[str, str]]:
    return Counter(
        (f["code"], f["path"]) if isinstance(f, dict) else (f.code, f.path) for f in findings
    )


def test_there_are_enough_atif_vectors() -> None:
    assert len(ALL) >= 80
    assert len(GYM) >= 20


@pytest.mark.parametrize("vector", ALL, ids=lambda v: v.id)
def test_atif_findings(vector: VectorCase) -> None:
    found = _check(vector)
    assert _pairs(found) == _pairs(_check(vector, engine="oracle")), "the schema engines disagree"
    errors = [f for f in found if f.severity == "error"]
    assert (not errors) == vector.case["valid"], [f.to_json() for f in found]
    if "findings" in vector.case:
        assert _pairs(found) == _pairs(vector.case["findings"]), [f.to_json() for f in found]


def test_every_atif_rule_has_a_vector_that_triggers_it() -> None:
    triggered = {f["code"] for v in ALL for f in v.case.get("findings", [])}
    registered = {code for code in rules() if code.startswith("atif.")}
    assert registered - triggered == set()
    assert {c for c in triggered if not c.startswith("schema.")} <= registered


def test_every_case_states_its_findings() -> None:
    assert [v.id for v in ALL if "findings" not in v.case] == []


def _model(version: str, title: str) -> type[BaseModel]:
    try:
        module = importlib.import_module(f"trajspec.models.atif.{python_package(version)}")
    except ImportError:
        pytest.skip("the ATIF models are not generated yet: run `nox -s codegen`")
    model = getattr(module, title)
    assert isinstance(model, type) and issubclass(model, BaseModel)
    return model


def _schema_of(vector: VectorCase) -> tuple[str, str, str] | None:
    """(schema, version, title) for documents that one generated model describes."""
    if vector.operation == "validate-atif-gym":
        return "atif/1.7/gym_profile", "1.7", "GymProfileTrajectory"
    document = vector.case["document"]
    declared = document.get("schema_version") if isinstance(document, dict) else None
    if declared in ("ATIF-v1.7", "ATIF-v1.8"):
        version = declared.removeprefix("ATIF-v")
        return f"atif/{version}/trajectory", version, "Trajectory"
    return None


@pytest.mark.parametrize("vector", ALL, ids=lambda v: v.id)
def test_generated_model_agrees(vector: VectorCase) -> None:
    target = _schema_of(vector)
    if target is None:
        pytest.skip("no single generated model describes this document")
    schema, version, title = target
    model = _model(version, title)
    document = vector.case["document"]
    if not structural_findings(document, schema, engine="oracle"):
        parsed = model.model_validate(document)
        assert parsed.model_dump(mode="json", by_alias=True) == document
    else:
        with pytest.raises(ValidationError):
            model.model_validate(document)


# --- robustness: mutated documents give findings, never exceptions -------------------------

ODD_VALUES: list[Any] = [None, "x", "", -1, 0, 2.5, True, [], {}, [None], [{}], {"type": "audio"}]


def _paths(node: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, (*path, index))


def _mutations(document: Any) -> Iterator[Any]:
    for path in _paths(document):
        for value in ODD_VALUES:
            if not path:
                yield value
                continue
            copied = copy.deepcopy(document)
            parent = copied
            for part in path[:-1]:
                parent = parent[part]
            parent[path[-1]] = value
            yield copied
        if path and isinstance(path[-1], str):
            copied = copy.deepcopy(document)
            parent = copied
            for part in path[:-1]:
                parent = parent[part]
            del parent[path[-1]]
            yield copied


def _richest(vectors: list[VectorCase], count: int) -> list[Any]:
    ranked = sorted(vectors, key=lambda v: -sum(1 for _ in _paths(v.case["document"])))
    return [v.case["document"] for v in ranked[:count]]


@pytest.mark.parametrize("index", range(4))
def test_semantic_checks_never_raise(index: int) -> None:
    document = (_richest(ATIF, 3) + _richest(GYM, 1))[index]
    for mutated in _mutations(document):
        for check in (atif_findings, gym_profile_findings):
            for item in check(mutated):
                assert isinstance(item, Finding)
