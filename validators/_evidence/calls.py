"""The rules of one call: timing order and token statistics of model calls, tool calls,
captured calls and exchanges, with quiet checks that spare the usual clean call its path; the
rules of a capture document and of the configuration that turns capture on."""

from __future__ import annotations

from collections.abc import Callable
from itertools import repeat
from operator import add, le
from typing import Any

from trajspec._jsonvalues import json_count as _count
from trajspec._jsonvalues import json_number as _number
from trajspec._rules import finding
from trajspec.validators._evidence.gaps import gap_list_rules
from trajspec.validators._evidence.values import BATCH_MIN, Out, Path, objects

# The quiet checks below answer "certainly nothing to report" for the usual object without
# building its path or calling the rule; False only means "run the rule", which alone makes
# findings. Loops over thousands of calls use them first.


def timing_quiet(value: dict[str, Any]) -> bool:
    started, completed = value.get("started_at"), value.get("completed_at")
    if started is None or completed is None:
        return True
    return type(started) is float and type(completed) is float and completed >= started


def token_stats_quiet(value: Any) -> bool:
    if value is None:
        return True
    if type(value) is not dict:
        return False
    prompt, completion = value.get("prompt_tokens"), value.get("completion_tokens")
    total, cached = value.get("total_tokens"), value.get("cached_tokens")
    for count in (prompt, completion, total, cached):
        if count is not None and type(count) is not int:
            return False
    if cached is not None and prompt is not None and cached > prompt:
        return False
    return prompt is None or completion is None or total is None or total == prompt + completion


#: map(_get, items, repeat(key)) reads a member of every item in C
_get: Callable[..., Any] = dict.get


def _timings_quiet(items: list[dict[str, Any]]) -> bool:
    """timing_quiet of every item, for the usual list in which every item has both times
    as floats: compared in C, without a Python step per item."""
    starts = list(map(_get, items, repeat("started_at")))
    ends = list(map(_get, items, repeat("completed_at")))
    if set(map(type, starts)) | set(map(type, ends)) <= {float}:
        return all(map(le, starts, ends))
    return all(map(timing_quiet, items))


def _objects_only(value: Any) -> bool:
    return type(value) is list and set(map(type, value)) <= {dict}


def _distinct(keys: list[Any], kinds: set[type]) -> bool:
    """Every key of ``kinds`` (compared by type, so no key is a str subclass) and no two
    alike."""
    return set(map(type, keys)) <= kinds and len(set(keys)) == len(keys)


def _all_token_stats_quiet(stats: list[Any]) -> bool:
    """token_stats_quiet of every item; in C for a long list of objects that all hold the
    four counts as ints (then quiet means: no more cached than prompt tokens, and each total
    the sum of prompt and completion)."""
    if len(stats) >= BATCH_MIN and set(map(type, stats)) <= {dict}:
        prompts = list(map(_get, stats, repeat("prompt_tokens")))
        completions = list(map(_get, stats, repeat("completion_tokens")))
        totals = list(map(_get, stats, repeat("total_tokens")))
        cached = list(map(_get, stats, repeat("cached_tokens")))
        if set(map(type, prompts + completions + totals + cached)) <= {int}:
            return all(map(le, cached, prompts)) and list(map(add, prompts, completions)) == totals
    return all(map(token_stats_quiet, stats))


def model_calls_quiet(value: Any) -> bool:
    """True only when the loop over a trajectory's model_calls finds nothing: every call an
    object whose timing and token statistics are quiet, and no two with the same non-empty
    model_call_id (a null id, or none, repeats freely). False means "run the loop"."""
    if not _objects_only(value):
        return False
    if not _timings_quiet(value):
        return False
    if not _all_token_stats_quiet(list(map(_get, value, repeat("token_stats")))):
        return False
    ids = [i for i in map(_get, value, repeat("model_call_id")) if i is not None and i != ""]
    return _distinct(ids, {str})


def tool_calls_quiet(value: Any) -> bool:
    """True only when the loop over a trajectory's tool_calls finds nothing: every call an
    object with a quiet timing, and every one keyed by a distinct pair of string
    invocation_id and tool_call_id. False means "run the loop"."""
    if not _objects_only(value):
        return False
    if not _timings_quiet(value):
        return False
    # the types read in C, not by a generator step per pair
    iids = list(map(_get, value, repeat("invocation_id")))
    tids = list(map(_get, value, repeat("tool_call_id")))
    if not (set(map(type, iids)) <= {str} and set(map(type, tids)) <= {str}):
        return False
    return len(set(zip(iids, tids, strict=True))) == len(value)


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
        if not timing_quiet(call):
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
