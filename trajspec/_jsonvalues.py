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
from collections.abc import Iterator
from typing import Any, Final

import orjson

#: A parsed JSON object, as every rule and converter handles it.
JsonObject = dict[str, Any]

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
def carrier_members(family: str) -> frozenset[str]:
    """The member names whose schema, in some schema of ``family``, can hold an integer
    member at some depth (through properties, items, unions and references): the only members
    the range rule walks into. A member no schema types (a payload, an ``extra`` map, an unknown
    key of an open item) holds no schema's integer and is not walked."""
    from trajspec._schemas import all_schemas  # late: the registry reads every schema file

    files = {
        (info.version, info.file_name): info.contents
        for info in all_schemas()
        if info.family == family
    }
    names: set[str] = set()
    memo: dict[int, bool] = {}
    for (version, _), contents in files.items():
        for root, schema in _subschemas(contents):
            properties = schema.get("properties")
            if isinstance(properties, dict):
                for name, member in properties.items():
                    if _reaches_integer(member, root, version, files, memo):
                        names.add(name)
    return frozenset(names)


def _subschemas(schema: object, root: object = None) -> Iterator[tuple[object, dict[str, Any]]]:
    """Every object inside a schema file, with the file's root (for local references)."""
    root = schema if root is None else root
    if isinstance(schema, dict):
        yield root, schema
        for value in schema.values():
            yield from _subschemas(value, root)
    elif isinstance(schema, list):
        for item in schema:
            yield from _subschemas(item, root)


def _resolve(
    ref: str, root: object, version: str, files: dict[tuple[str, str], Any]
) -> tuple[object, object]:
    """The schema a ``$ref`` names and the root of its file; (None, None) when unknown."""
    file_name, _, fragment = ref.partition("#")
    target = files.get((version, file_name)) if file_name else root
    node: object = target
    for part in fragment.split("/")[1:] if fragment else ():
        node = node.get(part) if isinstance(node, dict) else None
    return node, target


def _reaches_integer(
    schema: object,
    root: object,
    version: str,
    files: dict[tuple[str, str], Any],
    memo: dict[int, bool],
) -> bool:
    if not isinstance(schema, dict):
        return False
    key = id(schema)
    if key in memo:
        return memo[key]
    memo[key] = False  # a recursive reference adds nothing new while it is being answered
    reached = _is_integer_type(schema)
    ref = schema.get("$ref")
    if not reached and isinstance(ref, str):
        target, target_root = _resolve(ref, root, version, files)
        reached = _reaches_integer(target, target_root, version, files, memo)
    parts: list[object] = []
    for keyword in ("items", "additionalProperties"):
        parts.append(schema.get(keyword))
    for keyword in ("oneOf", "anyOf", "allOf"):
        options = schema.get(keyword)
        parts.extend(options if isinstance(options, list) else ())
    properties = schema.get("properties")
    parts.extend(properties.values() if isinstance(properties, dict) else ())
    reached = reached or any(_reaches_integer(part, root, version, files, memo) for part in parts)
    memo[key] = reached
    return reached


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
    """Every member of ``document`` named in integer_members(family), at any depth inside
    members that can hold one (carrier_members; never a free-form payload), whose value, or an
    item of whose array value, is an integer outside the 64-bit range: (path, value), in
    document order.

    The common answer, none, comes from :func:`in_range` (jsonschema-rs, no Python step per
    object); only a document it does not accept is walked here. A byte prefilter over the
    JSON text was measured and dropped: hex ids make it answer yes for nearly every row."""
    if in_range(document, family):
        return []
    return _walk_out_of_range(document, family)


def _walk_out_of_range(document: Any, family: str) -> list[tuple[tuple[str | int, ...], object]]:
    """What out_of_range answers, by walking ``document`` in Python: the definition that
    :func:`range_schema` mirrors (tests/core/test_range_schema.py holds them together)."""
    found: list[tuple[tuple[str | int, ...], object]] = []
    _collect(document, (), integer_members(family), carrier_members(family), found)
    return found


