"""Strict JSON reading: every problem code, positions, JSONL streaming, and properties."""

from __future__ import annotations

import gc
import io
import json
import math
import pickle
import struct
import tracemalloc
from decimal import Decimal
from pathlib import Path
from typing import Any

import orjson
import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from trajspec import _strictjson
from trajspec._strictjson import (
    INT_MAX,
    INT_MIN,
    MAX_DEPTH,
    PROBLEM_CODES,
    JsonlReader,
    JsonlRecord,
    JsonProblem,
    StrictJsonError,
    _slow_loads,
    iter_jsonl,
    loads,
    read_json_file,
)


def problems(data: bytes | str, *, line: int = 1) -> list[tuple[str, int, int]]:
    """(code, line, column) of every problem; [] when ``data`` reads fine."""
    try:
        loads(data, line=line)
    except StrictJsonError as error:
        return [(p.code, p.line, p.column) for p in error.problems]
    return []


def codes(data: bytes | str) -> list[str]:
    return [code for code, _, _ in problems(data)]


def spaced(doc: bytes) -> bytes:
    """The same document with Python's separators: no longer orjson's bytes, so it takes the
    standard library tier instead of the fast comparison."""
    return doc.replace(b",", b", ").replace(b":", b": ")


def same(a: Any, b: Any) -> bool:
    """Equality that also tells 1 from 1.0 and 0.0 from -0.0."""
    if type(a) is not type(b):
        return False
    if isinstance(a, float):
        return math.copysign(1.0, a) == math.copysign(1.0, b) and a == b
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    return bool(a == b)


def outcome(read: Any, data: bytes | str) -> tuple[str, Any]:
    try:
        return "value", read(data)
    except StrictJsonError as error:
        return "problems", error.problems


def agree(data: bytes | str) -> None:
    fast, slow = outcome(loads, data), outcome(_slow_loads, data)
    assert fast[0] == slow[0], (data, fast, slow)
    if fast[0] == "value":
        assert same(fast[1], slow[1]), (data, fast, slow)
    else:
        assert fast[1] == slow[1], data


# --- codes: each one triggered, and its look-alikes not ------------------------------------


def test_problem_codes_are_the_documented_ones() -> None:
    assert {
        "json.syntax",
        "json.duplicate_key",
        "json.non_finite_number",
        "json.byte_order_mark",
        "json.invalid_utf8",
        "json.lone_surrogate",
        "json.number_overflow",
        "json.integer_out_of_range",
        "json.too_deep",
        "json.truncated",
        "json.not_an_object",
        "json.problems_suppressed",
        "json.line_too_long",
    } == PROBLEM_CODES


@pytest.mark.parametrize(
    ("doc", "column"),
    [
        (b"", 1),
        (b"   ", 4),
        (b"[1,]", 4),
        (b'{"a":1,}', 8),
        (b'{"a" 1}', 6),
        (b"{'a':1}", 2),
        (b"{a:1}", 2),
        (b"[1 2]", 4),
        (b"[1}", 3),
        (b"01", 2),
        (b"1.", 2),
        (b".5", 1),
        (b"+1", 1),
        (b"-", 2),
        (b"tru", 1),
        (b"None", 1),
        (b'"abc', 5),
        (b'"a\tb"', 3),
        (b'"\\x"', 2),
        (b'"\\u12g4"', 2),
        (b"[1] 2", 5),
        (b"[1]\x00", 4),
        (b"\x0c1", 1),
        (b"[", 2),
    ],
)
def test_syntax_errors_are_placed_where_reading_stopped(doc: bytes, column: int) -> None:
    assert problems(doc) == [("json.syntax", 1, column)]
    agree(doc)


def test_syntax_stops_at_the_first_error_but_keeps_what_came_before() -> None:
    assert problems(b'{"a":1,"a":2,] "x" ]]') == [
        ("json.duplicate_key", 1, 8),
        ("json.syntax", 1, 14),
    ]


@pytest.mark.parametrize(
    "doc",
    [b"1", b"-0", b"-0.0", b'"x"', b"true", b"null", b"[]", b"{}", b' \t\r\n{"a" : [ 1 , 2 ] }\n'],
)
def test_valid_documents_read(doc: bytes) -> None:
    assert same(loads(doc), json.loads(doc))
    agree(doc)


