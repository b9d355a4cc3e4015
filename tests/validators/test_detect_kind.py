"""Detection by shape (validators/_document.detect_kind; the deciding members are listed in
spec/README.md, "Kinds of document"): every kind against every other kind's vectors."""

from __future__ import annotations

from typing import Any

import pytest
from _vectors import VectorCase, cases

from trajspec.validators import KIND_SCHEMAS, detect_kind, validate_document

#: The kind of each kind's schema. ATIF's vectors name the schema of their version.
_KIND_OF_SCHEMA = {schema: kind for kind, schema in KIND_SCHEMAS.items()}


def _kind_of(vector: VectorCase) -> str | None:
    if vector.schema.startswith("atif/"):
        return "atif" if vector.schema.endswith("/trajectory") else None
    return _KIND_OF_SCHEMA.get(vector.schema)


#: The valid documents of every kind: each is what its kind says, and detection must never
#: call it another kind (None, "cannot tell", is allowed: a raw input row without its request
#: has no member that tells it from any other object). Invalid documents may lack the very
#: member that decides (a failures-sidecar row without _ng_failure_class), so they are left out.
KIND_VECTORS = [
    v
    for v in cases("validate") + cases("validate-atif")
    if _kind_of(v) is not None and v.case["valid"]
]


def test_every_kind_has_valid_vectors() -> None:
    assert {_kind_of(v) for v in KIND_VECTORS} == set(KIND_SCHEMAS)


@pytest.mark.parametrize("vector", KIND_VECTORS, ids=lambda v: v.id)
def test_no_vector_is_detected_as_another_kind(vector: VectorCase) -> None:
    assert detect_kind(vector.case["document"]) in (_kind_of(vector), None)


def test_most_vectors_are_detected_as_their_kind() -> None:
    """Detection says what it can: only documents without any deciding member are unknown."""
    unknown = [v.id for v in KIND_VECTORS if detect_kind(v.case["document"]) is None]
    assert len(unknown) <= 4, unknown


REQUEST: dict[str, Any] = {"input": [{"role": "user", "content": "2+2?"}]}


@pytest.mark.parametrize(
    ("document", "kind"),
    [
        # A Gym rollout row, with or without the collector's _ng_* keys.
        ({"responses_create_params": REQUEST, "response": {}, "reward": 1.0}, "row"),
        ({"responses_create_params": REQUEST, "response": {}, "_ng_task_index": 0}, "row"),
        # A task input row: the request without a response.
        ({"responses_create_params": REQUEST, "expected_answer": "4"}, "input"),
        ({"responses_create_params": {}, "agent_ref": {"name": "a"}}, "input"),
        # With the identity keys and none of a result's members: a materialized input row.
        (
            {"responses_create_params": REQUEST, "_ng_task_index": 0, "_ng_rollout_index": 1},
            "materialized",
        ),
        # A result's member makes it a rollout row again.
        ({"responses_create_params": REQUEST, "_ng_task_index": 0, "reward": 0.0}, "row"),
        ({"responses_create_params": REQUEST, "_ng_task_index": 0, "ng_perf": {}}, "row"),
        ({"responses_create_params": REQUEST, "_ng_failure_class": "agent_run_error"}, "failure"),
        # Without the request, the row keys decide as before.
        ({"_ng_task_index": 0, "_ng_rollout_index": 0}, "row"),
        ({"question": "2+2?", "expected_answer": "4"}, None),
    ],
)
def test_the_deciding_members(document: dict[str, Any], kind: str | None) -> None:
    assert detect_kind(document) == kind


def test_an_input_row_is_validated_without_kind() -> None:
    row = {"responses_create_params": {"input": "x", "tool_choice": "required"}}
    assert [f.code for f in validate_document(row)] == ["input.tool_choice_declared"]
    assert [f.code for f in validate_document(row, "row")] == []
