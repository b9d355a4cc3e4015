"""The rules of a rollout row across its attachments: its identity against its trajectory,
the references of its observations resolved against its model calls, and its response usage
against the calls its invocations own. Each attachment's own rules are those of its type in
the dialect (validators/_evidence/dialect.py); these run on a row its schema proved (all of
it: an attachment's structural finding stands for them), and read the trajectory's facts
(validators/_evidence/trajectory.py) computed once."""

from __future__ import annotations

from typing import Any

from trajspec._identity import explicit_identity, identity_mismatches, rollout_identity
from trajspec._jsonvalues import INT64_MAX, show
from trajspec._jsonvalues import json_count as _count
from trajspec._model_calls import CallIndex, ref_key
from trajspec.validators._evidence.gaps import USAGE_UNKNOWABLE
from trajspec.validators._evidence.observations import bundle_refs
from trajspec.validators._evidence.references import Calls, Gaps, unresolved
from trajspec.validators._evidence.trajectory import TrajectoryFacts, trajectory_facts
from trajspec.validators._evidence.usage import call_finished, usage_count
from trajspec.validators._evidence.values import Facts, Node, Path, Problem, Problems

_TRAJECTORY = "ng_trajectory"
_BUNDLE = "ng_agent_observations"
_CAPTURE = "ng_model_call_capture"
_NO_STATS: dict[str, Any] = {}


def row_rules(value: dict[str, Any], node: Node, context: Facts) -> Problems:
    """The rules of a row across its attachments."""
    out: list[Problem] = []
    trajectory = value.get(_TRAJECTORY)
    if "trajectory_identity" in value or trajectory is not None:
        _identity(value, trajectory, out)
    facts = None if trajectory is None else trajectory_facts(trajectory, context)
    bundle = value.get(_BUNDLE)
    if bundle is not None and bundle.get("records"):
        _observation_refs(value, bundle["records"], facts, node, out)
    if facts is not None and type(value.get("response")) is dict:
        _usage(value, facts, out)
    return out


def _identity(row: dict[str, Any], trajectory: Any, out: list[Problem]) -> None:
    """Rules row.trajectory_identity_valid and row.identity_matches_trajectory."""
    explicit = row.get("trajectory_identity")
    if explicit is not None:  # the schema proved it an object
        _, problems = explicit_identity(row)
        for problem in problems:
            out.append(
                (
                    "row.trajectory_identity_valid",
                    problem.path,
                    _identity_message(explicit, problem.path),
                )
            )
    if trajectory is None:
        return
    identity = rollout_identity(row)
    mismatches = identity_mismatches(identity, trajectory)
    if not mismatches:
        return
    how = (
        "the row's trajectory_identity"
        if identity.explicit
        else "the row's own ids (task id, then _ng_rollout_id or <task>-<rollout>, with the "
        "attempt suffix)"
    )
    for key, expected, actual in mismatches:
        out.append(
            (
                "row.identity_matches_trajectory",
                (_TRAJECTORY, key),
                f"ng_trajectory.{key} is {show(actual, limit=80)} but {how} give "
                f"{show(expected, limit=80)}",
            )
        )


def _gaps(row: dict[str, Any]) -> Gaps:
    """The gaps of the row's trajectory, observations and capture."""
    gaps = Gaps()
    for member in (_TRAJECTORY, _BUNDLE, _CAPTURE):
        attachment = row.get(member)
        if attachment is not None:
            gaps.add(attachment.get("gaps"))
    return gaps


def _has_gaps(row: dict[str, Any]) -> bool:
    """Whether an attachment of the row lists a gap (most list none: no Gaps to build)."""
    for member in (_TRAJECTORY, _BUNDLE, _CAPTURE):
        attachment = row.get(member)
        if attachment is not None and attachment.get("gaps"):
            return True
    return False


def _observation_refs(
    row: dict[str, Any],
    records: list[dict[str, Any]],
    trajectory: TrajectoryFacts | None,
    node: Node,
    out: list[Problem],
) -> None:
    """Rules compaction.model_call_refs_resolve and invocation.model_call_refs_resolve."""
    invocation_refs, compaction_refs = bundle_refs(records)
    if not (invocation_refs or compaction_refs):
        return
    if trajectory is not None and trajectory.has_model_calls:
        calls = Calls(trajectory.calls.index, (_TRAJECTORY, *trajectory.calls.where))
    else:
        capture = row.get(_CAPTURE)
        if capture is None:
            return  # no model calls to resolve against
        index = CallIndex([ref_key(call) for call in capture["calls"]])
        calls = Calls(index, (_CAPTURE, "calls"))
    gaps = _gaps(row)
    below: Path = (_BUNDLE,)
    out.extend(
        unresolved(
            [((*below, *where), key, iid) for where, key, iid in compaction_refs],
            calls,
            gaps,
            "compaction.model_call_refs_resolve",
            node,
        )
    )
    covered = trajectory.invocation_ids if trajectory is not None else ()
    out.extend(
        unresolved(
            [
                ((*below, *where), key, iid)
                for where, key, iid in invocation_refs
                if iid not in covered
            ],
            calls,
            gaps,
            "invocation.model_call_refs_resolve",
            node,
        )
    )


def _usage(row: dict[str, Any], trajectory: TrajectoryFacts, out: list[Problem]) -> None:
    """Rules row.usage_matches_calls and row.usage_present."""
    response = row["response"]
    if not trajectory.owned_complete:
        return  # some owned call is not known exactly
    if not trajectory.owned and trajectory.model_calls:
        return  # calls exist but nothing says which are the agent's
    if _has_gaps(row) and _gaps(row).codes & USAGE_UNKNOWABLE:
        return
    calls = trajectory.model_calls
    sums = _finished_sums([calls[position] for position in trajectory.owned])
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
                    (
                        "row.usage_matches_calls",
                        ("response", "usage", name),
                        f"response.usage.{name} is {count}, but {scope}; it must be {expected} "
                        "(usage is the sum over the model responses that finished)",
                    )
                )
        return
    scope = _usage_scope(finished, prompt_sum, completion_sum)
    if "usage" in response:
        where: Path = ("response", "usage")
        what = f"response.usage {show(usage, limit=80)} lacks a prompt or a completion count"
    else:
        where, what = ("response",), "the response has no usage"
    out.append(
        (
            "row.usage_present",
            where,
            f"{what}, yet the counts are known: {scope}; report both counts (usage is left "
            "out only when a finished response's counts were lost)",
        )
    )


def _identity_message(explicit: dict[str, Any], path: Path) -> str:
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
        stats = call.get("token_stats") or _NO_STATS
        prompt, completion = stats.get("prompt_tokens"), stats.get("completion_tokens")
        # a plain int in range is its own count (json_count's first case, without its call)
        if type(prompt) is not int or prompt > INT64_MAX:
            prompt = _count(prompt)
        if type(completion) is not int or completion > INT64_MAX:
            completion = _count(completion)
        if prompt is None or completion is None:
            return None
        prompt_sum += prompt
        completion_sum += completion
    return prompt_sum, completion_sum, finished
