"""The bundled model harnesses over the edge vectors of tests/tools/conformance_fakes (absent
versus null, integers beyond 53 bits, open and closed objects): each language's models keep
what they must and refuse what they must; models that get it wrong (the fakes) are caught.
The full vector run of each language is the nox session ``models``."""

from __future__ import annotations

import json
import shlex
import shutil
import sys
from pathlib import Path

import pytest

from trajspec._cli.app import main

FAKES = Path(__file__).parent / "conformance_fakes"
EDGES = [str(FAKES / "model_edges.json"), str(FAKES / "model_edges_open.json")]
TOOLCHAIN = {"python": sys.executable, "go": "go", "rust": "cargo", "java": "mvn"}


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, dict]:
    code = main(["conformance", "run", *args, "--cases", *EDGES, "--no-bundled"])
    code_out = capsys.readouterr().out
    (report,) = json.loads(code_out)
    return code, report


@pytest.mark.parametrize("lang", sorted(TOOLCHAIN))
def test_models_keep_the_edges(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    if shutil.which(TOOLCHAIN[lang]) is None:
        pytest.skip(f"{TOOLCHAIN[lang]} is not installed")
    code, report = _run(["--lang", lang, "--format", "json", "-q"], capsys)
    assert report["disagreements"] == []
    assert code == 0
    assert report["table"]["valid"]["agreed"] == 4
    assert sum(row["agreed"] for row in report["table"].values()) == 10


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
