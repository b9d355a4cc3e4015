"""Coverage over whole inputs: the map over chunks of lines and the merge of their tallies.

Each chunk of whole JSONL lines is judged against spec/coverage/criteria.json by
:func:`measure_chunk`, the same function in this process or in a worker; the per-agent
counters of the chunks are merged in input order, so the report is the same for any engine
and number of jobs. Memory holds counters per agent and criterion, never rows. A line that
cannot be read is counted and handed to ``on_unreadable``; it is judged for no agent.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from trajspec._jsonl import Engine, LocalEngine, Progress, Source, map_chunks, reading_line
from trajspec._jsonvalues import first_out_of_range
from trajspec._strictjson import JsonlRecord, cyclic_gc_paused, iter_jsonl
from trajspec.validators._coverage.criteria import Criteria, gap_codes, judge_row, load_criteria
from trajspec.validators._coverage.tally import AgentTally, CoverageTally

#: What is told of a line that cannot be read: ``on_unreadable(file, line, code, message)``.
Unreadable = Callable[[str, int, str, str], None]


@dataclass(slots=True)
class ChunkResult:
    """The counters of one chunk and its unreadable lines (line, code, message)."""

    agents: dict[str | None, AgentTally]
    unreadable: list[tuple[int, str, str]]


def measure_chunk(lines: list[bytes], first_line: int, label: str) -> ChunkResult:
    """Judge a chunk of whole JSONL lines that starts at line ``first_line`` of ``label``."""
    with cyclic_gc_paused():
        return _judge_lines(lines, first_line, label)


def _judge_lines(lines: list[bytes], first_line: int, label: str) -> ChunkResult:
    tally = CoverageTally(load_criteria())
    unreadable: list[tuple[int, str, str]] = []
    for record in iter_jsonl(lines, require_object=True, first_line=first_line):
        measure_record(tally, record, label, unreadable)
    return ChunkResult(tally.agents, unreadable)


def measure_record(
    tally: CoverageTally,
    record: JsonlRecord,
    label: str,
    unreadable: list[tuple[int, str, str]],
) -> tuple[str, ...] | None:
    """Count one record of ``label`` into ``tally``: its status on each criterion (full,
    partial, none or not_applicable, in criteria order); None, with (line, code, message)
    added to ``unreadable``, for a record that cannot be read or whose numbers cannot be
    carried exactly (it is not measured)."""
    line = record.line
    if record.problems:
        problem = record.problems[0]
        unreadable.append((reading_line(record), problem.code, problem.message))
        return None
    row = record.value
    assert isinstance(row, dict)  # the reader requires an object
    too_big = first_out_of_range(row, "evidence")
    if too_big is not None:  # not measured: its counts cannot be carried exactly
        unreadable.append((line, "number.out_of_range", too_big))
        return None
    return tally.add_row(row, (label, line))


@dataclass(slots=True)
class CoverageReport:
    """A capability matrix measured from rows: per agent and criterion, the verdict and the
    counts behind it (``to_json()`` is a CoverageReport document)."""

    criteria: Criteria
    files: int = 0
    skipped_files: int = 0
    unreadable_lines: int = 0
    tally: CoverageTally = field(init=False)

    def __post_init__(self) -> None:
        self.tally = CoverageTally(self.criteria)

    def add(self, chunk: ChunkResult) -> None:
        """Merge the counters of the next chunk (chunks in input order)."""
        self.tally.merge(CoverageTally(self.criteria, chunk.agents))
        self.unreadable_lines += len(chunk.unreadable)

    @property
    def rows(self) -> int:
        return sum(agent.rows for agent in self.tally.agents.values())

    def to_json(self) -> dict[str, Any]:
        """The report as a CoverageReport document."""
        return {
            "criteria_version": self.criteria.version,
            "files": self.files,
            "skipped_files": self.skipped_files,
            "rows": self.rows,
            "unreadable_lines": self.unreadable_lines,
            "agents": self.tally.to_json(),
        }


def measure_coverage(
    sources: Sequence[Source],
    *,
    engine: Engine | None = None,
    progress: Progress | None = None,
    on_unreadable: Unreadable | None = None,
) -> CoverageReport:
    """Read every source (JSON Lines; a whole-document source, a ``*.json`` file, is one row)
    and count its rows against the shipped criteria. ``engine`` runs the chunks (default:
    this process); ``progress(rows, bytes)`` is called after each chunk;
    ``on_unreadable(file, line, code, message)`` hears of each record that is skipped, in
    input order (a document over several lines at the line where reading failed). An input
    that cannot be opened raises OSError."""
    report = CoverageReport(load_criteria())
    report.files = len(sources)
    nbytes = 0
    for origin, chunk in map_chunks(measure_chunk, sources, engine=engine or LocalEngine(1)):
        report.add(chunk)
        if on_unreadable is not None:
            for line, code, message in chunk.unreadable:
                on_unreadable(origin.source.label, line, code, message)
        nbytes += origin.nbytes
        if progress is not None:
            progress(report.rows, nbytes)
    return report


def row_coverage(row: dict[str, Any]) -> dict[str, str]:
    """How one row meets each shipped criterion (criterion id -> full, partial, none or
    not_applicable): the per-row judgement ``measure_coverage`` counts, for a reader that
    shows which rows stand behind a cell (the HTML report)."""
    criteria = load_criteria()
    codes = gap_codes(criteria, row)
    cache: dict[int, Any] = {}
    return {c.id: judge_row(c, row, codes, cache).status for c in criteria.criteria}


__all__ = [
    "ChunkResult",
    "CoverageReport",
    "Unreadable",
    "measure_chunk",
    "measure_coverage",
    "measure_record",
    "row_coverage",
]
