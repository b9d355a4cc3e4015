"""Strict reading of JSON and JSON Lines: every trajspec command reads its input here.

Strict means that whatever a lax parser would accept or silently repair is reported as a
:class:`JsonProblem` with a stable code, a message, and a 1-based line and column:

``json.syntax``                 malformed JSON; reading stops at the first one
``json.duplicate_key``          an object repeats a key (every repeat is reported)
``json.non_finite_number``      ``NaN``, ``Infinity`` or ``-Infinity``
``json.byte_order_mark``        a UTF-8 BOM at the start of the document or line
``json.invalid_utf8``           bytes that are not UTF-8 (one problem per run of bad bytes)
``json.lone_surrogate``         a ``\\ud800``-style escape without its other half
``json.number_overflow``        a number a double cannot hold (``1e400``)
``json.integer_out_of_range``   an integer literal outside ``INT_MIN..INT_MAX``, the range orjson
                                keeps exact (beyond it orjson silently returns a float)
``json.too_deep``               arrays/objects nested deeper than :data:`MAX_DEPTH`
``json.truncated``              the last line of a JSONL file has no newline and does not parse
``json.not_an_object``          a JSONL line is valid JSON but not an object
``json.problems_suppressed``    more than :data:`MAX_PROBLEMS` problems in one document: the rest
                                are counted in this one problem instead of listed
``json.line_too_long``          a JSONL line longer than the line limit (:func:`max_line_bytes`);
                                it is skipped unread, in pieces, so it never fills memory

A number with more digits than a double holds (``0.99893422729493753``, the ``%.17g`` that C,
C++, Java and Go print) is the double it names, as every JSON reader takes it: no problem.

Positions: the line counts ``\\n`` from the ``line`` given (for JSONL, the line in the file);
the column counts characters, not bytes, from 1 at the first character of that line. A BOM
counts as a character and an undecodable byte counts as one character. A syntax error is
placed where reading stopped; any other problem at the start of its token (for a duplicate
key, at the repeated key). A problem about a value (a number, a string, a repeated key, a
container too deep) also carries the JSON Pointer of that value in its ``path``; the pointer
is built only when such a problem is found.

How it stays fast: orjson parses every document, then three questions remain, and one
re-serialization with orjson answers them for nearly every document. Depth: orjson.dumps
refuses nesting beyond a fixed limit (254 levels in 3.13), so the value is written inside
enough empty levels that it is refused exactly when it is deeper than MAX_DEPTH; where that
limit cannot be confirmed at import, an iterative walk over the containers measures instead.
Duplicate keys and number spelling: compare the bytes written with the bytes read; equal
means no key was dropped and every number is written the way it is stored. Text that starts
``{\n`` or ``[\n`` is compared with orjson's two-space indented writing instead (export's
files), whose indentation also tells the depth. A mismatch is no
problem by itself (Python writes ``\\u00e9`` and ``", "``), so the standard library parser
with collecting hooks then checks keys and numbers, and only when something is wrong does
the hand-written scanner run to find every problem and its position. The scanner is
iterative and builds values itself; it also reads everything orjson refuses.
:func:`_slow_loads` is the scanner alone.

What orjson (3.13.0) does, checked by tests/test_strictjson.py, and what this relies on: it
refuses NaN, Infinity and -Infinity, lone surrogate escapes, invalid UTF-8 (encoded
surrogates included), a leading BOM (U+FEFF inside a string is fine), numbers that overflow
to infinity (``1e400``, and integer literals of more than about 309 digits) and nesting
beyond 1024 levels. It silently keeps the last of duplicate keys, rounds ``1e-400`` to 0.0
and ``1.0000000000000001`` to 1.0, keeps integers exact only within ``INT_MIN..INT_MAX``
and returns a rounded float beyond. ``orjson.dumps`` writes each double with the digits of
``repr``, and refuses a value nested deeper than 254 levels (probed at import, see
:func:`_dumps_depth_limit`).
"""

from __future__ import annotations

import contextlib
import gc
import json
import math
import os
import re
import threading
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from os import PathLike
from pathlib import Path
from typing import Any, BinaryIO, Final, NoReturn

import orjson

from trajspec._findings import pointer

__all__ = [
    "INT_MAX",
    "INT_MIN",
    "MAX_DEPTH",
    "MAX_PROBLEMS",
    "PROBLEM_CODES",
    "JsonProblem",
    "JsonlReader",
    "JsonlRecord",
    "StrictJsonError",
    "cyclic_gc_paused",
    "iter_jsonl",
    "loads",
    "max_line_bytes",
    "read_json_file",
    "read_line_chunks",
    "read_lines",
]

#: Deepest nesting of arrays and objects accepted; ``[]`` is depth 1, ``[[]]`` depth 2.
MAX_DEPTH: Final = 128
#: Integer literals outside this range are ``json.integer_out_of_range``. orjson 3.13 keeps
#: exactly -2**63 .. 2**64-1 as ``int`` (its docs say -2**63+1, but -2**63 itself parses
#: exactly) and silently turns anything beyond into a rounded float.
INT_MIN: Final = -(2**63)
INT_MAX: Final = 2**64 - 1

