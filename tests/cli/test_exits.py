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