def test_duplicate_key_reported_at_the_second_key() -> None:
    assert problems(b'{"a":1,"b":{"a":2}}') == []
    assert problems(b'{"a":1,"a":2}') == [("json.duplicate_key", 1, 8)]
    assert problems(spaced(b'{"a":1,"a":2}')) == [("json.duplicate_key", 1, 10)]
    with pytest.raises(StrictJsonError) as raised:
        loads(b'{"id":1,\n "id":2}')
    (problem,) = raised.value.problems
    assert (problem.line, problem.column) == (2, 2)
    assert '"id"' in problem.message
    assert "1:2" in problem.message  # where the first one is


def test_every_duplicate_is_reported() -> None:
    doc = b'{"a":1,"a":2,"b":{"c":1,"c":2},"a":3}'
    assert problems(doc) == [
        ("json.duplicate_key", 1, 8),
        ("json.duplicate_key", 1, 25),
        ("json.duplicate_key", 1, 32),
    ]
    agree(doc)


def test_keys_compare_after_decoding_escapes() -> None:
    assert codes(b'{"\\u0061":1,"a":2}') == ["json.duplicate_key"]
    assert codes(b'{"\\ud800":1,"\\udc00":2}') == ["json.lone_surrogate"] * 2


def test_columns_count_characters_not_bytes() -> None:
    assert problems('{"é":1,"é":2}') == [("json.duplicate_key", 1, 8)]
    assert problems('{"😀":1,"😀":2}'.encode()) == [("json.duplicate_key", 1, 8)]


@pytest.mark.parametrize(
    ("doc", "column"), [(b"NaN", 1), (b"[1,Infinity]", 4), (b'{"x":-Infinity}', 6)]
)
def test_non_finite_numbers(doc: bytes, column: int) -> None:
    assert problems(doc) == [("json.non_finite_number", 1, column)]
    agree(doc)


def test_non_finite_words_in_strings_are_fine() -> None:
    assert loads(b'["NaN","Infinity","-Infinity"]') == ["NaN", "Infinity", "-Infinity"]


def test_byte_order_mark() -> None:
    assert problems(b'\xef\xbb\xbf{"a":1}') == [("json.byte_order_mark", 1, 1)]
    # Reading goes on after it, and columns count it as a character.
    assert problems(b'\xef\xbb\xbf{"a":1,"a":2}') == [
        ("json.byte_order_mark", 1, 1),
        ("json.duplicate_key", 1, 9),
    ]
    assert loads('"a\ufeffb"'.encode()) == "a\ufeffb"  # inside a string it is a character


def test_invalid_utf8() -> None:
    assert problems(b'"\xff"') == [("json.invalid_utf8", 1, 2)]
    assert problems(b'"\xc3\xa9\xff"') == [("json.invalid_utf8", 1, 3)]  # é is one column
    assert problems(b'["\xed\xa0\x80", "\xc3"]') == [  # an encoded surrogate, a cut character
        ("json.invalid_utf8", 1, 3),
        ("json.invalid_utf8", 1, 10),
    ]
    assert problems(b"\xff") == [("json.invalid_utf8", 1, 1)]
    assert loads('"é😀"'.encode()) == "é😀"


def test_lone_surrogates() -> None:
    assert problems(b'"\\ud800"') == [("json.lone_surrogate", 1, 2)]
    assert problems(b'"x\\udc00"') == [("json.lone_surrogate", 1, 3)]
    assert problems(b'"\\ud800\\u0041"') == [("json.lone_surrogate", 1, 2)]
    assert problems(b'["\\ud800\\ud800\\udc00"]') == [("json.lone_surrogate", 1, 3)]
    assert loads(b'"\\ud83d\\ude00"') == "😀"
    # A str holding a surrogate code point cannot be UTF-8 at all.
    assert problems('["ok", "\ud800"]') == [("json.lone_surrogate", 1, 9)]


@pytest.mark.parametrize("doc", [b"1e400", b"-1e400", b"1.8e308", b"[0.1e310]"])
def test_number_overflow(doc: bytes) -> None:
    assert codes(doc) == ["json.number_overflow"]
    assert codes(spaced(b"[0," + doc + b"]")) == ["json.number_overflow"]


@pytest.mark.parametrize("doc", [b"1e-400", b"-1e-400", b"2e-324", b"0.000001e-330"])
def test_a_decimal_below_the_smallest_double_is_the_zero_it_parses_to(doc: bytes) -> None:
    """A decimal that parses to a finite double is that double, 0.0 included, as the
    producer's own reader (Python's json, Go, Java) reads it: no finding."""
    assert codes(doc) == []
    assert codes(spaced(b"[0," + doc + b"]")) == []
    assert loads(doc) == 0.0
    assert loads(spaced(b"[0," + doc + b"]")) == [0, 0.0]


