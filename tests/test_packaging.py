"""The distribution builds without a warning: setup.py lists every folder Python could import
under the mapped folders (setuptools prints "Package would be ignored" for each importable
folder of package data that ``packages`` leaves out), and the wheel holds the package data. Installed (not editable), its
mapped subpackages import from the repository's root too."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from trajspec._source_tree import MAPPED

ROOT = Path(__file__).resolve().parents[1]
#: What the build reads: the two declarations, the readme and the mapped folders (setup.py).
BUILD_INPUTS = ("setup.py", "pyproject.toml", "README.md")
SOURCE_FOLDERS = (
    "trajspec",
    "validators",
    "converters",
    "generated/python",
    "generated/schema",
    "spec",
)


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
    for folder in SOURCE_FOLDERS:
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


@pytest.fixture(scope="module")
def installed(build: tuple[str, Path], tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The Python of a new virtual environment with the wheel installed, not editable (the
    README's ``pip install .``); its dependencies come from uv's cache when they can."""
    _, wheel = build
    uv = shutil.which("uv")
    assert uv is not None
    venv = tmp_path_factory.mktemp("venv") / "venv"
    python = venv / "bin" / "python"
    subprocess.run([uv, "venv", "-q", "-p", sys.executable, str(venv)], check=True, timeout=120)
    install = [uv, "pip", "install", "-q", "--python", str(python), str(wheel)]
    if subprocess.run([*install, "--offline"], check=False, timeout=300).returncode != 0:
        subprocess.run(install, check=True, timeout=600)
    return python


PROBE = """
import trajspec.validators, trajspec.converters, trajspec.models, trajspec.bundles, trajspec.spec
from importlib import resources
import trajspec
print(trajspec.validators.__file__)
print(len(trajspec.all_schemas()) > 0, resources.files("trajspec.bundles").is_dir())
"""


def test_the_mapped_packages_import_from_the_repository_root(installed: Path) -> None:
    """From the root, the folder trajspec/ shadows the installed package; the mapped
    subpackages still import (from the checkout's folders, trajspec._source_tree)."""
    done = subprocess.run(
        [str(installed), "-c", PROBE],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    origin, checks = done.stdout.splitlines()
    assert Path(origin) == ROOT / "validators" / "__init__.py"
    assert checks == "True True"


def test_elsewhere_the_installed_package_needs_no_finder(installed: Path, tmp_path: Path) -> None:
    probe = (
        PROBE + "import sys; print(any('SourceTree' in type(f).__name__ for f in sys.meta_path))"
    )
    done = subprocess.run(
        [str(installed), "-c", probe],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    origin, checks, finder = done.stdout.splitlines()
    assert Path(origin).parent.parent.name == "trajspec"  # site-packages/trajspec/validators
    assert (checks, finder) == ("True True", "False")


def test_the_finder_maps_what_setup_py_maps() -> None:
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    (folders,) = (
        ast.literal_eval(node.value)
        for node in tree.body
        if isinstance(node, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == "FOLDERS" for t in node.targets)
    )
    assert {k: v for k, v in folders.items() if k != "trajspec"} == MAPPED
