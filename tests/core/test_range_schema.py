"""The shortcut of the number rule: jsonschema-rs against ``range_schema`` decides that a
document has no integer outside the 64-bit range, and only what it refuses is walked in Python.
Whatever the schema accepts the walk must find nothing in, or findings would be lost; and for
plain JSON it refuses exactly what the walk finds something in, or every such document would
pay for both."""

from __future__ import annotations

import math
from typing import Any

import pytest
from _examples import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from trajspec._jsonvalues import (
    INT64_MAX,
    INT64_MIN,
    _walk_out_of_range,
    carrier_members,
    in_range,
    integer_members,
    out_of_range,
)

FAMILIES = ("evidence", "atif")

#: Numbers on both sides of each bound, as ints and as doubles, and ordinary ones.
_EDGES = [
    INT64_MAX,
    INT64_MAX + 1,
    INT64_MIN,
    INT64_MIN - 1,
    2**64 - 1,
    2**64,
    2**70,
    -(2**70),
    10**30,
    float(2**63),
    -float(2**63),
    math.nextafter(float(2**63), 0.0),
    math.nextafter(-float(2**63), -math.inf),
    1e19,
    -1e19,
    1e300,
    0,
    1,
    -1,
    1.5,
    True,
    False,
]

_numbers = (
    st.sampled_from(_EDGES)
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False, width=64)
)
_scalars = st.none() | st.booleans() | st.text(max_size=4) | _numbers


def _keys(family: str) -> st.SearchStrategy[str]:
    names = sorted(integer_members(family))
    carriers = sorted(carrier_members(family) - integer_members(family))
    return st.sampled_from(names) | st.sampled_from(carriers) | st.text(max_size=6)


def _documents(family: str) -> st.SearchStrategy[Any]:
    return st.recursive(
        _scalars,
        lambda children: (
            st.lists(children, max_size=4) | st.dictionaries(_keys(family), children, max_size=4)
        ),
        max_leaves=20,
    )


@pytest.mark.parametrize("family", FAMILIES)
@settings(max_examples=examples(2), deadline=None)
@given(data=st.data())
def test_the_schema_accepts_exactly_what_the_walk_finds_nothing_in(
    family: str, data: st.DataObject
) -> None:
    document = data.draw(_documents(family))
    walked = _walk_out_of_range(document, family)
    assert in_range(document, family) == (walked == [])
    assert out_of_range(document, family) == walked


@pytest.mark.parametrize("family", FAMILIES)
@pytest.mark.parametrize("value", _EDGES)
def test_each_edge_as_a_member_and_as_an_item(family: str, value: Any) -> None:
    name = sorted(integer_members(family))[0]
    outside = not isinstance(value, bool) and not INT64_MIN <= value <= INT64_MAX
    for document in ({name: value}, {name: [0, value]}, [{name: value}]):
        assert in_range(document, family) is not outside
        assert bool(out_of_range(document, family)) is outside


def test_what_jsonschema_rs_cannot_read_is_walked() -> None:
    class Big(int):
        pass

    name = sorted(integer_members("evidence"))[0]
    document = {name: Big(2**63)}
    assert not in_range(document, "evidence")
    assert out_of_range(document, "evidence") == [((name,), 2**63)]
    assert not in_range({1: 2}, "evidence")
    assert out_of_range({1: 2}, "evidence") == []


def test_a_member_that_is_no_carrier_is_not_looked_into() -> None:
    # ``request`` is a payload: no schema's integer lives in it, whatever its keys are called.
    assert "request" not in carrier_members("evidence")
    document = {"request": {"turn_no": 2**63}}
    assert in_range(document, "evidence")
    assert out_of_range(document, "evidence") == []


@pytest.mark.parametrize("family", FAMILIES)
def test_every_way_down_to_an_integer_member(family: str) -> None:
    # range_schema writes out the first levels below a member and an item (an integer
    # member's members and items, an item's members) and refers back below them: a number out
    # of range is found at each of those levels and below, in range at none.
    name = sorted(integer_members(family))[0]
    carrier = sorted(carrier_members(family) - integer_members(family))[0]
    for big in (2**63, -(2**63) - 1, 1e19):
        for document in (
            [[{name: big}]],
            [[[{name: [big]}]]],
            {name: {name: big}},
            {name: [{name: [1, big]}]},
            {name: [[{name: big}]]},
            {carrier: [{carrier: [[{name: big}]]}]},
            {carrier: {name: {carrier: {name: [big]}}}},
        ):
            walked = _walk_out_of_range(document, family)
            assert walked and walked[0][1] == big
            assert not in_range(document, family)
            small = _walk_out_of_range(_replace(document, big, 2**63 - 1), family)
            assert small == [] and in_range(_replace(document, big, 2**63 - 1), family)


def _replace(value: Any, old: object, new: object) -> Any:
    if isinstance(value, dict):
        return {key: _replace(member, old, new) for key, member in value.items()}
    if isinstance(value, list):
        return [_replace(item, old, new) for item in value]
    return new if value == old and type(value) is type(old) else value
