"""Small readers shared by reverify: a list that may not be one (a response under comparison
is any JSON value), and how a message names a step."""

from __future__ import annotations

from typing import Any

from trajspec._jsonvalues import JsonObject, json_int

Path = tuple[str | int, ...]


def as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def step_no(index: int, step: JsonObject) -> str:
    """How a message names a step: its step_id, which a valid document numbers from 1 (one
    beyond the 64-bit range, the number rule's finding, by its position)."""
    step_id = json_int(step.get("step_id"))
    return str(step_id if step_id is not None else index + 1)


__all__ = [
    "Path",
    "as_list",
    "step_no",
]
