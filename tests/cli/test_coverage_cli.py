"""`trajspec coverage` end to end: formats, exit codes, run folders, stdin, --jobs, memory."""

from __future__ import annotations

import io
import json
import os
import resource
import subprocess
import sys
from pathlib import Path
from typing import Any

import orjson
import pytest

from trajspec._cli.app import main
from trajspec.validators._document import validate_against

COMPLETE_TURN = {
    "invocation_id": "root",
    "task_id": "t",
    "rollout_id": "0-0",
    "turn_no": 1,
    "timestamp": 1.0,
    "question": "q",
    "answer": "a",
    "reasoning_content": "r",
    "resolved": True,
    "step_count": 0,
}


def tiny_row(index: int) -> dict[str, Any]:
    """A small row; its evidence varies with the index, so every verdict occurs."""
    kind = index % 4
    trajectory: dict[str, Any] = {
        "schema_version": "1.0",
        "task_id": "t",
        "rollout_id": f"{index}-0",
        "invocations": [
            {
                "kind": "agent_invocation",
                "invocation_id": "root",
                "conversation": [{"type": "message", "role": "user", "content": "q"}],
            }
        ],
        "turns": [COMPLETE_TURN] if kind != 3 else [],
        "model_calls": [
            {
                "model_call_id": f"c{index}",
                "response_metadata": {"response_id": f"r{index}", "model": "m", "status_code": 200},
                "token_stats": {"prompt_tokens": index % 100, "completion_tokens": 1},
            }
        ],
        "tool_calls": [
            {
                "kind": "tool_call",
                "invocation_id": "root",
                "tool_call_id": tool,
                "started_at": 1.0 + n,
                "completed_at": 2.5 + n,
                "duration_ms": 1500,
                "status": "completed",
                "output": "x",
            }
            for n, tool in enumerate("ab"[: kind % 3])
        ],
        "gaps": [{"code": "turns_unavailable"}] if kind == 3 else [],
    }
    return {
        "_ng_task_index": index,
        "_ng_rollout_index": 0,
        "agent_ref": {"name": f"agent_{kind % 2}"},
        "ng_trajectory": trajectory,
    }


