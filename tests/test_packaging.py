"""The distribution builds without a warning: setup.py lists every folder Python could import
under the mapped folders (setuptools prints "Package would be ignored" for each importable
folder of package data that ``packages`` leaves out), and the wheel holds the package data."""

from __future__ import annotations

import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: What the build reads: the two declarations, the readme and the mapped folders (setup.py).
BUILD_INPUTS = ("setup.py", "pyproject.toml", "README.md")
MAPPED = ("trajspec", "validators", "converters", "generated/python", "generated/schema", "spec")


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, Path]:
    """The build's log and the wheel, built from a copy (setuptools writes build/ and
    *.egg-info beside the sources)."""
    uv = shutil.which("uv")
    if uv is None:
        pytest.skip("uv is not on PATH")
    copy = tmp_path_factory.mktemp("source")
    for name in BUILD_INPUTS:
        shutil.copy2(ROOT / name, copy / name)
    for folder in MAPPED:
        shutil.copytree(ROOT / folder, copy / folder, ignore=shutil.ignore_patterns("__pycache__"))
    out = copy / "dist"
    done = subprocess.run(
        [uv, "build", "--wheel", "--out-dir", str(out), str(copy)],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    (wheel,) = out.glob("*.whl")
    return done.stdout + done.stderr, wheel


def test_the_build_prints_no_setuptools_warning(build: tuple[str, Path]) -> None:
    log, _ = build
    assert "would be ignored" not in log
    assert "SetuptoolsDeprecationWarning" not in log


def test_the_wheel_holds_the_package_data(build: tuple[str, Path]) -> None:
    _, wheel = build
    names = set(zipfile.ZipFile(wheel).namelist())
    assert any(n.startswith("trajspec/spec/rules/") and n.endswith(".json") for n in names)
    assert any(n.startswith("trajspec/spec/atif/1.7/") for n in names)
    assert any(n.startswith("trajspec/converters/_report/template/") for n in names)
    assert "trajspec/models/__init__.py" in names
