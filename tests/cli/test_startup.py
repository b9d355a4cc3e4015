"""The command line starts without the engines: `trajspec --help` and the parser alone
import neither trajspec.validators nor trajspec.converters (each command imports what it
runs when it runs), nor rich, which only a progress line on a terminal needs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

PROBE = """
import sys
from trajspec._cli import main
try:
    main({argv!r})
except SystemExit:
    pass
heavy = sorted(m for m in sys.modules if m.startswith(("trajspec.validators", "trajspec.converters", "ray", "rich")))
print("LOADED:" + ",".join(heavy))
"""


def _loaded(argv: list[str], environment: dict[str, str] | None = None) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-P", "-c", PROBE.format(argv=argv)],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
        env={**os.environ, **(environment or {})},
    )
    line = next(x for x in done.stdout.splitlines() if x.startswith("LOADED:"))
    return [m for m in line.removeprefix("LOADED:").split(",") if m]


@pytest.mark.parametrize(
    "argv", [["--help"], ["--version"], ["validate", "--help"], ["export", "--help"]]
)
def test_help_imports_no_engine(argv: list[str]) -> None:
    assert _loaded(argv) == []


def test_the_probe_sees_an_engine_when_one_is_imported(tmp_path: Path) -> None:
    """The probe itself can fail: running a command does load its engine. With stderr on a
    pipe (as here) it draws no progress line, so it loads no rich, even when the environment
    says FORCE_COLOR or TTY_COMPATIBLE (as CI systems do for their logs)."""
    rows = tmp_path / "rows.jsonl"
    rows.write_text("{}\n")
    environment = {"FORCE_COLOR": "1", "TTY_COMPATIBLE": "1", "TRAJSPEC_PROGRESS_INTERVAL": "0"}
    loaded = _loaded(["validate", str(rows)], environment)
    assert any(m.startswith("trajspec.validators") for m in loaded)
    assert not any(m == "rich" or m.startswith("rich.") for m in loaded)
