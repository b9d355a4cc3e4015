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
from typing import NoReturn, TextIO

import orjson

from trajspec import __version__
from trajspec._cli.exits import EXIT_OK, EXIT_USAGE, UsageError, exit_for


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        raise UsageError(message)


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


def _write_json(data: object, out: TextIO, *, indent: bool = True) -> None:
    option = orjson.OPT_INDENT_2 if indent else 0
    out.write(orjson.dumps(data, option=option).decode() + "\n")


def _lazy(module: str, function: str) -> Handler:
    """A handler that imports its command module only when the command runs, so that
    `trajspec --help` and every other command start without it."""

    def run(args: argparse.Namespace) -> int:
        command: Handler = getattr(
            importlib.import_module(f"trajspec._cli.commands.{module}"), function
        )
        return command(args)

    return run


def _cmd_schema_list(args: argparse.Namespace) -> int:
    from trajspec._schemas import all_schemas

    infos = all_schemas()
    if args.format == "json":
        _write_json(
            [
                {
                    "name": info.qualified_name,
                    "title": info.title,
                    "id": info.id,
                    "description": info.contents.get("description", ""),
                }
                for info in infos
            ],
            sys.stdout,
        )
        return EXIT_OK
    width = max((len(info.qualified_name) for info in infos), default=0)
    title_width = max((len(info.title) for info in infos), default=0)
    for info in infos:
        summary = str(info.contents.get("description", "")).split(". ")[0].rstrip(".")
        print(f"{info.qualified_name:<{width}}  {info.title:<{title_width}}  {summary}")
    return EXIT_OK


def _cmd_schema_show(args: argparse.Namespace) -> int:
    from trajspec._schemas import UnknownSchemaError, find_schema

    try:
        info = find_schema(args.name)
    except UnknownSchemaError as error:
        raise UsageError(str(error)) from None
    _write_json(dict(info.contents), sys.stdout)
    return EXIT_OK


def _cmd_schema_bundle(args: argparse.Namespace) -> int:
    from trajspec._bundle import bundle, dumps

    family, _, version = args.family_version.partition("/")
    try:
        document = bundle(family, version, keep_ids=not args.no_id)
    except LookupError as error:
        raise UsageError(f"{error}; `trajspec schema list` shows the families") from None
    sys.stdout.write(dumps(document).decode())
    return EXIT_OK


def _cmd_codegen(args: argparse.Namespace) -> int:
    from trajspec._cli.commands.codegen import cmd_codegen

    return cmd_codegen(args)


def _cmd_validate(args: argparse.Namespace) -> int:
    # imported when the command runs: `trajspec --help` starts without the engine
    from trajspec._cli.commands.validate import cmd_validate

    return cmd_validate(args)


def _add_validate(commands: argparse._SubParsersAction[_Parser]) -> None:
    validate = commands.add_parser(
        "validate",
        help="validate rollout rows, trajectories, observations, captures or ATIF",
        description="Report every finding of every document: structure against the schemas, "
        "then the semantic rules of spec/rules. Exit 0 when nothing is at or above "
        "--fail-on, 1 when something is, 2 for usage errors and unreadable inputs.",
    )
    validate.add_argument(
        "inputs",
        nargs="+",
        metavar="INPUT",
        help="a JSONL or JSON file, a run folder, a glob of shards, or - for stdin",
    )
    validate.add_argument(
        "--kind",
        default="auto",
        choices=("auto", "row", "failure", "trajectory", "observations", "capture", "atif"),
        help="what the documents are (default: detect each document)",
    )
    validate.add_argument("--format", choices=("text", "json", "sarif", "github"), default="text")
    validate.add_argument(
        "--fail-on",
        choices=("error", "warning", "info"),
        default="error",
        help="the lowest severity that makes the exit code 1 (default: error)",
    )
    validate.add_argument("--jobs", type=_JOBS, default=1, help="worker processes (default 1)")
    validate.add_argument(
        "--input",
        choices=("auto", "json", "jsonl"),
        default="auto",
        help="auto: *.json files hold one document, everything else is JSON Lines",
    )
    validate.set_defaults(handler=_cmd_validate)


