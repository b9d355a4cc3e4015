"""A fast proof that an ATIF document breaks no semantic rule, for the common case.

ATIF validation no longer uses it (it runs on the rule engine, validators/_atif/rules.py);
it stays only for converters/_reverify/fast.py (CleanAtifProof), and goes with it.

Most of the time of ``atif_findings`` went to the semantic rules, which look at every step in
Python. This module answers one question quickly: can those rules find anything at all in
this document? It has two parts.

1. A tightened copy of the ATIF schemas, checked by jsonschema-rs in the one pass that also
   checks the structure: counts not negative, timestamps of a shape ``datetime.fromisoformat``
   surely reads, content parts well formed, no subagents, and no token arrays (a second
   variant, tried only when the first refuses, allows them with ids that are not negative).
   The tightening is written into the member schemas that are checked anyway (a member
   costs a lookup, a keyword on it almost nothing), and it only ever narrows, so whatever
   the copy accepts is structurally valid.
2. One loop over the steps for what relates objects to each other or is cheapest there:
   step ids, agent-only fields, tool-call ids and the results that answer them, cached
   and summed token counts; then token array lengths and the final totals.

The conditions are sufficient, not necessary: "clean" means the rules would find nothing;
anything else only means "run the rules", which alone make findings. Subagents,
deterministic agent steps, timestamps outside the shape, token counts written as floats
and results that do not answer their step's calls one by one therefore always take the
rules. tests/validators/test_atif_fast.py checks, on every conformance vector and on mutated
documents near every rule, that the findings are the same with and without this module.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from itertools import repeat
from operator import gt, itemgetter
from typing import Any, cast

import jsonschema_rs

from trajspec._jsonvalues import INT64_MAX, range_schema
from trajspec._schemas import all_schemas
from trajspec.validators._atif.metrics import cost_total_differs

__all__ = [
    "AGENT_ONLY_FIELDS",
    "CleanAtifProof",
    "clean_validator",
    "narrower_validator",
    "rules_hold_between_objects",
]

#: Step members that only agent steps may have (rule atif.agent_only_field).
AGENT_ONLY_FIELDS = ("model_name", "reasoning_effort", "reasoning_content", "tool_calls", "metrics")

#: A timestamp of this shape is one Python's datetime.fromisoformat reads once every Z is
#: +00:00 (years 1-9999, days that every month has or that the month surely has, no 29
#: February, hours 0-23, seconds 0-59, 1-6 fraction digits, Z or an offset below 24 hours).
TIMESTAMP_SHAPE = (
    "^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-"
    "(?:(?:0[1-9]|1[0-2])-(?:0[1-9]|1[0-9]|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)"
    "|(?:0[13578]|1[02])-31)"
    "T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](?:\\.[0-9]{1,6})?"
    "(?:Z|[+-](?:[01][0-9]|2[0-3]):[0-5][0-9])?$"
)

#: The fewest metrics objects that _sums reads in C (callgrind, bench/callgrind_validate.py):
#: on fewer, the reads' fixed cost is more than a loop in Python.
BATCH_MIN = 12

_COUNT = {
    name: itemgetter(name) for name in ("prompt_tokens", "completion_tokens", "cached_tokens")
}
_TOOL_CALL_ID = itemgetter("tool_call_id")
#: map(_get, items, repeat(key)) reads a member of every item in C
_get: Callable[..., Any] = dict.get
_NULL = {"type": "null"}
_NOT_NEGATIVE = {"minimum": 0}
_NONE = {"maxItems": 0}


def _media_part(kind: str) -> dict[str, Any]:
    return {
        "required": ["source"],
        "properties": {
            "type": {"const": kind},
            "text": _NULL,
            "source": {
                "type": "object",
                "required": ["media_type"],
                "properties": {"media_type": {"type": "string", "pattern": f"^{kind}/"}},
            },
        },
    }


#: Per ATIF schema file: keywords added to (or narrowing) the schemas of its members.
_TIGHTER_MEMBERS: dict[str, dict[str, dict[str, Any]]] = {
    "trajectory": {"subagent_trajectories": _NONE},
    # llm_call_count 0 (a deterministic agent step) is left to the rules, so every agent
    # step counts as a model step in the token sums.
    "step": {"timestamp": {"pattern": TIMESTAMP_SHAPE}, "llm_call_count": {"minimum": 1}},
    "observation_result": {"subagent_trajectory_ref": _NONE},
    "metrics": {
        "prompt_tokens": _NOT_NEGATIVE,
        "completion_tokens": _NOT_NEGATIVE,
        "cached_tokens": _NOT_NEGATIVE,
        "cost_usd": _NOT_NEGATIVE,
        "prompt_token_ids": _NULL,
        "completion_token_ids": _NULL,
        "logprobs": _NULL,
    },
    "final_metrics": {
        "total_prompt_tokens": _NOT_NEGATIVE,
        "total_completion_tokens": _NOT_NEGATIVE,
        "total_cached_tokens": _NOT_NEGATIVE,
        "total_cost_usd": _NOT_NEGATIVE,
    },
}

#: The variant for documents that carry token arrays (RL rollouts): token ids not negative,
#: and the loop over the steps then compares the array lengths with the counts.
_WITH_TOKEN_ARRAYS: dict[str, dict[str, Any]] = {
    "prompt_token_ids": {"items": _NOT_NEGATIVE},
    "completion_token_ids": {"items": _NOT_NEGATIVE},
    "logprobs": {},
}

#: Per ATIF schema file: a condition on the whole object (content parts are rare enough).
_TIGHTER_OBJECTS: dict[str, dict[str, Any]] = {
    "content_part": {
        "anyOf": [
            {
                "required": ["text"],
                "properties": {
                    "type": {"const": "text"},
                    "text": {"type": "string"},
                    "source": _NULL,
                },
            },
            _media_part("image"),
            _media_part("audio"),
        ]
    },
}


#: The objects that the number rule's walk reaches in an ATIF-v1.7 document without
#: subagents (``trajspec._jsonvalues.carrier_members``: the root, its steps and their
#: metrics, and final_metrics; all closed by ``additionalProperties: false``), per schema
#: file: the bound of each integer member they declare, and the number rule's own schema on
#: their free-form ``extra``. :class:`CleanAtifProof` checks the range so, in the members its
#: one pass reads anyway, instead of a second walk of the whole document by ``range_schema``
#: (tests/validators/test_atif_fast.py derives this table again from the schemas). Every
#: one of these members has a ``minimum`` of 0 or more already (the schema or the
#: tightening): only the upper bound is added, exclusive as in ``range_schema``, since the
#: double 2.0**63 is 2**63 and must be refused.
_RANGE_ID = range_schema("atif")["$id"]
_BELOW_2_63 = {"exclusiveMaximum": INT64_MAX + 1}
_FREE_FORM = {"$ref": _RANGE_ID}
_RANGE_IN_PLACE: dict[str, dict[str, dict[str, Any]]] = {
    "trajectory": {"extra": _FREE_FORM},
    "step": {"step_id": _BELOW_2_63, "llm_call_count": _BELOW_2_63, "extra": _FREE_FORM},
    "metrics": {
        "prompt_tokens": _BELOW_2_63,
        "completion_tokens": _BELOW_2_63,
        "cached_tokens": _BELOW_2_63,
        "prompt_token_ids": {"items": _BELOW_2_63},
        "completion_token_ids": {"items": _BELOW_2_63},
        "extra": _FREE_FORM,
    },
    "final_metrics": {
        "total_prompt_tokens": _BELOW_2_63,
        "total_completion_tokens": _BELOW_2_63,
        "total_cached_tokens": _BELOW_2_63,
        "total_steps": _BELOW_2_63,
        "extra": _FREE_FORM,
    },
}


def _narrowed(schema: dict[str, Any], keywords: dict[str, Any]) -> dict[str, Any]:
    """``schema`` with ``keywords`` added; a keyword holding a subschema on both sides is
    narrowed in turn (so ``items`` keeps its type). Only "type" is replaced outright, and
    only ever by a narrower one: ["array", "null"] becomes "null"."""
    merged = dict(schema)
    for keyword, value in keywords.items():
        old = merged.get(keyword)
        if isinstance(old, dict) and isinstance(value, dict):
            value = _narrowed(old, value)
        merged[keyword] = value
    return merged


#: Narrower conditions of a caller (per ATIF schema file: member keywords, and a condition
#: on the whole object); none for atif_findings' own validators.
_Narrower = tuple[dict[str, dict[str, dict[str, Any]]], dict[str, dict[str, Any]]]
_NOTHING_MORE: _Narrower = ({}, {})


def _tightened(
    name: str,
    contents: Any,
    token_arrays: bool,
    more: _Narrower = _NOTHING_MORE,
    *,
    range_in_place: bool = False,
) -> dict[str, Any]:
    copy = dict(contents)
    members = dict(_TIGHTER_MEMBERS.get(name, {}))
    if token_arrays and name == "metrics":
        members.update(_WITH_TOKEN_ARRAYS)
    if range_in_place:
        for member, keywords in _RANGE_IN_PLACE.get(name, {}).items():
            members[member] = _narrowed(members.get(member, {}), keywords)
    for member, keywords in more[0].get(name, {}).items():
        if set(keywords) & set(members.get(member, {})):
            # replacing a keyword of the tightening could widen it
            raise ValueError(f"{name}.{member}: a keyword is set by the tightening already")
        members[member] = {**members.get(member, {}), **keywords}
    if members:
        properties = dict(copy["properties"])
        for member, keywords in members.items():
            properties[member] = _narrowed(properties[member], keywords)
        copy["properties"] = properties
    wholes = [w for w in (_TIGHTER_OBJECTS.get(name), more[1].get(name)) if w]
    if wholes:
        copy["allOf"] = [*copy.get("allOf", ()), *wholes]
    return copy


def _registry_of(
    token_arrays: bool, more: _Narrower, *, range_in_place: bool = False
) -> jsonschema_rs.Registry:
    resources = [
        (
            info.id,
            _tightened(
                info.name,
                info.contents,
                token_arrays,
                more,
                range_in_place=range_in_place and info.version == "1.7",
            )
            if info.family == "atif"
            else dict(info.contents),
        )
        for info in all_schemas()
    ]
    if range_in_place:
        resources.append((_RANGE_ID, range_schema("atif")))
    return jsonschema_rs.Registry(resources)


@functools.cache
def _registry(token_arrays: bool) -> jsonschema_rs.Registry:
    return _registry_of(token_arrays, _NOTHING_MORE)


def _validator(schema: str, token_arrays: bool, more: _Narrower) -> Any:
    family, version, name = schema.split("/")
    (info,) = [i for i in all_schemas() if (i.family, i.version, i.name) == (family, version, name)]
    if more is not _NOTHING_MORE:
        # narrower_validator: ATIF-v1.7 without token arrays, the range checked in place
        if schema != "atif/1.7/trajectory" or token_arrays:
            raise ValueError("a caller's conditions are written for atif/1.7/trajectory only")
        root = _tightened(name, info.contents, False, more, range_in_place=True)
        return jsonschema_rs.validator_for(
            root, registry=_registry_of(False, more, range_in_place=True)
        )
    root = _tightened(name, info.contents, token_arrays, more)
    # The number rule's schema in the same pass: a clean document needs no walk for it.
    root["allOf"] = [*root.get("allOf", ()), range_schema("atif")]
    return jsonschema_rs.validator_for(root, registry=_registry(token_arrays))


@functools.cache
def clean_validator(schema: str, *, token_arrays: bool = False) -> Any:
    """A jsonschema-rs validator of the tightened ATIF trajectory schema ``schema``
    (``atif/<version>/trajectory``): it accepts a document only when the plain schema does,
    every per-object condition holds and no integer is outside the 64-bit range
    (``trajspec._jsonvalues.range_schema``). Without ``token_arrays`` the conditions include
    "no token arrays"; with it, token ids that are not negative (the lengths are then left
    to ``rules_hold_between_objects(..., token_arrays=True)``)."""
    return _validator(schema, token_arrays, _NOTHING_MORE)


def narrower_validator(
    schema: str,
    members: dict[str, dict[str, dict[str, Any]]],
    objects: dict[str, dict[str, Any]],
) -> Any:
    """``clean_validator(schema)`` (no token arrays) with a caller's conditions added, in the
    same pass: ``members`` (per ATIF schema file name, keywords added to a member's schema)
    and ``objects`` (per file name, a condition on the whole object). The added keywords
    only narrow (a keyword the tightening sets on the same member already is refused), so
    whatever this accepts, ``clean_validator(schema)`` accepts. The number rule's range is
    checked in the members the pass reads (``_RANGE_IN_PLACE``) rather than by a second walk,
    so ``schema`` is ``atif/1.7/trajectory``. Not cached: the caller keeps it."""
    return _validator(schema, False, (members, objects))


class CleanAtifProof:
    """A fast, sufficient test that ``atif_findings`` finds nothing at all in an ATIF-v1.7
    document, for a caller that also wants conditions of its own on the objects: they are
    checked in the same jsonschema-rs pass (:func:`narrower_validator`, ``members`` and
    ``objects``). True means the conditions hold and there is no finding; False means only
    "ask atif_findings". The document must hold plain JSON values (from a JSON reader)."""

    __slots__ = ("_validator",)

    def __init__(
        self,
        members: dict[str, dict[str, dict[str, Any]]],
        objects: dict[str, dict[str, Any]],
    ) -> None:
        self._validator = narrower_validator("atif/1.7/trajectory", members, objects)

    #: The step members that only agent steps may have (rule atif.agent_only_field).
    AGENT_ONLY_FIELDS = AGENT_ONLY_FIELDS

    def __call__(self, document: Any, *, calls_checked: bool = False) -> bool:
        """``calls_checked``: the caller checks each step's calls and their results itself,
        as ``rules_hold_between_objects(..., calls_checked=True)`` says; True then holds
        only together with that check."""
        return self.objects_hold(document) and rules_hold_between_objects(
            document, calls_checked=calls_checked
        )

    def objects_hold(self, document: Any) -> bool:
        """The one jsonschema-rs pass alone, for a caller that checks the rules between
        objects in its own loop over the steps: True means that every condition on a single
        object holds (the tightened schema, the caller's conditions, the 64-bit range), and
        that ``atif_findings`` finds nothing only together with everything
        ``rules_hold_between_objects`` checks: step ids 1, 2, ... in order; no member of
        ``AGENT_ONLY_FIELDS`` other than null on a non-agent step; each step's calls and
        results; every metrics object's counts plain ints, with cached_tokens not above
        prompt_tokens; and the final totals against the steps (total_steps, cached within
        prompt, each total the sum of its count when every agent step has metrics with that
        count, total_cost_usd through :meth:`cost_total_holds`)."""
        if type(document) is not dict or document.get("schema_version") != "ATIF-v1.7":
            return False  # other versions are checked with version gating
        try:
            return bool(self._validator.is_valid(document))
        except ValueError:  # not plain JSON values (docs/tooling-pitfalls.md, jsonschema-rs)
            return False

    @staticmethod
    def cost_total_holds(total: float, costs: Sequence[float]) -> bool:
        """Whether final_metrics.total_cost_usd ``total`` agrees with the agent steps'
        cost_usd ``costs`` (every agent step's, each not null) as rule atif.final_totals_match
        reads it."""
        return cost_total_differs(total, costs) is None


def rules_hold_between_objects(
    document: dict[str, Any], *, token_arrays: bool = False, calls_checked: bool = False
) -> bool:
    """True when the rules that the tightened schema leaves out certainly hold, for a
    document that ``clean_validator`` accepted (so every value has its schema's type and
    there are no subagents). ``calls_checked`` leaves out the calls and their results: the
    caller checks, in its own pass over the steps, at least what this function does for
    them (each step as many results as calls, each naming the call at its position, no id
    twice in a step, and a step without calls has results that name none)."""
    steps: list[dict[str, Any]] = document["steps"]
    # One loop in Python over the steps reads each step's members once; the lists it
    # gathers (metrics, and the calls and results of the whole document) are then read in
    # C where that pays (docs/tooling-pitfalls.md: a read in C over a list costs a fixed
    # ~3,000 instructions plus 220-400 an item, a member read in Python some 300).
    metrics: list[dict[str, Any]] = []
    calls: list[dict[str, Any]] = []  # every step's calls, in order
    results: list[dict[str, Any]] = []  # and the results that answer them
    agent_steps = 0
    step_id = 0
    for step in steps:
        step_id += 1
        if step["step_id"] != step_id:
            return False
        if step["source"] == "agent":
            agent_steps += 1
            found = step.get("metrics")
            if found:
                metrics.append(found)
        elif not step.keys().isdisjoint(AGENT_ONLY_FIELDS):  # in C: usually no such member
            for name in AGENT_ONLY_FIELDS:
                if step.get(name) is not None:  # a JSON value other than null
                    return False
        if calls_checked:
            continue
        step_calls = step.get("tool_calls")
        observation = step.get("observation")
        if step_calls:
            step_results: Sequence[dict[str, Any]] = observation["results"] if observation else ()
            if len(step_calls) != len(step_results):
                return False
            calls += step_calls
            results += step_results
        elif observation:
            for result in observation["results"]:
                if result.get("source_call_id") is not None:
                    return False
    if calls and not _results_name_their_calls(calls, results, steps):
        return False
    sums = _sums(metrics)
    if sums is None:
        return False
    if token_arrays and not _token_arrays_match(metrics):
        return False
    return _totals_add_up(document, len(steps), agent_steps, metrics, sums)


def _results_name_their_calls(
    calls: list[dict[str, Any]], results: list[dict[str, Any]], steps: list[dict[str, Any]]
) -> bool:
    """Every step's calls and its results, in order (as many of each in every step): each
    result names the call at its position, and no two calls of a step share an id."""
    ids = list(map(_TOOL_CALL_ID, calls))
    if ids != list(map(_get, results, repeat("source_call_id"))):
        return False
    if len(set(ids)) == len(ids):
        return True
    # an id twice in the document: the rules allow it in two steps
    for step in steps:
        step_calls = step.get("tool_calls")
        if step_calls and len(set(map(_TOOL_CALL_ID, step_calls))) != len(step_calls):
            return False
    return True


#: Sums of the prompt, completion and cached counts of the metrics objects; None where
#: one lacks the count (the rule then compares nothing).
_Sums = tuple[int | None, int | None, int | None]


def _sums(metrics: list[dict[str, Any]]) -> _Sums | None:
    """The counts summed, or None when a step has more cached than prompt tokens or a
    count written as a float: the rule sums integral floats as ints, which a float sum can
    round away (2.0**53 + 1), so those are left to the rules."""
    if len(metrics) < BATCH_MIN:
        return _sums_one_by_one(metrics)
    prompt, cached = _counts(metrics, "prompt_tokens"), _counts(metrics, "cached_tokens")
    try:
        if any(map(gt, cached, prompt)):
            return None
    except TypeError:  # a null count: compare where both are known
        if any(
            c > p for p, c in zip(prompt, cached, strict=True) if p is not None and c is not None
        ):
            return None
    sums: list[int | None] = []
    for values in (prompt, _counts(metrics, "completion_tokens"), cached):
        try:
            total = sum(values)
        except TypeError:  # a null count
            sums.append(None)
            continue
        if type(total) is not int:
            return None
        sums.append(total)
    return sums[0], sums[1], sums[2]


def _sums_one_by_one(metrics: list[dict[str, Any]]) -> _Sums | None:
    """``_sums`` in Python, for the short lists on which reads in C cost more."""
    prompt_sum: int | None = 0
    completion_sum: int | None = 0
    cached_sum: int | None = 0
    for found in metrics:
        prompt = found.get("prompt_tokens")
        completion = found.get("completion_tokens")
        cached = found.get("cached_tokens")
        if prompt is None:
            prompt_sum = None
        elif type(prompt) is not int:
            return None
        elif prompt_sum is not None:
            prompt_sum += prompt
        if completion is None:
            completion_sum = None
        elif type(completion) is not int:
            return None
        elif completion_sum is not None:
            completion_sum += completion
        if cached is None:
            cached_sum = None
        elif type(cached) is not int:
            return None
        else:
            if prompt is not None and cached > prompt:
                return None
            if cached_sum is not None:
                cached_sum += cached
    return prompt_sum, completion_sum, cached_sum


def _token_arrays_match(metrics: list[dict[str, Any]]) -> bool:
    """Token ids as many as their counts, logprobs one per completion token (where the
    count is known, as the rule reads it)."""
    for found in metrics:
        prompt_ids, prompt = found.get("prompt_token_ids"), found.get("prompt_tokens")
        if prompt_ids is not None and prompt is not None and len(prompt_ids) != prompt:
            return False
        completion_ids = found.get("completion_token_ids")
        completion = found.get("completion_tokens")
        if completion_ids is not None:
            if completion is not None and len(completion_ids) != completion:
                return False
            completion = len(completion_ids)
        logprobs = found.get("logprobs")
        if logprobs is not None and completion is not None and len(logprobs) != completion:
            return False
    return True


def _counts(metrics: list[dict[str, Any]], name: str) -> list[Any]:
    """One count of every metrics object; None where it is missing or null."""
    try:
        return list(map(_COUNT[name], metrics))  # all present: no Python frame per object
    except KeyError:
        return [found.get(name) for found in metrics]


def _totals_add_up(
    document: dict[str, Any],
    steps: int,
    agent_steps: int,
    metrics: list[dict[str, Any]],
    sums: _Sums,
) -> bool:
    """The final totals against the steps; ``sums`` are the prompt, completion and cached
    counts summed over ``metrics`` (None where one lacks it)."""
    final = document.get("final_metrics")
    if not final:
        return True
    total_steps = final.get("total_steps")
    notes = document.get("notes")
    explained = isinstance(notes, str) and notes.strip() != ""
    if total_steps is not None and total_steps != steps and not explained:
        return False
    total_prompt, total_cached = final.get("total_prompt_tokens"), final.get("total_cached_tokens")
    if total_prompt is not None and total_cached is not None and total_cached > total_prompt:
        return False
    # Metrics sit on agent steps only, and every agent step is a model step: when each has
    # metrics, a total must be the sum of its count (unless some step lacks that count).
    if not agent_steps or len(metrics) != agent_steps:
        return True
    for name, expected in zip(
        ("total_prompt_tokens", "total_completion_tokens", "total_cached_tokens"),
        sums,
        strict=True,
    ):
        total = final.get(name)
        # a None sum: a step lacks this count, and the rule compares nothing
        if total is not None and expected is not None and expected != total:
            return False
    total_cost = final.get("total_cost_usd")
    if total_cost is not None:
        costs = [found.get("cost_usd") for found in metrics]
        if (
            None not in costs
            and cost_total_differs(total_cost, cast(list[float], costs)) is not None
        ):
            return False
    return True
