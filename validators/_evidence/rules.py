"""Semantic rules of the evidence family: every rule of spec/rules/evidence.json.

A schema checks one value at a time; these checks compare values with each other: unique
ids, acyclic parent graphs, references that resolve, timestamps in order, token counts that
add up, a row's identity against its trajectory. ``CHECKS`` maps each qualified schema name to
the check of a document of that schema; a container's check applies the rules of everything
it contains, so validating a rollout row applies every rule to every nested part, with JSON
Pointer paths from the row.

The checks read plain parsed JSON and never raise: the semantic pass runs on structurally
invalid documents too, so every value is type-checked before use, and a part whose type is
wrong is skipped (its structural finding already says so) instead of being reported again.
Indexes are built once per document; request and response payloads are never walked.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Iterator
from typing import Any, Final

import orjson

from trajspec._findings import Finding, pointer
from trajspec._identity import explicit_identity, rollout_identity
from trajspec._jsonvalues import json_count as _count
from trajspec._jsonvalues import json_int as _integral
from trajspec._jsonvalues import json_number as _number
from trajspec._model_calls import CallIndex, ref_key
from trajspec._rules import finding
from trajspec._schemas import spec_root

Path = tuple[str | int, ...]
Out = list[Finding]

# --- gap vocabularies ----------------------------------------------------------------------

#: Gaps that name one reference: model_call_reference_* (the join writes _unmatched, _ambiguous
#: and _conflict) with the invocation and, in ``detail``, the reference's model_call_id or
#: response_id, for compaction references prefixed with the field (``model_calls:<id>``).
_REFERENCE_GAP_PREFIX: Final = "model_call_reference_"
_REF_FIELDS: Final = ("model_calls", "before_model_call", "after_model_call")
_REF_KEYS: Final = ("model_call_id", "model_ref", "response_id")

#: Gaps that say the model calls are unavailable or the capture is incomplete, so that a
#: reference may fail to resolve for want of evidence (in gap_codes.json: the gaps that gate the
#: health check trajectory_capture_mismatch).
_CALLS_INCOMPLETE: Final = frozenset(
    {
        "model_calls_unavailable",
        "model_call_capture_incomplete",
        "model_call_capture_records_unreadable",
        "model_call_capture_unreadable",
        "trajectory_projection_failed",
    }
)

#: Gaps that make the owned calls an incomplete account of the agent's usage: the above plus the
#: call-scope gap (in gap_codes.json: the gaps that gate rollout_token_count_mismatch).
_USAGE_UNKNOWABLE: Final = _CALLS_INCOMPLETE | {"turn_model_call_scope_incomplete"}

#: A response status that means the call did not finish with a response.
_FAILED_RESPONSE_STATUS: Final = frozenset({"failed", "error", "cancelled"})

#: Conversation-item keys of token metadata; the first three travel together.
_TOKEN_KEYS: Final = ("prompt_token_ids", "generation_token_ids", "generation_log_probs")
_TOKEN_TRIGGERS: Final = (*_TOKEN_KEYS, "routed_experts")
_TOKEN_TRIGGER_SET: Final = frozenset(_TOKEN_TRIGGERS)


@functools.cache
def known_gap_codes() -> frozenset[str]:
    """The codes listed in spec/gaps/gap_codes.json."""
    data = orjson.loads((spec_root() / "gaps" / "gap_codes.json").read_bytes())
    return frozenset(entry["code"] for entry in data["codes"])


# --- small, total helpers --------------------------------------------------------------------


def _objects(value: Any) -> Iterator[tuple[int, dict[str, Any]]]:
    """The (index, item) pairs of a list whose item is an object; nothing for a non-list."""
    if isinstance(value, list):
        for index, item in enumerate(value):
            if isinstance(item, dict):
                yield index, item


def _show(value: Any) -> str:
    """A value as JSON text for a message, shortened."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


# --- model-call references ---------------------------------------------------------------------

#: A ``model_ref`` that is present but not a usable {type, name} pair.
_BROKEN: Final = ("", "\x00broken")

Server = tuple[str, str]


class _Ref:
    """The join key of one model-call reference."""

    __slots__ = ("call_id", "response_id", "server")

    def __init__(self, call_id: str | None, server: Server | None, response_id: str | None):
        self.call_id = call_id
        self.server = server
        self.response_id = response_id

    @property
    def has_key(self) -> bool:
        return self.call_id is not None or (
            self.server is not None and self.response_id is not None
        )

    @property
    def resolvable(self) -> bool:
        return self.has_key and self.server is not _BROKEN

    def describe(self) -> str:
        parts = []
        if self.call_id is not None:
            parts.append(f"model_call_id {_show(self.call_id)}")
        if self.server is not None and self.server is not _BROKEN:
            parts.append(f"model_ref {self.server[0]}/{self.server[1]}")
        if self.response_id is not None:
            parts.append(f"response_id {_show(self.response_id)}")
        return ", ".join(parts) or "no join key"


