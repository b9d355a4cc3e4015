"""Exit codes, and the one place that turns what a command raised into one.

  0  the command did its job (validate: nothing at or above --fail-on)
  1  findings, rejections or failed rows (the output says which)
  2  usage error or unreadable input (missing file, unwritable output), and every error of
     the operating system (permission denied, a symbolic link loop, a path through a file)
  3  internal error: a bug in trajspec (set TRAJSPEC_DEBUG=1 for the traceback)
  130 interrupted (Ctrl-C)

Commands return 0 or 1 themselves; everything else comes from an exception, mapped here.
"""

from __future__ import annotations

import os
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
    if isinstance(error, KeyboardInterrupt):
        print("trajspec: interrupted", file=err)
        return EXIT_INTERRUPTED
    if os.environ.get("TRAJSPEC_DEBUG"):
        traceback.print_exception(error, file=err)
    print(
        f"trajspec: internal error ({type(error).__name__}: {escape(str(error))}); this is a "
        "bug in trajspec, please report it (TRAJSPEC_DEBUG=1 shows the traceback)",
        file=err,
    )
    return EXIT_INTERNAL


__all__ = [
    "EXIT_FINDINGS",
    "EXIT_INTERNAL",
    "EXIT_INTERRUPTED",
    "EXIT_OK",
    "EXIT_USAGE",
    "UsageError",
    "exit_for",
    "os_error_text",
    "usage_errors",
]
