"""generated/typescript: the pinned generator, what it is given, what it declares, and
`trajspec codegen --lang typescript|python` for users without the repository."""

from __future__ import annotations

import functools
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema_rs
import orjson
import pytest
from _vectors import VectorCase, cases

from trajspec._schemas import families, find_schema, schemas_of
from trajspec._tools.codegen.typescript import (
    GENERATOR,
    GENERATOR_VERSION,
    GeneratorMissingError,
    GeneratorRunError,
    _adjust,
    check_declarations,
    file_name,
    repo_generator,
    root_type,
    typescript_input,
)
from trajspec.validators._structural.compiled import structural_findings

ROOT = Path(__file__).resolve().parents[2]
GENERATED = ROOT / "generated" / "typescript"


def test_package_json_pins_every_tool_exactly() -> None:
    package = orjson.loads((ROOT / "package.json").read_bytes())
    lock = orjson.loads((ROOT / "package-lock.json").read_bytes())
    pins = package["devDependencies"]
    assert pins[GENERATOR] == GENERATOR_VERSION
    assert set(pins) == {GENERATOR, "typescript", "ajv", "@microsoft/sarif-multitool", "axe-core"}
    for name, version in pins.items():
        assert version[0].isdigit(), f"{name} is not pinned exactly: {version}"
        assert lock["packages"][f"node_modules/{name}"]["version"] == version


def test_every_family_version_has_one_file() -> None:
    want = sorted(file_name(family, version) for family, version in families())
    assert sorted(p.name for p in GENERATED.glob("*.ts")) == want


@pytest.mark.parametrize(("family", "version"), families())
def test_each_schema_is_declared_once_under_its_title(family: str, version: str) -> None:
    text = (GENERATED / file_name(family, version)).read_text()
    check_declarations(text, family, version)  # raises on a duplicate or a stray name
    assert f"export interface {root_type(family, version)} {{" in text
    for info in schemas_of(family, version):
        assert f"  {info.title}: {info.title};" in text  # the lookup type names every schema


def test_check_declarations_rejects_renamed_duplicates() -> None:
    family, version = "atif", "1.8"
    text = (GENERATED / file_name(family, version)).read_text()
    with pytest.raises(RuntimeError, match="Step1 is no schema title"):
        check_declarations(text + "export interface Step1 {}\n", family, version)
    with pytest.raises(RuntimeError, match="Agent is declared 2 times"):
        check_declarations(text + "export interface Agent {}\n", family, version)
    without = text.replace("export interface ToolCall {", "export interface Renamed {")
    with pytest.raises(RuntimeError, match="ToolCall is not declared"):
        check_declarations(without, family, version)


def test_no_timestamp_and_the_pinned_banner() -> None:
    for path in GENERATED.glob("*.ts"):
        first = path.read_text().splitlines()[0]
        assert f"{GENERATOR} {GENERATOR_VERSION}" in first
        assert "20" not in first.replace(GENERATOR_VERSION, "")  # no date or time


def test_adjust_rewrites_only_what_the_generator_misreads() -> None:
    ref = {"$ref": "#/$defs/A", "description": "d"}
    assert _adjust(ref) == {"description": "d", "allOf": [{"$ref": "#/$defs/A"}]}
    assert _adjust({"$ref": "#/$defs/A"}) == {"$ref": "#/$defs/A"}
    assert _adjust({"description": "any value"}) == {
        "description": "any value",
        "tsType": "unknown",
    }
    literal = {"const": {"$ref": "x", "description": "y"}}
    assert _adjust(literal) == literal  # literal values are data, not schemas
    nested = _adjust({"type": "object", "properties": {"p": ref}, "items": {"description": "x"}})
    assert nested["properties"]["p"]["allOf"] == [{"$ref": "#/$defs/A"}]
    assert nested["items"]["tsType"] == "unknown"


@functools.cache
def _adjusted_validator(name: str) -> Any:
    info = find_schema(name)
    source = typescript_input(info.family, info.version)
    return jsonschema_rs.validator_for({"$ref": f"#/$defs/{info.title}", "$defs": source["$defs"]})


@pytest.mark.parametrize("vector", cases("validate"), ids=lambda v: v.id)
def test_generator_input_validates_like_the_schemas(vector: VectorCase) -> None:
    """The adjusted input means what the schemas mean: the same verdict on every vector."""
    document = vector.case["document"]
    expected = not structural_findings(document, vector.schema, engine="rust")
    assert _adjusted_validator(vector.schema).is_valid(document) == expected


def test_repo_generator_needs_npm_ci(tmp_path: Path) -> None:
    with pytest.raises(GeneratorMissingError, match="npm ci"):
        repo_generator(tmp_path)


def test_npm_failures_are_told_apart() -> None:
    offline = GeneratorRunError(1, "npm error code ECONNREFUSED\nnpm error A complete log ...\n")
    assert offline.from_npm
    assert offline.reason == "npm error code ECONNREFUSED"
    assert not GeneratorRunError(1, "error: cannot parse schema\n").from_npm


# --- the command, as a user without the repository runs it ------------------------------------


def _trajspec(args: list[str], *, cwd: Path, path: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PATH": path}
    return subprocess.run(
        [sys.executable, "-P", "-m", "trajspec", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )


def test_typescript_without_node_says_what_to_install(tmp_path: Path) -> None:
    out = tmp_path / "ts"
    done = _trajspec(
        ["codegen", "--lang", "typescript", "--out", str(out)],
        cwd=tmp_path,
        path=str(Path(sys.executable).parent),
    )
    assert done.returncode == 2, done.stderr
    assert "Node.js" in done.stderr and "npx" in done.stderr
    assert "Traceback" not in done.stderr
    assert not out.exists()


@pytest.mark.slow
def test_python_codegen_needs_no_node(tmp_path: Path) -> None:
    out = tmp_path / "models"
    done = _trajspec(
        ["codegen", "--lang", "python", "--out", str(out)],
        cwd=tmp_path,
        path=str(Path(sys.executable).parent),
    )
    assert done.returncode == 0, done.stderr
    assert (out / "evidence" / "v1_0" / "rollout_row_schema.py").is_file()


def test_typescript_from_the_installed_schemas(tmp_path: Path) -> None:
    # npx uses a matching json-schema-to-typescript from the working directory's node_modules
    # (here the repository's, so the test needs no network) and fetches it otherwise.
    (tmp_path / "node_modules").symlink_to(ROOT / "node_modules")
    out = tmp_path / "types"
    done = _trajspec(
        ["codegen", "--lang", "typescript", "--out", str(out)],
        cwd=tmp_path,
        path=os.environ["PATH"],
    )
    assert done.returncode == 0, done.stderr
    for path in GENERATED.glob("*.ts"):
        assert (out / path.name).read_bytes() == path.read_bytes()


def test_typescript_refuses_a_non_empty_folder(tmp_path: Path) -> None:
    (tmp_path / "keep.ts").write_text("mine")
    done = _trajspec(
        ["codegen", "--lang", "typescript", "--out", str(tmp_path)],
        cwd=tmp_path,
        path=os.environ["PATH"],
    )
    assert done.returncode == 2
    assert "not empty" in done.stderr
    assert (tmp_path / "keep.ts").read_text() == "mine"
