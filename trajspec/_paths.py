"""What a path names, asked once for every input a command is given."""

from __future__ import annotations

import os
from pathlib import Path

from trajspec._outputs import display


def probe(path: Path, refusal: type[Exception]) -> os.stat_result | None:
    """What ``path`` is (links followed), None when there is nothing there (a glob, a
    missing file). The system's other refusals are a ``refusal`` that names the path and the
    cause: permission denied on a folder on the way, a symbolic link loop, a path through a
    file (``Path.is_dir`` raises the first and calls the others "missing"); and a NUL
    character, which no path can hold (``os.stat`` raises ValueError)."""
    try:
        return path.stat()
    except FileNotFoundError:
        return None
    except OSError as error:
        raise refusal(f"{display(path)}: {error.strerror}") from None
    except ValueError:
        raise refusal(f"{display(path)}: not a path (it holds a NUL character)") from None
