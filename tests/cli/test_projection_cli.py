"""``trajspec project`` and ``trajspec perf`` end to end (in process)."""

from __future__ import annotations

import io
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import orjson
import pytest

from trajspec._cli.app import main

MR = {"type": "responses_api_models", "name": "policy"}


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(list(argv), stderr=err)
    return code, out.getvalue(), err.getvalue()


def _row(task: int, rollout: int) -> dict[str, Any]:
    return {
        "task_id": f"task-{task}",
        "_ng_task_index": task,
        "_ng_rollout_index": rollout,
        "ng_agent_observations": {
            "source": "cli-test",
            "records": [
                {
                    "kind": "agent_invocation",
                    "invocation_id": "root",
                    "model_calls": [{"model_call_id": f"call-{task}-{rollout}"}],
                    "conversation": [{"type": "message", "role": "user", "content": "hi"}],
                }
            ],
        },
    }


def _capture_line(task: int, rollout: int) -> dict[str, Any]:
    return {
        "model_call_id": f"call-{task}-{rollout}",
        "model_ref": MR,
        "request": {"input": "q" * (task + 1)},
        "response": {
            "id": f"r-{task}",
            "usage": {"input_tokens": task + 3, "output_tokens": rollout + 1},
        },
    }


@pytest.fixture
def corpus(tmp_path: Path) -> tuple[Path, Path]:
    """A rows file of 3000 rows (about 2.5 MB: several chunks) and a capture folder for most of
    them."""
    capture = tmp_path / "capture"
    capture.mkdir()
    lines = []
    for task in range(1500):
        for rollout in range(2):
            # padded so that the file spans several chunks of work
            lines.append(orjson.dumps({**_row(task, rollout), "prompt": "p" * 600}))
            if (task + rollout) % 7:
                (capture / f"{task}-{rollout}.capture.jsonl").write_bytes(
                    orjson.dumps(_capture_line(task, rollout)) + b"\n"
                )
    rows = tmp_path / "rows.jsonl"
    rows.write_bytes(b"\n".join(lines) + b"\n")
    assert rows.stat().st_size > 2 * (1 << 20)
    return rows, capture


def test_project_writes_every_row_in_order(corpus: tuple[Path, Path], tmp_path: Path) -> None:
    rows, capture = corpus
    out = tmp_path / "out.jsonl"
    code, _, err = run("project", "--capture-dir", str(capture), str(rows), "-o", str(out))
    assert code == 0, err
    written = [orjson.loads(line) for line in out.read_bytes().splitlines()]
    assert len(written) == 3000
    assert [(r["_ng_task_index"], r["_ng_rollout_index"]) for r in written[:3]] == [
        (0, 0),
        (0, 1),
        (1, 0),
    ]
    first = written[1]  # 0-1 has a capture file
    assert first["ng_trajectory"]["rollout_id"] == "0-1"
    assert first["ng_trajectory"]["model_calls"][0]["request"] == {"input": "q"}
    assert first["ng_perf"] == {
        "num_turns": 1,
        "num_tool_calls": 0,
        "token_observability_coverage": 1.0,
        "prompt_tokens": 3,
        "completion_tokens": 2,
    }
    missing = written[0]  # 0-0 has none
    assert missing["ng_model_call_capture"]["gaps"] == [{"code": "model_call_capture_no_records"}]
    assert "projected 3000 rows" in err


def test_jobs_do_not_change_the_output(corpus: tuple[Path, Path], tmp_path: Path) -> None:
    rows, capture = corpus
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    assert run("project", "--capture-dir", str(capture), str(rows), "-o", str(one))[0] == 0
    assert (
        run("project", "--capture-dir", str(capture), str(rows), "-o", str(two), "--jobs", "2")[0]
        == 0
    )
    assert one.read_bytes() == two.read_bytes()


def test_a_bad_line_writes_nothing(tmp_path: Path) -> None:
    rows = tmp_path / "rows.jsonl"
    good = orjson.dumps(_row(0, 0))
    rows.write_bytes(good + b'\n{"task_id": "x", "task_id": "y"}\n' + good + b"\n[1]\n")
    out = tmp_path / "out.jsonl"
    out.write_bytes(b"previous output\n")
    code, _, err = run("project", str(rows), "-o", str(out))
    assert code == 1
    assert f"{rows}:2: json.duplicate_key" in err
    assert f"{rows}:4: json.not_an_object" in err
    assert out.read_bytes() == b"previous output\n"  # untouched: nothing partial
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.jsonl", "rows.jsonl"]
    code, _, _ = run("project", str(rows), "-o", str(tmp_path / "new.jsonl"), "--jobs", "2")
    assert code == 1
    assert not (tmp_path / "new.jsonl").exists()


