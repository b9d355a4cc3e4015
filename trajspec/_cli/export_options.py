"""The options of ``trajspec export`` (the command's parser is made in ``trajspec._cli.app``)."""

from __future__ import annotations

import argparse


def _findings_cap(text: str) -> int | None:
    """``--max-findings``: a positive integer, or ``all`` (None: no cap)."""
    if text == "all":
        return None
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is neither a positive integer nor 'all'")
    return value


def add_export_options(export: argparse.ArgumentParser, rows_input: str) -> None:
    """Add the options of ``trajspec export`` to its parser; ``rows_input`` says what
    ``--rollouts`` may name."""
    export.add_argument(
        "--format",
        choices=("atif",),
        default="atif",
        help="the target format (default and only: atif)",
    )
    export.add_argument(
        "--rollouts",
        required=True,
        metavar="ROLLOUTS",
        help=rows_input,
    )
    export.add_argument(
        "--output-dir", required=True, metavar="DIR", help="a new (or empty) folder"
    )
    export.add_argument(
        "--session-id", required=True, help="the session id (trajectory_id is <session>:<t>:<r>)"
    )
    export.add_argument(
        "--agent-version", required=True, help="the version of the agent that made the rows"
    )
    export.add_argument(
        "--report",
        choices=("text", "json", "sarif", "github"),
        default="text",
        help="how rejections are printed (json: one finding per line; sarif: a SARIF 2.1.0 "
        "log; github: GitHub Actions workflow commands)",
    )
    export.add_argument(
        "--fail-fast",
        action="store_true",
        help="stop at the first rejected row (exit 1, nothing written, later rows not read)",
    )
    export.add_argument(
        "--max-findings",
        type=_findings_cap,
        default=200,
        metavar="N|all",
        help="print at most N findings in all and 5 per row, in every --report format, then "
        "count the rest (default 200; all: every finding of every row)",
    )


__all__ = ["add_export_options"]
