"""ATIF export, the turn join: each agent step gets its turn and its one captured model call.

Runs on a structurally valid ng_trajectory. Two kinds of check:

* per turn and per reference, whatever the conversation looks like: turn numbering and
  invocation, exactly one model-call reference, its resolution (by model_call_id, or by a
  unique (model_ref, response_id) pair, with no conflicting extra identifiers), no call
  selected twice, the provider's completion evidence (status, error, HTTP status, finish
  reason), a representable timestamp and consistent token counts; the invocation's own
  references resolve, do not repeat and include every turn-selected call;
* the alignment of turn *i* with agent step *i*, only when the walk found the steps sound:
  one turn per step, the turn's question, answer and reasoning copies equal the conversation,
  step_count is cumulative, and the finish reason agrees with the kind of step.

Missing provider evidence is accepted (as in the reference): only evidence that contradicts a
complete step rejects it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

import orjson

from trajspec._findings import Finding
from trajspec._jsonvalues import show
from trajspec._model_calls import model_ref_key
from trajspec._rules import finding
from trajspec.converters._atif_export.preflight import blank
from trajspec.converters._atif_export.values import Path, as_int, is_blank, iso_utc, json_equal
from trajspec.converters._atif_export.walk import Group, Walk

#: Finish reasons (trimmed, lower-cased) that say the response did not complete.
INCOMPLETE_FINISH: Final = frozenset(
    {
        "aborted",
        "canceled",
        "cancelled",
        "content_filter",
        "failed",
        "incomplete",
        "length",
        "max_output_tokens",
        "max_tokens",
        "model_context_window_exceeded",
        "pause_turn",
        "refusal",
        "timed_out",
        "timeout",
    }
)
_TOOL_FINISH: Final = frozenset({"tool_calls", "tool_use", "function_call"})
_TEXT_FINISH: Final = frozenset({"stop", "end_turn", "stop_sequence"})
#: Per dialect, the finish reasons that prove a completed (tool step, text step).
_DIALECT_FINISH: Final = {
    "chat": (frozenset({"tool_calls", "function_call"}), frozenset({"stop"})),
    "messages": (frozenset({"tool_use"}), frozenset({"end_turn", "stop_sequence"})),
}
_TOKEN_FIELDS: Final = (
    "prompt_tokens",
    "completion_tokens",
    "reasoning_tokens",
    "cached_tokens",
)


@dataclass(slots=True)
class Join:
    """The model call (index into ng_trajectory.model_calls) each turn selects, or None."""

    selected: list[int | None] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    #: each turn's timestamp as the document writes it (None: it has no such form)
    timestamps: list[str | None] = field(default_factory=list)


class _Calls:
    """The captured model calls, indexed for reference resolution."""

    def __init__(self, calls: list[dict[str, Any]]) -> None:
        self.calls = calls
        self.by_id: dict[str, int] = {}
        self.by_pair: dict[tuple[tuple[str, str] | None, Any], list[int]] = {}
        for n, call in enumerate(calls):
            call_id = call.get("model_call_id")
            if isinstance(call_id, str):
                self.by_id.setdefault(call_id, n)
            meta = call.get("response_metadata", {})
            key, response_id = model_ref_key(meta.get("model_ref")), meta.get("response_id")
            if key is not None and isinstance(response_id, str):
                self.by_pair.setdefault((key, response_id), []).append(n)


def join(trajectory: dict[str, Any], walked: Walk | None) -> Join:
    """Select each turn's model call and check turns against the steps (see the docstring)."""
    result = Join()
    out = result.findings
    calls = _Calls(trajectory.get("model_calls", []))
    invocations = trajectory.get("invocations", [])
    root = invocations[0] if len(invocations) == 1 else None
    turns: list[dict[str, Any]] = trajectory.get("turns", [])
    chosen: dict[int, int] = {}
    for i, turn in enumerate(turns):
        path: Path = ("ng_trajectory", "turns", i)
        stamp = iso_utc(turn["timestamp"])
        result.timestamps.append(stamp)
        result.selected.append(_turn(turn, i, path, root, calls, chosen, out, stamp is None))
    if root is not None:
        _invocation_refs(root, result.selected, calls, out)
    if walked is not None and walked.sound:
        _align(trajectory, walked, result, calls)
    result.findings = list(dict.fromkeys(out))  # a call selected twice is checked once
    return result


