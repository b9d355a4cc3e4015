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
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
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
    #: How many subjects pass, compiled for this check (see _compiled_count); None: the
    #: general _passed counts them.
    count: Callable[[list[Any]], int] | None = field(default=None, compare=False, repr=False)


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
    #: The whole document as one function of a row (see _compiled_judge). Made by
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
    return replace(check, subjects_slot=subjects_slot, slot=slot, count=_compiled_count(check))


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
    return replace(criteria, judge=_compiled_judge(criteria))


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
    if len(check.paths) == 1:  # the common case, without a generator per subject
        path = check.paths[0]
        return sum(1 for s in subjects if _evidence(_resolve(s, path), nonempty, excluding))
    combine = all if check.match_all else any
    return sum(
        1
        for s in subjects
        if combine(_evidence(_resolve(s, p), nonempty, excluding) for p in check.paths)
    )


def _is_index(segment: str) -> bool:
    """Whether a path segment can name an array element (see _resolve)."""
    return segment.isascii() and segment.isdigit() and (segment == "0" or segment[0] != "0")


def _compiled_count(check: Check) -> Callable[[list[Any]], int] | None:
    """What _passed counts, as one function made once per check, for the tests ``present``
    and ``nonempty`` over paths of object members (the criteria's every check but the
    ``distinct`` ones); None for any other check. A row judges dozens of checks over a few
    subjects each, so the cost was the general function's per-call steps, not the
    subjects: the function is written out as Python text (one loop over the subjects, each
    path's members read in place, no call per subject or path) and compiled once.
    tests/validators/test_coverage_compiled.py holds it to _passed."""
    if not check.paths:
        return len
    if check.test not in ("present", "nonempty"):
        return None
    if any(_is_index(segment) for path in check.paths for segment in path):
        return None  # a segment that may index an array: the general resolver
    tests = _evidence_tests(check, nonempty=check.test == "nonempty")
    source = (
        "def count(subjects):\n"
        "    n = 0\n"
        "    for s in subjects:\n"
        f"        if {(' and ' if check.match_all else ' or ').join(tests)}:\n"
        "            n += 1\n"
        "    return n\n"
    )
    namespace: dict[str, Any] = {"excluding": check.excluding, "key": _json_key}
    exec(compile(source, f"<coverage count of {check.paths!r}>", "exec"), namespace)
    count: Callable[[list[Any]], int] = namespace["count"]
    return count


def _evidence_tests(
    check: Check, *, nonempty: bool, prefix: str = "", excluding: str = "excluding"
) -> list[str]:
    """Per path of the check (members only), a condition on a subject ``s`` that holds when
    _evidence(_resolve(s, path), nonempty, check.excluding) does (``excluding`` names that
    set), leaving the value in <prefix>v<number>."""
    tests = []
    for number, path in enumerate(check.paths):
        # _resolve of members: every step an object (a missing member reads as None, which
        # is no evidence either), then _evidence of the value found
        steps, held = ["type(s) is dict"], "s"
        for depth, segment in enumerate(path[:-1]):
            name = f"{prefix}x{number}_{depth}"
            steps.append(f"type({name} := {held}.get({segment!r})) is dict")
            held = name
        value = f"{prefix}v{number}"
        steps.append(f"({value} := {held}.get({path[-1]!r})) is not None")
        if nonempty:
            steps.append(f"not ({value} == '' or {value} == [] or {value} == {{}})")
        if check.excluding:
            steps.append(f"key({value}) not in {excluding}")
        tests.append("(" + " and ".join(steps) + ")")
    return tests


