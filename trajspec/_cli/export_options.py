"""The options of ``trajspec export`` (the command's parser is made in ``trajspec._cli.app``)."""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable

#: The formats exported from ATIF documents (``--atif``, or ``--rollouts`` through the strict
#: ATIF export); each has its command in ``trajspec._cli.commands.export_documents``.
DOCUMENT_FORMATS: tuple[str, ...] = ("messages", "otlp")
#: Every ``--format`` of ``trajspec export``.
EXPORT_FORMATS: tuple[str, ...] = ("atif", *DOCUMENT_FORMATS)


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
        choices=EXPORT_FORMATS,
        default="atif",
        help="the target format: atif (the default: strict ATIF v1.7 documents from "
        "--rollouts); every other is made from ATIF documents (--atif) or from rollout rows "
        "through the strict ATIF export (--rollouts)",
    )
    inputs = export.add_mutually_exclusive_group()
    inputs.add_argument(
        "--rollouts",
        metavar="ROLLOUTS",
        help=rows_input + " (exported to ATIF first, strictly; required for --format atif)",
    )
    inputs.add_argument(
        "--atif",
        nargs="+",
        metavar="PATH",
        help="ATIF documents (not for --format atif): .json files (one document), .jsonl "
        "files (one a line), folders (every .json/.jsonl inside, recursively) and globs",
    )
    export.add_argument(
        "--output-dir", required=True, metavar="DIR", help="a new (or empty) folder"
    )
    export.add_argument(
        "--session-id",
        help="the session id (trajectory_id is <session>:<t>:<r>); required with --rollouts",
    )
    export.add_argument(
        "--agent-version",
        help="the version of the agent that made the rows; required with --rollouts",
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
    add_messages_options(export)
    _add_otlp_options(export)


def _add_otlp_options(export: argparse.ArgumentParser) -> None:
    otlp = export.add_argument_group("--format otlp (OpenTelemetry traces, traces.jsonl)")
    otlp.add_argument(
        "--conventions",
        choices=("genai", "openinference"),
        help="the attribute conventions: genai (OpenTelemetry GenAI semantic conventions, the "
        "default) or openinference (Arize Phoenix's span kinds and llm.* attributes)",
    )
    otlp.add_argument(
        "--no-content",
        action="store_true",
        help="leave out what the participants wrote: messages, reasoning, tool definitions, "
        "arguments and results (ids, names, tokens and times stay)",
    )
    otlp.add_argument(
        "--provider",
        metavar="NAME",
        help="the model provider the conventions require (gen_ai.provider.name, llm.provider); "
        "ATIF records none (default: unknown)",
    )


def _positive(option: str) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text.strip(), 10)
        except ValueError:
            value = 0
        if value < 1:
            raise argparse.ArgumentTypeError(f"{option}: {text!r} is not a positive whole number")
        return value

    return parse


def _switch(group: argparse._ArgumentGroup, option: str, help: str) -> None:
    group.add_argument(option, action="store_true", help=help)


def _count(group: argparse._ArgumentGroup, option: str, help: str) -> None:
    """An option whose value is a positive whole number N."""
    group.add_argument(option, type=_positive(option), metavar="N", help=help)


def _number(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"--min-reward: {text!r} is not a finite number")
    return value


#: The options of --format messages alone (their dests): --format atif refuses them.
MESSAGES_OPTIONS = (
    "dialect",
    "file_format",
    "rows_per_file",
    "min_reward",
    "healthy_only",
    "drop_failed",
    "drop_truncated",
    "dedupe",
    "max_messages",
    "max_chars",
    "sample",
    "seed",
)

#: The options that belong to one format (their destinations); given with another format
#: they are a usage error (``foreign_options``).
FORMAT_OPTIONS: dict[str, tuple[str, ...]] = {
    "messages": MESSAGES_OPTIONS,
    "otlp": ("conventions", "no_content", "provider"),
}


def foreign_options(args: argparse.Namespace) -> str | None:
    """Why the options given do not fit ``args.format``: those of other formats, as spelled on
    the command line, with the format they belong to; None when every one fits."""
    problems = []
    for fmt, names in FORMAT_OPTIONS.items():
        given = [
            "--" + name.replace("_", "-")
            for name in names
            if fmt != args.format and getattr(args, name, None) not in (None, False)
        ]
        if given:
            problems.append(f"{', '.join(given)}: only for --format {fmt}")
    if not problems:
        return None
    return "; ".join(problems) + f", not --format {args.format}"


def add_messages_options(export: argparse.ArgumentParser) -> None:
    """The options of ``--format messages`` (training rows); defaults None or False, so
    that ``--format atif`` can tell one was given."""
    group = export.add_argument_group("--format messages (training rows)")
    group.add_argument(
        "--dialect",
        choices=("trl", "openai"),
        help="trl (default: arguments as JSON objects, reasoning_content, metadata columns) or "
        "openai (the fine-tuning line: arguments as JSON text, no reasoning, weight, "
        "parallel_tool_calls)",
    )
    group.add_argument(
        "--file-format",
        choices=("jsonl", "parquet"),
        help="jsonl (default) or parquet (pip install 'trajspec[parquet]')",
    )
    _count(group, "--rows-per-file", "rows per shard messages-NNNNN.<format> (default 100000)")
    group.add_argument(
        "--min-reward",
        type=_number,
        metavar="X",
        help="keep rollouts whose reward is at least X (--rollouts only)",
    )
    _switch(
        group, "--healthy-only", "keep rollouts whose health verdict is healthy (--rollouts only)"
    )
    _switch(group, "--drop-failed", "leave out trajectories whose invocation did not complete")
    _switch(
        group,
        "--drop-truncated",
        "leave out trajectories that do not end with an assistant message or hold an "
        "incomplete model response",
    )
    _switch(group, "--dedupe", "leave out rows whose messages and tools repeat an earlier row's")
    _count(group, "--max-messages", "leave out rows of more than N messages")
    _count(
        group,
        "--max-chars",
        "leave out rows of more than N characters (contents, reasoning, tool names and arguments)",
    )
    _count(
        group,
        "--sample",
        "keep N of the rows left, chosen by --seed (the same input, seed and options "
        "keep the same rows)",
    )
    group.add_argument(
        "--seed",
        type=int,
        metavar="S",
        help="the seed of --sample (default 0)",
    )


__all__ = [
    "DOCUMENT_FORMATS",
    "EXPORT_FORMATS",
    "FORMAT_OPTIONS",
    "MESSAGES_OPTIONS",
    "add_export_options",
    "add_messages_options",
    "foreign_options",
]
