"""The rules of an ng_trajectory record: its invocations, turns, model calls, tool calls and
gaps, with the references of turns and invocations resolved against the model calls, and the
facts the row rules need from a trajectory."""

from __future__ import annotations

from collections.abc import Callable
from itertools import repeat
from operator import eq
from typing import Any

from trajspec._findings import pointer
from trajspec._jsonvalues import json_int as _integral
from trajspec._jsonvalues import show
from trajspec._model_calls import RefKey
from trajspec._rules import finding
from trajspec.validators._evidence.calls import (
    model_call_rules,
    model_calls_quiet,
    timing_quiet,
    token_stats_quiet,
    tool_calls_quiet,
    trajectory_tool_call_rules,
)
from trajspec.validators._evidence.gaps import gap_list_rules
from trajspec.validators._evidence.invocations import conversation_rules, invocation_graph
from trajspec.validators._evidence.references import (
    Calls,
    Gaps,
    Ref,
    check_ref_list,
    quiet_ref_keys,
    resolve,
    resolve_quietly,
)
from trajspec.validators._evidence.usual_trajectory import (
    _NO_REFS,
    TrajectoryFacts,
    _short_quiet,
)
from trajspec.validators._evidence.values import BATCH_MIN, Out, Path, objects

#: map(_get, items, repeat(key)) reads a member of every item in C
_get: Callable[..., Any] = dict.get


def trajectory_rules(
    value: Any, path: Path, out: Out, *, conversations_quiet: bool = False
) -> TrajectoryFacts | None:
    """The rules of a trajectory, and its facts (None when it is not an object).
    ``conversations_quiet`` says that no item of an invocation's conversation has a finding
    of its own rules (the clean pass proved it: validators/_structural/compiled.py)."""
    if not isinstance(value, dict):
        return None
    fused = _short_quiet(value, path, conversations_quiet)
    if fused is not None:
        return fused  # the usual trajectory with nothing to report, read in one pass
    # (Below: a trajectory the one pass refused, one with a finding or of many invocations;
    # its lists' proofs in C still spare the item-by-item rules where nothing is found.)
    facts = TrajectoryFacts()
    task_id, rollout_id = value.get("task_id"), value.get("rollout_id")

    # Invocations: their own rules, unique ids, acyclic parents.
    raw_invocations = value.get("invocations", [])
    invocations = list(objects(raw_invocations))
    for index, invocation in () if conversations_quiet else invocations:
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
    raw_turns = value.get("turns")
    # The usual list breaks none of these rules, as proven in C first; and the usual
    # references (of the invocations, then of the turns) are well formed, their join keys
    # read in C too; they are then only resolved, below.
    quiet = _long(raw_turns) and _turns_quiet(raw_turns, task_id, rollout_id, facts.invocation_ids)
    owned_refs: list[tuple[Path, Ref, Any]] = []
    trajectory = (task_id, rollout_id, facts.invocation_ids)
    if quiet:
        # (references of mixed shapes, which the reads in C refuse: read item by item)
        keys = _quiet_keys(invocations, raw_turns) or _plain_keys(invocations, raw_turns)
    else:
        # A short list (or one the proof refused): the usual references, all well formed
        # with a join key, are read here without their paths; the turns' other rules run.
        keys = _plain_keys(invocations, raw_turns)
        if keys is not None:
            _turn_rules(raw_turns, False, trajectory, path, None, out)
    if keys is None:
        owned_refs, complete = _owned_refs(invocations, path, out)
        complete &= _turn_rules(raw_turns, quiet, trajectory, path, owned_refs, out)
        facts.owned_complete = complete

    # Model calls: their own rules, unique ids.
    raw_calls = value.get("model_calls", [])
    if isinstance(raw_calls, list):
        facts.has_model_calls = "model_calls" in value
        facts.model_calls = raw_calls
        facts.calls = Calls.of_trajectory(raw_calls, (*path, "model_calls"))
    # (the usual list, with nothing to report, is proven so in C first)
    seen_calls: dict[str, int] = {}
    proven = _long(raw_calls) and model_calls_quiet(raw_calls)
    for index, call in () if proven else objects(raw_calls):
        # (timing_quiet's usual case, both times floats in order, asked here without a call)
        started, completed = call.get("started_at"), call.get("completed_at")
        if not (
            (
                (type(started) is float and type(completed) is float and completed >= started)
                or timing_quiet(call)
            )
            and token_stats_quiet(call.get("token_stats"))
        ):
            model_call_rules(call, (*path, "model_calls", index), out)
        call_id = call.get("model_call_id")
        if isinstance(call_id, str) and call_id and seen_calls.setdefault(call_id, index) != index:
            _repeated(seen_calls[call_id], call_id, path, "model_calls", index, out)

    # Tool calls: their own rules, unique (invocation_id, tool_call_id).
    raw_tools: Any = value.get("tool_calls")
    tools: dict[tuple[str, str], int] = {}
    if _long(raw_tools) and tool_calls_quiet(raw_tools):
        # nothing to report; the pairs are what the spawning rule below looks up
        tools = dict.fromkeys(
            zip(
                map(_get, raw_tools, repeat("invocation_id")),
                map(_get, raw_tools, repeat("tool_call_id")),
                strict=True,
            ),
            0,
        )
        raw_tools = ()
    for index, tool in objects(raw_tools):
        started, completed = tool.get("started_at"), tool.get("completed_at")
        if not (
            (type(started) is float and type(completed) is float and completed >= started)
            or timing_quiet(tool)
        ):
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
        matched = None if keys is None else _resolved_quietly(keys, facts.calls)
        if matched is not None:
            # every reference matched one call: nothing to report
            facts.owned, facts.bound = matched
            return facts
        if keys is not None:  # proven well formed: read again, with nothing to report
            owned_refs, _ = _owned_refs(invocations, path, out)
            _turn_rules(raw_turns, True, trajectory, path, owned_refs, out)
        gaps = Gaps()
        gaps.add(facts.gaps)
        facts.owned, complete = resolve(
            owned_refs, facts.calls, gaps, "model_call_ref.resolves", out
        )
        facts.owned_complete &= complete
    return facts