def _turn(
    turn: dict[str, Any],
    i: int,
    path: Path,
    root: dict[str, Any] | None,
    calls: _Calls,
    chosen: dict[int, int],
    out: list[Finding],
    unrepresentable: bool,
) -> int | None:
    if turn["turn_no"] != i + 1:
        out.append(
            finding(
                "export.turn_order",
                (*path, "turn_no"),
                f"turn {i + 1} in list order has turn_no {turn['turn_no']!r}; turns are listed "
                "in order and numbered from 1",
            )
        )
    if root is not None and turn["invocation_id"] != root["invocation_id"]:
        out.append(
            finding(
                "export.turn_invocation",
                (*path, "invocation_id"),
                f"the turn belongs to invocation {turn['invocation_id']!r}, not to the root "
                f"{root['invocation_id']!r}",
            )
        )
    if unrepresentable:
        out.append(
            finding(
                "export.timestamp_unrepresentable",
                (*path, "timestamp"),
                f"epoch time {turn['timestamp']!r} has no ISO 8601 UTC form (years 1 to 9999)",
            )
        )
    refs = turn.get("model_calls", [])
    if len(refs) != 1:
        out.append(
            finding(
                "export.turn_model_call_count",
                (*path, "model_calls"),
                f"the turn references {len(refs)} model calls; an exported step has exactly one",
            )
        )
        return None
    n = _resolve(refs[0], (*path, "model_calls", 0), calls, out)
    if n is None:
        return None
    if n in chosen:
        out.append(
            finding(
                "export.model_call_shared",
                (*path, "model_calls", 0),
                f"model call /ng_trajectory/model_calls/{n} is already selected by turn "
                f"{chosen[n] + 1}; each step has a call of its own",
            )
        )
        return None
    chosen[n] = i
    _provider_evidence(calls.calls[n], n, out)
    _token_counts(calls.calls[n], n, out)
    return n


def _resolve(ref: dict[str, Any], path: Path, calls: _Calls, out: list[Finding]) -> int | None:
    """The index of the one call ``ref`` names, or None (with findings)."""
    call_id, response_id, model_ref = (
        ref.get("model_call_id"),
        ref.get("response_id"),
        ref.get("model_ref"),
    )
    blank_id = isinstance(call_id, str) and is_blank(call_id)
    if blank_id or (isinstance(response_id, str) and is_blank(response_id)):
        if blank_id:
            out.append(blank((*path, "model_call_id"), "the reference's model_call_id"))
        if isinstance(response_id, str) and is_blank(response_id):
            out.append(blank((*path, "response_id"), "the reference's response_id"))
        return None
    if call_id is not None:
        n = calls.by_id.get(call_id)
        if n is None:
            out.append(
                finding(
                    "export.model_call_unresolved",
                    path,
                    f"no captured model call has model_call_id {call_id!r}",
                )
            )
            return None
        meta = calls.calls[n].get("response_metadata", {})
        conflicts = []
        if response_id is not None and response_id != meta.get("response_id"):
            conflicts.append(("response_id", response_id, meta.get("response_id")))
        if model_ref is not None and model_ref_key(model_ref) != model_ref_key(
            meta.get("model_ref")
        ):
            conflicts.append(("model_ref", model_ref, meta.get("model_ref")))
        for key, mine, theirs in conflicts:
            out.append(
                finding(
                    "export.model_call_conflict",
                    (*path, key),
                    f"the reference names {key} {mine!r} but captured call {call_id!r} has "
                    f"{theirs!r}",
                )
            )
        if conflicts:
            return None
    else:
        found = calls.by_pair.get((model_ref_key(model_ref), response_id), [])
        if len(found) != 1:
            code = "export.model_call_ambiguous" if found else "export.model_call_unresolved"
            what = f"{len(found)} captured model calls" if found else "no captured model call"
            out.append(
                finding(
                    code,
                    path,
                    f"model_ref {show(model_ref)} and response_id {show(response_id)} match {what}; a "
                    "reference names exactly one",
                )
            )
            return None
        n = found[0]
    call = calls.calls[n]
    where: Path = ("ng_trajectory", "model_calls", n)
    own_id = call.get("model_call_id")
    if isinstance(own_id, str) and is_blank(own_id):
        out.append(blank((*where, "model_call_id"), "the selected model call's model_call_id"))
    own_response = call.get("response_metadata", {}).get("response_id")
    if isinstance(own_response, str) and is_blank(own_response):
        out.append(
            blank(
                (*where, "response_metadata", "response_id"),
                "the selected model call's response_id",
            )
        )
    return n


