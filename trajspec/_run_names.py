"""The names of a run folder's files, known to every layer: which shard and role a name
belongs to, and the names of its lock, pending and temporary files. The layout itself (how
shards are committed and read) is ``trajspec.converters._runs.layout``; the output guard
(``trajspec._outputs``) uses these names to keep every command off a run folder's files.
"""

from __future__ import annotations

import re
from typing import Final

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


def file_name(label: str, role: str) -> str:
    """The name of one data file of a shard."""
    return f"{PREFIX}{label}{SUFFIXES[role]}"


def manifest_name(label: str) -> str:
    return f"{PREFIX}{label}{MANIFEST_SUFFIX}"


def pending_name(label: str, role: str, commit: str) -> str:
    """Where a data file of ``commit`` waits until the manifest has committed it."""
    return f".pending.{commit}.{file_name(label, role)}"


def lock_name(label: str) -> str:
    """The lock file a recorder holds for its lifetime (``RunRecorder``: one writer per
    shard); it starts with a dot, so globs of shards never see it, and is never removed."""
    return f".lock.{PREFIX}{label}"


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


#: The kinds of file only a run folder holds (its bookkeeping, beside the data files): an
#: output of such a name is refused in any folder, a data file's name only in a run folder.
BOOKKEEPING: Final = frozenset({"manifest", "lock", "pending", "temporary"})
_LOCK_PREFIX: Final = f".lock.{PREFIX}"
_WAITING = re.compile(r"\.(pending|tmp)\.[0-9a-f]{32}\.(.+)")


def run_file(name: str) -> tuple[str, str] | None:
    """``(stem, kind)`` of a name a run folder's file has, else None: a data file or sidecar
    (``kind`` its role), ``manifest``, ``lock`` (``.lock.rollouts-<shard>``), ``pending`` or
    ``temporary`` (a data file or manifest of a commit not yet in place)."""
    if name.startswith(_LOCK_PREFIX) and len(name) > len(_LOCK_PREFIX):
        return name[len(".lock.") :], "lock"
    waiting = _WAITING.fullmatch(name)
    if waiting is not None:
        inner = split_name(waiting.group(2))
        if inner is None:
            return None
        return inner[0], "pending" if waiting.group(1) == "pending" else "temporary"
    return split_name(name)


def describe_run_file(stem: str, kind: str) -> str:
    """What a run folder's file is, for a message (``the manifest of shard s1``)."""
    shard = f"shard {label_of(stem)}"
    if kind in BOOKKEEPING:
        return {
            "manifest": f"the manifest of {shard}",
            "lock": f"the lock file of {shard}",
            "pending": f"a pending data file of {shard}",
            "temporary": f"a temporary file of {shard}",
        }[kind]
    return f"the {kind.replace('_', ' ')} file of {shard}"


def label_of(stem: str) -> str:
    """How a stem is shown: the shard label of ``rollouts-<shard>``, else the stem."""
    return stem[len(PREFIX) :] if stem.startswith(PREFIX) and len(stem) > len(PREFIX) else stem


__all__ = [
    "BOOKKEEPING",
    "MANIFEST_SUFFIX",
    "PREFIX",
    "RESERVED_SUFFIXES",
    "ROLES",
    "ROW_ROLES",
    "SUFFIXES",
    "describe_run_file",
    "file_name",
    "label_of",
    "lock_name",
    "manifest_name",
    "pending_name",
    "run_file",
    "shard_temporaries",
    "split_name",
    "temporary_manifest_name",
]
