"""Findings: the one shape every validation problem takes.

A finding says what is wrong (``code``, ``message``), where (``path``: an RFC 6901 JSON
Pointer into the document; for files also ``file`` and the position of what the path names:
``line``, ``column``, ``end_line``, ``end_column``, 1-based, columns counted in characters, the
end just past the value) and how bad it is (``severity``). Structural findings also name the failing schema keyword's
location (``schema_location``).
"""

from __future__ import annotations

import functools
from dataclasses import asdict, dataclass, replace
from typing import Any, Literal, NamedTuple

Severity = Literal["error", "warning", "info"]

SEVERITY_RANK: dict[str, int] = {"info": 0, "warning": 1, "error": 2}


class Position(NamedTuple):
    """Where in its file a finding is: 1-based line and column (columns in characters); the
    column and the end (just past the value) are None when not known."""

    file: str | None
    line: int
    column: int | None = None
    end_line: int | None = None
    end_column: int | None = None


@dataclass(frozen=True, slots=True, order=True)
class Finding:
    """One problem in one document."""

    code: str
    path: str
    message: str
    severity: Severity = "error"
    file: str | None = None
    line: int | None = None
    column: int | None = None
    end_line: int | None = None
    end_column: int | None = None
    schema_location: str | None = None

    @property
    def pointer(self) -> str:
        """The RFC 6901 JSON Pointer of what is wrong, in its document (``path``)."""
        return self.path

    @property
    def position(self) -> Position | None:
        """Where the finding is in its file's text; None for a finding of a value that was
        never text (an already-parsed document) or that no line is known for."""
        if self.line is None:
            return None
        return Position(self.file, self.line, self.column, self.end_line, self.end_column)

    def located(self, *, file: str | None = None, line: int | None = None) -> Finding:
        """The same finding, placed in a file and line."""
        return replace(self, file=file, line=line)

    def spanning(self, line: int, column: int, end_line: int, end_column: int) -> Finding:
        """The same finding, placed at a stretch of its file's text."""
        return replace(self, line=line, column=column, end_line=end_line, end_column=end_column)

    def to_json(self) -> dict[str, Any]:
        """The finding as a JSON object; absent locations are left out."""
        return {key: value for key, value in asdict(self).items() if value is not None}


def pointer(parts: tuple[str | int, ...] | list[str | int]) -> str:
    """Build an RFC 6901 JSON Pointer from path parts."""
    return "".join("/" + str(part).replace("~", "~0").replace("/", "~1") for part in parts)


def pointer_parts(ptr: str) -> list[str]:
    """Split an RFC 6901 JSON Pointer into its unescaped reference tokens."""
    if not ptr:
        return []
    if not ptr.startswith("/"):
        raise ValueError(f"a JSON Pointer starts with '/': {ptr!r}")
    return [token.replace("~1", "/").replace("~0", "~") for token in ptr[1:].split("/")]


@functools.lru_cache(maxsize=4096)
def path_key(ptr: str) -> tuple[tuple[int, int | str], ...]:
    """A sort key of a JSON Pointer in document order: array indices compare as numbers
    (``/steps/2`` before ``/steps/10``), other tokens as text, numbers before text."""
    try:
        parts = pointer_parts(ptr)
    except ValueError:
        return ((1, ptr),)
    # An array index is ASCII digits: str.isdigit() also says yes to '²', which int() refuses.
    return tuple(
        (0, int(part)) if part.isascii() and part.isdigit() else (1, part) for part in parts
    )
