"""Health checks over whole inputs: the map over chunks of lines and the run's reduce.

Each chunk of whole JSONL lines is judged by :func:`health_chunk`, the same function in this
process or in a worker, into one digest per record; the digests come back in input order and
the run (``run.HealthRun``) finds duplicate identities, runs the task checks and makes the
verdicts and the quality summary. Memory holds the digests (never the rows) and a bounded
number of chunks; the result is the same for any engine and number of jobs.

:func:`write_health_reports` writes ``quality_summary.json`` and ``rollout_verdicts.jsonl``
whole or not at all (``trajspec._files.AtomicFiles``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

import orjson

from trajspec._files import AtomicFiles
from trajspec._jsonl import Engine, LocalEngine, Progress, Source, map_chunks
from trajspec._jsonvalues import first_out_of_range
from trajspec._strictjson import cyclic_gc_paused, iter_jsonl
from trajspec.validators._health.places import places, reading_place
from trajspec.validators._health.registry import CheckSpec, normalize_ignored, registry
from trajspec.validators._health.rollout import (
    TRAJECTORY_SCHEMA,
    Digest,
    Settings,
    evaluate,
    unreadable_digest,
)
from trajspec.validators._health.run import HealthResult, HealthRun
from trajspec.validators._structural.compiled import range_and_member_clean

SUMMARY_NAME = "quality_summary.json"
VERDICTS_NAME = "rollout_verdicts.jsonl"

#: How a run judges records: the checks it ignores (and a test hook).
HealthSettings = Settings


def health_settings(ignore: Iterable[str] | str | None = None) -> HealthSettings:
    """Settings that ignore the named checks (a list or a comma-separated text); an unknown
    id raises ValueError."""
    return HealthSettings(ignored=normalize_ignored(ignore))


def health_checks() -> tuple[CheckSpec, ...]:
    """Every health check (``id``, ``scope``: rollout or task, ...), in registry order."""
    return registry()


def health_chunk(
    lines: list[bytes], first_line: int, source_file: str, file_index: int, settings: Settings
) -> list[Digest]:
    """Judge a chunk of whole JSONL lines that starts at line ``first_line`` of input
    ``file_index``: one digest per non-blank line."""
    with cyclic_gc_paused():
        return _judge_lines(lines, first_line, source_file, file_index, settings)


def _judge_lines(
    lines: list[bytes], first_line: int, source_file: str, file_index: int, settings: Settings
) -> list[Digest]:
    digests = []
    for record in iter_jsonl(lines, require_object=True, first_line=first_line):
        line = record.line
        # One jsonschema-rs pass answers the first questions of a clean row: are its
        # integers in range, and is its ng_trajectory structurally valid.
        clean = not record.problems and range_and_member_clean(
            record.value, "ng_trajectory", TRAJECTORY_SCHEMA
        )
        # a row with an integer beyond 64 bits is judged as unreadable: its counts and
        # indices cannot be carried into the verdicts exactly
        error = (
            None
            if clean
            else record.problems[0].code
            if record.problems
            else "number.out_of_range"
            if first_out_of_range(record.value, "evidence") is not None
            else None
        )
        if error is not None:
            digest = unreadable_digest(
                settings=settings,
                file_index=file_index,
                line=line,
                ordinal=0,
                source_file=source_file,
                error=error,
            )
            if digest.findings and record.problems:
                problem = record.problems[0]
                digest.places = [reading_place(line, problem.column)]
            elif digest.findings:
                digest.places = places(record.value, record.raw, line, digest.findings)
        else:
            digest = evaluate(
                record.value,
                settings=settings,
                file_index=file_index,
                line=line,
                source_file=source_file,
                trajectory_clean=clean,
            )
            if digest.findings:  # a clean record is never searched
                digest.places = places(record.value, record.raw, line, digest.findings)
        digests.append(digest)
    return digests


def check_sources(
    sources: Sequence[Source],
    settings: HealthSettings | None = None,
    *,
    engine: Engine | None = None,
    progress: Progress | None = None,
) -> HealthResult:
    """Judge every record of the sources (JSON Lines), in order: the run's verdicts and
    quality summary. ``engine`` runs the chunks (default: this process);
    ``progress(records, bytes)`` is called after each chunk. An input that cannot be opened
    raises OSError."""
    settings = settings or HealthSettings()
    run = HealthRun(settings)
    nbytes = 0
    for origin, digests in map_chunks(
        health_chunk, sources, (settings,), engine=engine or LocalEngine(1), index=True
    ):
        for digest in digests:
            run.add(digest)
        nbytes += origin.nbytes
        if progress is not None:
            progress(run.records, nbytes)
    result = run.finish()
    result.files = tuple(source.label for source in sources)
    return result


def health_report_paths(folder: Path) -> tuple[Path, Path]:
    """Where the reports of a run go in ``folder``: the quality summary, the verdicts."""
    return folder / SUMMARY_NAME, folder / VERDICTS_NAME


def write_health_reports(result: HealthResult, folder: Path) -> tuple[Path, Path]:
    """Write quality_summary.json and rollout_verdicts.jsonl into ``folder``: both are made
    complete and durable before either replaces what is there, so a failure while writing
    changes neither; returns their paths."""
    summary_path, verdicts_path = health_report_paths(folder)
    with AtomicFiles(verdicts_path, summary_path) as (verdicts, summary):
        # one write a line: orjson ends it with its newline
        write, dumps, newline = verdicts.write, orjson.dumps, orjson.OPT_APPEND_NEWLINE
        for line in result.verdicts():
            write(dumps(line, option=newline))
        summary.write(orjson.dumps(result.summary, option=orjson.OPT_INDENT_2) + b"\n")
    return summary_path, verdicts_path


__all__ = [
    "SUMMARY_NAME",
    "VERDICTS_NAME",
    "HealthResult",
    "HealthSettings",
    "check_sources",
    "health_checks",
    "health_chunk",
    "health_report_paths",
    "health_settings",
    "write_health_reports",
]
