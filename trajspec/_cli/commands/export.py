"""``trajspec export --format atif``: rollout rows -> a folder of ATIF v1.7 documents.

The work is converters.export_rollouts (all rows or nothing, atomic folder, manifest); this
module checks the command line, resolves the input (a file, ``-``, a run folder or a glob of
shards: one batch, one agent), and renders the outcome. ``--report text`` prints the
rejections grouped by row and a summary on stdout; ``--report json`` prints one JSON object per
finding (JSON Lines, with file, line and column) on stdout and the summary on stderr, the text
and then one JSON object ``{"summary": {...}}``; ``--report github`` one GitHub Actions
workflow command per finding instead, ``--report sarif`` one SARIF log. Every format prints
the same findings: at most ``PER_ROW`` a row and ``--max-findings`` in all (default 200;
``all``: every one), and the summary counts the rest and gives the rejected rows per code.
``--fail-fast`` stops at the first rejected row. Exit 0 when
every row was exported, 1 when rows were rejected (nothing written), 2 for usage errors,
unreadable inputs and an output folder that exists and is not empty.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Sequence
from typing import TextIO

import orjson

from trajspec._cli.engines import engine_for
from trajspec._cli.exits import EXIT_FINDINGS, EXIT_OK, UsageError, usage_errors
from trajspec._cli.export_options import DOCUMENT_FORMATS, foreign_options
from trajspec._cli.inputs import InputError, check_regular, rollout_inputs, total_bytes
from trajspec._cli.progress import ProgressLine
from trajspec._cli.report import write_finding_lines, write_github, write_sarif
from trajspec._cli.safe import escape
from trajspec._findings import Finding
from trajspec.converters import AtifExportResult, ExportUsageError, export_rollouts

#: Findings printed per rejected row unless ``--max-findings all``.
PER_ROW = 5


def cmd_export(args: argparse.Namespace) -> int:
    """Check the command line, export, report."""
    foreign = foreign_options(args)
    if foreign is not None:
        raise UsageError(foreign)
    if args.format != "atif":
        from trajspec._cli.commands.export_documents import cmd_export_documents

        return cmd_export_documents(args)
    if args.atif is not None:
        raise UsageError(
            "--atif is an input of the formats made from ATIF documents ("
            + ", ".join(f"--format {name}" for name in DOCUMENT_FORMATS)
            + "); --format atif exports rollout rows: give --rollouts"
        )
    missing = [
        option
        for option, value in (
            ("--rollouts", args.rollouts),
            ("--session-id", args.session_id),
            ("--agent-version", args.agent_version),
        )
        if value is None
    ]
    if missing:
        raise UsageError("the following arguments are required: " + ", ".join(missing))
    try:
        inputs = rollout_inputs([args.rollouts], read_named_sidecars=True)
        for item in inputs:
            if item.path is not None:
                check_regular(item.path)
    except InputError as error:
        raise UsageError(str(error)) from None
    sources = ["-" if item.path is None else str(item.path) for item in inputs]
    with (
        engine_for(args) as engine,
        ProgressLine(
            sys.stderr, "exported", total_bytes=total_bytes(inputs), quiet=args.quiet
        ) as progress,
        usage_errors(ExportUsageError),
    ):
        result = export_rollouts(
            sources,
            args.output_dir,
            session_id=args.session_id,
            agent_version=args.agent_version,
            engine=engine,
            progress=progress,
            fail_fast=args.fail_fast,
            max_per_row=None if args.max_findings is None else PER_ROW,
            max_findings=args.max_findings,
        )
    if args.report == "json":
        render_json(result, sys.stdout, sys.stderr)
    elif args.report == "github":
        render_github(result, sys.stdout, sys.stderr)
    elif args.report == "sarif":
        render_sarif(result, sys.stdout, sys.stderr)
    else:
        render_text(result, sys.stdout)
    return EXIT_OK if result.ok else EXIT_FINDINGS


def _summary(result: AtifExportResult) -> str:
    if result.ok:
        return (
            f"exported {result.exported} ATIF trajectory file{'s' * (result.exported != 1)} "
            f"to {result.output_dir} (manifest: {result.manifest})"
        )
    by_code = result.rows_by_code or tuple(
        sorted(Counter(f.code for f in result.findings).items(), key=lambda kv: (-kv[1], kv[0]))
    )
    codes = ", ".join(f"{code} {n}" for code, n in by_code)
    total = len(result.findings) + result.omitted
    rows = result.rejected or len({(f.file, f.line) for f in result.findings})
    text = (
        f"rejected: {rows} of {result.rows} row{'s' * (result.rows != 1)} cannot be exported "
        f"({total} finding{'s' * (total != 1)}); nothing was written to {result.output_dir}"
    )
    if result.stopped:
        text += "\nstopped at the first rejected row (--fail-fast); the rows after it were not read"
    if result.omitted:
        text += (
            f"\n{result.omitted} finding{'s' * (result.omitted != 1)} not printed "
            "(--max-findings: 5 per row, 200 in all by default; --max-findings all prints every one)"
        )
    return text + f"\nrows by code: {codes}"


def summary_json(result: AtifExportResult) -> dict[str, object]:
    """The summary as one JSON object (``--report json``'s last line on stderr)."""
    return {
        "summary": {
            "rows": result.rows,
            "exported": result.exported,
            "rejected_rows": result.rejected,
            "findings": len(result.findings) + result.omitted,
            "not_printed": result.omitted,
            "stopped": result.stopped,
            "rows_by_code": dict(result.rows_by_code),
            "output_dir": str(result.output_dir),
        }
    }


def _grouped(findings: Sequence[Finding]) -> list[tuple[str, list[Finding]]]:
    groups: dict[str, list[Finding]] = {}
    for f in findings:
        where = f.file or "-"
        if f.line is not None:
            where = f"{where}:{f.line}"
        groups.setdefault(where, []).append(f)
    return list(groups.items())


def render_text(result: AtifExportResult, out: TextIO) -> None:
    """Every rejection, grouped by row, then the summary."""
    for where, findings in _grouped(result.findings):
        out.write(f"{escape(where)}\n")
        # file:line:column first, as compilers write it, so editors open it there
        write_finding_lines(findings, out)
    out.write(_summary(result) + "\n")


def render_json(result: AtifExportResult, out: TextIO, err: TextIO) -> None:
    """One JSON object per finding on ``out``; the summary on ``err``."""
    for f in result.findings:
        out.write(orjson.dumps(f.to_json()).decode() + "\n")
    err.write(_summary(result) + "\n")
    err.write(orjson.dumps(summary_json(result)).decode() + "\n")


def render_github(result: AtifExportResult, out: TextIO, err: TextIO) -> None:
    """One GitHub Actions workflow command per rejection on ``out``; the summary on ``err``."""
    write_github(result.findings, out)
    err.write(_summary(result) + "\n")


def render_sarif(result: AtifExportResult, out: TextIO, err: TextIO) -> None:
    """The rejections as one SARIF log on ``out``; the summary on ``err``."""
    write_sarif(result.findings, out)
    err.write(_summary(result) + "\n")


__all__ = ["cmd_export", "render_github", "render_json", "render_sarif", "render_text"]
