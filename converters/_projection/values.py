"""Small helpers shared by the projection modules: JSON value tests and exact sums.

Everything here works on plain parsed JSON values (dicts, lists, str, int, float, bool,
None). Nothing is mutated in place.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import TypeGuard

from trajspec._jsonvalues import json_count, json_number


def is_int(value: object) -> TypeGuard[int]:
    """A JSON integer as Python reads it: an int that is not a bool."""
    return isinstance(value, int) and not isinstance(value, bool)


def is_number(value: object) -> TypeGuard[int | float]:
    """A finite JSON number (int or float, not bool)."""
    return json_number(value) is not None


#: A token count: a non-negative JSON integer (``12`` or ``12.0``) as an int, else None.
#: json_count itself, not a wrapper: it is called for every figure of every call.
count = json_count


def text(value: object) -> str | None:
    """A non-empty string, else None (empty strings count as absent)."""
    return value if isinstance(value, str) and value else None


def total(values: Iterable[int | float]) -> int | float:
    """An exact sum of JSON numbers (never booleans): integers add exactly, floats with
    correct rounding (math.fsum)."""
    items = list(values)
    summed = sum(items)  # an int exactly when every item is one
    return summed if type(summed) is int else math.fsum(items)
