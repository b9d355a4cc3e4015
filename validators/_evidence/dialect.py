"""The evidence dialect of the rule engine (trajspec/_rule_engine.py): which members of each
evidence object type hold objects of which type (after spec/evidence/1.0's schemas), and the
rules of spec/rules/evidence.json by the type of the object each reads. A rule of an object
that holds a list (a trajectory, a bundle, a row) compares its items with each other, reading
facts computed once per document (the run's context, a values.Facts)."""

from __future__ import annotations

from typing import Final

from trajspec._rule_engine import Dialect
from trajspec.validators._evidence.calls import (
    capture_call_rules,
    capture_exchange_rules,
    collection_config_rules,
    model_call_timing,
    record_rules,
    token_stats_rules,
    tool_call_timing,
    trajectory_tool_call_rules,
)
from trajspec.validators._evidence.content import (
    CONVERSATION_ITEM_READS,
    conversation_item_rules,
    video_part_rules,
)
from trajspec.validators._evidence.gaps import gap_rules
from trajspec.validators._evidence.inputs import request_rules
from trajspec.validators._evidence.observations import bundle_rules
from trajspec.validators._evidence.references import join_key_rules
from trajspec.validators._evidence.row import row_rules
from trajspec.validators._evidence.trajectory import trajectory_rules

_REFS: Final = ("ModelCallRef", True)
_ITEMS: Final = ("ConversationItem", True)
_GAPS: Final = ("Gap", True)

#: For each object type, its members that hold objects, with their type and whether the
#: member is an array of them.
CHILDREN: Final = {
    # rollout_row, rollout_failure_record
    "Row": {
        "ng_trajectory": ("Trajectory", False),
        "ng_agent_observations": ("Bundle", False),
        "ng_model_call_capture": ("Capture", False),
    },
    # input_row, materialized_input_row
    "InputRow": {"responses_create_params": ("Request", False)},
    "Request": {"input": _ITEMS},
    "Trajectory": {
        "invocations": ("Invocation", True),
        "turns": ("Turn", True),
        "model_calls": ("ModelCall", True),
        "tool_calls": ("TrajectoryToolCall", True),
        "gaps": _GAPS,
    },
    "Invocation": {"conversation": _ITEMS, "model_calls": _REFS},
    "Turn": {"model_calls": _REFS},
    "ModelCall": {"token_stats": ("TokenStats", False)},
    "Bundle": {"records": ("Record", True), "gaps": _GAPS},
    # agent_observation_record: an agent invocation, a tool call, a context compaction or a
    # sandbox observation (each member below belongs to one kind)
    "Record": {
        "conversation": _ITEMS,
        "model_calls": _REFS,
        "before_model_call": ("ModelCallRef", False),
        "after_model_call": ("ModelCallRef", False),
    },
    "Capture": {"calls": ("CaptureCall", True), "gaps": _GAPS},
}

#: The rules of spec/rules/evidence.json by the type of the object each reads.
EVIDENCE: Final = Dialect(
    CHILDREN,
    {
        "Row": (row_rules,),
        "Request": (request_rules,),
        "ConversationItem": (conversation_item_rules,),
        "ContentPart": (video_part_rules,),
        "Trajectory": (trajectory_rules,),
        "ModelCallRef": (join_key_rules,),
        "ModelCall": (model_call_timing,),
        "TokenStats": (token_stats_rules,),
        "TrajectoryToolCall": (trajectory_tool_call_rules,),
        "ToolCall": (tool_call_timing,),
        "Gap": (gap_rules,),
        "Bundle": (bundle_rules,),
        "Record": (record_rules,),
        "CaptureCall": (capture_call_rules,),
        "Exchange": (capture_exchange_rules,),
        "CollectionConfig": (collection_config_rules,),
    },
    # a conversation item's rules read its token metadata and its content parts: most items
    # (function calls and their outputs, messages of text) hold neither
    reads={"ConversationItem": CONVERSATION_ITEM_READS},
)

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
    "conversation_item",
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

#: The type of a document of each evidence schema with rules (or holding an object with
#: rules), by schema name.
ROOTS: Final = {
    "rollout_row": "Row",
    "rollout_failure_record": "Row",  # a failures-sidecar line carries a row's evidence
    "input_row": "InputRow",
    "materialized_input_row": "InputRow",  # an input row with the identity keys
    "response_create_params": "Request",
    "trajectory_record": "Trajectory",
    "agent_observation_bundle": "Bundle",
    "agent_observation_record": "Record",
    "agent_invocation": "Invocation",
    "context_compaction_observation": "Record",
    "tool_call_observation": "ToolCall",
    "trajectory_turn": "Turn",
    "model_call_ref": "ModelCallRef",
    "trajectory_model_call": "ModelCall",
    "trajectory_token_stats": "TokenStats",
    "trajectory_tool_call": "TrajectoryToolCall",
    "observation_gap": "Gap",
    "model_call_capture": "Capture",
    "model_call_record": "CaptureCall",
    "capture_exchange": "Exchange",
    "collection_config": "CollectionConfig",
    "message_content_part": "ContentPart",
    "input_video_part": "ContentPart",
    **dict.fromkeys(_CONVERSATION_ITEM_SCHEMAS, "ConversationItem"),
}