@pytest.mark.parametrize(
    "doc",
    [
        b"1.0000000000000001",
        b"0.30000000000000005",
        b"0.99893422729493753",  # %.17g of a double, as C, C++, Java and Go print it
        b"9007199254740993.0",
        b"4.9e-324",
        b"3e-324",
        b"12345678901234567890.5",
        b"3.14159265358979323846264338327950288419716939937510",
    ],
)
def test_more_digits_than_a_double_holds_read_as_that_double(doc: bytes) -> None:
    """A decimal that parses to a finite double is that double, however many digits it has
    (json.number_inexact is retired): no problem, and both tiers read the same value."""
    assert problems(doc) == []
    assert problems(spaced(b"[0," + doc + b"]")) == []
    assert same(loads(doc), float(doc))
    assert same(loads(spaced(b"[0," + doc + b"]")), [0, float(doc)])
    agree(doc)
    agree(spaced(b"[0," + doc + b"]"))


@pytest.mark.parametrize(
    "doc",
    [
        b"1.0",
        b"1e2",
        b"1E2",
        b"1.50",
        b"100e-2",
        b"0.1",
        b"5e-324",
        b"1.7976931348623157e308",
        b"-0.0",
        b"0e-400",
        b"0.0e999",
        b"1" + b"0" * 400 + b"e-400",  # exactly 1
    ],
)
def test_exact_numbers_are_fine(doc: bytes) -> None:
    assert problems(doc) == []
    assert problems(spaced(b"[0," + doc + b"]")) == []
    agree(doc)


def test_number_messages_say_what_would_be_right() -> None:
    with pytest.raises(StrictJsonError) as raised:
        loads(b"[1e400]")
    assert "1e400" in str(raised.value)
    assert "write larger ones as strings" in str(raised.value)
    assert str(raised.value).startswith("1:2: ")


@pytest.mark.parametrize(
    ("doc", "bad"),
    [
        (str(INT_MAX).encode(), False),
        (str(INT_MAX + 1).encode(), True),
        (str(INT_MIN).encode(), False),
        (str(INT_MIN - 1).encode(), True),
        (b"9" * 30, True),
        (b"-1" + b"0" * 400, True),  # an integer literal, not an overflow
        (b"1" * 5000, True),  # beyond Python's int() digit limit, still no crash
        (b"123456789012345678", False),
    ],
)
def test_integer_range(doc: bytes, bad: bool) -> None:
    assert codes(doc) == (["json.integer_out_of_range"] if bad else [])
    assert codes(spaced(b"[0," + doc + b"]")) == (["json.integer_out_of_range"] if bad else [])
    if not bad:
        assert loads(doc) == int(doc)


def nested(depth: int, *, leaf: bytes = b"", kinds: bytes = b"[") -> bytes:
    """``depth`` containers, cycling through ``kinds``, around ``leaf`` (empty: none)."""
    doc = leaf
    for level in reversed(range(depth)):
        if kinds[level % len(kinds)] == ord("{"):
            doc = b'{"k":' + doc + b"}" if doc else b"{}"
        else:
            doc = b"[" + doc + b"]"
    return doc


@pytest.mark.parametrize("kinds", [b"[", b"{", b"[{"])
@pytest.mark.parametrize("leaf", [b"", b"1", b'{"x":1}', b"[1]"])
def test_depth_limit(kinds: bytes, leaf: bytes) -> None:
    extra = 1 if leaf.startswith((b"{", b"[")) else 0
    fine = nested(MAX_DEPTH - extra, leaf=leaf, kinds=kinds)
    deep = nested(MAX_DEPTH + 1 - extra, leaf=leaf, kinds=kinds)
    assert problems(fine) == []
    assert codes(deep) == ["json.too_deep"]
    agree(fine)
    agree(deep)


