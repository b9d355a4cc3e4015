"""Batch ATIF export: rollout JSONL files -> a folder of ATIF documents and a manifest.

Layout (the reference exporter's, so that either side's reverify reads the other's export):

    D/<task_index>-<rollout_index>.json   one ATIF document per row (bytes: dumps_atif)
    D/manifest.jsonl                      one line per row, in input order:
        {"_ng_rollout_index":r,"_ng_task_index":t,"expected_sha256":"<hex>","trajectory_path":"t-r.json"}
        (compact JSON, keys sorted; the sha256 is of the document file's bytes; the path is
        relative to the manifest's folder)

Every row is converted and every problem of every row is collected; the folder appears only
when all rows converted. Files are written into a temporary sibling folder ``.D.<pid>.tmp-*``
and made durable (one syncfs of the filesystem where that is as durable, else an fsync of
every file by a pool of threads, many in flight at once; then the folder), and the folder is
renamed to D in one step, so D is either complete or absent, also after a crash. D may not exist yet or be an empty folder (the rename replaces
it); anything else is refused before any work. Inputs are only read. Rows are read strictly, in chunks of whole
lines that ``engine.map`` converts (``export_chunk``; a bounded window of chunks in flight):
memory holds the set of (task, rollout) keys, not the rows.

Batch rules on top of each row's own: a (task, rollout) pair occurs once; every row names
the same agent (the agent version is given once per batch); the batch is not empty.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import sys
import tempfile
from collections import Counter, deque
from collections.abc import Generator, Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

import orjson

from trajspec import _files
from trajspec._files import remove_stale, temporary_prefix
from trajspec._findings import Finding
from trajspec._jsonl import Chunk, Engine, LocalEngine, Progress, chunks, map_lines
from trajspec._outputs import Output, OutputError, check_outputs, display, refuse_under_a_file
from trajspec._positions import placed
from trajspec._rules import finding, json_findings
from trajspec._strictjson import OverlongLine, iter_jsonl
from trajspec.converters._atif_export.convert import check_caller, convert_row

MANIFEST = "manifest.jsonl"
#: Buffer size of the input and manifest streams.
_BUFFER = 1 << 20


class ExportUsageError(Exception):
    """The batch cannot start or cannot write (bad arguments, an existing non-empty output
    folder, an unreadable input, a failed write). Nothing is left behind."""


@dataclass(frozen=True, slots=True)
class AtifExportResult:
    """A strict ATIF v1.7 export (``trajspec.export_atif``, ``trajspec export``): the
    documents written and the manifest, or every rejection (then nothing was written)."""

    output_dir: Path
    rows: int
    exported: int
    findings: tuple[Finding, ...] = field(default=())
    #: the rows rejected; the findings not kept under the caps; (code, rejected rows with a
    #: finding of it), most first; whether ``fail_fast`` stopped at the first rejected row
    rejected: int = 0
    omitted: int = 0
    rows_by_code: tuple[tuple[str, int], ...] = ()
    stopped: bool = False

    @property
    def ok(self) -> bool:
        """True when every row was exported and the folder is in place."""
        return not self.findings and not self.rejected

    @property
    def manifest(self) -> Path:
        """The export's ``manifest.jsonl`` (once the folder is in place)."""
        return self.output_dir / MANIFEST


