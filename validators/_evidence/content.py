"""The rules of conversation items: token metadata that travels together, and the source of
an input_video content part (of a message's content or on its own)."""

from __future__ import annotations

from typing import Any, Final

from trajspec._jsonvalues import show
from trajspec._rules import finding
from trajspec.validators._evidence.values import Out, Path, objects

#: Conversation-item keys of token metadata; the first three travel together.
_TOKEN_KEYS: Final = ("prompt_token_ids", "generation_token_ids", "generation_log_probs")
_TOKEN_TRIGGERS: Final = (*_TOKEN_KEYS, "routed_experts")
TOKEN_TRIGGER_SET: Final = frozenset(_TOKEN_TRIGGERS)


_VIDEO_SOURCES: Final = frozenset({"video_url", "video"})


def video_part_rules(value: Any, path: Path, out: Out) -> None:
    if not isinstance(value, dict) or value.get("type") != "input_video":
        return
    url, video = value.get("video_url"), value.get("video")
    if not all(isinstance(v, str) and v for k, v in value.items() if k in _VIDEO_SOURCES):
        return  # null, a wrong type or an empty string: the structural pass reports it
    if url is None and video is None:
        message = "an input_video part needs a source: set video_url or video"
    elif url is not None and video is not None:
        message = (
            f"an input_video part has both video_url {show(url, limit=80)} and video "
            f"{show(video, limit=80)}; keep exactly one of them"
        )
    else:
        return
    out.append(finding("content_part.input_video_source", path, message))


def _message(value: Any, path: Path, out: Out) -> None:
    if not isinstance(value, dict):
        return
    for index, part in objects(value.get("content")):
        if part.get("type") == "input_video":  # the only part with a rule
            video_part_rules(part, (*path, "content", index), out)


def conversation_item_rules(value: Any, path: Path, out: Out) -> None:
    if not isinstance(value, dict):
        return
    if (
        "prompt_token_ids" in value
        or "generation_token_ids" in value
        or "generation_log_probs" in value
        or "routed_experts" in value
    ):
        # Presence counts, a null value too, as in the reference's models.
        carried = [key for key in _TOKEN_TRIGGERS if key in value]
        missing = [key for key in _TOKEN_KEYS if key not in value]
        if carried and missing:
            out.append(
                finding(
                    "conversation_item.token_metadata_complete",
                    path,
                    f"the item carries {', '.join(carried)} but not {', '.join(missing)}; "
                    "token metadata comes as all of prompt_token_ids, generation_token_ids "
                    "and generation_log_probs, or none",
                )
            )
    # A message may leave its type out (the Responses API's easy input message).
    if value.get("type", "message") == "message":
        _message(value, path, out)
