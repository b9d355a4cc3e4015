"""The shapes the Go, Rust and Java emitters share: a schema that builds on another is one
object."""

from __future__ import annotations

import pytest

from trajspec._tools.codegen.shapes import builds_on

ROOT = {
    "$defs": {
        "Base": {
            "type": "object",
            "required": ["a"],
            "properties": {"a": {"type": "string"}, "b": {"type": "integer"}},
            "additionalProperties": True,
        },
        "Closed": {"type": "object", "properties": {"a": {}}, "additionalProperties": False},
        "Text": {"type": "string"},
    }
}


def test_members_and_required_keys_of_both() -> None:
    node = {
        "title": "Built",
        "$ref": "#/$defs/Base",
        "required": ["c"],
        "properties": {"c": {"type": "integer"}, "b": {"type": "number"}},
    }
    merged = builds_on(ROOT, node)
    assert "$ref" not in merged
    assert merged["title"] == "Built"
    assert merged["required"] == ["a", "c"]
    assert merged["properties"] == {
        "a": {"type": "string"},
        "b": {"type": "number"},  # the node's own declaration of a member wins
        "c": {"type": "integer"},
    }
    assert merged["additionalProperties"] is True


def test_an_annotated_reference_stays_a_reference() -> None:
    node = {"$ref": "#/$defs/Base", "description": "why it is here"}
    assert builds_on(ROOT, node) is node
    assert builds_on(ROOT, {"type": "string"}) == {"type": "string"}


def test_a_closed_side_closes_the_object() -> None:
    merged = builds_on(ROOT, {"$ref": "#/$defs/Base", "additionalProperties": False})
    assert merged["additionalProperties"] is False


def test_members_added_to_a_closed_base_are_refused() -> None:
    with pytest.raises(ValueError, match="closed object"):
        builds_on(ROOT, {"$ref": "#/$defs/Closed", "properties": {"z": {}}})


def test_only_an_object_can_be_built_on() -> None:
    with pytest.raises(ValueError, match="not an object"):
        builds_on(ROOT, {"$ref": "#/$defs/Text", "required": ["x"]})


def test_the_materialized_input_row_holds_the_input_row_and_its_indices() -> None:
    from trajspec._bundle import bundle

    root = bundle("evidence", "1.0", keep_ids=False)
    merged = builds_on(root, root["$defs"]["MaterializedInputRow"])
    assert {"responses_create_params", "agent_ref", "_ng_task_index"} <= set(merged["properties"])
    assert {"_ng_task_index", "_ng_rollout_index"} <= set(merged["required"])
