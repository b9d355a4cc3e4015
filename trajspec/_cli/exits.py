"""Exit codes, and the one place that turns what a command raised into one.

``EXIT_CODES`` is the table ``trajspec --help`` prints and the README shows (a test keeps
them equal). Commands return 0 or 1 themselves; everything else comes from an exception,
mapped here. SIGTERM is turned into :class:`Terminated` (a KeyboardInterrupt, so that every
place that stops a batch on Ctrl-C stops it the same way), exit 143.

A stop signal is also remembered (:func:`stop_signals`): Ctrl-C that lands in Python code a
compiled library called comes back as that library's error (jsonschema-rs, importing the
decimal module, raised pyo3's PanicException), and is still an interrupt. In the process's
entry the exit is then final: a second signal while the process ends changes nothing.
"""

from __future__ import annotations

import os
import signal
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO

from trajspec._cli.safe import escape

EXIT_OK = 0
EXIT_FINDINGS = 1
EXIT_USAGE = 2
EXIT_INTERNAL = 3
EXIT_INTERRUPTED = 130
EXIT_TERMINATED = 143

#: Every exit code of every command and what it means.
EXIT_CODES: dict[int, str] = {
    EXIT_OK: "done (validate: nothing at or above --fail-on, default error)",
    EXIT_FINDINGS: "findings, rejections or failed rows (the output says which)",
    EXIT_USAGE: (
        "usage error or unreadable input (missing file, unwritable output), and every error "
        "of the operating system (permission denied, a symbolic link loop, a path through a file)"
    ),
    EXIT_INTERNAL: "internal error, a bug in trajspec (TRAJSPEC_DEBUG=1 shows the traceback)",
    EXIT_INTERRUPTED: "interrupted (Ctrl-C, SIGINT): outputs are whole or absent",
    EXIT_TERMINATED: "terminated (SIGTERM): outputs are whole or absent",
}


class Terminated(KeyboardInterrupt):
    """SIGTERM arrived: the command stops as on Ctrl-C (no partial output), exit 143."""


#: The stop signals received inside stop_signals, in order (cleared when it is entered).
_received: list[int] = []


def _interrupt(signum: int, frame: object) -> None:
    _received.append(signal.SIGINT)
    raise KeyboardInterrupt


def _terminate(signum: int, frame: object) -> None:
    _received.append(signal.SIGTERM)
    raise Terminated


def stopped_by() -> int | None:
    """The first stop signal received inside stop_signals (SIGINT or SIGTERM), or None."""
    return _received[0] if _received else None


@contextmanager
def stop_signals(*, final: bool = False) -> Iterator[None]:
    """Inside it, SIGINT raises KeyboardInterrupt and SIGTERM Terminated in the main thread
    (elsewhere: left as they are), each remembered for :func:`stopped_by`. On the way out the
    previous handlers come back; with ``final`` (the process's entry), once a stop signal has
    arrived both are ignored instead, so that the exit already decided is the process's."""
    _received.clear()
    try:
        previous = {
            signal.SIGINT: signal.signal(signal.SIGINT, _interrupt),
            signal.SIGTERM: signal.signal(signal.SIGTERM, _terminate),
        }
    except ValueError:  # not the main thread: signals cannot be handled here
        yield
        return
    try:
        yield
    finally:
        stopped = final and bool(_received)
        for signum, handler in previous.items():
            # a pending signal finds SIG_IGN when Python gets to it, and is dropped
            signal.signal(signum, signal.SIG_IGN if stopped else handler)


class UsageError(Exception):
    """The command line or its inputs cannot be used; exit 2 with this message."""


@contextmanager
def usage_errors(*kinds: type[Exception]) -> Iterator[None]:
    """Inside it, an engine's error of ``kinds`` (an input it cannot use) is a UsageError with
    the same message."""
    try:
        yield
    except kinds as error:
        raise UsageError(str(error)) from None


def os_error_text(error: OSError) -> str:
    """An error of the operating system as a message: the path (both, for a rename) and the
    cause, ``run/rows.jsonl: Permission denied``."""
    from trajspec._outputs import display

    cause = error.strerror or str(error)
    paths = [display(os.fsdecode(p)) for p in (error.filename, error.filename2) if p is not None]
    return f"{' -> '.join(paths)}: {cause}" if paths else cause


def exit_for(error: BaseException, err: TextIO) -> int:
    """Say what went wrong on ``err`` and return the exit code for it. Every message is
    escaped (``trajspec._cli.safe.escape``): a path or value in it is shown, never obeyed."""
    from trajspec._cli.inputs import CommittedReadError
    from trajspec._outputs import OutputError

    stopped = stopped_by()
    if isinstance(error, Terminated) or stopped == signal.SIGTERM:
        print("trajspec: terminated", file=err)
        return EXIT_TERMINATED
    if isinstance(error, KeyboardInterrupt) or stopped == signal.SIGINT:
        print("trajspec: interrupted", file=err)
        return EXIT_INTERRUPTED
    if isinstance(error, UsageError | OutputError):
        print(f"trajspec: {escape(str(error))}", file=err)
        return EXIT_USAGE
    if isinstance(error, CommittedReadError):
        # A shard file that stopped matching its manifest after the command started.
        print(f"trajspec: {escape(str(error.strerror))}", file=err)
        return EXIT_USAGE
    if isinstance(error, OSError):
        # An input or output the system refused (permission, a link loop, a path through a
        # file, a full disk) wherever a command met it: the environment, not a bug.
        print(f"trajspec: {escape(os_error_text(error))}", file=err)
        return EXIT_USAGE
    if os.environ.get("TRAJSPEC_DEBUG"):
        traceback.print_exception(error, file=err)
    print(
        f"trajspec: internal error ({type(error).__name__}: {escape(str(error))}); this is a "
        "bug in trajspec, please report it (TRAJSPEC_DEBUG=1 shows the traceback)",
        file=err,
    )
    return EXIT_INTERNAL


__all__ = [
    "EXIT_CODES",
    "EXIT_FINDINGS",
    "EXIT_INTERNAL",
    "EXIT_INTERRUPTED",
    "EXIT_OK",
    "EXIT_TERMINATED",
    "EXIT_USAGE",
    "Terminated",
    "UsageError",
    "exit_for",
    "os_error_text",
    "stop_signals",
    "stopped_by",
    "usage_errors",
]
