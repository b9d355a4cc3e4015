"""The conformance vector files of spec/conformance: the one reading of them (tests, docs).

A vector file names the schema or operation it exercises and lists cases; the files are
language-neutral, validated by ``spec/conformance/vector.schema.json``.
"""

from __future__ import annotations

from collections.abc import Iterator
from importlib.resources.abc import Traversable
from typing import Any

import orjson

from trajspec._schemas import spec_root

SCHEMA_SUFFIX = ".schema.json"


def vector_paths() -> Iterator[tuple[str, Traversable]]:
    """Every vector file as (its path under spec/conformance, e.g. ``atif/1.7/rules.json``,
    the file), in path order; schemas of vector files are not vectors."""

    def walk(node: Traversable, prefix: str) -> Iterator[tuple[str, Traversable]]:
        for entry in sorted(node.iterdir(), key=lambda t: t.name):
            name = f"{prefix}{entry.name}"
            if entry.is_dir():
                yield from walk(entry, name + "/")
            elif entry.name.endswith(".json") and not entry.name.endswith(SCHEMA_SUFFIX):
                yield name, entry

    yield from walk(spec_root() / "conformance", "")


def vector_files() -> Iterator[tuple[str, dict[str, Any]]]:
    """Every vector file as (its path under spec/conformance, parsed content), in the order of
    :func:`vector_paths`."""
    for name, entry in vector_paths():
        yield name, orjson.loads(entry.read_bytes())


def vector_schema() -> dict[str, Any]:
    """The schema every vector file follows."""
    data: dict[str, Any] = orjson.loads(
        (spec_root() / "conformance" / "vector.schema.json").read_bytes()
    )
    return data


__all__ = ["vector_files", "vector_paths", "vector_schema"]
