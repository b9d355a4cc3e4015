"""The semantic rules of the evidence family (validators/_evidence/).

The conformance vectors (spec/conformance/evidence/1.0/rules-*.json) fix what each rule
reports on chosen documents. These tests cover what vectors show badly: that every rule has
vectors, that every schema with rules (or containing one) has a check, that the checks never
raise on arbitrary or mutated input and report only registered codes at real locations, that a
wrong type is not reported twice, that the row identity rule agrees with the one identity
function, and that the checks stay linear in the size of a document.
"""

from __future__ import annotations

import copy
import random
import sys
from collections.abc import Iterator
from typing import Any

import orjson
import pytest
from _examples import examples
from _strategies import from_schema, json_values
from _vectors import cases
from hypothesis import given, settings
from hypothesis import strategies as st

from trajspec._findings import Finding, pointer_parts
from trajspec._identity import rollout_identity
from trajspec._rules import rules
from trajspec._schemas import all_schemas, find_schema, spec_root
from trajspec.validators._document import validate_against
from trajspec.validators._evidence.gaps import CALLS_INCOMPLETE, USAGE_UNKNOWABLE
from trajspec.validators._evidence.rules import CHECKS, known_gap_codes

FAMILY = "evidence/1.0"
ROW = f"{FAMILY}/rollout_row"
TRAJECTORY = f"{FAMILY}/trajectory_record"
BUNDLE = f"{FAMILY}/agent_observation_bundle"


def _registry() -> list[dict[str, Any]]:
    data = orjson.loads((spec_root() / "rules" / "evidence.json").read_bytes())
    rules_: list[dict[str, Any]] = data["rules"]
    return rules_


EVIDENCE_CODES = {rule["code"] for rule in _registry()}
VECTORS = [case for case in cases("validate") if case.schema.startswith(f"{FAMILY}/")]


# --- coverage of the registry ---------------------------------------------------------------


def _refs(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str):
                yield value.split("#")[0].removesuffix(".schema.json")
            else:
                yield from _refs(value)
    elif isinstance(node, list):
        for item in node:
            yield from _refs(item)


def _containers_of(names: set[str]) -> set[str]:
    """``names`` and every evidence schema that contains one of them, at any depth."""
    contains = {
        info.qualified_name.rsplit("/", 1)[1]: set(_refs(dict(info.contents)))
        for info in all_schemas()
        if info.qualified_name.startswith(f"{FAMILY}/")
    }
    found = set(names)
    while True:
        more = {name for name, inner in contains.items() if inner & found} - found
        if not more:
            return found
        found |= more


def test_every_schema_with_rules_or_containing_one_has_a_check() -> None:
    # a rule of every document ("*", the integer range) runs beside every schema's check
    with_rules = {
        rule["applies_to"].removesuffix(".schema.json")
        for rule in _registry()
        if rule["applies_to"] != "*"
    }
    needed = {f"{FAMILY}/{name}" for name in _containers_of(with_rules)}
    assert needed - set(CHECKS) == set()
    for name in CHECKS:
        find_schema(name)  # every key names a real schema


def test_every_rule_has_a_vector_that_triggers_it_and_a_near_miss() -> None:
    for code in sorted(EVIDENCE_CODES):
        triggering = [
            v for v in VECTORS if any(f["code"] == code for f in v.case.get("findings", []))
        ]
        assert triggering, f"no vector triggers {code}"
        schemas = {v.schema for v in triggering}
        near_misses = [
            v
            for v in VECTORS
            if v.schema in schemas
            and v.file.rsplit("/", 1)[1].startswith("rules-")
            and "findings" in v.case
            and all(f["code"] != code for f in v.case["findings"])
        ]
        assert near_misses, f"no rules vector of {sorted(schemas)} leaves {code} quiet"


def test_rule_vectors_are_structurally_clean_unless_they_say_so() -> None:
    # A rules vector shows a rule, so structural findings appear only where a case lists them.
    for vector in VECTORS:
        if not vector.file.rsplit("/", 1)[1].startswith("rules-"):
            continue
        listed = {f["code"] for f in vector.case["findings"]}
        found = {f.code for f in validate_against(vector.case["document"], vector.schema)}
        structural = {code for code in found if code.startswith("schema.")}
        assert structural <= listed, vector.id


