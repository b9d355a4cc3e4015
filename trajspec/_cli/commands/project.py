"""``trajspec project`` and ``trajspec perf``.

``project`` checks the command line and runs :func:`trajspec.converters.project_file` (every
row enriched in input order, the output written whole or not at all, capture files deleted
with ``--delete-capture`` only once the output is durable); a bad line is reported
(file:line, code, message; ``--format sarif|github``: a SARIF log or GitHub workflow
commands on stdout, with the column) and nothing is written.

``perf`` reads rollout rows (files, globs, run folders) and prints the perf_summary of their
ng_perf figures and the counts behind it (:func:`trajspec.converters.perf_report`).
"""

from __future__ import annotations

import argparse
import stat
import sys
from pathlib import Path
from typing import TextIO

import orjson

from trajspec._cli.engines import engine_for
from trajspec._cli.exits import EXIT_FINDINGS, EXIT_OK, UsageError
from trajspec._cli.inputs import (
    InputError,
    check_regular,
    ensure_readable,
    holds_one_document,
    is_failures_sidecar,
    probe,
    resolve,
)
from trajspec._cli.perf_text import render_perf_text
from trajspec._cli.progress import ProgressLine
from trajspec._cli.report import github_command, write_sarif
from trajspec._cli.safe import escape
from trajspec._findings import Finding
from trajspec._jsonl import Engine, LocalEngine, Source
from trajspec._outputs import Output, OutputError, ReadFolder, check_outputs, refuse_under_a_file
from trajspec.converters import (
    LineProblem,
    ProjectOptions,
    ProjectOutputError,
    ProjectResult,
    perf_report,
    project_file,
)


def run_project(
    source: Path | None,
    output: Path,
    options: ProjectOptions,
    *,
    engine: Engine | None = None,
    err: TextIO | None = None,
    quiet: bool = False,
    output_format: str = "text",
    out: TextIO | None = None,
) -> int:
    """Project every row of ``source`` (None: stdin) into ``output``; returns the exit code.
    The lines that stop the batch go to ``err`` as text (``file:line: code: message``), or
    to ``out`` as GitHub workflow commands or one SARIF log (with their columns)."""
    err = err or sys.stderr
    out = out or sys.stdout
    read = Source(source, whole_document=source is not None and holds_one_document(source))
    found: list[Finding] = []
    with ProgressLine(err, "projected", total_bytes=read.size(), quiet=quiet) as progress:
        problems = progress.above(err)
        commands = progress.above(out)

        def on_problem(problem: LineProblem) -> None:
            if output_format == "github":
                commands.write(github_command(problem.finding()) + "\n")
            elif output_format == "sarif":
                found.append(problem.finding())
            else:
                problems.write(
                    f"{escape(problem.file)}:{problem.line}: {problem.code}: "
                    f"{escape(problem.message)}\n"
                )

        try:
            result = project_file(
                read,
                output,
                options,
                engine=engine or LocalEngine(1),
                progress=progress,
                on_problem=on_problem,
            )
        except ProjectOutputError as error:
            raise UsageError(str(error)) from None
    if output_format == "sarif":
        write_sarif(found, out)
    return _report(result, err)


def _report(result: ProjectResult, err: TextIO) -> int:
    label, output = escape(str(result.source)), escape(str(result.output))
    if not result.ok:
        bad = result.bad_lines
        lines = f"line{'s' * (bad != 1)}"
        what = (
            f"{bad} unreadable {lines} in {label}"
            if not result.not_rows
            else f"{bad} {lines} of {label} unreadable or not rollout rows"
        )
        err.write(f"trajspec project: {what}; nothing was written to {output}\n")
        return EXIT_FINDINGS
    err.write(f"projected {result.rows} row{'s' * (result.rows != 1)} from {label} to {output}\n")
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
    if args.capture_dir is not None:
        try:
            found = probe(Path(args.capture_dir))
        except InputError as error:
            raise UsageError(f"--capture-dir {error}") from None
        if found is None or not stat.S_ISDIR(found.st_mode):
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
        with engine_for(args) as engine:
            return run_project(
                source,
                output,
                options,
                engine=engine,
                quiet=args.quiet,
                output_format=args.format,
            )
    except PermissionError as error:
        raise UsageError(f"{error.filename}: {error.strerror}") from None


# -- perf --------------------------------------------------------------------------------


def cmd_perf(args: argparse.Namespace) -> int:
    """``trajspec perf``: perf_summary of the ng_perf of rollout rows."""
    try:
        inputs = [
            source
            for source in resolve(args.inputs, input_format="jsonl")
            if source.path is None or not is_failures_sidecar(source.path)
        ]
        ensure_readable(inputs)
    except InputError as error:
        raise UsageError(str(error)) from None
    with ProgressLine(sys.stderr, "read", quiet=args.quiet) as progress:
        err = progress.above(sys.stderr)

        def on_problem(text: str) -> None:
            err.write(escape(text) + "\n")

        report = perf_report(inputs, progress=progress, on_problem=on_problem)
    if args.format == "json":
        sys.stdout.write(orjson.dumps(report.to_json(), option=orjson.OPT_INDENT_2).decode() + "\n")
    else:
        render_perf_text(report, sys.stdout)
    return EXIT_OK


__all__ = [
    "cmd_perf",
    "cmd_project",
    "render_perf_text",
    "run_project",
]
