"""``trajspec export --format otlp``: ATIF documents (``--atif``) or rollout rows
(``--rollouts``) -> ``traces.jsonl`` (OpenTelemetry traces as OTLP JSON Lines) in a new folder.

The work is ``trajspec.converters.export_otlp``; this module turns the options into its
arguments (``--conventions``, ``--no-content``, ``--provider``), runs it on the engine the
options ask for, and prints the rejected documents as ``--format atif`` prints its rejections
(``--report``, ``--max-findings``) with the summary. Exit 0 when every document became a
trace (the file is written), 1 when documents were rejected (nothing is written), 2 for
usage errors, unreadable inputs and an output folder that exists and is not empty.
"""

from __future__ import annotations

import argparse
from typing import Any

from trajspec._cli.commands.export_documents import (
    Rejections,
    capped,
    document_inputs,
    rejection_summary,
    render_rejections,
    running,
)
from trajspec._cli.exits import EXIT_FINDINGS, EXIT_OK, usage_errors
from trajspec._cli.safe import escape
from trajspec.converters import OtlpOptions, OtlpResult, OtlpUsageError, export_otlp


def cmd_export_otlp(args: argparse.Namespace) -> int:
    """Check the command line, export, report."""
    inputs = document_inputs(args)
    options = OtlpOptions(
        conventions=args.conventions or "genai",
        content=not args.no_content,
        provider="unknown" if args.provider is None else args.provider,
    )
    with running(args, inputs, "exported") as (engine, progress), usage_errors(OtlpUsageError):
        result = export_otlp(
            inputs.sources,
            args.output_dir,
            options,
            rollouts=inputs.rollouts,
            engine=engine,
            progress=progress,
            fail_fast=args.fail_fast,
        )
    rejections = capped(result.rejected, args.max_findings)
    summary = _summary(result, options, rejections)
    render_rejections(rejections, args.report, summary, _summary_json(result, rejections))
    return EXIT_OK if result.ok else EXIT_FINDINGS


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' * (n != 1)}"


def _summary(result: OtlpResult, options: OtlpOptions, rejections: Rejections) -> str:
    if result.ok:
        content = "" if options.content else ", no content"
        return (
            f"exported {_plural(result.documents, 'trace')} ({_plural(result.spans, 'span')}, "
            f"{options.conventions} conventions{content}) to {escape(str(result.path))}"
        )
    text = rejection_summary(rejections, result.documents)
    text += f"\nnothing was written to {escape(str(result.output_dir))}"
    if result.stopped:
        text += "\nstopped at the first rejected document (--fail-fast); the rest were not read"
    return text


def _summary_json(result: OtlpResult, rejections: Rejections) -> dict[str, Any]:
    return {
        "documents": result.documents,
        "traces": result.documents if result.ok else 0,
        "spans": result.spans if result.ok else 0,
        "rejected_documents": rejections.documents,
        "findings": len(rejections.findings) + rejections.omitted,
        "not_printed": rejections.omitted,
        "stopped": result.stopped,
        "documents_by_code": dict(rejections.by_code),
        "output_dir": str(result.output_dir),
    }


__all__ = ["cmd_export_otlp"]
