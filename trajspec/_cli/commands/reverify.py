"""``trajspec reverify``: re-score an ATIF export without running the agent again.

Checks the command line, builds the verifier (``--verifier module:function`` or
``--verify-url URL``), runs :func:`trajspec.converters.reverify` and prints its summary
(``--format text|json``) on stdout; ``--format sarif|github`` prints the findings of the
failed rows instead (a SARIF log, GitHub Actions workflow commands), the summary on stderr.
Exit codes: 0 every entry was scored (a dry run: every payload was built), 1 some line was
rejected or failed (``OUT_failures.jsonl`` says which and why), 2 usage errors and inputs
that cannot be read at all.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

import orjson

from trajspec._cli.exits import UsageError, usage_errors
from trajspec._cli.progress import ProgressLine
from trajspec._cli.report import write_github, write_sarif
from trajspec._cli.safe import escape
from trajspec._findings import Finding
from trajspec._jsonl import Source
from trajspec._outputs import OutputError, refuse_under_a_file
from trajspec.converters import (
    HttpVerifier,
    ReverifyInputError,
    ReverifySummary,
    checked_timeout,
    failures_path,
    load_callable,
    reverify,
)

#: A verifier: ``payload -> answer``.
Verifier = Callable[[dict[str, Any]], dict[str, Any]]


def _verifier(args: argparse.Namespace) -> Verifier | None:
    if args.verifier is not None and args.verify_url is not None:
        raise UsageError("--verifier and --verify-url exclude each other; give one")
    if args.timeout is not None and args.verify_url is None:
        raise UsageError("--timeout applies to --verify-url only")
    if args.verifier is None and args.verify_url is None:
        if args.dry_run:
            return None
        raise UsageError("give --verifier module:function or --verify-url URL (or --dry-run)")
    try:
        if args.verifier is not None:
            return load_callable(args.verifier)
        return HttpVerifier(args.verify_url, 60.0 if args.timeout is None else args.timeout)
    except ValueError as error:
        option = "--verifier" if args.verifier is not None else "--verify-url"
        raise UsageError(f"{option}: {error}") from None


def _paths(args: argparse.Namespace) -> tuple[Path, Path, Path]:
    manifest, inputs, output = Path(args.manifest), Path(args.inputs), Path(args.output)
    for option, path in (("--manifest", manifest), ("--inputs", inputs)):
        if not path.is_file():
            raise UsageError(f"{option} {path}: no such file")
    try:
        refuse_under_a_file("--output", output)
    except OutputError as error:
        raise UsageError(str(error)) from None
    if output.is_dir():
        raise UsageError(f"--output {output}: is a folder; name the output file")
    if not output.parent.is_dir():
        raise UsageError(f"--output {output}: the folder {output.parent} does not exist")
    sources = {manifest.resolve(), inputs.resolve()}
    for written in (output, failures_path(output)):
        if written.resolve() in sources:
            raise UsageError(
                f"--output {output}: it would overwrite an input ({written}); choose another name"
            )
    return manifest, inputs, output


def render_text(summary: ReverifySummary, out: TextIO) -> None:
    """The summary for people."""
    data = summary.to_json()
    done = (
        f"{data['accepted']} payload(s) written (dry run, no verifier called)"
        if summary.dry_run
        else f"{data['scored']} scored"
    )
    out.write(
        f"reverify: {data['manifest_lines']} manifest line(s), {done}, "
        f"{data['rejected']} rejected, {data['failed']} failed\n"
    )
    if data["reward_mean"] is not None:
        out.write(f"  reward mean {data['reward_mean']:.6g} over {data['scored']} scored\n")
    if data["input_problems"]:
        out.write(
            f"  {data['input_problems']} of {data['input_lines']} materialized input line(s) "
            "could not be used\n"
        )
    out.write(f"  results:  {escape(data['output'])}\n  failures: {escape(data['failures'])}\n")
    for code, count in data["codes"].items():
        out.write(f"  {count:>6}  {code}\n")
    if data["unpinned"]:
        out.write(
            f"  note: {data['unpinned']} manifest entr{'y has' if data['unpinned'] == 1 else 'ies have'} "
            "no expected_sha256, so a changed file would go unnoticed\n"
        )


def cmd_reverify(args: argparse.Namespace) -> int:
    """``trajspec reverify``."""
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    if args.timeout is not None:
        try:
            checked_timeout(args.timeout)
        except ValueError as error:
            raise UsageError(f"--timeout: {error}") from None
    verifier = _verifier(args)
    manifest, inputs, output = _paths(args)
    # The findings of the failed rows, for the formats that list them (as OUT_failures.jsonl
    # does, in its order).
    found: list[Finding] = []
    with (
        ProgressLine(
            sys.stderr,
            "reverified",
            "manifest lines",
            total_bytes=Source(manifest).size(),
            quiet=args.quiet,
        ) as progress,
        usage_errors(ReverifyInputError),
    ):
        summary = reverify(
            manifest,
            inputs,
            output,
            verifier=verifier,
            jobs=args.jobs,
            dry_run=args.dry_run,
            progress=progress,
            findings=found.extend if args.format in ("sarif", "github") else None,
        )
    if args.format == "json":
        sys.stdout.write(orjson.dumps(summary.to_json(), option=orjson.OPT_INDENT_2).decode())
        sys.stdout.write("\n")
    elif args.format == "sarif":
        write_sarif(found, sys.stdout)
        render_text(summary, sys.stderr)
    elif args.format == "github":
        write_github(found, sys.stdout)
        render_text(summary, sys.stderr)
    else:
        render_text(summary, sys.stdout)
    return summary.exit_code


__all__ = ["cmd_reverify", "render_text"]
