"""The rules of one call: timing order and token statistics of model calls, tool calls,
captured calls and exchanges; the rules of a capture document and of the configuration that turns capture on."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from trajspec._jsonvalues import json_count as _count
from trajspec._jsonvalues import json_number as _number
from trajspec._rules import finding
from trajspec.validators._evidence.gaps import gap_list_rules
from trajspec.validators._evidence.values import Out, Path, objects


def timing_order(value: dict[str, Any], path: Path, code: str, what: str, out: Out) -> None:
    started, completed = _number(value.get("started_at")), _number(value.get("completed_at"))
    if started is not None and completed is not None and completed < started:
        out.append(
            finding(
                code,
                (*path, "completed_at"),
                f"{what} completed_at {completed!r} is earlier than its started_at {started!r}; "
                "it must be equal or later",
            )
        )


def token_stats_rules(value: Any, path: Path, out: Out) -> None:
    if not isinstance(value, dict):
        return
    prompt = _count(value.get("prompt_tokens"))
    completion = _count(value.get("completion_tokens"))
    total = _count(value.get("total_tokens"))
    cached = _count(value.get("cached_tokens"))
    if cached is not None and prompt is not None and cached > prompt:
        out.append(
            finding(
                "token_stats.cached_within_prompt",
                (*path, "cached_tokens"),
                f"cached_tokens {cached} is greater than prompt_tokens {prompt}; cached tokens "
                "are part of the prompt, so at most prompt_tokens",
            )
        )
    if (
        prompt is not None
        and completion is not None
        and total is not None
        and total != prompt + completion
    ):
        out.append(
            finding(
                "token_stats.total_matches_parts",
                (*path, "total_tokens"),
                f"total_tokens {total} is not prompt_tokens {prompt} + completion_tokens "
                f"{completion} = {prompt + completion}",
            )
        )


def model_call_rules(value: Any, path: Path, out: Out) -> None:
    if not isinstance(value, dict):
        return
    timing_order(value, path, "model_call.timing_order", "the model call's", out)
    token_stats_rules(value.get("token_stats"), (*path, "token_stats"), out)


def _timing_rules(code: str, what: str) -> Callable[[Any, Path, Out], None]:
    """The rules of an object whose only rule is its timing order (``code``)."""

    def rules(value: Any, path: Path, out: Out) -> None:
        if isinstance(value, dict):
            timing_order(value, path, code, what, out)

    return rules


tool_call_rules = _timing_rules("tool_call.timing_order", "the tool call's")
trajectory_tool_call_rules = _timing_rules("trajectory_tool_call.timing_order", "the tool call's")
capture_call_rules = _timing_rules("capture_call.timing_order", "the captured call's")
capture_exchange_rules = _timing_rules("capture_exchange.timing_order", "the exchange's")


def capture_rules(value: Any, path: Path, out: Out) -> None:
    if not isinstance(value, dict):
        return
    for index, call in objects(value.get("calls")):
        capture_call_rules(call, (*path, "calls", index), out)
    gap_list_rules(value.get("gaps"), (*path, "gaps"), out)


def collection_config_rules(value: Any, path: Path, out: Out) -> None:
    if not isinstance(value, dict) or value.get("observability_enabled") is not True:
        return
    if "model_call_capture_dir" not in value:
        where, what = path, "has no model_call_capture_dir"
    elif value["model_call_capture_dir"] is None:
        where, what = (*path, "model_call_capture_dir"), "has model_call_capture_dir null"
    else:
        return  # a string: the schema checks that it is absolute
    out.append(
        finding(
            "collection_config.capture_dir_required",
            where,
            f"observability_enabled is true but the configuration {what}; give the absolute "
            "path of the shared capture directory",
        )
    )
