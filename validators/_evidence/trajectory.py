"""The rules of an ng_trajectory record: its invocations, turns, model calls, tool calls and
gaps, with the references of turns and invocations resolved against the model calls, and the
facts the row rules need from a trajectory."""

from __future__ import annotations

from collections.abc import Callable
from itertools import repeat
from operator import eq
from typing import Any

from trajspec._findings import pointer
from trajspec._jsonvalues import INT64_MAX, show
from trajspec._jsonvalues import json_int as _integral
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
from trajspec.validators._evidence.usage import _FAILED_RESPONSE_STATUS
from trajspec.validators._evidence.values import BATCH_MIN, Out, Path, objects

#: map(_get, items, repeat(key)) reads a member of every item in C
_get: Callable[..., Any] = dict.get


class TrajectoryFacts:
    """What the row-level rules need to know about a trajectory, computed once."""

    __slots__ = (
        "bound",
        "calls",
        "gaps",
        "has_model_calls",
        "invocation_ids",
        "model_calls",
        "owned",
        "owned_complete",
        "sums",
    )

    def __init__(self) -> None:
        self.calls: Calls | None = None  # None when model_calls is not a list
        self.has_model_calls = False  # the trajectory lists model_calls (possibly empty)
        self.model_calls: list[Any] = []
        self.gaps: Any = None
        self.invocation_ids: set[str] | None = None
        self.owned: set[int] = set()
        self.owned_complete = True
        # The calls the turns' references name (a part of ``owned``), when every reference
        # of the trajectory was matched to exactly one call in one pass; else None. Health
        # reads it for its turn-bound calls (validators/_health/evidence.quiet_figures).
        self.bound: set[int] | None = None
        # The owned calls' prompt and completion tokens summed, and how many finished, when
        # the one pass read them (every owned call finished with plain counts); else None.
        self.sums: tuple[int, int, int] | None = None


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


