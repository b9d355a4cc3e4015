"""Strict ATIF reverify, unit by unit: loading, the rebuilt response's exact form, ids, the
Python API's value checks, payload assembly, the manifest and input readers, and robustness
(no document, however broken, makes it raise)."""

from __future__ import annotations

import copy
import io
import math
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson
import pytest
from _reverify_fixtures import BASE, document

from trajspec.converters import ResponseResult, atif_to_response
from trajspec.converters._reverify.compare import json_equal, response_profile
from trajspec.converters._reverify.inputs import index_inputs, read_input_row
from trajspec.converters._reverify.manifest import ManifestEntry, ManifestLineProblem, parse_entry
from trajspec.converters._reverify.payload import OVERLAY_KEYS, verify_payload
from trajspec.converters._reverify.rebuild import load_atif
from trajspec.converters._reverify.verifiers import VerifierFailure, checked_verdict


def _rebuilt(doc: Any) -> dict[str, Any]:
    result = atif_to_response(doc)
    assert result.ok, [f.to_json() for f in result.findings]
    assert result.response is not None
    return result.response


def _codes(result: ResponseResult) -> list[tuple[str, str]]:
    return [(f.code, f.path) for f in result.findings]


# --- the exact form of the rebuilt response --------------------------------------------------


def test_arguments_are_compact_sorted_json_with_non_ascii_kept() -> None:
    doc = document(0, 0)
    doc["steps"][2]["tool_calls"][0]["arguments"] = {
        "b": -0.0,
        "a": {"é": "ü", "big": 2**70},
        "c": 1e100,
        "d": 0.1,
    }
    call = _rebuilt(doc)["output"][1]
    assert call["arguments"] == (
        '{"a":{"big":1180591620717411303424,"é":"ü"},"b":-0.0,"c":1e+100,"d":0.1}'
    )


def test_every_id_is_derived_from_the_trajectory() -> None:
    first, again = _rebuilt(document(0, 0)), _rebuilt(document(0, 0))
    ids = [first["id"], *(item["id"] for item in first["output"])]
    assert ids == [again["id"], *(item["id"] for item in again["output"])]
    assert len(set(ids)) == len(ids)
    assert all(i.startswith("atif_") and len(i) == 25 for i in ids)
    other = _rebuilt(document(0, 1))  # another trajectory_id
    assert other["id"] != first["id"]


def test_without_a_trajectory_id_ids_come_from_the_content_without_extras() -> None:
    doc = document(0, 0)
    del doc["trajectory_id"]
    plain = _rebuilt(doc)
    doc["extra"]["nemo_gym"]["exporter"]["version"] = "9.9"
    assert _rebuilt(doc)["id"] == plain["id"]
    doc["steps"][3]["message"] = "Five."
    assert _rebuilt(doc)["id"] != plain["id"]


def test_the_response_members() -> None:
    response = _rebuilt(document(0, 0))
    assert {k: response[k] for k in response if k not in ("id", "output", "usage")} == {
        "object": "response",
        "created_at": 1735689601.0,
        "status": "completed",
        "model": "nvidia/test-model",
        "parallel_tool_calls": False,
        "tool_choice": "auto",
        "tools": [],
    }
    assert [item["type"] for item in response["output"]] == [
        "reasoning",
        "function_call",
        "function_call_output",
        "message",
    ]


def test_reverify_never_changes_its_input() -> None:
    doc = document(0, 0)
    copied = copy.deepcopy(doc)
    _rebuilt(doc)
    assert doc == copied


# --- values only a Python caller can pass ----------------------------------------------------


def test_non_finite_numbers_and_lone_surrogates_are_findings() -> None:
    doc = document(0, 0)
    doc["steps"][2]["tool_calls"][0]["arguments"] = {"a": math.nan}
    doc["steps"][1]["message"] = "bad \ud800 text"
    result = atif_to_response(doc)
    assert not result.ok
    assert ("json.non_finite_number", "/steps/2/tool_calls/0/arguments/a") in _codes(result)
    assert ("json.lone_surrogate", "/steps/1/message") in _codes(result)


def test_non_objects_give_findings() -> None:
    for value in (None, [], "x", 1):
        result = atif_to_response(value)
        assert not result.ok and result.findings


# --- loading -------------------------------------------------------------------------------


def test_load_atif_reads_strictly() -> None:
    data = orjson.dumps(BASE)
    assert load_atif(data)[0] == BASE
    for text, code in (
        (b"\xef\xbb\xbf" + data, "json.byte_order_mark"),
        (b'{"a": 1, "a": 2}', "json.duplicate_key"),
        (b'{"a": NaN}', "json.non_finite_number"),
        (b'{"a": 1e400}', "json.number_overflow"),
        (b'{"a": ', "json.syntax"),
    ):
        value, problems = load_atif(text)
        assert value is None and problems[0].code == code
        assert problems[0].line == 1


# --- the verify payload ---------------------------------------------------------------------


