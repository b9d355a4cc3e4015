"""What ``--atif PATH...`` names: ATIF files, folders of them and globs.

A ``.json`` file holds one document; a ``.jsonl`` file one document per line. A folder stands
for every ``*.json`` and ``*.jsonl`` file under it (recursively, in the order of their paths);
a glob for the files it matches (a folder it matches, as a folder); both leave out the
``manifest.jsonl`` of an ATIF export folder (``--format atif``), which holds no document. A
file named on its own is
read whatever its suffix (``.json``: one document, anything else: JSON Lines). Symbolic links
inside a folder are not followed into other folders.
"""

from __future__ import annotations

import glob
import os
import stat
from collections.abc import Iterable, Sequence
from pathlib import Path

from trajspec._jsonl import Source
from trajspec._outputs import display
from trajspec._paths import probe
from trajspec.converters._atif_export.batch import MANIFEST

#: The suffixes of the files a folder or glob brings in.
SUFFIXES = (".json", ".jsonl")


class AtifInputError(Exception):
    """An ``--atif`` argument that names nothing readable (a usage error: exit 2)."""


def _source(path: Path) -> Source:
    return Source(path, whole_document=path.suffix == ".json")


def _folder_files(folder: Path) -> list[Path]:
    found: list[Path] = []
    for top, folders, files in os.walk(folder, onerror=_raise):
        folders.sort()
        found.extend(Path(top, name) for name in files if _brought(name))
    return sorted(p for p in found if p.is_file())


def _brought(name: str) -> bool:
    """Whether a folder or glob brings in the file called ``name``."""
    return Path(name).suffix in SUFFIXES and name != MANIFEST


def _raise(error: OSError) -> None:
    raise AtifInputError(f"{display(error.filename or '')}: {error.strerror}")


def _named(arg: str) -> Iterable[Path]:
    path = Path(arg)
    info = probe(path, AtifInputError)
    if info is not None:
        if stat.S_ISDIR(info.st_mode):
            files = _folder_files(path)
            if not files:
                raise AtifInputError(f"{display(arg)}: the folder holds no .json or .jsonl file")
            return files
        if not stat.S_ISREG(info.st_mode):
            raise AtifInputError(
                f"{display(arg)}: not a regular file (a FIFO, device or socket is not read)"
            )
        return [path]
    if not glob.has_magic(arg):
        raise AtifInputError(f"{display(arg)}: no such file")
    found: list[Path] = []
    for match in sorted(glob.glob(arg, recursive=True)):  # noqa: PTH207
        matched = Path(match)
        if matched.is_dir():
            found.extend(_folder_files(matched))
        elif matched.is_file() and _brought(matched.name):
            found.append(matched)
    if not found:
        raise AtifInputError(f"{display(arg)}: matches no .json or .jsonl file")
    return found


def atif_inputs(args: Sequence[str]) -> list[Source]:
    """The ATIF inputs the arguments name, in order (a file named twice is read once);
    AtifInputError for an argument that names nothing readable."""
    if not args:
        raise AtifInputError("no --atif input given: name a file, a folder or a glob")
    seen: set[Path] = set()
    sources: list[Source] = []
    for arg in args:
        for path in _named(arg):
            key = Path(os.path.realpath(path))
            if key in seen:
                continue
            seen.add(key)
            sources.append(_source(path))
    return sources


__all__ = ["SUFFIXES", "AtifInputError", "atif_inputs"]
