"""The one progress display of the command line.

Engines take a progress callback, ``progress(items_done, bytes_done)``, and never print; a
command passes a ``ProgressLine``::

    with ProgressLine(sys.stderr, "validated", "documents", total_bytes=total_bytes(inputs),
                      quiet=args.quiet) as progress:
        result = engine(inputs, progress=progress, on_problem=..., ...)
        render(result, progress.above(sys.stdout))     # anything written while it runs
    print_summary(...)                                 # after the block: the line is gone

On a terminal the line shows what is done of the total (bytes, when the engine counts them
and the inputs' sizes are known up front; else the count alone), the rate and the time left.
It is drawn by rich (imported only when a line is drawn, so `trajspec --help` and runs whose
stderr is not a terminal never load it), only from the callback (no thread: nothing draws
while the command writes), first ``interval`` seconds after the start and then at most every
``interval`` (``TRAJSPEC_PROGRESS_INTERVAL``, default 0.5), and cleared when the block ends.
Nothing at all is written when stderr is not a terminal, with ``quiet``, or on a terminal
that cannot move the cursor (``TERM=dumb``).

``progress.above(stream)`` is the stream to write to while the line may be on the screen:
when ``stream`` is a terminal too, each write first clears the line (it comes back at the
next refresh), so findings and messages never share a line with a half-drawn bar. The bytes
written to the stream are its own: output is the same with and without a progress line.
"""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING, TextIO, cast

from trajspec._cli.safe import unguarded

if TYPE_CHECKING:
    from rich.progress import Progress, TaskID

#: Seconds between refreshes, and before the first one (a command done sooner shows nothing).
INTERVAL = 0.5
INTERVAL_VARIABLE = "TRAJSPEC_PROGRESS_INTERVAL"

_BYTE_SUFFIXES = ["B", "kB", "MB", "GB", "TB", "PB"]


def _interval() -> float:
    text = os.environ.get(INTERVAL_VARIABLE, "")
    try:
        value = float(text)
    except ValueError:
        return INTERVAL
    return value if 0 <= value < float("inf") else INTERVAL


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError, OSError):  # no isatty, or a closed stream
        return False


def _bytes(value: float, unit: int) -> str:
    return f"{value / unit:,.{0 if unit == 1 else 1}f}"


def _size(value: float) -> str:
    from rich.filesize import pick_unit_and_suffix

    unit, suffix = pick_unit_and_suffix(int(value), _BYTE_SUFFIXES, 1000)
    return f"{_bytes(value, unit)} {suffix}"


def _duration(seconds: float) -> str:
    whole = int(seconds + 0.5)
    return f"{whole // 3600}:{whole // 60 % 60:02d}:{whole % 60:02d}"


def _counted(items: int, unit: str) -> str:
    """``unit`` (a plural) as it reads after ``items``: 1 row, 2 rows."""
    return unit.removesuffix("s") if items == 1 else unit


def figures(items: int, nbytes: int, total: int | None, elapsed: float, unit: str) -> str:
    """What the line says beside its verb and count: bytes done of the total, the share, the
    rate and the time left; without a total, bytes done and the rate; without bytes, the rate
    of items."""
    elapsed = max(elapsed, 1e-6)
    if nbytes <= 0:
        return f"{items / elapsed:,.1f} {unit}/s"
    rate = nbytes / elapsed
    if total is None:
        return f"{_size(nbytes)}  {_size(rate)}/s"
    from rich.filesize import pick_unit_and_suffix

    done = min(nbytes, total)
    scale, suffix = pick_unit_and_suffix(total, _BYTE_SUFFIXES, 1000)
    share = 100.0 if total == 0 else 100.0 * done / total
    left = (total - done) / rate
    return (
        f"{_bytes(done, scale)}/{_bytes(total, scale)} {suffix}  "
        f"{share:3.0f}%  {_size(rate)}/s  {_duration(left)} left"
    )


