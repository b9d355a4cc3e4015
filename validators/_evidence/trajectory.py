"""The rules of an ng_trajectory record: its invocations, turns, model calls, tool calls and
gaps, with the references of turns and invocations resolved against the model calls, and the
facts the row rules need from a trajectory."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from trajspec._findings import pointer
from trajspec._jsonvalues import json_int as _integral
from trajspec._jsonvalues import show
from trajspec._rules import finding
from trajspec.validators._evidence.calls import model_call_rules, trajectory_tool_call_rules
from trajspec.validators._evidence.gaps import gap_list_rules
from trajspec.validators._evidence.invocations import conversation_rules, invocation_graph
from trajspec.validators._evidence.references import (
    Calls,
    Gaps,
    Ref,
    check_ref_list,
    resolve,
)
from trajspec.validators._evidence.values import Out, Path, objects


class TrajectoryFacts:
    """What the row-level rules need to know about a trajectory, computed once."""

    __slots__ = (
        "calls",
        "gaps",
        "has_model_calls",
        "invocation_ids",
        "model_calls",
        "owned",
        "owned_complete",
    )

    def __init__(self) -> None:
        self.calls: Calls | None = None  # None when model_calls is not a list
        self.has_model_calls = False  # the trajectory lists model_calls (possibly empty)
        self.model_calls: list[Any] = []
        self.gaps: Any = None
        self.invocation_ids: set[str] | None = None
        self.owned: set[int] = set()
        self.owned_complete = True


def trajectory_rules(value: Any, path: Path, out: Out) -> TrajectoryFacts | None:
    """The rules of a trajectory, and its facts (None when it is not an object)."""
    if not isinstance(value, dict):
        return None
    facts = TrajectoryFacts()
    task_id, rollout_id = value.get("task_id"), value.get("rollout_id")

    # Invocations: their own rules, unique ids, acyclic parents.
    raw_invocations = value.get("invocations", [])
    invocations = list(objects(raw_invocations))
    for index, invocation in invocations:
        conversation_rules(invocation, (*path, "invocations", index), out)
    first_invocation = invocation_graph(
        invocations,
        (*path, "invocations"),
        "invocation.id_unique_in_trajectory",
        "invocation.parent_acyclic_in_trajectory",
        out,
    )
    if isinstance(raw_invocations, list):
        facts.invocation_ids = set(first_invocation)

    # Turns: identity, unique numbers, an invocation that exists, their references.
    owned_refs, complete = _owned_refs(invocations, path, out)
    trajectory = (task_id, rollout_id, facts.invocation_ids)
    complete &= _turn_rules(value.get("turns"), trajectory, path, owned_refs, out)
    facts.owned_complete = complete

    # Model calls: their own rules, unique ids.
    raw_calls = value.get("model_calls", [])
    if isinstance(raw_calls, list):
        facts.has_model_calls = "model_calls" in value
        facts.model_calls = raw_calls
        facts.calls = Calls.of_trajectory(raw_calls, (*path, "model_calls"))
    seen_calls: dict[str, int] = {}
    for index, call in objects(raw_calls):
        model_call_rules(call, (*path, "model_calls", index), out)
        call_id = call.get("model_call_id")
        if isinstance(call_id, str) and call_id and seen_calls.setdefault(call_id, index) != index:
            _repeated(seen_calls[call_id], call_id, path, "model_calls", index, out)

    # Tool calls: their own rules, unique (invocation_id, tool_call_id).
    tools: dict[tuple[str, str], int] = {}
    for index, tool in objects(value.get("tool_calls")):
        trajectory_tool_call_rules(tool, (*path, "tool_calls", index), out)
        iid, tid = tool.get("invocation_id"), tool.get("tool_call_id")
        if isinstance(iid, str) and isinstance(tid, str):
            pair = (iid, tid)
            if tools.setdefault(pair, index) != index:
                _repeated(tools[pair], pair, path, "tool_calls", index, out)

    # The tool call that spawned an invocation belongs to its parent.
    # (the tool calls unreadable: nothing to resolve against)
    readable = isinstance(value.get("tool_calls", []), list)
    for index, invocation in invocations if readable else ():
        spawner, pid = (
            invocation.get("spawned_by_tool_call_id"),
            invocation.get("parent_invocation_id"),
        )
        if (
            isinstance(spawner, str)
            and isinstance(pid, str)
            and pid in first_invocation
            and (pid, spawner) not in tools
        ):
            out.append(
                finding(
                    "invocation.spawning_tool_call_resolves",
                    (*path, "invocations", index, "spawned_by_tool_call_id"),
                    f"spawned_by_tool_call_id {show(spawner, limit=80)} names no tool call of the "
                    "parent "
                    f"invocation {show(pid, limit=80)} in tool_calls; record that tool call or "
                    "correct "
                    "the id",
                )
            )

    # Gaps, then the references of turns and invocations.
    facts.gaps = value.get("gaps")
    gap_list_rules(facts.gaps, (*path, "gaps"), out)
    if facts.calls is not None:
        gaps = Gaps()
        gaps.add(facts.gaps)
        facts.owned, complete = resolve(
            owned_refs, facts.calls, gaps, "model_call_ref.resolves", out
        )
        facts.owned_complete &= complete
    return facts


def trajectory_findings(value: Any) -> tuple[Out, TrajectoryFacts | None]:
    """The findings of a trajectory record's rules, in the order the rules make them (the
    semantic check of its schema in validators/_evidence/rules.py, before sorting), with the
    facts of the same pass: for a caller that reads both, as health does."""
    out: Out = []
    return out, trajectory_rules(value, (), out)


def _owned_refs(
    invocations: list[tuple[int, dict[str, Any]]], path: Path, out: Out
) -> tuple[list[tuple[Path, Ref, Any]], bool]:
    """The resolvable references of the invocations (rule model_call_ref.join_key for each),
    each with its invocation's id, and whether every reference is resolvable."""
    owned_refs: list[tuple[Path, Ref, Any]] = []
    complete = True
    for index, invocation in invocations:
        where = (*path, "invocations", index, "model_calls")
        refs = check_ref_list(invocation.get("model_calls"), where, out)
        owned_refs.extend((p, r, invocation.get("invocation_id")) for p, r in refs)
        complete &= len(refs) == _ref_count(invocation)
    return owned_refs, complete


