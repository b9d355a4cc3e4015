"""A row's transcript usage, as health reads it (moved from validators/_health/evidence.py,
unchanged)."""

from __future__ import annotations

from typing import Any

from trajspec.validators._evidence.usage import usage_count


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
