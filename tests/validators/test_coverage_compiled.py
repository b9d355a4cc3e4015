"""The counts compiled once per coverage check (validators/_coverage/criteria.py,
``_compiled_count``) are those of the general ``_passed``, for every check of the shipped
criteria and for generated checks over generated subjects."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trajspec.validators._coverage.criteria import (
    Check,
    _passed,
    compile_criteria,
    load_criteria,
)

_SEGMENTS = ("a", "b", "0", "1", "01")

_scalars = (
    st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from(["", "x", 1.0]) | st.just(0)
)
_values = st.recursive(
    _scalars,
    lambda children: (
        st.lists(children, max_size=3)
        | st.dictionaries(st.sampled_from(_SEGMENTS), children, max_size=3)
    ),
    max_leaves=10,
)


def _checks() -> list[Check]:
    criteria = load_criteria()
    found = {}
    for criterion in criteria.criteria:
        for check in (*criterion.applies_when, *(c for f in criterion.fields for c in f.any_of)):
            found[check.slot] = check
    return list(found.values())


def _general(check: Check, subjects: list[Any]) -> int:
    return _passed(check, subjects, None)


@pytest.mark.parametrize("check", _checks(), ids=lambda c: f"slot{c.slot}")
@settings(max_examples=50, deadline=None)
@given(subjects=st.lists(_values, max_size=4))
def test_each_shipped_check_counts_as_the_general_function(
    check: Check, subjects: list[Any]
) -> None:
    if check.count is not None:
        assert check.count(subjects) == _general(check, subjects)


def _criteria_with(check: dict[str, Any]) -> Check:
    document = {
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
    return compile_criteria(document).criteria[0].fields[0].any_of[0]


_paths = st.lists(st.sampled_from(_SEGMENTS), min_size=1, max_size=3).map(
    lambda parts: "/" + "/".join(parts)
)


@settings(max_examples=300, deadline=None)
@given(
    paths=st.lists(_paths, max_size=3),
    test=st.sampled_from(["present", "nonempty"]),
    match=st.sampled_from(["all", "any"]),
    excluding=st.lists(_scalars, max_size=2),
    subjects=st.lists(_values, max_size=4),
)
def test_generated_checks_count_as_the_general_function(
    paths: list[str], test: str, match: str, excluding: list[Any], subjects: list[Any]
) -> None:
    check = _criteria_with({"paths": paths, "test": test, "match": match, "excluding": excluding})
    assert check.count is not None or any(
        segment in ("0", "1") for path in check.paths for segment in path
    )
    if check.count is not None:
        assert check.count(subjects) == _general(check, subjects)