@pytest.mark.parametrize("padding", ["probed", "walk"])
@pytest.mark.parametrize("kinds", [b"[", b"{", b"[{"])
def test_depth_limit_in_large_documents(
    kinds: bytes, padding: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Large documents are bounded by the padded re-serialization, or by the walk when the
    probe of orjson's limit failed; both must draw the line at exactly MAX_DEPTH."""
    if padding == "walk":
        monkeypatch.setattr(_strictjson, "_DUMPS_PADDING", None)
    bulk = b'"' + b"x" * 10_000 + b'"'
    fine = b"[" + bulk + b"," + nested(MAX_DEPTH - 1, leaf=b"1", kinds=kinds) + b"]"
    deep = b"[" + bulk + b"," + nested(MAX_DEPTH, leaf=b"1", kinds=kinds) + b"]"
    assert problems(fine) == []
    assert problems(spaced(fine)) == []
    assert codes(deep) == ["json.too_deep"]
    assert codes(spaced(deep)) == ["json.too_deep"]


def test_too_deep_is_placed_at_the_opener_beyond_the_limit() -> None:
    assert problems(b"[" * 129 + b"]" * 129) == [("json.too_deep", 1, 129)]
    assert problems(b" " + b'{"a":' * 129 + b"1" + b"}" * 129) == [("json.too_deep", 1, 642)]


def test_deep_nesting_never_recurses() -> None:
    closed = b"[" * 100_000 + b"]" * 100_000
    assert problems(closed) == [("json.too_deep", 1, 129)]
    assert problems(b"[" * 100_000) == [("json.too_deep", 1, 129), ("json.syntax", 1, 100_001)]
    assert codes(b'{"a":' * 50_000) == ["json.too_deep", "json.syntax"]
    agree(closed)


def test_several_problems_in_one_document_are_all_reported() -> None:
    doc = b'{"a":1e400,"a":NaN,"b":"\\ud800","c":1.0000000000000001,"d":[1e-400,18446744073709551616]}'
    expected = [
        ("json.number_overflow", 1, 6),
        ("json.duplicate_key", 1, 12),
        ("json.non_finite_number", 1, 16),
        ("json.lone_surrogate", 1, 25),
        ("json.integer_out_of_range", 1, 68),
    ]
    assert problems(doc) == expected
    agree(doc)


def pointers(data: bytes | str) -> list[tuple[str, str]]:
    """(code, JSON Pointer) of every problem."""
    try:
        loads(data)
    except StrictJsonError as error:
        return [(p.code, p.path) for p in error.problems]
    return []


def test_problems_about_a_value_carry_its_pointer() -> None:
    doc = b'{"x": [1, 1e400], "y": {"z": 123456789012345678901234567890}}'
    assert pointers(doc) == [
        ("json.number_overflow", "/x/1"),
        ("json.integer_out_of_range", "/y/z"),
    ]
    doc = b'{"a":1e400,"a":NaN,"b":"\\ud800","c~/":[[0,1e-400],{"k":-1e999}],"d":[18446744073709551616]}'
    assert pointers(doc) == [
        ("json.number_overflow", "/a"),
        ("json.duplicate_key", "/a"),
        ("json.non_finite_number", "/a"),
        ("json.lone_surrogate", "/b"),
        ("json.number_overflow", "/c~0~1/1/k"),
        ("json.integer_out_of_range", "/d/0"),
    ]
    assert pointers(b"[1, [2, 3, NaN], 1e400]") == [
        ("json.non_finite_number", "/1/2"),
        ("json.number_overflow", "/2"),
    ]
    assert pointers(b"1e400") == [("json.number_overflow", "")]
    assert pointers(b'{"a": [' + b"[" * 128 + b"]" * 128 + b"]}") == [
        ("json.too_deep", "/a/0" + "/0" * 126)
    ]
    # Problems with the text rather than a value have no pointer.
    assert pointers(b'{"a": [1, }') == [("json.syntax", "")]
    assert pointers(b'\xef\xbb\xbf{"a": 1}') == [("json.byte_order_mark", "")]


def test_json_findings_carry_the_pointer() -> None:
    from trajspec._rules import json_findings

    with pytest.raises(StrictJsonError) as raised:
        loads(b'{"x": [1, 1e400], "y": {"z": 123456789012345678901234567890}}')
    found = json_findings(raised.value.problems)
    assert [(f.code, f.path) for f in found] == [
        ("json.number_overflow", "/x/1"),
        ("json.integer_out_of_range", "/y/z"),
    ]


def test_lines_start_from_the_given_line() -> None:
    assert problems(b'{"a":1,\n"a":2}', line=10) == [("json.duplicate_key", 11, 1)]


# --- the error type and the file reader ------------------------------------------------


def test_strict_json_error() -> None:
    with pytest.raises(StrictJsonError) as raised:
        loads(b'[NaN, {"a":1,"a":2}]')
    error = raised.value
    assert isinstance(error, ValueError)
    assert len(error.problems) == 2
    assert all(isinstance(p, JsonProblem) for p in error.problems)
    assert str(error) == f"1:2: {error.problems[0].message}"
    assert pickle.loads(pickle.dumps(error)).problems == error.problems


def test_loads_accepts_str() -> None:
    assert loads('{"a": [1, 2.5, "é"]}') == {"a": [1, 2.5, "é"]}


def test_read_json_file(tmp_path: Path) -> None:
    good = tmp_path / "good.json"
    good.write_text('{\n  "a": 1,\n  "b": [true, null]\n}\n', encoding="utf-8")
    assert read_json_file(good) == {"a": 1, "b": [True, None]}
    bad = tmp_path / "bad.json"
    bad.write_bytes(b'{\n  "a": 1,\n  "a": 2\n}\n')
    with pytest.raises(StrictJsonError) as raised:
        read_json_file(str(bad))
    assert [(p.code, p.line, p.column) for p in raised.value.problems] == [
        ("json.duplicate_key", 3, 3)
    ]
    with pytest.raises(FileNotFoundError):
        read_json_file(tmp_path / "missing.json")


# --- JSON Lines ------------------------------------------------------------------------


def read(data: bytes, **kwargs: Any) -> tuple[list[JsonlRecord], JsonlReader]:
    reader = JsonlReader(io.BytesIO(data), **kwargs)
    return list(reader), reader


def test_jsonl_records_lines_and_blank_lines() -> None:
    data = b'{"a":1}\n\n   \n\t\r\n{"b": 2}\r\n{"c":3}\n'
    records, reader = read(data)
    assert [(r.line, r.value, r.problems) for r in records] == [
        (1, {"a": 1}, ()),
        (5, {"b": 2}, ()),
        (6, {"c": 3}, ()),
    ]
    assert [r.raw for r in records] == [b'{"a":1}\n', b'{"b": 2}\r\n', b'{"c":3}\n']
    assert all(r.ok for r in records)
    assert (reader.lines, reader.records, reader.blank_lines) == (6, 3, 3)
    assert reader.records_with_problems == 0


def test_jsonl_problems_carry_the_file_line() -> None:
    data = b'{"a":1}\n{"a":1,"a":2}\n\xef\xbb\xbf{"b":1}\n\x0c\n'
    records, reader = read(data)
    assert [
        (r.line, r.value, [(p.code, p.line, p.column) for p in r.problems]) for r in records
    ] == [
        (1, {"a": 1}, []),
        (2, None, [("json.duplicate_key", 2, 8)]),
        (3, None, [("json.byte_order_mark", 3, 1)]),
        (4, None, [("json.syntax", 4, 1)]),  # a form feed is not JSON whitespace
    ]
    assert reader.records_with_problems == 3


def test_jsonl_truncated_last_line() -> None:
    records, _ = read(b'{"a":1}\n{"a":[1,2')
    assert records[-1].value is None
    assert [(p.code, p.line, p.column) for p in records[-1].problems] == [("json.truncated", 2, 10)]
    assert "cut off" in records[-1].problems[0].message
    # Cut in the middle of a character: the partial character is still reported.
    records, _ = read('{"a":"é'.encode()[:-1])
    assert [p.code for p in records[0].problems] == ["json.invalid_utf8", "json.truncated"]


def test_jsonl_complete_last_line_without_newline_is_fine() -> None:
    records, _ = read(b'{"a":1}\n{"b":2}')
    assert [(r.value, r.problems) for r in records] == [({"a": 1}, ()), ({"b": 2}, ())]
    # Not a cut: a complete last line with another problem keeps that problem.
    records, _ = read(b'{"a":1,"a":2}')
    assert [p.code for p in records[0].problems] == ["json.duplicate_key"]


def test_jsonl_incomplete_line_with_newline_is_a_syntax_error() -> None:
    records, _ = read(b'{"a":[1,2\n{"b":2}\n')
    assert [p.code for p in records[0].problems] == ["json.syntax"]
    assert records[1].value == {"b": 2}


@pytest.mark.parametrize(
    ("line", "column"), [(b"[1]", 1), (b'  "s"', 3), (b"1", 1), (b"null", 1), (b"true", 1)]
)
def test_jsonl_requires_objects(line: bytes, column: int) -> None:
    (record,), _ = read(line + b"\n")
    assert record.value is None
    assert [(p.code, p.line, p.column) for p in record.problems] == [
        ("json.not_an_object", 1, column)
    ]
    (record,), _ = read(line + b"\n", require_object=False)
    assert record.ok
    assert record.value == json.loads(line)


def test_iter_jsonl_is_the_reader_without_counters() -> None:
    records = list(iter_jsonl(io.BytesIO(b'\n{"a":1}\n[2]\n'), require_object=False))
    assert [(r.line, r.value) for r in records] == [(2, {"a": 1}), (3, [2])]


def test_jsonl_needs_a_binary_stream() -> None:
    with pytest.raises(TypeError, match="binary"):
        list(iter_jsonl(io.StringIO('{"a":1}\n')))  # type: ignore[arg-type]


def test_jsonl_deep_line() -> None:
    (record,), _ = read(b'{"a":' + b"[" * 100_000 + b"\n")
    assert [p.code for p in record.problems] == ["json.too_deep", "json.syntax"]


def test_jsonl_streams_in_constant_memory(tmp_path: Path) -> None:
    path = tmp_path / "big.jsonl"
    row = {"id": 0, "text": "streaming " * 12, "scores": [0.25, 1.5, -3.0], "ok": True}
    with path.open("wb") as out:
        for i in range(50_000):
            row["id"] = i
            out.write(orjson.dumps(row) + b"\n")
    size = path.stat().st_size
    tracemalloc.start()
    try:
        with path.open("rb") as stream:
            reader = JsonlReader(stream)
            for record in reader:
                assert record.ok
            peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert reader.records == 50_000
    assert peak < size / 20, (peak, size)


# --- what the fast path relies on in orjson --------------------------------------------


@pytest.mark.parametrize(
    "doc",
    [
        b"NaN",
        b"[Infinity]",
        b"[-Infinity]",
        b'"\\ud800"',
        b'"\\udc00"',
        b'"\xff"',
        b'"\xed\xa0\x80"',
        b"\xef\xbb\xbf{}",
        b"1e400",
        b"1" + b"0" * 400,
        b"[" * 1025 + b"]" * 1025,
    ],
)
def test_orjson_refuses(doc: bytes) -> None:
    with pytest.raises(orjson.JSONDecodeError):
        orjson.loads(doc)


def test_orjson_silently_repairs_what_we_report() -> None:
    assert orjson.loads(b'{"a":1,"a":2}') == {"a": 2}
    assert orjson.loads(b"1e-400") == 0.0
    assert orjson.loads(b"1.0000000000000001") == 1.0
    assert orjson.loads(str(INT_MAX).encode()) == INT_MAX
    assert orjson.loads(str(INT_MIN).encode()) == INT_MIN
    assert type(orjson.loads(str(INT_MAX + 1).encode())) is float
    assert type(orjson.loads(str(INT_MIN - 1).encode())) is float
    assert orjson.loads(b"[" * 1024 + b"]" * 1024) is not None
    assert orjson.loads('"a\ufeffb"'.encode()) == "a\ufeffb"


def test_orjson_dumps_refuses_exactly_beyond_its_depth_limit() -> None:
    """The fast depth bound relies on this; if a new orjson moves the limit the probe adapts,
    and if it stops refusing uniformly the probe gives up (and this test says so)."""
    assert _strictjson._DUMPS_PADDING == _strictjson._ORJSON_DUMPS_DEPTH - MAX_DEPTH
    for inner in (1, [], {}):
        value: Any = inner
        for _ in range(_strictjson._ORJSON_DUMPS_DEPTH - (0 if inner == 1 else 1)):
            value = [value]
        orjson.dumps(value)
        with pytest.raises(orjson.JSONEncodeError):
            orjson.dumps([value])


def test_gc_tracks_what_the_depth_walk_assumes() -> None:
    assert gc.is_tracked(orjson.loads(b'{"a":{}}'))
    assert gc.is_tracked(orjson.loads(b'{"a":[]}'))
    assert gc.is_tracked(orjson.loads(b"[]"))
    assert not gc.is_tracked(orjson.loads(b'{"a":1,"b":"x"}'))  # a leaf: one level at most


finite_floats = st.floats(allow_nan=False, allow_infinity=False)


@given(finite_floats)
@example(5e-324)
@example(1e16)
@example(1e-7)
@example(1.7976931348623157e308)
def test_orjson_writes_the_decimal_of_repr(number: float) -> None:
    assert Decimal(orjson.dumps(number).decode()) == Decimal(repr(number))


@given(st.integers(min_value=0, max_value=2**64 - 1))
def test_orjson_decimal_of_repr_on_raw_bits(bits: int) -> None:
    (number,) = struct.unpack("<d", bits.to_bytes(8, "little"))
    if math.isfinite(number):
        assert Decimal(orjson.dumps(number).decode()) == Decimal(repr(number))
        assert loads(orjson.dumps(number)) == number


# --- properties ------------------------------------------------------------------------

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=INT_MIN, max_value=INT_MAX)
    | finite_floats
    | st.text(),
    lambda children: (
        st.lists(children, max_size=6) | st.dictionaries(st.text(max_size=8), children, max_size=6)
    ),
    max_leaves=40,
)


