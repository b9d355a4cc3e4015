"""A health run: record digests in, rollout verdicts and the quality summary out.

Digests arrive in input order (one per non-blank line, whatever process made it); the run
adds their counts to its totals and keeps what it reads later of each (a ``Kept``), never the
rows. When every record is in, it sorts them in the verdicts' order, finds duplicate
identities there (every copy is unhealthy), folds each task's repeats and runs the task
checks, then hands out the verdict lines and the quality summary. The result depends only on the
digests and their order, so it is the same for any number of worker processes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import groupby
from operator import attrgetter
from typing import Any

import orjson

from trajspec._findings import Finding
from trajspec._jsonvalues import INT64_MAX
from trajspec.validators._health.places import Place
from trajspec.validators._health.registry import (
    by_id,
    registry,
    rollout_checks,
    task_checks,
)
from trajspec.validators._health.rollout import (
    DUPLICATE,
    EXECUTION_ERROR,
    Digest,
    Index,
    InjectedFault,
    RawFinding,
    Settings,
    execution_error,
)
from trajspec.validators._health.tasks import TASK_CHECKS, Repeat, fold

VERDICTS = ("healthy", "unhealthy", "unobserved")


#: index_order(None)
_NO_INDEX: tuple[int, int, str] = (0, 0, "")


def index_order(value: Index | None) -> tuple[int, int, str]:
    """Sort key of an index: absent first, then integers by value, then strings."""
    if value is None:
        return (0, 0, "")
    if isinstance(value, int):
        return (1, value, "")
    return (2, 0, value)


@dataclass(slots=True)
class _Coverage:
    evaluated: int = 0
    unobserved: int = 0
    ignored: int = 0
    flagged: int = 0

    def to_json(self) -> dict[str, int]:
        return {
            "evaluated": self.evaluated,
            "unobserved": self.unobserved,
            "ignored": self.ignored,
            "flagged": self.flagged,
        }


@dataclass(slots=True)
class _Totals:
    """The quality summary's figures over every record, added up as digests arrive."""

    records: int = 0
    captures: int = 0
    failed_calls: int = 0
    by_status: Counter[str] = field(default_factory=Counter)
    rollouts_affected: int = 0
    ended_on_error: int = 0
    replayed: int = 0
    replay_rollouts: int = 0
    prompt: int = 0
    completion: int = 0
    capture_prompt: int = 0
    capture_completion: int = 0
    #: (file index, line) of each record whose token counts are left out of the totals
    tokens_left_out: list[tuple[int, int]] = field(default_factory=list)

    def add(self, digest: Digest) -> None:
        self.records += 1
        self.captures += digest.model_calls > 0
        self.failed_calls += digest.failed_calls
        if digest.errors_by_status:
            self.by_status.update(digest.errors_by_status)
        self.rollouts_affected += digest.failed_calls > 0
        self.ended_on_error += digest.ended_on_error
        self.replayed += digest.duplicated_calls
        self.replay_rollouts += digest.duplicated_calls > 0
        # Every integer of the family fits in 64 bits signed (trajspec/_jsonvalues.py), so a
        # record that would carry a total past that adds none of its four counts: the totals
        # stay exact and over the same records.
        prompt = self.prompt + digest.transcript_prompt
        completion = self.completion + digest.transcript_completion
        capture_prompt = self.capture_prompt + digest.capture_prompt
        capture_completion = self.capture_completion + digest.capture_completion
        if max(prompt, completion, capture_prompt, capture_completion) <= INT64_MAX:
            # (sums of counts, never below 0)
            self.prompt, self.completion = prompt, completion
            self.capture_prompt, self.capture_completion = capture_prompt, capture_completion
        else:
            self.tokens_left_out.append((digest.file_index, digest.line))

    def stats(self) -> dict[str, Any]:
        statuses = sorted(self.by_status, key=lambda s: (s == "unknown", len(s), s))
        tokens: dict[str, int] = {
            "prompt": self.prompt,
            "completion": self.completion,
            "capture_prompt": self.capture_prompt,
            "capture_completion": self.capture_completion,
        }
        if self.tokens_left_out:
            tokens["left_out"] = len(self.tokens_left_out)
        return {
            "model_call_errors": {
                "total": self.failed_calls,
                "by_status": {status: self.by_status[status] for status in statuses},
                "rollouts_affected": self.rollouts_affected,
                "ended_on_error": self.ended_on_error,
            },
            "duplicated_calls": {"replayed": self.replayed, "rollouts": self.replay_rollouts},
            "tokens": tokens,
        }


def _finding(check: str, subject: dict[str, Index], locator: Any, detail: Any) -> dict[str, Any]:
    return {"check": check, "subject": subject, "locator": locator, "detail": detail}


