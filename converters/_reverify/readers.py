"""Small defensive readers of the plain JSON of an ATIF document, shared by the reverify
checks: a wrong type reads as absent, never as an exception."""

from __future__ import annotations

from typing import Any

from trajspec._jsonvalues import JsonObject, json_int

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


def at_step(index: int, step: JsonObject, member: str, of_type: type) -> Path:
    """Where a finding about a step's ``member`` points: the member when the step has one of
    ``of_type``, else the step."""
    return ("steps", index, member) if isinstance(step.get(member), of_type) else ("steps", index)


__all__ = [
    "Path",
    "as_list",
    "as_object",
    "at_step",
    "is_blank",
    "step_no",
]