def test_the_payload_overlays_exactly_the_request_parameters() -> None:
    params = {key: f"v-{key}" for key in OVERLAY_KEYS}
    params.update(input="the prompt", model="policy", stream=True)
    row = {"_ng_task_index": 0, "responses_create_params": params, "response": "old"}
    response = _rebuilt(document(0, 0))
    payload, problems = verify_payload(row, response)
    assert problems == [] and payload is not None
    assert row["response"] == "old"  # the row itself is not changed
    for key in OVERLAY_KEYS:
        assert payload["response"][key] == f"v-{key}"
    for key in ("input", "stream"):
        assert key not in payload["response"]
    assert payload["response"]["model"] == "nvidia/test-model"
    payload, problems = verify_payload({"responses_create_params": "x"}, response)
    assert payload is None
    assert [(f.code, f.path) for f in problems] == [
        ("reverify.input_no_create_params", "/responses_create_params")
    ]


# --- comparing on the profile's fields -------------------------------------------------------


def test_json_equal_and_the_profile() -> None:
    assert json_equal({"a": [1, 2.0]}, {"a": [1.0, 2]})
    assert not json_equal(1, True) and not json_equal(0, False) and not json_equal(None, 0)
    assert not json_equal({"a": 1}, {"a": 1, "b": None})
    summary = {"type": "reasoning", "id": "r1", "summary": [{"type": "summary_text", "text": "t"}]}
    content = {"type": "reasoning", "content": [{"type": "reasoning_text", "text": "t"}]}
    calls = [
        {"type": "function_call", "id": "x", "arguments": '{"b":1,"a":2}'},
        {"type": "function_call", "arguments": '{"a": 2, "b": 1.0}'},
    ]
    one = response_profile({"id": "1", "output": [summary, calls[0]]})
    two = response_profile({"id": "2", "output": [content, calls[1]]})
    assert json_equal(one, two)


# --- manifest entries and the input index ------------------------------------------------------


def test_manifest_entries(tmp_path: Path) -> None:
    entry = parse_entry(
        {"_ng_task_index": 2, "_ng_rollout_index": 1.0, "trajectory_path": "2-1.json"},
        4,
        tmp_path,
        "m.jsonl",
    )
    assert isinstance(entry, ManifestEntry)
    assert entry.key == (2, 1) and entry.expected_sha256 is None
    assert entry.path == (tmp_path / "2-1.json").resolve()
    absolute = parse_entry(
        {"_ng_task_index": 0, "_ng_rollout_index": 0, "trajectory_path": str(tmp_path / "x")},
        1,
        Path("/elsewhere"),
        "m.jsonl",
    )
    # An absolute path is an entry (its row is rejected when read), identified by its text.
    assert isinstance(absolute, ManifestEntry) and not absolute.path.is_absolute()
    bad = parse_entry(
        {"_ng_task_index": True, "_ng_rollout_index": "0", "trajectory_path": ""},
        7,
        tmp_path,
        "m.jsonl",
    )
    assert isinstance(bad, ManifestLineProblem)
    assert sorted(f.path for f in bad.findings) == [
        "/_ng_rollout_index",
        "/_ng_task_index",
        "/trajectory_path",
    ]
    assert all(f.file == "m.jsonl" and f.line == 7 for f in bad.findings)


def test_the_input_index_finds_rows_by_offset(tmp_path: Path) -> None:
    rows = [{"_ng_task_index": t, "_ng_rollout_index": 0, "text": "é" * t} for t in range(4)]
    data = b"\r\n".join(orjson.dumps(r) for r in rows[:2]) + b"\r\n\n  \n"
    data += b"\n".join(orjson.dumps(r) for r in rows[2:]) + b"\n"
    path = tmp_path / "inputs.jsonl"
    path.write_bytes(data)
    index = index_inputs(path, {(1, 0), (3, 0), (9, 9)})
    assert sorted(index.rows) == [(1, 0), (3, 0)]
    assert index.records == 4 and index.problems == []
    for key, row in (((1, 0), rows[1]), ((3, 0), rows[3])):
        (location,) = index.rows[key]
        assert read_input_row(path, location) == row
    assert index.rows[(3, 0)][0].line == 6


def test_an_input_line_over_the_line_limit_is_a_problem_not_read_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Every other reader keeps a line's bytes under the limit (a line of gigabytes would fill
    # memory); the inputs file is read under it too, and the lines after keep their places.
    monkeypatch.setenv("TRAJSPEC_MAX_LINE_BYTES", "200")
    rows = [{"_ng_task_index": i, "_ng_rollout_index": 0, "q": "x" * 20} for i in range(3)]
    long = {"_ng_task_index": 7, "_ng_rollout_index": 0, "q": "y" * 500}
    lines = [orjson.dumps(r) + b"\n" for r in (rows[0], long, rows[1], rows[2])]
    path = tmp_path / "inputs.jsonl"
    path.write_bytes(b"".join(lines))
    index = index_inputs(path, {(0, 0), (1, 0), (2, 0), (7, 0)})
    assert sorted(index.rows) == [(0, 0), (1, 0), (2, 0)]
    (problem,) = index.problems
    assert problem.line == 2
    assert [f.code for f in problem.findings] == ["json.line_too_long"]
    for key, row in (((1, 0), rows[1]), ((2, 0), rows[2])):
        (location,) = index.rows[key]
        assert read_input_row(path, location) == row
    assert index.rows[(2, 0)][0].line == 4


