"""Every document of the inputs -> training-row shards and ``loss_report.json`` in a new
folder (``trajspec export --format messages``).

The documents come from ``map_documents`` (``--atif`` documents checked by ``atif_findings``,
or rollout rows through the strict ATIF export); each trajectory of an accepted document
becomes a row or is left out with a reason where its chunk is read (``rows.
document_entries``). Here, in input order: a row whose messages and tools repeat an earlier
row's is left out (``dedupe``); then, with ``sample``, ``sample`` rows are kept, those whose
``blake2b(seed, position, trajectory_id)`` is smallest (the same input, seed and options
keep the same rows), the rows waiting in a spool file in the staging folder meanwhile;
the rows are written into shards (``shards``) and the loss report beside them
(spec/export/1.0/loss_report.schema.json). A rejected document counts as one trajectory in,
left out as ``rejected`` with its findings' codes; its findings come back to the caller too.
The folder appears whole, or not at all (``staged_folder``).
"""

from __future__ import annotations

import hashlib
import heapq
import os
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson

from trajspec._findings import Finding
from trajspec._jsonl import Engine, Progress, Source
from trajspec.converters._atif_sources.output import check_output_folder, staged_folder
from trajspec.converters._atif_sources.read import RolloutExport, map_documents
from trajspec.converters._messages.rows import REASONS, Entry, MessagesOptions, document_entries
from trajspec.converters._messages.shards import ShardWriter, check_parquet

LOSS_REPORT = "loss_report.json"
#: Rows a shard holds unless told otherwise.
ROWS_PER_FILE = 100_000
_SPOOL = ".spool.jsonl"


class MessagesUsageError(Exception):
    """The export cannot start (bad options, pyarrow missing for Parquet)."""


@dataclass(frozen=True, slots=True)
class BatchOptions:
    """The batch's own choices: ``dedupe``, ``sample`` rows with ``seed`` (None: every row),
    ``file_format`` (jsonl or parquet) and ``rows_per_file``."""

    dedupe: bool = False
    sample: int | None = None
    seed: int = 0
    file_format: str = "jsonl"
    rows_per_file: int = ROWS_PER_FILE


@dataclass(frozen=True, slots=True)
class MessagesResult:
    """The loss report (as written), the rejected documents' findings (one tuple each, in
    input order) and how many documents were read."""

    output_dir: Path
    report: dict[str, Any]
    rejected: tuple[tuple[Finding, ...], ...] = field(default=())
    documents: int = 0


@dataclass(slots=True)
class _Tally:
    trajectories: int = 0
    dropped: list[dict[str, Any]] = field(default_factory=list)
    steps: Counter[str] = field(default_factory=Counter)
    seen: set[bytes] = field(default_factory=set)
    rejected: list[tuple[Finding, ...]] = field(default_factory=list)
    documents: int = 0

    def drop(self, tid: str | None, reason: str, file: str, line: int | None, **more: Any) -> None:
        entry: dict[str, Any] = {"trajectory_id": tid, "reason": reason, **more, "file": file}
        if line is not None:
            entry["line"] = line
        self.dropped.append(entry)


def _check(options: MessagesOptions, batch: BatchOptions, rollouts: RolloutExport | None) -> None:
    if options.dialect not in ("trl", "openai"):
        raise MessagesUsageError(f"unknown dialect {options.dialect!r} (trl or openai)")
    if batch.file_format not in ("jsonl", "parquet"):
        raise MessagesUsageError(f"unknown file format {batch.file_format!r} (jsonl or parquet)")
    if rollouts is None and (options.min_reward is not None or options.healthy_only):
        raise MessagesUsageError(
            "--min-reward and --healthy-only judge rollout rows (their reward and health "
            "verdict), which ATIF documents do not carry: give --rollouts"
        )
    for name, value in (
        ("rows_per_file", batch.rows_per_file),
        ("sample", batch.sample),
        ("max_messages", options.max_messages),
        ("max_chars", options.max_chars),
    ):
        if value is not None and (type(value) is not int or value < 1):
            raise MessagesUsageError(f"{name} must be a positive whole number, not {value!r}")
    if batch.file_format == "parquet":
        try:
            check_parquet()
        except RuntimeError as error:
            raise MessagesUsageError(str(error)) from None


