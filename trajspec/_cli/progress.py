"""The one progress reporter of the command line.

Engines take a progress callback, ``progress(items_done, bytes_done)``, and never print; a
command passes a ``ProgressLine``, which draws one line on stderr at most twice a second, only
when stderr is a terminal, and clears it when the command is done.
"""

from __future__ import annotations

import time
from typing import TextIO


class ProgressLine:
    """``<verb> <n> <unit> (<MB/s>)`` on one line of a terminal; nothing elsewhere."""

    def __init__(self, stream: TextIO, verb: str, unit: str = "rows") -> None:
        self._stream = stream
        self._verb = verb
        self._unit = unit
        self._on = stream.isatty()
        self._last = 0.0
        self._start = time.monotonic()

    def __call__(self, items: int, nbytes: int = 0) -> None:
        now = time.monotonic()
        if not self._on or now - self._last < 0.5:
            return
        self._last = now
        rate = f" ({nbytes / max(now - self._start, 1e-9) / 1e6:.1f} MB/s)" if nbytes else ""
        self._stream.write(f"\r{self._verb} {items} {self._unit}{rate}")
        self._stream.flush()

    def close(self) -> None:
        if self._on and self._last:
            self._stream.write("\r\033[K")
            self._stream.flush()

    def __enter__(self) -> ProgressLine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


__all__ = ["ProgressLine"]