def _provider_evidence(call: dict[str, Any], n: int, out: list[Finding]) -> None:
    meta = call.get("response_metadata", {})
    where: Path = ("ng_trajectory", "model_calls", n, "response_metadata")
    status = meta.get("response_status")
    if status is not None and status != "completed":
        out.append(
            finding(
                "export.model_call_not_completed",
                (*where, "response_status"),
                f"the provider reports the response {status!r}; a step is exported only from "
                "a completed response",
            )
        )
    if meta.get("error_category") is not None:
        out.append(
            finding(
                "export.model_call_error",
                (*where, "error_category"),
                f"the model call records error_category {meta['error_category']!r}",
            )
        )
    code = meta.get("status_code")
    if code is not None and not 200 <= code <= 299:
        out.append(
            finding(
                "export.model_call_status_code",
                (*where, "status_code"),
                f"the model call returned HTTP {as_int(code)}, not a success (200-299)",
            )
        )
    model = meta.get("model")
    if isinstance(model, str) and is_blank(model):
        out.append(blank((*where, "model"), "the model call's model"))
    reason = meta.get("finish_reason")
    if isinstance(reason, str):
        if is_blank(reason):
            out.append(blank((*where, "finish_reason"), "the model call's finish_reason"))
        elif reason.strip().lower() in INCOMPLETE_FINISH:
            out.append(
                finding(
                    "export.finish_incomplete",
                    (*where, "finish_reason"),
                    f"finish reason {reason!r} says the response did not complete",
                )
            )


def _token_counts(call: dict[str, Any], n: int, out: list[Finding]) -> None:
    # Straight-line reads and comparisons: this runs for every turn, and the comprehensions
    # and sets it was written with cost more than the checks (docs/tooling-pitfalls.md).
    stats = call.get("token_stats", {})
    get = stats.get
    prompt, completion = get("prompt_tokens"), get("completion_tokens")
    reasoning, total = get("reasoning_tokens"), get("total_tokens")
    where: Path = ("ng_trajectory", "model_calls", n, "token_stats")
    if total is not None:
        prompt_over = prompt is not None and prompt > total
        completion_over = completion is not None and completion > total
        cached = get("cached_tokens")
        if (
            prompt_over
            or completion_over
            or (reasoning is not None and reasoning > total)
            or (cached is not None and cached > total)
        ):
            for key, count in zip(
                _TOKEN_FIELDS, (prompt, completion, reasoning, cached), strict=True
            ):
                if count is not None and count > total:
                    out.append(
                        finding(
                            "export.token_counts_inconsistent",
                            (*where, key),
                            f"{key} {as_int(count)} exceeds total_tokens {as_int(total)}",
                        )
                    )
        if (
            prompt is not None
            and completion is not None
            and not prompt_over
            and not completion_over
            and prompt + completion > total
        ):
            out.append(
                finding(
                    "export.token_counts_inconsistent",
                    (*where, "total_tokens"),
                    f"prompt_tokens {as_int(prompt)} + completion_tokens {as_int(completion)} "
                    f"exceed total_tokens {as_int(total)}",
                )
            )
    if reasoning is not None and completion is not None and reasoning > completion:
        out.append(
            finding(
                "export.token_counts_inconsistent",
                (*where, "reasoning_tokens"),
                f"reasoning_tokens {as_int(reasoning)} exceed completion_tokens "
                f"{as_int(completion)}; reasoning is part of the completion",
            )
        )


def _invocation_refs(
    root: dict[str, Any], selected: list[int | None], calls: _Calls, out: list[Finding]
) -> None:
    base: Path = ("ng_trajectory", "invocations", 0, "model_calls")
    seen: set[int] = set()
    all_resolved = True
    for k, ref in enumerate(root.get("model_calls", [])):
        n = _resolve(ref, (*base, k), calls, out)
        if n is None:
            all_resolved = False
            continue
        if n in seen:
            out.append(
                finding(
                    "export.invocation_model_call_repeated",
                    (*base, k),
                    f"the invocation already references /ng_trajectory/model_calls/{n}",
                )
            )
        seen.add(n)
    if not all_resolved:
        return  # what is missing cannot be told while a reference is unresolved
    for i, n in enumerate(selected):
        if n is not None and n not in seen:
            out.append(
                finding(
                    "export.invocation_model_call_missing",
                    base,
                    f"turn {i + 1} selects /ng_trajectory/model_calls/{n}, which the root "
                    "invocation does not reference; the invocation owns every step's call",
                )
            )


def _align(trajectory: dict[str, Any], walked: Walk, result: Join, calls: _Calls) -> None:
    out = result.findings
    groups = walked.groups
    turns: list[dict[str, Any]] = trajectory.get("turns", [])
    if len(turns) != len(groups):
        out.append(
            finding(
                "export.turn_count",
                ("ng_trajectory", "turns"),
                f"the conversation has {len(groups)} agent steps but there are {len(turns)} "
                "turns; each agent step needs its own turn (a response with text and tool "
                "calls, or with two messages, makes two steps)",
            )
        )
        return
    conversation = trajectory["invocations"][0].get("conversation", [])
    encoded = _Encoded(conversation)
    cumulative = 0
    for i, (turn, group) in enumerate(zip(turns, groups, strict=True)):
        path: Path = ("ng_trajectory", "turns", i)
        cumulative += len(group.calls)
        if as_int(turn["step_count"]) != cumulative:
            out.append(
                finding(
                    "export.turn_step_count",
                    (*path, "step_count"),
                    f"step_count is {as_int(turn['step_count'])} but {cumulative} function "
                    "call(s) were made up to and including this turn",
                )
            )
        _copies(turn, group, conversation, encoded, path, out)
        n = result.selected[i]
        if n is not None:
            _finish_agrees(calls.calls[n], n, group, out)


