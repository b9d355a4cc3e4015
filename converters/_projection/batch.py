"""A projection batch: every row of a JSONL file enriched, written in input order (a source
that holds one document, a ``*.json`` file, is one row).

The input is cut into chunks of whole lines (``trajspec._jsonl``) that ``project_chunk``
projects, here or in worker processes, and the results are written in input order, so the
output does not depend on the engine or its number of jobs. The output is written whole or
not at all (``trajspec._files``: temporary file, fsync, rename, folder sync) and only when
every line was projected: a bad line is reported through ``on_problem`` and the batch writes
nothing; so is a line that is positively something else than a rollout row (a failure record,
an ATIF document, a capture line, ...: the validators' detection). Capture files are deleted
(``delete_model_call_capture``) only once the output is durable.
"""

from __future__ import annotations

import functools
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

import orjson

from trajspec import _files
from trajspec._findings import Finding, pointer
from trajspec._jsonl import (
    Engine,
    LocalEngine,
    Progress,
    Source,
    chunks,
    document_chunk,
    map_lines,
    reading_line,
)
from trajspec._jsonvalues import first_out_of_range, out_of_range
from trajspec._outputs import cannot_write
from trajspec._positions import span_in_file
from trajspec._strictjson import cyclic_gc_paused, iter_jsonl
from trajspec.converters._projection import enrich as _enrich
from trajspec.converters._projection.values import is_number

#: The code of a row with an integer no output can carry (see trajspec/_jsonvalues.py).
OUT_OF_RANGE = "number.out_of_range"
#: The code of a line that reads as another kind of document than a rollout row.
NOT_A_ROW = "not a rollout row"


@dataclass(frozen=True, slots=True)
class ProjectOptions:
    """What the projection does to each row."""

    capture_dir: str | None
    observability_enabled: bool = True
    include_model_call_payloads: bool = True
    delete_model_call_capture: bool = False


#: A problem's place in its line: (JSON Pointer, column, end line, end column; None: not known).
Place = tuple[str, int | None, int | None, int | None]


@dataclass(slots=True)
class LineOutcome:
    """One input line: its projected row (JSON text), or the problem that stops the batch."""

    line: int
    output: bytes | None = None
    code: str | None = None
    message: str | None = None
    deletable: tuple[str, ...] = ()
    #: where in the line the problem is, worked out only for a line with a problem
    place: Place = ("", None, None, None)


@dataclass(frozen=True, slots=True)
class LineProblem:
    """A line that stops the batch: where it is, a code and a message."""

    file: str
    line: int
    code: str
    message: str
    #: the problem's place in the line: where reading failed, the row that is not a rollout
    #: row, the out-of-range integer (its JSON Pointer ``path``)
    column: int | None = None
    end_line: int | None = None
    end_column: int | None = None
    path: str = ""

    def finding(self) -> Finding:
        """The problem as a ``Finding`` (severity error: it stops the batch)."""
        return Finding(
            code=self.code,
            path=self.path,
            message=self.message,
            file=self.file,
            line=self.line,
            column=self.column,
            end_line=self.end_line,
            end_column=self.end_column,
        )


@dataclass(frozen=True, slots=True)
class ProjectResult:
    """The outcome of a batch: the rows read, and the lines that stopped it (then nothing was
    written)."""

    source: str
    output: Path
    rows: int
    bad_lines: int = 0
    not_rows: int = 0

    @property
    def ok(self) -> bool:
        """True when every line was projected and the output is in place."""
        return self.bad_lines == 0


class ProjectOutputError(Exception):
    """The output cannot be written; nothing was written and no capture file deleted."""


def _measured_latency(row: dict[str, Any]) -> float | None:
    """The wall-clock latency a previous collection measured (kept when re-projecting)."""
    perf = row.get("ng_perf")
    latency = perf.get("total_latency_ms") if isinstance(perf, dict) else None
    return latency if is_number(latency) and latency >= 0 else None


#: Documents that are positively something else than a rollout row (validate's detection).
_NOT_ROWS = {
    "failure": "a failures-sidecar row (_ng_failure_class)",
    "atif": "an ATIF trajectory",
    "trajectory": "a bare ng_trajectory",
    "observations": "an agent observation bundle",
    "capture": "a model-call capture line",
}


@functools.cache
def _detect_kind() -> Callable[[Any], str | None]:
    from trajspec.validators import detect_kind  # late, once (see trajectory.first_error)

    return detect_kind