# --- verdicts ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "code"),
    [
        ([1], "reverify.verifier_malformed_response"),
        ({"reward": math.inf}, "reverify.verifier_malformed_response"),
        ({"reward": object()}, "reverify.verifier_malformed_response"),
        ({"reward": "1"}, "reverify.verifier_no_reward"),
        ({"reward": False}, "reverify.verifier_no_reward"),
        ({}, "reverify.verifier_no_reward"),
    ],
)
def test_verdicts_that_are_not_scores(value: Any, code: str) -> None:
    with pytest.raises(VerifierFailure) as raised:
        checked_verdict(value, "the verifier")
    assert raised.value.code == code


def test_a_verdict() -> None:
    assert checked_verdict({"reward": 0, "x": [1]}, "v") == {"reward": 0, "x": [1]}


# --- robustness: mutated documents give findings, never exceptions ---------------------------

ODD: list[Any] = [None, "", " ", -1, 0, 2, 2.5, True, [], {}, [None], [{}], {"type": "image"}]


def _paths(node: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, (*path, index))


def _mutations(doc: Any) -> Iterator[Any]:
    for path in _paths(doc):
        if not path:
            continue
        for value in [*ODD, "__delete__"]:
            copied = copy.deepcopy(doc)
            parent = copied
            for part in path[:-1]:
                parent = parent[part]
            if value == "__delete__":
                if isinstance(parent, dict):
                    del parent[path[-1]]
                else:
                    continue
            else:
                parent[path[-1]] = value
            yield copied


def test_no_document_makes_reverify_raise() -> None:
    doc = document(0, 0)
    doc["steps"][2]["observation"]["results"][0]["extra"] = {"tool_result": {"x": 1}}
    doc["steps"][2]["observation"]["results"][0]["subagent_trajectory_ref"] = [{"x": 1}]
    doc["steps"][3]["metrics"]["extra"]["output_tokens_details"] = {"reasoning_tokens": 1}
    count = 0
    for mutated in _mutations(doc):
        result = atif_to_response(mutated)
        assert result.ok == (result.response is not None)
        assert result.ok or result.findings
        if result.response is not None:
            orjson.dumps(result.response)
        count += 1
    assert count > 1000


def test_reading_never_raises_on_bytes() -> None:
    for data in (b"", b"\xff\xfe", b"[" * 500, b'"\\ud800"', io.BytesIO(b"x").read()):
        value, problems = load_atif(data)
        assert value is None or not problems


@pytest.mark.parametrize(
    ("costs", "total"),
    [((1e308, 1e308), sys.float_info.max), ((1e308, 7.976931348623157e307), sys.float_info.max)],
    ids=["adding up past the largest double", "adding up to it"],
)
def test_costs_of_any_finite_size_rebuild_the_same_response(
    costs: tuple[float, float], total: float
) -> None:
    # atif.final_cost_matches is a warning: the response is the one of the same document
    # without costs, whether or not the steps' costs add up to a double (they raised
    # OverflowError once; spec/conformance/atif/1.7/final-cost.json has both as vectors)
    doc = copy.deepcopy(BASE)
    agents = [step for step in doc["steps"] if step["source"] == "agent"]
    for step, cost in zip(agents, costs, strict=True):
        step["metrics"]["cost_usd"] = cost
    doc["final_metrics"]["total_cost_usd"] = total
    result = atif_to_response(doc, strict_json=True)
    plain = atif_to_response(copy.deepcopy(BASE), strict_json=True)
    assert result.ok and plain.ok
    assert result.response == plain.response


def test_profile_rules_run_only_where_the_structure_held() -> None:
    # Structure first: an object with a structural finding at, below or above it keeps that
    # finding only; the objects beside it keep their reverify rules, and the trajectory's
    # rules (above every broken object) wait for a document whose structure holds.
    doc = document(0, 0)
    doc["final_metrics"]["total_steps"] = 99
    broken, beside = doc["steps"][2], doc["steps"][3]
    broken["tool_calls"][0]["arguments"] = "not an object"
    broken["is_copied_context"] = True
    beside["is_copied_context"] = True
    result = atif_to_response(doc)
    codes = _codes(result)
    assert ("schema.type", "/steps/2/tool_calls/0/arguments") in codes
    assert ("reverify.copied_context", "/steps/3/is_copied_context") in codes
    assert ("reverify.copied_context", "/steps/2/is_copied_context") not in codes
    assert "reverify.total_steps" not in {code for code, _ in codes}
    doc["steps"][2]["tool_calls"][0]["arguments"] = {}
    codes = _codes(atif_to_response(doc))
    assert ("reverify.copied_context", "/steps/2/is_copied_context") in codes
    assert ("reverify.total_steps", "/final_metrics/total_steps") in codes