def trajectory_findings(
    value: Any, *, conversations_quiet: bool = False
) -> tuple[Out, TrajectoryFacts | None]:
    """The findings of a trajectory record's rules, in the order the rules make them (the
    semantic check of its schema in validators/_evidence/rules.py, before sorting), with the
    facts of the same pass: for a caller that reads both, as health does."""
    out: Out = []
    return out, trajectory_rules(value, (), out, conversations_quiet=conversations_quiet)


def _quiet_keys(
    invocations: list[tuple[int, dict[str, Any]]], turns: Any
) -> list[list[RefKey]] | None:
    """quiet_ref_keys of the references of the invocations, then of the turns (a list of
    objects: the turns proven quiet); a missing list holds none."""
    if len(turns) < BATCH_MIN:
        return None
    # Two lists of keys: the references of invocations (usually by id) and those of turns
    # (usually by model_ref and response_id) are each of one of the shapes read in C.
    keys = quiet_ref_keys(
        [invocation.get("model_calls", _NO_REFS) for _, invocation in invocations]
    )
    if keys is None:
        return None
    more = quiet_ref_keys(list(map(_get, turns, repeat("model_calls"), repeat(_NO_REFS))))
    return None if more is None else [keys, more]


def _plain_keys(
    invocations: list[tuple[int, dict[str, Any]]], turns: Any
) -> list[list[RefKey]] | None:
    """The join keys of the references of the invocations, then of the (object) turns (two
    lists), as check_ref_list's references would carry them, when it reports nothing and
    keeps every reference: each a list (or absent) of objects with a string or absent
    model_call_id and response_id, an absent or {type, name} model_ref of strings, and a join
    key. Read item by item, for short lists; None means "check list by list"."""
    keys = _ref_keys([invocation.get("model_calls", _NO_REFS) for _, invocation in invocations])
    if keys is None:
        return None
    more = _ref_keys(
        [turn.get("model_calls", _NO_REFS) for turn in turns if type(turn) is dict]
        if type(turns) is list
        else []
    )
    return None if more is None else [keys, more]


