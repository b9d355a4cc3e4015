"""Small defensive readers of the plain JSON of an ATIF document, shared by the reverify
checks: a wrong type reads as absent, never as an exception."""

from __future__ import annotations

import json
from typing import Any

from trajspec._jsonvalues import json_int

JsonObject = dict[str, Any]
Path = tuple[str | int, ...]


def as_object(value: Any) -> JsonObject | None:
    return value if isinstance(value, dict) else None


def as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def is_blank(value: Any) -> bool:
    return isinstance(value, str) and not value.strip()


def step_no(index: int, step: JsonObject) -> str:
    """How a message names a step: its step_id, which a valid document numbers from 1."""
    step_id = json_int(step.get("step_id"))
    return str(step_id if step_id is not None else index + 1)


def show(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 60 else text[:59] + "…"


__all__ = [
    "JsonObject",
    "Path",
    "as_list",
    "as_object",
    "is_blank",
    "show",
    "step_no",
]
