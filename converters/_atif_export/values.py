"""JSON value helpers of the ATIF export: equality, plain-JSON checks, blank text, numbers.

The export compares copies of conversation items (turn questions and answers, recorded tool
outputs) with the conversation itself, and it must do so as JSON values: ``1`` equals ``1.0``,
but ``1`` never equals ``true`` (Python's ``==`` says it does) and key order does not matter.
"""

from __future__ import annotations

import datetime
import math
from collections.abc import Iterator
from typing import Any, Final

import orjson

from trajspec._jsonvalues import INT64_MAX, INT64_MIN, json_int
from trajspec._strictjson import INT_MAX, INT_MIN, MAX_DEPTH

Path = tuple[str | int, ...]

# Characters that JSON Schema's ``\S`` (ECMA-262) counts as white space but Python's
# str.isspace does not; the profile schema's "not blank" patterns use \S.
_ECMA_ONLY_SPACE: Final = frozenset("\ufeff")


def is_blank(value: str) -> bool:
    """True when ``value`` holds no character other than white space (Python's or ECMA's)."""
    if not value or value.isspace():
        return True
    if "\ufeff" not in value:
        return False
    return all(ch.isspace() or ch in _ECMA_ONLY_SPACE for ch in value)


def as_int(value: Any) -> int:
    """An integer the structure phase already validated (``1`` or ``1.0``) as a Python int,
    so that the document writes ``1``."""
    if type(value) is int and INT64_MIN <= value <= INT64_MAX:
        return value  # what parsed JSON nearly always holds
    number = json_int(value)
    if number is None:
        raise ValueError(f"not a JSON integer: {value!r}")
    return number


def as_float(value: int | float) -> int | float:
    """A JSON number of a float-typed field, written the way the reference writes it: an
    integer becomes a float (``200`` -> ``200.0``) when that is exact, else it stays as it is."""
    if type(value) is float:
        return value
    if isinstance(value, bool) or not isinstance(value, int):
        return value
    converted = float(value)
    return converted if converted == value else value


#: "00" to "59", the minute and second fields of a timestamp.
_TWO_DIGITS: Final = tuple(f"{n:02d}" for n in range(60))
#: "YYYY-MM-DDTHH:" per hour since year 1 (toordinal() * 24 + hour): a row's turns fall in a
#: few hours, and formatting the whole moment (isoformat) cost more than the rest.
_HOURS: dict[int, str] = {}
_HOURS_MAX: Final = 4096
_fromtimestamp: Final = datetime.datetime.fromtimestamp


def iso_utc(seconds: int | float) -> str | None:
    """An epoch time as the export writes it: UTC, ISO 8601, microseconds only when not zero,
    ``Z`` suffix (``1735689600.5`` -> ``2025-01-01T00:00:00.500000Z``); None when no such
    timestamp exists (before year 1, after year 9999, not finite). The fields are
    ``datetime.fromtimestamp``'s (its rounding), written as ``isoformat`` writes them."""
    try:
        moment = _fromtimestamp(seconds, tz=datetime.UTC)
    except (OverflowError, OSError, ValueError):
        return None
    hour = moment.toordinal() * 24 + moment.hour
    prefix = _HOURS.get(hour)
    if prefix is None:
        prefix = moment.isoformat()[:14]
        if len(_HOURS) < _HOURS_MAX:
            _HOURS[hour] = prefix
    microsecond = moment.microsecond
    if microsecond:
        minute, second = _TWO_DIGITS[moment.minute], _TWO_DIGITS[moment.second]
        return f"{prefix}{minute}:{second}.{microsecond:06d}Z"
    return prefix + _TWO_DIGITS[moment.minute] + ":" + _TWO_DIGITS[moment.second] + "Z"


def json_equal(a: Any, b: Any) -> bool:
    """Equality of two JSON values: numbers compare numerically, booleans only with booleans,
    objects by key set. Fast path: identical serializations are equal values; values that
    Python's ``==`` (coarser: it equates ``True`` and ``1``) already tells apart differ."""
    if type(a) is str and type(b) is str:
        return a == b  # two texts (tool outputs, mostly): JSON equality is Python's
    try:
        if orjson.dumps(a) == orjson.dumps(b):
            return True
    except TypeError:
        pass
    if a != b:
        return False
    return exactly_equal(a, b)


