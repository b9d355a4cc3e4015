"""The typed walk: every ATIF object of the wanted types in a document, with its path,
descending only where such an object can be."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from trajspec._jsonvalues import JsonObject
from trajspec.validators._atif.readers import Path

#: The members of each ATIF object type that hold ATIF objects, and whether as an array.
CHILDREN: dict[str, dict[str, tuple[str, bool]]] = {
    "Trajectory": {
        "agent": ("Agent", False),
        "steps": ("Step", True),
        "final_metrics": ("FinalMetrics", False),
        "subagent_trajectories": ("Trajectory", True),
    },
    "Step": {
        "message": ("ContentPart", True),
        "tool_calls": ("ToolCall", True),
        "observation": ("Observation", False),
        "metrics": ("Metrics", False),
    },
    "Observation": {"results": ("ObservationResult", True)},
    "ObservationResult": {
        "content": ("ContentPart", True),
        "subagent_trajectory_ref": ("SubagentTrajectoryRef", True),
    },
    "ContentPart": {"source": ("ImageSource", False)},
}


@functools.cache
def _reaching(wanted: frozenset[str]) -> frozenset[str]:
    """The object types whose subtree can hold an object of a wanted type."""
    reach = set(wanted)
    changed = True
    while changed:
        changed = False
        for kind, members in CHILDREN.items():
            children = {child for child, _ in members.values()} | (
                {"AudioSource"} if kind == "ContentPart" else set()
            )
            if kind not in reach and children & reach:
                reach.add(kind)
                changed = True
    return frozenset(reach)


def typed_objects(document: Any, wanted: frozenset[str]) -> Iterator[tuple[str, Path, JsonObject]]:
    """Every ATIF object of a wanted type in a document, with its path, in document order
    (objects only; other values are the structural pass's business). Iterative, and it
    descends only where a wanted type can be found."""
    reach = _reaching(wanted)
    if not isinstance(document, dict):
        return
    stack: list[tuple[Any, str, Path]] = [(document, "Trajectory", ())]
    while stack:
        value, kind, path = stack.pop()
        if kind in wanted:
            yield kind, path, value
        below: list[tuple[Any, str, Path]] = []
        for member, (child, is_array) in CHILDREN.get(kind, {}).items():
            if kind == "ContentPart" and member == "source" and value.get("type") == "audio":
                child = "AudioSource"
            if child not in reach:
                continue
            item = value.get(member)
            if not is_array:
                if isinstance(item, dict):
                    below.append((item, child, (*path, member)))
            elif isinstance(item, list):
                below.extend(
                    (element, child, (*path, member, index))
                    for index, element in enumerate(item)
                    if isinstance(element, dict)
                )
        stack.extend(reversed(below))
