"""The one-pass questions of validators/_structural/compiled.py answer what their parts answer.

``structure_and_range_clean`` (validate's first question) and ``range_and_member_clean``
(health's) each ask jsonschema-rs two things in one pass; a caller that hears "clean" skips
both the structural findings and the walk of the number rule. Whatever they call clean must
have no structural finding and no integer out of range; and, for plain JSON, whatever has
neither they must call clean, or no document would take the shortcut.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import corpus
from _examples import examples
from _strategies import from_schema
from hypothesis import given, settings
from hypothesis import strategies as st

from trajspec._jsonvalues import in_range
from trajspec.validators._document import validate_against
from trajspec.validators._structural.compiled import (
    range_and_member_clean,
    structural_findings,
    structure_and_range_clean,
)

ROW = "evidence/1.0/rollout_row"
TRAJECTORY = "evidence/1.0/trajectory_record"

_BIG = [2**63, -(2**63) - 1, 2**64 - 1, 1e19, float(2**63)]


def _places(value: Any) -> list[tuple[Any, Any]]:
    """Every (container, key or index) of a document."""
    found: list[tuple[Any, Any]] = []
    if isinstance(value, dict):
        for key, member in value.items():
            found.append((value, key))
            found.extend(_places(member))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found.append((value, index))
            found.extend(_places(item))
    return found


def _mutated(row: dict[str, Any], rng: random.Random, changes: int) -> dict[str, Any]:
    row = copy.deepcopy(row)
    for _ in range(changes):
        places = _places(row)
        if not places:
            break
        container, key = rng.choice(places)
        change = rng.randrange(4)
        if change == 0:
            container[key] = rng.choice(_BIG)
        elif change == 1:
            container[key] = rng.choice([None, "x", 1, 1.5, True, [], {}])
        elif change == 2 and isinstance(container, dict):
            del container[key]
        elif isinstance(container, dict):
            container["unknown_member"] = rng.choice([*_BIG, 1])
    return row


def _rows() -> st.SearchStrategy[dict[str, Any]]:
    def build(seed: int, changes: int) -> dict[str, Any]:
        rng = random.Random(seed)
        return _mutated(corpus.row(seed % 100, rng, turns=(1, 3)), rng, changes)

    return st.builds(build, st.integers(0, 2**32 - 1), st.integers(0, 3))


def _answers(document: Any) -> tuple[bool, bool]:
    trajectory = document.get("ng_trajectory")
    member_valid = "ng_trajectory" not in document or not structural_findings(
        trajectory, TRAJECTORY
    )
    return (
        not structural_findings(document, ROW) and in_range(document, "evidence"),
        in_range(document, "evidence") and member_valid,
    )


@settings(max_examples=examples(1.5), deadline=None)
@given(row=_rows())
def test_the_one_pass_answers_are_those_of_their_parts(row: dict[str, Any]) -> None:
    whole, member = _answers(row)
    assert structure_and_range_clean(row, ROW) == whole
    assert range_and_member_clean(row, "ng_trajectory", TRAJECTORY) == member


@settings(max_examples=examples(1), deadline=None)
@given(trajectory=from_schema(TRAJECTORY), seed=st.integers(0, 2**32 - 1))
def test_generated_trajectories_answer_alike(trajectory: Any, seed: int) -> None:
    rng = random.Random(seed)
    row = _mutated({"ng_trajectory": trajectory}, rng, rng.randrange(3))
    assert range_and_member_clean(row, "ng_trajectory", TRAJECTORY) == _answers(row)[1]
    inner = row.get("ng_trajectory")
    clean = not structural_findings(inner, TRAJECTORY) and in_range(inner, "evidence")
    assert structure_and_range_clean(inner, TRAJECTORY) == clean


@settings(max_examples=examples(0.5), deadline=None)
@given(row=_rows())
def test_a_clean_answer_changes_no_finding(row: dict[str, Any]) -> None:
    trajectory = row.get("ng_trajectory")
    if range_and_member_clean(row, "ng_trajectory", TRAJECTORY) and trajectory is not None:
        told = validate_against(trajectory, TRAJECTORY, clean=True)
        assert told == validate_against(trajectory, TRAJECTORY)


def test_an_ordinary_row_is_clean_and_an_integer_out_of_range_is_not() -> None:
    row = corpus.row(0, random.Random(1), turns=(1, 2))
    assert structure_and_range_clean(row, ROW)
    assert range_and_member_clean(row, "ng_trajectory", TRAJECTORY)
    row["ng_trajectory"]["turns"][0]["turn_no"] = 2**63
    assert not structure_and_range_clean(row, ROW)
    assert not range_and_member_clean(row, "ng_trajectory", TRAJECTORY)
