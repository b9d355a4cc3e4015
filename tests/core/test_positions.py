"""trajspec._positions: the line and column a JSON Pointer names in a document's text."""

from __future__ import annotations

import json
from typing import Any

import pytest
from _examples import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from trajspec._findings import pointer
from trajspec._positions import Span, locate

DOC = '{\n  "a": 1,\n  "steps": [\n    {"x": "b]\\"{"},\n    {"y": [1, 2, 3]}\n  ],\n  "ké\\u0079": true\n}\n'


@pytest.mark.parametrize(
    ("path", "key", "span"),
    [
        ("", False, Span(1, 1, 8, 2)),
        ("/a", False, Span(2, 8, 2, 9)),
        ("/a", True, Span(2, 3, 2, 6)),
        ("/steps/1/y/2", False, Span(5, 18, 5, 19)),
        # a string holding brackets and an escaped quote is skipped whole
        ("/steps/0/x", False, Span(4, 11, 4, 18)),
        # a key written with an escape is found by its decoded name
        ("/kéy", True, Span(7, 3, 7, 13)),
        # missing: the deepest value on the way (the array, the object that lacks the member)
        ("/steps/5", False, Span(3, 12, 6, 4)),
        ("/steps/1/z", False, Span(5, 5, 5, 21)),
        ("/nope", False, Span(1, 1, 8, 2)),
    ],
)
def test_known_spans(path: str, key: bool, span: Span) -> None:
    assert locate(DOC, path, key=key) == span


def test_a_long_line_columns_count_characters_not_bytes() -> None:
    line = '{"pad": "' + "é" * 5000 + '", "target": [0, 1, {"deep": null}]}'
    found = locate(line.encode(), "/target/2/deep")
    assert found is not None
    assert found.line == found.end_line == 1
    assert line[found.column - 1 : found.end_column - 1] == "null"


def test_empty_text_has_no_span() -> None:
    assert locate("  \n", "/a") is None


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.text(alphabet='ab"\\/~ é]{', max_size=3), inner, max_size=4)
    ),
    max_leaves=20,
)


def _paths(value: Any, prefix: tuple[str | int, ...] = ()) -> list[tuple[str | int, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            found += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            found += _paths(v, (*prefix, i))
    return found


def _at(value: Any, parts: tuple[str | int, ...]) -> Any:
    for part in parts:
        value = value[part]
    return value


@settings(max_examples=examples(1.5), deadline=None)
@given(JSON, st.sampled_from([None, 0, 2]), st.booleans(), st.data())
def test_the_span_holds_exactly_the_named_value(
    document: Any, indent: int | None, ascii_only: bool, data: st.DataObject
) -> None:
    """Cut out of the text at the span, the characters parse (by the stdlib) to the value the
    pointer names, however the document is laid out."""
    text = json.dumps(document, indent=indent, ensure_ascii=ascii_only)
    parts = data.draw(st.sampled_from(_paths(document)))
    span = locate(text, pointer(parts))
    assert span is not None
    lines = text.split("\n")
    if span.line == span.end_line:
        cut = lines[span.line - 1][span.column - 1 : span.end_column - 1]
    else:
        cut = "\n".join(
            [
                lines[span.line - 1][span.column - 1 :],
                *lines[span.line : span.end_line - 1],
                lines[span.end_line - 1][: span.end_column - 1],
            ]
        )
    assert json.loads(cut) == _at(document, parts)


def test_placing_findings_in_one_array_reads_each_element_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """One finding in each of 400 elements of an array: the walk found element k by skipping
    the k elements before it, for each finding again (placing 3,400 findings in one row of
    600 KB took five minutes). The values skipped are counted: each element once, not once per
    finding after it."""
    from trajspec import _positions
    from trajspec._findings import Finding

    count = 400
    text = json.dumps({"calls": [{"id": i, "args": {"a": [i, "]"]}} for i in range(count)]})
    skipped = 0
    value_end = _positions._Text.value_end

    def counted(self: Any, start: int) -> int:
        nonlocal skipped
        skipped += 1
        return value_end(self, start)

    monkeypatch.setattr(_positions._Text, "value_end", counted)
    findings = [Finding("x", f"/calls/{i}/id", "m") for i in range(count)]
    placed = _positions.placed(findings, text.encode(), 1)
    assert [f.column for f in placed] == [text.index(f'{{"id": {i},') + 8 for i in range(count)]
    # each element skipped once, each member before "id" none, each id's value once
    assert skipped <= 3 * count


@settings(max_examples=examples(1.5), deadline=None)
@given(JSON, st.sampled_from([None, 0, 2]), st.data())
def test_the_spans_of_many_paths_are_each_path_s_own_span(
    document: Any, indent: int | None, data: st.DataObject
) -> None:
    """Placing many findings in one document walks it once for all of them; each span is the
    one that path alone gives, in whatever order the paths come."""
    from trajspec._findings import Finding
    from trajspec._positions import placed

    text = json.dumps(document, indent=indent)
    paths = data.draw(st.lists(st.sampled_from(_paths(document)), max_size=8))
    paths += data.draw(st.lists(st.tuples(st.just("missing"), st.integers(0, 3)), max_size=2))
    findings = [Finding("x", pointer(p), "m") for p in paths]
    together = placed(findings, text.encode(), 3)
    alone = [placed([f], text.encode(), 3)[0] for f in findings]
    assert together == alone
    for finding, path in zip(together, paths, strict=True):
        span = locate(text, pointer(path))
        assert span is not None
        assert (finding.line, finding.column) == (span.line + 2, span.column)
