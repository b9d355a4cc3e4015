"""Phase 1's result of a reverify batch (``_Plan``): the manifest's items in order, the index of
the materialized inputs, and the input rows of each entry by its position (``_EntryRows``)."""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from dataclasses import dataclass, field

from trajspec.converters._reverify.inputs import InputIndex, InputLocation
from trajspec.converters._reverify.manifest import (
    Key,
    ManifestEntry,
    ManifestLineProblem,
)


@dataclass(slots=True)
class _Plan:
    """Phase 1's result: manifest items in order and the input index."""

    items: list[ManifestEntry | ManifestLineProblem]
    entries: list[ManifestEntry]
    index: InputIndex
    #: The length in bytes of each item's manifest line (progress counts them).
    sizes: Sequence[int] = field(default_factory=list)
    #: The input rows of each entry, by position (``index.rows``, emptied, held them by key).
    rows: _EntryRows | None = None


class _EntryRows:
    """The input rows of each entry by its position in the manifest's entries: 24 bytes an
    entry with one row (the usual), where ``InputIndex.rows`` holds a key, a list and a
    location of objects, about 300 bytes an entry, through all of phase 2 (tests/converters/
    test_reverify_memory.py bounds what is left). An entry with none or several keeps a list.

    Filled as ``index_inputs`` finds the rows (``found``) of the keys in ``wanted``, which
    is dropped after (``done``)."""

    def __init__(self, entries: list[ManifestEntry]) -> None:
        self._line = array("q", [-1]) * len(entries)  # -1: no row (yet); -2: in ``_other``
        self._offset = array("q", [0]) * len(entries)
        self._length = array("q", [0]) * len(entries)
        self._other: dict[int, list[InputLocation]] = {}
        #: each key's first position, and the others of a key the manifest repeats
        self.wanted: dict[Key, int] = {}
        self._more: dict[Key, list[int]] = {}
        for position, entry in enumerate(entries):
            key = entry.key
            if self.wanted.setdefault(key, position) != position:
                self._more.setdefault(key, []).append(position)

    def found(self, key: Key, location: InputLocation) -> None:
        """One more row of ``key`` (rows come in the order of the file)."""
        first = self.wanted[key]
        for position in (first, *self._more.get(key, ())):
            line = self._line[position]
            if line == -1:
                self._line[position] = location.line
                self._offset[position] = location.offset
                self._length[position] = location.length
            else:
                if line >= 0:
                    self._line[position] = -2
                    self._other[position] = [self._at(position, line)]
                self._other[position].append(location)

    def done(self) -> None:
        """Every row is found: the keys are no longer asked for."""
        self.wanted = {}
        self._more = {}

    def _at(self, position: int, line: int) -> InputLocation:
        return InputLocation(line, self._offset[position], self._length[position])

    def __getitem__(self, position: int) -> list[InputLocation]:
        """The rows of entry ``position`` (those ``InputIndex.rows`` has for its key)."""
        line = self._line[position]
        if line == -1:
            return []
        if line == -2:
            return self._other[position]
        return [self._at(position, line)]
