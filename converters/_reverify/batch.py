"""A reverify batch: manifest + materialized inputs -> verify payloads -> verifier -> rows.

Three phases, so that memory stays flat in the size of the documents and inputs:

1. **Read** the manifest (entries and unreadable lines) and index the materialized inputs of
   the keys it names (offsets, not rows).
2. **Rebuild** every entry (in worker processes with ``jobs`` > 1): read the file, hash it,
   compare the pinned SHA-256, load it strictly, check the profile and rebuild the response
   (:mod:`.entry`, :mod:`.rebuild`), read its input row and assemble the verify payload.
   Each entry's record (its findings, payload and what its result row repeats) goes to a
   spool file beside the output as it comes; memory keeps where it starts and two hashes.
   Then the batch checks that need every entry: the same key, path, file content or
   trajectory_id twice (only the records whose hashes repeat are read back). Every entry
   involved in a repeat is rejected, since none of them can be trusted over the others.
3. **Score** in manifest order, each record read back in its turn (``jobs`` threads call
   the verifier; results are written in order, so the files do not depend on ``jobs``), or
   with ``dry_run`` write the payloads.

Outputs: ``OUT`` gets one result row per scored entry (the verifier's answer, the identity keys
of the input row and ``_ng_atif_provenance``), or in a dry run the payloads as they would be
sent; ``OUT_failures.jsonl`` one row per manifest line, entry or input line that was rejected or
failed, with every finding. Both are written to temporary files, synced, renamed at the end
and their folder synced (``trajspec._files.AtomicFiles``), so an interrupted batch leaves the
previous files or none. Rows that fail never stop the batch.
"""

from __future__ import annotations

import functools
import math
import os
import tempfile
from array import array
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import IO

import orjson

from trajspec import _files
from trajspec._findings import Finding, path_key
from trajspec._jsonl import LocalEngine, Progress
from trajspec._jsonvalues import JsonObject
from trajspec._outputs import Output, OutputError, check_outputs, display, refuse_under_a_file
from trajspec._rules import finding
from trajspec.converters._reverify.entry import Rebuilt, manifest_finding, rebuild_chunk
from trajspec.converters._reverify.inputs import InputLocation, index_inputs
from trajspec.converters._reverify.manifest import (
    MAX_TRAJECTORY_BYTES,
    ManifestEntry,
    ManifestLineProblem,
    sized_manifest,
)
from trajspec.converters._reverify.plan import _EntryRows, _Plan
from trajspec.converters._reverify.repeats import _Records, _repeats
from trajspec.converters._reverify.verifiers import Verifier, VerifierFailure, checked_verdict

PROVENANCE_KEY = "_ng_atif_provenance"

#: What a batch calls with the findings of each failure row, in the order of the rows.
FindingsCallback = Callable[[list[Finding]], None]
_CHUNK = 32


class ReverifyInputError(ValueError):
    """An input that cannot be used at all (missing or unreadable file, empty manifest,
    unusable output path): nothing is written."""


def failures_path(output: Path) -> Path:
    """``OUT.jsonl`` -> ``OUT_failures.jsonl`` (any other name gets ``_failures.jsonl``)."""
    stem = output.name.removesuffix(".jsonl")
    return output.with_name(f"{stem}_failures.jsonl")


@dataclass(slots=True)
class ReverifySummary:
    """The counts of a batch, and where its rows went."""

    output: str
    failures: str
    dry_run: bool
    manifest_lines: int = 0
    entries: int = 0
    unpinned: int = 0
    accepted: int = 0
    scored: int = 0
    rejected: int = 0
    failed: int = 0
    input_lines: int = 0
    input_problems: int = 0
    reward_total: float = 0.0
    #: the same sum, exact: the mean when the float total overflows (rewards near 1e308)
    reward_exact: Fraction = Fraction(0)
    codes: Counter[str] = field(default_factory=Counter)

    def reward_mean(self) -> float | None:
        """The mean reward of the scored rows, always finite when every reward is."""
        if not self.scored:
            return None
        if math.isfinite(self.reward_total):
            return self.reward_total / self.scored
        return float(self.reward_exact / self.scored)

    @property
    def exit_code(self) -> int:
        """0 when every entry was scored (dry run: every payload was built), else 1."""
        return 1 if self.rejected or self.failed or self.input_problems else 0

    def to_json(self) -> JsonObject:
        return {
            "output": self.output,
            "failures": self.failures,
            "dry_run": self.dry_run,
            "manifest_lines": self.manifest_lines,
            "entries": self.entries,
            "unpinned": self.unpinned,
            "accepted": self.accepted,
            "scored": self.scored,
            "rejected": self.rejected,
            "failed": self.failed,
            "input_lines": self.input_lines,
            "input_problems": self.input_problems,
            "reward_mean": self.reward_mean(),
            "codes": dict(sorted(self.codes.items())),
        }


