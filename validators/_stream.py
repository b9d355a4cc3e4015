"""Validation of whole inputs: every finding of every document, streamed.

JSON Lines sources are cut into chunks of whole lines (``trajspec._jsonl``); each chunk is
read strictly and validated by :func:`validate_chunk`, the same function whether it runs in
this process or in a worker, and the results come back in input order, so the findings of
any engine and number of jobs are the same. A ``.json`` source is one document, validated in
this process. Memory holds a bounded number of chunks, whatever the size of an input.

:func:`validate_sources` yields every document's result and adds it to a
:class:`ValidationSummary` that the caller keeps; it never prints.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from trajspec._findings import SEVERITY_RANK, Finding
from trajspec._jsonl import Engine, LocalEngine, Progress, Source, map_chunks, segments
from trajspec._positions import placed
from trajspec._rules import json_findings
from trajspec._strictjson import (
    JsonlReader,
    JsonlRecord,
    StrictJsonError,
    cyclic_gc_paused,
    loads,
)
from trajspec.validators._document import detect_kind, validate_document


@dataclass(slots=True)
class DocumentResult:
    """The findings of one document (one JSONL line, or one whole JSON file)."""

    file: str
    line: int | None
    kind: str | None
    findings: list[Finding]

    @property
    def ok(self) -> bool:
        """True when no finding is an error (warnings and infos may remain)."""
        return not any(f.severity == "error" for f in self.findings)


@dataclass(slots=True)
class ChunkResult:
    """The results of one chunk of lines, and how many blank lines it skipped."""

    documents: list[DocumentResult]
    blank_lines: int


def validate_chunk(lines: list[bytes], first_line: int, file: str, kind: str | None) -> ChunkResult:
    """Read and validate a chunk of JSONL lines (as ``trajspec._jsonl.line_chunks`` cuts
    them) that starts at line ``first_line``."""
    with cyclic_gc_paused():
        return _validate_lines(lines, first_line, file, kind)


def _validate_lines(
    lines: list[bytes], first_line: int, file: str, kind: str | None
) -> ChunkResult:
    reader = JsonlReader(lines, require_object=True, first_line=first_line)
    documents: list[DocumentResult] = []
    add = documents.append
    for record in reader:
        add(validate_record(record, file, kind))
        del record  # see JsonlReader: no document stays alive while the next is parsed
    return ChunkResult(documents, blank_lines=reader.blank_lines)


def validate_record(record: JsonlRecord, file: str, kind: str | None) -> DocumentResult:
    """The findings of one record that ``JsonlReader`` read from ``file``: its reading
    problems, else what ``validate_document`` finds in its value, located and placed."""
    line = record.line
    if record.problems:
        return DocumentResult(
            file, line, None, json_findings(record.problems, file=file, line=line)
        )
    value = record.value
    doc_kind = kind or detect_kind(value)
    found = validate_document(value, doc_kind)
    del value
    # Located and placed only for a document with findings: a clean line (the usual one)
    # pays neither the comprehension nor the call, only a fresh empty list.
    findings = (
        placed([f.located(file=file, line=line) for f in found], record.raw, line) if found else []
    )
    return DocumentResult(file, line, doc_kind, findings)


def validate_whole_document(source: Source, kind: str | None) -> DocumentResult:
    """The findings of a source that holds one JSON document; OSError passes through."""
    label = source.label
    data = source.read_all()
    try:
        value: Any = loads(data)
    except StrictJsonError as error:
        return DocumentResult(label, None, None, json_findings(error.problems, file=label))
    doc_kind = kind or detect_kind(value)
    findings = [f.located(file=label) for f in validate_document(value, doc_kind)]
    # The text is kept until the findings are known, to place them (see ``placed``).
    return DocumentResult(label, None, doc_kind, placed(findings, data, 1))


@dataclass(slots=True)
class ValidationSummary:
    """What a validation found, added up as the results are handed out: the files started,
    documents, blank lines skipped, documents with findings, findings by severity and by
    code."""

    files: int = 0
    documents: int = 0
    blank_lines: int = 0
    with_findings: int = 0
    by_severity: Counter[str] = field(default_factory=Counter)
    by_code: Counter[str] = field(default_factory=Counter)

    def add(self, result: DocumentResult) -> None:
        """Count one document's result."""
        self.documents += 1
        if result.findings:
            self.with_findings += 1
        for finding in result.findings:
            self.by_severity[finding.severity] += 1
            self.by_code[finding.code] += 1

    def any_at_or_above(self, severity: str) -> bool:
        """Whether a finding is at least as severe as ``severity`` (error, warning, info)."""
        rank = SEVERITY_RANK[severity]
        return any(SEVERITY_RANK[s] >= rank for s, n in self.by_severity.items() if n)


def validate_sources(
    sources: Sequence[Source],
    *,
    kind: str | None = None,
    engine: Engine | None = None,
    progress: Progress | None = None,
    summary: ValidationSummary | None = None,
) -> Iterator[DocumentResult]:
    """Every document of every source, in input order, each added to ``summary`` before it
    is handed out. ``kind`` names what every document is (default: detect each);
    ``engine`` runs the chunks (default: this process); ``progress(documents, bytes)`` is
    called after each chunk and each whole document. Findings of reading (``json.*``) are results, not exceptions;
    an input that cannot be opened raises OSError."""
    engine = engine or LocalEngine(1)
    summary = ValidationSummary() if summary is None else summary
    nbytes = 0
    for whole, segment in segments(sources):
        summary.files += len(segment)
        if whole:
            result = validate_whole_document(segment[0], kind)
            summary.add(result)
            yield result
            nbytes += segment[0].size() or 0
            if progress is not None:
                progress(summary.documents, nbytes)
            continue
        for origin, done in map_chunks(validate_chunk, segment, (kind,), engine=engine):
            summary.blank_lines += done.blank_lines
            for result in done.documents:
                summary.add(result)
                yield result
            nbytes += origin.nbytes
            if progress is not None:
                progress(summary.documents, nbytes)


__all__ = [
    "ChunkResult",
    "DocumentResult",
    "ValidationSummary",
    "validate_chunk",
    "validate_record",
    "validate_sources",
    "validate_whole_document",
]