_SYNTAX: Final = "json.syntax"
_DUPLICATE_KEY: Final = "json.duplicate_key"
_NON_FINITE: Final = "json.non_finite_number"
_BOM: Final = "json.byte_order_mark"
_INVALID_UTF8: Final = "json.invalid_utf8"
_LONE_SURROGATE: Final = "json.lone_surrogate"
_OVERFLOW: Final = "json.number_overflow"
_INT_RANGE: Final = "json.integer_out_of_range"
_TOO_DEEP: Final = "json.too_deep"
_TRUNCATED: Final = "json.truncated"
_NOT_AN_OBJECT: Final = "json.not_an_object"
_SUPPRESSED: Final = "json.problems_suppressed"
_LINE_TOO_LONG: Final = "json.line_too_long"
#: Problems listed per document (a JSONL line); beyond, one ``json.problems_suppressed``
#: problem says how many more there are.
MAX_PROBLEMS: Final = 100
#: The default longest JSONL line read (512 MiB); ``TRAJSPEC_MAX_LINE_BYTES`` changes it.
DEFAULT_MAX_LINE_BYTES: Final = 512 << 20
#: Every code this module reports.
PROBLEM_CODES: Final = frozenset(
    {
        _SYNTAX,
        _DUPLICATE_KEY,
        _NON_FINITE,
        _BOM,
        _INVALID_UTF8,
        _LONE_SURROGATE,
        _OVERFLOW,
        _INT_RANGE,
        _TOO_DEEP,
        _TRUNCATED,
        _NOT_AN_OBJECT,
        _SUPPRESSED,
        _LINE_TOO_LONG,
    }
)


def max_line_bytes() -> int:
    """The longest JSONL line read: ``TRAJSPEC_MAX_LINE_BYTES`` (a positive integer), else
    :data:`DEFAULT_MAX_LINE_BYTES`."""
    text = os.environ.get("TRAJSPEC_MAX_LINE_BYTES")
    if not text:  # the usual case, asked once per file read: no int() to fail and catch
        return DEFAULT_MAX_LINE_BYTES
    try:
        value = int(text)
    except ValueError:
        return DEFAULT_MAX_LINE_BYTES
    return value if value > 0 else DEFAULT_MAX_LINE_BYTES


class OverlongLine(bytes):
    """Stands for a line longer than the limit, which was skipped unread: its bytes are
    empty; ``length`` is how many bytes the line had (its newline included)."""

    length: int

    def __new__(cls, length: int) -> OverlongLine:
        line = super().__new__(cls)
        line.length = length
        return line

    def __reduce__(self) -> tuple[Any, ...]:  # crosses to worker processes intact
        return (OverlongLine, (self.length,))


#: Bytes asked of the stream at a time by :func:`read_lines`: lines are found in each block by
#: ``bytes.find`` (memchr). A buffered ``readline`` looks at every byte in a C loop of its
#: own: on 2 MB of 54 KB lines that cost 11.7M instructions against 2.9M, about a sixth of
#: the ``orjson.loads`` floor of the same bytes (callgrind; 1 MiB blocks counted 2.5M, but
#: a reader then holds a megabyte).
_READ_BLOCK: Final = 1 << 18


def read_lines(stream: BinaryIO, limit: int | None = None) -> Iterator[bytes]:
    """The lines of a binary stream (newlines kept), none longer than ``limit`` bytes
    (default :func:`max_line_bytes`): a longer line is read on in blocks, dropped, and
    given as an :class:`OverlongLine`. What is held at once is one block and the start of
    one line under the limit."""
    limit = max_line_bytes() if limit is None else limit
    # read1: what a pipe or a socket has now, not a block's worth waited for
    read = getattr(stream, "read1", None) or stream.read
    parts: list[bytes] = []  # the start of the current line, when it is under the limit
    pending = 0  # the current line's length so far (past the limit: it is being skipped)
    while True:
        data = read(_READ_BLOCK)
        if not data:
            break
        if type(data) is not bytes:
            if not isinstance(data, bytes | bytearray):
                raise TypeError("JSONL needs a binary stream, e.g. open(path, 'rb')")
            data = bytes(data)
        at = 0
        find = data.find
        end = find(b"\n")
        while end >= 0:
            length = pending + end + 1 - at
            if length > limit:
                yield OverlongLine(length)
            elif parts:
                parts.append(data[at : end + 1])
                yield b"".join(parts)
            else:
                yield data[at : end + 1]
            parts, pending, at = [], 0, end + 1
            end = find(b"\n", at)
        left = len(data) - at
        if left:
            if pending + left > limit:
                parts = []
            else:
                parts.append(data[at:] if at else data)
            pending += left
        del data, find  # the block is let go before the next one is read
    if pending:
        yield OverlongLine(pending) if pending > limit else b"".join(parts)


def read_line_chunks(
    stream: BinaryIO, chunk_bytes: int, limit: int | None = None
) -> Iterator[list[bytes]]:
    """:func:`read_lines` in lists of whole lines of about ``chunk_bytes`` each."""
    chunk: list[bytes] = []
    size = 0
    for raw in read_lines(stream, limit):
        chunk.append(raw)
        size += len(raw)
        if size >= chunk_bytes:
            yield chunk
            chunk, size = [], 0
    if chunk:
        yield chunk


@dataclass(frozen=True, slots=True)
class JsonProblem:
    """One problem: a code from :data:`PROBLEM_CODES`, our message, 1-based position, and
    for a problem about a value the JSON Pointer of that value (else ``""``)."""

    code: str
    message: str
    line: int
    column: int
    path: str = ""


