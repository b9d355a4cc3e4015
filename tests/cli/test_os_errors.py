"""Every error of the operating system is a clear exit 2 that names the path and the cause:
a folder without search permission around an input or an output, an unreadable file, a
symbolic link loop, a path through a file, a folder where a file is read.

Permissions are tested for real, by an unprivileged process: the suite runs as root, and root
ignores permission bits. ``setpriv`` (util-linux) runs the commands as root with every
capability dropped (no CAP_DAC_OVERRIDE, no CAP_DAC_READ_SEARCH), which makes root subject to
the permission bits of the files it owns: no user to create, and the virtualenv stays
readable, as its owner's. One process runs every case, in-process through ``main``, and
reports the results as JSON. Without setpriv the tests are skipped, except under CI (the
``CI`` variable set), where they fail: a promise kept by a test that never runs is none.
"""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import orjson
import pytest
from _reverify_fixtures import write_export

from trajspec._cli.app import main

#: Run a command with every capability dropped: root bound by the permission bits.
SETPRIV = ("setpriv", "--inh-caps=-all", "--bounding-set=-all", "--")

#: The driver that runs in the unprivileged process: every argv of the JSON list in
#: sys.argv[1], through main, as (exit code, stdout, stderr).
_DRIVER = """
import io, sys
from contextlib import redirect_stderr, redirect_stdout
import orjson
from trajspec._cli.app import main
found = []
for argv in orjson.loads(sys.argv[1]):
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(argv, stderr=err)
    found.append([code, out.getvalue(), err.getvalue()])
sys.stdout.write(orjson.dumps(found).decode())
"""


def _unprivileged_prefix(folder: Path) -> tuple[str, ...]:
    """How to run a command subject to permission bits here, or skip (fail under CI)."""
    if os.geteuid() != 0:
        return ()
    reason = ""
    if shutil.which("setpriv") is None:
        reason = "setpriv (util-linux) is not installed"
    else:
        probe = folder / "probe"
        probe.write_text("x")
        probe.chmod(0)
        done = subprocess.run(
            [*SETPRIV, "cat", str(probe)], capture_output=True, text=True, check=False
        )
        probe.unlink()
        if done.returncode == 0:
            reason = "setpriv did not drop the capabilities (a file of mode 000 was read)"
        elif "Permission denied" not in done.stderr:
            reason = f"setpriv cannot run here: {done.stderr.strip()}"
    if reason:
        if os.environ.get("CI"):
            pytest.fail(f"the permission tests must run in CI: {reason}")
        pytest.skip(reason)
    return SETPRIV


def _rows() -> bytes:
    return b'{"task_id": "t", "_ng_task_index": 0, "_ng_rollout_index": 0}\n'


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """``open/`` (rows, an export), ``locked/`` (the same, mode 000), ``ro/`` (rows, mode
    500: no writing) and ``secret.jsonl`` (mode 000) in a folder everyone may read."""
    root = tmp_path_factory.mktemp("perm")
    for name in ("open", "locked"):
        folder = root / name
        folder.mkdir()
        (folder / "rows.jsonl").write_bytes(_rows())
        (folder / "run").mkdir()
        (folder / "run" / "rollouts-s1.jsonl").write_bytes(_rows())
        write_export(folder)
    (root / "ro").mkdir()
    (root / "ro" / "rows.jsonl").write_bytes(_rows())
    (root / "secret.jsonl").write_bytes(_rows())
    (root / "secret.jsonl").chmod(0)
    (root / "locked").chmod(0)
    (root / "ro").chmod(0o500)
    yield root
    (root / "locked").chmod(0o755)
    (root / "ro").chmod(0o755)


def _reverify(manifest: str, inputs: str, output: str) -> list[str]:
    return ["reverify", "--manifest", manifest, "--inputs", inputs, "--output", output,
            "--dry-run"]  # fmt: skip


def _export(rollouts: str, out: str) -> list[str]:
    return ["export", "--rollouts", rollouts, "--output-dir", out, "--session-id", "s",
            "--agent-version", "1"]  # fmt: skip


#: (case, argv, the path the message names): inputs and outputs under ``locked/``, and an
#: input without read permission, for every command that reads or writes a file.
CASES: list[tuple[str, list[str], str]] = [
    ("validate input", ["validate", "locked/rows.jsonl"], "locked/rows.jsonl"),
    ("validate folder", ["validate", "locked/run"], "locked/run"),
    ("validate glob", ["validate", "locked/run/rollouts-*.jsonl"], "locked/run"),
    ("validate unreadable", ["validate", "secret.jsonl"], "secret.jsonl"),
    ("project input", ["project", "locked/rows.jsonl", "-o", "out.jsonl"], "locked/rows.jsonl"),
    ("project output", ["project", "open/rows.jsonl", "-o", "locked/out.jsonl"], "locked"),
    (
        "project capture",
        ["project", "open/rows.jsonl", "-o", "o.jsonl", "--capture-dir", "locked/cap"],
        "locked/cap",
    ),
    ("perf input", ["perf", "locked/rows.jsonl"], "locked/rows.jsonl"),
    ("status input", ["status", "locked/run"], "locked/run"),
    ("status output", ["status", "open/run", "--resume-out", "locked/r.jsonl"], "locked"),
    ("aggregate input", ["aggregate", "locked/run"], "locked/run"),
    ("health input", ["health", "locked/rows.jsonl", "--output-dir", "h"], "locked/rows.jsonl"),
    ("health output", ["health", "open/rows.jsonl", "--output-dir", "locked/h"], "locked/h"),
    ("coverage input", ["coverage", "locked/rows.jsonl"], "locked/rows.jsonl"),
    ("export input", _export("locked/rows.jsonl", "e"), "locked/rows.jsonl"),
    ("export output", _export("open/rows.jsonl", "locked/e"), "locked/e"),
    ("report input", ["report", "locked/rows.jsonl", "-o", "r.html"], "locked/rows.jsonl"),
    ("report output", ["report", "open/rows.jsonl", "-o", "locked/r.html"], "locked"),
    (
        "reverify manifest",
        _reverify("locked/export/manifest.jsonl", "open/inputs.jsonl", "o.jsonl"),
        "locked/export/manifest.jsonl",
    ),
    (
        "reverify inputs",
        _reverify("open/export/manifest.jsonl", "locked/inputs.jsonl", "o.jsonl"),
        "locked/inputs.jsonl",
    ),
    (
        "reverify output",
        _reverify("open/export/manifest.jsonl", "open/inputs.jsonl", "locked/o.jsonl"),
        "locked",
    ),
    ("codegen output", ["codegen", "--lang", "python", "--out", "locked/gen"], "locked/gen"),
    # a folder that may be read but not written: the reports beside the input, an output in it
    ("health read-only folder", ["health", "ro/rows.jsonl"], "ro"),
    ("project read-only folder", ["project", "open/rows.jsonl", "-o", "ro/o.jsonl"], "ro"),
    ("coverage unreadable", ["coverage", "secret.jsonl"], "secret.jsonl"),
]


