"""Where a JSON Pointer points in the text of a document: line and column, start and end.

A finding's ``path`` tells a program where a problem is; a person and their editor need a line
and a column. ``locate(text, pointer)`` walks the JSON text (one JSONL line, or a whole ``.json``
file) to the value the pointer names and returns its ``Span``: 1-based lines, 1-based columns
counted in characters (Unicode code points) from the start of the line, the end column just past
the value's last character. ``key=True`` gives the span of the member's key instead (a finding
about an unknown member points at its name). A pointer into a value that is not there gives the
span of the deepest container that exists on the way (a missing member: the object that lacks
it).

The walk reads only what lies between the start of the text and the end of the target: it
skips strings, numbers and nested containers without building values. It runs only for
documents that have findings, so clean input pays nothing. Many findings of one document are
placed by one ``_Locator``, which remembers how far it has read each container on their paths
(the starts of its elements, its members' keys): each element is skipped once however many
findings lie after it, and each line start is found once. ``span_in_file`` gives the span in
file lines for a document that starts further down its file (a JSONL line); ``placed`` puts
those spans on findings. The text is assumed to be valid JSON
(the strict reader accepted it); on anything else the walk stops and answers what it has.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

from trajspec._findings import Finding, pointer_parts

_WHITESPACE = " \t\n\r"


@dataclass(frozen=True, slots=True)
class Span:
    """A stretch of text: from (line, column) to (end_line, end_column), columns 1-based,
    the end just past the last character."""

    line: int
    column: int
    end_line: int
    end_column: int


class _Text:
    """The document and a cursor (an index into it)."""

    __slots__ = ("_line_starts", "i", "n", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        self.n = len(text)
        self.i = 0
        self._line_starts: list[int] | None = None

    def position(self, at: int) -> tuple[int, int]:
        """(line, column) of index ``at``: the line starts are found once, by C-level scans."""
        starts = self._line_starts
        if starts is None:
            starts = self._line_starts = [0]
            found = self.text.find("\n")
            while found != -1:
                starts.append(found + 1)
                found = self.text.find("\n", found + 1)
        line = bisect.bisect_right(starts, at)
        return line, at - starts[line - 1] + 1

    def advance(self, to: int) -> None:
        self.i = to

    def skip_space(self) -> None:
        i, text, n = self.i, self.text, self.n
        while i < n and text[i] in _WHITESPACE:
            i += 1
        self.advance(i)

    def string_end(self, start: int) -> int:
        """Index just past the string that starts (with its quote) at ``start``."""
        text, i = self.text, start + 1
        while True:
            k = text.find('"', i)
            if k == -1:
                return self.n
            backslashes = 0
            j = k - 1
            while j > start and text[j] == "\\":
                backslashes += 1
                j -= 1
            if backslashes % 2 == 0:
                return k + 1
            i = k + 1

    def value_end(self, start: int) -> int:
        """Index just past the value that starts at ``start`` (strings may hold brackets, so
        they are skipped whole; containers by counting depth)."""
        text, n = self.text, self.n
        if start >= n:
            return n
        char = text[start]
        if char == '"':
            return self.string_end(start)
        if char in "[{":
            depth, i = 0, start
            while i < n:
                char = text[i]
                if char == '"':
                    i = self.string_end(i)
                    continue
                if char in "[{":
                    depth += 1
                elif char in "]}":
                    depth -= 1
                    if depth == 0:
                        return i + 1
                i += 1
            return n
        i = start
        while i < n and text[i] not in ",]} \t\n\r":
            i += 1
        return i

    def span(self, start: int, end: int) -> Span:
        line, column = self.position(start)
        end_line, end_column = self.position(end)
        return Span(line, column, end_line, end_column)


def _decoded_key(raw: str) -> str:
    if "\\" not in raw:
        return raw
    import json

    try:
        decoded: str = json.loads(f'"{raw}"')
    except ValueError:
        return raw
    return decoded


class _Container:
    """How far a container has been read: the members or element starts found so far, and
    where reading goes on (None: its end was reached)."""

    __slots__ = ("elements", "members", "resume", "skip")

    def __init__(self, start: int) -> None:
        self.members: dict[str, tuple[int, int]] = {}  # key -> (key start, value start)
        self.elements: list[int] = []  # the start of each element
        self.resume: int | None = start + 1  # just past the bracket, or past a comma
        # the start of the last value found, skipped only when reading goes on past it (a
        # path that stops at it never pays for its end)
        self.skip: int | None = None


class _Locator:
    """Spans of paths in one text; what it reads of a container serves every later path."""

    __slots__ = ("containers", "doc")

    def __init__(self, text: str) -> None:
        self.doc = _Text(text)
        self.containers: dict[int, _Container] = {}

    def _container(self, start: int) -> _Container:
        found = self.containers.get(start)
        if found is None:
            found = self.containers[start] = _Container(start)
        return found

    def _next_start(self, container: _Container) -> int | None:
        """Past the whitespace at the container's resume point: where its next item starts,
        or None (and reading ends) at its closing bracket or at anything unexpected."""
        doc, text = self.doc, self.doc.text
        if container.skip is not None:
            self._after(container, container.skip)
            container.skip = None
        i = container.resume
        if i is None:
            return None
        while i < doc.n and text[i] in _WHITESPACE:
            i += 1
        if i >= doc.n or text[i] in "]}":
            container.resume = None
            return None
        return i

    def _after(self, container: _Container, value_start: int) -> None:
        """Read on past the value at ``value_start``: past its comma, or to the end."""
        doc, text = self.doc, self.doc.text
        after = doc.value_end(value_start)
        while after < doc.n and text[after] in _WHITESPACE:
            after += 1
        container.resume = after + 1 if after < doc.n and text[after] == "," else None

    def member(self, start: int, wanted: str) -> tuple[int, int] | None:
        """(key start, value start) of member ``wanted`` of the object at ``start``; None when
        it has none (the first of a repeated key, as the reading stops there)."""
        container = self._container(start)
        found = container.members.get(wanted)
        text = self.doc.text
        while found is None and container.resume is not None:
            key_start = self._next_start(container)
            if key_start is None or text[key_start] != '"':
                container.resume = None
                break
            key_end = self.doc.string_end(key_start)
            value_start = key_end
            while value_start < self.doc.n and text[value_start] in _WHITESPACE + ":":
                value_start += 1
            key = _decoded_key(text[key_start + 1 : key_end - 1])
            container.members.setdefault(key, (key_start, value_start))
            if key == wanted:
                found = key_start, value_start
            container.skip = value_start
        return found

    def element(self, start: int, index: int) -> int | None:
        """The start of element ``index`` of the array at ``start``, or None."""
        container = self._container(start)
        elements = container.elements
        while len(elements) <= index and container.resume is not None:
            element = self._next_start(container)
            if element is None:
                break
            elements.append(element)
            container.skip = element
        return elements[index] if index < len(elements) else None

    def locate(self, path: str, *, key: bool = False) -> Span | None:
        """See :func:`locate`."""
        doc = self.doc
        text = doc.text
        doc.advance(0)
        doc.skip_space()
        if doc.i >= doc.n:
            return None
        start = doc.i
        key_start: int | None = None
        try:
            tokens = pointer_parts(path)
        except ValueError:
            tokens = []
        for token in tokens:
            char = text[start]
            if char == "{":
                found = self.member(start, token)
                if found is None:
                    break
                key_start, start = found
            elif char == "[" and token.isdigit() and (token == "0" or not token.startswith("0")):
                element = self.element(start, int(token))
                if element is None:
                    break
                key_start, start = None, element
            else:
                break
        else:
            if key and key_start is not None:
                return doc.span(key_start, doc.string_end(key_start))
        return doc.span(start, doc.value_end(start))


def locate(text: str | bytes, path: str, *, key: bool = False) -> Span | None:
    """The span of the value ``path`` names in ``text`` (of its key with ``key=True``), or of
    the deepest value on the way when the rest is missing; None for a text with no value."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", errors="replace")
    return _Locator(text).locate(path, key=key)


