"""Phase 2 of a reverify batch for one manifest entry, needing no other entry (it runs in
worker processes): read the trajectory file, hash it, compare the pinned SHA-256, load it
strictly, rebuild the response (.rebuild), read its input row and assemble the verify payload."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

import orjson

from trajspec._findings import Finding
from trajspec._jsonvalues import JsonObject, json_int
from trajspec._outputs import display
from trajspec._positions import placed
from trajspec._rules import finding
from trajspec._strictjson import StrictJsonError
from trajspec.converters._reverify.inputs import InputLocation, read_input_line
from trajspec.converters._reverify.manifest import (
    MAX_TRAJECTORY_BYTES,
    ManifestEntry,
    TrajectoryRefused,
    read_trajectory,
)
from trajspec.converters._reverify.payload import provenance, verify_payload
from trajspec.converters._reverify.rebuild import atif_to_response, load_atif

#: Keys of the materialized input row that a result row repeats (as the reference does).
RESULT_KEYS = (
    "_ng_task_index",
    "_ng_rollout_index",
    "agent_ref",
    "_ng_environment_server",
    "task_source",
    "skills_ref",
)


@dataclass(slots=True)
class Rebuilt:
    """What phase 2 keeps of one entry."""

    position: int
    findings: list[Finding]
    sha256: str | None = None
    trajectory_id: str | None = None
    payload: bytes | None = None
    provenance: JsonObject | None = None
    keys: JsonObject = field(default_factory=dict)

    def __reduce__(self) -> tuple[type[Rebuilt], tuple[Any, ...]]:
        # Every entry comes back from a worker process: pickled as its members in order,
        # not as a state dict of its slots that the parent sets one by one.
        return Rebuilt, (
            self.position,
            self.findings,
            self.sha256,
            self.trajectory_id,
            self.payload,
            self.provenance,
            self.keys,
        )

    @property
    def rejected(self) -> bool:
        # asked several times per entry, mostly of entries without findings
        return bool(self.findings) and any(f.severity == "error" for f in self.findings)


def rebuild_entry(
    position: int,
    entry: ManifestEntry,
    manifest: str,
    inputs: Path,
    locations: list[InputLocation],
    limit: int = MAX_TRAJECTORY_BYTES,
    rows: BinaryIO | None = None,
) -> Rebuilt:
    """Everything about one entry that needs no other entry (runs in a worker); ``rows`` is
    the inputs file open already (else it is opened for the entry)."""
    out = Rebuilt(position, [])

    def at_manifest(code: str, path: tuple[str, ...], message: str) -> None:
        out.findings.extend(manifest_finding(finding(code, path, message), manifest, entry))

    document: Any = None
    response: JsonObject | None = None
    data: bytes | None
    try:
        data = read_trajectory(entry, limit)
    except TrajectoryRefused as refused:
        at_manifest(refused.code, ("trajectory_path",), refused.message)
        data = None
    if data is not None:
        out.sha256 = hashlib.sha256(data).hexdigest()
        if entry.expected_sha256 is not None and out.sha256 != entry.expected_sha256:
            at_manifest(
                "reverify.sha256_mismatch",
                ("expected_sha256",),
                f"{entry.trajectory_path!r} hashes to {out.sha256}, not the pinned "
                f"{entry.expected_sha256}; the file changed since it was exported",
            )
        document, problems = load_atif(data)
        file = display(entry.real)
        out.findings.extend(f.located(file=file, line=f.line) for f in problems)
        if document is not None:
            result = atif_to_response(document, strict_json=True)
            response = result.response
            found = [*result.findings, *_source_conflicts(document, entry)]
            # placed in the document's text only when there is something to place
            out.findings.extend(placed([f.located(file=file) for f in found], data, 1))
            if isinstance(document, dict):
                tid = document.get("trajectory_id")
                out.trajectory_id = tid if isinstance(tid, str) and tid.strip() else None
                if response is not None:
                    out.provenance = provenance(document, out.sha256)
    if not locations:
        at_manifest(
            "reverify.input_missing",
            (),
            f"no materialized input row has _ng_task_index {entry.task_index} and "
            f"_ng_rollout_index {entry.rollout_index}",
        )
    elif len(locations) > 1:
        lines = ", ".join(str(loc.line) for loc in locations)
        at_manifest(
            "reverify.input_duplicate",
            (),
            f"materialized input lines {lines} all have _ng_task_index {entry.task_index} and "
            f"_ng_rollout_index {entry.rollout_index}; which one was exported is unknown",
        )
    else:
        location = locations[0]
        try:
            row, raw = read_input_line(inputs, location, rows)
        except (OSError, StrictJsonError) as error:
            out.findings.append(
                finding(
                    "reverify.input_invalid",
                    (),
                    f"the row could not be read again ({error}); did the file change?",
                ).located(file=display(inputs), line=location.line)
            )
            return out
        out.keys = {key: row[key] for key in RESULT_KEYS if key in row}
        payload, problems = verify_payload(row, response or {})
        located = [f.located(file=display(inputs), line=location.line) for f in problems]
        out.findings.extend(placed(located, raw, location.line))
        if payload is not None and response is not None and not out.rejected:
            out.payload = orjson.dumps(payload)
    if out.rejected:
        out.payload = None
        out.provenance = None
    return out


def manifest_finding(found: Finding, manifest: str, entry: ManifestEntry) -> list[Finding]:
    """A finding about a manifest entry, at its line of the manifest and, within it, at the
    value its path names."""
    located = [found.located(file=manifest, line=entry.line)]
    return placed(located, entry.raw, entry.line) if entry.raw else located


def _source_conflicts(document: Any, entry: ManifestEntry) -> list[Finding]:
    """The exporter's provenance names the rollout; it must be the manifest's."""
    extra = document.get("extra") if isinstance(document, dict) else None
    nemo = extra.get("nemo_gym") if isinstance(extra, dict) else None
    source = nemo.get("source") if isinstance(nemo, dict) else None
    if not isinstance(source, dict):
        return []
    out = []
    for name, expected in (
        ("task_index", entry.task_index),
        ("rollout_index", entry.rollout_index),
    ):
        if name not in source:
            continue
        value = json_int(source[name])
        if value is None or value < 0:
            out.append(
                finding(
                    "reverify.manifest_source_conflict",
                    ("extra", "nemo_gym", "source", name),
                    f"the export's source {name} is {source[name]!r}, not a non-negative integer",
                )
            )
        elif value != expected:
            out.append(
                finding(
                    "reverify.manifest_source_conflict",
                    ("extra", "nemo_gym", "source", name),
                    f"the export's source {name} is {value} but the manifest entry says {expected}",
                )
            )
    return out


def rebuild_chunk(
    items: list[tuple[int, ManifestEntry, list[InputLocation]]],
    manifest: str,
    inputs: Path,
    limit: int = MAX_TRAJECTORY_BYTES,
) -> list[Rebuilt]:
    # The inputs file opened once for the chunk, not once per entry; if it cannot be opened,
    # each entry tries again and reports what fails.
    try:
        rows: BinaryIO | None = inputs.open("rb")
    except OSError:
        rows = None
    try:
        return [
            rebuild_entry(pos, entry, manifest, inputs, locs, limit, rows)
            for pos, entry, locs in items
        ]
    finally:
        if rows is not None:
            rows.close()


__all__ = [
    "RESULT_KEYS",
    "Rebuilt",
    "manifest_finding",
    "rebuild_chunk",
    "rebuild_entry",
]
