"""What every evidence rule works with: the ``Path`` and ``Out`` of a rule's signature
(``rule(value, path, out)`` appends findings to ``out``, with ``path`` the JSON Pointer parts of
``value`` in the document), and ``objects``, the total reader of a list of objects."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Final

from trajspec._findings import Finding

Path = tuple[str | int, ...]
Out = list[Finding]

#: The shortest list that the list-wide reads in C (map over items, sets of types) pay for:
#: each costs a fixed few hundred instructions, more than a Python step per item saves on
#: lists shorter than this (counted with callgrind on bench/ rows of 1-3 turns).
BATCH_MIN: Final = 8


def objects(value: Any) -> Iterator[tuple[int, dict[str, Any]]]:
    """The (index, item) pairs of a list whose item is an object; nothing for a non-list."""
    if isinstance(value, list):
        for index, item in enumerate(value):
            if isinstance(item, dict):
                yield index, item
