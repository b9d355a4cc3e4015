"""Model-call references: the join key of a reference (rule model_call_ref.join_key), the
calls of a document indexed to resolve references against, what gaps excuse, and the report of
a reference that does not match exactly one call."""

from __future__ import annotations

from typing import Any, Final

from trajspec._findings import pointer
from trajspec._jsonvalues import show
from trajspec._model_calls import CallIndex, ref_key
from trajspec._rules import finding
from trajspec.validators._evidence.gaps import CALLS_INCOMPLETE
from trajspec.validators._evidence.values import Out, Path, objects

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


class Calls:
    """The model calls of a document, indexed for resolving references (trajspec._model_calls holds
    the one matching rule), with where they are for messages."""

    __slots__ = ("_index", "_where", "keys")

    def __init__(self, index: CallIndex, where: str | Path) -> None:
        self._index = index
        self.keys = index.keys
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
        return self._index

    def candidates(self, ref: Ref) -> list[int]:
        """The calls a reference matches: by id (narrowed by model_ref and response_id when the
        reference has them), else by the exact (model_ref, response_id)."""
        return self.index.candidates_for((ref.call_id, ref.server, ref.response_id))

    @classmethod
    def of_trajectory(cls, calls: Any, where: str | Path) -> Calls:
        return cls(CallIndex.of_trajectory(calls), where)

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