# --- the batch ------------------------------------------------------------------------------


def _read_inputs(manifest: Path, inputs: Path, summary: ReverifySummary) -> _Plan:
    items: list[ManifestEntry | ManifestLineProblem] = []
    sizes = array("q")  # 8 bytes a line, not a (item, size) pair and an int object each
    try:
        for item, size in sized_manifest(manifest):
            items.append(item)
            sizes.append(size)
    except OSError as error:
        raise ReverifyInputError(f"--manifest {manifest}: {error.strerror or error}") from None
    if not items:
        raise ReverifyInputError(f"--manifest {manifest}: the manifest has no entries")
    entries = [item for item in items if isinstance(item, ManifestEntry)]
    rows = _EntryRows(entries)
    try:
        index = index_inputs(inputs, rows.wanted, rows.found)
    except OSError as error:
        raise ReverifyInputError(f"--inputs {inputs}: {error.strerror or error}") from None
    summary.manifest_lines = len(items)
    summary.entries = len(entries)
    summary.unpinned = sum(1 for entry in entries if entry.expected_sha256 is None)
    summary.input_lines = index.records
    rows.done()
    return _Plan(items, entries, index, sizes, rows)


def _chunks(
    plan: _Plan, first: int = _CHUNK
) -> Iterator[list[tuple[int, ManifestEntry, list[InputLocation]]]]:
    """The entries in chunks of ``_CHUNK``, the first of ``first``."""
    chunk: list[tuple[int, ManifestEntry, list[InputLocation]]] = []
    size = first
    assert plan.rows is not None  # made with the plan
    for position, entry in enumerate(plan.entries):
        chunk.append((position, entry, plan.rows[position]))
        if len(chunk) == size:
            yield chunk
            chunk, size = [], _CHUNK
    if chunk:
        yield chunk


def _rebuilt(plan: _Plan, manifest: str, inputs: Path, jobs: int, limit: int) -> Iterator[Rebuilt]:
    """Every entry rebuilt, in manifest order, whatever the number of jobs."""
    # With workers, a first chunk of one entry: a pool runs its first call itself, to warm
    # what the workers then inherit (trajspec._jsonl.LocalEngine).
    chunks = _chunks(plan, 1 if jobs > 1 else _CHUNK)
    calls = ((chunk, manifest, inputs, limit) for chunk in chunks)
    for chunk in LocalEngine(jobs).map(rebuild_chunk, calls):
        yield from chunk


def _rejected(
    summary: ReverifySummary,
    findings: list[Finding] | tuple[Finding, ...],
    entry: ManifestEntry | ManifestLineProblem,
    report: FindingsCallback | None,
    sha256: str | None = None,
) -> _Job:
    """A rejected entry counted in the summary, and its job: the failure row to write in its
    turn."""
    summary.rejected += 1
    summary.codes.update(f.code for f in findings)
    return _Job(
        line=functools.partial(
            _failure_row, "rejected", findings, entry=entry, sha256=sha256, report=report
        )
    )


