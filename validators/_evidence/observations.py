"""The rules of an agent observation bundle across its records (unique invocation ids, an
acyclic parent graph), and the references of its records that the row resolves against its
model calls. Each record's own rules are those of its type in the dialect."""

from __future__ import annotations

from typing import Any

from trajspec._model_calls import has_key, ref_key
from trajspec.validators._evidence.invocations import invocation_graph
from trajspec.validators._evidence.references import Reference
from trajspec.validators._evidence.values import Node, Problem, Problems


def bundle_rules(value: dict[str, Any], node: Node, context: Any) -> Problems:
    """Rules invocation.id_unique and invocation.parent_acyclic over the bundle's
    agent_invocation records."""
    records = value.get("records")
    if not records:
        return ()
    out: list[Problem] = []
    invocation_graph(
        ((i, r) for i, r in enumerate(records) if r["kind"] == "agent_invocation"),
        "records",
        ("invocation.id_unique", "invocation.parent_acyclic"),
        node,
        out,
    )
    return out


def bundle_refs(records: list[dict[str, Any]]) -> tuple[list[Reference], list[Reference]]:
    """The references of a bundle's records that have a join key (the others are rule
    model_call_ref.join_key's), located below the bundle: those of its agent invocations,
    and those of its context compactions."""
    invocation_refs: list[Reference] = []
    compaction_refs: list[Reference] = []
    for index, record in enumerate(records):
        kind = record["kind"]
        if kind == "agent_invocation":
            into = invocation_refs
        elif kind == "context_compaction":
            into = compaction_refs
            for field in ("before_model_call", "after_model_call"):
                ref = record.get(field)
                if ref is not None and has_key(key := ref_key(ref)):
                    into.append((("records", index, field), key, record["invocation_id"]))
        else:
            continue
        listed = record.get("model_calls")
        if listed:
            iid = record["invocation_id"]
            for position, ref in enumerate(listed):
                if has_key(key := ref_key(ref)):
                    into.append((("records", index, "model_calls", position), key, iid))
    return invocation_refs, compaction_refs
