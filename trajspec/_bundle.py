"""Single-file schema bundles, for tools that cannot resolve ``$ref`` across files.

Two forms per family version. With ids: a compound schema document whose ``$defs`` embed
every resource with its own ``$id``, so its relative references resolve unchanged. Without
ids: every ``$id`` removed and every reference rewritten to a local ``#/$defs/...`` pointer.
(jsonschema-rs has a bundler, but it embeds fragment targets wrongly; see spec/README.md.)
"""

from __future__ import annotations

import copy
from typing import Any

import orjson

from trajspec._schemas import ID_BASE, SCHEMA_SUFFIX, SchemaInfo, schemas_of

DRAFT = "https://json-schema.org/draft/2020-12/schema"


def bundle(family: str, version: str, *, keep_ids: bool = True) -> dict[str, Any]:
    """The bundle of one family version."""
    infos = schemas_of(family, version)
    if not infos:
        raise LookupError(f"spec/ has no family {family}/{version}")
    by_file = {info.file_name: info for info in infos}
    defs: dict[str, Any] = {}
    for info in infos:
        contents = copy.deepcopy(dict(info.contents))
        if not keep_ids:
            contents.pop("$id", None)
            contents.pop("$schema", None)
            contents = _localize(contents, info, by_file)
        defs[info.title] = contents
    root: dict[str, Any] = {"$schema": DRAFT}
    if keep_ids:
        root["$id"] = f"{ID_BASE}{family}/{version}/bundle.json"
    root["title"] = f"{family} {version}"
    root["description"] = (
        f"Every schema of the {family} {version} family in one file; "
        "refer to a definition as #/$defs/<Title>."
    )
    root["$defs"] = defs
    return root


def _localize(node: Any, owner: SchemaInfo, by_file: dict[str, SchemaInfo]) -> Any:
    if isinstance(node, list):
        return [_localize(item, owner, by_file) for item in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key == "$ref" and isinstance(value, str):
            out[key] = _local_ref(value, owner, by_file)
        elif key in {"properties", "$defs", "patternProperties"} and isinstance(value, dict):
            # Keys here are names, not keywords: only their values are schemas.
            out[key] = {name: _localize(sub, owner, by_file) for name, sub in value.items()}
        else:
            out[key] = _localize(value, owner, by_file)
    return out


def _local_ref(ref: str, owner: SchemaInfo, by_file: dict[str, SchemaInfo]) -> str:
    target, _, fragment = ref.partition("#")
    if target:
        name = target.rsplit("/", 1)[-1]
        if not name.endswith(SCHEMA_SUFFIX) or name not in by_file:
            raise LookupError(f"{owner.file_name}: cannot bundle the reference {ref!r}")
        title = by_file[name].title
    else:
        title = owner.title
    return f"#/$defs/{title}{fragment}"


def dumps(document: dict[str, Any]) -> bytes:
    """Deterministic text of a schema document."""
    return orjson.dumps(document, option=orjson.OPT_INDENT_2) + b"\n"


def bundle_file_name(family: str, version: str, *, keep_ids: bool = True) -> str:
    """The file name of a bundle in generated/schema."""
    return (
        f"{family}-{version}.schema.json" if keep_ids else f"{family}-{version}.no-id.schema.json"
    )
