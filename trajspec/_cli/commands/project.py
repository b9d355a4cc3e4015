"""``trajspec project`` and ``trajspec perf``.

``project`` enriches every row of a JSONL file (capture, join, ng_trajectory, ng_perf) and
writes the rows in input order. The input is cut into chunks of whole lines that are
projected by the same function here or in worker processes, and written in order, so the
output of ``--jobs N`` is identical to ``--jobs 1``. The output goes to a temporary file
beside the target and is renamed only when every line was projected: a bad input line is
reported (file:line, code, message) and the batch writes nothing; so is a line that is
positively something else than a rollout row (a failure record, an ATIF document, a capture
line, ...: validate's detection). Capture files are deleted (``--delete-capture``) only after
the output is in place.

``perf`` reads rollout rows (files, globs, run folders) and prints the perf_summary of their
ng_perf figures and the counts behind it.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO, TextIO

import orjson

from trajspec._cli.app import EXIT_FINDINGS, EXIT_OK, UsageError
from trajspec._cli.commands.validate import _chunks
from trajspec._cli.inputs import InputError, check_regular, ensure_readable, open_input, resolve
from trajspec._files import remove_stale, temporary_path
from trajspec._jsonvalues import first_out_of_range
from trajspec._outputs import (
    Output,
    OutputError,
    ReadFolder,
    cannot_write,
    check_outputs,
    refuse_under_a_file,
)
from trajspec._strictjson import iter_jsonl
from trajspec.converters._projection.enrich import delete_capture, enrich_row
from trajspec.converters._projection.perf import PerfSummary
from trajspec.converters._projection.values import is_number

#: The code of a row with an integer no output can carry (see trajspec/_jsonvalues.py).
OUT_OF_RANGE = "number.out_of_range"


@dataclass(frozen=True, slots=True)
class ProjectOptions:
    """What ``trajspec project`` does to each row."""

    capture_dir: str | None
    observability_enabled: bool = True
    include_model_call_payloads: bool = True
    delete_model_call_capture: bool = False


@dataclass(frozen=True, slots=True)
class LineOutcome:
    """One input line: its projected row (JSON text), or the problem that stops the batch."""

    line: int
    output: bytes | None = None
    code: str | None = None
    message: str | None = None
    deletable: tuple[str, ...] = ()


def _measured_latency(row: dict[str, Any]) -> float | None:
    """The wall-clock latency a previous collection measured (kept when re-projecting)."""
    perf = row.get("ng_perf")
    latency = perf.get("total_latency_ms") if isinstance(perf, dict) else None
    return latency if is_number(latency) and latency >= 0 else None


NOT_A_ROW = "not a rollout row"
#: Documents that are positively something else than a rollout row (validate's detection).
_NOT_ROWS = {
    "failure": "a failures-sidecar row (_ng_failure_class)",
    "atif": "an ATIF trajectory",
    "trajectory": "a bare ng_trajectory",
    "observations": "an agent observation bundle",
    "capture": "a model-call capture line",
}


def _other_kind(row: dict[str, Any]) -> str | None:
    from trajspec.validators._document import detect_kind

    return _NOT_ROWS.get(detect_kind(row) or "")


def project_chunk(
    lines: list[bytes], first_line: int, options: ProjectOptions, project: bool = True
) -> list[LineOutcome]:
    """Read and project a chunk of whole JSONL lines that starts at line ``first_line``.

    With ``project=False`` the lines are only read (the batch already failed; what is left is
    to report further bad lines).
    """
    outcomes: list[LineOutcome] = []
    for record in iter_jsonl(lines, require_object=True):
        line = record.line + first_line - 1
        if record.problems:
            problem = record.problems[0]
            outcomes.append(LineOutcome(line, code=problem.code, message=problem.message))
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
                )
            )
            continue
        if not project:
            outcomes.append(LineOutcome(line))
            continue
        too_big = first_out_of_range(row, "evidence")
        if too_big is not None:
            outcomes.append(LineOutcome(line, code=OUT_OF_RANGE, message=too_big))
            continue
        done = enrich_row(
            row,
            capture_dir=options.capture_dir,
            observability_enabled=options.observability_enabled,
            include_model_call_payloads=options.include_model_call_payloads,
            total_latency_ms=_measured_latency(row),
        )
        deletable = (
            tuple(str(p) for p in done.deletable) if options.delete_model_call_capture else ()
        )
        try:
            output = orjson.dumps(done.row)
        except TypeError as error:  # an integer beyond 64 bits from a capture file
            outcomes.append(LineOutcome(line, code=OUT_OF_RANGE, message=f"/: {error}"))
            continue
        outcomes.append(LineOutcome(line, output=output, deletable=deletable))
    return outcomes


class _Progress:
    """A one-line progress report on stderr, only when stderr is a terminal."""

    def __init__(self, stream: TextIO, verb: str) -> None:
        self._stream = stream
        self._verb = verb
        self._on = stream.isatty()
        self._last = 0.0

    def update(self, rows: int) -> None:
        now = time.monotonic()
        if self._on and now - self._last >= 0.5:
            self._last = now
            self._stream.write(f"\r{self._verb} {rows} rows")
            self._stream.flush()

    def close(self) -> None:
        if self._on and self._last:
            self._stream.write("\r\033[K")
            self._stream.flush()


@dataclass(slots=True)
class _Batch:
    rows: int = 0
    bad: int = 0
    not_rows: int = 0
    deletable: list[str] = field(default_factory=list)


def _outcomes(
    stream: BinaryIO, options: ProjectOptions, jobs: int, batch: _Batch
) -> Iterator[LineOutcome]:
    """Every line's outcome, in input order, whatever the number of jobs."""
    if jobs <= 1:
        for lines, first in _chunks(stream):
            yield from project_chunk(lines, first, options, batch.bad == 0)
        return
    pool = ProcessPoolExecutor(max_workers=jobs)
    try:
        pending: list[Future[list[LineOutcome]]] = []
        for lines, first in _chunks(stream):
            pending.append(pool.submit(project_chunk, lines, first, options, batch.bad == 0))
            # A bounded window keeps memory flat however large the file is.
            while len(pending) >= 2 * jobs:
                yield from pending.pop(0).result()
        for future in pending:
            yield from future.result()
    finally:
        pool.shutdown(cancel_futures=True)


