"""Measure a trajectory capability matrix from rollout rows (spec/coverage/criteria.json).

The criteria are data; this module is their evaluator, nothing more: it compiles each check
once into plain functions (its path steps, the selection of its subjects, the count of those
that pass its test), then judges each row against every criterion and adds the outcome to
per-agent, per-criterion counters. Memory holds those counters (and at most
:data:`EXAMPLES` example locations per counter), never rows, so a run of any size is measured
in flat memory. The vocabulary (paths with ``*``, where, group_by, quantifiers, tests) and
its semantics are defined in spec/coverage/criteria.schema.json; an implementation in another
language follows that text.

It lives in validators/ beside the health checks: like them it judges rows against a registry
of spec/ and reads only what the rows hold; it converts nothing.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from operator import itemgetter
from typing import Any, Final

import orjson

from trajspec._schemas import spec_root
from trajspec.validators._coverage.evaluate import (
    FanStep,
    _evaluator,
    _fan_steps,
    _json_key,
    _segments,
    _star_parts,
    _walk,
)

#: Example rows (file, line) kept per agent and criterion: the first ones that are not full.
EXAMPLES: Final = 3
#: Verdicts, best first.
VERDICTS: Final = ("full", "partial", "unavailable")


# -- compiled criteria ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Check:
    """A compiled check (CoverageCheck). ``subjects_slot`` numbers the distinct subject
    selections of a criteria document and ``slot`` the distinct checks, so that one row
    computes each only once. ``fan`` and ``states`` are the check compiled: the steps that
    walk a row to the values ``over`` denotes (see :func:`_walk`), and the check's state on
    those values as a function (a one-element list: see :func:`_evaluator`)."""

    over: tuple[tuple[str, ...], ...] | None  # cut at its stars
    where: tuple[tuple[tuple[str, ...], frozenset[Any]], ...]
    group_by: tuple[str, ...] | None
    min_group_size: int
    every: bool
    paths: tuple[tuple[str, ...], ...]
    match_all: bool
    test: str
    excluding: frozenset[Any]  # _json_key of each excluded value
    subjects_slot: int = -1
    slot: int = -1
    fan: tuple[FanStep, ...] = field(default=(), compare=False, repr=False)
    states: Callable[[list[Any]], list[int]] | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Field:
    name: str
    any_of: tuple[Check, ...]


@dataclass(frozen=True, slots=True)
class Criterion:
    """A compiled criterion; ``source`` is its object in criteria.json."""

    id: str
    group: str
    label: str
    title: str
    applies_when: tuple[Check, ...]
    fields: tuple[Field, ...]
    explained_by: tuple[str, ...]
    limited_by: frozenset[str]
    source: dict[str, Any]


#: What the judge finds of a row: its gap codes, and the state of each distinct check (by
#: ``Check.slot``): 0 no subject passes, 1 some do but the check does not hold, 2 it holds.
Judgement = tuple[frozenset[str], tuple[int, ...]]


@dataclass(frozen=True, slots=True)
class Criteria:
    """Every criterion of a criteria document, in order."""

    version: str
    gap_codes_at: tuple[tuple[tuple[str, ...], ...], ...]  # each cut at its stars
    groups: tuple[tuple[str, str], ...]
    criteria: tuple[Criterion, ...]
    #: The whole document as one function of a row (see _judge_of). Made by
    #: compile_criteria.
    judge: Callable[[dict[str, Any]], Judgement] | None = field(
        default=None, compare=False, repr=False
    )


def _check(data: dict[str, Any], slots: dict[Any, int], subject_slots: dict[Any, int]) -> Check:
    group_by = data.get("group_by")
    check = Check(
        over=_star_parts(data["over"]) if "over" in data else None,
        where=tuple(
            (_segments(c["path"]), frozenset(_json_key(v) for v in c["in"]))
            for c in data.get("where", ())
        ),
        group_by=_segments(group_by) if group_by is not None else None,
        min_group_size=data.get("min_group_size", 0) if group_by is not None else 0,
        every=data.get("quantifier", "every") == "every",
        paths=tuple(_segments(p) for p in data.get("paths", ())),
        match_all=data.get("match", "all") == "all",
        test=data.get("test", "present"),
        excluding=frozenset(_json_key(v) for v in data.get("excluding", ())),
    )
    selection = (check.over, check.where, check.group_by, check.min_group_size)
    subjects_slot = subject_slots.setdefault(selection, len(subject_slots))
    slot = slots.setdefault((check, subjects_slot), len(slots))
    return replace(
        check,
        subjects_slot=subjects_slot,
        slot=slot,
        fan=_fan_steps(check.over or ()),
        states=_evaluator((check,)),
    )


def compile_criteria(document: dict[str, Any]) -> Criteria:
    """Compile a criteria document that is valid against criteria.schema.json."""
    slots: dict[Any, int] = {}
    subject_slots: dict[Any, int] = {}

    def check(data: dict[str, Any]) -> Check:
        return _check(data, slots, subject_slots)

    criteria = Criteria(
        version=document["version"],
        gap_codes_at=tuple(_star_parts(p) for p in document["gap_codes_at"]),
        groups=tuple((g["id"], g["title"]) for g in document["groups"]),
        criteria=tuple(
            Criterion(
                id=c["id"],
                group=c["group"],
                label=c["label"],
                title=c["title"],
                applies_when=tuple(check(x) for x in c.get("applies_when", ())),
                fields=tuple(
                    Field(f["name"], tuple(check(x) for x in f["any_of"])) for f in c["fields"]
                ),
                explained_by=tuple(c["explained_by"]),
                limited_by=frozenset(c["limited_by"]),
                source=c,
            )
            for c in document["criteria"]
        ),
    )
    return replace(criteria, judge=_judge_of(criteria))


def criteria_document() -> dict[str, Any]:
    """The shipped spec/coverage/criteria.json, parsed."""
    data: dict[str, Any] = orjson.loads((spec_root() / "coverage" / "criteria.json").read_bytes())
    return data


@functools.cache
def load_criteria() -> Criteria:
    """The shipped criteria, compiled (once per process)."""
    return compile_criteria(criteria_document())


def _check_state(check: Check, row: dict[str, Any], cache: dict[int, Any]) -> int:
    """The state of one check on one row; ``cache`` (one per row) keeps the states of the
    checks of the row."""
    state: int | None = cache.get(check.slot)
    if state is None:
        assert check.states is not None  # made by _check
        state = cache[check.slot] = check.states(_walk(row, check.fan)[-1])[0]
    return state


def evaluate_check(
    check: Check, row: dict[str, Any], cache: dict[int, Any] | None = None
) -> tuple[bool, bool]:
    """(holds, has some evidence) of one check on one row. ``cache`` (one per row) keeps
    results for the other checks of the row."""
    state = _check_state(check, row, {} if cache is None else cache)
    return state == 2, state > 0


@dataclass(frozen=True, slots=True)
class RowOutcome:
    """One row judged on one criterion."""

    status: str  # one of ROW_STATUSES
    fields_full: tuple[bool, ...] = ()
    fields_some: tuple[bool, ...] = ()
    limited: bool = False


#: How a row can meet a criterion, in the order a CoverageReport counts them.
ROW_STATUSES: Final = ("full", "partial", "none", "not_applicable")

_NOT_APPLICABLE: Final = RowOutcome("not_applicable")


def gap_codes(criteria: Criteria, row: dict[str, Any]) -> frozenset[str]:
    """The gap codes a row carries."""
    return frozenset(
        code
        for parts in criteria.gap_codes_at
        for code in _walk(row, _fan_steps(parts))[-1]
        if type(code) is str
    )


def judge_row(
    criterion: Criterion,
    row: dict[str, Any],
    codes: frozenset[str],
    cache: dict[int, Any] | None = None,
) -> RowOutcome:
    """How one row meets one criterion."""
    memo = {} if cache is None else cache
    return outcome_of(criterion, lambda check: _check_state(check, row, memo), codes)


def outcome_of(
    criterion: Criterion, state: Callable[[Check], int], codes: frozenset[str]
) -> RowOutcome:
    """How a row meets a criterion, from the state of each check on it and its gap codes: not
    applicable unless some ``applies_when`` check holds (when it has any); a field holds
    when one of its checks holds and has some evidence when one of them has."""
    if criterion.applies_when and not any(state(c) == 2 for c in criterion.applies_when):
        return _NOT_APPLICABLE
    full = tuple(any(state(c) == 2 for c in f.any_of) for f in criterion.fields)
    some = tuple(any(state(c) > 0 for c in f.any_of) for f in criterion.fields)
    return _outcome(criterion, full, some, codes)


def _outcome(
    criterion: Criterion, full: tuple[bool, ...], some: tuple[bool, ...], codes: frozenset[str]
) -> RowOutcome:
    """The outcome of a row on an applicable criterion from its fields' holds and
    some-evidence and the row's gap codes."""
    limited = bool(criterion.limited_by & codes)
    if all(full) and not limited:
        status = "full"
    elif any(some):
        status = "partial"
    else:
        status = "none"
    key = (status, full, some, limited and all(full))
    outcome = _OUTCOMES.get(key)
    if outcome is None:  # rows repeat few outcomes: each is made once (a frozen dataclass)
        outcome = RowOutcome(*key)
        if len(_OUTCOMES) < _MAX_OUTCOMES:
            _OUTCOMES[key] = outcome
    return outcome


