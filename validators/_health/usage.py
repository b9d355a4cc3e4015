"""A row's transcript usage, as health reads it (moved from validators/_health/evidence.py,
unchanged)."""

from __future__ import annotations

from typing import Any

from trajspec._jsonvalues import INT64_MAX
from trajspec.validators._evidence.usage import usage_count


def _usage_is(row: dict[str, Any], prompt: int, completion: int) -> bool:
    """Whether transcript_usage(row) is (prompt, completion): the usual usage, plain int
    counts of int64 under the first key present, compared in place, else asked of it."""
    response = row.get("response")
    usage = response.get("usage") if type(response) is dict else None
    if type(usage) is dict:
        given = usage.get("input_tokens") if "input_tokens" in usage else usage.get("prompt_tokens")
        made = (
            usage.get("output_tokens")
            if "output_tokens" in usage
            else usage.get("completion_tokens")
        )
        if (
            type(given) is int
            and type(made) is int
            and given == prompt
            and made == completion
            and prompt <= INT64_MAX
            and completion <= INT64_MAX
        ):
            return True  # (the sums are of counts, never below 0)
    return transcript_usage(row) == (prompt, completion)


def transcript_usage(row: dict[str, Any]) -> tuple[int | None, int | None]:
    """The prompt and completion counts of ``response.usage`` (input_tokens, else
    prompt_tokens; output_tokens, else completion_tokens), each None when not a count."""
    response = row.get("response")
    usage = response.get("usage") if isinstance(response, dict) else None
    if not isinstance(usage, dict):
        return None, None
    return (
        usage_count(usage, ("input_tokens", "prompt_tokens"))[1],
        usage_count(usage, ("output_tokens", "completion_tokens"))[1],
    )
