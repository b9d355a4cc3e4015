"""Outputs aimed at the files of a run folder: the folder, the file kinds and the commands,
shared by ``tests/cli/test_run_folder_outputs.py`` (every command against every kind) and
``tests/fuzz/test_fuzz_outputs.py`` (random spellings of the same aims).

``run_folder(tmp)`` records two shards (``s1`` and ``s2``) with a ``RunRecorder`` and adds what
a live or interrupted writer leaves: ``s1``'s lock file, a pending data file and a temporary
manifest. ``TARGETS`` names a file of each kind; ``COMMANDS`` builds each writing command's
arguments with its output aimed at a path; ``digest(folder)`` is every entry's bytes hashed,
to compare before and after.
"""

from __future__ import annotations

import copy
import functools
import hashlib
import io
import shutil
from collections.abc import Callable
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import orjson
from _reverify_fixtures import write_export
from _vectors import cases

from trajspec._cli.app import main
from trajspec.converters import RunRecorder

COMMIT = "0123456789abcdef0123456789abcdef"

#: A file of each kind a run folder holds, by kind; "new" kinds do not exist yet (an output
#: there would add a file to a shard, or a shard to the run).
TARGETS: dict[str, str] = {
    "rollouts": "rollouts-s1.jsonl",
    "failures": "rollouts-s1_failures.jsonl",
    "materialized_inputs": "rollouts-s1_materialized_inputs.jsonl",
    "batch_status": "rollouts-s1_batch_status.json",
    "manifest": "rollouts-s1_manifest.json",
    "lock": ".lock.rollouts-s1",
    "pending": f".pending.{COMMIT}.rollouts-s1.jsonl",
    "temporary": f".tmp.{COMMIT}.rollouts-s1_manifest.json",
    "other_shard_manifest": "rollouts-s2_manifest.json",
    "other_shard_lock": ".lock.rollouts-s2",
    "new_shard_rollouts": "rollouts-new.jsonl",
    "new_shard_manifest": "rollouts-new_manifest.json",
}

EXPORT = ["--session-id", "session-1", "--agent-version", "1.0.0"]


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(list(argv), stderr=err)
    return code, out.getvalue(), err.getvalue()


def digest(folder: Path) -> dict[str, str]:
    """Every entry under ``folder`` (links not followed): a file's SHA-256, else what it is."""
    found: dict[str, str] = {}
    for path in sorted(folder.rglob("*")):
        name = str(path.relative_to(folder))
        if path.is_symlink():
            found[name] = f"link to {path.readlink()}"
        elif path.is_file():
            found[name] = hashlib.sha256(path.read_bytes()).hexdigest()
        else:
            found[name] = "folder" if path.is_dir() else "special"
    return found


def row(task: int) -> dict[str, Any]:
    return {"task_id": f"task-{task}", "_ng_task_index": task, "_ng_rollout_index": 0}


@functools.cache
def _export_base() -> dict[str, Any]:
    first = next(v for v in cases("export") if v.file.endswith("export-mapping.json"))
    return dict(first.case["row"])


def run_folder(tmp: Path) -> Path:
    """``tmp/run``: shards s1 and s2, s1's lock, a pending file and a temporary manifest."""
    folder = tmp / "run"
    for label in ("s1", "s2"):
        with RunRecorder(folder, label) as shard:
            first = shard.prepare(row(0))
            shard.record({**first, "reward": 1.0})
            second = shard.prepare(row(1))
            shard.record({**second, "_ng_failure_class": "agent_run_error"})
    for kind in ("lock", "pending", "temporary", "other_shard_lock"):
        (folder / TARGETS[kind]).write_bytes(b"")
    return folder


def inputs(tmp: Path) -> dict[str, Path]:
    """The other inputs the commands read, outside the run folder."""
    rows = tmp / "rows.jsonl"
    rows.write_bytes(orjson.dumps(row(0)) + b"\n")
    export_row = copy.deepcopy(_export_base())
    export_rows = tmp / "export-rows.jsonl"
    export_rows.write_bytes(orjson.dumps(export_row) + b"\n")
    manifest, materialized = write_export(tmp)
    return {
        "rows": rows,
        "export_rows": export_rows,
        "manifest": manifest,
        "materialized": materialized,
    }


def copy_of(template: Path, tmp: Path) -> tuple[Path, dict[str, Path]]:
    """``template`` (made by ``run_folder`` and ``inputs``) copied into ``tmp``, links kept as
    links: the run folder and the other inputs, as there. Quicker than making them again."""
    shutil.copytree(template, tmp, symlinks=True, dirs_exist_ok=True)
    names = {
        "rows": "rows.jsonl",
        "export_rows": "export-rows.jsonl",
        "manifest": "export/manifest.jsonl",
        "materialized": "inputs.jsonl",
    }
    return tmp / "run", {key: tmp / name for key, name in names.items()}


Argv = Callable[[Path, dict[str, Path], str], list[str]]

#: Each writing command, its output aimed at a path (run folder, other inputs, the path).
COMMANDS: dict[str, Argv] = {
    "report": lambda run_dir, i, out: ["report", str(run_dir / "rollouts-s1.jsonl"), "-o", out],
    "project": lambda run_dir, i, out: ["project", str(i["rows"]), "-o", out],
    "reverify": lambda run_dir, i, out: [
        "reverify",
        "--manifest",
        str(i["manifest"]),
        "--inputs",
        str(i["materialized"]),
        "--output",
        out,
        "--dry-run",
    ],
    "export": lambda run_dir, i, out: [
        "export",
        "--rollouts",
        str(i["export_rows"]),
        "--output-dir",
        out,
        *EXPORT,
    ],
    "health": lambda run_dir, i, out: ["health", str(i["rows"]), "--output-dir", out],
    "status": lambda run_dir, i, out: ["status", str(run_dir), "--resume-out", out],
    "codegen": lambda run_dir, i, out: ["codegen", "--lang", "python", "--out", out],
}
