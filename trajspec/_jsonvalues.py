"""Reading plain JSON values by their JSON type, the way the schemas define the types.

JSON Schema calls ``1`` and ``1.0`` integers and never calls ``true`` a number; Python's
``bool`` is an ``int``. Every hand-written rule and converter asks these questions here, so
they all answer them alike.

**The number rule.** An integer that stands for a count, an index or a token-usage figure (a
member the family's schemas type as ``integer``) must lie in the signed 64-bit range
``INT64_MIN..INT64_MAX``: what every consumer language can hold and what orjson writes
exactly (its own range, up to 2**64-1, would let a sum or a next index step past it). A number
with no fractional part such as ``1e20`` is an integer, as JSON Schema defines it, so it is
held to the same range. The readers below answer None for an integer outside the range, as for
any other value they cannot use; ``out_of_range`` finds such members so that each command can
report them instead of crashing on them. Free-form payloads (``request``, ``response``, ...)
are no schema's integers and are carried as they are.
"""

from __future__ import annotations

import functools
import math
from typing import Any

INT64_MIN = -(2**63)
INT64_MAX = 2**63 - 1

# Each reader first asks ``type(value) is int``: what parsed JSON nearly always holds, and
# cheaper than the isinstance chain (bool, a subclass of int, fails it). These run for every
# count and timestamp of every document.


def json_int(value: object) -> int | None:
    """A JSON integer (``3`` or ``3.0``) in the signed 64-bit range as an int, else None.
    Booleans are not integers."""
    if type(value) is int:
        return value if INT64_MIN <= value <= INT64_MAX else None
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return int(value) if INT64_MIN <= value <= INT64_MAX else None
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        return int(value) if INT64_MIN <= value <= INT64_MAX else None
    return None


def json_count(value: object) -> int | None:
    """A non-negative JSON integer (a count) as an int, else None."""
    if type(value) is int:
        return value if 0 <= value <= INT64_MAX else None
    number = json_int(value)
    return number if number is not None and number >= 0 else None


def json_number(value: object) -> int | float | None:
    """A finite JSON number, else None. Booleans are not numbers."""
    if type(value) is int:
        return value
    if type(value) is float:
        return value if math.isfinite(value) else None
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return value


