"""The Go, Rust and Java emitters without their toolchains: names, the shape of what they
write, and that every schema of every family version gets a model. (Building the models and
proving them on the vectors is the work of the nox sessions models-go, -rust and -java.)"""

from __future__ import annotations

import re

import pytest

from trajspec._schemas import all_schemas, families
from trajspec._tools.codegen.go import render_package
from trajspec._tools.codegen.go import render_registry as go_registry
from trajspec._tools.codegen.java import camel, class_name, constant, render_class
from trajspec._tools.codegen.java import render_registry as java_registry
from trajspec._tools.codegen.rust import module_name, render_module, snake
from trajspec._tools.codegen.rust import render_registry as rust_registry
from trajspec._tools.codegen.shapes import flat_branches, pascal


@pytest.mark.parametrize(
    ("text", "want"),
    [("_ng_task_index", "NgTaskIndex"), ("pendingSafetyChecks", "PendingSafetyChecks"),
     ("ATIF-v1.7", "ATIFV17"), ("2d", "N2d"), ("", "")],
)  # fmt: skip
def test_pascal(text: str, want: str) -> None:
    assert pascal(text) == want


def test_member_names_avoid_each_language_s_keywords() -> None:
    assert snake("type") == "r#type" and snake("self") == "self_" and snake("name") == "name"
    assert snake("pendingSafetyChecks") == "pending_safety_checks"
    assert camel("default") == "default_" and camel("_ng_task_index") == "ngTaskIndex"
    assert constant("ATIF-v1.7") == "ATIF_V1_7" and constant("1x") == "V_1X"


def test_a_list_of_types_inside_a_union_is_spread() -> None:
    branches = [{"type": ["string", "integer"]}, {"$ref": "#/$defs/X"}]
    assert flat_branches(branches) == [{"type": "string"}, {"type": "integer"}, branches[1]]
    kept = [{"type": ["string", "null"], "minLength": 1}]  # a constraint beside: kept whole
    assert flat_branches(kept) == kept


@pytest.fixture(scope="module")
def sources() -> dict[tuple[str, str], dict[str, str]]:
    return {
        (family, version): {
            "go": render_package(family, version),
            "rust": render_module(family, version),
            "java": render_class(family, version),
        }
        for family, version in families()
    }


def test_every_schema_has_a_model_in_every_language(
    sources: dict[tuple[str, str], dict[str, str]],
) -> None:
    registries = {"go": go_registry(), "rust": rust_registry(), "java": java_registry()}
    for info in all_schemas():
        for lang, registry in registries.items():
            assert f'"{info.qualified_name}"' in registry, (lang, info.qualified_name)
        go = sources[(info.family, info.version)]["go"]
        # A titled object, enum or union is a type of its own; a titled primitive an alias.
        assert re.search(rf"^type {info.title}\b", go, re.M), info.qualified_name


def test_open_and_closed_objects(sources: dict[tuple[str, str], dict[str, str]]) -> None:
    texts = sources[("evidence", "1.0")]
    # AgentRef is open: its other members are kept; TrajectoryTokenStats is closed.
    agent_ref = texts["go"].split("type AgentRef struct")[1].split("\n}\n")[0]
    assert "Extra map[string]json.RawMessage" in agent_ref
    stats = texts["go"].split("func decodeTrajectoryTokenStats(")[1].split("\n}\n")[0]
    assert "fields.Closed()" in stats and "Rest(" not in stats
    assert "pub extra: std::collections::BTreeMap<String, serde_json::Value>," in texts["rust"]
    assert "public Map<String, JsonNode> extra = new LinkedHashMap<>();" in texts["java"]


def test_absent_and_null_stay_apart(sources: dict[tuple[str, str], dict[str, str]]) -> None:
    texts = sources[("evidence", "1.0")]
    # prompt_tokens of TrajectoryTokenStats: optional, and null when unknown.
    assert re.search(r"PromptTokens jsonmodel\.Opt\[\*int64\]", texts["go"])
    assert re.search(r"pub prompt_tokens: Option<Option<i64>>,", texts["rust"])
    assert re.search(r"public Opt<Long> promptTokens = Opt\.absent\(\);", texts["java"])
    assert 'fields.optional("prompt_tokens", Json.nullable(Json::integer))' in texts["java"]


def test_descriptions_become_doc_comments(
    sources: dict[tuple[str, str], dict[str, str]],
) -> None:
    texts = sources[("atif", "1.7")]
    for lang, marker in (("go", "// "), ("rust", "/// "), ("java", " * ")):
        assert f"{marker}The ATIF version the document follows" in texts[lang], lang
    assert module_name("atif", "1.7") == "atif17" and class_name("atif", "1.7") == "Atif17"
