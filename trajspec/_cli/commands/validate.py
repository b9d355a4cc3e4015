"""``trajspec validate``: every finding of every document, streamed.

JSONL inputs are cut into chunks of whole lines; each chunk is read strictly and validated by
the same function whether it runs here or in a worker process, and results are written in
input order, so the output of ``--jobs N`` is identical to ``--jobs 1``. Memory holds a
bounded number of chunks, whatever the size of the file.
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from collections.abc import Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, BinaryIO, TextIO

import orjson

from trajspec import __version__
from trajspec._cli.inputs import Input, open_input
from trajspec._findings import SEVERITY_RANK, Finding
from trajspec._strictjson import JsonlReader, StrictJsonError, read_json_file, read_line_chunks

CHUNK_BYTES = 1 << 20


@dataclass(slots=True)
class DocumentResult:
    """The findings of one document (one JSONL line, or one whole JSON file)."""

    file: str
    line: int | None
    kind: str | None
    findings: list[Finding]


@dataclass(slots=True)
class ChunkResult:
    documents: list[DocumentResult]
    blank_lines: int


def _json_findings(error: StrictJsonError, file: str) -> list[Finding]:
    from trajspec._rules import rules

    known = rules()
    return [
        Finding(
            code=problem.code,
            path="",
            message=problem.message,
            severity=known[problem.code].severity if problem.code in known else "error",
            file=file,
            line=problem.line,
            column=problem.column,
        )
        for problem in error.problems
    ]


def validate_chunk(lines: list[bytes], first_line: int, file: str, kind: str | None) -> ChunkResult:
    """Read and validate a chunk of JSONL lines (as ``_chunks`` cuts them) that starts at line
    ``first_line``."""
    from trajspec.validators._document import detect_kind, validate_document

    reader = JsonlReader(lines, require_object=True)
    documents: list[DocumentResult] = []
    for record in reader:
        line = record.line + first_line - 1
        if record.problems:
            error = StrictJsonError(record.problems)
            findings = [
                Finding(**{**f.to_json(), "line": line, "file": file})
                for f in _json_findings(error, file)
            ]
            documents.append(DocumentResult(file, line, None, findings))
        else:
            doc_kind = kind or detect_kind(record.value)
            findings = [
                f.located(file=file, line=line) for f in validate_document(record.value, doc_kind)
            ]
            documents.append(DocumentResult(file, line, doc_kind, findings))
        del record  # see JsonlReader: no document stays alive while the next is parsed
    return ChunkResult(documents, blank_lines=reader.blank_lines)


def _chunks(stream: BinaryIO) -> Iterator[tuple[list[bytes], int]]:
    """The stream's lines in chunks of about CHUNK_BYTES (whole lines, newlines kept), each
    with the number of its first line."""
    line = 1
    # Bounded reads: a line beyond the line limit comes as an OverlongLine, never whole.
    for lines in read_line_chunks(stream, CHUNK_BYTES):
        yield lines, line
        line += len(lines)


@dataclass(slots=True)
class Tally:
    """What the summary line reports."""

    files: int = 0
    documents: int = 0
    blank_lines: int = 0
    with_findings: int = 0
    by_severity: Counter[str] = field(default_factory=Counter)
    by_code: Counter[str] = field(default_factory=Counter)

    def add(self, result: DocumentResult) -> None:
        self.documents += 1
        if result.findings:
            self.with_findings += 1
        for finding in result.findings:
            self.by_severity[finding.severity] += 1
            self.by_code[finding.code] += 1

    def worst(self) -> int:
        return max((SEVERITY_RANK[s] for s in self.by_severity), default=-1)


class Progress:
    """A one-line progress report on stderr, only when stderr is a terminal."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream
        self._on = stream.isatty()
        self._last = 0.0
        self._start = time.monotonic()

    def update(self, documents: int, nbytes: int) -> None:
        now = time.monotonic()
        if not self._on or now - self._last < 0.5:
            return
        self._last = now
        rate = nbytes / max(now - self._start, 1e-9) / 1e6
        self._stream.write(f"\rvalidated {documents} documents ({rate:.1f} MB/s)")
        self._stream.flush()

    def close(self) -> None:
        if self._on and self._last:
            self._stream.write("\r\033[K")
            self._stream.flush()


def _results_of(
    inputs: Iterable[Input], kind: str | None, jobs: int, progress: Progress, tally: Tally
) -> Iterator[DocumentResult]:
    pool = ProcessPoolExecutor(max_workers=jobs) if jobs > 1 else None
    nbytes = 0
    try:
        for source in inputs:
            tally.files += 1
            if source.whole_document:
                yield _whole_document(source, kind)
                continue
            stream = open_input(source)
            try:
                pending: list[Future[ChunkResult]] = []
                for lines, first in _chunks(stream):
                    nbytes += sum(map(len, lines))
                    if pool is None:
                        done = validate_chunk(lines, first, source.label, kind)
                        tally.blank_lines += done.blank_lines
                        yield from done.documents
                    else:
                        pending.append(
                            pool.submit(validate_chunk, lines, first, source.label, kind)
                        )
                        # A bounded window keeps memory flat however large the file is.
                        while len(pending) >= 2 * jobs:
                            done = pending.pop(0).result()
                            tally.blank_lines += done.blank_lines
                            yield from done.documents
                    progress.update(tally.documents, nbytes)
                for future in pending:
                    done = future.result()
                    tally.blank_lines += done.blank_lines
                    yield from done.documents
            finally:
                if source.path is not None:
                    stream.close()
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)


