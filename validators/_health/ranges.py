"""The range schema's walk of a member that its own schema has already proven valid.

The health pass (``quiet.py``) asks in one jsonschema-rs pass whether a row's integers are
in range (``trajspec._jsonvalues.range_schema``, R) and whether its ng_trajectory is valid
against its schema (S). Where S holds, most of R's walk of the trajectory is settled by S:
an object of S with ``additionalProperties: false`` can hold only the members S lists, a
member S types as a string holds no number, object or array, and so on. :func:`range_given`
writes R's walk of a value of S as only what S leaves open: the bounds of the integer
members S allows numbers in, the members and items that can still hold an integer, and R
itself (written out: ``range_part``) wherever S says too little (any keyword not read here, an
object that may hold other members, a list without ``items``). So ``S and range_given(S)``
accepts exactly what ``S and R`` accepts; without it, R's walk of the trajectory was about
three quarters of R's cost in the health pass (callgrind, bench/callgrind_health.py).
tests/validators/test_health_ranges.py holds it to R.
"""

from __future__ import annotations

import copy
import functools
from typing import Any, Final
from urllib.parse import urljoin

from trajspec._jsonvalues import (
    INT64_MAX,
    INT64_MIN,
    carrier_members,
    integer_members,
    range_schema,
)
from trajspec._schemas import all_schemas

#: The parts of R, by how R reaches a value: R itself (ROOT), an item of an array R
#: walks (ITEM), an integer member ($defs/integer) and an item of its array.
ROOT, ITEM, INTEGER, INTEGER_ITEM = "", "/items", "/$defs/integer", "/$defs/integer/items"
#: each part's array items, and whether it bounds a number
_ITEMS: Final = {ROOT: ITEM, ITEM: ROOT, INTEGER: INTEGER_ITEM, INTEGER_ITEM: ROOT}
_BOUNDED: Final = frozenset({INTEGER, INTEGER_ITEM})
_BOUNDS: Final = {"minimum": INT64_MIN, "exclusiveMaximum": INT64_MAX + 1}

#: Keywords that only describe, or only narrow what S accepts without letting in a member
#: or an item that ``properties``, ``additionalProperties: false`` and ``items`` do not
#: already say: a schema with any other keyword (``$ref`` aside) gets R whole.
_NARROWING: Final = frozenset(
    {
        "$schema",
        "$id",
        "$comment",
        "title",
        "description",
        "examples",
        "default",
        "deprecated",
        "type",
        "properties",
        "additionalProperties",
        "required",
        "items",
        "const",
        "enum",
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "minLength",
        "maxLength",
        "pattern",
        "format",
        "minItems",
        "maxItems",
        "uniqueItems",
    }
)


@functools.cache
def _resources() -> dict[str, Any]:
    return {info.id: info.contents for info in all_schemas()}


def range_reference(family: str, part: str) -> dict[str, Any]:
    """A ``$ref`` to a part of R of ``family`` (R must be a resource where it is used)."""
    return {"$ref": f"urn:trajspec:integer-range:{family}#{part}"}


@functools.cache
def _range_part(family: str, part: str) -> dict[str, Any]:
    schema: Any = range_schema(family)
    for step in part.split("/")[1:]:
        schema = schema[step]
    urn = range_schema(family)["$id"]

    def absolute(value: Any) -> Any:
        if isinstance(value, dict):
            return {
                key: urn + item if key == "$ref" else absolute(item)
                for key, item in value.items()
                if key not in ("$schema", "$id", "$defs")
            }
        return value

    written: dict[str, Any] = absolute(schema)
    return written


def range_part(family: str, part: str) -> dict[str, Any]:
    """A part of R written out, its ``$ref``s into R made absolute (R must be a resource
    where it is used): where R applies whole, a ``$ref`` to it cost a reference and an
    ``allOf`` beside the value's own schema for every conversation item (callgrind)."""
    return copy.deepcopy(_range_part(family, part))


def range_given(schema: Any, base: str, family: str, part: str = ROOT) -> dict[str, Any] | None:
    """R's ``part`` as it applies to a value that ``schema`` (of the resource ``base``)
    accepts: a schema that, with ``schema``, accepts exactly what ``schema`` and that part
    of R accept; None when ``schema`` alone settles it."""
    return _given(schema, base, family, part, ())


def _given(
    schema: Any, base: str, family: str, part: str, seen: tuple[str, ...]
) -> dict[str, Any] | None:
    whole = range_part(family, part)
    if schema is False:
        return None  # nothing is accepted
    if not isinstance(schema, dict):
        return whole
    if "$ref" in schema:
        target = urljoin(base, schema["$ref"])
        rest = set(schema) - {"$ref"}
        if "#" in target or target in seen or target not in _resources() or rest - _NARROWING:
            return whole
        if rest & {"type", "properties", "additionalProperties", "items"}:
            return whole  # (two schemas of one value: not merged here)
        return _given(_resources()[target], target, family, part, (*seen, target))
    if set(schema) - _NARROWING:
        return whole
    kinds = schema.get("type")
    types = None if kinds is None else {kinds} if isinstance(kinds, str) else set(kinds)
    out: dict[str, Any] = {}
    if part in _BOUNDED and (types is None or types & {"number", "integer"}):
        out.update(_BOUNDS)
    if types is None or "object" in types:
        if schema.get("additionalProperties") is not False:
            return whole
        names, walk = integer_members(family), carrier_members(family)
        members = {}
        for name, member in schema.get("properties", {}).items():
            if name in walk:
                found = _given(member, base, family, INTEGER if name in names else ROOT, seen)
                if found is not None:
                    members[name] = found
        if members:
            out["properties"] = members
    if types is None or "array" in types:
        if "items" not in schema:
            out["items"] = range_part(family, _ITEMS[part])
        else:
            found = _given(schema["items"], base, family, _ITEMS[part], seen)
            if found is not None:
                out["items"] = found
    return out or None


__all__ = [
    "INTEGER",
    "INTEGER_ITEM",
    "ITEM",
    "ROOT",
    "range_given",
    "range_part",
    "range_reference",
]
