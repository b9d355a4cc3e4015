"""The oracle's ``pattern`` has JSON Schema's (ECMA-262) meaning: it agrees with jsonschema-rs
on every pattern of spec/ for strings built from the characters where Python's ``re`` differs."""

from __future__ import annotations

import functools
import re
from typing import Any

import jsonschema_rs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from trajspec._schemas import all_schemas
from trajspec.validators._structural.ecma import ecma_search


def _patterns(node: Any) -> set[str]:
    found: set[str] = set()
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "pattern" and isinstance(value, str):
                found.add(value)
            elif key not in ("const", "enum"):
                found |= _patterns(value)
    elif isinstance(node, list):
        for item in node:
            found |= _patterns(item)
    return found


PATTERNS = sorted(set().union(*(_patterns(dict(info.contents)) for info in all_schemas())))
# Characters on which Python's re and ECMA-262 disagree, and ordinary ones around them.
TRICKY = "\n\r\t\x0b\x0c\x1c\x1f\x85\xa0\u2028\ufeff\u3000 ٣éaZ09._-:/~T"


@functools.cache
def _rust(pattern: str) -> Any:
    return jsonschema_rs.validator_for({"type": "string", "pattern": pattern})


def test_spec_has_patterns() -> None:
    assert len(PATTERNS) >= 5


@pytest.mark.parametrize(
    ("pattern", "text", "expected"),
    [
        ("^[a-z]+$", "abc", True),
        ("^[a-z]+$", "abc\n", False),  # Python's $ would match before the final newline
        ("\\S", "\ufeff", False),  # U+FEFF is ECMA whitespace, not Python's
        ("\\S", "\x85", True),  # NEL is Python whitespace, not ECMA's
        ("^\\d$", "٣", False),  # \d is ASCII in ECMA
        ("^a.b$", "a\rb", False),  # . excludes line terminators
        ("[$]", "$", True),  # a $ inside a class stays a literal
        ("^[^\\s]$", "\u3000", False),
    ],
)
def test_known_differences(pattern: str, text: str, expected: bool) -> None:
    assert ecma_search(pattern, text) is expected
    assert _rust(pattern).is_valid(text) is expected


@given(st.sampled_from(PATTERNS), st.text(alphabet=TRICKY, max_size=8))
def test_agrees_with_jsonschema_rs(pattern: str, text: str) -> None:
    assert ecma_search(pattern, text) == _rust(pattern).is_valid(text)


@given(st.sampled_from(PATTERNS), st.text(alphabet=TRICKY, max_size=3))
def test_spec_patterns_with_a_final_newline(pattern: str, text: str) -> None:
    anchored = pattern.endswith("$") and re.search(pattern, text + "\n") is not None
    if anchored:  # exactly the strings where Python's re and ECMA-262 part ways
        assert ecma_search(pattern, text + "\n") is False
