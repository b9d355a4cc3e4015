"""slot_maker (trajspec/_slots.py): a frozen slotted dataclass made through its slots' setters
must be the object its own ``__init__`` makes, called the same ways, for every class the
batches make that way; and the classes whose ``__init__`` does more are refused."""

from __future__ import annotations

import dataclasses
import inspect
import re
from pathlib import Path
from typing import Any

import pytest
from _examples import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from trajspec._slots import slot_maker
from trajspec._strictjson import JsonlRecord
from trajspec.converters._atif_export.batch import RowOutcome
from trajspec.converters._atif_export.convert import ExportResult
from trajspec.converters._projection.batch import LineOutcome
from trajspec.converters._projection.enrich import Enriched
from trajspec.converters._projection.ownership import JoinResult
from trajspec.converters._projection.trajectory import Projection
from trajspec.converters._reverify.rebuild import ResponseResult


@dataclasses.dataclass(frozen=True, slots=True)
class _Defaults:
    first: Any
    second: Any = 7
    third: Any = dataclasses.field(default=())


CLASSES = [
    _Defaults,
    JsonlRecord,
    RowOutcome,
    ExportResult,
    LineOutcome,
    Enriched,
    JoinResult,
    Projection,
    ResponseResult,
]

ROOT = Path(__file__).resolve().parents[2]


def test_every_class_the_package_makes_this_way_is_listed_here() -> None:
    made = set()
    for folder in ("trajspec", "converters", "validators"):
        for path in (ROOT / folder).rglob("*.py"):
            made.update(re.findall(r"\bslot_maker\((\w+)\)", path.read_text(encoding="utf-8")))
    made.discard("cls")  # the maker's own signature and docstrings
    assert made, "no slot_maker call found: has the package moved?"
    assert made <= {cls.__name__ for cls in CLASSES}


# a frozen dataclass does not check its fields' types: any value stands for any field
values = st.one_of(
    st.none(),
    st.integers(),
    st.text(max_size=5),
    st.binary(max_size=5),
    st.tuples(st.integers()),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


def _same(made: Any, expected: Any) -> None:
    assert type(made) is type(expected)
    for field in dataclasses.fields(expected):
        assert getattr(made, field.name) is getattr(expected, field.name), field.name
    assert made == expected


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: cls.__name__)
@settings(max_examples=examples(0.2), deadline=None)
@given(data=st.data())
def test_the_maker_makes_what_init_makes(cls: type, data: st.DataObject) -> None:
    maker = slot_maker(cls)
    fields = dataclasses.fields(cls)
    required = sum(field.default is dataclasses.MISSING for field in fields)
    given_values = [data.draw(values) for _ in fields]
    # every field given, positionally; then only the first ``count`` (the rest their defaults)
    count = data.draw(st.integers(required, len(fields)))
    _same(maker(*given_values), cls(*given_values))
    _same(maker(*given_values[:count]), cls(*given_values[:count]))
    by_name = {field.name: value for field, value in zip(fields, given_values, strict=True)}
    _same(maker(**by_name), cls(**by_name))


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: cls.__name__)
def test_the_maker_takes_the_parameters_of_init(cls: type) -> None:
    def shape(signature: inspect.Signature) -> list[tuple[str, Any, Any]]:
        return [(p.name, p.kind, p.default) for p in signature.parameters.values()]

    assert shape(inspect.signature(slot_maker(cls))) == shape(inspect.signature(cls))


def test_a_missing_argument_is_refused_as_init_refuses_it() -> None:
    with pytest.raises(TypeError):
        slot_maker(_Defaults)()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        slot_maker(_Defaults)(1, fourth=2)  # type: ignore[call-arg]


def test_the_defaults_are_the_classs_own_objects() -> None:
    marker = object()

    @dataclasses.dataclass(frozen=True, slots=True)
    class Held:
        value: Any = marker

    assert slot_maker(Held)().value is marker


@dataclasses.dataclass(frozen=True, slots=True)
class _PostInit:
    value: Any

    def __post_init__(self) -> None:
        pass


@dataclasses.dataclass(frozen=True, slots=True)
class _Factory:
    value: list[Any] = dataclasses.field(default_factory=list)


@dataclasses.dataclass(frozen=True, slots=True)
class _NotInInit:
    value: Any = dataclasses.field(default=None, init=False)


@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class _KeywordOnly:
    value: Any


@dataclasses.dataclass(frozen=True)
class _NoSlots:
    value: Any


@dataclasses.dataclass(slots=True)
class _NotFrozen:
    value: Any


@dataclasses.dataclass(frozen=True, slots=True)
class _OwnName:
    _slot_made: Any


@dataclasses.dataclass(frozen=True, slots=True)
class _SetterName:
    _slot_set_0: Any  # would stand for the maker's first setter in the text it runs


class _Plain:
    __slots__ = ("value",)


@pytest.mark.parametrize(
    "cls",
    [
        _PostInit,
        _Factory,
        _NotInInit,
        _KeywordOnly,
        _NoSlots,
        _NotFrozen,
        _OwnName,
        _SetterName,
        _Plain,
    ],
    ids=lambda cls: cls.__name__,
)
def test_a_class_whose_init_does_more_is_refused(cls: type) -> None:
    with pytest.raises(TypeError):
        slot_maker(cls)
