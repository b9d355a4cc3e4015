"""The conformance vectors as test cases (the files are read by trajspec._vectors)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from trajspec._vectors import vector_files, vector_schema


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


def cases(operation: str = "validate") -> list[VectorCase]:
    out = []
    for name, data in vector_files():
        op = data.get("operation", "validate")
        if op != operation:
            continue
        for index, case in enumerate(data["cases"]):
            out.append(VectorCase(name, data["schema"], op, index, case))
    return out


__all__ = ["VectorCase", "cases", "vector_files", "vector_schema"]
