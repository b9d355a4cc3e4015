"""Token counts of a capture exchange, normalised across the three dialects (Responses, Chat
Completions, Anthropic Messages): :class:`TokenCounts` and :func:`token_counts`."""

from __future__ import annotations

from dataclasses import dataclass

from trajspec._jsonvalues import json_count
from trajspec.converters._projection.values import count

# -- token normalisation ------------------------------------------------------------------


def _count_at(container: object, *keys: str) -> int | None:
    """The count of the first of ``keys`` whose value in ``container`` (an object) is one; a
    later key is read only when the ones before it hold no count."""
    if not isinstance(container, dict):
        return None
    for key in keys:
        value = container.get(key)
        # None first: most usage members are absent, and count(None) asks every type
        if value is not None and (found := count(value)) is not None:
            return found
    return None


def _member(value: object, key: str) -> object:
    return value.get(key) if isinstance(value, dict) else None


@dataclass(frozen=True, slots=True)
class TokenCounts:
    """Normalised token counts of one response; None where the response did not say."""

    tokens_in: int | None = None
    tokens_out: int | None = None
    tokens_reasoning: int | None = None
    tokens_total: int | None = None
    cached_tokens: int | None = None
    cache_creation_tokens: int | None = None

    @property
    def cache_hit(self) -> bool | None:
        """Whether part of the prompt came from the cache; None when that is unknown."""
        return None if self.cached_tokens is None else self.cached_tokens > 0


def token_counts(usage: object) -> TokenCounts:
    """Normalise a ``usage`` object of any of the three dialects.

    Only non-negative JSON integers count. Input tokens are ``input_tokens`` (Responses,
    Messages) else ``prompt_tokens`` (Chat); Anthropic cache reads and writes
    (``cache_read_input_tokens``, ``cache_creation_input_tokens``) are part of the input and
    are added to it. Output tokens are ``output_tokens`` else ``completion_tokens``; the total
    is ``total_tokens`` else input plus output when both are known. A derived input or total
    past the signed 64-bit range is unknown (None). Reasoning tokens come from
    ``output_tokens_details``/``completion_tokens_details`` else ``reasoning_output_tokens``;
    cached tokens from ``input_tokens_details``/``prompt_tokens_details`` (``cached_tokens``
    or ``cached_input_tokens``), else ``cache_read_input_tokens``, else ``cached_input_tokens``.
    """
    return TokenCounts(*_token_values(usage))


#: What ``_token_values`` gives for a usage that is not an object.
_NO_TOKENS: tuple[None, None, None, None, None, None] = (None,) * 6


def _token_values(
    usage: object,
) -> tuple[int | None, int | None, int | None, int | None, int | None, int | None]:
    """``token_counts`` as a plain tuple in TokenCounts' field order (a frozen dataclass costs
    more to build than the rest of a capture record's counts)."""
    if not isinstance(usage, dict):
        return _NO_TOKENS
    tokens_in = _count_at(usage, "input_tokens", "prompt_tokens")
    cache_read = _count_at(usage, "cache_read_input_tokens")
    cache_write = _count_at(usage, "cache_creation_input_tokens")
    if cache_read is not None or cache_write is not None:
        cache_sum = (cache_read or 0) + (cache_write or 0)
        if tokens_in is not None or cache_sum > 0:
            # past the signed 64-bit range it is no count (json_count): unknown
            tokens_in = json_count((tokens_in or 0) + cache_sum)
    tokens_out = _count_at(usage, "output_tokens", "completion_tokens")
    tokens_total = _count_at(usage, "total_tokens")
    if tokens_total is None and tokens_in is not None and tokens_out is not None:
        tokens_total = json_count(tokens_in + tokens_out)  # None past the range
    reasoning = _count_at(usage.get("output_tokens_details"), "reasoning_tokens")
    if reasoning is None:
        reasoning = _count_at(usage.get("completion_tokens_details"), "reasoning_tokens")
    if reasoning is None:
        reasoning = _count_at(usage, "reasoning_output_tokens")
    cached: int | None = None
    for details_key in ("input_tokens_details", "prompt_tokens_details"):
        cached = _count_at(usage.get(details_key), "cached_tokens", "cached_input_tokens")
        if cached is not None:
            break
    if cached is None:
        cached = cache_read if cache_read is not None else _count_at(usage, "cached_input_tokens")
    return (tokens_in, tokens_out, reasoning, tokens_total, cached, cache_write)


__all__ = ["TokenCounts", "token_counts"]
