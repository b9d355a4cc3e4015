"""Types the generated models use where pydantic's own differ from JSON Schema.

JSON Schema calls ``1`` and ``1.0`` integers and rejects ``"5"`` and ``true``. Pydantic's lax
``int`` accepts all four; its strict ``int`` rejects ``1.0``. ``JsonInt`` is exactly the JSON
Schema integer: integral floats become ints, everything else must already be an int.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BeforeValidator, Strict


def _integral_float_to_int(value: Any) -> Any:
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


JsonInt = Annotated[int, BeforeValidator(_integral_float_to_int), Strict()]

__all__ = ["JsonInt"]