#: The RowOutcomes made so far, by their members, up to _MAX_OUTCOMES of them (a few per
#: criterion in practice; the bound keeps memory flat whatever the rows hold).
_OUTCOMES: dict[tuple[str, tuple[bool, ...], tuple[bool, ...], bool], RowOutcome] = {}
_MAX_OUTCOMES: Final = 4096


def outcomes(criteria: Criteria, judgement: Judgement) -> list[RowOutcome]:
    """The outcome on each criterion of what the judge found of a row."""
    codes, states = judgement

    def state(check: Check) -> int:
        return states[check.slot]

    return [outcome_of(criterion, state, codes) for criterion in criteria.criteria]


# -- a whole criteria document as one function of a row ----------------------------------------


def _judge_of(criteria: Criteria) -> Callable[[dict[str, Any]], Judgement]:
    """The gap codes and the state of every distinct check of a row (a Judgement), as one
    function of the row. The checks' functions are arranged as a plan: every fan-out step
    once per row (checks and gap codes whose paths share a prefix share its values), every
    distinct selection once, every distinct check once."""
    nodes: dict[Any, int] = {(): 0}  # a path's steps -> the index of their values
    plan: list[FanStep] = []  # every check's and gap path's steps, each prefix once

    def node(fan: tuple[FanStep, ...]) -> int:
        index = 0
        for length in range(1, len(fan) + 1):
            known = nodes.get(fan[:length])
            if known is None:
                _, key, at = fan[length - 1]
                plan.append((index, key, at))
                known = nodes[fan[:length]] = len(plan)
            index = known
        return index

    checks: dict[int, Check] = {}
    for criterion in criteria.criteria:
        for check in (*criterion.applies_when, *(c for f in criterion.fields for c in f.any_of)):
            checks.setdefault(check.slot, check)
    shared: dict[int, list[Check]] = {}  # subjects_slot -> its checks
    for slot in sorted(checks):
        shared.setdefault(checks[slot].subjects_slot, []).append(checks[slot])
    selections = []
    order: list[int] = []  # slots in the order the selections yield their states
    for same in shared.values():
        selections.append((node(same[0].fan), _evaluator(same)))
        order.extend(c.slot for c in same)
    # the states in slot order, picked from the selections' order in one C call (itemgetter
    # of one index gives the item itself, of none nothing: a criteria document with fewer
    # than two checks picks them one by one)
    picks = tuple(order.index(slot) for slot in range(len(order)))
    by_slot: Callable[[list[int]], tuple[int, ...]] = (
        itemgetter(*picks) if len(picks) > 1 else lambda found: tuple(found[i] for i in picks)
    )
    code_nodes = tuple(node(_fan_steps(parts)) for parts in criteria.gap_codes_at)
    steps = tuple(plan)

    def judge(row: dict[str, Any]) -> Judgement:
        values = _walk(row, steps)
        found: list[int] = []
        for index, states in selections:
            found += states(values[index])
        codes = []
        for index in code_nodes:
            for code in values[index]:
                if type(code) is str:
                    codes.append(code)
        return frozenset(codes), by_slot(found)

    return judge


__all__ = [
    "EXAMPLES",
    "ROW_STATUSES",
    "VERDICTS",
    "Check",
    "Criteria",
    "Criterion",
    "RowOutcome",
    "compile_criteria",
    "criteria_document",
    "evaluate_check",
    "gap_codes",
    "judge_row",
    "load_criteria",
]
