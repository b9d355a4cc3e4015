"""Batch ATIF export: `trajspec export --format atif` and converters.export_rollouts.

File layout and manifest (the reference's, so that reverify reads it), all-or-nothing output,
every row error reported together, the batch rules, byte-identical re-runs, exit codes, and an
input that is never touched.
"""

from __future__ import annotations

import copy
import functools
import hashlib
import io
import os
import sys
from pathlib import Path
from typing import Any

import orjson
import pytest
from _vectors import cases

from trajspec._cli.app import main
from trajspec.converters import ExportUsageError, export_atif, export_rollouts

OPTIONS = ["--session-id", "session-1", "--agent-version", "1.0.0"]


@functools.cache
def _base_row() -> dict[str, Any]:
    first = next(v for v in cases("export") if v.file.endswith("export-mapping.json"))
    return first.case["row"]


def _row(task: int = 0, rollout: int = 0, agent: str = "calc_agent") -> dict[str, Any]:
    row = copy.deepcopy(_base_row())
    row["_ng_task_index"], row["_ng_rollout_index"] = task, rollout
    row["task_id"] = f"calc-{task}"
    trajectory = row["ng_trajectory"]
    trajectory["task_id"], trajectory["rollout_id"] = f"calc-{task}", f"{task}-{rollout}"
    for turn in trajectory["turns"]:
        turn["task_id"], turn["rollout_id"] = f"calc-{task}", f"{task}-{rollout}"
    row["agent_ref"]["name"] = agent
    return row


def _write(path: Path, rows: list[Any]) -> Path:
    path.write_bytes(
        b"".join((r if isinstance(r, bytes) else orjson.dumps(r)) + b"\n" for r in rows)
    )
    return path


