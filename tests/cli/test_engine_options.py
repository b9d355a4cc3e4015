"""`--engine` and `--ray-address`: what the command line refuses before any work starts."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest


def _run(*argv: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-P", "-m", "trajspec", *argv],
        capture_output=True,
        text=True,
        check=False,
        cwd=cwd,
        timeout=120,
    )


@pytest.fixture
def rows(tmp_path: Path) -> Path:
    path = tmp_path / "rows.jsonl"
    path.write_text("{}\n")
    return path


@pytest.mark.parametrize("command", ["validate", "health", "coverage"])
def test_a_ray_address_without_the_ray_engine_is_a_usage_error(
    command: str, rows: Path, tmp_path: Path
) -> None:
    done = _run(command, str(rows), "--ray-address", "127.0.0.1:6379", cwd=tmp_path)
    assert done.returncode == 2
    assert "--ray-address goes with --engine ray" in done.stderr


def test_jobs_and_the_ray_engine_do_not_mix(rows: Path, tmp_path: Path) -> None:
    done = _run("validate", str(rows), "--engine", "ray", "--jobs", "2", cwd=tmp_path)
    assert done.returncode == 2
    assert "--jobs is for --engine local" in done.stderr


@pytest.mark.skipif(importlib.util.find_spec("ray") is not None, reason="ray is installed here")
def test_without_ray_the_ray_engine_says_what_to_install(rows: Path, tmp_path: Path) -> None:
    done = _run("validate", str(rows), "--engine", "ray", cwd=tmp_path)
    assert done.returncode == 2
    assert "pip install 'trajspec[ray]'" in done.stderr
    assert "Traceback" not in done.stderr


def test_the_local_engine_is_the_default_and_says_nothing(rows: Path, tmp_path: Path) -> None:
    default = _run("validate", str(rows), "--format", "json", cwd=tmp_path)
    local = _run("validate", str(rows), "--format", "json", "--engine", "local", cwd=tmp_path)
    assert default.returncode == local.returncode == 1
    assert default.stdout == local.stdout
