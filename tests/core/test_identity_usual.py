"""The usual row's identity by the rules, at the edges of its indices."""

from __future__ import annotations

from typing import Any

import pytest

from trajspec import _identity


@pytest.mark.parametrize(
    ("row", "rollout_id"),
    [
        (
            {"task_id": "t", "_ng_task_index": 0, "_ng_rollout_index": 2**63 - 1},
            "0-9223372036854775807",
        ),
        ({"task_id": "t", "_ng_task_index": -1, "_ng_rollout_index": 0}, None),
        ({"task_id": "t", "_ng_task_index": 1, "_ng_rollout_index": 2**63}, None),
        ({"task_id": "t", "_ng_task_index": True, "_ng_rollout_index": 0}, None),
        (
            {"task_id": "t", "_ng_task_index": 3, "_ng_rollout_index": 1, "_ng_attempt_index": 2},
            "3-1-a2",
        ),
    ],
    ids=["largest index", "negative index", "index past 64 bits", "boolean index", "attempt"],
)
def test_the_usual_row_s_identity(row: dict[str, Any], rollout_id: str | None) -> None:
    assert _identity.rollout_identity(row) == _identity.RolloutIdentity("t", rollout_id)