def _whole_document(source: Input, kind: str | None) -> DocumentResult:
    from trajspec.validators._document import detect_kind, validate_document

    label = source.label
    try:
        if source.path is None:
            from trajspec._strictjson import loads

            value: Any = loads(sys.stdin.buffer.read())
        else:
            value = read_json_file(source.path)
    except StrictJsonError as error:
        return DocumentResult(label, None, None, _json_findings(error, label))
    doc_kind = kind or detect_kind(value)
    return DocumentResult(
        label, None, doc_kind, [f.located(file=label) for f in validate_document(value, doc_kind)]
    )


# -- rendering -------------------------------------------------------------------------


def _where(result: DocumentResult) -> str:
    return result.file if result.line is None else f"{result.file}:{result.line}"


def render_text(results: Iterable[DocumentResult], out: TextIO, tally: Tally) -> None:
    for result in results:
        tally.add(result)
        if not result.findings:
            continue
        out.write(f"{_where(result)}{f' ({result.kind})' if result.kind else ''}\n")
        width = max(len(f.path or "/") for f in result.findings)
        for f in result.findings:
            where = f.path or "/"
            if f.column is not None:
                where = f"column {f.column}"
            out.write(f"  {f.severity:<7} {where:<{width}}  {f.code}: {f.message}\n")
    out.write(_summary(tally) + "\n")


def _summary(tally: Tally) -> str:
    blank = (
        f" ({tally.blank_lines} blank line{'s' * (tally.blank_lines != 1)} skipped)"
        if tally.blank_lines
        else ""
    )
    counts = ", ".join(
        f"{tally.by_severity[s]} {s}{'s' * (tally.by_severity[s] != 1 and s != 'info')}"
        for s in ("error", "warning", "info")
    )
    head = (
        f"{tally.documents} document{'s' * (tally.documents != 1)}{blank} in {tally.files} "
        f"file{'s' * (tally.files != 1)}, {tally.with_findings} with findings: {counts}"
    )
    if not tally.by_code:
        return head
    codes = ", ".join(
        f"{code} {n}" for code, n in sorted(tally.by_code.items(), key=lambda kv: (-kv[1], kv[0]))
    )
    return f"{head}\nby code: {codes}"


def render_json(results: Iterable[DocumentResult], out: TextIO, tally: Tally) -> None:
    for result in results:
        tally.add(result)
        for f in result.findings:
            out.write(orjson.dumps(f.to_json()).decode() + "\n")


_SARIF_LEVEL = {"error": "error", "warning": "warning", "info": "note"}


def render_sarif(results: Iterable[DocumentResult], out: TextIO, tally: Tally) -> None:
    from trajspec._rules import rules

    sarif_results = []
    for result in results:
        tally.add(result)
        for f in result.findings:
            region: dict[str, int] = {}
            if f.line is not None:
                region["startLine"] = f.line
            if f.column is not None:
                region["startColumn"] = f.column
            location: dict[str, Any] = {
                "physicalLocation": {"artifactLocation": {"uri": f.file or "-"}}
            }
            if region:
                location["physicalLocation"]["region"] = region
            location["logicalLocations"] = [
                {"fullyQualifiedName": f.path or "/", "kind": "element"}
            ]
            sarif_results.append(
                {
                    "ruleId": f.code,
                    "level": _SARIF_LEVEL[f.severity],
                    "message": {"text": f.message},
                    "locations": [location],
                }
            )
    used = sorted(tally.by_code)
    known = rules()
    driver_rules = [
        {
            "id": code,
            "shortDescription": {"text": known[code].summary if code in known else code},
            "defaultConfiguration": {
                "level": _SARIF_LEVEL[known[code].severity] if code in known else "error"
            },
        }
        for code in used
    ]
    document = {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {"name": "trajspec", "version": __version__, "rules": driver_rules}
                },
                "results": sarif_results,
            }
        ],
    }
    out.write(orjson.dumps(document, option=orjson.OPT_INDENT_2).decode() + "\n")


RENDERERS = {"text": render_text, "json": render_json, "sarif": render_sarif}


def run(
    inputs: list[Input],
    *,
    kind: str | None,
    output_format: str,
    fail_on: str,
    jobs: int,
    out: TextIO,
    err: TextIO,
) -> int:
    """Validate every input and render the findings; returns the exit code (0 or 1)."""
    tally = Tally()
    progress = Progress(err)
    try:
        RENDERERS[output_format](_results_of(inputs, kind, jobs, progress, tally), out, tally)
    finally:
        progress.close()
    if output_format != "text":
        err.write(_summary(tally) + "\n")
    return 1 if tally.worst() >= SEVERITY_RANK[fail_on] else 0
