"""No command destroys what it reads, and write failures are exit 2: the one output check
(``trajspec._outputs``) as each command uses it, symbolic links and special files as outputs,
failed writes, numeric option ranges, file names that are not UTF-8, the refusals of inputs a
command cannot use, and the removal of temporaries that killed runs left behind."""

from __future__ import annotations

import copy
import errno
import functools
import io
import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import orjson
import pytest
from _reverify_fixtures import write_export
from _vectors import cases

from trajspec._cli.app import main
from trajspec.converters import RunRecorder

EXPORT = ["--session-id", "session-1", "--agent-version", "1.0.0"]


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(list(argv), stderr=err)
    return code, out.getvalue(), err.getvalue()


def snapshot(folder: Path) -> dict[str, bytes | str]:
    """Every entry under ``folder``: a file's bytes, else what it is."""
    found: dict[str, bytes | str] = {}
    for path in sorted(folder.rglob("*")):
        name = str(path.relative_to(folder))
        if path.is_symlink():
            found[name] = f"link to {path.readlink()}"
        elif path.is_file():
            found[name] = path.read_bytes()
        else:
            found[name] = "folder" if path.is_dir() else "special"
    return found


def _lines(rows: list[Any]) -> bytes:
    return b"".join(orjson.dumps(row) + b"\n" for row in rows)


def _row(task: int, rollout: int = 0) -> dict[str, Any]:
    return {"task_id": f"task-{task}", "_ng_task_index": task, "_ng_rollout_index": rollout}


@functools.cache
def _export_base() -> dict[str, Any]:
    first = next(v for v in cases("export") if v.file.endswith("export-mapping.json"))
    return dict(first.case["row"])


def _export_row(task: int) -> dict[str, Any]:
    row = copy.deepcopy(_export_base())
    row["_ng_task_index"], row["_ng_rollout_index"] = task, 0
    row["task_id"] = f"calc-{task}"
    trajectory = row["ng_trajectory"]
    trajectory["task_id"], trajectory["rollout_id"] = f"calc-{task}", f"{task}-0"
    for turn in trajectory["turns"]:
        turn["task_id"], turn["rollout_id"] = f"calc-{task}", f"{task}-0"
    return row


@pytest.fixture
def rows(tmp_path: Path) -> Path:
    path = tmp_path / "rows.jsonl"
    path.write_bytes(_lines([_row(0), _row(1)]))
    return path


@pytest.fixture
def run_dir(tmp_path: Path) -> Path:
    """A run folder with one shard whose second try failed (so a resume needs it)."""
    folder = tmp_path / "run"
    with RunRecorder(folder, "s1") as shard:
        first = shard.prepare(_row(0))
        shard.record({**first, "reward": 1.0})
        second = shard.prepare(_row(1))
        shard.record({**second, "_ng_failure_class": "agent_run_error"})
    return folder


@pytest.fixture
def export(tmp_path: Path) -> tuple[Path, Path]:
    return write_export(tmp_path)


def _reverify(manifest: Path, inputs: Path, output: Path, *extra: str) -> tuple[int, str, str]:
    return run(
        "reverify", "--manifest", str(manifest), "--inputs", str(inputs), "--output",
        str(output), "--dry-run", *extra,
    )  # fmt: skip


@pytest.fixture
def other_process() -> Iterator[int]:
    """The pid of a live process other than this one."""
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        yield child.pid
    finally:
        child.kill()
        child.wait()


