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
import subprocess
from collections.abc import Callable, Container
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from trajspec._tools.codegen.typescript import GeneratorMissingError

T = TypeVar("T")

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


def fresh_name(taken: Container[str], name: str) -> str:
    """``name`` (``Value`` when empty), or the first of ``name2``, ``name3`` ... not ``taken``:
    a declaration's name that no other declaration of the module has."""
    base = name or "Value"
    candidate, n = base, 1
    while candidate in taken:
        n += 1
        candidate = f"{base}{n}"
    return candidate


def referred(root: Any, pointer: str) -> tuple[Any, str]:
    """The node a local reference names, and the name of its type: its title, else the
    pointer's last token in PascalCase."""
    node = resolve_pointer(root, pointer)
    return node, node.get("title") or pascal(pointer.rsplit("/", 1)[-1])


class Emitting(Protocol[T]):
    """What :func:`schema_head` and :func:`referenced` read of a language's emitter (its
    types ``T``): the root schema, the types made per reference so far and those being made,
    and its own ways to type a schema, an unconstrained value, values and a union (``top``:
    the schema is a reference's own, named, not inline)."""

    root: dict[str, Any]
    by_pointer: dict[str, T]
    in_progress: set[str]

    def ref(self, pointer: str) -> T: ...

    def schema(self, node: Any, name: str, *, top: bool = False) -> T: ...

    def any_type(self, name: str, top: bool) -> T: ...

    def values(self, name: str, doc: str, values: list[Any], *, top: bool) -> T: ...

    def union(self, name: str, doc: str, branches: list[Any], *, top: bool) -> T: ...


def referenced(emitter: Emitting[T], pointer: str, recursive: Callable[[str], T]) -> T:
    """The type of the schema a local reference names, made once per pointer; a reference met
    again while its own type is being made (a recursive schema) is ``recursive(name)``."""
    made = emitter.by_pointer.get(pointer)
    if made is not None:
        return made
    node, name = referred(emitter.root, pointer)
    if pointer in emitter.in_progress:
        return recursive(name)
    emitter.in_progress.add(pointer)
    made = emitter.schema(node, name, top=True)
    emitter.in_progress.discard(pointer)
    emitter.by_pointer[pointer] = made
    return made


def schema_head(
    emitter: Emitting[T], node: Any, name: str, language: str, top: bool
) -> tuple[dict[str, Any], str, list[T]]:
    """What every emitter does first with a schema: type ``true`` and ``{}`` as any value,
    refuse a schema that rejects everything, merge a node that builds on another
    (:func:`builds_on`), and type a reference, a const or enum, and a union the emitter's own
    way. Returns the node, its description and the type made (none: the caller reads the
    node's ``type``)."""
    if node is True or node == {}:
        return {}, "", [emitter.any_type(name, top)]
    if not isinstance(node, dict):
        raise TypeError(f"{name}: a schema that rejects everything has no {language} type")
    node = builds_on(emitter.root, node)
    doc = node.get("description", "")
    if "$ref" in node:
        return node, doc, [emitter.ref(node["$ref"])]
    if "const" in node:
        return node, doc, [emitter.values(name, doc, [node["const"]], top=top)]
    if "enum" in node:
        return node, doc, [emitter.values(name, doc, list(node["enum"]), top=top)]
    if "oneOf" in node or "anyOf" in node:
        branches = list(node.get("oneOf") or node.get("anyOf") or ())
        return node, doc, [emitter.union(name, doc, branches, top=top)]
    return node, doc, []


def type_kinds(node: dict[str, Any]) -> tuple[list[str], bool]:
    """The JSON types a schema's ``type`` lists (none: any), and whether null is one of
    several (the type is then the others', nullable); null alone stays a kind."""
    types = node.get("type")
    kinds = [] if types is None else [types] if isinstance(types, str) else list(types)
    nullable = "null" in kinds and len(kinds) > 1
    return [k for k in kinds if k != "null" or len(kinds) == 1], nullable


