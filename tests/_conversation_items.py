"""Conversations for the tests of the quiet conversation pass (a valid row of the usual shape
and drawn conversation items, some with a finding of their own rules)."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

plain = st.none() | st.booleans() | st.integers(-3, 3) | st.text(max_size=2)
video_parts = st.fixed_dictionaries(
    {"type": st.sampled_from(["input_video", "input_text", "output_text"]) | plain},
    optional={
        "video_url": st.sampled_from(["u", ""]) | plain,
        "video": st.sampled_from(["v", ""]) | plain,
        "text": st.just("t"),
    },
)
token_members = st.fixed_dictionaries(
    {},
    optional={
        "prompt_token_ids": st.sampled_from([[1], [], None]),
        "generation_token_ids": st.sampled_from([[2], None]),
        "generation_log_probs": st.sampled_from([[-0.5], None]),
        "routed_experts": st.sampled_from([None, "e", [[[1]]]]),
    },
)
items = st.builds(
    lambda base, tokens: {**base, **tokens},
    st.one_of(
        st.fixed_dictionaries(
            {"role": st.sampled_from(["user", "assistant"]), "content": st.just("text")},
            optional={"type": st.just("message")},
        ),
        st.fixed_dictionaries(
            {"role": st.just("user"), "content": st.lists(video_parts | plain, max_size=3)},
            optional={"type": st.sampled_from(["message", "reasoning"]) | plain},
        ),
        st.fixed_dictionaries(
            {"type": st.just("function_call_output"), "call_id": st.just("c"), "output": plain}
        ),
    ),
    token_members,
)


def usual_row() -> dict[str, Any]:
    """A valid row of the usual shape with nothing to report, one conversation item."""
    server = {"type": "responses_api_models", "name": "p"}
    call = {
        "model_call_id": "a",
        "started_at": 1.0,
        "completed_at": 2.0,
        "response_metadata": {"response_id": "ra", "model_ref": server, "status_code": 200},
        "token_stats": {"prompt_tokens": 3, "completion_tokens": 5, "total_tokens": 8},
    }
    invocation = {
        "invocation_id": "root",
        "kind": "agent_invocation",
        "status": "completed",
        "conversation": [{"role": "user", "content": "hi"}],
        "model_calls": [{"model_call_id": "a"}],
    }
    return {
        "task_id": "t",
        "_ng_task_index": 1,
        "_ng_rollout_index": 2,
        "reward": 1.0,
        "response": {"usage": {"input_tokens": 3, "output_tokens": 5}},
        "ng_trajectory": {
            "schema_version": "1.0",
            "task_id": "t",
            "rollout_id": "1-2",
            "invocations": [invocation],
            "turns": [],
            "model_calls": [call],
            "tool_calls": [],
            "gaps": [],
        },
    }