def exactly_equal(a: Any, b: Any) -> bool:
    """JSON value equality without a fast path: numbers compare by value (1 equals 1.0),
    booleans only with booleans, objects by key set, arrays by order."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, dict):
        return (
            isinstance(b, dict)
            and a.keys() == b.keys()
            and all(exactly_equal(v, b[k]) for k, v in a.items())
        )
    if isinstance(a, list):
        return (
            isinstance(b, list)
            and len(a) == len(b)
            and all(exactly_equal(x, y) for x, y in zip(a, b, strict=True))
        )
    if isinstance(a, int | float):
        return isinstance(b, int | float) and not isinstance(b, bool) and a == b
    return type(a) is type(b) and a == b


def is_plain_json(value: Any) -> bool:
    """Whether ``value`` is exactly what a strict JSON reader could have produced (dicts with
    string keys, lists, strings without lone surrogates, 64-bit integers, finite floats,
    booleans, None; at most MAX_DEPTH deep). Fast: one round trip through orjson, which
    refuses surrogates, big integers and foreign types, and gives back a value that differs
    from the original wherever a NaN, an infinity or a tuple was."""
    try:
        again = orjson.loads(orjson.dumps(value))
    except (TypeError, orjson.JSONDecodeError):
        return False
    return bool(again == value) and _depth_ok(value)


def _depth_ok(value: Any) -> bool:
    level = [value] if isinstance(value, dict | list) else []
    for _ in range(MAX_DEPTH):
        level = [
            child
            for node in level
            for child in (node.values() if isinstance(node, dict) else node)
            if isinstance(child, dict | list)
        ]
        if not level:
            return True
    return False


def non_json_values(value: Any) -> Iterator[tuple[str, Path, str]]:
    """Every place where ``value`` is not plain JSON: (rule code, path, what is wrong).
    The slow companion of :func:`is_plain_json`, called only when that says no."""
    stack: list[tuple[Any, Path]] = [(value, ())]
    while stack:
        node, path = stack.pop()
        if isinstance(node, dict | list) and len(path) >= MAX_DEPTH:
            yield "json.too_deep", path, f"the value is nested deeper than {MAX_DEPTH} levels"
            continue
        if isinstance(node, dict):
            children = []
            for key, child in node.items():
                if not isinstance(key, str):
                    yield "export.not_json", path, f"the object key {key!r} is not a string"
                    continue
                if has_lone_surrogate(key):
                    yield "json.lone_surrogate", (*path, key), "the key holds a lone surrogate"
                children.append((child, (*path, key)))
            stack.extend(reversed(children))
        elif isinstance(node, list):
            stack.extend(reversed([(child, (*path, i)) for i, child in enumerate(node)]))
        elif isinstance(node, str):
            if has_lone_surrogate(node):
                yield "json.lone_surrogate", path, "the string holds a lone UTF-16 surrogate"
        elif isinstance(node, bool) or node is None:
            continue
        elif isinstance(node, int):
            if not INT_MIN <= node <= INT_MAX:
                yield (
                    "json.integer_out_of_range",
                    path,
                    f"the integer is outside {INT_MIN}..{INT_MAX}, the range kept exactly",
                )
        elif isinstance(node, float):
            if not math.isfinite(node):
                yield "json.non_finite_number", path, f"{node!r} is not a JSON number"
        else:
            yield "export.not_json", path, f"a {type(node).__name__} is not a JSON value"


def has_lone_surrogate(text: str) -> bool:
    """Whether a string holds a lone UTF-16 surrogate (it has no UTF-8 form)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


__all__ = [
    "as_float",
    "as_int",
    "exactly_equal",
    "has_lone_surrogate",
    "is_blank",
    "is_plain_json",
    "iso_utc",
    "json_equal",
    "non_json_values",
]