def _server(value: Any) -> Server | None:
    """A model_ref value as a (type, name) pair; None when absent; _BROKEN when malformed."""
    if value is None:
        return None
    if isinstance(value, dict):
        kind, name = value.get("type"), value.get("name")
        if isinstance(kind, str) and isinstance(name, str):
            return (kind, name)
    return _BROKEN


def _ref(value: dict[str, Any]) -> _Ref | None:
    """The join key of a reference object; None when a member has the wrong type (the
    structural pass reports it)."""
    call_id, response_id, model_ref = (
        value.get("model_call_id"),
        value.get("response_id"),
        value.get("model_ref"),
    )
    if not (call_id is None or isinstance(call_id, str)):
        return None
    if not (response_id is None or isinstance(response_id, str)):
        return None
    if not (model_ref is None or isinstance(model_ref, dict)):
        return None
    return _Ref(call_id or None, _server(model_ref), response_id or None)


def _check_ref(value: Any, path: Path, out: Out) -> _Ref | None:
    """Rule model_call_ref.join_key; returns the key when the reference can be resolved."""
    if not isinstance(value, dict):
        return None
    ref = _ref(value)
    if ref is None:
        return None
    if not ref.has_key:
        out.append(
            finding(
                "model_call_ref.join_key",
                path,
                "this model-call reference cannot be joined to a call ("
                + (", ".join(f"{k} {_show(value[k])}" for k in _REF_KEYS if k in value) or "empty")
                + "): give a non-empty model_call_id, or a model_ref together with a non-empty "
                "response_id",
            )
        )
        return None
    return ref if ref.resolvable else None


def _check_ref_list(value: Any, path: Path, out: Out) -> list[tuple[Path, _Ref]]:
    """Rule model_call_ref.join_key over a list of references; the resolvable ones."""
    found = []
    for index, item in _objects(value):
        # A well-typed reference with a join key is resolvable as it stands (what _ref and
        # _check_ref decide, without their calls); anything else goes through _check_ref.
        call_id, response_id = item.get("model_call_id"), item.get("response_id")
        server = item.get("model_ref")
        if (
            (call_id is None or type(call_id) is str)
            and (response_id is None or type(response_id) is str)
            and (server is None or (server := _server(server)) is not _BROKEN)
            and (call_id or (server is not None and response_id))
        ):
            found.append(((*path, index), _Ref(call_id or None, server, response_id or None)))
            continue
        where = (*path, index)
        ref = _check_ref(item, where, out)
        if ref is not None:
            found.append((where, ref))
    return found


class _Calls:
    """The model calls of a document, indexed for resolving references (trajspec._model_calls holds
    the one matching rule), with where they are for messages."""

    __slots__ = ("index", "where")

    def __init__(self, index: CallIndex, where: str) -> None:
        self.index = index
        self.where = where

    def candidates(self, ref: _Ref) -> list[int]:
        """The calls a reference matches: by id (narrowed by model_ref and response_id when the
        reference has them), else by the exact (model_ref, response_id)."""
        return self.index.candidates_for((ref.call_id, ref.server, ref.response_id))

    @classmethod
    def of_trajectory(cls, calls: Any, where: str) -> _Calls:
        return cls(CallIndex.of_trajectory(calls), where)

    @classmethod
    def of_capture(cls, calls: Any, where: str) -> _Calls:
        keys = [ref_key(c) if isinstance(c, dict) else (None, None, None) for c in calls]
        return cls(CallIndex(keys), where)


class _Gaps:
    """What the gaps of a document say about references that do not resolve."""

    __slots__ = ("codes", "named")

    def __init__(self) -> None:
        self.codes: set[str] = set()
        self.named: set[tuple[str, str]] = set()

    def add(self, gaps: Any) -> None:
        for _, gap in _objects(gaps):
            code = gap.get("code")
            if not isinstance(code, str):
                continue
            self.codes.add(code)
            invocation, detail = gap.get("invocation_id"), gap.get("detail")
            if (
                code.startswith(_REFERENCE_GAP_PREFIX)
                and isinstance(invocation, str)
                and isinstance(detail, str)
            ):
                field, colon, rest = detail.partition(":")
                if colon and field in _REF_FIELDS:
                    detail = rest
                self.named.add((invocation, detail))

    def excuses(self, invocation: Any, ref: _Ref) -> bool:
        """Whether a gap explains why ``ref`` (of ``invocation``) does not resolve."""
        if self.codes & _CALLS_INCOMPLETE:
            return True
        if not isinstance(invocation, str):
            return False
        return any(
            name is not None and (invocation, name) in self.named
            for name in (ref.call_id, ref.response_id)
        )


