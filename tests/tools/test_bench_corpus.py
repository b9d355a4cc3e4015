"""The benchmark corpus's command line (bench/corpus.py): it is how the README tells people to
make the corpora that the benchmarks and the size tests read."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import orjson
import pytest

CORPUS = Path(__file__).parents[2] / "bench" / "corpus.py"


@pytest.mark.parametrize(
    ("flags", "band"),
    [([], (10_000, 200_000)), (["--small"], (5_000, 10_000))],
    ids=["rows", "small rows"],
)
def test_the_command_writes_rows_in_their_size_band(
    tmp_path: Path, flags: list[str], band: tuple[int, int]
) -> None:
    out = tmp_path / "rows.jsonl"
    done = subprocess.run(
        [sys.executable, str(CORPUS), str(out), "--megabytes", "0.2", *flags],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = out.read_bytes().splitlines()
    assert len(lines) >= 2
    for line in lines:
        assert orjson.loads(line)["ng_trajectory"]
    if flags:  # the large band is a target of the generator, not a bound it promises
        assert all(band[0] <= len(line) <= band[1] for line in lines)
