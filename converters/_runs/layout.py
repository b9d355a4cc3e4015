"""The layout of a run folder: file names, shard labels, manifests, committed files.

A run folder holds shards. A shard labelled ``<shard>`` is five files:

==========================================  =========================================
``rollouts-<shard>.jsonl``                  rollouts that succeeded (role ``rollouts``)
``rollouts-<shard>_failures.jsonl``         the failures sidecar (``failures``)
``rollouts-<shard>_materialized_inputs.jsonl``  the tries it is meant to hold
``rollouts-<shard>_batch_status.json``      its saved progress (``batch_status``)
``rollouts-<shard>_manifest.json``          the commit record naming the other four
==========================================  =========================================

A commit writes the four data files as ``.pending.<commit>.rollouts-<shard><suffix>``, then
the manifest (temporary file, fsync, rename): that rename is the commit. Only then are the
pending files renamed to their names. A reader therefore takes each file the manifest names
from its pending name when that exists and from its own name otherwise, and checks the bytes
against the manifest's length and SHA-256; files a manifest does not name are not read. Pending
and temporary names start with a dot, so ``rollouts-*.jsonl`` globs never see them.

Files of a stem without a manifest (written by another tool, e.g. NeMo Gym's ``rollouts.jsonl``
and ``rollouts_failures.jsonl``) are read as they are.

The names themselves (``SUFFIXES``, ``split_name``, ``lock_name``...) are the core's
(``trajspec._run_names``), so that the output guard of every command knows them too.
"""

from __future__ import annotations

import fnmatch
import glob
import hashlib
import os
import time
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO, Final

from trajspec._identity import is_rollout_id
from trajspec._run_names import (
    MANIFEST_SUFFIX,
    PREFIX,
    RESERVED_SUFFIXES,
    ROLES,
    ROW_ROLES,
    SUFFIXES,
    file_name,
    label_of,
    lock_name,
    manifest_name,
    pending_name,
    shard_temporaries,
    split_name,
    temporary_manifest_name,
)
from trajspec._strictjson import StrictJsonError, read_json_file


class RunFolderError(ValueError):
    """A run folder, shard or label that cannot be used (the message says why)."""


class ShardLockedError(RunFolderError):
    """Another recorder is writing the shard (it holds the shard's lock file)."""


def check_label(label: object, what: str = "shard label") -> str:
    """``label`` if it can name a shard (rollout-id pattern, no reserved suffix)."""
    if not is_rollout_id(label):
        raise RunFolderError(
            f"{what} {label!r} must match ^[A-Za-z0-9][A-Za-z0-9._-]*$ (it becomes part of "
            "file names and rollout ids)"
        )
    assert isinstance(label, str)
    if label.endswith(RESERVED_SUFFIXES):
        raise RunFolderError(
            f"{what} {label!r} ends in a reserved suffix ({', '.join(RESERVED_SUFFIXES)}); "
            "readers would take its files for another shard's"
        )
    return label


# -- manifests ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CommittedFile:
    """One data file as a manifest commits it."""

    role: str
    path: Path  # its own name in the folder
    sha256: str
    size: int
    rows: int | None

    def source(self, commit: str, label: str) -> Path:
        """The file that holds the committed bytes: the pending file while it waits, else
        the file itself."""
        pending = self.path.with_name(pending_name(label, self.role, commit))
        return pending if pending.exists() else self.path


@dataclass(frozen=True, slots=True)
class Manifest:
    """A shard's committed state."""

    path: Path
    label: str
    run_id: str
    commit: str
    previous_commit: str | None
    files: Mapping[str, CommittedFile]

    def source(self, role: str) -> Path:
        return self.files[role].source(self.commit, self.label)


def _manifest_problem(document: Any, label: str, folder: Path) -> str | None:
    from trajspec.validators import validate_against

    errors = [
        f
        for f in validate_against(document, "evidence/1.0/shard_manifest")
        if f.severity == "error"
    ]
    if errors:
        first = errors[0]
        return f"not a ShardManifest ({first.code} at {first.path or '/'}: {first.message})"
    if document["shard"] != label:
        return f"names shard {document['shard']!r}, not {label!r}"
    for role in ROLES:
        if document["files"][role]["path"] != file_name(label, role):
            return f"names {document['files'][role]['path']!r} as its {role} file"
    return None


