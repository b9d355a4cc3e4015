"""The command line skeleton and its first commands: schema list / show / bundle."""

from __future__ import annotations

import io
import shutil
import subprocess
import sys
from contextlib import redirect_stdout
from pathlib import Path

import orjson
import pytest

from trajspec._cli.app import main
from trajspec._schemas import all_schemas


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out):
        code = main(list(argv), stderr=err)
    return code, out.getvalue(), err.getvalue()


def test_console_script_is_installed() -> None:
    beside = Path(sys.executable).with_name("trajspec")
    exe = str(beside) if beside.exists() else shutil.which("trajspec")
    assert exe is not None
    done = subprocess.run([exe, "schema", "list"], capture_output=True, text=True, check=False)
    assert done.returncode == 0
    assert "evidence/1.0/trajectory_record" in done.stdout


def test_schema_list_names_every_schema() -> None:
    code, out, _ = run("schema", "list")
    assert code == 0
    assert len(out.splitlines()) == len(all_schemas())
    code, out, _ = run("schema", "list", "--format", "json")
    listed = orjson.loads(out)
    assert {entry["title"] for entry in listed} == {info.title for info in all_schemas()}


@pytest.mark.parametrize(
    "name",
    [
        "TrajectoryRecord",
        "trajectory_record.schema.json",
        "trajectory_record",
        "evidence/1.0/trajectory_record",
    ],
)
def test_schema_show_by_title_or_file_name(name: str) -> None:
    code, out, err = run("schema", "show", name)
    assert code == 0, err
    assert orjson.loads(out)["title"] == "TrajectoryRecord"


def test_unknown_schema_is_a_usage_error_without_traceback() -> None:
    code, out, err = run("schema", "show", "NoSuchThing")
    assert code == 2
    assert out == ""
    assert "NoSuchThing" in err and "Traceback" not in err


def test_bundle_resolves_locally_without_ids() -> None:
    code, out, _ = run("schema", "bundle", "evidence/1.0", "--no-id")
    assert code == 0
    document = orjson.loads(out)
    assert "$id" not in orjson.dumps(document).decode().replace('"$ids"', "")
    refs = [r for r in _refs(document) if not r.startswith("#/$defs/")]
    assert refs == []


def _refs(node: object) -> list[str]:
    if isinstance(node, dict):
        found = [node["$ref"]] if isinstance(node.get("$ref"), str) else []
        return found + [r for value in node.values() for r in _refs(value)]
    if isinstance(node, list):
        return [r for value in node for r in _refs(value)]
    return []


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["no-such-command"],
        ["schema", "show"],
        ["schema", "bundle", "nope/9"],
        ["validate", "x"],
    ],
)
def test_usage_errors_exit_2(argv: list[str]) -> None:
    code, _, err = run(*argv)
    assert code == 2
    assert "Traceback" not in err


def test_codegen_refuses_a_non_empty_folder(tmp_path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "keep.txt").write_text("mine")
    code, _, err = run("codegen", "--lang", "python", "--out", str(tmp_path))
    assert code == 2
    assert "not empty" in err
    assert (tmp_path / "keep.txt").read_text() == "mine"
