"""`--jobs 2` gives the bytes of `--jobs 1` for validate, health and coverage: stdout, stderr
and the files written, on an input of several chunks with unreadable and invalid lines in
more than one chunk."""

from __future__ import annotations

import io
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import corpus
import pytest

from trajspec._cli.app import main
from trajspec._jsonl import CHUNK_BYTES

BAD_LINES = b'{"a":1,"a":2}\n{"truncated": \n[1, 2]\n{"_ng_task_index": 1e400}\n'


def _run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(list(argv), stderr=err)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def rows(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("jobs")
    first, second = folder / "a.jsonl", folder / "b.jsonl"
    corpus.write(first, 1.5)
    corpus.write(second, 1.2, seed=11)
    data = first.read_bytes()
    middle = data.index(b"\n", len(data) // 2) + 1
    first.write_bytes(data[:middle] + BAD_LINES + data[middle:] + BAD_LINES)
    path = folder / "rollouts.jsonl"
    path.write_bytes(first.read_bytes() + second.read_bytes())
    first.unlink()
    second.unlink()
    assert path.stat().st_size > 2 * CHUNK_BYTES
    return path


@pytest.mark.parametrize(
    "argv",
    [
        ("validate", "{rows}"),
        ("validate", "{rows}", "--format", "json"),
        ("validate", "{rows}", "--format", "sarif"),
        ("coverage", "{rows}"),
        ("coverage", "{rows}", "--format", "json"),
        ("health", "{rows}", "--output-dir", "{out}"),
        ("health", "{rows}", "--output-dir", "{out}", "--format", "json"),
    ],
)
def test_two_jobs_give_the_bytes_of_one(rows: Path, tmp_path: Path, argv: tuple[str, ...]) -> None:
    outputs = []
    for jobs in ("1", "2"):
        args = [a.format(rows=rows, out=tmp_path / "reports") for a in argv]
        code, out, err = _run(*args, "--jobs", jobs)
        files = sorted(
            (p.name, p.read_bytes()) for p in (tmp_path / "reports").glob("*") if p.is_file()
        )
        outputs.append((code, out, err, files))
    assert outputs[0] == outputs[1]
    code, out, err, files = outputs[0]
    assert out and code in (0, 1)
    if argv[0] == "health":
        assert [name for name, _ in files] == ["quality_summary.json", "rollout_verdicts.jsonl"]
    if argv[0] == "coverage":
        assert err.count("rollouts.jsonl:") == 8  # the unreadable lines, in input order