def export_messages(
    sources: Sequence[Source],
    output_dir: str | os.PathLike[str],
    options: MessagesOptions,
    batch: BatchOptions | None = None,
    *,
    rollouts: RolloutExport | None = None,
    engine: Engine | None = None,
    progress: Progress | None = None,
) -> MessagesResult:
    """Export every trajectory of ``sources`` as training rows into the new folder
    ``output_dir`` (see the module docstring). MessagesUsageError before any work for bad
    options; ``OutputFolderError`` when the folder cannot be used or written."""
    batch = batch or BatchOptions()
    _check(options, batch, rollouts)
    output = Path(output_dir)
    check_output_folder(output, "--output-dir", [s.path for s in sources if s.path is not None])
    tally = _Tally()
    outcomes = map_documents(
        sources, document_entries, (options,), rollouts=rollouts, engine=engine, progress=progress
    )
    with staged_folder(output) as staging:
        writer = ShardWriter(staging, batch.file_format, batch.rows_per_file, options.dialect)
        spool = (staging / _SPOOL).open("w+b") if batch.sample is not None else None
        try:
            kept: list[tuple[bytes, int]] = []  # (sample key, position) of each spooled row
            for outcome in outcomes:
                tally.documents += 1
                if outcome.rejected:
                    tally.trajectories += 1
                    tally.rejected.append(outcome.findings)
                    codes = sorted({f.code for f in outcome.findings})
                    tally.drop(
                        outcome.trajectory_id, "rejected", outcome.file, outcome.line, codes=codes
                    )
                    continue
                for entry in outcome.value or ():
                    tally.trajectories += 1
                    digest = entry.digest
                    if entry.reason is None and batch.dedupe and digest is not None:
                        if digest in tally.seen:
                            entry = Entry(entry.trajectory_id, "duplicate_conversation")
                        else:
                            tally.seen.add(digest)
                    if entry.reason is not None:
                        tally.drop(entry.trajectory_id, entry.reason, outcome.file, outcome.line)
                        continue
                    assert entry.line is not None
                    if spool is None:
                        writer.add(entry.line)
                        tally.steps.update(dict(entry.steps_dropped))
                        continue
                    key = _sample_key(batch.seed, len(kept), entry.trajectory_id)
                    kept.append((key, len(kept)))
                    spool.write(
                        orjson.dumps(
                            [
                                outcome.file,
                                outcome.line,
                                entry.trajectory_id,
                                dict(entry.steps_dropped),
                            ]
                        )
                        + b"\n"
                    )
                    spool.write(entry.line + b"\n")
            if spool is not None:
                _sampled(spool, kept, batch, writer, tally)
                spool.close()
                (staging / _SPOOL).unlink()
            shards = writer.close()
        except BaseException:
            writer.discard()
            if spool is not None:
                spool.close()
            raise
        report = _report(tally, shards, options, batch)
        (staging / LOSS_REPORT).write_bytes(
            orjson.dumps(report, option=orjson.OPT_INDENT_2 | orjson.OPT_APPEND_NEWLINE)
        )
        fd = os.open(staging / LOSS_REPORT, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
    return MessagesResult(output, report, tuple(tally.rejected), tally.documents)


def _sample_key(seed: int, position: int, tid: str | None) -> bytes:
    text = f"{seed}\0{position}\0{tid}".encode("utf-8", "surrogateescape")
    return hashlib.blake2b(text, digest_size=16).digest()


def _sampled(
    spool: Any,
    kept: list[tuple[bytes, int]],
    batch: BatchOptions,
    writer: ShardWriter,
    tally: _Tally,
) -> None:
    """Write the sampled rows in input order; the others are left out as ``not_sampled``."""
    assert batch.sample is not None
    chosen = {position for _, position in heapq.nsmallest(batch.sample, kept)}
    spool.seek(0)
    for position in range(len(kept)):
        file, line, tid, steps = orjson.loads(spool.readline())
        row = spool.readline()[:-1]
        if position in chosen:
            writer.add(row)
            tally.steps.update(steps)
        else:
            tally.drop(tid, "not_sampled", file, line)


def _report(
    tally: _Tally, shards: list[tuple[str, int]], options: MessagesOptions, batch: BatchOptions
) -> dict[str, Any]:
    by_reason = Counter(entry["reason"] for entry in tally.dropped)
    rows = sum(n for _, n in shards)
    assert tally.trajectories == rows + len(tally.dropped)
    return {
        "trajectories_in": tally.trajectories,
        "rows_out": rows,
        "dropped": tally.dropped,
        "dropped_by_reason": {r: by_reason[r] for r in REASONS if by_reason[r]},
        "steps_dropped": dict(sorted(tally.steps.items())),
        "dialect": options.dialect,
        "file_format": batch.file_format,
        "shards": [{"file": name, "rows": n} for name, n in shards],
    }


__all__ = [
    "LOSS_REPORT",
    "ROWS_PER_FILE",
    "BatchOptions",
    "MessagesResult",
    "MessagesUsageError",
    "export_messages",
]
