"""Reading run folders: the rows of a folder or a glob of shards, what each shard holds of
its tries, and the rows a resume still needs.

Every reader goes through the run-folder layout (``.layout``): a shard with a manifest is
read only through it (committed files, bytes checked against the manifest), a stem without
one (another tool's files) as found. Files are streamed line by line.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from trajspec._outputs import display
from trajspec._strictjson import JsonlRecord, iter_jsonl
from trajspec.converters._runs.layout import (
    ROLES,
    ROW_ROLES,
    RunFolderError,
    Selection,
    Shard,
    open_committed,
    open_shard,
    parse_batch_status,
    select,
)
from trajspec.converters._runs.tries import (
    DEFAULT_MAX_ATTEMPTS,
    RESUMABLE,
    Progress,
    RowIdentityError,
    TryFacts,
    TryKey,
    resume_row,
    try_key,
)


@dataclass(frozen=True, slots=True)
class RunRow:
    """One row of a run folder, with where it came from."""

    shard: str  # the shard label (the stem for another tool's files)
    role: str  # "rollouts", "failures" or "materialized_inputs"
    path: Path  # the file's own name (a committed file may be read from its pending name)
    line: int
    row: dict[str, Any]


def select_shards(targets: Iterable[str | os.PathLike[str]]) -> list[Selection]:
    """The shards the targets name (folders, globs, shard files), each once, with the union of
    the roles named, in the order first named (a folder without shards names none).
    RunFolderError when a target is no folder and names no shard file, or a shard cannot be
    trusted."""
    merged: dict[tuple[Path, str], tuple[Shard, list[str]]] = {}
    for target in targets:
        text = os.fspath(target)
        found = select(text)
        if not found and not Path(text).is_dir():
            raise RunFolderError(f"{text}: names no run folder, shard file or glob of shards")
        for selection in found:
            key = (selection.shard.folder.resolve(), selection.shard.stem)
            _, roles = merged.setdefault(key, (selection.shard, []))
            roles.extend(r for r in selection.roles if r not in roles)
    return [Selection(shard, tuple(roles)) for shard, roles in merged.values()]


def iter_records(shard: Shard, role: str, stream: BinaryIO | None = None) -> Iterator[JsonlRecord]:
    """Every non-blank line of one data file of a shard, problems included (a line that is
    not a strict JSON object has ``problems`` and no value). ``stream``: the file already
    opened (``open_shard``), closed here."""
    if stream is None:
        if role not in shard.files:
            return
        stream = open_committed(shard, role)
    with stream:
        yield from iter_jsonl(stream, require_object=True)


def iter_rows(
    shard: Shard, role: str, stream: BinaryIO | None = None
) -> Iterator[tuple[int, bytes, dict[str, Any]]]:
    """``(line, raw line, row)`` of every line of a data file; RunFolderError at the first line
    that is not a strict JSON object."""
    for record in iter_records(shard, role, stream):
        if record.problems:
            problem = record.problems[0]
            raise RunFolderError(
                f"{shard.logical(role)}:{record.line}: {problem.code}: {problem.message}"
            )
        assert isinstance(record.value, dict)  # require_object
        yield record.line, record.raw, record.value


def read_run(
    *targets: str | os.PathLike[str],
    roles: Iterable[str] = ROW_ROLES,
) -> Iterator[RunRow]:
    """The rows of run folders, globs of shards or shard files, shard by shard: by default the
    rollouts and the failures sidecars (``roles`` may add ``materialized_inputs``), each only as
    its manifest committed it. Raises RunFolderError for a target that names nothing, a shard
    whose files differ from its manifest, or a line that is not a strict JSON object."""
    wanted = tuple(roles)
    for selection in select_shards(targets):
        # The roles of a shard are opened together: every row comes from one commit.
        shard, streams = open_shard(selection.shard, [r for r in wanted if r in selection.roles])
        try:
            for role in wanted:
                if role in streams:
                    for line, _, row in iter_rows(shard, role, streams.pop(role)):
                        yield RunRow(shard.label, role, shard.logical(role), line, row)
        finally:
            for stream in streams.values():
                stream.close()


# -- what a shard holds --------------------------------------------------------------------


@dataclass(slots=True)
class ShardStatus:
    """What one shard holds of its tries."""

    shard: Shard
    max_attempts: int
    progress: Progress = field(default_factory=Progress)
    facts: dict[TryKey, TryFacts] = field(default_factory=dict)
    saved_state: str | None = None  # the batch status' state (committed shards)
    run_id: str | None = None
    rows_without_indices: int = 0
    unreadable_lines: list[str] = field(default_factory=list)

    @property
    def has_inputs(self) -> bool:
        return "materialized_inputs" in self.shard.files

    def to_json(self) -> dict[str, Any]:
        return {
            "shard": self.shard.label,
            "folder": display(self.shard.folder),
            "committed": self.shard.manifest is not None,
            "run_id": self.run_id,
            "state": self.saved_state,
            "materialized_inputs": self.has_inputs,
            "max_attempts": self.max_attempts,
            **self.progress.counts(),
            "rows_without_indices": self.rows_without_indices,
            "unreadable_lines": len(self.unreadable_lines),
        }


def _facts(
    status: ShardStatus, role: str, stream: BinaryIO | None
) -> Iterator[tuple[TryKey, TryFacts, dict[str, Any]]]:
    shard = status.shard
    if stream is None:
        return
    for record in iter_records(shard, role, stream):
        if record.problems:
            problem = record.problems[0]
            status.unreadable_lines.append(
                f"{shard.logical(role)}:{record.line}: {problem.code}: {problem.message}"
            )
            continue
        row = record.value
        assert isinstance(row, dict)
        try:
            key = try_key(row)
        except RowIdentityError:
            status.rows_without_indices += 1
            continue
        facts = status.facts.get(key)
        if facts is None:
            facts = status.facts[key] = TryFacts()
        yield key, facts, row


def shard_status(shard: Shard, *, max_attempts: int | None = None) -> ShardStatus:
    """Read a shard's files and classify each try (see ``.tries``). ``max_attempts``
    defaults to the shard's saved batch status, else 3. Every file is read from one commit
    (the latest one when a writer commits meanwhile)."""
    shard, streams = open_shard(shard, ROLES)
    try:
        return _shard_status(shard, streams, max_attempts)
    finally:
        for stream in streams.values():
            stream.close()


def _shard_status(
    shard: Shard, streams: dict[str, BinaryIO], max_attempts: int | None
) -> ShardStatus:
    batch = streams.pop("batch_status", None)
    saved = None if batch is None or shard.manifest is None else parse_batch_status(shard, batch)
    if max_attempts is None:
        saved_max = saved.get("max_attempts") if saved else None
        max_attempts = saved_max if isinstance(saved_max, int) and saved_max > 0 else None
    status = ShardStatus(shard, max_attempts or DEFAULT_MAX_ATTEMPTS)
    if saved is not None:
        status.saved_state = saved.get("state") if isinstance(saved.get("state"), str) else None
    status.run_id = shard.manifest.run_id if shard.manifest is not None else None
    for _, facts, _ in _facts(
        status, "materialized_inputs", streams.pop("materialized_inputs", None)
    ):
        facts.expected = True
    for _, facts, _ in _facts(status, "rollouts", streams.pop("rollouts", None)):
        facts.completed = True
    for _, facts, row in _facts(status, "failures", streams.pop("failures", None)):
        status.progress.by_class[facts.add_failure(row)] += 1
    for key in sorted(status.facts):
        status.progress.add(status.facts[key], status.max_attempts)
    return status


def run_status(
    *targets: str | os.PathLike[str], max_attempts: int | None = None
) -> list[ShardStatus]:
    """What each shard of run folders, globs of shards or shard files holds of its tries."""
    return [
        shard_status(selection.shard, max_attempts=max_attempts)
        for selection in select_shards(targets)
    ]


def resume_rows(status: ShardStatus) -> Iterator[dict[str, Any]]:
    """The materialized input rows of the tries a resume still needs, in file order, each
    stamped with the attempt it is dispatched as. A try listed twice is given once. The rows
    are read from the commit the status was read from; RunFolderError when the shard has been
    committed again since."""
    given: set[TryKey] = set()
    if "materialized_inputs" not in status.shard.files:
        return
    # The commit the status was read from, or an error: never rows of a later commit.
    _, streams = open_shard(status.shard, ("materialized_inputs",), follow=False)
    for record in iter_records(status.shard, "materialized_inputs", streams["materialized_inputs"]):
        if record.problems or not isinstance(record.value, dict):
            continue
        try:
            key = try_key(record.value)
        except RowIdentityError:
            continue
        facts = status.facts.get(key)
        if facts is None or key in given:
            continue
        if facts.state(status.max_attempts) in RESUMABLE:
            given.add(key)
            yield resume_row(record.value, facts)


__all__ = [
    "RunRow",
    "ShardStatus",
    "iter_records",
    "iter_rows",
    "read_run",
    "resume_rows",
    "run_status",
    "select_shards",
    "shard_status",
]
