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

#: The code points ``escape`` rewrites, as inclusive ranges: C0, DEL and C1, the Arabic letter
#: mark, LRM and RLM, the line and paragraph separators with the embeddings and overrides,
#: the isolates, and the surrogates.
_RANGES = (
    (0x00, 0x1F),
    (0x7F, 0x9F),
    (0x061C, 0x061C),
    (0x200E, 0x200F),
    (0x2028, 0x202E),
    (0x2066, 0x2069),
    (0xD800, 0xDFFF),
)


def _pattern(keep: int | None = None) -> re.Pattern[str]:
    """A character class of ``_RANGES`` but for the code point ``keep``."""
    ranges: list[tuple[int, int]] = []
    for low, high in _RANGES:
        if keep is not None and low <= keep <= high:
            ranges += [(low, keep - 1), (keep + 1, high)]
        else:
            ranges.append((low, high))
    parts = (f"\\U{low:08x}-\\U{high:08x}" for low, high in ranges if low <= high)
    return re.compile("[" + "".join(parts) + "]")


#: Every character ``escape`` rewrites.
UNSAFE = _pattern()
#: The same, but for LF: what a stream of lines may still hold.
_UNSAFE_IN_LINES = _pattern(keep=0x0A)
#: Its ASCII characters, as the bytes ``bytes.translate`` deletes: ASCII text (most output)
#: is checked by that, about three times as fast as the pattern, and passes unchanged.
_ASCII_IN_LINES = bytes(c for c in range(0x80) if _UNSAFE_IN_LINES.match(chr(c)))


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
    if text.isascii():
        raw = text.encode("ascii")
        if len(raw.translate(None, _ASCII_IN_LINES)) == len(raw):
            return text
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