def _ref_keys(lists: list[Any]) -> list[RefKey] | None:
    """The join keys of every reference of ``lists`` (each a list of references, or not a
    list), empty ids as None, when each list is a list of objects with a string or absent
    model_call_id and response_id, an absent or {type, name} model_ref of strings, and a join
    key; None otherwise (the full rules then say what is wrong)."""
    keys: list[RefKey] = []
    add = keys.append
    for refs in lists:
        if type(refs) is not list:
            return None
        for ref in refs:
            if type(ref) is not dict:
                return None
            call_id, response_id = ref.get("model_call_id"), ref.get("response_id")
            server = ref.get("model_ref")
            if not (call_id is None or type(call_id) is str):
                return None
            if not (response_id is None or type(response_id) is str):
                return None
            if server is not None:
                if type(server) is not dict:
                    return None
                kind, name = server.get("type"), server.get("name")
                if type(kind) is not str or type(name) is not str:
                    return None
                server = (kind, name)
            call_id, response_id = call_id or None, response_id or None
            if call_id is None and (server is None or response_id is None):
                return None  # no join key: model_call_ref.join_key
            add((call_id, server, response_id))
    return keys


def _resolved_quietly(groups: list[list[RefKey]], calls: Calls) -> tuple[set[int], set[int]] | None:
    """resolve_quietly of the keys of the invocations' references and of the turns'
    (``groups``): the calls matched together, and those the turns' matched; None when one
    group is not resolved quietly."""
    matched: set[int] = set()
    found: set[int] = set()
    for keys in groups:
        resolved = resolve_quietly(keys, calls)
        if resolved is None:
            return None
        matched |= resolved
        found = resolved
    return matched, found


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
    quiet: bool,
    trajectory: tuple[Any, Any, set[str] | None],
    path: Path,
    owned_refs: list[tuple[Path, Ref, Any]] | None,
    out: Out,
) -> bool:
    """The rules of the turns (only those of their references when ``quiet``: the rest is
    proven; all but those of their references when ``owned_refs`` is None), for a
    trajectory's (task_id, rollout_id, invocation ids); adds their resolvable references to
    ``owned_refs`` and says whether every one is resolvable."""
    task_id, rollout_id, invocation_ids = trajectory
    complete = True
    numbers: dict[tuple[str, int], int] = {}
    for index, turn in objects(raw_turns):
        iid = turn.get("invocation_id")
        if quiet:
            if owned_refs is not None:
                refs = check_ref_list(
                    turn.get("model_calls"), (*path, "turns", index, "model_calls"), out
                )
                owned_refs.extend((p, r, iid) for p, r in refs)
                complete &= len(refs) == _ref_count(turn)
            continue
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
        if owned_refs is None:
            continue  # the references are read already
        refs = check_ref_list(turn.get("model_calls"), (*path, "turns", index, "model_calls"), out)
        owned_refs.extend((p, r, iid) for p, r in refs)
        complete &= len(refs) == _ref_count(turn)
    return complete


def _long(items: Any) -> bool:
    """Whether a list is long enough for its proof in C to pay (BATCH_MIN): a shorter one
    is walked item by item, which is what the proof stands for."""
    return type(items) is list and len(items) >= BATCH_MIN


def _turns_quiet(
    turns: Any, task_id: Any, rollout_id: Any, invocation_ids: set[str] | None
) -> bool:
    """True only when no turn breaks turn.identity_matches_trajectory, turn.number_unique or
    turn.invocation_resolves: every turn an object with the trajectory's task_id and
    rollout_id, a string invocation_id of the trajectory and an int turn_no, no two turns
    with the same pair. False means "check turn by turn"."""
    if type(turns) is not list or not set(map(type, turns)) <= {dict}:
        return False
    if not all(map(eq, map(_get, turns, repeat("task_id")), repeat(task_id))):
        return False
    if not all(map(eq, map(_get, turns, repeat("rollout_id")), repeat(rollout_id))):
        return False
    iids = list(map(_get, turns, repeat("invocation_id")))
    numbers = list(map(_get, turns, repeat("turn_no")))
    if not (set(map(type, iids)) <= {str} and set(map(type, numbers)) <= {int}):
        return False
    if invocation_ids is not None and not invocation_ids.issuperset(iids):
        return False
    return len(set(zip(iids, numbers, strict=True))) == len(turns)


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
