"""The verdict lines' order, the duplicate findings and the task repeats of a health run,
against a plain model of them: records of drawn indices (ints, strings, absent; a stage or
none), some unreadable, over two inputs.

The run sorts what it keeps of each record once and finds duplicates and task repeats among
neighbours (validators/_health/run.py); the model counts and sorts the obvious way.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import orjson
from _examples import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from trajspec._jsonl import LocalEngine, Source
from trajspec.validators import check_sources

DUPLICATE = "rollout_duplicate_identity"

#: a record's own indices: ints and strings, a few of each, so that identities repeat
indices = st.one_of(st.none(), st.integers(0, 2), st.sampled_from(["1", "a"]))
records = st.one_of(
    st.fixed_dictionaries(
        {},
        optional={
            "_ng_task_index": st.integers(0, 2),
            "_ng_rollout_index": st.integers(0, 1),
            "stage_index": indices,
        },
    ),
    st.just("an unreadable line"),
)


def _order(value: Any) -> tuple[int, int, str]:
    if value is None:
        return (0, 0, "")
    if isinstance(value, int):
        return (1, value, "")
    return (2, 0, value)


def _write(folder: Path, rows: list[Any], cut: int) -> list[Source]:
    sources = []
    for number, part in enumerate((rows[:cut], rows[cut:])):
        path = folder / f"input-{number}.jsonl"
        path.write_bytes(
            b"".join(
                (row.encode() if isinstance(row, str) else orjson.dumps(row)) + b"\n"
                for row in part
            )
        )
        sources.append(Source(path))
    return sources


@settings(max_examples=examples(0.3), deadline=None)
@given(rows=st.lists(records, max_size=12), cut=st.integers(0, 12), jobs=st.sampled_from([1, 2]))
def test_order_duplicates_and_repeats_follow_the_model(
    tmp_path_factory: Any, rows: list[Any], cut: int, jobs: int
) -> None:
    cut = min(cut, len(rows))
    result = check_sources(
        _write(tmp_path_factory.mktemp("run"), rows, cut), engine=LocalEngine(jobs)
    )
    # The model: each record's (task, rollout, stage) as the run fills them in (a record
    # without a task index is of the task of its ordinal; an unreadable line is a task of its
    # own, never a copy), where it is, and whether it is readable.
    model = []
    for ordinal, row in enumerate(rows):
        file_index, line = (0, ordinal + 1) if ordinal < cut else (1, ordinal - cut + 1)
        if isinstance(row, str):
            task: Any = f"__unreadable_record__:input-{file_index}:line-{line}"
            model.append((task, 0, None, file_index, line, False))
        else:
            task = row.get("_ng_task_index", ordinal)
            rollout = row.get("_ng_rollout_index", 0)
            model.append((task, rollout, row.get("stage_index"), file_index, line, True))
    model.sort(key=lambda r: (_order(r[0]), _order(r[1]), _order(r[2]), r[3], r[4]))
    copies = Counter((r[0], r[1], r[2]) for r in model if r[5])

    lines = list(result.located_verdicts())
    assert [(file_index, line) for file_index, line, _ in lines] == [(r[3], r[4]) for r in model]
    for (task, rollout, stage, _, _, readable), (_, _, verdict) in zip(model, lines, strict=True):
        assert verdict["_ng_task_index"] == task
        assert verdict["_ng_rollout_index"] == rollout
        assert verdict.get("stage_index") == stage
        count = copies[(task, rollout, stage)] if readable else 0
        duplicates = [f for f in verdict["findings"] if f["check"] == DUPLICATE]
        expected = [{"duplicate_count": count}] if count > 1 else []
        assert [f["detail"] for f in duplicates] == expected
    # a task's repeats: its distinct (stage, rollout) pairs (no two tasks here share a text)
    pairs: dict[str, set[tuple[Any, Any]]] = {}
    for task, rollout, stage, *_ in model:
        pairs.setdefault(str(task), set()).add((stage, rollout))
    tasks = result.summary["tasks"]
    assert list(tasks) == list(pairs)
    assert {name: task["repeats"] for name, task in tasks.items()} == {
        name: len(found) for name, found in pairs.items()
    }
