"""Unique invocation ids and an acyclic parent graph over a list of invocations (of a
trajectory, or the agent_invocation records of an observation bundle): a rule of the object
that holds the list."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from trajspec._jsonvalues import show
from trajspec.validators._evidence.values import Node, Problem


def invocation_graph(
    invocations: Iterable[tuple[int, dict[str, Any]]],
    member: str,
    codes: tuple[str, str],
    node: Node,
    out: list[Problem],
) -> dict[str, int]:
    """Rules ``codes`` (unique ids, acyclic parents) over the (index, invocation) pairs of the
    list ``member`` of the object at ``node``; returns id -> first position. The schema proved
    each invocation_id a string, each parent_invocation_id a string or null."""
    unique_code, acyclic_code = codes
    first: dict[str, int] = {}
    parent: dict[str, str] = {}
    for index, invocation in invocations:
        iid = invocation["invocation_id"]
        pid = invocation.get("parent_invocation_id")
        if iid not in first:
            first[iid] = index
            if pid is not None:
                parent[iid] = pid
            continue
        out.append(
            (
                unique_code,
                (member, index, "invocation_id"),
                f"invocation_id {show(iid, limit=80)} is already used by "
                f"{node.pointer(member, first[iid])}; each invocation needs an id of its own",
            )
        )
        if pid == iid:
            out.append(
                (
                    acyclic_code,
                    (member, index, "parent_invocation_id"),
                    f"invocation {show(iid, limit=80)} names itself as its parent; a parent "
                    "must be another invocation",
                )
            )
    if not parent:
        return first
    state: dict[str, bool] = {}  # False while on the current walk, True when finished
    for start in first:
        if start in state:
            continue
        walk: list[str] = []
        step: str | None = start
        while step is not None and step in first and step not in state:
            state[step] = False
            walk.append(step)
            step = parent.get(step)
        if step is not None and state.get(step) is False:
            cycle = walk[walk.index(step) :]
            lead = min(range(len(cycle)), key=lambda i: first[cycle[i]])
            cycle = cycle[lead:] + cycle[:lead]
            chain = " -> ".join(show(i, limit=80) for i in [*cycle, cycle[0]])
            message = (
                f"invocation {show(cycle[0], limit=80)} names itself as its parent; a parent "
                "must be another invocation"
                if len(cycle) == 1
                else f"the parent_invocation_id links form a cycle: {chain}; an invocation "
                "cannot be its own ancestor"
            )
            out.append((acyclic_code, (member, first[cycle[0]], "parent_invocation_id"), message))
        for visited in walk:
            state[visited] = True
    return first
