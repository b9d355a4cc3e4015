"""The supported reverify profile: what one ordered response cannot represent is a
``reverify.*`` finding (spec/rules/atif_reverify.json), and the model and created_at the
rebuilt response names."""

from __future__ import annotations

import datetime
from typing import Any

from trajspec._findings import Finding
from trajspec._jsonvalues import JsonObject, json_int, show
from trajspec._rules import finding
from trajspec.converters._reverify.readers import (
    Path,
    as_list,
    as_object,
    at_step,
    is_blank,
    step_no,
)


def root_checks(document: JsonObject, steps: list[Any], out: list[Finding]) -> None:
    final = as_object(document.get("final_metrics"))
    total_steps = json_int(final.get("total_steps")) if final else None
    if total_steps is not None and total_steps != len(steps):
        out.append(
            finding(
                "reverify.total_steps",
                ("final_metrics", "total_steps"),
                f"total_steps is {total_steps} but the trajectory has {len(steps)} step(s); "
                "reverify takes the count as it stands",
            )
        )
    if document.get("continued_trajectory_ref") is not None:
        out.append(
            finding(
                "reverify.continued_trajectory",
                ("continued_trajectory_ref",),
                "the trajectory continues in another document; one response cannot be rebuilt "
                "from part of a conversation",
            )
        )
    if as_list(document.get("subagent_trajectories")):
        out.append(
            finding(
                "reverify.subagents",
                ("subagent_trajectories",),
                "the trajectory embeds subagent trajectories; their work has no place in one "
                "response",
            )
        )
    if not any(isinstance(s, dict) and s.get("source") == "agent" for s in steps):
        out.append(
            finding(
                "reverify.no_agent_step",
                ("steps",),
                "the trajectory has no agent step, so there is no response to score",
            )
        )


def _content_parts(content: Any, path: Path, out: list[Finding]) -> None:
    for k, part in enumerate(as_list(content)):
        kind = part.get("type") if isinstance(part, dict) else None
        if kind != "text":
            out.append(
                finding(
                    "reverify.content_not_text",
                    (*path, k),
                    f"part {k} is {show(kind)}, not text; a response's message and tool "
                    "outputs are rebuilt from text parts only",
                )
            )


#: Training token metadata a response has no place for.
_TOKEN_METADATA = ("prompt_token_ids", "completion_token_ids", "logprobs")


def step_checks(steps: list[Any], out: list[Finding]) -> None:
    seen_agent = False
    for i, step in enumerate(steps):
        if not isinstance(step, dict):
            continue
        base: Path = ("steps", i)
        source = step.get("source")
        message = step.get("message")
        if isinstance(message, list):
            _content_parts(message, (*base, "message"), out)
        observation = as_object(step.get("observation"))
        for r, result in enumerate(as_list(observation.get("results")) if observation else []):
            if not isinstance(result, dict):
                continue
            rpath = (*base, "observation", "results", r)
            content = result.get("content")
            if isinstance(content, list):
                _content_parts(content, (*rpath, "content"), out)
            if as_list(result.get("subagent_trajectory_ref")):
                out.append(
                    finding(
                        "reverify.subagents",
                        (*rpath, "subagent_trajectory_ref"),
                        f"result {r} of step {step_no(i, step)} refers to a subagent "
                        "trajectory; its work has no place in one response",
                    )
                )
        if step.get("is_copied_context") is True:
            out.append(
                finding(
                    "reverify.copied_context",
                    (*base, "is_copied_context"),
                    f"step {step_no(i, step)} is copied context from an earlier trajectory, "
                    "not output of this one",
                )
            )
        metrics = as_object(step.get("metrics"))
        if metrics is not None:
            for name in _TOKEN_METADATA:
                if metrics.get(name) is not None:
                    out.append(
                        finding(
                            "reverify.token_ids",
                            (*base, "metrics", name),
                            f"step {step_no(i, step)} carries {name}; training token metadata "
                            "has no place in a response",
                        )
                    )
        if source == "agent":
            seen_agent = True
            _agent_step_checks(step, base, i, out)
        elif source in ("system", "user"):
            if seen_agent:
                out.append(
                    finding(
                        "reverify.step_after_agent",
                        (*base, "source"),
                        f"{source} step {step_no(i, step)} follows agent output; input after "
                        "the first agent step would change the conversation that is scored",
                    )
                )
            if observation is not None:
                out.append(
                    finding(
                        "reverify.observation_on_non_agent_step",
                        (*base, "observation"),
                        f"{source} step {step_no(i, step)} carries an observation; only an "
                        "agent step's results become function_call_output items",
                    )
                )


