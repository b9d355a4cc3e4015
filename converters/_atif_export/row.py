"""ATIF export, first phase, the row itself: the indices, the agent identity, and
ng_trajectory's gaps, ids, single root invocation and its status, and the rollout identity
(the item checks are in converters/_atif_export/preflight.py)."""

from __future__ import annotations

from typing import Any, Final

from trajspec._identity import identity_mismatches, rollout_identity
from trajspec._jsonvalues import json_count, show
from trajspec._rules import finding
from trajspec.converters._atif_export.preflight import Out, _unknown_members, blank
from trajspec.converters._atif_export.values import Path, is_blank

AGENT_TYPE: Final = "responses_api_agents"
_AGENT_REF: Final = frozenset({"type", "name"})


# --- the row --------------------------------------------------------------------------------


def check_indices(row: dict[str, Any], out: Out) -> tuple[int, int] | None:
    """(task index, rollout index) when both are non-negative integers."""
    found = []
    for key in ("_ng_task_index", "_ng_rollout_index"):
        value = row.get(key)
        index = json_count(value)
        if index is not None:
            found.append(index)
            continue
        state = "missing" if key not in row else f"{show(value)}"
        out.append(
            finding(
                "export.index_invalid",
                (key,),
                f"{key} is {state}; it must be a non-negative integer (it names the exported "
                "file and the trajectory_id)",
            )
        )
    return (found[0], found[1]) if len(found) == 2 else None


def agent_label(row: dict[str, Any], out: Out) -> str | None:
    """The agent's name: agent_ref.name, else _ng_environment_server (the reference's
    fallback); None with findings when neither names it."""
    ref = row.get("agent_ref")
    if ref is not None and not isinstance(ref, dict):
        out.append(
            finding(
                "export.agent_ref_invalid",
                ("agent_ref",),
                f"agent_ref is {show(ref)}; it must be an object {{type?, name}}",
            )
        )
        return None
    name: Any = None
    if isinstance(ref, dict):
        _unknown_members(ref, _AGENT_REF, ("agent_ref",), out)
        kind = ref.get("type")
        if kind is not None and kind != AGENT_TYPE:
            out.append(
                finding(
                    "export.agent_type_unsupported",
                    ("agent_ref", "type"),
                    f"agent_ref.type is {show(kind)}; the export takes {AGENT_TYPE} agents",
                )
            )
        name = ref.get("name")
    where: Path = ("agent_ref", "name") if isinstance(ref, dict) else ("agent_ref",)
    if name is None:
        name = row.get("_ng_environment_server")
        if name is None:
            out.append(
                finding(
                    "export.agent_name_missing",
                    where,
                    "the row names no agent: give agent_ref.name (or _ng_environment_server)",
                )
            )
            return None
        where = ("_ng_environment_server",)
    if not isinstance(name, str) or is_blank(name):
        out.append(
            finding(
                "export.agent_name_missing",
                where,
                f"the agent name is {show(name)}; it must be a non-blank string",
            )
        )
        return None
    return name


def check_trajectory_root(row: dict[str, Any], trajectory: dict[str, Any], out: Out) -> None:
    """Gaps, ids, the single root invocation and its outcome, and the rollout identity."""
    base: Path = ("ng_trajectory",)
    gaps = trajectory.get("gaps")
    if isinstance(gaps, list):
        for k, gap in enumerate(gaps):
            code = gap.get("code") if isinstance(gap, dict) else None
            out.append(
                finding(
                    "export.gap_present",
                    (*base, "gaps", k),
                    f"evidence gap {show(code)}: a strict export would silently lack that evidence",
                )
            )
    for key in ("task_id", "rollout_id"):
        value = trajectory.get(key)
        if isinstance(value, str) and is_blank(value):
            out.append(blank((*base, key), f"ng_trajectory.{key}"))
    invocations = trajectory.get("invocations", [])
    if isinstance(invocations, list) and len(invocations) != 1:
        out.append(
            finding(
                "export.invocation_count",
                (*base, "invocations"),
                f"ng_trajectory has {len(invocations)} invocations; the export takes exactly "
                "one, the root invocation (no subagents)",
            )
        )
    elif isinstance(invocations, list) and isinstance(invocations[0], dict):
        _root_invocation(invocations[0], (*base, "invocations", 0), out)
    _identity(row, trajectory, out)


def _root_invocation(invocation: dict[str, Any], path: Path, out: Out) -> None:
    value = invocation.get("invocation_id")
    if isinstance(value, str) and is_blank(value):
        out.append(blank((*path, "invocation_id"), "the invocation_id"))
    for key in ("parent_invocation_id", "spawned_by_tool_call_id"):
        if invocation.get(key) is not None:
            out.append(
                finding(
                    "export.subagent_unsupported",
                    (*path, key),
                    f"the invocation has a {key}, so it is a subagent; the export takes a "
                    "root invocation only",
                )
            )
    status = invocation.get("status", "unknown")
    if status != "completed":
        out.append(
            finding(
                "export.invocation_not_completed",
                (*path, "status"),
                f"the invocation is {show(status)}"
                + (" (no status means unknown)" if "status" not in invocation else "")
                + "; only completed invocations are exported",
            )
        )
    if invocation.get("error_type") is not None:
        out.append(
            finding(
                "export.invocation_error",
                (*path, "error_type"),
                f"the invocation records error_type {show(invocation['error_type'])}; a "
                "complete export needs an error-free invocation",
            )
        )


def _identity(row: dict[str, Any], trajectory: dict[str, Any], out: Out) -> None:
    """The trajectory's ids are the row's identity (trajspec's one identity function): the
    export copies them into its provenance and must not choose between two."""
    for key, expected, actual in identity_mismatches(rollout_identity(row), trajectory):
        out.append(
            finding(
                "row.identity_matches_trajectory",
                ("ng_trajectory", key),
                f"ng_trajectory.{key} is {show(actual)} but the row's identity gives "
                f"{show(expected)}",
            )
        )


__all__ = ["AGENT_TYPE", "agent_label", "check_indices", "check_trajectory_root"]
