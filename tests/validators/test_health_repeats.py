"""The usual task's repeats and the task checks, read without the general steps, give what
the general steps give.

``run._repeats`` takes a task of distinct int rollout indices and no stage as one repeat a
record in the order the records have; every other task is folded by identity
(``run._repeats_by_identity``). The task checks read the repeats' members in C; here they
are held to the rules they stand for, written with generators as before.
"""

from __future__ import annotations

from typing import Any

from hypothesis import example, given
from hypothesis import strategies as st

from trajspec.validators._health import run, tasks
from trajspec.validators._health.tasks import Repeat

_indices = st.one_of(st.integers(0, 3), st.sampled_from(["a", "b"]))
_records = st.lists(
    st.tuples(
        st.one_of(st.none(), _indices),  # stage
        _indices,  # rollout
        st.sampled_from(["healthy", "unhealthy", "unobserved"]),
        st.booleans(),
        st.integers(0, 2),
    ),
    min_size=1,
    max_size=6,
)


def _kept(drawn: list[tuple[Any, Any, str, bool, int]]) -> list[run.Kept]:
    group = []
    for line, (stage, rollout, verdict, observed, successful) in enumerate(drawn):
        findings: tuple[Any, ...] = (("x", None, {}),) if verdict == "unhealthy" else ()
        unobserved = ("y",) if verdict == "unobserved" else ()
        group.append(
            run.Kept(
                0,
                line,
                7,
                rollout,
                stage,
                None,
                True,
                findings,
                (),
                unobserved,
                observed,
                successful,
            )
        )
    group.sort(key=run._sort_key)  # the verdicts' order, as finish sorts
    return group


@given(_records)
@example([(None, 1, "healthy", True, 1), (None, 1, "unhealthy", False, 0)])  # two copies
@example(
    [(None, 0, "healthy", True, 1), (None, 2, "healthy", True, 0), (None, 2, "unhealthy", True, 1)]
)
@example([(None, 1, "healthy", True, 1), ("a", 0, "healthy", True, 1)])  # a stage
@example([(None, 0, "healthy", True, 1), (None, "a", "healthy", False, 0)])  # a text index
def test_repeats_are_those_folded_by_identity(drawn: list[tuple[Any, Any, str, bool, int]]) -> None:
    group = _kept(drawn)
    assert run._repeats(group) == run._repeats_by_identity(group)


@given(st.lists(st.integers(0, 9), min_size=1, max_size=6, unique=True))
def test_distinct_int_rollouts_are_one_repeat_each(rollouts: list[int]) -> None:
    group = _kept([(None, rollout, "healthy", True, 1) for rollout in rollouts])
    repeats = run._repeats(group)
    assert len(repeats) == len(rollouts) and all(type(r) is Repeat for r in repeats)
    assert repeats == run._repeats_by_identity(group)


def _consistently_unhealthy(repeats: list[Repeat]) -> list[dict[str, Any]] | None:
    judged = [r for r in repeats if r.verdict != "unobserved"]
    if len(judged) < 2:
        return None
    if all(r.verdict == "unhealthy" for r in judged):
        return [{"computable_repeats": len(judged)}]
    return []


def _no_successful_calls(repeats: list[Repeat]) -> list[dict[str, Any]] | None:
    if not all(r.policy_calls_observed for r in repeats):
        return None
    if any(r.successful_model_calls for r in repeats):
        return []
    return [{"repeats": len(repeats)}]


_repeat_lists = st.lists(
    st.builds(
        Repeat,
        st.sampled_from(["healthy", "unhealthy", "unobserved"]),
        st.booleans(),
        st.integers(0, 2),
    ),
    max_size=6,
)


@given(_repeat_lists)
def test_task_checks_follow_their_rules(repeats: list[Repeat]) -> None:
    assert tasks._consistently_unhealthy(repeats) == _consistently_unhealthy(repeats)
    assert tasks._no_successful_calls(repeats) == _no_successful_calls(repeats)
