"""The semantic rules of one ATIF trajectory and, recursively, of its embedded subagents: step
ids and sources, timestamps, tool-call ids and the results that answer them, subagent
references and ids, content parts."""

from __future__ import annotations

import datetime
from typing import Any

from trajspec._findings import Finding
from trajspec._jsonvalues import JsonObject, show
from trajspec._jsonvalues import json_int as _int
from trajspec._rules import finding
from trajspec.validators._atif.fast import AGENT_ONLY_FIELDS
from trajspec.validators._atif.metrics import final_metrics_rules, metrics_rules
from trajspec.validators._atif.readers import Path, as_list, as_object, present
from trajspec.validators._atif.versions import rule_applies


def trajectory_rules(
    trajectory: JsonObject, path: Path, version: str, scopes: list[set[str]], out: list[Finding]
) -> None:
    """Every rule of one trajectory, then of its embedded subagents (recursively)."""
    steps = as_list(trajectory.get("steps"))
    subagents = as_list(trajectory.get("subagent_trajectories"))
    embedded = {
        sub["trajectory_id"]
        for sub in subagents
        if isinstance(sub, dict) and isinstance(sub.get("trajectory_id"), str)
    }
    visible = [*scopes, embedded]
    for index, step in enumerate(steps):
        if isinstance(step, dict):
            _step_rules(step, index, (*path, "steps", index), version, visible, out)
    _subagent_rules(subagents, path, out)
    final_metrics_rules(trajectory, steps, path, out)
    for k, sub in enumerate(subagents):
        if isinstance(sub, dict):
            trajectory_rules(sub, (*path, "subagent_trajectories", k), version, visible, out)


def _step_rules(
    step: JsonObject,
    index: int,
    path: Path,
    version: str,
    visible: list[set[str]],
    out: list[Finding],
) -> None:
    step_id = _int(step.get("step_id"))
    if step_id is not None and step_id != index + 1:
        out.append(
            finding(
                "atif.step_id_sequential",
                (*path, "step_id"),
                f"step at position {index} has step_id {step_id}; ids count from 1 without "
                f"gaps, so it should be {index + 1}",
            )
        )
    source = step.get("source")
    if isinstance(source, str) and source != "agent":
        for name in AGENT_ONLY_FIELDS:
            if present(step, name):
                out.append(
                    finding(
                        "atif.agent_only_field",
                        (*path, name),
                        f"{name} belongs to agent steps only but this step's source is "
                        f"{source!r}; remove it or make the step an agent step",
                    )
                )
    if source == "agent" and _int(step.get("llm_call_count")) == 0:
        for name in ("metrics", "reasoning_content"):
            if present(step, name):
                out.append(
                    finding(
                        "atif.deterministic_step_fields",
                        (*path, name),
                        f"an agent step with llm_call_count 0 made no LLM call, so it has no "
                        f"{name}; remove it or set llm_call_count to the number of calls",
                    )
                )
    timestamp = step.get("timestamp")
    if isinstance(timestamp, str) and not timestamp_accepted(timestamp):
        out.append(
            finding(
                "atif.timestamp_format",
                (*path, "timestamp"),
                f"{show(timestamp)} is not an ISO 8601 time that datetime.fromisoformat "
                "reads; write e.g. 2025-10-11T10:30:00Z",
            )
        )
    call_ids = _tool_call_rules(step, path, out)
    observation = as_object(step.get("observation"))
    results = as_list(observation.get("results")) if observation else []
    for r, result in enumerate(results):
        if not isinstance(result, dict):
            continue
        result_path = (*path, "observation", "results", r)
        call = result.get("source_call_id")
        if isinstance(call, str) and call not in call_ids:
            if call_ids:
                known = "its tool calls are " + ", ".join(repr(c) for c in sorted(call_ids))
            else:
                known = "the step has no tool calls"
            out.append(
                finding(
                    "atif.source_call_id_resolves",
                    (*result_path, "source_call_id"),
                    f"source_call_id {call!r} names no tool call of this step ({known}); "
                    "a result answers a call of its own step",
                )
            )
        for j, ref in enumerate(as_list(result.get("subagent_trajectory_ref"))):
            if isinstance(ref, dict):
                _ref_rules(ref, (*result_path, "subagent_trajectory_ref", j), version, visible, out)
        _content_rules(result.get("content"), (*result_path, "content"), version, out)
    _content_rules(step.get("message"), (*path, "message"), version, out)
    metrics = as_object(step.get("metrics"))
    if metrics is not None:
        metrics_rules(metrics, (*path, "metrics"), out)


