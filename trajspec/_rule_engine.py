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
which a type with rules can be reached, and runs each object's rules. Where an object is costs
one :class:`Node` per object whose rules run or below which the walk goes on, a tuple
``(parent node, member, index, type, value)`` made in C (msgspec's path node; a tuple is the
cheapest object CPython makes), and none for an object without rules that leads nowhere in
this document (its node is made when the walk first needs it); the JSON Pointer
of a problem is built only for a problem that exists, then turned into a
:class:`~trajspec._findings.Finding` with the severity that spec/rules registers for its code
(python-jsonschema's ``iter_errors``/``descend`` work alike). "Is this document clean?" is the
same walk stopped at its first problem (:meth:`Dialect.is_clean`).

A type whose objects lead nowhere may declare the members its rules read (``reads``): an
object without any of them is not entered, as an object without rules is entered only where one
of its members leads on.

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
from operator import itemgetter
from typing import Any

from trajspec._findings import Finding, pointer, pointer_parts
from trajspec._rules import finding

Part = str | int
#: What a rule yields: a rule code of spec/rules, a location relative to the object the rule
#: received, and the message.
Problem = tuple[str, tuple[Part, ...], str]

__all__ = [
    "Dialect",
    "Node",
    "Part",
    "Problem",
    "Rule",
    "broken_tree",
    "enclosing",
    "index_of",
    "node_parts",
]


class Node(tuple[Any, ...]):
    """Where an object is: ``(parent node, member, index, type, value)``, read as
    ``parent``, ``member``, ``index``, ``kind`` and ``value``. The document's node has no
    parent, member or index (None), an object member's no index, an array element's its
    index in the array that is its parent's member. A tuple (made by ``Node((...))``, in C,
    which under CPython 3.11 costs some 15% fewer instructions than ``tuple.__new__(Node,
    ...)``): what a walk pays for every object it enters; the path is read only when asked
    for (:meth:`parts`, :meth:`pointer`)."""

    __slots__ = ()

    parent = property(itemgetter(0), doc="The enclosing object's node (None: the document).")
    member = property(itemgetter(1), doc="The member of the parent that holds the object.")
    index = property(itemgetter(2), doc="The object's index in that member's array, if any.")
    kind = property(itemgetter(3), doc="The object's type.")
    value = property(itemgetter(4), doc="The object.")

    def parts(self) -> tuple[Part, ...]:
        """The path from the document to this object, as JSON Pointer parts."""
        return node_parts(self)

    def pointer(self, *relative: Part) -> str:
        """The JSON Pointer of this object, or of a place below it."""
        return pointer((*node_parts(self), *relative))

    def ancestors(self) -> Iterator[Node]:
        """The enclosing objects' nodes, nearest first."""
        node = self[0]
        while node is not None:
            yield node
            node = node[0]


def node_parts(node: Node) -> tuple[Part, ...]:
    """The path from the document to a node's object, as JSON Pointer parts."""
    out: list[Part] = []
    while node[1] is not None:
        if node[2] is not None:
            out.append(node[2])
        out.append(node[1])
        node = node[0]
    out.reverse()
    return tuple(out)


def index_of(node: Node) -> int | None:
    """A node's index in its array (None for an object's member or the document)."""
    index: int | None = node[2]
    return index


def enclosing(node: Node) -> Iterator[tuple[str, Any]]:
    """The type and value of each object that encloses a node's, nearest first."""
    node = node[0]
    while node is not None:
        yield node[3], node[4]
        node = node[0]


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


#: A type's plan as the clean walk reads it (see Dialect.__post_init__): [rules, members].
_Step = list[Any]


class _Stop(Exception):
    """The first problem, in a walk that only asks whether there is one."""


@dataclass(frozen=True)
class Dialect:
    """The rules of a family of documents, by object type (see the module docstring)."""

    children: Mapping[str, Mapping[str, tuple[str, bool]]]
    rules: Mapping[str, Sequence[Rule]]
    #: For a type none of whose members leads to rules: the members its rules read, when they
    #: have nothing to say of an object that has none of them. Such an object is not entered
    #: (one question asked in C instead of a node and a call per rule): the type's rules
    #: declare what they read, they still decide.
    reads: Mapping[str, frozenset[str]] = field(default_factory=dict)
    #: per type: its rules, and its members that lead to rules (member, type, is an array)
    _plan: Mapping[str, tuple[tuple[Rule, ...], tuple[tuple[str, str, bool], ...]]] = field(
        init=False, repr=False, compare=False
    )

    _steps: Mapping[str, _Step] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        reach = _reaching(self.children, frozenset(self.rules))
        plan = {
            kind: (
                tuple(self.rules.get(kind, ())),
                tuple(
                    (member, child, is_array)
                    for member, (child, is_array) in self.children.get(kind, {}).items()
                    if child in reach
                ),
            )
            for kind in reach
        }
        for kind in self.reads:
            if plan.get(kind, ((), ()))[1]:
                raise ValueError(f"{kind} has members that lead to rules: it reads them all")
        object.__setattr__(self, "_plan", plan)
        # the same plan as the clean walk reads it: per type [its rules, its members], each
        # member with its type's step, and its rules when that type leads nowhere (a leaf)
        # or None; members that hold arrays of a type without rules say which of its
        # members lead on, and as what (list or dict); last, the members a leaf's rules read
        # (Dialect.reads) or None
        steps: dict[str, _Step] = {kind: [rules, ()] for kind, (rules, _) in plan.items()}
        for kind, (_, members) in plan.items():
            steps[kind][1] = tuple(
                (
                    member,
                    child,
                    steps[child],
                    None if plan[child][1] else plan[child][0],
                    is_array,
                    tuple((lead, list if many else dict) for lead, _, many in plan[child][1])
                    if is_array and not plan[child][0]
                    else (),
                    self.reads.get(child),
                )
                for member, child, is_array in members
            )
        object.__setattr__(self, "_steps", steps)

    def problems(
        self,
        document: Any,
        kind: str,
        context: Any = None,
        *,
        broken: BrokenTree | None = None,
        first: bool = False,
    ) -> list[tuple[Node, Problem]]:
        """Every problem of a document whose root is an object of type ``kind``, with the node
        of the object whose rule found it, in document order of the objects (``first``: the
        first problem only)."""
        out: list[tuple[Node, Problem]] = []
        if not isinstance(document, dict) or kind not in self._plan:
            return out
        plan = self._plan
        steps = self._steps
        reads = self.reads
        add = out.append

        def visit(node: Node, tree: BrokenTree | None) -> None:
            # the walk of a document (or a part of it) with structural findings
            value = node[4]
            members = plan[node[3]][1]
            if tree is None:
                return clean(node[0], node[1], node[2], node[3], value, steps[node[3]])
            for member, child, is_array in members:
                item = value.get(member)
                if item is None:
                    continue
                sub = tree.get(member)
                needs = reads.get(child)
                if not is_array:
                    if type(item) is dict and (needs is None or not needs.isdisjoint(item)):
                        visit(Node((node, member, None, child, item)), sub)
                elif type(item) is list:
                    for index, element in enumerate(item):
                        if type(element) is dict and (
                            needs is None or not needs.isdisjoint(element)
                        ):
                            visit(
                                Node((node, member, index, child, element)),
                                None if sub is None else sub.get(str(index)),
                            )
            return None

        def clean(
            parent: Node | None, at: Any, index: Any, kind: str, value: Any, step: _Step
        ) -> None:
            # the walk where nothing is broken, the usual one: no tree to follow, each
            # member's type and plan read from the step (see _Step), and the object's node
            # (parent, at, index, kind, value) made only when a rule or an object below
            # needs it (an object without rules may lead to nothing in this document)
            node: Node | None = None
            if step[0]:
                node = Node((parent, at, index, kind, value))
                for rule in step[0]:
                    said = rule(value, node, context)
                    if not said:  # nothing to say (a rule that returns () or [])
                        continue
                    for problem in said:
                        add((node, problem))
                        if first:
                            raise _Stop
            for member, child, below, leaf, is_array, leads, needs in step[1]:
                item = value.get(member)
                if item is None:
                    continue
                if not is_array:
                    if type(item) is not dict or (needs is not None and needs.isdisjoint(item)):
                        continue
                    if node is None:
                        node = Node((parent, at, index, kind, value))
                    if leaf is None:
                        clean(node, member, None, child, item, below)
                        continue
                    # an object that leads nowhere: its rules here, without the call
                    here = Node((node, member, None, child, item))
                    for rule in leaf:
                        said = rule(item, here, context)
                        if not said:
                            continue
                        for problem in said:
                            add((here, problem))
                            if first:
                                raise _Stop
                elif type(item) is list:
                    for position, element in enumerate(item):
                        if type(element) is not dict or (
                            needs is not None and needs.isdisjoint(element)
                        ):
                            continue
                        if leads:
                            # an object without rules is entered only when one of its
                            # members leads on (holds an object, or an array)
                            for lead, shape in leads:
                                if type(element.get(lead)) is shape:
                                    break
                            else:
                                continue
                        if node is None:
                            node = Node((parent, at, index, kind, value))
                        if leaf is None:
                            clean(node, member, position, child, element, below)
                            continue
                        here = Node((node, member, position, child, element))
                        for rule in leaf:
                            said = rule(element, here, context)
                            if not said:
                                continue
                            for problem in said:
                                add((here, problem))
                                if first:
                                    raise _Stop

        # try rather than contextlib.suppress: its three Python calls cost more than a small
        # document's walk spends on some of its objects
        try:
            if broken is None:
                clean(None, None, None, kind, document, steps[kind])
            else:
                visit(Node((None, None, None, kind, document)), broken)
        except _Stop:
            pass
        finally:
            # the two functions call themselves through their closure cells, a cycle that
            # would keep the document and the context alive until the cyclic collector runs
            # (commands pause it for a chunk of lines): emptying the cells breaks it
            visit = clean = None  # type: ignore[assignment]
        return out

    def findings(
        self, document: Any, kind: str, context: Any = None, *, broken: BrokenTree | None = None
    ) -> list[Finding]:
        """Every problem of a document as a finding: the object's path and the problem's
        relative parts make its JSON Pointer, built here and only here."""
        return [
            finding(code, (*node_parts(node), *parts), message)
            for node, (code, parts, message) in self.problems(
                document, kind, context, broken=broken
            )
        ]

    def is_clean(
        self, document: Any, kind: str, context: Any = None, *, broken: BrokenTree | None = None
    ) -> bool:
        """True when no rule finds anything: the same walk, stopped at its first problem."""
        return not self.problems(document, kind, context, broken=broken, first=True)


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