def _add_project(commands: argparse._SubParsersAction[_Parser]) -> None:
    project = commands.add_parser(
        "project",
        help="project model-call capture and agent observations into ng_trajectory",
        description="Enrich every row of a JSONL file: read its captured model calls, join "
        "them with the agent's observations, project ng_trajectory and compute ng_perf. Rows "
        "are written in input order to a temporary file that is renamed when done; a bad input "
        "line is reported and nothing is written (exit 1). Exit 2 for a missing input or "
        "capture folder.",
    )
    project.add_argument("input", metavar="ROWS", help="a JSONL file of rollout rows, or -")
    project.add_argument("-o", "--output", required=True, help="the JSONL file to write")
    project.add_argument(
        "--capture-dir",
        help="the model-call capture folder (<rollout_id>.capture.jsonl files); without it "
        "a row's own ng_model_call_capture is used again",
    )
    project.add_argument("--jobs", type=_JOBS, default=1, help="worker processes (default 1)")
    project.add_argument(
        "--no-payloads", action="store_true", help="leave request and response bodies out"
    )
    project.add_argument(
        "--delete-capture",
        action="store_true",
        help="delete each rollout's capture file once the output holds its calls",
    )
    project.add_argument(
        "--no-observability",
        action="store_true",
        help="observability off: no capture, no join, no ng_perf (producer evidence is "
        "still projected)",
    )
    project.set_defaults(handler=_lazy("project", "cmd_project"))

    perf = commands.add_parser(
        "perf",
        help="print ng_perf figures and perf_summary for rollouts",
        description="Aggregate the ng_perf of rollout rows into perf_summary, with the counts "
        "behind it. Exit 0 when the report was produced.",
    )
    perf.add_argument(
        "inputs",
        nargs="+",
        metavar="INPUT",
        help="a JSONL file, a run folder, a glob of shards, or - for stdin",
    )
    perf.add_argument("--format", choices=("text", "json"), default="text")
    perf.set_defaults(handler=_lazy("project", "cmd_perf"))


def _add_run(commands: argparse._SubParsersAction[_Parser]) -> None:
    status = commands.add_parser(
        "status",
        help="say what a run folder holds and what a resume still needs",
        description="For each shard (read through its manifest): its tries (task and rollout "
        "indices of the materialized inputs) completed, failed (retryable, terminal, out of "
        "attempts), omitted or missing, and how many a resume still dispatches. Exit 0 when "
        "the report was produced, 2 for usage errors and unreadable inputs.",
    )
    status.add_argument(
        "inputs",
        nargs="+",
        metavar="RUN",
        help="a run folder, a glob of shard files, or a shard file",
    )
    status.add_argument("--format", choices=("text", "json"), default="text")
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
    status.set_defaults(handler=_lazy("runs", "cmd_status"))

    aggregate = commands.add_parser(
        "aggregate",
        help="aggregate a run folder: counts, failures, perf_summary",
        description="Read rollout rows (committed shard files, failure sidecars included) and "
        "print the counts, the failures by class and the perf_summary of the rollouts. Exit 0 "
        "when the report was produced, 2 for usage errors and unreadable inputs.",
    )
    aggregate.add_argument(
        "inputs",
        nargs="+",
        metavar="INPUT",
        help="a glob of shards (e.g. 'run/rollouts-*.jsonl'), a run folder, a JSONL file or -",
    )
    aggregate.add_argument("--format", choices=("text", "json"), default="text")
    aggregate.set_defaults(handler=_lazy("runs", "cmd_aggregate"))