_ITEM_ENDS: Final = (b",", b"]")


class _Encoded:
    """The conversation's compact JSON text, whole (for the question copies, each a prefix of
    it)."""

    __slots__ = ("conversation", "whole")

    def __init__(self, conversation: list[Any]) -> None:
        self.conversation = conversation
        self.whole = orjson.dumps(conversation)


def _copies(
    turn: dict[str, Any],
    group: Group,
    conversation: list[Any],
    encoded: _Encoded,
    path: Path,
    out: list[Finding],
) -> None:
    # question, answer, reasoning_content, in that order (the findings' order)
    if not _equal_prefix(turn.get("question"), group.first, encoded):
        _copy_mismatch("question", group, path, out)
    if group.kind == "tool":
        answer = group.calls
    else:
        answer = [] if group.message is None else [group.message]
    if not _equal_items(turn.get("answer"), answer, conversation):
        _copy_mismatch("answer", group, path, out)
    reasoning = turn.get("reasoning_content")
    if not (
        _equal_items(reasoning, group.reasoning, conversation)
        if group.reasoning
        else reasoning is None
    ):
        _copy_mismatch("reasoning_content", group, path, out)


def _copy_mismatch(key: str, group: Group, path: Path, out: list[Finding]) -> None:
    what = {
        "question": "the conversation before this agent step",
        "answer": "this step's function calls (outputs excluded)"
        if group.kind == "tool"
        else "this step's assistant message",
        "reasoning_content": "this step's reasoning items"
        if group.reasoning
        else "absent or null, since this step has no reasoning",
    }[key]
    out.append(
        finding(
            "export.turn_copy_mismatch",
            (*path, key),
            f"the turn's {key} differs from {what}; the export cannot tell which one "
            "the model saw or said",
        )
    )


def _equal_items(copy: Any, indices: list[int], conversation: list[Any]) -> bool:
    if not isinstance(copy, list) or len(copy) != len(indices):
        return False
    items = [conversation[k] for k in indices]
    try:
        # each item is in one step's copies only: encoded once, with its neighbours
        if orjson.dumps(copy) == orjson.dumps(items):
            return True
    except TypeError:
        return False
    return json_equal(copy, items)


def _equal_prefix(copy: Any, first: int, encoded: _Encoded) -> bool:
    """Whether ``copy`` equals the conversation's first ``first`` items as JSON. Fast path:
    when the copy's text without its closing bracket begins the whole conversation's text and
    is followed there by the ``,`` or ``]`` that ends an item, its items are the same (JSON
    text is parsed one way only: after the same characters both texts are at the end of the
    same items, and the separator closes a number as the bracket does)."""
    if not isinstance(copy, list) or len(copy) != first:
        return False
    try:
        text = orjson.dumps(copy)
    except TypeError:
        return False
    end = len(text) - 1
    whole = encoded.whole
    if whole[end : end + 1] in _ITEM_ENDS and whole.startswith(memoryview(text)[:end]):
        return True
    return json_equal(copy, encoded.conversation[:first])


def _finish_agrees(call: dict[str, Any], n: int, group: Group, out: list[Finding]) -> None:
    meta = call.get("response_metadata", {})
    reason = meta.get("finish_reason")
    if not isinstance(reason, str) or is_blank(reason):
        return
    norm = reason.strip().lower()
    if norm in INCOMPLETE_FINISH:
        return  # reported already
    tool = group.kind == "tool"
    proving = _DIALECT_FINISH.get(meta.get("dialect"))
    agrees = proving is None or norm in proving[0 if tool else 1]
    if norm in (_TEXT_FINISH if tool else _TOOL_FINISH):
        agrees = False
    if not agrees:
        step = "tool" if tool else "text"
        out.append(
            finding(
                "export.finish_contradicts",
                ("ng_trajectory", "model_calls", n, "response_metadata", "finish_reason"),
                f"finish reason {show(reason)} (dialect {show(meta.get('dialect'))}) does not prove a "
                f"completed {step} step",
            )
        )


__all__ = ["INCOMPLETE_FINISH", "Join", "join"]