def _write(out: BinaryIO, data: bytes, output: Path) -> None:
    try:
        out.write(data)
    except OSError as error:
        raise UsageError(cannot_write(output, error)) from None


def run_project(
    source: Path | None,
    output: Path,
    options: ProjectOptions,
    *,
    jobs: int = 1,
    err: TextIO | None = None,
) -> int:
    """Project every row of ``source`` (None: stdin) into ``output``; returns the exit code."""
    err = err or sys.stderr
    label = "-" if source is None else str(source)
    batch = _Batch()
    progress = _Progress(err, "projected")
    temporary = temporary_path(output)
    stream = sys.stdin.buffer if source is None else source.open("rb")
    try:
        remove_stale(output)
        try:
            out = temporary.open("wb")
        except OSError as error:
            raise UsageError(cannot_write(output, error)) from None
        with out:
            for outcome in _outcomes(stream, options, jobs, batch):
                if outcome.code is not None:
                    batch.bad += 1
                    batch.not_rows += outcome.code == NOT_A_ROW
                    err.write(f"{label}:{outcome.line}: {outcome.code}: {outcome.message}\n")
                    continue
                batch.rows += 1
                if batch.bad == 0 and outcome.output is not None:
                    _write(out, outcome.output + b"\n", output)
                    batch.deletable.extend(outcome.deletable)
                progress.update(batch.rows)
            try:
                out.flush()
                os.fsync(out.fileno())
            except OSError as error:
                raise UsageError(cannot_write(output, error)) from None
        progress.close()
        if batch.bad:
            lines = f"line{'s' * (batch.bad != 1)}"
            what = (
                f"{batch.bad} unreadable {lines} in {label}"
                if not batch.not_rows
                else f"{batch.bad} {lines} of {label} unreadable or not rollout rows"
            )
            err.write(f"trajspec project: {what}; nothing was written to {output}\n")
            return EXIT_FINDINGS
        try:
            temporary.replace(output)
        except OSError as error:
            raise UsageError(cannot_write(output, error)) from None
    finally:
        if source is not None:
            stream.close()
        temporary.unlink(missing_ok=True)
    delete_capture(tuple(Path(p) for p in batch.deletable))
    err.write(f"projected {batch.rows} row{'s' * (batch.rows != 1)} from {label} to {output}\n")
    return EXIT_OK


