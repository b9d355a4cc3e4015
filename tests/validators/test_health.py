"""Rollout health: the registry as data, the one gap vocabulary, the in-memory API, and
properties over random rows (hypothesis).

The conformance vectors (tests/conformance/test_health_vectors.py) fix the outcomes; these
tests fix what holds for every input.
"""

from __future__ import annotations

import copy
from typing import Any

import orjson
import pytest
from _strategies import export_rows, from_schema, json_values
from hypothesis import given
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from trajspec._schemas import find_schema, spec_root
from trajspec.validators import check_rollouts
from trajspec.validators._document import validate_against
from trajspec.validators._health.checks import CHECKS
from trajspec.validators._health.registry import (
    UnknownCheckError,
    gated_by,
    normalize_ignored,
    registry,
    rollout_checks,
)
from trajspec.validators._health.tasks import TASK_CHECKS

IDS = [spec.id for spec in registry()]
ROLLOUT_IDS = [spec.id for spec in rollout_checks()]
RECORD_LEVEL = {"check_execution_error", "record_unreadable", "rollout_duplicate_identity"}


def _json(path: str) -> Any:
    return orjson.loads((spec_root() / path).read_bytes())


# -- the registry -------------------------------------------------------------------------------


def test_registry_is_valid_data() -> None:
    schema = _json("health/checks.schema.json")
    assert list(Draft202012Validator(schema).iter_errors(_json("health/checks.json"))) == []


def test_registry_order_and_shape() -> None:
    assert len(IDS) == len(set(IDS)) == 14
    assert IDS[:3] == ["check_execution_error", "record_unreadable", "rollout_duplicate_identity"]
    assert IDS[-2:] == ["task_consistently_unhealthy", "task_no_successful_model_calls"]
    for spec in registry():
        assert spec.id.startswith(f"{spec.subject}_"), spec.id
        assert not {"owned_model_calls", "bound_calls"} <= spec.inputs, spec.id
        assert (spec.scope == "task") == (spec.subject == "task")


def test_every_check_has_logic_where_it_should() -> None:
    assert set(CHECKS) == {spec.id for spec in rollout_checks()} - RECORD_LEVEL
    assert set(TASK_CHECKS) == {spec.id for spec in registry() if spec.scope == "task"}
    # every check with logic reads the trajectory (the runner relies on it)
    assert all("trajectory" in spec.inputs for spec in rollout_checks() if spec.id in CHECKS)


def test_schemas_name_the_registry_checks_in_order() -> None:
    finding = find_schema("evidence/1.0/health_finding").contents
    assert finding["properties"]["check"]["enum"] == IDS
    assert finding["$defs"]["HealthDetail"]["properties"]["failed_check"]["enum"] == IDS
    verdict = find_schema("evidence/1.0/rollout_verdict").contents
    assert verdict["properties"]["unobserved"]["items"]["enum"] == [
        check for check in ROLLOUT_IDS if check != "record_unreadable"
    ]
    summary = find_schema("evidence/1.0/quality_summary").contents["$defs"]
    assert list(summary["HealthCoverage"]["properties"]) == IDS
    assert list(summary["IssueCounts"]["properties"]) == IDS
    gaps = _json("gaps/gap_codes.schema.json")
    assert gaps["$defs"]["gap_code"]["properties"]["gates"]["items"]["enum"] == IDS


def test_ignore_lists() -> None:
    assert normalize_ignored(None) == frozenset()
    assert normalize_ignored(" agent_turn_hollow, ,model_call_failed ") == {
        "agent_turn_hollow",
        "model_call_failed",
    }
    assert normalize_ignored(["agent_turn_hollow", "agent_turn_hollow"]) == {"agent_turn_hollow"}
    with pytest.raises(UnknownCheckError, match="agent_turn_holow"):
        normalize_ignored("agent_turn_holow")
    with pytest.raises(ValueError):
        check_rollouts([], ignore=["no_such_check"])


# -- the one gap vocabulary -----------------------------------------------------------------------

MODEL_REF = {"type": "responses_api_models", "name": "policy"}