def _run(*args: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["export", "--format", "atif", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def test_layout_and_manifest(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = [_row(2, 1), _row(0, 0), _row(0, 1)]
    source = _write(tmp_path / "rollouts.jsonl", rows)
    code, out, _ = _run(
        "--rollouts", str(source), "--output-dir", str(tmp_path / "out"), *OPTIONS, capsys=capsys
    )
    assert code == 0, out
    files = _snapshot(tmp_path / "out")
    assert sorted(files) == ["0-0.json", "0-1.json", "2-1.json", "manifest.jsonl"]
    lines = files["manifest.jsonl"].splitlines()
    assert len(lines) == 3
    for line, row in zip(lines, rows, strict=True):
        entry = orjson.loads(line)
        name = f"{row['_ng_task_index']}-{row['_ng_rollout_index']}.json"
        # compact, keys sorted: exactly what the reference writes and reverify reads
        assert line == orjson.dumps(entry, option=orjson.OPT_SORT_KEYS)
        assert list(entry) == [
            "_ng_rollout_index",
            "_ng_task_index",
            "expected_sha256",
            "trajectory_path",
        ]
        assert entry["trajectory_path"] == name
        assert entry["_ng_task_index"] == row["_ng_task_index"]
        assert entry["expected_sha256"] == hashlib.sha256(files[name]).hexdigest()
        document = export_atif(row, session_id="session-1", agent_version="1.0.0")
        assert files[name] == document.to_bytes()
    assert "exported 3 ATIF trajectory files" in out
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out", "rollouts.jsonl"]  # no staging
    assert oct((tmp_path / "out").stat().st_mode & 0o777) == "0o755"


def test_integral_float_indices_export_as_the_ints_they_equal(tmp_path: Path) -> None:
    # Indices such as 1.0 and -0.0 are JSON Schema integers: the files are named, pinned and
    # written as for the ints they equal (the ints, not the floats, reach the file names and
    # the manifest's JSON).
    def exported(name: str, rows: list[dict[str, Any]]) -> dict[str, bytes]:
        source = _write(tmp_path / f"{name}.jsonl", rows)
        result = export_rollouts(source, tmp_path / name, session_id="s", agent_version="v")
        assert result.ok, [f.to_json() for f in result.findings]
        return _snapshot(tmp_path / name)

    ints = [_row(2, 1), _row(0, 0)]
    floats = [_row(2, 1), _row(0, 0)]
    floats[0]["_ng_task_index"], floats[0]["_ng_rollout_index"] = 2.0, 1.0
    floats[1]["_ng_task_index"], floats[1]["_ng_rollout_index"] = -0.0, 0.0
    expected = exported("ints", ints)
    assert sorted(expected) == ["0-0.json", "2-1.json", "manifest.jsonl"]
    assert exported("floats", floats) == expected


def test_rerun_gives_identical_bytes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = _write(tmp_path / "r.jsonl", [_row(0, 0), _row(1, 0), _row(1, 1)])
    for name in ("a", "b"):
        code, _, _ = _run(
            "--rollouts", str(source), "--output-dir", str(tmp_path / name), *OPTIONS, capsys=capsys
        )
        assert code == 0
    assert _snapshot(tmp_path / "a") == _snapshot(tmp_path / "b")


def test_every_row_error_is_reported_and_nothing_is_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    failed = _row(0, 1)
    failed["ng_trajectory"]["invocations"][0]["status"] = "failed"
    gaps = _row(0, 2)
    gaps["ng_trajectory"]["gaps"] = [{"code": "turns_unavailable"}]
    rows: list[Any] = [_row(0, 0), failed, gaps, b'{"a": NaN}', b"[1, 2]", _row(0, 3)]
    source = _write(tmp_path / "r.jsonl", rows)
    before = source.read_bytes(), source.stat().st_mtime_ns
    code, out, _ = _run(
        "--rollouts",
        str(source),
        "--output-dir",
        str(tmp_path / "out"),
        "--report",
        "json",
        *OPTIONS,
        capsys=capsys,
    )
    assert code == 1
    found = [orjson.loads(line) for line in out.splitlines()]
    assert [(f["line"], f["code"], f["path"]) for f in found] == [
        (2, "export.invocation_not_completed", "/ng_trajectory/invocations/0/status"),
        (3, "export.gap_present", "/ng_trajectory/gaps/0"),
        (4, "json.non_finite_number", "/a"),  # the pointer of the value
        (5, "json.not_an_object", ""),
    ]
    assert all(f["file"] == str(source) and f["severity"] == "error" for f in found)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["r.jsonl"]  # no output, no staging
    assert (source.read_bytes(), source.stat().st_mtime_ns) == before


def test_text_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = _row()
    bad["ng_trajectory"]["invocations"][0]["conversation"][5]["phase"] = "final_answer"
    source = _write(tmp_path / "r.jsonl", [bad])
    code, out, _ = _run(
        "--rollouts", str(source), "--output-dir", str(tmp_path / "out"), *OPTIONS, capsys=capsys
    )
    assert code == 1
    assert f"{source}:1\n" in out
    assert "export.phase_unsupported" in out and "export.turn_copy_mismatch" in out
    assert "rejected: 1 of 1 row cannot be exported" in out


def test_repeated_rollout_key(tmp_path: Path) -> None:
    source = _write(tmp_path / "r.jsonl", [_row(0, 0), _row(1, 0), _row(0, 0)])
    result = export_rollouts(source, tmp_path / "out", session_id="s", agent_version="v")
    assert [(f.code, f.line, f.path) for f in result.findings] == [
        ("export.rollout_key_repeated", 3, "")
    ]
    # the first row that named the pair, by its file and line (kept as a pair, shown only here)
    assert f"was already exported from {source}:1;" in result.findings[0].message
    assert not (tmp_path / "out").exists()


def test_one_agent_per_batch(tmp_path: Path) -> None:
    fallback = _row(0, 2)
    del fallback["agent_ref"]
    fallback["_ng_environment_server"] = "calc_agent"  # the same name, from the fallback
    rows = [_row(0, 0), _row(0, 1, agent="other_agent"), fallback]
    source = _write(tmp_path / "r.jsonl", rows)
    result = export_rollouts(source, tmp_path / "out", session_id="s", agent_version="v")
    assert [(f.code, f.line, f.path) for f in result.findings] == [
        ("export.agent_identity_mixed", 2, "/agent_ref/name")
    ]


def test_empty_input(tmp_path: Path) -> None:
    for name, data in (("empty.jsonl", b""), ("blank.jsonl", b"\n  \n")):
        source = tmp_path / name
        source.write_bytes(data)
        result = export_rollouts(source, tmp_path / "out", session_id="s", agent_version="v")
        assert [(f.code, f.file) for f in result.findings] == [("export.batch_empty", str(source))]
        assert not (tmp_path / "out").exists()


def test_blank_lines_between_rows_are_skipped(tmp_path: Path) -> None:
    source = tmp_path / "r.jsonl"
    source.write_bytes(orjson.dumps(_row(0, 0)) + b"\n\n" + orjson.dumps(_row(0, 1)) + b"\r\n")
    result = export_rollouts(source, tmp_path / "out", session_id="s", agent_version="v")
    assert result.ok and result.exported == 2


def test_an_existing_empty_folder_is_replaced(tmp_path: Path) -> None:
    (tmp_path / "out").mkdir()
    source = _write(tmp_path / "r.jsonl", [_row()])
    result = export_rollouts(source, tmp_path / "out", session_id="s", agent_version="v")
    assert result.ok and sorted(p.name for p in (tmp_path / "out").iterdir()) == [
        "0-0.json",
        "manifest.jsonl",
    ]


@pytest.mark.parametrize("kind", ["non-empty", "file", "symlink", "no-parent"])
def test_unusable_output_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    source = _write(tmp_path / "r.jsonl", [_row()])
    out = tmp_path / "out"
    if kind == "non-empty":
        out.mkdir()
        (out / "keep.txt").write_text("mine")
    elif kind == "file":
        out.write_text("mine")
    elif kind == "symlink":
        (tmp_path / "target").mkdir()
        out.symlink_to(tmp_path / "target")
    else:
        out = tmp_path / "missing" / "out"
    before = sorted(p.name for p in tmp_path.rglob("*"))
    code, _, err = _run(
        "--rollouts", str(source), "--output-dir", str(out), *OPTIONS, capsys=capsys
    )
    assert code == 2
    assert err.startswith("trajspec: ") and "Traceback" not in err
    assert sorted(p.name for p in tmp_path.rglob("*")) == before


@pytest.mark.parametrize(
    "args",
    [
        ["--rollouts", "missing.jsonl", "--output-dir", "out", *OPTIONS],
        [
            "--rollouts",
            "r.jsonl",
            "--output-dir",
            "out",
            "--session-id",
            " ",
            "--agent-version",
            "1",
        ],
        [
            "--rollouts",
            "r.jsonl",
            "--output-dir",
            "out",
            "--session-id",
            "s",
            "--agent-version",
            "",
        ],
        ["--rollouts", "r.jsonl", "--output-dir", "out", "--session-id", "s"],
    ],
)
def test_usage_errors(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    args: list[str],
) -> None:
    monkeypatch.chdir(tmp_path)
    _write(tmp_path / "r.jsonl", [_row()])
    code, _, err = _run(*args, capsys=capsys)
    assert code == 2 and "Traceback" not in err
    assert not (tmp_path / "out").exists()


def test_only_atif_is_a_target_format(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["export", "--format", "jsonl", "--rollouts", "x", "--output-dir", "y", *OPTIONS]) == 2
    )


def test_stdin(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    data = orjson.dumps(_row()) + b"\n"
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    code, _, _ = _run(
        "--rollouts", "-", "--output-dir", str(tmp_path / "out"), *OPTIONS, capsys=capsys
    )
    assert code == 0
    assert (tmp_path / "out" / "0-0.json").read_bytes() == export_atif(
        _row(), session_id="session-1", agent_version="1.0.0"
    ).to_bytes()


def test_a_run_folder_is_one_batch(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run = tmp_path / "run"
    run.mkdir()
    _write(run / "rollouts-a.jsonl", [_row(0, 0)])
    _write(run / "rollouts-b.jsonl", [_row(1, 0), _row(0, 0)])
    _write(run / "rollouts-a_materialized_inputs.jsonl", [{"not": "a row"}])
    code, out, _ = _run(
        "--rollouts",
        str(run),
        "--output-dir",
        str(tmp_path / "out"),
        "--report",
        "json",
        *OPTIONS,
        capsys=capsys,
    )
    assert code == 1
    found = [orjson.loads(line) for line in out.splitlines()]
    assert [(Path(f["file"]).name, f["line"], f["code"]) for f in found] == [
        ("rollouts-b.jsonl", 2, "export.rollout_key_repeated")
    ]


def test_garbage_input_is_findings_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "r.jsonl"
    source.write_bytes(
        b'\xff\xfe\x00garbage\n{"a":\n'
        + os.urandom(64).replace(b"\n", b"")
        + b'\n\xef\xbb\xbf{}\n{"x": 1'
    )
    code, out, err = _run(
        "--rollouts",
        str(source),
        "--output-dir",
        str(tmp_path / "out"),
        "--report",
        "json",
        *OPTIONS,
        capsys=capsys,
    )
    assert code == 1 and "Traceback" not in err
    codes = [orjson.loads(line)["code"] for line in out.splitlines()]
    assert codes and all(code.startswith(("json.", "export.")) for code in codes)
    assert not (tmp_path / "out").exists()


def test_api_usage_error(tmp_path: Path) -> None:
    with pytest.raises(ExportUsageError):
        export_rollouts(
            tmp_path / "missing.jsonl", tmp_path / "out", session_id="s", agent_version="v"
        )
    with pytest.raises(ExportUsageError):
        export_rollouts([], tmp_path / "out", session_id="s", agent_version="v")


def test_an_exception_mid_batch_leaves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from trajspec.converters._atif_export import batch as _atif_batch

    real = _atif_batch.convert_row
    calls = []

    def failing(row: Any, **kwargs: Any) -> Any:
        calls.append(1)
        if len(calls) == 3:
            raise RuntimeError("simulated crash")
        return real(row, **kwargs)

    monkeypatch.setattr(_atif_batch, "convert_row", failing)
    source = _write(tmp_path / "r.jsonl", [_row(0, n) for n in range(5)])
    with pytest.raises(RuntimeError):
        export_rollouts(source, tmp_path / "out", session_id="s", agent_version="v")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["r.jsonl"]


def test_a_killed_export_leaves_the_complete_folder_or_none(tmp_path: Path) -> None:
    import signal
    import subprocess
    import time

    rows = [_row(t, 0) for t in range(400)]
    source = _write(tmp_path / "r.jsonl", rows)
    out = tmp_path / "out"
    script = (
        "import sys; from trajspec.converters import export_rollouts; "
        "export_rollouts(sys.argv[1], sys.argv[2], session_id='s', agent_version='v')"
    )
    process = subprocess.Popen([sys.executable, "-P", "-c", script, str(source), str(out)])
    time.sleep(1.0)
    process.send_signal(signal.SIGKILL)
    process.wait()
    if out.exists():  # it finished before the kill: then everything is there
        lines = (out / "manifest.jsonl").read_bytes().splitlines()
        assert len(lines) == len(rows)
        assert len(list(out.glob("*.json"))) == len(rows)
    leftovers = [p.name for p in tmp_path.iterdir() if p.name not in ("r.jsonl", "out")]
    # a hidden staging folder named after the killed writer
    assert all(name.startswith(f".out.{process.pid}.tmp-") for name in leftovers)


def test_a_file_put_into_the_output_folder_meanwhile_stops_the_commit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = _write(tmp_path / "r.jsonl", [_row(0, 0), _row(1, 0)])
    monkeypatch.setattr("trajspec._jsonl.CHUNK_BYTES", 1)  # a chunk, and a call, per row
    out = tmp_path / "out"
    out.mkdir()  # an empty folder may be named: the commit replaces it

    def intruder(rows: int, nbytes: int = 0) -> None:
        (out / f"other-{rows}.txt").write_text("not the export's\n")

    with pytest.raises(ExportUsageError, match="appeared or changed during the export"):
        export_rollouts(source, out, session_id="s", agent_version="v", progress=intruder)
    assert sorted(p.name for p in out.iterdir()) == ["other-1.txt", "other-2.txt"]
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_progress_gets_rows_and_the_committed_folder_is_durable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from trajspec import _files

    source = _write(tmp_path / "r.jsonl", [_row(0, 0), _row(1, 0)])
    first = source.read_bytes().index(b"\n") + 1
    monkeypatch.setattr("trajspec._jsonl.CHUNK_BYTES", 1)  # a chunk per row
    out = tmp_path / "out"
    synced: list[Path] = []
    real_sync = _files.sync_dir
    monkeypatch.setattr(_files, "sync_dir", lambda p: (synced.append(Path(p)), real_sync(p)))
    calls: list[tuple[int, int]] = []
    result = export_rollouts(
        source, out, session_id="s", agent_version="v", progress=lambda *a: calls.append(a)
    )
    assert result.ok and result.manifest == out / "manifest.jsonl"
    # After each chunk: the rows and the bytes read so far.
    assert calls == [(1, first), (2, source.stat().st_size)]
    assert synced[-1] == tmp_path