class _Writer:
    """The staged files, written off the main thread and made durable before the folder is
    committed: the main thread (the one that receives the workers' results) only hands over
    the bytes, and never waits in the kernel for a journal commit (creating a file does while
    one runs). The window of pending writes is bounded in files and in bytes, so memory stays
    flat. Made durable in one of two ways:

    - where one ``syncfs`` of the staging folder's filesystem is as durable as an ``fsync`` of
      each file (``trajspec._files.FilesystemSync``: ext4, XFS, Btrfs on Linux 5.8 or later),
      the threads write the files in groups, without a sync, and :meth:`finish` syncs them all
      at once: an ``fsync`` per small file costs a journal commit each, and a hand-over per
      file to a thread that then waits for the GIL after each system call;
    - elsewhere each file is written and synced by a thread, many at once: one fsync at a
      time costs a journal commit per file, many in flight share commits."""

    WINDOW = 256
    WINDOW_BYTES = 64 << 20
    #: With one syncfs: the files (and bytes) a thread writes per hand-over.
    GROUP = 16
    GROUP_BYTES = 1 << 20

    def __init__(self, folder: Path | None = None) -> None:
        self._whole = None if folder is None else _files.FilesystemSync.open(folder)
        self._pool: ThreadPoolExecutor | None = None
        self._pending: deque[tuple[Future[None], int]] = deque()
        self._bytes = 0
        self._group: list[tuple[Path, bytes]] = []
        self._group_bytes = 0

    def write(self, path: Path, data: bytes) -> None:
        """Create ``path`` with ``data``, durable once :meth:`finish` returns
        (trajspec._files.write_file)."""
        if self._whole is None:
            self._add(self._threads().submit(_files.write_file, path, (data,)), len(data))
            return
        self._group.append((path, data))
        self._group_bytes += len(data)
        if len(self._group) >= self.GROUP or self._group_bytes >= self.GROUP_BYTES:
            self._hand_over()

    def _hand_over(self) -> None:
        group, size = self._group, self._group_bytes
        self._group, self._group_bytes = [], 0
        self._add(self._threads().submit(_write_unsynced, group), size)

    def sync(self, path: Path) -> None:
        """fsync a file written here already (with one ``syncfs``: :meth:`finish` does)."""
        if self._whole is None:
            self._add(self._threads().submit(_fsync_path, path), 0)

    def _threads(self) -> ThreadPoolExecutor:
        if self._pool is None:
            # With one syncfs there is no fsync for threads to overlap, and every system call
            # of a writer thread takes the GIL back from the thread that converts: one writer.
            workers = 8 if self._whole is None else 1
            self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="export-write")
        return self._pool

    def _add(self, future: Future[None], size: int) -> None:
        self._pending.append((future, size))
        self._bytes += size
        while len(self._pending) > self.WINDOW or (
            self._bytes > self.WINDOW_BYTES and len(self._pending) > 1
        ):
            self._wait_oldest()

    def _wait_oldest(self) -> None:
        future, size = self._pending.popleft()
        self._bytes -= size
        future.result()

    def finish(self) -> None:
        """Wait for every write and make every file durable; raises the first OSError."""
        try:
            if self._group:
                self._hand_over()
            while self._pending:
                self._wait_oldest()
            if self._whole is not None:
                # Every file and the manifest were written and closed after the folder was
                # opened (FilesystemSync.open): this one syncfs makes them all durable, before
                # the folder is synced and renamed (_publish), as an fsync of each would.
                self._whole.sync()
        finally:
            self.discard()

    def discard(self) -> None:
        """Stop: the writes not yet started are dropped, those running are waited for (so
        that the staging folder can be removed), and a second call does nothing."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
        self._pending.clear()
        self._bytes = 0
        self._group.clear()
        self._group_bytes = 0
        if self._whole is not None:
            self._whole.close()


def _write_unsynced(group: list[tuple[Path, bytes]]) -> None:
    for path, data in group:
        _files.write_file(path, (data,), sync=False)


def _fsync_path(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


@dataclass(slots=True)
class _State:
    rows: int = 0
    findings: list[Finding] = field(default_factory=list)
    rejected: int = 0
    omitted: int = 0
    row_codes: Counter[str] = field(default_factory=Counter)
    stopped: bool = False
    fail_fast: bool = False
    max_per_row: int | None = None
    max_findings: int | None = None
    #: (task, rollout) -> (input label, line) of the row that first named it
    keys: dict[tuple[int, int], tuple[str, int]] = field(default_factory=dict)
    agent: tuple[str, str] | None = None  # (name, where it was first named)
    writer: _Writer = field(default_factory=_Writer)  # export_rollouts gives its own


def _sources(rollouts: str | os.PathLike[str] | Sequence[str | os.PathLike[str]]) -> list[str]:
    if isinstance(rollouts, str | os.PathLike):
        return [os.fspath(rollouts)]
    return [os.fspath(item) for item in rollouts]


@contextlib.contextmanager
def _open(source: str) -> Iterator[BinaryIO]:
    if source == "-":
        yield sys.stdin.buffer
        return
    try:
        # Read in large blocks: each read lets a writer thread take the GIL (_Writer).
        stream = Path(source).open("rb", buffering=_BUFFER)  # noqa: SIM115 - closed below
    except OSError as error:
        raise ExportUsageError(f"{source}: {error.strerror or error}") from None
    with stream:
        yield stream


def _check_output(output: Path) -> None:
    if output.is_symlink():
        raise ExportUsageError(f"{output}: is a symbolic link; name a new or empty folder")
    if output.exists():
        if not output.is_dir():
            raise ExportUsageError(f"{output}: exists and is not a folder; name a new folder")
        if any(output.iterdir()):
            raise ExportUsageError(
                f"{output}: the folder is not empty; name a new or empty folder (an export "
                "never mixes with other files)"
            )
    try:
        refuse_under_a_file("--output-dir", output)
    except OutputError as error:
        raise ExportUsageError(str(error)) from None
    if not output.parent.is_dir():
        raise ExportUsageError(f"{output}: the folder {output.parent} does not exist")


def export_rollouts(
    rollouts: str | os.PathLike[str] | Sequence[str | os.PathLike[str]],
    output_dir: str | os.PathLike[str],
    *,
    session_id: str,
    agent_version: str,
    engine: Engine | None = None,
    progress: Progress | None = None,
    fail_fast: bool = False,
    max_per_row: int | None = None,
    max_findings: int | None = None,
) -> AtifExportResult:
    """Export every row of ``rollouts`` (a JSONL file, ``-`` for stdin, or several) into the
    new folder ``output_dir`` (see the module docstring). Rejections come back as findings
    located by file and line, and then nothing is written; ExportUsageError when the batch
    cannot start or write. ``engine`` reads and converts the chunks of lines (default: this
    process); the files and the manifest are written here, in input order.

    Every row is pre-checked first (``convert_row``'s ``precheck``): a row that its row-level
    checks reject is not walked. ``fail_fast`` stops at the first rejected row (nothing is
    written; the rows after it are not read). ``max_per_row`` and ``max_findings`` (None: no
    cap) bound the findings kept, and located in their rows' text, per row and in all; the
    others are counted in ``omitted``. ``rejected`` and ``rows_by_code`` count every
    rejected row whatever the caps."""
    for cap in (max_per_row, max_findings):
        if cap is not None and (type(cap) is not int or cap < 1):
            raise ExportUsageError(f"a findings cap is a positive integer or None, not {cap!r}")
    try:
        check_caller(session_id, agent_version)
    except ValueError as error:
        raise ExportUsageError(str(error)) from None
    sources = _sources(rollouts)
    if not sources:
        raise ExportUsageError("no rollouts input given")
    output = Path(output_dir)
    _check_output(output)
    for source in sources:
        if source != "-" and not Path(source).is_file():
            raise ExportUsageError(f"{source}: no such file")
    try:
        check_outputs(
            [Output("--output-dir", output, folder=True)],
            reads=[Path(source) for source in sources if source != "-"],
        )
    except OutputError as error:
        raise ExportUsageError(str(error)) from None
    remove_stale(output)
    try:
        staging = Path(tempfile.mkdtemp(prefix=temporary_prefix(output), dir=output.parent))
    except OSError as error:
        raise ExportUsageError(f"{output.parent}: cannot write ({error.strerror})") from None
    published = False
    try:
        state = _State(
            writer=_Writer(staging),
            fail_fast=fail_fast,
            max_per_row=max_per_row,
            max_findings=max_findings,
        )
    except OSError as error:
        shutil.rmtree(staging, ignore_errors=True)
        raise ExportUsageError(f"{output.parent}: cannot write ({error.strerror})") from None
    try:
        with (staging / MANIFEST).open("wb", buffering=_BUFFER) as manifest:
            rows = _outcomes(sources, session_id, agent_version, engine or LocalEngine(1))
            try:
                _export_rows(rows, staging, manifest, state, progress)
            finally:
                rows.close()  # stopped early (fail_fast): the reading ends here
            if state.rows == 0:
                state.findings.append(
                    finding("export.batch_empty", (), "the input holds no rollout row").located(
                        file=display(sources[0])
                    )
                )
            if state.findings or state.rejected:
                by_code = sorted(state.row_codes.items(), key=lambda kv: (-kv[1], kv[0]))
                counts = (state.rejected, state.omitted, tuple(by_code), state.stopped)
                return AtifExportResult(output, state.rows, 0, tuple(state.findings), *counts)
            manifest.flush()
            state.writer.sync(staging / MANIFEST)
            state.writer.finish()
        _publish(staging, output)
        published = True
        return AtifExportResult(output, state.rows, state.rows)
    except OSError as error:
        where = None if error.filename is None else Path(error.filename)
        written = where is None or where == staging or staging in where.parents
        raise ExportUsageError(
            f"cannot write {display(output)}: {error.strerror or error}; nothing was exported"
            if written
            else f"{error.filename}: {error.strerror or error}; nothing was exported"
        ) from None
    finally:
        state.writer.discard()  # already finished on success; moot on failure
        if not published:
            shutil.rmtree(staging, ignore_errors=True)


@dataclass(slots=True)
class RowOutcome:
    """One non-blank input line as ``export_chunk`` leaves it: the problems that keep it
    from being read, or its conversion (the document's bytes when the row converted)."""

    line: int
    problems: tuple[Finding, ...] = ()
    findings: tuple[Finding, ...] = ()
    task_index: int | None = None
    rollout_index: int | None = None
    agent_name: str | None = None
    agent_path: tuple[str, ...] = ()
    data: bytes | None = None
    file_name: str | None = None
    #: the data's SHA-256 (hex), computed in the map step: the driver only writes
    sha256: str | None = None
    #: the row's manifest line (with its newline), also made in the map step
    entry: bytes | None = None

    def __reduce__(self) -> tuple[type[RowOutcome], tuple[Any, ...]]:
        # Every row's outcome comes back from a worker process: pickled as its members in
        # order, not through the dataclass's state (fields() per object; docs/tooling-pitfalls.md).
        return RowOutcome, (
            self.line,
            self.problems,
            self.findings,
            self.task_index,
            self.rollout_index,
            self.agent_name,
            self.agent_path,
            self.data,
            self.file_name,
            self.sha256,
            self.entry,
        )


def export_chunk(
    lines: list[bytes], first_line: int, session_id: str, agent_version: str
) -> list[RowOutcome]:
    """Read and convert a chunk of whole JSONL lines that starts at line ``first_line`` (the
    map step; the batch's own checks and the writing stay with the caller, in input order)."""
    outcomes: list[RowOutcome] = []
    for record in iter_jsonl(lines, require_object=True, first_line=first_line):
        line = record.line
        if record.problems:
            problems = tuple(json_findings(record.problems, line=line))
            outcomes.append(RowOutcome(line, problems=problems))
            continue
        row = record.value
        result = convert_row(
            row, session_id=session_id, agent_version=agent_version, trusted=True, precheck=True
        )
        data = None if result.findings else result.to_bytes()
        sha256 = entry = None
        if data is not None:
            sha256 = hashlib.sha256(data).hexdigest()
            entry = _manifest_line(
                result.rollout_index, result.task_index, sha256, result.file_name
            )
        outcomes.append(
            RowOutcome(
                line,
                findings=tuple(result.findings),
                task_index=result.task_index,
                rollout_index=result.rollout_index,
                agent_name=result.agent_name,
                agent_path=_agent_path(row) if result.agent_name is not None else (),
                data=data,
                file_name=result.file_name,
                sha256=sha256,
                entry=entry,
            )
        )
    return outcomes


def _manifest_line(rollout: int | None, task: int | None, sha256: str, name: str | None) -> bytes:
    """A document's manifest line: compact JSON, keys sorted, one newline."""
    entry = {
        "_ng_rollout_index": rollout,
        "_ng_task_index": task,
        "expected_sha256": sha256,
        "trajectory_path": name,
    }
    return orjson.dumps(entry, option=orjson.OPT_SORT_KEYS | orjson.OPT_APPEND_NEWLINE)


def _outcomes(
    sources: Sequence[str], session_id: str, agent_version: str, engine: Engine
) -> Generator[tuple[str, Chunk, list[RowOutcome]], None, None]:
    """Every chunk's rows' outcomes with its input's label and the chunk (its size, first line
    and lines as the call carried them), in input order, whatever the engine."""
    origins: deque[tuple[str, Chunk]] = deque()

    def calls() -> Iterator[tuple[Any, ...]]:
        for source in sources:
            label = display(source)
            with _open(source) as stream:
                path = None if source == "-" else source
                for chunk in chunks(stream, engine, path):
                    origins.append((label, chunk))
                    yield (chunk.lines, chunk.first_line, session_id, agent_version)

    for outcomes in map_lines(export_chunk, calls(), engine=engine):
        label, chunk = origins.popleft()
        yield label, chunk, outcomes


def _export_rows(
    chunks: Iterator[tuple[str, Chunk, list[RowOutcome]]],
    staging: Path,
    manifest: BinaryIO,
    state: _State,
    progress: Progress | None,
) -> None:
    nbytes = 0
    for label, chunk, outcomes in chunks:
        text = _ChunkText(chunk)
        for outcome in outcomes:
            _export_row(label, outcome, text, staging, manifest, state)
            if state.stopped:
                return
        nbytes += chunk.nbytes
        if progress is not None:
            progress(state.rows, nbytes)


class _ChunkText:
    """A chunk's lines, read only when a row of it is rejected (to place its findings): a
    chunk sent as a position in its file is read again then, and only then."""

    def __init__(self, chunk: Chunk) -> None:
        self._chunk = chunk
        self._lines: list[bytes] | None = None

    def line(self, number: int) -> bytes | None:
        """The text of line ``number`` of the file; None beyond the line limit, or when the
        file can no longer be read as it was (the finding then keeps its line alone)."""
        if self._lines is None:
            try:
                self._lines = self._chunk.lines.read()
            except OSError:
                self._lines = []
        index = number - self._chunk.first_line
        raw = self._lines[index] if 0 <= index < len(self._lines) else None
        return raw if isinstance(raw, bytes) and not isinstance(raw, OverlongLine) else None


def _export_row(
    label: str,
    outcome: RowOutcome,
    text: _ChunkText,
    staging: Path,
    manifest: BinaryIO,
    state: _State,
) -> None:
    """One row: its findings kept (placed in its text when known), or its document
    staged and named in the manifest."""
    state.rows += 1
    line = outcome.line
    if outcome.problems:
        kept = _rejected(state, outcome.problems)
        state.findings.extend(f.located(file=label, line=line) for f in kept)
        return
    found = list(outcome.findings)
    if outcome.task_index is not None and outcome.rollout_index is not None:
        key = (outcome.task_index, outcome.rollout_index)
        where = state.keys.setdefault(key, (label, line))
        if where != (label, line):
            first = f"{where[0]}:{where[1]}"
            found.append(
                finding(
                    "export.rollout_key_repeated",
                    (),
                    f"the rollout (_ng_task_index {key[0]}, _ng_rollout_index {key[1]}) "
                    f"was already exported from {first}; each pair names one file",
                )
            )
    if outcome.agent_name is not None:
        if state.agent is None:
            state.agent = (outcome.agent_name, f"{label}:{line}")
        elif state.agent[0] != outcome.agent_name:
            found.append(
                finding(
                    "export.agent_identity_mixed",
                    outcome.agent_path,
                    f"this row's agent is {outcome.agent_name!r} but {state.agent[1]} "
                    f"names {state.agent[0]!r}; a batch has one agent, since "
                    "--agent-version is given once",
                )
            )
    if found:
        located = [f.located(file=label, line=line) for f in _rejected(state, found)]
        # the line and column of the value each rejection names, in the row's text
        raw = text.line(line)
        state.findings.extend(located if raw is None else placed(located, raw, line))
        return
    if state.rejected:
        return  # the batch already failed: keep checking, stop writing
    data, name, entry = outcome.data, outcome.file_name, outcome.entry
    assert data is not None and name is not None and entry is not None
    state.writer.write(staging / name, data)
    manifest.write(entry)


def _rejected(state: _State, found: Sequence[Finding]) -> Sequence[Finding]:
    """Count a rejected row (its codes, and the stop of ``fail_fast``) and return the findings
    of it that the caps keep: locating a finding in the row's text costs a scan of the row,
    so only the kept ones are located."""
    state.rejected += 1
    state.row_codes.update({f.code for f in found})
    state.stopped = state.fail_fast
    room = len(found)
    if state.max_per_row is not None:
        room = min(room, state.max_per_row)
    if state.max_findings is not None:
        room = min(room, max(0, state.max_findings - len(state.findings)))
    state.omitted += len(found) - room
    return found[:room]


def _agent_path(row: Any) -> tuple[str, ...]:
    ref = row.get("agent_ref") if isinstance(row, dict) else None
    if isinstance(ref, dict) and ref.get("name") is not None:
        return ("agent_ref", "name")
    return ("_ng_environment_server",)


def _publish(staging: Path, output: Path) -> None:
    """Make the staging folder the output in one rename, durable once this returns."""
    os.chmod(staging, 0o755)  # noqa: PTH101 - mkdtemp makes it private
    try:
        # The rename replaces an empty folder atomically.
        _files.commit_folder(staging, output)
    except OSError as error:
        if error.filename2 is None:  # a folder sync, not the rename
            raise
        raise ExportUsageError(
            f"{output}: appeared or changed during the export ({error.strerror}); nothing was "
            "exported"
        ) from None


__all__ = [
    "MANIFEST",
    "AtifExportResult",
    "ExportUsageError",
    "RowOutcome",
    "export_chunk",
    "export_rollouts",
]
