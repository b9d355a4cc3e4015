"""One schema for two: ``conjoin(a, b)`` accepts exactly what ``allOf: [a, b]`` accepts.

jsonschema-rs walks each branch of an ``allOf`` on its own, so the health pass's three
branches (its own keywords, the range walk and the trajectory's schema) each looked up the
members of every model call and turn again (docs/tooling-pitfalls.md: an extra branch with
its own ``properties`` pays the member lookups again). Conjoined, each object is walked
once. Only these steps are taken, each an equivalence of JSON Schema 2020-12:

- a keyword on one side only is kept as it is (keywords of one schema apply together);
- ``properties`` of both: each member's two schemas conjoined; a member that one side lists
  and the other does not, where the other says ``additionalProperties: false``, cannot be
  there, so it is left out (and where the other allows any member, kept as it is);
- ``items``: conjoined; ``required``: both lists; ``type``: the types both allow;
  ``minimum``/``minItems`` the larger, ``exclusiveMaximum`` the smaller;
- a ``$ref`` beside keywords that the other side needs to merge in is replaced by the
  schema it names (its ``$ref``s made absolute, its ``$id`` and ``$defs`` left out: what
  they named is still in the registry);
- anything else that both sides have, or a keyword not read here (``patternProperties``,
  ``additionalProperties`` other than false, ...): ``allOf: [a, b]`` for that value.

tests/validators/test_health_conjoin.py holds it to ``allOf``.
"""

from __future__ import annotations

from typing import Any, Final
from urllib.parse import urljoin

#: Keywords whose value is a schema, a list of schemas, or an object of schemas.
_ONE: Final = frozenset(
    {
        "items",
        "not",
        "if",
        "then",
        "else",
        "additionalProperties",
        "contains",
        "propertyNames",
        "unevaluatedItems",
        "unevaluatedProperties",
    }
)
_LIST: Final = frozenset({"allOf", "anyOf", "oneOf", "prefixItems"})
_MAP: Final = frozenset({"properties", "patternProperties", "$defs", "dependentSchemas"})
#: What an inlined copy leaves out: its identity and what only names parts of it.
_DROPPED: Final = frozenset(
    {"$id", "$schema", "$defs", "$comment", "title", "description", "examples"}
)
#: Keywords whose values on the two sides combine here.
_COMBINED: Final = frozenset(
    {"properties", "items", "required", "type", "minimum", "exclusiveMaximum", "minItems"}
)
#: Keywords that decide which members exist: a side with one of these (other than
#: ``additionalProperties: false``) keeps its ``properties`` apart (allOf).
_MEMBERSHIP: Final = frozenset({"patternProperties", "unevaluatedProperties"})


def absolute(schema: Any, base: str) -> Any:
    """``schema`` (of the resource ``base``) with every ``$ref`` made absolute, without the
    keywords an inlined copy drops (_DROPPED)."""
    if not isinstance(schema, dict):
        return schema
    if isinstance(schema.get("$id"), str):  # (a resource of its own: its refs are its own)
        base = urljoin(base, schema["$id"])
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key in _DROPPED:
            continue
        if key == "$ref" and isinstance(value, str):
            out[key] = urljoin(base, value)
        elif key in _ONE:
            out[key] = absolute(value, base)
        elif key in _LIST and isinstance(value, list):
            out[key] = [absolute(item, base) for item in value]
        elif key in _MAP and isinstance(value, dict):
            out[key] = {name: absolute(item, base) for name, item in value.items()}
        else:
            out[key] = value
    return out


def _types(value: Any) -> set[str]:
    return {value} if isinstance(value, str) else set(value)


def _both_types(a: Any, b: Any) -> list[str] | None:
    """The types both allow (an integer is a number), sorted; None when none."""
    left, right = _types(a), _types(b)
    both = left & right
    if ("integer" in left and "number" in right) or ("number" in left and "integer" in right):
        both.add("integer")
    return sorted(both) or None


def conjoin(a: Any, b: Any, resources: dict[str, Any]) -> Any:
    """A schema that accepts exactly what ``allOf: [a, b]`` accepts (``a`` and ``b`` with
    absolute ``$ref``s; ``resources``: every schema a ``$ref`` may name, by its id)."""
    if a is True or a == {}:
        return b
    if b is True or b == {}:
        return a
    if not isinstance(a, dict) or not isinstance(b, dict):
        return {"allOf": [a, b]}
    a, b = _inlined(a, b, resources), _inlined(b, a, resources)
    shared = (set(a) & set(b)) - _COMBINED
    if a.get("additionalProperties") is False and b.get("additionalProperties") is False:
        shared.discard("additionalProperties")
    if shared or (set(a) | set(b)) & _MEMBERSHIP:
        return {"allOf": [a, b]}
    for one, other in ((a, b), (b, a)):
        if one.get("additionalProperties") not in (None, False) and "properties" in other:
            return {"allOf": [a, b]}  # (a member the other lists would escape it)
        if "prefixItems" in one and "items" in other:
            return {"allOf": [a, b]}  # (``items`` would skip the prefix)
    out = {**a, **b}
    if "properties" in a or "properties" in b:
        left, right = a.get("properties", {}), b.get("properties", {})
        members: dict[str, Any] = {}
        for name in {**left, **right}:
            if name in left and name in right:
                members[name] = conjoin(left[name], right[name], resources)
            elif name in left:
                if b.get("additionalProperties") is not False:
                    members[name] = left[name]
            elif a.get("additionalProperties") is not False:
                members[name] = right[name]
        out["properties"] = members
    if "items" in a and "items" in b:
        out["items"] = conjoin(a["items"], b["items"], resources)
    if "required" in a and "required" in b:
        out["required"] = sorted(set(a["required"]) | set(b["required"]))
    if "type" in a and "type" in b:
        types = _both_types(a["type"], b["type"])
        if types is None:
            return {"allOf": [a, b]}
        out["type"] = types[0] if len(types) == 1 else types
    for key, pick in (("minimum", max), ("exclusiveMaximum", min), ("minItems", max)):
        if key in a and key in b:
            out[key] = pick(a[key], b[key])
    return out


def _inlined(one: dict[str, Any], other: dict[str, Any], resources: dict[str, Any]) -> Any:
    """``one`` with its ``$ref`` replaced by what it names, when ``other`` has keywords to
    merge with it (a ``$ref`` beside other keywords applies together with them)."""
    target = one.get("$ref")
    if not isinstance(target, str) or "#" in target or target not in resources:
        return one
    if not set(other) & (_COMBINED | {"additionalProperties"}):
        return one
    named = absolute(resources[target], target)
    rest = {key: value for key, value in one.items() if key != "$ref"}
    return named if not rest else conjoin(named, rest, resources)


__all__ = ["absolute", "conjoin"]
