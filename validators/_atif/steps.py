"""The semantic rules of ATIF objects, as rules of the engine (trajspec/_rule_engine.py):
a trajectory's embedded subagents, a step (its id and source, timestamp, tool-call ids and the
results that answer them), a subagent reference, a content part. Each rule receives its object,
its node and the version the document is checked as, and yields problems located relative to
the object. An object's rules run only where its structure held (validators/_atif/rules.py),
so they read the members the schema proved; what they read above their object (a reference's
enclosing trajectories) is read defensively."""

from __future__ import annotations

import datetime
from collections.abc import Iterator

from trajspec._jsonvalues import JsonObject, show
from trajspec._jsonvalues import json_int as _int
from trajspec._rule_engine import Node, Problem, enclosing
from trajspec.validators._atif.readers import as_list, present
from trajspec.validators._atif.versions import rule_applies

#: Step members that only agent steps may have (rule atif.agent_only_field).
AGENT_ONLY_FIELDS = ("model_name", "reasoning_effort", "reasoning_content", "tool_calls", "metrics")


def step_rules(step: JsonObject, node: Node, version: str) -> list[Problem]:
    """The rules of one step (its place in its trajectory's steps is the node's index)."""
    found: list[Problem] = []
    index: int = node[2]  # a step is an element of its trajectory's steps
    step_id = step["step_id"]
    if step_id != index + 1 and (step_id := _int(step_id)) is not None and step_id != index + 1:
        # (an integer, the schema proved; out of the 64-bit range, the number rule's)
        found.append(
            (
                "atif.step_id_sequential",
                ("step_id",),
                f"step at position {index} has step_id {step_id}; ids count from 1 without "
                f"gaps, so it should be {index + 1}",
            )
        )
    source = step["source"]
    if source != "agent":
        for name in AGENT_ONLY_FIELDS:
            if step.get(name) is not None:
                found.append(
                    (
                        "atif.agent_only_field",
                        (name,),
                        f"{name} belongs to agent steps only but this step's source is "
                        f"{source!r}; remove it or make the step an agent step",
                    )
                )
    elif step.get("llm_call_count") == 0:  # an integer or null, the schema proved
        for name in ("metrics", "reasoning_content"):
            if step.get(name) is not None:
                found.append(
                    (
                        "atif.deterministic_step_fields",
                        (name,),
                        f"an agent step with llm_call_count 0 made no LLM call, so it has no "
                        f"{name}; remove it or set llm_call_count to the number of calls",
                    )
                )
    timestamp = step.get("timestamp")
    if timestamp is not None and not timestamp_accepted(timestamp):
        found.append(
            (
                "atif.timestamp_format",
                ("timestamp",),
                f"{show(timestamp)} is not an ISO 8601 time that datetime.fromisoformat "
                "reads; write e.g. 2025-10-11T10:30:00Z",
            )
        )
    seen: set[str] = set()
    calls = step.get("tool_calls")
    if calls:
        for j, call in enumerate(calls):
            call_id = call["tool_call_id"]
            if call_id in seen:
                found.append(
                    (
                        "atif.tool_call_id_duplicate",
                        ("tool_calls", j, "tool_call_id"),
                        f"tool_call_id {call_id!r} is used by an earlier call of this step; "
                        "give every call its own id",
                    )
                )
            seen.add(call_id)
    observation = step.get("observation")
    if observation is None:
        return found
    for r, result in enumerate(observation["results"]):
        call = result.get("source_call_id")
        if call is not None and call not in seen:
            if seen:
                known = "its tool calls are " + ", ".join(repr(c) for c in sorted(seen))
            else:
                known = "the step has no tool calls"
            found.append(
                (
                    "atif.source_call_id_resolves",
                    ("observation", "results", r, "source_call_id"),
                    f"source_call_id {call!r} names no tool call of this step ({known}); "
                    "a result answers a call of its own step",
                )
            )
    return found


