"""The fast proof of a clean ATIF document (validators/_atif/fast.py) never changes a finding.

``atif_findings`` skips the per-step rules when the tightened schema and the loop over the
steps say that nothing can be found. Every test here compares its findings with those of
the same function with the fast path switched off (every rule runs), on the conformance
vectors and on benchmark-corpus documents with targeted mutations near every rule; and checks
that the fast path is really taken for an ordinary document, and that the timestamp shape
it trusts is one Python reads.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any
from unittest import mock

import corpus
import pytest
from _vectors import cases
from hypothesis import example, given
from hypothesis import strategies as st

from trajspec import _jsonvalues
from trajspec._findings import Finding
from trajspec._jsonvalues import INT64_MAX
from trajspec.validators import CleanAtifProof
from trajspec.validators._atif import fast as _fast
from trajspec.validators._atif import metrics as _metrics_module
from trajspec.validators._atif import rules as _atif
from trajspec.validators._atif.fast import (
    TIMESTAMP_SHAPE,
    clean_validator,
    rules_hold_between_objects,
)
from trajspec.validators._atif.rules import atif_findings, timestamp_accepted

Doc = dict[str, Any]


class _NeverClean:
    @staticmethod
    def is_valid(_: Any) -> bool:
        return False


@contextmanager
def _every_rule_runs() -> Iterator[None]:
    with mock.patch.object(_atif, "clean_validator", lambda _schema, **_: _NeverClean()):
        yield


def _both_ways(document: Any) -> tuple[list[Finding], list[Finding]]:
    fast = atif_findings(copy.deepcopy(document))
    with _every_rule_runs():
        slow = atif_findings(copy.deepcopy(document))
    return fast, slow


def _taken(document: Doc) -> bool:
    """Whether the fast path calls this (v1.7) document clean."""
    schema = "atif/1.7/trajectory"
    if clean_validator(schema).is_valid(document):
        return rules_hold_between_objects(document)
    return clean_validator(schema, token_arrays=True).is_valid(
        document
    ) and rules_hold_between_objects(document, token_arrays=True)


def _with_token_arrays(document: Doc, rng: random.Random) -> Doc:
    """Token ids and logprobs on every metrics object, as an RL rollout carries them."""
    for metrics in _metrics(document):
        metrics["prompt_token_ids"] = [
            rng.randrange(50_000) for _ in range(metrics["prompt_tokens"])
        ]
        completion = metrics["completion_tokens"]
        metrics["completion_token_ids"] = [rng.randrange(50_000) for _ in range(completion)]
        metrics["logprobs"] = [-rng.random() for _ in range(completion)]
    return document


@pytest.mark.parametrize("vector", cases("validate-atif"), ids=lambda v: v.id)
def test_vectors_find_the_same_with_and_without_the_fast_path(vector: Any) -> None:
    fast, slow = _both_ways(vector.case["document"])
    assert fast == slow


def test_an_ordinary_document_takes_the_fast_path() -> None:
    rng = random.Random(3)
    for index in range(20):
        document = corpus.atif_document(index, rng)
        assert _taken(document), index
        assert atif_findings(document) == []


def test_a_document_with_token_arrays_takes_the_fast_path() -> None:
    rng = random.Random(4)
    document = _with_token_arrays(corpus.atif_document(0, rng, steps=(2, 4)), rng)
    assert not clean_validator("atif/1.7/trajectory").is_valid(document)
    assert _taken(document)
    assert _both_ways(document) == ([], [])


# --- mutations near every rule and every condition of the fast path -----------------------


def _agent_steps(doc: Doc) -> list[Doc]:
    return [s for s in doc["steps"] if s["source"] == "agent"]


def _with_calls(doc: Doc) -> list[Doc]:
    """Steps with tool calls and results (earlier mutations may have taken either away)."""
    return [
        s
        for s in doc["steps"]
        if s.get("tool_calls")
        and isinstance(s.get("observation"), dict)
        and s["observation"].get("results")
    ]


def _pick(rng: random.Random, items: list[Any]) -> Any:
    return rng.choice(items) if items else None


def _shift_step_id(doc: Doc, rng: random.Random) -> None:
    step = rng.choice(doc["steps"])
    step["step_id"] = rng.choice([step["step_id"] + 1, float(step["step_id"]), 0])


def _agent_becomes_user(doc: Doc, rng: random.Random) -> None:
    step = _pick(rng, _agent_steps(doc))
    if step:
        step["source"] = "user"


def _agent_only_field_on_user_step(doc: Doc, rng: random.Random) -> None:
    step = _pick(rng, [s for s in doc["steps"] if s["source"] != "agent"])
    if step:
        name = rng.choice(["model_name", "reasoning_content", "tool_calls", "metrics"])
        step[name] = rng.choice([None, [], {}, "x"] if name == "tool_calls" else [None, "x"])
        if name == "metrics" and step[name] == "x":
            step[name] = {"prompt_tokens": 5}


def _deterministic_step(doc: Doc, rng: random.Random) -> None:
    step = _pick(rng, _agent_steps(doc))
    if step:
        step["llm_call_count"] = rng.choice([0, 0.0, 2, None])
        if rng.random() < 0.5:
            step.pop("metrics", None)
            step.pop("reasoning_content", None)


def _odd_timestamp(doc: Doc, rng: random.Random) -> None:
    step = rng.choice(doc["steps"])
    step["timestamp"] = rng.choice(
        [
            "2025-02-29T00:00:00Z",
            "2024-02-29T00:00:00Z",
            "2025-06-15 12:00:00",
            "2025-06-15T12:00:00.1234567Z",
            "2025-06-15T24:00:00Z",
            "2025-06-15T12:00:00+25:00",
            "0000-01-01T00:00:00Z",
            "2025-06-31T00:00:00Z",
            "2025-06-15",
            "not a time",
            None,
        ]
    )


def _metrics(doc: Doc) -> list[Doc]:
    return [s["metrics"] for s in doc["steps"] if isinstance(s.get("metrics"), dict)]


def _length(count: Any) -> int:
    """A count as a list length (_float_counts may have made it a float, or 2**53)."""
    return int(min(count or 0, 10_000))


def _bend_metrics(doc: Doc, rng: random.Random) -> None:
    metrics = _pick(rng, _metrics(doc))
    if metrics is None:
        return
    change = rng.randrange(9)
    if change == 0:
        metrics["cached_tokens"] = (metrics.get("prompt_tokens") or 0) + rng.choice([0, 1])
    elif change == 1:
        metrics[rng.choice(["prompt_tokens", "completion_tokens", "cached_tokens"])] = -1
    elif change == 2:
        metrics.pop(rng.choice(["prompt_tokens", "completion_tokens", "cached_tokens"]), None)
    elif change == 3:
        metrics[rng.choice(["prompt_tokens", "completion_tokens", "cached_tokens"])] = None
    elif change == 4:
        metrics["cost_usd"] = rng.choice([-0.5, 0.0, 1.25])
    elif change == 5:
        count = _length(metrics.get("completion_tokens"))
        metrics["completion_token_ids"] = list(range(count + rng.choice([0, 1])))
    elif change == 6:
        metrics["logprobs"] = [-0.1] * rng.randrange(3)
    elif change == 7:
        count = _length(metrics.get("prompt_tokens"))
        metrics["prompt_token_ids"] = list(range(count + rng.choice([0, 0, 1, -1])))
    else:
        count = _length(metrics.get("completion_tokens"))
        ids = list(range(count))
        if ids:
            ids[rng.randrange(len(ids))] = rng.choice([-1, -1.0, 5.0, "1", True, None])
        metrics["completion_token_ids"] = ids
        metrics["logprobs"] = [-0.5] * (count + rng.choice([0, 0, 1]))


def _float_counts(doc: Doc, rng: random.Random) -> None:
    """Counts written as integral floats, where a float sum rounds (2.0**53 + 1 is 2.0**53)
    and the rule, which sums them as ints, does not."""
    metrics = _metrics(doc)
    if not metrics:
        return
    name = rng.choice(["prompt_tokens", "completion_tokens", "cached_tokens"])
    big = rng.choice([True, False])
    for found in metrics:
        found[name] = 1 if big else float(found.get(name) or 0)
    if big:
        metrics[0][name] = 2.0**53
    if name == "cached_tokens" and big:
        for found in metrics:
            found["prompt_tokens"] = 2**53
    final = doc.get("final_metrics")
    if isinstance(final, dict):
        total = sum(int(found[name]) for found in metrics)
        final[f"total_{name}"] = total - rng.choice([0, len(metrics) - 1])
        if name != "cached_tokens" or not big:
            return
        final["total_prompt_tokens"] = 2**53 * len(metrics)


def _bend_final_metrics(doc: Doc, rng: random.Random) -> None:
    final = doc.get("final_metrics")
    if not isinstance(final, dict):
        return
    change = rng.randrange(6)
    if change == 0:
        name = rng.choice(["total_prompt_tokens", "total_completion_tokens", "total_cached_tokens"])
        final[name] = (final.get(name) or 0) + rng.choice([1, -1])
    elif change == 1:
        final["total_steps"] = len(doc["steps"]) + 1
    elif change == 2:
        final["total_steps"] = len(doc["steps"]) + 1
        doc["notes"] = rng.choice(["one step was dropped", " ", ""])
    elif change == 3:
        final["total_cached_tokens"] = (final.get("total_prompt_tokens") or 0) + 1
    elif change == 4:
        final["total_cost_usd"] = -1.0
    else:
        del doc["final_metrics"]


def _drop_metrics(doc: Doc, rng: random.Random) -> None:
    step = _pick(rng, [s for s in _agent_steps(doc) if "metrics" in s])
    if step:
        step["metrics"] = rng.choice([None, {}])


def _bend_calls(doc: Doc, rng: random.Random) -> None:
    step = _pick(rng, _with_calls(doc))
    if step is None:
        return
    calls, results = step["tool_calls"], step["observation"]["results"]
    change = rng.randrange(8)
    if change == 0:
        calls.append(dict(calls[0]))  # a duplicate id, and a call without a result
        if rng.random() < 0.5:  # or with one
            results.append({"source_call_id": calls[0]["tool_call_id"], "content": "again"})
    elif change == 1:
        results[0]["source_call_id"] = rng.choice(["nobody", None])
    elif change == 2:
        other = _pick(rng, [s for s in _with_calls(doc) if s is not step])
        if other:
            results[0]["source_call_id"] = other["tool_calls"][0]["tool_call_id"]
    elif change == 3:
        results.reverse()
    elif change == 4:
        results.pop()
    elif change == 5:
        other = _pick(rng, [s for s in _with_calls(doc) if s is not step])
        if other:  # the same id in two steps: the rules allow it
            calls[0]["tool_call_id"] = other["tool_calls"][0]["tool_call_id"]
            results[0]["source_call_id"] = calls[0]["tool_call_id"]
    elif change == 6:
        results.append({"content": "a result that answers no call"})
    else:  # the step's last result answered in the next step with calls: in document
        later = [s for s in _with_calls(doc) if s["step_id"] > step["step_id"]]
        if later:  # order, the results still name the calls one by one
            later[0]["observation"]["results"].insert(0, results.pop())


def _result_without_calls(doc: Doc, rng: random.Random) -> None:
    step = rng.choice(doc["steps"])
    if step.get("tool_calls"):
        return
    step["observation"] = {
        "results": [{"source_call_id": rng.choice([None, "call_0_0"]), "content": "output"}]
    }


def _subagents(doc: Doc, rng: random.Random) -> None:
    step = _pick(rng, _with_calls(doc))
    ref = {"trajectory_id": rng.choice(["sub-1", "missing"])}
    if step and rng.random() < 0.5:
        step["observation"]["results"][0]["subagent_trajectory_ref"] = [ref]
    if rng.random() < 0.5:
        sub = corpus.atif_document(99, rng, steps=(1, 2))
        sub["trajectory_id"] = "sub-1"
        doc["subagent_trajectories"] = [sub]


def _content_parts(doc: Doc, rng: random.Random) -> None:
    step = rng.choice(doc["steps"])
    part = rng.choice(
        [
            {"type": "text", "text": "hello"},
            {"type": "text", "text": None},
            {"type": "text", "text": "x", "source": {"media_type": "image/png", "path": "a.png"}},
            {"type": "image", "source": {"media_type": "image/png", "path": "a.png"}},
            {"type": "image", "source": None},
            {"type": "image", "text": "x", "source": {"media_type": "image/png", "path": "a.png"}},
        ]
    )
    step["message"] = [part]


def _other_version(doc: Doc, rng: random.Random) -> None:
    choice = rng.choice(["ATIF-v1.5", "ATIF-v1.8", "ATIF-v9", None])
    if choice is None:
        doc.pop("schema_version", None)
    else:
        doc["schema_version"] = choice


def _integer_out_of_range(doc: Doc, rng: random.Random) -> None:
    """An integer beyond the 64-bit range (the fast path's schema checks the number rule)."""
    value = rng.choice([2**63, -(2**63) - 1, 2**64 - 1, 1e19, -1e19, float(2**63)])
    step = rng.choice(doc["steps"])
    metrics = _pick(rng, _metrics(doc))
    final = doc.get("final_metrics")
    place = rng.randrange(5)
    if place == 0:
        step["step_id"] = value
    elif place == 1 and metrics is not None:
        metrics[rng.choice(["prompt_tokens", "completion_tokens", "cached_tokens"])] = value
    elif place == 2 and metrics is not None and metrics.get("completion_token_ids"):
        metrics["completion_token_ids"][0] = value
    elif place == 3 and isinstance(final, dict):
        final["total_prompt_tokens"] = value
    else:
        step["extra"] = {"step_id": value}


MUTATIONS: list[Callable[[Doc, random.Random], None]] = [
    _shift_step_id,
    _agent_becomes_user,
    _agent_only_field_on_user_step,
    _deterministic_step,
    _odd_timestamp,
    _bend_metrics,
    _float_counts,
    _bend_final_metrics,
    _drop_metrics,
    _bend_calls,
    _result_without_calls,
    _subagents,
    _content_parts,
    _other_version,
    _integer_out_of_range,
]


#: The two ways the fast path sums the counts: in C from BATCH_MIN metrics objects on, in
#: Python below (validators/_atif/fast._sums); each mutated document is checked both ways.
_SUMS_IN_C, _SUMS_IN_PYTHON = 0, 10**9


@pytest.mark.parametrize("batch_min", [_SUMS_IN_C, _SUMS_IN_PYTHON], ids=["in C", "in Python"])
@given(
    seed=st.integers(0, 2**32 - 1),
    mutations=st.lists(st.sampled_from(MUTATIONS), max_size=3),
)
@example(seed=1, mutations=[])
def test_mutated_documents_find_the_same_with_and_without_the_fast_path(
    batch_min: int, seed: int, mutations: list[Callable[[Doc, random.Random], None]]
) -> None:
    rng = random.Random(seed)
    document = corpus.atif_document(seed % 1000, rng, steps=(1, 6))
    if seed % 3 == 0:
        _with_token_arrays(document, rng)
    for mutate in mutations:
        mutate(document, rng)
    with mock.patch.object(_fast, "BATCH_MIN", batch_min):
        fast, slow = _both_ways(document)
    assert fast == slow, [f.to_json() for f in slow]


def test_a_float_count_sum_that_rounds_is_left_to_the_rules() -> None:
    """2.0**53 + 1 rounds to 2.0**53 as a float; the rule sums the counts as ints."""
    document = corpus.atif_document(0, random.Random(1), steps=(2, 2))
    first, second = _agent_steps(document)
    first["metrics"]["prompt_tokens"] = 2.0**53
    second["metrics"].update(prompt_tokens=1, cached_tokens=0)
    document["final_metrics"].update(
        total_prompt_tokens=2**53, total_cached_tokens=first["metrics"]["cached_tokens"]
    )
    for batch_min in (_SUMS_IN_C, _SUMS_IN_PYTHON):
        with mock.patch.object(_fast, "BATCH_MIN", batch_min):
            assert not _taken(document)
            assert [f.code for f in atif_findings(document)] == ["atif.final_totals_match"]


def test_long_documents_find_the_same_with_and_without_the_fast_path() -> None:
    """Documents of the benchmark's length, where the counts are summed in C."""
    for seed in range(30):
        rng = random.Random(seed)
        document = corpus.atif_document(seed, rng, steps=(12, 40))
        for mutate in rng.sample(MUTATIONS, 2):
            mutate(document, rng)
        fast, slow = _both_ways(document)
        assert fast == slow, (seed, [f.to_json() for f in slow])


@pytest.mark.parametrize(
    "mutate", [m for m in MUTATIONS if m is not _drop_metrics], ids=lambda m: m.__name__
)
def test_each_mutation_can_leave_the_fast_path(
    mutate: Callable[[Doc, random.Random], None],
) -> None:
    """A mutation that never leaves the fast path would test nothing."""
    left = 0
    for seed in range(40):
        rng = random.Random(seed)
        document = corpus.atif_document(seed, rng, steps=(2, 6))
        mutate(document, rng)
        declared = document.get("schema_version") == "ATIF-v1.7"
        left += not (declared and _taken(document))
    assert left > 0


def test_a_model_step_without_metrics_switches_the_totals_rule_off_on_both_paths() -> None:
    rng = random.Random(5)
    document = corpus.atif_document(5, rng, steps=(3, 3))
    document["final_metrics"]["total_prompt_tokens"] += 1
    assert [f.code for f in atif_findings(document)] == ["atif.final_totals_match"]
    _agent_steps(document)[0]["metrics"] = None
    assert _taken(document)
    assert _both_ways(document) == ([], [])


# --- the timestamp shape --------------------------------------------------------------------


@given(st.from_regex(TIMESTAMP_SHAPE, fullmatch=True))
@example("0001-01-01T00:00:00Z")
@example("9999-12-31T23:59:59.999999+23:59")
@example("2025-02-28T00:00:00-00:00")
def test_every_timestamp_of_the_trusted_shape_is_accepted(text: str) -> None:
    assert timestamp_accepted(text)


@pytest.mark.parametrize(
    ("text", "accepted"),
    [
        ("2024-02-29T00:00:00Z", True),  # a leap day: outside the shape, the rule decides
        ("2025-06-15 12:00:00", True),
        ("2025-02-29T00:00:00Z", False),
        ("2025-06-31T00:00:00Z", False),
        ("2025-06-15T24:00:00Z", False),
    ],
)
def test_timestamps_outside_the_shape_are_left_to_the_rule(text: str, accepted: bool) -> None:
    rng = random.Random(0)
    document = corpus.atif_document(0, rng, steps=(1, 1))
    document["steps"][-1]["timestamp"] = text
    assert not _taken(document)
    codes = [f.code for f in atif_findings(document)]
    assert ("atif.timestamp_format" not in codes) == accepted


# --- the one shortcut inside the rules ------------------------------------------------------

token_values = st.one_of(
    st.integers(-3, 10**6),
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
    st.text(max_size=2),
    st.none(),
)


@given(st.lists(token_values, max_size=6))
@example([float("nan"), -1])
@example([0, -0.0, True])
def test_token_ids_the_min_shortcut_passes_have_no_negative_id(ids: list[Any]) -> None:
    out: list[Finding] = []
    _metrics_module.metrics_rules({"completion_token_ids": ids}, ("metrics",), out)
    negative = [f for f in out if f.code == "atif.metrics_negative"]
    if _metrics_module.none_negative(ids):
        assert negative == []


# --- the public proof with a caller's conditions (trajspec.validators.CleanAtifProof) --------


@given(
    seed=st.integers(0, 2**32 - 1),
    mutations=st.lists(st.sampled_from(MUTATIONS), max_size=2),
)
@example(seed=1, mutations=[])
def test_the_public_proof_never_says_clean_where_a_rule_finds_something(
    seed: int, mutations: list[Callable[[Doc, random.Random], None]]
) -> None:
    rng = random.Random(seed)
    document = corpus.atif_document(seed % 1000, rng, steps=(1, 6))
    for mutate in mutations:
        mutate(document, rng)
    proof = CleanAtifProof({}, {})
    if proof(copy.deepcopy(document)):
        assert atif_findings(copy.deepcopy(document)) == []
        with _every_rule_runs():
            assert atif_findings(copy.deepcopy(document)) == []


def test_the_public_proof_checks_the_callers_conditions_too() -> None:
    document = corpus.atif_document(0, random.Random(6), steps=(2, 4))
    assert CleanAtifProof({}, {})(document)
    no_reasoning = {"step": {"reasoning_content": {"type": "null"}}}
    assert not CleanAtifProof(no_reasoning, {})(document)
    assert not CleanAtifProof({}, {"agent": {"required": ["model_name", "extra"]}})(document)
    document["schema_version"] = "ATIF-v1.6"  # checked with version gating
    assert atif_findings(document) != []
    assert not CleanAtifProof({}, {})(document)


def test_a_caller_cannot_replace_a_keyword_of_the_tightening() -> None:
    """Replacing one could widen it (minimum 1 to minimum 0), so it is refused."""
    with pytest.raises(ValueError, match="llm_call_count"):
        CleanAtifProof({"step": {"llm_call_count": {"minimum": 0}}}, {})


def test_a_call_id_twice_in_a_step_leaves_the_fast_path_and_twice_in_a_document_does_not() -> None:
    """Ids repeat across steps in the whole document's reading of the calls: each step's
    own ids are then checked, since the rule allows an id again only in another step."""
    document = corpus.atif_document(0, random.Random(1), steps=(4, 4))
    first, second = _with_calls(document)[:2]
    second["tool_calls"][0]["tool_call_id"] = first["tool_calls"][0]["tool_call_id"]
    second["observation"]["results"][0]["source_call_id"] = first["tool_calls"][0]["tool_call_id"]
    assert _taken(document)
    assert _both_ways(document) == ([], [])
    first["tool_calls"].append(dict(first["tool_calls"][0]))
    first["observation"]["results"].append(
        {"source_call_id": first["tool_calls"][0]["tool_call_id"], "content": "again"}
    )
    assert not _taken(document)
    assert [f.code for f in atif_findings(document)] == ["atif.tool_call_id_duplicate"]


# --- the number rule's range checked in place (CleanAtifProof, _RANGE_IN_PLACE) -------------


def test_the_range_in_place_bounds_every_member_the_number_rule_reads() -> None:
    """The objects the number rule's walk reaches in a v1.7 document without subagents are
    the root, its steps, their metrics and final_metrics (each closed, so no other member
    name occurs in them): of each, every integer member gets the bound beside a minimum it
    has already, and every other carrier is an object walked in its own right or ``extra``,
    which gets the rule's own schema. A member left out here would be a range no one checks."""
    atif = {
        info.name: info.contents
        for info in _fast.all_schemas()
        if (info.family, info.version) == ("atif", "1.7")
    }
    names, walk = _jsonvalues.integer_members("atif"), _jsonvalues.carrier_members("atif")
    walked = {"trajectory", "step", "metrics", "final_metrics"}
    objects = {"steps": "step", "metrics": "metrics", "final_metrics": "final_metrics"}
    assert set(_fast._RANGE_IN_PLACE) == walked
    for name in walked:
        schema = atif[name]
        assert schema["additionalProperties"] is False
        tightened = _fast._tightened(name, schema, False, range_in_place=True)["properties"]
        in_place = _fast._RANGE_IN_PLACE[name]
        for member in schema["properties"]:
            if member in names:
                bound = in_place[member]
                bounded = tightened[member].get("items", tightened[member])
                assert bound.get("items", bound) == {"exclusiveMaximum": 2**63}
                assert bounded["exclusiveMaximum"] == 2**63
                assert bounded.get("minimum", -1) >= 0 or tightened[member]["type"] == "null"
            elif member == "extra":
                assert in_place[member] == {"$ref": _fast._RANGE_ID}
            elif member in walk:
                # steps/metrics/final_metrics are walked objects; subagents are refused
                assert member in objects or member in ("subagent_trajectories", "source")
            else:
                assert member not in in_place


_FAR = [2**63, 2**64 - 1, float(2**63), 1e300]


@given(
    seed=st.integers(0, 2**32 - 1),
    where=st.sampled_from(
        [
            "step_id",
            "prompt_tokens",
            "completion_tokens",
            "cached_tokens",
            "total_prompt_tokens",
            "total_steps",
            "metrics.extra",
            "step.extra",
            "root.extra",
            "final.extra",
            "call.extra",
            "arguments",
        ]
    ),
    value=st.sampled_from([*_FAR, INT64_MAX, 0, 7]),
)
def test_the_public_proof_refuses_what_the_number_rule_finds(
    seed: int, where: str, value: float
) -> None:
    """Whatever CleanAtifProof accepts has nothing outside the 64-bit range for the number
    rule (``in_range`` of the walk's own schema), with a number far or near the bound put in
    each member the rule reads and in some it does not read (a call's extra, arguments)."""
    rng = random.Random(seed)
    document = corpus.atif_document(seed % 1000, rng, steps=(2, 5))
    agent = next(s for s in document["steps"] if s["source"] == "agent")
    nested = {"total_tokens": value, "deeper": {"extra": {"reasoning_tokens": [value]}}}
    if where in ("prompt_tokens", "completion_tokens", "cached_tokens"):
        agent.setdefault("metrics", {})[where] = value
    elif where == "step_id":
        document["steps"][-1]["step_id"] = value
    elif where == "total_prompt_tokens" or where == "total_steps":
        document.setdefault("final_metrics", {})[where] = value
    elif where == "metrics.extra":
        agent.setdefault("metrics", {})["extra"] = nested
    elif where == "step.extra":
        agent["extra"] = {"metrics": {"prompt_tokens": value}}
    elif where == "root.extra":
        document["extra"] = {"nemo_gym": {"source": {"task_index": value}}}
    elif where == "final.extra":
        document.setdefault("final_metrics", {})["extra"] = nested
    else:
        call = {"tool_call_id": "far", "function_name": "f", "arguments": {"n": value}}
        if where == "call.extra":
            call["extra"] = {"total_tokens": value}
        agent["tool_calls"] = [call]
        agent["message"] = ""
        agent["observation"] = {"results": [{"source_call_id": "far", "content": "x"}]}
    proof = CleanAtifProof({}, {})
    if proof(copy.deepcopy(document)):
        assert _jsonvalues.in_range(document, "atif")
        assert atif_findings(copy.deepcopy(document)) == []
    if where in ("call.extra", "arguments"):
        # not read by the number rule: the range in place must not refuse it either
        verdict = proof(copy.deepcopy(document))
        call = agent["tool_calls"][0]
        call["arguments"]["n"] = 0
        if where == "call.extra":
            call["extra"]["total_tokens"] = 0
        assert verdict == proof(document)