def test_gap_vocabularies_follow_the_gap_registry() -> None:
    data = orjson.loads((spec_root() / "gaps" / "gap_codes.json").read_bytes())
    gating = {entry["code"]: set(entry["gates"]) for entry in data["codes"]}
    assert known_gap_codes() == set(gating)
    # Unresolved references are excused by the gaps that leave capture mismatches unobserved;
    # usage is not compared under the gaps that leave the token comparison unobserved.
    assert {c for c, g in gating.items() if "trajectory_capture_mismatch" in g} == CALLS_INCOMPLETE
    assert {c for c, g in gating.items() if "rollout_token_count_mismatch" in g} == (
        USAGE_UNKNOWABLE
    )


# --- robustness -----------------------------------------------------------------------------


def _at(document: Any, parts: list[str]) -> bool:
    """Whether the JSON Pointer parts name a location of ``document``."""
    node = document
    for part in parts:
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return False
    return True


def _assert_sound(document: Any, found: list[Finding]) -> None:
    registry = rules()
    for item in found:
        if item.code.startswith("schema."):
            continue  # structural findings have their own tests
        assert item.code in registry, item
        assert item.severity == registry[item.code].severity, item
        assert item.message, item
        parts = pointer_parts(item.path)
        assert _at(document, parts) or _at(document, parts[:-1]), item


def _semantic(document: Any, schema: str) -> list[Finding]:
    return CHECKS[schema](document)


@given(st.sampled_from(sorted(CHECKS)), json_values)
@settings(database=None, max_examples=examples(1.5))
def test_checks_never_raise_on_any_json_value(schema: str, document: Any) -> None:
    found = _semantic(document, schema)
    _assert_sound(document, found)
    assert all(f.code in EVIDENCE_CODES for f in found)


@pytest.mark.parametrize("schema", [ROW, TRAJECTORY, BUNDLE, f"{FAMILY}/model_call_capture"])
def test_checks_are_sound_on_schema_generated_documents(schema: str) -> None:
    @given(from_schema(schema))
    @settings(database=None)
    def check(document: Any) -> None:
        _assert_sound(document, validate_against(document, schema))

    check()


_REPLACEMENTS: list[Any] = [None, True, 0, -1, 1.5, 10**30, "", "x", [], {}, [1, "a"], {"k": None}]


def _locations(document: Any, limit: int = 400) -> list[tuple[Any, Any]]:
    """(container, key) pairs of a document, breadth first."""
    found: list[tuple[Any, Any]] = []
    queue = [document]
    while queue and len(found) < limit:
        node = queue.pop(0)
        items = node.items() if isinstance(node, dict) else enumerate(node)
        for key, value in items:
            found.append((node, key))
            if isinstance(value, dict | list):
                queue.append(value)
    return found


def _mutate(document: Any, rng: random.Random) -> Any:
    """A few random edits: type swaps, deletions, duplicated list items, swapped ids."""
    document = copy.deepcopy(document)
    for _ in range(rng.randint(1, 4)):
        places = _locations(document)
        if not places:
            return rng.choice(_REPLACEMENTS)
        node, key = rng.choice(places)
        action = rng.randrange(5)
        if action == 0 and isinstance(node, dict):
            del node[key]
        elif action == 1 and isinstance(node, list):
            node.append(copy.deepcopy(node[key]))
        elif action == 2:
            node[key] = rng.choice(["root", "call-1", "0-0", "task-7", 1, 1.0])
        elif action == 3 and isinstance(node[key], dict | list) and node[key]:
            inner = node[key]
            victim = rng.choice(list(inner)) if isinstance(inner, dict) else 0
            inner[victim] = copy.deepcopy(rng.choice(_REPLACEMENTS))
        else:
            node[key] = copy.deepcopy(rng.choice(_REPLACEMENTS))
    return document


def _seed_documents() -> list[tuple[str, Any]]:
    return [
        (v.schema, v.case["document"]) for v in VECTORS if v.schema in (ROW, TRAJECTORY, BUNDLE)
    ]


