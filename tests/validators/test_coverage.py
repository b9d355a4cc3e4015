"""The coverage evaluator: the vocabulary of spec/coverage/criteria.schema.json, one element at a
time, on hand-made criteria; the shipped criteria file itself; and properties over arbitrary
rows (never an exception, counts that add up, splitting rows does not change the result)."""

from __future__ import annotations

import random
from typing import Any

import orjson
import pytest
from _examples import examples
from _strategies import coverage_rows
from hypothesis import given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from trajspec._schemas import spec_root
from trajspec.validators._coverage.criteria import (
    EXAMPLES,
    compile_criteria,
    criteria_document,
    evaluate_check,
    gap_codes,
    judge_row,
    load_criteria,
)
from trajspec.validators._coverage.tally import CoverageTally, agent_name, measure_rows


def _criteria(*criteria: dict[str, Any], gaps: list[str] | None = None) -> Any:
    return compile_criteria(
        {
            "version": "1.0",
            "gap_codes_at": gaps or ["/gaps/*/code"],
            "groups": [{"id": "g", "title": "G"}],
            "criteria": list(criteria),
        }
    )


def _criterion(fields: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return {
        "id": "c",
        "group": "g",
        "label": "C",
        "title": "C",
        "description": "C",
        "fields": [
            {"name": f"f{i}", "description": "f", "any_of": [check]}
            for i, check in enumerate(fields)
        ],
        "explained_by": extra.pop("explained_by", []),
        "limited_by": extra.pop("limited_by", []),
        **extra,
    }


def _check(row: Any, **check: Any) -> tuple[bool, bool]:
    """(holds, some) of one check on one row."""
    criteria = _criteria(_criterion([check]))
    return evaluate_check(criteria.criteria[0].fields[0].any_of[0], row)


# -- paths ----------------------------------------------------------------------------------


def test_a_path_reads_members_and_array_indices() -> None:
    row = {"a": [{"b": 1}, {"b": None}]}
    assert _check(row, paths=["/a/0/b"]) == (True, True)
    assert _check(row, paths=["/a/1/b"]) == (False, False)  # null is no evidence
    assert _check(row, paths=["/a/2/b"]) == (False, False)  # out of range
    assert _check(row, paths=["/a/01/b"]) == (False, False)  # not an RFC 6901 index
    assert _check(row, paths=["/a/\u00b2/b"]) == (False, False)  # a digit, but not ASCII
    assert _check(row, paths=["/a/b"]) == (False, False)  # a member of an array
    assert _check(row, paths=["/a/0/b/c"]) == (False, False)  # a step into a scalar


def test_a_path_unescapes_tilde_and_slash() -> None:
    row = {"a/b": {"c~d": 0}}
    assert _check(row, paths=["/a~1b/c~0d"]) == (True, True)
    assert _check(row, paths=["/a/b/c~d"]) == (False, False)


def test_star_fans_out_over_arrays_and_nothing_else() -> None:
    row = {"xs": [{"ys": [{"v": 1}, {"v": 2}]}, {"ys": "not an array"}, {"ys": [{"v": None}]}]}
    # Subjects: the three elements of the ys arrays that exist.
    assert _check(row, over="/xs/*/ys/*", paths=["/v"]) == (False, True)
    assert _check(row, over="/xs/*/ys/*", paths=["/v"], quantifier="any") == (True, True)
    assert _check({"xs": {"0": 1}}, over="/xs/*", quantifier="any") == (False, False)


def test_without_over_the_row_is_the_subject() -> None:
    assert _check({"k": "v"}, paths=["/k"]) == (True, True)
    assert _check({}, paths=["/k"]) == (False, False)


def test_without_paths_every_subject_passes() -> None:
    assert _check({"xs": [1, None]}, over="/xs/*") == (True, True)
    assert _check({"xs": []}, over="/xs/*") == (False, False)


# -- quantifiers, match, tests -------------------------------------------------------------------


def test_every_needs_a_subject_and_all_of_them() -> None:
    assert _check({"xs": []}, over="/xs/*", paths=["/v"]) == (False, False)
    assert _check({"xs": [{"v": 1}, {}]}, over="/xs/*", paths=["/v"]) == (False, True)
    assert _check({"xs": [{"v": 1}, {"v": 0}]}, over="/xs/*", paths=["/v"]) == (True, True)


def test_any_needs_one_passing_subject() -> None:
    assert _check({"xs": [{}, {"v": False}]}, over="/xs/*", paths=["/v"], quantifier="any") == (
        True,
        True,
    )
    assert _check({"xs": [{}, {}]}, over="/xs/*", paths=["/v"], quantifier="any") == (
        False,
        False,
    )


def test_match_all_and_any_over_paths() -> None:
    row = {"a": 1}
    assert _check(row, paths=["/a", "/b"]) == (False, False)
    assert _check(row, paths=["/a", "/b"], match="any") == (True, True)


def test_present_counts_zero_false_and_empty_but_not_null() -> None:
    for value in (0, False, "", [], {}):
        assert _check({"v": value}, paths=["/v"]) == (True, True), value
    assert _check({"v": None}, paths=["/v"]) == (False, False)


def test_nonempty_refuses_empty_strings_arrays_and_objects() -> None:
    for value in ("", [], {}):
        assert _check({"v": value}, paths=["/v"], test="nonempty") == (False, False), value
    for value in (0, False, " ", [None], {"a": None}):
        assert _check({"v": value}, paths=["/v"], test="nonempty") == (True, True), value


def test_excluding_compares_json_values() -> None:
    assert _check({"s": "unknown"}, paths=["/s"], excluding=["unknown"]) == (False, False)
    assert _check({"s": "completed"}, paths=["/s"], excluding=["unknown"]) == (True, True)
    assert _check({"n": 1.0}, paths=["/n"], excluding=[1]) == (False, False)  # 1 equals 1.0
    assert _check({"n": True}, paths=["/n"], excluding=[1]) == (True, True)  # true is not 1
    assert _check({"o": {"a": [1]}}, paths=["/o"], excluding=[{"a": [1.0]}]) == (False, False)


def test_where_keeps_subjects_whose_value_is_listed_and_null_means_missing() -> None:
    row = {"xs": [{"k": "a", "v": 1}, {"k": "b"}, {"v": 2}]}
    assert _check(row, over="/xs/*", where=[{"path": "/k", "in": ["a"]}], paths=["/v"]) == (
        True,
        True,
    )
    # null accepts the subject without k (the third) only
    assert _check(row, over="/xs/*", where=[{"path": "/k", "in": [None]}], paths=["/v"]) == (
        True,
        True,
    )
    assert _check(row, over="/xs/*", where=[{"path": "/k", "in": ["b"]}], paths=["/v"]) == (
        False,
        False,
    )
    assert _check(row, over="/xs/*", where=[{"path": "/k", "in": ["z"]}], paths=["/v"]) == (
        False,
        False,
    )
    # every condition must hold
    both = [{"path": "/k", "in": ["a", "b"]}, {"path": "/v", "in": [1]}]
    assert _check(row, over="/xs/*", where=both, quantifier="any", paths=["/v"]) == (True, True)


def test_where_compares_values_as_json_values() -> None:
    """A listed string or null is looked up as it is, anything else by its JSON value: an
    array or object never equals a listed string (nor raises), 1.0 equals a listed 1, true
    does not."""
    row = {"xs": [{"k": ["a"]}, {"k": {"a": 1}}, {"k": 1.0}, {"k": True}, {"k": "a"}]}

    def kept(*accepted: Any) -> int:
        """How many subjects the where keeps (the check holds for those only)."""
        where = [{"path": "/k", "in": list(accepted)}]
        return sum(
            _check({"xs": [item]}, over="/xs/*", where=where, quantifier="any")[0]
            for item in row["xs"]
        )

    assert kept("a") == 1
    assert kept("a", None) == 1
    assert kept(1) == 1  # 1.0 only
    assert kept(True) == 1  # true only
    assert kept(["a"], {"a": 1}) == 2
    assert kept(["a"], "a") == 2


def test_distinct_needs_complete_tuples_unique_within_their_group() -> None:
    calls = [
        {"g": "x", "s": 1, "e": 2},
        {"g": "x", "s": 1.0, "e": 2.0},  # equal to the first
        {"g": "x", "s": 3, "e": 4},
        {"g": "y", "s": 1, "e": 2},  # another group: no clash
        {"g": "y", "s": 5},  # incomplete
    ]
    criteria = _criteria(
        _criterion([{"over": "/t/*", "group_by": "/g", "paths": ["/s", "/e"], "test": "distinct"}])
    )
    outcome = judge_row(criteria.criteria[0], {"t": calls}, frozenset())
    assert outcome.fields_full == (False,) and outcome.fields_some == (True,)
    only_unique = {"t": [calls[2], calls[3]]}
    assert judge_row(criteria.criteria[0], only_unique, frozenset()).status == "full"
    # without group_by every subject is in one group
    no_groups = _criteria(_criterion([{"over": "/t/*", "paths": ["/s", "/e"], "test": "distinct"}]))
    assert judge_row(no_groups.criteria[0], only_unique, frozenset()).status == "full"
    assert (
        judge_row(no_groups.criteria[0], {"t": [calls[0], calls[3]]}, frozenset()).status == "none"
    )


def test_min_group_size_drops_small_groups_and_a_missing_key_is_a_group() -> None:
    row = {"t": [{"g": "x", "v": 1}, {"g": "y"}, {"g": "y", "v": 2}, {"v": 3}, {"g": None}]}
    # groups: x (1), y (2), missing (2: no g and g null)
    check = {"over": "/t/*", "group_by": "/g", "min_group_size": 2, "paths": ["/v"]}
    assert _check(row, **check) == (False, True)
    assert _check({"t": [{"g": "x", "v": 1}]}, **check) == (False, False)
    assert _check({"t": [{"g": [1], "v": 1}, {"g": [1.0], "v": 2}]}, **check) == (True, True)


# -- a row's verdict --------------------------------------------------------------------------


def test_applies_when_makes_other_rows_not_applicable() -> None:
    criterion = _criteria(
        _criterion([{"paths": ["/v"]}], applies_when=[{"paths": ["/a"]}, {"paths": ["/b"]}])
    ).criteria[0]
    assert judge_row(criterion, {"v": 1}, frozenset()).status == "not_applicable"
    assert judge_row(criterion, {"b": 1, "v": 1}, frozenset()).status == "full"
    assert judge_row(criterion, {"a": 1}, frozenset()).status == "none"


def test_full_partial_none_and_limited() -> None:
    criterion = _criteria(
        _criterion(
            [{"paths": ["/a"]}, {"paths": ["/b"]}],
            explained_by=["lost", "other"],
            limited_by=["lost"],
        )
    ).criteria[0]
    assert judge_row(criterion, {"a": 1, "b": 1}, frozenset({"other"})).status == "full"
    partial = judge_row(criterion, {"a": 1}, frozenset())
    assert (partial.status, partial.fields_full, partial.limited) == (
        "partial",
        (True, False),
        False,
    )
    assert judge_row(criterion, {}, frozenset()).status == "none"
    limited = judge_row(criterion, {"a": 1, "b": 1}, frozenset({"lost"}))
    assert (limited.status, limited.limited) == ("partial", True)
    # a limiting gap on a row that misses a field does not count as limited
    assert judge_row(criterion, {"a": 1}, frozenset({"lost"})).limited is False


def test_a_field_holds_when_any_of_its_checks_holds() -> None:
    criterion = _criteria(
        {
            "id": "c",
            "group": "g",
            "label": "C",
            "title": "C",
            "description": "C",
            "fields": [
                {
                    "name": "f",
                    "description": "f",
                    "any_of": [{"over": "/xs/*", "paths": ["/v"]}, {"paths": ["/w"]}],
                }
            ],
            "explained_by": [],
            "limited_by": [],
        }
    ).criteria[0]
    assert judge_row(criterion, {"w": 1, "xs": [{}]}, frozenset()).status == "full"
    assert judge_row(criterion, {"xs": [{}, {"v": 1}]}, frozenset()).status == "partial"
    assert judge_row(criterion, {"xs": [{}]}, frozenset()).status == "none"


def test_gap_codes_come_from_every_source_and_only_strings_count() -> None:
    criteria = _criteria(_criterion([{"paths": ["/a"]}]), gaps=["/x/gaps/*/code", "/y/gaps/*/code"])
    row = {"x": {"gaps": [{"code": "a"}, {"code": 3}, "b"]}, "y": {"gaps": [{"code": "c"}]}}
    assert gap_codes(criteria, row) == {"a", "c"}
    assert gap_codes(criteria, {"x": {"gaps": "nope"}}) == frozenset()


def test_agent_name_needs_a_non_empty_string() -> None:
    assert agent_name({"agent_ref": {"name": "a"}}) == "a"
    for row in ({}, {"agent_ref": None}, {"agent_ref": {"name": ""}}, {"agent_ref": {"name": 1}}):
        assert agent_name(row) is None


# -- counting -------------------------------------------------------------------------------------


def test_agent_verdicts_and_counts() -> None:
    criteria = _criteria(_criterion([{"paths": ["/a"]}, {"paths": ["/b"]}], explained_by=["g1"]))
    rows = [
        {"agent_ref": {"name": "full"}, "a": 1, "b": 1},
        {"agent_ref": {"name": "mixed"}, "a": 1, "b": 1},
        {"agent_ref": {"name": "mixed"}, "a": 1, "gaps": [{"code": "g1"}, {"code": "g2"}]},
        {"agent_ref": {"name": "mixed"}},
        {"agent_ref": {"name": "empty"}, "gaps": [{"code": "g1"}]},
    ]
    report = {entry["agent"]: entry for entry in measure_rows(rows, criteria)}
    assert list(report) == ["empty", "full", "mixed"]
    mixed = report["mixed"]["criteria"]["c"]
    assert mixed["verdict"] == "partial"
    assert mixed["rows"] == {
        "applicable": 3,
        "full": 1,
        "partial": 1,
        "none": 1,
        "not_applicable": 0,
        "limited": 0,
    }
    assert mixed["fields"] == {"f0": {"full": 2, "some": 2}, "f1": {"full": 1, "some": 1}}
    assert mixed["gaps"] == {"g1": 1}  # g2 explains nothing of this criterion
    assert mixed["unexplained"] == 1
    assert report["full"]["criteria"]["c"]["verdict"] == "full"
    assert report["empty"]["criteria"]["c"]["verdict"] == "unavailable"
    assert report["empty"]["criteria"]["c"]["gaps"] == {"g1": 1}


def test_an_agent_without_applicable_rows_is_unavailable() -> None:
    criteria = _criteria(_criterion([{"paths": ["/a"]}], applies_when=[{"paths": ["/x"]}]))
    entry = measure_rows([{"a": 1}, {"a": 2}], criteria)[0]
    assert entry["agent"] is None
    assert entry["criteria"]["c"]["verdict"] == "unavailable"
    assert entry["criteria"]["c"]["rows"]["not_applicable"] == 2


def test_examples_are_the_first_rows_that_are_not_full() -> None:
    criteria = _criteria(_criterion([{"paths": ["/a"]}]))
    tally = CoverageTally(criteria)
    for line in range(1, 10):
        tally.add_row({"a": 1} if line % 2 else {}, ("f", line))
    examples = tally.to_json()[0]["criteria"]["c"]["examples"]
    assert examples == [{"file": "f", "line": n} for n in (2, 4, 6)][:EXAMPLES]


# -- the shipped criteria ------------------------------------------------------------------------


def _schema() -> dict[str, Any]:
    data: dict[str, Any] = orjson.loads(
        (spec_root() / "coverage" / "criteria.schema.json").read_bytes()
    )
    return data


def test_the_criteria_file_is_valid() -> None:
    errors = list(Draft202012Validator(_schema()).iter_errors(criteria_document()))
    assert errors == []


def test_the_criteria_are_the_seven_of_the_issue() -> None:
    document = criteria_document()
    assert [c["id"] for c in document["criteria"]] == [
        "model_call_metadata",
        "token_counts",
        "model_history",
        "semantic_turns",
        "tool_execution",
        "parallel_tool_timing",
        "sandbox_resources",
    ]
    assert [g["id"] for g in document["groups"]] == ["model_calls_and_history", "agent_activity"]


def test_criteria_ids_fields_groups_and_gap_codes_are_consistent() -> None:
    document = criteria_document()
    known = {
        entry["code"]
        for entry in orjson.loads((spec_root() / "gaps" / "gap_codes.json").read_bytes())["codes"]
    }
    groups = {g["id"] for g in document["groups"]}
    ids = [c["id"] for c in document["criteria"]]
    assert len(ids) == len(set(ids))
    for criterion in document["criteria"]:
        assert criterion["group"] in groups
        names = [f["name"] for f in criterion["fields"]]
        assert len(names) == len(set(names)), criterion["id"]
        assert set(criterion["explained_by"]) <= known, criterion["id"]
        assert len(criterion["explained_by"]) == len(set(criterion["explained_by"]))
        assert set(criterion["limited_by"]) <= set(criterion["explained_by"]), criterion["id"]


def _checks(document: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        check
        for criterion in document["criteria"]
        for check in [
            *criterion.get("applies_when", []),
            *(c for f in criterion["fields"] for c in f["any_of"]),
        ]
    ]


def test_only_over_and_gap_paths_use_star() -> None:
    """The schema cannot say it: paths, group_by and where paths are plain pointers."""
    for check in _checks(criteria_document()):
        plain = [*check.get("paths", []), *(w["path"] for w in check.get("where", []))]
        plain += [check["group_by"]] if "group_by" in check else []
        assert all("*" not in p.split("/") for p in plain), check
        assert "min_group_size" not in check or "group_by" in check, check


def test_http_capture_alone_counts_for_no_agent_activity_evidence() -> None:
    """Only the evidence paths of standardized observations and trajectory records count for
    tool execution, parallel timing and sandbox evidence (never the model-call capture)."""
    document = criteria_document()
    for criterion in document["criteria"]:
        if criterion["id"] not in {"tool_execution", "parallel_tool_timing", "sandbox_resources"}:
            continue
        for field_ in criterion["fields"]:
            for check in field_["any_of"]:
                assert not check.get("over", "").startswith("/ng_model_call_capture"), check
                assert "/model_calls/" not in check.get("over", ""), check


# -- properties -------------------------------------------------------------------------------------

_SLOTS = coverage_rows


@settings(max_examples=examples(0.75), deadline=None)
@given(st.lists(_SLOTS, max_size=6))
def test_any_rows_are_judged_and_the_counts_add_up(rows: list[dict[str, Any]]) -> None:
    agents = measure_rows(rows)
    assert sum(agent["rows"] for agent in agents) == len(rows)
    for agent in agents:
        for entry in agent["criteria"].values():
            counts = entry["rows"]
            assert counts["applicable"] == counts["full"] + counts["partial"] + counts["none"]
            assert counts["applicable"] + counts["not_applicable"] == agent["rows"]
            assert counts["limited"] <= counts["partial"]
            for field_counts in entry["fields"].values():
                assert counts["full"] <= field_counts["full"] <= field_counts["some"]
                assert field_counts["some"] <= counts["applicable"]
            not_full = counts["applicable"] - counts["full"]
            assert (
                entry["unexplained"]
                <= not_full
                <= entry["unexplained"] + sum(entry["gaps"].values())
            )
            assert len(entry["examples"]) == min(not_full, 3)
            expected = (
                "full"
                if counts["applicable"] and counts["full"] == counts["applicable"]
                else "partial"
                if counts["full"] + counts["partial"]
                else "unavailable"
            )
            assert entry["verdict"] == expected


@settings(max_examples=examples(0.3), deadline=None)
@given(st.lists(_SLOTS, max_size=8), st.randoms(use_true_random=False))
def test_splitting_the_rows_does_not_change_the_counts(
    rows: list[dict[str, Any]], rng: random.Random
) -> None:
    criteria = load_criteria()
    whole = CoverageTally(criteria)
    for line, row in enumerate(rows, 1):
        whole.add_row(row, ("f", line))
    cut = sorted(rng.sample(range(len(rows) + 1), k=min(2, len(rows) + 1)))
    merged = CoverageTally(criteria)
    for start, end in zip([0, *cut], [*cut, len(rows)], strict=True):
        part = CoverageTally(criteria)
        for line, row in enumerate(rows[start:end], start + 1):
            part.add_row(row, ("f", line))
        merged.merge(part)
    assert merged.to_json() == whole.to_json()


@pytest.mark.parametrize("value", [None, [], "x", 3, {"ng_trajectory": {"model_calls": "x"}}])
def test_rows_of_any_shape_are_judged(value: Any) -> None:
    row = {"agent_ref": {"name": "a"}, "ng_trajectory": value, "ng_agent_observations": value}
    (agent,) = measure_rows([row])
    assert {e["verdict"] for e in agent["criteria"].values()} <= {"unavailable"}


def test_row_coverage_is_what_the_matrix_counts(tmp_path: Any) -> None:
    """Per criterion, the rows row_coverage calls full are the matrix's full count (and
    likewise for every status), over the coverage vectors' rows and bench rows."""
    import corpus

    from trajspec._jsonl import Source
    from trajspec.validators import measure_coverage, row_coverage

    rng = random.Random(9)
    rows = [corpus.row(i, rng, turns=(1, 3)) for i in range(12)]
    rows += [{"agent_ref": {"name": "bare"}}, {"ng_trajectory": {"turns": []}}]
    path = tmp_path / "rows.jsonl"
    path.write_bytes(b"".join(orjson.dumps(row) + b"\n" for row in rows))
    matrix = {a["agent"]: a for a in measure_coverage([Source(path)]).to_json()["agents"]}
    counted: dict[tuple[Any, str, str], int] = {}
    for row in rows:
        agent = (row.get("agent_ref") or {}).get("name")
        for criterion, status in row_coverage(row).items():
            counted[(agent, criterion, status)] = counted.get((agent, criterion, status), 0) + 1
    for agent, entry in matrix.items():
        for criterion, cell in entry["criteria"].items():
            for status in ("full", "partial", "none", "not_applicable"):
                assert counted.get((agent, criterion, status), 0) == cell["rows"][status]
