"""``trajspec status`` and ``trajspec aggregate`` end to end (in process), and ``validate``
over a recorded run folder."""

from __future__ import annotations

import io
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import orjson
import pytest

from trajspec._cli.app import main
from trajspec.converters import RunRecorder, perf_summary

PERF = {
    "num_turns": 2,
    "num_tool_calls": 1,
    "token_observability_coverage": 1.0,
    "prompt_tokens": 10,
}


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(list(argv), stderr=err)
    return code, out.getvalue(), err.getvalue()


def task(t: int, r: int = 0) -> dict[str, Any]:
    return {"task_id": f"task-{t}", "_ng_task_index": t, "_ng_rollout_index": r}


def record(folder: Path, label: str, outcomes: dict[int, str]) -> None:
    """One shard: a try per task with the given outcome ("ok", "fail", "terminal", "skip")."""
    with RunRecorder(folder, label, record_omitted_rollouts=True) as shard:
        for t, outcome in outcomes.items():
            if outcome == "skip":
                shard.expect(task(t))
                continue
            row = shard.prepare(task(t))
            if outcome == "ok":
                shard.record({**row, "reward": 1.0, "ng_perf": {**PERF, "num_turns": t + 1}})
            else:
                shard.record(
                    {
                        **row,
                        "_ng_failure_class": "agent_run_error" if outcome == "fail" else "skipped",
                        "_ng_failure_terminal": outcome == "terminal",
                    }
                )


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    run_dir = tmp_path / "run"
    record(run_dir, "step_1-w0", {0: "ok", 1: "fail", 2: "terminal", 3: "skip"})
    record(run_dir, "step_1-w1", {0: "ok", 1: "ok"})
    return run_dir


def test_status_json(folder: Path) -> None:
    code, out, err = run("status", str(folder), "--format", "json")
    assert code == 0, err
    report = orjson.loads(out)
    w0, w1 = report["shards"]
    assert (w0["shard"], w0["state"], w0["committed"]) == ("step_1-w0", "closed", True)
    assert (w0["tries"], w0["completed"], w0["failed"], w0["failed_terminal"]) == (4, 1, 2, 1)
    assert (w0["omitted"], w0["missing"], w0["remaining"]) == (1, 0, 2)
    assert w0["failures_by_class"] == {"agent_run_error": 1, "omitted": 1, "skipped": 1}
    assert (w1["tries"], w1["completed"], w1["remaining"]) == (2, 2, 0)
    assert report["total"]["shards"] == 2
    assert report["total"]["tries"] == 6 and report["total"]["remaining"] == 2
    assert report["resume_out"] is None


def test_status_text(folder: Path) -> None:
    code, out, _ = run("status", str(folder))
    assert code == 0
    assert out.splitlines()[0] == (
        "step_1-w0 (closed): 4 tries: 1 completed, 2 failed, 1 omitted, 0 missing; 2 to resume"
    )
    assert "  failed: 1 retryable, 1 terminal, 0 out of attempts (max 3)" in out
    assert out.splitlines()[-1].startswith("total: 2 shards, 6 tries")


def test_status_resume_out(folder: Path, tmp_path: Path) -> None:
    target = tmp_path / "resume.jsonl"
    code, out, err = run("status", str(folder), "--resume-out", str(target))
    assert code == 0, err
    rows = [orjson.loads(line) for line in target.read_bytes().splitlines()]
    assert [(r["_ng_task_index"], r.get("_ng_attempt_index")) for r in rows] == [(1, 1), (3, None)]
    assert all(r["_ng_rollout_id"].startswith("step_1-w0-") for r in rows)
    assert "wrote 2 rows a resume still needs" in out
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_resume_out_is_for_one_shard(folder: Path, tmp_path: Path) -> None:
    record(folder, "step_1-w2", {0: "fail"})
    target = tmp_path / "resume.jsonl"
    target.write_bytes(b"old\n")
    code, _, err = run("status", str(folder), "--resume-out", str(target))
    assert code == 2
    assert "--shard" in err and "step_1-w0, step_1-w2" in err
    assert target.read_bytes() == b"old\n"  # untouched
    code, _, err = run("status", str(folder), "--shard", "step_1-w2", "--resume-out", str(target))
    assert code == 0, err
    assert [orjson.loads(x)["_ng_task_index"] for x in target.read_bytes().splitlines()] == [0]
    # A run with nothing left to resume writes an empty list.
    code, _, _ = run("status", str(folder), "--shard", "step_1-w1", "--resume-out", str(target))
    assert code == 0 and target.read_bytes() == b""