def _add_health(commands: argparse._SubParsersAction[_Parser]) -> None:
    health = commands.add_parser(
        "health",
        help="run rollout health checks over ng_trajectory",
        description="Judge the evidence integrity of every rollout row (never task success): "
        "the 14 checks of spec/health/checks.json over ng_trajectory, response.usage and the "
        "row indices. Writes quality_summary.json and rollout_verdicts.jsonl. Exit 0 when "
        "the reports were written, even with unhealthy rollouts (1 with --fail-on-unhealthy "
        "and an unhealthy rollout), 2 for usage errors and unreadable inputs.",
    )
    health.add_argument(
        "inputs",
        nargs="+",
        metavar="RUN_OR_FILE",
        help="a JSONL file of rollout rows, a run folder, a glob of shards, or - for stdin",
    )
    health.add_argument(
        "--ignore",
        action="append",
        default=[],
        metavar="CHECK,...",
        help="checks to neither run nor count (comma-separated, repeatable)",
    )
    health.add_argument("--jobs", type=_JOBS, default=1, help="worker processes (default 1)")
    health.add_argument(
        "--output-dir",
        metavar="DIR",
        help="where the reports go (default: the folder of the inputs)",
    )
    health.add_argument("--format", choices=("text", "json"), default="text")
    health.add_argument(
        "--fail-on-unhealthy",
        action="store_true",
        help="exit 1 when a rollout is unhealthy",
    )
    health.set_defaults(handler=_lazy("health", "cmd_health"))


def _add_coverage(commands: argparse._SubParsersAction[_Parser]) -> None:
    coverage = commands.add_parser(
        "coverage",
        help="measure a trajectory capability matrix from rows",
        description="Group rollout rows by agent (agent_ref.name) and judge each criterion of "
        "spec/coverage/criteria.json from the evidence in the rows (never from configuration): "
        "full when every row it applies to has all of the evidence, partial when some rows or "
        "fields miss it, unavailable when no row supplies it, with the counts, the missing "
        "fields and the gap codes that explain them. Rows are read as persisted (project "
        "them first); failure sidecars are not read. Exit 0 when the report was produced, "
        "2 for usage errors and unreadable inputs.",
    )
    coverage.add_argument(
        "inputs",
        nargs="+",
        metavar="RUN_OR_FILE",
        help="a JSONL file of rollout rows, a run folder, a glob of shards, or - for stdin",
    )
    coverage.add_argument(
        "--format",
        choices=("text", "json", "markdown"),
        default="text",
        help="text (default), json (a CoverageReport) or markdown (tables for docs)",
    )
    coverage.add_argument("--jobs", type=_JOBS, default=1, help="worker processes (default 1)")
    coverage.set_defaults(handler=_lazy("coverage", "cmd_coverage"))


def _add_reverify(commands: argparse._SubParsersAction[_Parser]) -> None:
    reverify = commands.add_parser(
        "reverify",
        help="rebuild responses from ATIF and score them again (strict)",
        description="Join each entry of an ATIF export manifest with its materialized input row, "
        "rebuild the response the document stands for (rejecting what one response cannot "
        "represent, partial usage included), and score the verify payload with a Python "
        "verifier or a verify service. Writes OUT (one result row per scored trajectory; with "
        "--dry-run the payloads) and OUT_failures.jsonl (one row per rejected or failed line), "
        "and prints a summary. Exit 0 when every entry was scored, 1 when some were rejected "
        "or failed, 2 for usage errors and unreadable inputs.",
    )
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
    reverify.add_argument(
        "--jobs", type=_JOBS, default=1, help="worker processes and concurrent verifications"
    )
    reverify.add_argument(
        "--dry-run",
        action="store_true",
        help="write the payloads that would be sent to OUT and call no verifier",
    )
    reverify.add_argument("--format", choices=("text", "json"), default="text")
    reverify.set_defaults(handler=_lazy("reverify", "cmd_reverify"))