def _resolve(
    refs: list[tuple[Path, _Ref, Any]],
    calls: _Calls,
    gaps: _Gaps,
    code: str,
    out: Out,
) -> tuple[set[int], bool]:
    """Report each reference (path, key, owning invocation id) that does not match exactly one
    call, unless a gap excuses it. Returns the calls matched and whether every reference
    matched exactly one."""
    matched: set[int] = set()
    complete = True
    for path, ref, invocation in refs:
        found = calls.candidates(ref)
        if len(found) == 1:
            matched.add(found[0])
            continue
        complete = False
        if gaps.excuses(invocation, ref):
            continue
        if found:
            where = ", ".join(f"{calls.where}/{i}" for i in found[:5])
            problem = f"matches {len(found)} model calls ({where}), not exactly one"
            gap = "model_call_reference_ambiguous"
        else:
            problem = f"matches no model call in {calls.where}"
            gap = "model_call_reference_unmatched"
        out.append(
            finding(
                code,
                path,
                f"the model-call reference ({ref.describe()}) {problem}; make it name one "
                f"call, or record a {gap} gap for invocation {_show(invocation)} naming it",
            )
        )
    return matched, complete


# --- leaf rules -----------------------------------------------------------------------------


# The quiet checks below answer "certainly nothing to report" for the usual object without
# building its path or calling the rule; False only means "run the rule", which alone makes
# findings. Loops over thousands of calls use them first.


def _timing_quiet(value: dict[str, Any]) -> bool:
    started, completed = value.get("started_at"), value.get("completed_at")
    if started is None or completed is None:
        return True
    return type(started) is float and type(completed) is float and completed >= started


def _token_stats_quiet(value: Any) -> bool:
    if value is None:
        return True
    if type(value) is not dict:
        return False
    prompt, completion = value.get("prompt_tokens"), value.get("completion_tokens")
    total, cached = value.get("total_tokens"), value.get("cached_tokens")
    for count in (prompt, completion, total, cached):
        if count is not None and type(count) is not int:
            return False
    if cached is not None and prompt is not None and cached > prompt:
        return False
    return prompt is None or completion is None or total is None or total == prompt + completion


def _timing(value: dict[str, Any], path: Path, code: str, what: str, out: Out) -> None:
    started, completed = _number(value.get("started_at")), _number(value.get("completed_at"))
    if started is not None and completed is not None and completed < started:
        out.append(
            finding(
                code,
                (*path, "completed_at"),
                f"{what} completed_at {completed!r} is earlier than its started_at {started!r}; "
                "it must be equal or later",
            )
        )


def _token_stats(value: Any, path: Path, out: Out) -> None:
    if not isinstance(value, dict):
        return
    prompt = _count(value.get("prompt_tokens"))
    completion = _count(value.get("completion_tokens"))
    total = _count(value.get("total_tokens"))
    cached = _count(value.get("cached_tokens"))
    if cached is not None and prompt is not None and cached > prompt:
        out.append(
            finding(
                "token_stats.cached_within_prompt",
                (*path, "cached_tokens"),
                f"cached_tokens {cached} is greater than prompt_tokens {prompt}; cached tokens "
                "are part of the prompt, so at most prompt_tokens",
            )
        )
    if (
        prompt is not None
        and completion is not None
        and total is not None
        and total != prompt + completion
    ):
        out.append(
            finding(
                "token_stats.total_matches_parts",
                (*path, "total_tokens"),
                f"total_tokens {total} is not prompt_tokens {prompt} + completion_tokens "
                f"{completion} = {prompt + completion}",
            )
        )


def _model_call(value: Any, path: Path, out: Out) -> None:
    if not isinstance(value, dict):
        return
    _timing(value, path, "model_call.timing_order", "the model call's", out)
    _token_stats(value.get("token_stats"), (*path, "token_stats"), out)


def _tool_call(value: Any, path: Path, out: Out) -> None:
    if isinstance(value, dict):
        _timing(value, path, "tool_call.timing_order", "the tool call's", out)


def _trajectory_tool_call(value: Any, path: Path, out: Out) -> None:
    if isinstance(value, dict):
        _timing(value, path, "trajectory_tool_call.timing_order", "the tool call's", out)


def _capture_call(value: Any, path: Path, out: Out) -> None:
    if isinstance(value, dict):
        _timing(value, path, "capture_call.timing_order", "the captured call's", out)


def _capture_exchange(value: Any, path: Path, out: Out) -> None:
    if isinstance(value, dict):
        _timing(value, path, "capture_exchange.timing_order", "the exchange's", out)


