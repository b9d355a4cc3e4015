"""Semantic rules of the evidence family: every rule of spec/rules/evidence.json.

A schema checks one value at a time; these checks compare values with each other: unique
ids, acyclic parent graphs, references that resolve, timestamps in order, token counts that
add up, a row's identity against its trajectory. ``CHECKS`` maps each qualified schema name to
the check of a document of that schema; a container's check applies the rules of everything
it contains, so validating a rollout row applies every rule to every nested part, with JSON
Pointer paths from the row.

The checks read plain parsed JSON and never raise: the semantic pass runs on structurally
invalid documents too, so every value is type-checked before use, and a part whose type is
wrong is skipped (its structural finding already says so) instead of being reported again.
Indexes are built once per document; request and response payloads are never walked.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from trajspec._findings import Finding
from trajspec.validators._evidence.calls import (
    _capture,
    _capture_call,
    _capture_exchange,
    _collection_config,
    _model_call,
    _token_stats,
    _tool_call,
    _trajectory_tool_call,
)
from trajspec.validators._evidence.content import _conversation_item, _video_part
from trajspec.validators._evidence.gaps import _gap, known_gap_codes
from trajspec.validators._evidence.invocations import _invocation
from trajspec.validators._evidence.observations import _bundle, _compaction, _record
from trajspec.validators._evidence.references import _check_ref, _check_ref_list
from trajspec.validators._evidence.row import _row
from trajspec.validators._evidence.trajectory import _trajectory
from trajspec.validators._evidence.values import Out, Path


def _check(rule: Callable[[Any, Path, Out], object]) -> Callable[[Any], list[Finding]]:
    def check(document: Any) -> list[Finding]:
        out: Out = []
        rule(document, (), out)
        return out

    check.__name__ = f"check{rule.__name__}"
    return check


_CONVERSATION_ITEM_SCHEMAS: Final = (
    "additional_tools_item",
    "apply_patch_call_item",
    "apply_patch_call_output_item",
    "code_interpreter_call_item",
    "compaction_item",
    "compaction_trigger_item",
    "computer_call_item",
    "computer_call_output_item",
    "custom_tool_call_item",
    "custom_tool_call_output_item",
    "file_search_call_item",
    "function_call_item",
    "function_call_output_item",
    "image_generation_call_item",
    "local_shell_call_item",
    "local_shell_call_output_item",
    "mcp_approval_request_item",
    "mcp_approval_response_item",
    "mcp_call_item",
    "mcp_list_tools_item",
    "message_item",
    "reasoning_item",
    "shell_call_item",
    "shell_call_output_item",
    "tool_search_call_item",
    "tool_search_output_item",
    "web_search_call_item",
)

_RULES: dict[str, Callable[[Any, Path, Out], object]] = {
    "rollout_row": _row,
    "rollout_failure_record": _row,  # a failures-sidecar line carries a row's evidence
    "trajectory_record": _trajectory,
    "agent_observation_bundle": _bundle,
    "agent_observation_record": _record,
    "agent_invocation": _invocation,
    "context_compaction_observation": _compaction,
    "tool_call_observation": _tool_call,
    "trajectory_turn": lambda value, path, out: (
        _check_ref_list(value.get("model_calls"), (*path, "model_calls"), out)
        if isinstance(value, dict)
        else None
    ),
    "model_call_ref": _check_ref,
    "trajectory_model_call": _model_call,
    "trajectory_token_stats": _token_stats,
    "trajectory_tool_call": _trajectory_tool_call,
    "observation_gap": _gap,
    "model_call_capture": _capture,
    "model_call_record": _capture_call,
    "capture_exchange": _capture_exchange,
    "collection_config": _collection_config,
    "conversation_item": _conversation_item,
    "message_content_part": _video_part,
    "input_video_part": _video_part,
    **dict.fromkeys(_CONVERSATION_ITEM_SCHEMAS, _conversation_item),
}

#: The semantic check of each schema with rules (or containing a schema with rules), by
#: qualified schema name.
CHECKS: dict[str, Callable[[Any], list[Finding]]] = {
    f"evidence/1.0/{name}": _check(rule) for name, rule in _RULES.items()
}

__all__ = ["CHECKS", "known_gap_codes"]