@pytest.mark.parametrize(
    "argv, message",
    [
        (["status", "{missing}"], "names no run folder"),
        (["status", "{folder}", "--shard", "nope"], "no such shard"),
        (["status", "{folder}", "--max-attempts", "0"], "at least 1"),
        (["status", "{folder}", "--resume-out", "{folder}"], "not a file"),
        (["aggregate", "{missing}/rollouts-*.jsonl"], "no such file"),
    ],
)
def test_usage_errors_exit_2(folder: Path, argv: list[str], message: str) -> None:
    filled = [a.format(folder=folder, missing=folder.parent / "missing") for a in argv]
    code, out, err = run(*filled)
    assert code == 2
    assert message in err
    assert "Traceback" not in err and out == ""


def test_a_tampered_shard_is_an_unreadable_input(folder: Path) -> None:
    main_file = folder / "rollouts-step_1-w1.jsonl"
    main_file.write_bytes(
        main_file.read_bytes() + b'{"_ng_task_index": 9, "_ng_rollout_index": 0}\n'
    )
    for argv in (["status", str(folder)], ["aggregate", str(folder)], ["validate", str(folder)]):
        code, _, err = run(*argv)
        assert code == 2, argv
        assert "changed after its commit" in err


def test_aggregate_json(folder: Path) -> None:
    code, out, err = run("aggregate", f"{folder}/rollouts-*.jsonl", "--format", "json")
    assert code == 0, err
    report = orjson.loads(out)
    assert (report["files"], report["shards"]) == (4, 2)
    assert (report["rollouts"], report["with_ng_perf"]) == (3, 3)
    assert (report["failure_rows"], report["failed_attempts"], report["omitted"]) == (3, 2, 1)
    assert report["failures_by_class"] == {"agent_run_error": 1, "omitted": 1, "skipped": 1}
    expected = perf_summary(
        [{"ng_perf": {**PERF, "num_turns": n}} for n in (1, 1, 2)]  # w0 task 0; w1 tasks 0, 1
    )
    assert report["perf_summary"] == expected
    assert report["unreadable_lines"] == 0


def test_aggregate_text_and_unreadable_lines(tmp_path: Path) -> None:
    plain = tmp_path / "rows.jsonl"
    plain.write_bytes(
        orjson.dumps({**task(0), "ng_perf": PERF})
        + b"\n{bad\n"
        + orjson.dumps({**task(1), "_ng_failure_class": "agent_request_failed"})
        + b"\n"
    )
    code, out, err = run("aggregate", str(plain))
    assert code == 0
    assert f"{plain}:2: json.syntax" in err
    assert out.splitlines()[0] == (
        "1 rollout (1 with ng_perf) and 1 failure row (1 failed attempt, 0 omitted) in 1 file; "
        "1 unreadable line skipped"
    )
    assert "  agent_request_failed  1" in out
    assert "  mean_num_turns" in out


def test_validate_reads_a_run_folder_through_its_manifests(folder: Path) -> None:
    # A leftover of a commit that never happened is not read.
    (folder / f".pending.{'a' * 32}.rollouts-step_1-w0.jsonl").write_bytes(b"{not json\n")
    code, out, err = run("validate", str(folder))
    assert code == 0, out + err
    assert out.startswith("6 documents in 4 files")  # w0: 1 + 3 sidecar rows; w1: 2 + 0
