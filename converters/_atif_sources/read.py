"""ATIF documents from ``--atif`` inputs or from rollout rows, each accepted one handed to a
format's transform, in input order, on any engine.

``map_documents(sources, transform, args)`` reads every source strictly (``trajspec.
_strictjson``): a ``.json`` source as one document, any other as JSON Lines, in chunks of
whole lines (``trajspec._jsonl.map_chunks``). Where a chunk is read (this process, a worker
process or a Ray task) each document is checked, and then ``transform(document, *args)``
runs on each accepted one, so that only the transform's (small, picklable) results travel:

- an ATIF document is checked by ``atif_findings``; one with an error finding is rejected
  with those findings (warnings do not reject);
- a rollout row (``rollouts=RolloutExport(session_id, agent_version)``) goes through the
  strict ATIF export (``trajspec.converters.export_atif``): its ``export.*`` findings
  reject it, as ``trajspec export --format atif`` rejects it.

A line or file that is not JSON is rejected with its ``json.*`` findings. Findings are
located in their file (line and column). Embedded subagent trajectories stay inside their
document: ``trajectories(document)`` walks them. Nothing here prints or writes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, TypeVar

from trajspec._findings import Finding
from trajspec._jsonl import Engine, LocalEngine, Progress, Source, map_chunks, segments
from trajspec._positions import placed
from trajspec._rules import json_findings
from trajspec._strictjson import StrictJsonError, iter_jsonl, loads
from trajspec.converters._atif_export.convert import export_atif
from trajspec.validators import atif_findings

R = TypeVar("R")


@dataclass(frozen=True, slots=True)
class RolloutExport:
    """The sources hold rollout rows, exported to ATIF with these (``export_atif``)."""

    session_id: str
    agent_version: str


@dataclass(frozen=True, slots=True)
class AtifDocument:
    """One accepted document as a transform gets it: the document (an ATIF trajectory, its
    embedded subagents inside), where it was read, and the rollout row it was exported from
    (None for an ``--atif`` input)."""

    document: dict[str, Any]
    file: str
    line: int | None
    row: dict[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class DocumentOutcome(Generic[R]):
    """One input document (or unreadable line): rejected with ``findings``, or accepted with
    the transform's ``value``. ``trajectory_id`` is the document's (for a rejected rollout
    row, the one its export would have had; None when unknown)."""

    file: str
    line: int | None
    trajectory_id: str | None
    findings: tuple[Finding, ...] = field(default=())
    value: R | None = None

    @property
    def rejected(self) -> bool:
        return bool(self.findings)


def trajectory_id_of(document: Any) -> str | None:
    """A document's ``trajectory_id``, else its ``session_id`` (ATIF before v1.7), else None."""
    if isinstance(document, dict):
        for key in ("trajectory_id", "session_id"):
            value = document.get(key)
            if isinstance(value, str):
                return value
    return None


def trajectories(
    document: dict[str, Any], parent: str | None = None
) -> Iterator[tuple[dict[str, Any], str | None]]:
    """The document's trajectory and every embedded subagent trajectory, depth first, parent
    before its subagents, each with the ``trajectory_id`` of the trajectory that embeds it
    (None for the root)."""
    yield document, parent
    embedded = document.get("subagent_trajectories")
    if isinstance(embedded, list):
        own = trajectory_id_of(document)
        for sub in embedded:
            if isinstance(sub, dict):
                yield from trajectories(sub, own)


def _errors(found: Sequence[Finding]) -> list[Finding]:
    return [f for f in found if f.severity == "error"]


def _outcome(
    document: Any,
    file: str,
    line: int | None,
    raw: bytes,
    rollouts: RolloutExport | None,
    transform: Callable[..., R],
    args: tuple[Any, ...],
) -> DocumentOutcome[R]:
    row: dict[str, Any] | None = None
    if rollouts is not None:
        exported = export_atif(
            document, session_id=rollouts.session_id, agent_version=rollouts.agent_version
        )
        if exported.document is None:
            known = exported.task_index is not None and exported.rollout_index is not None
            tid = (
                f"{rollouts.session_id}:{exported.task_index}:{exported.rollout_index}"
                if known
                else None
            )
            return _rejected(exported.findings, file, line, raw, tid)
        row, document = document, exported.document
    else:
        errors = _errors(atif_findings(document))
        if errors:
            return _rejected(errors, file, line, raw, trajectory_id_of(document))
    value = transform(AtifDocument(document, file, line, row), *args)
    return DocumentOutcome(file, line, trajectory_id_of(document), (), value)


def _rejected(
    found: Sequence[Finding], file: str, line: int | None, raw: bytes, tid: str | None
) -> DocumentOutcome[Any]:
    first = 1 if line is None else line
    located = [f.located(file=file, line=first) for f in found]
    return DocumentOutcome(file, line, tid, tuple(placed(located, raw, first)))


def read_lines_chunk(
    lines: list[bytes],
    first_line: int,
    label: str,
    rollouts: RolloutExport | None,
    transform: Callable[..., R],
    args: tuple[Any, ...],
) -> list[DocumentOutcome[R]]:
    """The map step of a chunk of JSON Lines: every non-blank line's outcome."""
    out: list[DocumentOutcome[R]] = []
    for record in iter_jsonl(lines, require_object=True, first_line=first_line):
        if record.problems:
            problems = json_findings(record.problems, file=label, line=record.line)
            out.append(DocumentOutcome(label, record.line, None, tuple(problems)))
            continue
        out.append(
            _outcome(record.value, label, record.line, record.raw, rollouts, transform, args)
        )
    return out


def read_whole(
    path: str, label: str, transform: Callable[..., R], args: tuple[Any, ...]
) -> DocumentOutcome[R]:
    """The map step of a ``.json`` file: its one document's outcome (OSError passes)."""
    raw = Path(path).read_bytes()
    try:
        document = loads(raw)
    except StrictJsonError as error:
        return DocumentOutcome(label, None, None, tuple(json_findings(error.problems, file=label)))
    return _outcome(document, label, None, raw, None, transform, args)


def map_documents(
    sources: Sequence[Source],
    transform: Callable[..., R],
    args: tuple[Any, ...] = (),
    *,
    rollouts: RolloutExport | None = None,
    engine: Engine | None = None,
    progress: Progress | None = None,
) -> Iterator[DocumentOutcome[R]]:
    """Every document of ``sources`` in input order: rejected, or accepted with
    ``transform(AtifDocument, *args)`` (a top-level function: it runs where the chunk is
    read). ``progress(documents, bytes)`` after each chunk or file. With ``rollouts`` every
    source holds rollout rows (JSON Lines). OSError of a source passes through."""
    engine = engine or LocalEngine(1)
    done = nbytes = 0
    for whole, group in segments(sources):
        if whole and rollouts is None:
            calls = ((str(s.path), s.label, transform, args) for s in group)
            for source, outcome in zip(group, engine.map(read_whole, calls), strict=True):
                done += 1
                nbytes += source.size() or 0
                yield outcome
                if progress is not None:
                    progress(done, nbytes)
            continue
        chunked = map_chunks(read_lines_chunk, group, (rollouts, transform, args), engine=engine)
        for origin, outcomes in chunked:
            for outcome in outcomes:
                done += 1
                yield outcome
            nbytes += origin.nbytes
            if progress is not None:
                progress(done, nbytes)


__all__ = [
    "AtifDocument",
    "DocumentOutcome",
    "RolloutExport",
    "map_documents",
    "read_lines_chunk",
    "read_whole",
    "trajectories",
    "trajectory_id_of",
]
