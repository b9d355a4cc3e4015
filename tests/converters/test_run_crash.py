"""Crash injection: a shard on disk is at every moment its last complete write.

Hypothesis draws steps (a shard, fresh or resumed, a batch of tries with random outcomes and
commit points). The steps run once to count the file operations a commit is made of; then, for
EVERY operation, they run again in an empty folder with an exception injected at that
operation (a write leaves half its bytes behind first). Right after the crash each shard must
read back as exactly the last commit whose manifest rename happened (or be absent); then the
crashed step and the ones after it are replayed without faults, and every shard must read back
as what an independent model of the recorder says, with no row duplicated or lost.

The model is written from the recorder's documented rules, not from its code: routing, shard
keys, attempt stamping, fresh versus resume, omitted rows at close.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson
import pytest
from _examples import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trajspec import _files
from trajspec.converters import RunRecorder, read_run

LABELS = ("s0", "s1")
OUTCOMES = ("ok", "fail", "terminal", "no_persist", "skip")
MAX_ATTEMPTS = 3


class Crash(Exception):
    """The injected failure."""


# -- steps ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Step:
    label: str
    resume: bool
    tries: tuple[tuple[int, int, str], ...]  # (task, rollout, outcome)
    commits: frozenset[int]  # commit after the try at these positions


@st.composite
def steps(draw: st.DrawFn) -> list[Step]:
    out = []
    for _ in range(draw(st.integers(1, 3))):
        keys = draw(
            st.lists(
                st.tuples(st.integers(0, 3), st.integers(0, 1)), min_size=1, max_size=5, unique=True
            )
        )
        tries = tuple((t, r, draw(st.sampled_from(OUTCOMES))) for t, r in keys)
        commits = draw(st.frozensets(st.integers(0, len(tries) - 1), max_size=2))
        out.append(Step(draw(st.sampled_from(LABELS)), draw(st.booleans()), tries, commits))
    return out


def base_row(t: int, r: int) -> dict[str, Any]:
    return {"task_id": f"task-{t}", "_ng_task_index": t, "_ng_rollout_index": r}


def result_row(dispatched: dict[str, Any], outcome: str) -> dict[str, Any]:
    if outcome == "ok":
        return {**dispatched, "reward": 1.0}
    if outcome == "no_persist":
        return {**dispatched, "_ng_no_persist": True, "_ng_failure_class": "cancelled"}
    return {
        **dispatched,
        "_ng_failure_class": "agent_run_error",
        "_ng_failure_terminal": outcome == "terminal",
    }


# -- the model -----------------------------------------------------------------------------


def canonical(row: dict[str, Any]) -> bytes:
    kept = {k: v for k, v in row.items() if k != "_ng_failure_message"}
    return orjson.dumps(kept, option=orjson.OPT_SORT_KEYS)


@dataclass
class ShardModel:
    """What a shard holds, as the recorder's rules say."""

    label: str
    inputs: dict[tuple[int, int], dict[str, Any]] = field(default_factory=dict)
    rollouts: dict[tuple[int, int], dict[str, Any]] = field(default_factory=dict)
    failures: list[dict[str, Any]] = field(default_factory=list)
    omitted: dict[tuple[int, int], dict[str, Any]] = field(default_factory=dict)
    dispatched: set[tuple[int, int]] = field(default_factory=set)

    def attempts(self, key: tuple[int, int]) -> int:
        return sum(1 for f in self.failures if (f["_ng_task_index"], f["_ng_rollout_index"]) == key)

    def settled(self, key: tuple[int, int]) -> bool:
        terminal = any(
            f["_ng_failure_terminal"]
            for f in self.failures
            if (f["_ng_task_index"], f["_ng_rollout_index"]) == key
        )
        return key in self.rollouts or terminal or self.attempts(key) >= MAX_ATTEMPTS

    def dispatch_row(self, key: tuple[int, int]) -> dict[str, Any]:
        row = {**base_row(*key), "_ng_rollout_id": f"{self.label}-{key[0]}-{key[1]}"}
        if self.attempts(key):
            row["_ng_attempt_index"] = self.attempts(key)
        return row

    def expect(self, key: tuple[int, int]) -> None:
        self.inputs.setdefault(
            key, {**base_row(*key), "_ng_rollout_id": f"{self.label}-{key[0]}-{key[1]}"}
        )

    def record(self, key: tuple[int, int], outcome: str, resume: bool) -> None:
        if outcome != "skip":
            self.dispatched.add(key)
        if outcome in ("skip", "no_persist") or (resume and self.settled(key)):
            return
        row = result_row(self.dispatch_row(key), outcome)
        if outcome == "ok":
            self.rollouts[key] = row
        else:
            self.failures.append(row)

    def close(self) -> None:
        for key in self.inputs:
            if key not in self.rollouts and not self.attempts(key):
                self.omitted[key] = {
                    **base_row(*key),
                    "_ng_rollout_id": f"{self.label}-{key[0]}-{key[1]}",
                    "_ng_failure_class": "omitted",
                    "_ng_failure_type": "interrupted" if key in self.dispatched else "not_started",
                    "_ng_failure_terminal": False,
                }

    def files(self) -> dict[str, Counter[bytes]]:
        return {
            "rollouts": Counter(canonical(r) for r in self.rollouts.values()),
            "failures": Counter(canonical(r) for r in [*self.failures, *self.omitted.values()]),
            "materialized_inputs": Counter(canonical(r) for r in self.inputs.values()),
        }

    def reopened(self, resume: bool) -> ShardModel:
        """The model of a recorder that opens this committed state."""
        if not resume:
            return ShardModel(self.label)
        return ShardModel(
            self.label,
            inputs=dict(self.inputs),
            rollouts=dict(self.rollouts),
            failures=list(self.failures),
        )


