"""The resume list of a half-finished shard holds exactly the tries it still lacks.

Hypothesis draws sessions of one shard: the first opens it afresh and lists its tries, each
later one resumes it; every session records random outcomes for some of the tries it still
lacks, commits at a random point and then either closes or dies (an exception in its block,
so what it recorded after the commit is lost). A model written from the resume rules says
which tries are missing: not completed, not failed terminally, fewer than three failed
attempts, each dispatched as attempt <failed attempts>. The resume list from the files
(run_status + resume_rows), from a resumed recorder (pending) and from `trajspec status
--resume-out` must all be exactly that; completing them leaves nothing to resume and no try
twice in the rollouts.
"""

from __future__ import annotations

import io
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson
import pytest
from _examples import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trajspec._cli.app import main
from trajspec.converters import RunRecorder, read_run, resume_rows, run_status

LABEL = "step_3-w1"
OUTCOMES = ("ok", "fail", "terminal")


class Died(Exception):
    """A session that did not reach its close."""


@dataclass(frozen=True)
class Session:
    picks: tuple[tuple[int, str], ...]  # (index into the tries the session lacks, outcome)
    commit_after: int  # records before the session's last commit
    closes: bool


@st.composite
def histories(draw: st.DrawFn) -> tuple[list[tuple[int, int]], list[Session]]:
    tries = draw(
        st.lists(
            st.tuples(st.integers(0, 5), st.integers(0, 2)), min_size=1, max_size=8, unique=True
        )
    )
    sessions = []
    for _ in range(draw(st.integers(1, 4))):
        picks = tuple(
            draw(st.lists(st.tuples(st.integers(0, 7), st.sampled_from(OUTCOMES)), max_size=6))
        )
        sessions.append(Session(picks, draw(st.integers(0, len(picks))), draw(st.booleans())))
    return tries, sessions


@dataclass
class TryModel:
    completed: bool = False
    attempts: int = 0
    terminal: bool = False

    def lacking(self) -> bool:
        return not self.completed and not self.terminal and self.attempts < 3


@dataclass
class Model:
    tries: dict[tuple[int, int], TryModel] = field(default_factory=dict)

    def apply(self, key: tuple[int, int], outcome: str) -> None:
        entry = self.tries[key]
        if outcome == "ok":
            entry.completed = True
        else:
            entry.attempts += 1
            entry.terminal = entry.terminal or outcome == "terminal"

    def expected(self) -> list[tuple[int, int, int | None]]:
        return [
            (t, r, entry.attempts or None)
            for (t, r), entry in sorted(self.tries.items())
            if entry.lacking()
        ]


def _row(t: int, r: int) -> dict[str, Any]:
    return {"task_id": f"task-{t}", "_ng_task_index": t, "_ng_rollout_index": r, "prompt": "2+2"}


def _result(dispatched: dict[str, Any], outcome: str) -> dict[str, Any]:
    if outcome == "ok":
        return {**dispatched, "reward": 1.0}
    return {
        **dispatched,
        "_ng_failure_class": "agent_run_error",
        "_ng_failure_terminal": outcome == "terminal",
    }


def _session(
    folder: Path, tries: list[tuple[int, int]], session: Session, first: bool, model: Model
) -> None:
    committed = Model({k: TryModel(**vars(v)) for k, v in model.tries.items()})
    try:
        with RunRecorder(folder, LABEL, resume=not first) as shard:
            working = Model({k: TryModel(**vars(v)) for k, v in committed.tries.items()})
            if first:
                for t, r in tries:
                    shard.expect(_row(t, r))
                    working.tries[(t, r)] = TryModel()
            for number, (pick, outcome) in enumerate(session.picks):
                lacking = shard.pending()
                if lacking:
                    dispatched = shard.prepare(lacking[pick % len(lacking)])
                    key = (dispatched["_ng_task_index"], dispatched["_ng_rollout_index"])
                    assert dispatched.get("_ng_attempt_index") == (
                        working.tries[key].attempts or None
                    )
                    shard.record(_result(dispatched, outcome))
                    working.apply(key, outcome)
                if number + 1 == session.commit_after:
                    shard.commit()
                    committed = Model({k: TryModel(**vars(v)) for k, v in working.tries.items()})
            if not session.closes:
                raise Died
            committed = working
    except Died:
        pass
    model.tries = committed.tries


