"""What the jobs of the Python API read: paths (files, run folders, globs), bytes and text.

A ``str`` is text when it starts (after blanks) with ``{`` or ``[``, else a path or glob;
pass a ``pathlib.Path`` for a file whose name starts with one. Bytes and text are read as
the command line reads a file: one JSON document when ``input_format`` is ``json``, JSON
Lines when it is ``jsonl``, and with ``auto`` one document when the whole text is one JSON
value, else JSON Lines. Findings name them ``<bytes>`` or ``<text>``.
"""

from __future__ import annotations

import io
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from trajspec._cli.inputs import InputError as _CliInputError
from trajspec._cli.inputs import ensure_readable, is_failures_sidecar, resolve
from trajspec._jsonl import Source
from trajspec._strictjson import StrictJsonError, loads

#: What names one input: a path (or glob), or the bytes or text of one.
PathOrData = str | os.PathLike[str] | bytes | bytearray | memoryview

INPUT_FORMATS = ("auto", "json", "jsonl")


class InputError(Exception):
    """An input that cannot be read or an output that must not be written (missing file,
    a folder with no shards, an output that is an input, ...); nothing was written. The
    message says which and why, as the command line's exit 2 does."""


InputError.__module__ = "trajspec"  # where users name it (trajspec.InputError)


@dataclass(frozen=True, slots=True)
class _InMemory:
    """Opens bytes held in memory as a stream (a Source's opener)."""

    data: bytes

    def open(self) -> BinaryIO:
        return io.BytesIO(self.data)


def is_text(value: object) -> bool:
    """Whether a ``str`` argument is JSON text rather than a path."""
    return isinstance(value, str) and value.lstrip()[:1] in ("{", "[")


def _data_source(data: bytes, label: str, input_format: str) -> Source:
    whole = input_format == "json"
    if input_format == "auto":
        try:
            loads(data)
            whole = True
        except StrictJsonError:
            whole = False
    return Source(Path(label), whole_document=whole, opener=_InMemory(data))


def _items(data: PathOrData | Sequence[PathOrData]) -> list[PathOrData]:
    if isinstance(data, (str, bytes, bytearray, memoryview, os.PathLike)):
        return [data]
    return list(data)


#: Files a folder or glob brings along that are reports, not rollouts.
_NOT_ROLLOUTS = ("rollout_verdicts.jsonl",)


def _named(name: str, input_format: str, rollouts: bool) -> list[Source]:
    """The sources a path, folder or glob names; with ``rollouts``, failure sidecars and
    earlier verdicts that a folder or glob brings along are left out (a file named is read),
    as the command line's health, coverage and report do."""
    found = resolve([name], input_format=input_format)
    if not rollouts or Path(name).is_file():
        return found
    kept = [
        s
        for s in found
        if s.path is None or not (is_failures_sidecar(s.path) or s.path.name in _NOT_ROLLOUTS)
    ]
    if not kept:
        raise InputError(f"{name}: names no rollout file (failure sidecars are skipped)")
    return kept


def sources(
    data: PathOrData | Sequence[PathOrData],
    *,
    input_format: str = "auto",
    rollouts: bool = False,
) -> list[Source]:
    """The sources ``data`` names (one input or a sequence of them), opened once each to
    check that they can be read. ``rollouts``: paths are rollout files, whose failure sidecars
    a folder or glob brings along are left out (as ``health`` and ``coverage`` do). Raises
    InputError."""
    if input_format not in INPUT_FORMATS:
        raise ValueError(f"input_format must be one of {', '.join(INPUT_FORMATS)}")
    found: list[Source] = []
    try:
        for item in _items(data):
            if isinstance(item, (bytes, bytearray, memoryview)):
                found.append(_data_source(bytes(item), "<bytes>", input_format))
            elif isinstance(item, str) and is_text(item):
                found.append(_data_source(item.encode(), "<text>", input_format))
            else:
                found.extend(_named(os.fspath(item), input_format, rollouts))
        ensure_readable([s for s in found if not isinstance(s.opener, _InMemory)])
    except _CliInputError as error:
        raise InputError(str(error)) from None
    return found


def paths(data: str | os.PathLike[str] | Sequence[str | os.PathLike[str]]) -> list[Path]:
    """The rollout files a path, folder or glob (or several) names, for the jobs that read
    files by name (export). Raises InputError."""
    found = sources(data, rollouts=True, input_format="jsonl")
    named = [s.path for s in found if s.path is not None and not isinstance(s.opener, _InMemory)]
    if len(named) != len(found):
        raise InputError("this job reads files: name a file, a run folder or a glob")
    return named


__all__ = ["INPUT_FORMATS", "InputError", "PathOrData", "is_text", "paths", "sources"]
