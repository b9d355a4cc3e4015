"""Standard output for the length of a command (``trajspec._cli.app.main`` installs it)."""

from __future__ import annotations

from typing import TextIO

from trajspec._cli.exits import UsageError


class Stdout:
    """Standard output for the length of a command: a failed write (a full disk, a closed
    descriptor) is a usage error that says so (exit 2), not an internal error. A reader that
    went away is still a BrokenPipeError."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def _failed(self, error: OSError) -> UsageError:
        return UsageError(f"cannot write standard output: {error.strerror or error}")

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except BrokenPipeError:
            raise
        except OSError as error:
            raise self._failed(error) from None

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            raise
        except OSError as error:
            raise self._failed(error) from None

    def __getattr__(self, name: str) -> object:
        return getattr(self._stream, name)


__all__ = ["Stdout"]