@given(json_values)
def test_round_trip_through_both_writers(value: Any) -> None:
    assert same(loads(orjson.dumps(value)), value)
    assert same(loads(json.dumps(value).encode()), value)
    assert same(loads(json.dumps(value, indent=2, ensure_ascii=False)), value)


@given(st.binary())
@example(b"\xef\xbb\xbf")
@example(b'"\\')
@example(b"-I")
def test_arbitrary_bytes_never_crash(data: bytes) -> None:
    try:
        loads(data)
    except StrictJsonError as error:
        assert error.problems
        assert all(
            p.code in PROBLEM_CODES and p.line >= 1 and p.column >= 1 for p in error.problems
        )
    agree(data)


@st.composite
def mutated_documents(draw: st.DrawFn) -> bytes:
    value = draw(json_values)
    doc = draw(
        st.sampled_from(
            [
                orjson.dumps(value),
                json.dumps(value).encode(),
                json.dumps(value, ensure_ascii=False).encode(),
            ]
        )
    )
    how = draw(st.sampled_from(["flip", "truncate", "duplicate", "insert"]))
    if how == "flip" and doc:
        at = draw(st.integers(0, len(doc) - 1))
        doc = doc[:at] + bytes([doc[at] ^ draw(st.integers(1, 255))]) + doc[at + 1 :]
    elif how == "truncate":
        doc = doc[: draw(st.integers(0, len(doc)))]
    elif how == "duplicate":
        # The same key twice, spelled differently (escaped and not), around the document.
        key = draw(st.text(max_size=4))
        first = json.dumps(key).encode() + b":1"
        second = json.dumps(key, ensure_ascii=False).encode() + b":" + doc
        doc = b"{" + first + b"," + second + b"}"
    else:
        at = draw(st.integers(0, len(doc)))
        piece = draw(
            st.sampled_from([b",", b"]", b"NaN", b"1e400", b"\xff", b'"\\ud800"', b" ", b"{"])
        )
        doc = doc[:at] + piece + doc[at:]
    return doc


