"""`trajspec export --format messages`: the bundled examples in both dialects and formats,
rejections reported like --format atif's and listed in the loss report, the loss table,
usage errors (exit 2, nothing written), and the same output on every --jobs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from trajspec._cli.app import main

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["export", "--format", "messages", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


@pytest.mark.parametrize("dialect", ["trl", "openai"])
def test_the_bundled_export_becomes_rows(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], dialect: str
) -> None:
    out = tmp_path / "rows"
    code, stdout, stderr = _run(
        ["--atif", str(EXAMPLES / "export"), "--dialect", dialect, "--output-dir", str(out)],
        capsys,
    )
    assert code == 0, stderr
    assert f"exported 3 rows of 3 trajectories ({dialect}, jsonl, 1 shard)" in stdout
    assert "trajectories in         3" in stderr
    assert sorted(_files(out)) == ["loss_report.json", "messages-00000.jsonl"]
    rows = [json.loads(line) for line in (out / "messages-00000.jsonl").read_text().splitlines()]
    arguments = rows[0]["messages"][2]["tool_calls"][0]["function"]["arguments"]
    assert arguments == ({"a": 17, "b": 3} if dialect == "trl" else '{"a": 17, "b": 3}')


def test_rejected_rows_are_reported_and_listed_and_the_rest_is_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = (EXAMPLES / "run" / "rollouts-step_000001-w0.jsonl").read_bytes().splitlines(True)[0]
    rows = tmp_path / "rows.jsonl"
    rows.write_bytes(good + b'{"reward": 1}\n')
    out = tmp_path / "out"
    code, stdout, _ = _run(
        ["--rollouts", str(rows), "--session-id", "s", "--agent-version", "1", "--output-dir",
         str(out)],
        capsys,
    )  # fmt: skip
    assert code == 1
    assert f"{rows}:2\n" in stdout and "rejected: 1 of 2 documents" in stdout
    report = json.loads((out / "loss_report.json").read_bytes())
    assert report["rows_out"] == 1
    assert [d["reason"] for d in report["dropped"]] == ["rejected"]
    assert report["dropped"][0]["line"] == 2


def test_the_json_report_ends_with_the_summary(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, stderr = _run(
        ["--atif", str(EXAMPLES / "export"), "--output-dir", str(tmp_path / "o"), "--report",
         "json"],
        capsys,
    )  # fmt: skip
    assert code == 0
    summary = json.loads(stderr.splitlines()[1])["summary"]
    assert summary["rows_out"] == 3 and summary["rejected_documents"] == 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--min-reward", "0.5"], "give --rollouts"),
        (["--healthy-only"], "give --rollouts"),
        (["--seed", "3"], "--seed goes with --sample"),
        (["--fail-fast"], "--fail-fast is for --format atif"),
        (["--session-id", "s"], "--session-id goes with --rollouts"),
        (["--sample", "0"], "not a positive whole number"),
    ],
)
def test_usage_errors_write_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    out = tmp_path / "o"
    code, _, stderr = _run(
        ["--atif", str(EXAMPLES / "export"), "--output-dir", str(out), *args], capsys
    )
    assert code == 2
    assert message in stderr
    assert not out.exists()


def test_messages_options_are_refused_by_format_atif(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(
        ["export", "--rollouts", str(EXAMPLES / "run"), "--output-dir", str(tmp_path / "o"),
         "--session-id", "s", "--agent-version", "1", "--dialect", "openai", "--dedupe"]
    )  # fmt: skip
    assert code == 2
    assert "--dialect, --dedupe: only for --format messages" in capsys.readouterr().err


def test_a_folder_that_is_not_empty_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "o"
    out.mkdir()
    (out / "keep").write_text("x")
    code, _, stderr = _run(["--atif", str(EXAMPLES / "export"), "--output-dir", str(out)], capsys)
    assert code == 2 and "not empty" in stderr
    assert _files(out) == {"keep": b"x"}


def test_every_jobs_count_writes_the_same_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = tmp_path / "rows.jsonl"
    rows.write_bytes(
        b"".join(p.read_bytes() for p in sorted((EXAMPLES / "run").glob("rollouts-*-w?.jsonl")))
        * 40
    )
    outs = []
    for jobs in ("1", "2"):
        out = tmp_path / f"j{jobs}"
        code, _, stderr = _run(
            ["--rollouts", str(rows), "--session-id", "s", "--agent-version", "1",
             "--output-dir", str(out), "--jobs", jobs, "--rows-per-file", "50", "--dedupe",
             "--sample", "2", "--seed", "1"],
            capsys,
        )  # fmt: skip
        assert code == 0, stderr
        outs.append(_files(out))
    assert outs[0] == outs[1]
    report = json.loads(outs[0]["loss_report.json"])
    assert report["trajectories_in"] == 120 and report["rows_out"] == 2
    assert report["dropped_by_reason"] == {"duplicate_conversation": 117, "not_sampled": 1}
