"""The evaluation of coverage checks (spec/coverage/criteria.schema.json), compiled from their
data once: paths as steps, a row walked to every value a check's ``over`` denotes, and the
checks that share a selection of subjects as one function of those values, reading each path
as a column of the subjects' values. validators/_coverage/criteria.py compiles each check with
these and arranges them as a criteria document's judge."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from trajspec.validators._coverage.criteria import Check

_MISSING: Final[Any] = object()

#: A path without ``*``, compiled: per segment its member name and, when the segment is an
#: RFC 6901 array index (ASCII digits without a leading zero), that index, else -1.
Steps = tuple[tuple[str, int], ...]
#: A check's subjects and, when it groups them, their group keys.
Selection = tuple[list[Any], list[Any] | None]
#: One step of a fan-out (see _walk): the values it starts from (an index among the values
#: walked so far), and a member name and array index to resolve in each of them (as in Steps),
#: or None and -1 for a star.
FanStep = tuple[int, str | None, int]


def _segments(pointer: str) -> tuple[str, ...]:
    if not pointer:
        return ()
    return tuple(p.replace("~1", "/").replace("~0", "~") for p in pointer[1:].split("/"))


def _steps(segments: tuple[str, ...]) -> Steps:
    return tuple(
        (s, int(s) if s.isascii() and s.isdigit() and (s == "0" or s[0] != "0") else -1)
        for s in segments
    )


# -- values ----------------------------------------------------------------------------------


def _resolve(value: Any, steps: Steps, missing: Any = _MISSING) -> Any:
    """The value at a compiled path without ``*``, or ``missing``."""
    for key, index in steps:
        kind = type(value)
        if kind is dict:
            value = value.get(key, _MISSING)
            if value is _MISSING:
                return missing
        elif kind is list and 0 <= index < len(value):
            value = value[index]
        else:
            return missing
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


def _fan_steps(parts: tuple[tuple[str, ...], ...]) -> tuple[FanStep, ...]:
    """A path cut by :func:`_star_parts` as walking steps from the row, each from the values
    of the step before: a segment resolved in each value (values where it is missing are
    dropped), a star takes every element of the arrays among them. The last step's values,
    in document order, are those the path denotes."""
    steps: list[FanStep] = []
    for index, part in enumerate(parts):
        if index:
            steps.append((len(steps), None, -1))
        for key, at in _steps(part):
            steps.append((len(steps), key, at))
    return tuple(steps)


def _walk(row: Any, steps: Sequence[FanStep]) -> list[list[Any]]:
    """The values of each step (see FanStep) walked from ``[row]``, after ``[row]``."""
    walked = [[row]]
    for start, key, index in steps:
        found: list[Any] = []
        if not walked[start]:  # nothing to walk from (a member the row does not have)
            walked.append(found)
            continue
        if key is None:  # a star
            for value in walked[start]:
                if type(value) is list:
                    found += value
        else:
            add = found.append
            for value in walked[start]:
                kind = type(value)
                if kind is dict:
                    value = value.get(key, _MISSING)
                    if value is not _MISSING:
                        add(value)
                elif kind is list and 0 <= index < len(value):
                    add(value[index])
        walked.append(found)
    return walked


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
    """Whether a value (None when missing) is evidence under a check's test."""
    if value is None:
        return False
    if nonempty and (value == "" or value == [] or value == {}):
        return False
    return not excluding or _json_key(value) not in excluding


# -- judging a row ----------------------------------------------------------------------------
#
# A selection's values are read as columns: the column of a path holds, for each subject in
# order, the value at that path, None when it is missing (missing and null are alike to where,
# group_by and every test). Every check of a selection reads its columns, each made once.

#: Columns to make: (the column it starts from, member name, array index or -1); column 0 is
#: the subjects themselves, column 1 their group keys (None when not grouped).
ColumnPlan = tuple[tuple[int, str, int], ...]
#: How many of a selection's subjects pass a check's test, from the selection's columns.
Counter = Callable[[list[Any]], int]


