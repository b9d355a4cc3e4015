"""``trajspec conformance run``: the conformance vectors fed to implementations (the bundled
model harness of a language, or any program speaking the runner's JSON Lines protocol), one
table per implementation and category. Exit 0 when every implementation agreed (or each
disagreement is an exception with its reason), 1 otherwise, 2 for usage errors, unreadable
vector or exceptions files and a harness that cannot be built or started."""

from __future__ import annotations

import argparse
import json
import shlex
import sys
import tempfile
from pathlib import Path
from typing import TextIO

from trajspec._cli.exits import EXIT_FINDINGS, EXIT_OK, UsageError, usage_errors
from trajspec._tools.conformance.bundled import BuildError, bundled, harness_source
from trajspec._tools.conformance.cases import Case, CasesError, bundled_cases, file_cases
from trajspec._tools.conformance.runner import (
    ExceptionsError,
    Implementation,
    ImplementationError,
    Report,
    load_exceptions,
    run,
)

_COLUMNS = ("cases", "agreed", "excepted", "disagreed")


def cmd_conformance_run(args: argparse.Namespace) -> int:
    if not args.lang and not args.implementation:
        raise UsageError("name an implementation: --lang L or --implementation CMD")
    if args.no_bundled and not args.cases:
        raise UsageError("--no-bundled needs --cases FILE: there is nothing else to run")
    with usage_errors(CasesError, ExceptionsError):
        cases: list[Case] = [] if args.no_bundled else bundled_cases()
        cases += file_cases(Path(p) for p in args.cases or ())
        exceptions = {}
        for lang in args.lang or ():
            shipped = harness_source(lang) / "exceptions.json"
            if shipped.is_file():
                for (_, case), reason in load_exceptions(shipped).items():
                    exceptions[(lang, case)] = reason
        if args.exceptions:
            exceptions.update(load_exceptions(Path(args.exceptions)))
    reports: list[Report] = []
    with tempfile.TemporaryDirectory(prefix="trajspec-conformance-") as scratch:
        implementations: list[Implementation] = []
        for lang in args.lang or ():
            folder = Path(scratch) / lang
            folder.mkdir()
            try:
                implementations.append(bundled(lang, folder, _log(args)))
            except BuildError as error:
                raise UsageError(f"--lang {lang}: {error}") from None
        for command in args.implementation or ():
            words = tuple(shlex.split(command))
            if not words:
                raise UsageError("--implementation: the command is empty")
            implementations.append(Implementation(command, words, args.kind))
        for implementation in implementations:
            try:
                reports.append(run(implementation, cases, exceptions, timeout=args.timeout))
            except ImplementationError as error:
                raise UsageError(f"{implementation.name}: {error}") from None
    if args.format == "json":
        json.dump([r.as_json() for r in reports], sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        for report in reports:
            _render(report, sys.stdout)
    return EXIT_OK if all(r.passed for r in reports) else EXIT_FINDINGS


def _log(args: argparse.Namespace) -> _Log:
    return _Log(quiet=args.quiet)


class _Log:
    def __init__(self, *, quiet: bool) -> None:
        self.quiet = quiet

    def __call__(self, message: str) -> None:
        if not self.quiet:
            print(message, file=sys.stderr)


def _render(report: Report, out: TextIO) -> None:
    verdict = "agrees" if report.passed else "DISAGREES"
    out.write(f"{report.implementation} ({report.kind} harness): {verdict}\n")
    table = report.table()
    width = max([len("category"), *map(len, table)])
    out.write(f"  {'category':<{width}}" + "".join(f"  {c:>9}" for c in _COLUMNS) + "\n")
    for category, row in table.items():
        out.write(f"  {category:<{width}}" + "".join(f"  {row[c]:>9}" for c in _COLUMNS) + "\n")
    for error in report.protocol_errors:
        out.write(f"  protocol: {error}\n")
    for outcome in report.disagreements:
        out.write(f"  disagrees: {outcome.case} [{outcome.category}] {outcome.detail}\n")
    for case in report.unused_exceptions:
        out.write(f"  exception not needed any more: {case}\n")
    out.write("\n")


__all__ = ["cmd_conformance_run"]
