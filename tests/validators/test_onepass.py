"""The one pass of the report (validators/_onepass.py): each line is parsed once for
validation, health and coverage, and health's digests are those its own pass makes.

Health's per-record entry (``health_record``) takes the parsed row and the findings of its
validation as a row; these tests pin that nothing of health's answer changes by it, over every
row of the conformance vectors that health and row validation read (rows with structural
findings inside and outside ng_trajectory, out-of-range integers, trajectory rules that fail,
row rules that find something at ng_trajectory), and over lines that are no readable object.
"""

from __future__ import annotations

from typing import Any

import orjson
import pytest

from tests._vectors import cases
from trajspec import _strictjson
from trajspec.validators._health.batch import health_chunk
from trajspec.validators._health.rollout import Settings
from trajspec.validators._onepass import checked_chunk

#: Lines that are no row: unreadable, not an object, a duplicate key, an integer past 64
#: bits, a row with a trajectory that is no object, another kind of document.
_ODD_LINES = [
    b"{not json\n",
    b"[1, 2]\n",
    b'{"a": 1, "a": 2}\n',
    b'{"_ng_task_index": 0, "_ng_rollout_index": 0, "reward": 99999999999999999999}\n',
    b'{"_ng_task_index": 1, "_ng_rollout_index": 0, "ng_trajectory": 3}\n',
    b'{"_ng_task_index": 2, "_ng_rollout_index": 0, "ng_trajectory": null}\n',
    b'{"schema_version": "1.0", "task_id": "t", "rollout_id": "r"}\n',
    b'{"_ng_failure_class": "x", "_ng_task_index": 3, "_ng_rollout_index": 0}\n',
]


def _vector_rows() -> list[Any]:
    rows: list[Any] = []
    for case in cases("health"):
        rows.extend(case.case["rows"])
    for case in cases("validate"):
        if case.schema == "evidence/1.0/rollout_row":
            rows.append(case.case["document"])
    return rows


def _lines() -> list[bytes]:
    lines = [orjson.dumps(row) + b"\n" for row in _vector_rows()]
    return lines + _ODD_LINES


def test_the_vectors_give_rows_of_every_kind() -> None:
    rows = _vector_rows()
    assert len(rows) > 50
    # rows with and without a trajectory, and trajectories that break their schema
    assert any(isinstance(row, dict) and "ng_trajectory" in row for row in rows)
    assert any(isinstance(row, dict) and "ng_trajectory" not in row for row in rows)


@pytest.mark.parametrize("ignore", [frozenset(), frozenset({"record_unreadable"})])
def test_digests_are_health_passes_own(ignore: frozenset[str]) -> None:
    lines = _lines()
    settings = Settings(ignored=ignore)
    own = health_chunk(lines, 7, "rows.jsonl", 2, settings)
    chunk = checked_chunk(lines, 7, "rows.jsonl", 1, 1, settings)
    assert len(own) == len(chunk.digests) == len(lines)
    for line, mine, theirs in zip(lines, own, chunk.digests, strict=True):
        assert theirs == mine, line[:200]
    # the pass found something to judge: some rows unreadable, some unhealthy, some healthy
    verdicts = {digest.verdict for digest in own}
    assert verdicts == {"healthy", "unhealthy", "unobserved"}


def test_each_line_is_parsed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    lines = _lines()
    parsed: list[int] = []
    parse = _strictjson._parse

    def counted(data: bytes, line: int) -> Any:
        parsed.append(line)
        return parse(data, line)

    monkeypatch.setattr(_strictjson, "_parse", counted)
    chunk = checked_chunk(lines, 1, "rows.jsonl", 0, 0, Settings())
    assert len(chunk.documents) == len(chunk.digests) == len(lines)
    assert sorted(parsed) == list(range(1, len(lines) + 1))
