"""ATIF export, the usual row in one pass: the conversation walk, the turn join and the mapping
of converters/_atif_export/{walk,turns,mapping}.py done together, over the steps once.

:func:`usual_document` runs only where the full path would go on to the walk with nothing
reported yet (convert.convert_row: no finding from the preflight or the structure, one
invocation whose conversation holds only supported items, an agent name and indices). It
returns the document the full path writes, or None the moment anything would be reported or
is not the usual case; the full path then runs and finds what there is. It reports nothing
itself, so it only has to be sure of "nothing to report": each test below is the negation of
a finding's condition in walk.py or turns.py (or a narrower one), and the document is made
by the mapping's own helpers or the same steps written in place (step metrics, the turn,
the totals, tool results), in build_document's key order.
tests/converters/test_atif_export_fast.py holds it to the full path.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trajspec._jsonvalues import JsonObject
from trajspec._model_calls import model_ref_key
from trajspec.converters._atif_export.mapping import (
    _input_content,
    _text_parts,
    _tool_call,
    document_around,
    model_call_record,
)
from trajspec.converters._atif_export.turns import (
    _DIALECT_FINISH,
    _TEXT_FINISH,
    _TOOL_FINISH,
    INCOMPLETE_FINISH,
    _Encoded,
    _equal_items,
    _equal_prefix,
)
from trajspec.converters._atif_export.values import as_float, as_int, is_blank, iso_utc, json_equal
from trajspec.converters._atif_export.walk import segments


def usual_document(
    trajectory: JsonObject,
    arguments: Mapping[int, Any],
    *,
    session_id: str,
    agent_version: str,
    agent_name: str,
    indices: tuple[int, int],
    exporter_version: str,
) -> JsonObject | None:
    """build_document's document when the walk and the join would report nothing, else None
    (see the module docstring)."""
    invocation = trajectory["invocations"][0]
    root_id = invocation["invocation_id"]
    conversation: list[JsonObject] = invocation.get("conversation", [])
    turns: list[JsonObject] = trajectory.get("turns", [])
    calls: list[JsonObject] = trajectory.get("model_calls", [])
    records: list[JsonObject] = trajectory.get("tool_calls", [])
    # walk._index_records: a call id recorded twice is a finding
    # (loops, not comprehensions, here and below: before 3.12 a comprehension is a function
    # made and called, more than a loop over these short lists; docs/tooling-pitfalls.md)
    record_of: dict[Any, int] = {}
    for at, record in enumerate(records):
        record_of[record["tool_call_id"]] = at
    if len(record_of) != len(records):
        return None
    # turns._Calls. A blank model_call_id or response_id of a call is reported once a turn or
    # the invocation selects it: here any blank one ends the one pass, so _resolve need not
    # ask (a blank identifier of a reference then names no call, or conflicts).
    by_id: dict[str, int] = {}
    by_pair: dict[tuple[tuple[str, str], str], list[int]] = {}
    keys: list[tuple[str, str] | None] = []
    responses: list[Any] = []
    for position, call in enumerate(calls):
        call_id = call.get("model_call_id")
        if isinstance(call_id, str):
            if is_blank(call_id):
                return None
            by_id.setdefault(call_id, position)
        meta = call.get("response_metadata", {})
        key, response_id = model_ref_key(meta.get("model_ref")), meta.get("response_id")
        if isinstance(response_id, str):
            if is_blank(response_id):
                return None
            if key is not None:
                by_pair.setdefault((key, response_id), []).append(position)
        keys.append(key)
        responses.append(response_id)

    steps: list[JsonObject] = []
    agent_steps: list[JsonObject] = []
    totals: list[int | None] = [0, 0, 0]  # prompt, completion, cached tokens of the steps
    count = len(conversation)
    j = 0
    # walk: the system and user messages before the first agent item, one step each
    while j < count:
        item = conversation[j]
        if item["type"] != "message" or item.get("role") == "assistant":
            break
        steps.append(
            {"step_id": j + 1, "source": item["role"], "message": _input_content(item["content"])}
        )
        j += 1
    if j == count:
        return None  # export.no_agent_output
    encoded = _Encoded(conversation)
    seen_calls: set[str] = set()
    chosen: set[int] = set()
    cumulative = 0  # function calls so far (turn step_count)
    used = 0  # tool execution records used
    t = 0  # the turn of the next agent step
    while j < count:
        first = j
        reasoning: list[int] = []
        while j < count and conversation[j]["type"] == "reasoning":
            reasoning.append(j)
            j += 1
        if j == count:
            return None  # export.reasoning_unanswered
        item = conversation[j]
        kind = item["type"]
        group_calls: list[int] = []
        if kind == "message":
            if item.get("role") != "assistant":
                return None  # export.later_user_turn or export.reasoning_unanswered
            tool = False
            answer = [j]
            j += 1
        elif kind == "function_call":
            tool = True
            while j < count and conversation[j]["type"] == "function_call":
                group_calls.append(j)
                j += 1
            outputs: list[int] = []
            while j < count and conversation[j]["type"] == "function_call_output":
                outputs.append(j)
                j += 1
            # walk._tool_group: call ids new and unique, each answered exactly once
            call_ids: list[Any] = []
            for c in group_calls:
                call_ids.append(conversation[c]["call_id"])
            answered: list[Any] = []
            output_of: dict[Any, JsonObject] = {}
            for o in outputs:
                output = conversation[o]
                answered.append(output["call_id"])
                output_of[output["call_id"]] = output
            group_ids = set(call_ids)
            if (
                len(group_ids) != len(call_ids)
                or len(answered) != len(call_ids)
                or set(answered) != group_ids
                or not seen_calls.isdisjoint(group_ids)
            ):
                return None
            seen_calls |= group_ids
            answer = group_calls
            # walk._tool_records: one completed, error-free record of the root per call,
            # naming the call's function and holding its output (when it holds one)
            for c in group_calls:
                call_item = conversation[c]
                k = record_of.get(call_item["call_id"])
                if k is None:
                    return None
                record = records[k]
                name = record.get("tool_name")
                recorded = record.get("output")
                if (
                    record["invocation_id"] != root_id
                    or record.get("status") != "completed"
                    or record.get("error_type") is not None
                    or (name is not None and name != call_item["name"])
                    or (
                        recorded is not None
                        and not json_equal(recorded, output_of[call_item["call_id"]]["output"])
                    )
                ):
                    return None
            used += len(group_calls)
        else:
            return None  # export.tool_result_orphan
        # walk._reasoning_segments: at most one text segment per response
        parts: list[Any] = []
        for r in reasoning:
            parts += segments(conversation[r])[1]
        if len(parts) > 1:
            return None

        # the turn join of this step (turns._turn, _provider_evidence, _token_counts, _align)
        if t == len(turns):
            return None  # export.turn_count
        turn = turns[t]
        timestamp = iso_utc(turn["timestamp"])
        refs = turn.get("model_calls", [])
        if (
            turn["turn_no"] != t + 1
            or turn["invocation_id"] != root_id
            or timestamp is None
            or len(refs) != 1
        ):
            return None
        n = _resolve(refs[0], by_id, by_pair, keys, responses)
        if n is None or n in chosen:
            return None
        chosen.add(n)
        call = calls[n]
        meta = call.get("response_metadata", {})
        if not _call_quiet(call, meta, tool):
            return None
        cumulative += len(group_calls)
        if as_int(turn["step_count"]) != cumulative:
            return None
        copy = turn.get("reasoning_content")
        if not (
            _equal_prefix(turn.get("question"), first, encoded)
            and _equal_items(turn.get("answer"), answer, conversation)
            and (_equal_items(copy, reasoning, conversation) if reasoning else copy is None)
        ):
            return None
        t += 1

        # mapping._agent_step
        step: JsonObject = {
            "step_id": len(steps) + 1,
            "source": "agent",
            "message": _text_parts(item["content"]) if not tool else "",
            "timestamp": timestamp,
        }
        if meta.get("model") is not None:
            step["model_name"] = meta["model"]
        if parts:
            step["reasoning_content"] = parts[0]["text"]
        if tool:
            tool_calls: list[JsonObject] = []
            for c in group_calls:
                tool_calls.append(_tool_call(conversation[c], c, arguments))
            step["tool_calls"] = tool_calls
            results = []
            for o in outputs:  # mapping._result
                output = conversation[o]
                record = records[record_of[output["call_id"]]]
                content = output["output"]
                result: JsonObject = {
                    "source_call_id": output["call_id"],
                    "content": content if isinstance(content, str) else _text_parts(content),
                }
                # mapping._TOOL_TIMING's members written out: two kept as they are, three
                # times as floats (as_float, asked only of a value not already one)
                timing: JsonObject = {}
                get = record.get
                if (value := get("sandbox_id")) is not None:
                    timing["sandbox_id"] = value
                if (value := get("started_at")) is not None:
                    timing["started_at"] = value if type(value) is float else as_float(value)
                if (value := get("completed_at")) is not None:
                    timing["completed_at"] = value if type(value) is float else as_float(value)
                if (value := get("duration_ms")) is not None:
                    timing["duration_ms"] = value if type(value) is float else as_float(value)
                if (value := get("timing_source")) is not None:
                    timing["timing_source"] = value
                if output.get("id") is not None:
                    timing["source_item_id"] = output["id"]
                if timing:
                    result["extra"] = {"nemo_gym": timing}
                results.append(result)
            step["observation"] = {"results": results}
        kept = model_call_record(call)
        # mapping._metrics, and the sums of mapping._final_metrics: a total only when every
        # agent step has its count
        stats = kept["token_stats"]
        prompt, completion = stats.get("prompt_tokens"), stats.get("completion_tokens")
        cached = stats.get("cached_tokens")
        counts: JsonObject = {}
        if prompt is not None:
            counts["prompt_tokens"] = prompt
            if totals[0] is not None:
                totals[0] += prompt
        else:
            totals[0] = None
        if completion is not None:
            counts["completion_tokens"] = completion
            if totals[1] is not None:
                totals[1] += completion
        else:
            totals[1] = None
        if cached is not None:
            counts["cached_tokens"] = cached
            if totals[2] is not None:
                totals[2] += cached
        else:
            totals[2] = None
        if "reasoning_tokens" in stats or "total_tokens" in stats:
            extra: JsonObject = {}
            if "reasoning_tokens" in stats:
                extra["reasoning_tokens"] = stats["reasoning_tokens"]
            if "total_tokens" in stats:
                extra["total_tokens"] = stats["total_tokens"]
            counts["extra"] = extra
        if counts:
            step["metrics"] = counts
        step["llm_call_count"] = 1
        # mapping._turn
        written_turn: JsonObject = {
            "turn_no": as_int(turn["turn_no"]),
            "step_count": as_int(turn["step_count"]),
        }
        if turn.get("resolved") is not None:
            written_turn["resolved"] = turn["resolved"]
        provenance: JsonObject = {"turn": written_turn, "model_call": kept}
        source_items: JsonObject = {}
        if reasoning:
            reasoning_ids: list[Any] = []
            for r in reasoning:
                reasoning_ids.append(conversation[r]["id"])
            source_items["reasoning_ids"] = reasoning_ids
        if not tool and item.get("id") is not None:
            source_items["message_id"] = item["id"]
        if source_items:
            provenance["source_items"] = source_items
        step["extra"] = {"nemo_gym": provenance}
        steps.append(step)
        agent_steps.append(step)

    if t != len(turns) or used != len(records):
        return None  # export.turn_count, export.tool_record_unused
    # turns._invocation_refs: the root's references resolve, once each, and hold every step's
    seen: set[int] = set()
    for ref in invocation.get("model_calls", []):
        n = _resolve(ref, by_id, by_pair, keys, responses)
        if n is None or n in seen:
            return None
        seen.add(n)
    if not chosen <= seen:
        return None

    final: JsonObject = {}
    prompt, completion, cached = totals
    if prompt is not None:
        final["total_prompt_tokens"] = prompt
    if completion is not None:
        final["total_completion_tokens"] = completion
    if cached is not None:
        final["total_cached_tokens"] = cached
    final["total_steps"] = len(steps)
    return document_around(
        trajectory,
        steps,
        final,
        agent_steps,
        chosen,
        session_id=session_id,
        agent_version=agent_version,
        agent_name=agent_name,
        indices=indices,
        exporter_version=exporter_version,
    )


def _resolve(
    ref: JsonObject,
    by_id: dict[str, int],
    by_pair: dict[tuple[tuple[str, str], str], list[int]],
    keys: list[tuple[str, str] | None],
    responses: list[Any],
) -> int | None:
    """turns._resolve when it reports nothing, among calls none of whose identifiers is
    blank: the one call ``ref`` names, with no conflicting identifier; None otherwise."""
    call_id = ref.get("model_call_id")
    if call_id is None:
        found = by_pair.get((model_ref_key(ref.get("model_ref")), ref.get("response_id")))  # type: ignore[arg-type]
        return found[0] if found is not None and len(found) == 1 else None
    n = by_id.get(call_id)
    if n is None:
        return None
    response_id, model_ref = ref.get("response_id"), ref.get("model_ref")
    if (response_id is not None and response_id != responses[n]) or (
        model_ref is not None and model_ref_key(model_ref) != keys[n]
    ):
        return None
    return n


def _call_quiet(call: JsonObject, meta: JsonObject, tool: bool) -> bool:
    """True when turns._provider_evidence, _token_counts and _finish_agrees report nothing
    about the call a step of this kind (``tool``) selects."""
    status = meta.get("response_status")
    code = meta.get("status_code")
    model = meta.get("model")
    if (
        (status is not None and status != "completed")
        or meta.get("error_category") is not None
        or (code is not None and not 200 <= code <= 299)
        or (isinstance(model, str) and is_blank(model))
    ):
        return False
    reason = meta.get("finish_reason")
    if isinstance(reason, str):
        if is_blank(reason):
            return False
        norm = reason.strip().lower()
        if norm in INCOMPLETE_FINISH or norm in (_TEXT_FINISH if tool else _TOOL_FINISH):
            return False
        dialect = meta.get("dialect")
        proving = _DIALECT_FINISH.get(dialect) if isinstance(dialect, str) else None
        if proving is not None and norm not in proving[0 if tool else 1]:
            return False
    stats = call.get("token_stats", {})
    get = stats.get
    prompt, completion = get("prompt_tokens"), get("completion_tokens")
    reasoning, total = get("reasoning_tokens"), get("total_tokens")
    if total is not None:
        cached = get("cached_tokens")
        if (
            (prompt is not None and prompt > total)
            or (completion is not None and completion > total)
            or (reasoning is not None and reasoning > total)
            or (cached is not None and cached > total)
            or (prompt is not None and completion is not None and prompt + completion > total)
        ):
            return False
    return not (reasoning is not None and completion is not None and reasoning > completion)


__all__ = ["usual_document"]
