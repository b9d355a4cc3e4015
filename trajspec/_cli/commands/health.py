"""``trajspec health``: rollout health checks over files, globs and run folders, streamed.

Inputs are cut into chunks of whole lines; each chunk is judged by the same function here or
in a worker process, and the record digests come back in input order, so ``--jobs N`` gives
the same bytes as ``--jobs 1``. Memory holds the digests (never the rows) and a bounded
number of chunks. ``quality_summary.json`` and ``rollout_verdicts.jsonl`` are written to
temporary files beside their targets and renamed only when both are complete and durable.

Failure sidecars (``*_failures.jsonl``) and earlier ``rollout_verdicts.jsonl`` files are not
rollouts: a run folder or a glob skips them; a file named on the command line is always read.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from pathlib import Path
from typing import BinaryIO, TextIO

import orjson

from trajspec._cli.app import EXIT_FINDINGS, EXIT_OK, UsageError
from trajspec._cli.commands.validate import _chunks
from trajspec._cli.inputs import Input, InputError, ensure_readable, open_input, resolve
from trajspec._files import remove_stale, temporary_path
from trajspec._jsonvalues import first_out_of_range
from trajspec._outputs import Output, OutputError, cannot_write, check_outputs, refuse_under_a_file
from trajspec._strictjson import iter_jsonl
from trajspec.validators._health.registry import (
    UnknownCheckError,
    normalize_ignored,
    registry,
)
from trajspec.validators._health.rollout import Digest, Settings, evaluate, unreadable_digest
from trajspec.validators._health.run import HealthResult, HealthRun

SUMMARY_NAME = "quality_summary.json"
VERDICTS_NAME = "rollout_verdicts.jsonl"


def health_chunk(
    lines: list[bytes], first_line: int, file_index: int, source_file: str, settings: Settings
) -> list[Digest]:
    """Judge a chunk of whole JSONL lines that starts at line ``first_line`` of input
    ``file_index``: one digest per non-blank line."""
    digests = []
    for record in iter_jsonl(lines, require_object=True):
        line = record.line + first_line - 1
        # a row with an integer beyond 64 bits is judged as unreadable: its counts and
        # indices cannot be carried into the verdicts exactly
        error = (
            record.problems[0].code
            if record.problems
            else "number.out_of_range"
            if first_out_of_range(record.value, "evidence") is not None
            else None
        )
        if error is not None:
            digests.append(
                unreadable_digest(
                    settings=settings,
                    file_index=file_index,
                    line=line,
                    ordinal=0,
                    source_file=source_file,
                    error=error,
                )
            )
        else:
            digests.append(
                evaluate(
                    record.value,
                    settings=settings,
                    file_index=file_index,
                    line=line,
                    source_file=source_file,
                )
            )
    return digests


class _Progress:
    """A one-line progress report on stderr, only when stderr is a terminal."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream
        self._on = stream.isatty()
        self._last = 0.0

    def update(self, records: int) -> None:
        now = time.monotonic()
        if self._on and now - self._last >= 0.5:
            self._last = now
            self._stream.write(f"\rchecked {records} records")
            self._stream.flush()

    def close(self) -> None:
        if self._on and self._last:
            self._stream.write("\r\033[K")
            self._stream.flush()


def _digests(
    inputs: list[Input], settings: Settings, jobs: int, pool: ProcessPoolExecutor | None
) -> Iterator[Digest]:
    """Every record's digest, in input order."""
    for file_index, source in enumerate(inputs):
        stream: BinaryIO = open_input(source)
        try:
            pending: list[Future[list[Digest]]] = []
            for lines, first in _chunks(stream):
                if pool is None:
                    yield from health_chunk(lines, first, file_index, source.label, settings)
                    continue
                pending.append(
                    pool.submit(health_chunk, lines, first, file_index, source.label, settings)
                )
                # A bounded window keeps memory flat however large the file is.
                while len(pending) >= 2 * jobs:
                    yield from pending.pop(0).result()
            for future in pending:
                yield from future.result()
        finally:
            if source.path is not None:
                stream.close()


def run_health(
    inputs: list[Input], settings: Settings, *, jobs: int = 1, err: TextIO | None = None
) -> HealthResult:
    """Judge every record of the inputs, in order; the run's result."""
    run = HealthRun(settings)
    progress = _Progress(err or sys.stderr)
    pool = ProcessPoolExecutor(max_workers=jobs) if jobs > 1 else None
    try:
        for digest in _digests(inputs, settings, jobs, pool):
            run.add(digest)
            progress.update(run.records)
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
        progress.close()
    return run.finish()


def write_reports(result: HealthResult, folder: Path) -> tuple[Path, Path]:
    """Write quality_summary.json and rollout_verdicts.jsonl into ``folder``. Both are made
    complete and durable as temporary files before either is renamed into place, so a failure
    while writing changes neither, and each file is always whole."""
    summary_path, verdicts_path = folder / SUMMARY_NAME, folder / VERDICTS_NAME
    temporaries = [temporary_path(path) for path in (summary_path, verdicts_path)]
    for path in (summary_path, verdicts_path):
        remove_stale(path)
    try:
        with temporaries[1].open("wb") as out:
            for line in result.verdicts():
                out.write(orjson.dumps(line))
                out.write(b"\n")
            out.flush()
            os.fsync(out.fileno())
        with temporaries[0].open("wb") as out:
            out.write(orjson.dumps(result.summary, option=orjson.OPT_INDENT_2) + b"\n")
            out.flush()
            os.fsync(out.fileno())
        temporaries[1].replace(verdicts_path)
        temporaries[0].replace(summary_path)
    finally:
        for temporary in temporaries:
            temporary.unlink(missing_ok=True)
    return summary_path, verdicts_path