def read_manifest(folder: Path, label: str) -> Manifest | None:
    """The committed manifest of shard ``label`` in ``folder``; None when there is none.
    Raises RunFolderError when it exists but cannot be trusted."""
    path = folder / manifest_name(label)
    try:
        document = read_json_file(path)
    except FileNotFoundError:
        return None
    except StrictJsonError as error:
        raise RunFolderError(f"{path}: the manifest is not strict JSON ({error})") from None
    except OSError as error:
        raise RunFolderError(f"{path}: cannot read the manifest ({error.strerror})") from None
    problem = _manifest_problem(document, label, folder)
    if problem is not None:
        raise RunFolderError(f"{path}: {problem}")
    files = {
        role: CommittedFile(
            role=role,
            path=folder / entry["path"],
            sha256=entry["sha256"],
            size=int(entry["bytes"]),
            rows=None if entry.get("rows") is None else int(entry["rows"]),
        )
        for role, entry in ((r, document["files"][r]) for r in ROLES)
    }
    return Manifest(
        path=path,
        label=label,
        run_id=document["run_id"],
        commit=document["commit"],
        previous_commit=document.get("previous_commit"),
        files=files,
    )


# -- shards in a folder ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Shard:
    """The files of one stem of a run folder, as a reader should take them.

    ``files`` maps each role present to the file that holds its trusted bytes: for a shard
    with a manifest the committed files (possibly pending ones), otherwise the files found."""

    folder: Path
    stem: str
    manifest: Manifest | None
    files: Mapping[str, Path] = field(default_factory=dict)

    @property
    def label(self) -> str:
        return label_of(self.stem)

    def logical(self, role: str) -> Path:
        """The name a file of this shard goes by (the committed file's own name)."""
        if self.manifest is not None:
            return self.manifest.files[role].path
        return self.folder / f"{self.stem}{SUFFIXES[role]}"


def _committed_shard(folder: Path, stem: str) -> Shard | None:
    label = label_of(stem)
    if stem != PREFIX + label:
        return None
    check_label(label)
    manifest = read_manifest(folder, label)
    if manifest is None:
        return None
    manifest, opened = _open_files(folder, label, manifest, ROLES, verify=False)
    files: dict[str, Path] = {}
    for role, (path, stream) in opened.items():
        stream.close()
        files[role] = path
    return Shard(folder, stem, manifest, files)


# -- reading a commit while a writer commits the next one -----------------------------------

#: How often a reader starts again when a writer committed while it opened a shard's files,
#: and the longest pause between two tries (the pause doubles from 1 ms).
READ_ATTEMPTS: Final = 50
_MAX_PAUSE: Final = 0.05


def _open_source(label: str, manifest: Manifest, role: str) -> tuple[Path, BinaryIO] | None:
    """The file holding ``role`` of a commit, opened: its pending name while the commit waits
    for its renames, else its own name; None when neither exists."""
    committed = manifest.files[role]
    for path in (
        committed.path.with_name(pending_name(label, role, manifest.commit)),
        committed.path,
    ):
        try:
            return path, path.open("rb")
        except FileNotFoundError:
            continue
    return None


def _mismatch(
    path: Path, stream: BinaryIO, manifest: Manifest, role: str, verify: bool
) -> str | None:
    """Why the open file is not what the manifest committed (None when it is). Checked on
    the open file itself, which a later commit cannot change: commits replace files by
    rename, never in place."""
    expected = manifest.files[role]
    size = os.fstat(stream.fileno()).st_size
    if size != expected.size:
        return (
            f"{path}: {size} bytes, but {manifest.path.name} committed {expected.size}; "
            "the file changed after its commit"
        )
    if not verify:
        return None
    digest = hashlib.sha256()
    while chunk := stream.read(1 << 20):
        digest.update(chunk)
    stream.seek(0)
    if digest.hexdigest() != expected.sha256:
        return (
            f"{path}: its bytes differ from what {manifest.path.name} committed; "
            "the file changed after its commit"
        )
    return None


