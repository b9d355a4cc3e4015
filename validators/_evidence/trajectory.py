"""The rules of an ng_trajectory record across its parts (unique invocations, turns, model
calls and tool calls, references that resolve, the identity of its turns), and the facts
computed once that they and the row's rules read: the calls indexed, which invocation owns
each call (trajspec._model_calls.ownership, the one rule of ownership), the gaps.

The rules of each part (a model call's timing, a reference's join key, ...) are rules of the
part's type in the dialect (validators/_evidence/dialect.py); every rule here runs on a
trajectory its schema proved, and trusts that shape."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from trajspec._findings import Finding
from trajspec._jsonvalues import json_int as _integral
from trajspec._jsonvalues import show
from trajspec._model_calls import CallIndex, has_key, ownership, owning_refs
from trajspec.validators._evidence.invocations import invocation_graph
from trajspec.validators._evidence.references import (
    Calls,
    Gaps,
    Reference,
    unresolved,
)
from trajspec.validators._evidence.values import Facts, Node, Problem, Problems


class TrajectoryFacts:
    """What the rules of a trajectory and of its row read, computed once per trajectory."""

    __slots__ = (
        "calls",
        "gaps",
        "has_model_calls",
        "invocation_ids",
        "model_calls",
        "owned",
        "owned_complete",
        "unresolved",
    )

    def __init__(self, value: dict[str, Any]) -> None:
        calls: list[dict[str, Any]] = value.get("model_calls", [])
        self.has_model_calls = "model_calls" in value  # possibly empty
        self.model_calls = calls
        self.calls = Calls(CallIndex.of_trajectory(calls), ("model_calls",))
        self.gaps: list[dict[str, Any]] | None = value.get("gaps")
        self.invocation_ids = {i["invocation_id"] for i in value.get("invocations", ())}
        # The references of the invocations, then the turns'. One without a join key names
        # no call: it leaves the owned calls incomplete, and is rule model_call_ref.join_key's
        # (not reported here).
        refs = owning_refs(value)
        owners, failed = ownership(self.calls.index, refs)
        #: the calls some invocation owns (list positions)
        self.owned = set(owners)
        self.owned_complete = not failed
        #: the references with a join key that do not name exactly one call
        self.unresolved: list[Reference] = []
        for n in failed:
            member, index, position, owner, key = refs[n]
            if has_key(key):
                self.unresolved.append(((member, index, "model_calls", position), key, owner))


def trajectory_facts(value: dict[str, Any], context: Facts) -> TrajectoryFacts:
    """The facts of a trajectory: computed by the first rule that asks, read by the others."""
    facts: TrajectoryFacts | None = context.get(id(value))
    if facts is None:
        facts = context[id(value)] = TrajectoryFacts(value)
    return facts


def trajectory_rules(value: dict[str, Any], node: Node, context: Facts) -> Problems:
    """The rules across a trajectory's parts."""
    facts = trajectory_facts(value, context)
    out: list[Problem] = []
    invocations = value.get("invocations", ())
    first_invocation = invocation_graph(
        enumerate(invocations),
        "invocations",
        ("invocation.id_unique_in_trajectory", "invocation.parent_acyclic_in_trajectory"),
        node,
        out,
    )
    turns = value.get("turns")
    if turns:
        _turn_rules(value, turns, facts.invocation_ids, node, out)
    calls = facts.model_calls
    if len(calls) > 1:
        seen: dict[Any, int] = {}
        for index, call in enumerate(calls):
            call_id = call.get("model_call_id")
            if call_id and seen.setdefault(call_id, index) != index:
                _repeated(seen[call_id], call_id, "model_calls", index, node, out)
    tools: dict[tuple[str, str], int] = {}
    for index, tool in enumerate(value.get("tool_calls", ())):
        pair = (tool["invocation_id"], tool["tool_call_id"])
        if tools.setdefault(pair, index) != index:
            _repeated(tools[pair], pair, "tool_calls", index, node, out)
    # The tool call that spawned an invocation belongs to its parent.
    for index, invocation in enumerate(invocations):
        spawner = invocation.get("spawned_by_tool_call_id")
        pid = invocation.get("parent_invocation_id")
        if (
            spawner is not None
            and pid is not None
            and pid in first_invocation
            and (pid, spawner) not in tools
        ):
            out.append(
                (
                    "invocation.spawning_tool_call_resolves",
                    ("invocations", index, "spawned_by_tool_call_id"),
                    f"spawned_by_tool_call_id {show(spawner, limit=80)} names no tool call of "
                    f"the parent invocation {show(pid, limit=80)} in tool_calls; record that "
                    "tool call or correct the id",
                )
            )
    if facts.unresolved:
        gaps = Gaps()
        gaps.add(facts.gaps)
        out.extend(unresolved(facts.unresolved, facts.calls, gaps, "model_call_ref.resolves", node))
    return out


def _turn_rules(
    trajectory: dict[str, Any],
    turns: list[dict[str, Any]],
    invocation_ids: set[str],
    node: Node,
    out: list[Problem],
) -> None:
    """Rules turn.identity_matches_trajectory, turn.number_unique and
    turn.invocation_resolves."""
    task_id, rollout_id = trajectory["task_id"], trajectory["rollout_id"]
    numbers: dict[tuple[str, int], int] = {}
    for index, turn in enumerate(turns):
        iid = turn["invocation_id"]
        for key, expected in (("task_id", task_id), ("rollout_id", rollout_id)):
            own = turn[key]
            if own != expected:
                out.append(
                    (
                        "turn.identity_matches_trajectory",
                        ("turns", index, key),
                        f"the turn's {key} {show(own, limit=80)} differs from the "
                        f"trajectory's {show(expected, limit=80)}; a turn carries its "
                        f"trajectory's {key}",
                    )
                )
        number = _integral(turn["turn_no"])
        if number is not None:
            numbered = (iid, number)
            if numbers.setdefault(numbered, index) != index:
                _repeated(numbers[numbered], numbered, "turns", index, node, out)
        if iid not in invocation_ids:
            out.append(
                (
                    "turn.invocation_resolves",
                    ("turns", index, "invocation_id"),
                    f"the turn's invocation_id {show(iid, limit=80)} names no invocation of "
                    "the trajectory; add the invocation or correct the id",
                )
            )


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


def _repeated(
    earlier: int, key: Any, name: str, index: int, node: Node, out: list[Problem]
) -> None:
    """The problem of the rule of list ``name`` of _KEYED_LISTS for its item at ``index``,
    whose ``key`` the item at ``earlier`` has already. (Each loop asks ``seen.setdefault(key,
    index) != index`` itself, ``seen`` mapping each key met so far to the first index that
    had it: one call less per item.)"""
    member, code, message = _KEYED_LISTS[name]
    out.append((code, (name, index, member), message(key, node.pointer(name, earlier))))


def trajectory_findings(value: Any) -> tuple[list[Finding], TrajectoryFacts | None]:
    """The findings of the rules of a trajectory record whose structure is valid (paths from
    the trajectory, not sorted), with the facts of the same pass: for a caller that reads
    both, as health does."""
    from trajspec.validators._evidence.dialect import EVIDENCE  # the dialect imports this

    if not isinstance(value, dict):
        return [], None
    context: Facts = {}
    found = EVIDENCE.findings(value, "Trajectory", context)
    return found, trajectory_facts(value, context)
