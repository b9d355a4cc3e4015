"""The worked example of the export reference (section 1.8 of the export formats): an ATIF
v1.7 document and the HF/TRL row it gives, shared by the tests of export --format messages."""

from __future__ import annotations

from typing import Any

#: The worked example of the export reference (section 1.8): the ATIF document ...
WORKED: dict[str, Any] = {
    "schema_version": "ATIF-v1.7", "session_id": "s-1", "trajectory_id": "s-1:0",
    "agent": {"name": "calc_agent", "version": "1.0.0", "model_name": "calc-model-8b",
        "tool_definitions": [{"type": "function", "function": {"name": "multiply",
            "description": "Multiply two integers.",
            "parameters": {"type": "object", "properties": {"a": {"type": "integer"},
                "b": {"type": "integer"}}, "required": ["a", "b"]}}}]},
    "steps": [
        {"step_id": 1, "source": "user", "message": "What is 17 * 3?"},
        {"step_id": 2, "source": "agent", "message": "",
            "reasoning_content": "Use the multiply tool.",
            "tool_calls": [{"tool_call_id": "call_1", "function_name": "multiply",
                "arguments": {"a": 17, "b": 3}}],
            "observation": {"results": [{"source_call_id": "call_1", "content": "51"}]},
            "metrics": {"prompt_tokens": 96, "completion_tokens": 18, "cached_tokens": 0},
            "llm_call_count": 1},
        {"step_id": 3, "source": "agent", "message": "17 * 3 = 51.",
            "metrics": {"prompt_tokens": 130, "completion_tokens": 9}, "llm_call_count": 1}],
    "final_metrics": {"total_prompt_tokens": 226, "total_completion_tokens": 27,
        "total_steps": 3},
}  # fmt: skip

#: ... and the HF/TRL row the reference gives for it.
WORKED_ROW = """{"messages": [
  {"role": "user", "content": "What is 17 * 3?"},
  {"role": "assistant", "content": "", "reasoning_content": "Use the multiply tool.",
   "tool_calls": [{"id": "call_1", "type": "function",
                   "function": {"name": "multiply", "arguments": {"a": 17, "b": 3}}}]},
  {"role": "tool", "tool_call_id": "call_1", "name": "multiply", "content": "51"},
  {"role": "assistant", "content": "17 * 3 = 51."}],
 "tools": [{"type": "function", "function": {"name": "multiply", "description": "Multiply two integers.",
   "parameters": {"type": "object", "properties": {"a": {"type": "integer"}, "b": {"type": "integer"}},
                  "required": ["a", "b"]}}}]}"""
