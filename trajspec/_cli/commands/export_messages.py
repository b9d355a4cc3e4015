"""``trajspec export --format messages``: ATIF documents (``--atif``) or rollout rows
(``--rollouts``) -> training-row shards and ``loss_report.json`` in a new folder.

The work is ``trajspec.converters.export_messages``; this module turns the options into its
arguments, runs it on the engine the options ask for, prints the rejected documents as
``--format atif`` prints its rejections (``--report``, ``--max-findings``), the summary,
and the loss table on stderr. Exit 0 when the folder was written and no document was
rejected, 1 when it was written and documents were rejected (each listed in the loss report
as ``rejected``), 2 for usage errors, unreadable inputs and an output folder that exists and
is not empty (then nothing is written).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

from trajspec._cli.commands.export_documents import (
    capped,
    document_inputs,
    rejection_summary,
    render_rejections,
    running,
)
from trajspec._cli.exits import EXIT_FINDINGS, EXIT_OK, UsageError, usage_errors
from trajspec._cli.safe import escape
from trajspec.converters import (
    LOSS_REPORT,
    MessagesBatchOptions,
    MessagesOptions,
    MessagesUsageError,
    export_messages,
)


def cmd_export_messages(args: argparse.Namespace) -> int:
    """Check the command line, export, report."""
    if args.fail_fast:
        raise UsageError("--fail-fast is for --format atif (messages writes the rows it can)")
    inputs = document_inputs(args)
    options = MessagesOptions(
        dialect=args.dialect or "trl",
        min_reward=args.min_reward,
        healthy_only=args.healthy_only,
        drop_failed=args.drop_failed,
        drop_truncated=args.drop_truncated,
        max_messages=args.max_messages,
        max_chars=args.max_chars,
    )
    if args.seed is not None and args.sample is None:
        raise UsageError("--seed goes with --sample")
    batch = MessagesBatchOptions(
        dedupe=args.dedupe,
        sample=args.sample,
        seed=0 if args.seed is None else args.seed,
        file_format=args.file_format or "jsonl",
        rows_per_file=args.rows_per_file or MessagesBatchOptions().rows_per_file,
    )
    with running(args, inputs, "read") as (engine, progress), usage_errors(MessagesUsageError):
        result = export_messages(
            inputs.sources,
            args.output_dir,
            options,
            batch,
            rollouts=inputs.rollouts,
            engine=engine,
            progress=progress,
        )
    report = result.report
    rejections = capped(result.rejected, args.max_findings)
    shards = len(report["shards"])
    summary = (
        f"exported {report['rows_out']} row{'s' * (report['rows_out'] != 1)} of "
        f"{report['trajectories_in']} trajector{'ies' if report['trajectories_in'] != 1 else 'y'} "
        f"({options.dialect}, {batch.file_format}, {shards} shard{'s' * (shards != 1)}) to "
        f"{escape(str(result.output_dir))} (loss report: "
        f"{escape(str(result.output_dir / LOSS_REPORT))})"
    )
    rejected = rejection_summary(rejections, result.documents)
    if rejected:
        summary += "\n" + rejected
    render_rejections(rejections, args.report, summary, _summary_json(result, rejections))
    write_loss_table(report, sys.stderr)
    return EXIT_FINDINGS if rejections.documents else EXIT_OK


def _summary_json(result: Any, rejections: Any) -> dict[str, Any]:
    report = result.report
    return {
        "documents": result.documents,
        "trajectories_in": report["trajectories_in"],
        "rows_out": report["rows_out"],
        "dropped": len(report["dropped"]),
        "rejected_documents": rejections.documents,
        "findings": len(rejections.findings) + rejections.omitted,
        "not_printed": rejections.omitted,
        "documents_by_code": dict(rejections.by_code),
        "output_dir": str(result.output_dir),
    }


def write_loss_table(report: dict[str, Any], out: TextIO) -> None:
    """The loss report in a few lines: in, out, dropped; then each reason and each kind of
    step left out with its count."""
    lines = [
        ("trajectories in", report["trajectories_in"]),
        ("rows out", report["rows_out"]),
        ("dropped", len(report["dropped"])),
    ]
    lines += [(f"  {reason}", n) for reason, n in report["dropped_by_reason"].items()]
    if report["steps_dropped"]:
        lines.append(("steps dropped", sum(report["steps_dropped"].values())))
        lines += [(f"  {reason}", n) for reason, n in report["steps_dropped"].items()]
    width = max(len(label) for label, _ in lines)
    for label, n in lines:
        out.write(f"{label:<{width}}  {n:>8}\n")


__all__ = ["cmd_export_messages", "write_loss_table"]
