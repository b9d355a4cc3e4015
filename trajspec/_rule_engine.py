"""The rule engine: rules declared per object type, one walk per document, lazy locations.

A *dialect* is two tables, as a JSON Schema dialect is a table of keywords:

- ``children``: for each object type, the members that hold objects of a type, and whether
  the member is an array of them (``{"Step": {"tool_calls": ("ToolCall", True)}}``);
- ``rules``: for each object type, the rules of an object of that type.

A rule is ``rule(value, node, context) -> Iterable[Problem]``: it receives one object, the
lazy node of its place in the document and the run's context (what every rule of a document
may read: its version, ...), and yields problems ``(code, parts, message)`` whose ``parts``
are relative to the object (``("completed_at",)``, or ``()`` for the object itself). A rule
that has nothing to say may return ``()``: cheaper than a generator that yields nothing.

The engine walks a document once, in document order, descending only through the types from
which a type with rules can be reached, and runs each object's rules. Where the object is
costs one :class:`Node` (parent, key) per object entered; the JSON Pointer of a problem is
built only for a problem that exists, then turned into a :class:`~trajspec._findings.Finding`
with the severity that spec/rules registers for its code (python-jsonschema's
``iter_errors``/``descend`` and msgspec's path node work alike). "Is this document clean?" is
the same walk stopped at its first problem (:meth:`Dialect.is_clean`).

Structure first: the caller may pass the locations of the document's structural findings as a
tree (``broken``, see :func:`broken_tree`). The rules of an object then run only where no
structural finding lies at, below or above it: such an object was checked against its schema
and held, and its rules trust that shape. Objects beside a broken one keep their rules; the
structural finding stands for the rules of the objects it breaks.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from trajspec._findings import Finding, pointer, pointer_parts
from trajspec._rules import finding

Part = str | int
#: What a rule yields: a rule code of spec/rules, a location relative to the object the rule
#: received, and the message.
Problem = tuple[str, tuple[Part, ...], str]

__all__ = ["Dialect", "Node", "Part", "Problem", "Rule", "broken_tree"]


class Node:
    """Where an object is: its parent's node, its member there and, for an array's element,
    its index (None for the document: no member). The path is read only when asked for
    (:meth:`parts`, :meth:`pointer`)."""

    __slots__ = ("index", "kind", "member", "parent", "value")

    def __init__(
        self, parent: Node | None, member: str | None, index: int | None, kind: str, value: Any
    ) -> None:
        self.parent = parent
        self.member = member
        self.index = index
        self.kind = kind
        self.value = value

    def parts(self) -> tuple[Part, ...]:
        """The path from the document to this object, as JSON Pointer parts."""
        out: list[Part] = []
        node: Node | None = self
        while node is not None and node.member is not None:
            if node.index is not None:
                out.append(node.index)
            out.append(node.member)
            node = node.parent
        out.reverse()
        return tuple(out)

    def pointer(self, *relative: Part) -> str:
        """The JSON Pointer of this object, or of a place below it."""
        return pointer((*self.parts(), *relative))

    def ancestors(self) -> Iterator[Node]:
        """The enclosing objects' nodes, nearest first."""
        node = self.parent
        while node is not None:
            yield node
            node = node.parent


_NONE: Mapping[str, tuple[str, bool]] = {}

#: A rule of an object type: see the module docstring.
Rule = Callable[[Any, Node, Any], Iterable[Problem]]
#: The broken tree: for each key below an object, the tree below it; see broken_tree.
BrokenTree = dict[str, Any]


class _Everything(dict[str, Any]):
    """The broken tree of a structural finding's own location: everything below it is broken
    too (a failing keyword of an object may leave its members unevaluated)."""

    def get(self, key: str, default: Any = None) -> Any:
        return self


_EVERYTHING: BrokenTree = _Everything()


