"""Projection never writes a number it cannot carry, made from numbers it can.

Every count of a capture line may be in the signed 64-bit range while a figure projection
derives from several of them is not: a total from input plus output, the input plus the
cache reads and writes of a Messages usage, a sum over the calls of a rollout (capture
metrics, ng_perf). Such a figure is left out (unknown), as a figure no call reports; a sum of
finite latencies past the double range likewise. The projected row then validates with no
``number.out_of_range``, and projecting raises nothing. Each case has a twin whose figure
lands exactly on the edge of the range and is written.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import orjson
import pytest

from trajspec._jsonvalues import INT64_MAX
from trajspec.converters import enrich
from trajspec.validators import validate_document

MAX = INT64_MAX
ROW = {"task_id": "t", "_ng_task_index": 0, "_ng_rollout_index": 0}


def _line(n: int, usage: dict[str, Any], **members: Any) -> dict[str, Any]:
    return {
        "model_call_id": f"c{n}",
        "dialect": members.pop("dialect", "chat"),
        "status_code": 200,
        "response": {"id": f"r{n}", "usage": usage},
        **members,
    }


def _project(tmp_path: Path, *lines: dict[str, Any]) -> dict[str, Any]:
    (tmp_path / "0-0.capture.jsonl").write_bytes(
        b"".join(orjson.dumps(line) + b"\n" for line in lines)
    )
    row = enrich(ROW, capture_dir=tmp_path)
    # what `project` writes, read back: the output must be valid JSON of the same numbers
    return orjson.loads(orjson.dumps(row))


def _out_of_range(row: dict[str, Any]) -> list[str]:
    return [f.path for f in validate_document(row) if f.code == "number.out_of_range"]


def _call(row: dict[str, Any], n: int = 0) -> dict[str, Any]:
    call: dict[str, Any] = row["ng_model_call_capture"]["calls"][n]
    return call


@pytest.mark.parametrize(
    ("usage", "dialect"),
    [
        ({"prompt_tokens": MAX, "completion_tokens": 1}, "chat"),
        ({"input_tokens": MAX, "output_tokens": 1}, "responses"),
    ],
    ids=["chat", "responses"],
)
def test_a_total_past_the_range_is_not_derived(
    tmp_path: Path, usage: dict[str, Any], dialect: str
) -> None:
    row = _project(tmp_path, _line(1, usage, dialect=dialect))
    assert _out_of_range(row) == []
    assert "tokens_total" not in _call(row)
    assert "tokens_total" not in row["ng_model_call_capture"]["metrics"]
    assert _call(row)["tokens_in"] == MAX  # the counts themselves are kept


@pytest.mark.parametrize(
    ("usage", "dialect"),
    [
        ({"prompt_tokens": MAX - 1, "completion_tokens": 1}, "chat"),
        ({"input_tokens": MAX - 1, "output_tokens": 1}, "responses"),
    ],
    ids=["chat", "responses"],
)
def test_a_total_on_the_edge_of_the_range_is_derived(
    tmp_path: Path, usage: dict[str, Any], dialect: str
) -> None:
    row = _project(tmp_path, _line(1, usage, dialect=dialect))
    assert _out_of_range(row) == []
    assert _call(row)["tokens_total"] == MAX
    assert row["ng_model_call_capture"]["metrics"]["tokens_total"] == MAX


@pytest.mark.parametrize(("cache_read", "tokens_in"), [(2, None), (1, MAX)])
def test_input_and_cache_past_the_range_is_no_input_count(
    tmp_path: Path, cache_read: int, tokens_in: int | None
) -> None:
    usage = {"input_tokens": MAX - 1, "cache_read_input_tokens": cache_read, "output_tokens": 0}
    row = _project(tmp_path, _line(1, usage, dialect="messages"))
    assert _out_of_range(row) == []
    assert _call(row).get("tokens_in") == tokens_in


@pytest.mark.parametrize(("second", "summed"), [(1, None), (0, MAX)])
def test_a_metric_summed_past_the_range_is_left_out(
    tmp_path: Path, second: int, summed: int | None
) -> None:
    # each call's total fits, as does each count; their sum over the rollout may not
    row = _project(
        tmp_path,
        _line(1, {"prompt_tokens": MAX, "completion_tokens": 0}),
        _line(2, {"prompt_tokens": second, "completion_tokens": 0}),
    )
    assert _out_of_range(row) == []
    metrics = row["ng_model_call_capture"]["metrics"]
    assert metrics.get("tokens_in") == summed
    assert metrics.get("tokens_total") == summed
    assert metrics["tokens_out"] == 0


@pytest.mark.parametrize(
    ("second", "summed"), [(sys.float_info.max, None), (0.0, sys.float_info.max)]
)
def test_latencies_summed_past_the_double_range_are_left_out(
    tmp_path: Path, second: float, summed: float | None
) -> None:
    row = _project(
        tmp_path,
        _line(1, {"prompt_tokens": 1, "completion_tokens": 1}, latency_ms=sys.float_info.max),
        _line(2, {"prompt_tokens": 1, "completion_tokens": 1}, latency_ms=second),
    )
    assert _out_of_range(row) == []
    metrics = row["ng_model_call_capture"]["metrics"]
    if summed is None:
        assert "latency_total_ms" not in metrics
    else:
        assert metrics["latency_total_ms"] == summed
    assert metrics["num_calls"] == 2


def _bundle_row(calls: int) -> dict[str, Any]:
    """A row whose agent made ``calls`` calls, referenced by their response ids."""
    refs = [
        {"model_ref": {"type": "responses_api_models", "name": "p"}, "response_id": f"r{n}"}
        for n in range(1, calls + 1)
    ]
    invocation = {
        "kind": "agent_invocation",
        "invocation_id": "root",
        "status": "completed",
        "model_calls": refs,
        "conversation": [{"type": "message", "role": "user", "content": "q"}],
    }
    return {**ROW, "ng_agent_observations": {"source": "a", "records": [invocation], "gaps": []}}


@pytest.mark.parametrize(("second", "summed"), [(1, None), (0, MAX)])
def test_an_ng_perf_figure_summed_past_the_range_is_left_out(
    tmp_path: Path, second: int, summed: int | None
) -> None:
    ref = {"model_ref": {"type": "responses_api_models", "name": "p"}}
    lines = [
        _line(1, {"input_tokens": MAX, "output_tokens": 0}, dialect="responses", **ref),
        _line(2, {"input_tokens": second, "output_tokens": 0}, dialect="responses", **ref),
    ]
    (tmp_path / "0-0.capture.jsonl").write_bytes(
        b"".join(orjson.dumps(line) + b"\n" for line in lines)
    )
    row = orjson.loads(orjson.dumps(enrich(_bundle_row(2), capture_dir=tmp_path)))
    assert _out_of_range(row) == []
    assert row["ng_perf"].get("prompt_tokens") == summed
    assert row["ng_perf"]["completion_tokens"] == 0
    assert len(row["ng_trajectory"]["model_calls"]) == 2