def _gap(value: Any, path: Path, out: Out) -> None:
    if not isinstance(value, dict):
        return
    code = value.get("code")
    if isinstance(code, str) and code and code not in known_gap_codes():
        out.append(
            finding(
                "gap.code_known",
                (*path, "code"),
                f"gap code {_show(code)} is not one of the known codes of "
                "spec/gaps/gap_codes.json; new codes are allowed, but check the spelling",
            )
        )


def _gaps(value: Any, path: Path, out: Out) -> None:
    for index, gap in _objects(value):
        _gap(gap, (*path, index), out)


_VIDEO_SOURCES: Final = frozenset({"video_url", "video"})


def _video_part(value: Any, path: Path, out: Out) -> None:
    if not isinstance(value, dict) or value.get("type") != "input_video":
        return
    url, video = value.get("video_url"), value.get("video")
    if not all(isinstance(v, str) and v for k, v in value.items() if k in _VIDEO_SOURCES):
        return  # null, a wrong type or an empty string: the structural pass reports it
    if url is None and video is None:
        message = "an input_video part needs a source: set video_url or video"
    elif url is not None and video is not None:
        message = (
            f"an input_video part has both video_url {_show(url)} and video {_show(video)}; "
            "keep exactly one of them"
        )
    else:
        return
    out.append(finding("content_part.input_video_source", path, message))


def _message(value: Any, path: Path, out: Out) -> None:
    if not isinstance(value, dict):
        return
    for index, part in _objects(value.get("content")):
        if part.get("type") == "input_video":  # the only part with a rule
            _video_part(part, (*path, "content", index), out)


def _conversation_item(value: Any, path: Path, out: Out) -> None:
    if not isinstance(value, dict):
        return
    if (
        "prompt_token_ids" in value
        or "generation_token_ids" in value
        or "generation_log_probs" in value
        or "routed_experts" in value
    ):
        # Presence counts, a null value too, as in the reference's models.
        carried = [key for key in _TOKEN_TRIGGERS if key in value]
        missing = [key for key in _TOKEN_KEYS if key not in value]
        if carried and missing:
            out.append(
                finding(
                    "conversation_item.token_metadata_complete",
                    path,
                    f"the item carries {', '.join(carried)} but not {', '.join(missing)}; "
                    "token metadata comes as all of prompt_token_ids, generation_token_ids "
                    "and generation_log_probs, or none",
                )
            )
    # A message may leave its type out (the Responses API's easy input message).
    if value.get("type", "message") == "message":
        _message(value, path, out)


def _collection_config(value: Any, path: Path, out: Out) -> None:
    if not isinstance(value, dict) or value.get("observability_enabled") is not True:
        return
    if "model_call_capture_dir" not in value:
        where, what = path, "has no model_call_capture_dir"
    elif value["model_call_capture_dir"] is None:
        where, what = (*path, "model_call_capture_dir"), "has model_call_capture_dir null"
    else:
        return  # a string: the schema checks that it is absolute
    out.append(
        finding(
            "collection_config.capture_dir_required",
            where,
            f"observability_enabled is true but the configuration {what}; give the absolute "
            "path of the shared capture directory",
        )
    )


# --- invocations ----------------------------------------------------------------------------


def _invocation(value: Any, path: Path, out: Out) -> list[tuple[Path, _Ref]]:
    """The rules inside one invocation; its resolvable references."""
    if not isinstance(value, dict):
        return []
    conversation = value.get("conversation")
    if isinstance(conversation, list):
        for index, item in enumerate(conversation):
            # Only a message or an item with token metadata has a rule; most items are
            # neither, and building their paths was most of the cost.
            if isinstance(item, dict) and (
                item.get("type", "message") == "message" or not _TOKEN_TRIGGER_SET.isdisjoint(item)
            ):
                _conversation_item(item, (*path, "conversation", index), out)
    return _check_ref_list(value.get("model_calls"), (*path, "model_calls"), out)