def _compiled_distinct(check: Check) -> Callable[[list[Any], list[Any] | None], int] | None:
    """What _passed counts for a ``distinct`` check over paths of object members, as one
    function of (subjects, groups) made once per check; None for any other check. Only the
    compiled judge calls it (tests/validators/test_coverage_compiled.py holds the judge to
    judge_row)."""
    if check.test != "distinct" or not check.paths:
        return None
    if any(_is_index(segment) for path in check.paths for segment in path):
        return None
    values = "".join(f"key(v{number}), " for number in range(len(check.paths)))
    source = (
        "def count(subjects, groups):\n"
        "    keyed = []\n"
        "    counts = {}\n"
        "    index = -1\n"
        "    for s in subjects:\n"
        "        index += 1\n"
        f"        if {' and '.join(_evidence_tests(check, nonempty=False))}:\n"
        f"            pair = (None if groups is None else groups[index], ({values}))\n"
        "            counts[pair] = counts.get(pair, 0) + 1\n"
        "            keyed.append(pair)\n"
        "    n = 0\n"
        "    for pair in keyed:\n"
        "        if counts[pair] == 1:\n"
        "            n += 1\n"
        "    return n\n"
    )
    namespace: dict[str, Any] = {"excluding": check.excluding, "key": _json_key}
    exec(compile(source, f"<coverage distinct count of {check.paths!r}>", "exec"), namespace)
    count: Callable[[list[Any], list[Any] | None], int] = namespace["count"]
    return count


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
    count = check.count
    passed = _passed(check, subjects, groups) if count is None else count(subjects)
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
    if cache is None:
        cache = {}
    if criterion.applies_when and not any(
        evaluate_check(c, row, cache)[0] for c in criterion.applies_when
    ):
        return _NOT_APPLICABLE
    full: list[bool] = []
    some: list[bool] = []
    for fld in criterion.fields:
        holds = has_some = False
        for check in fld.any_of:
            h, s = evaluate_check(check, row, cache)
            holds, has_some = holds or h, has_some or s
        full.append(holds)
        some.append(has_some or holds)
    return _outcome(criterion, tuple(full), tuple(some), codes)


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


def _has_index(check: Check) -> bool:
    """Whether a path of the check's selection has a segment that may index an array."""
    paths = [*(check.over or ()), *(path for path, _ in check.where)]
    return any(_is_index(segment) for path in paths for segment in path)


