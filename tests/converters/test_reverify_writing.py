"""Reverify's writing gives the bytes of the reference: arguments and relayed tool results
written by orjson (plain values without floats) are the standard library's canonical text,
whole rebuilt responses agree with the reference writer, and ids are the documented
derivation."""

from __future__ import annotations

import hashlib
import json
from typing import Any

import orjson
from hypothesis import example, given
from hypothesis import strategies as st

from trajspec._strictjson import loads
from trajspec.converters._reverify import response
from trajspec.converters._reverify.rebuild import atif_to_response
from trajspec.converters._reverify.response import _canonical

REFERENCE = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False)

# Keys and strings that look like numbers, escapes, control and non-ASCII characters and
# surrogates (lone ones only a Python caller can pass); integers beyond 64 bits.
_text = st.text(
    st.characters(codec=None) | st.sampled_from(list(':,[1.5e-7"\\\x00\x1f\x7f\u2028é数')),
    max_size=12,
)
_scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | _text
)
plain_values = st.recursive(
    _scalars,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(_text, children, max_size=4),
    max_leaves=20,
)


@given(plain_values)
@example({"b": 1, "a": {"é": 1, "z": 2, "Z": 3}})
@example({"x": [1e-07, 0.00001, 1e16, -0.0]})
@example({"x": [2**64]})
@example({"k": ":1.5"})
@example(1.5)
@example([1e100])
@example({"\ud800": 1})
def test_canonical_text_is_the_reference_text(value: Any) -> None:
    try:
        expected = REFERENCE.encode(value)
    except (TypeError, ValueError):
        expected = None
    for plain in (True, False):
        try:
            got = _canonical(value, plain=plain)
        except (TypeError, ValueError):
            got = None
        assert got == expected, (value, plain)


def _document(arguments: list[Any], relayed: list[Any]) -> dict[str, Any]:
    steps: list[dict[str, Any]] = [{"step_id": 1, "source": "user", "message": "go"}]
    for n, (args, tool) in enumerate(zip(arguments, relayed, strict=False)):
        steps.append(
            {
                "step_id": n + 2,
                "source": "agent",
                "message": "",
                "reasoning_content": f"step {n}",
                "tool_calls": [{"tool_call_id": f"c{n}", "function_name": "f", "arguments": args}],
                "observation": {
                    "results": [{"source_call_id": f"c{n}", "extra": {"tool_result": tool}}]
                },
            }
        )
    return {
        "schema_version": "ATIF-v1.7",
        "session_id": "s",
        "trajectory_id": "s:1:0",
        "agent": {"name": "a", "version": "1"},
        "steps": steps,
    }


json_objects = st.dictionaries(st.text(max_size=6), plain_values, max_size=4)


@given(st.lists(json_objects, min_size=1, max_size=4), st.lists(plain_values, max_size=4))
def test_rebuilt_responses_are_the_reference_bytes(
    arguments: list[Any], relayed: list[Any]
) -> None:
    """A document read strictly (plain=True, the fast writers) and the same document as a
    Python caller passes it (the reference writers) rebuild to the same bytes."""
    relayed = [r if r is not None else "none" for r in relayed] + ["x"] * len(arguments)
    try:
        data = orjson.dumps(_document(arguments, relayed), option=orjson.OPT_INDENT_2)
    except TypeError:
        return  # integers beyond 64 bits or lone surrogates: no JSON file holds them
    document = loads(data)
    steps = document["steps"]
    fast = response.build_response(document, steps, "m", 0.0, None, plain=True)
    reference = response.build_response(document, steps, "m", 0.0, None, plain=False)
    assert orjson.dumps(fast) == orjson.dumps(reference)


def _reference_id(seed: str, *parts: str | int) -> str:
    """The documented derivation, written out: atif_ + 20 hex digits of
    SHA-256(seed NUL part NUL part ...)."""
    text = seed + "".join(f"\0{p}" for p in parts)
    return "atif_" + hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:20]


@given(st.text(min_size=1, max_size=8).filter(str.strip), st.text(max_size=6), st.integers(1, 9))
def test_ids_are_the_documented_derivation(session: str, call_id: str, step_id: int) -> None:
    document = _document([{"q": 1}], ["out"])
    document["trajectory_id"] = session
    agent = document["steps"][1]
    agent["step_id"] = step_id
    agent["tool_calls"][0]["tool_call_id"] = call_id
    agent["observation"]["results"][0]["source_call_id"] = call_id
    built = response.build_response(document, document["steps"], "m", 0.0, None, plain=True)
    assert built["id"] == _reference_id(session, "response")
    assert [item["id"] for item in built["output"]] == [
        _reference_id(session, "reasoning", step_id),
        _reference_id(session, "function-call", call_id),
        _reference_id(session, "function-output", call_id, 0),
    ]


_string_arguments = st.dictionaries(_text, _text, max_size=4)


@given(st.lists(_string_arguments | json_objects, min_size=1, max_size=4))
@example([{"k": ":1.5"}, {"k": "1e5", "n": 1.5}, {"é": '\u2028\x00"\\'}])
def test_a_strictly_read_document_writes_arguments_as_the_reference_does(
    arguments: list[Any],
) -> None:
    """A document read strictly writes orjson's text without searching it for floats when
    every value of the arguments is a string: that text must be the reference's, strings that
    look like numbers, escapes and non-ASCII text included; other arguments are searched."""
    try:
        data = orjson.dumps(_document(arguments, ["x"] * len(arguments)))
    except TypeError:
        return  # integers beyond 64 bits or lone surrogates: no JSON file holds them
    rebuilt = atif_to_response(loads(data), strict_json=True).response
    assert rebuilt is not None
    written = [item["arguments"] for item in rebuilt["output"] if item["type"] == "function_call"]
    assert written == [REFERENCE.encode(args) for args in arguments]


def test_a_lone_surrogate_in_an_id_text_is_hashed_as_its_code_point() -> None:
    # A Python caller's document that holds a lone surrogate, passed as strict_json, must
    # still rebuild to the documented ids (the text hashed with surrogatepass).
    document = _document([{"q": "1"}], ["out"])
    document["steps"][1]["tool_calls"][0]["tool_call_id"] = "c\ud800"
    document["steps"][1]["observation"]["results"][0]["source_call_id"] = "c\ud800"
    result = atif_to_response(document, strict_json=True)
    assert result.response is not None
    assert [item["id"] for item in result.response["output"]][1:] == [
        _reference_id("s:1:0", "function-call", "c\ud800"),
        _reference_id("s:1:0", "function-output", "c\ud800", 0),
    ]