def _turn_rules(
    raw_turns: Any,
    trajectory: tuple[Any, Any, set[str] | None],
    path: Path,
    owned_refs: list[tuple[Path, Ref, Any]],
    out: Out,
) -> bool:
    """The rules of the turns, for a trajectory's (task_id, rollout_id, invocation ids); adds
    their resolvable references to ``owned_refs`` and says whether every one is
    resolvable."""
    task_id, rollout_id, invocation_ids = trajectory
    complete = True
    numbers: dict[tuple[str, int], int] = {}
    for index, turn in objects(raw_turns):
        iid = turn.get("invocation_id")
        own_task, own_rollout = turn.get("task_id"), turn.get("rollout_id")
        if own_task != task_id or own_rollout != rollout_id:
            for key, own, expected in (
                ("task_id", own_task, task_id),
                ("rollout_id", own_rollout, rollout_id),
            ):
                if isinstance(own, str) and isinstance(expected, str) and own != expected:
                    out.append(
                        finding(
                            "turn.identity_matches_trajectory",
                            (*path, "turns", index, key),
                            f"the turn's {key} {show(own, limit=80)} differs from the trajectory's "
                            f"{show(expected, limit=80)}; a turn carries its trajectory's {key}",
                        )
                    )
        number = _integral(turn.get("turn_no"))
        if isinstance(iid, str) and number is not None:
            numbered = (iid, number)
            if numbers.setdefault(numbered, index) != index:
                _repeated(numbers[numbered], numbered, path, "turns", index, out)
        if isinstance(iid, str) and invocation_ids is not None and iid not in invocation_ids:
            out.append(
                finding(
                    "turn.invocation_resolves",
                    (*path, "turns", index, "invocation_id"),
                    f"the turn's invocation_id {show(iid, limit=80)} names no invocation of the "
                    "trajectory; add the invocation or correct the id",
                )
            )
        refs = check_ref_list(turn.get("model_calls"), (*path, "turns", index, "model_calls"), out)
        owned_refs.extend((p, r, iid) for p, r in refs)
        complete &= len(refs) == _ref_count(turn)
    return complete


#: The lists of a trajectory whose items differ in a key: for each, the member of an item
#: whose key an earlier item has, the code of that finding, and its message from the key and
#: the earlier item's pointer.
_KEYED_LISTS: dict[str, tuple[str, str, Callable[[Any, str], str]]] = {
    "turns": (
        "turn_no",
        "turn.number_unique",
        lambda key, earlier: (
            f"turn_no {key[1]} of invocation {show(key[0], limit=80)} is already used by "
            f"{earlier}; number each turn of an invocation differently"
        ),
    ),
    "model_calls": (
        "model_call_id",
        "model_call.id_unique",
        lambda key, earlier: (
            f"model_call_id {show(key, limit=80)} is already used by {earlier}; each model "
            "call needs an id of its own (or null)"
        ),
    ),
    "tool_calls": (
        "tool_call_id",
        "tool_call.id_unique",
        lambda key, earlier: (
            f"tool call {show(key[1], limit=80)} of invocation {show(key[0], limit=80)} is "
            f"already recorded at {earlier}; record each tool call once"
        ),
    ),
}


def _repeated(earlier: int, key: Any, path: Path, name: str, index: int, out: Out) -> None:
    """The finding of the rule of list ``name`` of _KEYED_LISTS for its item at ``index``,
    whose ``key`` the item at ``earlier`` has already. (Each loop asks ``seen.setdefault(key,
    index) != index`` itself, ``seen`` mapping each key met so far to the first index that
    had it: one call less per item.)"""
    member, code, message = _KEYED_LISTS[name]
    items = (*path, name)
    out.append(finding(code, (*items, index, member), message(key, pointer((*items, earlier)))))


def _ref_count(value: dict[str, Any]) -> int:
    """How many references an invocation or a turn lists."""
    refs = value.get("model_calls")
    return len(refs) if isinstance(refs, list) else 0