def _short_quiet(
    value: dict[str, Any], path: Path, conversations_quiet: bool = False
) -> TrajectoryFacts | None:
    """The facts of a trajectory of the usual shape that breaks no rule, of fewer than
    BATCH_MIN invocations (whose parents it walks up one by one) and lists of any length,
    read in one pass without paths. (On long lists too, one Python step an item that reads
    all its members costs less than trajectory_rules' list-wide reads in C, a dozen a list:
    callgrind, bench/callgrind_validate.py.) Invocations of string ids,
    distinct, whose parents form no cycle and whose conversation items have no finding; turns
    of the trajectory's task_id and rollout_id, a string invocation_id of an invocation and
    an int turn_no, no pair twice; model calls with a distinct non-empty model_call_id, a
    response_metadata with a non-empty response_id and a {type, name} model_ref of strings,
    quiet timing and token stats; tool calls with quiet timing and distinct pairs; every
    spawner found; gaps of known codes; every reference well formed with a join key and
    naming exactly one call. None on any doubt: the full rules then run (and alone make
    findings). With ``conversations_quiet`` the conversation items are not read (proven
    quiet already, see trajectory_rules)."""
    raw_invocations = value.get("invocations", _NO_REFS)
    raw_turns = value.get("turns", _NO_REFS)
    raw_calls = value.get("model_calls")
    raw_tools = value.get("tool_calls", _NO_REFS)
    if not (
        type(raw_invocations) is list
        and type(raw_turns) is list
        and type(raw_calls) is list
        and type(raw_tools) is list
        and len(raw_invocations) < BATCH_MIN
    ):
        return None
    gaps = value.get("gaps")
    scratch: Out = []  # the findings of a rule asked here: any one means "run the rules"
    gap_list_rules(gaps, (), scratch)
    if scratch:
        return None
    # Invocations: ids, parents, conversation items.
    parents: dict[str, Any] = {}
    spawners: list[tuple[Any, str]] = []
    lists: list[Any] = []
    for invocation in raw_invocations:
        if type(invocation) is not dict:
            return None
        iid = invocation.get("invocation_id")
        if type(iid) is not str or iid in parents:
            return None
        pid = invocation.get("parent_invocation_id")
        parents[iid] = pid
        spawner = invocation.get("spawned_by_tool_call_id")
        if isinstance(spawner, str) and isinstance(pid, str):
            spawners.append((pid, spawner))
        lists.append(invocation.get("model_calls", _NO_REFS))
        if not conversations_quiet and type(invocation.get("conversation")) is list:
            conversation_rules(invocation, (), scratch)
            if scratch:
                return None
    for iid in parents:  # no cycle: every walk up leaves the invocations within their number
        node: Any = parents[iid]
        for _ in parents:
            if type(node) is not str or node not in parents:
                break
            node = parents[node]
        else:
            return None
    # Turns: identity, numbers, invocations.
    task_id, rollout_id = value.get("task_id"), value.get("rollout_id")
    numbers: set[tuple[str, int]] = set()
    for turn in raw_turns:
        if type(turn) is not dict:
            return None
        iid, number = turn.get("invocation_id"), turn.get("turn_no")
        if not (
            turn.get("task_id") == task_id
            and turn.get("rollout_id") == rollout_id
            and type(iid) is str
            and iid in parents
            and type(number) is int
            and (iid, number) not in numbers  # (one beyond int64, never a repeat there: doubt)
        ):
            return None
        numbers.add((iid, number))
        lists.append(turn.get("model_calls", _NO_REFS))
    # Model calls: keys, timing, token stats.
    keys: list[RefKey] = []
    counts: list[tuple[int, int] | None] = []  # a finished call's plain counts, else None
    by_id: dict[str, int] = {}
    by_pair: dict[tuple[tuple[str, str], str], int] = {}
    for position, call in enumerate(raw_calls):
        if type(call) is not dict:
            return None
        call_id, metadata = call.get("model_call_id"), call.get("response_metadata")
        if (
            type(call_id) is not str
            or not call_id
            or call_id in by_id
            or type(metadata) is not dict
        ):
            return None
        response_id, server = metadata.get("response_id"), metadata.get("model_ref")
        if type(response_id) is not str or not response_id or type(server) is not dict:
            return None
        kind, name = server.get("type"), server.get("name")
        if type(kind) is not str or type(name) is not str:
            return None
        started, completed = call.get("started_at"), call.get("completed_at")
        if not (
            (type(started) is float and type(completed) is float and completed >= started)
            or timing_quiet(call)
        ):
            return None
        stats = call.get("token_stats")
        if type(stats) is dict:
            prompt, completion = stats.get("prompt_tokens"), stats.get("completion_tokens")
            total, cached = stats.get("total_tokens"), stats.get("cached_tokens")
        else:
            prompt = completion = total = cached = None
        if type(prompt) is int and type(completion) is int and type(total) is int:
            # token_stats_quiet of the usual counts, all four plain ints, asked here first
            if not (
                type(cached) is int and cached <= prompt and total == prompt + completion
            ) and not token_stats_quiet(stats):
                return None
            # _counts_if_finished written out, both counts plain ints here (a call less)
            code, category = metadata.get("status_code"), metadata.get("error_category")
            status = metadata.get("response_status")
            counts.append(
                (prompt, completion)
                if (code is None or (type(code) is int and code < 400))
                and (category is None or (type(category) is str and category in _NOT_FAILED))
                and (
                    status is None
                    or (type(status) is str and status not in _FAILED_RESPONSE_STATUS)
                )
                and 0 <= prompt <= INT64_MAX
                and 0 <= completion <= INT64_MAX
                else None
            )
        else:
            if not token_stats_quiet(stats):
                return None
            counts.append(_finished_counts(call, metadata))
        pair = ((kind, name), response_id)
        by_id[call_id] = position
        by_pair[pair] = -1 if pair in by_pair else position  # -1: named by several calls
        keys.append((call_id, pair[0], response_id))
    # Tool calls: timing, distinct pairs.
    tools: set[tuple[Any, Any]] = set()
    for tool in raw_tools:
        if type(tool) is not dict:
            return None
        started, completed = tool.get("started_at"), tool.get("completed_at")
        if not (
            (type(started) is float and type(completed) is float and completed >= started)
            or timing_quiet(tool)
        ):
            return None
        tool_pair = (tool.get("invocation_id"), tool.get("tool_call_id"))
        if type(tool_pair[0]) is str and type(tool_pair[1]) is str:
            if tool_pair in tools:
                return None
            tools.add(tool_pair)
    for spawned in spawners:
        if spawned[0] in parents and spawned not in tools:
            return None
    # References: well formed (_ref_keys' conditions), each naming one call
    # (CallIndex.candidates_for with ids that are distinct and present on every call): each
    # read and resolved in one step, without a list of keys between the two (callgrind,
    # bench/callgrind_health.py small). The invocations' lists come first, then the turns'.
    owned: set[int] = set()
    bound: set[int] = set()
    first_turn_list = len(raw_invocations)
    for n, refs in enumerate(lists):
        if type(refs) is not list:
            return None
        for ref in refs:
            if type(ref) is not dict:
                return None
            ref_id, ref_response = ref.get("model_call_id"), ref.get("response_id")
            server = ref.get("model_ref")
            if server is None:
                ref_server = None
            elif type(server) is dict:
                kind, name = server.get("type"), server.get("name")
                if type(kind) is not str or type(name) is not str:
                    return None
                ref_server = (kind, name)
            else:
                return None
            if ref_response is not None:
                if type(ref_response) is not str:
                    return None
                if not ref_response:
                    ref_response = None  # an empty id is no id (_ref_keys)
            if type(ref_id) is str and ref_id:
                position = by_id.get(ref_id, -1)
                if position < 0:
                    return None
                _, own_server, own_response = keys[position]
                if ref_server is not None and ref_server != own_server:
                    return None
                if ref_response is not None and ref_response != own_response:
                    return None
            elif ref_id is None or type(ref_id) is str:  # (an empty string: no id)
                if ref_server is None or ref_response is None:
                    return None  # no join key: model_call_ref.join_key
                position = by_pair.get((ref_server, ref_response), -1)
                if position < 0:
                    return None
            else:  # an id that is not a string
                return None
            owned.add(position)
            if n >= first_turn_list:
                bound.add(position)
    # Every slot set here: TrajectoryFacts() would first set each one to its default.
    facts = _new_facts(TrajectoryFacts)
    facts.calls = Calls(keys, (*path, "model_calls"))
    facts.has_model_calls = True
    facts.model_calls = raw_calls
    facts.gaps = gaps
    facts.invocation_ids = set(parents)
    facts.owned = owned
    facts.owned_complete = True
    facts.bound = bound
    facts.sums = None
    prompt_sum = completion_sum = 0
    for position in owned:
        known = counts[position]
        if known is None:
            return facts  # the usage rule reads the owned calls itself
        prompt_sum += known[0]
        completion_sum += known[1]
    facts.sums = (prompt_sum, completion_sum, len(owned))
    return facts


