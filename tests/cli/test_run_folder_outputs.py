"""No output lands on a file of a run folder: every writing command, aimed at every kind of
run-folder file (data, sidecars, manifest, lock, pending and temporary files, of a shard read
or not, or of a shard not yet there), directly, through a symbolic link or through a linked
folder, exits 2 and changes nothing (``trajspec._outputs.check_outputs``, the one guard).

Written before the guard knew run folders: ``report RUN/rollouts-s1.jsonl -o
RUN/rollouts-s1_manifest.json`` exited 0 and replaced the shard's manifest."""

from __future__ import annotations

from pathlib import Path

import pytest
from _run_outputs import COMMANDS, TARGETS, copy_of, digest, inputs, row, run, run_folder

from trajspec.converters import RunRecorder
from trajspec.converters._runs.layout import RunFolderError


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("template")
    run_folder(base)
    inputs(base)
    return base


def _aimed(tmp_path: Path, run_dir: Path, name: str, how: str) -> Path:
    if how == "direct":
        return run_dir / name
    if how == "linked file":
        link = tmp_path / "out-link"
        link.symlink_to(run_dir / name)
        return link
    alias = tmp_path / "alias"
    alias.symlink_to(run_dir)
    return alias / name


@pytest.mark.parametrize("how", ["direct", "linked file", "linked folder"])
@pytest.mark.parametrize("kind", sorted(TARGETS))
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_an_output_onto_a_run_folder_file_is_refused(
    template: Path, tmp_path: Path, command: str, kind: str, how: str
) -> None:
    run_dir, others = copy_of(template, tmp_path)
    out = _aimed(tmp_path, run_dir, TARGETS[kind], how)
    before = digest(tmp_path)
    code, _, err = run(*COMMANDS[command](run_dir, others, str(out)))
    assert code == 2, err
    assert err.startswith("trajspec: ") and "Traceback" not in err
    assert digest(tmp_path) == before


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_the_refusal_names_the_run_folder(tmp_path: Path, command: str) -> None:
    run_dir = run_folder(tmp_path)
    code, _, err = run(
        *COMMANDS[command](run_dir, inputs(tmp_path), str(run_dir / TARGETS["new_shard_manifest"]))
    )
    assert code == 2, err
    assert "a file of the run folder" in err, err


def test_reverify_failures_file_onto_a_shard_sidecar(tmp_path: Path) -> None:
    """``--output RUN/rollouts-s1`` is no run-folder name, but its failures file
    (``rollouts-s1_failures.jsonl``) is."""
    run_dir = run_folder(tmp_path)
    others = inputs(tmp_path)
    before = digest(tmp_path)
    code, _, err = run(*COMMANDS["reverify"](run_dir, others, str(run_dir / "rollouts-s1")))
    assert code == 2, err
    assert "rollouts-s1_failures.jsonl" in err
    assert digest(tmp_path) == before


@pytest.mark.parametrize(
    ("command", "name"),
    [
        ("report", "report.html"),
        ("project", "projected.jsonl"),
        ("status", "resume.jsonl"),
        ("health", "health"),
        ("export", "atif"),
    ],
)
def test_other_names_in_a_run_folder_are_written(tmp_path: Path, command: str, name: str) -> None:
    run_dir = run_folder(tmp_path)
    argv = COMMANDS[command](run_dir, inputs(tmp_path), str(run_dir / name))
    code, _, err = run(*argv, *(["--shard", "s1"] if command == "status" else []))
    assert code in (0, 1), err
    assert (run_dir / name).exists()


def test_run_folder_names_elsewhere_are_written_when_they_hold_data(tmp_path: Path) -> None:
    """A folder without a manifest, lock or pending file is no run folder: NeMo Gym's own
    ``rollouts.jsonl`` (or a shard-like data name) may be written there."""
    others = inputs(tmp_path)
    fresh = tmp_path / "fresh"
    fresh.mkdir()
    for name in ("rollouts.jsonl", "rollouts-s9.jsonl"):
        code, _, err = run("project", str(others["rows"]), "-o", str(fresh / name))
        assert code == 0, err


@pytest.mark.parametrize("name", ["rollouts-x_manifest.json", ".lock.rollouts-x"])
def test_run_folder_bookkeeping_names_are_refused_anywhere(tmp_path: Path, name: str) -> None:
    """A manifest or lock name would make any folder a run folder whose readers fail."""
    others = inputs(tmp_path)
    before = digest(tmp_path)
    code, _, err = run("project", str(others["rows"]), "-o", str(tmp_path / name))
    assert code == 2, err
    assert digest(tmp_path) == before


@pytest.mark.parametrize("aim", ["another shard's", "outside"])
@pytest.mark.parametrize("role", ["lock", "rollouts", "manifest"])
def test_a_recorder_refuses_a_shard_file_that_is_a_link(
    tmp_path: Path, role: str, aim: str
) -> None:
    run_dir = run_folder(tmp_path)
    name = {"lock": ".lock.rollouts-s3", "rollouts": "rollouts-s3.jsonl"}.get(
        role, "rollouts-s3_manifest.json"
    )
    if aim == "outside":
        (tmp_path / "elsewhere").write_bytes(b"")
        (run_dir / name).symlink_to(tmp_path / "elsewhere")
    else:
        (run_dir / name).symlink_to(run_dir / name.replace("s3", "s2"))
    before = digest(tmp_path)
    with pytest.raises(
        RunFolderError, match="of shard s2" if aim != "outside" else "symbolic link"
    ):
        RunRecorder(run_dir, "s3").open()
    assert digest(tmp_path) == before
    # Its own files are what a recorder writes.
    (run_dir / name).unlink()
    with RunRecorder(run_dir, "s3") as shard:
        shard.record({**shard.prepare(row(0)), "reward": 1.0})
    assert (run_dir / "rollouts-s3_manifest.json").is_file()
