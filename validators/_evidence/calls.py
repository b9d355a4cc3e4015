"""The rules of one call: the timing order of model calls, tool calls, captured calls and
exchanges, the token statistics of a model call, and the rule of the configuration that turns
capture on. Each runs on an object its schema proved: times are numbers or null, counts
non-negative integers or null."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from trajspec._jsonvalues import INT64_MAX
from trajspec._jsonvalues import json_count as _count
from trajspec.validators._evidence.values import Node, Problems

Rule = Callable[[dict[str, Any], Node, Any], Problems]


def _timing_rules(code: str, what: str) -> Rule:
    """The rule ``code``: an object's completed_at is not earlier than its started_at."""

    def rules(value: dict[str, Any], node: Node, context: Any) -> Problems:
        started, completed = value.get("started_at"), value.get("completed_at")
        if started is None or completed is None or completed >= started:
            return ()
        return (
            (
                code,
                ("completed_at",),
                f"{what} completed_at {completed!r} is earlier than its started_at "
                f"{started!r}; it must be equal or later",
            ),
        )

    rules.__name__ = rules.__qualname__ = code.replace(".", "_")
    return rules


model_call_timing = _timing_rules("model_call.timing_order", "the model call's")
tool_call_timing = _timing_rules("tool_call.timing_order", "the tool call's")
trajectory_tool_call_rules = _timing_rules("trajectory_tool_call.timing_order", "the tool call's")
capture_call_rules = _timing_rules("capture_call.timing_order", "the captured call's")
capture_exchange_rules = _timing_rules("capture_exchange.timing_order", "the exchange's")


def record_rules(value: dict[str, Any], node: Node, context: Any) -> Problems:
    """The rule of an observation record of its own: a tool call's timing order (the other
    kinds' rules are those of their conversation items and references)."""
    return tool_call_timing(value, node, context) if value["kind"] == "tool_call" else ()


def token_stats_rules(value: dict[str, Any], node: Node, context: Any) -> Problems:
    """Rules token_stats.cached_within_prompt and token_stats.total_matches_parts (the schema
    proved each count a non-negative integer or null; json_count reads one that is not a
    plain int in range, as it reads every count)."""
    prompt = value.get("prompt_tokens")
    if type(prompt) is not int or prompt > INT64_MAX:
        prompt = _count(prompt)
        if prompt is None:
            return ()
    completion, total, cached = (
        value.get("completion_tokens"),
        value.get("total_tokens"),
        value.get("cached_tokens"),
    )
    if cached is None and total is None:
        return ()  # nothing to compare the prompt with
    completion, total, cached = _count(completion), _count(total), _count(cached)
    out = []
    if cached is not None and cached > prompt:
        out.append(
            (
                "token_stats.cached_within_prompt",
                ("cached_tokens",),
                f"cached_tokens {cached} is greater than prompt_tokens {prompt}; cached tokens "
                "are part of the prompt, so at most prompt_tokens",
            )
        )
    if completion is not None and total is not None and total != prompt + completion:
        out.append(
            (
                "token_stats.total_matches_parts",
                ("total_tokens",),
                f"total_tokens {total} is not prompt_tokens {prompt} + completion_tokens "
                f"{completion} = {prompt + completion}",
            )
        )
    return out


def collection_config_rules(value: dict[str, Any], node: Node, context: Any) -> Problems:
    """Rule collection_config.capture_dir_required."""
    if value.get("observability_enabled") is not True:
        return ()
    if "model_call_capture_dir" not in value:
        where: tuple[str, ...] = ()
        what = "has no model_call_capture_dir"
    elif value["model_call_capture_dir"] is None:
        where, what = ("model_call_capture_dir",), "has model_call_capture_dir null"
    else:
        return ()  # a string: the schema checks that it is absolute
    return (
        (
            "collection_config.capture_dir_required",
            where,
            f"observability_enabled is true but the configuration {what}; give the absolute "
            "path of the shared capture directory",
        ),
    )
