"""The one mapping from what a command raised to an exit code and a message."""

from __future__ import annotations

import errno
import io

import pytest

from trajspec._cli.exits import (
    EXIT_INTERNAL,
    EXIT_INTERRUPTED,
    EXIT_USAGE,
    UsageError,
    exit_for,
)
from trajspec._outputs import OutputError


@pytest.mark.parametrize(
    ("error", "code", "said"),
    [
        (
            UsageError("--jobs must be at least 1"),
            EXIT_USAGE,
            "trajspec: --jobs must be at least 1\n",
        ),
        (OutputError("-o x: is an input"), EXIT_USAGE, "trajspec: -o x: is an input\n"),
        (KeyboardInterrupt(), EXIT_INTERRUPTED, "trajspec: interrupted\n"),
        # every error of the system: the path and the cause, exit 2, wherever it was met
        (
            PermissionError(errno.EACCES, "Permission denied", "run/rows.jsonl"),
            EXIT_USAGE,
            "trajspec: run/rows.jsonl: Permission denied\n",
        ),
        (
            OSError(errno.ELOOP, "Too many levels of symbolic links", "loop"),
            EXIT_USAGE,
            "trajspec: loop: Too many levels of symbolic links\n",
        ),
        (
            OSError(errno.EXDEV, "Invalid cross-device link", "a", None, "b"),
            EXIT_USAGE,
            "trajspec: a -> b: Invalid cross-device link\n",
        ),
        (
            OSError(errno.ENOSPC, "No space left on device"),
            EXIT_USAGE,
            "trajspec: No space left on device\n",
        ),
        (
            OSError(errno.EACCES, "Permission denied", b"r\xff\x1b"),
            EXIT_USAGE,
            "trajspec: r\\xff\\u001b: Permission denied\n",
        ),
        # a message is shown, never obeyed
        (UsageError("x\x1b[2J\ny"), EXIT_USAGE, "trajspec: x\\u001b[2J\\u000ay\n"),
    ],
)
def test_known_errors(error: BaseException, code: int, said: str) -> None:
    err = io.StringIO()
    assert exit_for(error, err) == code
    assert err.getvalue() == said


