"""What the Go, Rust and Java emitters read the same way: names, union alternatives, and a
schema that builds on another.

``materialized_input_row`` is ``{"$ref": "input_row", "properties": {...}, "required": [...]}``:
in Draft 2020-12 both the reference and the sibling keywords apply, so a document must hold the
base's required members and the node's. A model of it is one object with both sets of members;
the Go, Rust and Java emitters read that object instead of following the reference alone (which
would name the base's type and drop the node's members and required keys).
"""

from __future__ import annotations

import re
from typing import Any

#: Sibling keywords that make a ``$ref`` node a schema of its own, not an annotated reference.
_OBJECT_KEYWORDS = frozenset({"properties", "required", "additionalProperties"})


def resolve_pointer(root: Any, pointer: str) -> Any:
    """The node a local ``#/...`` reference names in ``root``."""
    node = root
    for token in pointer[2:].split("/"):
        node = node[token.replace("~1", "/").replace("~0", "~")]
    return node


def builds_on(root: Any, node: Any) -> Any:
    """``node`` with a ``$ref`` and object keywords beside it, merged with the object it refers
    to (recursively); any other node unchanged. Refused when the base is closed and the node
    adds members: no document could hold them, and the model would say otherwise."""
    if not isinstance(node, dict) or "$ref" not in node or _OBJECT_KEYWORDS.isdisjoint(node):
        return node
    base = builds_on(root, resolve_pointer(root, node["$ref"]))
    if base.get("type", "object") != "object":
        raise ValueError(f"{node.get('title', '?')}: builds on a schema that is not an object")
    added = set(node.get("properties", {})) - set(base.get("properties", {}))
    if base.get("additionalProperties") is False and added:
        raise ValueError(
            f"{node.get('title', '?')}: adds {sorted(added)} to a closed object it builds on"
        )
    merged = {**base, **{key: value for key, value in node.items() if key != "$ref"}}
    merged["properties"] = {**base.get("properties", {}), **node.get("properties", {})}
    merged["required"] = list(dict.fromkeys([*base.get("required", ()), *node.get("required", ())]))
    if False in (base.get("additionalProperties"), node.get("additionalProperties")):
        merged["additionalProperties"] = False
    return merged


def flat_branches(branches: list[Any]) -> list[Any]:
    """The alternatives of a union, with an alternative that only lists JSON types (``{"type":
    ["string", "integer"]}``) spread into one alternative per type: the types are disjoint, so
    the union means the same, and each alternative gets a name of its own."""
    out: list[Any] = []
    for branch in branches:
        if (
            isinstance(branch, dict)
            and isinstance(branch.get("type"), list)
            and set(branch) <= {"type", "description"}
        ):
            out.extend({"type": kind} for kind in branch["type"])
        else:
            out.append(branch)
    return out


def branch_label(branch: Any, index: int) -> str:
    if isinstance(branch, dict):
        if "$ref" in branch:
            return pascal(branch["$ref"].rsplit("/", 1)[-1])
        if isinstance(branch.get("title"), str):
            return pascal(branch["title"])
        if "const" in branch and isinstance(branch["const"], str):
            return pascal(branch["const"]) or f"Alternative{index + 1}"
        if isinstance(branch.get("type"), str):
            return pascal(branch["type"])
    return f"Alternative{index + 1}"


def pascal(text: str) -> str:
    """``_ng_task_index`` -> ``NgTaskIndex``; a leading digit gets an ``N``."""
    words = re.split(r"[^0-9A-Za-z]+|(?<=[a-z0-9])(?=[A-Z])", text)
    out = "".join(w[:1].upper() + w[1:] for w in words if w)
    return f"N{out}" if out[:1].isdigit() else out


__all__ = ["branch_label", "builds_on", "flat_branches", "pascal", "resolve_pointer"]
