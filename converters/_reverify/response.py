"""The rebuilt response of a checked ATIF document: its output items per agent step, in
order, and the ids derived from the trajectory (``atif_`` + 20 hex digits of a SHA-256)."""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import re
from collections.abc import Callable, Mapping
from typing import Any

import orjson

from trajspec._jsonvalues import JsonObject
from trajspec._schemas import schemas_of

_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False)

#: A number with a fraction or an exponent where orjson's compact text has a value (after
#: ``:``, ``,`` or ``[``, or at the start). Every float orjson writes matches; so may text
#: inside a string, which only sends that value the slow way.
_FLOAT_LIKE = re.compile(rb"(?:^|[:,\[])-?[0-9]+[.eE]")
#: What every match of _FLOAT_LIKE holds: searched first, since re finds its first
#: character quickly, where _FLOAT_LIKE's alternation costs a try at every byte (~10x).
_DIGIT_THEN_FRACTION = re.compile(rb"[0-9][.eE]")


def _canonical(value: Any, *, plain: bool = False) -> str:
    """Compact JSON with sorted keys and non-ASCII kept, numbers as Python writes them
    (``1e+100``, ``-0.0``, integers of any size exactly), as the reference writes arguments.

    For a ``plain`` value (one the strict JSON reader made: dicts, lists, str, int, float,
    bool, None) without floats, orjson with sorted keys writes the same text: the same
    escapes, and UTF-8 order is code point order; floats it spells differently (``1e-7``
    for ``1e-07``), and integers beyond 64 bits and lone surrogates it refuses. Those values,
    and values from Python callers, take the standard library's encoder
    (tests/converters/test_reverify_writing.py checks that both agree)."""
    if plain:
        try:
            text = orjson.dumps(value, option=orjson.OPT_SORT_KEYS)
        except TypeError:  # orjson.JSONEncodeError is a TypeError
            return _CANONICAL.encode(value)
        if _DIGIT_THEN_FRACTION.search(text) is None or _FLOAT_LIKE.search(text) is None:
            return text.decode()
    return _CANONICAL.encode(value)


@functools.cache
def _atif_schemas() -> dict[str, Mapping[str, Any]]:
    """The ATIF v1.7 schemas by file name: the references between them are file names."""
    return {info.file_name: info.contents for info in schemas_of("atif", "1.7")}


def _declared(value: Any, schema: Mapping[str, Any]) -> Any:
    """``value`` in the form of its ATIF v1.7 schema: every member an object schema declares
    present (an absent one null), a member typed ``number`` (not ``integer``) a float, the
    untyped payloads (``arguments``, ``extra``, ...) as they are."""
    if "$ref" in schema:
        return _declared(value, _atif_schemas()[schema["$ref"]])
    if "oneOf" in schema:  # only the nullable reference form occurs in the ATIF schemas
        refs = [branch for branch in schema["oneOf"] if "$ref" in branch]
        return None if value is None or not refs else _declared(value, refs[0])
    if isinstance(value, dict) and "properties" in schema:
        properties = schema["properties"]
        return {key: _declared(value.get(key), properties[key]) for key in properties}
    if isinstance(value, list) and isinstance(schema.get("items"), Mapping):
        return [_declared(item, schema["items"]) for item in value]
    types = schema.get("type")
    numeric = "number" in types if isinstance(types, list) else types == "number"
    if numeric and isinstance(value, int) and not isinstance(value, bool):
        with contextlib.suppress(OverflowError):  # beyond a float: kept, never a crash
            return float(value)
    return value


def _retained_metrics_extra(extra: Any) -> JsonObject | None:
    """Of a step's ``metrics.extra``, what the reference's content hash keeps: total_tokens
    and reasoning_tokens (else the reasoning_tokens of output_tokens_details or
    completion_tokens_details), null members left out, nothing left as null."""
    if not isinstance(extra, dict):
        return None
    kept: JsonObject = {}
    if extra.get("total_tokens") is not None:
        kept["total_tokens"] = extra["total_tokens"]
    reasoning = extra.get("reasoning_tokens")
    for name in ("output_tokens_details", "completion_tokens_details"):
        details = extra.get(name)
        if reasoning is None and isinstance(details, dict):
            reasoning = details.get("reasoning_tokens")
    if reasoning is not None:
        kept["reasoning_tokens"] = reasoning
    return kept or None


