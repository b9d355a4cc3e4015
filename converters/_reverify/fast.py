"""A fast proof that an ATIF document passes every reverify check, and its response built
in the same pass over the steps, for the common case.

The full path (:func:`.rebuild.atif_to_response`) runs ``atif_findings``, then the profile
checks (.profile), then the usage rule (.usage), then builds the response (.response): four
walks over the steps, each reading every member defensively. This module answers one
question instead: can any of them find anything in this document? When the answer is
certainly no, it returns the response, built as .response builds it (the same helpers, the
same ids); when it is anything else, None, and the caller takes the full path, which alone
makes findings. The conditions are sufficient, not necessary:

1. one jsonschema-rs pass of ATIF's own fast path (validators/_atif/fast.py, with the
   64-bit range checked in the members it reads) narrowed further by what the profile
   rejects per object: ATIF-v1.7 only, no continued trajectory, text content parts only, no
   empty lists of parts, no copied context, llm_call_count 1 (or null), no token arrays;
2. one loop over the steps for the rest, ATIF's rules between objects among them (what
   ``CleanAtifProof.objects_hold`` leaves to its caller: step ids, agent-only members, the
   cached and summed counts, the cost total): system and user steps before the first agent
   step and without observations, one model name, tool call ids neither blank nor repeated,
   each step's results answering its calls one by one in order, no message beside calls,
   content or a relayed tool result (not both) per result, complete usage as plain
   non-negative integers, a time zone on the timestamp that fixes created_at; building each
   agent step's output items on the way.

Detailed reasoning counts (``output_tokens_details``, ``completion_tokens_details``) and
partial usage always take the full path. tests/converters/test_reverify_fast_path.py checks,
on conformance vectors, corpus documents and mutations near every check, that whatever this
accepts the full path accepts with no finding and the same response bytes.
"""

from __future__ import annotations

import datetime
import functools
import hashlib
from typing import Any, TypeGuard

import orjson

from trajspec._jsonvalues import INT64_MAX, JsonObject
from trajspec.converters._reverify.response import (
    _DIGIT_THEN_FRACTION,
    _canonical,
    _id_seed,
    _output_value,
)
from trajspec.validators import CleanAtifProof

SCHEMA_VERSION = "ATIF-v1.7"

_NULL = {"type": "null"}
_NOT_EMPTY = {"minItems": 1}  # an array of no parts is reverify.empty_content (or fine): full path

#: Per ATIF schema file: keywords narrowing its members (validators/_atif/fast.py adds them
#: to the members its own tightening narrows).
_PROFILE_MEMBERS: dict[str, dict[str, dict[str, Any]]] = {
    "trajectory": {
        "schema_version": {"const": SCHEMA_VERSION},
        "continued_trajectory_ref": _NULL,
    },
    "step": {
        "message": _NOT_EMPTY,
        "llm_call_count": {"maximum": 1},
        "is_copied_context": {"enum": [False, None]},
    },
    "observation_result": {"content": _NOT_EMPTY},
}

#: Per ATIF schema file: a condition on the whole object. Text parts only.
_PROFILE_OBJECTS: dict[str, dict[str, Any]] = {
    "content_part": {
        "required": ["text"],
        "properties": {"type": {"const": "text"}, "text": {"type": "string"}, "source": _NULL},
    },
}


@functools.cache
def _clean_atif() -> CleanAtifProof:
    return CleanAtifProof(_PROFILE_MEMBERS, _PROFILE_OBJECTS)


_AGENT_ONLY = CleanAtifProof.AGENT_ONLY_FIELDS


def _count(value: Any) -> TypeGuard[int]:
    """A count the usage rule reads as itself: a plain int, not negative, within 64 bits."""
    return type(value) is int and 0 <= value <= INT64_MAX


def _epoch_seconds(stamp: str) -> float | None:
    """created_at from the last timestamped agent step's ``stamp``, as
    .profile.response_created_at reads it; None when that check would find something (no
    time zone) or the reading fails (the schema's shape makes that unlikely)."""
    try:
        moment = datetime.datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except (ValueError, OverflowError):
        return None
    if moment.tzinfo is None:
        return None  # reverify.timestamp_naive
    return moment.timestamp()