def _tool_call_rules(step: JsonObject, path: Path, out: list[Finding]) -> set[str]:
    seen: set[str] = set()
    for j, call in enumerate(as_list(step.get("tool_calls"))):
        call_id = call.get("tool_call_id") if isinstance(call, dict) else None
        if not isinstance(call_id, str):
            continue
        if call_id in seen:
            out.append(
                finding(
                    "atif.tool_call_id_duplicate",
                    (*path, "tool_calls", j, "tool_call_id"),
                    f"tool_call_id {call_id!r} is used by an earlier call of this step; give "
                    "every call its own id",
                )
            )
        seen.add(call_id)
    return seen


def _ref_rules(
    ref: JsonObject, path: Path, version: str, visible: list[set[str]], out: list[Finding]
) -> None:
    has_id, has_path = present(ref, "trajectory_id"), present(ref, "trajectory_path")
    if not (has_id or has_path) and rule_applies("atif.subagent_ref_resolvable", version):
        out.append(
            finding(
                "atif.subagent_ref_resolvable",
                path,
                "the reference names no trajectory: set trajectory_id (an embedded subagent) "
                "or trajectory_path (a stored one); session_id alone does not resolve",
            )
        )
    target = ref.get("trajectory_id")
    if isinstance(target, str) and not has_path and not any(target in ids for ids in visible):
        out.append(
            finding(
                "atif.subagent_ref_resolves",
                (*path, "trajectory_id"),
                f"no embedded subagent trajectory has trajectory_id {target!r}; embed it in "
                "subagent_trajectories or add a trajectory_path",
            )
        )


def _content_rules(content: Any, path: Path, version: str, out: list[Finding]) -> None:
    for p, part in enumerate(as_list(content)):
        if not isinstance(part, dict):
            continue
        part_path = (*path, p)
        kind = part.get("type")
        if kind == "text":
            if not present(part, "text"):
                out.append(
                    finding(
                        "atif.content_part_fields",
                        part_path,
                        "a text part needs text (an empty string is fine)",
                    )
                )
            if present(part, "source"):
                out.append(
                    finding(
                        "atif.content_part_fields",
                        (*part_path, "source"),
                        "a text part has no source; use an image or audio part for media",
                    )
                )
        elif kind in ("image", "audio"):
            if not present(part, "source"):
                out.append(
                    finding(
                        "atif.content_part_fields",
                        part_path,
                        f"an {kind} part needs a source with its media_type and path",
                    )
                )
            if present(part, "text"):
                out.append(
                    finding(
                        "atif.content_part_fields",
                        (*part_path, "text"),
                        f"an {kind} part has no text; put text in a separate text part",
                    )
                )
            source = as_object(part.get("source"))
            media = source.get("media_type") if source else None
            if (
                isinstance(media, str)
                and rule_applies("atif.content_part_source_kind", version)
                and media.split("/", 1)[0] in ("image", "audio")
                and media.split("/", 1)[0] != kind
            ):
                out.append(
                    finding(
                        "atif.content_part_source_kind",
                        (*part_path, "source", "media_type"),
                        f"an {kind} part carries {media!r}; its source must be of the "
                        f"{kind}/ kind, or the part's type must say what the media is",
                    )
                )


def _subagent_rules(subagents: list[Any], path: Path, out: list[Finding]) -> None:
    seen: set[str] = set()
    for k, sub in enumerate(subagents):
        if not isinstance(sub, dict):
            continue
        sub_path = (*path, "subagent_trajectories", k)
        trajectory_id = sub.get("trajectory_id")
        if trajectory_id is None:
            out.append(
                finding(
                    "atif.subagent_trajectory_id_required",
                    sub_path,
                    "an embedded subagent trajectory needs a trajectory_id, the key its "
                    "references use",
                )
            )
        elif isinstance(trajectory_id, str):
            if trajectory_id in seen:
                out.append(
                    finding(
                        "atif.subagent_trajectory_id_unique",
                        (*sub_path, "trajectory_id"),
                        f"trajectory_id {trajectory_id!r} is used by an earlier embedded "
                        "subagent; each needs its own",
                    )
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
