"""The semantic rules of token usage, as rules of the engine (trajspec/_rule_engine.py): a
step's metrics (counts, token ids, array lengths) and a trajectory's final metrics against its
steps."""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, Final

from trajspec._jsonvalues import INT64_MAX, INT64_MIN, JsonObject, show
from trajspec._jsonvalues import json_int as _int
from trajspec._rule_engine import Node, Part, Problem
from trajspec.validators._atif.readers import as_list, as_number, as_object

#: Each count of a step's metrics and the final_metrics total that sums it over the steps.
TOTALS: Final = (
    ("prompt_tokens", "total_prompt_tokens"),
    ("completion_tokens", "total_completion_tokens"),
    ("cached_tokens", "total_cached_tokens"),
)


#: How far final_metrics.total_cost_usd may lie from the sum of the agent steps' cost_usd:
#: 1e-9 of the sum, and at least 1e-9. Adding even millions of float costs rounds far less;
#: a real discrepancy (a cent) is far more.
COST_TOLERANCE: Final = 1e-9


def cost_total_differs(total: float, costs: Sequence[float]) -> float | None:
    """The exact (``math.fsum``) sum of ``costs`` when ``total`` lies outside the tolerance of
    it, else None; ``math.inf`` when the costs add up past the largest double, which no total
    (a finite number) equals."""
    try:
        expected = math.fsum(costs)
    except OverflowError:  # finite costs whose exact sum no double holds
        return math.inf
    if abs(total - expected) <= COST_TOLERANCE * max(1.0, abs(expected)):
        return None
    return expected


def metrics_rules(metrics: JsonObject, node: Node, version: str) -> Iterable[Problem]:
    """The rules of a step's metrics: cached within prompt, nothing negative, token arrays as
    long as the counts they describe. The schema proved every count a number or null and
    every token array an array or null."""
    found = _cached_within_prompt(
        metrics,
        ("prompt_tokens", "cached_tokens"),
        "atif.metrics_cached_within_prompt",
        "prompt_tokens counts every input token, cached ones included",
    ) + _not_negative(
        metrics,
        ("prompt_tokens", "completion_tokens", "cached_tokens", "cost_usd"),
        "atif.metrics_negative",
    )
    get = metrics.get
    if (
        get("prompt_token_ids") is None
        and get("completion_token_ids") is None
        and get("logprobs") is None
    ):
        return found  # no token arrays: nothing more to check
    return (*found, *_token_arrays(metrics))


def _token_arrays(metrics: JsonObject) -> Iterator[Problem]:
    """The rules of a step's token arrays: ids not negative, lengths those of the counts."""
    get = metrics.get
    for name in ("prompt_token_ids", "completion_token_ids"):
        ids = as_list(get(name))
        if none_negative(ids):
            continue  # the usual case, decided by one C-level min() over the whole array
        for i, token in enumerate(ids):
            number = _int(token)
            if number is not None and number < 0:
                yield (
                    "atif.metrics_negative",
                    (name, i),
                    f"token id {number} is negative; token ids are vocabulary indices",
                )
    prompt = _int(get("prompt_tokens"))
    completion = _int(get("completion_tokens"))
    completion_ids = get("completion_token_ids")
    checks = (
        ("prompt_token_ids", prompt, "prompt_tokens"),
        ("completion_token_ids", completion, "completion_tokens"),
        (
            "logprobs",
            len(completion_ids) if isinstance(completion_ids, list) else completion,
            "completion_token_ids" if isinstance(completion_ids, list) else "completion_tokens",
        ),
    )
    for name, expected, against in checks:
        values = get(name)
        if isinstance(values, list) and expected is not None and len(values) != expected:
            yield (
                "atif.token_arrays_length",
                (name,),
                f"{name} has {len(values)} item(s) but {against} says {expected}; "
                "they describe the same tokens",
            )


def _cached_within_prompt(
    counts: JsonObject, names: tuple[str, str], code: str, why: str, *above: Part
) -> tuple[Problem, ...]:
    """Rule ``code`` of a step's metrics or the final metrics: the cached count (the second
    of ``names``) is at most the prompt count (the first); ``why`` ends the message;
    ``above``, the member that holds ``counts`` in the object the rule received."""
    prompt_name, cached_name = names
    prompt, cached = counts.get(prompt_name), counts.get(cached_name)
    if prompt is None or cached is None or cached <= prompt:  # numbers, the schema proved
        return ()
    prompt, cached = _int(prompt), _int(cached)
    if prompt is not None and cached is not None and cached > prompt:
        return (
            (
                code,
                (*above, cached_name),
                f"{cached_name} {cached} exceeds {prompt_name} {prompt}; {why}",
            ),
        )
    return ()


