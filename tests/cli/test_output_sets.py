"""Two writers of one output set leave one writer's complete set, never a mix
(``trajspec._files.set_lock``): health's ``quality_summary.json`` and
``rollout_verdicts.jsonl``, reverify's ``OUT`` and ``OUT_failures`` (through the same
``AtomicFiles``).

Each test slows this process's renames after the first file of its set (``os.replace``
patched), starts a second process writing the same set meanwhile and lets it go as far as it
can: to its end, or to the lock (its temporaries written, then a second of grace). Written
before the lock: the second process renamed both of its files inside the window and this
one's second rename then made a mixed set, both exiting 0."""

from __future__ import annotations

import io
import os
import random
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import corpus
import orjson
import pytest

from trajspec import _files
from trajspec._cli.app import main

#: How long the slowed writer waits at most for the other one (which normally takes a
#: second or two to start and write).
PATIENCE = 60.0
#: How long it lets the other one wait at the lock before renaming its second file.
GRACE = 1.0


def _run(*argv: str) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(list(argv), stderr=err)
    return code, err.getvalue()


@contextmanager
def _slowed_after(
    monkeypatch: pytest.MonkeyPatch, first: str, other: Callable[[], subprocess.Popen[bytes]]
) -> Iterator[list[subprocess.Popen[bytes]]]:
    """After this process renames its ``first`` file, start ``other`` and let it run until
    it ends or has written its temporaries and waited GRACE seconds more."""
    replace = os.replace
    started: list[subprocess.Popen[bytes]] = []

    def slowed(source: Any, target: Any, **kwargs: Any) -> None:
        replace(source, target, **kwargs)
        if Path(target).name != first or started:
            return
        child = other()
        started.append(child)
        folder = Path(target).parent
        deadline, seen = time.monotonic() + PATIENCE, None
        while child.poll() is None and time.monotonic() < deadline:
            if seen is None and any(p.name.endswith(f".{child.pid}.tmp") for p in folder.iterdir()):
                seen = time.monotonic()
            if seen is not None and time.monotonic() > seen + GRACE:
                break
            time.sleep(0.01)

    monkeypatch.setattr(os, "replace", slowed)
    try:
        yield started
    finally:
        monkeypatch.setattr(os, "replace", replace)
        for child in started:
            child.wait(timeout=PATIENCE)


def _python(code: str, *args: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-P", "-c", code, *args],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def _rows(path: Path, count: int) -> Path:
    rng = random.Random(count)
    path.write_bytes(b"".join(orjson.dumps(corpus.row(i, rng)) + b"\n" for i in range(count)))
    return path


def test_two_health_runs_into_one_folder_leave_one_complete_set(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "reports"
    out.mkdir()
    mine, theirs = _rows(tmp_path / "one.jsonl", 1), _rows(tmp_path / "three.jsonl", 3)
    second = (
        "import sys\nfrom trajspec._cli.app import main\n"
        "sys.exit(main(['health', sys.argv[1], '--output-dir', sys.argv[2]]))\n"
    )
    with _slowed_after(
        monkeypatch, "rollout_verdicts.jsonl", lambda: _python(second, str(theirs), str(out))
    ) as started:
        code, err = _run("health", str(mine), "--output-dir", str(out))
    assert code == 0, err
    assert len(started) == 1
    assert started[0].returncode == 0, started[0].stderr and started[0].stderr.read()
    summary = orjson.loads((out / "quality_summary.json").read_bytes())
    verdicts = (out / "rollout_verdicts.jsonl").read_bytes().splitlines()
    # The second writer waited for the lock, then replaced the whole set with its own.
    assert summary["run"]["artifacts"]["records"] == len(verdicts) == 3
    assert sorted(p.name for p in out.iterdir()) == [
        "quality_summary.json",
        "rollout_verdicts.jsonl",
    ]


_ATOMIC = (
    "import sys\nfrom pathlib import Path\nfrom trajspec import _files\n"
    "out, mark = Path(sys.argv[1]), sys.argv[2].encode()\n"
    "with _files.AtomicFiles(out, out.with_name(out.stem + '_failures.jsonl')) as (a, b):\n"
    "    a.write(mark)\n    b.write(mark)\n"
)


def test_two_writers_of_reverify_outputs_leave_one_complete_set(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """reverify writes ``OUT`` and ``OUT_failures`` with ``AtomicFiles``, as here."""
    out = tmp_path / "r.jsonl"
    failures = tmp_path / "r_failures.jsonl"
    with (
        _slowed_after(
            monkeypatch, "r.jsonl", lambda: _python(_ATOMIC, str(out), "theirs")
        ) as started,
        _files.AtomicFiles(out, failures) as (a, b),
    ):
        a.write(b"mine")
        b.write(b"mine")
    assert started[0].returncode == 0
    assert out.read_bytes() == failures.read_bytes() == b"theirs"


def test_a_writer_that_cannot_get_the_lock_replaces_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Past SET_LOCK_WAIT the second writer gives up (exit 2 for a command) and the first
    writer's set stays whole."""
    out = tmp_path / "r.jsonl"
    failures = tmp_path / "r_failures.jsonl"
    out.write_bytes(b"old")
    failures.write_bytes(b"old")
    monkeypatch.setattr(_files, "SET_LOCK_WAIT", 0.2)
    with (
        _files.set_lock([out, failures]),
        pytest.raises(_files.OutputSetBusyError, match="nothing was replaced"),
        _files.AtomicFiles(out, failures) as (a, b),
    ):
        a.write(b"new")
        b.write(b"new")
    assert out.read_bytes() == failures.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["r.jsonl", "r_failures.jsonl"]


def test_health_kept_waiting_for_the_lock_is_exit_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "reports"
    out.mkdir()
    code, err = _run("health", str(_rows(tmp_path / "one.jsonl", 1)), "--output-dir", str(out))
    assert code == 0, err
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    monkeypatch.setattr(_files, "SET_LOCK_WAIT", 0.2)
    with _files.set_lock([out / "quality_summary.json"]):
        code, err = _run(
            "health", str(_rows(tmp_path / "three.jsonl", 3)), "--output-dir", str(out)
        )
    assert code == 2, err
    assert err.startswith("trajspec: cannot write") and "try again" in err, err
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before