def _failure_row(
    status: str,
    findings: list[Finding] | tuple[Finding, ...],
    *,
    entry: ManifestEntry | ManifestLineProblem | None = None,
    input_line: int | None = None,
    sha256: str | None = None,
    report: FindingsCallback | None = None,
) -> bytes:
    """One line of OUT_failures.jsonl; its findings (in the row's order) also go to
    ``report``."""
    row: JsonObject = {}
    if entry is not None:
        if entry.task_index is not None:
            row["_ng_task_index"] = entry.task_index
        if entry.rollout_index is not None:
            row["_ng_rollout_index"] = entry.rollout_index
        if entry.trajectory_path is not None:
            row["trajectory_path"] = entry.trajectory_path
        row["manifest_line"] = entry.line
    if input_line is not None:
        row["input_line"] = input_line
    if sha256 is not None:
        row["source_sha256"] = sha256
    ordered = sorted(
        findings, key=lambda f: (f.file or "", f.line or 0, path_key(f.path), f.code, f.message)
    )
    if report is not None:
        report(ordered)
    row["status"] = status
    row["codes"] = sorted({f.code for f in ordered})
    row["findings"] = [f.to_json() for f in ordered]
    return orjson.dumps(row) + b"\n"


@dataclass(slots=True)
class _Job:
    """One output position: a finished line, or a verification still running."""

    entry: ManifestEntry | None = None
    item: Rebuilt | None = None
    line: Callable[[], bytes] | None = None  # a failure row, made when its turn comes
    future: Future[JsonObject] | None = None


def _score(verifier: Verifier, payload: bytes) -> JsonObject:
    """Score one payload (in a thread with jobs > 1); every failure is a VerifierFailure."""
    try:
        value = verifier(orjson.loads(payload))
    except (VerifierFailure, KeyboardInterrupt):
        raise
    except BaseException as error:  # SystemExit too: it fails this row, not the batch
        raise VerifierFailure(
            "reverify.verifier_error", f"the verifier raised {type(error).__name__}: {error}"
        ) from None
    return checked_verdict(value, "the verifier")


def reverify(
    manifest: str | os.PathLike[str],
    inputs: str | os.PathLike[str],
    output: str | os.PathLike[str],
    *,
    verifier: Verifier | None = None,
    jobs: int = 1,
    dry_run: bool = False,
    progress: Progress | None = None,
    max_trajectory_bytes: int = MAX_TRAJECTORY_BYTES,
    findings: FindingsCallback | None = None,
) -> ReverifySummary:
    """Reverify every entry of an export manifest; see the module docstring.

    ``verifier`` is any callable ``payload -> answer`` (see :mod:`.verifiers`); it is
    not called in a dry run. A trajectory file is read only from the manifest's folder, only
    when it is a regular file of at most ``max_trajectory_bytes`` bytes; any other entry is
    rejected. ``progress(lines, bytes)`` is called as each manifest line is done (phase 3),
    with the bytes of the manifest lines done, so that the manifest's size is the total.
    ``findings`` is called with the findings of each row of ``OUT_failures.jsonl`` as it is
    written (each placed at its line and column when known). Raises
    :class:`ReverifyInputError` when an input cannot be used.
    """
    if jobs < 1:
        raise ValueError("jobs must be at least 1")
    if max_trajectory_bytes < 0:
        raise ValueError("max_trajectory_bytes must not be negative")
    if verifier is None and not dry_run:
        raise ValueError("a verifier is needed unless dry_run is set")
    manifest_path, inputs_path, output_path = Path(manifest), Path(inputs), Path(output)
    try:
        refuse_under_a_file("--output", output_path)
    except OutputError as error:
        raise ReverifyInputError(str(error)) from None
    if not output_path.parent.is_dir():
        raise ReverifyInputError(
            f"--output {output}: the folder {output_path.parent} does not exist"
        )
    summary = ReverifySummary(display(output_path), display(failures_path(output_path)), dry_run)
    plan = _read_inputs(manifest_path, inputs_path, summary)
    try:
        check_outputs(
            [
                Output("--output", output_path),
                Output("--output (failures)", failures_path(output_path)),
            ],
            reads=[manifest_path, inputs_path, *(entry.real for entry in plan.entries)],
        )
    except OutputError as error:
        raise ReverifyInputError(str(error)) from None
    label = display(manifest_path)
    try:
        # Every OSError here is one of the output folder's: reading the documents and the
        # input rows reports its own problems as findings.
        with tempfile.TemporaryFile(
            dir=output_path.parent, prefix=".reverify-", suffix=".spool"
        ) as spool:
            records = _Records(spool)
            for item in _rebuilt(plan, label, inputs_path, jobs, max_trajectory_bytes):
                records.append(item)
            plan.rows = None  # read by phase 2 only
            extra = _repeats(plan, records, label)
            # Both files are synced before either is renamed, then their folder.
            with _files.AtomicFiles(output_path, failures_path(output_path)) as streams:
                _write_rows(
                    plan,
                    records,
                    extra,
                    streams,
                    verifier,
                    jobs,
                    dry_run,
                    summary,
                    progress,
                    label,
                    findings,
                )
    except OSError as error:
        raise ReverifyInputError(
            f"--output {output}: cannot write ({error.strerror or error}); nothing was written"
        ) from None
    return summary


