"""Judging one rollout record: gating, running the checks, and the record's digest.

For each rollout check in registry order (spec/health/checks.json), skipping ignored ones:

1. an unreadable line: record_unreadable finds it, every other check is unobserved;
2. an ng_trajectory that is not a valid trajectory record: record_unreadable finds it, and
   every check that reads the trajectory is unobserved; an absent one leaves them unobserved;
3. a gap of the trajectory whose ``gates`` (spec/gaps/gap_codes.json) list the check leaves
   it unobserved; so does a trajectory without model calls, for a check that reads them;
4. the check's own readiness (:mod:`._health_checks`): e.g. a binding view with no matched
   call leaves the model-call checks unobserved;
5. the check runs; if it raises, it is unobserved and check_execution_error records why.

The digest keeps what the run needs and nothing of the row: identity, findings, unobserved
checks, what the task checks read, and the call and token figures of the quality summary.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any

from trajspec._findings import pointer
from trajspec._identity import rollout_identity
from trajspec._jsonvalues import INT64_MAX, json_int
from trajspec._model_calls import CallIndex
from trajspec.validators._document import validate_against
from trajspec.validators._evidence.trajectory import (
    trajectory_findings,
)
from trajspec.validators._health.checks import CHECKS, Check, Found, always_ready
from trajspec.validators._health.evidence import (
    Evidence,
    call_identity,
    derive,
    transcript_usage,
)
from trajspec.validators._health.registry import reason, rollout_checks

TRAJECTORY_SCHEMA = "evidence/1.0/trajectory_record"
EXECUTION_ERROR = "check_execution_error"
UNREADABLE = "record_unreadable"
DUPLICATE = "rollout_duplicate_identity"
NO_SUCCESSFUL_CALLS = "task_no_successful_model_calls"
ENDED_ON_FAILED = "rollout_ended_on_failed_model_call"

# Members of calls read in C (evidence.Call is a named tuple).
_failed = attrgetter("failed")
_successful = attrgetter("successful")
_tokens_in = attrgetter("tokens_in")
_tokens_out = attrgetter("tokens_out")

Index = int | str
#: A finding before its subject is known: (check, locator, detail).
RawFinding = tuple[str, dict[str, Any] | None, dict[str, Any]]


class InjectedFault(Exception):
    """What the test hook raises in place of a check (``Settings.fault``), so that the
    handling of a failing check can be exercised on purpose."""


@dataclass(frozen=True, slots=True)
class Settings:
    """How a run judges records: the checks it ignores, and the test hook ``fault`` (the id
    of a check that raises InjectedFault whenever it runs)."""

    ignored: frozenset[str] = frozenset()
    fault: str | None = None


@dataclass(slots=True)
class Digest:
    """What the run keeps of one record."""

    file_index: int
    line: int
    ordinal: int
    task_index: Index | None  # None: the record has none; the run uses its ordinal
    rollout_index: Index
    stage_index: Index | None
    rollout_id: str | None  # None: <task>-<rollout>, once the task index is known
    readable: bool
    findings: list[RawFinding] = field(default_factory=list)
    unobserved: tuple[str, ...] = ()
    policy_calls_observed: bool = False
    successful_model_calls: int = 0
    model_calls: int = 0
    failed_calls: int = 0
    errors_by_status: dict[str, int] | None = None
    ended_on_error: bool = False
    duplicated_calls: int = 0
    transcript_prompt: int = 0
    transcript_completion: int = 0
    capture_prompt: int = 0
    capture_completion: int = 0
    #: where each finding is (``places.Place``, in the order of ``findings``); empty when
    #: unknown. Worked out only for a record with findings.
    places: list[tuple[str, int | None, int | None, int | None, int | None]] = field(
        default_factory=list
    )

    @property
    def verdict(self) -> str:
        """unhealthy with a finding; else unobserved with an unobserved check; else healthy."""
        if self.findings:
            return "unhealthy"
        return "unobserved" if self.unobserved else "healthy"


def unreadable_digest(
    *,
    settings: Settings,
    file_index: int,
    line: int,
    ordinal: int,
    source_file: str | None,
    error: str,
) -> Digest:
    """The digest of a line that is not a readable JSON object."""
    task = f"__unreadable_record__:input-{file_index}:line-{line}"
    digest = Digest(file_index, line, ordinal, task, 0, None, f"{task}-0", readable=False)
    if UNREADABLE not in settings.ignored:
        digest.findings.append(
            (
                UNREADABLE,
                _line_locator(source_file, line),
                {"reason": reason(UNREADABLE, 0), "error": error},
            )
        )
    digest.unobserved = tuple(
        spec.id
        for spec in rollout_checks()
        if spec.id != UNREADABLE and spec.id not in settings.ignored
    )
    return digest


def _line_locator(source_file: str | None, line: int) -> dict[str, Any]:
    return {"line": line} if source_file is None else {"source_file": source_file, "line": line}


def _index(value: object) -> int | None:
    if type(value) is int:  # the usual index: json_int's answer without the call
        return value if 0 <= value <= INT64_MAX else None
    number = json_int(value)
    return number if number is not None and number >= 0 else None


def _stage(value: object) -> Index | None:
    if isinstance(value, str) and value:
        return value
    return _index(value)


def _first_error(trajectory: Any, clean: bool) -> tuple[tuple[str, str] | None, CallIndex | None]:
    """The code and row pointer of the first error finding of ng_trajectory, else None
    (``clean``: its structure and integers are known to be valid, see ``evaluate``), with
    its model calls as the rules indexed them when they ran alone (None otherwise). A
    clean trajectory's rules run here alone (as validate_against runs them for it)."""
    if clean:
        found, facts = trajectory_findings(trajectory)
        if not found:
            calls = None if facts is None else facts.calls
            return None, None if calls is None else calls.index
    # sorted as every finding is (a trajectory with findings is read once more)
    found_all = validate_against(trajectory, TRAJECTORY_SCHEMA, clean=clean)
    for finding in found_all:
        if finding.severity == "error":
            return (finding.code, pointer(("ng_trajectory",)) + finding.path), None
    return None, None


