"""Resolve the inputs a command names: files, ``-`` for stdin, run folders and globs.

A run folder stands for its shards: ``rollouts*.jsonl`` files, sidecars of failures
included, but not the files a run keeps for itself (materialized inputs, batch status,
manifests). A shard with a manifest (``rollouts-<shard>_manifest.json``, written by
RunRecorder) is read only through it: exactly the files it committed, taken from where the
commit left them; a glob of shards is read the same way (converters._run_layout).
"""

from __future__ import annotations

import glob
from dataclasses import dataclass
from pathlib import Path

#: Suffixes of run-folder files that are not rollout rows.
NON_ROW_SUFFIXES = ("_materialized_inputs", "_batch_status", "_manifest")


class InputError(Exception):
    """An input that cannot be read at all (missing, a folder with no shards, ...)."""


@dataclass(frozen=True, slots=True)
class Input:
    """One input stream: a path, or stdin when ``path`` is None."""

    path: Path | None
    whole_document: bool

    @property
    def label(self) -> str:
        """How findings name this input: bytes of a file name that are not UTF-8 become
        ``\\xNN`` escapes, so that JSON, SARIF and text output can hold the name."""
        from trajspec._outputs import display

        return "-" if self.path is None else display(self.path)


def _is_bookkeeping(path: Path) -> bool:
    return path.name.removesuffix(".jsonl").endswith(NON_ROW_SUFFIXES)


def _run_files(arg: str) -> list[tuple[str, Path]]:
    """(name, file to read) of the rollout files a folder or glob names through run folders."""
    from trajspec.converters._run_layout import RunFolderError, row_files

    try:
        return row_files(arg)
    except (RunFolderError, OSError) as error:
        raise InputError(str(error)) from None


def shard_files(folder: Path) -> list[Path]:
    """The rollout files of a run folder, in name order (committed files only, for shards
    with a manifest)."""
    return [path for _, path in _run_files(str(folder))]


def resolve(args: list[str], *, input_format: str = "auto") -> list[Input]:
    """The inputs named on the command line, in order; raises InputError for unusable ones."""
    if not args:
        raise InputError("no input given: name a file, a run folder, a glob or - for stdin")
    found: list[Input] = []
    for arg in args:
        if arg == "-":
            found.append(Input(None, whole_document=input_format == "json"))
            continue
        path = Path(arg)
        if path.is_dir():
            shards = shard_files(path)
            if not shards:
                raise InputError(f"{arg}: the folder holds no rollouts*.jsonl shard")
            found.extend(Input(p, whole_document=False) for p in shards)
            continue
        if path.exists():
            found.append(Input(path, whole_document=_whole(path, input_format)))
            continue
        matches = sorted(glob.glob(arg)) if glob.has_magic(arg) else []  # noqa: PTH207
        run = _run_files(arg) if glob.has_magic(arg) else []
        if not matches and not run:
            raise InputError(f"{arg}: no such file")
        from trajspec.converters._run_layout import split_name

        # Run-folder files come through their shards; any other file the glob matches as is.
        others = [
            (m, Path(m))
            for m in matches
            if Path(m).is_file()
            and split_name(Path(m).name) is None
            and not _is_bookkeeping(Path(m))
        ]
        found.extend(
            Input(path, whole_document=_whole(path, input_format))
            for _, path in sorted(others + run)
        )
    return found


def _whole(path: Path, input_format: str) -> bool:
    if input_format != "auto":
        return input_format == "json"
    return path.suffix == ".json"


def ensure_readable(inputs: list[Input]) -> list[Input]:
    """The inputs, once each file has been opened: an unreadable one is an InputError
    (a usage error before any output), not a failure halfway through."""
    for source in inputs:
        if source.path is None:
            continue
        try:
            with source.path.open("rb"):
                pass
        except OSError as error:
            raise InputError(f"{error.filename}: {error.strerror}") from None
    return inputs