def fast_response(document: Any) -> JsonObject | None:
    """The rebuilt response of a document the full path certainly accepts without a finding,
    else None. ``document`` must come from the strict JSON reader (plain values only)."""
    proof = _clean_atif()
    # the rules between objects are checked in the loop below (CleanAtifProof.objects_hold
    # names them), the calls and their results more strictly than ATIF's rules
    if not proof.objects_hold(document):
        return None
    steps: list[JsonObject] = document["steps"]
    final: JsonObject | None = document.get("final_metrics")
    total_cost = None
    if final is not None:
        if final.get("total_steps") not in (None, len(steps)):
            return None  # reverify.total_steps (notes do not excuse it here)
        total_cost = final.get("total_cost_usd")
    # every agent step's cost_usd while each has one, for ATIF's cost total
    costs: list[Any] | None = [] if total_cost is not None else None
    fallback = document["agent"].get("model_name")
    # .response._Ids' hashing written out at each item, and the calls it makes per item
    # bound once: no Python call per id and no attribute lookup per item
    seeded = hashlib.sha256(_id_seed(document).encode("utf-8", "surrogatepass")).copy
    output: list[JsonObject] = []
    append = output.append
    dumps = orjson.dumps
    sort_keys = orjson.OPT_SORT_KEYS
    fraction = _DIGIT_THEN_FRACTION.search
    used: set[str] = set()
    model: str | None = None
    stamp: str | None = None  # of the last agent step with one: created_at
    agent_seen = parallel = False
    # the usage rule's reading of the agent steps' metrics, step by step (in C, all steps at
    # once, it cost more: docs/tooling-pitfalls.md): model steps without counts and with,
    # their sums, whether every counted one (and whether some) reports cached tokens, the
    # same for reasoning and total tokens of metrics.extra
    quiet = counted = 0
    prompt_sum = completion_sum = cached_sum = reasoning_sum = total_sum = 0
    cached_all = reasoning_all = total_all = True
    cached_some = False
    step_no = 0
    # The strict reader's strings hold no lone surrogate (orjson refuses them), so the ids'
    # texts are encoded without the surrogatepass handler that .response._Ids needs for a
    # Python caller's document; one that holds some anyway takes the full path.
    try:
        for step in steps:
            step_no += 1
            step_id = step["step_id"]  # an int, or a float such as 3.0 that ids spell so
            if step_id != step_no:
                return None  # atif.step_id_sequential
            if step["source"] != "agent":
                if agent_seen or step.get("observation") is not None:
                    return None  # reverify.step_after_agent, .observation_on_non_agent_step
                if not step.keys().isdisjoint(_AGENT_ONLY):  # in C: usually no such member
                    for name in _AGENT_ONLY:
                        if step.get(name) is not None:
                            return None  # atif.agent_only_field
                continue
            own = step.get("model_name")
            name = own if own is not None else fallback
            if not agent_seen:
                model = name
                agent_seen = True
            elif name != model:
                return None  # reverify.model_names
            timestamp = step.get("timestamp")
            if timestamp is not None:
                stamp = timestamp
            metrics = step.get("metrics")
            if metrics is None:
                quiet += 1
                costs = None
            else:
                if costs is not None:
                    cost = metrics.get("cost_usd")
                    if cost is None:
                        costs = None
                    else:
                        costs.append(cost)
                prompt = metrics.get("prompt_tokens")
                completion = metrics.get("completion_tokens")
                cached = metrics.get("cached_tokens")
                extra = metrics.get("extra")
                reasoning = total = None
                if extra is not None:
                    if (
                        extra.get("output_tokens_details") is not None
                        or extra.get("completion_tokens_details") is not None
                    ):
                        return None
                    reasoning, total = extra.get("reasoning_tokens"), extra.get("total_tokens")
                if prompt is None and completion is None and cached is None:
                    if reasoning is None and total is None:
                        quiet += 1
                    else:
                        return None  # reverify.usage_incomplete
                else:
                    # the schema bounds these counts (0 to 64 bits): only the type is left
                    if type(prompt) is not int or type(completion) is not int:
                        return None  # reverify.usage_incomplete, or a count read as another
                    counted += 1
                    prompt_sum += prompt
                    completion_sum += completion
                    if cached is None:
                        cached_all = False
                    elif type(cached) is int and cached <= prompt:
                        cached_some = True
                        cached_sum += cached
                    else:
                        return None  # atif.metrics_cached_within_prompt, or a float count
                    # metrics.extra is range-checked too (CleanAtifProof): type and sign left
                    if reasoning is None:
                        reasoning_all = False
                    elif type(reasoning) is int and 0 <= reasoning <= completion:
                        reasoning_sum += reasoning
                    else:
                        return None
                    if total is None:
                        total_all = False
                    elif type(total) is int and total >= prompt + completion:
                        total_sum += total
                    else:
                        return None
            # the output items, as .response.build_response makes them
            reasoning_content = step.get("reasoning_content")
            if reasoning_content is not None:
                digest = seeded()
                digest.update(f"\0reasoning\0{step_id}".encode())
                append(
                    {
                        "id": "atif_" + digest.digest()[:10].hex(),
                        "type": "reasoning",
                        "summary": [{"type": "summary_text", "text": reasoning_content}],
                    }
                )
            message = step["message"]
            calls = step.get("tool_calls") or ()
            if calls:
                if message:
                    return None  # reverify.message_with_tool_calls
                if len(calls) > 1:
                    parallel = True
            else:
                # a text message (the usual case) without a comprehension: in 3.11 each is a
                # function made and called (docs/tooling-pitfalls.md)
                parts = (
                    [{"type": "output_text", "text": message, "annotations": []}]
                    if isinstance(message, str)
                    else [
                        {"type": "output_text", "text": p["text"], "annotations": []}
                        for p in message
                    ]
                )
                digest = seeded()
                digest.update(f"\0message\0{step_id}".encode())
                append(
                    {
                        "id": "atif_" + digest.digest()[:10].hex(),
                        "type": "message",
                        "role": "assistant",
                        "status": "completed",
                        "content": parts,
                    }
                )
            for call in calls:
                call_id = call["tool_call_id"]
                function_name = call["function_name"]
                if call_id in used or not call_id.strip() or not function_name.strip():
                    return None  # reverify.tool_call_id_repeated, _blank, function_name_blank
                used.add(call_id)
                digest = seeded()
                digest.update(f"\0function-call\0{call_id}".encode())
                # _canonical(arguments, plain=True) written out for its common case: orjson's
                # text is the canonical one without floats, and arguments of string values only
                # (the usual ones) hold none, which a loop over them proves for fewer
                # instructions than the search of the text (callgrind_reverify)
                arguments = call["arguments"]
                try:
                    text = dumps(arguments, option=sort_keys)
                except TypeError:
                    text = b""
                if text:
                    for value in arguments.values():
                        if type(value) is not str:
                            if fraction(text) is not None:
                                text = b""
                            break
                append(
                    {
                        "id": "atif_" + digest.digest()[:10].hex(),
                        "type": "function_call",
                        "call_id": call_id,
                        "name": function_name,
                        "arguments": text.decode() if text else _canonical(arguments, plain=True),
                        "status": "completed",
                    }
                )
            observation = step.get("observation")
            results = observation["results"] if observation is not None else ()
            if len(results) != len(calls):
                # reverify.call_without_result, .result_call_missing, .result_repeated, ...
                return None
            for r, result in enumerate(results):
                # each result answers the call at its own position (ids are unique: `used`)
                call_id = result.get("source_call_id")
                if call_id != calls[r]["tool_call_id"]:
                    return None
                content = result.get("content")
                if type(content) is str:
                    extra = result.get("extra")
                    if extra is not None and extra.get("tool_result") is not None:
                        return None  # reverify.result_content
                    output_value: Any = content
                else:
                    extra = result.get("extra")
                    relayed = extra is not None and extra.get("tool_result") is not None
                    if (content is not None) is relayed:
                        return None  # reverify.result_content
                    output_value = _output_value(result, plain=True)
                digest = seeded()
                digest.update(f"\0function-output\0{call_id}\0{r}".encode())
                append(
                    {
                        "id": "atif_" + digest.digest()[:10].hex(),
                        "type": "function_call_output",
                        "call_id": call_id,
                        "output": output_value,
                        "status": "completed",
                    }
                )
    except UnicodeEncodeError:
        return None
    if not agent_seen:
        return None  # reverify.no_agent_step
    if counted and quiet:
        return None  # reverify.usage_incomplete
    if (
        costs is not None
        and total_cost is not None
        and not proof.cost_total_holds(total_cost, costs)
    ):
        return None  # atif.final_totals_match
    created_at = 0.0
    if stamp is not None:
        seconds = _epoch_seconds(stamp)
        if seconds is None:
            return None
        created_at = seconds
    usage: JsonObject | None = None
    if final is None:
        if counted:
            return None  # reverify.final_totals_missing
    else:
        t_prompt = final.get("total_prompt_tokens")
        t_completion = final.get("total_completion_tokens")
        t_cached = final.get("total_cached_tokens")
        if t_cached is not None and not _count(t_cached):
            return None
        if t_prompt is None and t_completion is None:
            if counted or t_cached is not None:
                return None  # reverify.final_totals_missing
        elif not (_count(t_prompt) and _count(t_completion)):
            return None  # one total without the other, or a total read as another number
        else:
            if t_cached is not None and t_cached > t_prompt:
                return None  # reverify.usage_invalid
            cached_total: int | None = t_cached
            reasoning_total: int | None = None
            tokens = t_prompt + t_completion
            if counted:
                if prompt_sum != t_prompt or completion_sum != t_completion:
                    return None  # reverify.final_totals_mismatch
                if cached_all:
                    if t_cached is not None and t_cached != cached_sum:
                        return None  # reverify.final_totals_mismatch
                    cached_total = cached_sum
                elif cached_some:
                    cached_total = None  # the sum of some steps' counts would be a false one
                reasoning_total = reasoning_sum if reasoning_all else None
                if total_all:
                    tokens = total_sum
            if tokens > INT64_MAX or (reasoning_total is not None and reasoning_total > INT64_MAX):
                return None  # reverify.usage_invalid: a sum the response cannot carry
            usage = {
                "input_tokens": t_prompt,
                "input_tokens_details": {"cached_tokens": cached_total},
                "output_tokens": t_completion,
                "output_tokens_details": {"reasoning_tokens": reasoning_total},
                "total_tokens": tokens,
            }
    digest = seeded()
    digest.update(b"\0response")
    return {
        "id": "atif_" + digest.digest()[:10].hex(),
        "object": "response",
        "created_at": created_at,
        "status": "completed",
        "model": model if model is not None else "unknown",
        "output": output,
        "parallel_tool_calls": parallel,
        "tool_choice": "auto",
        "tools": [],
        "usage": usage,
    }


__all__ = ["fast_response"]