@given(mutated_documents())
def test_mutated_documents_never_crash_and_paths_agree(doc: bytes) -> None:
    agree(doc)


@given(json_values, st.sampled_from(["orjson", "python", "ascii-indent", "unicode-indent"]))
def test_fast_and_slow_paths_agree_on_valid_documents(value: Any, writer: str) -> None:
    doc = {
        "orjson": lambda: orjson.dumps(value),
        "python": lambda: json.dumps(value).encode(),
        "ascii-indent": lambda: json.dumps(value, indent=1).encode(),
        "unicode-indent": lambda: json.dumps(value, indent=1, ensure_ascii=False).encode(),
    }[writer]()
    agree(doc)
    agree(doc.decode())


@given(st.lists(st.text(max_size=4), min_size=2, max_size=6), st.lists(st.integers(0, 3)))
def test_duplicates_found_on_every_path(keys: list[str], values: list[int]) -> None:
    members = [
        json.dumps(k) + ":" + str(values[i % len(values)] if values else 0)
        for i, k in enumerate(keys)
    ]
    doc = ("{" + ",".join(members) + "}").encode()
    expected = len(keys) - len(set(keys))
    assert codes(doc).count("json.duplicate_key") == expected
    assert codes(spaced(doc)).count("json.duplicate_key") == expected
    agree(doc)


