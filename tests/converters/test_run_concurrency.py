"""Readers and writers of a run folder at the same time: every command reads the last
complete commit of a shard while a writer commits the next ones, and a second writer of a
shard is refused at open."""

from __future__ import annotations

import contextlib
import io
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import orjson
import pytest

from trajspec._cli.app import main
from trajspec.converters import RunFolderError, RunRecorder, read_run, resume_rows, run_status
from trajspec.converters._runs.layout import ShardLockedError

LABEL = "step_1-w0"

#: Each commit k holds k rollouts and k failed attempts (one of each per try), so a read that
#: mixed two commits would count them unequal.
WRITER = textwrap.dedent(
    """
    import sys, time
    from trajspec.converters import RunRecorder

    folder, label, commits = sys.argv[1], sys.argv[2], int(sys.argv[3])
    with RunRecorder(folder, label) as shard:
        for k in range(commits):
            ok = shard.prepare({"task_id": f"t{k}", "_ng_task_index": k, "_ng_rollout_index": 0})
            shard.record({**ok, "reward": 1.0})
            bad = shard.prepare({"task_id": f"t{k}", "_ng_task_index": k, "_ng_rollout_index": 1})
            shard.record({**bad, "_ng_failure_class": "agent_run_error"})
            shard.commit()
            print(k, flush=True)
            time.sleep(0.002)
    """
)


def _cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def _check_read(folder: Path, reports: Path, round_: int) -> None:
    code, out, err = _cli("aggregate", str(folder), "--format", "json")
    assert code == 0, err
    counts = orjson.loads(out)
    assert counts["rollouts"] == counts["failed_attempts"], counts

    code, out, err = _cli("status", str(folder), "--format", "json")
    assert code == 0, err
    (shard,) = orjson.loads(out)["shards"]
    assert shard["completed"] == shard["failed"] and shard["tries"] == 2 * shard["completed"]

    code, _, err = _cli("validate", str(folder), "--format", "json")
    assert code in (0, 1) and "changed after" not in err, err
    documents = int(err.split(" document")[0])
    assert documents % 2 == 0, err

    code, _, err = _cli("health", str(folder), "--output-dir", str(reports / str(round_)))
    assert code == 0, err
    code, _, err = _cli("coverage", str(folder), "--format", "json")
    assert code == 0, err

    rows = list(read_run(folder))
    assert sum(r.role == "rollouts" for r in rows) == sum(r.role == "failures" for r in rows)
    (status,) = run_status(folder)
    assert status.progress.counts()["completed"] == status.progress.counts()["failed"]


def test_readers_see_complete_commits_while_a_writer_commits(tmp_path: Path) -> None:
    folder = tmp_path / "run"
    with RunRecorder(folder, LABEL):
        pass  # an empty first commit, so there is always a manifest to read
    writer = subprocess.Popen(
        [sys.executable, "-P", "-c", WRITER, str(folder), LABEL, "400"],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert writer.stdout is not None
        writer.stdout.readline()  # the writer is committing
        reads = 0
        deadline = time.monotonic() + 60
        while writer.poll() is None and time.monotonic() < deadline:
            _check_read(folder, tmp_path / "reports", reads)
            reads += 1
        assert reads > 0
    finally:
        writer.kill() if writer.poll() is None else None
        writer.wait(timeout=30)
    assert writer.returncode == 0
    _check_read(folder, tmp_path / "reports", -1)
    (status,) = run_status(folder)
    assert status.progress.counts()["completed"] == 400


def test_a_second_writer_of_a_shard_is_refused_at_open(tmp_path: Path) -> None:
    with RunRecorder(tmp_path, LABEL) as first:
        first.record({"task_id": "a", "_ng_task_index": 0, "_ng_rollout_index": 0})
        first.commit()
        with pytest.raises(ShardLockedError, match="another RunRecorder"):
            RunRecorder(tmp_path, LABEL).open()
        with pytest.raises(RunFolderError, match="one recorder writes a shard at a time"):
            RunRecorder(tmp_path, LABEL, resume=True).open()
        # Another shard of the same folder is fine.
        with RunRecorder(tmp_path, "step_1-w1") as other:
            other.record({"task_id": "b", "_ng_task_index": 0, "_ng_rollout_index": 0})
        # The first writer is unaffected: it still records and commits.
        first.record({"task_id": "c", "_ng_task_index": 1, "_ng_rollout_index": 0})
    rows = sorted((r.shard, r.row["task_id"]) for r in read_run(tmp_path))
    assert rows == [(LABEL, "a"), (LABEL, "c"), ("step_1-w1", "b")]
    # Once the first has closed, the shard can be written again; no lock file stays behind.
    with RunRecorder(tmp_path, LABEL, resume=True):
        pass
    assert not [p.name for p in tmp_path.iterdir() if p.name.startswith(".")]


def test_a_writer_that_died_does_not_lock_the_shard(tmp_path: Path) -> None:
    script = textwrap.dedent(
        """
        import os, sys
        from trajspec.converters import RunRecorder
        shard = RunRecorder(sys.argv[1], sys.argv[2])
        shard.open()
        shard.record({"task_id": "a", "_ng_task_index": 0, "_ng_rollout_index": 0})
        shard.commit()
        os._exit(9)
        """
    )
    died = subprocess.run(
        [sys.executable, "-P", "-c", script, str(tmp_path), LABEL], timeout=60, check=False
    )
    assert died.returncode == 9
    assert (tmp_path / f".lock.rollouts-{LABEL}").exists()  # left behind, but not held
    with RunRecorder(tmp_path, LABEL, resume=True) as shard:
        assert shard.try_state({"_ng_task_index": 0, "_ng_rollout_index": 0}) == "completed"


def test_a_resume_list_is_of_the_commit_its_status_read(tmp_path: Path) -> None:
    def expect(shard: RunRecorder, t: int) -> None:
        shard.expect({"task_id": f"t{t}", "_ng_task_index": t, "_ng_rollout_index": 0})

    with RunRecorder(tmp_path, LABEL) as shard:
        expect(shard, 0)
    (status,) = run_status(tmp_path)
    assert [r["_ng_task_index"] for r in resume_rows(status)] == [0]
    with RunRecorder(tmp_path, LABEL, resume=True) as shard:
        expect(shard, 1)  # a commit after the status was read
    with pytest.raises(RunFolderError, match="committed again"):
        list(resume_rows(status))
