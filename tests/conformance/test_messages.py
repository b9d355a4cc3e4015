"""Every message of every finding the vectors produce reads as prose about JSON: a value is
shown once, JSON's null is "null", and no Python repr (None, True, {'a': ...}) leaks out.

Quoted JSON strings are taken out before looking: a document's own text (a string that happens
to hold "None") is data, not the message's wording."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from _vectors import vector_files

from trajspec.converters import atif_to_response, export_atif
from trajspec.validators import atif_findings, gym_profile_findings, validate_document

DOUBLED = re.compile(r"\b(\w+) \1\b", re.IGNORECASE)
PYTHON_REPR = re.compile(r"\bNone\b|\bTrue\b|\bFalse\b|\{'|'\}|\['|'\]|': ")
#: A list printed although it is empty: "(its tool calls: none)", "known: []", "ids: ()".
EMPTY_LIST = re.compile(r":\s*(?:none|\[\]|\(\))\s*[);,.]|:\s*(?:\[\]|\(\))$")
QUOTED = re.compile(r'"(?:[^"\\]|\\.)*"')


def _messages() -> Iterator[tuple[str, str, str]]:
    """(where, code, message) of every finding of every vector case."""
    for name, data in vector_files():
        operation = data.get("operation", "validate")
        for index, case in enumerate(data.get("cases", [])):
            where = f"{name}#{index}"
            found: list[Any] = []
            if operation == "validate":
                found = validate_document(case["document"])
            elif operation == "validate-atif":
                found = atif_findings(case["document"])
            elif operation == "validate-atif-gym":
                found = gym_profile_findings(case["document"])
            elif operation == "export":
                found = list(export_atif(case["row"], **case["options"]).findings)
            elif operation == "reverify" and "document" in case:
                found = list(atif_to_response(case["document"]).findings)
            for f in found:
                yield where, f.code, f.message


def problems_of(message: str) -> list[str]:
    prose = QUOTED.sub('"…"', message)
    found = []
    doubled = DOUBLED.search(prose)
    if doubled:
        found.append(f"doubled word {doubled.group(0)!r}")
    python = PYTHON_REPR.search(prose)
    if python:
        found.append(f"Python repr {python.group(0)!r}")
    empty = EMPTY_LIST.search(prose)
    if empty:
        found.append(f"an empty list printed {empty.group(0)!r}; say it in words")
    return found


@pytest.mark.parametrize(
    ("message", "bad"),
    [
        ("expected string, found null null", True),
        ("expected string, found null", False),
        ("status is None; it is a string", True),
        ("value is {'a': 1}", True),
        ("task_id is \"{'taskset': 'x'}\" but the ids give \"q\"", False),  # quoted data
        ('value is {"a":1}', False),
        ("names no tool call of this step (its tool calls: none); a result", True),
        ("the known ids: []", True),
        ("declares no tools: (), so", True),
        ("names no tool call of this step: the step has no tool calls", False),
        ("the value [] is not a string", False),
    ],
)
def test_the_check_itself(message: str, bad: bool) -> None:
    assert bool(problems_of(message)) is bad


def test_every_vector_message_reads_well() -> None:
    seen = 0
    bad = []
    for where, code, message in _messages():
        seen += 1
        for problem in problems_of(message):
            bad.append(f"{where} {code}: {problem}: {message}")
    assert seen > 1000, "the vectors produced too few findings for this test to mean much"
    assert not bad, "\n".join(bad[:40])
