"""ATIF export, the conversation walk: the root conversation cut into ATIF steps.

Runs on a structurally valid ng_trajectory with one invocation whose conversation holds only
the four supported item kinds. System and user messages before the first agent item are input
steps, one each. From the first agent item on, the items form agent groups, one agent step
each: reasoning items, then either a run of function calls and the outputs that directly
follow them (a tool step), or one assistant message (a text step).

The walk reports what makes the grouping itself unsound (a later user turn, reasoning without
an answer, an output without its call, outputs that do not answer exactly the calls before
them); with such a finding the turn join does not run, since turns could only be matched to
steps by guessing. It also reports what is wrong inside a sound group (repeated call ids,
several reasoning segments, tool execution records that are missing, foreign, unfinished,
erroneous or disagree with the conversation, records nothing uses); the join still runs then.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from trajspec._findings import Finding
from trajspec._rules import finding
from trajspec.converters._atif_export.values import Path, json_equal


@dataclass(slots=True)
class Group:
    """One agent step: conversation indices of its items."""

    kind: Literal["tool", "text"]
    first: int
    reasoning: list[int] = field(default_factory=list)
    calls: list[int] = field(default_factory=list)
    outputs: list[int] = field(default_factory=list)
    message: int | None = None


@dataclass(slots=True)
class Walk:
    """The steps of a conversation, in order: an int is an input message's index, a Group an
    agent step. ``sound`` is False when the grouping itself is in doubt."""

    steps: list[int | Group] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    sound: bool = True
    #: call_id -> index into ng_trajectory.tool_calls of its (single) execution record
    records: dict[str, int] = field(default_factory=dict)

    @property
    def groups(self) -> list[Group]:
        return [step for step in self.steps if isinstance(step, Group)]


def walk(trajectory: dict[str, Any]) -> Walk:
    """Cut the root invocation's conversation into steps (see the module docstring)."""
    result = Walk()
    invocation = trajectory["invocations"][0]
    root_id = invocation["invocation_id"]
    base: Path = ("ng_trajectory", "invocations", 0, "conversation")
    conversation: list[dict[str, Any]] = invocation.get("conversation", [])
    records = trajectory.get("tool_calls", [])
    duplicated = _index_records(records, result)
    used: set[int] = set()
    seen_calls: set[str] = set()
    kinds = []
    for item in conversation:  # a function call per item cost more than this test
        kind = item["type"]
        if kind == "message":
            kind = "assistant" if item.get("role") == "assistant" else "input"
        kinds.append(kind)
    j, n = 0, len(conversation)
    agent_seen = False

    def report(code: str, path: Path, message: str, *, breaks: bool = False) -> None:
        result.findings.append(finding(code, path, message))
        if breaks:
            result.sound = False

    while j < n:
        if kinds[j] == "input":
            if agent_seen:
                report(
                    "export.later_user_turn",
                    (*base, j),
                    f"a {conversation[j].get('role')} message follows agent output; the export "
                    "takes system and user input before the first agent item only",
                    breaks=True,
                )
            else:
                result.steps.append(j)
            j += 1
            continue
        agent_seen = True
        group_start = j
        reasoning = []
        while j < n and kinds[j] == "reasoning":
            reasoning.append(j)
            j += 1
        if j == n or kinds[j] == "input":
            report(
                "export.reasoning_unanswered",
                (*base, group_start),
                "reasoning is not followed by the response's answer (function calls or an "
                "assistant message)",
                breaks=True,
            )
            continue
        if kinds[j] == "function_call_output":
            report(
                "export.tool_result_orphan",
                (*base, j),
                f"function_call_output {conversation[j].get('call_id')!r} does not follow the "
                "function calls it answers",
                breaks=True,
            )
            j += 1
            continue
        if kinds[j] == "assistant":
            group = Group("text", group_start, reasoning, message=j)
            j += 1
        else:
            group = Group("tool", group_start, reasoning)
            while j < n and kinds[j] == "function_call":
                group.calls.append(j)
                j += 1
            while j < n and kinds[j] == "function_call_output":
                group.outputs.append(j)
                j += 1
            _tool_group(group, conversation, base, seen_calls, report)
            _tool_records(group, conversation, base, records, root_id, result, duplicated, used)
        _reasoning_segments(group, conversation, base, report)
        result.steps.append(group)
    if not agent_seen:
        report(
            "export.no_agent_output",
            ("ng_trajectory", "invocations", 0, "conversation"),
            "the conversation has no agent output (no function call, no assistant message), so "
            "there is no agent step to export",
            breaks=True,
        )
    for k, record in enumerate(records):
        if k not in used and record["tool_call_id"] not in duplicated:
            report(
                "export.tool_record_unused",
                ("ng_trajectory", "tool_calls", k),
                f"tool execution {record['tool_call_id']!r} is used by no function call of the "
                "conversation; a complete export cannot leave it out",
            )
    return result


def _index_records(records: list[dict[str, Any]], result: Walk) -> set[str]:
    """call_id -> record index; ids recorded twice are reported and returned (their calls
    cannot be matched to one record)."""
    first: dict[str, int] = {}
    duplicated: set[str] = set()
    for k, record in enumerate(records):
        call_id = record["tool_call_id"]
        if call_id in first:
            duplicated.add(call_id)
            result.findings.append(
                finding(
                    "export.tool_record_duplicate",
                    ("ng_trajectory", "tool_calls", k, "tool_call_id"),
                    f"tool_call_id {call_id!r} is already recorded at "
                    f"/ng_trajectory/tool_calls/{first[call_id]}; a call needs exactly one "
                    "execution record",
                )
            )
        else:
            first[call_id] = k
    result.records = (
        {key: k for key, k in first.items() if key not in duplicated} if duplicated else first
    )
    return duplicated