def _add_export(commands: argparse._SubParsersAction[_Parser]) -> None:
    export = commands.add_parser(
        "export",
        help="export ng_trajectory rows to ATIF v1.7 (strict)",
        description="Convert every rollout row to an ATIF v1.7 document, <task>-<rollout>.json "
        "in a new folder with a manifest.jsonl (index pair, path, sha256), or reject it with "
        "every reason. Rows that would need dropping or guessing are rejected; the folder "
        "appears only when every row converted. Exit 0 when all rows were exported, 1 when "
        "rows were rejected (nothing written), 2 for usage errors, unreadable input and an "
        "output folder that exists and is not empty.",
    )
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
        help="a JSONL file of rollout rows, a run folder, a glob of shards, or - for stdin",
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
        choices=("text", "json", "github"),
        default="text",
        help="how rejections are printed (json: one finding per line)",
    )
    export.set_defaults(handler=_lazy("export", "cmd_export"))


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every command."""
    parser = _Parser(
        prog="trajspec",
        description="Schemas, validation and conversion of agent rollout evidence and ATIF.",
        epilog="Exit codes: 0 done, 1 findings or rejections, 2 usage or unreadable input, "
        "3 internal error.",
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

    schema = commands.add_parser("schema", help="list, show and bundle the schemas")
    schema_commands = schema.add_subparsers(
        dest="schema_command", metavar="ACTION", parser_class=_Parser
    )
    listing = schema_commands.add_parser("list", help="list every schema")
    listing.add_argument("--format", choices=("text", "json"), default="text")
    listing.set_defaults(handler=_cmd_schema_list)
    show = schema_commands.add_parser("show", help="print one schema")
    show.add_argument(
        "name", help="title (TrajectoryRecord), file name, $id or family/version/name"
    )
    show.set_defaults(handler=_cmd_schema_show)
    bundled = schema_commands.add_parser("bundle", help="print a single-file bundle of a family")
    bundled.add_argument(
        "family_version", metavar="FAMILY/VERSION", help="for example evidence/1.0"
    )
    bundled.add_argument("--no-id", action="store_true", help="strip $id and use local references")
    bundled.set_defaults(handler=_cmd_schema_bundle)

    codegen = commands.add_parser(
        "codegen",
        help="generate models from the installed schemas",
        description="Write models of every schema family version. python: pydantic v2 "
        "models (needs pip install 'trajspec[codegen]'). typescript: one .ts file per family "
        "version by json-schema-to-typescript, which npx fetches on first use (needs Node.js "
        "with npx on PATH). Exit 2 when a generator is missing or --out is not empty.",
    )
    codegen.add_argument("--lang", choices=("python", "typescript"), required=True)
    codegen.add_argument("--out", required=True, help="an empty or new folder")
    codegen.set_defaults(handler=_cmd_codegen)
    return parser


class _Stdout:
    """Standard output for the length of a command: a failed write (a full disk, a closed
    descriptor) is a usage error that says so (exit 2), not an internal error. A reader that
    went away is still a BrokenPipeError."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def _failed(self, error: OSError) -> UsageError:
        return UsageError(f"cannot write standard output: {error.strerror or error}")

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except BrokenPipeError:
            raise
        except OSError as error:
            raise self._failed(error) from None

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            raise
        except OSError as error:
            raise self._failed(error) from None

    def __getattr__(self, name: str) -> object:
        return getattr(self._stream, name)


def main(argv: Sequence[str] | None = None, *, stderr: TextIO | None = None) -> int:
    """Run the command line; returns the exit code."""
    err = stderr or sys.stderr
    parser = build_parser()
    stdout = sys.stdout
    try:
        args = parser.parse_args(argv)
        handler: Handler | None = getattr(args, "handler", None)
        if handler is None:
            parser.print_help(err)
            return EXIT_USAGE
        sys.stdout = _Stdout(stdout)
        try:
            code = handler(args)
            sys.stdout.flush()
        finally:
            if isinstance(sys.stdout, _Stdout):
                sys.stdout = stdout
        return code
    except BrokenPipeError:
        # The reader went away (e.g. `| head`); that is not an error of ours.
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115, PTH123
        return EXIT_OK
    except (Exception, KeyboardInterrupt) as error:
        return exit_for(error, err)
