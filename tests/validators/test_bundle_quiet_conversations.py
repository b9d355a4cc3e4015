"""The clean pass proves an observation bundle's invocation conversations quiet as it does a
trajectory's (the record schema's ``kind`` is a const of each record type, so an
agent_invocation record is read as an AgentInvocation, whose items the quiet registry checks):
a bundle's, a row's and a record's findings with a drawn conversation in a bundle's
invocation are those of the full rules, which read every item."""

from __future__ import annotations

import copy
from typing import Any

from _conversation_items import items, plain, usual_row
from _examples import examples
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from trajspec.validators._document import (
    _ordered,
    beside_structure,
    number_findings,
    validate_against,
)
from trajspec.validators._evidence.rules import CHECKS
from trajspec.validators._structural.compiled import structural_findings, structure_and_range_clean

ROW = "evidence/1.0/rollout_row"
BUNDLE = "evidence/1.0/agent_observation_bundle"
RECORD = "evidence/1.0/agent_observation_record"
INVOCATION = "evidence/1.0/agent_invocation"


def bundle(conversation: list[Any]) -> dict[str, Any]:
    return {
        "source": "s",
        "records": [
            {"kind": "tool_call", "invocation_id": "root", "tool_call_id": "t"},
            {
                "kind": "agent_invocation",
                "invocation_id": "root",
                "conversation": conversation,
                "model_calls": [{"model_call_id": "a"}],
            },
        ],
        "gaps": [],
    }


def _full(document: Any, schema: str) -> list[Any]:
    """validate_against as the rules read every conversation item (the reference)."""
    expected = structural_findings(document, schema)
    expected += CHECKS[schema](document)
    expected += beside_structure(number_findings(document, "evidence"), expected)
    return _ordered(expected)


@settings(max_examples=examples(0.75), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(items | plain, max_size=4))
@example([{"role": "user", "content": "t", "prompt_token_ids": [1]}])
@example([{"role": "user", "content": [{"type": "input_video", "video_url": "u", "video": "v"}]}])
@example([{"role": "user", "content": [{"type": "input_video"}]}])
@example([{"role": "user", "content": "t"}, {"type": "function_call_output", "call_id": "c"}])
def test_bundles_with_proven_conversations_keep_their_findings(conversation: list[Any]) -> None:
    observed = bundle(copy.deepcopy(conversation))
    row = usual_row()
    row["ng_agent_observations"] = copy.deepcopy(observed)
    invocation = observed["records"][1]
    for document, schema in (
        (observed, BUNDLE),
        (row, ROW),
        (invocation, RECORD),
        (invocation, INVOCATION),
    ):
        assert validate_against(document, schema) == _full(document, schema)


def test_a_quiet_bundle_takes_the_quiet_checks_and_a_refused_item_does_not() -> None:
    """Without the first the test above compares the full rules with themselves."""
    quiet = bundle([{"role": "user", "content": "hi"}])
    assert structure_and_range_clean(quiet, BUNDLE)
    refused = bundle([{"role": "user", "content": "t", "prompt_token_ids": [1]}])
    assert not structure_and_range_clean(refused, BUNDLE)
    codes = [f.code for f in validate_against(refused, BUNDLE)]
    assert codes == [f.code for f in _full(refused, BUNDLE)]
    assert codes  # the item's own rule reports it