def _agent_step_checks(step: JsonObject, base: Path, i: int, out: list[Finding]) -> None:
    message = step.get("message")
    calls = as_list(step.get("tool_calls"))
    if isinstance(message, list) and not message:
        out.append(
            finding(
                "reverify.empty_content",
                (*base, "message"),
                f"agent step {step_no(i, step)}'s message is an empty list of parts; write the empty "
                'string "" for no text',
            )
        )
    if calls and (
        (isinstance(message, str) and message) or (isinstance(message, list) and message)
    ):
        out.append(
            finding(
                "reverify.message_with_tool_calls",
                (*base, "message"),
                f"agent step {step_no(i, step)} has message text and tool calls; ATIF does not keep their "
                "order within the model's output, so put the text in its own agent step",
            )
        )
    count = json_int(step.get("llm_call_count"))
    if count is not None and count > 1:
        out.append(
            finding(
                "reverify.llm_call_count",
                (*base, "llm_call_count"),
                f"agent step {step_no(i, step)} folds {count} LLM calls into one step; their outputs "
                "cannot be laid out as one ordered response",
            )
        )


def call_checks(steps: list[Any], out: list[Finding]) -> None:
    """The call/result bookkeeping that function_call and function_call_output items need."""
    used: set[str] = set()
    for i, step in enumerate(steps):
        if not isinstance(step, dict) or step.get("source") != "agent":
            continue
        base: Path = ("steps", i)
        ids: list[tuple[int, str]] = []
        for j, call in enumerate(as_list(step.get("tool_calls"))):
            if not isinstance(call, dict):
                continue
            cpath = (*base, "tool_calls", j)
            call_id, name = call.get("tool_call_id"), call.get("function_name")
            if is_blank(call_id):
                out.append(
                    finding(
                        "reverify.tool_call_id_blank",
                        (*cpath, "tool_call_id"),
                        f"tool call {j} of step {step_no(i, step)} has a blank tool_call_id; it becomes "
                        "the call_id of a function_call item",
                    )
                )
            if is_blank(name):
                out.append(
                    finding(
                        "reverify.function_name_blank",
                        (*cpath, "function_name"),
                        f"tool call {j} of step {step_no(i, step)} has a blank function_name",
                    )
                )
            if not isinstance(call_id, str):
                continue
            if call_id in used:
                out.append(
                    finding(
                        "reverify.tool_call_id_repeated",
                        (*cpath, "tool_call_id"),
                        f"tool_call_id {call_id!r} of step {step_no(i, step)} is already used in this "
                        "document; every call needs an id of its own",
                    )
                )
            used.add(call_id)
            ids.append((j, call_id))
        _result_checks(step, base, i, ids, out)


