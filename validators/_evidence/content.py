"""The rules of conversation items: token metadata that travels together, and the source of
an input_video content part (of a message's content or on its own)."""

from __future__ import annotations

from typing import Any, Final

from trajspec._jsonvalues import show
from trajspec.validators._evidence.values import Node, Problem, Problems

#: Conversation-item keys of token metadata; the first three travel together.
_TOKEN_KEYS: Final = ("prompt_token_ids", "generation_token_ids", "generation_log_probs")
_TOKEN_TRIGGERS: Final = (*_TOKEN_KEYS, "routed_experts")
#: What the rules of a conversation item read: the dialect enters an item only when it has
#: one of them.
CONVERSATION_ITEM_READS: Final = frozenset((*_TOKEN_TRIGGERS, "content"))


def _video_source(part: dict[str, Any]) -> str | None:
    """Rule content_part.input_video_source: the message of an input_video part without
    exactly one source (its schema proved each a non-empty string), else None."""
    url, video = part.get("video_url"), part.get("video")
    if url is None and video is None:
        return "an input_video part needs a source: set video_url or video"
    if url is not None and video is not None:
        return (
            f"an input_video part has both video_url {show(url, limit=80)} and video "
            f"{show(video, limit=80)}; keep exactly one of them"
        )
    return None


def video_part_rules(value: dict[str, Any], node: Node, context: Any) -> Problems:
    """The rule of a content part (a document of its own)."""
    if value.get("type") != "input_video":
        return ()
    message = _video_source(value)
    return () if message is None else (("content_part.input_video_source", (), message),)


def conversation_item_rules(value: dict[str, Any], node: Node, context: Any) -> Problems:
    """Rule conversation_item.token_metadata_complete, and the rule of a message's content
    parts (the parts of its content list, read here: a part is entered only to be asked its
    type, which this asks for all of them in one loop)."""
    tokens = (
        "prompt_token_ids" in value
        or "generation_token_ids" in value
        or "generation_log_probs" in value
        or "routed_experts" in value
    )
    content = value.get("content")
    if not tokens and type(content) is not list:
        return ()  # the usual item: no token metadata, no content parts
    out: list[Problem] = []
    if tokens:
        # Presence counts, a null value too, as in the reference's models.
        carried = [key for key in _TOKEN_TRIGGERS if key in value]
        missing = [key for key in _TOKEN_KEYS if key not in value]
        if missing:
            out.append(
                (
                    "conversation_item.token_metadata_complete",
                    (),
                    f"the item carries {', '.join(carried)} but not {', '.join(missing)}; "
                    "token metadata comes as all of prompt_token_ids, generation_token_ids "
                    "and generation_log_probs, or none",
                )
            )
    # A message may leave its type out (the Responses API's easy input message).
    if type(content) is list and value.get("type", "message") == "message":
        for index, part in enumerate(content):
            if part.get("type") == "input_video" and (message := _video_source(part)):
                out.append(("content_part.input_video_source", ("content", index), message))
    return out
