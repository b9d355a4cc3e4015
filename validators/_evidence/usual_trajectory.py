"""A trajectory's facts (what the row rules need to know of it), and the one pass that reads
the usual short trajectory with nothing to report (moved from validators/_evidence/trajectory.py,
unchanged)."""

from __future__ import annotations

from typing import Any

from trajspec._jsonvalues import INT64_MAX
from trajspec._model_calls import RefKey
from trajspec.validators._evidence.calls import timing_quiet, token_stats_quiet
from trajspec.validators._evidence.gaps import gap_list_rules
from trajspec.validators._evidence.invocations import conversation_rules
from trajspec.validators._evidence.references import Calls
from trajspec.validators._evidence.usage import _FAILED_RESPONSE_STATUS
from trajspec.validators._evidence.values import BATCH_MIN, Out, Path


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


_NO_REFS: list[Any] = []
