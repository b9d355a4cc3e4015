"""The cases a conformance run feeds to an implementation: the bundled vectors of
spec/conformance and the caller's own vector files, read the same way.

Only the operations whose cases are one document and its verdict are run: ``validate`` (the
file's schema) and ``validate-atif`` (the schema the document's own ``schema_version`` picks,
as spec/atif/versions.json says). Files are read with the standard library's JSON reader, so
integers of any size stay exact.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jsonschema_rs

from trajspec._schemas import spec_root
from trajspec._vectors import vector_paths, vector_schema

OPERATIONS = ("validate", "validate-atif")

#: The structural finding codes a type system can express: a wrong JSON type, a missing
#: required member, an unknown member of a closed object, a value outside an enum or const.
TYPE_EXPRESSIBLE = (
    "schema.type",
    "schema.required",
    "schema.additionalProperties",
    "schema.enum",
    "schema.const",
)

#: The newest ATIF version: a document without a known schema_version is checked as it.
_ATIF_LATEST = "atif/1.8/trajectory"


class CasesError(Exception):
    """A vector file cannot be used (unreadable, not JSON, not a vector file)."""


@dataclass(frozen=True)
class Case:
    """One document with its expected outcome."""

    id: str  # "<file>#<index>", the name an exceptions file uses
    schema: str  # family/version/name of the schema the document is checked against
    operation: str
    document: Any
    valid: bool
    codes: tuple[str, ...] | None  # the expected finding codes, when the vector fixes them
    modelled: bool = True  # whether a model of ``schema`` can hold the document

    @property
    def category(self) -> str:
        """``valid``; for an invalid case its one type-expressible code, ``several`` when its
        codes are all type-expressible but differ, else ``other`` (a fault no type states)."""
        if not self.modelled:
            return "no model"
        if self.valid:
            return "valid"
        if not self.codes:
            return "other"
        kinds = set(self.codes)
        if not kinds <= set(TYPE_EXPRESSIBLE):
            return "other"
        return kinds.pop() if len(kinds) == 1 else "several"

    @property
    def type_expressible(self) -> bool:
        """Whether a model must refuse to decode the document."""
        return self.category not in ("valid", "other", "no model")


def bundled_cases() -> list[Case]:
    """The cases of every bundled vector file, in file and case order."""
    out: list[Case] = []
    for name, entry in vector_paths():
        out.extend(_cases_of(name, _parse(entry.read_bytes(), name)))
    return out


def file_cases(paths: Iterable[Path]) -> list[Case]:
    """The cases of the caller's vector files (checked against vector.schema.json)."""
    validator = jsonschema_rs.Draft202012Validator(vector_schema())
    out: list[Case] = []
    for path in paths:
        try:
            raw = path.read_bytes()
        except OSError as error:
            raise CasesError(f"{path}: cannot read ({error.strerror or error})") from None
        data = _parse(raw, str(path))
        problems = [
            f"{error.instance_path or '/'}: {error.message}"
            for error in validator.iter_errors(data)
        ]
        if problems:
            raise CasesError(
                f"{path}: not a conformance vector file (spec/conformance/vector.schema.json): "
                + "; ".join(problems[:3])
            )
        out.extend(_cases_of(str(path), data))
    return out


def _parse(raw: bytes, name: str) -> Any:
    try:
        return json.loads(raw)
    except (UnicodeDecodeError, ValueError) as error:
        raise CasesError(f"{name}: not JSON ({error})") from None


def _cases_of(name: str, data: dict[str, Any]) -> Iterator[Case]:
    operation = data.get("operation", "validate")
    if operation not in OPERATIONS:
        return
    for index, case in enumerate(data["cases"]):
        if "document" not in case:
            continue
        document = case["document"]
        findings = case.get("findings")
        schema, modelled = data["schema"], True
        if operation == "validate-atif":
            schema, modelled = atif_schema(document)
        yield Case(
            id=f"{name}#{index}",
            schema=schema,
            operation=operation,
            document=document,
            valid=bool(case["valid"]),
            codes=None if findings is None else tuple(f["code"] for f in findings),
            modelled=modelled,
        )


def atif_schema(document: Any) -> tuple[str, bool]:
    """The ATIF schema a document is checked against (the one its schema_version names in
    spec/atif/versions.json, else the newest), and whether that schema's model can hold it:
    not for the versions checked against a newer schema (ATIF-v1.0 to v1.6 against v1.7's),
    whose schema_version no model declares."""
    table = json.loads((spec_root() / "atif" / "versions.json").read_bytes())
    known = {v["schema_version"]: v["schema"] for v in table["versions"]}
    declared = document.get("schema_version") if isinstance(document, dict) else None
    if isinstance(declared, str) and declared in known:
        schema: str = known[declared]
        return schema, schema.split("/")[1] == declared.removeprefix("ATIF-v")
    return _ATIF_LATEST, True


__all__ = [
    "OPERATIONS",
    "TYPE_EXPRESSIBLE",
    "Case",
    "CasesError",
    "atif_schema",
    "bundled_cases",
    "file_cases",
]
