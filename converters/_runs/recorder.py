"""``RunRecorder``: write a shard of a run folder the way an eval run lays it out.

::

    with RunRecorder("runs/policy", "step_000007-w0") as shard:
        dispatched = shard.prepare(row)      # the row with its shard key, to send to the agent
        ...
        shard.record(result)                 # routed to rollouts, failures sidecar or nowhere

Routing (NeMo Gym's rule): a row marked ``_ng_no_persist`` goes nowhere; a row carrying
``_ng_failure_class`` goes to the failures sidecar (class ``omitted`` is an OmittedRollout);
every other row to ``rollouts-<shard>.jsonl``. Every row needs its task and rollout indices,
and is stored under the shard key ``<run_id>-<base>`` in ``_ng_rollout_id`` (``<run_id>`` defaults to the
shard label; trajspec._identity).

Commits. Rows are kept in memory; ``commit()`` (and leaving the ``with`` block normally, and
every ``commit_every`` recorded rows) writes the whole shard: the four data files under
pending names (fsync), then the manifest naming each with its length and SHA-256 (temporary
file, fsync, rename: the commit), then the data files are renamed into place. On disk the
shard is at every moment its last committed state or absent (see ``.layout``). A block
that raises leaves the shard at its last commit.

Opening afresh replaces the shard: its first commit replaces every file, so a replayed step
never duplicates rows. ``resume=True`` keeps the committed rows (omitted rows aside: they are
written again for tries still missing) and adds only what the shard still lacks; rows for a
try that is settled (completed, failed terminally, attempts exhausted) are ignored.

Files are written sorted by try (task index, rollout index), so the same rows give the same
bytes whatever order they finished in. One recorder writes a shard at a time: an open
recorder holds an advisory lock (``flock``) on ``.lock.rollouts-<shard>`` in the run folder (removed
when it closes), and a second recorder of the shard fails at ``open()`` with ShardLockedError before it changes
anything. Readers need no lock (``.layout``). A recorder is not thread-safe.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

import orjson

from trajspec import _files
from trajspec._identity import base_rollout_id, is_rollout_id
from trajspec._outputs import Output, OutputError, check_outputs
from trajspec.converters._runs.layout import (
    ROLES,
    Manifest,
    RunFolderError,
    Shard,
    ShardLockedError,
    check_label,
    file_name,
    lock_name,
    manifest_name,
    pending_name,
    read_manifest,
    shard_temporaries,
    temporary_manifest_name,
)
from trajspec.converters._runs.rows import dumps_row, materialized, omitted_row
from trajspec.converters._runs.tries import (
    DEFAULT_MAX_ATTEMPTS,
    OMITTED,
    RESUMABLE,
    Progress,
    RowIdentityError,
    TryFacts,
    TryKey,
    batch_status,
    describe,
    failure_class,
    try_key,
)

_CHUNK: Final = 1 << 20


@dataclass(slots=True)
class _Try:
    """What the recorder holds of one try (rows as JSON lines, without newline)."""

    key: str
    input: bytes | None = None
    rollout: bytes | None = None
    failures: list[tuple[str, bytes]] = field(default_factory=list)  # (class, line)
    omitted: bytes | None = None
    facts: TryFacts = field(default_factory=TryFacts)
    dispatched: bool = False  # prepared in this session
    attempt: int | None = None  # the attempt index of this session's dispatch


def _chunks(lines: Iterable[bytes]) -> Iterator[bytes]:
    """JSON Lines in chunks of about a MiB (one write call each)."""
    buffer = bytearray()
    for line in lines:
        buffer += line
        buffer += b"\n"
        if len(buffer) >= _CHUNK:
            yield bytes(buffer)
            buffer.clear()
    if buffer:
        yield bytes(buffer)


@dataclass(frozen=True, slots=True)
class _Content:
    """One data file of a commit, hashed before it is written."""

    role: str
    chunks: tuple[bytes, ...]
    sha256: str
    size: int
    rows: int | None

    @classmethod
    def of(cls, role: str, chunks: Iterable[bytes], rows: int | None) -> _Content:
        kept = tuple(chunks)
        digest = hashlib.sha256()
        for chunk in kept:
            digest.update(chunk)
        return cls(role, kept, digest.hexdigest(), sum(map(len, kept)), rows)


class RunRecorder:
    """Records one shard of a run folder (see the module docstring).

    - ``record_output_dir``: the run folder (created if needed);
    - ``record_shard``: the shard label (the caller's, e.g. a training step and worker): it
      matches ``^[A-Za-z0-9][A-Za-z0-9._-]*$`` and does not end in ``_failures``,
      ``_materialized_inputs``, ``_batch_status`` or ``_manifest``;
    - ``run_id``: prefix of every shard key (default: the shard label);
    - ``resume``: keep the committed rows and add only what the shard lacks;
    - ``record_omitted_rollouts``: on close, keep an omitted row for every try that has no row
      (``interrupted`` when it was prepared in this session, else ``not_started``);
    - ``max_attempts``: failed attempts after which a try is not dispatched again (3);
    - ``commit_every``: also commit after that many recorded rows (default: only on
      ``commit()`` and on close).
    """

    def __init__(
        self,
        record_output_dir: str | os.PathLike[str],
        record_shard: str,
        *,
        run_id: str | None = None,
        resume: bool = False,
        record_omitted_rollouts: bool = False,
        max_attempts: int = DEFAULT_MAX_ATTEMPTS,
        commit_every: int | None = None,
    ) -> None:
        self.folder = Path(record_output_dir)
        self.shard = check_label(record_shard)
        if run_id is not None and not is_rollout_id(run_id):
            raise RunFolderError(f"run id {run_id!r} must match ^[A-Za-z0-9][A-Za-z0-9._-]*$")
        self.run_id = run_id if run_id is not None else self.shard
        if isinstance(max_attempts, bool) or not isinstance(max_attempts, int) or max_attempts < 1:
            raise ValueError(f"max_attempts must be an integer >= 1, not {max_attempts!r}")
        if commit_every is not None and (
            isinstance(commit_every, bool) or not isinstance(commit_every, int) or commit_every < 1
        ):
            raise ValueError(f"commit_every must be an integer >= 1 or None, not {commit_every!r}")
        self.resume = resume
        self.record_omitted_rollouts = record_omitted_rollouts
        self.max_attempts = max_attempts
        self.commit_every = commit_every
        self._tries: dict[TryKey, _Try] = {}
        self._keys: dict[str, TryKey] = {}  # one try per shard key: captures never mix
        self._previous: str | None = None
        self._since_commit = 0
        self._deferred: list[Path] = []
        self._lock: int | None = None  # the shard's lock file, held while open
        self._state = "new"  # new -> open -> closed

    # -- life cycle --------------------------------------------------------------------

    def __enter__(self) -> RunRecorder:
        self.open()
        return self

    def __exit__(self, exc_type: object, exc: object, traceback: object) -> None:
        if exc_type is None:
            self.close()
        else:
            self._state = "closed"  # the shard stays at its last commit
            self._unlock()

    def _check_files(self) -> None:
        """Refuse (RunFolderError) a shard whose lock, manifest or data file is a symbolic
        link (to another shard's file, say) or not a regular file: the output guard every
        command uses, which lets a recorder write its own shard's files and no other's."""
        own = [self.folder / lock_name(self.shard), *self.paths.values()]
        try:
            check_outputs([Output("RunRecorder", path, shard=self.shard) for path in own])
        except OutputError as error:
            raise RunFolderError(str(error)) from None

    def _acquire_lock(self) -> None:
        """Hold the shard's lock file (an advisory ``flock``) until the recorder closes, so a
        second writer of the shard fails here, before it has changed anything. The holder
        removes the file when it closes; a recorder that locked a file already removed (its
        name now names another file, or none) locks again, so two never both hold it."""
        try:
            import fcntl
        except ImportError:  # no flock (Windows): one writer per shard stays the caller's rule
            return
        path = self.folder / lock_name(self.shard)
        while True:
            fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o644)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                held = os.fstat(fd)
                try:
                    current = path.stat()
                except FileNotFoundError:
                    current = None
            except BlockingIOError:
                os.close(fd)
                raise ShardLockedError(
                    f"{self.folder / file_name(self.shard, 'rollouts')}: shard {self.shard!r} is "
                    f"being written by another RunRecorder (it holds {path.name}); one recorder "
                    "writes a shard at a time: wait for it to close, or record another shard"
                ) from None
            except BaseException:
                os.close(fd)
                raise
            if current is not None and (current.st_dev, current.st_ino) == (
                held.st_dev,
                held.st_ino,
            ):
                self._lock = fd
                return
            os.close(fd)

    def _unlock(self) -> None:
        if self._lock is not None:
            # Removed while still locked, then closed (which releases the flock). Not through
            # _files: the lock is no part of a commit.
            (self.folder / lock_name(self.shard)).unlink(missing_ok=True)
            os.close(self._lock)
            self._lock = None

    @property
    def paths(self) -> dict[str, Path]:
        """The shard's files by role (``manifest`` included)."""
        out = {role: self.folder / file_name(self.shard, role) for role in ROLES}
        out["manifest"] = self.folder / manifest_name(self.shard)
        return out

    def open(self) -> None:
        """Open the shard: finish a commit that was interrupted after its manifest, remove
        leftovers of commits that never happened and, with ``resume``, load what is committed."""
        if self._state != "new":
            raise RuntimeError("a RunRecorder opens once")
        self.folder.mkdir(parents=True, exist_ok=True)
        self._check_files()
        self._acquire_lock()
        try:
            self._open_locked()
        except BaseException:
            self._unlock()
            raise
        self._state = "open"

    def _open_locked(self) -> None:
        try:
            manifest = read_manifest(self.folder, self.shard)
        except RunFolderError:
            if self.resume:
                raise
            manifest = None  # opening afresh replaces whatever is there
        if manifest is not None:
            self._roll_forward(manifest)
            self._previous = manifest.commit
        self._clean()
        if self.resume and manifest is not None:
            if manifest.run_id != self.run_id:
                raise RunFolderError(
                    f"{manifest.path}: the shard was recorded with run id {manifest.run_id!r}, "
                    f"not {self.run_id!r}; resume it with the same run id"
                )
            self._load(manifest)

    def close(self) -> None:
        """Keep omitted rows (``record_omitted_rollouts``), make the final commit and close.
        Closing twice does nothing."""
        if self._state == "closed":
            return
        self._check_open()
        if self.record_omitted_rollouts:
            for entry in self._tries.values():
                if entry.input is not None and entry.facts.state(self.max_attempts) == "missing":
                    reason = "interrupted" if entry.dispatched else "not_started"
                    source = orjson.loads(entry.input)
                    entry.omitted = dumps_row(
                        omitted_row(source, entry.key, entry.attempt or 0, reason, None)
                    )
                    entry.facts.omitted = True
        self.commit(state="closed")
        self._state = "closed"
        self._unlock()

    def _check_open(self) -> None:
        if self._state != "open":
            raise RuntimeError(
                "the recorder is not open: use `with RunRecorder(...) as shard:` or call open()"
            )

    def _roll_forward(self, manifest: Manifest) -> None:
        moved = False
        for role in ROLES:
            pending = self.folder / pending_name(self.shard, role, manifest.commit)
            if pending.exists():
                _files.rename(pending, manifest.files[role].path)
                moved = True
        if moved:
            _files.sync_dir(self.folder)

    def _clean(self) -> None:
        """Remove pending and temporary files of commits that are not (or no longer) needed."""
        pattern = shard_temporaries(self.shard)
        for entry in sorted(self.folder.iterdir()):
            if pattern.fullmatch(entry.name):
                _files.remove(entry)

    def _load(self, manifest: Manifest) -> None:
        from trajspec.converters._runs.reader import iter_rows

        shard = Shard(
            self.folder,
            f"rollouts-{self.shard}",
            manifest,
            {role: manifest.source(role) for role in ROLES},
        )
        for _, raw, row in iter_rows(shard, "materialized_inputs"):
            entry = self._entry(row, row.get("_ng_rollout_id"))
            if entry.input is None:
                entry.input = raw.rstrip(b"\r\n")
            entry.facts.expected = True
        for _, raw, row in iter_rows(shard, "rollouts"):
            entry = self._entry(row, row.get("_ng_rollout_id"))
            entry.rollout = raw.rstrip(b"\r\n")
            entry.facts.completed = True
        for _, raw, row in iter_rows(shard, "failures"):
            cls = failure_class(row) or ""
            if cls == OMITTED:
                continue  # not an attempt; written again at close if the try is still missing
            entry = self._entry(row, row.get("_ng_rollout_id"))
            entry.failures.append((cls, raw.rstrip(b"\r\n")))
            entry.facts.add_failure(row)

    def _entry(self, row: Mapping[str, Any], key: object) -> _Try:
        """The try of a committed row, created under the key it was stored with."""
        index = try_key(row, "a committed row")
        entry = self._tries.get(index)
        if entry is None:
            stored = key if isinstance(key, str) and is_rollout_id(key) else self._new_key(row)
            entry = self._tries[index] = self._new_try(index, stored, row)
        return entry

    def _new_try(self, index: TryKey, key: str, row: Mapping[str, Any]) -> _Try:
        other = self._keys.get(key)
        if other is not None and other != index:
            raise ValueError(
                f"row ({describe(row)}) is try {index} but its shard key {key!r} is already the "
                f"key of try {other}; give each try its own _ng_rollout_id"
            )
        self._keys[key] = index
        return _Try(key)

    # -- keys and tries ----------------------------------------------------------------

    def _new_key(self, row: Mapping[str, Any]) -> str:
        base, problems = base_rollout_id(row)
        if base is None:
            why = problems[0].message if problems else "it has no rollout id"
            raise RowIdentityError(f"row ({describe(row)}) has no usable rollout id: {why}")
        return f"{self.run_id}-{base}"

    def key(self, row: Mapping[str, Any]) -> str:
        """The shard key a row is dispatched and recorded under: ``<run_id>-<base>``, or the key
        its try already has in this shard."""
        index = try_key(row)
        entry = self._tries.get(index)
        if entry is None:
            return self._new_key(row)
        given = row.get("_ng_rollout_id")
        if given is None or given == entry.key or f"{self.run_id}-{given}" == entry.key:
            return entry.key
        raise ValueError(
            f"row ({describe(row)}) is try {index} of shard {self.shard!r}, which is recorded "
            f"under {entry.key!r}; a row of it cannot carry another rollout id"
        )

    def _register(self, row: Mapping[str, Any], where: str) -> _Try:
        if not isinstance(row, Mapping):
            raise TypeError(f"{where} must be a JSON object (a dict), not {type(row).__name__}")
        index = try_key(row, where)
        key = self.key(row)
        entry = self._tries.get(index)
        if entry is None:
            entry = self._tries[index] = self._new_try(index, key, row)
        if entry.input is None:
            entry.input = dumps_row(materialized(row, key))
            entry.facts.expected = True
        return entry

    def _dispatch_row(self, row: Mapping[str, Any], entry: _Try) -> dict[str, Any]:
        out = {k: v for k, v in row.items() if k != "_ng_attempt_index"}
        out["_ng_rollout_id"] = entry.key
        if entry.facts.attempts > 0:
            out["_ng_attempt_index"] = entry.facts.attempts
        return out

    def expect(self, row: Mapping[str, Any]) -> dict[str, Any]:
        """Register a try the shard is meant to hold (its materialized input) without
        dispatching it; returns the row as it would be dispatched."""
        self._check_open()
        return self._dispatch_row(row, self._register(row, "an expected row"))

    def prepare(self, row: Mapping[str, Any]) -> dict[str, Any]:
        """Register a try and mark it dispatched; returns the row to dispatch: the row with its
        shard key in ``_ng_rollout_id`` and, after failed attempts, ``_ng_attempt_index``."""
        self._check_open()
        entry = self._register(row, "a dispatched row")
        entry.dispatched = True
        entry.attempt = entry.facts.attempts
        return self._dispatch_row(row, entry)

    def try_state(self, row: Mapping[str, Any]) -> str:
        """The state of a row's try in this shard (``.tries``: completed,
        failed_terminal, failed_exhausted, failed, omitted or missing)."""
        entry = self._tries.get(try_key(row))
        return "missing" if entry is None else entry.facts.state(self.max_attempts)

    def held_row(self, row: Mapping[str, Any]) -> dict[str, Any] | None:
        """What the shard holds for a row's try: its rollout, else its last failed attempt,
        else its omitted row; None when it holds nothing."""
        entry = self._tries.get(try_key(row))
        if entry is None:
            return None
        line = entry.rollout or (entry.failures[-1][1] if entry.failures else entry.omitted)
        return None if line is None else dict(orjson.loads(line))

    def pending(self) -> list[dict[str, Any]]:
        """The rows a resume still dispatches (tries failed but retryable, omitted or missing),
        in try order, each with its shard key and attempt index."""
        out = []
        for index in sorted(self._tries):
            entry = self._tries[index]
            if entry.input is not None and entry.facts.state(self.max_attempts) in RESUMABLE:
                out.append(self._dispatch_row(orjson.loads(entry.input), entry))
        return out

    # -- recording ---------------------------------------------------------------------

    def record(self, row: Mapping[str, Any]) -> dict[str, Any] | None:
        """Store a finished row; returns the row as the shard holds it (with its shard key),
        or None for a row marked ``_ng_no_persist`` (stored nowhere). With ``resume``, a row
        for a settled try is ignored and what the shard holds is returned."""
        self._check_open()
        if not isinstance(row, Mapping):
            raise TypeError(
                f"a recorded row must be a JSON object (a dict), not {type(row).__name__}"
            )
        if row.get("_ng_no_persist"):
            return None
        entry = self._register(row, "the recorded row")
        state = entry.facts.state(self.max_attempts)
        if state == "completed" or (self.resume and state not in RESUMABLE):
            if self.resume:
                return self.held_row(row)
            raise ValueError(
                f"row ({describe(row)}): shard {self.shard!r} already holds the rollout of try "
                f"{try_key(row)}; a try is recorded once (open the shard afresh to replay it)"
            )
        out = dict(row)
        out["_ng_rollout_id"] = entry.key
        if "_ng_attempt_index" not in out and entry.attempt:
            out["_ng_attempt_index"] = entry.attempt
        line = dumps_row(out)
        cls = failure_class(out)
        if cls is None:
            entry.rollout = line
            entry.facts.completed = True
        elif cls == OMITTED:
            entry.omitted = line
            entry.facts.omitted = True
        else:
            entry.failures.append((cls, line))
            entry.facts.add_failure(out)
        self._recorded()
        return out

    def omit(
        self,
        row: Mapping[str, Any],
        reason: str = "interrupted",
        message: str | None = None,
    ) -> dict[str, Any]:
        """Store an omitted row for a try that has no result: ``interrupted`` (dispatched,
        then stopped) or ``not_started``. Returns the OmittedRollout."""
        self._check_open()
        entry = self._register(row, "the omitted row")
        if entry.facts.completed:
            raise ValueError(
                f"row ({describe(row)}): try {try_key(row)} already has its rollout; it "
                "cannot be omitted"
            )
        attempt = entry.attempt if entry.attempt is not None else entry.facts.attempts
        omitted = omitted_row(row, entry.key, attempt, reason, message)
        entry.omitted = dumps_row(omitted)
        entry.facts.omitted = True
        self._recorded()
        return omitted

    def delete_after_commit(self, paths: Iterable[Path]) -> None:
        """Files to remove once the next commit is on disk (capture files whose calls the
        shard holds from then on). A recorder that never commits again leaves them."""
        self._deferred.extend(paths)

    def _recorded(self) -> None:
        self._since_commit += 1
        if self.commit_every is not None and self._since_commit >= self.commit_every:
            self.commit()

    # -- committing --------------------------------------------------------------------

    def _contents(self, state: str) -> dict[str, _Content]:
        progress = Progress()
        rollouts: list[bytes] = []
        failures: list[bytes] = []
        inputs: list[bytes] = []
        for index in sorted(self._tries):
            entry = self._tries[index]
            progress.add(entry.facts, self.max_attempts)
            if entry.input is not None:
                inputs.append(entry.input)
            if entry.rollout is not None:
                rollouts.append(entry.rollout)
            for cls, line in entry.failures:
                failures.append(line)
                progress.by_class[cls] += 1
            if entry.omitted is not None:
                failures.append(entry.omitted)
                progress.by_class[OMITTED] += 1
        status = batch_status(self.shard, self.run_id, state, self.max_attempts, progress)
        return {
            "rollouts": _Content.of("rollouts", _chunks(rollouts), len(rollouts)),
            "failures": _Content.of("failures", _chunks(failures), len(failures)),
            "materialized_inputs": _Content.of("materialized_inputs", _chunks(inputs), len(inputs)),
            "batch_status": _Content.of(
                "batch_status", [orjson.dumps(status, option=orjson.OPT_INDENT_2) + b"\n"], None
            ),
        }

    def _commit_id(self, contents: Mapping[str, _Content]) -> str:
        digest = hashlib.sha256(f"{self._previous or ''}\n{self.shard}\n{self.run_id}\n".encode())
        for role in ROLES:
            digest.update(f"{role} {contents[role].sha256} {contents[role].size}\n".encode())
        return digest.hexdigest()[:32]

    def commit(self, *, state: str = "in_progress") -> str:
        """Write the shard as it is now; returns the commit id. When this returns, the shard
        on disk is this commit; when it raises, the shard is this commit (the manifest was
        renamed) or the previous one, never a mixture."""
        self._check_open()
        contents = self._contents(state)
        commit = self._commit_id(contents)
        manifest: dict[str, Any] = {
            "schema_version": "1.0",
            "shard": self.shard,
            "run_id": self.run_id,
            "commit": commit,
            "previous_commit": self._previous,
            "files": {},
        }
        for role in ROLES:
            content = contents[role]
            entry: dict[str, Any] = {
                "path": file_name(self.shard, role),
                "sha256": content.sha256,
                "bytes": content.size,
            }
            if content.rows is not None:
                entry["rows"] = content.rows
            manifest["files"][role] = entry
        pending = {role: self.folder / pending_name(self.shard, role, commit) for role in ROLES}
        for role in ROLES:
            _files.write_file(pending[role], contents[role].chunks)
        temporary = self.folder / temporary_manifest_name(self.shard, commit)
        _files.write_file(temporary, [orjson.dumps(manifest, option=orjson.OPT_INDENT_2) + b"\n"])
        _files.rename(temporary, self.folder / manifest_name(self.shard))
        self._previous = commit  # committed: readers now take this commit's files
        _files.sync_dir(self.folder)
        for role in ROLES:
            _files.rename(pending[role], self.folder / file_name(self.shard, role))
        _files.sync_dir(self.folder)
        self._clean()
        self._since_commit = 0
        deferred, self._deferred = self._deferred, []
        for path in deferred:
            path.unlink(missing_ok=True)
        return commit


__all__ = ["RunRecorder"]