class StrictJsonError(ValueError):
    """A document that cannot be read strictly; ``problems`` holds all that were found."""

    problems: tuple[JsonProblem, ...]

    def __init__(self, problems: tuple[JsonProblem, ...]) -> None:
        super().__init__(problems)
        self.problems = problems

    def __str__(self) -> str:
        first = self.problems[0]
        return f"{first.line}:{first.column}: {first.message}"


@dataclass(slots=True)
class JsonlRecord:
    """One non-blank JSONL line. ``problems`` is empty exactly when ``value`` is the parsed
    document; otherwise ``value`` is None. ``raw`` is the line as read, newline included."""

    line: int
    value: Any | None
    problems: tuple[JsonProblem, ...]
    raw: bytes

    @property
    def ok(self) -> bool:
        return not self.problems


def loads(data: bytes | str, *, line: int = 1) -> Any:
    """Parse one JSON document strictly; raises :class:`StrictJsonError` with every problem
    found (reading stops at a syntax error). ``line`` numbers the document's first line."""
    if isinstance(data, str):
        try:
            raw = data.encode("utf-8")
        except UnicodeEncodeError:
            # Only a str holding surrogate code points gets here; orjson would refuse it.
            raw = None
        if raw is None:
            return _slow_loads(data, line=line)
    else:
        raw = data
    value, problems = _parse(raw, line)
    if problems:
        raise StrictJsonError(problems)
    return value


def read_json_file(path: str | PathLike[str]) -> Any:
    """Read a whole ``.json`` file strictly; OSError passes through."""
    return loads(Path(path).read_bytes())


def iter_jsonl(
    stream: BinaryIO | Iterable[bytes], *, require_object: bool = True, first_line: int = 1
) -> Iterator[JsonlRecord]:
    """Read a binary JSONL stream (or a list of its lines, newlines kept) line by line
    (memory does not grow with the stream). ``first_line`` numbers the first line (a chunk
    of a file: the chunk's first line in the file), for records and problems alike.

    Blank and whitespace-only lines are skipped; use :class:`JsonlReader` to count them.
    With ``require_object`` a line holding valid JSON other than an object becomes a
    ``json.not_an_object`` problem."""
    return iter(JsonlReader(stream, require_object=require_object, first_line=first_line))