#: A rollout check a run evaluates: (id, logic, reads the trajectory, reads observed calls).
_Planned = tuple[str, Check, bool, bool]


@functools.cache
def _plan(ignored: frozenset[str]) -> tuple[_Planned, ...]:
    """The rollout checks with logic that a run ignoring ``ignored`` evaluates, in registry
    order, with what their readiness asks of their inputs (read once, not per record): a
    check that reads the trajectory is unobserved without one, one that reads the observed
    calls without calls; then gaps that gate it and its own ``ready``."""
    return tuple(
        (
            spec.id,
            CHECKS[spec.id],
            "trajectory" in spec.inputs,
            "observed_model_calls" in spec.inputs,
        )
        for spec in rollout_checks()
        if spec.id not in ignored and spec.id in CHECKS
    )


@functools.cache
def _steps(
    ignored: frozenset[str],
) -> tuple[tuple[str, Callable[[Evidence], bool] | None, Callable[[Evidence], Found], bool], ...]:
    """The plan as the check loop reads it: (id, its own readiness, its finding, reads the
    observed calls), with None for a readiness that is always true (not called per record)."""
    return tuple(
        (check_id, None if check.ready is always_ready else check.ready, check.find, reads_calls)
        for check_id, check, _, reads_calls in _plan(ignored)
    )


def evaluate(
    row: object,
    *,
    settings: Settings,
    file_index: int = 0,
    line: int = 1,
    ordinal: int = 0,
    source_file: str | None = None,
    trajectory_clean: bool = False,
    trajectory_valid: bool = False,
) -> Digest:
    """Judge one parsed record (see the module docstring). ``trajectory_clean`` says that
    the caller has found the row's ng_trajectory, if any, structurally valid with every
    integer in range (``range_and_member_clean``); ``trajectory_valid`` (with it) that its
    rules found no error either (the row's validation ran them: batch.health_record)."""
    if not isinstance(row, dict):
        return unreadable_digest(
            settings=settings,
            file_index=file_index,
            line=line,
            ordinal=ordinal,
            source_file=source_file,
            error="json.not_an_object",
        )
    trajectory = row.get("ng_trajectory")
    rollout_id = rollout_identity(row).rollout_id
    if rollout_id is None and isinstance(trajectory, dict):
        own = trajectory.get("rollout_id")
        rollout_id = own if isinstance(own, str) and own else None
    digest = Digest(
        file_index,
        line,
        ordinal,
        _index(row.get("_ng_task_index")),
        _index(row.get("_ng_rollout_index")) or 0,
        None if (stage := row.get("stage_index")) is None else _stage(stage),
        rollout_id,
        readable=True,
    )
    ignored = settings.ignored
    evidence: Evidence | None = None
    if trajectory is not None:
        error, index = (
            (None, None) if trajectory_valid else _first_error(trajectory, trajectory_clean)
        )
        if error is None:
            assert isinstance(trajectory, dict)  # a valid trajectory record is an object
            # the calls indexed once, for the rules and the evidence
            evidence = derive(row, trajectory, index)
        elif UNREADABLE not in ignored:
            digest.findings.append(
                (
                    UNREADABLE,
                    _line_locator(source_file, line),
                    {"reason": reason(UNREADABLE, 1), "error": error[0], "path": error[1]},
                )
            )
    unobserved: list[str] = []
    findings = digest.findings
    # what rollout_ended_on_failed_model_call found, when it ran (the figures count it too)
    ended: Found | None = None
    if evidence is None:
        for check_id, _, reads_trajectory, _ in _plan(ignored):
            assert reads_trajectory  # every check with logic reads the trajectory
            unobserved.append(check_id)
    else:
        ended = _run_checks(evidence, settings, findings, unobserved)
    digest.unobserved = tuple(unobserved)
    _figures(digest, row, evidence, ended)
    return digest