def _result_checks(
    step: JsonObject, base: Path, i: int, ids: list[tuple[int, str]], out: list[Finding]
) -> None:
    observation = as_object(step.get("observation"))
    answered: dict[str, int] = {}
    for r, result in enumerate(as_list(observation.get("results")) if observation else []):
        if not isinstance(result, dict):
            continue
        rpath = (*base, "observation", "results", r)
        call = result.get("source_call_id")
        if call is None:
            out.append(
                finding(
                    "reverify.result_call_missing",
                    rpath,
                    f"result {r} of step {step_no(i, step)} has no source_call_id; a function_call_output "
                    "item names the call it answers",
                )
            )
        elif isinstance(call, str):
            answered[call] = answered.get(call, 0) + 1
            if answered[call] == 2:
                out.append(
                    finding(
                        "reverify.result_repeated",
                        (*rpath, "source_call_id"),
                        f"call {call!r} of step {step_no(i, step)} already has a result; each call has "
                        "exactly one",
                    )
                )
        content = result.get("content")
        extra = as_object(result.get("extra"))
        relayed = extra is not None and extra.get("tool_result") is not None
        if content is not None and relayed:
            out.append(
                finding(
                    "reverify.result_content",
                    rpath,
                    f"result {r} of step {step_no(i, step)} has both content and extra.tool_result; "
                    "which one is the output would be a guess",
                )
            )
        elif content is None and not relayed:
            out.append(
                finding(
                    "reverify.result_content",
                    rpath,
                    f"result {r} of step {step_no(i, step)} has neither content nor extra.tool_result, so "
                    "its function_call_output has no output",
                )
            )
        elif isinstance(content, list) and not content:
            out.append(
                finding(
                    "reverify.empty_content",
                    (*rpath, "content"),
                    f"result {r} of step {step_no(i, step)} has an empty list of parts; write the empty "
                    'string "" for no output',
                )
            )
    for j, call_id in ids:
        if call_id not in answered:
            out.append(
                finding(
                    "reverify.call_without_result",
                    (*base, "tool_calls", j),
                    f"call {call_id!r} of step {step_no(i, step)} has no observation result; its "
                    "function_call item would have no output",
                )
            )


def resolved_model(document: JsonObject, steps: list[Any], out: list[Finding]) -> str:
    """The one model the agent steps resolve to (a step's model_name, else agent.model_name),
    or "unknown" when none names one."""
    agent = as_object(document.get("agent")) or {}
    fallback = agent.get("model_name") if isinstance(agent.get("model_name"), str) else None
    resolved: list[tuple[int, JsonObject, str | None]] = []
    for i, step in enumerate(steps):
        if isinstance(step, dict) and step.get("source") == "agent":
            own = step.get("model_name")
            resolved.append((i, step, own if isinstance(own, str) else fallback))
    first = next((name for _, _, name in resolved if name is not None), None)
    if first is None:
        return "unknown"
    for i, step, name in resolved:
        if name is None:
            out.append(
                finding(
                    "reverify.model_names",
                    ("steps", i),
                    f"agent step {step_no(i, step)} names no model while others name "
                    f"{first!r}; a response names one model",
                )
            )
        elif name != first:
            out.append(
                finding(
                    "reverify.model_names",
                    at_step(i, step, "model_name", str),
                    f"agent step {step_no(i, step)} resolves to model {name!r} but an earlier "
                    f"one to {first!r}; a response names one model",
                )
            )
    return first


def response_created_at(steps: list[Any], out: list[Finding]) -> float:
    """The epoch seconds of the last agent step with a timestamp (0.0 when none has one)."""
    for i in range(len(steps) - 1, -1, -1):
        step = steps[i]
        if not isinstance(step, dict) or step.get("source") != "agent":
            continue
        stamp = step.get("timestamp")
        if stamp is None:
            continue
        if not isinstance(stamp, str):
            return 0.0  # a structural finding already says what is wrong
        try:
            moment = datetime.datetime.fromisoformat(stamp.replace("Z", "+00:00"))
        except (ValueError, OverflowError):
            return 0.0  # atif.timestamp_format already says what is wrong
        if moment.tzinfo is None:
            out.append(
                finding(
                    "reverify.timestamp_naive",
                    ("steps", i, "timestamp"),
                    f"{stamp!r} has no time zone; the last timestamped agent step fixes the "
                    "response's created_at, so add Z or an offset",
                )
            )
            return 0.0
        return moment.timestamp()
    return 0.0


__all__ = [
    "call_checks",
    "resolved_model",
    "response_created_at",
    "root_checks",
    "step_checks",
]