def _other_kind(row: dict[str, Any]) -> str | None:
    return _NOT_ROWS.get(_detect_kind()(row) or "")


def project_chunk(
    lines: list[bytes], first_line: int, options: ProjectOptions, project: bool = True
) -> list[LineOutcome]:
    """Read and project a chunk of whole JSONL lines that starts at line ``first_line``.

    With ``project=False`` the lines are only read (the batch already failed; what is left is
    to report further bad lines).
    """
    with cyclic_gc_paused():  # rows and capture records hold no cycles: see the function
        return _project_lines(lines, first_line, options, project)


def _project_lines(
    lines: list[bytes], first_line: int, options: ProjectOptions, project: bool
) -> list[LineOutcome]:
    outcomes: list[LineOutcome] = []
    for record in iter_jsonl(lines, require_object=True, first_line=first_line):
        line = record.line
        if record.problems:
            problem = record.problems[0]
            place: Place = ("", problem.column, None, None)
            at = reading_line(record)
            outcomes.append(
                LineOutcome(at, code=problem.code, message=problem.message, place=place)
            )
            continue
        row = record.value
        assert isinstance(row, dict)  # the reader requires an object
        other = _other_kind(row)
        if other is not None:
            outcomes.append(
                LineOutcome(
                    line,
                    code=NOT_A_ROW,
                    message=f"the line reads as {other}; project reads rollout rows",
                    place=_place(record.raw, line, ""),
                )
            )
            continue
        if not project:
            outcomes.append(LineOutcome(line))
            continue
        # One jsonschema-rs pass answers the range of the row and the structure of its bundle.
        bundle_clean = _enrich.bundle_is_clean(row)
        too_big = None if bundle_clean else first_out_of_range(row, "evidence")
        if too_big is not None:
            where = pointer(out_of_range(row, "evidence")[0][0])
            place = _place(record.raw, line, where)
            outcomes.append(LineOutcome(line, code=OUT_OF_RANGE, message=too_big, place=place))
            continue
        done = _enrich._enrich_row(
            row,
            capture_dir=options.capture_dir,
            observability_enabled=options.observability_enabled,
            include_model_call_payloads=options.include_model_call_payloads,
            total_latency_ms=_measured_latency(row),
            bundle_clean=bundle_clean,
        )
        deletable = done.deletable_names if options.delete_model_call_capture else ()
        try:
            output = orjson.dumps(done.row)
        except TypeError as error:  # an integer beyond 64 bits from a capture file
            outcomes.append(LineOutcome(line, code=OUT_OF_RANGE, message=f"/: {error}"))
            continue
        outcomes.append(LineOutcome(line, output, deletable=deletable))
    return outcomes


@dataclass(frozen=True, slots=True)
class _ChunkOutput:
    """A chunk's outcome as the batch takes it. When every line was projected: the number of
    rows, the bytes to write (each row a line ending in a newline) and the capture files that
    may go; one bytes object crosses back from a worker rather than an object per line.
    Otherwise (a line stops the batch, or the lines were only read): every line's outcome."""

    rows: int = 0
    data: bytes = b""
    deletable: tuple[str, ...] = ()
    outcomes: list[LineOutcome] | None = None


def _project_chunk_output(
    lines: list[bytes], first_line: int, options: ProjectOptions, project: bool = True
) -> _ChunkOutput:
    """``project_chunk`` in the form ``project_file`` takes it (see ``_ChunkOutput``)."""
    outcomes = project_chunk(lines, first_line, options, project)
    if not project or any(o.code is not None for o in outcomes):
        return _ChunkOutput(outcomes=outcomes)
    rows = [o.output for o in outcomes if o.output is not None]
    deletable = tuple(p for o in outcomes for p in o.deletable)
    data = b"\n".join(rows) + b"\n" if rows else b""
    return _ChunkOutput(len(outcomes), data, deletable)


def _place(raw: bytes, line: int, path: str) -> Place:
    """The place of what ``path`` names in the line ``raw`` (line ``line`` of its file)."""
    span = span_in_file(raw, path, line)
    if span is None:
        return (path, None, None, None)
    return (path, span.column, span.end_line, span.end_column)


@dataclass(slots=True)
class _Batch:
    rows: int = 0
    bad: int = 0
    not_rows: int = 0
    deletable: list[str] = field(default_factory=list)


