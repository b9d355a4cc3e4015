"""What every evidence rule works with: a rule is ``rule(value, node, context)`` of the rule
engine (trajspec/_rule_engine.py), yielding problems ``(code, parts, message)`` with ``parts``
relative to ``value``; ``Path`` is such a relative location, ``Problems`` what a rule returns.
The ``context`` of a run is a :class:`Facts`: what rules of several objects read, computed
once per document."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from trajspec._rule_engine import Node, Problem

Path = tuple[str | int, ...]
Problems = Iterable[Problem]

__all__ = ["Facts", "Node", "Path", "Problem", "Problems"]


#: The facts of one run's document, by the ``id`` of the object they are about (its
#: trajectory's indexed calls and resolved references, ...): the first rule that needs them
#: computes them, the others read them (a run holds its document, so ids stay unique). A
#: plain dict, made by a literal: a subclass costs a Python-level construction per document.
Facts = dict[int, Any]