@dataclass(slots=True)
class HealthResult:
    """The outcome of a run: the quality summary and the verdict lines, in output order."""

    summary: dict[str, Any]
    _digests: list[Kept]
    #: the label of each input, by file index (the ``file`` of a finding)
    files: tuple[str, ...] = ()
    #: (file index, line) of each record left out of the token totals, in input order
    tokens_left_out: tuple[tuple[int, int], ...] = ()

    @property
    def unhealthy(self) -> int:
        count: int = self.summary["run"]["verdicts"]["unhealthy"]
        return count

    def left_out_of_token_totals(self) -> Iterator[tuple[str | None, int]]:
        """Where each record left out of the token totals is: (its input's label, or None
        for rows given in memory, and its line), in input order."""
        for file_index, line in self.tokens_left_out:
            yield (self.files[file_index] if file_index < len(self.files) else None), line

    def findings(self) -> Iterator[Finding]:
        """Every finding as a ``Finding`` (code: the check's id, severity: the check's), in the
        order of the verdict lines, then the task findings: a rollout's finding carries its
        file, line and, when known, the pointer and span of what it is about in its row
        (``places``); a task's names no place."""
        for digest in self._digests:
            file = self.files[digest.file_index] if digest.file_index < len(self.files) else None
            subject = _subject_text(digest.task_index, digest.rollout_index)
            for k, (check, locator, detail) in enumerate(digest.findings):
                path, line, column, end_line, end_column = (
                    digest.places[k]
                    if k < len(digest.places)
                    else ("", digest.line, None, None, None)
                )
                yield Finding(
                    code=check,
                    path=path,
                    message=_message(subject, locator, detail),
                    severity=by_id()[check].severity,
                    file=file,
                    line=line,
                    column=column,
                    end_line=end_line,
                    end_column=end_column,
                )
        for task_index, task in self.summary["tasks"].items():
            for found in task["findings"]:
                yield Finding(
                    code=found["check"],
                    path="",
                    message=_message(f"task {task_index}", found["locator"], found["detail"]),
                    severity=by_id()[found["check"]].severity,
                )

    def verdicts(self) -> Iterator[dict[str, Any]]:
        """The rollout_verdicts.jsonl lines, sorted by task, rollout and stage index
        (integers before strings), then input order."""
        for _, _, line in self.located_verdicts():
            yield line

    def located_verdicts(self) -> Iterator[tuple[int, int, dict[str, Any]]]:
        """``verdicts()`` with where each record is: (input index, line, verdict line), so
        that a reader of the inputs (the HTML report) can join a verdict to its row."""
        for digest in self._digests:
            task, rollout = digest.task_index, digest.rollout_index
            assert task is not None
            findings, unobserved = digest.findings, digest.unobserved
            if findings:
                subject = {"_ng_task_index": task, "_ng_rollout_index": rollout}
                listed = [
                    _finding(check, subject, locator, detail) for check, locator, detail in findings
                ]
            else:  # the usual record: no subject to make, no comprehension to call
                listed = []
            own = digest.own_rollout_id
            line: dict[str, Any] = {
                "_ng_task_index": task,
                "_ng_rollout_index": rollout,
                # Kept.rollout_id and Kept.verdict written out (two property calls a line)
                "rollout_id": f"{task}-{rollout}" if own is None else own,
                "verdict": "unhealthy" if findings else "unobserved" if unobserved else "healthy",
                "findings": listed,
                "unobserved": list(unobserved),
            }
            if digest.stage_index is not None:
                line["stage_index"] = digest.stage_index
            yield digest.file_index, digest.line, line


@dataclass(slots=True)
class Kept:
    """What a run keeps of a record once its digest is added: what the duplicates, the task
    checks, the verdict lines and the findings read. The rest of a Digest (its counts) is in
    the totals by then; the run holds one of these per record until the reports are written
    (tests/validators/test_health_memory.py bounds the bytes)."""

    file_index: int
    line: int
    task_index: Index
    rollout_index: Index
    stage_index: Index | None
    #: None where the rollout id is ``<task index>-<rollout index>`` (made again when read)
    own_rollout_id: str | None
    readable: bool
    findings: tuple[RawFinding, ...]
    #: where each finding is (``places.Place``, in the order of ``findings``); empty when
    #: unknown
    places: tuple[Place, ...]
    unobserved: tuple[str, ...]
    policy_calls_observed: bool
    successful_model_calls: int

    @property
    def rollout_id(self) -> str:
        own = self.own_rollout_id
        return f"{self.task_index}-{self.rollout_index}" if own is None else own

    @property
    def verdict(self) -> str:
        """unhealthy with a finding; else unobserved with an unobserved check; else healthy."""
        if self.findings:
            return "unhealthy"
        return "unobserved" if self.unobserved else "healthy"


