"""``trajspec health`` end to end: inputs (files, globs, run folders, stdin), reports, exit
codes, --jobs, atomic output, memory."""

from __future__ import annotations

import io
import json
import os
import random
import resource
import stat
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import corpus
import orjson
import pytest
from _vectors import cases

from trajspec._cli.app import main

HEALTH_ROWS = [row for vector in cases("health") for row in vector.case["rows"]]


def run(*argv: str, stdin: bytes | None = None) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    if stdin is not None:
        sys.stdin = io.TextIOWrapper(io.BytesIO(stdin))
    try:
        with redirect_stdout(out), redirect_stderr(err):
            code = main(list(argv), stderr=err)
    finally:
        sys.stdin = old_stdin
    return code, out.getvalue(), err.getvalue()


def _lines(rows: list[Any]) -> bytes:
    return b"".join(
        (row.encode() if isinstance(row, str) else orjson.dumps(row)) + b"\n" for row in rows
    )


def _good(task: int, rollout: int) -> dict[str, Any]:
    return corpus.row(task * 4 + rollout, random.Random(task), turns=(1, 2))


@pytest.fixture
def rows_file(tmp_path: Path) -> Path:
    """Every row of the health vectors, and enough healthy bench rows after them for several
    chunks (about 3 MB)."""
    rng = random.Random(3)
    extra = [corpus.row(4000 + i, rng, turns=(1, 3)) for i in range(300)]
    path = tmp_path / "in" / "rollouts.jsonl"
    path.parent.mkdir()
    path.write_bytes(_lines(HEALTH_ROWS + extra))
    return path


def test_reports_are_written_beside_the_input(rows_file: Path) -> None:
    before = rows_file.read_bytes()
    code, out, err = run("health", str(rows_file))
    assert code == 0, err  # unhealthy rollouts do not fail the command
    folder = rows_file.parent
    assert sorted(p.name for p in folder.iterdir()) == [
        "quality_summary.json",
        "rollout_verdicts.jsonl",
        "rollouts.jsonl",
    ]
    assert rows_file.read_bytes() == before
    summary = orjson.loads((folder / "quality_summary.json").read_bytes())
    verdict_lines = (folder / "rollout_verdicts.jsonl").read_bytes().splitlines()
    records = summary["run"]["artifacts"]["records"]
    assert records == len(verdict_lines) == len(HEALTH_ROWS) + 300
    counts = summary["run"]["verdicts"]
    assert counts["unhealthy"] > 0 and counts["healthy"] >= 300
    first = out.splitlines()[0]
    assert first == (
        f"rollout health: {records} records: {counts['healthy']} healthy, "
        f"{counts['unhealthy']} unhealthy, {counts['unobserved']} unobserved"
    )
    rows = [[w for w in line.split() if w != "(tasks)"] for line in out.splitlines()[2:16]]
    table = {words[0]: words[1:] for words in rows}
    coverage = summary["run"]["artifacts"]["coverage"]
    assert set(table) == set(coverage)
    for check, (evaluated, unobserved, flagged, *_) in table.items():
        entry = coverage[check]
        assert [int(evaluated), int(unobserved), int(flagged)] == [
            entry["evaluated"],
            entry["unobserved"],
            entry["flagged"],
        ]


def test_jobs_do_not_change_a_byte(rows_file: Path, tmp_path: Path) -> None:
    outputs = []
    for jobs in ("1", "3"):
        folder = tmp_path / f"jobs{jobs}"
        code, _, err = run("health", str(rows_file), "--jobs", jobs, "--output-dir", str(folder))
        assert code == 0, err
        outputs.append(
            [
                (folder / name).read_bytes()
                for name in ("quality_summary.json", "rollout_verdicts.jsonl")
            ]
        )
    assert outputs[0] == outputs[1]


def test_fail_on_unhealthy(rows_file: Path) -> None:
    assert run("health", str(rows_file), "--fail-on-unhealthy")[0] == 1
    healthy = rows_file.parent / "healthy.jsonl"
    healthy.write_bytes(_lines([_good(0, 0), _good(1, 0)]))
    code, _, err = run("health", str(healthy), "--fail-on-unhealthy")
    assert code == 0, err


