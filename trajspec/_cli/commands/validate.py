"""``trajspec validate``: every finding of every document, streamed.

The command reads its options, resolves the inputs, runs ``trajspec.validators.
validate_sources`` on an engine of ``--jobs`` processes and renders what it hands out
(``trajspec._cli.report``); the output of ``--jobs N`` is identical to ``--jobs 1``.
"""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from trajspec._cli.engines import engine_for
from trajspec._cli.exits import UsageError
from trajspec._cli.inputs import Input, InputError, ensure_readable, resolve, total_bytes
from trajspec._cli.progress import ProgressLine
from trajspec._cli.report import RENDERERS, summary_text
from trajspec._jsonl import Engine
from trajspec.validators import ValidationSummary, validate_sources


def run(
    inputs: list[Input],
    *,
    kind: str | None,
    output_format: str,
    fail_on: str,
    engine: Engine,
    out: TextIO,
    err: TextIO,
    total_bytes: int | None = None,
    quiet: bool = False,
) -> int:
    """Validate every input and render the findings; returns the exit code (0 or 1)."""
    summary = ValidationSummary()
    with ProgressLine(
        err, "validated", "documents", total_bytes=total_bytes, quiet=quiet
    ) as progress:
        results = validate_sources(
            inputs, kind=kind, engine=engine, progress=progress, summary=summary
        )
        RENDERERS[output_format](results, summary, progress.above(out))
    if output_format != "text":
        err.write(summary_text(summary) + "\n")
    return 1 if summary.any_at_or_above(fail_on) else 0


def cmd_validate(args: argparse.Namespace) -> int:
    """``trajspec validate``: check the command line and the inputs, validate, render."""
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    try:
        inputs = resolve(args.inputs, input_format=args.input)
        ensure_readable(inputs)
    except InputError as error:
        raise UsageError(str(error)) from None
    with engine_for(args) as engine:
        return run(
            inputs,
            kind=None if args.kind == "auto" else args.kind,
            output_format=args.format,
            fail_on=args.fail_on,
            engine=engine,
            out=sys.stdout,
            err=sys.stderr,
            total_bytes=total_bytes(inputs),
            quiet=args.quiet,
        )


__all__ = ["cmd_validate", "run"]
