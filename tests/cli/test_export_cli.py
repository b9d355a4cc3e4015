"""`trajspec export` over a run folder reads its rollouts, never its failure sidecars."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import orjson

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _export(rollouts: str, out: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            sys.executable, "-P", "-m", "trajspec", "export", "--format", "atif",
            "--rollouts", rollouts, "--output-dir", str(out),
            "--session-id", "walkthrough", "--agent-version", "1.0.0",
        ],
        capture_output=True, text=True, check=False,
    )  # fmt: skip


def test_a_run_folder_exports_its_rollouts_and_skips_the_failure_sidecars(tmp_path: Path) -> None:
    done = _export(str(EXAMPLES / "run"), tmp_path / "out")
    assert done.returncode == 0, done.stderr
    assert "_failures" not in done.stdout + done.stderr
    # The bundled export was made from the same rollouts through a glob of the shards.
    expected = sorted(p.name for p in (EXAMPLES / "export").iterdir())
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == expected
    for name in expected:
        assert (tmp_path / "out" / name).read_bytes() == (EXAMPLES / "export" / name).read_bytes()


def test_a_sidecar_named_on_the_command_line_is_read(tmp_path: Path) -> None:
    sidecar = EXAMPLES / "run" / "rollouts-step_000001-w1_failures.jsonl"
    done = _export(str(sidecar), tmp_path / "out")
    assert done.returncode == 1  # failure records are no exportable rollouts
    assert "export." in done.stdout


def _rejected_rows(tmp_path: Path, count: int) -> Path:
    """``count`` rows of the run with a gap and no agent: two pre-check findings each."""
    good = (EXAMPLES / "run" / "rollouts-step_000001-w0.jsonl").read_bytes().splitlines()[0]
    rows = []
    for k in range(count):
        row = orjson.loads(good)
        row["_ng_task_index"] = 100 + k
        row["ng_trajectory"]["gaps"] = [{"code": "turns_unavailable", "invocation_id": "root"}]
        del row["agent_ref"]
        rows.append(orjson.dumps(row))
    path = tmp_path / "bad.jsonl"
    path.write_bytes(b"\n".join(rows) + b"\n")
    return path


def _export_with(rollouts: Path, out: Path, *options: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            sys.executable, "-P", "-m", "trajspec", "export", "--format", "atif",
            "--rollouts", str(rollouts), "--output-dir", str(out),
            "--session-id", "s", "--agent-version", "1", *options,
        ],
        capture_output=True, text=True, check=False,
    )  # fmt: skip


def _finding_lines(stdout: str) -> list[str]:
    return [line for line in stdout.splitlines() if ": error " in line]


def test_max_findings_caps_per_row_and_in_all_and_counts_the_rest(tmp_path: Path) -> None:
    bad = _rejected_rows(tmp_path, 4)
    every = _export_with(bad, tmp_path / "a", "--max-findings", "all")
    assert every.returncode == 1
    assert len(_finding_lines(every.stdout)) == 8
    assert "not printed" not in every.stdout
    capped = _export_with(bad, tmp_path / "b", "--max-findings", "3")
    assert capped.returncode == 1
    assert len(_finding_lines(capped.stdout)) == 3
    assert "5 findings not printed" in capped.stdout
    assert "rejected: 4 of 4 rows cannot be exported (8 findings)" in capped.stdout
    assert "rows by code: export.agent_name_missing 4, export.gap_present 4" in capped.stdout
    default = _export_with(bad, tmp_path / "c")  # 5 a row, 200 in all: every one here
    assert len(_finding_lines(default.stdout)) == 8
    assert not (tmp_path / "a").exists() and not (tmp_path / "b").exists()


def test_max_findings_applies_to_json_and_sarif_and_json_ends_with_a_summary(
    tmp_path: Path,
) -> None:
    bad = _rejected_rows(tmp_path, 3)
    done = _export_with(bad, tmp_path / "o", "--max-findings", "2", "--report", "json")
    assert done.returncode == 1
    assert [orjson.loads(line)["code"] for line in done.stdout.splitlines()] == [
        "export.agent_name_missing",
        "export.gap_present",
    ]
    summary = orjson.loads(done.stderr.splitlines()[-1])["summary"]
    assert summary["rejected_rows"] == 3 and summary["rows"] == 3
    assert (summary["findings"], summary["not_printed"], summary["stopped"]) == (6, 4, False)
    assert summary["rows_by_code"] == {"export.agent_name_missing": 3, "export.gap_present": 3}
    sarif = _export_with(bad, tmp_path / "o", "--max-findings", "2", "--report", "sarif")
    assert len(orjson.loads(sarif.stdout)["runs"][0]["results"]) == 2
    assert "4 findings not printed" in sarif.stderr


def test_max_findings_takes_a_positive_integer_or_all(tmp_path: Path) -> None:
    bad = _rejected_rows(tmp_path, 1)
    for value in ("0", "-1", "many"):
        done = _export_with(bad, tmp_path / "o", "--max-findings", value)
        assert done.returncode == 2, value
        assert "--max-findings" in done.stderr
        assert not (tmp_path / "o").exists()


def test_fail_fast_stops_at_the_first_rejected_row(tmp_path: Path) -> None:
    bad = _rejected_rows(tmp_path, 3)
    done = _export_with(bad, tmp_path / "o", "--fail-fast")
    assert done.returncode == 1
    assert {line.split(":")[1] for line in _finding_lines(done.stdout)} == {"1"}
    assert "rejected: 1 of 1 row cannot be exported" in done.stdout
    assert "stopped at the first rejected row (--fail-fast)" in done.stdout
    assert not (tmp_path / "o").exists()
    good = _export_with(
        EXAMPLES / "run" / "rollouts-step_000001-w0.jsonl", tmp_path / "g", "--fail-fast"
    )
    assert good.returncode == 0, good.stdout + good.stderr
    assert "stopped" not in good.stdout