@pytest.mark.slow
def test_ten_thousand_mutated_documents_never_raise() -> None:
    rng = random.Random(20260101)
    seeds = _seed_documents()
    assert seeds
    for _ in range(10_000):
        schema, document = rng.choice(seeds)
        mutated = _mutate(document, rng)
        found = validate_against(mutated, schema)
        _assert_sound(mutated, found)


def test_a_wrong_type_is_reported_once() -> None:
    """The semantic pass skips a part whose type is wrong: no rule reports at (or inside) a
    location that has a structural type finding."""
    rng = random.Random(7)
    seeds = _seed_documents()
    for _ in range(3000):
        schema, document = rng.choice(seeds)
        mutated = _mutate(document, rng)
        found = validate_against(mutated, schema)
        wrong = [f.path for f in found if f.code == "schema.type"]
        for item in found:
            if item.code.startswith("schema.") or item.code.startswith("json."):
                continue
            for path in wrong:
                assert not (item.path == path or item.path.startswith(path + "/")), (item, path)


# --- row identity ---------------------------------------------------------------------------

_ids = st.from_regex(r"[A-Za-z0-9][A-Za-z0-9._-]{0,12}", fullmatch=True)
_rows = st.fixed_dictionaries(
    {},
    optional={
        "task_id": st.one_of(
            _ids, st.integers(0, 999), st.builds(lambda t: {"taskset": "ts", "task_id": t}, _ids)
        ),
        "problem_id": _ids,
        "instance_id": _ids,
        "_ng_task_index": st.integers(0, 50),
        "_ng_rollout_index": st.integers(0, 9),
        "_ng_attempt_index": st.integers(0, 3),
        "_ng_rollout_id": _ids,
        "trajectory_identity": st.one_of(
            st.fixed_dictionaries({"task_id": _ids, "rollout_id": _ids}),
            st.fixed_dictionaries({"task_id": st.just(""), "rollout_id": _ids}),
        ),
    },
)


@given(_rows)
@settings(database=None, max_examples=examples(1))
def test_the_row_identity_rule_agrees_with_the_identity_function(row: dict[str, Any]) -> None:
    identity = rollout_identity(row)
    task_id = identity.task_id if identity.task_id is not None else "anything"
    rollout_id = identity.rollout_id if identity.rollout_id is not None else "anything"
    row["ng_trajectory"] = {"schema_version": "1.0", "task_id": task_id, "rollout_id": rollout_id}
    codes = [f.code for f in validate_against(row, ROW)]
    assert "row.identity_matches_trajectory" not in codes
    row["ng_trajectory"]["rollout_id"] = rollout_id + "-other"
    row["ng_trajectory"]["task_id"] = task_id + "-other"
    mismatches = [f.path for f in validate_against(row, ROW) if f.code.startswith("row.identity")]
    expected = [
        f"/ng_trajectory/{key}"
        for key, value in (("rollout_id", identity.rollout_id), ("task_id", identity.task_id))
        if value is not None
    ]
    assert mismatches == expected


# --- messages and details -------------------------------------------------------------------


def _one(document: Any, schema: str, code: str) -> Finding:
    found = [f for f in _semantic(document, schema) if f.code == code]
    assert len(found) == 1, found
    return found[0]


def test_a_cycle_message_shows_the_cycle() -> None:
    bundle = {
        "source": "hermes",
        "records": [
            {"kind": "agent_invocation", "invocation_id": "a", "parent_invocation_id": "b"},
            {"kind": "agent_invocation", "invocation_id": "b", "parent_invocation_id": "a"},
        ],
    }
    item = _one(bundle, BUNDLE, "invocation.parent_acyclic")
    assert '"a" -> "b" -> "a"' in item.message


def test_messages_name_the_offending_values() -> None:
    trajectory = {
        "schema_version": "1.0",
        "task_id": "task-7",
        "rollout_id": "0-0",
        "model_calls": [{"model_call_id": "call-1"}, {"model_call_id": "call-1"}],
        "turns": [
            {
                "invocation_id": "ghost",
                "task_id": "task-7",
                "rollout_id": "0-0",
                "turn_no": 1,
                "timestamp": 0,
                "step_count": 0,
            }
        ],
    }
    duplicate = _one(trajectory, TRAJECTORY, "model_call.id_unique")
    assert '"call-1"' in duplicate.message and "/model_calls/0" in duplicate.message
    ghost = _one(trajectory, TRAJECTORY, "turn.invocation_resolves")
    assert '"ghost"' in ghost.message and ghost.severity == "warning"
    stats = {"prompt_tokens": 12, "completion_tokens": 8, "total_tokens": 21}
    total = _one(stats, f"{FAMILY}/trajectory_token_stats", "token_stats.total_matches_parts")
    assert "21" in total.message and "20" in total.message