def broken_tree(pointers: Iterable[str]) -> BrokenTree | None:
    """The JSON Pointers of structural findings as a tree of their parts (array indices as
    strings): an object is broken when its path is a path of this tree, that is when it holds
    a structural finding's location or lies at or below one. None when there are none, the
    usual case, which costs the walk nothing."""
    tree: BrokenTree | None = None
    for where in pointers:
        parts = pointer_parts(where)
        if not parts:
            return _EVERYTHING
        parent = tree = {} if tree is None else tree
        for part in parts[:-1]:
            if parent is _EVERYTHING:
                break
            parent = parent.setdefault(part, {})
        if parent is not _EVERYTHING:
            parent[parts[-1]] = _EVERYTHING
    return tree


@dataclass(frozen=True)
class Dialect:
    """The rules of a family of documents, by object type (see the module docstring)."""

    children: Mapping[str, Mapping[str, tuple[str, bool]]]
    rules: Mapping[str, Sequence[Rule]]
    _reach: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_reach", _reaching(self.children, frozenset(self.rules)))

    def problems(
        self, document: Any, kind: str, context: Any = None, *, broken: BrokenTree | None = None
    ) -> Iterator[tuple[Node, Problem]]:
        """Every problem of a document whose root is an object of type ``kind``, with the node
        of the object whose rule found it, in document order of the objects."""
        if not isinstance(document, dict) or kind not in self._reach:
            return
        reach, children, rules = self._reach, self.children, self.rules
        # (node, the broken tree below it, or None when nothing at or below it is broken)
        stack: list[tuple[Node, BrokenTree | None]] = [
            (Node(None, None, None, kind, document), broken)
        ]
        while stack:
            node, tree = stack.pop()
            value, here = node.value, node.kind
            if tree is None:
                for rule in rules.get(here, ()):
                    for problem in rule(value, node, context):
                        yield node, problem
            below: list[tuple[Node, BrokenTree | None]] = []
            for member, (child, is_array) in children.get(here, _NONE).items():
                if child not in reach:
                    continue
                item = value.get(member)
                sub = None if tree is None else tree.get(member)
                if not is_array:
                    if type(item) is dict:
                        below.append((Node(node, member, None, child, item), sub))
                elif type(item) is list:
                    below.extend(
                        (
                            Node(node, member, index, child, element),
                            None if sub is None else sub.get(str(index)),
                        )
                        for index, element in enumerate(item)
                        if type(element) is dict
                    )
            stack.extend(reversed(below))

    def findings(
        self, document: Any, kind: str, context: Any = None, *, broken: BrokenTree | None = None
    ) -> list[Finding]:
        """Every problem of a document as a finding: the object's path and the problem's
        relative parts make its JSON Pointer, built here and only here."""
        return [
            finding(code, (*node.parts(), *parts), message)
            for node, (code, parts, message) in self.problems(
                document, kind, context, broken=broken
            )
        ]

    def is_clean(
        self, document: Any, kind: str, context: Any = None, *, broken: BrokenTree | None = None
    ) -> bool:
        """True when no rule finds anything: the same walk, stopped at the first problem."""
        return next(self.problems(document, kind, context, broken=broken), None) is None


@functools.cache
def _reaching_cached(
    children: tuple[tuple[str, tuple[str, ...]], ...], wanted: frozenset[str]
) -> frozenset[str]:
    reach = set(wanted)
    changed = True
    while changed:
        changed = False
        for kind, below in children:
            if kind not in reach and set(below) & reach:
                reach.add(kind)
                changed = True
    return frozenset(reach)


def _reaching(
    children: Mapping[str, Mapping[str, tuple[str, bool]]], wanted: frozenset[str]
) -> frozenset[str]:
    """The object types from which an object of a wanted type can be reached."""
    table = tuple(
        (kind, tuple(sorted({child for child, _ in members.values()})))
        for kind, members in sorted(children.items())
    )
    return _reaching_cached(table, wanted)
