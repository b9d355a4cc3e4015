"""Validate one parsed document: what it is, its structure, then its semantic rules."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from itertools import repeat
from types import MappingProxyType
from typing import Any

from trajspec._findings import SEVERITY_RANK, Finding, path_key
from trajspec._jsonvalues import describe_out_of_range, out_of_range
from trajspec._rules import finding
from trajspec.validators._structural.compiled import (
    structural_findings,
    structure_and_range_clean,
)

#: What ``--kind`` accepts, and the schema each kind is checked against.
KIND_SCHEMAS: dict[str, str] = {
    "row": "evidence/1.0/rollout_row",
    "input": "evidence/1.0/input_row",
    "materialized": "evidence/1.0/materialized_input_row",
    "failure": "evidence/1.0/rollout_failure_record",
    "trajectory": "evidence/1.0/trajectory_record",
    "observations": "evidence/1.0/agent_observation_bundle",
    "capture": "evidence/1.0/capture_exchange",
    "atif": "atif/1.7/trajectory",
}

_ROW_ATTACHMENTS = frozenset(
    {"ng_trajectory", "ng_agent_observations", "ng_model_call_capture", "ng_perf"}
)


def _row_shaped(document: Mapping[Any, Any]) -> bool:
    """A row attachment, or a key with the ``_ng_`` prefix of row bookkeeping."""
    if not _ROW_ATTACHMENTS.isdisjoint(document):
        return True
    try:
        return any(map(str.startswith, document, repeat("_ng_")))  # no Python frame per key
    except TypeError:  # a key that is not a string: not from JSON, look key by key
        return any(isinstance(key, str) and key.startswith("_ng_") for key in document)


def detect_kind(document: Any) -> str | None:
    """What a document is, from its shape; None when it cannot be told. The members that
    decide each kind are listed in spec/README.md ("Kinds of document")."""
    # type() first: isinstance against an ABC costs more than the rest of this function.
    if type(document) is not dict and not isinstance(document, Mapping):
        return None
    if "_ng_failure_class" in document:
        return "failure"  # a failures-sidecar row: its own schema, the row rules still apply
    # A Gym task input carries the request (responses_create_params); its rollout adds the
    # response. Without the response it is an input, materialized when it has row keys but
    # none of a result's (reward, the ng_* evidence).
    if "responses_create_params" in document:
        if "response" in document:
            return "row"
        if not _row_shaped(document):
            return "input"
        if "reward" not in document and _ROW_ATTACHMENTS.isdisjoint(document):
            return "materialized"
        return "row"
    if _row_shaped(document):
        return "row"
    version = document.get("schema_version")
    if isinstance(version, str) and version.startswith("ATIF-"):
        return "atif"
    if "steps" in document and "agent" in document:
        return "atif"
    if version == "1.0" or ("task_id" in document and "rollout_id" in document):
        return "trajectory"
    if "records" in document and "source" in document:
        return "observations"
    if "dialect" in document or ("model_call_id" in document and "latency_ms" in document):
        return "capture"
    return None


#: The semantic check of a document, given its structural findings (None: it finds them).
SemanticCheck = Callable[..., list[Finding]]


@functools.cache
def _checks() -> Mapping[str, SemanticCheck]:
    # Imported late: the rule modules are large and not every command needs every kind.
    from trajspec.validators._evidence import rules as _evidence_rules

    return MappingProxyType(dict(_evidence_rules.CHECKS))


def semantic_checks() -> dict[str, SemanticCheck]:
    """The semantic check of each schema that has rules, by qualified schema name."""
    return dict(_checks())


def number_findings(document: Any, family: str) -> list[Finding]:
    """The integers of ``document`` outside the 64-bit range that counts and indices must fit
    (``number.out_of_range``, ``atif.number_out_of_range`` for family ``atif``)."""
    code = "atif.number_out_of_range" if family == "atif" else "number.out_of_range"
    return [
        finding(code, path, describe_out_of_range(value))
        for path, value in out_of_range(document, family)
    ]


def beside_structure(numbers: list[Finding], found: list[Finding]) -> list[Finding]:
    """``numbers`` without those at or inside a location whose type is already wrong: a value
    that is not what its schema says is reported once, structurally, as the other rules do."""
    if not numbers:
        return numbers
    wrong = [f.path for f in found if f.code == "schema.type"]
    return [n for n in numbers if not any(n.path == w or n.path.startswith(w + "/") for w in wrong)]


def validate_against(document: Any, schema: str, *, clean: bool = False) -> list[Finding]:
    """Every finding of ``document`` as an instance of ``schema`` (family/version/name):
    structure, then the semantic rules that apply to that schema. Never raises for bad input.
    ``clean`` says that the caller has already found the document valid against ``schema``
    with no integer out of range (see validators/_structural/compiled.py)."""
    # A clean document answers the structure and the number rule in one jsonschema-rs pass.
    if not clean:
        clean = structure_and_range_clean(document, schema)
    found = [] if clean else structural_findings(document, schema)
    check = _checks().get(schema)
    if check is not None:
        # structure first: the rules of an object run where its structure held
        found.extend(check(document, found))
    if not clean:
        numbers = number_findings(document, schema.partition("/")[0])
        found.extend(beside_structure(numbers, found))
    return _ordered(found)


@functools.cache
def _atif_findings() -> SemanticCheck:
    from trajspec.validators._atif.rules import atif_findings  # late, like the evidence rules

    return atif_findings


def validate_document(document: Any, kind: str | None = None) -> list[Finding]:
    """Every finding of one document: structural first, then semantic, sorted by path.

    ``kind`` is one of KIND_SCHEMAS; None detects it. Never raises for bad input.
    """
    if kind is None:
        kind = detect_kind(document)
        if kind is None:
            return [
                finding(
                    "document.kind_unknown",
                    (),
                    "cannot tell what this document is (a rollout row, task input row, "
                    "ng_trajectory, observation bundle, capture line or ATIF trajectory); "
                    "pass --kind",
                )
            ]
    if kind == "atif":
        # ATIF picks its schema from the declared version, so it validates structure itself.
        return _ordered(_atif_findings()(document))
    return validate_against(document, KIND_SCHEMAS[kind])


def _ordered(found: list[Finding]) -> list[Finding]:
    if not found:
        return found
    return sorted(
        found, key=lambda f: (path_key(f.path), -SEVERITY_RANK[f.severity], f.code, f.message)
    )