def test_ignore_and_json_format(rows_file: Path) -> None:
    code, out, err = run(
        "health",
        str(rows_file),
        "--ignore",
        "rollout_token_count_mismatch,agent_turn_hollow",
        "--ignore",
        "model_call_failed",
        "--format",
        "json",
    )
    assert code == 0
    summary = orjson.loads(out)
    assert summary == orjson.loads((rows_file.parent / "quality_summary.json").read_bytes())
    assert summary["run"]["ignored_checks"] == [
        "agent_turn_hollow",
        "model_call_failed",
        "rollout_token_count_mismatch",
    ]
    assert err.startswith("rollout health: ") and "(ignored: agent_turn_hollow" in err


@pytest.mark.parametrize(
    "argv",
    [
        ("--ignore", "agent_turn_holow"),
        ("--jobs", "0"),
    ],
)
def test_usage_errors_write_nothing(rows_file: Path, argv: tuple[str, ...]) -> None:
    code, out, err = run("health", str(rows_file), *argv)
    assert code == 2 and out == ""
    assert err.startswith("trajspec: ")
    assert sorted(p.name for p in rows_file.parent.iterdir()) == ["rollouts.jsonl"]


def test_missing_input_and_stdin_without_output_dir(tmp_path: Path) -> None:
    code, _, err = run("health", str(tmp_path / "nope.jsonl"))
    assert code == 2 and "no such file" in err
    code, _, err = run("health", "-", stdin=_lines([_good(0, 0)]))
    assert code == 2 and "--output-dir" in err


def test_stdin_with_output_dir(tmp_path: Path) -> None:
    code, _, err = run(
        "health", "-", "--output-dir", str(tmp_path / "reports"), stdin=_lines([_good(0, 0)])
    )
    assert code == 0, err
    line = orjson.loads((tmp_path / "reports" / "rollout_verdicts.jsonl").read_bytes())
    assert line["verdict"] == "healthy"


def test_a_run_folder_skips_sidecars_and_old_reports(tmp_path: Path) -> None:
    folder = tmp_path / "run"
    folder.mkdir()
    (folder / "rollouts-step1.jsonl").write_bytes(_lines([_good(0, 0)]))
    (folder / "rollouts-step2.jsonl").write_bytes(_lines([_good(1, 0)]))
    # a failed attempt of the same rollout, and the reports of an earlier run: not rollouts
    (folder / "rollouts-step1_failures.jsonl").write_bytes(_lines([_good(0, 0)]))
    assert run("health", str(folder))[0] == 0
    first = (folder / "rollout_verdicts.jsonl").read_bytes()
    assert [orjson.loads(line)["verdict"] for line in first.splitlines()] == ["healthy"] * 2
    # a glob over every file of the folder still skips the sidecar and the verdicts file
    code, _, err = run("health", str(folder / "*.jsonl"))
    assert code == 0, err
    assert (folder / "rollout_verdicts.jsonl").read_bytes() == first


def test_inputs_in_several_folders_need_an_output_dir(tmp_path: Path) -> None:
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "rollouts.jsonl").write_bytes(_lines([_good(0, 0)]))
    a, b = str(tmp_path / "a" / "rollouts.jsonl"), str(tmp_path / "b" / "rollouts.jsonl")
    code, _, err = run("health", a, b)
    assert code == 2 and "--output-dir" in err
    code, _, err = run("health", a, b, "--output-dir", str(tmp_path / "out"))
    assert code == 0, err
    summary = orjson.loads((tmp_path / "out" / "quality_summary.json").read_bytes())
    # the same rollout in two files is one identity recorded twice
    assert summary["run"]["issues"]["rollout_duplicate_identity"] == 2


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write into a read-only folder")
def test_an_unwritable_folder_is_a_usage_error_and_leaves_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    (folder / "rollouts.jsonl").write_bytes(_lines([_good(0, 0)]))
    folder.chmod(0o500)
    try:
        code, _, err = run("health", str(folder / "rollouts.jsonl"))
    finally:
        folder.chmod(0o700)
    assert code == 2 and err.startswith("trajspec: ")
    assert sorted(p.name for p in folder.iterdir()) == ["rollouts.jsonl"]