def member_lines(
    fields: list[tuple[str, str, Any, bool, str]],
    quote: Callable[[str], str],
    required: str,
    optional: str,
    rest: Any = None,
    rest_line: str = "",
    closed_line: str = "",
) -> list[str]:
    """A line per member of an object (see :func:`object_members`): ``required`` or
    ``optional`` formatted with ``key`` (its JSON name, quoted), ``own`` (its name in the
    language) and ``shape`` (its type); then ``rest_line`` formatted with ``rest`` (the other
    members' type) for an open object, ``closed_line`` for a closed one (when not empty)."""
    lines = [
        (required if needed else optional).format(key=quote(member), own=own, shape=shape)
        for member, own, shape, needed, _ in fields
    ]
    last = closed_line if rest is None else rest_line.format(rest=rest)
    if last:
        lines.append(last)
    return lines


def required_tool(found: str | None, missing: str) -> str:
    """The path of a tool the generator runs, or GeneratorMissingError saying ``missing``."""
    if found is None:
        raise GeneratorMissingError(missing)
    return found


def object_members(
    node: dict[str, Any],
    name: str,
    extra: Any,
    own_name: Callable[[str], str],
    extra_name: str,
    schema: Callable[[Any, str], T],
) -> tuple[list[tuple[str, str, T, bool, str]], T | None]:
    """The members of the object type ``name`` (each named by ``own_name``, then ``_`` added
    until no other member and no catch-all ``extra_name`` of an open object has that name,
    typed by ``schema``), and the type of the other members (None: a closed object)."""
    required = set(node.get("required", ()))
    fields: list[tuple[str, str, T, bool, str]] = []
    taken = {extra_name} if extra is not False else set()
    for member, sub in node.get("properties", {}).items():
        own = own_name(member)
        while own in taken:
            own += "_"
        taken.add(own)
        shape = schema(sub, name + pascal(member))
        sub_doc = sub.get("description", "") if isinstance(sub, dict) else ""
        fields.append((member, own, shape, member in required, sub_doc))
    rest = None if extra is False else schema(extra, name + "Extra")
    return fields, rest


@dataclass
class TextEmitter(Generic[T]):
    """The state of an emitter whose declarations are texts (Rust, Java): the root schema,
    each declaration's text and doc by name, the types made per reference, and the references
    whose types are being made."""

    root: dict[str, Any]
    decls: dict[str, str] = field(default_factory=dict)
    docs: dict[str, str] = field(default_factory=dict)
    by_pointer: dict[str, T] = field(default_factory=dict)
    in_progress: set[str] = field(default_factory=set)

    def fresh(self, name: str) -> str:
        """A declaration name no other declaration has (see :func:`fresh_name`), taken."""
        candidate = fresh_name(self.decls, name)
        self.decls[candidate] = ""
        return candidate


def formatted(command: list[str], tool: str, text: str, name: str) -> str:
    """``text`` (the generated file ``name``) as the formatter ``command`` writes it, read
    from its standard output; RuntimeError when ``tool`` refuses it."""
    result = subprocess.run(command, input=text, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise RuntimeError(f"{tool} rejected the generated {name}: {result.stderr.strip()}")
    return result.stdout


def write_files(
    out: Path,
    files: dict[str, str],
    formatted: Callable[[str, str], str] | None = None,
    suffix: str = "",
) -> list[Path]:
    """Write each text under ``out`` at its relative path (folders made as needed), a file
    whose name ends with ``suffix`` through ``formatted(text, path)`` first; returns the files
    written."""
    written = []
    for rel, text in files.items():
        if formatted is not None and rel.endswith(suffix):
            text = formatted(text, rel)
        target = out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        written.append(target)
    return written


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


__all__ = [
    "Emitting",
    "TextEmitter",
    "branch_label",
    "builds_on",
    "flat_branches",
    "formatted",
    "fresh_name",
    "member_lines",
    "object_members",
    "pascal",
    "referenced",
    "referred",
    "required_tool",
    "resolve_pointer",
    "schema_head",
    "type_kinds",
    "write_files",
]