def _invocation_graph(
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
                f"invocation_id {_show(iid)} is already used by {pointer((*path, first[iid]))}; "
                "each invocation needs an id of its own",
            )
        )
        if pid == iid:
            out.append(
                finding(
                    acyclic_code,
                    (*path, index, "parent_invocation_id"),
                    f"invocation {_show(iid)} names itself as its parent; a parent must be "
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
            chain = " -> ".join(_show(i) for i in [*cycle, cycle[0]])
            message = (
                f"invocation {_show(cycle[0])} names itself as its parent; a parent must be "
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


# --- observation bundle ---------------------------------------------------------------------


class _BundleFacts:
    __slots__ = ("compaction_refs", "gaps", "invocation_refs")

    def __init__(self) -> None:
        self.invocation_refs: list[tuple[Path, _Ref, Any]] = []
        self.compaction_refs: list[tuple[Path, _Ref, Any]] = []
        self.gaps: Any = None


def _compaction(value: Any, path: Path, out: Out) -> list[tuple[Path, _Ref]]:
    if not isinstance(value, dict):
        return []
    found = []
    for field in ("before_model_call", "after_model_call"):
        where = (*path, field)
        ref = _check_ref(value.get(field), where, out)
        if ref is not None:
            found.append((where, ref))
    found.extend(_check_ref_list(value.get("model_calls"), (*path, "model_calls"), out))
    return found


def _record(value: Any, path: Path, out: Out, facts: _BundleFacts | None = None) -> None:
    if not isinstance(value, dict):
        return
    kind = value.get("kind")
    if kind == "agent_invocation":
        refs = _invocation(value, path, out)
        if facts is not None:
            iid = value.get("invocation_id")
            facts.invocation_refs.extend((p, r, iid) for p, r in refs)
    elif kind == "tool_call":
        _tool_call(value, path, out)
    elif kind == "context_compaction":
        refs = _compaction(value, path, out)
        if facts is not None:
            iid = value.get("invocation_id")
            facts.compaction_refs.extend((p, r, iid) for p, r in refs)


def _bundle(value: Any, path: Path, out: Out) -> _BundleFacts | None:
    if not isinstance(value, dict):
        return None
    facts = _BundleFacts()
    records = list(_objects(value.get("records")))
    for index, record in records:
        _record(record, (*path, "records", index), out, facts)
    _invocation_graph(
        [(i, r) for i, r in records if r.get("kind") == "agent_invocation"],
        (*path, "records"),
        "invocation.id_unique",
        "invocation.parent_acyclic",
        out,
    )
    facts.gaps = value.get("gaps")
    _gaps(facts.gaps, (*path, "gaps"), out)
    return facts


# --- trajectory -----------------------------------------------------------------------------


class _TrajectoryFacts:
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
        self.calls: _Calls | None = None  # None when model_calls is not a list
        self.has_model_calls = False  # the trajectory lists model_calls (possibly empty)
        self.model_calls: list[Any] = []
        self.gaps: Any = None
        self.invocation_ids: set[str] | None = None
        self.owned: set[int] = set()
        self.owned_complete = True


def _trajectory(value: Any, path: Path, out: Out) -> _TrajectoryFacts | None:
    if not isinstance(value, dict):
        return None
    facts = _TrajectoryFacts()
    task_id, rollout_id = value.get("task_id"), value.get("rollout_id")

    # Invocations: their own rules, unique ids, acyclic parents.
    raw_invocations = value.get("invocations", [])
    invocations = list(_objects(raw_invocations))
    owned_refs: list[tuple[Path, _Ref, Any]] = []
    for index, invocation in invocations:
        where = (*path, "invocations", index)
        refs = _invocation(invocation, where, out)
        owned_refs.extend((p, r, invocation.get("invocation_id")) for p, r in refs)
        facts.owned_complete &= len(refs) == _ref_count(invocation)
    first_invocation = _invocation_graph(
        invocations,
        (*path, "invocations"),
        "invocation.id_unique_in_trajectory",
        "invocation.parent_acyclic_in_trajectory",
        out,
    )
    if isinstance(raw_invocations, list):
        facts.invocation_ids = set(first_invocation)

    # Turns: identity, unique numbers, an invocation that exists, their references.
    numbers: dict[tuple[str, int], int] = {}
    for index, turn in _objects(value.get("turns")):
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
                            f"the turn's {key} {_show(own)} differs from the trajectory's "
                            f"{_show(expected)}; a turn carries its trajectory's {key}",
                        )
                    )
        number = _integral(turn.get("turn_no"))
        if isinstance(iid, str) and number is not None:
            earlier = numbers.setdefault((iid, number), index)
            if earlier != index:
                out.append(
                    finding(
                        "turn.number_unique",
                        (*path, "turns", index, "turn_no"),
                        f"turn_no {number} of invocation {_show(iid)} is already used by "
                        f"{pointer((*path, 'turns', earlier))}; number each turn of an "
                        "invocation differently",
                    )
                )
        if (
            isinstance(iid, str)
            and facts.invocation_ids is not None
            and iid not in facts.invocation_ids
        ):
            out.append(
                finding(
                    "turn.invocation_resolves",
                    (*path, "turns", index, "invocation_id"),
                    f"the turn's invocation_id {_show(iid)} names no invocation of the "
                    "trajectory; add the invocation or correct the id",
                )
            )
        refs = _check_ref_list(turn.get("model_calls"), (*path, "turns", index, "model_calls"), out)
        owned_refs.extend((p, r, iid) for p, r in refs)
        facts.owned_complete &= len(refs) == _ref_count(turn)

    # Model calls: their own rules, unique ids.
    raw_calls = value.get("model_calls", [])
    if isinstance(raw_calls, list):
        facts.has_model_calls = "model_calls" in value
        facts.model_calls = raw_calls
        facts.calls = _Calls.of_trajectory(raw_calls, pointer((*path, "model_calls")))
    seen_calls: dict[str, int] = {}
    for index, call in _objects(raw_calls):
        if not (_timing_quiet(call) and _token_stats_quiet(call.get("token_stats"))):
            _model_call(call, (*path, "model_calls", index), out)
        call_id = call.get("model_call_id")
        if isinstance(call_id, str) and call_id:
            earlier = seen_calls.setdefault(call_id, index)
            if earlier != index:
                out.append(
                    finding(
                        "model_call.id_unique",
                        (*path, "model_calls", index, "model_call_id"),
                        f"model_call_id {_show(call_id)} is already used by "
                        f"{pointer((*path, 'model_calls', earlier))}; each model call needs an "
                        "id of its own (or null)",
                    )
                )

    # Tool calls: their own rules, unique (invocation_id, tool_call_id).
    tools: dict[tuple[str, str], int] = {}
    for index, tool in _objects(value.get("tool_calls")):
        if not _timing_quiet(tool):
            _trajectory_tool_call(tool, (*path, "tool_calls", index), out)
        iid, tid = tool.get("invocation_id"), tool.get("tool_call_id")
        if isinstance(iid, str) and isinstance(tid, str):
            earlier = tools.setdefault((iid, tid), index)
            if earlier != index:
                out.append(
                    finding(
                        "tool_call.id_unique",
                        (*path, "tool_calls", index, "tool_call_id"),
                        f"tool call {_show(tid)} of invocation {_show(iid)} is already "
                        f"recorded at {pointer((*path, 'tool_calls', earlier))}; record each "
                        "tool call once",
                    )
                )

    # The tool call that spawned an invocation belongs to its parent.
    if not isinstance(value.get("tool_calls", []), list):
        invocations = []  # the tool calls are unreadable: nothing to resolve against
    for index, invocation in invocations:
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
                    f"spawned_by_tool_call_id {_show(spawner)} names no tool call of the parent "
                    f"invocation {_show(pid)} in tool_calls; record that tool call or correct "
                    "the id",
                )
            )

    # Gaps, then the references of turns and invocations.
    facts.gaps = value.get("gaps")
    _gaps(facts.gaps, (*path, "gaps"), out)
    if facts.calls is not None:
        gaps = _Gaps()
        gaps.add(facts.gaps)
        facts.owned, complete = _resolve(
            owned_refs, facts.calls, gaps, "model_call_ref.resolves", out
        )
        facts.owned_complete &= complete
    return facts


