"""The rules of a rollout row: its identity against its trajectory, the references of its
observations resolved against its model calls, and its response usage against the calls that
finished; then the rules of every part it carries."""

from __future__ import annotations

from typing import Any, NamedTuple

from trajspec._findings import pointer
from trajspec._identity import (
    explicit_identity,
    identity_mismatches,
    rollout_identity,
)
from trajspec._jsonvalues import json_count as _count
from trajspec._jsonvalues import show
from trajspec._rules import finding
from trajspec.validators._evidence.calls import capture_rules
from trajspec.validators._evidence.gaps import USAGE_UNKNOWABLE
from trajspec.validators._evidence.observations import BundleFacts, bundle_rules
from trajspec.validators._evidence.references import Calls, Gaps, resolve
from trajspec.validators._evidence.trajectory import TrajectoryFacts, trajectory_rules
from trajspec.validators._evidence.usage import (
    call_finished,
    usage_count,
)
from trajspec.validators._evidence.values import Out, Path


def _identity(row: dict[str, Any], trajectory: Any, path: Path, out: Out) -> None:
    """Rules row.trajectory_identity_valid and row.identity_matches_trajectory."""
    explicit = row.get("trajectory_identity")
    if isinstance(explicit, dict):  # a non-object is a structural finding
        _, problems = explicit_identity(row)
        for problem in problems:
            out.append(
                finding(
                    "row.trajectory_identity_valid",
                    (*path, *problem.path),
                    _identity_message(explicit, problem.path),
                )
            )
    if not isinstance(trajectory, dict):
        return
    identity = rollout_identity(row)
    mismatches = identity_mismatches(identity, trajectory)
    if not mismatches:
        return
    how = (
        "the row's trajectory_identity"
        if identity.explicit
        else "the row's own ids (task id, then _ng_rollout_id or <task>-<rollout>, with the attempt suffix)"
    )
    for key, expected, actual in mismatches:
        out.append(
            finding(
                "row.identity_matches_trajectory",
                (*path, "ng_trajectory", key),
                f"ng_trajectory.{key} is {show(actual, limit=80)} but {how} give "
                f"{show(expected, limit=80)}",
            )
        )


def _identity_message(explicit: dict[str, Any], path: tuple[str | int, ...]) -> str:
    field = path[-1] if len(path) > 1 else None
    fallback = "; until it is valid, the identity comes from the row's ids"
    if field == "task_id":
        return (
            f"trajectory_identity.task_id is {show(explicit.get('task_id'), limit=80)}; it must "
            "be a "
            f"non-empty string{fallback}"
        )
    if field == "rollout_id":
        return (
            f"trajectory_identity.rollout_id is {show(explicit.get('rollout_id'), limit=80)}; it "
            "must "
            f"match ^[A-Za-z0-9][A-Za-z0-9._-]*${fallback}"
        )
    extra = sorted(str(key) for key in explicit if key not in ("task_id", "rollout_id"))
    return (
        f"trajectory_identity has the key(s) {', '.join(extra)}; it holds only task_id and "
        f"rollout_id{fallback}"
    )


class _RowFacts(NamedTuple):
    """What the rules across a row's attachments read: the row, its path, and the facts of its
    observations and its trajectory (None when that attachment is not an object)."""

    row: dict[str, Any]
    path: Path
    bundle: BundleFacts | None
    trajectory: TrajectoryFacts | None

    def has_gaps(self) -> bool:
        """Whether any gap list of the row holds something (Gaps.add reads nothing else)."""
        if self.trajectory is not None and self.trajectory.gaps:
            return True
        if self.bundle is not None and self.bundle.gaps:
            return True
        capture = self.row.get("ng_model_call_capture")
        return isinstance(capture, dict) and bool(capture.get("gaps"))

    def gaps(self) -> Gaps:
        """The gaps of the row's trajectory, observations and capture."""
        gaps = Gaps()
        if self.trajectory is not None:
            gaps.add(self.trajectory.gaps)
        if self.bundle is not None:
            gaps.add(self.bundle.gaps)
        capture = self.row.get("ng_model_call_capture")
        if isinstance(capture, dict):
            gaps.add(capture.get("gaps"))
        return gaps


