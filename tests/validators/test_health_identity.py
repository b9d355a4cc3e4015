"""A row's verdict line carries the rollout id and indices that
``trajspec._identity.rollout_identity`` and ``_index`` give (else the trajectory's own
rollout_id, else <task>-<rollout>), at the edges of the indices."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trajspec._identity import rollout_identity
from trajspec._jsonvalues import INT64_MAX
from trajspec.validators._health import rollout
from trajspec.validators._health.run import HealthResult, HealthRun, Kept

MISSING = object()


def _line(row: dict[str, Any]) -> dict[str, Any]:
    run = HealthRun(rollout.Settings())
    run.add(rollout.evaluate(row, settings=rollout.Settings()))
    (line,) = run.finish().verdicts()
    return line


def _expected(row: dict[str, Any]) -> tuple[Any, Any, str]:
    """(task index, rollout index, rollout id) by the rules: rollout_identity, else the
    trajectory's own rollout_id, else <task>-<rollout> (the ordinal 0 for a task index that
    is not one)."""
    task = rollout._index(row.get("_ng_task_index"))
    task = 0 if task is None else task
    index = rollout._index(row.get("_ng_rollout_index")) or 0
    own = rollout_identity(row).rollout_id
    return task, index, f"{task}-{index}" if own is None else own


_INDICES = st.one_of(
    st.just(MISSING),
    st.integers(-2, 3),
    st.sampled_from([INT64_MAX, INT64_MAX + 1, True, False, 2.0, "7", None]),
)


@given(
    task=_INDICES,
    index=_INDICES,
    task_id=st.sampled_from([MISSING, "t", "", 3]),
    extra=st.sampled_from(
        [
            {},
            {"_ng_attempt_index": 2},
            {"_ng_attempt_index": 0},
            {"_ng_rollout_id": "own"},
            {"trajectory_identity": {"task_id": "t", "rollout_id": "x"}},
        ]
    ),
)
def test_the_line_s_identity_is_rollout_identity(
    task: Any, index: Any, task_id: Any, extra: dict[str, Any]
) -> None:
    row: dict[str, Any] = dict(extra)
    for name, value in (
        ("_ng_task_index", task),
        ("_ng_rollout_index", index),
        ("task_id", task_id),
    ):
        if value is not MISSING:
            row[name] = value
    line = _line(row)
    assert (line["_ng_task_index"], line["_ng_rollout_index"], line["rollout_id"]) == _expected(row)


@pytest.mark.parametrize("task, index", [(0, 0), (3, 1), (INT64_MAX, INT64_MAX)])
def test_the_usual_row_s_line_names_task_and_rollout(task: int, index: int) -> None:
    row = {"task_id": "t", "_ng_task_index": task, "_ng_rollout_index": index}
    line = _line(row)
    assert (line["_ng_task_index"], line["_ng_rollout_index"]) == (task, index)
    assert line["rollout_id"] == f"{task}-{index}"


@pytest.mark.parametrize("own", [None, "own-id"])
@pytest.mark.parametrize(
    "findings, unobserved",
    [((), ()), ((), ("c",)), ((("x", None, {}),), ()), ((("x", None, {}),), ("c",))],
)
def test_the_verdict_line_is_the_kept_records(
    own: str | None, findings: tuple[Any, ...], unobserved: tuple[str, ...]
) -> None:
    """The verdict line writes Kept.rollout_id and Kept.verdict out; they must agree."""
    kept = Kept(0, 1, 4, 2, None, own, True, findings, (), unobserved, True, 1)
    result = HealthResult({}, [kept])
    (line,) = result.verdicts()
    assert (line["rollout_id"], line["verdict"]) == (kept.rollout_id, kept.verdict)
    assert line["unobserved"] == list(unobserved) and len(line["findings"]) == len(findings)
