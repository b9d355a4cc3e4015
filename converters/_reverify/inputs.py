"""The materialized inputs of a reverify batch, indexed, not loaded: one pass records where the
row of each key (``_ng_task_index``, ``_ng_rollout_index``) that the manifest asks for starts in
the file, and a worker reads a row back when it needs it. Memory grows with the manifest, not
with the inputs.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO, cast

from trajspec._findings import Finding
from trajspec._jsonvalues import json_int, show
from trajspec._outputs import display
from trajspec._positions import placed
from trajspec._rules import finding, json_findings
from trajspec._strictjson import JsonlReader, OverlongLine, loads, read_lines
from trajspec.converters._reverify.manifest import Key

# --- the materialized inputs ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class InputLocation:
    """Where one materialized input row is: its line and its bytes in the file."""

    line: int
    offset: int
    length: int

    def __reduce__(self) -> tuple[type[InputLocation], tuple[int, int, int]]:
        # sent to the workers with every entry: see ManifestEntry.__reduce__
        return InputLocation, (self.line, self.offset, self.length)


@dataclass(frozen=True, slots=True)
class InputLineProblem:
    """A materialized input line that cannot be joined: unreadable, or without a valid key."""

    line: int
    findings: tuple[Finding, ...]


@dataclass(slots=True)
class InputIndex:
    """The rows of the wanted keys, by key (several when the key repeats), and the lines that
    could not be read."""

    file: Path
    rows: dict[Key, list[InputLocation]] = field(default_factory=dict)
    problems: list[InputLineProblem] = field(default_factory=list)
    records: int = 0


class _OffsetLines:
    """The lines of a binary stream under the line limit (``read_lines``: a longer line comes
    as an OverlongLine, never read whole), remembering where the last one started."""

    def __init__(self, stream: BinaryIO) -> None:
        self._stream = stream
        self.start = 0
        self._next = 0

    def __iter__(self) -> Iterator[bytes]:
        for raw in read_lines(self._stream):
            self.start = self._next
            self._next += raw.length if type(raw) is OverlongLine else len(raw)
            yield raw


def index_inputs(
    path: Path,
    wanted: Container[Key],
    take: Callable[[Key, InputLocation], None] | None = None,
) -> InputIndex:
    """One streaming pass over the materialized inputs. OSError passes. The rows of the
    wanted keys go to ``take`` when given (in the file's order), else to ``rows``."""
    file = display(path)
    index = InputIndex(path)
    with path.open("rb") as stream:
        lines = _OffsetLines(stream)
        reader = JsonlReader(cast(BinaryIO, lines), require_object=True)
        for record in reader:
            index.records += 1
            if record.problems:
                index.problems.append(
                    InputLineProblem(
                        record.line,
                        tuple(json_findings(record.problems, file=file)),
                    )
                )
                continue
            row = record.value
            assert isinstance(row, dict)  # the reader requires an object
            found = []
            key: list[int] = []
            for name in ("_ng_task_index", "_ng_rollout_index"):
                number = json_int(row.get(name))
                if number is None or number < 0:
                    found.append(
                        finding(
                            "reverify.input_invalid",
                            (name,),
                            f"{name} is {show(row.get(name)) if name in row else 'missing'}; "
                            "a materialized input row is joined by its two indices, "
                            "non-negative integers",
                        ).located(file=file, line=record.line)
                    )
                else:
                    key.append(number)
            if found:
                found = placed(found, record.raw, record.line)
                index.problems.append(InputLineProblem(record.line, tuple(found)))
                continue
            pair = (key[0], key[1])
            if pair in wanted:
                location = InputLocation(record.line, lines.start, len(record.raw))
                if take is None:
                    index.rows.setdefault(pair, []).append(location)
                else:
                    take(pair, location)
    return index


def read_input_row(path: Path, location: InputLocation) -> Any:
    """The row at ``location`` (it was read strictly once, so it parses again)."""
    return read_input_line(path, location)[0]


def read_input_line(
    path: Path, location: InputLocation, stream: BinaryIO | None = None
) -> tuple[Any, bytes]:
    """The row at ``location`` and its text (to place findings in it); read from ``stream``,
    the file ``path`` open already, when given."""
    if stream is None:
        with path.open("rb") as opened:
            return read_input_line(path, location, opened)
    stream.seek(location.offset)
    raw = stream.read(location.length)
    return loads(raw, line=location.line), raw


__all__ = [
    "InputIndex",
    "InputLineProblem",
    "InputLocation",
    "index_inputs",
    "read_input_line",
    "read_input_row",
]
