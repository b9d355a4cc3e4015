"""Version gating (spec/atif/versions.json): what a document's declared version did not have
yet, and what it still required, one finding per feature."""

from __future__ import annotations

import functools

from trajspec._findings import Finding
from trajspec._jsonvalues import JsonObject
from trajspec._rules import finding
from trajspec.validators._atif.readers import Path, present
from trajspec.validators._atif.versions import LATEST, older, version_table
from trajspec.validators._atif.walk import typed_objects


@functools.cache
def _gates(
    version: str, below_latest_only: bool
) -> tuple[list[JsonObject], list[JsonObject], frozenset[str]]:
    """The version table's entries that concern a version: fields it did not have yet, fields
    it still required, and the object types that own them."""
    table = version_table()
    later = [
        entry
        for entry in table["fields"]
        if older(version, entry["since"]) and not (below_latest_only and entry["since"] == LATEST)
    ]
    required = [entry for entry in table["required_until"] if not older(entry["until"], version)]
    owners = frozenset(entry["field"].partition(".")[0] for entry in [*later, *required])
    return later, required, owners


def gating_findings(
    document: JsonObject, version: str, *, below_latest_only: bool = False
) -> list[Finding]:
    """What the declared version did not have yet, or still required (spec/atif/versions.json)."""
    later, required, owners = _gates(version, below_latest_only)
    if not owners:
        return []
    declared = f"ATIF-v{version}"
    raw: list[tuple[Path, Finding]] = []
    for kind, path, obj in typed_objects(document, owners):
        for entry in later:
            owner, _, member = entry["field"].partition(".")
            if owner != kind:
                continue
            where = _gated_at(obj, path, member, entry)
            if where is None:
                continue
            what = _feature_name(entry)
            raw.append(
                (
                    where,
                    finding(
                        "atif.version_field_not_available",
                        where,
                        f"{what} first appeared in ATIF-v{entry['since']} but the document "
                        f"declares {declared}; declare ATIF-v{entry['since']} or later, or "
                        "leave it out",
                    ),
                )
            )
        for entry in required:
            owner, _, member = entry["field"].partition(".")
            if owner == kind and not present(obj, member):
                raw.append(
                    (
                        path,
                        finding(
                            "atif.version_field_required",
                            path,
                            f"{entry['field']} is required in {declared}; add it, or declare "
                            "ATIF-v1.7 or later where it is optional",
                        ),
                    )
                )
    # One finding per feature: nothing inside an object or member already reported.
    kept: list[tuple[Path, Finding]] = []
    for where, item in sorted(raw, key=lambda pair: (len(pair[0]), pair[1].path)):
        if item.code == "atif.version_field_not_available" and any(
            other.code == item.code and where[: len(at)] == at for at, other in kept
        ):
            continue
        kept.append((where, item))
    return [item for _, item in kept]


def _gated_at(obj: JsonObject, path: Path, member: str, entry: JsonObject) -> Path | None:
    """Where an entry of the version table hits this object, if it does."""
    for key, allowed in entry.get("when", {}).items():
        if obj.get(key) not in allowed:
            return None
    if not member:
        return path
    if not present(obj, member):
        return None
    value = obj[member]
    if "form" in entry and not isinstance(value, list):
        return None
    if "value" in entry:
        return path if value == entry["value"] else None
    return (*path, member)


def _feature_name(entry: JsonObject) -> str:
    name = str(entry["field"])
    if "value" in entry:
        return f"{name} {entry['value']!r}"
    if "form" in entry:
        return f"{name} as an {entry['form']}"
    if "when" in entry:
        cond = ", ".join(f"{k} {' or '.join(v)}" for k, v in entry["when"].items())
        return f"{name} (on {cond})"
    return name