@contextlib.contextmanager
def cyclic_gc_paused() -> Iterator[None]:
    """Pause Python's cyclic garbage collector for a bounded batch of documents (one chunk of
    lines), and restore it as it was.

    Parsed JSON holds no reference cycles, so the collector finds nothing in it, yet every
    700 new containers it runs, and each run of an older generation walks every container
    alive: on a chunk of small rows that was a third of the time of `trajspec health` and a
    sixth of `trajspec validate` (bench/). Reference counting still frees every document as
    soon as it is dropped; what a batch leaves in cycles is collected once it ends."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


class JsonlReader:
    """:func:`iter_jsonl` with counters::

        reader = JsonlReader(stream)
        for record in reader:
            ...
        reader.records, reader.blank_lines

    The counters grow while iterating and are final once iteration ends: ``lines`` read,
    ``blank_lines`` skipped, ``records`` yielded, and how many of those have problems
    (``records_with_problems``). A reader reads its stream once.
    """

    __slots__ = (
        "_before",
        "_stream",
        "blank_lines",
        "lines",
        "records",
        "records_with_problems",
        "require_object",
    )

    def __init__(
        self,
        stream: BinaryIO | Iterable[bytes],
        *,
        require_object: bool = True,
        first_line: int = 1,
    ) -> None:
        self._stream = stream
        self.require_object = require_object
        self._before = first_line - 1
        self.lines = 0
        self.blank_lines = 0
        self.records = 0
        self.records_with_problems = 0

    def __iter__(self) -> Iterator[JsonlRecord]:
        stream = self._stream
        lines = read_lines(stream) if hasattr(stream, "readline") else stream  # type: ignore[arg-type]
        require_object = self.require_object
        parse = _parse
        record_of = JsonlRecord
        for raw in lines:
            if type(raw) is not bytes and not isinstance(raw, bytes):
                raise TypeError("JSONL needs a binary stream, e.g. open(path, 'rb')")
            self.lines += 1
            line = self._before + self.lines
            if type(raw) is OverlongLine:
                self.records += 1
                self.records_with_problems += 1
                problem = _line_too_long(raw.length, line)
                yield JsonlRecord(line, None, (problem,), raw)
                continue
            # The first byte settles nearly every line; strip() would copy the whole line.
            if raw[0] in _WS_BYTES and not raw.strip(_WS_BYTES):
                self.blank_lines += 1
                continue
            value, problems = parse(raw, line)
            if problems:
                value = None
                if not raw.endswith(b"\n"):
                    problems = _truncated(problems)
                self.records_with_problems += 1
            elif require_object and type(value) is not dict:
                problems = (_not_an_object(raw, value, line),)
                value = None
                self.records_with_problems += 1
            self.records += 1
            record = record_of(line, value, problems, raw)
            # Hold no document while the next line is parsed: freeing it first lets the
            # allocator reuse its memory while still in cache (measured: 5% of a parse).
            del value
            yield record
            del record


# ---------------------------------------------------------------------------------------
# The tiers: orjson and a byte comparison, then the standard library, then the scanner.

_WS_BYTES: Final = b" \t\r\n"


def _parse(data: bytes, line: int) -> tuple[Any, tuple[JsonProblem, ...]]:
    try:
        value = orjson.loads(data)
    except orjson.JSONDecodeError:
        return _scan_bytes(data, line)
    # Depth d needs at least 2*d bytes, so short documents have no depth question.
    bound_depth = len(data) > 2 * MAX_DEPTH
    try:
        # "{\n" or "[\n" first: indented text (what export writes), compared with orjson's
        # own indented writing, which settles depth too. Otherwise (or when that comparison
        # fails) the compact comparison, which also bounds the depth before the next tier.
        if data[1:2] == b"\n" and _written_indented(data, value):
            return value, ()
        if bound_depth and _DUMPS_PADDING is None and not _depth_within_limit(value):
            return _scan_bytes(data, line)
        if _written_canonically(data, value, bound_depth=bound_depth):
            return value, ()
    except orjson.JSONEncodeError:
        # Deeper than MAX_DEPTH (or, never seen, a value orjson reads but cannot write).
        return _scan_bytes(data, line)
    if _stdlib_finds_nothing(data):
        return value, ()
    return _scan_bytes(data, line)


def _written_canonically(data: bytes, value: Any, *, bound_depth: bool = False) -> bool:
    """True when ``data`` is orjson's own serialization of ``value``, plus trailing whitespace.

    Then no key was dropped as a duplicate (the member counts agree) and every number
    literal is the shortest round-trip spelling of its double (so no integer beyond the
    exact range). orjson's two-space
    indented text (what export writes) has its own comparison, :func:`_written_indented`;
    other pretty-printed text (``json.dumps`` output) goes to the next tier.

    With ``bound_depth`` (and a probed padding) the value is written inside padding levels,
    so that orjson raises JSONEncodeError exactly when it is deeper than MAX_DEPTH."""
    if bound_depth and _DUMPS_PADDING is not None:
        pad = _DUMPS_PADDING
        out = _padded_dumps(value)
        body = len(out) - 2 * pad
        if body > len(data) or not data.startswith(memoryview(out)[pad : pad + body]):
            return False
    else:
        out = orjson.dumps(value)
        body = len(out)
        if not data.startswith(out):
            return False
    tail = data[body:]
    return not tail or tail == b"\n" or not tail.strip(_WS_BYTES)


#: In orjson's two-space indented writing every element of an array and every member of an
#: object starts a line of its own, indented two spaces for each container around it, and a
#: raw newline occurs nowhere else (strings escape it). So a container nested in k others
#: starts a line of 2*k spaces: a value deeper than MAX_DEPTH has a line indented 2*MAX_DEPTH
#: spaces or more, and text without one is at most MAX_DEPTH deep. (A scalar at that depth
#: also makes such a line; that text goes on to the compact comparison, which measures.)
_TOO_INDENTED: Final = b"\n" + b" " * (2 * MAX_DEPTH)
#: Its first 99 bytes, looked for first: text without them has no line that deep. CPython's
#: bytes.find gives a needle of 100 bytes or more the two-way search, whose preprocessing of
#: the needle (some 9,000 instructions) is paid on every call; a shorter one in a text under
#: 30,000 bytes gets the plain skipping search, which steps over most of the text.
_DEEP_LINE: Final = _TOO_INDENTED[:99]


def _written_indented(data: bytes, value: Any) -> bool:
    """True when ``data`` is ``orjson.dumps(value, option=OPT_INDENT_2)`` plus trailing
    whitespace and ``value`` is at most MAX_DEPTH deep: the same two questions as
    :func:`_written_canonically` (indenting changes neither keys nor number spelling), and
    depth read off the indentation (:data:`_TOO_INDENTED`)."""
    out = orjson.dumps(value, option=orjson.OPT_INDENT_2)
    if not data.startswith(out):
        return False
    if out.find(_DEEP_LINE) >= 0 and out.find(_TOO_INDENTED) >= 0:
        return False
    tail = data[len(out) :]
    return not tail or tail == b"\n" or not tail.strip(_WS_BYTES)


_ORJSON_DUMPS_DEPTH: Final = 254


def _dumps_depth_limit() -> int | None:
    """The deepest nesting orjson.dumps writes, when it refuses everything deeper in the same
    way for arrays, objects, scalars and empty containers; None otherwise."""

    def nest(depth: int, inner: Any) -> Any:
        value = inner
        for level in range(depth - (1 if isinstance(inner, list | dict) else 0)):
            value = [value] if level % 2 else {"k": value}
        return value

    def writes(depth: int) -> set[bool]:
        found: set[bool] = set()
        inners: tuple[Any, ...] = (1, [], {})
        for inner in inners:
            try:
                orjson.dumps(nest(depth, inner))
                found.add(True)
            except orjson.JSONEncodeError:
                found.add(False)
        return found

    if writes(_ORJSON_DUMPS_DEPTH) == {True} and writes(_ORJSON_DUMPS_DEPTH + 1) == {False}:
        return _ORJSON_DUMPS_DEPTH  # what orjson 3.13 does: two probes at import
    low, high = MAX_DEPTH, 4096  # writes(low) must hold; writes(high) must not
    if writes(low) != {True} or writes(high) != {False}:
        return None
    while high - low > 1:
        middle = (low + high) // 2
        verdict = writes(middle)
        if len(verdict) != 1:
            return None
        low, high = (middle, high) if True in verdict else (low, middle)
    return low


def _dumps_padding() -> int | None:
    limit = _dumps_depth_limit()
    return None if limit is None else limit - MAX_DEPTH


#: Levels of padding around a value so that orjson.dumps refuses exactly the values deeper
#: than MAX_DEPTH; None when the probe failed and the depth walk decides instead.
_DUMPS_PADDING: Final = _dumps_padding()
_padding = threading.local()


def _padded_dumps(value: Any) -> bytes:
    """orjson.dumps of ``value`` inside _DUMPS_PADDING arrays, i.e. ``[[...value...]]``.

    The chain of arrays is built once per thread and the value put in its innermost slot for
    the call: orjson calls no Python code while writing, so nothing else can see it."""
    chain = getattr(_padding, "chain", None)
    if chain is None:
        assert _DUMPS_PADDING is not None
        innermost: list[Any] = [None]
        outer = innermost
        for _ in range(_DUMPS_PADDING - 1):
            outer = [outer]
        chain = _padding.chain = (outer, innermost)
    outer, innermost = chain
    innermost[0] = value
    try:
        return orjson.dumps(outer)
    finally:
        innermost[0] = None


def _containers_only(objects: list[Any]) -> list[Any]:
    return [x for x in objects if type(x) is dict or type(x) is list]


def _tracked_only(objects: list[Any]) -> list[Any]:
    return [*filter(gc.is_tracked, objects)]


# CPython tracks a dict in the garbage collector as soon as it holds a container, and lists
# always; so the tracked children of a container are its container children, except dicts
# of scalars, which add one level at most. filter(gc.is_tracked) runs in C. The probe keeps
# an interpreter that tracks differently on the exact, slower filter.
_children_that_nest: Final = (
    _tracked_only
    if gc.is_tracked(orjson.loads(b'{"a":{}}')) and gc.is_tracked(orjson.loads(b"[1]"))
    else _containers_only
)


def _depth_within_limit(value: Any) -> bool:
    """True when ``value`` is certainly at most MAX_DEPTH deep. Breadth-first, no recursion;
    False only means "not sure", and the scanner then measures exactly."""
    level = [value]
    for _depth in range(1, MAX_DEPTH):
        # ``level`` holds the containers at ``_depth``; their children are one deeper.
        level = _children_that_nest(gc.get_referents(*level))
        if not level:
            return True
    return False


def _refuse_constant(text: str) -> NoReturn:
    raise ValueError(text)


def _stdlib_finds_nothing(data: bytes) -> bool:
    """Duplicate keys and number spelling, judged with the standard library's C scanner, for
    documents orjson accepted but did not write (``json.dumps`` output, hand-written files).

    The hooks are C methods that only collect (list.append returns None, so the tree built
    is worthless and the value comes from orjson); the checks then run over whole lists with
    map(), not once per object in Python. Only called after the depth check, so the
    scanner's recursion is bounded."""
    objects: list[list[tuple[str, Any]]] = []
    floats: list[str] = []
    ints: list[str] = []
    judge = json.JSONDecoder(
        object_pairs_hook=objects.append,
        parse_float=floats.append,
        parse_int=ints.append,
        parse_constant=_refuse_constant,
    )
    try:
        judge.decode(data.decode("utf-8"))
    except (ValueError, RecursionError):
        return False
    if list(map(len, map(dict, objects))) != list(map(len, objects)):
        return False
    shortest = list(map(repr, map(float, floats)))
    if shortest != floats and any(
        _number_problem(text) for text, short in zip(floats, shortest, strict=True) if text != short
    ):
        return False
    # Up to 18 characters an integer always fits; longer ones get the exact check.
    return max(map(len, ints), default=0) <= 18 or not any(
        _number_problem(text) for text in ints if len(text) > 18
    )


