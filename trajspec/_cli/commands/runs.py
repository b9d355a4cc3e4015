"""``trajspec status`` and ``trajspec aggregate``: reports over run folders.

``status`` reads each shard through its manifest and says, per try (task index, rollout
index), what it holds: completed, failed (retryable, terminal, out of attempts), omitted or
missing (``trajspec.converters.shard_status``). ``--resume-out FILE`` writes the materialized input
rows of the tries a resume still needs, attempt stamped, to FILE (temporary file and rename:
FILE is complete or untouched).

``aggregate`` reads rollout rows of files, run folders and globs of shards (committed files
only) and prints their counts, the failures by class and the perf_summary of the rollouts.

Both exit 0 when the report was produced, 2 for a usage error or an input that cannot be
read (no such folder, a shard whose files differ from its manifest, an unwritable FILE).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TextIO

import orjson

from trajspec import _files
from trajspec._cli.exits import EXIT_OK, UsageError
from trajspec._cli.inputs import InputError, ensure_readable, resolve
from trajspec._cli.perf_text import write_perf_summary
from trajspec._cli.safe import escape
from trajspec._outputs import (
    Output,
    OutputError,
    ReadFolder,
    cannot_write,
    check_outputs,
    display,
    refuse_under_a_file,
)
from trajspec.converters import (
    Aggregate,
    RunFolderError,
    ShardStatus,
    aggregate_runs,
    resume_rows,
    select_shards,
    shard_status,
    split_name,
    status_total,
)


def _dump(data: object, out: TextIO) -> None:
    out.write(orjson.dumps(data, option=orjson.OPT_INDENT_2).decode() + "\n")


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' * (count != 1)}"


# -- status --------------------------------------------------------------------------------


def _counts_text(counts: dict[str, Any]) -> str:
    return (
        f"{counts['tries']} tr{'y' if counts['tries'] == 1 else 'ies'}: "
        f"{counts['completed']} completed, {counts['failed']} failed, "
        f"{counts['omitted']} omitted, {counts['missing']} missing; "
        f"{counts['remaining']} to resume"
    )


def render_status_text(statuses: list[ShardStatus], total: Any, out: TextIO) -> None:
    for status in statuses:
        data = status.to_json()
        state = data["state"] or ("no manifest" if not data["committed"] else "unknown")
        out.write(f"{escape(data['shard'])} ({state}): {_counts_text(data)}\n")
        if data["failed"]:
            retryable = data["failed"] - data["failed_terminal"] - data["failed_exhausted"]
            out.write(
                f"  failed: {retryable} retryable, {data['failed_terminal']} terminal, "
                f"{data['failed_exhausted']} out of attempts (max {data['max_attempts']})\n"
            )
        if data["failures_by_class"]:
            classes = ", ".join(f"{escape(k)} {v}" for k, v in data["failures_by_class"].items())
            out.write(f"  failures by class: {classes}\n")
        if not data["materialized_inputs"]:
            out.write("  no materialized inputs: tries the shard never recorded are unknown\n")
        if data["rows_without_indices"]:
            out.write(
                f"  {_plural(data['rows_without_indices'], 'row')} without task and rollout "
                "indices not counted\n"
            )
        if data["unreadable_lines"]:
            out.write(f"  {_plural(data['unreadable_lines'], 'unreadable line')} skipped\n")
    out.write(f"total: {_plural(len(statuses), 'shard')}, {_counts_text(total.counts())}\n")


def _resume_target(statuses: list[ShardStatus], out_path: str) -> ShardStatus | None:
    needing = [s for s in statuses if s.progress.remaining and s.has_inputs]
    if len(needing) > 1:
        labels = ", ".join(escape(s.shard.label) for s in needing)
        raise UsageError(
            f"--resume-out {out_path}: {len(needing)} shards need a resume ({labels}); a resume "
            "list is for one shard: pick it with --shard"
        )
    return needing[0] if needing else None


def _write_resume(status: ShardStatus | None, path: Path) -> int:
    written = 0

    def lines() -> Iterator[bytes]:
        nonlocal written
        if status is None:
            return
        for row in resume_rows(status):
            written += 1
            yield orjson.dumps(row) + b"\n"

    _files.write_atomic(path, lines())
    return written


def _check_resume_out(path: Path, selections: list[Any]) -> None:
    """--resume-out must not be, or become, a file of a shard or run folder being read."""
    folders = {s.shard.folder.resolve(): s.shard.folder for s in selections}
    reads = [p for s in selections for p in s.shard.files.values()]
    try:
        check_outputs(
            [Output("--resume-out", path)],
            reads=reads,
            folders=[
                ReadFolder(folder, "the run folder", matches=_run_file)
                for folder in folders.values()
            ],
        )
    except OutputError as error:
        raise UsageError(str(error)) from None


def _run_file(name: str) -> bool:
    return split_name(name) is not None


def _to_stderr(text: str) -> None:
    sys.stderr.write(escape(text) + "\n")


def cmd_status(args: argparse.Namespace) -> int:
    """``trajspec status``: what each shard holds and what a resume still needs."""
    if args.max_attempts is not None and args.max_attempts < 1:
        raise UsageError("--max-attempts must be at least 1")
    out_path = Path(args.resume_out) if args.resume_out else None
    if out_path is not None:
        try:
            refuse_under_a_file("--resume-out", out_path)
        except OutputError as error:
            raise UsageError(str(error)) from None
    if out_path is not None and (out_path.is_dir() or not out_path.parent.is_dir()):
        raise UsageError(f"--resume-out {args.resume_out}: not a file in an existing folder")
    try:
        selections = select_shards(args.inputs)
        if args.shard is not None:
            selections = [s for s in selections if s.shard.label == args.shard]
            if not selections:
                raise UsageError(f"--shard {args.shard}: no such shard in {' '.join(args.inputs)}")
        if not selections:
            raise UsageError(
                f"{' '.join(args.inputs)}: no shard (rollouts*.jsonl) found; name a run folder "
                "that holds shards, or shard files"
            )
        if out_path is not None:
            _check_resume_out(out_path, selections)
        statuses = [shard_status(s.shard, max_attempts=args.max_attempts) for s in selections]
        for status in statuses:
            for problem in status.unreadable_lines:
                sys.stderr.write(escape(problem) + "\n")
        resume: dict[str, Any] | None = None
        if out_path is not None:
            target = _resume_target(statuses, args.resume_out)
            try:
                rows = _write_resume(target, out_path)
            except OSError as error:
                raise UsageError(cannot_write(out_path, error)) from None
            resume = {
                "path": display(out_path),
                "shard": None if target is None else target.shard.label,
                "rows": rows,
            }
    except (RunFolderError, InputError) as error:
        raise UsageError(str(error)) from None
    except OSError as error:
        raise UsageError(f"{error.filename}: {error.strerror}") from None
    total = status_total(statuses)
    if args.format == "json":
        _dump(
            {
                "shards": [s.to_json() for s in statuses],
                "total": {"shards": len(statuses), **total.counts()},
                "resume_out": resume,
            },
            sys.stdout,
        )
    else:
        render_status_text(statuses, total, sys.stdout)
        if resume is not None:
            sys.stdout.write(
                f"wrote {_plural(resume['rows'], 'row')} a resume still needs to "
                f"{escape(resume['path'])}"
                + (f" (shard {escape(resume['shard'])})" if resume["shard"] else "")
                + "\n"
            )
    return EXIT_OK


# -- aggregate -------------------------------------------------------------------------------


def render_aggregate_text(report: Aggregate, out: TextIO) -> None:
    data = report.to_json()
    out.write(
        f"{_plural(data['rollouts'], 'rollout')} ({data['with_ng_perf']} with ng_perf) and "
        f"{_plural(data['failure_rows'], 'failure row')} "
        f"({_plural(data['failed_attempts'], 'failed attempt')}, {data['omitted']} omitted) "
        f"in {_plural(data['files'], 'file')}"
        + (f" of {_plural(data['shards'], 'shard')}" if data["shards"] else "")
        + (
            f"; {_plural(data['unreadable_lines'], 'unreadable line')} skipped"
            if data["unreadable_lines"]
            else ""
        )
        + (
            f"; {_plural(data['left_out_of_perf_summary'], 'rollout')} left out of "
            "perf_summary (see stderr)"
            if data.get("left_out_of_perf_summary")
            else ""
        )
        + "\n"
    )
    if data["failures_by_class"]:
        out.write("failures by class:\n")
        names = [(escape(k), count) for k, count in data["failures_by_class"].items()]
        width = max(len(name) for name, _ in names)
        for name, count in names:
            out.write(f"  {name:<{width}}  {count}\n")
    write_perf_summary(data["perf_summary"], out)


def cmd_aggregate(args: argparse.Namespace) -> int:
    """``trajspec aggregate``: counts, failures by class and perf_summary of rollout rows."""
    try:
        inputs = resolve(args.inputs, input_format="jsonl")
        ensure_readable(inputs)
    except InputError as error:
        raise UsageError(str(error)) from None
    try:
        report = aggregate_runs(inputs, on_problem=_to_stderr)
    except OSError as error:
        raise UsageError(f"{error.filename}: {error.strerror}") from None
    if args.format == "json":
        _dump(report.to_json(), sys.stdout)
    else:
        render_aggregate_text(report, sys.stdout)
    return EXIT_OK


__all__ = [
    "cmd_aggregate",
    "cmd_status",
    "render_aggregate_text",
    "render_status_text",
]