def _row(gaps: list[dict[str, Any]]) -> dict[str, Any]:
    """A row on which every check is evaluated and passes, plus ``gaps``."""
    return {
        "_ng_task_index": 0,
        "_ng_rollout_index": 0,
        "response": {"usage": {"input_tokens": 3, "output_tokens": 2}},
        "ng_trajectory": {
            "schema_version": "1.0",
            "task_id": "t",
            "rollout_id": "0-0",
            "invocations": [
                {
                    "kind": "agent_invocation",
                    "invocation_id": "root",
                    "model_calls": [{"model_call_id": "c1"}],
                }
            ],
            "turns": [
                {
                    "invocation_id": "root",
                    "task_id": "t",
                    "rollout_id": "0-0",
                    "turn_no": 1,
                    "timestamp": 1.0,
                    "answer": "done",
                    "step_count": 0,
                    "model_calls": [{"model_ref": MODEL_REF, "response_id": "r1"}],
                }
            ],
            "model_calls": [
                {
                    "model_call_id": "c1",
                    "started_at": 1.0,
                    "response": {"output_text": "done"},
                    "response_metadata": {
                        "response_id": "r1",
                        "model_ref": MODEL_REF,
                        "status_code": 200,
                        "finish_reason": "stop",
                    },
                    "token_stats": {"prompt_tokens": 3, "completion_tokens": 2},
                }
            ],
            "gaps": gaps,
        },
    }


def test_the_base_row_is_healthy() -> None:
    report = check_rollouts([_row([])])
    assert [line["verdict"] for line in report.verdicts] == ["healthy"]


GAP_REGISTRY = _json("gaps/gap_codes.json")["codes"]


@pytest.mark.parametrize("entry", GAP_REGISTRY, ids=lambda e: e["code"])
def test_a_gap_gates_exactly_the_checks_its_registry_entry_lists(entry: dict[str, Any]) -> None:
    # Unobserved checks are in registry order, so the gates are compared in that order too.
    report = check_rollouts([_row([{"code": entry["code"]}])])
    [line] = report.verdicts
    expected = [check for check in ROLLOUT_IDS if check in entry["gates"]]
    if entry["code"] in {
        "model_call_reference_unmatched",
        "model_call_reference_ambiguous",
        "model_call_reference_conflict",
    }:
        # a contradiction gap is not gating: it is a capture-mismatch finding
        assert [f["check"] for f in line["findings"]] == ["trajectory_capture_mismatch"]
    else:
        assert line["findings"] == []
    assert line["unobserved"] == expected
    assert gated_by([entry["code"]]) == set(entry["gates"])
    task = report.summary["tasks"]["0"]
    gated_task = "task_no_successful_model_calls" in entry["gates"]
    assert ("task_no_successful_model_calls" in task["unobserved_checks"]) == gated_task


def test_the_terminus_pair_gates_reconciliation_and_policy_coverage_only() -> None:
    report = check_rollouts(
        [
            _row(
                [
                    {"code": "transport_retry_visibility_unavailable", "invocation_id": "root"},
                    {"code": "turn_model_call_scope_incomplete", "invocation_id": "root"},
                ]
            )
        ]
    )
    [line] = report.verdicts
    assert (line["verdict"], line["unobserved"]) == ("unobserved", ["rollout_token_count_mismatch"])
    coverage = report.summary["run"]["artifacts"]["coverage"]
    for check in (
        "rollout_missing_agent_turns",
        "agent_turn_hollow",
        "model_call_failed",
        "model_call_missing_token_counts",
        "model_call_zero_completion_tokens",
        "model_call_runaway_generation",
        "trajectory_capture_mismatch",
    ):
        assert coverage[check]["evaluated"] == 1, check
    assert coverage["task_no_successful_model_calls"]["unobserved"] == 1


# -- the in-memory API -----------------------------------------------------------------------------


def test_rows_in_memory() -> None:
    rows = [_row([]), "not an object", {"_ng_task_index": 3}]
    before = copy.deepcopy(rows)
    report = check_rollouts(rows, ignore="rollout_token_count_mismatch")
    assert rows == before
    assert [(v["_ng_task_index"], v["verdict"]) for v in report.verdicts] == [
        (0, "healthy"),
        (3, "unobserved"),
        ("__unreadable_record__:input-0:line-2", "unhealthy"),
    ]
    unreadable = report.verdicts[2]["findings"][0]
    assert unreadable["locator"] == {"line": 2}  # no file: the position among the rows
    assert unreadable["detail"]["error"] == "json.not_an_object"
    assert report.unhealthy == 1
    assert report.summary["run"]["ignored_checks"] == ["rollout_token_count_mismatch"]


# -- properties ---------------------------------------------------------------------------------

