"""bench/callgrind_targets.py: it reads the part files callgrind writes in the order of their
numbers, and makes each figure of the parts its script's docstring lists."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import callgrind_targets
import pytest

SCRIPT = Path(__file__).parents[2] / "bench" / "callgrind_targets.py"


def _write(folder: Path, name: str, counts: list[int]) -> None:
    for n, total in enumerate(counts, 1):
        (folder / f"{name}.4242.{n}").write_text(f"# callgrind format\nsummary: {total}\n")
    # the tail after the last mark has no number: it is not a part
    (folder / f"{name}.4242").write_text("summary: 999\n")


def test_parts_are_read_in_the_order_of_their_numbers(tmp_path: Path) -> None:
    # eleven parts: .10 and .11 sort after .9, not after .1
    _write(tmp_path, "reverify", list(range(100, 1200, 100)))
    assert callgrind_targets.summaries(tmp_path, "reverify") == list(range(100, 1200, 100))


def test_a_part_without_its_summary_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "export.7.1").write_text("events: Ir\n")
    with pytest.raises(callgrind_targets.CountFailed, match="no summary"):
        callgrind_targets.summaries(tmp_path, "export")
    with pytest.raises(callgrind_targets.CountFailed, match="no part files"):
        callgrind_targets.summaries(tmp_path, "projection")


#: A part file in callgrind's format: the interpreter calls hashlib (600, with what hashlib
#: calls), libcrypto (50) and itself (7); hashlib calls libcrypto (500, inside the 600); libc
#: calls hashlib's dealloc (30). Names are given once as ``(n) name``, then as ``(n)``.
_HASHING_PART = """# callgrind format
positions: line
events: Ir
summary: 1287
ob=(1) /usr/lib/libpython3.11.so.1.0
fl=(1) ceval.c
fn=(1) _PyEval_EvalFrameDefault
10 100
cob=(2) /lib/python3.11/lib-dynload/_hashlib.cpython-311-x86_64-linux-gnu.so
cfi=(2) _hashopenssl.c
cfn=(2) EVP_hexdigest
calls=3 19
* 600
cob=(3) /usr/lib/libcrypto.so.3
cfn=(3) SHA256_Update
calls=1 1
12 50
cfn=(4) PyUnicode_New
calls=1 1
13 7
ob=(2)
fl=(2)
fn=(2)
19 20
cob=(3)
cfn=(5) SHA256_Final
calls=3 1
+1 500
ob=(4) /usr/lib/libc.so.6
fn=(6) free
cob=(2)
cfn=(7) EVP_dealloc
calls=1 5
5 30
"""


def test_hashlibs_inclusive_count_is_its_calls_from_outside(tmp_path: Path) -> None:
    part = tmp_path / "reverify.7.10"
    part.write_text(_HASHING_PART)
    assert callgrind_targets.inclusive(part) == 630  # 600 + 30, not libcrypto's 50 or 500
    # with --dump-instr the cost lines start with the address: the count is after it
    part.write_text(
        _HASHING_PART.replace("positions: line", "positions: instr line")
        .replace("* 600", "0x10 * 600")
        .replace("5 30", "0x20 5 30")
    )
    assert callgrind_targets.inclusive(part) == 630


def test_a_sha256_part_counts_hashlib_alone_and_must_be_there(tmp_path: Path) -> None:
    _write(tmp_path, "reverify", list(range(100, 1200, 100)))
    (tmp_path / "reverify.4242.10").write_text(_HASHING_PART)
    counts = callgrind_targets.part_counts(tmp_path, "reverify")
    # part 10 is hashlib's 630, not its total 1287; part 11 has no call into hashlib
    assert counts == [100, 200, 300, 400, 500, 600, 700, 800, 900, 630, 0]
    (tmp_path / "reverify.4242.11").unlink()
    with pytest.raises(callgrind_targets.CountFailed, match="not its SHA-256 part 11"):
        callgrind_targets.part_counts(tmp_path, "reverify")
    # other runs' parts are their totals
    _write(tmp_path, "export", [5000, 100, 1287])
    assert callgrind_targets.part_counts(tmp_path, "export") == [5000, 100, 1287]


def _row(parts: dict[str, list[int]], corpus: str) -> list[str]:
    line = next(line for line in callgrind_targets.table(parts) if f"| {corpus} |" in line)
    return [cell.strip() for cell in line.strip("|").split("|")]


def test_each_figure_is_made_of_its_own_parts() -> None:
    parts = {
        # set-up, then floor and project of each corpus
        "projection": [5000, 100, 520, 50, 430],
        # set-up, then floor, export and SHA-256 of each corpus, then the tail
        "export": [5000, 100, 260, 40, 200, 900, 300, 1],
        # set-up, then floor, load, rebuild and the next warm-up of each corpus, then the
        # SHA-256 of each corpus's rebuild (hashlib's count in parts 10 and 11)
        "reverify": [5000, 100, 150, 250, 7777, 10, 17, 24, 8888, 60, 5],
    }
    assert _row(parts, "3-20 calls a row")[2:] == ["5.20", "<= 5"]
    assert _row(parts, "rows of 5-10 KB")[2:] == ["8.60", "<= 5"]  # projection's
    assert _row(parts, "5-30 turns a row")[2:] == ["2.20", "<= 5"]  # (260 - 40) / 100
    assert _row(parts, "10-80 steps")[:3] == ["reverify, less SHA-256", "10-80 steps", "3.40"]
    assert _row(parts, "10-80 steps")[2:] == ["3.40", "<= 5"]  # (150 + 250 - 60) / 100
    assert _row(parts, "documents of 5-10 KB")[2:] == ["3.60", "<= 5"]  # (17 + 24 - 5) / 10
    # the figures of runs not made are not shown
    assert not any("validate" in line for line in callgrind_targets.table(parts))


def test_an_unknown_run_is_a_usage_error() -> None:
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--only", "projection,nonesuch"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert "no run nonesuch" in done.stderr


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("valgrind") is None, reason="valgrind is not on PATH")
def test_a_run_counts_its_parts(tmp_path: Path) -> None:
    # one run for real, on a small corpus: every part of the coverage script has a count
    parts = callgrind_targets.count("coverage-small", tmp_path, ["--megabytes", "0.1"])
    assert len(parts) >= 3 and all(part > 0 for part in parts)
    assert parts[2] > parts[1]  # the command costs more than parsing alone


def test_only_names_a_run_or_a_commands_runs() -> None:
    assert callgrind_targets._runs_named(["validate", "health-small"]) == [
        "validate-large",
        "validate-atif",
        "validate-small",
        "health-small",
    ]
    # a name twice is one run; an unknown name is kept for main to refuse
    assert callgrind_targets._runs_named(["export", "export", "nope"]) == ["export", "nope"]