def _open_files(
    folder: Path,
    label: str,
    manifest: Manifest,
    roles: Iterable[str],
    *,
    verify: bool,
    follow: bool = True,
) -> tuple[Manifest, dict[str, tuple[Path, BinaryIO]]]:
    """Open the files of ``roles`` of one commit together and check them against its
    manifest (``verify``: length and SHA-256, else length). When a file is missing or
    differs and the manifest has meanwhile named a newer commit, a writer committed while
    the files were being opened: start again with the newer manifest (at most READ_ATTEMPTS
    times). When the manifest still names the same commit the file really changed after its
    commit: RunFolderError. Without ``follow`` a newer commit is a RunFolderError too (the
    caller needs this commit). Returns the manifest that was read and the open files."""
    wanted = tuple(roles)
    pause = 0.001
    for _ in range(READ_ATTEMPTS):
        opened: dict[str, tuple[Path, BinaryIO]] = {}
        problem = None
        try:
            for role in wanted:
                found = _open_source(label, manifest, role)
                if found is None:
                    problem = (
                        f"{manifest.files[role].path}: named by {manifest.path.name} but missing"
                    )
                    break
                opened[role] = found
                problem = _mismatch(*found, manifest, role, verify)
                if problem is not None:
                    break
        except BaseException:
            for _, stream in opened.values():
                stream.close()
            raise
        if problem is None:
            return manifest, opened
        for _, stream in opened.values():
            stream.close()
        latest = read_manifest(folder, label)
        if latest is None or latest.commit == manifest.commit:
            raise RunFolderError(problem)
        if not follow:
            raise RunFolderError(
                f"{manifest.path}: the shard was committed again while it was read; read it "
                "again for a consistent view"
            )
        manifest = latest
        time.sleep(pause)
        pause = min(pause * 2, _MAX_PAUSE)
    raise RunFolderError(
        f"{folder / manifest_name(label)}: a writer committed {READ_ATTEMPTS} times while the "
        "shard's files were being opened; read it again when it commits less often"
    )


def open_shard(
    shard: Shard, roles: Iterable[str], *, follow: bool = True
) -> tuple[Shard, dict[str, BinaryIO]]:
    """Open data files of a shard together, all of one commit: for a committed shard the
    latest commit whose files can be opened (see ``_open_files``), each checked against its
    manifest (length and SHA-256) on the open file that is then read. Returns the shard as
    of that commit and the open files (the caller closes them). ``follow=False``: the files
    of the shard's own commit or a RunFolderError."""
    wanted = [role for role in roles if role in shard.files]
    if shard.manifest is None:
        streams: dict[str, BinaryIO] = {}
        try:
            for role in wanted:
                streams[role] = shard.files[role].open("rb")
        except BaseException:
            for stream in streams.values():
                stream.close()
            raise
        return shard, streams
    manifest, opened = _open_files(
        shard.folder, shard.label, shard.manifest, wanted, verify=True, follow=follow
    )
    files = dict(shard.files)
    files.update({role: path for role, (path, _) in opened.items()})
    current = Shard(shard.folder, shard.stem, manifest, files)
    return current, {role: stream for role, (_, stream) in opened.items()}


class CommittedGroup:
    """The row files of one committed shard that a command reads: opened together, all of
    one commit, when the first of them is read, so that a command never mixes two commits
    of a shard however long it takes to reach the next file."""

    def __init__(self, shard: Shard, roles: Iterable[str]) -> None:
        self._shard = shard
        self._roles = tuple(roles)
        self._streams: dict[str, BinaryIO] = {}

    def check(self) -> None:
        """Open each file once (a commit's files, lengths checked) and close it: what cannot
        be read is an error before any output."""
        assert self._shard.manifest is not None
        _, opened = _open_files(
            self._shard.folder, self._shard.label, self._shard.manifest, self._roles, verify=False
        )
        for _, stream in opened.values():
            stream.close()

    def open(self, role: str) -> BinaryIO:
        """The open file of ``role``; the first call opens every role of the group."""
        if role not in self._streams:
            for stream in self._streams.values():
                stream.close()
            _, self._streams = open_shard(self._shard, self._roles)
        return self._streams.pop(role)

    def __del__(self) -> None:
        # Roles opened with the others but never read (a command that skips sidecars).
        for stream in self._streams.values():
            stream.close()


def discover(folder: Path) -> list[Shard]:
    """Every shard of a run folder, in stem order."""
    stems: dict[str, dict[str, Path]] = {}
    for entry in folder.iterdir():
        split = split_name(entry.name)
        if split is None or not entry.is_file():
            continue
        stem, role = split
        stems.setdefault(stem, {})[role] = entry
    shards = []
    for stem in sorted(stems):
        found = stems[stem]
        committed = _committed_shard(folder, stem) if "manifest" in found else None
        if committed is not None:
            shards.append(committed)
            continue
        # Without a manifest the data files are another tool's, read as found (a batch
        # status without a manifest is not ours and is left alone).
        files = {role: path for role, path in found.items() if role in ROLES}
        files.pop("batch_status", None)
        if files:
            shards.append(Shard(folder, stem, None, files))
    return shards


@dataclass(frozen=True, slots=True)
class Selection:
    """A shard and the roles of it that a command line named."""

    shard: Shard
    roles: tuple[str, ...]


