"""Read the conformance vector files shipped with the package (spec/conformance)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import orjson

from trajspec._schemas import spec_root


@dataclass(frozen=True)
class VectorCase:
    file: str
    schema: str
    operation: str
    index: int
    case: dict[str, Any]

    @property
    def id(self) -> str:
        return f"{self.file}#{self.index}"


def vector_files() -> Iterator[tuple[str, dict[str, Any]]]:
    root = spec_root() / "conformance"

    def walk(node: Any, prefix: str) -> Iterator[tuple[str, Any]]:
        for entry in sorted(node.iterdir(), key=lambda t: t.name):
            name = f"{prefix}{entry.name}"
            if entry.is_dir():
                yield from walk(entry, name + "/")
            elif entry.name.endswith(".json") and not entry.name.endswith(".schema.json"):
                yield name, entry

    for name, entry in walk(root, ""):
        yield name, orjson.loads(entry.read_bytes())


def vector_schema() -> dict[str, Any]:
    return orjson.loads((spec_root() / "conformance" / "vector.schema.json").read_bytes())


def cases(operation: str = "validate") -> list[VectorCase]:
    out = []
    for name, data in vector_files():
        op = data.get("operation", "validate")
        if op != operation:
            continue
        for index, case in enumerate(data["cases"]):
            out.append(VectorCase(name, data["schema"], op, index, case))
    return out
