"""One ATIF trajectory -> one training row (spec/export/1.0/messages_row.schema.json).

Steps become messages in order: a system or user step its message, an agent step an
assistant message (``reasoning_content`` when the step has one; its tool calls as
``{"id", "type": "function", "function": {"name", "arguments"}}``), and each observation
result that answers a call (``source_call_id``) a ``tool`` message right after it, in result
order. A message or result given as content parts that are all text is their texts
joined. Left out, as the ATIF v1.7 RFC requires of SFT consumers, and counted by reason
(``steps_dropped``): steps with ``is_copied_context: true`` (``copied_context``), agent steps
with ``llm_call_count: 0`` (``deterministic_dispatch``); and results without a
``source_call_id`` (``result_without_call``), which no chat role holds.

``dialect`` ``trl``: arguments as the JSON object, reasoning kept, the row's metadata in
columns of their own (trajectory id, parent trajectory id, session, task, reward, model,
token totals, aggregated steps). ``openai``: arguments as JSON text, no reasoning, no tool
``name``, ``weight`` on every assistant message (0 for a step that stands for several model
calls or for another model than the agent's), ``parallel_tool_calls``, and no other column
(the fine-tuning line has none).

A whole trajectory is left out, with the first reason that applies (``FILTERS`` order):
the document-level filters (reward, health, failure) and then its own (content parts, no
final assistant message, no assistant message at all, too many messages or characters).
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from dataclasses import dataclass
from typing import Any

import orjson

from trajspec.converters._atif_sources.read import AtifDocument, trajectories, trajectory_id_of
from trajspec.validators import check_rollouts

DIALECTS = ("trl", "openai")

#: Every reason a trajectory is left out, in the order they are tried (loss_report.json).
REASONS = (
    "rejected",
    "reward_missing",
    "reward_below_min",
    "unhealthy",
    "failed",
    "content_parts",
    "truncated",
    "no_assistant_message",
    "too_many_messages",
    "too_many_chars",
    "duplicate_conversation",
    "not_sampled",
)

#: The metadata columns of a ``trl`` row, after ``messages`` and ``tools``.
METADATA = (
    "trajectory_id",
    "parent_trajectory_id",
    "session_id",
    "task_id",
    "reward",
    "model_name",
    "prompt_tokens",
    "completion_tokens",
    "aggregated_steps",
)


@dataclass(frozen=True, slots=True)
class MessagesOptions:
    """What a row is and which rows are kept: ``dialect``; ``min_reward`` (None: any; else
    rollout rows whose reward is at least this); ``healthy_only`` (the rollout's health
    verdict is ``healthy``); ``drop_failed``; ``drop_truncated``; ``max_messages`` and
    ``max_chars`` (None: no limit). Duplicates and sampling are the batch's (``batch``)."""

    dialect: str = "trl"
    min_reward: float | None = None
    healthy_only: bool = False
    drop_failed: bool = False
    drop_truncated: bool = False
    max_messages: int | None = None
    max_chars: int | None = None


@dataclass(frozen=True, slots=True)
class Entry:
    """One trajectory's outcome: left out for ``reason``, or a row (``line``: its JSON text,
    ``digest``: of its messages and tools, for duplicates) and the steps it left out."""

    trajectory_id: str | None
    reason: str | None = None
    line: bytes | None = None
    digest: bytes | None = None
    steps_dropped: tuple[tuple[str, int], ...] = ()


def _get(value: Any, *keys: str) -> Any:
    for key in keys:
        if not isinstance(value, dict):
            return None
        value = value.get(key)
    return value


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


@dataclass(slots=True)
class Conversation:
    """A trajectory's messages (``trl`` form), the weight of each assistant message, and what
    was left out; ``parts``: a message or result was content parts."""

    messages: list[dict[str, Any]]
    weights: list[int]
    dropped: Counter[str]
    aggregated: int = 0
    parts: bool = False
    incomplete: bool = False


