"""The ``trajspec`` command line: the parser, the lazy table of commands, and ``main``.

Each command's handler imports its module (``trajspec._cli.commands.<name>``) only when the
command runs, so that ``trajspec --help`` starts without the engines. Exit codes and the
mapping of errors to them are ``trajspec._cli.exits``.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn, TextIO, cast

from trajspec import __version__
from trajspec._cli.exits import (
    EXIT_CODES,
    EXIT_OK,
    EXIT_USAGE,
    UsageError,
    exit_for,
    stop_signals,
)
from trajspec._cli.export_options import add_export_options
from trajspec._cli.parser import Parser as _Parser
from trajspec._cli.safe import SafeStream
from trajspec._cli.stdout import Stdout

Handler = Callable[[argparse.Namespace], int]

#: The ranges of the numeric options: beyond them a value is a typo, not a wish (a pool of a
#: billion workers, or an attempt budget no run can spend).
MAX_JOBS = 256
MAX_ATTEMPTS = 1_000_000


def bounded_int(option: str, low: int, high: int) -> Callable[[str], int]:
    """The argparse ``type`` of every whole-number option: a decimal integer from ``low`` to
    ``high``; anything else is a usage error (exit 2) that names the option and its range."""

    def parse(text: str) -> int:
        try:
            value = int(text.strip(), 10)
        except ValueError:
            raise UsageError(f"{option}: {text!r} is not a whole number") from None
        if not low <= value <= high:
            raise UsageError(f"{option} must be at least {low} and at most {high}, got {value}")
        return value

    return parse


_JOBS = bounded_int("--jobs", 1, MAX_JOBS)

#: What an input argument may be, by the inputs a command reads.
_ROWS_INPUT = "a JSONL file of rollout rows, a run folder, a glob of shards, or - for stdin"


def _add_inputs(parser: argparse.ArgumentParser, metavar: str, help: str) -> None:
    parser.add_argument("inputs", nargs="+", metavar=metavar, help=help)


def _add_format(
    parser: argparse.ArgumentParser,
    choices: tuple[str, ...] = ("text", "json"),
    help: str | None = None,
) -> None:
    parser.add_argument("--format", choices=choices, default="text", help=help)


def _add_flag(parser: argparse.ArgumentParser, option: str, help: str) -> None:
    parser.add_argument(option, action="store_true", help=help)


def _add_jobs(parser: argparse.ArgumentParser, help: str = "worker processes (default 1)") -> None:
    parser.add_argument("--jobs", type=_JOBS, default=1, help=help)


def _add_progress_switch(parser: argparse.ArgumentParser) -> None:
    """``-q/--quiet``: no progress line (there is none anyway when stderr is no terminal)."""
    parser.add_argument(
        "-q",
        "--quiet",
        action="store_true",
        help="no progress line on the terminal (findings, errors and summaries still print)",
    )


def _add_batch_options(parser: argparse.ArgumentParser) -> None:
    """--jobs, --progress/--no-progress and --engine: how a batch command runs."""
    _add_jobs(parser)
    _add_progress_switch(parser)
    _add_engine(parser)


def _add_engine(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--engine",
        choices=("local", "ray"),
        default="local",
        help="where the work runs: this machine (--jobs) or a Ray cluster (pip install "
        "'trajspec[ray]'); the output is the same",
    )
    parser.add_argument(
        "--ray-address",
        metavar="ADDR",
        help="the Ray cluster to join (default: the one RAY_ADDRESS names, else a new local one)",
    )


def _lazy(module: str, function: str) -> Handler:
    """A handler that imports its command module only when the command runs, so that
    `trajspec --help` and every other command start without it."""

    def run(args: argparse.Namespace) -> int:
        command: Handler = getattr(
            importlib.import_module(f"trajspec._cli.commands.{module}"), function
        )
        return command(args)

    return run


#: Each command's one-line help (in ``trajspec --help``) and description (in its own --help).
_TEXTS: dict[str, tuple[str, str]] = {
    "validate": (
        "validate rollout rows, trajectories, observations, captures or ATIF",
        "Report every finding of every document: structure against the schemas, "
        "then the semantic rules of spec/rules. Exit 0 when nothing is at or above "
        "--fail-on, 1 when something is, 2 for usage errors and unreadable inputs.",
    ),
    "project": (
        "project model-call capture and agent observations into ng_trajectory",
        "Enrich every row of a JSONL file: read its captured model calls, join "
        "them with the agent's observations, project ng_trajectory and compute ng_perf. Rows "
        "are written in input order to a temporary file that is renamed when done; a bad input "
        "line is reported and nothing is written (exit 1). Exit 2 for a missing input or "
        "capture folder.",
    ),
    "perf": (
        "print ng_perf figures and perf_summary for rollouts",
        "Aggregate the ng_perf of rollout rows into perf_summary, with the counts "
        "behind it. Exit 0 when the report was produced.",
    ),
    "status": (
        "say what a run folder holds and what a resume still needs",
        "For each shard (read through its manifest): its tries (task and rollout "
        "indices of the materialized inputs) completed, failed (retryable, terminal, out of "
        "attempts), omitted or missing, and how many a resume still dispatches. Exit 0 when "
        "the report was produced, 2 for usage errors and unreadable inputs.",
    ),
    "aggregate": (
        "aggregate a run folder: counts, failures, perf_summary",
        "Read rollout rows (committed shard files, failure sidecars included) and "
        "print the counts, the failures by class and the perf_summary of the rollouts. Exit 0 "
        "when the report was produced, 2 for usage errors and unreadable inputs.",
    ),
    "health": (
        "run rollout health checks over ng_trajectory",
        "Judge the evidence integrity of every rollout row (never task success): "
        "the 14 checks of spec/health/checks.json over ng_trajectory, response.usage and the "
        "row indices. Writes quality_summary.json and rollout_verdicts.jsonl. Exit 0 when "
        "the reports were written, even with unhealthy rollouts (1 with --fail-on-unhealthy "
        "and an unhealthy rollout), 2 for usage errors and unreadable inputs.",
    ),
    "coverage": (
        "measure a trajectory capability matrix from rows",
        "Group rollout rows by agent (agent_ref.name) and judge each criterion of "
        "spec/coverage/criteria.json from the evidence in the rows (never from configuration): "
        "full when every row it applies to has all of the evidence, partial when some rows or "
        "fields miss it, unavailable when no row supplies it, with the counts, the missing "
        "fields and the gap codes that explain them. Rows are read as persisted (project "
        "them first); failure sidecars are not read. Exit 0 when the report was produced, "
        "2 for usage errors and unreadable inputs.",
    ),
    "reverify": (
        "rebuild responses from ATIF and score them again (strict)",
        "Join each entry of an ATIF export manifest with its materialized input row, "
        "rebuild the response the document stands for (rejecting what one response cannot "
        "represent, partial usage included), and score the verify payload with a Python "
        "verifier or a verify service. Writes OUT (one result row per scored trajectory; with "
        "--dry-run the payloads) and OUT_failures.jsonl (one row per rejected or failed line), "
        "and prints a summary. Exit 0 when every entry was scored, 1 when some were rejected "
        "or failed, 2 for usage errors and unreadable inputs.",
    ),
    "export": (
        "export rollout rows to strict ATIF v1.7, and ATIF to training rows or OTLP traces",
        "--format atif (the default) converts every rollout row (--rollouts) to an ATIF v1.7 "
        "document, <task>-<rollout>.json in a new folder with a manifest.jsonl (index pair, "
        "path, sha256), or rejects it with its reasons. Rows that would need dropping or "
        "guessing are rejected; the folder appears only when every row converted. A row that "
        "the row-level checks (indices, agent, gaps, ids, root invocation, identity) reject is "
        "not walked further. Exit 0 when all rows were exported, 1 when rows were rejected "
        "(nothing written), 2 for usage errors, unreadable input and an output folder that "
        "exists and is not empty. --format messages writes training rows "
        "(messages-NNNNN.jsonl or .parquet and loss_report.json) and --format otlp "
        "OpenTelemetry traces (traces.jsonl), each from ATIF documents (--atif) or rollout "
        "rows (--rollouts): messages exits 0 when written, 1 when written without the "
        "rejected documents; otlp writes nothing when a document is rejected (exit 1); 2 as "
        "above.",
    ),
    "report": (
        "write one self-contained HTML report of rollouts or ATIF documents",
        "Read rollout rows (files, run folders, globs) and ATIF documents (*.json) and "
        "write one static HTML file (scripts, styles and data inline; opens from disk, no "
        "network): the run overview (health verdicts and checks, the coverage matrix, "
        "perf_summary with distributions, validation findings by code, each count linking "
        "to its rollouts) and per rollout its invocations, turns, model calls, tool calls on "
        "one timeline and every finding at the element it names. The first --detail "
        "documents are shown in full, up to 50,000 listed, the rest counted. Exit 0 when the "
        "report was written, 2 for usage errors, unreadable inputs and unwritable outputs.",
    ),
    "codegen": (
        "generate models from the installed schemas",
        "Write models of every schema family version. python: pydantic v2 "
        "models (needs pip install 'trajspec[codegen]'). typescript: one .ts file per family "
        "version by json-schema-to-typescript, which npx fetches on first use (needs Node.js "
        "with npx on PATH). go: a Go module (one package per family version), written by "
        "trajspec and formatted by gofmt (needs Go on PATH). rust: a Cargo crate (one module "
        "per family version, serde), formatted by rustfmt. java: a Maven module (Jackson 2). "
        "Exit 2 when a generator is "
        "missing or --out is not empty.",
    ),
    "conformance": (
        "run implementations over the conformance vectors",
        "Feed the validate and validate-atif vectors of spec/conformance (and --cases files "
        "of your own) to implementations over a JSON Lines protocol: the bundled model "
        "harness of a language (--lang: decode every document into the generated model and "
        "encode it back) or any program (--implementation). Prints a table per "
        "implementation and category. Exit 0 when every answer agreed with the vectors or is "
        "an exception with its reason, 1 on any other disagreement, 2 for usage errors, "
        "unreadable files and harnesses that cannot be built or started.",
    ),
}


def _command(
    commands: argparse._SubParsersAction[_Parser], name: str, handler: Handler
) -> argparse.ArgumentParser:
    """The parser of one command that ``handler`` runs."""
    help, description = _TEXTS[name]
    parser = commands.add_parser(name, help=help, description=description)
    parser.set_defaults(handler=handler)
    return parser


def _add_validate(commands: argparse._SubParsersAction[_Parser]) -> None:
    validate = _command(commands, "validate", _lazy("validate", "cmd_validate"))
    _add_inputs(
        validate, "INPUT", "a JSONL or JSON file, a run folder, a glob of shards, or - for stdin"
    )
    validate.add_argument(
        "--kind",
        default="auto",
        # The keys of trajspec.validators.KIND_SCHEMAS, written out: --help imports no validators.
        choices=(
            "auto",
            "row",
            "input",
            "materialized",
            "failure",
            "trajectory",
            "observations",
            "capture",
            "atif",
        ),
        help="what the documents are (default: detect each document)",
    )
    _add_format(validate, ("text", "json", "sarif", "github"))
    validate.add_argument(
        "--fail-on",
        choices=("error", "warning", "info"),
        default="error",
        help="the lowest severity that makes the exit code 1 (default: error)",
    )
    _add_batch_options(validate)
    validate.add_argument(
        "--input",
        choices=("auto", "json", "jsonl"),
        default="auto",
        help="auto: *.json files hold one document, everything else is JSON Lines",
    )


def _add_project(commands: argparse._SubParsersAction[_Parser]) -> None:
    project = _command(commands, "project", _lazy("project", "cmd_project"))
    project.add_argument("input", metavar="ROWS", help="a JSONL file of rollout rows, or -")
    project.add_argument("-o", "--output", required=True, help="the JSONL file to write")
    project.add_argument(
        "--capture-dir",
        help="the model-call capture folder (<rollout_id>.capture.jsonl files); without it "
        "a row's own ng_model_call_capture is used again",
    )
    _add_batch_options(project)
    _add_flag(project, "--no-payloads", "leave request and response bodies out")
    _add_flag(
        project,
        "--delete-capture",
        "delete each rollout's capture file once the output holds its calls",
    )
    _add_flag(
        project,
        "--no-observability",
        "observability off: no capture, no join, no ng_perf (producer evidence is still projected)",
    )
    _add_format(
        project,
        ("text", "sarif", "github"),
        "how the lines that stop the batch are reported: text (default, on stderr), sarif (a "
        "SARIF log on stdout) or github (GitHub Actions workflow commands on stdout)",
    )

    perf = _command(commands, "perf", _lazy("project", "cmd_perf"))
    _add_inputs(perf, "INPUT", "a JSONL file, a run folder, a glob of shards, or - for stdin")
    _add_format(perf)
    _add_progress_switch(perf)


def _add_run(commands: argparse._SubParsersAction[_Parser]) -> None:
    status = _command(commands, "status", _lazy("runs", "cmd_status"))
    _add_inputs(status, "RUN", "a run folder, a glob of shard files, or a shard file")
    _add_format(status)
    status.add_argument("--shard", metavar="LABEL", help="only this shard")
    status.add_argument(
        "--max-attempts",
        type=bounded_int("--max-attempts", 1, MAX_ATTEMPTS),
        metavar="N",
        help="failed attempts after which a try is not resumed (default: the shard's, else 3)",
    )
    status.add_argument(
        "--resume-out",
        metavar="FILE",
        help="write the materialized input rows a resume still needs (one shard; attempt "
        "index stamped) to FILE, atomically",
    )

    aggregate = _command(commands, "aggregate", _lazy("runs", "cmd_aggregate"))
    _add_inputs(
        aggregate,
        "INPUT",
        "a glob of shards (e.g. 'run/rollouts-*.jsonl'), a run folder, a JSONL file or -",
    )
    _add_format(aggregate)


def _add_health(commands: argparse._SubParsersAction[_Parser]) -> None:
    health = _command(commands, "health", _lazy("health", "cmd_health"))
    _add_inputs(health, "RUN_OR_FILE", _ROWS_INPUT)
    health.add_argument(
        "--ignore",
        action="append",
        default=[],
        metavar="CHECK,...",
        help="checks to neither run nor count (comma-separated, repeatable)",
    )
    _add_batch_options(health)
    health.add_argument(
        "--output-dir",
        metavar="DIR",
        help="where the reports go (default: the folder of the inputs)",
    )
    _add_format(
        health,
        ("text", "json", "sarif", "github"),
        "text (default), json (the quality summary), sarif (the findings as a SARIF log) or "
        "github (GitHub Actions workflow commands); with json, sarif and github the summary "
        "line goes to stderr",
    )
    _add_flag(health, "--fail-on-unhealthy", "exit 1 when a rollout is unhealthy")


def _add_coverage(commands: argparse._SubParsersAction[_Parser]) -> None:
    coverage = _command(commands, "coverage", _lazy("coverage", "cmd_coverage"))
    _add_inputs(coverage, "RUN_OR_FILE", _ROWS_INPUT)
    _add_format(
        coverage,
        ("text", "json", "markdown"),
        "text (default), json (a CoverageReport) or markdown (tables for docs)",
    )
    _add_batch_options(coverage)


def _add_reverify(commands: argparse._SubParsersAction[_Parser]) -> None:
    reverify = _command(commands, "reverify", _lazy("reverify", "cmd_reverify"))
    reverify.add_argument("--manifest", required=True, help="the export's manifest.jsonl")
    reverify.add_argument(
        "--inputs", required=True, help="the materialized input rows (JSONL) of the rollouts"
    )
    reverify.add_argument("--output", required=True, help="the JSONL file of result rows")
    reverify.add_argument(
        "--verifier", metavar="MODULE:FUNCTION", help="a Python function payload -> answer"
    )
    reverify.add_argument("--verify-url", metavar="URL", help="POST each payload as JSON here")
    reverify.add_argument(
        "--timeout",
        type=float,
        metavar="SECONDS",
        help="time limit of each whole request to --verify-url: connecting, sending, headers "
        "and body (default 60, at most 86400; no retries)",
    )
    _add_jobs(reverify, "worker processes and concurrent verifications")
    _add_progress_switch(reverify)
    _add_flag(
        reverify, "--dry-run", "write the payloads that would be sent to OUT and call no verifier"
    )
    _add_format(
        reverify,
        ("text", "json", "sarif", "github"),
        "text (default), json (the summary), sarif (the findings of the failed rows as a SARIF "
        "log) or github (GitHub Actions workflow commands); with sarif and github the summary "
        "goes to stderr",
    )


def _add_export(commands: argparse._SubParsersAction[_Parser]) -> None:
    export = _command(commands, "export", _lazy("export", "cmd_export"))
    add_export_options(export, _ROWS_INPUT)
    _add_batch_options(export)


def _add_report(commands: argparse._SubParsersAction[_Parser]) -> None:
    report = _command(commands, "report", _lazy("report", "cmd_report"))
    _add_inputs(
        report,
        "INPUT",
        "a JSONL file of rollout rows, a run folder, a glob or an ATIF .json file (not stdin: "
        "the page names each rollout by its file)",
    )
    report.add_argument("-o", "--output", required=True, help="the HTML file to write")
    report.add_argument(
        "--detail",
        type=bounded_int("--detail", 0, 50_000),
        default=200,
        metavar="N",
        help="documents shown in full detail, the first N (default 200; at most 16 MiB of "
        "detail in all)",
    )
    report.add_argument(
        "--compare",
        metavar="RUN_B",
        help="compare with this run (a run folder, file or glob, as INPUT): rollouts paired by task and rollout, "
        "per-task reward and verdict changes (regressions first), both runs' tables and "
        "distributions, each pair side by side",
    )
    report.add_argument("--title", help="the page title (default: names the inputs)")
    _add_jobs(report)
    _add_engine(report)
    _add_progress_switch(report)


def _add_conformance(commands: argparse._SubParsersAction[_Parser]) -> None:
    help, description = _TEXTS["conformance"]
    conformance = commands.add_parser("conformance", help=help, description=description)
    actions = conformance.add_subparsers(dest="conformance_command", metavar="ACTION")
    run = actions.add_parser("run", help=help, description=description)
    run.set_defaults(handler=_lazy("conformance", "cmd_conformance_run"))
    run.add_argument(
        "--lang",
        action="append",
        choices=("python", "go", "rust", "java", "typescript"),
        help="a bundled model harness, built by the runner (repeatable)",
    )
    run.add_argument(
        "--implementation",
        action="append",
        metavar="CMD",
        help="a program speaking the protocol of docs/conformance-runner.md (repeatable)",
    )
    run.add_argument(
        "--kind",
        choices=("model", "validator"),
        default="model",
        help="what every --implementation is: it decodes and encodes documents (model), or "
        "answers verdicts and codes (validator); default model",
    )
    run.add_argument(
        "--cases",
        nargs="+",
        action="extend",
        metavar="FILE",
        help="vector files of your own (spec/conformance/vector.schema.json), run with the "
        "bundled ones",
    )
    _add_flag(run, "--no-bundled", "run only the --cases files")
    run.add_argument(
        "--exceptions",
        metavar="FILE",
        help='the disagreements you accept, each with its reason: {"exceptions": [{"case": '
        '"<file>#<index>", "implementation": NAME, "reason": TEXT}]}',
    )
    run.add_argument(
        "--timeout",
        type=bounded_int("--timeout", 1, 86_400),
        default=600,
        help="seconds an implementation may take for all its answers (default 600)",
    )
    _add_format(run)
    _add_progress_switch(run)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every command."""
    parser = _Parser(
        prog="trajspec",
        description="Schemas, validation and conversion of agent rollout evidence and ATIF.",
        epilog="exit codes (every command):\n"
        + "".join(f"  {code:<5} {meaning}\n" for code, meaning in EXIT_CODES.items()),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"trajspec {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    _add_validate(commands)
    _add_project(commands)
    _add_run(commands)
    _add_health(commands)
    _add_coverage(commands)
    _add_reverify(commands)
    _add_export(commands)
    _add_report(commands)

    schema = commands.add_parser("schema", help="list, show and bundle the schemas")
    schema_commands = schema.add_subparsers(
        dest="schema_command", metavar="ACTION", parser_class=_Parser
    )
    parser.commands = commands.choices
    schema.commands = schema_commands.choices
    listing = schema_commands.add_parser("list", help="list every schema")
    _add_format(listing)
    listing.set_defaults(handler=_lazy("schema", "cmd_schema_list"))
    show = schema_commands.add_parser("show", help="print one schema")
    show.add_argument(
        "name", help="title (TrajectoryRecord), file name, $id or family/version/name"
    )
    show.set_defaults(handler=_lazy("schema", "cmd_schema_show"))
    bundled = schema_commands.add_parser("bundle", help="print a single-file bundle of a family")
    bundled.add_argument(
        "family_version", metavar="FAMILY/VERSION", help="for example evidence/1.0"
    )
    _add_flag(bundled, "--no-id", "strip $id and use local references")
    bundled.set_defaults(handler=_lazy("schema", "cmd_schema_bundle"))

    codegen = _command(commands, "codegen", _lazy("codegen", "cmd_codegen"))
    codegen.add_argument(
        "--lang", choices=("python", "typescript", "go", "rust", "java"), required=True
    )
    codegen.add_argument("--out", required=True, help="an empty or new folder")
    _add_conformance(commands)
    return parser


def main(argv: Sequence[str] | None = None, *, stderr: TextIO | None = None) -> int:
    """Run the command line; returns the exit code. Everything it prints goes through
    ``SafeStream`` (trajspec._cli.safe): no character of the data reaches a terminal raw."""
    return _main_safely(argv, stderr, final=False)


def entry() -> NoReturn:
    """The process's entry (the ``trajspec`` script, ``python -m trajspec``): ``main``, whose
    exit is final once a stop signal has ended the command (trajspec._cli.exits)."""
    code = _main_safely(None, None, final=True)
    # CPython (3.11 to 3.13) remembers a KeyboardInterrupt raised by code that exec() ran from
    # text (a dataclass's __init__ while a module loads) and, run with -m, ends the process
    # by SIGINT whatever exit was chosen since; exec() of text resets that memory
    # (docs/tooling-pitfalls.md, "Ctrl-C and python -m").
    exec("None")
    raise SystemExit(code)


def _main_safely(argv: Sequence[str] | None, stderr: TextIO | None, *, final: bool) -> int:
    stdout, stderr_before = sys.stdout, sys.stderr
    sys.stderr = cast(TextIO, SafeStream(stderr_before))
    try:
        err = cast(TextIO, SafeStream(stderr)) if stderr else sys.stderr
        return _main(argv, err, stdout, final=final)
    finally:
        sys.stderr = stderr_before


def _main(argv: Sequence[str] | None, err: TextIO, stdout: TextIO, *, final: bool) -> int:
    parser = build_parser()
    try:
        with stop_signals(final=final):
            return _run(parser, argv, err, stdout)
    except BrokenPipeError:
        # The reader went away (e.g. `| head`); that is not an error of ours.
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115, PTH123
        return EXIT_OK
    except SystemExit:
        raise  # argparse's own exit (--help, a usage error): its code as it is
    except BaseException as error:  # a compiled library's panic too: exit_for says which
        return exit_for(error, err)


def _run(
    parser: argparse.ArgumentParser, argv: Sequence[str] | None, err: TextIO, stdout: TextIO
) -> int:
    """Parse, dispatch to the command's handler, return its exit code."""
    args = parser.parse_args(argv)
    handler: Handler | None = getattr(args, "handler", None)
    if handler is None:
        parser.print_help(err)
        return EXIT_USAGE
    sys.stdout = cast(TextIO, SafeStream(cast(TextIO, Stdout(stdout))))
    try:
        code = handler(args)
        sys.stdout.flush()
    finally:
        if isinstance(sys.stdout, SafeStream):
            sys.stdout = stdout
    return code