class _Source:
    """Python text being written: indented lines and fresh local names."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.names = 0

    def emit(self, indent: int, text: str) -> None:
        self.lines.append("    " * indent + text)

    def fresh(self, stem: str) -> str:
        self.names += 1
        return f"{stem}{self.names}"


def _accepts(value: str, accepted: frozenset[Any], namespace: dict[str, Any]) -> str:
    """A condition that holds exactly when ``_json_key(value) in accepted``: a string is
    keyed ("s", text) and null ("z",), so a set of strings and a test for None say it
    without a key per subject; any other accepted value falls back to the key itself."""
    strings = frozenset(k[1] for k in accepted if k[0] == "s")
    rest = accepted - {("s", text) for text in strings} - {("z",)}
    if rest:
        name = f"accepted{len(namespace)}"
        namespace[name] = accepted
        return f"key({value}) in {name}"
    tests = []
    if ("z",) in accepted:
        tests.append(f"{value} is None")
    if strings:
        name = f"strings{len(namespace)}"
        namespace[name] = strings
        tests.append(f"(type({value}) is str and {value} in {name})")
    return "(" + " or ".join(tests) + ")" if tests else "False"


def _emit_fan_out(
    out: _Source, indent: int, parts: tuple[tuple[str, ...], ...], leaf: Callable[[int, str], None]
) -> None:
    """Statements that run ``leaf(indent, value)`` for every value _fan_out(row, parts)
    gives, in order, for parts that name only members (no array index)."""

    def part(indent: int, current: str, index: int) -> None:
        segments, last = parts[index], index == len(parts) - 1
        tests, value = [], current
        if segments:  # _resolve of members: every step an object
            tests.append(f"type({current}) is dict")
            for depth, segment in enumerate(segments):
                found = out.fresh("v")
                if depth < len(segments) - 1:
                    tests.append(f"type({found} := {value}.get({segment!r})) is dict")
                elif last:  # the value itself, null included
                    tests.append(f"({found} := {value}.get({segment!r}, M)) is not M")
                else:  # a star follows: only an array has elements
                    tests.append(f"type({found} := {value}.get({segment!r})) is list")
                value = found
        elif not last:
            tests.append(f"type({current}) is list")
        if tests:
            out.emit(indent, f"if {' and '.join(tests)}:")
            indent += 1
        if last:
            leaf(indent, value)
            return
        item = out.fresh("i")
        out.emit(indent, f"for {item} in {value}:")
        part(indent + 1, item, index + 1)

    part(indent, "row", 0)


def _emit_selection(out: _Source, indent: int, check: Check, into: str, ns: dict[str, Any]) -> None:
    """Statements that set ``into`` to the subjects _subjects(row, check) selects before any
    grouping, for a check whose paths name only members (see _compiled_judge)."""
    out.emit(indent, f"{into} = []")

    def leaf(indent: int, subject: str) -> None:
        for path, accepted in check.where:  # _resolve, a missing value read as null
            value = subject
            for segment in path:
                found = out.fresh("w")
                out.emit(
                    indent, f"{found} = {value}.get({segment!r}) if type({value}) is dict else None"
                )
                value = found
            out.emit(indent, f"if {_accepts(value, accepted, ns)}:")
            indent += 1
        out.emit(indent, f"{into}.append({subject})")

    _emit_fan_out(out, indent, check.over if check.over is not None else ((),), leaf)


def _emit_gap_codes(out: _Source, indent: int, criteria: Criteria, into: str) -> None:
    """Statements that set ``into`` to what gap_codes(criteria, row) gives."""
    out.emit(indent, "codes = []")

    def leaf(indent: int, code: str) -> None:
        out.emit(indent, f"if type({code}) is str:")
        out.emit(indent + 1, f"codes.append({code})")

    for number, parts in enumerate(criteria.gap_codes_at):
        if any(_is_index(segment) for part in parts for segment in part):
            out.emit(indent, f"for code in fan_out(row, gap_codes_at[{number}]):")
            leaf(indent + 1, "code")
        else:
            _emit_fan_out(out, indent, parts, leaf)
    out.emit(indent, f"{into} = frozenset(codes) if codes else NO_CODES")


def _compiled_judge(
    criteria: Criteria,
) -> Callable[[dict[str, Any]], Judgement]:
    """What gap_codes and judge_row find of a row on every criterion (a Judgement), as one
    function made once per criteria document.

    On rows of a few KB the cost of judging was its steps per check and criterion (a call,
    the cache and a result tuple for each, an outcome per criterion), not the subjects. So
    the document is written out as Python text, compiled once: each subject selection and
    each check's count is a local variable, set the first time a criterion needs it (a
    criterion that does not apply asks nothing of its fields, as judge_row), selections
    whose paths hold no array index are loops over the row in place (then grouped by
    _grouped), a count over member paths is _compiled_count's loop written in place (a
    distinct one _compiled_distinct; _passed counts the rest).
    tests/validators/test_coverage_compiled.py holds it to judge_row on shipped and
    generated criteria."""
    ns: dict[str, Any] = {
        "M": _MISSING,
        "NO_CODES": frozenset(),
        "fan_out": _fan_out,
        "gap_codes_at": criteria.gap_codes_at,
        "grouped": _grouped,
        "key": _json_key,
        "passed": _passed,
        "subjects": _subjects,
    }
    out = _Source()
    checks = {
        check.slot: check
        for criterion in criteria.criteria
        for check in (*criterion.applies_when, *(c for f in criterion.fields for c in f.any_of))
    }
    selections = sorted({check.subjects_slot for check in checks.values()})
    out.emit(0, "def judge(row):")
    for slot in selections:
        out.emit(1, f"S{slot} = G{slot} = None")
    for slot in checks:
        out.emit(1, f"n{slot} = -1")

    # Names set on every path to the current line (done) and anywhere before it (touched): a
    # name not yet touched is set without a test, one done is not set again.
    touched: set[str] = set()

    def ensure(indent: int, check: Check, done: set[str]) -> None:
        subjects, groups, n = f"S{check.subjects_slot}", f"G{check.subjects_slot}", f"n{check.slot}"
        if subjects not in done:
            if subjects in touched:
                out.emit(indent, f"if {subjects} is None:")
            inner = indent + (subjects in touched)
            if _has_index(check):
                ns[f"check{check.slot}"] = check
                out.emit(inner, f"{subjects}, {groups} = subjects(row, check{check.slot})")
            else:
                _emit_selection(out, inner, check, subjects, ns)
                if check.group_by is not None:
                    ns[f"check{check.slot}"] = check
                    out.emit(
                        inner, f"{subjects}, {groups} = grouped({subjects}, check{check.slot})"
                    )
            touched.add(subjects)
            done.add(subjects)
        if n not in done:
            if n in touched:
                out.emit(indent, f"if {n} < 0:")
            inner = indent + (n in touched)
            distinct = _compiled_distinct(check)
            if distinct is not None:
                ns[f"distinct{check.slot}"] = distinct
                out.emit(inner, f"{n} = distinct{check.slot}({subjects}, {groups})")
            elif check.count is None:
                ns[f"check{check.slot}"] = check
                out.emit(inner, f"{n} = passed(check{check.slot}, {subjects}, {groups})")
            elif not check.paths:
                out.emit(inner, f"{n} = len({subjects})")
            else:  # the check's compiled count, written in place (no call per check)
                ns[f"excluding{check.slot}"] = check.excluding
                tests = _evidence_tests(
                    check,
                    nonempty=check.test == "nonempty",
                    prefix="e",
                    excluding=f"excluding{check.slot}",
                )
                out.emit(inner, f"{n} = 0")
                out.emit(inner, f"for s in {subjects}:")
                out.emit(inner + 1, f"if {(' and ' if check.match_all else ' or ').join(tests)}:")
                out.emit(inner + 2, f"{n} += 1")
            touched.add(n)
            done.add(n)

    def holds(check: Check) -> str:  # evaluate_check's holds
        n = f"n{check.slot}"
        return f"({n} > 0 and {n} == len(S{check.subjects_slot}))" if check.every else f"{n} > 0"

    results = []
    done: set[str] = set()  # at the function's top level
    for number, criterion in enumerate(criteria.criteria):
        result = f"r{number}"
        results.append(result)
        indent, branch = 1, done
        if criterion.applies_when:  # any() of the holds, asked in order until one holds
            for index, check in enumerate(criterion.applies_when):
                if index == 0:  # asked on every path
                    ensure(1, check, done)
                    out.emit(1, f"applies = {holds(check)}")
                    continue
                out.emit(1, "if not applies:")
                ensure(2, check, set(done))
                out.emit(2, f"applies = {holds(check)}")
            out.emit(1, f"{result} = None")
            out.emit(1, "if applies:")
            indent, branch = 2, set(done)
        for check in (c for f in criterion.fields for c in f.any_of):
            ensure(indent, check, branch)
        full = [" or ".join(holds(c) for c in f.any_of) or "False" for f in criterion.fields]
        # a check that holds has evidence (a count > 0), so some is the any_of's evidence
        some = [
            " or ".join(f"n{c.slot} > 0" for c in f.any_of) or "False" for f in criterion.fields
        ]
        out.emit(indent, f"{result} = ({''.join(f'{t}, ' for t in (*full, *some))})")
    _emit_gap_codes(out, 1, criteria, "found")
    out.emit(1, f"return found, ({''.join(f'{r}, ' for r in results)})")
    source = "\n".join(out.lines) + "\n"
    exec(compile(source, f"<coverage judge of {criteria.version}>", "exec"), ns)
    judge: Callable[[dict[str, Any]], Judgement] = ns["judge"]
    return judge


# -- counting ---------------------------------------------------------------------------------


@dataclass(slots=True)
class CriterionTally:
    """The counters behind one agent's verdict on one criterion."""

    fields: int
    by_status: dict[str, int] = field(default_factory=lambda: dict.fromkeys(ROW_STATUSES, 0))
    limited: int = 0
    unexplained: int = 0
    field_full: list[int] = field(default_factory=list)
    field_some: list[int] = field(default_factory=list)
    gaps: dict[str, int] = field(default_factory=dict)
    examples: list[tuple[str, int]] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.field_full:
            self.field_full = [0] * self.fields
            self.field_some = [0] * self.fields

    @property
    def applicable(self) -> int:
        return self.by_status["full"] + self.by_status["partial"] + self.by_status["none"]

    def verdict(self) -> str:
        full, applicable = self.by_status["full"], self.applicable
        if applicable and full == applicable:
            return "full"
        if full or self.by_status["partial"]:
            return "partial"
        return "unavailable"

    def add(
        self,
        outcome: RowOutcome,
        codes: frozenset[str],
        explained_by: tuple[str, ...],
        where: tuple[str, int] | None,
        rows: int = 1,
    ) -> None:
        """Count ``rows`` rows of this outcome and gap codes; ``where`` (a row's location)
        becomes an example while there are fewer than EXAMPLES and the row is not full."""
        status = outcome.status
        self.by_status[status] += rows
        if status == "not_applicable":
            return
        self.field_full = [
            t + rows * f for t, f in zip(self.field_full, outcome.fields_full, strict=True)
        ]
        self.field_some = [
            t + rows * f for t, f in zip(self.field_some, outcome.fields_some, strict=True)
        ]
        if status == "full":
            return
        if status == "partial":
            self.limited += rows * outcome.limited
        explained = False
        for code in explained_by:
            if code in codes:
                self.gaps[code] = self.gaps.get(code, 0) + rows
                explained = True
        self.unexplained += rows * (not explained)
        if where is not None and len(self.examples) < EXAMPLES:
            self.examples.append(where)

    def merge(self, other: CriterionTally) -> None:
        """Add the counts of rows that come after this tally's rows."""
        for status, count in other.by_status.items():
            self.by_status[status] += count
        self.limited += other.limited
        self.unexplained += other.unexplained
        for index in range(self.fields):
            self.field_full[index] += other.field_full[index]
            self.field_some[index] += other.field_some[index]
        for code, n in other.gaps.items():
            self.gaps[code] = self.gaps.get(code, 0) + n
        self.examples.extend(other.examples[: EXAMPLES - len(self.examples)])