def _text(value: Any) -> str | None:
    """A message or result as text: a string as it is, absent as ``""``, content parts that
    are all text as their texts joined (as chat APIs join text parts); None for anything
    else (an image or audio part), which a text row cannot hold."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, list) and all(
        isinstance(part, dict) and part.get("type") == "text" and isinstance(part.get("text"), str)
        for part in value
    ):
        return "".join(part["text"] for part in value)
    return None


def conversation(trajectory: dict[str, Any]) -> Conversation:
    """The messages of one trajectory (its embedded subagents not included)."""
    out = Conversation([], [], Counter())
    agent_model = _get(trajectory, "agent", "model_name")
    steps = trajectory.get("steps")
    for step in steps if isinstance(steps, list) else ():
        if not isinstance(step, dict):
            continue
        if step.get("is_copied_context") is True:
            out.dropped["copied_context"] += 1
            continue
        source = step.get("source")
        calls = step.get("llm_call_count")
        if source == "agent" and calls == 0:
            out.dropped["deterministic_dispatch"] += 1
            continue
        message = _text(step.get("message"))
        if message is None:
            out.parts = True
            return out
        names: dict[str, str] = {}
        if source == "agent":
            out.messages.append(_assistant(step, message, names))
            model = step.get("model_name")
            several = type(calls) is int and calls > 1
            out.aggregated += several
            other = isinstance(model, str) and isinstance(agent_model, str) and model != agent_model
            out.weights.append(0 if several or other else 1)
            if _get(step, "extra", "nemo_gym", "model_call", "response", "status") == "incomplete":
                out.incomplete = True
        else:
            out.messages.append({"role": str(source), "content": message})
        results = _get(step, "observation", "results")
        for result in results if isinstance(results, list) else ():
            call = result.get("source_call_id") if isinstance(result, dict) else None
            if not isinstance(call, str):
                out.dropped["result_without_call"] += 1
                continue
            content = _text(result.get("content"))
            if content is None:
                out.parts = True
                return out
            out.messages.append(
                {
                    "role": "tool",
                    "tool_call_id": call,
                    "name": names.get(call, ""),
                    "content": content,
                }
            )
    return out


def _assistant(step: dict[str, Any], message: str, names: dict[str, str]) -> dict[str, Any]:
    out: dict[str, Any] = {"role": "assistant", "content": message}
    reasoning = step.get("reasoning_content")
    if isinstance(reasoning, str):
        out["reasoning_content"] = reasoning
    calls = step.get("tool_calls")
    if isinstance(calls, list) and calls:
        out["tool_calls"] = [
            {
                "id": call["tool_call_id"],
                "type": "function",
                "function": {"name": call["function_name"], "arguments": call["arguments"]},
            }
            for call in calls
        ]
        for call in calls:
            names.setdefault(call["tool_call_id"], call["function_name"])
    return out


def chars(messages: list[dict[str, Any]]) -> int:
    """The characters of a conversation: every content and reasoning, and every call's name
    and arguments (as compact JSON)."""
    total = 0
    for m in messages:
        total += len(m.get("content", "")) + len(m.get("reasoning_content", ""))
        for call in m.get("tool_calls", ()):
            function = call["function"]
            total += len(function["name"]) + len(orjson.dumps(function["arguments"]))
    return total


def openai_messages(messages: list[dict[str, Any]], weights: list[int]) -> list[dict[str, Any]]:
    """The ``trl`` messages as the OpenAI fine-tuning line writes them."""
    out: list[dict[str, Any]] = []
    weight = iter(weights)
    for m in messages:
        role = m["role"]
        if role == "assistant":
            o: dict[str, Any] = {"role": "assistant", "content": m["content"]}
            if "tool_calls" in m:
                o["tool_calls"] = [
                    {
                        "id": c["id"],
                        "type": "function",
                        "function": {
                            "name": c["function"]["name"],
                            "arguments": json.dumps(c["function"]["arguments"], ensure_ascii=False),
                        },
                    }
                    for c in m["tool_calls"]
                ]
            o["weight"] = next(weight)
            out.append(o)
        elif role == "tool":
            out.append({"role": "tool", "tool_call_id": m["tool_call_id"], "content": m["content"]})
        else:
            out.append(m)
    return out


def _document_reason(item: AtifDocument, options: MessagesOptions) -> str | None:
    """Why every trajectory of the document is left out (None: none of the document-level
    filters applies)."""
    row = item.row
    if options.min_reward is not None:
        reward: Any = None if row is None else row.get("reward")
        if not _number(reward):
            return "reward_missing"
        if reward < options.min_reward:
            return "reward_below_min"
    if options.healthy_only:
        verdict = None if row is None else check_rollouts([row]).verdicts[0].get("verdict")
        if verdict != "healthy":
            return "unhealthy"
    if options.drop_failed:
        status = _get(item.document, "extra", "nemo_gym", "source", "invocation_status")
        if status is not None and status != "completed":
            return "failed"
    return None


def _trajectory_reason(talk: Conversation, options: MessagesOptions) -> str | None:
    if talk.parts:
        return "content_parts"
    messages = talk.messages
    if options.drop_truncated and (
        talk.incomplete or not messages or messages[-1]["role"] != "assistant"
    ):
        return "truncated"
    if not talk.weights:
        return "no_assistant_message"
    if options.max_messages is not None and len(messages) > options.max_messages:
        return "too_many_messages"
    if options.max_chars is not None and chars(messages) > options.max_chars:
        return "too_many_chars"
    return None


def _row(
    trajectory: dict[str, Any],
    parent: str | None,
    talk: Conversation,
    item: AtifDocument,
    options: MessagesOptions,
) -> dict[str, Any]:
    tools = _get(trajectory, "agent", "tool_definitions")
    tools = tools if isinstance(tools, list) else []
    if options.dialect == "openai":
        parallel = any(len(m.get("tool_calls", ())) > 1 for m in talk.messages)
        return {
            "messages": openai_messages(talk.messages, talk.weights),
            "tools": tools,
            "parallel_tool_calls": parallel,
        }
    root = parent is None and item.row is not None
    task = item.row.get("task_id") if root and item.row is not None else None
    reward = item.row.get("reward") if root and item.row is not None else None
    model = _get(trajectory, "agent", "model_name")
    prompt = _get(trajectory, "final_metrics", "total_prompt_tokens")
    completion = _get(trajectory, "final_metrics", "total_completion_tokens")
    session = trajectory.get("session_id")
    return {
        "messages": talk.messages,
        "tools": tools,
        "trajectory_id": trajectory_id_of(trajectory),
        "parent_trajectory_id": parent,
        "session_id": session if isinstance(session, str) else None,
        "task_id": task if isinstance(task, str) else None,
        "reward": reward if _number(reward) else None,
        "model_name": model if isinstance(model, str) else None,
        "prompt_tokens": prompt if type(prompt) is int else None,
        "completion_tokens": completion if type(completion) is int else None,
        "aggregated_steps": talk.aggregated,
    }


def document_entries(item: AtifDocument, options: MessagesOptions) -> list[Entry]:
    """The transform of ``map_documents``: every trajectory of the document (its own, then
    its embedded subagents depth first) as a row or the reason it is left out."""
    reason = _document_reason(item, options)
    out: list[Entry] = []
    for trajectory, parent in trajectories(item.document):
        tid = trajectory_id_of(trajectory)
        if reason is not None:
            out.append(Entry(tid, reason))
            continue
        talk = conversation(trajectory)
        own = _trajectory_reason(talk, options)
        if own is not None:
            out.append(Entry(tid, own))
            continue
        row = _row(trajectory, parent, talk, item, options)
        line = orjson.dumps(row)
        digest = hashlib.blake2b(
            orjson.dumps([row["messages"], row["tools"]], option=orjson.OPT_SORT_KEYS),
            digest_size=16,
        ).digest()
        out.append(Entry(tid, None, line, digest, tuple(sorted(talk.dropped.items()))))
    return out


__all__ = [
    "DIALECTS",
    "METADATA",
    "REASONS",
    "Conversation",
    "Entry",
    "MessagesOptions",
    "chars",
    "conversation",
    "document_entries",
    "openai_messages",
]
