"""Semantic rules of the evidence family: every rule of spec/rules/evidence.json, by schema.

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

This module holds only the table; each rule lives in the module of what it checks (the
package docstring lists them).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from trajspec._findings import Finding
from trajspec.validators._evidence.calls import (
    capture_call_rules,
    capture_exchange_rules,
    capture_rules,
    collection_config_rules,
    model_call_rules,
    token_stats_rules,
    tool_call_rules,
    trajectory_tool_call_rules,
)
from trajspec.validators._evidence.content import conversation_item_rules, video_part_rules
from trajspec.validators._evidence.gaps import gap_rules, known_gap_codes
from trajspec.validators._evidence.inputs import input_row_rules, request_rules
from trajspec.validators._evidence.invocations import invocation_rules
from trajspec.validators._evidence.observations import bundle_rules, compaction_rules, record_rules
from trajspec.validators._evidence.references import check_ref, check_ref_list
from trajspec.validators._evidence.row import row_rules
from trajspec.validators._evidence.trajectory import trajectory_rules
from trajspec.validators._evidence.values import Out, Path


def _check(rule: Callable[[Any, Path, Out], object]) -> Callable[[Any], list[Finding]]:
    def check(document: Any) -> list[Finding]:
        out: Out = []
        rule(document, (), out)
        return out

    check.__name__ = f"check_{rule.__name__}"
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
    "rollout_row": row_rules,
    "rollout_failure_record": row_rules,  # a failures-sidecar line carries a row's evidence
    "input_row": input_row_rules,
    "materialized_input_row": input_row_rules,  # an input row with the identity keys
    "response_create_params": request_rules,
    "trajectory_record": trajectory_rules,
    "agent_observation_bundle": bundle_rules,
    "agent_observation_record": record_rules,
    "agent_invocation": invocation_rules,
    "context_compaction_observation": compaction_rules,
    "tool_call_observation": tool_call_rules,
    "trajectory_turn": lambda value, path, out: (
        check_ref_list(value.get("model_calls"), (*path, "model_calls"), out)
        if isinstance(value, dict)
        else None
    ),
    "model_call_ref": check_ref,
    "trajectory_model_call": model_call_rules,
    "trajectory_token_stats": token_stats_rules,
    "trajectory_tool_call": trajectory_tool_call_rules,
    "observation_gap": gap_rules,
    "model_call_capture": capture_rules,
    "model_call_record": capture_call_rules,
    "capture_exchange": capture_exchange_rules,
    "collection_config": collection_config_rules,
    "conversation_item": conversation_item_rules,
    "message_content_part": video_part_rules,
    "input_video_part": video_part_rules,
    **dict.fromkeys(_CONVERSATION_ITEM_SCHEMAS, conversation_item_rules),
}

#: The semantic check of each schema with rules (or containing a schema with rules), by
#: qualified schema name.
CHECKS: dict[str, Callable[[Any], list[Finding]]] = {
    f"evidence/1.0/{name}": _check(rule) for name, rule in _RULES.items()
}


__all__ = ["CHECKS", "known_gap_codes"]
