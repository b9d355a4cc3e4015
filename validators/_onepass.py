"""Validation, health and coverage of the same chunks of lines, in one map: one read of the
input for all three, and the chance to look at each parsed record once more.

:func:`checked_chunk` is the map step: per chunk of whole JSONL lines, one strict read of
the lines, and of each record its validation result (``validate_record``), its health digest
(``health_record``, given the parsed record and the findings of its validation as a row, so
that health neither parses the line again nor asks again what the validation answered) and
its coverage statuses (``measure_record``): the same functions that ``validate_sources``,
``check_sources`` and ``measure_coverage`` apply, so that the findings, verdicts and counts
are theirs. A caller that wants more of a record (the HTML report's view of a row) passes
``per_record``, a top-level function of the record and its coverage statuses, whose results
come back in the chunk's ``extra``.

:class:`CheckedRun` is the reduce, fed the chunks in input order: a ``ValidationSummary``,
the health run and the coverage report, as the three engines would have made them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from trajspec._strictjson import JsonlReader, JsonlRecord, cyclic_gc_paused
from trajspec.validators._coverage.batch import ChunkResult as CoverageChunk
from trajspec.validators._coverage.batch import CoverageReport, measure_record
from trajspec.validators._coverage.criteria import load_criteria
from trajspec.validators._coverage.tally import CoverageTally
from trajspec.validators._health.batch import HealthSettings, health_record
from trajspec.validators._health.rollout import Digest
from trajspec.validators._health.run import HealthResult, HealthRun
from trajspec.validators._stream import DocumentResult, ValidationSummary, validate_record

#: What a caller adds per record: ``per_record(record, coverage statuses or None)``.
PerRecord = Callable[[JsonlRecord, "tuple[str, ...] | None"], Any]


@dataclass(slots=True)
class CheckedChunk:
    """What one chunk gave: each document's validation result, the blank lines skipped,
    health's digests, coverage's counters and what ``per_record`` made of each record."""

    documents: list[DocumentResult]
    blank_lines: int
    digests: list[Digest]
    coverage: CoverageChunk
    extra: list[Any]


def checked_chunk(
    lines: list[bytes],
    first_line: int,
    label: str,
    position: int,
    first_index: int,
    settings: HealthSettings,
    per_record: PerRecord | None = None,
) -> CheckedChunk:
    """The map step over a chunk of whole JSONL lines that starts at ``first_line`` of the
    input ``label``: the ``position``-th source of a ``map_chunks(..., index=True)`` call
    whose first source is the ``first_index``-th JSON Lines input of the run (the index
    health's verdicts name)."""
    file_index = first_index + position
    with cyclic_gc_paused():
        tally = CoverageTally(load_criteria())
        unreadable: list[tuple[int, str, str]] = []
        documents: list[DocumentResult] = []
        digests: list[Digest] = []
        extra: list[Any] = []
        reader = JsonlReader(lines, require_object=True, first_line=first_line)
        for record in reader:
            result = validate_record(record, label, None)
            documents.append(result)
            # the same parsed record, and what its validation as a row found
            found = result.findings if result.kind == "row" else None
            digests.append(health_record(record, label, file_index, settings, found))
            statuses = measure_record(tally, record, label, unreadable)
            if per_record is not None:
                extra.append(per_record(record, statuses))
            del record  # see JsonlReader: no document stays alive while the next is parsed
        return CheckedChunk(
            documents, reader.blank_lines, digests, CoverageChunk(tally.agents, unreadable), extra
        )


class CheckedRun:
    """The reduce of :func:`checked_chunk` over the JSON Lines inputs of a run, chunks added
    in input order (whole documents are validated apart and added with ``add_document``)."""

    def __init__(self, settings: HealthSettings) -> None:
        self.validation = ValidationSummary()
        self._health = HealthRun(settings)
        self._coverage = CoverageReport(load_criteria())

    def add_document(self, result: DocumentResult) -> None:
        """Count the validation of a whole document (one that is no JSON Lines input)."""
        self.validation.files += 1
        self.validation.add(result)

    def add(self, chunk: CheckedChunk) -> None:
        """Count one chunk's documents, digests and coverage counters."""
        self.validation.blank_lines += chunk.blank_lines
        for result in chunk.documents:
            self.validation.add(result)
        for digest in chunk.digests:
            self._health.add(digest)
        self._coverage.add(chunk.coverage)

    def finish(self, rows: Sequence[str]) -> tuple[HealthResult, CoverageReport]:
        """Health's result and the coverage report of the JSON Lines inputs named ``rows``."""
        self.validation.files += len(rows)
        result = self._health.finish()
        result.files = tuple(rows)
        self._coverage.files = len(rows)
        return result, self._coverage


__all__ = ["CheckedChunk", "CheckedRun", "PerRecord", "checked_chunk"]
