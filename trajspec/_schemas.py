"""The schemas of spec/, as installed with the package.

spec/<family>/<version>/<name>.schema.json holds one concept per file. This module finds
them, names them (by title, by file name, by ``$id``) and hands out compiled validators.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

import orjson

SCHEMA_SUFFIX = ".schema.json"
ID_BASE = "https://trajspec.dev/schemas/"


@dataclass(frozen=True, slots=True)
class SchemaInfo:
    """One schema file of spec/."""

    family: str
    version: str
    file_name: str
    title: str
    id: str
    contents: Mapping[str, Any]

    @property
    def name(self) -> str:
        """The file name without its ``.schema.json`` suffix."""
        return self.file_name.removesuffix(SCHEMA_SUFFIX)

    @property
    def qualified_name(self) -> str:
        """``family/version/name``: unique across spec/."""
        return f"{self.family}/{self.version}/{self.name}"


class UnknownSchemaError(LookupError):
    """No schema, or more than one, answers to a name."""


def spec_root() -> Traversable:
    """The installed spec/ folder."""
    return resources.files("trajspec.spec")


def _iter_schema_files() -> Iterator[tuple[str, str, Traversable]]:
    root = spec_root()
    for family in sorted(root.iterdir(), key=lambda t: t.name):
        if not family.is_dir() or family.name in {"rules", "gaps", "conformance"}:
            continue
        for version in sorted(family.iterdir(), key=lambda t: t.name):
            if not version.is_dir():
                continue
            for entry in sorted(version.iterdir(), key=lambda t: t.name):
                if entry.name.endswith(SCHEMA_SUFFIX):
                    yield family.name, version.name, entry


@functools.cache
def all_schemas() -> tuple[SchemaInfo, ...]:
    """Every schema of spec/, ordered by family, version and file name."""
    found = []
    for family, version, entry in _iter_schema_files():
        contents = orjson.loads(entry.read_bytes())
        found.append(
            SchemaInfo(
                family=family,
                version=version,
                file_name=entry.name,
                title=contents.get("title", ""),
                id=contents.get("$id", ""),
                contents=contents,
            )
        )
    return tuple(found)


def families() -> list[tuple[str, str]]:
    """The ``(family, version)`` pairs that spec/ defines."""
    return sorted({(info.family, info.version) for info in all_schemas()})


def find_schema(name: str) -> SchemaInfo:
    """Look a schema up by title, file name (with or without suffix), ``$id`` or
    ``family/version/name``. Raises UnknownSchemaError when none or several match."""
    wanted = name.strip()
    matches = [
        info
        for info in all_schemas()
        if wanted in {info.title, info.file_name, info.name, info.id, info.qualified_name}
    ]
    if len(matches) == 1:
        return matches[0]
    if not matches:
        raise UnknownSchemaError(
            f"no schema is called {wanted!r}; `trajspec schema list` shows the names"
        )
    names = ", ".join(info.qualified_name for info in matches)
    raise UnknownSchemaError(f"{wanted!r} names several schemas ({names}); qualify it")


def schemas_of(family: str, version: str) -> list[SchemaInfo]:
    """The schemas of one family version."""
    return [info for info in all_schemas() if (info.family, info.version) == (family, version)]


def resources_by_id() -> dict[str, Mapping[str, Any]]:
    """Every schema keyed by its ``$id``, for building reference registries."""
    return {info.id: info.contents for info in all_schemas()}