def _scan_bytes(data: bytes, line: int) -> tuple[Any, tuple[JsonProblem, ...]]:
    # surrogateescape keeps every byte: undecodable ones become U+DC80..U+DCFF, one
    # character each, which the scanner reports as invalid UTF-8.
    return _Scanner(data.decode("utf-8", "surrogateescape"), line, from_bytes=True).run()


def _slow_loads(data: bytes | str, *, line: int = 1) -> Any:
    """The exact reference path: the scanner alone, with neither orjson nor the standard
    library. Same contract as :func:`loads`; the tests check that both agree."""
    if isinstance(data, str):
        value, problems = _Scanner(data, line, from_bytes=False).run()
    else:
        value, problems = _scan_bytes(data, line)
    if problems:
        raise StrictJsonError(problems)
    return value


# ---------------------------------------------------------------------------------------
# Numbers


def _number_problem(text: str) -> tuple[str, str] | None:
    """(code, message) when the number literal ``text`` has no value to read, else None: an
    integer outside INT_MIN..INT_MAX, or a number that overflows to infinity. Any other decimal
    is the finite double it names, however many digits it has (``0.99893422729493753``, the
    ``%.17g`` of a double, reads as that double; ``1e-400`` reads as 0.0, as the producer's
    own reader reads it)."""
    shown = text if len(text) <= 40 else text[:37] + "..."
    if "." not in text and "e" not in text and "E" not in text:
        digits = len(text) - text.startswith("-")
        # More than 20 digits is out of range; int() of huge text would be slow or refused.
        if digits < 19 or (digits <= 20 and INT_MIN <= int(text) <= INT_MAX):
            return None
        return _INT_RANGE, (
            f"the integer {shown} is outside {INT_MIN}..{INT_MAX}, the range kept exactly; "
            "write it as a string, or as a float if rounding is acceptable"
        )
    value = float(text)
    if math.isinf(value):
        return _OVERFLOW, (
            f"the number {shown} is too large for a double and would become infinity; "
            "numbers must stay within ±1.7976931348623157e308 (write larger ones as strings)"
        )
    return None


