"""Decimals with more digits than a double holds (NeMo Gym's flores200 rollouts carry
``0.99893422729493753``, the ``%.17g`` of a double) through every command that reads rows: a
row that validate accepts is never unreadable to health, coverage, project or export, and an
output that writes the number again writes the shortest text of the same double."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import orjson

from trajspec._cli.app import main

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rollouts.jsonl"
LONG = "0.99893422729493753"  # benchmarks/flores200/data/example_rollouts.jsonl of nemo-gym 0.7.0
SHORT = "0.9989342272949375"  # the same double, as repr and orjson write it
TASK_LONG = "0.30000000000000004441"


def _parses(line: str) -> bool:
    try:
        orjson.loads(line)
    except orjson.JSONDecodeError:
        return False
    return True


#: The example's rows that are JSON (its last line is cut off on purpose).
ROWS = [line for line in EXAMPLE.read_text().splitlines() if line.strip() and _parses(line)]


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(list(argv), stderr=err)
    return code, out.getvalue(), err.getvalue()


def write_rows(folder: Path, *, long: bool = True) -> Path:
    """The example's rows, each with a reward and a task field: the long decimals, or (for
    the baseline, ``long=False``) short ones."""
    lines = []
    for line in ROWS:
        row = orjson.loads(line)
        row["reward"] = 0.5  # replaced by the long text below
        row["bleu"] = 0.25
        text = orjson.dumps(row).decode()
        if long:
            text = text.replace('"reward":0.5', f'"reward":{LONG}')
            text = text.replace('"bleu":0.25', f'"bleu":{TASK_LONG}')
            assert LONG in text and TASK_LONG in text
        lines.append(text)
    path = folder / ("rows.jsonl" if long else "base.jsonl")
    path.write_text("\n".join(lines) + "\n")
    return path


def _findings(out: str) -> list[tuple[int, str, str]]:
    found = [json.loads(line) for line in out.splitlines()]
    return sorted((f["line"], f["code"], f["path"]) for f in found)


def _verdicts(folder: Path) -> list[tuple[str, list[str]]]:
    lines = (folder / "rollout_verdicts.jsonl").read_text().splitlines()
    return [
        (v["verdict"], sorted(f["check"] for f in v["findings"])) for v in map(json.loads, lines)
    ]


def test_the_numbers_are_doubles_of_those_texts() -> None:
    assert float(LONG) == float(SHORT) and repr(float(LONG)) == SHORT


def test_validate_accepts_them(tmp_path: Path) -> None:
    rows = write_rows(tmp_path)
    code, out, _ = run("validate", str(rows), "--format", "json")
    assert "json." not in out
    base_code, base_out, _ = run(
        "validate", str(write_rows(tmp_path, long=False)), "--format", "json"
    )
    assert (code, _findings(out)) == (base_code, _findings(base_out))


def test_health_reads_every_row(tmp_path: Path) -> None:
    code, _, err = run("health", str(write_rows(tmp_path)), "--output-dir", str(tmp_path / "h"))
    assert code == 0, err
    base = str(write_rows(tmp_path, long=False))
    assert run("health", base, "--output-dir", str(tmp_path / "b"))[0] == 0
    # The same verdicts as with short numbers: no row turns unreadable.
    assert _verdicts(tmp_path / "h") == _verdicts(tmp_path / "b")
    assert len(_verdicts(tmp_path / "h")) == len(ROWS)


def test_coverage_reads_every_row(tmp_path: Path) -> None:
    code, out, err = run("coverage", str(write_rows(tmp_path)), "--format", "json")
    assert code == 0, err
    assert json.loads(out)["unreadable_lines"] == 0
    assert "json." not in err


def test_project_reads_every_row_and_writes_the_shortest_text(tmp_path: Path) -> None:
    (tmp_path / "capture").mkdir()
    target = tmp_path / "out.jsonl"
    code, _, err = run(
        "project", "--capture-dir", str(tmp_path / "capture"), str(write_rows(tmp_path)),
        "-o", str(target),
    )  # fmt: skip
    assert code == 0, err
    text = target.read_text()
    assert LONG not in text and TASK_LONG not in text
    out = [orjson.loads(line) for line in text.splitlines()]
    assert len(out) == len(ROWS)
    assert {row["reward"] for row in out} == {float(LONG)}
    assert f'"reward":{SHORT}' in text and f'"bleu":{float(TASK_LONG)!r}' in text


def test_export_reads_every_row(tmp_path: Path) -> None:
    rows = write_rows(tmp_path)
    argv = ["export", "--format", "atif", "--output-dir"]
    tail = ["--session-id", "s", "--agent-version", "1", "--report", "json"]
    code, out, err = run(*argv, str(tmp_path / "x"), "--rollouts", str(rows), *tail)
    base = str(write_rows(tmp_path, long=False))
    base_code, base_out, _ = run(*argv, str(tmp_path / "y"), "--rollouts", base, *tail)
    assert "json." not in out and "Traceback" not in err
    # Judged exactly as the same rows with short numbers: the long ones change nothing.
    codes = sorted(json.loads(line)["code"] for line in out.splitlines())
    base = sorted(json.loads(line)["code"] for line in base_out.splitlines())
    assert (code, codes) == (base_code, base)
    exported = sorted(p.name for p in (tmp_path / "x").rglob("*.json"))
    assert exported == sorted(p.name for p in (tmp_path / "y").rglob("*.json"))
