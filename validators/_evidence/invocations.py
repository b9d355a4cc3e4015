"""The rules of agent invocations: those inside one invocation (its conversation items and
model-call references), and unique ids with an acyclic parent graph over a list of them."""

from __future__ import annotations

from typing import Any

from trajspec._findings import pointer
from trajspec._jsonvalues import show
from trajspec._rules import finding
from trajspec.validators._evidence.content import TOKEN_TRIGGER_SET, conversation_item_rules
from trajspec.validators._evidence.references import Ref, check_ref_list
from trajspec.validators._evidence.values import Out, Path


def invocation_rules(value: Any, path: Path, out: Out) -> list[tuple[Path, Ref]]:
    """The rules inside one invocation; its resolvable references."""
    if not isinstance(value, dict):
        return []
    conversation_rules(value, path, out)
    return check_ref_list(value.get("model_calls"), (*path, "model_calls"), out)


def conversation_rules(value: dict[str, Any], path: Path, out: Out) -> None:
    """The rules of the conversation items of one invocation (``path`` is the invocation's)."""
    conversation = value.get("conversation")
    if isinstance(conversation, list):
        # Only a message or an item with token metadata has a rule; most items are
        # neither, and building their paths was most of the cost.
        for index in _with_rules(conversation):
            item = conversation[index]
            conversation_item_rules(item, (*path, "conversation", index), out)


def _with_rules(items: list[Any]) -> list[int]:
    """The positions of the items that are objects with a rule to check: those that carry
    token metadata, and messages (a missing type means one) whose content is a list (a
    message's only other rule is about its content parts; text content has none).

    Item by item at every length: the same question read in C (a map per member over the
    list) cost more instructions per item than this loop (callgrind, the bench/ corpus's
    conversations at 8, 16 and 32 items)."""
    return [
        index
        for index, item in enumerate(items)
        if isinstance(item, dict)
        and (
            (item.get("type", "message") == "message" and isinstance(item.get("content"), list))
            or not TOKEN_TRIGGER_SET.isdisjoint(item)
        )
    ]


def invocation_graph(
    invocations: list[tuple[int, dict[str, Any]]],
    path: Path,
    unique_code: str,
    acyclic_code: str,
    out: Out,
) -> dict[str, int]:
    """Unique invocation ids and an acyclic parent graph; returns id -> first position."""
    first: dict[str, int] = {}
    parent: dict[str, str] = {}
    for index, invocation in invocations:
        iid = invocation.get("invocation_id")
        if not isinstance(iid, str):
            continue
        pid = invocation.get("parent_invocation_id")
        if iid not in first:
            first[iid] = index
            if isinstance(pid, str):
                parent[iid] = pid
            continue
        out.append(
            finding(
                unique_code,
                (*path, index, "invocation_id"),
                f"invocation_id {show(iid, limit=80)} is already used by "
                f"{pointer((*path, first[iid]))}; "
                "each invocation needs an id of its own",
            )
        )
        if pid == iid:
            out.append(
                finding(
                    acyclic_code,
                    (*path, index, "parent_invocation_id"),
                    f"invocation {show(iid, limit=80)} names itself as its parent; a parent must "
                    "be "
                    "another invocation",
                )
            )
    state: dict[str, bool] = {}  # False while on the current walk, True when finished
    for start in first:
        if start in state:
            continue
        walk: list[str] = []
        node: str | None = start
        while node is not None and node in first and node not in state:
            state[node] = False
            walk.append(node)
            node = parent.get(node)
        if node is not None and state.get(node) is False:
            cycle = walk[walk.index(node) :]
            lead = min(range(len(cycle)), key=lambda i: first[cycle[i]])
            cycle = cycle[lead:] + cycle[:lead]
            chain = " -> ".join(show(i, limit=80) for i in [*cycle, cycle[0]])
            message = (
                f"invocation {show(cycle[0], limit=80)} names itself as its parent; a parent must "
                "be "
                "another invocation"
                if len(cycle) == 1
                else f"the parent_invocation_id links form a cycle: {chain}; an invocation "
                "cannot be its own ancestor"
            )
            out.append(
                finding(acyclic_code, (*path, first[cycle[0]], "parent_invocation_id"), message)
            )
        for visited in walk:
            state[visited] = True
    return first