def _ref_count(value: dict[str, Any]) -> int:
    """How many references an invocation or a turn lists."""
    refs = value.get("model_calls")
    return len(refs) if isinstance(refs, list) else 0


# --- rollout row ----------------------------------------------------------------------------


def _identity(row: dict[str, Any], trajectory: Any, path: Path, out: Out) -> None:
    explicit = row.get("trajectory_identity")
    if isinstance(explicit, dict):  # a non-object is a structural finding
        _, problems = explicit_identity(row)
        for problem in problems:
            out.append(
                finding(
                    "row.trajectory_identity_valid",
                    (*path, *problem.path),
                    _identity_message(explicit, problem.path),
                )
            )
    if not isinstance(trajectory, dict):
        return
    identity = rollout_identity(row)
    how = (
        "the row's trajectory_identity"
        if identity.explicit
        else "the row's own ids (task id, then _ng_rollout_id or <task>-<rollout>, with the attempt suffix)"
    )
    for key, expected in (("task_id", identity.task_id), ("rollout_id", identity.rollout_id)):
        actual = trajectory.get(key)
        if expected is not None and isinstance(actual, str) and actual != expected:
            out.append(
                finding(
                    "row.identity_matches_trajectory",
                    (*path, "ng_trajectory", key),
                    f"ng_trajectory.{key} is {_show(actual)} but {how} give {_show(expected)}",
                )
            )