_new_facts = object.__new__
_NOT_FAILED = (None, "", "incomplete")


def _finished_counts(call: dict[str, Any], metadata: dict[str, Any]) -> tuple[int, int] | None:
    """The prompt and completion tokens of the usual call that finished (a plain int status
    code below 400 or none, no error category, no failed response status, both counts plain
    ints of int64), as the usage rule reads them; None for any other call."""
    stats = call.get("token_stats")
    if type(stats) is not dict:
        return None
    return _counts_if_finished(metadata, stats.get("prompt_tokens"), stats.get("completion_tokens"))


def _counts_if_finished(
    metadata: dict[str, Any], prompt: Any, completion: Any
) -> tuple[int, int] | None:
    """_finished_counts of a call whose token_stats object holds these two counts."""
    code, category = metadata.get("status_code"), metadata.get("error_category")
    status = metadata.get("response_status")
    if not (code is None or (type(code) is int and code < 400)):
        return None
    if not (category is None or (type(category) is str and category in _NOT_FAILED)):
        return None
    if not (status is None or (type(status) is str and status not in _FAILED_RESPONSE_STATUS)):
        return None
    if type(prompt) is not int or type(completion) is not int:
        return None
    if not (0 <= prompt <= INT64_MAX and 0 <= completion <= INT64_MAX):
        return None
    return prompt, completion


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


_NO_REFS: list[Any] = []


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