rows_of_any_shape = st.one_of(
    json_values,
    st.builds(lambda t: {"_ng_task_index": 0, "ng_trajectory": t}, json_values),
    st.builds(
        lambda t, i: {"_ng_task_index": i, "_ng_rollout_index": 0, "ng_trajectory": t},
        from_schema("evidence/1.0/trajectory_record"),
        st.integers(0, 2),
    ),
    export_rows(),
)


def _errors(document: Any, schema: str) -> list[dict[str, Any]]:
    found = validate_against(document, f"evidence/1.0/{schema}")
    return [f.to_json() for f in found if f.severity == "error"]


@given(st.lists(st.integers(0, 2**63 - 1), min_size=1, max_size=5))
def test_token_totals_stay_in_the_64_bit_range(counts: list[int]) -> None:
    rows = []
    for task, count in enumerate(counts):
        row = _row([])
        row["_ng_task_index"] = task
        row["ng_trajectory"]["rollout_id"] = row["ng_trajectory"]["turns"][0]["rollout_id"] = (
            f"{task}-0"
        )
        row["response"]["usage"]["input_tokens"] = count
        rows.append(row)
    summary = check_rollouts(rows).summary
    assert _errors(summary, "quality_summary") == []
    # the oracle: each record in order adds its count while the total stays in range
    total, left_out = 0, 0
    for count in counts:
        if total + count <= 2**63 - 1:
            total += count
        else:
            left_out += 1
    tokens = summary["run"]["stats"]["tokens"]
    assert tokens["prompt"] == total
    assert tokens.get("left_out", 0) == left_out
    assert tokens["capture_prompt"] == 3 * (len(counts) - left_out)


@given(st.lists(rows_of_any_shape, max_size=6))
def test_any_rows_give_a_valid_report(rows: list[Any]) -> None:
    before = orjson.dumps(rows)
    report = check_rollouts(rows)
    assert orjson.dumps(rows) == before
    records = len(rows)
    run = report.summary["run"]
    assert run["artifacts"]["records"] == records == len(report.verdicts)
    assert sum(run["verdicts"].values()) == records
    for check in ROLLOUT_IDS:
        entry = run["artifacts"]["coverage"][check]
        assert entry["evaluated"] + entry["unobserved"] + entry["ignored"] == records
    assert run["artifacts"]["coverage"]["record_unreadable"]["unobserved"] == 0
    for line in report.verdicts:
        assert _errors(line, "rollout_verdict") == []
        assert (line["verdict"] == "unhealthy") == bool(line["findings"])
        assert (line["verdict"] == "unobserved") == (
            not line["findings"] and bool(line["unobserved"])
        )
        assert not any(f["check"] == "check_execution_error" for f in line["findings"])
    assert _errors(report.summary, "quality_summary") == []
    assert orjson.dumps(check_rollouts(rows).verdicts) == orjson.dumps(report.verdicts)


@given(st.lists(export_rows(), min_size=1, max_size=4), st.sampled_from(ROLLOUT_IDS))
def test_ignoring_a_check_changes_only_that_check(rows: list[Any], check: str) -> None:
    full = check_rollouts(rows).verdicts
    without = check_rollouts(rows, ignore=[check]).verdicts
    assert len(full) == len(without)
    for a, b in zip(full, without, strict=True):
        assert [f for f in a["findings"] if f["check"] != check] == b["findings"]
        assert [c for c in a["unobserved"] if c != check] == b["unobserved"]


def test_located_verdicts_name_each_records_input_and_line(tmp_path: Any) -> None:
    from trajspec._jsonl import Source
    from trajspec.validators import check_sources

    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    first.write_bytes(b'{"_ng_task_index": 5, "_ng_rollout_index": 0}\n\n{"x": NaN}\n')
    second.write_bytes(b'{"_ng_task_index": 1, "_ng_rollout_index": 0}\n')
    result = check_sources([Source(first), Source(second)])
    located = list(result.located_verdicts())
    assert [line for _, _, line in located] == list(result.verdicts())
    where = {(i, n): v["rollout_id"] for i, n, v in located}
    # sorted by task index: task 1 (b.jsonl:1) before task 5 (a.jsonl:1); the unreadable
    # line 3 of a.jsonl (after a blank line) keeps its own line number
    assert [(i, n) for i, n, _ in located][:2] == [(1, 1), (0, 1)]
    assert where[(1, 1)] == "1-0" and where[(0, 1)] == "5-0"
    assert (0, 3) in where
