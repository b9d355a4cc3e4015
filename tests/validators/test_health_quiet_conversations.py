"""Health's first pass also proves a record's conversation items quiet (the quiet registry of
validators/_structural/compiled.py), and the trajectory's rules then do not read the items
(QUIET_CONVERSATION_CHECKS). A record whose items that pass refuses is judged as before: here
a valid record of the usual shape gets a drawn conversation, and its digest must be the digest
of the path that reads every item (the quiet pass patched to always refuse), member for
member."""

from __future__ import annotations

import copy
from typing import Any
from unittest import mock

import orjson
from _conversation_items import items, plain, usual_row
from _examples import examples
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from trajspec.validators._document import validate_against
from trajspec.validators._health import batch, rollout
from trajspec.validators._structural import compiled

TRAJECTORY = "evidence/1.0/trajectory_record"


def _never_quiet(document: Any, member: str, name: str, *, quiet: bool = False) -> bool:
    return not quiet and compiled.range_and_member_clean(document, member, name)


def _reading_items(
    document: Any, schema: str, *, clean: bool = False, conversations_quiet: bool = False
) -> list[Any]:
    return validate_against(document, schema, clean=clean)


def _digests(row: dict[str, Any], *, full: bool) -> list[Any]:
    """Health's digests of ``row``; ``full``: as before the quiet pass, every item read by
    the rules whatever the batch says of them."""
    lines = [orjson.dumps(row) + b"\n"]
    settings_ = batch.HealthSettings()
    if not full:
        return batch.health_chunk(lines, 1, "rows.jsonl", 0, settings_)
    with (
        mock.patch.object(batch, "range_and_member_clean", _never_quiet),
        mock.patch.object(rollout, "validate_against", _reading_items),
    ):
        return batch.health_chunk(lines, 1, "rows.jsonl", 0, settings_)


@settings(max_examples=examples(0.75), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(items | plain, max_size=4))
@example([{"role": "user", "content": "t", "prompt_token_ids": [1]}])
@example([{"role": "user", "content": [{"type": "input_video", "video_url": "u", "video": "v"}]}])
@example([{"role": "user", "content": [{"type": "input_video"}]}])
@example([{"role": "user", "content": "t", "routed_experts": None}])
@example([{"role": "user", "content": "t"}, {"type": "function_call_output", "call_id": "c"}])
def test_records_with_proven_conversations_keep_their_digests(items: list[Any]) -> None:
    row = usual_row()
    row["ng_trajectory"]["invocations"][0]["conversation"] = copy.deepcopy(items)
    assert _digests(row, full=False) == _digests(row, full=True)


def test_the_usual_record_takes_the_quiet_pass_and_a_refused_item_does_not() -> None:
    """Without the first, the test above would compare the full path with itself; the second
    item's token metadata is incomplete (conversation_item.token_metadata_complete)."""
    row = usual_row()
    assert compiled.range_and_member_clean(row, "ng_trajectory", TRAJECTORY, quiet=True)
    assert [f[0] for f in _digests(row, full=False)[0].findings] == ["rollout_missing_agent_turns"]
    row["ng_trajectory"]["invocations"][0]["conversation"].append(
        {"role": "user", "content": "t", "prompt_token_ids": [1]}
    )
    assert not compiled.range_and_member_clean(row, "ng_trajectory", TRAJECTORY, quiet=True)
    assert compiled.range_and_member_clean(row, "ng_trajectory", TRAJECTORY)
    found = _digests(row, full=False)[0].findings
    assert found == _digests(row, full=True)[0].findings
    # the item's finding is an error: the record is unreadable to health
    assert "record_unreadable" in [f[0] for f in found]


def test_a_quiet_pass_skips_the_item_rules() -> None:
    """validate_against with conversations_quiet does not read the items (the saving), and
    without it reads them even when clean (a caller's clean says nothing of the items)."""
    trajectory = usual_row()["ng_trajectory"]
    trajectory["invocations"][0]["conversation"].append(
        {"role": "user", "content": "t", "prompt_token_ids": [1]}
    )
    assert validate_against(trajectory, TRAJECTORY, clean=True) != []
    assert validate_against(trajectory, TRAJECTORY, clean=True, conversations_quiet=True) == []
    # conversations_quiet alone, without clean, says nothing: the document's own pass decides
    assert validate_against(trajectory, TRAJECTORY, conversations_quiet=True) != []
