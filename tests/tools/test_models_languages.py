"""The bundled model harnesses over the edge vectors of tests/tools/conformance_fakes (absent
versus null, integers beyond 53 bits, open and closed objects): each language's models keep
what they must and refuse what they must; models that get it wrong (the fakes) are caught.

Go, Rust and Java need a build (tens of seconds each): their sessions models-go, models-rust
and models-java run these edge vectors with every bundled one on the one build, and here
they run only when TRAJSPEC_BUILD_HARNESSES is set."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import sys
from pathlib import Path

import pytest

from trajspec._cli.app import main

FAKES = Path(__file__).parent / "conformance_fakes"
EDGES = [str(FAKES / "model_edges.json"), str(FAKES / "model_edges_open.json")]
TOOLCHAIN = {"python": sys.executable, "go": "go", "rust": "cargo", "java": "mvn"}
BUILT = ("go", "rust", "java")


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, dict]:
    code = main(["conformance", "run", *args, "--cases", *EDGES, "--no-bundled"])
    code_out = capsys.readouterr().out
    (report,) = json.loads(code_out)
    return code, report


@pytest.mark.parametrize("lang", sorted(TOOLCHAIN))
def test_models_keep_the_edges(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    if lang in BUILT and not os.environ.get("TRAJSPEC_BUILD_HARNESSES"):
        pytest.skip(f"nox -s models-{lang} runs the edge vectors on its one build")
    if shutil.which(TOOLCHAIN[lang]) is None:
        pytest.skip(f"{TOOLCHAIN[lang]} is not installed")
    code, report = _run(["--lang", lang, "--format", "json", "-q"], capsys)
    assert report["disagreements"] == []
    assert code == 0
    assert report["table"]["valid"]["agreed"] == 4
    assert sum(row["agreed"] for row in report["table"].values()) == 10


def test_typescript_loses_integers_beyond_53_bits(capsys: pytest.CaptureFixture[str]) -> None:
    """TypeScript numbers are doubles: the two edge documents with integers past 2**53 come
    back changed (the bundled vectors' two such cases are the harness's listed exceptions)."""
    if shutil.which("node") is None or not (Path.cwd() / "node_modules" / "ajv").is_dir():
        pytest.skip("Node.js and `npm ci` (Ajv) are needed")
    code, report = _run(["--lang", "typescript", "--format", "json"], capsys)
    assert code == 1
    changed = {d["case"].rsplit("/", 1)[-1]: d["detail"] for d in report["disagreements"]}
    assert changed == {
        "model_edges.json#2": "the round trip changed the document: /prompt_tokens: "
        "9007199254740992 instead of 9007199254740993",
        "model_edges_open.json#0": "the round trip changed the document: /big: "
        "18446744073709552000 instead of 18446744073709551617",
    }
    assert report["table"]["schema.type"]["agreed"] == 4  # every invalid one is refused


@pytest.mark.parametrize(
    ("mode", "caught"),
    [
        ("echo", "decoded a document the schema rejects"),
        ("drop-null", "/prompt_tokens: missing"),
        ("float", "/prompt_tokens: 9007199254740992.0 instead of 9007199254740993"),
    ],
)
def test_wrong_models_are_caught(
    mode: str, caught: str, capsys: pytest.CaptureFixture[str]
) -> None:
    fake = shlex.join([sys.executable, str(FAKES / "fake_model.py"), mode])
    code, report = _run(["--implementation", fake, "--format", "json"], capsys)
    assert code == 1
    assert any(caught in d["detail"] for d in report["disagreements"]), report["disagreements"]