# ---------------------------------------------------------------------------------------
# The scanner: exact, iterative, reports every problem with its position.

_WS: Final = re.compile(r"[ \t\n\r]*")
_WORD: Final = re.compile(r"\w*")
_NUMBER: Final = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?")
_PLAIN: Final = re.compile(r'[^"\\\x00-\x1f\ud800-\udfff]*')
_SURROGATES: Final = re.compile(r"[\ud800-\udfff]+")
_HEX4: Final = re.compile(r"[0-9a-fA-F]{4}")
_ESCAPES: Final = {
    '"': '"',
    "\\": "\\",
    "/": "/",
    "b": "\b",
    "f": "\f",
    "n": "\n",
    "r": "\r",
    "t": "\t",
}
_WORDS: Final = {"true": True, "false": False, "null": None}


def _run_end(pattern: re.Pattern[str], text: str, i: int) -> int:
    """Where the run of ``pattern`` starting at ``i`` ends (the patterns match empty runs)."""
    match = pattern.match(text, i)
    assert match is not None
    return match.end()


class _Stop(Exception):
    """A syntax error: nothing after it can be read reliably."""


class _Frame:
    """An open array (``keys`` is None) or object (``keys`` maps each key to its position)."""

    __slots__ = ("closer", "container", "key", "keys")

    def __init__(self, is_object: bool) -> None:
        self.container: Any = {} if is_object else []
        self.keys: dict[str, int] | None = {} if is_object else None
        self.closer = "}" if is_object else "]"
        self.key = ""

    def add(self, value: Any) -> None:
        if self.keys is None:
            self.container.append(value)
        else:
            self.container[self.key] = value


def _show(char: str) -> str:
    if not char:
        return "the end of the input"
    if char.isprintable():
        return repr(char)
    return f"U+{ord(char):04X}"


