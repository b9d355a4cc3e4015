"""ATIF versions: the version table (spec/atif/versions.json), the version a document is
checked as and the versions of its embedded subagents, and audio parts of documents older than
v1.8 checked as v1.8 content parts."""

from __future__ import annotations

import functools

import orjson

from trajspec._findings import Finding, pointer
from trajspec._jsonvalues import JsonObject, show
from trajspec._rules import finding
from trajspec._schemas import spec_root
from trajspec.validators._atif.readers import MISSING, Path
from trajspec.validators._atif.walk import typed_objects
from trajspec.validators._structural.compiled import structural_findings

LATEST = "1.8"


@functools.cache
def version_table() -> JsonObject:
    """spec/atif/versions.json."""
    data: JsonObject = orjson.loads((spec_root() / "atif" / "versions.json").read_bytes())
    return data


@functools.cache
def known_versions() -> dict[str, tuple[str, str]]:
    """schema_version string -> (version number, trajspec schema name)."""
    return {v["schema_version"]: (v["version"], v["schema"]) for v in version_table()["versions"]}


@functools.cache
def _key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def older(version: str, than: str) -> bool:
    return _key(version) < _key(than)


@functools.cache
def _rule_since() -> dict[str, str]:
    return {entry["code"]: entry["since"] for entry in version_table()["rules_since"]}


@functools.cache
def rule_applies(code: str, version: str) -> bool:
    since = _rule_since().get(code)
    return since is None or not older(version, since)


def declared_version(document: JsonObject, out: list[Finding]) -> str:
    """The version number the document is checked as (findings for a missing or unknown one)."""
    declared = document.get("schema_version", MISSING)
    if declared is MISSING:
        out.append(
            finding(
                "atif.version_missing",
                (),
                'schema_version is missing; state the ATIF version, e.g. "ATIF-v1.7" '
                "(checked as ATIF-v1.8 meanwhile)",
            )
        )
        return LATEST
    if isinstance(declared, str) and declared in known_versions():
        return known_versions()[declared][0]
    out.append(
        finding(
            "atif.version_unknown",
            ("schema_version",),
            f"{show(declared)} is not an ATIF version; use one of "
            f"{', '.join(known_versions())} (checked as ATIF-v1.8 meanwhile)",
        )
    )
    return LATEST


def with_versions(
    trajectory: JsonObject, path: Path, const: str, parent: str, out: list[Finding]
) -> JsonObject:
    """A copy whose schema_version members all hold the schema's constant, so that the
    structural pass leaves versions to the version findings made here for subagents."""
    copy = dict(trajectory)
    if path:
        declared = trajectory.get("schema_version", MISSING)
        if declared is MISSING:
            out.append(
                finding(
                    "atif.version_missing",
                    path,
                    f"this embedded trajectory has no schema_version; state {parent!r} as the "
                    "document embedding it does",
                )
            )
        elif not (isinstance(declared, str) and declared in known_versions()):
            out.append(
                finding(
                    "atif.version_unknown",
                    (*path, "schema_version"),
                    f"{show(declared)} is not an ATIF version; use {parent!r} as the "
                    "document embedding it does",
                )
            )
        elif declared != parent:
            out.append(
                finding(
                    "atif.subagent_version_mismatch",
                    (*path, "schema_version"),
                    f"the embedded trajectory states {declared!r} but the document embedding it "
                    f"states {parent!r}; use {parent!r}",
                )
            )
    copy["schema_version"] = const
    subagents = trajectory.get("subagent_trajectories")
    if isinstance(subagents, list):
        copy["subagent_trajectories"] = [
            with_versions(sub, (*path, "subagent_trajectories", k), const, parent, out)
            if isinstance(sub, dict)
            else sub
            for k, sub in enumerate(subagents)
        ]
    return copy


def _under(path: str, prefix: str) -> bool:
    return path == prefix or path.startswith(prefix + "/")


def audio_parts_as_v18(
    document: JsonObject, structural: list[Finding], engine: str, out: list[Finding]
) -> list[Finding]:
    """In a document older than v1.8 an audio part is one version finding (made by the gating
    pass), not a cascade of v1.7 schema errors; its own structure is checked as v1.8."""
    if not structural:
        return structural  # the v1.7 schema rejects every audio part: there is none
    parts = [
        (path, part)
        for _, path, part in typed_objects(document, frozenset({"ContentPart"}))
        if part.get("type") == "audio"
    ]
    if not parts:
        return structural
    kept = list(structural)
    for path, part in parts:
        prefix = pointer(path)
        kept = [f for f in kept if not _under(f.path, prefix)]
        for inner in structural_findings(part, f"atif/{LATEST}/content_part", engine=engine):
            out.append(
                Finding(
                    code=inner.code,
                    path=prefix + inner.path,
                    message=inner.message,
                    severity=inner.severity,
                    schema_location=inner.schema_location,
                )
            )
    return kept
