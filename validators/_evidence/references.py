"""Model-call references: the join key of a reference (rule model_call_ref.join_key), what
gaps excuse, and the report of a reference that does not name exactly one call. Which call a
reference names, and which invocation owns a call, is decided in trajspec._model_calls, the
one rule the join, ng_perf, these rules and the health checks all read."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final

from trajspec._jsonvalues import show
from trajspec._model_calls import CallIndex, RefKey, has_key, ref_key
from trajspec.validators._evidence.gaps import CALLS_INCOMPLETE
from trajspec.validators._evidence.values import Node, Path, Problem, Problems

#: Gaps that name one reference: model_call_reference_* (the join writes _unmatched, _ambiguous
#: and _conflict) with the invocation and, in ``detail``, the reference's model_call_id or
#: response_id, for compaction references prefixed with the field (``model_calls:<id>``).
_REFERENCE_GAP_PREFIX: Final = "model_call_reference_"
_REF_FIELDS: Final = ("model_calls", "before_model_call", "after_model_call")
_REF_KEYS: Final = ("model_call_id", "model_ref", "response_id")


def join_key_rules(value: dict[str, Any], node: Node, context: Any) -> Problems:
    """Rule model_call_ref.join_key: ``has_key`` of the reference's key."""
    if has_key(ref_key(value)):
        return ()
    given = ", ".join(f"{k} {show(value[k], limit=80)}" for k in _REF_KEYS if k in value)
    return (
        (
            "model_call_ref.join_key",
            (),
            f"this model-call reference cannot be joined to a call ({given or 'empty'}): give a "
            "non-empty model_call_id, or a model_ref together with a non-empty response_id",
        ),
    )


def describe(key: RefKey) -> str:
    """A reference's join key, for a message."""
    call_id, server, response_id = key
    parts = []
    if call_id is not None:
        parts.append(f"model_call_id {show(call_id, limit=80)}")
    if server is not None:
        parts.append(f"model_ref {server[0]}/{server[1]}")
    if response_id is not None:
        parts.append(f"response_id {show(response_id, limit=80)}")
    return ", ".join(parts) or "no join key"


class Calls:
    """The model calls of a document indexed (trajspec._model_calls), with the location of
    their list below the object whose rule reads them (for a message)."""

    __slots__ = ("index", "where")

    def __init__(self, index: CallIndex, where: Path) -> None:
        self.index = index
        self.where = where


class Gaps:
    """What the gaps of a document say about references that do not resolve (the schema
    proved each gap's code a string and its invocation_id and detail strings or null)."""

    __slots__ = ("codes", "named")

    def __init__(self) -> None:
        self.codes: set[str] = set()
        self.named: set[tuple[str, str]] = set()

    def add(self, gaps: list[dict[str, Any]] | None) -> None:
        for gap in gaps or ():
            code = gap["code"]
            self.codes.add(code)
            invocation, detail = gap.get("invocation_id"), gap.get("detail")
            if (
                code.startswith(_REFERENCE_GAP_PREFIX)
                and invocation is not None
                and detail is not None
            ):
                field, colon, rest = detail.partition(":")
                if colon and field in _REF_FIELDS:
                    detail = rest
                self.named.add((invocation, detail))

    def excuses(self, invocation: Any, key: RefKey) -> bool:
        """Whether a gap explains why the reference ``key`` (of ``invocation``) does not
        resolve."""
        if self.codes & CALLS_INCOMPLETE:
            return True
        if not isinstance(invocation, str):
            return False
        return any(
            name is not None and (invocation, name) in self.named for name in (key[0], key[2])
        )


#: A reference to resolve: where it is (below the object whose rule resolves it), its key,
#: and the id of the invocation it speaks for.
Reference = tuple[Path, RefKey, Any]


def unresolved(
    refs: Iterable[Reference], calls: Calls, gaps: Gaps, code: str, node: Node
) -> list[Problem]:
    """The problem ``code`` of each reference that does not name exactly one call, unless a
    gap excuses it; ``node`` is the object whose rule asks (where ``calls.where`` is)."""
    out: list[Problem] = []
    candidates = calls.index.candidates_for
    for where, key, invocation in refs:
        found = candidates(key)
        if len(found) == 1 or gaps.excuses(invocation, key):
            continue
        listed = node.pointer(*calls.where)
        if found:
            shown = ", ".join(f"{listed}/{i}" for i in found[:5])
            problem = f"matches {len(found)} model calls ({shown}), not exactly one"
            gap = "model_call_reference_ambiguous"
        else:
            problem = f"matches no model call in {listed}"
            gap = "model_call_reference_unmatched"
        out.append(
            (
                code,
                where,
                f"the model-call reference ({describe(key)}) {problem}; make it name one "
                f"call, or record a {gap} gap for invocation {show(invocation, limit=80)} "
                "naming it",
            )
        )
    return out