def _content_form(document: JsonObject) -> JsonObject:
    """What the id seed hashes without a trajectory_id (spec/atif/README.md, "Response ids"):
    the document in its schema's form (:func:`_declared`), trajectory_id null, and of the
    extras only those the rebuild reads: the root's ``nemo_gym.source`` object, each result's
    ``tool_result``, each step's retained metrics extras; the other extras are removed."""
    canonical: JsonObject = _declared(document, _atif_schemas()["trajectory.schema.json"])
    canonical["trajectory_id"] = None
    canonical["agent"].pop("extra", None)
    extra = canonical.get("extra")
    if isinstance(extra, dict):
        nemo_gym = extra.get("nemo_gym")
        source = nemo_gym.get("source") if isinstance(nemo_gym, dict) else None
        canonical["extra"] = {"nemo_gym": {"source": source}} if isinstance(source, dict) else None
    if isinstance(canonical.get("final_metrics"), dict):
        canonical["final_metrics"].pop("extra", None)
    for step in canonical["steps"]:
        step.pop("extra", None)
        for call in step.get("tool_calls") or []:
            call.pop("extra", None)
        observation = step.get("observation")
        for result in (observation.get("results") or []) if isinstance(observation, dict) else []:
            relayed = result.get("extra")
            result["extra"] = (
                {"tool_result": relayed["tool_result"]}
                if isinstance(relayed, dict) and "tool_result" in relayed
                else None
            )
        if isinstance(step.get("metrics"), dict):
            step["metrics"]["extra"] = _retained_metrics_extra(step["metrics"].get("extra"))
    return canonical


def _id_seed(document: JsonObject) -> str:
    """What every id is derived from: the trajectory_id, else the hash of the content form."""
    trajectory_id = document.get("trajectory_id")
    if isinstance(trajectory_id, str) and trajectory_id.strip():
        return trajectory_id
    content = _canonical(_content_form(document)).encode("utf-8", "surrogatepass")
    return "content:" + hashlib.sha256(content).hexdigest()


def _ids(seed: str) -> Callable[[str], str]:
    """The id maker of a seed: ``atif_`` + the first 20 hex digits of SHA-256(seed NUL part
    NUL part ...), called with the ``NUL part NUL part ...`` text, which the call sites write
    as one f-string (a closure: calling an instance's ``__call__`` costs a third more)."""
    seeded = hashlib.sha256(seed.encode("utf-8", "surrogatepass")).copy

    def make_id(parts: str) -> str:
        digest = seeded()  # a new hash that has hashed the seed
        digest.update(parts.encode("utf-8", "surrogatepass"))
        return "atif_" + digest.hexdigest()[:20]

    return make_id


def _output_value(result: JsonObject, plain: bool) -> Any:
    """The output of a result whose content is not a string: its text parts, or the relayed
    tool result."""
    content = result.get("content")
    if isinstance(content, list):
        return [{"type": "input_text", "text": part["text"]} for part in content]
    relayed = result["extra"]["tool_result"]
    return relayed if isinstance(relayed, str) else _canonical(relayed, plain=plain)


def build_response(
    document: JsonObject,
    steps: list[Any],
    model: str,
    created_at: float,
    usage: JsonObject | None,
    *,
    plain: bool = False,
) -> JsonObject:
    """The rebuilt response; ``plain`` says the document holds plain JSON values only (it
    came from the strict JSON reader)."""
    make_id = _ids(_id_seed(document))
    output: list[JsonObject] = []
    parallel = False
    for step in steps:
        if step["source"] != "agent":
            continue
        step_id = step["step_id"]
        reasoning = step.get("reasoning_content")
        if reasoning is not None:
            output.append(
                {
                    "id": make_id(f"\0reasoning\0{step_id}"),
                    "type": "reasoning",
                    "summary": [{"type": "summary_text", "text": reasoning}],
                }
            )
        calls = step.get("tool_calls") or ()
        parallel = parallel or len(calls) > 1
        message = step["message"]
        if type(message) is str:
            texts = [message] if message else []
        else:
            texts = [part["text"] for part in message]
        if texts or not calls:
            output.append(
                {
                    "id": make_id(f"\0message\0{step_id}"),
                    "type": "message",
                    "role": "assistant",
                    "status": "completed",
                    "content": [
                        {"type": "output_text", "text": text, "annotations": []}
                        for text in (texts or [""])
                    ],
                }
            )
        for call in calls:
            call_id = call["tool_call_id"]
            output.append(
                {
                    "id": make_id(f"\0function-call\0{call_id}"),
                    "type": "function_call",
                    "call_id": call_id,
                    "name": call["function_name"],
                    "arguments": _canonical(call["arguments"], plain=plain),
                    "status": "completed",
                }
            )
        observation = step.get("observation")
        if observation is None:
            continue
        for r, result in enumerate(observation["results"]):
            call_id = result["source_call_id"]
            content = result.get("content")
            output.append(
                {
                    "id": make_id(f"\0function-output\0{call_id}\0{r}"),
                    "type": "function_call_output",
                    "call_id": call_id,
                    "output": content if type(content) is str else _output_value(result, plain),
                    "status": "completed",
                }
            )
    return {
        "id": make_id("\0response"),
        "object": "response",
        "created_at": created_at,
        "status": "completed",
        "model": model,
        "output": output,
        "parallel_tool_calls": parallel,
        "tool_choice": "auto",
        "tools": [],
        "usage": usage,
    }


__all__ = [
    "build_response",
]
