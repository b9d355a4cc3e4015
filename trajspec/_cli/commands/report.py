"""``trajspec report``: one self-contained HTML file of rollout rows, run folders and ATIF
documents.

The command reads its options, resolves the inputs (a run folder's failure sidecars and
earlier ``rollout_verdicts.jsonl`` files are skipped, as ``health`` skips them), refuses an
output that is an input, runs ``trajspec.converters.build_report`` (one read of the inputs)
on an engine of ``--jobs`` processes with one progress line, and writes ``render_html`` of its
data through the one atomic write.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from trajspec._cli.engines import engine_for
from trajspec._cli.exits import EXIT_OK, UsageError
from trajspec._cli.inputs import (
    Input,
    InputError,
    ensure_readable,
    is_failures_sidecar,
    resolve,
    total_bytes,
)
from trajspec._cli.progress import ProgressLine
from trajspec._cli.safe import escape
from trajspec._files import write_atomic
from trajspec._outputs import Output, OutputError, cannot_write, check_outputs, display
from trajspec.converters import ReportLimits, build_report, render_html

#: Files a folder or glob brings along that are not rollouts.
_NOT_ROLLOUTS = ("rollout_verdicts.jsonl",)


def _inputs(args: list[str]) -> list[Input]:
    found: list[Input] = []
    for arg in args:
        if arg == "-":
            # The page names each rollout by its file (and links to it): a pipe has none.
            raise InputError("report shows rollouts by their file: name a file, not - (stdin)")
        named = Path(arg).is_file()
        kept = [
            source
            for source in resolve([arg])
            if source.path is not None
            if named or not (is_failures_sidecar(source.path) or source.path.name in _NOT_ROLLOUTS)
        ]
        if not kept:
            raise InputError(f"{arg}: names no rollout file (failure sidecars are skipped)")
        found.extend(kept)
    return found


def cmd_report(args: argparse.Namespace) -> int:
    """``trajspec report``: check the command line, build the report's data, write it."""
    try:
        inputs = ensure_readable(_inputs(args.inputs))
    except InputError as error:
        raise UsageError(str(error)) from None
    output = Path(args.output)
    try:
        check_outputs([Output("-o", output)], reads=[s.path for s in inputs if s.path is not None])
    except OutputError as error:
        raise UsageError(str(error)) from None
    limits = ReportLimits(detail_rollouts=args.detail)
    # A byte of the command line that is not UTF-8 is shown as \xNN, as in file names.
    title = display(args.title or f"trajspec report: {', '.join(args.inputs)}")
    try:
        with (
            engine_for(args) as engine,
            ProgressLine(
                sys.stderr, "read", "rows", total_bytes=total_bytes(inputs), quiet=args.quiet
            ) as progress,
        ):
            data = build_report(
                inputs, limits=limits, engine=engine, progress=progress, title=title
            )
    except OSError as error:
        raise UsageError(f"{error.filename or 'input'}: {error.strerror}") from None
    try:
        write_atomic(output, render_html(data))
    except OSError as error:
        raise UsageError(cannot_write(output, error)) from None
    totals = data["totals"]
    sys.stdout.write(
        f"report of {totals['documents']} document{'s' * (totals['documents'] != 1)} "
        f"({totals['detailed']} in full detail, {totals['listed']} listed) "
        f"written to {escape(display(output))}\n"
    )
    return EXIT_OK


__all__ = ["cmd_report"]