class ProgressLine:
    """``<verb> <n> <unit>  [bar]  <done>/<total>  <share>  <rate>  <time> left`` on one line
    of a terminal; nothing elsewhere. ``total_bytes`` is the size of the inputs (None when
    unknown, e.g. stdin); ``quiet`` draws nothing."""

    def __init__(
        self,
        stream: TextIO,
        verb: str,
        unit: str = "rows",
        *,
        total_bytes: int | None = None,
        quiet: bool = False,
        interval: float | None = None,
    ) -> None:
        self._stream = stream
        self._verb = verb
        self._unit = unit
        self._total = total_bytes
        self._on = not quiet and _is_terminal(stream)
        self._interval = _interval() if interval is None else interval
        self._start = time.monotonic()
        self._last = self._start
        self._items = 0
        self._bytes = 0
        self._progress: Progress | None = None
        self._task: TaskID | None = None
        self._drawn = False
        #: A write above the line ended inside a line of text: no drawing until it ends.
        self.held = False

    def __call__(self, items: int, nbytes: int = 0) -> None:
        if not self._on:
            return
        self._items, self._bytes = items, nbytes
        now = time.monotonic()
        if now - self._last < self._interval or self.held:
            return
        self._last = now
        self._draw(now)

    def _draw(self, now: float) -> None:
        if self._progress is None:
            self._progress = self._make()
            if self._progress is None:
                self._on = False
                return
        assert self._task is not None
        self._progress.update(
            self._task,
            description=f"{self._verb} {self._items:,} {_counted(self._items, self._unit)}",
            completed=min(self._bytes, self._total or 0),
            figures=figures(self._items, self._bytes, self._total, now - self._start, self._unit),
        )
        if self._drawn:
            self._progress.refresh()
        else:
            self._progress.start()  # draws
            self._drawn = True

    def _make(self) -> Progress | None:
        """The rich display, or None on a terminal that cannot redraw a line."""
        from rich.console import Console
        from rich.progress import BarColumn, Progress, ProgressColumn, TextColumn
        from rich.table import Column

        # stderr is a terminal (checked above); rich's own guess would also follow
        # FORCE_COLOR and TTY_COMPATIBLE, which CI sets for logs that are no terminal.
        # The line is drawn with control sequences: past the escaping of SafeStream (the
        # verb and the figures are the command's own text, never data).
        console = Console(file=unguarded(self._stream), force_terminal=True, highlight=False)
        if not console.is_interactive:  # TERM=dumb, TTY_INTERACTIVE=0
            return None
        bar = self._total is not None and self._bytes > 0

        # One line, whatever the width: a narrow terminal cuts the text rather than wraps it,
        # so that clearing the line (one line up, erase) never reaches text written above it.
        def text(template: str) -> TextColumn:
            return TextColumn(template, table_column=Column(no_wrap=True, overflow="ellipsis"))

        columns: list[str | ProgressColumn] = [text("{task.description}")]
        if bar:
            columns.append(BarColumn(bar_width=20))
        columns.append(text("{task.fields[figures]}"))
        progress = Progress(
            *columns,
            console=console,
            auto_refresh=False,
            transient=True,
            redirect_stdout=False,
            redirect_stderr=False,
        )
        self._task = progress.add_task("", total=self._total if bar else None, figures="")
        return progress

    def clear(self) -> None:
        """Take the line off the screen (the next refresh draws it again)."""
        if self._drawn and self._progress is not None:
            self._drawn = False
            self._progress.stop()

    def above(self, stream: TextIO) -> TextIO:
        """``stream``, or, when it is a terminal and a line may be drawn, a stream whose
        writes clear the line first."""
        if not self._on or not _is_terminal(stream):
            return stream
        return cast(TextIO, _Above(self, stream))

    def close(self) -> None:
        self.clear()
        self._on = False

    def __enter__(self) -> ProgressLine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class _Above:
    """A terminal stream written above the progress line: the line is cleared before each
    write, and the text flushed at once, so that the next refresh draws below it."""

    def __init__(self, line: ProgressLine, stream: TextIO) -> None:
        self._line = line
        self._stream = stream

    def write(self, text: str) -> int:
        self._line.clear()
        written = self._stream.write(text)
        self._stream.flush()
        if text:
            self._line.held = not text.endswith("\n")
        return written

    def __getattr__(self, name: str) -> object:
        return getattr(self._stream, name)


__all__ = ["INTERVAL", "INTERVAL_VARIABLE", "ProgressLine", "figures"]