def _column_plan(paths: Sequence[Steps], plan: dict[Steps, int]) -> tuple[int, ...]:
    """Add to ``plan`` (path prefix -> column) the columns of ``paths``; their columns."""
    found = []
    for path in paths:
        column = 0
        for length in range(1, len(path) + 1):
            known = plan.get(path[:length])
            if known is None:
                known = plan[path[:length]] = len(plan) + 2
            column = known
        found.append(column)
    return tuple(found)


def _plan_steps(plan: dict[Steps, int]) -> ColumnPlan:
    return tuple((plan.get(prefix[:-1], 0), *prefix[-1]) for prefix in plan)


def _columns(subjects: list[Any], groups: Any, plan: ColumnPlan) -> list[Any]:
    """The subjects, their groups, then the column of each step of ``plan``. (Plain loops:
    a row's selections are short, and a comprehension or map costs more to set up.)"""
    columns = [subjects, groups]
    for start, key, index in plan:
        column: list[Any] = []
        add = column.append
        if index < 0:  # a member name: only an object has it (a JSON value with .get)
            for value in columns[start]:
                try:
                    add(value.get(key))
                except AttributeError:
                    add(None)
        else:
            for value in columns[start]:
                add(_resolve(value, ((key, index),), None))
        columns.append(column)
    return columns


def _raw_keys(accepted: frozenset[Any]) -> frozenset[Any] | None:
    """The values a where lists, as they are, when they are strings and null only: a string
    or null equals (as JSON) a listed value exactly when it is one of them; else None (every
    value is compared by its _json_key)."""
    if all(key[0] in ("s", "z") for key in accepted):
        return frozenset(key[1] if key[0] == "s" else None for key in accepted)
    return None


#: How a check's passing subjects are counted (see _evaluator): all of them (no paths), the
#: values of one column other than null, or a Counter.
_ALL, _PRESENT, _COUNTED = 0, 1, 2


def _evaluator(checks: Sequence[Check]) -> Callable[[list[Any]], list[int]]:
    """The states of some checks that share one selection (the first's over, where, group_by
    and min_group_size) as one function of the values their ``over`` denotes. A state is 0
    when no subject passes the check's test, 2 when the check holds (with ``every``: there
    are subjects and all pass; else some pass), 1 otherwise."""
    first = checks[0]
    where_plan: dict[Steps, int] = {}
    where_columns = _column_plan([_steps(path) for path, _ in first.where], where_plan)
    where = tuple(
        (column, accepted, _raw_keys(accepted))
        for column, (_, accepted) in zip(where_columns, first.where, strict=True)
    )
    where_steps = _plan_steps(where_plan)
    group_by = None if first.group_by is None else _steps(first.group_by)
    min_group_size = first.min_group_size
    plan: dict[Steps, int] = {}
    tests = tuple((*_counter(c, plan), c.every) for c in checks)
    steps = _plan_steps(plan)

    def states(found: list[Any]) -> list[int]:
        if not found:  # no subject: none passes, no check holds
            return [0] * len(tests)
        if where:
            columns = _columns(found, None, where_steps)
            kept = []
            for index, subject in enumerate(found):
                for column, accepted, raw in where:
                    value = columns[column][index]
                    if raw is not None and (value is None or type(value) is str):
                        if value not in raw:
                            break
                    elif _json_key(value) not in accepted:
                        break
                else:
                    kept.append(subject)
            found = kept
        groups = None
        if group_by is not None:
            found, groups = _grouped(found, group_by, min_group_size)
        columns = _columns(found, groups, steps) if steps else [found, groups]
        subjects = len(found)
        out: list[int] = []
        add = out.append
        for kind, how, every in tests:
            if kind == _PRESENT:
                values = columns[how]
                passed = subjects - values.count(None)
            elif kind == _ALL:
                passed = subjects
            else:
                passed = how(columns)
            add(0 if not passed else 2 if not every or passed == subjects else 1)
        return out

    return states


