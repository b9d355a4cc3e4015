"""Frozen slotted dataclasses made through their slots' own setters: for the classes a batch
makes one of per row (a record per line read, an outcome per row converted).

A frozen dataclass's ``__init__`` has to go round its own ``__setattr__`` (which raises): it
sets each field through ``object.__setattr__``, a global lookup and a call per field, about
half of what making a row's outcome cost in the batch loops (docs/tooling-pitfalls.md, frozen
dataclasses made per row). The member descriptor of each slot sets its field directly.

:func:`slot_maker` writes, once per class, a function with the parameters of the class's
``__init__`` (its fields in order, with their defaults) that makes the same object that way:
``object.__new__``, then one setter per field. It writes it from source text, as dataclasses
writes ``__init__``: a loop over the setters would cost what it saves. It refuses the classes
whose ``__init__`` does more than set each field to its argument (a ``__post_init__``, a
default factory, a field left out of ``__init__`` or keyword-only). tests/core/test_slots.py
holds what it makes to the class's own ``__init__``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, ParamSpec, TypeVar

P = ParamSpec("P")
T = TypeVar("T")

#: the prefix of the maker's own names in the text it runs; no field's name may start with it
_OWN = "_slot_"


def slot_maker(cls: Callable[P, T]) -> Callable[P, T]:
    """A function called as ``cls`` is, with the same result, that sets the slots directly
    (see the module docstring). TypeError for a class it cannot stand in for."""
    if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)):
        raise TypeError(f"{cls!r} is not a dataclass")
    params = cls.__dataclass_params__  # type: ignore[attr-defined]
    if not params.frozen or "__slots__" not in vars(cls):
        raise TypeError(f"{cls.__qualname__} is not a frozen dataclass with slots")
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__qualname__} has a __post_init__")
    namespace: dict[str, Any] = {"_slot_new": object.__new__, "_slot_class": cls}
    parameters: list[str] = []
    lines: list[str] = []
    for n, field in enumerate(dataclasses.fields(cls)):
        if (
            not field.init
            or field.kw_only
            or field.default_factory is not dataclasses.MISSING
            or field.name.startswith(_OWN)
        ):
            raise TypeError(f"{cls.__qualname__}.{field.name}: not set from an argument of its own")
        if field.default is dataclasses.MISSING:
            parameters.append(field.name)
        else:
            namespace[f"_slot_default_{n}"] = field.default
            parameters.append(f"{field.name}=_slot_default_{n}")
        namespace[f"_slot_set_{n}"] = vars(cls)[field.name].__set__
        lines.append(f"    _slot_set_{n}(_slot_made, {field.name})")
    source = "\n".join(
        [
            f"def make({', '.join(parameters)}):",
            "    _slot_made = _slot_new(_slot_class)",
            *lines,
            "    return _slot_made",
        ]
    )
    exec(source, namespace)  # the text above: names of fields and of this namespace only
    maker: Callable[P, T] = namespace["make"]
    maker.__qualname__ = maker.__name__ = f"make_{cls.__name__}"
    maker.__module__ = cls.__module__
    maker.__doc__ = f"``{cls.__qualname__}(...)``, its slots set directly (trajspec._slots)."
    return maker


__all__ = ["slot_maker"]
