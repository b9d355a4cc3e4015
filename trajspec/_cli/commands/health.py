"""``trajspec health``: rollout health checks over files, globs and run folders, streamed.

The command reads its options, chooses the report folder, runs ``trajspec.validators.
check_sources`` on an engine of ``--jobs`` processes (the same bytes for every number),
writes the reports with ``write_health_reports`` (both whole or neither) and prints: the
text account, the quality summary (``--format json``), or every finding as a SARIF log or
GitHub Actions workflow commands (``--format sarif|github``, placed in its row).

Failure sidecars (``*_failures.jsonl``) and the reports of an earlier run
(``rollout_verdicts.jsonl``, ``quality_summary.json``) are not rollouts: a run folder or a glob
skips them; a file named on the command line is always read. A ``*.json`` file is one row.
"""

from __future__ import annotations

import argparse
import stat
import sys
from pathlib import Path
from typing import Any, TextIO

import orjson

from trajspec import _files
from trajspec._cli.engines import engine_for
from trajspec._cli.exits import EXIT_FINDINGS, EXIT_OK, UsageError
from trajspec._cli.inputs import (
    Input,
    InputError,
    ensure_readable,
    rollout_inputs,
    total_bytes,
)
from trajspec._cli.progress import ProgressLine
from trajspec._cli.report import write_github, write_sarif
from trajspec._cli.safe import escape
from trajspec._outputs import Output, OutputError, cannot_write, check_outputs, refuse_under_a_file
from trajspec.validators import (
    check_sources,
    health_checks,
    health_report_paths,
    health_settings,
    write_health_reports,
)

# -- rendering ---------------------------------------------------------------------------------


def summary_line(summary: dict[str, Any]) -> str:
    """The one-line account of a run."""
    run = summary["run"]
    assert isinstance(run, dict)
    verdicts, records = run["verdicts"], run["artifacts"]["records"]
    ignored = run["ignored_checks"]
    left_out = run["stats"]["tokens"].get("left_out", 0)
    return (
        f"rollout health: {records} record{'s' * (records != 1)}: "
        f"{verdicts['healthy']} healthy, {verdicts['unhealthy']} unhealthy, "
        f"{verdicts['unobserved']} unobserved"
        + (f" (ignored: {', '.join(ignored)})" if ignored else "")
        + (
            f"; {left_out} record{'s' * (left_out != 1)} left out of the token totals (see stderr)"
            if left_out
            else ""
        )
    )


def render_text(summary: dict[str, Any], paths: tuple[Path, Path], out: TextIO) -> None:
    """The summary line, then per check what it evaluated, left unobserved and flagged."""
    run = summary["run"]
    assert isinstance(run, dict)
    coverage = run["artifacts"]["coverage"]
    names = [spec.id + (" (tasks)" if spec.scope == "task" else "") for spec in health_checks()]
    width = max(len(name) for name in names)
    out.write(summary_line(summary) + "\n")
    out.write(f"  {'check':<{width}}  {'evaluated':>9}  {'unobserved':>10}  {'flagged':>7}\n")
    for spec, name in zip(health_checks(), names, strict=True):
        entry = coverage[spec.id]
        if spec.id in run["ignored_checks"]:
            out.write(f"  {name:<{width}}  {'ignored':>9}\n")
            continue
        out.write(
            f"  {name:<{width}}  {entry['evaluated']:>9}  {entry['unobserved']:>10}  "
            f"{entry['flagged']:>7}\n"
        )
    out.write(f"quality summary: {escape(str(paths[0]))}\n")
    out.write(f"rollout verdicts: {escape(str(paths[1]))}\n")


# -- the command -----------------------------------------------------------------------------


def _inputs(args: list[str]) -> tuple[list[Input], list[Path]]:
    """The inputs, and the folders they are in (a run folder stands for itself)."""
    inputs: list[Input] = []
    folders: list[Path] = []
    for arg in args:
        # Earlier reports beside the rows (the verdicts, and the summary, a *.json file that
        # would read as one row) are not rollouts. A *.json file holds one row (README,
        # "Command line"); everything else is JSON Lines.
        found = rollout_inputs(
            [arg],
            read_named_sidecars=True,
            skip_names=tuple(path.name for path in health_report_paths(Path())),
            input_format="auto",
        )
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
            mode: int | None = folder.stat().st_mode
        except FileNotFoundError:
            mode = None
        except OSError as error:  # a folder above without search permission, a link loop
            raise UsageError(f"--output-dir {args.output_dir}: {error.strerror}") from None
        if mode is not None and not stat.S_ISDIR(mode):
            raise UsageError(f"--output-dir {args.output_dir}: not a folder")
        # Created when the reports are written (_files.new_folders): a run that is refused,
        # fails or is interrupted before then leaves no folder behind.
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
        settings = health_settings([item for value in args.ignore for item in value.split(",")])
    except ValueError as error:
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
            [Output(option, path) for path in health_report_paths(folder)],
            reads=[s.path for s in inputs if s.path is not None],
        )
    except OutputError as error:
        raise UsageError(str(error)) from None
    try:
        with (
            engine_for(args) as engine,
            ProgressLine(
                sys.stderr,
                "checked",
                "records",
                total_bytes=total_bytes(inputs),
                quiet=args.quiet,
            ) as progress,
        ):
            result = check_sources(inputs, settings, engine=engine, progress=progress)
    except OSError as error:
        raise UsageError(f"{error.filename or folder}: {error.strerror}") from None
    for label, line in result.left_out_of_token_totals():
        sys.stderr.write(
            f"{escape(str(label))}:{line}: left out of the token totals: adding its counts would "
            "carry a total past 2**63 - 1, the largest integer the quality summary carries "
            "exactly\n"
        )
    try:
        with _files.new_folders(folder):
            paths = write_health_reports(result, folder)
    except OSError as error:
        raise UsageError(cannot_write(folder, error)) from None
    if args.format == "json":
        sys.stdout.write(orjson.dumps(result.summary).decode() + "\n")
        sys.stderr.write(summary_line(result.summary) + "\n")
    elif args.format == "sarif":
        write_sarif(result.findings(), sys.stdout)
        sys.stderr.write(summary_line(result.summary) + "\n")
    elif args.format == "github":
        write_github(result.findings(), sys.stdout)
        sys.stderr.write(summary_line(result.summary) + "\n")
    else:
        render_text(result.summary, paths, sys.stdout)
    if args.fail_on_unhealthy and result.unhealthy:
        return EXIT_FINDINGS
    return EXIT_OK


__all__ = ["cmd_health", "render_text", "summary_line"]
