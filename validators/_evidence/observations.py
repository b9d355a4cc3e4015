"""The rules of an agent observation bundle and of its records (invocations, tool calls,
context compactions), and the facts the row rules need from a bundle."""

from __future__ import annotations

from typing import Any

from trajspec.validators._evidence.calls import tool_call_rules
from trajspec.validators._evidence.gaps import gap_list_rules
from trajspec.validators._evidence.invocations import invocation_graph, invocation_rules
from trajspec.validators._evidence.references import Ref, check_ref, check_ref_list
from trajspec.validators._evidence.values import Out, Path, objects


class BundleFacts:
    __slots__ = ("compaction_refs", "gaps", "invocation_refs")

    def __init__(self) -> None:
        self.invocation_refs: list[tuple[Path, Ref, Any]] = []
        self.compaction_refs: list[tuple[Path, Ref, Any]] = []
        self.gaps: Any = None


def compaction_rules(value: Any, path: Path, out: Out) -> list[tuple[Path, Ref]]:
    if not isinstance(value, dict):
        return []
    found = []
    for field in ("before_model_call", "after_model_call"):
        where = (*path, field)
        ref = check_ref(value.get(field), where, out)
        if ref is not None:
            found.append((where, ref))
    found.extend(check_ref_list(value.get("model_calls"), (*path, "model_calls"), out))
    return found


def record_rules(
    value: Any,
    path: Path,
    out: Out,
    facts: BundleFacts | None = None,
) -> None:
    if not isinstance(value, dict):
        return
    kind = value.get("kind")
    if kind == "agent_invocation":
        refs = invocation_rules(value, path, out)
        if facts is not None:
            iid = value.get("invocation_id")
            facts.invocation_refs.extend((p, r, iid) for p, r in refs)
    elif kind == "tool_call":
        tool_call_rules(value, path, out)
    elif kind == "context_compaction":
        refs = compaction_rules(value, path, out)
        if facts is not None:
            iid = value.get("invocation_id")
            facts.compaction_refs.extend((p, r, iid) for p, r in refs)


def bundle_rules(value: Any, path: Path, out: Out) -> BundleFacts | None:
    """The rules of a bundle, and its facts (None when it is not an object)."""
    if not isinstance(value, dict):
        return None
    facts = BundleFacts()
    records = list(objects(value.get("records")))
    for index, record in records:
        record_rules(record, (*path, "records", index), out, facts)
    invocation_graph(
        [(i, r) for i, r in records if r.get("kind") == "agent_invocation"],
        (*path, "records"),
        "invocation.id_unique",
        "invocation.parent_acyclic",
        out,
    )
    facts.gaps = value.get("gaps")
    gap_list_rules(facts.gaps, (*path, "gaps"), out)
    return facts