def _identity_message(explicit: dict[str, Any], path: tuple[str | int, ...]) -> str:
    field = path[-1] if len(path) > 1 else None
    fallback = "; until it is valid, the identity comes from the row's ids"
    if field == "task_id":
        return (
            f"trajectory_identity.task_id is {_show(explicit.get('task_id'))}; it must be a "
            f"non-empty string{fallback}"
        )
    if field == "rollout_id":
        return (
            f"trajectory_identity.rollout_id is {_show(explicit.get('rollout_id'))}; it must "
            f"match ^[A-Za-z0-9][A-Za-z0-9._-]*${fallback}"
        )
    extra = sorted(str(key) for key in explicit if key not in ("task_id", "rollout_id"))
    return (
        f"trajectory_identity has the key(s) {', '.join(extra)}; it holds only task_id and "
        f"rollout_id{fallback}"
    )


def _observation_refs(
    row: dict[str, Any],
    path: Path,
    bundle: _BundleFacts | None,
    trajectory: _TrajectoryFacts | None,
    out: Out,
) -> None:
    """Rules compaction.model_call_refs_resolve and invocation.model_call_refs_resolve."""
    if bundle is None or not (bundle.compaction_refs or bundle.invocation_refs):
        return
    calls: _Calls | None = None
    if trajectory is not None and trajectory.calls is not None and trajectory.has_model_calls:
        calls = trajectory.calls
    else:
        capture = row.get("ng_model_call_capture")
        if isinstance(capture, dict) and isinstance(capture.get("calls"), list):
            where = pointer((*path, "ng_model_call_capture", "calls"))
            calls = _Calls.of_capture(capture["calls"], where)
    if calls is None:
        return  # no model calls to resolve against
    gaps = _row_gaps(row, bundle, trajectory)
    _resolve(bundle.compaction_refs, calls, gaps, "compaction.model_call_refs_resolve", out)
    covered = trajectory.invocation_ids if trajectory is not None else None
    refs = [
        r
        for r in bundle.invocation_refs
        if not (covered and isinstance(r[2], str) and r[2] in covered)
    ]
    _resolve(refs, calls, gaps, "invocation.model_call_refs_resolve", out)


def _row_gaps(
    row: dict[str, Any], bundle: _BundleFacts | None, trajectory: _TrajectoryFacts | None
) -> _Gaps:
    gaps = _Gaps()
    if trajectory is not None:
        gaps.add(trajectory.gaps)
    if bundle is not None:
        gaps.add(bundle.gaps)
    capture = row.get("ng_model_call_capture")
    if isinstance(capture, dict):
        gaps.add(capture.get("gaps"))
    return gaps


def _finished(call: dict[str, Any]) -> bool:
    """Whether a trajectory model call finished with a response: no HTTP error status, no error
    category (an incomplete response is finished), no failed response status."""
    metadata = call.get("response_metadata")
    if not isinstance(metadata, dict):
        return True
    status = _integral(metadata.get("status_code"))
    if status is not None and status >= 400:
        return False
    category = metadata.get("error_category")
    if isinstance(category, str) and category and category != "incomplete":
        return False
    status_text = metadata.get("response_status")
    return not (isinstance(status_text, str) and status_text in _FAILED_RESPONSE_STATUS)


def _usage_count(usage: dict[str, Any], names: tuple[str, str]) -> tuple[str, int | None]:
    """The first of two usage keys that is present, and its count."""
    name = names[0] if names[0] in usage else names[1]
    return name, _count(usage.get(name))


def _usage(
    row: dict[str, Any],
    path: Path,
    bundle: _BundleFacts | None,
    trajectory: _TrajectoryFacts | None,
    out: Out,
) -> None:
    """Rules row.usage_matches_calls and row.usage_present."""
    response = row.get("response")
    if not isinstance(response, dict) or trajectory is None or trajectory.calls is None:
        return
    if _row_gaps(row, bundle, trajectory).codes & _USAGE_UNKNOWABLE:
        return
    if not trajectory.owned_complete:
        return  # some owned call is not known exactly
    if not trajectory.owned and any(isinstance(c, dict) for c in trajectory.model_calls):
        return  # calls exist but nothing says which are the agent's
    prompt_sum = completion_sum = 0
    finished = 0
    for index in trajectory.owned:
        call = trajectory.model_calls[index]
        if not _finished(call):
            continue
        finished += 1
        stats = call.get("token_stats")
        stats = stats if isinstance(stats, dict) else {}
        prompt, completion = (
            _count(stats.get("prompt_tokens")),
            _count(stats.get("completion_tokens")),
        )
        if prompt is None or completion is None:
            return  # a finished response's counts are unknown: usage may be omitted
        prompt_sum += prompt
        completion_sum += completion
    usage = response.get("usage")
    counts: list[tuple[str, int | None, int]] = []
    if isinstance(usage, dict):
        counts = [
            (*_usage_count(usage, ("input_tokens", "prompt_tokens")), prompt_sum),
            (*_usage_count(usage, ("output_tokens", "completion_tokens")), completion_sum),
        ]
    scope = (
        f"the owned model calls that finished ({finished}) sum to {prompt_sum} prompt and "
        f"{completion_sum} completion tokens"
        if finished
        else "no owned model call finished with a response, so usage is zero"
    )
    if counts and all(count is not None for _, count, _ in counts):
        for name, count, expected in counts:
            if count != expected:
                out.append(
                    finding(
                        "row.usage_matches_calls",
                        (*path, "response", "usage", name),
                        f"response.usage.{name} is {count}, but {scope}; it must be {expected} "
                        "(usage is the sum over the model responses that finished)",
                    )
                )
        return
    if "usage" in response:
        where: Path = (*path, "response", "usage")
        what = f"response.usage {_show(usage)} lacks a prompt or a completion count"
    else:
        where, what = (*path, "response"), "the response has no usage"
    out.append(
        finding(
            "row.usage_present",
            where,
            f"{what}, yet the counts are known: {scope}; report both counts (usage is left "
            "out only when a finished response's counts were lost)",
        )
    )


