"""The judge of a criteria document (``Criteria.judge``) finds what gap_codes and judge_row
find, criterion by criterion, and the counters CoverageTally keeps by row signature are those
of counting each row and criterion: for the shipped criteria on generated and bench rows, and
for generated criteria (stars, array indices, where, group_by, quantifiers, tests)."""

from __future__ import annotations

from typing import Any

from _examples import examples
from _strategies import coverage_rows
from hypothesis import given, settings
from hypothesis import strategies as st

from trajspec.validators._coverage.criteria import (
    Criteria,
    RowOutcome,
    compile_criteria,
    gap_codes,
    judge_row,
    load_criteria,
    outcomes,
)
from trajspec.validators._coverage.tally import CoverageTally, agent_name

_scalars = (
    st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from(["", "x", 1.0]) | st.just(0)
)


def _single_check_criteria(check: dict[str, Any]) -> Criteria:
    return compile_criteria(
        {
            "version": "test",
            "gap_codes_at": [],
            "groups": [{"id": "g", "title": "G"}],
            "criteria": [
                {
                    "id": "c",
                    "group": "g",
                    "label": "c",
                    "title": "C",
                    "fields": [{"name": "f", "any_of": [check]}],
                    "explained_by": [],
                    "limited_by": [],
                }
            ],
        }
    )


# -- the whole document as one function of a row (Criteria.judge) -------------------------------


def _general_judgement(criteria: Criteria, row: dict[str, Any]) -> tuple[Any, list[RowOutcome]]:
    """gap_codes and judge_row, criterion by criterion: what the judge stands for."""
    codes = gap_codes(criteria, row)
    cache: dict[int, Any] = {}
    return codes, [judge_row(c, row, codes, cache) for c in criteria.criteria]


def _judgement(criteria: Criteria, row: dict[str, Any]) -> tuple[Any, list[RowOutcome]]:
    assert criteria.judge is not None
    codes, states = criteria.judge(row)
    assert all(state in (0, 1, 2) for state in states)
    return codes, outcomes(criteria, (codes, states))