def _not_negative(
    counts: JsonObject, names: tuple[str, ...], code: str, *above: Part
) -> tuple[Problem, ...]:
    """Rule ``code`` of a step's metrics or the final metrics: none of ``names`` is a negative
    number (each a number or null, the schema proved)."""
    found: tuple[Problem, ...] = ()
    get = counts.get
    for name in names:
        value = get(name)
        if value is not None and value < 0:
            found += ((code, (*above, name), f"{name} is {show(value)}; it cannot be negative"),)
    return found


def none_negative(values: list[Any]) -> bool:
    """True when no item is a negative number; False also means "look item by item" (a NaN
    first, or items that do not compare)."""
    try:
        return not values or min(values) >= 0
    except TypeError:
        return False


def step_metric(step: JsonObject, name: str) -> int | None:
    """A count of a step's metrics as an integer; None when absent or not an integer."""
    return _int((as_object(step.get("metrics")) or {}).get(name))


def llm_call_steps(steps: list[Any]) -> Iterator[tuple[int, JsonObject]]:
    """Agent steps that stand for at least one LLM call (llm_call_count not 0; null counts)."""
    for index, step in enumerate(steps):
        if (
            isinstance(step, dict)
            and step.get("source") == "agent"
            and _int(step.get("llm_call_count")) != 0
        ):
            yield index, step


def final_metrics_rules(trajectory: JsonObject, node: Node, version: str) -> Iterator[Problem]:
    """The rules of a trajectory's final metrics, against its steps."""
    final = trajectory.get("final_metrics")
    if final is None:
        return
    steps: list[Any] = trajectory["steps"]
    total_steps = _int(final.get("total_steps"))
    notes = trajectory.get("notes")
    explained = isinstance(notes, str) and notes.strip() != ""
    if total_steps is not None and total_steps != len(steps) and not explained:
        yield (
            "atif.total_steps_matches",
            ("final_metrics", "total_steps"),
            f"total_steps is {total_steps} but the trajectory has {len(steps)} step(s); "
            "correct it or explain the difference in notes",
        )
    yield from _cached_within_prompt(
        final,
        ("total_prompt_tokens", "total_cached_tokens"),
        "atif.final_cached_within_prompt",
        "cached tokens are part of the prompt tokens",
        "final_metrics",
    )
    yield from _not_negative(
        final,
        ("total_prompt_tokens", "total_completion_tokens", "total_cached_tokens", "total_cost_usd"),
        "atif.final_metrics_negative",
        "final_metrics",
    )
    if _has_subagents(trajectory, steps):
        return  # totals may include subagent usage that the steps do not show
    # the metrics of the agent steps that stand for an LLM call (llm_call_count not 0)
    model = [
        step.get("metrics")
        for step in steps
        if step["source"] == "agent" and step.get("llm_call_count") != 0
    ]
    for field, total_name in TOTALS:
        total = _int(final.get(total_name))
        if total is None or not model:
            continue
        counts = _counts(model, field)
        if counts is None:
            continue
        expected = sum(counts)
        if total != expected:
            yield (
                "atif.final_totals_match",
                ("final_metrics", total_name),
                f"{total_name} is {total} but the agent steps' {field} add up to {expected}",
            )
    yield from _final_cost(final, steps)


def _counts(model: list[JsonObject | None], field: str) -> list[int] | None:
    """A count of every metrics object as an integer (json_int), or None when one has none.
    Read in C for the usual list, plain integers in the 64-bit range."""
    counts: list[Any] = [None if metrics is None else metrics.get(field) for metrics in model]
    if set(map(type, counts)) == {int} and min(counts) >= INT64_MIN and max(counts) <= INT64_MAX:
        return counts  # (integers only: no None, which the in operator would look for)
    if None in counts:
        return None
    exact = [_int(count) for count in counts]
    return None if None in exact else [count for count in exact if count is not None]


def _final_cost(final: JsonObject, steps: list[Any]) -> Iterator[Problem]:
    total = as_number(final.get("total_cost_usd"))
    if total is None:
        return
    costs: list[Any] = [
        None if (m := step.get("metrics")) is None else m.get("cost_usd")
        for step in steps
        if step["source"] == "agent"
    ]
    if not costs or None in costs:
        return  # some agent step does not report its cost: nothing to compare
    expected = cost_total_differs(total, costs)
    if expected is not None:
        yield (
            "atif.final_cost_matches",
            ("final_metrics", "total_cost_usd"),
            f"total_cost_usd is {show(total)} but the agent steps' cost_usd add up to "
            + ("more than the largest double" if math.isinf(expected) else show(expected)),
        )


def _has_subagents(trajectory: JsonObject, steps: list[Any]) -> bool:
    """Whether a trajectory embeds or refers to a subagent (its steps' shape proved)."""
    if trajectory.get("subagent_trajectories"):
        return True
    for step in steps:
        observation = step.get("observation")
        if observation is not None:
            for result in observation["results"]:
                if result.get("subagent_trajectory_ref"):
                    return True
    return False