def write_rows(path: Path, start: int, count: int) -> None:
    with path.open("wb") as out:
        for index in range(start, start + count):
            out.write(orjson.dumps(tiny_row(index)) + b"\n")


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["coverage", *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def rows_file(tmp_path: Path) -> Path:
    path = tmp_path / "rollouts.jsonl"
    write_rows(path, 0, 8)
    return path


def test_json_report_is_a_valid_coverage_report(
    rows_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = _run([str(rows_file), "--format", "json"], capsys)
    assert code == 0
    report = orjson.loads(out)
    assert [f.to_json() for f in validate_against(report, "evidence/1.0/coverage_report")] == []
    assert (report["files"], report["rows"], report["unreadable_lines"]) == (1, 8, 0)
    agents = {a["agent"]: a for a in report["agents"]}
    assert list(agents) == ["agent_0", "agent_1"]
    # agent_0: kinds 0 and 2 (no tools, two tools); agent_1: kinds 1 and 3 (one tool, no turns)
    zero, one = agents["agent_0"]["criteria"], agents["agent_1"]["criteria"]
    assert zero["semantic_turns"]["verdict"] == "full"
    assert one["semantic_turns"]["verdict"] == "partial"
    assert one["semantic_turns"]["gaps"] == {"turns_unavailable": 2}
    assert zero["parallel_tool_timing"]["rows"]["not_applicable"] == 2
    assert zero["parallel_tool_timing"]["verdict"] == "full"
    assert one["parallel_tool_timing"]["verdict"] == "unavailable"
    assert zero["sandbox_resources"]["verdict"] == "unavailable"


def test_text_report(rows_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run([str(rows_file)], capsys)
    assert code == 0
    assert out.startswith("coverage of 8 rows in 1 file (criteria 1.0)\n")
    assert "agent agent_1: 4 rows" in out
    lines = out.splitlines()
    turns = next(line for line in lines if "semantic_turns" in line and "partial" in line)
    assert turns.split() == ["semantic_turns", "partial", "2", "0", "2", "0"]
    assert "gaps: turns_unavailable 2, unexplained 0" in out
    assert f"rows: {rows_file}:4, {rows_file}:8" in out


def test_markdown_report(rows_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run([str(rows_file), "--format", "markdown"], capsys)
    assert code == 0
    assert (
        "### Model calls and history\n\n| Agent | Call metadata | Token counts | History |" in out
    )
    assert "| Agent | Turns | Tool execution | Parallel timing | Resources/sandbox |" in out
    assert "| `agent_1` | 🟡 2/4 | ✅ 2/2 | ❌ 0/0 | ❌ 0/4 |" in out
    assert "✅ Full" in out and "🟡 Partial" in out and "❌ Unavailable" in out
    assert "- `agent_1`, Turns: fields: `identity` 2/4" in out
    assert "gaps: `turns_unavailable` 2, unexplained 0" in out
    # markdown names no local files
    assert "rollouts.jsonl" not in out


def test_markdown_keeps_odd_agent_names_inside_their_cell(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "r.jsonl"
    path.write_bytes(
        b'{"agent_ref": {"name": "a|b"}}\n{"agent_ref": {"name": "x`*y"}}\n{"task_id": 1}\n'
    )
    code, out, _ = _run([str(path), "--format", "markdown"], capsys)
    assert code == 0
    rows = [line for line in out.splitlines() if line.startswith("| ") and "Agent" not in line]
    assert [line.split(" | ")[0] for line in rows[:3]] == [
        "| `a\\|b`",
        "| x\\`\\*y",
        "| (no `agent_ref.name`)",
    ]


def test_rows_without_agent_name_and_unreadable_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "r.jsonl"
    path.write_bytes(b'{"agent_ref": {"name": "a"}}\n{"task_id": 1}\n{oops\n\n[]\n')
    code, out, err = _run([str(path), "--format", "json"], capsys)
    assert code == 0
    report = orjson.loads(out)
    assert report["rows"] == 2 and report["unreadable_lines"] == 2
    assert [a["agent"] for a in report["agents"]] == ["a", None]
    assert f"{path}:3: json.syntax" in err and f"{path}:5: json.not_an_object" in err
    code, out, _ = _run([str(path)], capsys)
    assert "agent (no agent_ref.name): 1 row" in out
    assert "2 unreadable lines skipped" in out


def test_a_run_folder_reads_its_shards_but_not_sidecars(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_rows(tmp_path / "rollouts-a.jsonl", 0, 3)
    write_rows(tmp_path / "rollouts-b.jsonl", 3, 2)
    (tmp_path / "rollouts-a_failures.jsonl").write_bytes(
        b'{"_ng_task_index": 9, "_ng_rollout_index": 0, "_ng_failure_class": "agent_run_error"}\n'
    )
    write_rows(tmp_path / "rollouts-a_materialized_inputs.jsonl", 0, 3)
    code, out, _ = _run([str(tmp_path), "--format", "json"], capsys)
    assert code == 0
    report = orjson.loads(out)
    assert (report["files"], report["skipped_files"], report["rows"]) == (2, 1, 5)


def test_stdin(rows_file: Path, capsys: pytest.CaptureFixture[str], monkeypatch: Any) -> None:
    data = rows_file.read_bytes()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    code, out, _ = _run(["-", "--format", "json"], capsys)
    assert code == 0
    report = orjson.loads(out)
    assert report["rows"] == 8
    examples = report["agents"][1]["criteria"]["semantic_turns"]["examples"]
    assert examples == [{"file": "-", "line": 4}, {"file": "-", "line": 8}]


@pytest.mark.parametrize(
    "args",
    [
        ["missing.jsonl"],
        ["--jobs", "0", "IN"],
        ["IN", "--format", "csv"],
        ["SIDECAR"],
        ["EMPTYDIR"],
        [],
    ],
)
def test_usage_errors_exit_2_without_output(
    args: list[str], rows_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sidecar = tmp_path / "rollouts-x_failures.jsonl"
    sidecar.write_bytes(b"{}\n")
    (tmp_path / "empty").mkdir()
    names = {"IN": str(rows_file), "SIDECAR": str(sidecar), "EMPTYDIR": str(tmp_path / "empty")}
    code, out, err = _run([names.get(a, a) for a in args], capsys)
    assert code == 2
    assert out == ""
    assert "Traceback" not in err and err


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads unreadable files")
def test_an_unreadable_file_exits_2(rows_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows_file.chmod(0)
    code, out, _ = _run([str(rows_file)], capsys)
    assert (code, out) == (2, "")


def test_output_is_identical_for_every_jobs_and_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: Any
) -> None:
    from trajspec import _jsonl

    monkeypatch.setattr(_jsonl, "CHUNK_BYTES", 4096)  # many chunks from a small file
    path = tmp_path / "rollouts.jsonl"
    write_rows(path, 0, 300)
    outputs = {
        (fmt, jobs): _run([str(path), "--format", fmt, "--jobs", str(jobs)], capsys)[1]
        for fmt in ("text", "json", "markdown")
        for jobs in (1, 3)
    }
    for fmt in ("text", "json", "markdown"):
        assert outputs[fmt, 1] == outputs[fmt, 3]
        assert outputs[fmt, 1] == _run([str(path), "--format", fmt], capsys)[1]


def test_input_is_not_modified(rows_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = rows_file.read_bytes()
    _run([str(rows_file), "--format", "json"], capsys)
    assert rows_file.read_bytes() == before
    assert sorted(p.name for p in rows_file.parent.iterdir()) == [rows_file.name]


# -- a 100k-row run in flat memory ------------------------------------------------------------


def _peak_rss_mb(folder: Path) -> tuple[float, dict[str, Any]]:
    script = (
        "import resource, sys\n"
        "from trajspec._cli.app import main\n"
        "code = main(['coverage', sys.argv[1], '--format', 'json'])\n"
        "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr)\n"
        "sys.exit(code)\n"
    )
    done = subprocess.run(
        [sys.executable, "-P", "-c", script, str(folder)], capture_output=True, check=False
    )
    assert done.returncode == 0, done.stderr
    return int(done.stderr.decode().strip().splitlines()[-1]) / 1024, orjson.loads(done.stdout)


def _run_folder(folder: Path, rows: int, shards: int = 4) -> Path:
    folder.mkdir()
    per = rows // shards
    for shard in range(shards):
        write_rows(folder / f"rollouts-s{shard}.jsonl", shard * per, per)
    return folder


@pytest.mark.slow
def test_a_100k_row_run_is_measured_in_flat_memory(tmp_path: Path) -> None:
    rows = int(os.environ.get("TRAJSPEC_COVERAGE_TEST_ROWS", "100000"))
    small = _run_folder(tmp_path / "small", rows // 4)
    large = _run_folder(tmp_path / "large", rows)
    rss_small, _ = _peak_rss_mb(small)
    rss_large, report = _peak_rss_mb(large)
    assert report["rows"] == rows and report["files"] == 4
    by_agent = {a["agent"]: a for a in report["agents"]}
    assert by_agent["agent_0"]["criteria"]["semantic_turns"]["rows"]["full"] == rows // 2
    assert by_agent["agent_1"]["criteria"]["semantic_turns"]["rows"]["none"] == rows // 4
    # Four times the rows (tens of MB more input) may add allocator noise, nothing more.
    assert rss_large - rss_small < 10, (rss_small, rss_large)
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss > 0


def _pretty(row: Any) -> bytes:
    """A row as a ``*.json`` file holds it: one document, indented over many lines."""
    return json.dumps(row, indent=2).encode() + b"\n"


def test_a_json_file_is_one_row_as_on_one_line_of_json_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # the README: "*.json files hold one document"; coverage read them line by line
    first = Path("examples/rollouts.jsonl").read_bytes().splitlines()[0]
    whole, lines = tmp_path / "row.json", tmp_path / "row.jsonl"
    whole.write_bytes(_pretty(orjson.loads(first)))
    lines.write_bytes(first + b"\n")
    outputs = []
    for path, jobs in ((whole, "1"), (whole, "2"), (lines, "1")):
        for form in ("json", "text"):
            code, out, err = _run([str(path), "--format", form, "--jobs", jobs], capsys)
            assert code == 0 and "unreadable line" not in out + err, out + err
            outputs.append(out.replace(str(path), "ROW"))
    assert outputs[0:2] == outputs[2:4] == outputs[4:6]
    assert orjson.loads(outputs[0])["rows"] == 1


def test_a_json_file_that_does_not_read_is_placed_in_its_own_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = _pretty(tiny_row(0)).splitlines(keepends=True)
    text[3] = b"  oops\n"  # the fourth line of the file
    path = tmp_path / "row.json"
    path.write_bytes(b"".join(text).rstrip(b"\n"))  # a document needs no final line end
    code, out, err = _run([str(path)], capsys)
    assert code == 0
    assert out.startswith("coverage of 0 rows in 1 file") and "1 unreadable line skipped" in out
    assert f"{path}:4: json.syntax" in err and "truncated" not in err
