"""The one-pass proof of a clean reverify document (converters/_reverify/fast.py) never
changes an outcome: whatever it accepts, the full path (every ATIF, profile and usage check,
then the rebuild) accepts without a finding and rebuilds into the same bytes.

Every test compares ``atif_to_response`` with and without the fast path, on the reverify
conformance vectors and on benchmark-corpus documents with mutations near every check it
makes; and checks that ordinary documents, export-shaped ones included, take it.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any
from unittest import mock

import bench_export
import corpus
import orjson
import pytest
from _examples import examples
from _strategies import export_rows
from _vectors import cases
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from trajspec import _strictjson
from trajspec.converters import export_atif
from trajspec.converters._atif_export.convert import dumps_atif
from trajspec.converters._reverify import rebuild
from trajspec.converters._reverify.fast import fast_response
from trajspec.converters._reverify.rebuild import atif_to_response, load_atif

Doc = dict[str, Any]


def _outcome(result: rebuild.ResponseResult) -> tuple[Any, bytes | None]:
    body = None if result.response is None else orjson.dumps(result.response)
    return [f.to_json() for f in result.findings], body


def _both_ways(document: Any) -> tuple[Any, Any]:
    fast = _outcome(atif_to_response(copy.deepcopy(document), strict_json=True))
    with mock.patch.object(rebuild, "fast_response", lambda _document: None):
        full = _outcome(atif_to_response(copy.deepcopy(document), strict_json=True))
    return fast, full


def _export_shaped(document: Doc, rng: random.Random) -> Doc:
    """The extras export writes (converters/_atif_export/mapping.py): provenance on steps,
    calls and results, and reasoning and total tokens in metrics.extra."""
    for step in document["steps"]:
        step["extra"] = {"nemo_gym": {"turn": {"turn_no": 1, "step_count": 2}}}
        metrics = step.get("metrics")
        if metrics:
            metrics["extra"] = {
                "reasoning_tokens": rng.randint(0, metrics["completion_tokens"]),
                "total_tokens": metrics["prompt_tokens"] + metrics["completion_tokens"],
            }
        for call in step.get("tool_calls") or []:
            call["extra"] = {"nemo_gym": {"source_item_id": f"fc_{call['tool_call_id']}"}}
        for result in (step.get("observation") or {}).get("results", []):
            result["extra"] = {"nemo_gym": {"source_item_id": "out", "duration_s": 0.25}}
    return document


@pytest.mark.parametrize(
    "vector", [v for v in cases("reverify") if "document" in v.case], ids=lambda v: v.id
)
def test_vectors_come_out_the_same_with_and_without_the_fast_path(vector: Any) -> None:
    fast, full = _both_ways(vector.case["document"])
    assert fast == full


def test_ordinary_documents_take_the_fast_path() -> None:
    rng = random.Random(11)
    for index in range(30):
        document = corpus.atif_document(index, rng, steps=(2, 12))
        if index % 2:
            _export_shaped(document, rng)
        if index % 3 == 0:
            del document["trajectory_id"]  # the ids' seed is then the content hash
        assert fast_response(copy.deepcopy(document)) is not None, index
        fast, full = _both_ways(document)
        assert fast == full
        assert fast[0] == [] and fast[1] is not None


# --- mutations near every check of the fast path --------------------------------------------


def _agent_steps(doc: Doc) -> list[Doc]:
    return [s for s in doc["steps"] if s["source"] == "agent"]


def _pick(rng: random.Random, items: list[Any]) -> Any:
    return rng.choice(items) if items else None


def _with_calls(doc: Doc) -> list[Doc]:
    return [
        s
        for s in doc["steps"]
        if s.get("tool_calls") and isinstance(s.get("observation"), dict)
        if s["observation"].get("results")
    ]


def _root(doc: Doc, rng: random.Random) -> None:
    change = rng.randrange(7)
    if change == 0:
        doc["schema_version"] = rng.choice(["ATIF-v1.6", "ATIF-v1.8", "v1.7"])
    elif change == 1:
        doc["continued_trajectory_ref"] = rng.choice(["next.json", None])
    elif change == 2:
        doc["trajectory_id"] = rng.choice(["", "  ", None, "other:1:0"])
    elif change == 3:
        doc.pop("trajectory_id", None)
        doc["extra"] = rng.choice([{"nemo_gym": {"source": {"task_index": 1}}}, {"other": 1}, None])
    elif change == 4:
        doc["subagent_trajectories"] = rng.choice([[], None])
    elif change == 5:
        doc["final_metrics"] = doc.get("final_metrics") or {}
        doc["final_metrics"]["total_steps"] = rng.choice(
            [len(doc["steps"]) + 1, float(len(doc["steps"])), None]
        )
        doc["notes"] = rng.choice(["a step was dropped", None])
    else:
        doc["agent"]["model_name"] = rng.choice([None, "other", "policy"])


def _order(doc: Doc, rng: random.Random) -> None:
    step = _pick(rng, _agent_steps(doc))
    if step is None:
        return
    change = rng.randrange(4)
    if change == 0:
        step["source"] = rng.choice(["user", "system"])
        for name in ("model_name", "reasoning_content", "tool_calls", "metrics"):
            step.pop(name, None)
        if rng.random() < 0.5:
            step.pop("observation", None)
    elif change == 1:
        user = doc["steps"][1]
        user["observation"] = rng.choice([{"results": []}, None])
    elif change == 2:
        for agent in _agent_steps(doc):
            agent["source"] = "user"
            for name in ("model_name", "reasoning_content", "tool_calls", "metrics"):
                agent.pop(name, None)
            agent.pop("observation", None)
    else:
        step["is_copied_context"] = rng.choice([True, False, None])


def _model(doc: Doc, rng: random.Random) -> None:
    step = _pick(rng, _agent_steps(doc))
    if step:
        step["model_name"] = rng.choice([None, "other", "policy"])
        if rng.random() < 0.3:
            step.pop("model_name")


def _timestamps(doc: Doc, rng: random.Random) -> None:
    steps = _agent_steps(doc)
    step = steps[-1] if steps and rng.random() < 0.6 else rng.choice(doc["steps"])
    step["timestamp"] = rng.choice(
        [
            "2025-06-15T12:00:00",
            "2025-06-15T12:00:00+02:00",
            "2025-06-15T12:00:00.5Z",
            "2025-06-15 12:00:00Z",
            "2025-02-29T00:00:00Z",
            None,
        ]
    )


def _messages(doc: Doc, rng: random.Random) -> None:
    step = _pick(rng, doc["steps"])
    if step is None:
        return
    step["message"] = rng.choice(
        [
            "",
            "some text",
            [],
            [{"type": "text", "text": "a"}, {"type": "text", "text": ""}],
            [{"type": "text", "text": "a", "source": None}],
            [{"type": "image", "source": {"media_type": "image/png", "path": "a.png"}}],
        ]
    )


def _llm_calls(doc: Doc, rng: random.Random) -> None:
    step = _pick(rng, _agent_steps(doc))
    if step:
        step["llm_call_count"] = rng.choice([0, 2, 1.0, None])


def _metrics(doc: Doc, rng: random.Random) -> None:
    step = _pick(rng, [s for s in _agent_steps(doc) if isinstance(s.get("metrics"), dict)])
    if step is None:
        return
    metrics = step["metrics"]
    name = rng.choice(["prompt_tokens", "completion_tokens", "cached_tokens"])
    change = rng.randrange(7)
    if change == 0:
        metrics.pop(name, None)
    elif change == 1:
        metrics[name] = rng.choice([None, float(metrics.get(name) or 0), -1])
    elif change == 2:
        step["metrics"] = rng.choice([None, {}, {"cost_usd": 0.5}])
    elif change == 3:
        metrics["extra"] = {
            rng.choice(["reasoning_tokens", "total_tokens"]): rng.choice(
                [0, 3, 10**6, -1, 2.0, "3", True, None, 2**63]
            )
        }
    elif change == 4:
        metrics["extra"] = {
            rng.choice(["output_tokens_details", "completion_tokens_details"]): rng.choice(
                [{"reasoning_tokens": 1}, "x", None]
            )
        }
    elif change == 5:
        metrics["completion_token_ids"] = list(range(int(metrics.get("completion_tokens") or 0)))
    else:
        for other in _agent_steps(doc):
            other["metrics"] = None


def _final(doc: Doc, rng: random.Random) -> None:
    final = doc.get("final_metrics")
    if not isinstance(final, dict):
        return
    name = rng.choice(["total_prompt_tokens", "total_completion_tokens", "total_cached_tokens"])
    change = rng.randrange(5)
    value = final.get(name)
    if change == 0 and isinstance(value, int):
        final[name] = value + rng.choice([1, -1])
    elif change == 1 and isinstance(value, int):
        final[name] = rng.choice([None, float(value)])
    elif change == 2:
        final.pop(name, None)
    elif change == 3:
        del doc["final_metrics"]
    else:
        for key in ("total_prompt_tokens", "total_completion_tokens", "total_cached_tokens"):
            final.pop(key, None)
        if rng.random() < 0.5:
            final["total_cached_tokens"] = 0


def _calls(doc: Doc, rng: random.Random) -> None:
    step = _pick(rng, _with_calls(doc))
    if step is None:
        return
    call, result = step["tool_calls"][0], step["observation"]["results"][0]
    if not (isinstance(call, dict) and isinstance(result, dict)):
        return
    change = rng.randrange(8)
    if change == 0:
        call["tool_call_id"] = result["source_call_id"] = rng.choice([" ", "\x1c", "\u2028"])
    elif change == 1:
        call["function_name"] = rng.choice(["", " \t", "\x1f"])
    elif change == 2:
        other = _pick(rng, [s for s in _with_calls(doc) if s is not step])
        if other:
            call["tool_call_id"] = other["tool_calls"][0]["tool_call_id"]
            result["source_call_id"] = call["tool_call_id"]
    elif change == 3:
        result["extra"] = {"tool_result": rng.choice(["text", {"a": [1.5, 2]}, {"n": 2**70}])}
        if rng.random() < 0.6:
            result.pop("content", None)
    elif change == 4:
        result.pop("content", None)
    elif change == 5:
        step["message"] = "text beside calls"
    elif change == 6:
        call["arguments"] = rng.choice([{"x": 1e-7}, {"b": 1, "a": "é"}, {"n": 2**64}, {}])
    else:
        step["observation"] = None


def _results_without_calls(doc: Doc, rng: random.Random) -> None:
    step = _pick(rng, [s for s in _agent_steps(doc) if not s.get("tool_calls")])
    if step:
        step["observation"] = {
            "results": rng.choice([[], [{"content": "x"}], [{"source_call_id": "c"}]])
        }


def _between(doc: Doc, rng: random.Random) -> None:
    """ATIF's rules between objects, which the fast path checks in its own loop: step ids,
    agent-only members on other steps, cached within prompt, the cost total."""
    steps = doc["steps"]
    change = rng.randrange(6)
    if change == 0:
        step = rng.choice(steps)
        step["step_id"] = rng.choice(
            [step["step_id"] + 1, step["step_id"] - 1, float(step["step_id"]), len(steps) + 1]
        )
    elif change == 1:
        step = _pick(rng, [s for s in steps if s["source"] != "agent"])
        if step:
            member = rng.choice(["model_name", "reasoning_effort", "reasoning_content"])
            step[member] = rng.choice([None, "policy", "low"])
            if rng.random() < 0.5:
                step[rng.choice(["tool_calls", "metrics"])] = rng.choice([None, [], {}])
    elif change == 2:
        step = _pick(rng, [s for s in _agent_steps(doc) if s.get("metrics")])
        if step:
            metrics = step["metrics"]
            metrics["cached_tokens"] = metrics["prompt_tokens"] + rng.choice([0, 1])
    else:
        cost = rng.choice([0.25, 0.5, 0, None])
        for step in _agent_steps(doc):
            if step.get("metrics") and rng.random() < 0.9:
                step["metrics"]["cost_usd"] = cost
        final = doc.get("final_metrics")
        if isinstance(final, dict):
            agents = len(_agent_steps(doc))
            final["total_cost_usd"] = rng.choice([None, 0.25 * agents, 0.5 * agents, 1.0])


MUTATIONS: list[Callable[[Doc, random.Random], None]] = [
    _between,
    _root,
    _order,
    _model,
    _timestamps,
    _messages,
    _llm_calls,
    _metrics,
    _final,
    _calls,
    _results_without_calls,
]


@given(
    seed=st.integers(0, 2**32 - 1),
    export=st.booleans(),
    mutations=st.lists(st.sampled_from(MUTATIONS), max_size=3),
)
@example(seed=1, export=False, mutations=[])
@example(seed=2, export=True, mutations=[_metrics])
# a string content beside a relayed tool result (reverify.result_content)
@example(seed=35, export=False, mutations=[_calls])
def test_mutated_documents_come_out_the_same_with_and_without_the_fast_path(
    seed: int, export: bool, mutations: list[Callable[[Doc, random.Random], None]]
) -> None:
    rng = random.Random(seed)
    document = corpus.atif_document(seed % 1000, rng, steps=(1, 6))
    if export:
        _export_shaped(document, rng)
    for mutate in mutations:
        mutate(document, rng)
    fast, full = _both_ways(document)
    assert fast == full


@pytest.mark.parametrize("mutate", MUTATIONS, ids=lambda m: m.__name__)
def test_each_mutation_can_leave_the_fast_path(
    mutate: Callable[[Doc, random.Random], None],
) -> None:
    """A mutation that never leaves the fast path would test nothing; one that always does
    would test only the refusal."""
    left = 0
    for seed in range(60):
        rng = random.Random(seed)
        document = corpus.atif_document(seed, rng, steps=(2, 6))
        mutate(document, rng)
        left += fast_response(document) is None
    assert 0 < left < 60


# --- what export writes: read by the fast tier, rebuilt by the fast path -------------------


@contextmanager
def _only_the_fast_json_tier() -> Iterator[None]:
    """Fail if strict reading leaves orjson's own comparison (the standard library tier or
    the exact scanner, each about twice the parse or more)."""

    def reached(*_args: Any) -> Any:
        raise AssertionError("left the fast tier of strict JSON reading")

    with (
        mock.patch.object(_strictjson, "_stdlib_finds_nothing", reached),
        mock.patch.object(_strictjson, "_scan_bytes", reached),
    ):
        yield


def _exported(row: Doc) -> Doc | None:
    exported = export_atif(row, session_id="session-fp", agent_version="1.0.0")
    return exported.document if exported.ok else None


def test_exported_documents_are_read_and_rebuilt_the_fast_way() -> None:
    rng = random.Random(13)
    taken = 0
    for index in range(12):
        row = bench_export.exportable(corpus.row(index, rng, turns=(1, 8)))
        document = _exported(row)
        assert document is not None, index
        data = dumps_atif(document)
        with _only_the_fast_json_tier():
            loaded, problems = load_atif(data)
        assert problems == []
        taken += fast_response(loaded) is not None
        fast, full = _both_ways(loaded)
        assert fast == full
    assert taken == 12


@settings(max_examples=examples(0.75), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(row=st.one_of(export_rows(faults=False), export_rows()))
def test_exported_rows_come_out_the_same_with_and_without_the_fast_path(row: Doc) -> None:
    document = _exported(row)
    if document is None:
        return  # the property is about the documents the exporter writes
    data = dumps_atif(document)
    with _only_the_fast_json_tier():
        loaded, problems = load_atif(data)
    assert problems == []
    fast, full = _both_ways(loaded)
    assert fast == full
