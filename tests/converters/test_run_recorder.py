"""RunRecorder and the run-folder readers: file names, routing, shard keys, commits,
replacement, resume, omitted rows, manifests, and reading only what a manifest committed."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import orjson
import pytest

from trajspec._cli.inputs import InputError, resolve
from trajspec._identity import rollout_identity
from trajspec.converters import RunFolderError, RunRecorder, read_run, resume_rows, run_status
from trajspec.converters._runs.layout import pending_name
from trajspec.converters._runs.tries import RowIdentityError
from trajspec.validators._document import validate_against

LABEL = "step_000007-w0"


def task(t: int, r: int, **extra: Any) -> dict[str, Any]:
    return {"task_id": f"task-{t}", "_ng_task_index": t, "_ng_rollout_index": r, **extra}


def lines(path: Path) -> list[dict[str, Any]]:
    return [orjson.loads(line) for line in path.read_bytes().splitlines() if line.strip()]


def by_role(folder: Path, shard: str = LABEL) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {
        "rollouts": [],
        "failures": [],
        "materialized_inputs": [],
    }
    for item in read_run(folder, roles=tuple(out)):
        if item.shard == shard:
            out[item.role].append(item.row)
    return out


def test_files_routing_and_shard_keys(tmp_path: Path) -> None:
    with RunRecorder(tmp_path, LABEL) as shard:
        ok = shard.prepare(task(0, 0))
        assert ok["_ng_rollout_id"] == f"{LABEL}-0-0"
        stored = shard.record({**ok, "reward": 1.0})
        failed = shard.prepare(task(0, 1))
        shard.record({**failed, "_ng_failure_class": "timeout_exceeded", "reward": None})
        gone = shard.prepare(task(1, 0))
        assert shard.record({**gone, "_ng_no_persist": True}) is None
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == [
        f"rollouts-{LABEL}.jsonl",
        f"rollouts-{LABEL}_batch_status.json",
        f"rollouts-{LABEL}_failures.jsonl",
        f"rollouts-{LABEL}_manifest.json",
        f"rollouts-{LABEL}_materialized_inputs.jsonl",
    ]
    assert stored is not None
    assert lines(tmp_path / f"rollouts-{LABEL}.jsonl") == [stored]
    (failure,) = lines(tmp_path / f"rollouts-{LABEL}_failures.jsonl")
    assert failure["_ng_failure_class"] == "timeout_exceeded"
    assert failure["_ng_rollout_id"] == f"{LABEL}-0-1"
    # The no-persist row is written nowhere, but its try is one the shard was to hold.
    inputs = lines(tmp_path / f"rollouts-{LABEL}_materialized_inputs.jsonl")
    assert [(r["_ng_task_index"], r["_ng_rollout_index"]) for r in inputs] == [
        (0, 0),
        (0, 1),
        (1, 0),
    ]
    assert all("reward" not in r for r in inputs)
    # The shard key is the capture key that rule 2 of the identity gives back.
    assert rollout_identity(stored).rollout_id == f"{LABEL}-0-0"


def test_explicit_rollout_id_and_run_id_prefix(tmp_path: Path) -> None:
    with RunRecorder(tmp_path, LABEL, run_id="policy-7") as shard:
        row = shard.prepare(task(3, 1, _ng_rollout_id="custom.id"))
        assert row["_ng_rollout_id"] == "policy-7-custom.id"
        # The result may carry the original id or the shard key: same try, same key.
        assert (
            shard.record({**task(3, 1, _ng_rollout_id="custom.id"), "reward": 0})["_ng_rollout_id"]
            == "policy-7-custom.id"
        )
        with pytest.raises(ValueError, match=r"recorded under 'policy-7-custom\.id'"):
            shard.key(task(3, 1, _ng_rollout_id="other"))


def test_two_tries_cannot_share_a_shard_key(tmp_path: Path) -> None:
    with RunRecorder(tmp_path, LABEL) as shard:
        shard.prepare(task(0, 0, _ng_rollout_id="same"))
        with pytest.raises(ValueError, match="already the key of try"):
            shard.prepare(task(1, 0, _ng_rollout_id="same"))


@pytest.mark.parametrize(
    "row, missing",
    [
        ({"task_id": "t"}, "_ng_task_index and _ng_rollout_index"),
        ({"task_id": "t", "_ng_task_index": 2}, "_ng_rollout_index"),
        ({"task_id": "t", "_ng_task_index": True, "_ng_rollout_index": 0}, "_ng_task_index"),
        ({"task_id": "t", "_ng_task_index": -1, "_ng_rollout_index": 0}, "_ng_task_index"),
    ],
)
def test_rows_need_indices_and_the_error_names_the_row(
    tmp_path: Path, row: dict[str, Any], missing: str
) -> None:
    with RunRecorder(tmp_path, LABEL) as shard:
        with pytest.raises(RowIdentityError) as error:
            shard.record(row)
        assert missing in str(error.value)
        assert "task_id='t'" in str(error.value)


@pytest.mark.parametrize(
    "label",
    [
        "",
        "-lead",
        "has space",
        "a/b",
        "w0_failures",
        "x_materialized_inputs",
        "x_manifest",
        "y_batch_status",
    ],
)
def test_bad_shard_labels_are_refused(tmp_path: Path, label: str) -> None:
    with pytest.raises(RunFolderError):
        RunRecorder(tmp_path, label)


def test_a_try_is_recorded_once_in_a_fresh_shard(tmp_path: Path) -> None:
    with RunRecorder(tmp_path, LABEL) as shard:
        shard.record({**task(0, 0), "reward": 1})
        with pytest.raises(ValueError, match="already holds the rollout"):
            shard.record({**task(0, 0), "reward": 0})


def test_reopening_afresh_replaces_the_shard(tmp_path: Path) -> None:
    for reward in (0.0, 1.0):
        with RunRecorder(tmp_path, LABEL) as shard:
            for t in range(3):
                shard.record({**shard.prepare(task(t, 0)), "reward": reward})
    rows = by_role(tmp_path)["rollouts"]
    assert [r["reward"] for r in rows] == [1.0, 1.0, 1.0]  # the replay, not both


def test_same_rows_in_any_order_give_the_same_bytes(tmp_path: Path) -> None:
    def record(folder: Path, order: list[tuple[int, int]]) -> dict[str, bytes]:
        with RunRecorder(folder, LABEL) as shard:
            for t, r in order:
                row = shard.prepare(task(t, r))
                if (t + r) % 2:
                    shard.record({**row, "_ng_failure_class": "agent_run_error"})
                else:
                    shard.record({**row, "reward": float(t)})
        return {p.name: p.read_bytes() for p in folder.iterdir()}

    tries = [(t, r) for t in range(3) for r in range(2)]
    first = record(tmp_path / "a", tries)
    second = record(tmp_path / "b", list(reversed(tries)))
    assert first == second


def test_resume_keeps_committed_rows_and_adds_only_missing_tries(tmp_path: Path) -> None:
    with RunRecorder(tmp_path, LABEL) as shard:
        for t in range(4):
            shard.expect(task(t, 0))
        shard.record({**shard.prepare(task(0, 0)), "reward": 1.0})
        shard.record({**shard.prepare(task(1, 0)), "_ng_failure_class": "agent_run_error"})
        shard.record(
            {
                **shard.prepare(task(2, 0)),
                "_ng_failure_class": "skipped",
                "_ng_failure_terminal": True,
            }
        )
    with RunRecorder(tmp_path, LABEL, resume=True) as shard:
        pending = shard.pending()
        assert [(r["_ng_task_index"], r.get("_ng_attempt_index")) for r in pending] == [
            (1, 1),
            (3, None),
        ]
        # A replay may record every row again: settled tries keep what they hold.
        assert shard.record({**task(0, 0), "reward": 0.0})["reward"] == 1.0
        assert shard.record({**task(2, 0), "reward": 0.5})["_ng_failure_class"] == "skipped"
        for row in pending:
            shard.record({**row, "reward": 0.25})
    rows = by_role(tmp_path)
    assert sorted((r["_ng_task_index"], r["reward"]) for r in rows["rollouts"]) == [
        (0, 1.0),
        (1, 0.25),
        (3, 0.25),
    ]
    retried = next(r for r in rows["rollouts"] if r["_ng_task_index"] == 1)
    assert retried["_ng_attempt_index"] == 1
    assert rollout_identity(retried).rollout_id == f"{LABEL}-1-0-a1"
    assert len(rows["failures"]) == 2  # both failures stay on record, nothing duplicated
    (status,) = run_status(tmp_path)
    assert status.progress.counts()["remaining"] == 0


def test_resume_needs_the_same_run_id(tmp_path: Path) -> None:
    with RunRecorder(tmp_path, LABEL) as shard:
        shard.record(task(0, 0))
    with pytest.raises(RunFolderError, match="run id"):
        RunRecorder(tmp_path, LABEL, run_id="other", resume=True).open()


def test_omitted_rows_for_interrupted_and_never_started_tries(tmp_path: Path) -> None:
    with RunRecorder(tmp_path, LABEL, record_omitted_rollouts=True) as shard:
        shard.expect(task(0, 0))  # never dispatched
        shard.prepare(task(1, 0))  # dispatched, no result
        shard.record({**shard.prepare(task(2, 0)), "reward": 1})
        shard.record({**shard.prepare(task(3, 0)), "_ng_no_persist": True})
    failures = by_role(tmp_path)["failures"]
    assert {(r["_ng_task_index"], r["_ng_failure_type"]) for r in failures} == {
        (0, "not_started"),
        (1, "interrupted"),
        (3, "interrupted"),
    }
    for row in failures:
        assert validate_against(row, "evidence/1.0/omitted_rollout") == []
        assert validate_against(row, "evidence/1.0/rollout_failure_record") == []
    (status,) = run_status(tmp_path)
    counts = status.progress.counts()
    assert (counts["completed"], counts["omitted"], counts["attempts"]) == (1, 3, 0)
    # A resume drops the omitted rows of tries it completes and writes them again for the others.
    with RunRecorder(tmp_path, LABEL, resume=True, record_omitted_rollouts=True) as shard:
        assert [r["_ng_task_index"] for r in shard.pending()] == [0, 1, 3]
        shard.record({**task(1, 0), "reward": 0})
    failures = by_role(tmp_path)["failures"]
    assert sorted((r["_ng_task_index"], r["_ng_failure_type"]) for r in failures) == [
        (0, "not_started"),
        (3, "not_started"),
    ]


def test_every_file_validates_against_its_schema(tmp_path: Path) -> None:
    with RunRecorder(tmp_path, LABEL, record_omitted_rollouts=True) as shard:
        shard.record({**shard.prepare(task(0, 0)), "reward": 1})
        shard.record(
            {
                **shard.prepare(task(0, 1)),
                "_ng_failure_class": "agent_run_error",
                "_ng_failure_http_status": 500,
            }
        )
        shard.expect(task(1, 0))
    paths = shard.paths
    manifest = orjson.loads(paths["manifest"].read_bytes())
    assert validate_against(manifest, "evidence/1.0/shard_manifest") == []
    status = orjson.loads(paths["batch_status"].read_bytes())
    assert validate_against(status, "evidence/1.0/batch_status") == []
    assert status["state"] == "closed"
    for row in lines(paths["materialized_inputs"]):
        assert validate_against(row, "evidence/1.0/materialized_input_row") == []
    for row in lines(paths["failures"]):
        assert [
            f
            for f in validate_against(row, "evidence/1.0/rollout_failure_record")
            if f.severity == "error"
        ] == []
    # The manifest names each file with its exact length and SHA-256.
    for role, entry in manifest["files"].items():
        data = (tmp_path / entry["path"]).read_bytes()
        assert entry["bytes"] == len(data), role
        assert entry["sha256"] == hashlib.sha256(data).hexdigest(), role


def test_commit_every_saves_progress_in_progress(tmp_path: Path) -> None:
    shard = RunRecorder(tmp_path, LABEL, commit_every=2)
    shard.open()
    shard.record(task(0, 0))
    assert not shard.paths["manifest"].exists()
    shard.record(task(1, 0))
    status = orjson.loads(shard.paths["batch_status"].read_bytes())
    assert (status["state"], status["completed"]) == ("in_progress", 2)
    shard.record(task(2, 0))
    # The recorder dies here: the shard reads as its last commit.
    assert [r.row["_ng_task_index"] for r in read_run(tmp_path)] == [0, 1]


def test_a_block_that_raises_leaves_the_last_commit(tmp_path: Path) -> None:
    with RunRecorder(tmp_path, LABEL) as shard:
        shard.record(task(0, 0))
    with pytest.raises(KeyError), RunRecorder(tmp_path, LABEL) as shard:
        shard.record(task(5, 0))
        raise KeyError("the step crashed")
    assert [r.row["_ng_task_index"] for r in read_run(tmp_path)] == [0]


# -- reading only what a manifest committed ---------------------------------------------


def _recorded(folder: Path) -> None:
    with RunRecorder(folder, LABEL) as shard:
        shard.record({**shard.prepare(task(0, 0)), "reward": 1})
        shard.record({**shard.prepare(task(1, 0)), "_ng_failure_class": "agent_run_error"})


def test_readers_ignore_uncommitted_files(tmp_path: Path) -> None:
    _recorded(tmp_path)
    # Leftovers of a commit that never happened, and a foreign-looking temporary file.
    (tmp_path / pending_name(LABEL, "rollouts", "f" * 32)).write_bytes(b'{"_ng_task_index": 9}\n')
    (tmp_path / f".tmp.{'e' * 32}.rollouts-{LABEL}_manifest.json").write_bytes(b"{")
    rows = list(read_run(tmp_path))
    assert [(r.role, r.row["_ng_task_index"]) for r in rows] == [("rollouts", 0), ("failures", 1)]
    inputs = resolve([str(tmp_path)])
    assert [i.path.name for i in inputs if i.path] == [
        f"rollouts-{LABEL}.jsonl",
        f"rollouts-{LABEL}_failures.jsonl",
    ]
    assert [i.path.name for i in resolve([str(tmp_path / "rollouts-*.jsonl")]) if i.path] == [
        f"rollouts-{LABEL}.jsonl",
        f"rollouts-{LABEL}_failures.jsonl",
    ]


def test_a_commit_waiting_for_its_renames_is_read_from_its_pending_files(tmp_path: Path) -> None:
    _recorded(tmp_path)
    manifest = orjson.loads((tmp_path / f"rollouts-{LABEL}_manifest.json").read_bytes())
    commit = manifest["commit"]
    # Undo the renames that follow the manifest, as a crash right after the commit would.
    for role in ("rollouts", "failures"):
        final = tmp_path / manifest["files"][role]["path"]
        final.rename(tmp_path / pending_name(LABEL, role, commit))
    (tmp_path / f"rollouts-{LABEL}.jsonl").write_bytes(b'{"stale": true}\n')
    assert [r.row["_ng_task_index"] for r in read_run(tmp_path)] == [0, 1]
    assert [i.path.name for i in resolve([str(tmp_path / "rollouts-*.jsonl")]) if i.path] == [
        pending_name(LABEL, "rollouts", commit),
        pending_name(LABEL, "failures", commit),
    ]
    # Opening the shard again finishes the commit.
    with RunRecorder(tmp_path, LABEL, resume=True):
        pass
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]
    assert [r.row["_ng_task_index"] for r in read_run(tmp_path)] == [0, 1]


def test_a_file_changed_after_its_commit_is_refused(tmp_path: Path) -> None:
    _recorded(tmp_path)
    main = tmp_path / f"rollouts-{LABEL}.jsonl"
    data = main.read_bytes()
    main.write_bytes(data.replace(b'"reward":1', b'"reward":0'))  # same length, other bytes
    with pytest.raises(RunFolderError, match="differ from what"):
        list(read_run(tmp_path))
    main.write_bytes(data + b'{"appended": 1}\n')
    with pytest.raises(RunFolderError, match="changed after its commit"):
        list(read_run(tmp_path))
    with pytest.raises(InputError, match="changed after its commit"):
        resolve([str(tmp_path)])


def test_an_unreadable_manifest_is_refused_and_replaced_afresh(tmp_path: Path) -> None:
    _recorded(tmp_path)
    manifest = tmp_path / f"rollouts-{LABEL}_manifest.json"
    manifest.write_bytes(b'{"schema_version": "1.0", "schema_version": "1.0"}')
    with pytest.raises(RunFolderError, match="not strict JSON"):
        list(read_run(tmp_path))
    with pytest.raises(RunFolderError):
        RunRecorder(tmp_path, LABEL, resume=True).open()
    with RunRecorder(tmp_path, LABEL) as shard:
        shard.record(task(4, 0))
    assert [r.row["_ng_task_index"] for r in read_run(tmp_path)] == [4]


def test_a_manifest_naming_other_files_is_refused(tmp_path: Path) -> None:
    _recorded(tmp_path)
    path = tmp_path / f"rollouts-{LABEL}_manifest.json"
    manifest = orjson.loads(path.read_bytes())
    manifest["files"]["rollouts"]["path"] = "rollouts-other.jsonl"
    path.write_bytes(orjson.dumps(manifest))
    with pytest.raises(RunFolderError, match="as its rollouts file"):
        list(read_run(tmp_path))


def test_folders_without_manifests_read_as_before(tmp_path: Path) -> None:
    (tmp_path / "rollouts.jsonl").write_bytes(orjson.dumps(task(0, 0)) + b"\n")
    (tmp_path / "rollouts_failures.jsonl").write_bytes(
        orjson.dumps({**task(1, 0), "_ng_failure_class": "agent_request_failed"}) + b"\n"
    )
    (tmp_path / "rollouts_materialized_inputs.jsonl").write_bytes(
        orjson.dumps(task(0, 0)) + b"\n" + orjson.dumps(task(1, 0)) + b"\n"
    )
    assert [(r.shard, r.role) for r in read_run(tmp_path)] == [
        ("rollouts", "rollouts"),
        ("rollouts", "failures"),
    ]
    (status,) = run_status(tmp_path)
    assert status.shard.manifest is None
    assert [r["_ng_task_index"] for r in resume_rows(status)] == [1]
    assert [r.get("_ng_attempt_index") for r in resume_rows(status)] == [1]


def test_a_glob_reads_several_shards_and_a_target_that_names_nothing_is_an_error(
    tmp_path: Path,
) -> None:
    for label in ("s1", "s0"):
        with RunRecorder(tmp_path, label) as shard:
            shard.record(task(0, 0))
    assert [r.shard for r in read_run(tmp_path / "rollouts-*.jsonl")] == ["s0", "s1"]
    assert [r.shard for r in read_run(tmp_path / "rollouts-s1*")] == ["s1"]
    with pytest.raises(RunFolderError, match="names no run folder"):
        list(read_run(tmp_path / "nothing-*.jsonl"))
