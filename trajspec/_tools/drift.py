"""What the two tools that write files from spec/ share: a ``Drift``, and their entry point.

Generated code (``trajspec._tools.codegen.generate``) and the reference pages
(``trajspec._tools.docs``) are plain functions of spec/; nox runs each as
``python -m <module> write|check DIR`` and reads the exit code: 0 written or current, 1 drifted,
2 a wrong command line. What each tool says, and what stops it, is its ``Outputs``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, slots=True)
class Drift:
    """A generated file that differs from what spec/ produces."""

    path: str
    reason: str


@dataclass(frozen=True, slots=True)
class Outputs:
    """How one tool's command line speaks of its folder."""

    #: The ``python -m`` module and what the usage line calls DIR.
    usage: tuple[str, str]
    #: What stops the tool from writing or checking, what it says first, and the exit code.
    failure: tuple[type[Exception], str, int]
    #: What drifted files are called, the nox session that writes them again, and what is
    #: said when the folder is current.
    verdict: tuple[str, str, str]
    #: Said after writing (``{out}``: the folder), or None to say nothing.
    wrote: str | None = None


def write_or_check(
    outputs: Outputs,
    write: Callable[[Path], None],
    check: Callable[[Path], Sequence[Drift]],
    argv: Sequence[str] | None,
) -> int:
    """``write DIR`` or ``check DIR`` (default: ``sys.argv``), the drifted files on stderr;
    returns the exit code."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2 or args[0] not in {"write", "check"}:
        module, folder = outputs.usage
        print(f"usage: python -m {module} write|check {folder}", file=sys.stderr)
        return 2
    out = Path(args[1])
    failure, cannot, cannot_exit = outputs.failure
    try:
        if args[0] == "write":
            write(out)
            if outputs.wrote is not None:
                print(outputs.wrote.format(out=out))
            return 0
        drifts = check(out)
    except failure as error:
        print(f"{cannot}: {error}", file=sys.stderr)
        return cannot_exit
    files, session, current = outputs.verdict
    for drift in drifts:
        print(f"{drift.path}: {drift.reason}", file=sys.stderr)
    if drifts:
        print(f"{len(drifts)} {files} drifted from spec/; run `nox -s {session}`", file=sys.stderr)
        return 1
    print(current)
    return 0


__all__ = ["Drift", "Outputs", "write_or_check"]
