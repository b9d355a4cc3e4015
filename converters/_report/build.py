"""The data of the HTML report: one feature engine over the existing ones.

``build_report(sources)`` reads the inputs once, in one streamed pass: a map over chunks of
lines (``trajspec._jsonl``) with its reduce in input order, so the time is proportional to
the input and the memory bounded by the limits below, for any engine and number of jobs.
Each chunk goes to ``report_chunk``, which is ``trajspec.validators.checked_chunk``: the
validation findings (``validate_sources``'s), health's digests (``check_sources``'s) and the
coverage counters (``measure_coverage``'s) of its lines, and per rollout row this module's
item (``report_record``): its identity, agent, counts and a detail view
(``extract.row_view``), its coverage statuses and its perf figures. ATIF documents (whole
``.json`` files) are read once each and viewed with ``extract.atif_view``.

Nothing is judged here: the counts are the engines' own (the report's overview shows the
health quality summary and the coverage report as ``trajspec health --format json`` and
``trajspec coverage --format json`` print them), and findings are joined to the rollouts by
where each document is (input and line).

**Bounds** (``ReportLimits``): the first ``detail_rollouts`` documents (default 200) are shown
in full detail, as long as their views stay within ``detail_bytes`` (default 16 MiB of view
JSON); the next documents up to ``listed_rollouts`` in all (default 50,000) are listed with
their summary (identity, agent, verdict, finding codes, flagged checks, coverage, counts), so
that filters and the overview's links reach them; beyond that a document is counted in the
overview only. Distributions are drawn from at most ``sample`` values per series (default
100,000; a seeded reservoir sample beyond). With the defaults a report stays under about
16 MiB + 50,000 x 0.5 KiB, some 40 MiB, whatever the input's size.
"""

from __future__ import annotations

import io
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, BinaryIO

import orjson

from trajspec import __version__
from trajspec._findings import Finding
from trajspec._jsonl import Engine, LocalEngine, Progress, Source, map_chunks, segments
from trajspec._jsonvalues import INT64_MAX, INT64_MIN, json_count
from trajspec._strictjson import JsonlRecord, StrictJsonError, loads
from trajspec.converters._projection.perf import PerfSummary
from trajspec.converters._report.extract import (
    anchor,
    atif_pointers,
    atif_view,
    health_anchor,
    row_pointers,
    row_summary,
    row_view,
)
from trajspec.converters._report.tries import (
    TryCounts,
    failure_items,
    join_replacements,
    try_of,
)
from trajspec.validators import (
    CheckedChunk,
    CheckedRun,
    CoverageReport,
    DocumentResult,
    HealthResult,
    checked_chunk,
    detect_kind,
    health_checks,
    health_settings,
    row_coverage,
    validate_sources,
)

JsonObject = dict[str, Any]

#: One letter per row status of a coverage criterion, in criteria order (compact rows).
COVERAGE_LETTERS = {"full": "f", "partial": "p", "none": "n", "not_applicable": "x"}


@dataclass(frozen=True, slots=True)
class ReportLimits:
    """How much of a large input the report holds (see the module docstring)."""

    detail_rollouts: int = 200
    detail_bytes: int = 16 * 2**20
    listed_rollouts: int = 50_000
    sample: int = 100_000


