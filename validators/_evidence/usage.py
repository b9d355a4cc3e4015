"""How a model call's outcome and a usage object are read, alike by the row's usage rules
(validators/_evidence/row.py) and the health checks (validators/_health/evidence.py)."""

from __future__ import annotations

from typing import Any, Final

from trajspec._jsonvalues import INT64_MAX
from trajspec._jsonvalues import json_count as _count
from trajspec._jsonvalues import json_int as _integral

#: A response status that means the call did not finish with a response.
_FAILED_RESPONSE_STATUS: Final = frozenset({"failed", "error", "cancelled"})


def call_finished(call: dict[str, Any]) -> bool:
    """Whether a trajectory model call finished with a response: no HTTP error status, no error
    category (an incomplete response is finished), no failed response status."""
    metadata = call.get("response_metadata")
    if not isinstance(metadata, dict):
        return True
    status = metadata.get("status_code")
    if status is not None:
        # a plain int in range is its own reading (json_int); anything else is read by it
        status = status if type(status) is int and status <= INT64_MAX else _integral(status)
        if status is not None and status >= 400:
            return False
    category = metadata.get("error_category")
    if isinstance(category, str) and category and category != "incomplete":
        return False
    status_text = metadata.get("response_status")
    return not (isinstance(status_text, str) and status_text in _FAILED_RESPONSE_STATUS)


def usage_count(usage: dict[str, Any], names: tuple[str, str]) -> tuple[str, int | None]:
    """The first of two usage keys that is present, and its count."""
    name = names[0] if names[0] in usage else names[1]
    return name, _count(usage.get(name))