def ref_rules(ref: JsonObject, node: Node, version: str) -> Iterator[Problem]:
    """The rules of a subagent reference: it names a trajectory, and an embedded one that an
    enclosing trajectory holds."""
    has_id, has_path = present(ref, "trajectory_id"), present(ref, "trajectory_path")
    if not (has_id or has_path) and rule_applies("atif.subagent_ref_resolvable", version):
        yield (
            "atif.subagent_ref_resolvable",
            (),
            "the reference names no trajectory: set trajectory_id (an embedded subagent) "
            "or trajectory_path (a stored one); session_id alone does not resolve",
        )
    target = ref.get("trajectory_id")
    if has_id and not has_path and not any(target in _embedded(a) for a in _trajectories(node)):
        yield (
            "atif.subagent_ref_resolves",
            ("trajectory_id",),
            f"no embedded subagent trajectory has trajectory_id {target!r}; embed it in "
            "subagent_trajectories or add a trajectory_path",
        )


def _trajectories(node: Node) -> Iterator[JsonObject]:
    """The trajectories that enclose an object, nearest first."""
    for kind, value in enclosing(node):
        if kind == "Trajectory":
            yield value


def _embedded(trajectory: JsonObject) -> set[str]:
    """The trajectory ids of a trajectory's embedded subagents (read defensively: the
    trajectory's own structure may not have held)."""
    return {
        sub["trajectory_id"]
        for sub in as_list(trajectory.get("subagent_trajectories"))
        if isinstance(sub, dict) and isinstance(sub.get("trajectory_id"), str)
    }


def content_part_rules(part: JsonObject, node: Node, version: str) -> Iterator[Problem]:
    """The rules of a content part: the members its type needs and allows, and its source's
    media kind."""
    kind = part["type"]
    if kind == "text":
        if not present(part, "text"):
            yield "atif.content_part_fields", (), "a text part needs text (an empty string is fine)"
        if present(part, "source"):
            yield (
                "atif.content_part_fields",
                ("source",),
                "a text part has no source; use an image or audio part for media",
            )
    elif kind in ("image", "audio"):
        if not present(part, "source"):
            yield (
                "atif.content_part_fields",
                (),
                f"an {kind} part needs a source with its media_type and path",
            )
        if present(part, "text"):
            yield (
                "atif.content_part_fields",
                ("text",),
                f"an {kind} part has no text; put text in a separate text part",
            )
        source = part.get("source")
        media = source.get("media_type") if source is not None else None
        if (
            isinstance(media, str)
            and rule_applies("atif.content_part_source_kind", version)
            and media.split("/", 1)[0] in ("image", "audio")
            and media.split("/", 1)[0] != kind
        ):
            yield (
                "atif.content_part_source_kind",
                ("source", "media_type"),
                f"an {kind} part carries {media!r}; its source must be of the "
                f"{kind}/ kind, or the part's type must say what the media is",
            )


def subagent_rules(trajectory: JsonObject, node: Node, version: str) -> Iterator[Problem]:
    """The rules of a trajectory's embedded subagents: each has a trajectory_id of its own."""
    seen: set[str] = set()
    for k, sub in enumerate(trajectory.get("subagent_trajectories") or ()):
        trajectory_id = sub.get("trajectory_id")
        if trajectory_id is None:
            yield (
                "atif.subagent_trajectory_id_required",
                ("subagent_trajectories", k),
                "an embedded subagent trajectory needs a trajectory_id, the key its references use",
            )
        else:
            if trajectory_id in seen:
                yield (
                    "atif.subagent_trajectory_id_unique",
                    ("subagent_trajectories", k, "trajectory_id"),
                    f"trajectory_id {trajectory_id!r} is used by an earlier embedded "
                    "subagent; each needs its own",
                )
            seen.add(trajectory_id)


def timestamp_accepted(text: str) -> bool:
    """Harbor's timestamp check: datetime.fromisoformat after every Z becomes +00:00.

    Python 3.11, 3.12 and 3.13 accept exactly the same strings here (spec/atif/README.md
    says how that was checked), and Harbor runs on 3.12 or later.
    """
    try:
        datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))
    except (ValueError, OverflowError):
        return False
    return True