def _sort_key(kept: Kept) -> tuple[int | str, ...]:
    """The verdicts' order: task, rollout and stage index (index_order), file, line."""
    task, rollout = kept.task_index, kept.rollout_index
    if type(task) is int and type(rollout) is int and kept.stage_index is None:
        # the usual record, its index_order written out
        return (1, task, "", 1, rollout, "", 0, 0, "", kept.file_index, kept.line)
    return (
        *index_order(kept.task_index),
        *index_order(kept.rollout_index),
        *index_order(kept.stage_index),
        kept.file_index,
        kept.line,
    )


# An index is a plain int, a str or None (rollout.py: never a bool or a float), so two are
# equal exactly when their index_order is: records next to each other in the verdicts' order
# are compared by their indices themselves.
_identity = attrgetter("task_index", "rollout_index", "stage_index")
_task = attrgetter("task_index")


def _repeat(kept: Kept) -> Repeat:
    # Repeat(...) without the named tuple's __new__, a Python function (the same tuple)
    return _new_tuple(
        Repeat, (kept.verdict, kept.policy_calls_observed, kept.successful_model_calls)
    )


_new_tuple = tuple.__new__


def _repeats(group: list[Kept]) -> list[Repeat]:
    """The repeats of a task's records (``group``, in the verdicts' order), in the order of
    their (stage, rollout) identity: the usual task, of distinct int rollout indices and no
    stage, has one repeat a record in the order it has already (_repeats_by_identity's)."""
    last = -1  # (an index is never below 0: rollout._index)
    for record in group:
        rollout = record.rollout_index
        if record.stage_index is not None or type(rollout) is not int or rollout <= last:
            return _repeats_by_identity(group)
        last = rollout
    return [*map(_repeat, group)]


def _repeats_by_identity(group: list[Kept]) -> list[Repeat]:
    """The repeats of a task's records, their copies folded, sorted by their identity."""
    if len(group) == 1:  # one record, one repeat of one copy
        return [_repeat(group[0])]
    copies: dict[tuple[Any, ...], list[Repeat]] = {}
    for record in group:
        stage, rollout = record.stage_index, record.rollout_index
        # (index_order of the usual indices written out)
        key = (
            _NO_INDEX if stage is None else index_order(stage),
            (1, rollout, "") if type(rollout) is int else index_order(rollout),
        )
        copies.setdefault(key, []).append(_repeat(record))
    # a repeat of one copy is that copy (fold of one is the same Repeat)
    return [same[0] if len(same) == 1 else fold(same) for _, same in sorted(copies.items())]