@pytest.fixture(scope="module")
def unprivileged_results(tree: Path) -> dict[str, tuple[int, str, str]]:
    """Every case of CASES, run once by one unprivileged process in ``tree``."""
    prefix = _unprivileged_prefix(tree)
    done = subprocess.run(
        [*prefix, sys.executable, "-c", _DRIVER, orjson.dumps([c[1] for c in CASES]).decode()],
        capture_output=True,
        text=True,
        check=False,
        cwd=tree,
    )
    assert done.returncode == 0, done.stderr
    results = orjson.loads(done.stdout)
    return {case[0]: tuple(result) for case, result in zip(CASES, results, strict=True)}


@pytest.mark.parametrize(("case", "argv", "named"), CASES, ids=[c[0] for c in CASES])
def test_permission_denied_is_exit_2(
    unprivileged_results: dict[str, tuple[int, str, str]],
    tree: Path,
    case: str,
    argv: list[str],
    named: str,
) -> None:
    code, _, err = unprivileged_results[case]
    assert code == 2, err
    assert err.startswith("trajspec: ") or "\ntrajspec: " in err, err
    assert "internal error" not in err and "Traceback" not in err
    assert named in err and "Permission denied" in err, err
    # nothing was written beside the inputs
    assert sorted(p.name for p in tree.iterdir()) == ["locked", "open", "ro", "secret.jsonl"]
    assert [p.name for p in (tree / "ro").iterdir()] == ["rows.jsonl"]


# -- the same errors, root or not: links, paths through files, folders ----------------------


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(list(argv), stderr=err)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture
def odd_paths(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``loop`` (a link to itself), ``rows.jsonl`` and ``folder/`` in the working folder."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "loop").symlink_to("loop")
    (tmp_path / "rows.jsonl").write_bytes(_rows())
    (tmp_path / "folder").mkdir()
    return tmp_path


LOOP_CASES = [
    ["validate", "loop"],
    ["perf", "loop"],
    ["aggregate", "loop"],
    ["coverage", "loop"],
    ["health", "loop", "--output-dir", "h"],
    ["project", "loop", "-o", "o.jsonl"],
    ["report", "loop", "-o", "r.html"],
    [
        "export",
        "--rollouts",
        "loop",
        "--output-dir",
        "e",
        "--session-id",
        "s",
        "--agent-version",
        "1",
    ],
    ["project", "rows.jsonl", "-o", "o.jsonl", "--capture-dir", "loop"],
]


@pytest.mark.parametrize("argv", LOOP_CASES, ids=[" ".join(a[:2]) for a in LOOP_CASES])
def test_a_symlink_loop_is_named_as_one(odd_paths: Path, argv: list[str]) -> None:
    code, _, err = run(*argv)
    assert code == 2, err
    assert "loop: Too many levels of symbolic links" in err, err
    assert "no such" not in err


@pytest.mark.parametrize(
    "argv",
    [
        ["validate", "rows.jsonl/x"],
        ["perf", "rows.jsonl/x"],
        ["project", "rows.jsonl/x", "-o", "o.jsonl"],
        ["report", "rows.jsonl/x", "-o", "r.html"],
    ],
    ids=["validate", "perf", "project", "report"],
)
def test_a_path_through_a_file_says_not_a_folder(odd_paths: Path, argv: list[str]) -> None:
    code, _, err = run(*argv)
    assert code == 2, err
    assert "rows.jsonl/x: Not a directory" in err, err


def test_project_of_a_folder_says_it_is_a_folder(odd_paths: Path) -> None:
    code, _, err = run("project", "folder", "-o", "o.jsonl")
    assert code == 2, err
    assert "folder: is a folder" in err, err
    assert "FIFO" not in err


@pytest.mark.parametrize(
    "argv",
    [
        ["validate", "a\x00b"],
        ["report", "a\x00b", "-o", "r.html"],
        ["project", "a\x00b", "-o", "o"],
    ],
    ids=["validate", "report", "project"],
)
def test_a_path_with_a_nul_is_a_usage_error(odd_paths: Path, argv: list[str]) -> None:
    """No command line holds one (found by the hostile-text fuzz, which calls main): the
    system refuses the path, as os.stat's ValueError says."""
    code, _, err = run(*argv)
    assert code == 2, err
    assert "a\\u0000b: not a path (it holds a NUL character)" in err, err