def integral_out_of_range(value: object) -> bool:
    """An integer (``3`` or ``3.0``, never a boolean) outside INT64_MIN..INT64_MAX."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return not INT64_MIN <= value <= INT64_MAX
    if isinstance(value, float):
        # inf and nan are not integers; the strict reader never lets them in anyway
        return math.isfinite(value) and value.is_integer() and not INT64_MIN <= value <= INT64_MAX
    return False


@functools.cache
def integer_members(family: str) -> frozenset[str]:
    """The member names that some schema of ``family`` (``evidence`` or ``atif``, every
    version) types as an integer or as an array of integers."""
    from trajspec._schemas import all_schemas  # late: the registry reads every schema file

    names: set[str] = set()
    for info in all_schemas():
        if info.family == family:
            _collect_integer_members(info.contents, names)
    return frozenset(names)


@functools.cache
def payload_members(family: str) -> frozenset[str]:
    """The member names that some schema of ``family`` leaves untyped (free-form payloads such
    as ``request``, ``response``, ``arguments``, ``question``), except integer_members: no
    schema types an integer inside them, so the range rule does not look there."""
    from trajspec._schemas import all_schemas  # late: the registry reads every schema file

    names: set[str] = set()
    for info in all_schemas():
        if info.family == family:
            _collect_untyped_members(info.contents, names)
    return frozenset(names - integer_members(family))


_TYPING_KEYWORDS = frozenset({"type", "$ref", "oneOf", "anyOf", "allOf", "enum", "const"})


def _collect_untyped_members(schema: object, names: set[str]) -> None:
    if isinstance(schema, list):
        for item in schema:
            _collect_untyped_members(item, names)
        return
    if not isinstance(schema, dict):
        return
    properties = schema.get("properties")
    if isinstance(properties, dict):
        for name, member in properties.items():
            if isinstance(member, dict) and _TYPING_KEYWORDS.isdisjoint(member):
                names.add(name)
    for value in schema.values():
        _collect_untyped_members(value, names)


def _is_integer_type(schema: object) -> bool:
    if not isinstance(schema, dict):
        return False
    kind = schema.get("type")
    return kind == "integer" or (isinstance(kind, list) and "integer" in kind)


def _collect_integer_members(schema: object, names: set[str]) -> None:
    if isinstance(schema, list):
        for item in schema:
            _collect_integer_members(item, names)
        return
    if not isinstance(schema, dict):
        return
    properties = schema.get("properties")
    if isinstance(properties, dict):
        for name, member in properties.items():
            if _is_integer_type(member) or (
                isinstance(member, dict) and _is_integer_type(member.get("items"))
            ):
                names.add(name)
    for value in schema.values():
        _collect_integer_members(value, names)


def out_of_range(document: Any, family: str) -> list[tuple[tuple[str | int, ...], object]]:
    """Every member of ``document`` named in integer_members(family), at any depth outside
    the free-form payloads (payload_members), whose value, or an item of whose array value, is
    an integer outside the 64-bit range: (path, value), in document order."""
    names, skip = integer_members(family), payload_members(family)
    if not _holds_out_of_range(document, names, skip):  # the common case: no paths built
        return []
    found: list[tuple[tuple[str | int, ...], object]] = []
    _collect(document, (), names, skip, found)
    return found


def _is_dict(value: object, kind: type) -> bool:
    return kind is dict or (kind is not str and isinstance(value, dict))


def _is_list(value: object, kind: type) -> bool:
    return kind is list or (kind is not str and isinstance(value, list))


def _array_out_of_range(items: list[Any]) -> bool:
    try:  # min and max compare in C: token-id arrays hold thousands of integers
        return bool(items) and (min(items) < INT64_MIN or max(items) > INT64_MAX)
    except TypeError:  # not all numbers: look item by item
        return any(map(integral_out_of_range, items))


def _holds_out_of_range(value: Any, names: frozenset[str], skip: frozenset[str]) -> bool:
    # Recursion is bounded: the strict reader refuses documents nested deeper than 128 levels.
    if isinstance(value, dict):
        for key, member in value.items():
            kind = type(member)
            if kind is int or kind is float:
                if key in names and integral_out_of_range(member):
                    return True
            elif _is_dict(member, kind):
                if key not in skip and _holds_out_of_range(member, names, skip):
                    return True
            elif _is_list(member, kind):
                # a name can be an integer array in one schema and hold objects in another
                if key in names and _array_out_of_range(member):
                    return True
                if key not in skip and _holds_out_of_range(member, names, skip):
                    return True
            elif key in names and integral_out_of_range(member):  # an int subclass
                return True
        return False
    if isinstance(value, list):
        kinds = set(map(type, value))
        if kinds <= _SCALARS:
            return False
        return any(_holds_out_of_range(item, names, skip) for item in value)
    return False


_SCALARS = frozenset({str, int, float, bool, type(None)})


def _collect(
    value: Any,
    path: tuple[str | int, ...],
    names: frozenset[str],
    skip: frozenset[str],
    found: list[tuple[tuple[str | int, ...], object]],
) -> None:
    if isinstance(value, dict):
        for key, member in value.items():
            where = (*path, key)
            if key in names:
                if integral_out_of_range(member):
                    found.append((where, member))
                    continue
                if isinstance(member, list):
                    found.extend(
                        ((*where, index), item)
                        for index, item in enumerate(member)
                        if integral_out_of_range(item)
                    )
            if key not in skip and isinstance(member, dict | list):
                _collect(member, where, names, skip, found)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            if isinstance(item, dict | list):
                _collect(item, (*path, index), names, skip, found)


def first_out_of_range(document: Any, family: str) -> str | None:
    """``<JSON Pointer>: <message>`` of the first out-of-range integer of ``document`` (see
    out_of_range), or None: how a command that rejects a whole row says why."""
    from trajspec._findings import pointer

    for path, value in out_of_range(document, family):
        return f"{pointer(path) or '/'}: {describe_out_of_range(value)}"
    return None


def describe_out_of_range(value: object) -> str:
    """The message of a finding about an out-of-range integer."""
    shown = repr(value) if isinstance(value, float) else str(value)
    return (
        f"the integer {shown} is outside the signed 64-bit range "
        f"{INT64_MIN}..{INT64_MAX} that counts, indices and token usage must fit; "
        "trajspec cannot carry it exactly"
    )


__all__ = [
    "INT64_MAX",
    "INT64_MIN",
    "describe_out_of_range",
    "first_out_of_range",
    "integer_members",
    "integral_out_of_range",
    "json_count",
    "json_int",
    "json_number",
    "out_of_range",
    "payload_members",
]
