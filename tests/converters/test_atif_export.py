"""ATIF export of one row through the Python API: what no vector file can hold, the bytes it
writes, and properties over generated rows (hypothesis)."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from typing import Any

import orjson
import pytest
from _examples import examples
from _strategies import export_rows
from _vectors import cases
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import RootModel

from trajspec.converters import ExportResult, dumps_atif, export_atif
from trajspec.converters._atif_export.values import is_blank, is_plain_json, json_equal
from trajspec.validators import atif_findings, gym_profile_findings

OPTIONS = {"session_id": "session-1", "agent_version": "1.0.0"}
REVERIFY_ASYMMETRY = {
    "atif.gym.model_names_mixed",
    "atif.gym.usage_complete",
    "atif.gym.final_totals",
}


def _base_row() -> dict[str, Any]:
    """The base row of the mapping vectors (export-mapping.json, case 0)."""
    first = next(v for v in cases("export") if v.file.endswith("export-mapping.json"))
    return copy.deepcopy(first.case["row"])


def _pairs(result: ExportResult) -> list[tuple[str, str]]:
    return [(f.code, f.path) for f in result.findings]


# --- the caller's arguments and rows that are not plain JSON ---------------------------------


@pytest.mark.parametrize(
    ("session_id", "agent_version"),
    [(" ", "1"), ("s", ""), ("", "1"), (None, "1"), ("s", 1), ("s", "\ud800")],
)
def test_caller_arguments_must_be_non_blank_text(session_id: Any, agent_version: Any) -> None:
    with pytest.raises(ValueError):
        export_atif(_base_row(), session_id=session_id, agent_version=agent_version)


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (lambda r: r.__setitem__("reward", float("nan")), [("json.non_finite_number", "/reward")]),
        (lambda r: r.__setitem__("notes", "\ud800"), [("json.lone_surrogate", "/notes")]),
        (lambda r: r.__setitem__("big", 2**70), [("json.integer_out_of_range", "/big")]),
        (lambda r: r.__setitem__("tags", {"a"}), [("export.not_json", "/tags")]),
        (lambda r: r.__setitem__("pair", (1, 2)), [("export.not_json", "/pair")]),
        (lambda r: r["agent_ref"].__setitem__(3, "x"), [("export.not_json", "/agent_ref")]),
        (
            lambda r: r["ng_trajectory"]["model_calls"][0]["response"].__setitem__(
                "x", float("inf")
            ),
            [("json.non_finite_number", "/ng_trajectory/model_calls/0/response/x")],
        ),
    ],
)
def test_values_that_are_not_json_are_findings(change: Any, expected: list[Any]) -> None:
    row = _base_row()
    change(row)
    result = export_atif(row, **OPTIONS)
    assert result.document is None
    assert _pairs(result) == expected


def test_every_non_json_value_is_reported() -> None:
    row = _base_row()
    row["a"] = float("nan")
    row["ng_trajectory"]["turns"][0]["b"] = "\udfff"
    result = export_atif(row, **OPTIONS)
    assert sorted(_pairs(result)) == [
        ("json.lone_surrogate", "/ng_trajectory/turns/0/b"),
        ("json.non_finite_number", "/a"),
    ]


def test_too_deep_and_cyclic_rows_are_findings() -> None:
    row = _base_row()
    deep: Any = []
    for _ in range(200):
        deep = [deep]
    row["deep"] = deep
    assert [code for code, _ in _pairs(export_atif(row, **OPTIONS))] == ["json.too_deep"]
    cyclic = _base_row()
    cyclic["self"] = cyclic
    assert "json.too_deep" in {code for code, _ in _pairs(export_atif(cyclic, **OPTIONS))}


@pytest.mark.parametrize("row", [None, [], "row", 3])
def test_a_row_that_is_not_an_object(row: Any) -> None:
    result = export_atif(row, **OPTIONS)
    assert _pairs(result) == [("json.not_an_object", "")]


# --- what the export writes ------------------------------------------------------------------


def test_bytes_are_two_space_json_with_a_newline_and_raw_utf8() -> None:
    row = _base_row()
    row["ng_trajectory"]["invocations"][0]["conversation"][0]["content"] = "Rechne: 数据 ✓\n\t"
    row["ng_trajectory"]["turns"][0]["question"][0]["content"] = "Rechne: 数据 ✓\n\t"
    row["ng_trajectory"]["turns"][1]["question"][0]["content"] = "Rechne: 数据 ✓\n\t"
    data = export_atif(row, **OPTIONS).to_bytes()
    assert data.endswith(b"}\n") and not data.endswith(b"\n\n")
    assert data.startswith(b'{\n  "schema_version": "ATIF-v1.7",\n  "session_id": "session-1",')
    assert "数据 ✓\\n\\t".encode() in data
    assert orjson.loads(data)["steps"][0]["message"] == "Rechne: 数据 ✓\n\t"


def test_bytes_equal_the_reference_serializer_for_the_same_document() -> None:
    """model_dump_json(indent=2) (pydantic-core) writes the same bytes as orjson's two-space
    indent, floats and escapes included, given the same key order."""
    row = _base_row()
    row["ng_trajectory"]["model_calls"][0]["response"]["odd"] = [1e-05, 1.5e-07, 1e20, -0.0, "\x01"]
    document = export_atif(row, **OPTIONS).document
    assert document is not None
    reference = RootModel[dict[str, Any]](document).model_dump_json(indent=2).encode() + b"\n"
    assert dumps_atif(document) == reference


def test_key_order_follows_the_reference_models() -> None:
    document = export_atif(_base_row(), **OPTIONS).document
    assert document is not None
    assert list(document) == [
        "schema_version", "session_id", "trajectory_id", "agent", "steps", "final_metrics", "extra",
    ]  # fmt: skip
    assert list(document["steps"][2]) == [
        "step_id", "source", "message", "timestamp", "model_name", "reasoning_content",
        "tool_calls", "observation", "metrics", "llm_call_count", "extra",
    ]  # fmt: skip
    call = document["steps"][2]["extra"]["nemo_gym"]["model_call"]
    assert list(call) == [
        "model_call_id", "started_at", "completed_at", "duration_ms", "request", "response",
        "response_metadata", "token_stats",
    ]  # fmt: skip


def test_provider_payloads_are_kept_opaquely_with_their_nulls() -> None:
    row = _base_row()
    payload = {"input": None, "nested": {"k": [None, {"z": None}]}, "output": "not parsed"}
    row["ng_trajectory"]["model_calls"][1]["request"] = payload
    document = export_atif(row, **OPTIONS).document
    assert document is not None
    kept = document["steps"][3]["extra"]["nemo_gym"]["model_call"]["request"]
    assert kept == payload and kept is not payload


def test_an_exported_base_row_is_in_the_gym_profile() -> None:
    document = export_atif(_base_row(), **OPTIONS).document
    assert atif_findings(document) == []
    assert gym_profile_findings(document) == []


def test_mixed_models_leave_the_profile_as_the_reference_does() -> None:
    row = _base_row()
    row["ng_trajectory"]["model_calls"][1]["response_metadata"]["model"] = "other/model"
    document = export_atif(row, **OPTIONS).document
    assert {f.code for f in gym_profile_findings(document)} == {"atif.gym.model_names_mixed"}


# --- helpers ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("a", "b", "equal"),
    [
        (1, 1.0, True),
        (1, True, False),
        (0, False, False),
        ({"a": 1, "b": [1, 2]}, {"b": [1.0, 2], "a": 1}, True),
        ([1, 2], [2, 1], False),
        (None, None, True),
        (None, 0, False),
        ("5", [{"type": "input_text", "text": "5"}], False),
        ({"a": [True]}, {"a": [1]}, False),
    ],
)
def test_json_equality(a: Any, b: Any, equal: bool) -> None:
    assert json_equal(a, b) is equal
    assert json_equal(b, a) is equal


@pytest.mark.parametrize(
    ("text", "blank"),
    [("", True), (" \t\n", True), ("\ufeff", True), ("\u00a0", True), ("x", False)],
)
def test_blank_follows_the_profile_pattern(text: str, blank: bool) -> None:
    assert is_blank(text) is blank


# --- properties (hypothesis) -------------------------------------------------------------------


def _steps_uniform(document: dict[str, Any]) -> bool:
    agent = [s for s in document["steps"] if s["source"] == "agent"]
    models = {s.get("model_name") for s in agent}
    usage = [s.get("metrics", {}) for s in agent]
    complete = all("prompt_tokens" in m and "completion_tokens" in m for m in usage)
    return len(models) == 1 and None not in models and (complete or not any(usage))


@settings(max_examples=examples(1.5), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(export_rows())
def test_generated_rows_export_or_are_rejected_with_findings(row: dict[str, Any]) -> None:
    before = copy.deepcopy(row)
    result = export_atif(row, **OPTIONS)
    assert row == before
    assert (result.document is None) == bool(result.findings)
    if result.document is None:
        return
    assert [f for f in atif_findings(result.document) if f.severity == "error"] == []
    profile = {f.code for f in gym_profile_findings(result.document) if f.severity == "error"}
    assert profile <= REVERIFY_ASYMMETRY
    if _steps_uniform(result.document):
        assert profile == set()
    again = export_atif(json.loads(json.dumps(row)), **OPTIONS)
    assert again.to_bytes() == result.to_bytes()


@settings(max_examples=examples(1), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(export_rows(faults=False))
def test_fault_free_generated_rows_export(row: dict[str, Any]) -> None:
    result = export_atif(row, **OPTIONS)
    assert result.findings == (), [f.to_json() for f in result.findings]
    document = result.document
    assert document is not None
    agent_steps = [s for s in document["steps"] if s["source"] == "agent"]
    assert len(agent_steps) == len(row["ng_trajectory"]["turns"])
    assert document["final_metrics"]["total_steps"] == len(document["steps"])
    calls = [c for s in agent_steps for c in s.get("tool_calls", [])]
    assert len(calls) == len(row["ng_trajectory"]["tool_calls"])


ODD_VALUES: list[Any] = [None, "", " ", -1, 0, 1.5, True, [], {}, [None], [{}], {"type": "x"}]


def _paths(node: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, (*path, index))


@settings(max_examples=examples(0.75), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(export_rows(faults=False), st.data())
def test_any_mutation_gives_a_document_or_findings_never_an_exception(
    row: dict[str, Any], data: st.DataObject
) -> None:
    row = copy.deepcopy(row)
    paths = [p for p in _paths(row) if p]
    for _ in range(3):
        path = data.draw(st.sampled_from(paths))
        parent = row
        for part in path[:-1]:
            parent = parent[part]
        if data.draw(st.booleans()) and isinstance(path[-1], str):
            del parent[path[-1]]
        else:
            # A copy: the same list put in two places, then into itself, would be a cycle
            # (and ODD_VALUES would change between examples).
            parent[path[-1]] = copy.deepcopy(data.draw(st.sampled_from(ODD_VALUES)))
        paths = [p for p in _paths(row) if p]
        if not paths:
            break
    result = export_atif(row, **OPTIONS)
    assert (result.document is None) == bool(result.findings)
    assert is_plain_json(row)
    if result.document is not None:
        assert [f for f in atif_findings(result.document) if f.severity == "error"] == []


def test_every_single_mutation_of_the_base_row_gives_findings_or_a_valid_document() -> None:
    """Each path of the base row set to each odd value, or deleted: never an exception."""
    base = _base_row()
    for path in [p for p in _paths(base) if p]:
        variants = []
        for value in ODD_VALUES:
            row = copy.deepcopy(base)
            parent = row
            for part in path[:-1]:
                parent = parent[part]
            parent[path[-1]] = value
            variants.append(row)
        if isinstance(path[-1], str):
            row = copy.deepcopy(base)
            parent = row
            for part in path[:-1]:
                parent = parent[part]
            del parent[path[-1]]
            variants.append(row)
        for row in variants:
            result = export_atif(row, **OPTIONS)
            assert (result.document is None) == bool(result.findings), path
            if result.document is not None:
                errors = [f for f in atif_findings(result.document) if f.severity == "error"]
                assert errors == [], (path, errors)
