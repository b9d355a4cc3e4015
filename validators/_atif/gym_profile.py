"""The rules of the NeMo Gym ATIF profile (the ``atif.gym.*`` codes of spec/rules/atif.json):
step order, tool steps and their results, one model, complete usage and totals, and the
trajectory id named after the source indices."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from trajspec._jsonvalues import JsonObject
from trajspec._jsonvalues import json_int as _int
from trajspec._rule_engine import Node, Problem
from trajspec.validators._atif.metrics import TOTALS, llm_call_steps, step_metric
from trajspec.validators._atif.readers import Path, as_list, as_object, present


def gym_rules(document: JsonObject, node: Node, version: str) -> Iterator[Problem]:
    """The atif.gym.* rules of a profile trajectory (a rule of the engine,
    trajspec/_rule_engine.py, on the profile's one trajectory)."""
    steps = as_list(document.get("steps"))
    yield from _gym_step_order(steps)
    yield from _gym_tool_steps(steps)
    yield from _gym_model_names(document, steps)
    yield from _gym_usage(document, steps)
    yield from _gym_identity(document)


#: The members only an agent step has in the profile: each with the code and the message
#: (after "a system step" or "a user step") when another step has it.
_AGENT_ONLY_MEMBERS = (
    (
        "observation",
        "atif.gym.observation_on_non_agent_step",
        "carries an observation; only agent steps have one in the profile",
    ),
    (
        "llm_call_count",
        "atif.gym.agent_step_call_count",
        "has no llm_call_count in the profile",
    ),
)


def _gym_step_order(steps: list[Any]) -> Iterator[Problem]:
    seen_agent = False
    for i, step in enumerate(steps):
        if not isinstance(step, dict):
            continue
        source = step.get("source")
        if source == "agent":
            seen_agent = True
            if step.get("llm_call_count") is None:
                yield (
                    "atif.gym.agent_step_call_count",
                    ("steps", i),
                    "an agent step of the profile states llm_call_count 1",
                )
            continue
        if source not in ("system", "user"):
            continue
        if seen_agent:
            yield (
                "atif.gym.step_after_agent_output",
                ("steps", i, "source"),
                f"a {source} step follows agent output; the profile has all system and "
                "user steps before the first agent step",
            )
        for member, code, what in _AGENT_ONLY_MEMBERS:
            if present(step, member):
                yield code, ("steps", i, member), f"a {source} step {what}"
    if not seen_agent:
        yield (
            "atif.gym.agent_step_required",
            ("steps",),
            "the trajectory has no agent step, so there is no response to score",
        )


def _gym_tool_steps(steps: list[Any]) -> Iterator[Problem]:
    seen_ids: set[str] = set()
    for i, step in enumerate(steps):
        if not isinstance(step, dict) or step.get("source") != "agent":
            continue
        calls = [c for c in as_list(step.get("tool_calls")) if isinstance(c, dict)]
        ids = [
            c.get("tool_call_id") for c in as_list(step.get("tool_calls")) if isinstance(c, dict)
        ]
        for j, call_id in enumerate(ids):
            if isinstance(call_id, str):
                if call_id in seen_ids:
                    yield (
                        "atif.gym.tool_call_id_repeated",
                        ("steps", i, "tool_calls", j, "tool_call_id"),
                        f"tool_call_id {call_id!r} was already used in this document; "
                        "every call needs an id of its own",
                    )
                seen_ids.add(call_id)
        observation = as_object(step.get("observation"))
        results = as_list(observation.get("results")) if observation else []
        if calls and step.get("message") != "":
            yield (
                "atif.gym.text_with_tool_calls",
                ("steps", i, "message"),
                "a tool step's message is the empty string in the profile; put the text "
                "in its own agent step",
            )
        if not calls:
            if observation is not None:
                yield (
                    "atif.gym.tool_results_match_calls",
                    ("steps", i, "observation"),
                    "a step without tool calls has no observation in the profile",
                )
            continue
        answered: Counter[str] = Counter()
        for r, result in enumerate(results):
            call = result.get("source_call_id") if isinstance(result, dict) else None
            if not isinstance(call, str):
                continue
            answered[call] += 1
            if answered[call] == 2:
                yield (
                    "atif.gym.tool_results_match_calls",
                    ("steps", i, "observation", "results", r, "source_call_id"),
                    f"call {call!r} already has a result; each call has exactly one",
                )
        for j, call_id in enumerate(ids):
            if isinstance(call_id, str) and answered[call_id] == 0:
                yield (
                    "atif.gym.tool_results_match_calls",
                    ("steps", i, "tool_calls", j),
                    f"call {call_id!r} has no observation result; each call has exactly one",
                )


def _gym_model_names(document: JsonObject, steps: list[Any]) -> Iterator[Problem]:
    agent = as_object(document.get("agent")) or {}
    fallback = agent.get("model_name") if isinstance(agent.get("model_name"), str) else None
    names = []
    for i, step in llm_call_steps(steps):
        own = step.get("model_name")
        names.append((i, step, own if isinstance(own, str) else fallback))
    first = next((name for _, _, name in names if name is not None), None)
    if first is not None:
        for i, step, name in names:
            if name is None:
                yield (
                    "atif.gym.model_names_mixed",
                    ("steps", i),
                    f"this agent step names no model while others name {first!r}; every "
                    "step names the same model, or none does",
                )
            elif name != first:
                where: Path = (
                    ("steps", i, "model_name") if present(step, "model_name") else ("steps", i)
                )
                yield (
                    "atif.gym.model_names_mixed",
                    where,
                    f"this agent step's model is {name!r} but an earlier one's is {first!r}; "
                    "a profile trajectory has one model",
                )
    if fallback is None:
        return
    differing = False
    for i, step in enumerate(steps):
        if not isinstance(step, dict) or step.get("source") != "agent":
            continue
        own = step.get("model_name")
        if own is None:
            yield (
                "atif.gym.agent_model_name",
                ("steps", i),
                f"agent.model_name is {fallback!r} but this agent step has no model_name; "
                "the profile writes it on every agent step",
            )
        elif own != fallback:
            differing = True
    if differing:
        yield (
            "atif.gym.agent_model_name",
            ("agent", "model_name"),
            f"agent.model_name {fallback!r} differs from an agent step's model_name; the "
            "profile sets it only when every step has that one model",
        )


def _has_usage(metrics: JsonObject | None) -> bool:
    if metrics is None:
        return False
    extra = as_object(metrics.get("extra")) or {}
    return any(
        present(metrics, k) for k in ("prompt_tokens", "completion_tokens", "cached_tokens")
    ) or any(present(extra, k) for k in ("reasoning_tokens", "total_tokens"))


def _gym_usage(document: JsonObject, steps: list[Any]) -> Iterator[Problem]:
    model_steps = list(llm_call_steps(steps))
    for i, step in enumerate(steps):
        metrics = as_object(step.get("metrics")) if isinstance(step, dict) else None
        if metrics is None:
            continue
        prompt, cached = _int(metrics.get("prompt_tokens")), _int(metrics.get("cached_tokens"))
        if prompt is not None and cached is not None and cached > prompt:
            yield (
                "atif.gym.cached_within_prompt",
                ("steps", i, "metrics", "cached_tokens"),
                f"cached_tokens {cached} exceeds prompt_tokens {prompt}",
            )
    usage = any(_has_usage(as_object(step.get("metrics"))) for _, step in model_steps)
    if usage:
        for i, step in model_steps:
            metrics = as_object(step.get("metrics"))
            missing = [
                k
                for k in ("prompt_tokens", "completion_tokens")
                if _int((metrics or {}).get(k)) is None
            ]
            if missing:
                yield (
                    "atif.gym.usage_complete",
                    ("steps", i, "metrics") if metrics is not None else ("steps", i),
                    f"other steps report token usage but this one lacks {' and '.join(missing)}; "
                    "report both on every model step or usage on none",
                )
    final = as_object(document.get("final_metrics"))
    if final is None:
        return
    fpath: Path = ("final_metrics",)
    total_steps = _int(final.get("total_steps"))
    if total_steps is not None and total_steps != len(steps):
        yield (
            "atif.gym.total_steps",
            (*fpath, "total_steps"),
            f"total_steps is {total_steps} but the trajectory has {len(steps)} step(s)",
        )
    t_prompt, t_cached = (
        _int(final.get("total_prompt_tokens")),
        _int(final.get("total_cached_tokens")),
    )
    if t_prompt is not None and t_cached is not None and t_cached > t_prompt:
        yield (
            "atif.gym.cached_within_prompt",
            (*fpath, "total_cached_tokens"),
            f"total_cached_tokens {t_cached} exceeds total_prompt_tokens {t_prompt}",
        )
    if usage and not (
        present(final, "total_prompt_tokens") and present(final, "total_completion_tokens")
    ):
        yield (
            "atif.gym.final_totals",
            fpath,
            "the steps report token usage, so final_metrics states both "
            "total_prompt_tokens and total_completion_tokens",
        )
    for field, total_name in TOTALS:
        total = _int(final.get(total_name))
        if total is None:
            continue
        counts = [(i, step_metric(step, field)) for i, step in model_steps]
        lacking = [i for i, count in counts if count is None]
        if lacking:
            yield (
                "atif.gym.final_totals",
                (*fpath, total_name),
                f"{total_name} is stated but step {lacking[0] + 1} reports no {field}; a "
                "total is written only when every agent step reports its count",
            )
            continue
        expected = sum(count for _, count in counts if count is not None)
        if total != expected:
            yield (
                "atif.gym.final_totals",
                (*fpath, total_name),
                f"{total_name} is {total} but the agent steps' {field} add up to {expected}",
            )


def _gym_identity(document: JsonObject) -> Iterator[Problem]:
    session = document.get("session_id")
    trajectory_id = document.get("trajectory_id")
    extra = as_object(document.get("extra")) or {}
    source = as_object((as_object(extra.get("nemo_gym")) or {}).get("source")) or {}
    task, rollout = _int(source.get("task_index")), _int(source.get("rollout_index"))
    if not (isinstance(session, str) and isinstance(trajectory_id, str)):
        return
    if task is None or rollout is None:
        return
    expected = f"{session}:{task}:{rollout}"
    if trajectory_id != expected:
        yield (
            "atif.gym.trajectory_id_matches_source",
            ("trajectory_id",),
            f"trajectory_id is {trajectory_id!r}; the export names it {expected!r} after "
            "session_id and the source indices",
        )
