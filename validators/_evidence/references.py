"""Model-call references: the join key of a reference (rule model_call_ref.join_key), the
calls of a document indexed to resolve references against, what gaps excuse, and the report of
a reference that does not match exactly one call."""

from __future__ import annotations

from collections.abc import Callable
from itertools import chain, repeat
from operator import itemgetter
from typing import Any, Final, cast

from trajspec._findings import pointer
from trajspec._jsonvalues import show
from trajspec._model_calls import CallIndex, RefKey, ref_key
from trajspec._rules import finding
from trajspec.validators._evidence.gaps import CALLS_INCOMPLETE
from trajspec.validators._evidence.values import BATCH_MIN, Out, Path, objects

#: Gaps that name one reference: model_call_reference_* (the join writes _unmatched, _ambiguous
#: and _conflict) with the invocation and, in ``detail``, the reference's model_call_id or
#: response_id, for compaction references prefixed with the field (``model_calls:<id>``).
_REFERENCE_GAP_PREFIX: Final = "model_call_reference_"
_REF_FIELDS: Final = ("model_calls", "before_model_call", "after_model_call")
_REF_KEYS: Final = ("model_call_id", "model_ref", "response_id")


#: A ``model_ref`` that is present but not a usable {type, name} pair.
_BROKEN: Final = ("", "\x00broken")

Server = tuple[str, str]


class Ref:
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
            parts.append(f"model_call_id {show(self.call_id, limit=80)}")
        if self.server is not None and self.server is not _BROKEN:
            parts.append(f"model_ref {self.server[0]}/{self.server[1]}")
        if self.response_id is not None:
            parts.append(f"response_id {show(self.response_id, limit=80)}")
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


def _ref(value: dict[str, Any]) -> Ref | None:
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
    return Ref(call_id or None, _server(model_ref), response_id or None)


def check_ref(value: Any, path: Path, out: Out) -> Ref | None:
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
                + (
                    ", ".join(f"{k} {show(value[k], limit=80)}" for k in _REF_KEYS if k in value)
                    or "empty"
                )
                + "): give a non-empty model_call_id, or a model_ref together with a non-empty "
                "response_id",
            )
        )
        return None
    return ref if ref.resolvable else None


def check_ref_list(value: Any, path: Path, out: Out) -> list[tuple[Path, Ref]]:
    """Rule model_call_ref.join_key over a list of references; the resolvable ones."""
    found = []
    for index, item in objects(value):
        # A well-typed reference with a join key is resolvable as it stands (what _ref and
        # check_ref decide, without their calls); anything else goes through check_ref.
        call_id, response_id = item.get("model_call_id"), item.get("response_id")
        server = item.get("model_ref")
        if (
            (call_id is None or type(call_id) is str)
            and (response_id is None or type(response_id) is str)
            and (server is None or (server := _server(server)) is not _BROKEN)
            and (call_id or (server is not None and response_id))
        ):
            found.append(((*path, index), Ref(call_id or None, server, response_id or None)))
            continue
        where = (*path, index)
        ref = check_ref(item, where, out)
        if ref is not None:
            found.append((where, ref))
    return found


#: map(_get, items, repeat(key)) reads a member of every item in C
_get: Callable[..., Any] = dict.get
_NONE: Final = type(None)
_first: Final = itemgetter(0)


def quiet_ref_keys(lists: list[Any]) -> list[RefKey] | None:
    """The join keys of every reference of ``lists`` (lists of references, read in order),
    as the references check_ref_list returns would carry them, when check_ref_list reports
    nothing for any list and returns every item: each list a list of objects whose members
    are well typed, no empty id, and each with a join key. Read in C for the two usual
    shapes (every reference without a model_ref, or every one with a {type, name} pair);
    None means "check list by list"."""
    if not set(map(type, lists)) <= {list}:
        return None
    refs = list(chain.from_iterable(lists))
    if not set(map(type, refs)) <= {dict}:
        return None
    ids = list(map(_get, refs, repeat("model_call_id")))
    responses = list(map(_get, refs, repeat("response_id")))
    if not set(map(type, ids)) | set(map(type, responses)) <= {str, _NONE}:
        return None
    if "" in ids or "" in responses:  # empty counts as absent: left to the full check
        return None
    servers: list[Any] = list(map(_get, refs, repeat("model_ref")))
    kinds = set(map(type, servers))
    if kinds <= {_NONE}:
        if None in ids:  # without a model_ref only an id joins
            return None
    elif kinds <= {dict}:
        names = list(map(_get, servers, repeat("name")))
        servers = list(zip(map(_get, servers, repeat("type")), names, strict=True))
        if not set(map(type, map(_first, servers))) | set(map(type, names)) <= {str}:
            return None
        if (None, None) in zip(ids, responses, strict=True):  # neither id nor response id
            return None
    else:
        return None
    return list(zip(ids, servers, responses, strict=True))