def _write_rows(
    plan: _Plan,
    records: _Records,
    extra: dict[int, list[Finding]],
    streams: Sequence[IO[bytes]],
    verifier: Verifier | None,
    jobs: int,
    dry_run: bool,
    summary: ReverifySummary,
    progress: Progress | None,
    manifest: str,
    report: FindingsCallback | None,
) -> None:
    results, failures = streams
    position = 0  # of the next entry: plan.entries are the entries of plan.items, in order
    pool = ThreadPoolExecutor(max_workers=jobs) if jobs > 1 and not dry_run else None
    window: list[_Job] = []
    done = nbytes = 0

    def finish(job: _Job) -> None:
        nonlocal done, nbytes
        if job.future is not None:
            assert job.entry is not None and job.item is not None
            _finish_scoring(job, results, failures, summary, manifest, report)
        elif job.line is not None:
            failures.write(job.line())
        nbytes += plan.sizes[done]
        done += 1
        if progress is not None:
            progress(done, nbytes)

    try:
        for manifest_item in plan.items:
            if isinstance(manifest_item, ManifestLineProblem):
                job = _rejected(summary, manifest_item.findings, manifest_item, report)
            else:
                item = records[position]
                item.findings.extend(extra.get(position, ()))
                position += 1
                if item.rejected or item.payload is None:
                    job = _rejected(summary, item.findings, manifest_item, report, item.sha256)
                else:
                    summary.accepted += 1
                    payload, item.payload = item.payload, None
                    if dry_run or verifier is None:
                        results.write(payload + b"\n")
                        job = _Job()
                    else:
                        future: Future[JsonObject]
                        if pool is None:
                            future = Future()
                            try:
                                future.set_result(_score(verifier, payload))
                            except VerifierFailure as failure:
                                future.set_exception(failure)
                        else:
                            future = pool.submit(_score, verifier, payload)
                        job = _Job(entry=manifest_item, item=item, future=future)
            window.append(job)
            while window and (len(window) > 2 * jobs or window[0].future is None):
                finish(window.pop(0))
        for job in window:
            finish(job)
        window.clear()
        for problem in plan.index.problems:
            summary.input_problems += 1
            summary.codes.update(f.code for f in problem.findings)
            failures.write(
                _failure_row("rejected", problem.findings, input_line=problem.line, report=report)
            )
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)


def _finish_scoring(
    job: _Job,
    results: IO[bytes],
    failures: IO[bytes],
    summary: ReverifySummary,
    manifest: str,
    report: FindingsCallback | None,
) -> None:
    assert job.future is not None and job.entry is not None and job.item is not None
    try:
        verdict = job.future.result()
    except VerifierFailure as failure:
        summary.failed += 1
        summary.codes[failure.code] += 1
        # the failure is the entry's: it points at its manifest line
        found = manifest_finding(finding(failure.code, (), failure.message), manifest, job.entry)
        failures.write(
            _failure_row("failed", found, entry=job.entry, sha256=job.item.sha256, report=report)
        )
        return
    row = dict(verdict)
    row.update(job.item.keys)
    row[PROVENANCE_KEY] = job.item.provenance
    summary.scored += 1
    summary.reward_total += float(verdict["reward"])
    summary.reward_exact += Fraction(verdict["reward"])
    results.write(orjson.dumps(row) + b"\n")


__all__ = [
    "PROVENANCE_KEY",
    "ReverifyInputError",
    "ReverifySummary",
    "failures_path",
    "reverify",
]