@pytest.mark.parametrize(
    "argv",
    [
        ("project", "{tmp}/missing.jsonl", "-o", "{tmp}/out.jsonl"),
        ("project", "{tmp}/rows.jsonl", "-o", "{tmp}/out.jsonl", "--capture-dir", "{tmp}/nowhere"),
        ("project", "{tmp}/rows.jsonl", "-o", "{tmp}/no/such/folder/out.jsonl"),
        ("project", "{tmp}/rows.jsonl", "-o", "{tmp}/out.jsonl", "--jobs", "0"),
        (
            "project",
            "{tmp}/rows.jsonl",
            "-o",
            "{tmp}/out.jsonl",
            "--delete-capture",
            "--no-payloads",
        ),
        ("project", "{tmp}/rows.jsonl"),
        ("perf", "{tmp}/missing-*.jsonl"),
        ("perf", "{tmp}/missing.jsonl"),
    ],
)
def test_usage_errors_exit_2_without_a_traceback(tmp_path: Path, argv: tuple[str, ...]) -> None:
    (tmp_path / "rows.jsonl").write_bytes(orjson.dumps(_row(0, 0)) + b"\n")
    code, _, err = run(*(a.format(tmp=tmp_path) for a in argv))
    assert code == 2
    assert "Traceback" not in err
    assert not (tmp_path / "out.jsonl").exists()


def test_delete_capture_only_after_the_output_is_written(tmp_path: Path) -> None:
    capture = tmp_path / "capture"
    capture.mkdir()
    (capture / "0-0.capture.jsonl").write_bytes(orjson.dumps(_capture_line(0, 0)) + b"\n")
    (capture / "1-0.capture.jsonl").write_bytes(orjson.dumps(_capture_line(1, 0)) + b"\nnot json\n")
    rows = tmp_path / "rows.jsonl"
    rows.write_bytes(orjson.dumps(_row(0, 0)) + b"\n" + orjson.dumps(_row(1, 0)) + b"\n")
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(rows.read_bytes() + b"oops\n")
    out = tmp_path / "out.jsonl"
    assert (
        run("project", "--capture-dir", str(capture), str(bad), "-o", str(out), "--delete-capture")[
            0
        ]
        == 1
    )
    assert sorted(p.name for p in capture.iterdir()) == ["0-0.capture.jsonl", "1-0.capture.jsonl"]
    code, _, err = run(
        "project", "--capture-dir", str(capture), str(rows), "-o", str(out), "--delete-capture"
    )
    assert code == 0, err
    # 1-0 had an unreadable line: it is kept
    assert sorted(p.name for p in capture.iterdir()) == ["1-0.capture.jsonl"]
    first = orjson.loads(out.read_bytes().splitlines()[0])
    assert first["ng_trajectory"]["model_calls"][0]["request"] == {"input": "q"}