@dataclass(slots=True)
class AgentTally:
    rows: int = 0
    criteria: list[CriterionTally] = field(default_factory=list)


def agent_name(row: dict[str, Any]) -> str | None:
    """The row's agent_ref.name, or None when the row names no agent (no agent_ref, or a
    name that is not a non-empty string)."""
    ref = row.get("agent_ref")
    name = ref.get("name") if type(ref) is dict else None
    return name if type(name) is str and name else None


#: Signatures a CoverageTally holds before it counts them (rows of a run repeat a few).
_MAX_PENDING: Final = 4096


class CoverageTally:
    """Counters per agent and criterion; rows are added one at a time, tallies of later
    rows merged in order, so the result does not depend on how the rows were split.

    A row is judged by the criteria's compiled judge and counted under its signature
    (agent, what the judge found, gap codes): rows of a run repeat few signatures, so the
    per-criterion counting is done once per signature when the counters are read (agents,
    merge, to_json), not once per row and criterion. Examples are taken as rows come, in
    their order."""

    __slots__ = ("_agents", "_pending", "criteria")

    def __init__(
        self, criteria: Criteria, agents: dict[str | None, AgentTally] | None = None
    ) -> None:
        self.criteria = criteria
        self._agents: dict[str | None, AgentTally] = {} if agents is None else agents
        #: signature -> [rows, the AgentTally, indices of the criteria that still take
        #: this signature's rows as examples]; counted into the agents by _settle.
        self._pending: dict[tuple[Any, ...], list[Any]] = {}

    @property
    def agents(self) -> dict[str | None, AgentTally]:
        """The counters per agent (every row added so far counted)."""
        self._settle()
        return self._agents

    def _agent(self, name: str | None) -> AgentTally:
        tally = self._agents.get(name)
        if tally is None:
            tally = AgentTally(
                criteria=[CriterionTally(len(c.fields)) for c in self.criteria.criteria]
            )
            self._agents[name] = tally
        return tally

    def add_row(self, row: dict[str, Any], where: tuple[str, int] | None = None) -> tuple[str, ...]:
        """Count one row (``where``: its file and line, kept as an example of a criterion it
        does not fully meet); returns its status on each criterion, in criteria order."""
        judge = self.criteria.judge
        if judge is None:  # pragma: no cover - compile_criteria always makes one
            raise ValueError("criteria without a judge: make them with compile_criteria")
        codes, found = judge(row)
        signature = (agent_name(row), found, codes)
        entry = self._pending.get(signature)
        if entry is None:
            if len(self._pending) >= _MAX_PENDING:  # memory stays flat whatever the rows
                self._settle()
            entry = self._pending[signature] = self._new_signature(signature)
        entry[0] += 1
        if where is not None and entry[2]:
            counters, still = entry[1].criteria, False
            for index in entry[2]:
                examples = counters[index].examples
                if len(examples) < EXAMPLES:
                    examples.append(where)
                    still = still or len(examples) < EXAMPLES
            if not still:  # each of those criteria has its examples
                entry[2] = ()
        statuses: tuple[str, ...] = entry[3]
        return statuses

    def _new_signature(self, signature: tuple[Any, ...]) -> list[Any]:
        name, found, codes = signature
        outcomes = self._outcomes(found, codes)
        needy = tuple(
            index for index, outcome in enumerate(outcomes) if outcome.status in ("partial", "none")
        )
        return [0, self._agent(name), needy, tuple(outcome.status for outcome in outcomes)]

    def _outcomes(
        self, found: tuple[tuple[bool, ...] | None, ...], codes: frozenset[str]
    ) -> list[RowOutcome]:
        """The outcome on each criterion of what the judge found and the gap codes."""
        outcomes = []
        for criterion, fields in zip(self.criteria.criteria, found, strict=True):
            if fields is None:
                outcomes.append(_NOT_APPLICABLE)
                continue
            count = len(criterion.fields)
            outcomes.append(_outcome(criterion, fields[:count], fields[count:], codes))
        return outcomes

    def _settle(self) -> None:
        """Count the rows of every pending signature into its agent's counters."""
        for (_, found, codes), (rows, tally, _, _) in self._pending.items():
            tally.rows += rows
            outcomes = self._outcomes(found, codes)
            for criterion, counter, outcome in zip(
                self.criteria.criteria, tally.criteria, outcomes, strict=True
            ):
                counter.add(outcome, codes, criterion.explained_by, None, rows)
        self._pending.clear()

    def merge(self, other: CoverageTally) -> None:
        for name, theirs in other.agents.items():
            mine = self._agent(name)
            mine.rows += theirs.rows
            for a, b in zip(mine.criteria, theirs.criteria, strict=True):
                a.merge(b)

    def to_json(self) -> list[dict[str, Any]]:
        """The ``agents`` member of a CoverageReport: agents by name, the unnamed group last."""
        names: list[str | None] = [*sorted(n for n in self.agents if n is not None)]
        if None in self.agents:
            names.append(None)
        return [self._agent_json(name) for name in names]

    def _agent_json(self, name: str | None) -> dict[str, Any]:
        tally = self.agents[name]
        out: dict[str, Any] = {}
        for criterion, counter in zip(self.criteria.criteria, tally.criteria, strict=True):
            out[criterion.id] = {
                "verdict": counter.verdict(),
                "rows": {
                    "applicable": counter.applicable,
                    **counter.by_status,
                    "limited": counter.limited,
                },
                "fields": {
                    fld.name: {"full": counter.field_full[i], "some": counter.field_some[i]}
                    for i, fld in enumerate(criterion.fields)
                },
                "gaps": {
                    code: counter.gaps[code]
                    for code in criterion.explained_by
                    if code in counter.gaps
                },
                "unexplained": counter.unexplained,
                "examples": [{"file": f, "line": line} for f, line in counter.examples],
            }
        return {"agent": name, "rows": tally.rows, "criteria": out}


def measure_rows(
    rows: Iterable[dict[str, Any]], criteria: Criteria | None = None, *, label: str = "-"
) -> list[dict[str, Any]]:
    """The per-agent coverage (the ``agents`` member of a CoverageReport) of some rows; example
    rows are named ``label`` and their 1-based position."""
    tally = CoverageTally(criteria or load_criteria())
    for line, row in enumerate(rows, 1):
        tally.add_row(row, (label, line))
    return tally.to_json()


__all__ = [
    "EXAMPLES",
    "ROW_STATUSES",
    "VERDICTS",
    "Check",
    "CoverageTally",
    "Criteria",
    "Criterion",
    "CriterionTally",
    "RowOutcome",
    "agent_name",
    "compile_criteria",
    "criteria_document",
    "evaluate_check",
    "gap_codes",
    "judge_row",
    "load_criteria",
    "measure_rows",
]