def _grouped(found: list[Any], group_by: Steps, min_group_size: int) -> Selection:
    """The subjects of a check that groups them (their selection ``found``), and their keys."""
    keys = [_group_key(_resolve(s, group_by)) for s in found]
    if min_group_size:
        sizes: dict[Any, int] = {}
        for key in keys:
            sizes[key] = sizes.get(key, 0) + 1
        if keys and min(sizes.values()) < min_group_size:  # (else all are kept, as they are)
            kept = [i for i, key in enumerate(keys) if sizes[key] >= min_group_size]
            found, keys = [found[i] for i in kept], [keys[i] for i in kept]
    return found, keys


def _group_key(value: Any) -> Any:
    return ("missing",) if value is _MISSING or value is None else _json_key(value)


def _counter(check: Check, plan: dict[Steps, int]) -> tuple[int, Any]:
    """How the subjects that pass the check's test are counted, from the columns of ``plan``
    (to which the check's paths are added): (_ALL, None) for a check without paths,
    (_PRESENT, its column) for one path whose evidence is any value but null, else
    (_COUNTED, a Counter)."""
    if not check.paths:
        return _ALL, None
    at = _column_plan([_steps(p) for p in check.paths], plan)
    excluding = check.excluding
    if check.test == "distinct":
        return _COUNTED, functools.partial(_distinct, at=at, excluding=excluding)
    nonempty = check.test == "nonempty"
    if len(at) == 1:
        (one,) = at
        if excluding:

            def evident(columns: list[Any]) -> int:
                passed = 0
                for value in columns[one]:
                    passed += _evidence(value, nonempty, excluding)
                return passed

            return _COUNTED, evident
        if nonempty:  # evidence: a value other than null, "", [] and {} (list.count's ==)

            def filled(columns: list[Any]) -> int:
                values: list[Any] = columns[one]
                empty = values.count("") + values.count([]) + values.count({})
                return len(values) - values.count(None) - empty

            return _COUNTED, filled
        return _PRESENT, one
    if nonempty or excluding:
        combine = all if check.match_all else any

        def matched(columns: list[Any]) -> int:
            passed = 0
            for values in zip(*[columns[c] for c in at], strict=True):
                passed += combine([_evidence(v, nonempty, excluding) for v in values])
            return passed

        return _COUNTED, matched
    # evidence at a path: any value but null; a tuple of a subject's values holds None
    # (==, as tuple.count compares) exactly where a value is missing or null
    if check.match_all:

        def every_path(columns: list[Any]) -> int:
            passed = 0
            for values in zip(*[columns[c] for c in at], strict=True):
                if None not in values:
                    passed += 1
            return passed

        return _COUNTED, every_path
    width = len(at)

    def some_path(columns: list[Any]) -> int:
        passed = 0
        for values in zip(*[columns[c] for c in at], strict=True):
            if values.count(None) < width:
                passed += 1
        return passed

    return _COUNTED, some_path


def _distinct(columns: list[Any], at: tuple[int, ...], excluding: frozenset[Any]) -> int:
    """How many subjects have evidence at every path and a tuple of values no other subject
    of their group (column 1 when grouped) has."""
    groups = columns[1]
    keyed: list[tuple[Any, Any] | None] = []
    counts: dict[tuple[Any, Any], int] = {}
    for index, values in enumerate(zip(*[columns[c] for c in at], strict=True)):
        if not excluding:
            # evidence at a path: any value but null (see _evidence); a tuple of a subject's
            # values holds None (==, as the in operator compares) exactly where one is null
            if None in values:
                keyed.append(None)
                continue
        elif not all(_evidence(value, False, excluding) for value in values):
            keyed.append(None)
            continue
        pair = (None if groups is None else groups[index], tuple(map(_json_key, values)))
        counts[pair] = counts.get(pair, 0) + 1
        keyed.append(pair)
    passed = 0
    for kept in keyed:
        if kept is not None and counts[kept] == 1:
            passed += 1
    return passed