# --- the indented fast path (orjson's OPT_INDENT_2, what export writes) ----------------------


def indented(value: Any) -> bytes:
    return orjson.dumps(value, option=orjson.OPT_INDENT_2) + b"\n"


def only_fast_tier(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the standard library tier and the scanner fail the test if reached."""

    def reached(*_args: Any) -> Any:
        raise AssertionError("left the fast tier")

    monkeypatch.setattr(_strictjson, "_stdlib_finds_nothing", reached)
    monkeypatch.setattr(_strictjson, "_scan_bytes", reached)


def test_indented_documents_take_the_fast_tier(monkeypatch: pytest.MonkeyPatch) -> None:
    doc = {"steps": [{"step_id": i, "metrics": {"x": 0.1 * i}, "m": "é ✓"} for i in range(50)]}
    only_fast_tier(monkeypatch)
    assert same(loads(indented(doc)), doc)
    assert same(loads(indented([doc, [], {}])), [doc, [], {}])


@pytest.mark.parametrize("kinds", [b"[", b"{", b"[{"])
@pytest.mark.parametrize("leaf", [b"1", b"[]", b"{}", b"[1]"])
def test_indented_depth_limit(kinds: bytes, leaf: bytes) -> None:
    """The depth read off the indentation draws the line at exactly MAX_DEPTH, in small
    documents and in large ones."""
    extra = 1 if leaf.startswith((b"{", b"[")) else 0
    for depth in (MAX_DEPTH - 1, MAX_DEPTH, MAX_DEPTH + 1):
        value = orjson.loads(nested(depth - extra, leaf=leaf, kinds=kinds))
        for doc, deep in (
            (indented(value), depth > MAX_DEPTH),
            (indented(["x" * 10_000, value]), depth + 1 > MAX_DEPTH),
        ):
            assert codes(doc) == (["json.too_deep"] if deep else []), (depth, len(doc))
            agree(doc)


def test_indented_depth_between_the_two_needles(monkeypatch: pytest.MonkeyPatch) -> None:
    """A line indented past the short needle (_DEEP_LINE) but not to MAX_DEPTH is still read
    by the fast tier, and one indented to MAX_DEPTH is not."""
    shallow = len(_strictjson._DEEP_LINE) // 2 + 1  # its line holds the short needle
    assert shallow < MAX_DEPTH
    value = orjson.loads(nested(shallow, leaf=b"1", kinds=b"["))
    for doc in (indented(value), indented(["x" * 40_000, value])):
        assert _strictjson._DEEP_LINE in doc and _strictjson._TOO_INDENTED not in doc
        with monkeypatch.context() as patched:
            only_fast_tier(patched)
            assert same(loads(doc), value if len(doc) < 40_000 else ["x" * 40_000, value])
        assert codes(doc) == []
    deep = orjson.loads(nested(MAX_DEPTH + 1, leaf=b"1", kinds=b"["))
    assert codes(indented(deep)) == ["json.too_deep"]


def test_indented_look_alikes_go_on_to_the_next_tiers() -> None:
    """Text that starts like orjson's indented writing but is not it is judged in full."""
    assert codes(b'{\n  "a": 1,\n  "a": 2\n}') == ["json.duplicate_key"]
    assert codes(b'{\n  "a": 1.0000000000000001\n}') == []
    assert codes(b'{\n  "a": 1e-400\n}') == []
    assert codes(b"[\n    1\n]") == []
    assert codes(b"[\n  1\n]\n  \n") == []
    assert codes(b"[\n  1\n]x") == ["json.syntax"]


@given(json_values, st.sampled_from(["", "\n", "\n\n  \t", " x"]))
def test_indented_fast_path_agrees_with_the_scanner(value: Any, tail: str) -> None:
    """Whatever the indented comparison accepts, the exact scanner accepts with the same
    value; and what it refuses both paths refuse alike."""
    doc = orjson.dumps(value, option=orjson.OPT_INDENT_2) + tail.encode()
    agree(doc)


@given(json_values, st.integers(0, 10_000), st.sampled_from([b"  ", b",", b"\n", b"1"]))
def test_edited_indented_documents_agree(value: Any, at: int, piece: bytes) -> None:
    doc = orjson.dumps({"k": value, "k2": [value]}, option=orjson.OPT_INDENT_2)
    at %= len(doc) + 1
    agree(doc[:at] + piece + doc[at:])


def test_the_reader_makes_one_record_a_line_with_its_problems() -> None:
    data = b'{"a": 1}\n[1]\n{"a": 1, "a": 2}\n{"b"'
    records = list(_strictjson.iter_jsonl(io.BytesIO(data)))
    assert [r.line for r in records] == [1, 2, 3, 4]
    assert all(type(record) is JsonlRecord for record in records)
    assert records[0].value == {"a": 1} and records[0].ok
    assert [p.code for r in records[1:] for p in r.problems] == [
        "json.not_an_object",
        "json.duplicate_key",
        "json.truncated",
    ]
