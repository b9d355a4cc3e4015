"""Reading plain JSON values by their JSON type, the way the schemas define the types.

JSON Schema calls ``1`` and ``1.0`` integers and never calls ``true`` a number; Python's
``bool`` is an ``int``. Every hand-written rule and converter asks these questions here, so
they all answer them alike.
"""

from __future__ import annotations

import math

# Each reader first asks ``type(value) is int``: what parsed JSON nearly always holds, and
# cheaper than the isinstance chain (bool, a subclass of int, fails it). These run for every
# count and timestamp of every document.


def json_int(value: object) -> int | None:
    """A JSON integer (``3`` or ``3.0``) as an int, else None. Booleans are not integers."""
    if type(value) is int:
        return value
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        return int(value)
    return None


def json_count(value: object) -> int | None:
    """A non-negative JSON integer (a count) as an int, else None."""
    if type(value) is int:
        return value if value >= 0 else None
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


__all__ = ["json_count", "json_int", "json_number"]
