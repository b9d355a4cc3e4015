"""bench/bench_figures.py: it reads the x floor figures out of the per-core benchmarks'
output and tabulates every run and their median, without targets (those are instruction
counts: bench/callgrind_targets.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import bench_figures
import pytest

SCRIPT = Path(__file__).parents[2] / "bench" / "bench_figures.py"

REPORT_OUTPUT = """\
2 CPUs, load average 0.19, 0.21, 0.09 (before); wall-clock time
health --jobs 1, small rows           25.9 MB/s   4.50 x floor (floor  116.5 MB/s)     3358 rows/s
health --jobs 1, large rows           49.2 MB/s   2.28 x floor (floor  112.0 MB/s)      378 rows/s
"""

TABLE_OUTPUT = """\
projection, medians of 1, CPU time (x floor: time / orjson.loads time of the same bytes)

| corpus | figure | MB | rows/s | MB/s | x floor | floor MB/s |
|---|---|---:|---:|---:|---:|---:|
| 3-20 calls | enrich (project) | 0.8 | 1121 | 42.2 | 6.23 | 263.1 |
| 5-10 KB rollouts | batch (jobs 1) | 0.2 | 2641 | 14.0 | 9.77 | 136.6 |

| corpus | figure | MB | rows/s | MB/s | x floor | floor MB/s | CPU x floor |
|---|---|---:|---:|---:|---:|---:|---:|
| 5-30 turns | export | 2.6 | 203 | 53.0 | 2.64 | 139.8 | 2.61 |
"""


def test_report_lines_are_read_by_their_operation() -> None:
    assert bench_figures.figures(REPORT_OUTPUT) == {
        "health --jobs 1, small rows": 4.50,
        "health --jobs 1, large rows": 2.28,
    }


def test_table_rows_are_read_from_the_column_headed_x_floor() -> None:
    # the CPU x floor column, after the x floor column, is not the figure
    assert bench_figures.figures(TABLE_OUTPUT) == {
        "3-20 calls / enrich (project)": 6.23,
        "5-10 KB rollouts / batch (jobs 1)": 9.77,
        "5-30 turns / export": 2.64,
    }


def _runs(value_of: dict[str, list[float]]) -> list[dict[str, float]]:
    count = len(next(iter(value_of.values())))
    return [
        {t.figure: value_of.get(t.figure, [1.0] * count)[i] for t in bench_figures.FIGURES}
        for i in range(count)
    ]


def test_a_row_shows_every_run_and_their_median_and_no_target() -> None:
    values = [1.9, 2.4, 1.7]
    lines = bench_figures.table(_runs({"validate rollout rows": values}))
    assert lines[0] == "| operation | corpus | x floor, runs 1 / 2 / 3 | median |"
    row = next(line for line in lines if "| rollout rows, 10-200 KB |" in line)
    cells = [cell.strip() for cell in row.strip("|").split("|")]
    assert cells == ["validate", "rollout rows, 10-200 KB", "1.90 / 2.40 / 1.70", "1.90"]


@pytest.mark.slow
def test_the_benchmarks_output_has_every_figure_the_table_reads() -> None:
    # Quick corpora: this checks that the labels match the benchmarks' own output, so that
    # a renamed line fails here and not on the day the README's figures are measured.
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--runs", "1", "--quick"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    rows = [
        line for line in done.stdout.splitlines() if line.startswith("| ") and "---" not in line
    ]
    assert len(rows) == 1 + len(bench_figures.FIGURES)  # the header and one row a figure
    for row in rows[1:]:
        assert float(row.split("|")[3]) > 0


JOBS_OUTPUT = """\
inputs: 38 MB of shards, project 15 MB, reverify 20 MB; load 2.63; 2-worker pool start-up 36 ms
command    rows/s j1  rows/s j2  ratio  model cpu s/MB j1 parent j2 workers j2 parent% sent/MB
validate       146.6       94.7   0.65   1.47     15.6 ms    2.3 ms    19.0 ms   10.7%    0.00
reverify       100.0      172.0   1.72   1.88     18.1 ms    2.6 ms    16.7 ms   13.2%    0.00
"""


def test_jobs_rows_are_read_by_command_as_the_ratio_column() -> None:
    assert bench_figures.figures(JOBS_OUTPUT) == {"jobs validate": 0.65, "jobs reverify": 1.72}


def test_the_speed_ups_are_rows_of_their_own() -> None:
    rows = bench_figures.JOBS_FIGURES
    runs = [{r.figure: 2.0 for r in rows} | {"jobs export": v} for v in (1.7, 1.69, 1.9)]
    row = next(line for line in bench_figures.table(runs, rows) if "| export," in line)
    cells = [cell.strip() for cell in row.strip("|").split("|")]
    assert cells[2:] == ["1.70 / 1.69 / 1.90", "1.70"]


def test_the_scratch_folder_is_every_benchmarks_temporary_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    envs: list[dict[str, str] | None] = []

    def run(argv: list[str], **options: object) -> subprocess.CompletedProcess[str]:
        envs.append(options.get("env"))  # type: ignore[arg-type]
        return subprocess.CompletedProcess(argv, 0, stdout=REPORT_OUTPUT, stderr="")

    monkeypatch.setattr(bench_figures.subprocess, "run", run)
    bench_figures.run_once(True, (), scratch=tmp_path)
    assert len(envs) == len(bench_figures.COMMANDS)
    assert all(env is not None and env["TMPDIR"] == str(tmp_path) for env in envs)
    assert all(env is not None and env["PATH"] for env in envs)  # the rest inherited
    envs.clear()
    bench_figures.run_once(True, ())
    assert envs == [None] * len(bench_figures.COMMANDS)  # without one: this process's own
