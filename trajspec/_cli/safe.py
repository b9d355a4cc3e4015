"""Text that is safe on a terminal: the one escape of every string the command line prints.

A rollout file, a file name or an argument can hold characters that a terminal obeys rather
than shows: ESC starts a control sequence (set the window title, clear the screen), CR and LF
move the cursor and make a line that looks like a finding or a clean summary, and a
bidirectional override reorders the text around it. ``escape`` shows each of them as an
escape instead:

- the C0 controls U+0000..U+001F (TAB, LF and CR among them), DEL and the C1 controls
  U+0080..U+009F;
- the bidirectional marks, embeddings, overrides and isolates: U+061C, U+200E, U+200F,
  U+202A..U+202E and U+2066..U+2069; and the line and paragraph separators U+2028, U+2029;
- each as ``\\u`` and four lower-case hex digits (ESC is ``\\u001b``, U+202E ``\\u202e``), the
  form JSON reads back as the same character; a byte of a file name that is not UTF-8 (which
  ``os.fsdecode`` keeps as a lone surrogate) as ``\\x`` and two (``\\xff``), as
  ``trajspec._outputs.display`` names it; any other lone surrogate as ``\\udXXX``.

Renderers escape each string of data (a file name, a JSON Pointer, an agent name, a failure
class, a message) with ``escape``, so that one never spans two lines; and ``main`` writes the
whole of standard output and standard error through ``SafeStream``, which escapes the same
characters except the LF that ends a line, so that nothing a renderer forgot reaches the
terminal raw. JSON output is unchanged in meaning: these characters stand only inside its
strings, where ``\\u001b`` is the same string.
"""

from __future__ import annotations

import re
from typing import TextIO, cast

#: Every character ``escape`` rewrites.
UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ud800-\udfff]")
#: The same, but for LF: what a stream of lines may still hold.
_UNSAFE_IN_LINES = re.compile(
    "[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ud800-\udfff]"
)


def _escaped(match: re.Match[str]) -> str:
    code = ord(match.group())
    if 0xDC80 <= code <= 0xDCFF:
        return f"\\x{code - 0xDC00:02x}"
    return f"\\u{code:04x}"


def escape(text: str) -> str:
    """``text`` with every character a terminal would obey (see the module) escaped; one line."""
    return UNSAFE.sub(_escaped, text)


def escape_lines(text: str) -> str:
    """``text`` escaped as ``escape`` does, but for the LF that ends each line."""
    return _UNSAFE_IN_LINES.sub(_escaped, text)


class SafeStream:
    """A text stream whose writes are escaped (``escape_lines``) on their way to ``raw``.
    A progress line, which draws with control sequences of its own, writes to ``raw``."""

    def __init__(self, raw: TextIO) -> None:
        self.raw = raw

    def write(self, text: str) -> int:
        self.raw.write(escape_lines(text))
        return len(text)

    def __getattr__(self, name: str) -> object:
        return getattr(self.raw, name)


def unguarded(stream: TextIO) -> TextIO:
    """The stream under a ``SafeStream`` (``stream`` itself when it is none)."""
    found: object = stream
    while isinstance(found, SafeStream):
        found = found.raw
    return cast(TextIO, found)


__all__ = ["UNSAFE", "SafeStream", "escape", "escape_lines", "unguarded"]