class _Scanner:
    __slots__ = (
        "_at",
        "_in_key",
        "_line_start",
        "_lines",
        "_stack",
        "from_bytes",
        "line",
        "problems",
        "suppressed",
        "suppressed_at",
        "text",
    )

    def __init__(self, text: str, line: int, *, from_bytes: bool) -> None:
        self.text = text
        self.line = line
        # Surrogates in text decoded from bytes stand for undecodable bytes; in a str given
        # by the caller they are lone surrogate code points.
        self.from_bytes = from_bytes
        self.problems: list[JsonProblem] = []
        self.suppressed = 0  # problems beyond MAX_PROBLEMS, counted only
        self.suppressed_at = 0
        # Where the last position was asked: positions are counted on from there.
        self._at = 0
        self._lines = 0
        self._line_start = -1
        # The open containers, for the pointer of a problem's value (built only then).
        self._stack: list[_Frame] = []
        self._in_key = False

    def run(self) -> tuple[Any, tuple[JsonProblem, ...]]:
        try:
            value = self._document()
        except _Stop:
            value = None
        if self.suppressed:
            self.problems.append(
                JsonProblem(
                    _SUPPRESSED,
                    f"{self.suppressed} more problem{'s' * (self.suppressed != 1)} from here "
                    f"on are not listed: at most {MAX_PROBLEMS} are listed per document",
                    *self._where(self.suppressed_at),
                )
            )
        return (None if self.problems else value), tuple(self.problems)

    def _where(self, i: int) -> tuple[int, int]:
        text = self.text
        if i < self._at:  # an earlier position (a duplicate key's first place): count afresh
            self._at, self._lines, self._line_start = 0, 0, -1
        self._lines += text.count("\n", self._at, i)
        newline = text.rfind("\n", self._at, i)
        if newline >= 0:
            self._line_start = newline
        self._at = i
        return self.line + self._lines, i - self._line_start

    @property
    def full(self) -> bool:
        """Whether no further problem is listed (only counted)."""
        return len(self.problems) >= MAX_PROBLEMS

    def _pointer(self, key: str | None = None) -> str:
        """The JSON Pointer of the value being read: in each open container, the member or
        element that holds it (in the innermost one, the next element, or ``key`` when given);
        while a key is read, the pointer of its object."""
        stack = self._stack
        last = len(stack) - 1
        parts: list[str | int] = []
        for n, frame in enumerate(stack):
            if frame.keys is None:
                # An outer array already holds the open container; the innermost one gets
                # the value being read next.
                parts.append(len(frame.container) - (n < last))
            elif n < last:
                parts.append(frame.key)
            elif key is not None:
                parts.append(key)
            elif not self._in_key:
                parts.append(frame.key)
        return pointer(parts)

    def _report(self, code: str, i: int, message: str, path: str = "") -> None:
        if self.full:
            if not self.suppressed:
                self.suppressed_at = i
            self.suppressed += 1
            return
        self.problems.append(JsonProblem(code, message, *self._where(i), path))

    def _syntax_error(self, i: int, message: str) -> _Stop:
        """Report a syntax error at ``i``; the caller raises the returned exception."""
        if "\ud800" <= self.text[i : i + 1] <= "\udfff":
            self._bad_characters(i)  # more useful than "unexpected character"
        else:
            self._report(_SYNTAX, i, message)
        return _Stop()

    def _bad_characters(self, i: int, path: str = "") -> int:
        match = _SURROGATES.match(self.text, i)
        assert match is not None
        run = match.group()
        if self.from_bytes:
            shown = " ".join(f"{ord(c) - 0xDC00:02X}" for c in run[:8])
            more = " ..." if len(run) > 8 else ""
            self._report(
                _INVALID_UTF8,
                i,
                f"the bytes {shown}{more} are not valid UTF-8; JSON text must be UTF-8",
                path,
            )
        else:
            self._report(
                _LONE_SURROGATE,
                i,
                f"the text holds the lone surrogate U+{ord(run[0]):04X}, which is not a "
                "character and has no UTF-8 form; pass the text as UTF-8 bytes",
                path,
            )
        return match.end()

    def _document(self) -> Any:
        text = self.text
        i = 0
        if text.startswith("\ufeff"):
            self._report(
                _BOM,
                0,
                "the text starts with a byte order mark (EF BB BF); "
                "JSON must be plain UTF-8 without one",
            )
            i = 1
        stack = self._stack
        root: Any = None
        too_deep_reported = False
        i = _run_end(_WS, text, i)
        while True:
            # A value starts at i.
            char = text[i : i + 1]
            if char == "{" or char == "[":
                if len(stack) == MAX_DEPTH and not too_deep_reported:
                    too_deep_reported = True
                    self._report(
                        _TOO_DEEP,
                        i,
                        f"arrays and objects nest more than {MAX_DEPTH} levels deep here; "
                        f"at most {MAX_DEPTH} are allowed",
                        self._pointer(),
                    )
                frame = _Frame(char == "{")
                if stack:
                    stack[-1].add(frame.container)
                else:
                    root = frame.container
                stack.append(frame)
                i = _run_end(_WS, text, i + 1)
                if text.startswith(frame.closer, i):
                    i += 1
                    stack.pop()
                elif frame.keys is not None:
                    i = self._key(i, frame, after_comma=False)
                    continue
                else:
                    continue
            else:
                value, i = self._scalar(i)
                if stack:
                    stack[-1].add(value)
                else:
                    root = value
            # After a value: close what ends here, then find the next value.
            while True:
                i = _run_end(_WS, text, i)
                if not stack:
                    if i < len(text):
                        raise self._syntax_error(
                            i,
                            f"unexpected {_show(text[i])} after the JSON value; "
                            "a document holds exactly one value",
                        )
                    return root
                frame = stack[-1]
                char = text[i : i + 1]
                if char == ",":
                    i = _run_end(_WS, text, i + 1)
                    if frame.keys is not None:
                        i = self._key(i, frame, after_comma=True)
                    elif text.startswith("]", i):
                        raise self._syntax_error(i, "trailing comma before ']'; remove the comma")
                    break
                if char == frame.closer:
                    i += 1
                    stack.pop()
                    continue
                where = "an array element" if frame.keys is None else "an object member"
                raise self._syntax_error(
                    i, f"expected ',' or '{frame.closer}' after {where} but found {_show(char)}"
                )

    def _key(self, i: int, frame: _Frame, *, after_comma: bool) -> int:
        text = self.text
        char = text[i : i + 1]
        if char != '"':
            if after_comma and char == "}":
                raise self._syntax_error(i, "trailing comma before '}'; remove the comma")
            if char == "'":
                raise self._syntax_error(
                    i, "object keys must be in double quotes, not single quotes"
                )
            raise self._syntax_error(
                i, f"expected an object key in double quotes but found {_show(char)}"
            )
        self._in_key = True
        key, end = self._string(i)
        self._in_key = False
        assert frame.keys is not None
        first = frame.keys.setdefault(key, i)
        if first != i and self.full:
            self._report(_DUPLICATE_KEY, i, "")  # counted only
        elif first != i:
            line, column = self._where(first)
            shown = json.dumps(key if len(key) <= 60 else key[:57] + "...", ensure_ascii=False)
            self._report(
                _DUPLICATE_KEY,
                i,
                f"the key {shown} appears again in the same object (first at {line}:{column}); "
                "keys must be unique, and readers disagree on which value wins",
                self._pointer(key),
            )
        end = _run_end(_WS, text, end)
        if not text.startswith(":", end):
            raise self._syntax_error(
                end, f"expected ':' after the object key but found {_show(text[end : end + 1])}"
            )
        frame.key = key
        return _run_end(_WS, text, end + 1)

    def _scalar(self, i: int) -> tuple[Any, int]:
        text = self.text
        char = text[i : i + 1]
        if char == '"':
            return self._string(i)
        if char == "-" or "0" <= char <= "9":
            return self._number(i)
        for word, value in _WORDS.items():
            if text.startswith(word, i):
                return value, i + len(word)
        for word in ("NaN", "Infinity"):
            if text.startswith(word, i):
                self._non_finite(i, word)
                return None, i + len(word)
        if char == "'":
            raise self._syntax_error(i, "strings must be in double quotes, not single quotes")
        if char.isalpha():
            word = text[i : _run_end(_WORD, text, i)][:20]
            raise self._syntax_error(
                i, f"{word!r} is not a JSON value; the only words are true, false and null"
            )
        if char in ("+", "."):
            raise self._syntax_error(i, f"a number cannot start with {char!r}; write e.g. 0.5 or 5")
        raise self._syntax_error(
            i,
            "expected a JSON value (object, array, string, number, true, false or null) "
            f"but found {_show(char)}",
        )

    def _non_finite(self, i: int, word: str) -> None:
        self._report(
            _NON_FINITE,
            i,
            f"{word} is not a JSON number; JSON has no NaN or infinities: "
            "write null, or a string if the special value matters",
            self._pointer(),
        )

    def _number(self, i: int) -> tuple[Any, int]:
        text = self.text
        if text.startswith("-Infinity", i):
            self._non_finite(i, "-Infinity")
            return None, i + 9
        match = _NUMBER.match(text, i)
        if match is None:
            raise self._syntax_error(
                i + 1, f"expected a digit after '-' but found {_show(text[i + 1 : i + 2])}"
            )
        literal = match.group()
        end = match.end()
        after = text[end : end + 1]
        if after and after in "0123456789.eE+-":
            if after.isdigit():
                raise self._syntax_error(
                    end, f"numbers must not have leading zeros: {literal + after!r}"
                )
            raise self._syntax_error(
                end,
                f"malformed number {text[i : end + 1]!r}: "
                "JSON numbers look like 12, -0.5 or 1.5e-7",
            )
        problem = _number_problem(literal)
        if problem is not None:
            self._report(problem[0], i, problem[1], self._pointer())
            return None, end
        return (int(literal) if literal.lstrip("-").isdigit() else float(literal)), end

    def _string(self, i: int) -> tuple[str, int]:
        """The string whose opening quote is at ``i``, and the index after its closing quote."""
        text = self.text
        parts: list[str] = []
        j = i + 1
        while True:
            k = _run_end(_PLAIN, text, j)
            parts.append(text[j:k])
            char = text[k : k + 1]
            if char == '"':
                return "".join(parts), k + 1
            if char == "\\":
                j = self._escape(k, parts)
            elif not char:
                raise self._syntax_error(
                    k, "the string is not closed: a closing double quote is missing"
                )
            elif char < " ":
                raise self._syntax_error(
                    k,
                    f"a raw control character {_show(char)} inside a string; "
                    f"write it as an escape such as \\n or \\u{ord(char):04x}",
                )
            else:
                j = self._bad_characters(k, self._pointer())
                parts.append(text[k:j])

    def _escape(self, k: int, parts: list[str]) -> int:
        """Decode the escape whose backslash is at ``k``; returns where the string goes on."""
        text = self.text
        char = text[k + 1 : k + 2]
        simple = _ESCAPES.get(char)
        if simple is not None:
            parts.append(simple)
            return k + 2
        if not char:
            raise self._syntax_error(
                k + 1, "the string is not closed: a closing double quote is missing"
            )
        if char != "u":
            raise self._syntax_error(
                k,
                f"invalid escape \\{char} in a string; "
                'JSON knows \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX',
            )
        if _HEX4.match(text, k + 2) is None:
            raise self._syntax_error(k, "\\u must be followed by four hexadecimal digits")
        code = int(text[k + 2 : k + 6], 16)
        end = k + 6
        if 0xD800 <= code <= 0xDBFF:
            if text.startswith("\\u", end) and _HEX4.match(text, end + 2):
                low = int(text[end + 2 : end + 6], 16)
                if 0xDC00 <= low <= 0xDFFF:
                    parts.append(chr(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)))
                    return end + 6
            self._lone_escape(k, code, "high", "not followed by a low half \\uDC00-\\uDFFF")
        elif 0xDC00 <= code <= 0xDFFF:
            self._lone_escape(k, code, "low", "not preceded by a high half \\uD800-\\uDBFF")
        # A lone surrogate stays in the string, so that two different ones are different keys.
        parts.append(chr(code))
        return end

    def _lone_escape(self, k: int, code: int, half: str, missing: str) -> None:
        self._report(
            _LONE_SURROGATE,
            k,
            f"the escape \\u{code:04x} is the {half} half of a UTF-16 surrogate pair, {missing}; "
            "write the character itself, or both halves of its pair",
            self._pointer(),
        )


