"""Measure a trajectory capability matrix from rollout rows (spec/coverage/criteria.json).

The criteria are data; this module is their evaluator, nothing more: it compiles each check
once (paths split into segments), then judges each row against every criterion and adds the
outcome to per-agent, per-criterion counters. Memory holds those counters (and at most
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
from itertools import repeat
from typing import Any, Final

import orjson

from trajspec._schemas import spec_root

#: Example rows (file, line) kept per agent and criterion: the first ones that are not full.
EXAMPLES: Final = 3
#: Verdicts, best first.
VERDICTS: Final = ("full", "partial", "unavailable")

_MISSING: Final[Any] = object()


# -- compiled criteria ---------------------------------------------------------------------


def _segments(pointer: str) -> tuple[str, ...]:
    if not pointer:
        return ()
    return tuple(p.replace("~1", "/").replace("~0", "~") for p in pointer[1:].split("/"))


@dataclass(frozen=True, slots=True)
class Check:
    """A compiled check (CoverageCheck). ``subjects_slot`` numbers the distinct subject
    selections of a criteria document and ``slot`` the distinct checks, so that one row
    computes each only once."""

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


#: What the compiled judge finds of a row: its gap codes, and per criterion None when it does
#: not apply, else its fields' holds then their some-evidence (read by _outcome).
Judgement = tuple[frozenset[str], tuple[tuple[bool, ...] | None, ...]]


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
    return replace(check, subjects_slot=subjects_slot, slot=slot)


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


# -- values ----------------------------------------------------------------------------------


def _resolve(value: Any, segments: tuple[str, ...]) -> Any:
    """The value at a path without ``*``, or _MISSING."""
    for segment in segments:
        if type(value) is dict:
            value = value.get(segment, _MISSING)
            if value is _MISSING:
                return _MISSING
        elif type(value) is list:
            # RFC 6901 array index: digits without a leading zero.
            if not (segment.isascii() and segment.isdigit()) or (
                segment != "0" and segment[0] == "0"
            ):
                return _MISSING
            index = int(segment)
            if index >= len(value):
                return _MISSING
            value = value[index]
        else:
            return _MISSING
    return value


def _star_parts(pointer: str) -> tuple[tuple[str, ...], ...]:
    """A path with ``*`` cut at its stars: ``/a/*/b`` gives (("a",), ("b",))."""
    parts: list[tuple[str, ...]] = [()]
    for segment in _segments(pointer):
        if segment == "*":
            parts.append(())
        else:
            parts[-1] += (segment,)
    return tuple(parts)


def _fan_out(value: Any, parts: tuple[tuple[str, ...], ...]) -> list[Any]:
    """Every value a path cut by :func:`_star_parts` denotes, in document order."""
    values = [value]
    for index, part in enumerate(parts):
        if index:  # a star: every element of the arrays reached so far
            values = [item for v in values if type(v) is list for item in v]
        if part:
            values = [found for v in values if (found := _resolve(v, part)) is not _MISSING]
    return values


def _json_key(value: Any) -> Any:
    """A hashable key under which two JSON values are equal exactly when they are equal as
    JSON values (1 and 1.0 alike; true never equal to 1)."""
    kind = type(value)
    if kind is bool:
        return ("b", value)
    if kind is int or kind is float:
        # Python already equates 1 and 1.0 (and hashes them alike); keep booleans apart.
        return ("n", value)
    if kind is str:
        return ("s", value)
    if value is None:
        return ("z",)
    if kind is list:
        return ("a", tuple(_json_key(v) for v in value))
    if kind is dict:
        return ("o", frozenset((k, _json_key(v)) for k, v in value.items()))
    return ("?", id(value))  # pragma: no cover - parsed JSON holds no other type


def _evidence(value: Any, nonempty: bool, excluding: frozenset[Any]) -> bool:
    if value is _MISSING or value is None:
        return False
    if nonempty and (value == "" or value == [] or value == {}):
        return False
    return not excluding or _json_key(value) not in excluding


# -- judging a row ----------------------------------------------------------------------------


def _subjects(row: dict[str, Any], check: Check) -> tuple[list[Any], list[Any] | None]:
    """The subjects of a check, and their group keys when it groups them."""
    found = [row] if check.over is None else _fan_out(row, check.over)
    if check.where:
        found = [
            s
            for s in found
            if all(
                _json_key(None if (v := _resolve(s, path)) is _MISSING else v) in accepted
                for path, accepted in check.where
            )
        ]
    if check.group_by is None:
        return found, None
    return _grouped(found, check)


def _grouped(found: list[Any], check: Check) -> tuple[list[Any], list[Any]]:
    """The subjects of a check that groups them (their selection ``found``), and their keys."""
    assert check.group_by is not None
    keys = [_group_key(_resolve(s, check.group_by)) for s in found]
    if check.min_group_size:
        sizes: dict[Any, int] = {}
        for key in keys:
            sizes[key] = sizes.get(key, 0) + 1
        kept = [i for i, key in enumerate(keys) if sizes[key] >= check.min_group_size]
        found, keys = [found[i] for i in kept], [keys[i] for i in kept]
    return found, keys


def _group_key(value: Any) -> Any:
    return ("missing",) if value is _MISSING or value is None else _json_key(value)


def _passed(check: Check, subjects: list[Any], groups: list[Any] | None) -> int:
    """How many subjects pass the check's test."""
    if not check.paths:
        return len(subjects)
    excluding = check.excluding
    if check.test == "distinct":
        tuples: list[tuple[Any, ...] | None] = []
        for subject in subjects:
            values = [_resolve(subject, p) for p in check.paths]
            complete = all(_evidence(v, False, excluding) for v in values)
            tuples.append(tuple(_json_key(v) for v in values) if complete else None)
        keyed = list(zip(groups or [None] * len(subjects), tuples, strict=True))
        counts: dict[tuple[Any, Any], int] = {}
        for pair in keyed:
            if pair[1] is not None:
                counts[pair] = counts.get(pair, 0) + 1
        return sum(1 for pair in keyed if pair[1] is not None and counts[pair] == 1)
    nonempty = check.test == "nonempty"
    if len(check.paths) == 1:  # the common case, counted in C: no generator per subject
        found = map(_resolve, subjects, repeat(check.paths[0]))
        return sum(map(_evidence, found, repeat(nonempty), repeat(excluding)))
    combine = all if check.match_all else any
    return sum(
        1
        for s in subjects
        if combine(_evidence(_resolve(s, p), nonempty, excluding) for p in check.paths)
    )


def evaluate_check(
    check: Check, row: dict[str, Any], cache: dict[int, Any] | None = None
) -> tuple[bool, bool]:
    """(holds, has some evidence) of one check on one row. ``cache`` (one per row) keeps
    subjects and results for the other checks of the row."""
    if cache is None:
        cache = {}
    result: tuple[bool, bool] | None = cache.get(check.slot)
    if result is not None:
        return result
    selection = cache.get(-2 - check.subjects_slot)
    if selection is None:
        selection = cache[-2 - check.subjects_slot] = _subjects(row, check)
    subjects, groups = selection
    passed = _passed(check, subjects, groups)
    some = passed > 0
    result = (bool(subjects) and passed == len(subjects)) if check.every else some, some
    cache[check.slot] = result
    return result


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
        code for path in criteria.gap_codes_at for code in _fan_out(row, path) if type(code) is str
    )


def judge_row(
    criterion: Criterion,
    row: dict[str, Any],
    codes: frozenset[str],
    cache: dict[int, Any] | None = None,
) -> RowOutcome:
    """How one row meets one criterion."""
    found = _fields_found(criterion, row, {} if cache is None else cache)
    if found is None:
        return _NOT_APPLICABLE
    count = len(criterion.fields)
    return _outcome(criterion, found[:count], found[count:], codes)


def _fields_found(
    criterion: Criterion, row: dict[str, Any], cache: dict[int, Any]
) -> tuple[bool, ...] | None:
    """None when the criterion does not apply to the row, else its fields' holds then their
    some-evidence."""
    if criterion.applies_when and not any(
        evaluate_check(c, row, cache)[0] for c in criterion.applies_when
    ):
        return None
    full: list[bool] = []
    some: list[bool] = []
    for fld in criterion.fields:
        holds = has_some = False
        for check in fld.any_of:
            h, s = evaluate_check(check, row, cache)
            holds, has_some = holds or h, has_some or s
        full.append(holds)
        some.append(has_some or holds)
    return (*full, *some)


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


# -- a whole criteria document as one function of a row ----------------------------------------


def _judge_of(criteria: Criteria) -> Callable[[dict[str, Any]], Judgement]:
    """What gap_codes and each criterion's fields find of a row (a Judgement), as one
    function of the row: the checks share one cache per row (see evaluate_check)."""
    every = criteria.criteria

    def judge(row: dict[str, Any]) -> Judgement:
        cache: dict[int, Any] = {}
        found = []
        for criterion in every:
            found.append(_fields_found(criterion, row, cache))
        return gap_codes(criteria, row), tuple(found)

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