def test_delete_capture_waits_for_the_output_folder_to_be_synced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A capture file is deleted only once the output is durable: renamed and its folder
    synced (a crash before the folder sync could lose the output and keep no capture)."""
    from trajspec import _files

    capture = tmp_path / "capture"
    capture.mkdir()
    (capture / "0-0.capture.jsonl").write_bytes(orjson.dumps(_capture_line(0, 0)) + b"\n")
    rows = tmp_path / "rows.jsonl"
    rows.write_bytes(orjson.dumps(_row(0, 0)) + b"\n")
    folder = tmp_path / "out"
    folder.mkdir()
    out = folder / "out.jsonl"
    events: list[tuple[str, Path]] = []
    real_sync, real_unlink = _files.sync_dir, Path.unlink

    def sync_dir(path: Path) -> None:
        events.append(("sync", Path(path)))
        real_sync(path)

    def unlink(self: Path, missing_ok: bool = False) -> None:
        if self.name.endswith(".capture.jsonl"):
            events.append(("delete", self))
        real_unlink(self, missing_ok=missing_ok)

    monkeypatch.setattr(_files, "sync_dir", sync_dir)
    monkeypatch.setattr(Path, "unlink", unlink)
    code, _, err = run(
        "project", "--capture-dir", str(capture), str(rows), "-o", str(out), "--delete-capture"
    )
    assert code == 0, err
    assert ("delete", capture / "0-0.capture.jsonl") in events
    first_delete = next(i for i, (kind, _) in enumerate(events) if kind == "delete")
    assert ("sync", folder) in events[:first_delete]


def test_without_delete_capture_the_output_folder_is_synced_and_nothing_deleted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from trajspec import _files

    capture = tmp_path / "capture"
    capture.mkdir()
    (capture / "0-0.capture.jsonl").write_bytes(orjson.dumps(_capture_line(0, 0)) + b"\n")
    rows = tmp_path / "rows.jsonl"
    rows.write_bytes(orjson.dumps(_row(0, 0)) + b"\n")
    out = tmp_path / "out.jsonl"
    synced: list[Path] = []
    real_sync = _files.sync_dir
    monkeypatch.setattr(
        _files, "sync_dir", lambda path: (synced.append(Path(path)), real_sync(path))
    )
    code, _, err = run("project", "--capture-dir", str(capture), str(rows), "-o", str(out))
    assert code == 0, err
    assert tmp_path in synced
    assert (capture / "0-0.capture.jsonl").exists()


def test_project_keeps_a_measured_latency(tmp_path: Path) -> None:
    row = {**_row(0, 0), "ng_perf": {"num_turns": 9, "num_tool_calls": 0, "token_observability_coverage": 1.0,
                                     "total_latency_ms": 910}}  # fmt: skip
    rows = tmp_path / "rows.jsonl"
    rows.write_bytes(orjson.dumps(row) + b"\n")
    out = tmp_path / "out.jsonl"
    assert run("project", str(rows), "-o", str(out))[0] == 0
    projected = orjson.loads(out.read_bytes())
    assert projected["ng_perf"] == {
        "num_turns": 1,
        "num_tool_calls": 0,
        "token_observability_coverage": 0.0,
        "total_latency_ms": 910,
    }


def _perf_rows(folder: Path) -> None:
    folder.mkdir()
    perf = {
        "num_turns": 2,
        "num_tool_calls": 1,
        "token_observability_coverage": 1.0,
        "completion_tokens": 8,
    }
    (folder / "rollouts-a.jsonl").write_bytes(
        orjson.dumps({"ng_perf": perf}) + b"\n" + orjson.dumps({"reward": 0}) + b"\n"
    )
    (folder / "rollouts-b.jsonl").write_bytes(
        orjson.dumps({"ng_perf": {**perf, "num_turns": 1, "token_observability_coverage": 0.0}})
        + b"\nbad\n"
    )
    (folder / "rollouts-b_failures.jsonl").write_bytes(orjson.dumps({"ng_perf": perf}) + b"\n")
    (folder / "rollouts-a_materialized_inputs.jsonl").write_bytes(b'{"x": 1}\n')


def test_perf_json(tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    _perf_rows(run_dir)
    code, out, err = run("perf", f"{run_dir}/rollouts-*.jsonl", "--format", "json")
    assert code == 0, err
    report = orjson.loads(out)
    assert report["files"] == 2
    assert report["rollouts"] == 3
    assert report["with_ng_perf"] == 2
    assert report["unreadable_lines"] == 1
    summary = report["perf_summary"]
    assert summary["overall_observability_coverage"] == 2 / 3
    assert summary["token_observability_coverage"] == 1 / 3
    assert summary["p90_num_turns"] == pytest.approx(1.9)
    assert summary["total_completion_tokens"] == 16
    assert "rollouts-b.jsonl:2: json.syntax" in err


def test_perf_text_and_run_folder(tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    _perf_rows(run_dir)
    code, out, _ = run("perf", str(run_dir))
    assert code == 0
    assert out.startswith("3 rollouts in 2 files, 2 with ng_perf, 1 unreadable lines skipped\n")
    assert "  p90_num_turns" in out and "1.9" in out
    empty = tmp_path / "empty.jsonl"
    empty.write_bytes(b'{"reward": 1}\n')
    code, out, _ = run("perf", str(empty))
    assert code == 0
    assert "perf_summary: none" in out


# -- a *.json input is one document, as for every command ------------------------------------


def test_a_json_file_is_one_document(tmp_path: Path) -> None:
    """A ``*.json`` file holds one row, however it is laid out: read as JSON Lines, each of
    its indented lines was an unreadable row (exit 0 with findings, nothing projected)."""
    row = _row(0, 0)
    (tmp_path / "row.jsonl").write_bytes(orjson.dumps(row) + b"\n")
    (tmp_path / "row.json").write_bytes(orjson.dumps(row, option=orjson.OPT_INDENT_2))
    code, _, err = run("project", str(tmp_path / "row.jsonl"), "-o", str(tmp_path / "a.jsonl"))
    assert code == 0, err
    code, _, err = run("project", str(tmp_path / "row.json"), "-o", str(tmp_path / "b.jsonl"))
    assert code == 0, err
    assert "projected 1 row" in err
    assert (tmp_path / "b.jsonl").read_bytes() == (tmp_path / "a.jsonl").read_bytes()


def test_a_json_file_of_two_rows_is_one_bad_document(tmp_path: Path) -> None:
    source = tmp_path / "rows.json"
    source.write_bytes(orjson.dumps(_row(0, 0)) + b"\n" + orjson.dumps(_row(0, 1)) + b"\n")
    code, _, err = run("project", str(source), "-o", str(tmp_path / "out.jsonl"))
    assert code == 1, err
    # at the file's own line, as validate places it (the second row starts line 2)
    assert f"{source}:2: json.syntax" in err
    assert not (tmp_path / "out.jsonl").exists()


def test_a_json_file_that_does_not_read_is_placed_in_its_own_lines(tmp_path: Path) -> None:
    """A syntax error on the fourth line of an indented row, the file without a final line
    end: json.syntax at line 4 (not json.truncated at line 1, as for a cut-off last line of
    JSON Lines)."""
    text = orjson.dumps(_row(0, 0), option=orjson.OPT_INDENT_2).splitlines(keepends=True)
    text[3] = b"  oops\n"
    source = tmp_path / "row.json"
    source.write_bytes(b"".join(text).rstrip(b"\n"))
    code, _, err = run("project", str(source), "-o", str(tmp_path / "out.jsonl"))
    assert code == 1, err
    assert f"{source}:4: json.syntax" in err and "truncated" not in err
    assert not (tmp_path / "out.jsonl").exists()
