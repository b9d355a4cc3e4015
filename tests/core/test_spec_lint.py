"""Authoring rules of spec/: what every schema, registry and reference must satisfy."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import orjson
import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.exceptions import Unresolvable
from referencing.jsonschema import DRAFT202012

from trajspec._schemas import ID_BASE, all_schemas, spec_root

# Keywords the family schemas may use: each one is enforced by the generated pydantic models
# too, so models and schemas agree. Cross-field rules belong in spec/rules instead.
ALLOWED_KEYWORDS = {
    "$schema", "$id", "$ref", "$defs", "$comment", "title", "description", "examples",
    "type", "enum", "const", "required", "properties", "additionalProperties", "items",
    "minItems", "maxItems", "minimum", "maximum", "minLength", "maxLength", "pattern",
    "oneOf", "discriminator", "default",
}  # fmt: skip


def _all_spec_schema_files() -> Iterator[tuple[str, dict[str, Any]]]:
    def walk(node: Any, prefix: str) -> Iterator[tuple[str, Any]]:
        for entry in sorted(node.iterdir(), key=lambda t: t.name):
            name = f"{prefix}{entry.name}"
            if entry.is_dir():
                yield from walk(entry, name + "/")
            elif entry.name.endswith(".schema.json"):
                yield name, entry

    for name, entry in walk(spec_root(), ""):
        yield name, orjson.loads(entry.read_bytes())


SCHEMA_FILES = dict(_all_spec_schema_files())
FAMILY_SCHEMAS = {info.qualified_name: info for info in all_schemas()}


def _subschemas(node: Any, path: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    """Every schema object inside a schema document, with its location."""
    if not isinstance(node, dict):
        return
    yield path, node
    for key in ("properties", "$defs"):
        for name, sub in node.get(key, {}).items():
            yield from _subschemas(sub, f"{path}/{key}/{name}")
    for key in ("items", "additionalProperties"):
        if isinstance(node.get(key), dict):
            yield from _subschemas(node[key], f"{path}/{key}")
    for key in ("oneOf", "anyOf", "allOf"):
        for index, sub in enumerate(node.get(key, [])):
            yield from _subschemas(sub, f"{path}/{key}/{index}")


def test_spec_has_schemas() -> None:
    assert len(FAMILY_SCHEMAS) >= 20


@pytest.mark.parametrize("name", sorted(SCHEMA_FILES))
def test_schema_is_valid_draft_2020_12(name: str) -> None:
    Draft202012Validator.check_schema(SCHEMA_FILES[name])


@pytest.mark.parametrize("name", sorted(SCHEMA_FILES))
def test_schema_has_id_title_description(name: str) -> None:
    schema = SCHEMA_FILES[name]
    assert schema.get("$schema") == "https://json-schema.org/draft/2020-12/schema"
    assert schema.get("$id", "").startswith(ID_BASE)
    assert schema.get("title")
    assert schema.get("description")


def test_ids_are_unique() -> None:
    counts = Counter(schema["$id"] for schema in SCHEMA_FILES.values())
    assert [i for i, n in counts.items() if n > 1] == []


@pytest.mark.parametrize("name", sorted(FAMILY_SCHEMAS))
def test_family_schema_id_matches_its_file(name: str) -> None:
    info = FAMILY_SCHEMAS[name]
    assert info.id == f"{ID_BASE}{info.family}/{info.version}/{info.file_name}"


def test_titles_are_unique_within_a_family() -> None:
    counts = Counter((i.family, i.version, i.title) for i in FAMILY_SCHEMAS.values())
    assert [key for key, n in counts.items() if n > 1] == []


@pytest.mark.parametrize("name", sorted(SCHEMA_FILES))
def test_objects_state_additional_properties(name: str) -> None:
    offenders = [
        path or "/"
        for path, node in _subschemas(SCHEMA_FILES[name])
        if (node.get("type") == "object" or "properties" in node)
        and "additionalProperties" not in node
    ]
    assert offenders == []


@pytest.mark.parametrize("name", sorted(SCHEMA_FILES))
def test_every_property_is_described(name: str) -> None:
    undescribed = [
        f"{path}/properties/{prop}"
        for path, node in _subschemas(SCHEMA_FILES[name])
        for prop, sub in node.get("properties", {}).items()
        if not (isinstance(sub, dict) and sub.get("description"))
    ]
    assert undescribed == []


@pytest.mark.parametrize("name", sorted(FAMILY_SCHEMAS))
def test_family_schema_uses_only_model_enforced_keywords(name: str) -> None:
    used = {
        (path or "/", key)
        for path, node in _subschemas(dict(FAMILY_SCHEMAS[name].contents))
        for key in node
        if key not in ALLOWED_KEYWORDS
    }
    assert used == set()


@pytest.mark.parametrize("name", sorted(FAMILY_SCHEMAS))
def test_family_titles_are_class_names(name: str) -> None:
    for path, node in _subschemas(dict(FAMILY_SCHEMAS[name].contents)):
        if "title" in node:
            assert node["title"].isidentifier() and node["title"][0].isupper(), path


def _registry() -> Registry[Any]:
    return Registry().with_resources(
        (schema["$id"], Resource.from_contents(schema, default_specification=DRAFT202012))
        for schema in SCHEMA_FILES.values()
    )


@pytest.mark.parametrize("name", sorted(SCHEMA_FILES))
def test_no_dangling_references(name: str) -> None:
    schema = SCHEMA_FILES[name]
    resolver = _registry().resolver(base_uri=schema["$id"])
    dangling = []
    for path, node in _subschemas(schema):
        ref = node.get("$ref")
        if ref is None:
            continue
        try:
            resolver.lookup(ref)
        except Unresolvable:
            dangling.append(f"{path}: {ref}")
    assert dangling == []


def _registry_files(folder: str) -> dict[str, Any]:
    root = spec_root() / folder
    return {
        entry.name: orjson.loads(entry.read_bytes())
        for entry in root.iterdir()
        if entry.name.endswith(".json") and not entry.name.endswith(".schema.json")
    }


RULE_FILES = _registry_files("rules")


@pytest.mark.parametrize("name", sorted(RULE_FILES))
def test_rule_registry_is_valid(name: str) -> None:
    schema = SCHEMA_FILES["rules/rules.schema.json"]
    errors = list(Draft202012Validator(schema).iter_errors(RULE_FILES[name]))
    assert errors == []


def test_rule_codes_are_unique_and_name_real_schemas() -> None:
    codes = Counter(rule["code"] for data in RULE_FILES.values() for rule in data["rules"])
    assert [c for c, n in codes.items() if n > 1] == []
    files = {info.file_name for info in FAMILY_SCHEMAS.values()}
    unknown = [
        (rule["code"], rule["applies_to"])
        for data in RULE_FILES.values()
        for rule in data["rules"]
        if rule["applies_to"] != "*" and rule["applies_to"] not in files
    ]
    assert unknown == []


def test_gap_registry_is_valid() -> None:
    data = _registry_files("gaps")["gap_codes.json"]
    schema = SCHEMA_FILES["gaps/gap_codes.schema.json"]
    assert list(Draft202012Validator(schema).iter_errors(data)) == []
    codes = Counter(entry["code"] for entry in data["codes"])
    assert [c for c, n in codes.items() if n > 1] == []