class _Report(Protocol):
    """How the walk reports a finding (``breaks``: the grouping itself is in doubt)."""

    def __call__(self, code: str, path: Path, message: str, *, breaks: bool = False) -> None: ...


def _tool_group(
    group: Group,
    conversation: list[dict[str, Any]],
    base: Path,
    seen_calls: set[str],
    report: _Report,
) -> None:
    call_ids = []
    for c in group.calls:
        call_id = conversation[c]["call_id"]
        if call_id in seen_calls:
            report(
                "export.tool_call_id_repeated",
                (*base, c, "call_id"),
                f"call_id {call_id!r} is used by an earlier function call; each call needs an "
                "id of its own",
            )
        seen_calls.add(call_id)
        call_ids.append(call_id)
    answered: set[str] = set()
    for o in group.outputs:
        call_id = conversation[o]["call_id"]
        if call_id not in call_ids:
            report(
                "export.tool_results_mismatch",
                (*base, o, "call_id"),
                f"this output answers {call_id!r}, which is not one of the calls it follows "
                f"({', '.join(map(repr, call_ids))})",
                breaks=True,
            )
        elif call_id in answered:
            report(
                "export.tool_result_repeated",
                (*base, o, "call_id"),
                f"call {call_id!r} already has an output; each call has exactly one",
                breaks=True,
            )
        answered.add(call_id)
    for c, call_id in zip(group.calls, call_ids, strict=True):
        if call_id not in answered:
            report(
                "export.tool_results_mismatch",
                (*base, c),
                f"call {call_id!r} has no function_call_output directly after the calls; each "
                "call is answered before the next response",
                breaks=True,
            )


def _tool_records(
    group: Group,
    conversation: list[dict[str, Any]],
    base: Path,
    records: list[dict[str, Any]],
    root_id: str,
    result: Walk,
    duplicated: set[str],
    used: set[int],
) -> None:
    outputs: dict[str, dict[str, Any]] = {}
    for o in group.outputs:
        outputs.setdefault(conversation[o]["call_id"], conversation[o])
    for c in group.calls:
        call = conversation[c]
        call_id = call["call_id"]
        if call_id in duplicated:
            continue  # reported with the records; which one applies is unknown
        k = result.records.get(call_id)
        if k is None:
            result.findings.append(
                finding(
                    "export.tool_record_missing",
                    (*base, c),
                    f"call {call_id!r} has no execution record in ng_trajectory.tool_calls; "
                    "the export needs its outcome",
                )
            )
            continue
        used.add(k)
        record = records[k]
        where: Path = ("ng_trajectory", "tool_calls", k)
        for problem in _record_problems(record, call, outputs.get(call_id), root_id):
            code, member, message = problem
            result.findings.append(finding(code, (*where, member) if member else where, message))


def _record_problems(
    record: dict[str, Any], call: dict[str, Any], output: dict[str, Any] | None, root_id: str
) -> list[tuple[str, str | None, str]]:
    call_id = call["call_id"]
    found: list[tuple[str, str | None, str]] = []
    if record["invocation_id"] != root_id:
        found.append(
            (
                "export.tool_record_foreign",
                "invocation_id",
                f"tool execution {call_id!r} belongs to invocation {record['invocation_id']!r}, "
                f"not to the root {root_id!r}",
            )
        )
    status = record.get("status", "unknown")
    if status != "completed":
        found.append(
            (
                "export.tool_not_completed",
                "status",
                f"tool execution {call_id!r} is {status!r}"
                + (" (no status means unknown)" if "status" not in record else "")
                + "; only completed executions are exported",
            )
        )
    if record.get("error_type") is not None:
        found.append(
            (
                "export.tool_error",
                "error_type",
                f"the completed tool execution {call_id!r} records error_type "
                f"{record['error_type']!r}",
            )
        )
    name = record.get("tool_name")
    if name is not None and name != call["name"]:
        found.append(
            (
                "export.tool_name_mismatch",
                "tool_name",
                f"tool execution {call_id!r} ran {name!r} but the call names {call['name']!r}",
            )
        )
    recorded = record.get("output")
    if recorded is not None and output is not None and not json_equal(recorded, output["output"]):
        found.append(
            (
                "export.tool_output_mismatch",
                "output",
                f"the recorded output of {call_id!r} differs from the conversation's "
                "function_call_output; the export cannot tell which the agent saw",
            )
        )
    return found


def segments(item: dict[str, Any]) -> tuple[str, list[Any]]:
    """The member a reasoning item's text is in (content when non-empty, else summary) and
    its parts."""
    content = item.get("content")
    if isinstance(content, list) and content:
        return "content", content
    summary = item.get("summary")
    return "summary", summary if isinstance(summary, list) else []


def _reasoning_segments(
    group: Group, conversation: list[dict[str, Any]], base: Path, report: _Report
) -> None:
    count = 0
    for r in group.reasoning:
        member, parts = segments(conversation[r])
        for k in range(len(parts)):
            count += 1
            if count == 2:
                report(
                    "export.reasoning_segments",
                    (*base, r, member, k),
                    "this is a second reasoning text segment of one response; ATIF's single "
                    "reasoning_content cannot keep the boundary between them",
                )
                return


__all__ = ["Group", "Walk", "segments", "walk"]
