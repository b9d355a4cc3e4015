"""The schema pass of a health row: the clean pass's questions, and those of the usual record.

``batch`` asks one jsonschema-rs pass of each row first whether its integers are in range,
its ng_trajectory valid and its conversation items quiet (what
``validators/_structural/compiled.range_and_member_clean`` asks with ``quiet``) and, in the
same pass, whether its model calls, gaps and turns are those of the usual record that
``evidence.quiet_figures`` reads item by item in Python. HEALTH_QUIET holds those of its
conditions that are about one value and that the evidence rules' pass does not prove when
its facts carry ``sums``; the rest (distinct call ids, plain int counts, every reference
naming one call, the sums) ``evidence.proven_figures`` takes from those facts. A row the
pass refuses is asked the clean pass's questions by a second pass, then read the usual way
(callgrind, bench/callgrind_health.py: quiet_figures read a usual call and turn for about
6,000 instructions, the keywords here about half of that).
The three questions are asked as one schema (``conjoin.conjoin``), and the range walk of the
member as only what its own schema leaves open (``ranges.range_given``): an ``allOf`` of
the three walked every model call and turn three times (callgrind, bench/callgrind_health.py
large: 80.4M -> 76.5M instructions; small 87.3M -> 83.2M).
tests/validators/test_health_quiet.py holds the pass to the full path and to quiet_figures;
tests/validators/test_health_conjoin.py holds the one schema to the ``allOf``.
"""

from __future__ import annotations

import functools
from typing import Any, Final

import jsonschema_rs

from trajspec._jsonvalues import carrier_members, integer_members, range_schema
from trajspec._schemas import find_schema
from trajspec.validators._health.conjoin import conjoin
from trajspec.validators._health.evidence import (
    LENGTH_FINISH,
    TOOL_CALL_TYPES,
    _loud_gaps,
)
from trajspec.validators._health.ranges import INTEGER, ITEM, ROOT, range_given, range_reference

# the quiet registry of the clean pass (its conversation items with their rules as
# keywords): the pass here must accept no row that range_and_member_clean(quiet=True) refuses
from trajspec.validators._structural.compiled import _quiet_registry, quiet_resources

#: The characters of which str.isspace is true (CPython 3.11; a test compares them with
#: every code point): a string carries text when it has one character outside them.
SPACE_CHARACTERS: Final = (
    "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680"
    "\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
    "\u2028\u2029\u202f\u205f\u3000"
)
#: A string with text (``bool(s) and not s.isspace()``): some character that is no space,
#: the characters written as themselves in the class (none of them is special in it).
NON_BLANK: Final = {"type": "string", "pattern": f"[^{SPACE_CHARACTERS}]"}


def _answer() -> dict[str, Any]:
    """A turn's answer whose first item is the witness ``evidence._answers`` reads in place:
    a tool call's type, or a message whose content, or its first part's text, has text."""
    first_part = {"type": "object", "required": ["text"], "properties": {"text": NON_BLANK}}
    content = {"anyOf": [NON_BLANK, {"type": "array", "minItems": 1, "prefixItems": [first_part]}]}
    return {
        "type": "array",
        "minItems": 1,
        "prefixItems": [
            {
                "type": "object",
                "anyOf": [
                    {
                        "required": ["type"],
                        "properties": {"type": {"enum": sorted(TOOL_CALL_TYPES)}},
                    },
                    {"required": ["content"], "properties": {"content": content}},
                ],
            }
        ],
    }


def _text_not(values: frozenset[str]) -> dict[str, Any]:
    """A member that is absent, null or a string, and none of ``values``."""
    return {"type": ["string", "null"], "not": {"enum": sorted(values)}}


def health_quiet_schema() -> dict[str, Any]:
    """HEALTH_QUIET: the keywords the pass adds for ng_trajectory (see the module docstring).

    Only what the evidence rules' pass does not prove when its facts carry ``sums``: there
    every call is an object with a response_metadata object, a status code below 400 or
    none, an error category that is none, empty or "incomplete", no failed response status,
    and token_stats with both counts plain ints of int64 (``_evidence.trajectory``
    ``_counts_if_finished``). So a call asks here a 2xx/3xx status, no error category, no
    length stop and a completion above 0; each keyword costs some hundreds of instructions
    a call in jsonschema-rs, so none is repeated (callgrind: the full set of the call's
    conditions was 4,500 instructions a call)."""
    call = {
        "properties": {
            "response_metadata": {
                "properties": {
                    "status_code": {"minimum": 200},
                    "error_category": {"type": "null"},
                    "finish_reason": _text_not(LENGTH_FINISH),
                },
            },
            "token_stats": {"properties": {"completion_tokens": {"minimum": 1}}},
        },
    }
    gap = {"type": "object", "properties": {"code": {"not": {"enum": sorted(_loud_gaps())}}}}
    turn = {"type": "object", "required": ["answer"], "properties": {"answer": _answer()}}
    return {
        "type": "object",
        "required": ["model_calls", "turns"],
        "properties": {
            "model_calls": {"items": call},
            "gaps": {"type": "array", "items": gap},
            "turns": {"type": "array", "minItems": 1, "items": turn},
        },
    }


@functools.cache
def _validator(member: str, name: str) -> Any:
    info = find_schema(name)
    family = info.family
    names = integer_members(family)
    # R's root with ``member`` walked only where its own schema leaves integers open
    # (ranges.range_given): the third branch below proves that schema there
    root = {
        key: range_reference(family, INTEGER if key in names else ROOT)
        for key in sorted(carrier_members(family))
    }
    if member in root:
        given = range_given(
            {"$ref": info.id}, info.id, family, INTEGER if member in names else ROOT
        )
        root[member] = {} if given is None else given
    # one schema for the three questions, each object walked once (conjoin.py): the
    # record's keywords, the range walk, the member's schema
    resources = quiet_resources()
    one: dict[str, Any] = {"properties": {member: health_quiet_schema()}}
    for other in (
        {"properties": root, "items": range_reference(family, ITEM)},
        {"properties": {member: {"$ref": info.id}}},
    ):
        one = conjoin(one, other, resources)
    one["$defs"] = {"range": range_schema(family)}
    return jsonschema_rs.validator_for(one, registry=_quiet_registry())


def health_quiet(document: Any, member: str, name: str) -> bool:
    """True when range_and_member_clean(document, member, name, quiet=True) is, and
    ``member``, where present, also holds HEALTH_QUIET; False only means "ask each one"."""
    try:
        return bool(_validator(member, name).is_valid(document))
    except ValueError:  # not plain JSON: ask each one
        return False


__all__ = ["NON_BLANK", "SPACE_CHARACTERS", "health_quiet", "health_quiet_schema"]
