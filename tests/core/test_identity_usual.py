"""The usual row's identity by the rules, at the edges of its indices; a model call's key, its members written out, is what the
reference key of its members gives; and a reference key, its members written out, is what
``_id`` and ``model_ref_key`` give of them."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trajspec import _identity, _model_calls
from trajspec._model_calls import ref_key, trajectory_call_key

MISSING = object()

_values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 12),
    st.sampled_from([2**63 - 1, 2**63, -(2**63) - 1, 3.0, 2.5, float("inf"), float("nan")]),
    st.text("a-1._", max_size=3),
    st.just({"task_id": "inner"}),
    st.just(MISSING),
)
_ids = st.sampled_from(["t", "", "0-1", "_bad"]) | _values


@pytest.mark.parametrize(
    ("row", "rollout_id"),
    [
        (
            {"task_id": "t", "_ng_task_index": 0, "_ng_rollout_index": 2**63 - 1},
            "0-9223372036854775807",
        ),
        ({"task_id": "t", "_ng_task_index": -1, "_ng_rollout_index": 0}, None),
        ({"task_id": "t", "_ng_task_index": 1, "_ng_rollout_index": 2**63}, None),
        ({"task_id": "t", "_ng_task_index": True, "_ng_rollout_index": 0}, None),
        (
            {"task_id": "t", "_ng_task_index": 3, "_ng_rollout_index": 1, "_ng_attempt_index": 2},
            "3-1-a2",
        ),
    ],
    ids=["largest index", "negative index", "index past 64 bits", "boolean index", "attempt"],
)
def test_the_usual_row_s_identity(row: dict[str, Any], rollout_id: str | None) -> None:
    assert _identity.rollout_identity(row) == _identity.RolloutIdentity("t", rollout_id)


_metadata = st.fixed_dictionaries(
    {},
    optional={
        "response_id": _ids,
        "model_ref": st.fixed_dictionaries({}, optional={"type": _ids, "name": _ids}) | _values,
    },
)


@given(
    st.fixed_dictionaries(
        {}, optional={"model_call_id": _ids, "response_metadata": _metadata | _values}
    )
    | _values
)
def test_call_key_is_the_key_of_its_members(call: Any) -> None:
    if call is MISSING:
        call = None
    expected: tuple[Any, Any, Any] = (None, None, None)
    if isinstance(call, dict):
        metadata = call.get("response_metadata")
        metadata = metadata if isinstance(metadata, dict) else {}
        expected = ref_key({**metadata, "model_call_id": call.get("model_call_id")})
    assert trajectory_call_key(call) == expected


class _Text(str):
    """A str subclass: an id for ``_id`` and ``model_ref_key`` as much as a str is."""


@given(
    st.fixed_dictionaries(
        {},
        optional={
            "model_call_id": _ids | st.just(_Text("s")),
            "response_id": _ids | st.just(_Text("")),
            "model_ref": st.fixed_dictionaries(
                {}, optional={"type": _ids | st.just(_Text("k")), "name": _ids}
            )
            | _values,
        },
    )
)
def test_ref_key_is_its_members_keys(drawn: dict[str, Any]) -> None:
    ref = {key: value for key, value in drawn.items() if value is not MISSING}
    if isinstance(ref.get("model_ref"), dict):
        ref["model_ref"] = {k: v for k, v in ref["model_ref"].items() if v is not MISSING}
    expected = (
        _model_calls._id(ref.get("model_call_id")),
        _model_calls.model_ref_key(ref.get("model_ref")),
        _model_calls._id(ref.get("response_id")),
    )
    key = ref_key(ref)
    assert key == expected
    assert [type(part) for part in key] == [type(part) for part in expected]
