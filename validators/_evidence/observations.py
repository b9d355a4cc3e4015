"""The rules of an agent observation bundle and of its records (invocations, tool calls,
context compactions), and the facts the row rules need from a bundle."""

from __future__ import annotations

from typing import Any

from trajspec.validators._evidence.calls import _tool_call
from trajspec.validators._evidence.gaps import _gaps
from trajspec.validators._evidence.invocations import _invocation, _invocation_graph
from trajspec.validators._evidence.references import _check_ref, _check_ref_list, _Ref
from trajspec.validators._evidence.values import Out, Path, _objects


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
