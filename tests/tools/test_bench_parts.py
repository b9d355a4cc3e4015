"""bench/bench_parts.py: the arithmetic of its table (parts, native, room, the cut the Python
steps need) and a quick run over every corpus it measures."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import bench_parts
import pytest

SCRIPT = Path(__file__).parents[2] / "bench" / "bench_parts.py"


def _corpus(target: float) -> bench_parts.Corpus:
    return bench_parts.Corpus(
        "export", "rows of 5-10 KB", target, [], lambda: None, lambda _: [], lambda: None, []
    )


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def test_room_is_the_target_less_the_native_parts_and_cut_is_python_over_room() -> None:
    seconds = {"floor": 2.0, "strict": 3.0, "schema": 1.0, "write": 1.0, "command": 10.0}
    cells = _cells(bench_parts.row(_corpus(4.0), seconds))
    # strict 1.5, schema 0.5, write 0.5, no files: native 2.5 of a command at 5.0
    assert cells[2:6] == ["1.50", "0.50", "0.50", "—"]
    assert cells[6:9] == ["2.50", "5.00", "<= 4"]
    assert cells[9:] == ["1.50", "2.50", "1.7x"]


def test_no_cut_is_enough_when_the_native_parts_alone_pass_the_target() -> None:
    seconds = {"floor": 1.0, "strict": 1.5, "schema": 0.5, "files": 0.6, "command": 6.0}
    cells = _cells(bench_parts.row(_corpus(2.5), seconds))
    assert cells[2:6] == ["1.50", "0.50", "—", "0.60"]
    assert cells[6] == "2.60"
    assert cells[9:] == ["-0.10", "3.40", "none"]


def test_a_quick_run_has_a_row_for_every_corpus_with_its_parts() -> None:
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--quick"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    rows = [_cells(line) for line in done.stdout.splitlines() if line.startswith("| ")]
    assert rows[0] == _cells(bench_parts.HEADER[0])
    body = rows[1:]  # the separator row starts with |-
    assert [(r[0], r[1]) for r in body] == [
        ("validate", "rows of 5-10 KB"),
        ("projection (enrich)", "3-20 calls a row"),
        ("projection (enrich)", "rows of 5-10 KB (with capture)"),
        ("export", "5-30 turns a row"),
        ("export", "rows of 5-10 KB"),
        ("reverify (load, check, rebuild)", "10-80 steps"),
        ("reverify (load, check, rebuild)", "documents of 5-10 KB"),
    ]
    # which parts each command has: validate and reverify write nothing in their figures,
    # export and reverify hold their input in memory
    shown = [tuple(cell != "—" for cell in r[2:6]) for r in body]
    assert shown == [
        (True, True, False, True),
        (True, True, True, True),
        (True, True, True, True),
        (True, True, True, False),
        (True, True, True, False),
        (True, True, False, False),
        (True, True, False, False),
    ]
    for r in body:
        assert float(r[6]) > 0 and float(r[7]) > 0  # native, command


@pytest.mark.parametrize(
    ("name", "refused"),
    [
        ("evidence/1.0/rollout_row", {"_ng_task_index": 0, "ng_trajectory": 5}),
        ("atif/1.7/trajectory", {"surely": "not this"}),
    ],
)
def test_a_schema_pass_answers_for_each_input(name: str, refused: object) -> None:
    # the parts are timed only over inputs each pass accepts (bench_parts.measure asserts
    # it), so a pass must be able to refuse one
    run = bench_parts._schema_pass(name)
    assert run([refused, []]) == [False, False]
