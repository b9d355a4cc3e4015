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
from trajspec._findings import Finding
from trajspec._jsonl import Engine, LocalEngine, Progress, Source, map_chunks, reading_line
from trajspec._jsonvalues import first_out_of_range
from trajspec._strictjson import JsonlRecord, cyclic_gc_paused, iter_jsonl
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
    return [
        health_record(record, source_file, file_index, settings)
        for record in iter_jsonl(lines, require_object=True, first_line=first_line)
    ]


#: The codes of the findings that say a document's structure or integers did not hold: a
#: schema keyword's (``schema.<keyword>``) and an integer past 64 bits.
_STRUCTURAL_PREFIX = "schema."
_OUT_OF_RANGE = "number.out_of_range"
_TRAJECTORY_AT = "/ng_trajectory"


def _row_verdict(found: Sequence[Finding]) -> tuple[bool, bool]:
    """What a row's validation findings (as a rollout row) say of its ng_trajectory: whether
    the row held its structure and integers (so its ng_trajectory, if any, is a structurally
    valid trajectory record, every integer of the row in range), and whether no error
    finding lies at or below ng_trajectory (so its rules, which the row's rules run, found
    none)."""
    for f in found:
        code = f.code
        if code.startswith(_STRUCTURAL_PREFIX) or code == _OUT_OF_RANGE:
            return False, False
    for f in found:
        path = f.path
        if f.severity == "error" and (
            path == _TRAJECTORY_AT or path.startswith(_TRAJECTORY_AT + "/")
        ):
            return True, False
    return True, True


def health_record(
    record: JsonlRecord,
    source_file: str,
    file_index: int,
    settings: Settings,
    row_findings: Sequence[Finding] | None = None,
) -> Digest:
    """The digest of one record that the strict reader read (line ``record.line`` of input
    ``file_index``): the one place where a line's health starts, whether health reads the
    lines itself (:func:`health_chunk`) or a pass that also validates them hands its parsed
    records over (validators/_onepass.py), so that a line is parsed once.

    ``row_findings``: the findings of the record validated as a rollout row (its kind
    detected as ``row``), when the caller has them; a row without structural findings is then
    known to be in range with a structurally valid ng_trajectory (no second jsonschema-rs
    pass), and one without an error at or below ng_trajectory to have a trajectory whose
    rules find no error (they are not run a second time)."""
    line = record.line
    problems = record.problems
    value = record.value
    clean = valid = False
    if not problems:
        if row_findings is not None:
            clean, valid = _row_verdict(row_findings)
        if not clean:
            # One jsonschema-rs pass answers the first questions of a clean row: are its
            # integers in range, and is its ng_trajectory structurally valid.
            clean = range_and_member_clean(value, "ng_trajectory", TRAJECTORY_SCHEMA)
    # a row with an integer beyond 64 bits is judged as unreadable: its counts and
    # indices cannot be carried into the verdicts exactly
    error = (
        None
        if clean
        else problems[0].code
        if problems
        else "number.out_of_range"
        if first_out_of_range(value, "evidence") is not None
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
        if digest.findings and problems:
            digest.places = [reading_place(reading_line(record), problems[0].column)]
        elif digest.findings:
            digest.places = places(value, record.raw, line, digest.findings)
        return digest
    digest = evaluate(
        value,
        settings=settings,
        file_index=file_index,
        line=line,
        source_file=source_file,
        trajectory_clean=clean,
        trajectory_valid=valid,
    )
    if digest.findings:  # a clean record is never searched
        digest.places = places(value, record.raw, line, digest.findings)
    return digest


def check_sources(
    sources: Sequence[Source],
    settings: HealthSettings | None = None,
    *,
    engine: Engine | None = None,
    progress: Progress | None = None,
) -> HealthResult:
    """Judge every record of the sources (JSON Lines; a whole-document source, a ``*.json``
    file, is one record), in order: the run's verdicts and quality summary. ``engine`` runs
    the chunks (default: this process); ``progress(records, bytes)`` is called after each
    chunk. An input that cannot be opened raises OSError."""
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
    "health_record",
    "health_report_paths",
    "health_settings",
    "write_health_reports",
]
