"""A new output folder written whole or not at all.

``check_output_folder(output, option, reads)`` refuses, before any work, a folder that
exists and is not empty, a path that is a symbolic link or a file, one under a file, one
whose parent does not exist, and every output ``trajspec._outputs.check_outputs`` refuses
(an input inside it, a run folder's file). ``staged_folder(output)`` gives a temporary
sibling folder to write into; when the block ends normally its files are made durable and
the folder is renamed to ``output`` in one step (replacing an empty folder), else it is
removed: ``output`` is complete or untouched, also after a crash.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from trajspec import _files
from trajspec._files import remove_stale, temporary_prefix
from trajspec._outputs import Output, OutputError, check_outputs, display, refuse_under_a_file


class OutputFolderError(Exception):
    """The output folder cannot be used or written (a usage error: exit 2); nothing is left
    behind."""


def check_output_folder(output: Path, option: str, reads: Sequence[Path] = ()) -> None:
    """OutputFolderError unless ``output`` can become the new folder of this output."""
    named = f"{option} {display(output)}"
    try:
        check_outputs([Output(option, output, folder=True)], reads=reads)
        refuse_under_a_file(option, output)
    except OutputError as error:
        raise OutputFolderError(str(error)) from None
    if output.is_dir():
        try:
            empty = not any(output.iterdir())
        except OSError as error:
            raise OutputFolderError(f"{named}: cannot read ({error.strerror})") from None
        if not empty:
            raise OutputFolderError(
                f"{named}: the folder is not empty; name a new or empty folder (an export "
                "never mixes with other files)"
            )
    if not output.absolute().parent.is_dir():
        raise OutputFolderError(f"{named}: the folder {display(output.parent)} does not exist")


@contextmanager
def staged_folder(output: Path) -> Iterator[Path]:
    """The staging folder to write ``output``'s files into (``_files.write_file``, synced);
    committed as ``output`` when the block ends normally, removed otherwise. OSError of the
    commit becomes OutputFolderError."""
    remove_stale(output)
    parent = output.absolute().parent
    try:
        staging = Path(tempfile.mkdtemp(prefix=temporary_prefix(output), dir=parent))
    except OSError as error:
        raise OutputFolderError(f"{display(parent)}: cannot write ({error.strerror})") from None
    try:
        yield staging
        os.chmod(staging, 0o755)  # noqa: PTH101 - mkdtemp makes it private
        _files.commit_folder(staging, output)
    except OSError as error:
        raise OutputFolderError(
            f"cannot write {display(output)}: {error.strerror or error}; nothing was written"
        ) from None
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)


__all__ = ["OutputFolderError", "check_output_folder", "staged_folder"]