# -- rendering ---------------------------------------------------------------------------------


def summary_line(summary: dict[str, object]) -> str:
    """The one-line account of a run."""
    run = summary["run"]
    assert isinstance(run, dict)
    verdicts, records = run["verdicts"], run["artifacts"]["records"]
    ignored = run["ignored_checks"]
    return (
        f"rollout health: {records} record{'s' * (records != 1)}: "
        f"{verdicts['healthy']} healthy, {verdicts['unhealthy']} unhealthy, "
        f"{verdicts['unobserved']} unobserved"
        + (f" (ignored: {', '.join(ignored)})" if ignored else "")
    )


def render_text(summary: dict[str, object], paths: tuple[Path, Path], out: TextIO) -> None:
    """The summary line, then per check what it evaluated, left unobserved and flagged."""
    run = summary["run"]
    assert isinstance(run, dict)
    coverage = run["artifacts"]["coverage"]
    names = [spec.id + (" (tasks)" if spec.scope == "task" else "") for spec in registry()]
    width = max(len(name) for name in names)
    out.write(summary_line(summary) + "\n")
    out.write(f"  {'check':<{width}}  {'evaluated':>9}  {'unobserved':>10}  {'flagged':>7}\n")
    for spec, name in zip(registry(), names, strict=True):
        entry = coverage[spec.id]
        if spec.id in run["ignored_checks"]:
            out.write(f"  {name:<{width}}  {'ignored':>9}\n")
            continue
        out.write(
            f"  {name:<{width}}  {entry['evaluated']:>9}  {entry['unobserved']:>10}  "
            f"{entry['flagged']:>7}\n"
        )
    out.write(f"quality summary: {paths[0]}\nrollout verdicts: {paths[1]}\n")


# -- the command -----------------------------------------------------------------------------


def _skipped(path: Path) -> bool:
    name = path.name
    return name == VERDICTS_NAME or name.removesuffix(".jsonl").endswith("_failures")


def _inputs(args: list[str]) -> tuple[list[Input], list[Path]]:
    """The inputs, and the folders they are in (a run folder stands for itself)."""
    inputs: list[Input] = []
    folders: list[Path] = []
    for arg in args:
        named = arg != "-" and Path(arg).is_file()
        found = [
            source
            for source in resolve([arg], input_format="jsonl")
            if named or source.path is None or not _skipped(source.path)
        ]
        if not found:
            raise InputError(f"{arg}: names no rollout file (failure sidecars are skipped)")
        inputs.extend(found)
        if Path(arg).is_dir():
            folders.append(Path(arg))
        else:
            folders.extend(s.path.parent for s in found if s.path is not None)
    return inputs, folders


def _output_folder(args: argparse.Namespace, folders: list[Path], stdin: bool) -> Path:
    if args.output_dir is not None:
        folder = Path(args.output_dir)
        try:
            refuse_under_a_file("--output-dir", folder)
        except OutputError as error:
            raise UsageError(str(error)) from None
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise UsageError(f"--output-dir {args.output_dir}: {error.strerror}") from None
        if not folder.is_dir():
            raise UsageError(f"--output-dir {args.output_dir}: not a folder")
        return folder
    if stdin:
        raise UsageError("reading rows from stdin: name the report folder with --output-dir")
    distinct = sorted({folder.resolve() for folder in folders})
    if len(distinct) != 1:
        raise UsageError(
            "the inputs are in several folders; name the report folder with --output-dir"
        )
    return folders[0]


def cmd_health(args: argparse.Namespace) -> int:
    """``trajspec health``: check the command line, run, write the reports, print."""
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    try:
        ignored = normalize_ignored([item for value in args.ignore for item in value.split(",")])
    except UnknownCheckError as error:
        raise UsageError(f"--ignore: {error}") from None
    try:
        inputs, folders = _inputs(args.inputs)
        ensure_readable(inputs)
    except InputError as error:
        raise UsageError(str(error)) from None
    folder = _output_folder(args, folders, any(s.path is None for s in inputs))
    option = "--output-dir" if args.output_dir is not None else "report"
    try:
        check_outputs(
            [Output(option, folder / name) for name in (SUMMARY_NAME, VERDICTS_NAME)],
            reads=[s.path for s in inputs if s.path is not None],
        )
    except OutputError as error:
        raise UsageError(str(error)) from None
    try:
        result = run_health(inputs, Settings(ignored=ignored), jobs=args.jobs)
    except OSError as error:
        raise UsageError(f"{error.filename or folder}: {error.strerror}") from None
    try:
        paths = write_reports(result, folder)
    except OSError as error:
        raise UsageError(cannot_write(folder, error)) from None
    if args.format == "json":
        sys.stdout.write(orjson.dumps(result.summary).decode() + "\n")
        sys.stderr.write(summary_line(result.summary) + "\n")
    else:
        render_text(result.summary, paths, sys.stdout)
    if args.fail_on_unhealthy and result.unhealthy:
        return EXIT_FINDINGS
    return EXIT_OK


__all__ = [
    "SUMMARY_NAME",
    "VERDICTS_NAME",
    "cmd_health",
    "health_chunk",
    "render_text",
    "run_health",
    "summary_line",
    "write_reports",
]