# ---------------------------------------------------------------------------------------
# JSONL helpers


def _truncated(problems: tuple[JsonProblem, ...]) -> tuple[JsonProblem, ...]:
    """On the last line without newline, a syntax error means the writer was cut off."""
    return tuple(
        JsonProblem(
            _TRUNCATED,
            "the last line has no terminating newline and is not complete JSON "
            f"({p.message}); the file looks cut off mid-write",
            p.line,
            p.column,
        )
        if p.code == _SYNTAX
        else p
        for p in problems
    )


def _line_too_long(length: int, line: int) -> JsonProblem:
    return JsonProblem(
        _LINE_TOO_LONG,
        f"the line is {length} bytes long, more than the {max_line_bytes()} bytes a line may "
        "have (TRAJSPEC_MAX_LINE_BYTES); it was skipped unread",
        line,
        1,
    )


def _not_an_object(raw: bytes, value: Any, line: int) -> JsonProblem:
    if type(value) is list:
        kind = "an array"
    elif type(value) is str:
        kind = "a string"
    elif value is None or type(value) is bool:
        kind = json.dumps(value)
    else:
        kind = "a number"
    column = len(raw) - len(raw.lstrip(_WS_BYTES)) + 1
    return JsonProblem(
        _NOT_AN_OBJECT,
        f"each line must hold a JSON object {{...}}, but this line holds {kind}",
        line,
        column,
    )
