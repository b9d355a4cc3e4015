"""Structural findings: schema errors turned into trajspec findings.

Two engines validate against the schemas: jsonschema-rs on the fast path and
python-jsonschema as the oracle. Both report keyword failures; this module turns either
engine's errors into the same findings, so their verdicts can be compared finding by finding.

Codes are ``schema.<keyword>``. A failed tagged union (``oneOf`` whose variants each fix a tag
property with ``const``) is not reported as "matches no variant": the variant that the
document's tag selects is taken, and its own errors are reported. Only when the tag is missing
or names no variant is the union itself the finding.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from trajspec._findings import Finding, path_key, pointer
from trajspec._jsonvalues import show

# Property names that tag the variants of the unions in spec/ (see each oneOf's
# "discriminator" annotation). A branch that disagrees with the document on one of these
# is not the variant the document meant.
TAG_PROPERTIES = frozenset({"kind", "type"})

Path = tuple[str | int, ...]


@dataclass(frozen=True, slots=True)
class KeywordError:
    """One keyword failure, engine-neutral."""

    keyword: str
    instance_path: Path
    schema_path: Path
    detail: dict[str, Any] = field(default_factory=dict)
    branches: tuple[tuple[KeywordError, ...], ...] = ()


def from_rust(error: Any) -> KeywordError:
    """Adapt a ``jsonschema_rs.ValidationError``."""
    kind = error.kind
    branches: tuple[tuple[KeywordError, ...], ...] = ()
    if kind.name in {"oneOf", "anyOf"} and hasattr(kind, "context"):
        branches = tuple(tuple(from_rust(e) for e in branch) for branch in kind.context)
    detail = kind.as_dict() if hasattr(kind, "as_dict") else {}
    return KeywordError(
        keyword=kind.name,
        instance_path=tuple(error.instance_path),
        schema_path=tuple(error.schema_path),
        detail=dict(detail),
        branches=branches,
    )


_ORACLE_DETAIL: dict[str, Callable[[Any], dict[str, Any]]] = {
    "required": lambda e: {"property": _missing_property(e)},
    "const": lambda e: {"expected_value": e.validator_value},
    "enum": lambda e: {"options": list(e.validator_value)},
    "type": lambda e: {"types": _as_list(e.validator_value)},
    "additionalProperties": lambda e: {"unexpected": _unexpected(e)},
}


def from_oracle(error: Any) -> KeywordError:
    """Adapt a python-jsonschema ``ValidationError``."""
    keyword = str(error.validator)
    branches: tuple[tuple[KeywordError, ...], ...] = ()
    if keyword in {"oneOf", "anyOf"}:
        count = len(error.validator_value)
        grouped: list[list[KeywordError]] = [[] for _ in range(count)]
        for sub in error.context or ():
            grouped[sub.relative_schema_path[0]].append(from_oracle(sub))
        branches = tuple(tuple(branch) for branch in grouped)
    make_detail = _ORACLE_DETAIL.get(keyword)
    detail = make_detail(error) if make_detail else {"limit": error.validator_value}
    return KeywordError(
        keyword=keyword,
        instance_path=tuple(error.absolute_path),
        schema_path=tuple(error.absolute_schema_path),
        detail=detail,
        branches=branches,
    )


def _as_list(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list) else [value]


def _missing_property(error: Any) -> str:
    # python-jsonschema reports each missing property as its own error, naming it (repr) at
    # the start of the message; the schema's list alone cannot say which error is which.
    text = str(error.message).removesuffix(" is a required property")
    try:
        name = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return text
    return str(name)


def _unexpected(error: Any) -> list[str]:
    allowed = set(error.schema.get("properties", {}))
    instance = error.instance if isinstance(error.instance, dict) else {}
    return [name for name in instance if name not in allowed]


def findings(errors: Iterable[KeywordError], document: Any) -> list[Finding]:
    """Turn keyword errors into findings, sorted by path then code."""
    out: list[Finding] = []
    for error in errors:
        out.extend(_findings_of(error, document))
    return sorted(set(out), key=lambda f: (path_key(f.path), f.code, f.message))


def _findings_of(error: KeywordError, document: Any) -> list[Finding]:
    if error.keyword in {"oneOf", "anyOf"} and error.branches:
        chosen = _variant_meant(error, document)
        if chosen is not None:
            return [f for sub in chosen for f in _findings_of(sub, document)]
        return [_union_finding(error, document)]
    if error.keyword == "additionalProperties":
        return [
            Finding(
                code="schema.additionalProperties",
                path=pointer((*error.instance_path, name)),
                message=f"property {name!r} is not allowed here; remove it or move it into "
                "an 'extra' object where the schema has one",
                schema_location=pointer(error.schema_path),
            )
            for name in error.detail.get("unexpected", [])
        ]
    return [
        Finding(
            code=f"schema.{error.keyword}",
            path=pointer(error.instance_path),
            message=_message(error, _value_at(document, error.instance_path)),
            schema_location=pointer(error.schema_path),
        )
    ]


def _variant_meant(error: KeywordError, document: Any) -> tuple[KeywordError, ...] | None:
    """The branch of a union that the document's tag (or its JSON type) selects, if one does."""
    depth = len(error.instance_path)
    # A nullable reference: a non-null value meant the referenced schema.
    null_branches = [b for b in error.branches if _is_null_branch(b, depth)]
    if len(error.branches) == 2 and len(null_branches) == 1:
        return next(b for b in error.branches if b is not null_branches[0])
    candidates = [
        branch
        for branch in error.branches
        if not any(_rules_out_branch(sub, depth) for sub in branch)
    ]
    return candidates[0] if len(candidates) == 1 else None


