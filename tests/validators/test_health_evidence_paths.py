"""The members health's evidence reads written out give what the shared helpers give.

``evidence._call`` reads a call's integers and numbers with ``json_int``/``json_count`` only where they are not
plain ints (its identifiers are the call index's keys); here both are compared with the
helpers they stand for over every value a structurally valid trajectory holds there (the only
one health derives evidence of: the walk trusts its schema).
The check loop (``rollout._steps``) leaves out only a readiness that is always true; a
record's repeated calls are counted only when it has two calls or more (the digests of every
shape against the oracle: tests/validators/test_health_speed.py).
"""

from __future__ import annotations

from typing import Any
from unittest import mock

from _examples import examples
from hypothesis import example, given, settings
from hypothesis import strategies as st

from trajspec._jsonvalues import INT64_MAX, INT64_MIN, json_count, json_int, json_number
from trajspec._model_calls import CallIndex, model_ref_key
from trajspec.validators._health import evidence, rollout
from trajspec.validators._health.checks import CHECKS, always_ready

MISSING = object()


def _object(**values: Any) -> dict[str, Any]:
    return {key: value for key, value in values.items() if value is not MISSING}


#: The values a structurally valid trajectory holds where the walk reads them (health derives
#: evidence only of one): ids strings or null (an empty one absent), a server with a type and
#: a name or null, integers in range (written as ``2.0`` too), finite numbers.
ids = st.one_of(st.just(MISSING), st.none(), st.sampled_from(["", "a", "resp-1"]))
servers = st.one_of(
    st.just(MISSING),
    st.none(),
    st.builds(dict, type=st.sampled_from(["", "t"]), name=st.sampled_from(["", "p"])),
)
integers = st.one_of(
    st.just(MISSING),
    st.none(),
    st.integers(INT64_MIN, INT64_MAX),
    st.sampled_from([INT64_MAX, INT64_MIN, 0, -1, 2.0, -0.0, 1e18]),
)
counts = st.one_of(
    st.just(MISSING),
    st.none(),
    st.integers(0, INT64_MAX),
    st.sampled_from([INT64_MAX, 0, 2.0, -0.0, 1e18]),
)
numbers = st.one_of(
    st.just(MISSING),
    st.none(),
    st.integers(INT64_MIN, INT64_MAX),
    st.floats(allow_nan=False, allow_infinity=False),
)
refs = st.builds(_object, model_call_id=ids, model_ref=servers, response_id=ids)


@settings(max_examples=examples(5), deadline=None)
@given(
    st.builds(
        _object,
        model_call_id=ids,
        started_at=numbers,
        response_metadata=st.one_of(
            st.just(MISSING),
            st.builds(_object, status_code=integers, model_ref=servers, response_id=ids),
        ),
        token_stats=st.one_of(
            st.just(MISSING), st.builds(_object, prompt_tokens=counts, completion_tokens=counts)
        ),
    )
)
@example({"started_at": 1, "response_metadata": {"status_code": INT64_MAX}})
@example({"token_stats": {"prompt_tokens": 0, "completion_tokens": INT64_MAX}})
@example({"token_stats": {"prompt_tokens": 3.0, "completion_tokens": -0.0}})
def test_a_calls_members_are_the_helpers(raw: dict[str, Any]) -> None:
    metadata = raw.get("response_metadata") or {}
    tokens = raw.get("token_stats") or {}
    call = evidence.derive({}, {"model_calls": [raw]}).calls[0]
    expected = (
        model_ref_key(metadata.get("model_ref")),
        json_number(raw.get("started_at")),
        json_int(metadata.get("status_code")),
        json_count(tokens.get("prompt_tokens")),
        json_count(tokens.get("completion_tokens")),
    )
    got = (call.model_ref, call.started_at, call.status, call.tokens_in, call.tokens_out)
    # NaN is never drawn, so == compares every member; types too (2.0 is not 2)
    assert got == expected
    assert [type(v) for v in got] == [type(v) for v in expected]


@given(st.frozensets(st.sampled_from(sorted(CHECKS)), max_size=4))
def test_the_check_loop_skips_only_readiness_that_is_always_true(ignored: frozenset[str]) -> None:
    steps, plan = rollout._steps(ignored), rollout._plan(ignored)
    assert [(s[0], s[3]) for s in steps] == [(p[0], p[3]) for p in plan]
    for check_id, ready, find, _ in steps:
        check = CHECKS[check_id]
        assert find is check.find
        assert ready is (None if check.ready is always_ready else check.ready)
    # the evidence of a record with no turns: always_ready answers True for it, as skipped
    e = evidence.derive({}, {})
    assert all(CHECKS[check_id].ready(e) for check_id, ready, _, _ in steps if ready is None)


def test_a_clean_records_calls_are_indexed_once() -> None:
    """The trajectory's rules index its model calls; the evidence reads that index rather
    than building its own (one CallIndex a record)."""
    trajectory = {
        "model_calls": [
            {"model_call_id": "a", "response_metadata": {"response_id": "r1"}},
            {"model_call_id": "b"},
        ],
        "turns": [],
        "invocations": [],
        "gaps": [],
    }
    made = []
    init = CallIndex.__init__

    def counting(self: CallIndex, keys: Any) -> None:
        made.append(list(keys))
        init(self, keys)

    with (
        mock.patch.object(rollout, "_first_error", wraps=rollout._first_error) as first,
        mock.patch.object(CallIndex, "__init__", counting),
    ):
        digest = rollout.evaluate(
            {"ng_trajectory": trajectory}, settings=rollout.Settings(), trajectory_clean=True
        )
    assert first.call_count == 1
    assert made == [[("a", None, "r1"), ("b", None, None)]]
    assert digest.model_calls == 2