def test_messages_quote_values_as_compact_json_cut_at_80_characters() -> None:
    # The one show() of trajspec._jsonvalues: no spaces inside objects, a long value cut to
    # 79 characters and an ellipsis.
    reference = {"model_ref": {"type": "responses_api_models", "name": "policy"}}
    join = _one(reference, f"{FAMILY}/model_call_ref", "model_call_ref.join_key")
    assert '(model_ref {"type":"responses_api_models","name":"policy"})' in join.message
    long_id = "x" * 100
    trajectory = {
        "schema_version": "1.0",
        "task_id": "t",
        "rollout_id": "0-0",
        "model_calls": [{"model_call_id": long_id}, {"model_call_id": long_id}],
    }
    duplicate = _one(trajectory, TRAJECTORY, "model_call.id_unique")
    assert f'model_call_id "{"x" * 78}… is already used' in duplicate.message


def test_checks_ignore_documents_that_are_not_objects() -> None:
    documents: list[Any] = [None, [], [{}], "row", 3, 2.5, True]
    for check in CHECKS.values():
        for document in documents:
            assert check(document) == []


def test_findings_are_deterministic() -> None:
    for vector in VECTORS[:200]:
        document = vector.case["document"]
        first = validate_against(document, vector.schema)
        again = validate_against(orjson.loads(orjson.dumps(document)), vector.schema)
        assert first == again


# --- cost -----------------------------------------------------------------------------------


def _big_trajectory(n: int, shared_id: bool = False) -> dict[str, Any]:
    ref = {"type": "responses_api_models", "name": "policy_model"}
    calls = [
        {
            "model_call_id": "same" if shared_id else f"call-{i}",
            "started_at": float(i),
            "completed_at": i + 0.5,
            "response_metadata": {"response_id": f"resp-{i}", "model_ref": ref},
            "token_stats": {"prompt_tokens": 10, "completion_tokens": 2, "total_tokens": 12},
        }
        for i in range(n)
    ]
    turns = [
        {
            "invocation_id": "root",
            "task_id": "t",
            "rollout_id": "0-0",
            "turn_no": i + 1,
            "timestamp": float(i),
            "step_count": i,
            "model_calls": [
                {
                    "model_call_id": call["model_call_id"],
                    "model_ref": ref,
                    "response_id": f"resp-{i}",
                }
            ],
        }
        for i, call in enumerate(calls)
    ]
    return {
        "schema_version": "1.0",
        "task_id": "t",
        "rollout_id": "0-0",
        "invocations": [
            {
                "kind": "agent_invocation",
                "invocation_id": "root",
                "model_calls": [{"model_call_id": c["model_call_id"]} for c in calls],
            }
        ],
        "turns": turns,
        "model_calls": calls,
    }


def _lines_run(document: Any) -> int:
    """How many lines of Python the trajectory check runs over ``document``: a count of the
    work done that machine load cannot change (a test of speed by the clock would)."""
    check = CHECKS[TRAJECTORY]
    count = 0

    def trace(frame: Any, event: str, arg: Any) -> Any:
        nonlocal count
        count += event == "line"
        return trace

    previous = sys.gettrace()
    sys.settrace(trace)
    try:
        check(document)
    finally:
        sys.settrace(previous)
    return count


@pytest.mark.parametrize("shared_id", [False, True], ids=["distinct-ids", "one-shared-id"])
def test_checks_are_linear_in_the_number_of_turns_and_calls(shared_id: bool) -> None:
    # A quadratic pass runs 16 times the lines for 4 times the turns and calls; a linear one
    # about 4 times. Even references to one id that every call shares (each reference
    # narrowed by response_id) must stay linear.
    small, large = _big_trajectory(300, shared_id), _big_trajectory(1200, shared_id)
    assert _lines_run(large) < 5 * _lines_run(small)
