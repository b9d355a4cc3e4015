"""`trajspec export`'s inputs of the formats made from ATIF documents: --atif is not an input
of --format atif, --atif and --rollouts exclude each other, --format atif still needs its
options."""

from __future__ import annotations

from pathlib import Path

import pytest

from trajspec._cli.app import main

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(["export", *args])
    captured = capsys.readouterr()
    return code, captured.out + captured.err


def test_atif_input_with_format_atif_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, text = _run(
        [
            "--format",
            "atif",
            "--atif",
            str(EXAMPLES / "export"),
            "--output-dir",
            str(tmp_path / "o"),
        ],
        capsys,
    )
    assert code == 2
    assert "--atif is an input of the formats made from ATIF documents" in text
    assert "give --rollouts" in text
    assert not (tmp_path / "o").exists()


def test_format_atif_still_requires_its_options(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, text = _run(["--output-dir", str(tmp_path / "o"), "--session-id", "s"], capsys)
    assert code == 2
    assert "the following arguments are required: --rollouts, --agent-version" in text


def test_atif_and_rollouts_exclude_each_other(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, text = _run(
        ["--atif", "x.json", "--rollouts", "r.jsonl", "--output-dir", str(tmp_path / "o")], capsys
    )
    assert code == 2
    assert "not allowed with argument" in text