def _logical_names(shard: Shard) -> Iterator[tuple[str, str]]:
    for role in shard.files:
        yield shard.logical(role).name, role


def select(arg: str) -> list[Selection]:
    """The shards (and their roles) that one command-line argument names: a run folder (all
    roles), a glob of shard files (the roles whose names match, pending commits included),
    or one file (its shard's role). Raises RunFolderError for a shard that cannot be trusted;
    returns [] when nothing matches."""
    path = Path(arg)
    if path.is_dir():
        return [Selection(shard, tuple(shard.files)) for shard in discover(path)]
    if glob.has_magic(arg):
        directory, pattern = os.path.split(arg)
        folders = (
            sorted(glob.glob(directory or "."))  # noqa: PTH207
            if glob.has_magic(directory)
            else [directory or "."]
        )
        found = []
        for name in folders:
            folder = Path(name)
            if not folder.is_dir():
                continue
            for shard in discover(folder):
                names = dict(_logical_names(shard))
                roles = tuple(names[n] for n in sorted(fnmatch.filter(names, pattern)))
                if roles:
                    found.append(Selection(shard, roles))
        return found
    if path.is_file():
        split = split_name(path.name)
        if split is not None and split[1] in ROLES:
            for shard in discover(path.parent):
                if shard.stem == split[0] and split[1] in shard.files:
                    return [Selection(shard, (split[1],))]
        return []
    return []


# -- reading committed bytes ---------------------------------------------------------------


def open_committed(shard: Shard, role: str) -> BinaryIO:
    """Open a data file of a shard for reading. For a committed shard the bytes are checked
    against the manifest first (length and SHA-256; RunFolderError when they differ), on the
    same open file that is then read, so a later commit cannot slip in between; a commit
    made while the file was being opened is followed (``open_shard``)."""
    _, streams = open_shard(shard, (role,))
    return streams[role]


def read_batch_status(shard: Shard) -> dict[str, Any] | None:
    """A committed shard's batch status (None for a shard without one)."""
    if shard.manifest is None or "batch_status" not in shard.files:
        return None
    return parse_batch_status(shard, open_committed(shard, "batch_status"))


def parse_batch_status(shard: Shard, stream: BinaryIO) -> dict[str, Any] | None:
    """The batch status read from its open file (closed here)."""
    with stream:
        data = stream.read()
    from trajspec._strictjson import loads

    try:
        document = loads(data)
    except StrictJsonError as error:
        raise RunFolderError(f"{shard.files['batch_status']}: not strict JSON ({error})") from None
    return document if isinstance(document, dict) else None


def row_files(arg: str) -> list[tuple[str, Path]]:
    """The files of rollout rows (main files and failure sidecars) that one argument names
    through run folders, as ``(the file's own name, the file to read)`` in name order; for a
    shard with a manifest only its committed files. Used by input resolution."""
    files = []
    for selection in select(arg):
        for role in selection.roles:
            if role in ROW_ROLES:
                files.append((str(selection.shard.logical(role)), selection.shard.files[role]))
    return sorted(files)


def row_inputs(arg: str) -> list[tuple[str, Path, CommittedGroup | None, str]]:
    """``row_files`` with, for each file, the group its committed shard's row files are
    opened through (``CommittedGroup``; None for another tool's files) and its role."""
    files: list[tuple[str, Path, CommittedGroup | None, str]] = []
    for selection in select(arg):
        roles = [role for role in selection.roles if role in ROW_ROLES]
        shard = selection.shard
        group = CommittedGroup(shard, roles) if shard.manifest is not None else None
        files.extend((str(shard.logical(r)), shard.files[r], group, r) for r in roles)
    return sorted(files, key=lambda f: (f[0], str(f[1])))


__all__ = [
    "MANIFEST_SUFFIX",
    "RESERVED_SUFFIXES",
    "ROLES",
    "ROW_ROLES",
    "SUFFIXES",
    "CommittedFile",
    "CommittedGroup",
    "Manifest",
    "RunFolderError",
    "Selection",
    "Shard",
    "ShardLockedError",
    "check_label",
    "discover",
    "file_name",
    "label_of",
    "lock_name",
    "manifest_name",
    "open_committed",
    "open_shard",
    "parse_batch_status",
    "pending_name",
    "read_batch_status",
    "read_manifest",
    "row_files",
    "row_inputs",
    "select",
    "shard_temporaries",
    "split_name",
    "temporary_manifest_name",
]
