"""Projection of a rollout row into its ``ng_trajectory`` (schema version 1.0).

The row supplies the evidence: a producer ``ng_trajectory`` (optional), the (joined)
``ng_agent_observations`` bundle and the ``ng_model_call_capture`` attachment. Steps:

1. **Identity** from :func:`trajspec._identity.rollout_identity`; an invalid explicit
   ``trajectory_identity`` is the gap ``trajectory_identity_invalid`` and the row's own ids
   apply. Without a task id and a rollout id there is no trajectory (projection fails).
2. **Producer trajectory**: validated (schema and rules); a valid one is kept with its
   invocations, turns, model calls, tool calls and gaps. Ids that differ from the canonical
   identity are replaced (turns too) and recorded as ``producer_trajectory_identity_mismatch``.
   An invalid one is ignored and recorded as ``producer_trajectory_invalid``.
3. **Observations**: a valid bundle adds its gaps, the invocations the producer did not give
   (the producer's invocation wins whole), and its tool calls, joined by
   (invocation_id, tool_call_id) with ``output`` from the conversations'
   ``function_call_output`` items. An invalid bundle is ``agent_observations_invalid``.
4. **Model calls** from the capture, merged by ``model_call_id`` into producer calls.
5. **Capture gaps** are copied (an invalid one becomes ``model_call_capture_gap_invalid``).
6. **Turns are never derived.** Synthesized gaps: ``model_calls_unavailable``,
   ``turns_unavailable`` (no turns and no valid producer trajectory) and
   ``conversation_unavailable``.
7. The record is checked with ``validate_against`` (schema and rules of a trajectory
   record); any error finding makes the projection fail, with the code of the first one as
   the failure detail (for example ``model_call.id_unique`` or ``schema.minimum``).

Output members carry information only: nulls and empty defaults are left out of the
objects the projection builds, objects it takes over are kept as they were given, and the
five lists of the record are always written.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from trajspec._findings import Finding
from trajspec._identity import RolloutIdentity, rollout_identity
from trajspec._jsonvalues import JsonObject
from trajspec.converters._projection.gaps import (
    CAPTURE_GAP_INVALID,
    CONVERSATION_UNAVAILABLE,
    IDENTITY_INVALID,
    IDENTITY_MISMATCH,
    MODEL_CALLS_UNAVAILABLE,
    OBSERVATIONS_INVALID,
    PRODUCER_INVALID,
    TURNS_UNAVAILABLE,
    dedup_gaps,
    gap,
)
from trajspec.converters._projection.records import OUTCOME_FIELDS
from trajspec.converters._projection.values import count, text

TRAJECTORY_SCHEMA = "evidence/1.0/trajectory_record"
BUNDLE_SCHEMA = "evidence/1.0/agent_observation_bundle"

#: Members of a trajectory model call, in the order they are written.
MODEL_CALL_FIELDS = (
    "model_call_id",
    "started_at",
    "completed_at",
    "duration_ms",
    "request",
    "response",
    "response_metadata",
    "token_stats",
)

#: Capture-record members copied into response_metadata, in order.
METADATA_FIELDS = (
    "response_id",
    *OUTCOME_FIELDS,
    "error_category",
    "latency_ttft_ms",
)

#: token_stats member <- capture-record member.
TOKEN_FIELDS = (
    ("prompt_tokens", "tokens_in"),
    ("completion_tokens", "tokens_out"),
    ("reasoning_tokens", "tokens_reasoning"),
    ("total_tokens", "tokens_total"),
    ("cached_tokens", "cached_tokens"),
)

_GAP_KEYS = frozenset({"code", "invocation_id", "detail"})


@functools.cache
def _validate_against() -> Callable[..., list[Finding]]:
    # Imported late, once: the validators load every schema, and an import statement in
    # a function called twice a row costs a lookup each time.
    from trajspec.validators import validate_against

    return validate_against


def first_error(document: Any, schema: str, *, clean: bool = False) -> str | None:
    """The code of the first error finding of ``document`` against ``schema``, else None.
    ``clean``: the caller has found ``document`` structurally valid with every integer in
    range (``validate_against``'s)."""
    validate = _validate_against()
    for found in validate(document, schema, clean=clean):
        if found.severity == "error":
            return found.code
    return None


@functools.cache
def _structure_and_range_clean() -> Callable[[Any, str], bool]:
    from trajspec.validators import structure_and_range_clean  # late, once (see above)

    return structure_and_range_clean


def _record_error(trajectory: JsonObject) -> str | None:
    """``first_error(trajectory, TRAJECTORY_SCHEMA)`` of the record ``project_trajectory``
    built. Its invocations come from documents found valid (a producer trajectory, a bundle):
    each is an AgentInvocation with every integer in range, all the record schema asks of
    them, so its schema and range pass leaves them out. A pass that finds anything gives way
    to the full validation."""
    reduced = {**trajectory, "invocations": []}
    clean = _structure_and_range_clean()(reduced, TRAJECTORY_SCHEMA)
    return first_error(trajectory, TRAJECTORY_SCHEMA, clean=clean)


#: ``bundle_error`` default: validate the bundle during projection.
UNCHECKED = "unchecked"


@dataclass(slots=True)
class Projection:
    """The outcome of projecting one row.

    ``trajectory`` is the record on success. On failure it is None and ``failure`` says why
    (the detail of the ``trajectory_projection_failed`` gap); ``identity`` is None when even
    the rollout identity could not be computed.
    """

    trajectory: JsonObject | None
    failure: str | None
    identity: RolloutIdentity | None


# -- pieces ----------------------------------------------------------------------------


#: trajectory model call member <- capture-record member, for the members copied as they are.
_CALL_MEMBERS = (
    ("model_call_id", "model_call_id"),
    ("started_at", "started_at"),
    ("completed_at", "completed_at"),
    ("duration_ms", "latency_total_ms"),
)


def project_model_call(call: Mapping[str, Any]) -> JsonObject:
    """A capture record as a trajectory model call (known members only)."""
    out: JsonObject = {}
    for name, source in _CALL_MEMBERS:
        value = call.get(source)
        if value is not None:
            out[name] = value
    request = call.get("request")
    if request is None:
        request = call.get("request_raw")
    if request is not None:
        out["request"] = request
    response = call.get("response")
    if response is None:
        response = call.get("response_raw")
    if response is not None:
        out["response"] = response
    metadata: JsonObject = {}
    for name in METADATA_FIELDS:
        value = call.get(name)
        if value is not None:
            metadata[name] = value
        elif name == "response_status" and isinstance(response, dict):
            status = response.get("status")
            if isinstance(status, str):
                metadata[name] = status
    if metadata:
        out["response_metadata"] = metadata
    tokens: JsonObject = {}
    for name, source in TOKEN_FIELDS:
        value = call.get(source)
        if value is not None and (value := count(value)) is not None:
            tokens[name] = value
    if tokens:
        out["token_stats"] = tokens
    return out


def _merge_model_call(producer: Mapping[str, Any], captured: Mapping[str, Any]) -> JsonObject:
    """A producer model call overlaid with what the capture knows about the same call."""
    merged = dict(producer)
    for name, value in captured.items():
        if name in ("response_metadata", "token_stats"):
            base = producer.get(name)
            merged[name] = {**(base if isinstance(base, dict) else {}), **value}
        else:
            merged[name] = value
    return merged


def _valid_gap(item: Mapping[str, Any]) -> bool:
    code = item.get("code")
    return (
        set(item) <= _GAP_KEYS
        and isinstance(code, str)
        and bool(code)
        and all(
            item.get(k) is None or isinstance(item[k], str) for k in ("invocation_id", "detail")
        )
    )


def _list(container: Mapping[str, Any], key: str) -> list[Any]:
    value = container.get(key)
    return list(value) if isinstance(value, list) else []


def _identity_gaps(identity: RolloutIdentity) -> list[JsonObject]:
    parts: list[str] = []
    invalid = False
    for problem in identity.problems:
        if problem.code != "row.trajectory_identity_valid":
            continue
        invalid = True
        field = str(problem.path[-1]) if len(problem.path) > 1 else None
        if field is not None and field not in parts:
            parts.append(field)
    if not invalid:
        return []
    return [gap(IDENTITY_INVALID, detail=",".join(parts) or None)]


def _identity_failure(identity: RolloutIdentity) -> str:
    for problem in identity.problems:
        if problem.code == "row.rollout_id_valid":
            return problem.code
    return "identity_unavailable"


def _tool_calls(
    producer_calls: list[Any], invocations: list[Any], observed: list[Any]
) -> list[Any]:
    """The producer's tool calls with the bundle's ``observed`` tool_call records (objects of
    that kind, in bundle order) merged in by (invocation_id, tool_call_id)."""
    if not observed:
        return producer_calls
    calls = list(producer_calls)
    where: dict[tuple[Any, Any], int] = {}
    for position, call in enumerate(calls):
        if isinstance(call, dict):
            where[(call.get("invocation_id"), call.get("tool_call_id"))] = position
    outputs: dict[tuple[Any, Any], Any] = {}
    for invocation in invocations:
        conversation = invocation.get("conversation") if isinstance(invocation, dict) else None
        if not isinstance(conversation, list):
            continue
        for item in conversation:
            if (
                isinstance(item, dict)
                and item.get("type") == "function_call_output"
                and isinstance(item.get("call_id"), str)
                and "output" in item
            ):
                outputs[(invocation["invocation_id"], item["call_id"])] = item["output"]
    for record in observed:
        key = (record.get("invocation_id"), record.get("tool_call_id"))
        at = where.get(key)
        base = calls[at] if at is not None else None
        merged: JsonObject = dict(base) if isinstance(base, dict) else {}
        # the record's members over the call's; a null member hides nothing, and an observed
        # "unknown" status does not hide one the producer knew
        keep_status = merged.get("status") not in (None, "unknown")
        for name, value in record.items():
            if value is not None and not (keep_status and name == "status" and value == "unknown"):
                merged[name] = value
        if key in outputs:
            merged["output"] = outputs[key]
        if at is None:
            where[key] = len(calls)
            calls.append(merged)
        else:
            calls[at] = merged
    return calls


# -- the projection ----------------------------------------------------------------------


def project_trajectory(
    row: Mapping[str, Any],
    *,
    bundle_error: str | None = UNCHECKED,
) -> Projection:
    """Project a row into its ng_trajectory; never raises for bad input.

    ``bundle_error`` is what a validation of ``row["ng_agent_observations"]`` already found:
    None when the bundle is known to be valid (no error finding against the bundle schema),
    a finding code when it is known to be invalid; by default (UNCHECKED) the bundle is
    validated here.
    """
    identity = rollout_identity(row)
    if identity.task_id is None or identity.rollout_id is None:
        return Projection(None, _identity_failure(identity), None)
    task_id, rollout_id = identity.task_id, identity.rollout_id

    identity_gaps = _identity_gaps(identity)
    producer_gaps: list[Any] = []
    invocations: list[Any] = []
    turns: list[Any] = []
    model_calls: list[Any] = []
    tool_calls: list[Any] = []
    producer_valid = False

    producer = row.get("ng_trajectory")
    if isinstance(producer, dict):
        error = first_error(producer, TRAJECTORY_SCHEMA)
        if error is None:
            producer_valid = True
            differing = [
                name
                for name, value in (("task_id", task_id), ("rollout_id", rollout_id))
                if producer.get(name) != value
            ]
            turns = _list(producer, "turns")
            if differing:
                producer_gaps.append(gap(IDENTITY_MISMATCH, detail=",".join(differing)))
                turns = [
                    {**t, "task_id": task_id, "rollout_id": rollout_id}
                    if isinstance(t, dict)
                    else t
                    for t in turns
                ]
            producer_gaps.extend(_list(producer, "gaps"))
            invocations = _list(producer, "invocations")
            model_calls = _list(producer, "model_calls")
            tool_calls = _list(producer, "tool_calls")
        else:
            producer_gaps.append(gap(PRODUCER_INVALID, detail=error))

    observation_gaps: list[Any] = []
    bundle = row.get("ng_agent_observations")
    if bundle is not None:
        error = first_error(bundle, BUNDLE_SCHEMA) if bundle_error == UNCHECKED else bundle_error
        if error is None and isinstance(bundle, dict):
            observation_gaps = _list(bundle, "gaps")
            records = _list(bundle, "records")
            known = {i.get("invocation_id") for i in invocations if isinstance(i, dict)}
            observed: list[Any] = []  # the tool_call records, gathered in the same walk
            for record in records:
                if isinstance(record, dict):
                    kind = record.get("kind")
                    if kind == "agent_invocation":
                        if record.get("invocation_id") not in known:
                            known.add(record.get("invocation_id"))
                            invocations.append(record)
                    elif kind == "tool_call":
                        observed.append(record)
            tool_calls = _tool_calls(tool_calls, invocations, observed)
        else:
            observation_gaps = [gap(OBSERVATIONS_INVALID, detail=error)]

    # Turns come from a valid producer trajectory only: each has these three members.
    turns.sort(key=lambda t: (t["timestamp"], t["invocation_id"], t["turn_no"]))

    capture_gaps: list[Any] = []
    capture = row.get("ng_model_call_capture")
    if isinstance(capture, dict):
        producer_at: dict[str, int] = {}
        for position, call in enumerate(model_calls):
            if isinstance(call, dict):
                call_id = text(call.get("model_call_id"))
                if call_id is not None:
                    producer_at.setdefault(call_id, position)
        merged_ids: set[str] = set()
        captured = _list(capture, "calls")
        for call in captured:
            if not isinstance(call, dict):
                continue
            projected = project_model_call(call)
            # without producer calls (the usual row) every captured call is appended
            captured_id = text(call.get("model_call_id")) if producer_at else None
            if (
                captured_id is not None
                and captured_id in producer_at
                and captured_id not in merged_ids
            ):
                merged_ids.add(captured_id)
                at = producer_at[captured_id]
                model_calls[at] = _merge_model_call(model_calls[at], projected)
            else:
                model_calls.append(projected)
        for item in _list(capture, "gaps"):
            if isinstance(item, dict):
                capture_gaps.append(item if _valid_gap(item) else gap(CAPTURE_GAP_INVALID))

    synthesized: list[JsonObject] = []
    if not model_calls:
        synthesized.append(gap(MODEL_CALLS_UNAVAILABLE))
    if not turns and not producer_valid:
        synthesized.append(gap(TURNS_UNAVAILABLE))
    if not any(isinstance(i, dict) and i.get("conversation") for i in invocations):
        synthesized.append(gap(CONVERSATION_UNAVAILABLE))

    trajectory: JsonObject = {
        "schema_version": "1.0",
        "task_id": task_id,
        "rollout_id": rollout_id,
        "invocations": invocations,
        "turns": turns,
        "model_calls": model_calls,
        "tool_calls": tool_calls,
        "gaps": dedup_gaps(
            identity_gaps + producer_gaps + observation_gaps + capture_gaps + synthesized
        ),
    }
    failure = _record_error(trajectory)
    if failure is not None:
        return Projection(None, failure, identity)
    return Projection(trajectory, None, identity)


def minimal_trajectory(identity: RolloutIdentity, gaps: list[JsonObject]) -> JsonObject:
    """The record written when projection failed and nothing else can carry the gap."""
    return {
        "schema_version": "1.0",
        "task_id": identity.task_id,
        "rollout_id": identity.rollout_id,
        "invocations": [],
        "turns": [],
        "model_calls": [],
        "tool_calls": [],
        "gaps": gaps,
    }


__all__ = [
    "UNCHECKED",
    "Projection",
    "first_error",
    "minimal_trajectory",
    "project_model_call",
    "project_trajectory",
]