class _Abandon(Exception):
    """Leave the output as it was (a line stopped the batch)."""


def _outcomes(
    source: Source, options: ProjectOptions, engine: Engine, batch: _Batch
) -> Iterator[tuple[int, _ChunkOutput]]:
    """Every chunk's size in bytes and its lines' outcomes, in input order, whatever the
    engine. A chunk the engine takes after a line stopped the batch is only read
    (``project_chunk(project=False)``)."""
    sizes: deque[int] = deque()

    def calls() -> Iterator[tuple[Any, ...]]:
        stream = source.open()
        try:
            path = source.path if source.opener is None else None
            cut = (document_chunk(stream),) if source.whole_document else None
            for chunk in cut or chunks(stream, engine, path):
                sizes.append(chunk.nbytes)
                yield (chunk.lines, chunk.first_line, options, batch.bad == 0)
        finally:
            source.close_stream(stream)

    for outcome in map_lines(_project_chunk_output, calls(), engine=engine):
        yield sizes.popleft(), outcome


def project_file(
    source: Source,
    output: str | Path,
    options: ProjectOptions,
    *,
    engine: Engine | None = None,
    progress: Progress | None = None,
    on_problem: Callable[[LineProblem], None] | None = None,
) -> ProjectResult:
    """Project every row of ``source`` into ``output`` (see the module docstring).

    ``engine`` runs the chunks (default: this process); ``progress(rows, bytes)`` is called
    after each chunk; ``on_problem`` gets every line that stops the batch, in input order. Raises
    ProjectOutputError when the output cannot be written."""
    engine = engine or LocalEngine(1)
    output = Path(output)
    label = source.label
    batch = _Batch()
    files = _files.AtomicFiles(output)
    try:
        try:
            streams = files.__enter__()
        except OSError as error:
            raise ProjectOutputError(cannot_write(output, error)) from None
        out = streams[0]
        try:
            nbytes = 0
            for size, chunk in _outcomes(source, options, engine, batch):
                if chunk.outcomes is not None:
                    for outcome in chunk.outcomes:
                        _take(outcome, batch, out, output, label, on_problem)
                else:
                    # every line projected: what _take does line by line, in one write
                    batch.rows += chunk.rows
                    if batch.bad == 0:
                        _write(out, chunk.data, output)
                        batch.deletable.extend(chunk.deletable)
                nbytes += size
                if progress is not None:
                    progress(batch.rows, nbytes)
            if batch.bad:
                raise _Abandon
        except BaseException as error:
            files.__exit__(type(error), error, error.__traceback__)
            raise
        try:
            files.__exit__(None, None, None)
        except OSError as error:
            raise ProjectOutputError(cannot_write(output, error)) from None
    except _Abandon:
        return ProjectResult(label, output, batch.rows, batch.bad, batch.not_rows)
    # The output is renamed and its folder synced: only now may the capture go.
    _enrich.delete_capture(tuple(Path(p) for p in batch.deletable))
    return ProjectResult(label, output, batch.rows)


def _take(
    outcome: LineOutcome,
    batch: _Batch,
    out: BinaryIO,
    output: Path,
    label: str,
    on_problem: Callable[[LineProblem], None] | None,
) -> None:
    """One line's outcome into the batch: its problem reported, or its row written."""
    if outcome.code is not None:
        batch.bad += 1
        batch.not_rows += outcome.code == NOT_A_ROW
        if on_problem is not None:
            path, column, end_line, end_column = outcome.place
            on_problem(
                LineProblem(
                    label,
                    outcome.line,
                    outcome.code,
                    outcome.message or "",
                    column=column,
                    end_line=end_line,
                    end_column=end_column,
                    path=path,
                )
            )
        return
    batch.rows += 1
    if batch.bad == 0 and outcome.output is not None:
        _write(out, outcome.output + b"\n", output)
        batch.deletable.extend(outcome.deletable)


def _write(out: BinaryIO, data: bytes, output: Path) -> None:
    try:
        out.write(data)
    except OSError as error:
        raise ProjectOutputError(cannot_write(output, error)) from None


__all__ = [
    "NOT_A_ROW",
    "OUT_OF_RANGE",
    "LineOutcome",
    "LineProblem",
    "ProjectOptions",
    "ProjectOutputError",
    "ProjectResult",
    "project_chunk",
    "project_file",
]
