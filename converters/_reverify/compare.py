"""Comparing two responses on the fields the reverify profile fixes (how tests and the
conformance vectors check a rebuilt response)."""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from typing import Any

from trajspec._jsonvalues import JsonObject
from trajspec._strictjson import StrictJsonError, loads
from trajspec.converters._atif_export.values import exactly_equal as json_equal  # one definition
from trajspec.converters._reverify.readers import as_list


def response_profile(response: Mapping[str, Any]) -> JsonObject:
    """A response reduced to what the reverify profile fixes, for comparing two responses:
    no ids; reasoning as its text (summary or content parts alike); function-call arguments
    parsed (strictly). Every other member is kept as it is."""
    reduced = {k: v for k, v in response.items() if k != "id"}
    items = []
    for item in as_list(response.get("output")):
        if not isinstance(item, dict):
            items.append(item)
            continue
        item = {k: v for k, v in item.items() if k != "id"}
        if item.get("type") == "reasoning":
            parts = as_list(item.get("content")) or as_list(item.get("summary"))
            item = {
                "type": "reasoning",
                "text": "".join(p.get("text", "") for p in parts if isinstance(p, dict)),
            }
        elif item.get("type") == "function_call" and isinstance(item.get("arguments"), str):
            # Unparsable text is left as it is: it then differs from any parsed value.
            with contextlib.suppress(StrictJsonError):
                item["arguments"] = loads(item["arguments"])
        items.append(item)
    reduced["output"] = items
    return reduced


__all__ = [
    "json_equal",
    "response_profile",
]