@dataclass(slots=True)
class _Series:
    """A bounded, deterministic sample of a distribution, and its exact count."""

    limit: int
    values: list[float] = field(default_factory=list)
    count: int = 0
    rng: random.Random = field(default_factory=lambda: random.Random(0))

    def add(self, value: float) -> None:
        self.count += 1
        if len(self.values) < self.limit:
            self.values.append(value)
            return
        slot = self.rng.randrange(self.count)
        if slot < self.limit:
            self.values[slot] = value

    def to_json(self, bins: int = 24) -> JsonObject:
        values = sorted(self.values)
        out: JsonObject = {"count": self.count, "sampled": len(values)}
        if not values:
            return out
        low, high = values[0], values[-1]
        width = (high - low) / bins if high > low else 1.0
        counts = [0] * bins
        for value in values:
            counts[min(int((value - low) / width), bins - 1)] += 1
        out.update(
            {
                "min": low,
                "max": high,
                "p50": values[len(values) // 2],
                "p90": values[min(len(values) - 1, int(len(values) * 0.9))],
                "bins": [[low + i * width, low + (i + 1) * width, n] for i, n in enumerate(counts)],
            }
        )
        return out


def _identity(row: JsonObject) -> tuple[str | None, str | None]:
    trajectory = row.get("ng_trajectory")
    trajectory = trajectory if isinstance(trajectory, dict) else {}
    rollout = trajectory.get("rollout_id")
    if not isinstance(rollout, str):
        task, index = row.get("_ng_task_index"), row.get("_ng_rollout_index")
        rollout = f"{task}-{index}" if task is not None and index is not None else None
    task_id = trajectory.get("task_id", row.get("task_id"))
    return rollout, None if task_id is None else str(task_id)


def _token_sum(counts: Iterable[int]) -> int | None:
    """The tokens of a rollout, or None (shown as unknown) when the counts, each in the signed
    64-bit range, add up beyond it (a document the report draws may carry negative ones): no
    reader holds such a total exactly, and the page's data must stay what orjson writes
    (tests/cli/test_report_cli.py)."""
    total = sum(counts)
    return total if INT64_MIN <= total <= INT64_MAX else None


def _row_item(
    row: JsonObject, line: int, coverage: Sequence[str] | None, *, view: bool = True
) -> JsonObject:
    """What the reduce keeps of one row, its detail view (``view``) included as JSON bytes
    (the reduce drops it beyond the detail bound); ``coverage``: the row's status on each
    criterion, as the coverage engine counted it (None: not measured)."""
    rollout, task = _identity(row)
    agent = row.get("agent_ref")
    agent = agent.get("name") if isinstance(agent, dict) else None
    summary = row_summary(row)
    item = {
        "line": line,
        "kind": "row",
        "rollout_id": rollout,
        "task_id": task,
        "agent": agent if isinstance(agent, str) else None,
        "turns": summary["turns"],
        "calls": summary["calls"],
        "tools": summary["tools"],
        "tokens": summary["tokens"],
        "gaps": summary["gaps"],
        "cov": "".join(COVERAGE_LETTERS[status] for status in coverage or ()),
        "perf": row.get("ng_perf") if isinstance(row.get("ng_perf"), dict) else None,
        "tool_ms": summary["tool_ms"],
        "reward": row.get("reward") if _num(row.get("reward")) else None,
        "try": try_of(row),
        "attempt": (json_count(row.get("_ng_attempt_index")) or 0) + 1,
    }
    if view:
        item["view"] = orjson.dumps(row_view(row))
    return item


def _unreadable(line: int, error: str) -> JsonObject:
    return {
        "line": line,
        "kind": "unreadable",
        "error": error,
        "rollout_id": None,
        "task_id": None,
        "agent": None,
        "turns": 0,
        "calls": 0,
        "tools": 0,
        "tokens": 0,
        "gaps": [],
        "cov": "",
    }


def report_record(
    record: JsonlRecord, coverage: tuple[str, ...] | None, *, view: bool = True
) -> JsonObject:
    """What the report keeps of one record of a chunk, beside the engines' results (the
    ``per_record`` of ``checked_chunk``): the item of a row (with its detail view when
    ``view``), or of a line that cannot be read."""
    if record.problems:
        return _unreadable(record.line, record.problems[0].code)
    row = record.value
    assert isinstance(row, dict)  # the reader requires an object
    return _row_item(row, record.line, coverage, view=view)


def _listed_record(record: JsonlRecord, coverage: tuple[str, ...] | None) -> JsonObject:
    """``report_record`` without the detail view (no row of the chunk can be shown in it)."""
    return report_record(record, coverage, view=False)


@dataclass(slots=True)
class DetailGate:
    """Whether a row read from now on may still be shown in detail: closed for good once
    the detail bound is spent (``_Collector.add`` closes it), so that the map step need not
    build views the reduce would drop. A map step reads it when it runs: in this process
    (one job) as the reduce has gone; in a worker as it was when the call was sent, which
    is earlier, so never closed too soon. The report is the same either way."""

    open: bool = True


def report_chunk(
    lines: list[bytes],
    first_line: int,
    label: str,
    position: int = 0,
    first_index: int = 0,
    settings: Any = None,
    gate: DetailGate | None = None,
) -> CheckedChunk:
    """The map step of the report's one pass over a chunk of lines: validation, health and
    coverage (``checked_chunk``) with each record's item (``report_record``) in ``extra``."""
    views = gate is None or gate.open
    return checked_chunk(
        lines,
        first_line,
        label,
        position,
        first_index,
        settings or health_settings(),
        report_record if views else _listed_record,
    )


@dataclass(frozen=True, slots=True)
class _Held:
    """The bytes of a whole document already read, opened again from memory."""

    data: bytes

    def open(self) -> BinaryIO:
        return io.BytesIO(self.data)


def _document_item(data: bytes) -> JsonObject:
    try:
        value = loads(data)
    except StrictJsonError as error:
        return _unreadable(1, error.problems[0].code)
    if not isinstance(value, dict):
        return _unreadable(1, "json.not_an_object")
    if detect_kind(value) != "atif":
        item = _row_item(value, 1, tuple(row_coverage(value).values()))
        item["kind"] = "document"
        return item
    view = atif_view(value)
    steps = view["steps"]
    return {
        "line": 1,
        "kind": "atif",
        "rollout_id": value.get("trajectory_id")
        if isinstance(value.get("trajectory_id"), str)
        else None,
        "task_id": None,
        "agent": view["agent"],
        "turns": len(steps),
        "calls": sum(1 for s in steps if s["source"] == "agent"),
        "tools": sum(len(s["tool_calls"]) for s in steps),
        "tokens": _token_sum(
            (s["metrics"].get("prompt_tokens") or 0) + (s["metrics"].get("completion_tokens") or 0)
            for s in steps
        ),
        "gaps": [],
        "cov": "",
        "perf": None,
        "tool_ms": [],
        "view": orjson.dumps(view),
    }


@dataclass(slots=True)
class _Collector:
    """The reduce of the first pass: listed rollouts (with or without detail), counts and
    the samples of the distributions."""

    limits: ReportLimits
    rollouts: list[JsonObject] = field(default_factory=list)
    by_place: dict[tuple[str, int], JsonObject] = field(default_factory=dict)
    views: dict[tuple[str, int], JsonObject] = field(default_factory=dict)
    pointers: dict[tuple[str, int], list[str]] = field(default_factory=dict)
    documents: int = 0
    detail_bytes: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    series: dict[str, _Series] = field(init=False)
    perf: PerfSummary = field(default_factory=PerfSummary)
    gate: DetailGate = field(default_factory=DetailGate)

    def __post_init__(self) -> None:
        self.series = {
            name: _Series(self.limits.sample)
            for name in ("tokens_per_turn", "latency_ms", "tool_ms")
        }

    def add(self, label: str, item: JsonObject) -> None:
        self.documents += 1
        self.kinds[item["kind"]] += 1
        perf = item.pop("perf", None)
        # a refused ng_perf (beyond what a summary can carry) is left out, as `trajspec perf` does
        refused = self.perf.add_perf(perf) if item["kind"] in ("row", "document") else None
        if perf is not None and refused is None:
            turns, completion = perf.get("num_turns"), perf.get("completion_tokens")
            if _num(turns) and _num(completion) and turns > 0:
                self.series["tokens_per_turn"].add(completion / turns)
            if _num(perf.get("total_latency_ms")):
                self.series["latency_ms"].add(perf["total_latency_ms"])
        for value in item.pop("tool_ms", []):
            self.series["tool_ms"].add(value)
        view_bytes = item.pop("view", None)
        if len(self.rollouts) >= self.limits.listed_rollouts:
            return
        place = (label, item["line"])
        item["file"] = label
        item["key"] = str(len(self.rollouts))
        item.update(verdict=None, codes=[], checks=[], unobserved=[], findings=[])
        if (
            view_bytes is not None
            and len(self.views) < self.limits.detail_rollouts
            and self.detail_bytes + len(view_bytes) <= self.limits.detail_bytes
        ):
            self.detail_bytes += len(view_bytes)
            view = orjson.loads(view_bytes)
            self.views[place] = view
            self.pointers[place] = (
                atif_pointers(view) if item["kind"] == "atif" else row_pointers(view)
            )
            item["detail"] = view
        self.rollouts.append(item)
        self.by_place[place] = item
        self.gate.open = (
            len(self.views) < self.limits.detail_rollouts
            and self.detail_bytes < self.limits.detail_bytes
            and len(self.rollouts) < self.limits.listed_rollouts
        )

    def add_try(self, label: str, item: JsonObject) -> None:
        """List an item of a failure sidecar (a failed attempt, an omitted row, a line that
        cannot be read): a try of the run, not a document the engines judged."""
        if len(self.rollouts) >= self.limits.listed_rollouts:
            return
        item.setdefault("rollout_id", None)
        item.setdefault("task_id", None)
        item.setdefault("agent", None)
        item.update(
            file=label,
            key=str(len(self.rollouts)),
            turns=0,
            calls=0,
            tools=0,
            tokens=0,
            gaps=[],
            cov="",
            verdict=None,
            codes=[],
            checks=[],
            unobserved=[],
            findings=[],
        )
        self.rollouts.append(item)


def _num(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _attach_validation(collect: _Collector, result: DocumentResult) -> None:
    """A document's validation findings onto its listed rollout (codes) and, when it is shown
    in detail, each at the element its pointer names."""
    place = (result.file, result.line or 1)
    item = collect.by_place.get(place)
    if item is None or not result.findings:
        return
    item["codes"] = sorted({f.code for f in result.findings})
    pointers = collect.pointers.get(place)
    if pointers is None:
        return
    item["findings"].extend(
        {
            "source": "validate",
            "code": f.code,
            "severity": f.severity,
            "path": f.path,
            "message": f.message,
            "anchor": anchor(f.path, pointers),
        }
        for f in result.findings
    )


def _attach_health(collect: _Collector, rows: Sequence[Source], checked: HealthResult) -> None:
    """Each verdict onto its listed rollout (joined by input and line) and, when the rollout
    is shown in detail, each finding at the call or turn its locator names, worded as
    ``HealthResult.findings`` words it (the sentence of ``trajspec health``'s SARIF and
    GitHub output: the subject, the reason, then the locator's and detail's values)."""
    worded: dict[tuple[str, int], list[Finding]] = {}
    for found in checked.findings():
        if found.file is not None and found.line is not None:
            worded.setdefault((found.file, found.line), []).append(found)
    for file_index, line, verdict in checked.located_verdicts():
        place = (rows[file_index].label, line)
        item = collect.by_place.get(place)
        if item is None:
            continue
        item["verdict"] = verdict["verdict"]
        item["checks"] = sorted({f["check"] for f in verdict["findings"]})
        item["unobserved"] = verdict["unobserved"]
        view = collect.views.get(place)
        if view is None:
            continue
        # the findings of a record in the order of its verdict's (both are its digest's)
        sentences = worded.get(place, [])
        for k, f in enumerate(verdict["findings"]):
            said = sentences[k] if k < len(sentences) and sentences[k].code == f["check"] else None
            item["findings"].append(
                {
                    "source": "health",
                    "code": f["check"],
                    "severity": "warning" if said is None else said.severity,
                    "path": None if said is None or not said.path else said.path,
                    "message": _facts(f) if said is None else said.message,
                    "locator": f["locator"],
                    "anchor": health_anchor(f["locator"], view),
                }
            )


def _facts(found: JsonObject) -> str:
    """A health finding's locator and detail in words, where no sentence was made for it."""
    parts = {**(found["locator"] or {}), **(found["detail"] or {})}
    return ", ".join(f"{key} {orjson.dumps(value).decode()}" for key, value in parts.items())


def build_report(
    sources: Sequence[Source],
    *,
    limits: ReportLimits | None = None,
    engine: Engine | None = None,
    progress: Progress | None = None,
    title: str = "trajspec report",
    failures: Sequence[Source] = (),
) -> JsonObject:
    """The report's data (plain JSON) for rollout rows (JSON Lines sources) and ATIF
    documents (whole-document sources), from one read of each, and the failed attempts and
    omitted rows of ``failures`` (failure sidecars, listed as tries of the run:
    ``tries.py``); ``progress(documents, bytes)`` after each chunk, whole document and
    sidecar, the bytes ending at the inputs' size. An input that cannot be opened raises
    OSError."""
    limits = limits or ReportLimits()
    engine = engine or LocalEngine(1)
    settings = health_settings()
    rows = [s for s in sources if not s.whole_document]
    collect = _Collector(limits)
    checked = CheckedRun(settings)
    nbytes = 0
    first_index = 0  # the JSON Lines inputs before a segment
    for whole, segment in segments(sources):
        if whole:
            source = segment[0]
            data = source.read_all()
            held = Source(source.path, whole_document=True, opener=_Held(data))
            result = next(iter(validate_sources([held])))
            checked.add_document(result)
            collect.add(source.label, _document_item(data))
            _attach_validation(collect, result)
            nbytes += len(data)
            if progress is not None:
                progress(collect.documents, nbytes)
            continue
        for origin, chunk in map_chunks(
            report_chunk, segment, (first_index, settings, collect.gate), engine=engine, index=True
        ):
            label = origin.source.label
            for item in chunk.extra:
                collect.add(label, item)
            for result in chunk.documents:
                _attach_validation(collect, result)
            checked.add(chunk)
            nbytes += origin.nbytes
            if progress is not None:
                progress(collect.documents, nbytes)
        first_index += len(segment)

    tries = TryCounts()
    for source in failures:
        for item in failure_items(source, tries):
            collect.add_try(source.label, item)
        nbytes += source.size() or 0
        if progress is not None:
            progress(collect.documents, nbytes)
    join_replacements(collect.rollouts, tries)

    validation = checked.validation
    health_result, measured = checked.finish([s.label for s in rows])
    health: JsonObject | None = None
    coverage: CoverageReport | None = None
    if rows:
        health, coverage = health_result.summary, measured
        _attach_health(collect, rows, health_result)

    return {
        "title": title,
        "generator": f"trajspec {__version__}",
        "inputs": [s.label for s in sources],
        "failure_sidecars": [s.label for s in failures],
        "tries": tries.to_json(),
        "limits": {
            "detail_rollouts": limits.detail_rollouts,
            "detail_bytes": limits.detail_bytes,
            "listed_rollouts": limits.listed_rollouts,
            "sample": limits.sample,
        },
        "totals": {
            "documents": collect.documents,
            "listed": len(collect.rollouts),
            "detailed": len(collect.views),
            "by_kind": dict(sorted(collect.kinds.items())),
        },
        "validation": {
            "documents": validation.documents,
            "with_findings": validation.with_findings,
            "by_severity": dict(sorted(validation.by_severity.items())),
            "by_code": dict(sorted(validation.by_code.items())),
        },
        "health": health,
        "checks": [{"id": spec.id, "scope": spec.scope} for spec in health_checks()],
        "coverage": None if coverage is None else _coverage_json(coverage),
        "perf_summary": collect.perf.result(),
        "perf_rollouts": collect.perf.rollouts,
        "perf_with": collect.perf.with_perf,
        "charts": {name: series.to_json() for name, series in collect.series.items()},
        "rollouts": collect.rollouts,
    }


def _coverage_json(report: CoverageReport) -> JsonObject:
    data = report.to_json()
    data["criteria"] = [
        {"id": c.id, "label": c.label, "group": c.group} for c in report.criteria.criteria
    ]
    data["groups"] = [list(group) for group in report.criteria.groups]
    return data


__all__ = ["DetailGate", "ReportLimits", "build_report", "report_chunk", "report_record"]