def _row(value: Any, path: Path, out: Out) -> None:
    if not isinstance(value, dict):
        return
    trajectory = value.get("ng_trajectory")
    _identity(value, trajectory, path, out)
    trajectory_facts = _trajectory(trajectory, (*path, "ng_trajectory"), out)
    bundle_facts = _bundle(
        value.get("ng_agent_observations"), (*path, "ng_agent_observations"), out
    )
    _capture(value.get("ng_model_call_capture"), (*path, "ng_model_call_capture"), out)
    _observation_refs(value, path, bundle_facts, trajectory_facts, out)
    _usage(value, path, bundle_facts, trajectory_facts, out)


def _capture(value: Any, path: Path, out: Out) -> None:
    if not isinstance(value, dict):
        return
    for index, call in _objects(value.get("calls")):
        if not _timing_quiet(call):
            _capture_call(call, (*path, "calls", index), out)
    _gaps(value.get("gaps"), (*path, "gaps"), out)


# --- the checks by schema -------------------------------------------------------------------


def _check(rule: Callable[[Any, Path, Out], object]) -> Callable[[Any], list[Finding]]:
    def check(document: Any) -> list[Finding]:
        out: Out = []
        rule(document, (), out)
        return out

    check.__name__ = f"check{rule.__name__}"
    return check


_CONVERSATION_ITEM_SCHEMAS: Final = (
    "additional_tools_item",
    "apply_patch_call_item",
    "apply_patch_call_output_item",
    "code_interpreter_call_item",
    "compaction_item",
    "compaction_trigger_item",
    "computer_call_item",
    "computer_call_output_item",
    "custom_tool_call_item",
    "custom_tool_call_output_item",
    "file_search_call_item",
    "function_call_item",
    "function_call_output_item",
    "image_generation_call_item",
    "local_shell_call_item",
    "local_shell_call_output_item",
    "mcp_approval_request_item",
    "mcp_approval_response_item",
    "mcp_call_item",
    "mcp_list_tools_item",
    "message_item",
    "reasoning_item",
    "shell_call_item",
    "shell_call_output_item",
    "tool_search_call_item",
    "tool_search_output_item",
    "web_search_call_item",
)

_RULES: dict[str, Callable[[Any, Path, Out], object]] = {
    "rollout_row": _row,
    "rollout_failure_record": _row,  # a failures-sidecar line carries a row's evidence
    "trajectory_record": _trajectory,
    "agent_observation_bundle": _bundle,
    "agent_observation_record": _record,
    "agent_invocation": _invocation,
    "context_compaction_observation": _compaction,
    "tool_call_observation": _tool_call,
    "trajectory_turn": lambda value, path, out: (
        _check_ref_list(value.get("model_calls"), (*path, "model_calls"), out)
        if isinstance(value, dict)
        else None
    ),
    "model_call_ref": _check_ref,
    "trajectory_model_call": _model_call,
    "trajectory_token_stats": _token_stats,
    "trajectory_tool_call": _trajectory_tool_call,
    "observation_gap": _gap,
    "model_call_capture": _capture,
    "model_call_record": _capture_call,
    "capture_exchange": _capture_exchange,
    "collection_config": _collection_config,
    "conversation_item": _conversation_item,
    "message_content_part": _video_part,
    "input_video_part": _video_part,
    **dict.fromkeys(_CONVERSATION_ITEM_SCHEMAS, _conversation_item),
}

#: The semantic check of each schema with rules (or containing a schema with rules), by
#: qualified schema name.
CHECKS: dict[str, Callable[[Any], list[Finding]]] = {
    f"evidence/1.0/{name}": _check(rule) for name, rule in _RULES.items()
}

__all__ = ["CHECKS", "known_gap_codes"]