def _status_resume_out(folder: Path, out: Path) -> list[dict[str, Any]]:
    stdout, stderr = io.StringIO(), io.StringIO()
    with redirect_stdout(stdout), redirect_stderr(stderr):
        code = main(
            ["status", str(folder), "--resume-out", str(out), "--format", "json"], stderr=stderr
        )
    assert code == 0, stderr.getvalue()
    report = orjson.loads(stdout.getvalue())
    rows = [orjson.loads(line) for line in out.read_bytes().splitlines()]
    assert report["resume_out"]["rows"] == len(rows)
    return rows


def _listed(rows: list[dict[str, Any]]) -> list[tuple[int, int, int | None]]:
    return [(r["_ng_task_index"], r["_ng_rollout_index"], r.get("_ng_attempt_index")) for r in rows]


@settings(
    max_examples=examples(0.3),
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(history=histories())
def test_the_resume_list_holds_exactly_the_missing_tries(
    history: tuple[list[tuple[int, int]], list[Session]], tmp_path_factory: pytest.TempPathFactory
) -> None:
    tries, sessions = history
    folder = tmp_path_factory.mktemp("run")
    model = Model()
    for number, session in enumerate(sessions):
        _session(folder, tries, session, number == 0, model)
    expected = model.expected()
    if not (folder / f"rollouts-{LABEL}_manifest.json").exists():
        return  # the first session died before any commit: there is no shard to resume
    (status,) = run_status(folder)
    from_files = list(resume_rows(status))
    assert _listed(from_files) == expected
    assert status.progress.counts()["remaining"] == len(expected)
    for row in from_files:  # the materialized input as dispatched, attempt stamped
        t, r = row["_ng_task_index"], row["_ng_rollout_index"]
        assert {k: v for k, v in row.items() if k != "_ng_attempt_index"} == {
            **_row(t, r),
            "_ng_rollout_id": f"{LABEL}-{t}-{r}",
        }
    assert _status_resume_out(folder, folder.parent / f"{folder.name}-resume.jsonl") == from_files

    with RunRecorder(folder, LABEL, resume=True) as shard:
        assert shard.pending() == from_files
        for row in shard.pending():
            shard.record({**row, "reward": 0.5})
    (after,) = run_status(folder)
    assert after.progress.counts()["remaining"] == 0
    keys = [
        (r.row["_ng_task_index"], r.row["_ng_rollout_index"])
        for r in read_run(folder, roles=("rollouts",))
    ]
    assert len(keys) == len(set(keys))
    assert len(keys) == sum(1 for entry in model.tries.values() if entry.completed) + len(expected)


def test_a_half_finished_shard(tmp_path: Path) -> None:
    """The example in words: 6 tries; 2 succeed, 1 fails twice, 1 fails terminally, 1 fails
    three times, then the worker dies with one try never dispatched."""
    history = {
        (0, 0): ["ok"],
        (0, 1): ["fail", "fail"],
        (1, 0): ["terminal"],
        (1, 1): ["fail", "fail", "fail"],
        (2, 0): ["ok"],
        (2, 1): [],
    }
    with pytest.raises(Died), RunRecorder(tmp_path, LABEL) as shard:
        for t, r in history:
            shard.expect(_row(t, r))
        for (t, r), outcomes in history.items():
            for outcome in outcomes:
                shard.record(_result(shard.prepare(_row(t, r)), outcome))
        shard.commit()
        shard.record(_result(shard.prepare(_row(2, 1)), "ok"))  # after the commit: lost
        raise Died
    (status,) = run_status(tmp_path)
    counts = status.progress.counts()
    assert (counts["completed"], counts["failed"], counts["missing"]) == (2, 3, 1)
    assert (counts["failed_terminal"], counts["failed_exhausted"], counts["attempts"]) == (1, 1, 6)
    assert _listed(list(resume_rows(status))) == [(0, 1, 2), (2, 1, None)]
