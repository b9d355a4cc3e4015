"""Projection's first pass over a row also proves its bundle's conversation items quiet
(``bundle_is_quiet``), and the bundle's rules then do not read them; the built trajectory's
rules do not read them again once the bundle's found no error in them (the trajectory's
invocations are the joined bundle's agent_invocation records, whose conversations the join
leaves as they are, and only the first error is asked). A row whose items that pass refuses is projected
as before: here the usual row gets a drawn conversation, and its outcome must be the outcome
of the path where every item is read by the rules (no quiet pass), byte for byte."""

from __future__ import annotations

import copy
import tempfile
from pathlib import Path
from typing import Any
from unittest import mock

import orjson
from _conversation_items import items, plain
from _examples import examples
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from trajspec._identity import capture_key
from trajspec.converters import ProjectOptions, project_chunk
from trajspec.converters._projection import enrich as _enrich
from trajspec.converters._projection import trajectory as _trajectory
from trajspec.validators._document import (
    _ordered,
    beside_structure,
    number_findings,
    validate_against,
)
from trajspec.validators._evidence.rules import CHECKS
from trajspec.validators._structural.compiled import structural_findings

REF = {"type": "responses_api_models", "name": "policy"}


def usual_row(conversation: list[Any]) -> dict[str, Any]:
    invocation = {
        "kind": "agent_invocation",
        "invocation_id": "root",
        "conversation": conversation,
        "model_calls": [],
    }
    return {
        "task_id": "t",
        "_ng_task_index": 0,
        "_ng_rollout_index": 0,
        "ng_agent_observations": {"source": "s", "records": [invocation]},
    }


def _reading_items(
    document: Any, schema: str, *, clean: bool = False, conversations_quiet: bool = False
) -> list[Any]:
    """validate_against as the rules read every conversation item."""
    if clean:
        return validate_against(document, schema, clean=True)
    found = structural_findings(document, schema)
    check = CHECKS.get(schema)
    if check is not None:
        found += check(document)
    found += beside_structure(number_findings(document, "evidence"), found)
    return _ordered(found)


def _outcome(row: dict[str, Any], *, full: bool) -> tuple[Any, ...]:
    with tempfile.TemporaryDirectory() as scratch:
        key, _ = capture_key(row)
        assert key is not None
        capture = {"model_call_id": "c1", "model_ref": REF, "client_session_id": "root"}
        (Path(scratch) / f"{key}.capture.jsonl").write_bytes(orjson.dumps(capture) + b"\n")
        options = ProjectOptions(scratch)
        if full:
            with (
                mock.patch.object(_enrich, "bundle_is_quiet", lambda row: False),
                mock.patch.object(_trajectory, "_validate_against", lambda: _reading_items),
            ):
                (outcome,) = project_chunk([orjson.dumps(row)], 1, options)
        else:
            (outcome,) = project_chunk([orjson.dumps(row)], 1, options)
    return outcome.code, outcome.message, outcome.output


@settings(max_examples=examples(0.6), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(items | plain, max_size=4))
@example([{"role": "user", "content": "t", "prompt_token_ids": [1]}])
@example([{"role": "user", "content": [{"type": "input_video", "video_url": "u", "video": "v"}]}])
@example([{"role": "user", "content": [{"type": "input_video"}]}])
@example([{"role": "user", "content": "t"}, {"type": "function_call_output", "call_id": "c"}])
def test_rows_with_proven_conversations_project_as_before(conversation: list[Any]) -> None:
    row = usual_row(copy.deepcopy(conversation))
    assert _outcome(row, full=False) == _outcome(row, full=True)


def test_the_usual_row_takes_the_quiet_pass_and_a_refused_item_does_not() -> None:
    """Without the first the test above compares the full path with itself; the refused
    row's bundle is invalid (the item's own rule), so the bundle stays as sent and the
    trajectory reports the observations invalid."""
    quiet = usual_row([{"role": "user", "content": "hi"}])
    assert _enrich.bundle_is_quiet(quiet)
    seen: list[bool] = []
    built = _trajectory._built_error

    def spy(trajectory: dict[str, Any], conversations_quiet: bool) -> str | None:
        seen.append(conversations_quiet)
        return built(trajectory, conversations_quiet)

    with mock.patch.object(_trajectory, "_built_error", spy):
        _outcome(quiet, full=False)
    assert seen == [True]
    refused = usual_row([{"role": "user", "content": "t", "prompt_token_ids": [1]}])
    assert not _enrich.bundle_is_quiet(refused)
    assert _enrich.bundle_is_clean(refused)
    code, _, output = _outcome(refused, full=False)
    assert (code, output) == _outcome(refused, full=True)[::2]
    assert output is not None
    gaps = orjson.loads(output)["ng_trajectory"]["gaps"]
    assert "agent_observations_invalid" in [g["code"] for g in gaps]
