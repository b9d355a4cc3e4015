"""Findings come in document order: array indices compare as numbers (``/steps/2`` before
``/steps/10``) in text, JSON Lines and SARIF output."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from trajspec._findings import path_key


def _document() -> dict[str, object]:
    steps: list[dict[str, object]] = [
        {"step_id": 1, "source": "user", "message": "go"},
    ]
    for n in range(2, 13):
        steps.append({"step_id": n, "source": "user", "message": "more"})
    steps[2]["message"] = 5  # a number where a message is text: /steps/2/message
    steps[10]["message"] = 7  # and /steps/10/message
    return {
        "schema_version": "ATIF-v1.7",
        "session_id": "s",
        "agent": {"name": "a", "version": "1"},
        "steps": steps,
    }


def _run(path: Path, fmt: str) -> str:
    done = subprocess.run(
        [sys.executable, "-P", "-m", "trajspec", "validate", str(path), "--format", fmt],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    return done.stdout


def test_the_key_orders_indices_as_numbers() -> None:
    paths = ["/steps/10", "/steps/2", "/steps/2/message", "", "/steps/1/a", "/agent"]
    assert sorted(paths, key=path_key) == [
        "",
        "/agent",
        "/steps/1/a",
        "/steps/2",
        "/steps/2/message",
        "/steps/10",
    ]
    assert sorted(paths) != sorted(paths, key=path_key)  # plain text order would differ


def test_a_member_named_with_a_digit_that_is_not_ascii_sorts_as_text() -> None:
    """'²' is a digit to str.isdigit() but no number int() reads (found by hypothesis)."""
    assert sorted(["/a/²", "/a/10", "/a/2"], key=path_key) == ["/a/2", "/a/10", "/a/²"]


@pytest.mark.parametrize("fmt", ["json", "text", "sarif"])
def test_step_2_comes_before_step_10(tmp_path: Path, fmt: str) -> None:
    path = tmp_path / "doc.json"
    path.write_text(json.dumps(_document()))
    out = _run(path, fmt)
    two, ten = out.find("/steps/2/message"), out.find("/steps/10/message")
    assert two != -1 and ten != -1, out
    assert two < ten