@pytest.fixture(scope="module")
def dead_pid() -> int:
    """The pid of a process that has exited."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


# -- outputs onto inputs, command by command --------------------------------------------------


def _refused(code: int, err: str, before: dict[str, bytes | str], folder: Path) -> None:
    assert code == 2, err
    assert err.startswith("trajspec: ") and "Traceback" not in err
    assert snapshot(folder) == before


def test_project_output_is_its_input(rows: Path, tmp_path: Path) -> None:
    before = snapshot(tmp_path)
    code, _, err = run("project", str(rows), "-o", str(rows))
    _refused(code, err, before, tmp_path)
    assert "is an input of this command" in err


def test_project_output_is_a_hard_link_to_its_input(rows: Path, tmp_path: Path) -> None:
    link = tmp_path / "also-rows.jsonl"
    os.link(rows, link)
    before = snapshot(tmp_path)
    code, _, err = run("project", str(rows), "-o", str(link))
    _refused(code, err, before, tmp_path)


def test_project_output_is_its_input_through_a_linked_folder(rows: Path, tmp_path: Path) -> None:
    (tmp_path / "alias").symlink_to(tmp_path)
    before = snapshot(tmp_path)
    code, _, err = run("project", str(rows), "-o", str(tmp_path / "alias" / "rows.jsonl"))
    _refused(code, err, before, tmp_path)


def test_project_output_inside_a_capture_folder_it_deletes(rows: Path, tmp_path: Path) -> None:
    capture = tmp_path / "capture"
    capture.mkdir()
    before = snapshot(tmp_path)
    code, _, err = run(
        "project", str(rows), "--capture-dir", str(capture), "--delete-capture",
        "-o", str(capture / "out.jsonl"),
    )  # fmt: skip
    _refused(code, err, before, tmp_path)
    assert "deletes" in err
    # The same output without --delete-capture is fine (a name no capture has).
    code, _, err = run(
        "project", str(rows), "--capture-dir", str(capture), "-o", str(capture / "out.jsonl")
    )
    assert code == 0, err


def test_project_output_onto_a_capture_file(rows: Path, tmp_path: Path) -> None:
    capture = tmp_path / "capture"
    capture.mkdir()
    (capture / "0-0.capture.jsonl").write_bytes(b"")
    before = snapshot(tmp_path)
    code, _, err = run(
        "project", str(rows), "--capture-dir", str(capture),
        "-o", str(capture / "0-0.capture.jsonl"),
    )  # fmt: skip
    _refused(code, err, before, tmp_path)


@pytest.mark.parametrize("name", ["rollouts-s1_materialized_inputs.jsonl", "rollouts-s1.jsonl"])
def test_status_resume_out_onto_a_shard_file(run_dir: Path, tmp_path: Path, name: str) -> None:
    before = snapshot(tmp_path)
    code, _, err = run("status", str(run_dir), "--resume-out", str(run_dir / name))
    _refused(code, err, before, tmp_path)


def test_status_resume_out_would_add_a_shard_file(run_dir: Path, tmp_path: Path) -> None:
    before = snapshot(tmp_path)
    code, _, err = run("status", str(run_dir), "--resume-out", str(run_dir / "rollouts-x.jsonl"))
    _refused(code, err, before, tmp_path)
    assert "would be a file of the run folder" in err
    # Another name in the run folder is no file of a shard.
    code, _, err = run("status", str(run_dir), "--resume-out", str(run_dir / "resume.jsonl"))
    assert code == 0, err
    assert (run_dir / "resume.jsonl").read_bytes().count(b"\n") == 1


def test_status_resume_out_is_a_hard_link_to_a_shard_file(run_dir: Path, tmp_path: Path) -> None:
    link = tmp_path / "inputs-copy.jsonl"
    os.link(run_dir / "rollouts-s1_materialized_inputs.jsonl", link)
    before = snapshot(tmp_path)
    code, _, err = run("status", str(run_dir), "--resume-out", str(link))
    _refused(code, err, before, tmp_path)


def test_health_report_collides_with_an_input(tmp_path: Path) -> None:
    named = tmp_path / "rollout_verdicts.jsonl"
    named.write_bytes(_lines([_row(0)]))
    before = snapshot(tmp_path)
    code, _, err = run("health", str(named))
    _refused(code, err, before, tmp_path)
    assert "is an input of this command" in err


def test_health_output_dir_report_is_an_input(tmp_path: Path) -> None:
    source = tmp_path / "in" / "quality_summary.json"
    source.parent.mkdir()
    source.write_bytes(_lines([_row(0)]))
    before = snapshot(tmp_path)
    code, _, err = run("health", str(source), "--output-dir", str(tmp_path / "in"))
    _refused(code, err, before, tmp_path)


def test_reverify_output_is_a_trajectory_the_manifest_names(
    export: tuple[Path, Path], tmp_path: Path
) -> None:
    manifest, inputs = export
    before = snapshot(tmp_path)
    code, _, err = _reverify(manifest, inputs, manifest.parent / "0-1.json")
    _refused(code, err, before, tmp_path)
    assert "0-1.json" in err


def test_reverify_failures_file_is_a_trajectory_the_manifest_names(
    export: tuple[Path, Path], tmp_path: Path
) -> None:
    manifest, inputs = export
    (manifest.parent / "0-1.json").rename(manifest.parent / "r_failures.jsonl")
    text = manifest.read_bytes().replace(b'"0-1.json"', b'"r_failures.jsonl"')
    manifest.write_bytes(text)
    before = snapshot(tmp_path)
    code, _, err = _reverify(manifest, inputs, manifest.parent / "r.jsonl")
    _refused(code, err, before, tmp_path)


def test_reverify_output_is_a_hard_link_to_the_inputs(
    export: tuple[Path, Path], tmp_path: Path
) -> None:
    manifest, inputs = export
    link = tmp_path / "results.jsonl"
    os.link(inputs, link)
    before = snapshot(tmp_path)
    code, _, err = _reverify(manifest, inputs, link)
    _refused(code, err, before, tmp_path)


def test_export_output_dir_is_its_input(tmp_path: Path) -> None:
    source = tmp_path / "rows.jsonl"
    source.write_bytes(_lines([_export_row(0)]))
    before = snapshot(tmp_path)
    code, _, err = run("export", "--rollouts", str(source), "--output-dir", str(source), *EXPORT)
    _refused(code, err, before, tmp_path)


def test_codegen_out_inside_the_installed_schemas() -> None:
    from trajspec._schemas import spec_root

    root = spec_root()
    assert isinstance(root, Path)
    target = root / "evidence" / "new-models"
    code, _, err = run("codegen", "--lang", "python", "--out", str(target))
    assert code == 2, err
    assert "the installed schemas" in err
    assert not target.exists()


# -- symbolic links and special files as outputs ------------------------------------------------


def _special(kind: str, path: Path, tmp_path: Path) -> None:
    if kind == "symlink":
        (tmp_path / "elsewhere.jsonl").write_bytes(b"precious\n")
        path.symlink_to(tmp_path / "elsewhere.jsonl")
    elif kind == "dangling":
        path.symlink_to(tmp_path / "nowhere.jsonl")
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.mkdir()


KINDS = ["symlink", "dangling", "fifo", "folder"]


@pytest.mark.parametrize("kind", KINDS)
def test_project_refuses_a_special_output(rows: Path, tmp_path: Path, kind: str) -> None:
    out = tmp_path / "out.jsonl"
    _special(kind, out, tmp_path)
    before = snapshot(tmp_path)
    code, _, err = run("project", str(rows), "-o", str(out))
    _refused(code, err, before, tmp_path)


@pytest.mark.parametrize("kind", KINDS)
def test_status_refuses_a_special_resume_out(run_dir: Path, tmp_path: Path, kind: str) -> None:
    out = tmp_path / "resume.jsonl"
    _special(kind, out, tmp_path)
    before = snapshot(tmp_path)
    code, _, err = run("status", str(run_dir), "--resume-out", str(out))
    _refused(code, err, before, tmp_path)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("report", ["quality_summary.json", "rollout_verdicts.jsonl"])
def test_health_refuses_a_special_report(tmp_path: Path, kind: str, report: str) -> None:
    source = tmp_path / "rows.jsonl"
    source.write_bytes(_lines([_row(0)]))
    _special(kind, tmp_path / report, tmp_path)
    before = snapshot(tmp_path)
    code, _, err = run("health", str(source))
    _refused(code, err, before, tmp_path)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("which", ["output", "failures"])
def test_reverify_refuses_a_special_output(
    export: tuple[Path, Path], tmp_path: Path, kind: str, which: str
) -> None:
    manifest, inputs = export
    out = tmp_path / "r.jsonl"
    _special(kind, out if which == "output" else tmp_path / "r_failures.jsonl", tmp_path)
    before = snapshot(tmp_path)
    code, _, err = _reverify(manifest, inputs, out)
    _refused(code, err, before, tmp_path)


@pytest.mark.parametrize("kind", ["symlink", "dangling"])
def test_codegen_refuses_a_linked_out(tmp_path: Path, kind: str) -> None:
    out = tmp_path / "models"
    if kind == "symlink":
        (tmp_path / "real").mkdir()
        out.symlink_to(tmp_path / "real")
    else:
        out.symlink_to(tmp_path / "nowhere")
    before = snapshot(tmp_path)
    code, _, err = run("codegen", "--lang", "python", "--out", str(out))
    _refused(code, err, before, tmp_path)


# -- failed writes: exit 2, "cannot write", nothing partial, inputs unchanged ------------------


def _no_space(*_: object) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


def _cannot_write(code: int, err: str, before: dict[str, bytes | str], folder: Path) -> None:
    assert code == 2, err
    assert "cannot write" in err and "Traceback" not in err
    assert snapshot(folder) == before


def test_project_disk_full(rows: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    before = snapshot(tmp_path)
    monkeypatch.setattr(os, "fsync", _no_space)
    code, _, err = run("project", str(rows), "-o", str(tmp_path / "out.jsonl"))
    _cannot_write(code, err, before, tmp_path)


def test_project_rename_fails(rows: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    before = snapshot(tmp_path)
    monkeypatch.setattr(Path, "replace", _no_space)
    code, _, err = run("project", str(rows), "-o", str(tmp_path / "out.jsonl"))
    _cannot_write(code, err, before, tmp_path)


def test_status_disk_full(run_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    before = snapshot(tmp_path)
    monkeypatch.setattr(os, "fsync", _no_space)
    code, _, err = run("status", str(run_dir), "--resume-out", str(tmp_path / "resume.jsonl"))
    _cannot_write(code, err, before, tmp_path)


def test_health_disk_full(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source = tmp_path / "rows.jsonl"
    source.write_bytes(_lines([_row(0)]))
    before = snapshot(tmp_path)
    monkeypatch.setattr(os, "fsync", _no_space)
    code, _, err = run("health", str(source))
    _cannot_write(code, err, before, tmp_path)


def test_reverify_disk_full(
    export: tuple[Path, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    manifest, inputs = export
    before = snapshot(tmp_path)
    monkeypatch.setattr(os, "fsync", _no_space)
    code, _, err = _reverify(manifest, inputs, tmp_path / "r.jsonl")
    _cannot_write(code, err, before, tmp_path)


def test_export_disk_full(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source = tmp_path / "rows.jsonl"
    source.write_bytes(_lines([_export_row(0), _export_row(1)]))
    before = snapshot(tmp_path)
    monkeypatch.setattr(os, "fsync", _no_space)
    code, _, err = run(
        "export", "--rollouts", str(source), "--output-dir", str(tmp_path / "o"), *EXPORT
    )
    _cannot_write(code, err, before, tmp_path)


def test_codegen_fails_midway_and_leaves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from trajspec._tools.codegen import generate as _codegen

    def half(out: Path) -> None:
        out.mkdir(parents=True, exist_ok=True)
        (out / "__init__.py").write_text("# half\n")
        _no_space()

    monkeypatch.setattr(_codegen, "generate_python", half)
    before = snapshot(tmp_path)
    code, _, err = run("codegen", "--lang", "python", "--out", str(tmp_path / "models"))
    _cannot_write(code, err, before, tmp_path)


def test_codegen_out_under_a_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from trajspec._tools.codegen import generate as _codegen

    monkeypatch.setattr(_codegen, "generate_python", lambda out: (out / "m.py").write_text(""))
    (tmp_path / "file").write_text("mine")
    before = snapshot(tmp_path)
    code, _, err = run("codegen", "--lang", "python", "--out", str(tmp_path / "file" / "models"))
    _cannot_write(code, err, before, tmp_path)
    # With a usable --out, the generation is renamed into place whole.
    code, _, err = run("codegen", "--lang", "python", "--out", str(tmp_path / "models"))
    assert code == 0, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file", "models"]
    assert [p.name for p in (tmp_path / "models").iterdir()] == ["m.py"]


@pytest.mark.parametrize(
    "argv",
    [
        ("project", "{rows}", "-o", "{file}/out.jsonl"),
        ("status", "{run}", "--resume-out", "{file}/resume.jsonl"),
        ("health", "{rows}", "--output-dir", "{file}/reports"),
        ("reverify", "--manifest", "{manifest}", "--inputs", "{inputs}", "--output",
         "{file}/r.jsonl", "--dry-run"),
        ("export", "--rollouts", "{rows}", "--output-dir", "{file}/atif", *EXPORT),
    ],
)  # fmt: skip
def test_an_output_under_a_regular_file_is_a_usage_error(
    tmp_path: Path, run_dir: Path, export: tuple[Path, Path], argv: tuple[str, ...]
) -> None:
    (tmp_path / "file").write_text("mine")
    rows = tmp_path / "rows.jsonl"
    rows.write_bytes(_lines([_row(0)]))
    values = {
        "rows": str(rows), "file": str(tmp_path / "file"), "run": str(run_dir),
        "manifest": str(export[0]), "inputs": str(export[1]),
    }  # fmt: skip
    before = snapshot(tmp_path)
    code, _, err = run(*(arg.format(**values) for arg in argv))
    _refused(code, err, before, tmp_path)
    assert "cannot write" in err and "is not a folder" in err


# -- numeric options ----------------------------------------------------------------------------


@pytest.mark.parametrize("value", ["99999999999999999999", "0", "-1", "1e3", "300"])
@pytest.mark.parametrize(
    "argv",
    [
        ("validate", "{rows}"),
        ("project", "{rows}", "-o", "{out}"),
        ("health", "{rows}"),
        ("coverage", "{rows}"),
        ("reverify", "--manifest", "{rows}", "--inputs", "{rows}", "--output", "{out}",
         "--dry-run"),
    ],
)  # fmt: skip
def test_jobs_out_of_range(rows: Path, tmp_path: Path, argv: tuple[str, ...], value: str) -> None:
    values = {"rows": str(rows), "out": str(tmp_path / "out.jsonl")}
    before = snapshot(tmp_path)
    code, _, err = run(*(arg.format(**values) for arg in argv), "--jobs", value)
    _refused(code, err, before, tmp_path)
    assert "--jobs" in err


@pytest.mark.parametrize("value", ["1", "256"])
def test_jobs_in_range(rows: Path, value: str) -> None:
    code, _, err = run("validate", str(rows), "--jobs", value, "--format", "json")
    assert code == 0, err


@pytest.mark.parametrize("value", ["99999999999999999999", "1000001", "0", "-1"])
def test_max_attempts_out_of_range(run_dir: Path, value: str) -> None:
    code, out, err = run("status", str(run_dir), "--max-attempts", value)
    assert code == 2 and out == "" and "--max-attempts" in err


def test_max_attempts_in_range(run_dir: Path) -> None:
    code, out, err = run("status", str(run_dir), "--max-attempts", "1000000", "--format", "json")
    assert code == 0, err
    assert orjson.loads(out)["shards"][0]["max_attempts"] == 1000000


# -- file names that are not UTF-8 --------------------------------------------------------------

BAD = os.fsdecode(b"bad\xff.jsonl")


@pytest.fixture
def bad_name(tmp_path: Path) -> Path:
    path = tmp_path / BAD
    # an unreadable line: health names its file in the verdict
    path.write_bytes(b'{"_ng_task_index": "x"}\nnot json\n')
    return path


@pytest.mark.parametrize("fmt", ["json", "sarif"])
def test_validate_escapes_a_name_that_is_not_utf8(bad_name: Path, fmt: str) -> None:
    code, out, err = run("validate", str(bad_name), "--format", fmt)
    assert code == 1, err
    # a backslash escape, written as JSON text; in SARIF's URI percent-encoded (a name that
    # is not UTF-8 is named by its escaped label there too)
    assert ("bad%5Cxff.jsonl" if fmt == "sarif" else "bad\\\\xff.jsonl") in out
    text = out if fmt == "sarif" else out.splitlines()[0]
    document = orjson.loads(text)
    files = (
        [r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
         for r in document["runs"][0]["results"]]
        if fmt == "sarif" else [document["file"]]
    )  # fmt: skip
    suffix = "bad%5Cxff.jsonl" if fmt == "sarif" else "bad\\xff.jsonl"
    assert files and all(f.endswith(suffix) for f in files)


def test_health_escapes_a_name_that_is_not_utf8(bad_name: Path, tmp_path: Path) -> None:
    code, _, err = run("health", str(bad_name), "--format", "json")
    assert code == 0, err
    verdicts = (tmp_path / "rollout_verdicts.jsonl").read_bytes()
    assert b"bad\\\\xff.jsonl" in verdicts


def test_status_escapes_a_folder_name_that_is_not_utf8(tmp_path: Path) -> None:
    folder = tmp_path / os.fsdecode(b"run\xfe")
    with RunRecorder(folder, "s1") as shard:
        shard.record({**shard.prepare(_row(0)), "reward": 1.0})
    code, out, err = run("status", str(folder), "--format", "json")
    assert code == 0, err
    assert orjson.loads(out)["shards"][0]["folder"].endswith("run\\xfe")


def test_export_escapes_a_name_that_is_not_utf8(tmp_path: Path) -> None:
    source = tmp_path / BAD
    source.write_bytes(b"[1]\n")
    code, out, err = run(
        "export", "--rollouts", str(source), "--output-dir", str(tmp_path / "o"), *EXPORT,
        "--report", "json",
    )  # fmt: skip
    assert code == 1, err
    assert orjson.loads(out.splitlines()[0])["file"].endswith("bad\\xff.jsonl")


def test_reverify_escapes_a_folder_name_that_is_not_utf8(tmp_path: Path) -> None:
    folder = tmp_path / os.fsdecode(b"d\xfe")
    folder.mkdir()
    manifest, inputs = write_export(folder)
    (manifest.parent / "0-1.json").write_text("{")  # a rejection names its file
    out = folder / "r.jsonl"
    code, text, err = _reverify(manifest, inputs, out, "--format", "json")
    assert code == 1, err
    assert orjson.loads(text)["output"].endswith("d\\xfe/r.jsonl")
    failure = orjson.loads(folder.joinpath("r_failures.jsonl").read_bytes())
    assert all("d\\xfe" in f["file"] for f in failure["findings"])


# -- inputs a command refuses -------------------------------------------------------------------


def test_status_on_a_folder_without_shards(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    code, out, err = run("status", str(tmp_path / "empty"))
    assert code == 2 and out == ""
    assert "no shard" in err


@pytest.mark.parametrize(
    ("line", "what"),
    [
        ({"_ng_task_index": 0, "_ng_rollout_index": 0, "_ng_failure_class": "x"}, "failures"),
        ({"schema_version": "ATIF-v1.7", "steps": [], "agent": {}}, "ATIF"),
        ({"model_call_id": "c", "latency_ms": 3}, "capture"),
        ({"records": [], "source": "s"}, "observation"),
    ],
)
def test_project_refuses_lines_that_are_not_rollout_rows(
    tmp_path: Path, line: dict[str, Any], what: str
) -> None:
    source = tmp_path / "in.jsonl"
    source.write_bytes(_lines([_row(0), line]))
    before = snapshot(tmp_path)
    code, _, err = run("project", str(source), "-o", str(tmp_path / "out.jsonl"))
    assert code == 1
    assert f"{source}:2: not a rollout row: the line reads as" in err and what in err
    assert "nothing was written" in err
    assert snapshot(tmp_path) == before


def test_project_takes_rows_it_cannot_classify(tmp_path: Path) -> None:
    source = tmp_path / "in.jsonl"
    source.write_bytes(_lines([_row(0), {"task_id": "t"}]))
    code, _, err = run("project", str(source), "-o", str(tmp_path / "out.jsonl"))
    assert code == 0, err
    assert (tmp_path / "out.jsonl").read_bytes().count(b"\n") == 2


@pytest.mark.parametrize("session", ["a:b", "a/b", "a\x01b", "tab\there", "nl\n"])
def test_export_refuses_a_session_id_with_separators(tmp_path: Path, session: str) -> None:
    source = tmp_path / "rows.jsonl"
    source.write_bytes(_lines([_export_row(0)]))
    before = snapshot(tmp_path)
    code, _, err = run(
        "export", "--rollouts", str(source), "--output-dir", str(tmp_path / "o"),
        "--session-id", session, "--agent-version", "1",
    )  # fmt: skip
    _refused(code, err, before, tmp_path)
    assert "session_id" in err


def test_export_takes_a_plain_session_id(tmp_path: Path) -> None:
    source = tmp_path / "rows.jsonl"
    source.write_bytes(_lines([_export_row(0)]))
    code, _, err = run(
        "export", "--rollouts", str(source), "--output-dir", str(tmp_path / "o"),
        "--session-id", "run-7.b_x", "--agent-version", "1",
    )  # fmt: skip
    assert code == 0, err


# -- temporaries of killed runs ---------------------------------------------------------------


def _temporaries(target: Path, dead: int, live: int, *, folder: bool = False) -> list[Path]:
    made = []
    for pid in (dead, live):
        path = target.with_name(f".{target.name}.{pid}.tmp" + ("-abc123" if folder else ""))
        if folder:
            path.mkdir()
            (path / "part.json").write_bytes(b"{}")
        else:
            path.write_bytes(b"partial")
        made.append(path)
    return made


def _only_the_dead_one_is_gone(made: list[Path]) -> None:
    dead, live = made
    assert not dead.exists()
    assert live.exists()


def test_project_removes_stale_temporaries(
    rows: Path, tmp_path: Path, dead_pid: int, other_process: int
) -> None:
    out = tmp_path / "out.jsonl"
    made = _temporaries(out, dead_pid, other_process)
    assert run("project", str(rows), "-o", str(out))[0] == 0
    _only_the_dead_one_is_gone(made)


def test_status_removes_stale_temporaries(
    run_dir: Path, tmp_path: Path, dead_pid: int, other_process: int
) -> None:
    out = tmp_path / "resume.jsonl"
    made = _temporaries(out, dead_pid, other_process)
    assert run("status", str(run_dir), "--resume-out", str(out))[0] == 0
    _only_the_dead_one_is_gone(made)


def test_health_removes_stale_temporaries(
    rows: Path, tmp_path: Path, dead_pid: int, other_process: int
) -> None:
    made = _temporaries(tmp_path / "quality_summary.json", dead_pid, other_process)
    made += _temporaries(tmp_path / "rollout_verdicts.jsonl", dead_pid, other_process)
    assert run("health", str(rows))[0] == 0
    _only_the_dead_one_is_gone(made[:2])
    _only_the_dead_one_is_gone(made[2:])


def test_reverify_removes_stale_temporaries(
    export: tuple[Path, Path], tmp_path: Path, dead_pid: int, other_process: int
) -> None:
    manifest, inputs = export
    out = tmp_path / "r.jsonl"
    made = _temporaries(out, dead_pid, other_process)
    made += _temporaries(tmp_path / "r_failures.jsonl", dead_pid, other_process)
    assert _reverify(manifest, inputs, out)[0] == 0
    _only_the_dead_one_is_gone(made[:2])
    _only_the_dead_one_is_gone(made[2:])


def test_export_removes_stale_staging_folders(
    tmp_path: Path, dead_pid: int, other_process: int
) -> None:
    source = tmp_path / "rows.jsonl"
    source.write_bytes(_lines([_export_row(0)]))
    out = tmp_path / "o"
    made = _temporaries(out, dead_pid, other_process, folder=True)
    code, _, err = run("export", "--rollouts", str(source), "--output-dir", str(out), *EXPORT)
    assert code == 0, err
    _only_the_dead_one_is_gone(made)


def test_codegen_removes_stale_staging_folders(
    tmp_path: Path, dead_pid: int, other_process: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    from trajspec._tools.codegen import generate as _codegen

    monkeypatch.setattr(_codegen, "generate_python", lambda out: (out / "m.py").write_text(""))
    out = tmp_path / "models"
    made = _temporaries(out, dead_pid, other_process, folder=True)
    assert run("codegen", "--lang", "python", "--out", str(out))[0] == 0
    _only_the_dead_one_is_gone(made)


def test_pid_alive() -> None:
    from trajspec._files import pid_alive

    assert pid_alive(os.getpid())
    assert not pid_alive(0)
    assert not pid_alive(-5)


class _FullDisk(io.StringIO):
    def write(self, text: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")


@pytest.mark.parametrize(
    "argv",
    [("validate", "{rows}", "--format", "json"), ("schema", "list"), ("perf", "{rows}")],
)
def test_a_full_standard_output_is_a_usage_error(
    rows: Path, argv: tuple[str, ...], monkeypatch: pytest.MonkeyPatch
) -> None:
    rows.write_bytes(rows.read_bytes() + b"not json\n")  # validate prints a finding
    err = io.StringIO()
    monkeypatch.setattr(sys, "stdout", _FullDisk())
    code = main([arg.format(rows=rows) for arg in argv], stderr=err)
    assert code == 2
    assert err.getvalue().endswith("cannot write standard output: No space left on device\n")


def test_a_device_is_refused_as_an_output() -> None:
    # The guard alone (no command runs, so a regression cannot replace the device).
    from trajspec._outputs import Output, OutputError, check_outputs

    with pytest.raises(OutputError, match="is a device"):
        check_outputs([Output("-o", Path("/dev/null"))])
    with pytest.raises(OutputError, match="symbolic link"):
        check_outputs([Output("-o", Path("/dev/stdout"))])
