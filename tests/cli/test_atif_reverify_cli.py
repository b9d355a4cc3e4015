"""``trajspec reverify`` end to end: Python verifiers, dry runs, summaries, exit codes, usage
errors, atomic outputs and --jobs."""

from __future__ import annotations

import hashlib
import itertools
import json
import sys
from pathlib import Path
from typing import Any

import orjson
import pytest
from _reverify_fixtures import write_export

from trajspec._cli.app import main
from trajspec.converters import ReverifyInputError, reverify

_names = itertools.count()

VERIFIER = """
calls = []

def score(payload):
    calls.append(payload)
    text = payload["response"]["output"][-1]["content"][0]["text"]
    return {"reward": 1.0 if payload["expected_answer"] in text else 0.0, "text": text}

def explode(payload):
    if payload["_ng_rollout_index"] == 1:
        raise RuntimeError("judge offline")
    return {"reward": 0.5}

def odd(payload):
    return {0: ["not", "an", "object"], 1: {"reward": True}, 2: {"reward": float("nan")}}.get(
        payload["_ng_rollout_index"], {"reward": 1}
    )

def never(payload):
    raise AssertionError("a dry run calls no verifier")
"""


@pytest.fixture
def verifier_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """A verifier module in the current folder, under a fresh name."""
    name = f"reverify_verifier_{next(_names)}"
    (tmp_path / f"{name}.py").write_text(VERIFIER)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", ["", *sys.path])
    return name


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["reverify", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _rows(path: Path) -> list[dict[str, Any]]:
    return [orjson.loads(line) for line in path.read_bytes().splitlines()]


def test_a_python_verifier_scores_every_row(
    tmp_path: Path, verifier_module: str, capsys: pytest.CaptureFixture[str]
) -> None:
    manifest, inputs = write_export(tmp_path, rollouts=3)
    before = (manifest.read_bytes(), inputs.read_bytes())
    out = tmp_path / "scores.jsonl"
    args = ["--manifest", str(manifest), "--inputs", str(inputs), "--output", str(out)]
    code, stdout, _ = _run([*args, "--verifier", f"{verifier_module}:score"], capsys)
    assert code == 0
    rows = _rows(out)
    assert [r["_ng_rollout_index"] for r in rows] == [0, 1, 2]
    assert all(r["reward"] == 1.0 and r["text"] == "The answer is 5." for r in rows)
    assert all(r["_ng_atif_provenance"]["projection_status"] == "complete" for r in rows)
    assert _rows(tmp_path / "scores_failures.jsonl") == []
    assert "3 scored, 0 rejected, 0 failed" in stdout
    assert "reward mean 1 over 3 scored" in stdout
    assert (manifest.read_bytes(), inputs.read_bytes()) == before  # inputs never change
    module = sys.modules[verifier_module]
    sent = module.calls
    assert len(sent) == 3 and all("_ng_atif_provenance" not in p for p in sent)
    # The payload: the input row, its response replaced, the request parameters overlaid.
    assert sent[0]["response"]["tools"] == [{"type": "function", "name": "add"}]
    assert sent[0]["response"]["temperature"] == 0.0
    assert "input" not in sent[0]["response"]


def test_verifier_errors_are_row_failures(
    tmp_path: Path, verifier_module: str, capsys: pytest.CaptureFixture[str]
) -> None:
    manifest, inputs = write_export(tmp_path, rollouts=4)
    out = tmp_path / "out.jsonl"
    args = ["--manifest", str(manifest), "--inputs", str(inputs), "--output", str(out)]
    code, stdout, _ = _run([*args, "--verifier", f"{verifier_module}:explode"], capsys)
    assert code == 1
    assert [r["_ng_rollout_index"] for r in _rows(out)] == [0, 2, 3]
    (failure,) = _rows(tmp_path / "out_failures.jsonl")
    assert failure["codes"] == ["reverify.verifier_error"]
    assert "RuntimeError: judge offline" in failure["findings"][0]["message"]
    assert "3 scored, 0 rejected, 1 failed" in stdout

    code, stdout, _ = _run(
        [*args, "--verifier", f"{verifier_module}:odd", "--format", "json"], capsys
    )
    assert code == 1
    summary = json.loads(stdout)
    assert summary["codes"] == {
        "reverify.verifier_malformed_response": 2,
        "reverify.verifier_no_reward": 1,
    }
    assert [r["_ng_rollout_index"] for r in _rows(out)] == [3]


def test_a_dry_run_writes_the_payloads_and_calls_nothing(
    tmp_path: Path, verifier_module: str, capsys: pytest.CaptureFixture[str]
) -> None:
    manifest, inputs = write_export(tmp_path, rollouts=2, partial={1})
    out = tmp_path / "payloads.jsonl"
    args = ["--manifest", str(manifest), "--inputs", str(inputs), "--output", str(out)]
    code, stdout, _ = _run(
        [*args, "--dry-run", "--verifier", f"{verifier_module}:never", "--format", "json"],
        capsys,
    )
    assert code == 1  # one entry was rejected
    (payload,) = _rows(out)
    assert payload["_ng_rollout_index"] == 0 and payload["expected_answer"] == "5"
    assert payload["response"]["model"] == "nvidia/test-model"
    assert "_ng_atif_provenance" not in payload
    (failure,) = _rows(tmp_path / "payloads_failures.jsonl")
    assert failure["codes"] == ["reverify.usage_incomplete"]
    assert failure["findings"][0]["path"] == "/steps/3/metrics"
    summary = json.loads(stdout)
    assert (summary["accepted"], summary["scored"], summary["rejected"]) == (1, 0, 1)
    assert summary["dry_run"] is True

    write_export(tmp_path, rollouts=2)  # the same export, now complete
    code, stdout, _ = _run([*args, "--dry-run"], capsys)
    assert code == 0
    assert "2 payload(s) written (dry run, no verifier called), 0 rejected" in stdout


def test_jobs_do_not_change_the_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    manifest, inputs = write_export(tmp_path, rollouts=70, partial={3, 40, 69})
    outputs = []
    for jobs in ("1", "2"):
        out = tmp_path / f"out{jobs}.jsonl"
        code, _, _ = _run(
            [
                "--manifest",
                str(manifest),
                "--inputs",
                str(inputs),
                "--output",
                str(out),
                "--dry-run",
                "--jobs",
                jobs,
            ],
            capsys,
        )
        assert code == 1
        outputs.append((out.read_bytes(), (tmp_path / f"out{jobs}_failures.jsonl").read_bytes()))
    assert outputs[0] == outputs[1]
    assert len(outputs[0][0].splitlines()) == 67
    assert len(outputs[0][1].splitlines()) == 3


def test_outputs_are_replaced_whole_and_nothing_else_is_left(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    manifest, inputs = write_export(tmp_path, rollouts=2)
    out = tmp_path / "out.jsonl"
    out.write_text("old results\n")
    (tmp_path / "out_failures.jsonl").write_text("old failures\n")
    code, _, _ = _run(
        ["--manifest", str(manifest), "--inputs", str(inputs), "--output", str(out), "--dry-run"],
        capsys,
    )
    assert code == 0
    assert len(_rows(out)) == 2
    assert (tmp_path / "out_failures.jsonl").read_bytes() == b""
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "export",
        "inputs.jsonl",
        "out.jsonl",
        "out_failures.jsonl",
    ]


def _usage_cases(tmp_path: Path) -> list[tuple[list[str], str]]:
    manifest, inputs = write_export(tmp_path, rollouts=1)
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n\n")
    out = str(tmp_path / "out.jsonl")
    base = ["--manifest", str(manifest), "--inputs", str(inputs), "--output", out]
    return [
        (
            ["--manifest", "nope.jsonl", "--inputs", str(inputs), "--output", out, "--dry-run"],
            "no such file",
        ),
        (
            ["--manifest", str(manifest), "--inputs", "nope.jsonl", "--output", out, "--dry-run"],
            "no such file",
        ),
        (base, "give --verifier"),
        ([*base, "--verifier", "m:f", "--verify-url", "http://127.0.0.1:9/v"], "exclude"),
        ([*base, "--verifier", "nocolon"], "module:function"),
        ([*base, "--verifier", "no_such_module_xyz:f"], "cannot import"),
        ([*base, "--verifier", "json:no_such_function"], "no attribute"),
        ([*base, "--verify-url", "ftp://x/y"], "http"),
        ([*base, "--dry-run", "--timeout", "5"], "--timeout applies"),
        ([*base, "--verify-url", "http://127.0.0.1:9/v", "--timeout", "0"], "positive"),
        ([*base, "--verify-url", "http://127.0.0.1:9/v", "--timeout", "inf"], "positive"),
        ([*base, "--dry-run", "--jobs", "0"], "--jobs"),
        (
            [
                "--manifest",
                str(manifest),
                "--inputs",
                str(inputs),
                "--output",
                str(tmp_path / "missing" / "out.jsonl"),
                "--dry-run",
            ],
            "does not exist",
        ),
        (
            [
                "--manifest",
                str(manifest),
                "--inputs",
                str(inputs),
                "--output",
                str(inputs),
                "--dry-run",
            ],
            "overwrite an input",
        ),
        (
            [
                "--manifest",
                str(manifest),
                "--inputs",
                str(inputs),
                "--output",
                str(tmp_path),
                "--dry-run",
            ],
            "is a folder",
        ),
        (
            ["--manifest", str(empty), "--inputs", str(inputs), "--output", out, "--dry-run"],
            "no entries",
        ),
    ]


def test_usage_errors_exit_2_and_write_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for argv, words in _usage_cases(tmp_path):
        code, stdout, stderr = _run(argv, capsys)
        assert code == 2, (argv, stderr)
        assert words in stderr, (argv, stderr)
        assert "Traceback" not in stderr and stdout == ""
        assert not (tmp_path / "out.jsonl").exists()
        assert not (tmp_path / "out_failures.jsonl").exists()


def test_bad_lines_are_failures_and_the_rest_is_scored(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    manifest, inputs = write_export(tmp_path, rollouts=2)
    with manifest.open("ab") as stream:
        stream.write(b"{not json\n")
    with inputs.open("ab") as stream:
        stream.write(b'{"_ng_task_index": true, "_ng_rollout_index": 0}\n')
    out = tmp_path / "out.jsonl"
    code, stdout, _ = _run(
        [
            "--manifest",
            str(manifest),
            "--inputs",
            str(inputs),
            "--output",
            str(out),
            "--dry-run",
            "--format",
            "json",
        ],
        capsys,
    )
    assert code == 1
    assert len(_rows(out)) == 2
    failures = _rows(tmp_path / "out_failures.jsonl")
    assert [(f.get("manifest_line"), f.get("input_line"), f["codes"]) for f in failures] == [
        (3, None, ["json.syntax"]),
        (None, 3, ["reverify.input_invalid"]),
    ]
    assert failures[1]["findings"][0]["file"] == str(inputs)
    summary = json.loads(stdout)
    assert (summary["manifest_lines"], summary["entries"], summary["input_problems"]) == (3, 2, 1)


def test_a_changed_file_is_rejected_by_its_pin(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    manifest, inputs = write_export(tmp_path, rollouts=2)
    target = manifest.parent / "0-1.json"
    target.write_bytes(target.read_bytes().replace(b'"5"', b'"6"'))
    out = tmp_path / "out.jsonl"
    code, _, _ = _run(
        ["--manifest", str(manifest), "--inputs", str(inputs), "--output", str(out), "--dry-run"],
        capsys,
    )
    assert code == 1
    (failure,) = _rows(tmp_path / "out_failures.jsonl")
    assert failure["codes"] == ["reverify.sha256_mismatch"]
    assert failure["source_sha256"] == hashlib.sha256(target.read_bytes()).hexdigest()


def test_the_python_api(tmp_path: Path) -> None:
    manifest, inputs = write_export(tmp_path, rollouts=2)
    seen: list[int] = []

    def verifier(payload: dict[str, Any]) -> dict[str, Any]:
        seen.append(payload["_ng_rollout_index"])
        return {"reward": 0.25}

    summary = reverify(manifest, inputs, tmp_path / "r.jsonl", verifier=verifier)
    assert summary.exit_code == 0 and summary.scored == 2 and seen == [0, 1]
    assert summary.to_json()["reward_mean"] == 0.25
    with pytest.raises(ReverifyInputError):
        reverify(tmp_path / "none.jsonl", inputs, tmp_path / "r.jsonl", verifier=verifier)
    with pytest.raises(ValueError, match="verifier"):
        reverify(manifest, inputs, tmp_path / "r.jsonl")


def test_both_outputs_are_synced_before_either_is_renamed_then_their_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """OUT and OUT_failures are one result: a crash between the renames must not leave a new
    OUT beside an old failures file that was never synced, and the renames themselves are
    durable only once the folder is synced."""
    import os

    from trajspec import _files

    manifest, inputs = write_export(tmp_path)
    folder = tmp_path / "results"
    folder.mkdir()
    output = folder / "out.jsonl"
    events: list[tuple[str, object]] = []
    real_fsync, real_replace, real_sync = os.fsync, os.replace, _files.sync_dir

    def fsync(fd: int) -> None:
        events.append(("fsync", os.fstat(fd).st_ino))  # a renamed file keeps its inode
        real_fsync(fd)

    def replace(source: Any, target: Any) -> None:
        events.append(("rename", os.fspath(target)))
        real_replace(source, target)

    def sync_dir(path: Path) -> None:
        events.append(("sync_dir", os.fspath(path)))
        real_sync(path)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    monkeypatch.setattr(_files, "sync_dir", sync_dir)
    summary = reverify(manifest, inputs, output, dry_run=True)
    assert summary.exit_code == 0
    renames = [i for i, (kind, _) in enumerate(events) if kind == "rename"]
    assert [events[i][1] for i in renames] == [str(output), str(folder / "out_failures.jsonl")]
    synced = [inode for kind, inode in events[: renames[0]] if kind == "fsync"]
    assert output.stat().st_ino in synced
    assert (folder / "out_failures.jsonl").stat().st_ino in synced
    assert ("sync_dir", str(folder)) in events[renames[-1] :]
