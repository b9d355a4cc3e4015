"""The evidence the health checks read, derived once per record from a valid ng_trajectory.

It is derived in one walk of the trajectory on the rule engine (``HEALTH``, a dialect of
trajspec/_rule_engine.py): the rules of the object types of which a check decides something
alone (a model call, a turn) collect what the checks need of that object and yield, under a
check's id, each such condition (a call that failed, a turn that carries no message, ...),
written there once. The invocations' references and the gaps, which only the whole
trajectory's views and gating read, are read where those are made (an object the walk
enters costs more than reading the list). Structure first: health derives evidence
only of a trajectory that is structurally valid with every integer in range (rollout.py
asks first), so the rules trust its schema (members of their declared types) and keep no
defence against other shapes.

- **calls**: the trajectory's model calls, in list order, with the members the checks read;
- **binding views**: the references of the turns (*turn view*) and of the turns and
  invocations (*owned view*), each reference resolved with the one matching rule of
  :mod:`trajspec._model_calls`; a view knows its matched calls (by list position), the references
  that name no call and those that name several;
- **gated**: the checks that the trajectory's gaps make unobserved (spec/gaps/gap_codes.json);
- predicates for messages, tool calls and response content.

A check never reopens capture files: what is not in ng_trajectory is not evidence.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final, NamedTuple

from trajspec._jsonvalues import json_count, json_int
from trajspec._model_calls import CallIndex, RefKey, has_key, ref_key, trajectory_call_key
from trajspec._rule_engine import Dialect, Node, Problem
from trajspec.validators._health.registry import gated_by
from trajspec.validators._health.usage import transcript_usage

#: Object members that carry a message's text, searched recursively.
MESSAGE_KEYS: Final = (
    "text",
    "content",
    "output_text",
    "answer",
    "refusal",
    "encrypted_content",
    "reasoning",
    "reasoning_content",
    "summary",
)

_MESSAGE_KEY_SET: Final = frozenset(MESSAGE_KEYS)

#: Item types that are tool calls.
TOOL_CALL_TYPES: Final = frozenset(
    {
        "function_call",
        "tool_call",
        "tool_use",
        "mcp_call",
        "mcp_list_tools",
        "mcp_approval_request",
        "file_search_call",
        "web_search_call",
        "computer_call",
        "image_generation_call",
        "code_interpreter_call",
        "local_shell_call",
        "custom_tool_call",
    }
)

#: finish_reason values of a generation stopped by its length limit.
LENGTH_FINISH: Final = frozenset({"length", "max_output_tokens", "max_tokens"})

_FAILED_RESPONSE_STATUS: Final = frozenset({"failed", "error", "cancelled"})

#: Gap codes that say a reference contradicts the capture, and the mismatch kind of each.
CONTRADICTION_GAPS: Final = {
    "model_call_reference_unmatched": "missing_captured_call",
    "model_call_reference_ambiguous": "duplicated_captured_call",
    "model_call_reference_conflict": "conflicting_call_ownership",
}
#: Prefixes the join writes before the id in the detail of a compaction reference's gap.
_REF_FIELD_PREFIXES: Final = ("model_calls:", "before_model_call:", "after_model_call:")


def has_text(value: Any) -> bool:
    """Whether a value carries a message: a non-blank string, a list with such an element, or
    an object with one under a message key (recursively). Other values carry none."""
    # ``not value.isspace()`` is ``bool(value.strip())`` for a non-empty string, without
    # copying the string: both read whitespace as str.isspace does.
    if isinstance(value, str):
        return bool(value) and not value.isspace()
    if isinstance(value, list):
        return any(map(has_text, value))
    if isinstance(value, dict):
        # Whether any message member carries text does not depend on the order they are
        # asked in: a small object is read member by member, a large one key by key.
        if len(value) < len(MESSAGE_KEYS):
            for key, member in value.items():
                if key in _MESSAGE_KEY_SET and member is not None and has_text(member):
                    return True
            return False
        get = value.get
        for key in MESSAGE_KEYS:
            member = get(key)
            if member is not None and has_text(member):
                return True
    return False


def has_tool_call(value: Any) -> bool:
    """Whether a value (searched through lists) holds an item whose type is a tool call, or an
    object with non-empty ``tool_calls``."""
    if isinstance(value, list):
        return any(map(has_tool_call, value))
    if isinstance(value, dict):
        kind = value.get("type")  # any JSON value: only a string can name a tool call
        return (isinstance(kind, str) and kind in TOOL_CALL_TYPES) or bool(value.get("tool_calls"))
    return False


def response_has_content(response: Any) -> bool:
    """Whether a response payload holds generated content: output_text, content or output
    with a message (see has_text), or a chat choice with text or message content. A raw
    (string) response counts when it is not blank, since it cannot be read further."""
    if isinstance(response, str):
        return bool(response) and not response.isspace()
    if not isinstance(response, dict):
        return has_text(response)
    if any(has_text(response.get(key)) for key in ("output_text", "content", "output")):
        return True
    choices = response.get("choices")
    for choice in choices if isinstance(choices, list) else ():
        if not isinstance(choice, dict):
            continue
        message = choice.get("message")
        if has_text(choice.get("text")) or (
            isinstance(message, dict) and has_text(message.get("content"))
        ):
            return True
    return False


class Call(NamedTuple):
    """One model call of ng_trajectory, with the members the checks read (a named tuple:
    made in one step and read in C, for the many calls of a large row)."""

    position: int
    model_call_id: str | None
    response_id: str | None
    model_ref: tuple[str, str] | None
    started_at: int | float | None
    status: int | None
    response_status: str | None
    finish_reason: str | None
    error_category: str | None
    tokens_in: int | None
    tokens_out: int | None
    response: Any
    finished: bool
    #: an HTTP error status, an error category, or a failed response status
    failed: bool
    #: not failed, and no status or a 2xx/3xx one
    successful: bool

    @property
    def call_id(self) -> str:
        """How a locator names the call: its id, else its response id, else its position."""
        return self.model_call_id or self.response_id or str(self.position)

    @property
    def model_ref_text(self) -> str | None:
        return None if self.model_ref is None else f"{self.model_ref[0]}/{self.model_ref[1]}"


_NOTHING: Final[dict[str, Any]] = {}
_new_tuple: Final = tuple.__new__


def _call(position: int, raw: dict[str, Any], key: RefKey) -> Call:
    """The call at ``position`` of the list, whose identifiers ``key`` (its
    ``trajectory_call_key``) the call index holds. The call is one of a structurally valid
    trajectory with every integer in range (the only one health derives evidence of): its
    metadata and token stats are objects when present, its texts strings or null, its
    status an integer, its token counts integers from 0, its start a finite number; an
    integer may still be written as ``2.0``, which ``json_int``/``json_count`` make an int."""
    metadata = raw.get("response_metadata") or _NOTHING
    tokens = raw.get("token_stats") or _NOTHING
    get = metadata.get
    call_id, server, response_id = key
    response_status, finish_reason = get("response_status"), get("finish_reason")
    error_category = get("error_category")
    status = get("status_code")
    if status is not None and type(status) is not int:
        status = json_int(status)
    tokens_in, tokens_out = tokens.get("prompt_tokens"), tokens.get("completion_tokens")
    if tokens_in is not None and type(tokens_in) is not int:
        tokens_in = json_count(tokens_in)
    if tokens_out is not None and type(tokens_out) is not int:
        tokens_out = json_count(tokens_out)
    http_error = status is not None and status >= 400
    status_failed = response_status in _FAILED_RESPONSE_STATUS
    failed = http_error or bool(error_category) or status_failed
    # Call(...) without the named tuple's __new__, a Python function (the same tuple), in the
    # order of Call's fields
    return _new_tuple(
        Call,
        (
            position,
            call_id,
            response_id,
            server,
            raw.get("started_at"),
            status,
            response_status,
            finish_reason,
            error_category,
            tokens_in,
            tokens_out,
            raw.get("response"),
            # call_finished(raw) (validators/_evidence/usage.py) from the members read above:
            # an incomplete response is finished; tests/validators/test_health_speed.py pins it
            not (
                http_error or status_failed or (error_category and error_category != "incomplete")
            ),
            failed,
            not failed and (status is None or 200 <= status <= 399),
        ),
    )


def usable_ref(ref: object) -> RefKey | None:
    """A reference's key when it has a join key (a model_call_id, or a model_ref with a
    response_id), else None."""
    if not isinstance(ref, dict):
        return None
    key = ref_key(ref)
    call_id, model_ref, response_id = key
    if call_id is not None or (model_ref is not None and response_id is not None):
        return key
    return None


def ref_label(key: RefKey) -> str:
    """How a finding names a reference: its model_call_id, else its response_id."""
    return key[0] or key[2] or ""


@dataclass(slots=True)
class Binding:
    """References resolved against the calls: distinct references (by key) in first-seen
    order, matched call positions (sorted), and the references that name no call or
    several (with how many)."""

    refs: list[RefKey] = field(default_factory=list)
    matched: list[int] = field(default_factory=list)
    missing: list[RefKey] = field(default_factory=list)
    duplicated: list[tuple[RefKey, int]] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        """Has references, and each names exactly one call."""
        return bool(self.refs) and not self.missing and not self.duplicated


def _bind(
    keys: list[RefKey | None], index: CallIndex, found_by_key: dict[RefKey, list[int]]
) -> Binding:
    """The binding of references given by their keys (None: no join key); ``found_by_key``
    keeps the calls each key names, for the other view of the same record."""
    # the distinct keys in first-seen order (a dict keeps insertion order)
    refs: list[RefKey] = [key for key in dict.fromkeys(keys) if key is not None]
    matched: set[int] = set()
    missing: list[RefKey] = []
    duplicated: list[tuple[RefKey, int]] = []
    for key in refs:
        found = found_by_key.get(key)
        if found is None:
            found = found_by_key[key] = index.candidates_for(key)
        if len(found) == 1:
            matched.add(found[0])
        elif not found:
            missing.append(key)
        else:
            duplicated.append((key, len(found)))
    return Binding(refs, sorted(matched), missing, duplicated)


def gap_call_id(detail: object) -> str | None:
    """The call id a reference gap names: its detail, without the field prefix of a
    compaction reference."""
    if not isinstance(detail, str) or not detail:
        return None
    for prefix in _REF_FIELD_PREFIXES:
        if detail.startswith(prefix):
            return detail[len(prefix) :] or None
    return detail


class Turn(NamedTuple):
    """What the turn checks read of one turn: whether it carries a message or a tool call
    (``substantive``), and whether it names a model call with a join key (``has_ref``)."""

    invocation_id: Any
    turn_no: Any
    substantive: bool
    has_ref: bool


def _keys_of(container: dict[str, Any]) -> list[RefKey | None]:
    """The join key of each reference a turn or an invocation lists (None: it has none)."""
    return [
        key if has_key(key := ref_key(ref)) else None for ref in container.get("model_calls") or ()
    ]


# -- the walk: the rules of each object type health reads ------------------------------------
#
# Health derives its evidence in one walk of a structurally valid ng_trajectory on the rule
# engine (trajspec/_rule_engine.py): each object's rule reads what the checks need of it
# into the walk's facts and yields, under a check's id, the conditions a check reads of that
# object alone; the checks (checks.py) then keep those of the calls their view matched, and
# decide what needs the whole trajectory (views, groups, sums). A problem's place is its
# node, made into a pointer only where a finding is placed (places.py).

#: The per-object conditions, by the id of the check that reads them.
ZERO_COMPLETION: Final = "model_call_zero_completion_tokens"
MISSING_COUNTS: Final = "model_call_missing_token_counts"
FAILED: Final = "model_call_failed"
RUNAWAY: Final = "model_call_runaway_generation"
HOLLOW: Final = "agent_turn_hollow"


class _Facts:
    """What a walk collects of one trajectory (the context of its rules)."""

    __slots__ = ("calls", "keys", "known_keys", "turn_keys", "turns")

    def __init__(self, known_keys: list[RefKey] | None) -> None:
        #: the call index's keys, when the trajectory's rules indexed its calls already
        self.known_keys = known_keys
        self.keys: list[RefKey] = []
        self.calls: list[Call] = []
        self.turns: list[Turn] = []
        self.turn_keys: list[RefKey | None] = []


def _model_call_rule(raw: dict[str, Any], node: Node, facts: _Facts) -> Sequence[Problem]:
    position: int = node[2]
    known = facts.known_keys
    key = trajectory_call_key(raw) if known is None else known[position]
    facts.keys.append(key)
    call = _call(position, raw, key)
    facts.calls.append(call)
    tokens_in, tokens_out = call.tokens_in, call.tokens_out
    if not (
        call.failed
        or tokens_out == 0
        or tokens_in is None
        or tokens_out is None
        or call.finish_reason in LENGTH_FINISH
    ):
        return _CLEAN  # the usual call
    problems: list[Problem] = []
    if tokens_out == 0:
        problems.append((ZERO_COMPLETION, (), "no completion tokens"))
    if tokens_in is None or tokens_out is None:
        problems.append((MISSING_COUNTS, (), "a token count is missing"))
    if call.failed:
        problems.append((FAILED, (), "the call failed"))
    if call.finish_reason in LENGTH_FINISH and not response_has_content(call.response):
        problems.append((RUNAWAY, (), "stopped by its length limit without content"))
    return problems


def _turn_rule(turn: dict[str, Any], node: Node, facts: _Facts) -> tuple[Problem, ...]:
    keys = _keys_of(turn)
    facts.turn_keys += keys
    answer = turn.get("answer")
    # the checks ask only whether there is a message or a tool call; a tool call is the
    # cheaper question, and the answer of most turns that have no message
    substantive = (
        has_tool_call(answer) or has_text(answer) or has_text(turn.get("reasoning_content"))
    )
    # Turn(...) without the named tuple's __new__ (see _call)
    facts.turns.append(
        _new_tuple(
            Turn,
            (turn["invocation_id"], turn["turn_no"], substantive, keys.count(None) != len(keys)),
        )
    )
    return _CLEAN if substantive else _HOLLOW


_CLEAN: Final[tuple[()]] = ()
_HOLLOW: Final[tuple[Problem, ...]] = ((HOLLOW, (), "the turn carries no message"),)

#: Health's dialect: the rules of the objects of a trajectory record that the checks read,
#: walked in this order (the owned view lists the turns' references before the
#: invocations').
HEALTH: Final = Dialect(
    children={
        "Trajectory": {
            "model_calls": ("ModelCall", True),
            "turns": ("Turn", True),
        },
    },
    rules={
        "ModelCall": (_model_call_rule,),
        "Turn": (_turn_rule,),
    },
)


@dataclass(slots=True)
class Evidence:
    """What the checks read of one record with a valid ng_trajectory: ``owned`` and
    ``bound`` are the calls the owned and the turn view matched, in list order, and
    ``contradictions`` the gaps whose code is one of CONTRADICTION_GAPS, each worked out
    once for every check that reads it; ``found`` the positions of the calls (and the turns)
    whose rule found a check's condition, by check id, in list order."""

    row: dict[str, Any]
    turns: list[Turn]
    calls: list[Call]
    gaps: list[dict[str, Any]]
    gated: frozenset[str]
    turn_view: Binding
    owned_view: Binding
    owned: list[Call]
    bound: list[Call]
    contradictions: list[dict[str, Any]]
    #: the row's transcript_usage
    usage: tuple[int | None, int | None]
    #: the bound calls that finished
    finished_bound: list[Call]
    found: dict[str, list[int]] = field(default_factory=dict)

    def owned_calls(self) -> list[Call]:
        """The calls the owned view matched, in list order."""
        return self.owned

    def bound_calls(self) -> list[Call]:
        """The calls the turn view matched, in list order."""
        return self.bound

    def owned_found(self, check: str) -> list[Call]:
        """The calls the owned view matched whose rule found ``check``'s condition, in list
        order."""
        positions = self.found.get(check)
        if not positions:
            return []
        owned = set(self.owned_view.matched)
        calls = self.calls
        return [calls[p] for p in positions if p in owned]

    @property
    def contradiction_gaps(self) -> list[dict[str, Any]]:
        return self.contradictions