def read_back(folder: Path) -> dict[str, dict[str, Counter[bytes]]]:
    out: dict[str, dict[str, Counter[bytes]]] = {}
    for item in read_run(folder, roles=("rollouts", "failures", "materialized_inputs")):
        roles = out.setdefault(
            item.shard,
            {"rollouts": Counter(), "failures": Counter(), "materialized_inputs": Counter()},
        )
        roles[item.role][canonical(item.row)] += 1
    return out


# -- faults ----------------------------------------------------------------------------------


#: The real operations, taken before any test replaces them.
REAL: dict[str, Callable[..., None]] = {
    name: getattr(_files, name) for name in ("write_file", "rename", "sync_dir", "remove")
}


class Faults:
    """Counts the file operations of commits and fails the one numbered ``crash_at``."""

    def __init__(self, crash_at: int | None) -> None:
        self.crash_at = crash_at
        self.calls = 0
        self.manifest_renamed = False
        self.real = REAL

    def _turn(self) -> bool:
        number = self.calls
        self.calls += 1
        return number == self.crash_at

    def write_file(self, path: Path, chunks: Iterable[bytes]) -> None:
        data = b"".join(chunks)
        if self._turn():
            self.real["write_file"](path, [data[: len(data) // 2]])  # a torn write
            raise Crash(f"write {path.name}")
        self.real["write_file"](path, [data])

    def rename(self, source: Path, target: Path) -> None:
        if self._turn():
            raise Crash(f"rename {source.name}")
        self.real["rename"](source, target)
        if target.name.endswith("_manifest.json"):
            self.manifest_renamed = True

    def sync_dir(self, folder: Path) -> None:
        if self._turn():
            raise Crash("sync")
        self.real["sync_dir"](folder)

    def remove(self, path: Path) -> None:
        if self._turn():
            raise Crash(f"remove {path.name}")
        self.real["remove"](path)


@dataclass
class Run:
    """The steps against a folder, with the model of every shard's committed state."""

    folder: Path
    committed: dict[str, ShardModel] = field(default_factory=dict)

    def expected(self) -> dict[str, dict[str, Counter[bytes]]]:
        return {label: model.files() for label, model in self.committed.items()}

    def commit(self, recorder: RunRecorder, faults: Faults, model: ShardModel, final: bool) -> None:
        faults.manifest_renamed = False
        snapshot = model.reopened(resume=True)
        snapshot.omitted = {}
        if final:
            model.close()
            snapshot.omitted = dict(model.omitted)
        try:
            if final:
                recorder.close()
            else:
                recorder.commit()
        finally:
            if faults.manifest_renamed:
                self.committed[model.label] = snapshot

    def step(self, step: Step, faults: Faults) -> None:
        prior = self.committed.get(step.label, ShardModel(step.label))
        model = prior.reopened(step.resume)
        recorder = RunRecorder(
            self.folder, step.label, resume=step.resume, record_omitted_rollouts=True
        )
        recorder.open()
        try:
            for t, r, _ in step.tries:
                recorder.expect(base_row(t, r))
                model.expect((t, r))
            for position, (t, r, outcome) in enumerate(step.tries):
                if outcome != "skip":
                    dispatched = recorder.prepare(base_row(t, r))
                    if not (step.resume and model.settled((t, r))):
                        assert dispatched == model.dispatch_row((t, r))
                    recorder.record(result_row(dispatched, outcome))
                model.record((t, r), outcome, step.resume)
                if position in step.commits:
                    self.commit(recorder, faults, model, final=False)
            self.commit(recorder, faults, model, final=True)
        except Crash:
            # A crash ends the writing process, which releases its lock on the shard (the
            # lock file stays, as a killed process leaves it).
            if recorder._lock is not None:
                os.close(recorder._lock)
                recorder._lock = None
            raise


def _patch(monkeypatch: pytest.MonkeyPatch, faults: Faults) -> None:
    for name in ("write_file", "rename", "sync_dir", "remove"):
        monkeypatch.setattr(_files, name, getattr(faults, name))


@settings(
    max_examples=int(os.environ.get("TRAJSPEC_CRASH_EXAMPLES", examples(0.2))),
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(scenario=steps())
def test_a_crash_at_any_write_leaves_the_last_complete_write(
    scenario: list[Step], tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(os, "fsync", lambda fd: None)  # durability is not what is tested here
    clean = Faults(None)
    _patch(monkeypatch, clean)
    reference = Run(tmp_path_factory.mktemp("clean"))
    for step in scenario:
        reference.step(step, clean)
    assert read_back(reference.folder) == reference.expected()

    for crash_at in range(clean.calls):
        faults = Faults(crash_at)
        _patch(monkeypatch, faults)
        run = Run(tmp_path_factory.mktemp("crash"))
        crashed = None
        for index, step in enumerate(scenario):
            try:
                run.step(step, faults)
            except Crash:
                crashed = index
                break
        assert crashed is not None, f"operation {crash_at} did not crash"
        assert read_back(run.folder) == run.expected(), f"right after a crash at {crash_at}"

        replay = Faults(None)
        _patch(monkeypatch, replay)
        for step in scenario[crashed:]:
            run.step(step, replay)
        assert read_back(run.folder) == run.expected(), f"after the replay of a crash at {crash_at}"
        leftovers = [p.name for p in run.folder.iterdir() if p.name.startswith(".")]
        assert leftovers == []
