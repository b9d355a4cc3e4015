"""Reports over rollout rows: the perf_summary of their ng_perf (``perf_report``) and the
counts, failures by class and perf_summary of run folders (``aggregate_runs``).

Both read their sources line by line (memory holds counters, never rows), report every line
they skip through ``on_problem`` (one message, ``FILE:LINE: ...``) and return a result the
caller renders. A source is anything with a ``label`` and a ``path`` (None for stdin) that
``open()`` gives the bytes of and ``close_stream(stream)`` closes (``trajspec._jsonl.Source``,
or a command line's input of a committed shard).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO, Protocol

from trajspec._jsonl import Progress
from trajspec._strictjson import iter_jsonl
from trajspec.converters._projection.perf import PerfSummary
from trajspec.converters._runs.layout import split_name
from trajspec.converters._runs.reader import ShardStatus
from trajspec.converters._runs.tries import OMITTED, failure_class
from trajspec.converters._runs.tries import Progress as TryCounts


class RowSource(Protocol):
    """One input of rollout rows."""

    @property
    def label(self) -> str: ...

    @property
    def path(self) -> Path | None: ...

    def open(self) -> BinaryIO: ...

    def close_stream(self, stream: BinaryIO) -> None: ...


class _LineCounts(Protocol):
    unreadable_lines: int


def _object_rows(
    source: RowSource, report: _LineCounts, on_problem: Callable[[str], None] | None
) -> Iterator[tuple[int, dict[str, Any]]]:
    """The rows of one source with their line numbers, the stream closed when they end. A line
    that is not one JSON object is counted in ``report.unreadable_lines``, named through
    ``on_problem`` and skipped."""
    stream = source.open()
    try:
        for record in iter_jsonl(stream, require_object=True):
            if record.problems:
                report.unreadable_lines += 1
                problem = record.problems[0]
                if on_problem is not None:
                    on_problem(f"{source.label}:{record.line}: {problem.code}: {problem.message}")
                continue
            row = record.value
            assert isinstance(row, dict)  # the reader requires an object
            yield record.line, row
    finally:
        source.close_stream(stream)


# -- perf ----------------------------------------------------------------------------------


@dataclass(slots=True)
class PerfReport:
    """The perf_summary of rollout rows, and the counts behind it."""

    files: int = 0
    unreadable_lines: int = 0
    summary: PerfSummary = field(default_factory=PerfSummary)

    def to_json(self) -> dict[str, Any]:
        data = {
            "files": self.files,
            "rollouts": self.summary.rollouts,
            "with_ng_perf": self.summary.with_perf,
            "unreadable_lines": self.unreadable_lines,
            "perf_summary": self.summary.result(),
        }
        if self.summary.left_out:  # only then, so that other reports stay as they were
            data["left_out_of_perf_summary"] = self.summary.left_out
        return data


def perf_report(
    sources: Iterable[RowSource],
    *,
    progress: Progress | None = None,
    on_problem: Callable[[str], None] | None = None,
) -> PerfReport:
    """The perf_summary of the ng_perf of every row of ``sources``. An unreadable line and a
    row whose figures no summary can carry are skipped and named through ``on_problem``;
    ``progress(rollouts, 0)`` follows the rows read."""
    report = PerfReport()
    for source in sources:
        report.files += 1
        for line, row in _object_rows(source, report, on_problem):
            refusal = report.summary.add(row)
            if refusal is not None and on_problem is not None:
                on_problem(f"{source.label}:{line}: left out of perf_summary: {refusal}")
            if progress is not None:
                progress(report.summary.rollouts, 0)
    return report


# -- aggregate -----------------------------------------------------------------------------

_PENDING = re.compile(r"\.pending\.[0-9a-f]{32}\.")


@dataclass(slots=True)
class Aggregate:
    """The counts of rollout rows and failure rows, and the perf_summary of the rollouts."""

    files: int = 0
    shards: set[str] = field(default_factory=set)
    rollouts: int = 0
    with_perf: int = 0
    failed_attempts: int = 0
    omitted: int = 0
    by_class: Counter[str] = field(default_factory=Counter)
    unreadable_lines: int = 0
    left_out: int = 0
    summary: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        data = {
            "files": self.files,
            "shards": len(self.shards),
            "rollouts": self.rollouts,
            "with_ng_perf": self.with_perf,
            "failure_rows": self.failed_attempts + self.omitted,
            "failed_attempts": self.failed_attempts,
            "omitted": self.omitted,
            "failures_by_class": dict(sorted(self.by_class.items())),
            "unreadable_lines": self.unreadable_lines,
            "perf_summary": self.summary,
        }
        if self.left_out:  # only then, so that other reports stay as they were
            data["left_out_of_perf_summary"] = self.left_out
        return data


def _rollouts(
    sources: Iterable[RowSource], report: Aggregate, on_problem: Callable[[str], None] | None
) -> Iterator[tuple[dict[str, Any], str]]:
    """The rollout rows of the sources with their ``file:line``; failure rows are counted on
    the way (a row carrying _ng_failure_class is a failure wherever it is)."""
    for source in sources:
        report.files += 1
        if source.path is not None:
            split = split_name(_PENDING.sub("", source.path.name, count=1))
            if split is not None:
                report.shards.add(str(source.path.parent / split[0]))
        for line, row in _object_rows(source, report, on_problem):
            cls = failure_class(row)
            if cls is not None:
                report.by_class[cls] += 1
                if cls == OMITTED:
                    report.omitted += 1
                else:
                    report.failed_attempts += 1
                continue
            if row.get("_ng_no_persist"):
                continue
            report.rollouts += 1
            report.with_perf += isinstance(row.get("ng_perf"), dict)
            yield row, f"{source.label}:{line}"


def aggregate_runs(
    sources: Iterable[RowSource], *, on_problem: Callable[[str], None] | None = None
) -> Aggregate:
    """Counts, failures by class and the perf_summary of the rollout rows of ``sources``
    (shard files, failure sidecars included, or any JSONL file). An unreadable line and a row
    left out of the perf_summary are named through ``on_problem``."""
    report = Aggregate()
    summary = PerfSummary()
    for row, where in _rollouts(sources, report, on_problem):
        refusal = summary.add(row)
        if refusal is not None:
            report.left_out += 1
            report.with_perf -= 1  # its figures count nowhere
            if on_problem is not None:
                on_problem(f"{where}: left out of perf_summary: {refusal}")
    report.summary = summary.result()
    return report


# -- status --------------------------------------------------------------------------------


def status_total(statuses: Iterable[ShardStatus]) -> TryCounts:
    """The counts of several shards' tries together (``.counts()``: a BatchStatus's)."""
    total = TryCounts()
    for status in statuses:
        total.merge(status.progress)
    return total


__all__ = [
    "Aggregate",
    "PerfReport",
    "RowSource",
    "aggregate_runs",
    "perf_report",
    "status_total",
]
