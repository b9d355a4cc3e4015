"""``trajspec report``: one self-contained HTML file of rollout rows, run folders and ATIF
documents.

The command reads its options, resolves the inputs (a run folder's failure sidecars are
listed as tries, not judged as rollouts; earlier ``rollout_verdicts.jsonl`` files are
skipped, as ``health`` skips them), refuses an
output that is an input, runs ``trajspec.converters.build_report`` (one read of the inputs)
on an engine of ``--jobs`` processes with one progress line, and writes ``render_html`` of its
data through the one atomic write.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

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
from trajspec._cli.sarif_rules import help_uri, rule_help
from trajspec._files import write_atomic
from trajspec._jsonl import Engine, Progress, Source
from trajspec._outputs import Output, OutputError, cannot_write, check_outputs, display
from trajspec.converters import ReportLimits, build_report, compare_reports, render_html

#: Files a folder or glob brings along that are not rollouts.
_NOT_ROLLOUTS = ("rollout_verdicts.jsonl",)


def report_inputs(args: list[str]) -> tuple[list[Input], list[Input]]:
    """The rollout inputs and the failure sidecars the arguments name (a folder's or a
    glob's, and those named on the command line: a sidecar holds failed and omitted tries,
    which the report lists apart)."""
    found: list[Input] = []
    sidecars: list[Input] = []
    for arg in args:
        if arg == "-":
            # The page names each rollout by its file (and links to it): a pipe has none.
            raise InputError("report shows rollouts by their file: name a file, not - (stdin)")
        kept = False
        for source in resolve([arg]):
            if source.path is None or source.path.name in _NOT_ROLLOUTS:
                continue
            if is_failures_sidecar(source.path) and not source.whole_document:
                sidecars.append(source)
            else:
                found.append(source)
            kept = True
        if not kept:
            raise InputError(f"{arg}: names no rollout file")
    if not found and not sidecars:
        raise InputError("no rollout file to report on")
    return found, sidecars


def code_help(datas: list[dict[str, Any]]) -> dict[str, dict[str, str]]:
    """What the page tells of each code it shows (a validation code, a health check): what it
    checks, how to fix it and its reference page under docs/reference/, as SARIF's rules
    tell them (``sarif_rules``)."""
    codes: set[str] = set()
    for data in datas:
        codes.update(data["validation"]["by_code"])
        codes.update(check["id"] for check in data["checks"])
        for item in data["rollouts"]:
            codes.update(finding["code"] for finding in item["findings"])
    found = {}
    for code in sorted(codes):
        told = rule_help(code)
        found[code] = {"summary": told.summary, "remedy": told.remedy, "uri": help_uri(code)}
    return found


def cmd_report(args: argparse.Namespace) -> int:
    """``trajspec report``: check the command line, build the report's data (of two runs and
    their comparison with ``--compare``), write it."""
    runs = [args.inputs] + ([[args.compare]] if args.compare is not None else [])
    try:
        resolved = [report_inputs(names) for names in runs]
        readable = [
            (ensure_readable(rows), ensure_readable(sidecars)) for rows, sidecars in resolved
        ]
    except InputError as error:
        raise UsageError(str(error)) from None
    output = Path(args.output)
    every = [s for rows, sidecars in readable for s in [*rows, *sidecars]]
    try:
        check_outputs([Output("-o", output)], reads=[s.path for s in every if s.path is not None])
    except OutputError as error:
        raise UsageError(str(error)) from None
    limits = ReportLimits(detail_rollouts=args.detail)
    # A byte of the command line that is not UTF-8 is shown as \xNN, as in file names.
    names = [", ".join(args.inputs)] + ([args.compare] if args.compare is not None else [])
    title = display(args.title or f"trajspec report: {' vs '.join(names)}")
    try:
        with (
            engine_for(args) as engine,
            ProgressLine(
                sys.stderr, "read", "rows", total_bytes=total_bytes(every), quiet=args.quiet
            ) as progress,
        ):
            datas = run_reports(
                [
                    (inputs, failures, display(name))
                    for (inputs, failures), name in zip(readable, names, strict=True)
                ],
                limits=limits,
                engine=engine,
                progress=progress,
                title=title,
            )
    except OSError as error:
        raise UsageError(f"{error.filename or 'input'}: {error.strerror}") from None
    data = page_data(datas, title)
    try:
        write_atomic(output, render_html(data))
    except OSError as error:
        raise UsageError(cannot_write(output, error)) from None
    sys.stdout.write(
        " vs ".join(_told(one) for one in datas) + f" written to {escape(display(output))}\n"
    )
    return EXIT_OK


def run_reports(
    runs: Sequence[tuple[Sequence[Source], Sequence[Source], str]],
    *,
    limits: ReportLimits,
    engine: Engine,
    progress: Progress | None,
    title: str,
) -> list[dict[str, Any]]:
    """``build_report`` of each run (its rollout inputs, its failure sidecars, its name), one
    after the other under one progress count; a run of two or more is titled by its name.
    OSError passes through."""
    offset = _Offset(progress)
    datas = []
    for inputs, failures, name in runs:
        datas.append(
            build_report(
                inputs,
                limits=limits,
                engine=engine,
                progress=offset,
                title=name if len(runs) > 1 else title,
                failures=failures,
            )
        )
        offset.next_run()
    return datas


def page_data(datas: list[dict[str, Any]], title: str) -> dict[str, Any]:
    """The page's data: one run's report, or two runs' and their comparison; with the help
    of every code they show (``code_help``)."""
    if len(datas) == 1:
        data = datas[0]
    else:
        data = {
            "title": title,
            "generator": datas[0]["generator"],
            "compare": compare_reports(datas[0], datas[1]),
            "runs": datas,
        }
    data["help"] = code_help(datas)
    return data


class _Offset:
    """One progress line over the runs read one after the other: each run's documents and
    bytes counted after those of the runs before it."""

    def __init__(self, progress: Progress | None) -> None:
        self._progress = progress
        self._before = (0, 0)
        self._last = (0, 0)

    def __call__(self, documents: int, nbytes: int) -> None:
        self._last = (documents, nbytes)
        if self._progress is not None:
            self._progress(self._before[0] + documents, self._before[1] + nbytes)

    def next_run(self) -> None:
        self._before = (self._before[0] + self._last[0], self._before[1] + self._last[1])
        self._last = (0, 0)


def _told(data: dict[str, Any]) -> str:
    """What the command says of one run's report."""
    totals, tries = data["totals"], data["tries"]
    failure_rows = tries["failed"] + tries["omitted"] + tries["unreadable"]
    return (
        f"report of {totals['documents']} document{'s' * (totals['documents'] != 1)} "
        + (f"and {failure_rows} failure row{'s' * (failure_rows != 1)} " if failure_rows else "")
        + f"({totals['detailed']} in full detail, {totals['listed']} listed)"
    )


__all__ = ["cmd_report", "code_help", "page_data", "report_inputs", "run_reports"]
