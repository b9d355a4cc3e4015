"""`trajspec export` over a run folder reads its rollouts, never its failure sidecars."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _export(rollouts: str, out: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            sys.executable, "-P", "-m", "trajspec", "export", "--format", "atif",
            "--rollouts", rollouts, "--output-dir", str(out),
            "--session-id", "walkthrough", "--agent-version", "1.0.0",
        ],
        capture_output=True, text=True, check=False,
    )  # fmt: skip


def test_a_run_folder_exports_its_rollouts_and_skips_the_failure_sidecars(tmp_path: Path) -> None:
    done = _export(str(EXAMPLES / "run"), tmp_path / "out")
    assert done.returncode == 0, done.stderr
    assert "_failures" not in done.stdout + done.stderr
    # The bundled export was made from the same rollouts through a glob of the shards.
    expected = sorted(p.name for p in (EXAMPLES / "export").iterdir())
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == expected
    for name in expected:
        assert (tmp_path / "out" / name).read_bytes() == (EXAMPLES / "export" / name).read_bytes()


def test_a_sidecar_named_on_the_command_line_is_read(tmp_path: Path) -> None:
    sidecar = EXAMPLES / "run" / "rollouts-step_000001-w1_failures.jsonl"
    done = _export(str(sidecar), tmp_path / "out")
    assert done.returncode == 1  # failure records are no exportable rollouts
    assert "export." in done.stdout