def derive(
    row: dict[str, Any], trajectory: dict[str, Any], index: CallIndex | None = None
) -> Evidence:
    """The evidence of a record whose ng_trajectory is a valid trajectory record (one walk
    of it, see HEALTH); ``index``: its model calls indexed (``CallIndex.of_trajectory``),
    when the trajectory's rules have indexed them already."""
    facts = _Facts(None if index is None else index.keys)
    found: dict[str, list[int]] = {}
    for node, (check, _, _) in HEALTH.problems(trajectory, "Trajectory", facts):
        found.setdefault(check, []).append(node[2])
    if index is None:
        index = CallIndex(facts.keys)
    calls = facts.calls
    # Each reference is keyed once: for its turn, the turn view and the owned view (the
    # turn view's references, then the invocations'), and each key resolved once for both.
    turn_keys = facts.turn_keys
    owned_keys = list(turn_keys)
    for invocation in trajectory.get("invocations") or ():
        owned_keys += _keys_of(invocation)
    gaps: list[dict[str, Any]] = trajectory.get("gaps") or []
    found_by_key: dict[RefKey, list[int]] = {}
    turn_view = _bind(turn_keys, index, found_by_key)
    owned_view = _bind(owned_keys, index, found_by_key)
    codes = [g["code"] for g in gaps]
    return Evidence(
        row,
        facts.turns,
        calls,
        gaps,
        gated_by(codes) if codes else frozenset(),
        turn_view,
        owned_view,
        [calls[p] for p in owned_view.matched],
        [calls[p] for p in turn_view.matched],
        [g for g in gaps if g["code"] in CONTRADICTION_GAPS],
        transcript_usage(row),
        [calls[p] for p in turn_view.matched if calls[p].finished],
        found,
    )


def call_identity(call: Call) -> str | None:
    """What makes two records of a call the same call, for counting replays."""
    if call.model_call_id is not None:
        return f"call:{call.model_call_id}"
    if call.response_id is None:
        return None
    if call.model_ref is None:
        return f"response::{call.response_id}"
    return f"response:{call.model_ref[0]}:{call.model_ref[1]}:{call.response_id}"


__all__ = [
    "CONTRADICTION_GAPS",
    "LENGTH_FINISH",
    "Binding",
    "Call",
    "Evidence",
    "Turn",
    "call_identity",
    "derive",
    "gap_call_id",
    "has_text",
    "has_tool_call",
    "ref_label",
    "response_has_content",
    "transcript_usage",
    "usable_ref",
]