def _general_tally(criteria: Criteria, rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The counters as judge_row and CriterionTally.add make them, one row and criterion at
    a time (what CoverageTally did before it counted rows by signature)."""
    tally = CoverageTally(criteria)
    for line, row in enumerate(rows, 1):
        agent = tally._agent(agent_name(row))
        agent.rows += 1
        codes, outcomes = _general_judgement(criteria, row)
        for criterion, counter, outcome in zip(
            criteria.criteria, agent.criteria, outcomes, strict=True
        ):
            counter.add(outcome, codes, criterion.explained_by, ("f", line))
    return tally.to_json()


def _signature_tally(criteria: Criteria, rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    tally = CoverageTally(criteria)
    for line, row in enumerate(rows, 1):
        tally.add_row(row, ("f", line))
    return tally.to_json()


@settings(max_examples=examples(1), deadline=None)
@given(st.lists(coverage_rows, max_size=6))
def test_the_shipped_judge_is_judge_row(rows: list[dict[str, Any]]) -> None:
    criteria = load_criteria()
    for row in rows:
        assert _judgement(criteria, row) == _general_judgement(criteria, row)
    assert _signature_tally(criteria, rows) == _general_tally(criteria, rows)


def test_the_shipped_judge_is_judge_row_on_bench_rows() -> None:
    import random

    import corpus

    criteria = load_criteria()
    rng = random.Random(3)
    rows = [corpus.row(i, rng, turns=(1, 4)) for i in range(30)]
    rows += [corpus.small_row(i, rng) for i in range(30)]
    for row in rows:
        assert _judgement(criteria, row) == _general_judgement(criteria, row)
    assert _signature_tally(criteria, rows) == _general_tally(criteria, rows)


# Generated criteria over generated rows: paths with stars and array indices, where, group_by,
# quantifiers, tests, applies_when and gap codes, on values built from few member names (so
# that paths meet values often); "01" is a member name that is no array index.
_KEYS = ("a", "b", "01")
_star_segments = st.sampled_from([*_KEYS, "0", "*"])
_pointers = st.lists(_star_segments, max_size=3).map(lambda p: "".join("/" + s for s in p))
_plain_pointers = st.lists(st.sampled_from([*_KEYS, "0"]), max_size=2).map(
    lambda p: "".join("/" + s for s in p)
)
_member_paths = st.lists(st.sampled_from([*_KEYS, "0"]), min_size=1, max_size=2).map(
    lambda p: "".join("/" + s for s in p)
)


@st.composite
def _generated_check(draw: st.DrawFn) -> dict[str, Any]:
    check: dict[str, Any] = {}
    if draw(st.booleans()):
        check["over"] = draw(_pointers)
    if draw(st.booleans()):
        check["where"] = [
            {"path": draw(_plain_pointers), "in": draw(st.lists(_scalars, min_size=1, max_size=3))}
            for _ in range(draw(st.integers(1, 2)))
        ]
    test = draw(st.sampled_from(["present", "nonempty", "distinct"]))
    if draw(st.booleans()) or test == "distinct":
        check["paths"] = draw(st.lists(_member_paths, min_size=1, max_size=2))
        check["test"] = test
        check["match"] = draw(st.sampled_from(["all", "any"]))
        if draw(st.booleans()):
            check["excluding"] = draw(st.lists(_scalars, max_size=2))
    if draw(st.booleans()):
        check["group_by"] = draw(_plain_pointers)
        if draw(st.booleans()):
            check["min_group_size"] = 2
    check["quantifier"] = draw(st.sampled_from(["every", "any"]))
    return check


@st.composite
def _generated_criteria(draw: st.DrawFn) -> Criteria:
    criteria = []
    for number in range(draw(st.integers(1, 3))):
        criterion: dict[str, Any] = {
            "id": f"c{number}",
            "group": "g",
            "label": "c",
            "title": "C",
            "fields": [
                {
                    "name": f"f{i}",
                    "any_of": draw(st.lists(_generated_check(), min_size=1, max_size=2)),
                }
                for i in range(draw(st.integers(1, 3)))
            ],
            "explained_by": draw(st.lists(st.sampled_from(["x", "y"]), unique=True)),
            "limited_by": draw(st.lists(st.sampled_from(["x", "y"]), unique=True)),
        }
        if draw(st.booleans()):
            criterion["applies_when"] = draw(st.lists(_generated_check(), min_size=1, max_size=2))
        criteria.append(criterion)
    document = {
        "version": "test",
        "gap_codes_at": draw(st.lists(_pointers, max_size=2)),
        "groups": [{"id": "g", "title": "G"}],
        "criteria": criteria,
    }
    return compile_criteria(document)


_row_values = st.recursive(
    _scalars | st.sampled_from(["x", "y"]),
    lambda children: (
        st.lists(children, max_size=3)
        | st.dictionaries(st.sampled_from(_KEYS), children, max_size=3)
    ),
    max_leaves=16,
)


@settings(max_examples=examples(2.5), deadline=None)
@given(
    _generated_criteria(),
    st.lists(
        st.dictionaries(st.sampled_from(_KEYS), _row_values, min_size=1, max_size=3),
        min_size=1,
        max_size=5,
    ),
)
def test_a_generated_judge_is_judge_row(criteria: Criteria, rows: list[dict[str, Any]]) -> None:
    for row in rows:
        assert _judgement(criteria, row) == _general_judgement(criteria, row)
    assert _signature_tally(criteria, rows) == _general_tally(criteria, rows)


_items = st.fixed_dictionaries(
    {},
    optional={
        "b": st.sampled_from([1, 1.0, 2, True, None, "x", ""]),
        "01": st.sampled_from(["g", "h", None, 1]),
    },
)


@settings(max_examples=examples(1.5), deadline=None)
@given(
    paths=st.lists(st.sampled_from(["/b", "/01"]), min_size=1, max_size=2),
    group_by=st.sampled_from([None, "/01", "/b"]),
    min_group_size=st.booleans(),
    excluding=st.lists(st.sampled_from([1, "x", None]), max_size=2),
    rows=st.lists(st.fixed_dictionaries({"a": st.lists(_items, max_size=5)}), max_size=4),
)
def test_a_distinct_judge_is_judge_row(
    paths: list[str],
    group_by: str | None,
    min_group_size: bool,
    excluding: list[Any],
    rows: list[dict[str, Any]],
) -> None:
    """Subjects whose values repeat, within groups and across them (the generated criteria
    above seldom make a repeated tuple)."""
    check: dict[str, Any] = {"over": "/a/*", "paths": paths, "test": "distinct"}
    if excluding:
        check["excluding"] = excluding
    if group_by is not None:
        check["group_by"] = group_by
        if min_group_size:
            check["min_group_size"] = 2
    criteria = _single_check_criteria(check)
    for row in rows:
        assert _judgement(criteria, row) == _general_judgement(criteria, row)
    assert _signature_tally(criteria, rows) == _general_tally(criteria, rows)
