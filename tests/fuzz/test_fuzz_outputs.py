"""Fuzzing the one output guard: every writing command (report, project, reverify, export,
health, status, codegen) with its output aimed at a run folder's file, spelled at random:
a data file, sidecar, manifest, lock, pending or temporary file of a shard that exists (read
by the command or not) or of a random new one, named directly, through ``..`` and ``.``, by a
relative path, through a symbolic link or a chain of two, a dangling link or a linked folder.
Every case exits 2 with a one-line message and leaves every byte under the test folder as it
was (hashed before and after).

``TRAJSPEC_FUZZ_EXAMPLES`` sets the scale as for the other fuzz tests: a tenth of it here
(30 cases by default, 1,000 under ``nox -s fuzz``), each a fresh copy of one run folder.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from _run_outputs import COMMANDS, TARGETS, copy_of, digest, inputs, run, run_folder

from trajspec._run_names import SUFFIXES, run_file

EXAMPLES = max(int(os.environ.get("TRAJSPEC_FUZZ_EXAMPLES", "300")) // 10, 10)
SEED = 37


def _random_name(rng: random.Random) -> str:
    """A run-folder file name of a random shard (``s1``, ``s2`` or a new label)."""
    label = rng.choice(["s1", "s2", f"n{rng.randrange(10**6)}", "step_000001-w0"])
    commit = "".join(rng.choice("0123456789abcdef") for _ in range(32))
    suffix = rng.choice([*SUFFIXES.values(), "_manifest.json"])
    shapes = [
        f"rollouts-{label}{suffix}",
        f".lock.rollouts-{label}",
        f".pending.{commit}.rollouts-{label}{suffix}",
        f".tmp.{commit}.rollouts-{label}_manifest.json",
    ]
    return rng.choice(shapes)


def _spellings(tmp: Path, run_dir: Path, name: str) -> dict[str, Callable[[], str]]:
    def link(to: Path, *chain: str) -> str:
        target = to
        for step in reversed(chain):
            (tmp / step).symlink_to(target)
            target = tmp / step
        return str(target)

    def alias() -> str:
        (tmp / "alias").symlink_to(run_dir)
        return str(tmp / "alias" / name)

    return {
        "direct": lambda: str(run_dir / name),
        "dotdot": lambda: str(run_dir / ".." / run_dir.name / name),
        "dot": lambda: f"{run_dir}/./{name}",
        "relative": lambda: os.path.relpath(run_dir / name),
        "link": lambda: link(run_dir / name, "out"),
        "chain": lambda: link(run_dir / name, "out1", "out2"),
        "linked folder": alias,
    }


def test_outputs_aimed_at_run_folder_files(tmp_path_factory: pytest.TempPathFactory) -> None:
    template = tmp_path_factory.mktemp("template")
    run_folder(template)
    inputs(template)
    rng = random.Random(SEED)
    for case in range(EXAMPLES):
        tmp = tmp_path_factory.mktemp(f"case{case}")
        run_dir, others = copy_of(template, tmp)
        name = rng.choice([*TARGETS.values(), _random_name(rng)])
        assert run_file(name) is not None, name
        how = rng.choice(sorted(_spellings(tmp, run_dir, name)))
        command = rng.choice(sorted(COMMANDS))
        out = _spellings(tmp, run_dir, name)[how]()
        before = digest(tmp)
        code, stdout, err = run(*COMMANDS[command](run_dir, others, out))
        where = f"case {case}: {command} -> {how} {name}"
        assert code == 2, (where, err)
        assert err.startswith("trajspec: ") and err.count("\n") == 1, (where, err)
        assert "Traceback" not in err and stdout == "", (where, stdout)
        assert digest(tmp) == before, where
