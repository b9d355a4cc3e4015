"""What a trace reads from the ``extra.nemo_gym`` records of NeMo Gym's ATIF export (written
by trajspec's own strict export too; spec/atif/1.7/gym_profile.schema.json): measured times
and error signals. Every reader answers None for anything else, so a document from another
producer simply has no measured times and no error status."""

from __future__ import annotations

from typing import Any

from trajspec._jsonvalues import json_int


def _gym(owner: object) -> dict[str, Any] | None:
    if not isinstance(owner, dict):
        return None
    extra = owner.get("extra")
    if not isinstance(extra, dict):
        return None
    record = extra.get("nemo_gym")
    return record if isinstance(record, dict) else None


def model_call(step: object) -> dict[str, Any] | None:
    """The model-call record of an agent step (its ``started_at``/``completed_at``)."""
    record = _gym(step)
    call = None if record is None else record.get("model_call")
    return call if isinstance(call, dict) else None


def tool_timing(step: object) -> list[dict[str, Any]]:
    """The ``extra.nemo_gym`` records of a step's observation results, in order."""
    if not isinstance(step, dict):
        return []
    observation = step.get("observation")
    results = observation.get("results") if isinstance(observation, dict) else None
    if not isinstance(results, list):
        return []
    return [record for result in results if (record := _gym(result)) is not None]


def model_call_error(step: object) -> str | None:
    """Why a step's model call failed, as ``error.type`` names it: the recorded
    ``error_category``, else the HTTP status (400 and above), else a response status of
    ``failed`` or ``incomplete``; None for a call that did not fail or was not recorded."""
    call = model_call(step)
    meta = None if call is None else call.get("response_metadata")
    if not isinstance(meta, dict):
        return None
    category = meta.get("error_category")
    if isinstance(category, str) and category:
        return category
    status = json_int(meta.get("status_code"))
    if status is not None and status >= 400:
        return str(status)
    response_status = meta.get("response_status")
    if response_status in ("failed", "incomplete"):
        return str(response_status)
    return None


def invocation_error(document: object) -> str | None:
    """Why the agent invocation behind a document did not complete (``extra.nemo_gym.source
    .invocation_status`` other than ``completed``); None when it completed or is unknown."""
    record = _gym(document)
    source = None if record is None else record.get("source")
    status = source.get("invocation_status") if isinstance(source, dict) else None
    if isinstance(status, str) and status != "completed":
        return status
    return None


__all__ = ["invocation_error", "model_call", "model_call_error", "tool_timing"]