class HealthRun:
    """Collects digests (in input order) and computes the result."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._kept: list[Kept] = []
        self._totals = _Totals()
        #: one tuple of each set of unobserved checks, shared by the records that have it
        self._unobserved: dict[tuple[str, ...], tuple[str, ...]] = {}

    @property
    def records(self) -> int:
        return self._totals.records

    def add(self, digest: Digest) -> None:
        """Take the next record's digest; its ordinal is its place among all records."""
        digest.ordinal = self._totals.records
        task = digest.ordinal if digest.task_index is None else digest.task_index
        rollout_id = digest.rollout_id
        if rollout_id is not None and rollout_id == f"{task}-{digest.rollout_index}":
            rollout_id = None  # the usual identity, written as None
        self._totals.add(digest)
        self._kept.append(
            Kept(
                digest.file_index,
                digest.line,
                task,
                digest.rollout_index,
                digest.stage_index,
                rollout_id,
                digest.readable,
                tuple(digest.findings),  # () when empty: one tuple for every such record
                tuple(digest.places),
                self._unobserved.setdefault(digest.unobserved, digest.unobserved),
                digest.policy_calls_observed,
                digest.successful_model_calls,
            )
        )

    def finish(self) -> HealthResult:
        """Duplicates, task checks, coverage: the result of the run."""
        ignored = self.settings.ignored
        # by task, rollout and stage index, then file and line (a record's arrival, which
        # follows its input and line): the order of the verdict lines, in which the copies of
        # an identity and the records of a task are next to each other
        kept = sorted(self._kept, key=_sort_key)
        self._kept = []
        # Findings stay in the order the checks made them, as the reference writes them: the
        # rollout checks in registry order (an execution error where its check ran), then the
        # duplicate-identity finding of the run.
        self._mark_duplicates(kept)

        coverage = {spec.id: _Coverage() for spec in registry()}
        issues: Counter[str] = Counter()
        for unobserved, records in Counter(k.unobserved for k in kept).items():
            for check in unobserved:
                coverage[check].unobserved += records
        for record in kept:
            if record.findings:
                checks = [check for check, _, _ in record.findings]
                issues.update(checks)
                for check in set(checks):
                    coverage[check].flagged += 1
        for spec in rollout_checks():
            entry = coverage[spec.id]
            if spec.id in ignored:
                entry.ignored = len(kept)
            else:
                entry.evaluated = len(kept) - entry.unobserved

        tasks = self._tasks(kept, coverage, issues)
        verdicts = Counter(record.verdict for record in kept)
        summary = {
            "run": {
                "ignored_checks": sorted(ignored),
                "artifacts": {
                    "records": self._totals.records,
                    "captures": self._totals.captures,
                    "coverage": {check: entry.to_json() for check, entry in coverage.items()},
                },
                "verdicts": {verdict: verdicts[verdict] for verdict in VERDICTS},
                "issues": {spec.id: issues[spec.id] for spec in registry()},
                "stats": self._totals.stats(),
            },
            "tasks": tasks,
        }
        return HealthResult(summary, kept, tokens_left_out=tuple(self._totals.tokens_left_out))

    def _mark_duplicates(self, kept: list[Kept]) -> None:
        """Every readable copy of an identity held by more than one readable record gets the
        duplicate finding (``kept`` in the verdicts' order: the copies are next to each
        other)."""
        if DUPLICATE in self.settings.ignored:
            return
        for _, group in groupby(kept, _identity):
            records = [*group]
            if len(records) < 2:  # the usual identity, held by one record: no comprehension
                continue
            copies = [record for record in records if record.readable]
            if len(copies) < 2:
                continue
            for record in copies:
                record.findings = (
                    *record.findings,
                    (DUPLICATE, None, {"duplicate_count": len(copies)}),
                )
                if record.places:
                    # the row as a whole; its text is gone, so only its line is known
                    record.places = (*record.places, ("", record.line, None, None, None))

    def _tasks(
        self, kept: list[Kept], coverage: dict[str, _Coverage], issues: Counter[str]
    ) -> dict[str, Any]:
        ignored, fault = self.settings.ignored, self.settings.fault
        # each task check with its logic and its coverage, looked up once for every task
        plan = [(spec.id, TASK_CHECKS[spec.id], coverage[spec.id]) for spec in task_checks()]
        out: dict[str, Any] = {}
        # ``kept`` is in the verdicts' order: a task's records are next to each other, and
        # the copies of one of its repeats follow each other in input order
        for _, records in groupby(kept, _task):
            group = list(records)
            task_index = group[0].task_index
            repeats = _repeats(group)
            subject: dict[str, Index] = {"_ng_task_index": task_index}
            findings: list[dict[str, Any]] = []
            flags: list[str] = []
            unobserved: list[str] = []
            for check_id, check, entry in plan:
                if check_id in ignored:
                    entry.ignored += 1
                    continue
                try:
                    if fault == check_id:
                        raise InjectedFault(check_id)
                    found = check(repeats)
                except Exception as error:  # a bug in one check must not cost the others
                    found = None
                    if EXECUTION_ERROR not in ignored:
                        detail = execution_error(check_id, error)
                        findings.append(_finding(EXECUTION_ERROR, subject, None, detail))
                        issues[EXECUTION_ERROR] += 1
                if found is None:
                    entry.unobserved += 1
                    unobserved.append(check_id)
                    continue
                entry.evaluated += 1
                if found:
                    entry.flagged += 1
                    flags.append(check_id)
                    issues[check_id] += len(found)
                    findings.extend(_finding(check_id, subject, None, d) for d in found)
            if len(findings) > 1:  # (sorting fewer changes nothing)
                findings.sort(key=lambda f: by_id()[f["check"]].position)
            verdicts = dict.fromkeys(VERDICTS, 0)
            for repeat in repeats:
                verdicts[repeat.verdict] += 1
            out[str(task_index)] = {
                "repeats": len(repeats),
                **verdicts,
                "flags": flags,
                "unobserved_checks": unobserved,
                "findings": findings,
            }
        return out


def _subject_text(task_index: Index | None, rollout_index: Index) -> str:
    return f"rollout (task {task_index}, rollout {rollout_index})"


def _message(subject: str, locator: Any, detail: Any) -> str:
    """A finding in words: its subject, the reason, then the locator and detail members."""
    parts = dict(locator) if isinstance(locator, dict) else {}
    parts.update(detail if isinstance(detail, dict) else {})
    reason_text = parts.pop("reason", None)
    facts = ", ".join(f"{key} {orjson.dumps(value).decode()}" for key, value in parts.items())
    said = "; ".join(part for part in (reason_text, facts) if part)
    return f"{subject}: {said}" if said else subject


__all__ = ["HealthResult", "HealthRun", "index_order"]
