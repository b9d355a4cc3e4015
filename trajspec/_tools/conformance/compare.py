"""JSON values compared as a round trip must keep them: member order aside, and numbers as
doubles unless both are integral, which compare exactly (``1`` equals ``1.0``; ``2**63 + 1``
does not equal the double nearest it). ``true`` never equals ``1``."""

from __future__ import annotations

from typing import Any

from trajspec._findings import pointer


def first_difference(want: Any, got: Any) -> str | None:
    """The JSON Pointer of the first place where ``got`` differs from ``want``, with what
    differs, or None when they are equal."""
    return _diff(want, got, ())


def _diff(want: Any, got: Any, path: tuple[str | int, ...]) -> str | None:
    if isinstance(want, dict) and isinstance(got, dict):
        for key in want:
            if key not in got:
                return f"{pointer((*path, key))}: missing"
        for key in got:
            if key not in want:
                return f"{pointer((*path, key))}: added"
        for key, value in want.items():
            found = _diff(value, got[key], (*path, key))
            if found is not None:
                return found
        return None
    if isinstance(want, list) and isinstance(got, list):
        if len(want) != len(got):
            return f"{pointer(path)}: {len(got)} items instead of {len(want)}"
        for index, (a, b) in enumerate(zip(want, got, strict=True)):
            found = _diff(a, b, (*path, index))
            if found is not None:
                return found
        return None
    if _equal_scalars(want, got):
        return None
    return f"{pointer(path)}: {_show(got)} instead of {_show(want)}"


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _integral(value: int | float) -> int | None:
    if isinstance(value, int):
        return value
    return int(value) if value.is_integer() else None


def _equal_scalars(want: Any, got: Any) -> bool:
    if _is_number(want) and _is_number(got):
        a, b = _integral(want), _integral(got)
        if a is not None and b is not None:
            return a == b
        try:
            return float(want) == float(got)
        except OverflowError:  # an integer beyond every double equals no fraction
            return False
    if isinstance(want, dict | list) or isinstance(got, dict | list):
        return False
    return type(want) is type(got) and want == got


def _show(value: Any) -> str:
    text = repr(value) if not isinstance(value, dict | list) else type(value).__name__
    return text if len(text) <= 60 else text[:57] + "..."


__all__ = ["first_difference"]