#: The range of a schema's integer as JSON Schema keywords: ``exclusiveMaximum`` 2**63, not
#: ``maximum`` INT64_MAX, since the double 2.0**63 is 2**63 and must be refused.
_RANGE_KEYWORDS: Final = {"exclusiveMaximum": INT64_MAX + 1, "minimum": INT64_MIN}


@functools.cache
def range_schema(family: str) -> dict[str, Any]:
    """A JSON Schema that accepts a document exactly when the walk of out_of_range finds
    nothing in it: the value of each carrier member is checked by this schema again (an
    object by its members, an array item by item), and a member of integer_members(family)
    holds no number, and its array no item, outside the 64-bit range. Every other member and
    every other scalar is left alone, as the walk leaves it. A number beyond the range is
    always integral (a double that large has no fraction), so a plain bound says what
    ``integral_out_of_range`` says; booleans are no numbers to JSON Schema either.

    Its shape is the cheapest for jsonschema-rs that was found (callgrind, rows of 5-10 KB:
    a pass 14% fewer instructions than one ``$ref: "#"`` per member): a ``$ref`` is the
    costly step of a pass, and nearly every member of integer_members holds a plain number.
    So an integer member is checked by ``$defs/integer`` (its bounds, and the members and
    items this schema checks, written out) and never goes through a reference, and an array
    item, nearly always an object, gets the members checked in place; a reference is taken
    for a carrier that is not an integer member and below an item's own arrays. The result
    is the same schema, unrolled (tests/core/test_range_schema.py)."""
    names, walk = integer_members(family), carrier_members(family)
    again = {"$ref": "#"}
    members = {
        name: {"$ref": "#/$defs/integer"} if name in names else again for name in sorted(walk)
    }
    item = {"properties": members, "items": again}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        # its own resource, so that "#" stays this schema where another one embeds it
        "$id": f"urn:trajspec:integer-range:{family}",
        "$defs": {
            "integer": {
                **_RANGE_KEYWORDS,
                "properties": members,
                "items": {**_RANGE_KEYWORDS, **item},
            }
        },
        "properties": members,
        "items": item,
    }


@functools.cache
def _range_validator(family: str) -> Any:
    import jsonschema_rs  # late: a command that checks no document does not load it

    return jsonschema_rs.validator_for(range_schema(family))


def in_range(document: Any, family: str) -> bool:
    """True when out_of_range(document, family) is certainly empty, decided by jsonschema-rs
    against :func:`range_schema` in one pass without a Python step per object. False also for
    what jsonschema-rs cannot read (a key that is not a string, a subclass of int, ...): such
    a document is walked."""
    try:
        return bool(_range_validator(family).is_valid(document))
    except ValueError:  # jsonschema-rs: "Unsupported type", "Dict key must be str"
        return False


def _collect(
    value: Any,
    path: tuple[str | int, ...],
    names: frozenset[str],
    walk: frozenset[str],
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
            if key in walk and isinstance(member, dict | list):
                _collect(member, where, names, walk, found)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            if isinstance(item, dict | list):
                _collect(item, (*path, index), names, walk, found)


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


def show(value: object, limit: int = 60) -> str:
    """A JSON value as compact JSON text for a message, cut to ``limit`` characters with an
    ellipsis (a value that is not JSON, handed to an API by a caller, shows as its repr)."""
    try:
        text = orjson.dumps(value).decode()
    except TypeError:
        text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


__all__ = [
    "INT64_MAX",
    "INT64_MIN",
    "JsonObject",
    "carrier_members",
    "describe_out_of_range",
    "first_out_of_range",
    "in_range",
    "integer_members",
    "integral_out_of_range",
    "json_count",
    "json_int",
    "json_number",
    "out_of_range",
    "range_schema",
    "show",
]