def _is_null_branch(branch: tuple[KeywordError, ...], depth: int) -> bool:
    return (
        len(branch) == 1
        and branch[0].keyword == "type"
        and len(branch[0].instance_path) == depth
        and branch[0].detail.get("types") == ["null"]
    )


def _rules_out_branch(error: KeywordError, depth: int) -> bool:
    path = error.instance_path
    if len(path) == depth and error.keyword == "type":
        return True
    if len(path) == depth and error.keyword == "required":
        return error.detail.get("property") in TAG_PROPERTIES
    return (
        len(path) == depth + 1
        and path[-1] in TAG_PROPERTIES
        and error.keyword in {"const", "enum", "type"}
    )


def _union_finding(error: KeywordError, document: Any) -> Finding:
    value = _value_at(document, error.instance_path)
    expected = sorted(
        {
            str(sub.detail.get("expected_value"))
            for branch in error.branches
            for sub in branch
            if sub.keyword == "const"
            and sub.instance_path[-1:]
            and sub.instance_path[-1] in TAG_PROPERTIES
        }
    )
    if isinstance(value, dict) and expected:
        tag = next((t for t in TAG_PROPERTIES if t in value), None)
        if tag is None:
            message = (
                "the variant of this object is not stated: add a tag property "
                f"({' or '.join(sorted(TAG_PROPERTIES))}) with one of {', '.join(expected)}"
            )
        else:
            message = f"{tag} {show(value[tag])} names no known variant; expected one of {', '.join(expected)}"
    else:
        message = f"{show(value)} matches none of the allowed forms"
    return Finding(
        code=f"schema.{error.keyword}",
        path=pointer(error.instance_path),
        message=message,
        schema_location=pointer(error.schema_path),
    )


def _value_at(document: Any, path: Sequence[str | int]) -> Any:
    value = document
    for part in path:
        try:
            value = value[part]
        except (KeyError, IndexError, TypeError):
            return None
    return value


_JSON_TYPE = {dict: "object", list: "array", str: "string", bool: "boolean", type(None): "null"}


def _json_type(value: Any) -> str:
    if isinstance(value, bool) or value is None:
        return _JSON_TYPE[type(value)]
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "integer" if value.is_integer() else "number"
    return _JSON_TYPE.get(type(value), type(value).__name__)


def _message(error: KeywordError, value: Any) -> str:
    detail = error.detail
    keyword = error.keyword
    if keyword == "required":
        return f"required property {detail.get('property')!r} is missing"
    if keyword == "type":
        wanted = " or ".join(str(t) for t in detail.get("types", []))
        if value is None:  # "found null null" would say it twice
            return f"expected {wanted}, found null"
        return f"expected {wanted}, found {_json_type(value)} {show(value)}"
    if keyword == "const":
        return f"expected {show(detail.get('expected_value'))}, found {show(value)}"
    if keyword == "enum":
        options = ", ".join(show(o) for o in detail.get("options", []))
        return f"{show(value)} is not one of the allowed values: {options}"
    limit = detail.get("limit")
    bounds = {
        "minimum": f"must be at least {limit}",
        "maximum": f"must be at most {limit}",
        "exclusiveMinimum": f"must be greater than {limit}",
        "exclusiveMaximum": f"must be less than {limit}",
        "minLength": f"must have at least {limit} character(s)",
        "maxLength": f"must have at most {limit} character(s)",
        "minItems": f"must have at least {limit} item(s)",
        "maxItems": f"must have at most {limit} item(s)",
        "pattern": f"must match the pattern {detail.get('pattern', limit)}",
    }
    if keyword in bounds:
        return f"{show(value)} {bounds[keyword]}"
    return f"{show(value)} fails the schema keyword {keyword!r}"
