"""``trajspec export --format <a format made from ATIF documents>``: what those formats share.

Their input is ``--atif PATH...`` (files, folders, globs of ATIF documents) or
``--rollouts ROLLOUTS`` (rollout rows through the strict ATIF export, with ``--session-id``
and ``--agent-version``); ``document_inputs`` resolves it, ``running`` gives the engine (``--jobs``, ``--engine ray``)
and the progress line. Each format's command is named in
``FORMAT_COMMANDS`` (format -> module and function under ``trajspec._cli.commands``), loaded
only when it runs. ``render_rejections`` prints the documents that were rejected as ``export
--format atif`` prints its rejections (grouped by file and line; ``--report json``, ``github``
or ``sarif``), under the same caps (``--max-findings``: 5 a document, N in all).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

import orjson

from trajspec._cli.engines import engine_for
from trajspec._cli.exits import UsageError, usage_errors
from trajspec._cli.inputs import InputError, check_regular, rollout_inputs, total_bytes
from trajspec._cli.progress import ProgressLine
from trajspec._cli.report import write_finding_lines, write_github, write_sarif
from trajspec._cli.safe import escape
from trajspec._findings import Finding
from trajspec._jsonl import Engine, Progress, Source
from trajspec.converters import AtifInputError, OutputFolderError, RolloutExport, atif_inputs

#: Each format's command: ``trajspec._cli.commands.<module>.<function>(args)``.
FORMAT_COMMANDS: dict[str, tuple[str, str]] = {
    "otlp": ("export_otlp", "cmd_export_otlp"),
    "messages": ("export_messages", "cmd_export_messages"),
}

#: Findings printed per rejected document unless ``--max-findings all``.
PER_DOCUMENT = 5


def cmd_export_documents(args: argparse.Namespace) -> int:
    """Run the command of ``--format``."""
    module, function = FORMAT_COMMANDS[args.format]
    command = getattr(importlib.import_module(f"trajspec._cli.commands.{module}"), function)
    code: int = command(args)
    return code


@dataclass(frozen=True, slots=True)
class DocumentInputs:
    """The resolved input: its sources, the export of rollout rows (None for ``--atif``),
    the files read (the output must not touch them) and their total size (None: unknown)."""

    sources: list[Source]
    rollouts: RolloutExport | None
    reads: list[Path]
    total_bytes: int | None


def document_inputs(args: argparse.Namespace) -> DocumentInputs:
    """The input the command line names; UsageError when there is none or it is unusable."""
    if args.atif is None and args.rollouts is None:
        raise UsageError(f"--format {args.format} reads --atif PATH... or --rollouts ROLLOUTS")
    rollouts: RolloutExport | None = None
    try:
        if args.atif is not None:
            for option in ("session_id", "agent_version"):
                if getattr(args, option) is not None:
                    name = "--" + option.replace("_", "-")
                    raise UsageError(f"{name} goes with --rollouts (an ATIF document has its own)")
            sources = atif_inputs(args.atif)
        else:
            missing = [
                f"--{name}"
                for name, value in (
                    ("session-id", args.session_id),
                    ("agent-version", args.agent_version),
                )
                if value is None
            ]
            if missing:
                raise UsageError("--rollouts needs " + " and ".join(missing))
            rollouts = RolloutExport(args.session_id, args.agent_version)
            sources = rollout_inputs([args.rollouts], read_named_sidecars=True)
        for item in sources:
            if item.path is not None:
                check_regular(item.path)
    except (InputError, AtifInputError) as error:
        raise UsageError(str(error)) from None
    reads = [item.path for item in sources if item.path is not None]
    return DocumentInputs(sources, rollouts, reads, total_bytes(sources))


@contextmanager
def running(
    args: argparse.Namespace, inputs: DocumentInputs, verb: str
) -> Iterator[tuple[Engine, Progress]]:
    """The engine ``--jobs``/``--engine`` ask for and the progress line on a terminal
    (``verb``: what it counts, e.g. "exported"), for the export's run; an
    ``OutputFolderError`` inside is a usage error."""
    with (
        engine_for(args) as engine,
        ProgressLine(
            sys.stderr, verb, "documents", total_bytes=inputs.total_bytes, quiet=args.quiet
        ) as progress,
        usage_errors(OutputFolderError),
    ):
        yield engine, progress


@dataclass(frozen=True, slots=True)
class Rejections:
    """The rejected documents' findings kept under the caps, how many were not kept, how many
    documents were rejected and by which codes (code, documents), most first."""

    findings: tuple[Finding, ...]
    omitted: int
    documents: int
    by_code: tuple[tuple[str, int], ...]


def capped(rejected: Sequence[Sequence[Finding]], max_findings: int | None) -> Rejections:
    """Each rejected document's findings under ``--max-findings`` (None: every one; else
    ``PER_DOCUMENT`` a document and ``max_findings`` in all)."""
    kept: list[Finding] = []
    omitted = 0
    codes: Counter[str] = Counter()
    for found in rejected:
        codes.update({f.code for f in found})
        room = len(found)
        if max_findings is not None:
            room = min(room, PER_DOCUMENT, max(0, max_findings - len(kept)))
        kept.extend(found[:room])
        omitted += len(found) - room
    by_code = tuple(sorted(codes.items(), key=lambda kv: (-kv[1], kv[0])))
    return Rejections(tuple(kept), omitted, len(rejected), by_code)


def rejection_summary(rejections: Rejections, documents: int) -> str:
    """The line that counts the rejections (empty when there is none)."""
    if not rejections.documents:
        return ""
    total = len(rejections.findings) + rejections.omitted
    codes = ", ".join(f"{code} {n}" for code, n in rejections.by_code)
    text = (
        f"rejected: {rejections.documents} of {documents} document"
        f"{'s' * (documents != 1)} ({total} finding{'s' * (total != 1)}); "
        f"documents by code: {codes}"
    )
    if rejections.omitted:
        text += (
            f"\n{rejections.omitted} finding{'s' * (rejections.omitted != 1)} not printed "
            "(--max-findings: 5 per document, 200 in all by default; --max-findings all "
            "prints every one)"
        )
    return text


def render_rejections(
    rejections: Rejections,
    report: str,
    summary: str,
    summary_json: dict[str, Any],
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> None:
    """The rejections in the ``--report`` format, then the summary: text on ``out``; json
    (one finding a line), github and sarif on ``out`` with the summary on ``err`` (json:
    the text, then ``{"summary": ...}``)."""
    out = out or sys.stdout
    err = err or sys.stderr
    if report == "json":
        for f in rejections.findings:
            out.write(orjson.dumps(f.to_json()).decode() + "\n")
        err.write(summary + "\n")
        err.write(orjson.dumps({"summary": summary_json}).decode() + "\n")
        return
    if report == "github":
        write_github(rejections.findings, out)
        err.write(summary + "\n")
        return
    if report == "sarif":
        write_sarif(rejections.findings, out)
        err.write(summary + "\n")
        return
    groups: dict[str, list[Finding]] = {}
    for f in rejections.findings:
        where = f.file or "-"
        if f.line is not None:
            where = f"{where}:{f.line}"
        groups.setdefault(where, []).append(f)
    for where, found in groups.items():
        out.write(f"{escape(where)}\n")
        write_finding_lines(found, out)
    out.write(summary + "\n")


__all__ = [
    "FORMAT_COMMANDS",
    "PER_DOCUMENT",
    "DocumentInputs",
    "Rejections",
    "capped",
    "cmd_export_documents",
    "document_inputs",
    "rejection_summary",
    "render_rejections",
    "running",
]