def _observation_refs(facts: _RowFacts, out: Out) -> None:
    """Rules compaction.model_call_refs_resolve and invocation.model_call_refs_resolve."""
    row, path, bundle, trajectory = facts
    if bundle is None or not (bundle.compaction_refs or bundle.invocation_refs):
        return
    calls: Calls | None = None
    if trajectory is not None and trajectory.calls is not None and trajectory.has_model_calls:
        calls = trajectory.calls
    else:
        capture = row.get("ng_model_call_capture")
        if isinstance(capture, dict) and isinstance(capture.get("calls"), list):
            where = pointer((*path, "ng_model_call_capture", "calls"))
            calls = Calls.of_capture(capture["calls"], where)
    if calls is None:
        return  # no model calls to resolve against
    gaps = facts.gaps()
    resolve(bundle.compaction_refs, calls, gaps, "compaction.model_call_refs_resolve", out)
    covered = trajectory.invocation_ids if trajectory is not None else None
    refs = [
        r
        for r in bundle.invocation_refs
        if not (covered and isinstance(r[2], str) and r[2] in covered)
    ]
    resolve(refs, calls, gaps, "invocation.model_call_refs_resolve", out)


def _usage(facts: _RowFacts, out: Out) -> None:
    """Rules row.usage_matches_calls and row.usage_present."""
    row, path, _, trajectory = facts
    response = row.get("response")
    if not isinstance(response, dict) or trajectory is None or trajectory.calls is None:
        return
    if facts.has_gaps() and facts.gaps().codes & USAGE_UNKNOWABLE:
        return
    if not trajectory.owned_complete:
        return  # some owned call is not known exactly
    if not trajectory.owned and any(isinstance(c, dict) for c in trajectory.model_calls):
        return  # calls exist but nothing says which are the agent's
    sums = _finished_sums(list(map(trajectory.model_calls.__getitem__, trajectory.owned)))
    if sums is None:
        return  # a finished response's counts are unknown: usage may be omitted
    prompt_sum, completion_sum, finished = sums
    usage = response.get("usage")
    counts: list[tuple[str, int | None, int]] = []
    if isinstance(usage, dict):
        counts = [
            (*usage_count(usage, ("input_tokens", "prompt_tokens")), prompt_sum),
            (*usage_count(usage, ("output_tokens", "completion_tokens")), completion_sum),
        ]
    if counts and counts[0][1] is not None and counts[1][1] is not None:
        for name, count, expected in counts:
            if count != expected:
                scope = _usage_scope(finished, prompt_sum, completion_sum)
                out.append(
                    finding(
                        "row.usage_matches_calls",
                        (*path, "response", "usage", name),
                        f"response.usage.{name} is {count}, but {scope}; it must be {expected} "
                        "(usage is the sum over the model responses that finished)",
                    )
                )
        return
    scope = _usage_scope(finished, prompt_sum, completion_sum)
    if "usage" in response:
        where: Path = (*path, "response", "usage")
        what = f"response.usage {show(usage, limit=80)} lacks a prompt or a completion count"
    else:
        where, what = (*path, "response"), "the response has no usage"
    out.append(
        finding(
            "row.usage_present",
            where,
            f"{what}, yet the counts are known: {scope}; report both counts (usage is left "
            "out only when a finished response's counts were lost)",
        )
    )


def _usage_scope(finished: int, prompt_sum: int, completion_sum: int) -> str:
    """What the owned calls say about usage, for a usage finding's message (made only then)."""
    if not finished:
        return "no owned model call finished with a response, so usage is zero"
    return (
        f"the owned model calls that finished ({finished}) sum to {prompt_sum} prompt and "
        f"{completion_sum} completion tokens"
    )


def _finished_sums(calls: list[dict[str, Any]]) -> tuple[int, int, int] | None:
    """The prompt and completion tokens of the calls that finished, summed, and how many
    finished; None when a finished call's counts are unknown."""
    prompt_sum = completion_sum = 0
    finished = 0
    for call in calls:
        if not call_finished(call):
            continue
        finished += 1
        stats = call.get("token_stats")
        stats = stats if isinstance(stats, dict) else {}
        prompt, completion = (
            _count(stats.get("prompt_tokens")),
            _count(stats.get("completion_tokens")),
        )
        if prompt is None or completion is None:
            return None
        prompt_sum += prompt
        completion_sum += completion
    return prompt_sum, completion_sum, finished


def row_rules(value: Any, path: Path, out: Out) -> None:
    """The rules of a row."""
    if not isinstance(value, dict):
        return
    trajectory = value.get("ng_trajectory")
    _identity(value, trajectory, path, out)
    trajectory_facts = trajectory_rules(trajectory, (*path, "ng_trajectory"), out)
    bundle_facts = bundle_rules(
        value.get("ng_agent_observations"), (*path, "ng_agent_observations"), out
    )
    capture_rules(value.get("ng_model_call_capture"), (*path, "ng_model_call_capture"), out)
    facts = _RowFacts(value, path, bundle_facts, trajectory_facts)
    _observation_refs(facts, out)
    _usage(facts, out)