def _shifted(span: Span | None, first_line: int) -> Span | None:
    if span is None or first_line == 1:
        return span
    shift = first_line - 1
    return Span(span.line + shift, span.column, span.end_line + shift, span.end_column)


def span_in_file(
    text: str | bytes, path: str, first_line: int, *, key: bool = False
) -> Span | None:
    """``locate`` in the text of a document that starts at line ``first_line`` of its file:
    the span with file lines (a JSONL line's columns count within that line)."""
    return _shifted(locate(text, path, key=key), first_line)


def placed(findings: list[Finding], raw: bytes, first_line: int) -> list[Finding]:
    """The findings with the line and column span of what each one's path names in ``raw``,
    the text of the document that starts at line ``first_line`` of its file. An unknown
    member is placed at its key, every other path at its value (a missing member: at the
    object that lacks it); findings of reading (``json.*``) keep the position they have."""
    if not findings:
        return findings
    locator = _Locator(raw.decode("utf-8", errors="replace"))
    out = []
    for f in findings:
        span = None
        if f.column is None:
            where = locator.locate(f.path, key=f.code == "schema.additionalProperties")
            span = _shifted(where, first_line)
        if span is None:
            out.append(f)
            continue
        out.append(f.spanning(span.line, span.column, span.end_line, span.end_column))
    return out


__all__ = ["Span", "locate", "placed", "span_in_file"]
