"""Small defensive readers of parsed ATIF: every value is type-checked before use, so a
structurally broken document gives findings, not exceptions."""

from __future__ import annotations

from typing import Any

from trajspec._jsonvalues import JsonObject

Path = tuple[str | int, ...]


MISSING: Any = object()


def as_object(value: Any) -> JsonObject | None:
    return value if isinstance(value, dict) else None


def as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def as_number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def present(obj: JsonObject, key: str) -> bool:
    """Harbor's reading: a member written as null is absent."""
    return obj.get(key) is not None