def cmd_project(args: argparse.Namespace) -> int:
    """``trajspec project``: check the command line, then project."""
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    if args.delete_capture and args.no_payloads:
        raise UsageError(
            "--delete-capture needs the payloads on the record; it cannot be combined with "
            "--no-payloads"
        )
    if args.delete_capture and args.capture_dir is None:
        raise UsageError("--delete-capture needs --capture-dir")
    if args.capture_dir is not None and not Path(args.capture_dir).is_dir():
        raise UsageError(f"--capture-dir {args.capture_dir}: no such directory")
    source = None if args.input == "-" else Path(args.input)
    if source is not None:
        try:
            check_regular(source)
        except InputError as error:
            raise UsageError(str(error)) from None
        if not source.is_file():
            raise UsageError(f"{args.input}: no such file")
        try:
            with source.open("rb"):
                pass
        except OSError as error:
            raise UsageError(f"{args.input}: {error.strerror}") from None
    output = Path(args.output)
    try:
        refuse_under_a_file("-o", output)
    except OutputError as error:
        raise UsageError(str(error)) from None
    if not output.parent.is_dir():
        raise UsageError(f"-o {args.output}: the folder {output.parent} does not exist")
    if output.is_dir():
        raise UsageError(f"-o {args.output}: is a folder; name the output file")
    capture = [] if args.capture_dir is None else [Path(args.capture_dir)]
    try:
        check_outputs(
            [Output("-o", output)],
            reads=[] if source is None else [source],
            folders=[
                ReadFolder(
                    folder,
                    "the capture folder",
                    matches=lambda name: name.endswith(".capture.jsonl"),
                    deleted=args.delete_capture,
                )
                for folder in capture
            ],
        )
    except OutputError as error:
        raise UsageError(str(error)) from None
    options = ProjectOptions(
        capture_dir=args.capture_dir,
        observability_enabled=not args.no_observability,
        include_model_call_payloads=not args.no_payloads,
        delete_model_call_capture=args.delete_capture,
    )
    try:
        return run_project(source, output, options, jobs=args.jobs)
    except PermissionError as error:
        raise UsageError(f"{error.filename}: {error.strerror}") from None


# -- perf --------------------------------------------------------------------------------


@dataclass(slots=True)
class PerfReport:
    """What ``trajspec perf`` prints."""

    files: int = 0
    unreadable_lines: int = 0
    summary: PerfSummary = field(default_factory=PerfSummary)

    def to_json(self) -> dict[str, Any]:
        data = {
            "files": self.files,
            "rollouts": self.summary.rollouts,
            "with_ng_perf": self.summary.with_perf,
            "unreadable_lines": self.unreadable_lines,
            "perf_summary": self.summary.result(),
        }
        if self.summary.left_out:  # only then, so that other reports stay as they were
            data["left_out_of_perf_summary"] = self.summary.left_out
        return data


def _number(value: object) -> str:
    if isinstance(value, float):
        return f"{value:.4f}".rstrip("0").rstrip(".") if value == value else str(value)
    return str(value)


def render_perf_text(report: PerfReport, out: TextIO) -> None:
    data = report.to_json()
    out.write(
        f"{data['rollouts']} rollout{'s' * (data['rollouts'] != 1)} in {data['files']} "
        f"file{'s' * (data['files'] != 1)}, {data['with_ng_perf']} with ng_perf"
        + (
            f", {data['unreadable_lines']} unreadable lines skipped"
            if data["unreadable_lines"]
            else ""
        )
        + (
            f", {data['left_out_of_perf_summary']} left out of perf_summary (see stderr)"
            if data.get("left_out_of_perf_summary")
            else ""
        )
        + "\n"
    )
    write_perf_summary(data["perf_summary"], out)


def write_perf_summary(summary: dict[str, Any] | None, out: TextIO) -> None:
    """perf_summary as aligned text lines (shared by `perf` and `aggregate`)."""
    if summary is None:
        out.write("perf_summary: none (no rollout carries ng_perf)\n")
        return
    out.write("perf_summary:\n")
    width = max(len(key) for key in summary)
    for key, value in summary.items():
        out.write(f"  {key:<{width}}  {_number(value)}\n")


def cmd_perf(args: argparse.Namespace) -> int:
    """``trajspec perf``: perf_summary of the ng_perf of rollout rows."""
    try:
        inputs = [
            source
            for source in resolve(args.inputs, input_format="jsonl")
            if source.path is None
            or not source.path.name.removesuffix(".jsonl").endswith("_failures")
        ]
        ensure_readable(inputs)
    except InputError as error:
        raise UsageError(str(error)) from None
    report = PerfReport()
    progress = _Progress(sys.stderr, "read")
    for source in inputs:
        report.files += 1
        stream = open_input(source)
        try:
            for record in iter_jsonl(stream, require_object=True):
                if record.problems:
                    report.unreadable_lines += 1
                    problem = record.problems[0]
                    sys.stderr.write(
                        f"{source.label}:{record.line}: {problem.code}: {problem.message}\n"
                    )
                    continue
                row = record.value
                assert isinstance(row, dict)  # the reader requires an object
                refusal = report.summary.add(row)
                if refusal is not None:
                    sys.stderr.write(
                        f"{source.label}:{record.line}: left out of perf_summary: {refusal}\n"
                    )
                progress.update(report.summary.rollouts)
        finally:
            if source.path is not None:
                stream.close()
    progress.close()
    if args.format == "json":
        sys.stdout.write(orjson.dumps(report.to_json(), option=orjson.OPT_INDENT_2).decode() + "\n")
    else:
        render_perf_text(report, sys.stdout)
    return EXIT_OK


__all__ = [
    "LineOutcome",
    "PerfReport",
    "ProjectOptions",
    "cmd_perf",
    "cmd_project",
    "project_chunk",
    "render_perf_text",
    "run_project",
]