def _trajectory_keys_quietly(calls: Any) -> list[RefKey] | None:
    """``trajectory_call_key`` of every call of a list, read in C for the usual list: objects
    with a non-empty model_call_id, and a response_metadata object with a non-empty
    response_id and a {type, name} model_ref of strings. None means "call by call"."""
    if type(calls) is not list or not set(map(type, calls)) <= {dict}:
        return None
    ids = list(map(_get, calls, repeat("model_call_id")))
    metadata = list(map(_get, calls, repeat("response_metadata")))
    if not (set(map(type, ids)) <= {str} and set(map(type, metadata)) <= {dict}):
        return None
    responses = list(map(_get, metadata, repeat("response_id")))
    servers = list(map(_get, metadata, repeat("model_ref")))
    if not (set(map(type, responses)) <= {str} and set(map(type, servers)) <= {dict}):
        return None
    if "" in ids or "" in responses:
        return None
    kinds = list(map(_get, servers, repeat("type")))
    names = list(map(_get, servers, repeat("name")))
    if not set(map(type, kinds)) | set(map(type, names)) <= {str}:
        return None
    return list(zip(ids, zip(kinds, names, strict=True), responses, strict=True))


def resolve_quietly(keys: list[RefKey], calls: Calls) -> set[int] | None:
    """The calls matched when every key of ``keys`` matches exactly one call: then
    :func:`resolve` over those references reports nothing, matches these calls and calls
    the references complete. None means "resolve them one by one"."""
    if len(keys) >= BATCH_MIN:
        matched = _matched_in_c(keys, calls.keys)
        if matched is not None:
            return matched
    found = list(map(calls.index.candidates_for, keys))
    if not set(map(len, found)) <= {1}:
        return None
    return set(map(_first, found))


_second: Final = itemgetter(1)
_third: Final = itemgetter(2)


def _matched_in_c(keys: list[RefKey], call_keys: list[RefKey]) -> set[int] | None:
    """What resolve_quietly answers, read in C for the two usual lists of references: all by
    id alone, against calls whose ids are all present and distinct (the one call with that
    id); or all by model_ref and response_id alone, against calls whose pairs are all
    present and distinct (the one call with that pair). None means "key by key"."""
    if not keys:
        return set()
    ids, servers, responses = map(list, zip(*keys, strict=True))
    # A call's part that is None is in no index of CallIndex; here it is a key that no
    # reference asks for (theirs have no None), and it never hides a repeat that matters.
    if None not in ids and set(servers) == {None} and set(responses) == {None}:
        own: list[Any] = list(map(_first, call_keys))
        wanted: list[Any] = ids
    elif set(ids) == {None} and None not in servers and None not in responses:
        own = list(zip(map(_second, call_keys), map(_third, call_keys), strict=True))
        wanted = list(zip(servers, responses, strict=True))
    else:
        return None
    positions: dict[Any, int] = dict(zip(own, range(len(own)), strict=True))
    if len(positions) != len(own):  # two calls alike: a key may match both
        return None
    found = list(map(positions.get, wanted))
    if None in found:
        return None
    return set(cast("list[int]", found))


class Calls:
    """The model calls of a document, indexed for resolving references (trajspec._model_calls holds
    the one matching rule), with where they are for messages."""

    __slots__ = ("_index", "_where", "keys")

    def __init__(self, index: CallIndex | list[RefKey], where: str | Path) -> None:
        # Built on first use from the keys alone: references that resolve_quietly matches in
        # C never need the index.
        self._index = index if isinstance(index, CallIndex) else None
        self.keys = index.keys if isinstance(index, CallIndex) else index
        self._where = where

    @property
    def where(self) -> str:
        """The JSON Pointer of the calls (given as one, or as path parts: written only for a
        finding's message)."""
        where = self._where
        return where if isinstance(where, str) else pointer(where)

    @property
    def index(self) -> CallIndex:
        """The calls indexed (trajspec._model_calls)."""
        if self._index is None:
            self._index = CallIndex(self.keys)
        return self._index

    def candidates(self, ref: Ref) -> list[int]:
        """The calls a reference matches: by id (narrowed by model_ref and response_id when the
        reference has them), else by the exact (model_ref, response_id)."""
        return self.index.candidates_for((ref.call_id, ref.server, ref.response_id))

    @classmethod
    def of_trajectory(cls, calls: Any, where: str | Path) -> Calls:
        short = type(calls) is not list or len(calls) < BATCH_MIN
        keys = None if short else _trajectory_keys_quietly(calls)
        if keys is None:
            return cls(CallIndex.of_trajectory(calls), where)
        return cls(keys, where)

    @classmethod
    def of_capture(cls, calls: Any, where: str) -> Calls:
        keys = [ref_key(c) if isinstance(c, dict) else (None, None, None) for c in calls]
        return cls(CallIndex(keys), where)


class Gaps:
    """What the gaps of a document say about references that do not resolve."""

    __slots__ = ("codes", "named")

    def __init__(self) -> None:
        self.codes: set[str] = set()
        self.named: set[tuple[str, str]] = set()

    def add(self, gaps: Any) -> None:
        if not gaps:  # nothing to read (the usual empty list), without starting objects()
            return
        for _, gap in objects(gaps):
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

    def excuses(self, invocation: Any, ref: Ref) -> bool:
        """Whether a gap explains why ``ref`` (of ``invocation``) does not resolve."""
        if self.codes & CALLS_INCOMPLETE:
            return True
        if not isinstance(invocation, str):
            return False
        return any(
            name is not None and (invocation, name) in self.named
            for name in (ref.call_id, ref.response_id)
        )


def resolve(
    refs: list[tuple[Path, Ref, Any]],
    calls: Calls,
    gaps: Gaps,
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
                f"call, or record a {gap} gap for invocation {show(invocation, limit=80)} naming "
                "it",
            )
        )
    return matched, complete
