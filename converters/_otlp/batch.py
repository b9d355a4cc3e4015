"""Every document of the inputs -> ``traces.jsonl`` in a new folder (``trajspec export
--format otlp``), one OTLP ``TracesData`` a line in input order (the OpenTelemetry
Collector's file format: its ``otlpjsonfile`` receiver reads it back).

The documents come from ``map_documents`` (``--atif`` documents checked by
``atif_findings``, or rollout rows through the strict ATIF export); each accepted document
becomes its line where its chunk is read (``document_line``: this process, a worker process
or a Ray task), so only the lines travel. The file is written as the lines arrive, in a
staging folder that becomes the output folder when every document was accepted. A rejected
document rejects the batch, as ``--format atif`` does: the findings of every rejected document
(or of the first, with ``fail_fast``) come back and nothing is written: a trace file that
silently lacks some trajectories would read as complete.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from trajspec import _files
from trajspec._findings import Finding
from trajspec._jsonl import Engine, Progress, Source
from trajspec.converters._atif_sources.output import check_output_folder, staged_folder
from trajspec.converters._atif_sources.read import (
    AtifDocument,
    DocumentOutcome,
    RolloutExport,
    map_documents,
)
from trajspec.converters._otlp.conventions import CONVENTIONS
from trajspec.converters._otlp.encode import dumps_otlp
from trajspec.converters._otlp.trace import OtlpOptions, atif_to_otlp

#: The file the export writes in its folder.
TRACES = "traces.jsonl"


class OtlpUsageError(Exception):
    """The export cannot start (bad options)."""


@dataclass(frozen=True, slots=True)
class OtlpResult:
    """What the export did: the folder and file (written only when ``ok``), documents read,
    traces and spans written, the rejected documents' findings (one tuple each, in input
    order) and whether it stopped at the first rejection."""

    output_dir: Path
    path: Path
    documents: int = 0
    spans: int = 0
    rejected: tuple[tuple[Finding, ...], ...] = field(default=())
    stopped: bool = False

    @property
    def ok(self) -> bool:
        return not self.rejected


def document_line(document: AtifDocument, options: OtlpOptions) -> tuple[bytes, int]:
    """One accepted document's line of ``traces.jsonl`` and its number of spans."""
    traces = atif_to_otlp(document.document, options)
    spans = sum(
        len(scope["spans"])
        for resource in traces["resourceSpans"]
        for scope in resource["scopeSpans"]
    )
    return dumps_otlp(traces), spans


class _Rejected(Exception):
    """Leaves the staging folder so that it is removed."""


def export_otlp(
    sources: Sequence[Source],
    output_dir: str | os.PathLike[str],
    options: OtlpOptions | None = None,
    *,
    rollouts: RolloutExport | None = None,
    engine: Engine | None = None,
    progress: Progress | None = None,
    fail_fast: bool = False,
) -> OtlpResult:
    """Export every document of ``sources`` as a trace into ``output_dir/traces.jsonl`` (see
    the module docstring). OtlpUsageError before any work for bad options;
    ``OutputFolderError`` when the folder cannot be used or written."""
    options = options or OtlpOptions()
    if options.conventions not in CONVENTIONS:
        raise OtlpUsageError(
            f"unknown conventions {options.conventions!r} ({' or '.join(CONVENTIONS)})"
        )
    if not isinstance(options.provider, str) or not options.provider.strip():
        raise OtlpUsageError("the provider name must be a non-blank string")
    output = Path(output_dir)
    check_output_folder(output, "--output-dir", [s.path for s in sources if s.path is not None])
    outcomes = map_documents(
        sources, document_line, (options,), rollouts=rollouts, engine=engine, progress=progress
    )
    tally = _Tally()
    try:
        with staged_folder(output) as staging:
            _files.write_file(staging / TRACES, tally.lines(outcomes, fail_fast))
            if tally.rejected:
                raise _Rejected
    except _Rejected:
        pass
    return OtlpResult(
        output,
        output / TRACES,
        tally.documents,
        tally.spans,
        tuple(tally.rejected),
        tally.stopped,
    )


@dataclass(slots=True)
class _Tally:
    documents: int = 0
    spans: int = 0
    rejected: list[tuple[Finding, ...]] = field(default_factory=list)
    stopped: bool = False

    def lines(
        self, outcomes: Iterator[DocumentOutcome[tuple[bytes, int]]], fail_fast: bool
    ) -> Iterator[bytes]:
        """The accepted documents' lines until the first rejection; every outcome counted."""
        for outcome in outcomes:
            self.documents += 1
            if outcome.rejected:
                self.rejected.append(outcome.findings)
                if fail_fast:
                    self.stopped = True
                    return
                continue
            if outcome.value is None or self.rejected:
                continue  # nothing more is written once a document was rejected
            line, spans = outcome.value
            self.spans += spans
            yield line


__all__ = ["TRACES", "OtlpResult", "OtlpUsageError", "document_line", "export_otlp"]