def test_a_failed_write_keeps_the_previous_reports(
    rows_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert run("health", str(rows_file))[0] == 0
    folder = rows_file.parent
    before = {p.name: p.read_bytes() for p in folder.iterdir()}

    def broken(_: int) -> None:
        raise OSError(28, "No space left on device")

    # The disk fills up while the new reports are being made durable.
    monkeypatch.setattr(os, "fsync", broken)
    code, _, err = run("health", str(rows_file), "--ignore", "agent_turn_hollow")
    assert code == 2 and "No space left on device" in err
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before


def _peak_rss_mb(path: Path, out: Path) -> float:
    script = (
        "import resource, sys\n"
        "from trajspec._cli.app import main\n"
        "code = main(['health', sys.argv[1], '--output-dir', sys.argv[2], '--format', 'json'])\n"
        "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n"
        "sys.exit(code)\n"
    )
    done = subprocess.run(
        [sys.executable, "-P", "-c", script, str(path), str(out)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return int(done.stdout.strip().splitlines()[-1]) / 1024


@pytest.mark.slow
def test_memory_stays_flat_as_the_file_grows(tmp_path: Path) -> None:
    megabytes = float(os.environ.get("TRAJSPEC_MEMORY_TEST_MB", "100"))
    small, large = tmp_path / "small.jsonl", tmp_path / "large.jsonl"
    corpus.write(small, megabytes / 4)
    corpus.write(large, megabytes)
    rss_small = _peak_rss_mb(small, tmp_path / "small")
    rss_large = _peak_rss_mb(large, tmp_path / "large")
    # The digests of four times as many rows are a few hundred bytes each; the rows
    # themselves (75 MB more) are never held.
    assert rss_large - rss_small < 25, (rss_small, rss_large)
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss > 0


def test_an_output_dir_that_cannot_be_a_folder_is_a_usage_error(rows_file: Path) -> None:
    for target in (rows_file, rows_file / "sub"):
        code, out, err = run("health", str(rows_file), "--output-dir", str(target))
        assert code == 2 and out == "" and err.startswith("trajspec: --output-dir")
    assert sorted(p.name for p in rows_file.parent.iterdir()) == ["rollouts.jsonl"]


def test_both_reports_are_durable_before_either_is_renamed_then_the_folder_is_synced(
    rows_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    events: list[str] = []
    fsync, replace = os.fsync, os.replace

    def recording_fsync(fd: int) -> None:
        events.append("sync folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "sync file")
        fsync(fd)

    def recording_replace(source: Any, target: Any, **kwargs: Any) -> None:
        events.append(f"rename {Path(target).name}")
        replace(source, target, **kwargs)

    monkeypatch.setattr(os, "fsync", recording_fsync)
    monkeypatch.setattr(os, "replace", recording_replace)
    code, _, err = run("health", str(rows_file))
    assert code == 0, err
    assert events == [
        "sync file",
        "sync file",
        "rename rollout_verdicts.jsonl",
        "rename quality_summary.json",
        "sync folder",
    ]


# -- a new --output-dir appears only with the reports -----------------------------------------


def test_an_interrupted_run_leaves_no_new_output_dir(
    rows_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from trajspec._cli.commands import health

    def interrupted(*_: object, **__: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(health, "check_sources", interrupted)
    target = tmp_path / "new" / "reports"
    code, _, err = run("health", str(rows_file), "--output-dir", str(target))
    assert code == 130, err
    assert not (tmp_path / "new").exists()


def test_a_terminated_run_leaves_no_new_output_dir(rows_file: Path, tmp_path: Path) -> None:
    """SIGTERM (no handler: the process just ends) while the rows are being checked."""
    script = (
        "import sys, time\n"
        "from trajspec._cli.app import main\n"
        "from trajspec._cli.commands import health\n"
        "def slow(*args, **kwargs):\n"
        "    print('checking', flush=True)\n"
        "    time.sleep(60)\n"
        "health.check_sources = slow\n"
        "sys.exit(main(['health', sys.argv[1], '--output-dir', sys.argv[2]]))\n"
    )
    target = tmp_path / "reports"
    child = subprocess.Popen(
        [sys.executable, "-P", "-c", script, str(rows_file), str(target)],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline() == "checking\n"
        child.terminate()
    finally:
        child.wait()
    assert not target.exists()


def test_a_write_that_fails_removes_the_output_dir_it_created(
    rows_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_space(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", no_space)
    target = tmp_path / "new" / "reports"
    code, _, err = run("health", str(rows_file), "--output-dir", str(target))
    assert code == 2 and "No space left on device" in err
    assert not (tmp_path / "new").exists()
    # A folder that was there before stays, reports or not.
    target.mkdir(parents=True)
    code, _, err = run("health", str(rows_file), "--output-dir", str(target))
    assert code == 2
    assert target.is_dir() and list(target.iterdir()) == []


def test_an_output_dir_that_cannot_be_looked_at_is_exit_2(
    rows_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder above without search permission (root ignores it: stat is made to fail)."""
    target = tmp_path / "locked" / "reports"
    stat_of = Path.stat

    def denied(self: Path, **kwargs: Any) -> os.stat_result:
        if self == target:
            raise PermissionError(13, "Permission denied", str(self))
        return stat_of(self, **kwargs)

    monkeypatch.setattr(Path, "stat", denied)
    code, _, err = run("health", str(rows_file), "--output-dir", str(target))
    assert code == 2, err
    assert str(target) in err and "Permission denied" in err
    assert not (tmp_path / "locked").exists()


def _pretty(row: Any) -> bytes:
    """A row as a ``*.json`` file holds it: one document, indented over many lines."""
    return json.dumps(row, indent=2).encode() + b"\n"


def test_a_json_file_is_one_row_as_on_one_line_of_json_lines(tmp_path: Path) -> None:
    # the README: "*.json files hold one document"; health read them line by line
    first = Path("examples/rollouts.jsonl").read_bytes().splitlines()[0]
    whole, lines = tmp_path / "a" / "row.json", tmp_path / "b" / "row.jsonl"
    whole.parent.mkdir()
    lines.parent.mkdir()
    whole.write_bytes(_pretty(orjson.loads(first)))
    lines.write_bytes(first + b"\n")
    outputs = []
    for path, jobs in ((whole, "1"), (whole, "2"), (lines, "1")):
        folder = tmp_path / f"h-{path.suffix}-{jobs}"
        code, out, err = run("health", str(path), "--output-dir", str(folder), "--jobs", jobs)
        assert code == 0, err
        verdicts = (folder / "rollout_verdicts.jsonl").read_bytes()
        summary = (folder / "quality_summary.json").read_bytes()
        outputs.append(
            [
                text.replace(str(path).encode(), b"ROW").replace(str(folder).encode(), b"OUT")
                for text in (verdicts, summary, out.encode())
            ]
        )
    assert outputs[0] == outputs[1] == outputs[2]
    assert orjson.loads(outputs[0][1])["run"]["artifacts"]["records"] == 1


def test_a_json_file_that_does_not_read_is_placed_in_its_own_lines(tmp_path: Path) -> None:
    text = _pretty(_good(0, 0)).splitlines(keepends=True)
    text[3] = b"  oops\n"  # the fourth line of the file
    path = tmp_path / "row.json"
    path.write_bytes(b"".join(text).rstrip(b"\n"))  # a document needs no final line end
    code, out, err = run("health", str(path), "--output-dir", str(tmp_path / "h"))
    assert code == 0, err
    assert "rollout health: 1 record: 0 healthy" in out
    code, out, err = run(
        "health", str(path), "--output-dir", str(tmp_path / "h"), "--format", "github"
    )
    assert code == 0, err
    assert out.count("::") == 2 and ",line=4,col=3" in out, out
    assert 'error "json.syntax"' in out


def test_a_glob_skips_the_quality_summary_of_an_earlier_run(tmp_path: Path) -> None:
    # a *.json file is a row now: the summary an earlier run wrote beside the rows is not one
    (tmp_path / "rows.jsonl").write_bytes(_lines([_good(0, 0)]))
    assert run("health", str(tmp_path / "rows.jsonl"))[0] == 0
    first = (tmp_path / "rollout_verdicts.jsonl").read_bytes()
    code, _, err = run("health", str(tmp_path / "*"))
    assert code == 0, err
    assert (tmp_path / "rollout_verdicts.jsonl").read_bytes() == first
    # named on the command line, it is read (as a sidecar is)
    code, out, err = run(
        "health", str(tmp_path / "quality_summary.json"), "--output-dir", str(tmp_path / "h2")
    )
    assert code == 0 and "rollout health: 1 record" in out, err