def test_anything_else_is_a_bug_with_a_traceback_only_on_request(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("TRAJSPEC_DEBUG", raising=False)
    err = io.StringIO()
    assert exit_for(RuntimeError("boom"), err) == EXIT_INTERNAL
    assert "internal error (RuntimeError: boom)" in err.getvalue()
    assert "Traceback" not in err.getvalue()
    monkeypatch.setenv("TRAJSPEC_DEBUG", "1")
    try:
        raise RuntimeError("boom")
    except RuntimeError as raised:
        err = io.StringIO()
        assert exit_for(raised, err) == EXIT_INTERNAL
    assert "Traceback" in err.getvalue()


# -- the command line end to end: mistyped options, signals, the documented table ------------

import os  # noqa: E402
import re  # noqa: E402
import signal  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

from trajspec._cli.app import main  # noqa: E402

README = Path(__file__).parents[2] / "README.md"


@pytest.mark.parametrize(
    ("argv", "usage", "hint"),
    [
        (["validate", "x.jsonl", "--fail-onn", "error"], "usage: trajspec validate", "--fail-on"),
        (["health", "x.jsonl", "--ignroe=a"], "usage: trajspec health", "--ignore"),
        (["schema", "list", "--formt", "json"], "usage: trajspec schema list", "--format"),
        (
            ["export", "--format", "atif", "--rolouts", "x"],
            "usage: trajspec export",
            "--rollouts",
        ),
    ],
)
def test_a_mistyped_option_prints_its_commands_usage_and_a_close_match(
    argv: list[str], usage: str, hint: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == EXIT_USAGE
    err = capsys.readouterr().err
    assert err.startswith(usage), err
    assert f"(did you mean {hint}?)" in err
    assert not err.startswith("usage: trajspec [-h]")


def test_an_unknown_option_with_no_close_match_says_so_without_a_guess(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["validate", "x.jsonl", "--zzzzzz"]) == EXIT_USAGE
    err = capsys.readouterr().err
    assert err.startswith("usage: trajspec validate")
    assert "unrecognized arguments: --zzzzzz" in err and "did you mean" not in err


def test_help_lists_every_exit_code(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    for code in (0, 1, 2, 3, 130, 143):
        assert re.search(rf"^\s+{code}\s+\S", out, re.M), code


def test_the_readme_table_is_the_help_table(capsys: pytest.CaptureFixture[str]) -> None:
    from trajspec._cli.exits import EXIT_CODES

    text = README.read_text(encoding="utf-8")
    rows = re.findall(r"^\| `(\d+)` \| (.+?) \|$", text, re.M)
    assert [(int(code), meaning) for code, meaning in rows] == list(EXIT_CODES.items())


def _started(argv: list[str]) -> subprocess.Popen[str]:
    """The command line in a process of its own, reading a stdin that never ends; returns
    once it is reading (it has started: its interpreter and the engine are loaded)."""
    process = subprocess.Popen(
        [sys.executable, "-m", "trajspec", *argv],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "TRAJSPEC_DEBUG": ""},
    )
    assert process.stdin is not None
    process.stdin.write('{"task_id": "t"}\n')  # a first line: it is reading, not starting
    process.stdin.flush()
    _wait_for_its_handler(process.pid)
    time.sleep(1.5)  # and reading: a signal while its pool starts is another test's matter
    assert process.poll() is None, process.communicate()
    return process


def _wait_for_its_handler(pid: int, limit: float = 60.0) -> None:
    """Until the command has taken SIGTERM over (trajspec/_cli/exits.py), which it does once
    its interpreter has started and the command runs: a fixed wait failed on a loaded machine,
    where the signal came while Python was still importing, before any handler. Linux tells
    the caught signals in /proc; elsewhere a longer fixed wait stands for it."""
    status = Path(f"/proc/{pid}/status")
    if not status.exists():
        time.sleep(3.0)
        return
    end = time.monotonic() + limit
    while time.monotonic() < end:
        try:
            text = status.read_text()
        except OSError:  # it has ended: the caller's poll says how
            return
        caught = re.search(r"^SigCgt:\s*([0-9a-f]+)$", text, re.M)
        if caught and int(caught[1], 16) >> (signal.SIGTERM - 1) & 1:
            return
        time.sleep(0.05)


@pytest.mark.parametrize("jobs", ["1", "2"])
@pytest.mark.parametrize(
    ("sent", "code", "said"),
    [(signal.SIGINT, 130, "trajspec: interrupted"), (signal.SIGTERM, 143, "trajspec: terminated")],
)
def test_a_signal_ends_the_command_with_its_exit_code_and_no_traceback(
    sent: signal.Signals, code: int, said: str, jobs: str
) -> None:
    """SIGINT as Ctrl-C sends it to the process only (a terminal sends it to the group, which
    the workers ignore); SIGTERM as a supervisor sends it."""
    process = _started(["validate", "-", "--jobs", jobs])
    process.send_signal(sent)
    _, err = process.communicate(timeout=30)
    assert process.returncode == code, err
    assert err.strip().splitlines()[-1] == said
    assert "Traceback" not in err


class _Panic(BaseException):
    """What a compiled library (pyo3's PanicException) raises when Ctrl-C interrupts Python
    code it called: not a KeyboardInterrupt, and not an Exception."""


def test_ctrl_c_inside_a_compiled_library_is_still_an_interrupt(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Ctrl-C while jsonschema-rs imported the decimal module came out as a PanicException,
    a traceback and exit 1: the interrupt is known by its signal, whatever it became."""
    from trajspec._cli import app
    from trajspec._cli.commands import validate

    def interrupted_inside_a_library(args: object) -> int:
        try:
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(5)
        except KeyboardInterrupt:
            raise _Panic("failed to import the stdlib decimal module: KeyboardInterrupt") from None
        return 0

    monkeypatch.setattr(validate, "cmd_validate", interrupted_inside_a_library)
    assert app.main(["validate", "-"]) == EXIT_INTERRUPTED
    assert capsys.readouterr().err == "trajspec: interrupted\n"


_SECOND_CTRL_C = """
import atexit, os, signal, sys, time
from trajspec._cli.commands import validate

def interrupted(args):
    os.kill(os.getpid(), signal.SIGINT)
    time.sleep(5)

validate.cmd_validate = interrupted
# a second Ctrl-C while the process ends, after the command has said 'interrupted'
atexit.register(lambda: os.kill(os.getpid(), signal.SIGINT))
from trajspec._cli.app import entry
sys.argv = ["trajspec", "validate", "-"]
entry()
"""


def test_a_second_ctrl_c_while_the_command_ends_changes_nothing() -> None:
    """Once the command has stopped on a signal, its exit is final: a Ctrl-C that comes
    while the process ends neither prints a traceback nor ends it by SIGINT (it did, from
    -m trajspec, once in ten runs of validate --jobs 2)."""
    done = subprocess.run(
        [sys.executable, "-c", _SECOND_CTRL_C],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "TRAJSPEC_DEBUG": ""},
        check=False,
    )
    assert (done.returncode, done.stderr) == (EXIT_INTERRUPTED, "trajspec: interrupted\n")


_CTRL_C_IN_EXEC = """
import sys
from trajspec._cli.commands import validate

def interrupted(args):
    # Ctrl-C landing in code Python made from text: a dataclass's __init__ being defined
    exec("raise KeyboardInterrupt")

validate.cmd_validate = interrupted
from trajspec._cli.app import entry
sys.argv = ["trajspec", "validate", "-"]
entry()
"""


def test_ctrl_c_in_code_made_from_text_still_exits_130(tmp_path: Path) -> None:
    """Run as a module (python -m), CPython ended a process by SIGINT after its command had
    said 'interrupted' and chosen exit 130 when the KeyboardInterrupt came from code run by
    exec() of text (docs/tooling-pitfalls.md): one run in ten of validate --jobs 2 did."""
    (tmp_path / "ctrl_c_in_exec.py").write_text(_CTRL_C_IN_EXEC, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "ctrl_c_in_exec"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
        env={**os.environ, "TRAJSPEC_DEBUG": ""},
        check=False,
    )
    assert (done.returncode, done.stderr) == (EXIT_INTERRUPTED, "trajspec: interrupted\n")