def _run_checks(
    evidence: Evidence, settings: Settings, findings: list[RawFinding], unobserved: list[str]
) -> Found | None:
    """Run the checks of the plan on a record's evidence, adding to its findings and its
    unobserved checks; returns what rollout_ended_on_failed_model_call found, if it ran."""
    ignored, fault = settings.ignored, settings.fault
    gated, no_calls = evidence.gated, not evidence.calls
    ended: Found | None = None
    for check_id, ready, find, reads_calls in _steps(ignored):
        # not ready: gated by a gap, without the calls it reads, or by its own readiness
        if (
            (gated and check_id in gated)
            or (reads_calls and no_calls)
            or (ready is not None and not ready(evidence))
        ):
            unobserved.append(check_id)
            continue
        try:
            if fault == check_id:
                raise InjectedFault(check_id)
            found = find(evidence)
        except Exception as error:  # a bug in one check must not cost the others
            unobserved.append(check_id)
            if EXECUTION_ERROR not in ignored:
                findings.append((EXECUTION_ERROR, None, execution_error(check_id, error)))
            continue
        if check_id == ENDED_ON_FAILED:
            ended = found
        if found:
            findings.extend((check_id, locator, detail) for locator, detail in found)
    return ended


def execution_error(check_id: str, error: Exception) -> dict[str, Any]:
    """The detail of check_execution_error for a check that raised ``error``."""
    return {
        "reason": reason(EXECUTION_ERROR),
        "failed_check": check_id,
        "error": type(error).__name__,
    }


def _ended_on_error(evidence: Evidence, found: Found | None = None) -> bool:
    """Whether some model's calls ended on a failure, by the rule of
    rollout_ended_on_failed_model_call, counted whether or not that check runs (as the
    reference counts it; ``found``: its findings when it ran); a failure of the check itself
    is its check_execution_error."""
    if found is not None:
        return bool(found)
    try:
        return bool(CHECKS[ENDED_ON_FAILED].find(evidence))
    except Exception:
        return False


def _figures(
    digest: Digest, row: dict[str, Any], evidence: Evidence | None, ended: Found | None = None
) -> None:
    """What the task checks and the quality summary read of the record (``ended``: the
    findings of rollout_ended_on_failed_model_call, when it ran)."""
    prompt, completion = transcript_usage(row) if evidence is None else evidence.usage
    digest.transcript_prompt, digest.transcript_completion = prompt or 0, completion or 0
    if evidence is None:
        return
    calls = evidence.calls
    digest.policy_calls_observed = (
        NO_SUCCESSFUL_CALLS not in evidence.gated and evidence.turn_view.complete
    )
    digest.successful_model_calls = sum(map(_successful, evidence.bound))
    digest.model_calls = len(calls)
    failed = list(filter(_failed, calls))
    digest.failed_calls = len(failed)
    if failed:
        digest.errors_by_status = dict(
            Counter("unknown" if call.status is None else str(call.status) for call in failed)
        )
    digest.ended_on_error = _ended_on_error(evidence, ended)
    # every record of an identity but its first: all of them less the distinct ones (one
    # call has no other to repeat)
    if len(calls) > 1:
        identities = [i for i in map(call_identity, calls) if i is not None]
        digest.duplicated_calls = len(identities) - len(set(identities))
    # the sums of ``count or 0``: filter(None, ...) drops the None of an absent count
    digest.capture_prompt = sum(filter(None, map(_tokens_in, calls)))
    digest.capture_completion = sum(filter(None, map(_tokens_out, calls)))


__all__ = [
    "DUPLICATE",
    "EXECUTION_ERROR",
    "UNREADABLE",
    "Digest",
    "InjectedFault",
    "RawFinding",
    "Settings",
    "evaluate",
    "unreadable_digest",
]
