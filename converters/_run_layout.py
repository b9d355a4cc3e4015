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
"""

from __future__ import annotations

import fnmatch
import glob
import hashlib
import os
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO, Final

from trajspec._identity import is_rollout_id
from trajspec._strictjson import StrictJsonError, read_json_file

#: The data files of a shard, by role, with the suffix that follows ``rollouts-<shard>``.
SUFFIXES: Final = {
    "rollouts": ".jsonl",
    "failures": "_failures.jsonl",
    "materialized_inputs": "_materialized_inputs.jsonl",
    "batch_status": "_batch_status.json",
}
ROLES: Final = tuple(SUFFIXES)
MANIFEST_SUFFIX: Final = "_manifest.json"
#: A shard label must not end in one of these: readers would take its files for another role.
RESERVED_SUFFIXES: Final = ("_failures", "_materialized_inputs", "_batch_status", "_manifest")
#: Roles whose lines are rollout rows (what validate, perf and aggregate read).
ROW_ROLES: Final = ("rollouts", "failures")
PREFIX: Final = "rollouts-"


class RunFolderError(ValueError):
    """A run folder, shard or label that cannot be used (the message says why)."""


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


def file_name(label: str, role: str) -> str:
    """The name of one data file of a shard."""
    return f"{PREFIX}{label}{SUFFIXES[role]}"


def manifest_name(label: str) -> str:
    return f"{PREFIX}{label}{MANIFEST_SUFFIX}"


def pending_name(label: str, role: str, commit: str) -> str:
    """Where a data file of ``commit`` waits until the manifest has committed it."""
    return f".pending.{commit}.{file_name(label, role)}"


def temporary_manifest_name(label: str, commit: str) -> str:
    return f".tmp.{commit}.{manifest_name(label)}"


def shard_temporaries(label: str) -> re.Pattern[str]:
    """Names of the pending and temporary files of one shard (any commit)."""
    names = "|".join(re.escape(s) for s in (*SUFFIXES.values(), MANIFEST_SUFFIX))
    return re.compile(
        rf"\.(?:pending|tmp)\.([0-9a-f]{{32}})\.{re.escape(PREFIX + label)}(?:{names})"
    )


def split_name(name: str) -> tuple[str, str] | None:
    """``(stem, role)`` of a run-folder file name (role ``manifest`` included), else None."""
    if not name.startswith("rollouts") or name.startswith("."):
        return None
    for role, suffix in (
        ("manifest", MANIFEST_SUFFIX),
        ("failures", SUFFIXES["failures"]),
        ("materialized_inputs", SUFFIXES["materialized_inputs"]),
        ("batch_status", SUFFIXES["batch_status"]),
        ("rollouts", SUFFIXES["rollouts"]),
    ):
        if name.endswith(suffix) and len(name) > len(suffix):
            return name[: -len(suffix)], role
    return None


def label_of(stem: str) -> str:
    """How a stem is shown: the shard label of ``rollouts-<shard>``, else the stem."""
    return stem[len(PREFIX) :] if stem.startswith(PREFIX) and len(stem) > len(PREFIX) else stem


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
    from trajspec.validators._document import validate_against

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
    files: dict[str, Path] = {}
    for role in ROLES:
        source = manifest.source(role)
        try:
            size = source.stat().st_size
        except FileNotFoundError:
            raise RunFolderError(
                f"{manifest.files[role].path}: named by {manifest.path.name} but missing"
            ) from None
        if size != manifest.files[role].size:
            raise RunFolderError(
                f"{source}: {size} bytes, but {manifest.path.name} committed "
                f"{manifest.files[role].size}; the file changed after its commit"
            )
        files[role] = source
    return Shard(folder, stem, manifest, files)


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
    same open file that is then read, so a later commit cannot slip in between."""
    path = shard.files[role]
    stream = path.open("rb")
    if shard.manifest is None:
        return stream
    expected = shard.manifest.files[role]
    try:
        digest = hashlib.sha256()
        size = 0
        while chunk := stream.read(1 << 20):
            digest.update(chunk)
            size += len(chunk)
        if size != expected.size or digest.hexdigest() != expected.sha256:
            raise RunFolderError(
                f"{path}: its bytes differ from what {shard.manifest.path.name} committed; "
                "the file changed after its commit"
            )
        stream.seek(0)
    except BaseException:
        stream.close()
        raise
    return stream


def read_batch_status(shard: Shard) -> dict[str, Any] | None:
    """A committed shard's batch status (None for a shard without one)."""
    if shard.manifest is None or "batch_status" not in shard.files:
        return None
    with open_committed(shard, "batch_status") as stream:
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


__all__ = [
    "MANIFEST_SUFFIX",
    "RESERVED_SUFFIXES",
    "ROLES",
    "ROW_ROLES",
    "SUFFIXES",
    "CommittedFile",
    "Manifest",
    "RunFolderError",
    "Selection",
    "Shard",
    "check_label",
    "discover",
    "file_name",
    "label_of",
    "manifest_name",
    "open_committed",
    "pending_name",
    "read_batch_status",
    "read_manifest",
    "row_files",
    "select",
    "shard_temporaries",
    "split_name",
    "temporary_manifest_name",
]
