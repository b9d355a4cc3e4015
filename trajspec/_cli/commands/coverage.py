"""``trajspec coverage``: a trajectory capability matrix measured from rollout rows.

Rows are read strictly in chunks of whole lines (files, globs, run folders, stdin); each chunk
is judged against spec/coverage/criteria.json by the same function here or in a worker
process, and the per-agent counters of the chunks are merged in input order, so the report
of ``--jobs N`` is identical to ``--jobs 1``. Memory holds counters per agent and criterion,
never rows. The report (text, JSON or a Markdown table for docs) is written once every row
was read; unreadable lines are reported on stderr, counted, and judged for no agent.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any, TextIO

import orjson

from trajspec._cli.engines import engine_for
from trajspec._cli.exits import EXIT_OK, UsageError
from trajspec._cli.inputs import (
    InputError,
    ensure_readable,
    is_failures_sidecar,
    resolve,
    total_bytes,
)
from trajspec._cli.progress import ProgressLine
from trajspec._cli.safe import escape
from trajspec.validators import CoverageReport, measure_coverage

#: How text and Markdown name the rows without an agent name (JSON says null).
UNNAMED = "(no agent_ref.name)"
MARKS = {"full": "✅", "partial": "🟡", "unavailable": "❌"}


# -- rendering ---------------------------------------------------------------------------------


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' * (n != 1)}"


def _headline(data: dict[str, Any]) -> str:
    extra = []
    if data["unreadable_lines"]:
        extra.append(f"{_plural(data['unreadable_lines'], 'unreadable line')} skipped")
    if data["skipped_files"]:
        extra.append(f"{_plural(data['skipped_files'], 'failure sidecar')} not read")
    return (
        f"coverage of {_plural(data['rows'], 'row')} in {_plural(data['files'], 'file')} "
        f"(criteria {data['criteria_version']})" + (f"; {', '.join(extra)}" if extra else "")
    )


def _missing(entry: dict[str, Any], code: Callable[[str], str]) -> list[str]:
    """What a cell that is not full lacks: the fields (in how many applicable rows each holds)
    and the gap codes behind it; ``code`` formats a field name or gap code."""
    if entry["verdict"] == "full":
        return []
    applicable = entry["rows"]["applicable"]
    if not applicable:
        return ["no row is applicable"]
    out = []
    fields = [
        f"{code(name)} {counts['full']}/{applicable}"
        + (f" (some {counts['some']})" if counts["some"] != counts["full"] else "")
        for name, counts in entry["fields"].items()
        if counts["full"] != applicable
    ]
    if fields:
        out.append("fields: " + ", ".join(fields))
    limited = entry["rows"]["limited"]
    if limited:
        out.append(f"{_plural(limited, 'row')} with every field limited by a gap")
    gaps = [f"{code(gap)} {n}" for gap, n in entry["gaps"].items()]
    out.append("gaps: " + ", ".join([*gaps, f"unexplained {entry['unexplained']}"]))
    return out


def render_text(report: CoverageReport, out: TextIO) -> None:
    data, criteria = report.to_json(), report.criteria
    out.write(_headline(data) + "\n")
    width = max(len(c.id) for c in criteria.criteria)
    for agent in data["agents"]:
        name = UNNAMED if agent["agent"] is None else escape(agent["agent"])
        out.write(f"\nagent {name}: {_plural(agent['rows'], 'row')}\n")
        out.write(
            f"  {'criterion':<{width}}  {'verdict':<11}  {'full':>7} {'partial':>7} "
            f"{'none':>7} {'n/a':>7}\n"
        )
        for criterion in criteria.criteria:
            entry = agent["criteria"][criterion.id]
            rows = entry["rows"]
            out.write(
                f"  {criterion.id:<{width}}  {entry['verdict']:<11}  {rows['full']:>7} "
                f"{rows['partial']:>7} {rows['none']:>7} {rows['not_applicable']:>7}\n"
            )
            details = _missing(entry, str)
            if entry["examples"]:
                where = (f"{escape(e['file'])}:{e['line']}" for e in entry["examples"])
                details.append("rows: " + ", ".join(where))
            for line in details:
                out.write(f"  {'':<{width}}    {line}\n")


_MARKDOWN_SPECIAL = str.maketrans({c: f"\\{c}" for c in "\\`*_[]<>|#"})


def _md(text: str) -> str:
    """Plain text for Markdown: special characters escaped, on one line (white space
    collapsed, other controls and bidirectional marks escaped: ``trajspec._cli.safe``)."""
    return escape(" ".join(text.translate(_MARKDOWN_SPECIAL).split()))


def _md_code(text: str) -> str:
    """A name as a code span (a pipe escaped, as tables need); escaped text when the name
    holds a backtick."""
    if "`" in text or not text.strip():
        return _md(text)
    return "`" + escape(" ".join(text.split()).replace("|", "\\|")) + "`"


def render_markdown(report: CoverageReport, out: TextIO) -> None:
    """Tables per group of criteria (agents as rows), a legend, then notes on the cells that
    are not full; ready to paste into docs (no local file names)."""
    data, criteria = report.to_json(), report.criteria
    names = [
        "(no `agent_ref.name`)" if agent["agent"] is None else _md_code(agent["agent"])
        for agent in data["agents"]
    ]
    for group_id, group_title in criteria.groups:
        members = [c for c in criteria.criteria if c.group == group_id]
        if not members:
            continue
        out.write(f"### {_md(group_title)}\n\n")
        out.write("| Agent | " + " | ".join(_md(c.label) for c in members) + " |\n")
        out.write("|---|" + "---|" * len(members) + "\n")
        for name, agent in zip(names, data["agents"], strict=True):
            cells = []
            for c in members:
                entry = agent["criteria"][c.id]
                rows = entry["rows"]
                cells.append(f"{MARKS[entry['verdict']]} {rows['full']}/{rows['applicable']}")
            out.write(f"| {name} | " + " | ".join(cells) + " |\n")
        out.write("\n")
    out.write(
        "✅ Full: every row the criterion applies to has all of its evidence. "
        "🟡 Partial: some rows, or some fields, are missing. "
        "❌ Unavailable: no row supplies the evidence. "
        "Counts are rows with all of the evidence / rows the criterion applies to. "
        f"Measured by `trajspec coverage` from {_plural(data['rows'], 'row')} "
        f"(criteria {data['criteria_version']}): a measurement of these rows, not a guarantee "
        "for every configuration.\n"
    )
    notes = []
    for name, agent in zip(names, data["agents"], strict=True):
        for c in criteria.criteria:
            lines = _missing(agent["criteria"][c.id], _md_code)
            if lines:
                notes.append(f"- {name}, {_md(c.label)}: " + "; ".join(lines))
    if notes:
        out.write("\nWhat is missing:\n\n" + "\n".join(notes) + "\n")


def render_json(report: CoverageReport, out: TextIO) -> None:
    out.write(orjson.dumps(report.to_json(), option=orjson.OPT_INDENT_2).decode() + "\n")


RENDERERS = {"text": render_text, "json": render_json, "markdown": render_markdown}


def cmd_coverage(args: argparse.Namespace) -> int:
    """``trajspec coverage``: check the command line and the inputs, measure, render."""
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    try:
        named = resolve(args.inputs)  # a *.json file holds one row, as for every command
        inputs = [s for s in named if s.path is None or not is_failures_sidecar(s.path)]
        if not inputs:
            raise UsageError("the inputs name no rollout file (failure sidecars are not read)")
        ensure_readable(inputs)
    except InputError as error:
        raise UsageError(str(error)) from None

    try:
        with (
            engine_for(args) as engine,
            ProgressLine(
                sys.stderr, "judged", total_bytes=total_bytes(inputs), quiet=args.quiet
            ) as progress,
        ):
            err = progress.above(sys.stderr)

            def unreadable(file: str, line: int, code: str, message: str) -> None:
                err.write(f"{escape(file)}:{line}: {code}: {escape(message)}\n")

            report = measure_coverage(
                inputs, engine=engine, progress=progress, on_unreadable=unreadable
            )
    except OSError as error:
        raise UsageError(f"{error.filename or 'input'}: {error.strerror}") from None
    report.skipped_files = len(named) - len(inputs)
    RENDERERS[args.format](report, sys.stdout)
    return EXIT_OK


__all__ = [
    "MARKS",
    "UNNAMED",
    "cmd_coverage",
    "render_json",
    "render_markdown",
    "render_text",
]
