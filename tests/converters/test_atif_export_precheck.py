"""The batch export's pre-check, --fail-fast's stop and the findings caps.

The pre-check is the preflight's row-level part run first (``convert_row(precheck=True)``):
for every export rejection vector its findings are the first ones the full path gives, in the
same order, so it states no rule of its own. The batch stops at the first rejected row with
``fail_fast`` and keeps (and locates) only the findings its caps allow, counting the rest.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import orjson
import pytest

from trajspec.converters import export_rollouts
from trajspec.converters._atif_export.convert import convert_row

ROOT = Path(__file__).resolve().parents[2]
VECTORS = json.loads(
    (ROOT / "spec/conformance/atif/1.7/export-rejections.json").read_text(encoding="utf-8")
)["cases"]
GOOD = (ROOT / "examples/run/rollouts-step_000001-w0.jsonl").read_bytes().splitlines()[0]
#: rows the pre-check rejects: a gap; a gap and no agent (two findings)
GAP_ROW = orjson.loads(GOOD)
GAP_ROW["ng_trajectory"]["gaps"] = [{"code": "turns_unavailable", "invocation_id": "root"}]
TWO_ROW = json.loads(json.dumps(GAP_ROW))
del TWO_ROW["agent_ref"]
TWO_ROW.pop("_ng_environment_server", None)


def _convert(row: Any, *, precheck: bool) -> Any:
    return convert_row(row, session_id="s", agent_version="1", trusted=False, precheck=precheck)


@pytest.mark.parametrize("case", VECTORS, ids=[c["description"][:60] for c in VECTORS])
def test_the_precheck_gives_the_full_paths_first_findings(case: dict[str, Any]) -> None:
    full = _convert(case["row"], precheck=False).findings
    pre = _convert(case["row"], precheck=True).findings
    assert full, "a rejection vector is rejected"
    assert pre == full[: len(pre)]


def test_the_precheck_rejects_some_vectors_and_passes_others_to_the_walk(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from trajspec.converters._atif_export import convert

    class Walked(Exception):
        pass

    class Items:
        def problems(self, *_: Any) -> Any:
            raise Walked

    monkeypatch.setattr(convert, "ITEMS", Items())  # the first step past the pre-check
    stopped, walked = [], []
    for case in VECTORS:
        try:
            stopped.append(_convert(case["row"], precheck=True).findings)
        except Walked:
            walked.append(case)
    assert len(stopped) >= 10 and len(walked) >= 10
    assert all(stopped)


def test_a_row_the_precheck_rejects_is_not_walked() -> None:
    row = json.loads(json.dumps(GAP_ROW))
    row["ng_trajectory"]["turns"][0]["step_count"] = 7  # the turn join would tell this
    full = [f.code for f in _convert(row, precheck=False).findings]
    assert full == ["export.gap_present", "export.turn_step_count"]
    assert [f.code for f in _convert(row, precheck=True).findings] == ["export.gap_present"]


def test_a_row_passing_the_precheck_is_converted_as_without_it() -> None:
    row = orjson.loads(GOOD)
    assert _convert(row, precheck=True) == _convert(row, precheck=False)
    assert _convert(row, precheck=True).document is not None


def _rollouts(tmp_path: Path, rows: list[Any]) -> Path:
    path = tmp_path / "rows.jsonl"
    lines = [row if isinstance(row, bytes) else orjson.dumps(row) for row in rows]
    path.write_bytes(b"\n".join(lines) + b"\n")
    return path


def _with_index(row: dict[str, Any], task: int) -> dict[str, Any]:
    row = json.loads(json.dumps(row))
    row["_ng_task_index"] = task  # the identity stays _ng_rollout_id's
    return row


def test_fail_fast_stops_at_the_first_rejected_row_and_writes_nothing(tmp_path: Path) -> None:
    rows = [GOOD, _with_index(GAP_ROW, 50), _with_index(TWO_ROW, 51)]
    out = tmp_path / "out"
    result = export_rollouts(
        _rollouts(tmp_path, rows), out, session_id="s", agent_version="1", fail_fast=True
    )
    assert (result.ok, result.stopped, result.rows, result.rejected) == (False, True, 2, 1)
    assert [f.line for f in result.findings] == [2]
    assert not out.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rows.jsonl"]
    without = export_rollouts(_rollouts(tmp_path, rows), out, session_id="s", agent_version="1")
    assert (without.stopped, without.rows, without.rejected) == (False, 3, 2)
    assert not out.exists()


def test_the_caps_keep_and_count(tmp_path: Path) -> None:
    rows = [GOOD, *(_with_index(TWO_ROW, 60 + k) for k in range(3))]
    path = _rollouts(tmp_path, rows)
    every = export_rollouts(path, tmp_path / "a", session_id="s", agent_version="1")
    assert (len(every.findings), every.omitted, every.rejected) == (6, 0, 3)
    per_row = export_rollouts(
        path, tmp_path / "b", session_id="s", agent_version="1", max_per_row=1
    )
    assert (len(per_row.findings), per_row.omitted) == (3, 3)
    assert [f.line for f in per_row.findings] == [2, 3, 4]
    assert per_row.findings == tuple(every.findings[0::2])  # the first of each row, located
    capped = export_rollouts(
        path, tmp_path / "c", session_id="s", agent_version="1", max_per_row=5, max_findings=3
    )
    assert (len(capped.findings), capped.omitted, capped.rejected) == (3, 3, 3)
    assert capped.findings == every.findings[:3]
    # rows by code count every rejected row, whatever the caps
    codes = {"export.agent_name_missing": 3, "export.gap_present": 3}
    for result in (every, per_row, capped):
        assert dict(result.rows_by_code) == codes
        assert not result.ok


def test_a_cap_below_one_is_refused(tmp_path: Path) -> None:
    from trajspec.converters import ExportUsageError

    with pytest.raises(ExportUsageError, match="positive integer"):
        export_rollouts(
            _rollouts(tmp_path, [GOOD]), tmp_path / "o", session_id="s", agent_version="1",
            max_findings=0,
        )  # fmt: skip
