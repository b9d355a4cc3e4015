"""The capture store reader: token normalisation, record building, strict tolerant reading."""

from __future__ import annotations

import math
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from trajspec.converters import read_capture
from trajspec.converters._projection.capture import (
    UnreadableExchange,
    capture_metrics,
    finish_reason,
    model_call_record,
    read_capture_file,
    reasoning_content,
    token_counts,
    tool_calls,
)

MR = {"type": "responses_api_models", "name": "policy"}


@pytest.mark.parametrize(
    ("usage", "expected"),
    [
        # Responses: details for cached and reasoning tokens
        (
            {
                "input_tokens": 10,
                "output_tokens": 4,
                "total_tokens": 14,
                "input_tokens_details": {"cached_tokens": 6},
                "output_tokens_details": {"reasoning_tokens": 2},
            },
            (10, 4, 2, 14, 6, None),
        ),
        # Chat: prompt/completion, derived total, cached_input_tokens spelling
        (
            {
                "prompt_tokens": 8,
                "completion_tokens": 3,
                "prompt_tokens_details": {"cached_input_tokens": 1},
                "completion_tokens_details": {"reasoning_tokens": 0},
            },
            (8, 3, 0, 11, 1, None),
        ),
        # Anthropic: cache reads and writes are part of the input
        (
            {
                "input_tokens": 10,
                "cache_read_input_tokens": 5,
                "cache_creation_input_tokens": 3,
                "output_tokens": 4,
            },
            (18, 4, None, 22, 5, 3),
        ),
        # Anthropic without input_tokens but with a cache: the cache alone is the input
        ({"cache_read_input_tokens": 7, "output_tokens": 1}, (7, 1, None, 8, 7, None)),
        # zero caches and no input: input stays unknown
        ({"cache_read_input_tokens": 0}, (None, None, None, None, 0, None)),
        # reasoning_output_tokens and top-level cached_input_tokens as fallbacks
        (
            {
                "input_tokens": 2,
                "output_tokens": 2,
                "reasoning_output_tokens": 1,
                "cached_input_tokens": 2,
            },
            (2, 2, 1, 4, 2, None),
        ),
        # only non-negative JSON integers count; the next spelling is used instead
        (
            {"input_tokens": -3, "prompt_tokens": 9, "output_tokens": True, "total_tokens": 1.5},
            (9, None, None, None, None, None),
        ),
        # 12.0 is a JSON integer
        ({"input_tokens": 12.0, "output_tokens": 8}, (12, 8, None, 20, None, None)),
        ("not a usage object", (None, None, None, None, None, None)),
    ],
)
def test_token_counts(usage: Any, expected: tuple[Any, ...]) -> None:
    counts = token_counts(usage)
    got = (
        counts.tokens_in,
        counts.tokens_out,
        counts.tokens_reasoning,
        counts.tokens_total,
        counts.cached_tokens,
        counts.cache_creation_tokens,
    )
    assert got == expected
    assert all(type(v) is int for v in got if v is not None)


def test_cache_hit_needs_a_known_cached_count() -> None:
    assert token_counts({"input_tokens_details": {"cached_tokens": 0}}).cache_hit is False
    assert token_counts({"input_tokens_details": {"cached_tokens": 3}}).cache_hit is True
    assert token_counts({}).cache_hit is None


def test_finish_reason_order() -> None:
    assert (
        finish_reason({"stop_reason": "end_turn", "choices": [{"finish_reason": "stop"}]})
        == "end_turn"
    )
    assert finish_reason({"choices": [{"finish_reason": "length"}]}) == "length"
    assert (
        finish_reason({"incomplete_details": {"reason": "max_output_tokens"}})
        == "max_output_tokens"
    )
    assert finish_reason({"stop_reason": None, "choices": []}) is None


def test_tool_calls_of_every_dialect() -> None:
    response = {
        "output": [
            {"type": "function_call", "call_id": "a", "name": "f", "arguments": '{"x": 1}'},
            {"type": "function_call", "id": "item-b", "name": "g", "arguments": "[1]"},
            {"type": "function_call", "name": "no-id", "arguments": "{}"},
            {"type": "message"},
        ],
        "choices": [
            {"message": {"tool_calls": [{"id": "c", "function": {"name": "h", "arguments": "{}"}}]}}
        ],
        "content": [{"type": "tool_use", "id": "d", "name": "k", "input": {"y": 2}}],
    }
    assert tool_calls(response) == [
        {"call_id": "a", "name": "f", "arguments": {"x": 1}},
        {"call_id": "item-b", "name": "g", "arguments": {"_raw": "[1]"}},
        {"call_id": "c", "name": "h", "arguments": {}},
        {"call_id": "d", "name": "k", "arguments": {"y": 2}},
    ]


def test_tool_call_arguments_are_read_strictly() -> None:
    response = {
        "output": [
            {"type": "function_call", "call_id": "a", "name": "f", "arguments": '{"x":1,"x":2}'}
        ]
    }
    assert tool_calls(response)[0]["arguments"] == {"_raw": '{"x":1,"x":2}'}


def test_reasoning_content() -> None:
    assert (
        reasoning_content(
            {"output": [{"type": "reasoning", "summary": [{"text": "a"}, {"text": "b"}]}]}
        )
        == "a\nb"
    )
    assert reasoning_content({"choices": [{"message": {"reasoning": "r"}}]}) == "r"
    assert reasoning_content({"content": [{"type": "thinking", "thinking": "t"}]}) == "t"
    assert reasoning_content({"output": []}) is None


def test_record_omits_what_is_unknown() -> None:
    assert model_call_record(
        {"model_call_id": "x", "response": None, "error_category": None}, 3
    ) == {
        "model_call_id": "x",
        "call_index": 3,
    }


def test_model_falls_back_to_the_request() -> None:
    record = model_call_record({"request": {"model": "m"}, "response": {"model": 5}}, 0)
    assert record["model"] == "m"


@pytest.mark.parametrize(
    "exchange",
    [
        {"model_call_id": 1},
        {"status_code": "200"},
        {"status_code": 200.5},
        {"status_code": 2**63},
        {"upstream_status_code": True},
        {"latency_ms": -0.5},
        {"latency_ms": False},
        {"completed_at": "1"},
        {"latency_ttft_ms": "fast"},
        {"started_at": True},
        {"started_at": 2, "completed_at": 1},
        {"model_ref": {"type": "responses_api_models"}},
        {"model_ref": {"type": "other", "name": "x"}},
        {"model_ref": {**MR, "extra": 1}},
        {"response_source": "elsewhere"},
        {"upstream_attempted": 1},
        {"client_session_id": 7},
    ],
)
def test_exchanges_that_cannot_be_records(exchange: dict[str, Any]) -> None:
    with pytest.raises(UnreadableExchange):
        model_call_record(exchange, 0)


def test_status_code_may_be_written_as_200_0() -> None:
    assert model_call_record({"status_code": 200.0}, 0)["status_code"] == 200.0


def test_non_object_payloads_are_left_out_not_fatal() -> None:
    record = model_call_record(
        {"request": "text", "response": [1], "request_raw": 5, "response_raw": "raw"}, 0
    )
    assert record == {"call_index": 0, "response_raw": "raw"}


_FIGURE_NAMES = (
    "tokens_in",
    "tokens_out",
    "tokens_reasoning",
    "tokens_total",
    "cached_tokens",
    "latency_total_ms",
)

#: What a call's figure may hold when the calls come from elsewhere than this reader.
_FIGURES = st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.text(max_size=2)
_FIGURES |= st.floats(min_value=-1e300, max_value=1e300) | st.sampled_from([math.nan, math.inf])


@given(
    calls=st.lists(
        st.dictionaries(st.sampled_from((*_FIGURE_NAMES, "cache_hit")), _FIGURES), max_size=5
    )
)
# floats whose sum in order is not the correctly rounded one (0.6000000000000001)
@example(calls=[{"latency_total_ms": 0.1}, {"latency_total_ms": 0.2}, {"latency_total_ms": 0.3}])
# a sum past the signed 64-bit range, and one just inside it
@example(calls=[{"tokens_in": 2**63 - 1}, {"tokens_in": 1}])
@example(calls=[{"tokens_in": 2**63 - 2}, {"tokens_in": 1}])
def test_metrics_are_exact_sums_of_the_reported_numbers(calls: list[dict[str, Any]]) -> None:
    # a figure counts when it is a finite JSON number (never a boolean); integers add
    # exactly, anything with a float is the correctly rounded sum of the values as floats;
    # an integer sum outside the signed 64-bit range is no figure
    # (test_projection_number_range.py)
    expected: dict[str, Any] = {"num_calls": len(calls)}
    for name in _FIGURE_NAMES:
        known = [
            c[name] for c in calls if type(c.get(name)) in (int, float) and math.isfinite(c[name])
        ]
        if known:
            if all(type(v) is int for v in known):
                if -(2**63) <= sum(known) < 2**63:
                    expected[name] = sum(known)
            else:
                expected[name] = float(sum(Fraction(float(v)) for v in known))
    metrics = capture_metrics(calls)
    assert metrics == expected
    assert list(metrics) == list(expected)
    assert [type(v) for v in metrics.values()] == [type(v) for v in expected.values()]


def test_metrics_sum_only_reported_values() -> None:
    calls = [
        {"tokens_in": 1, "latency_total_ms": 0.25},
        {"tokens_in": 2, "latency_total_ms": 0.5},
        {"tokens_out": None},
    ]
    assert capture_metrics(calls) == {"num_calls": 3, "tokens_in": 3, "latency_total_ms": 0.75}
    assert capture_metrics([]) == {"num_calls": 0}


def _write(folder: Path, name: str, text: bytes) -> None:
    (folder / name).write_bytes(text)


def test_read_capture_counts_bad_lines(tmp_path: Path) -> None:
    _write(
        tmp_path,
        "0-0.capture.jsonl",
        b'{"model_call_id": "a"}\n\n{"model_call_id": "b", "x": 1, "x": 2}\n\xff\xfe\n{"model_call_id": "c"}\n',
    )
    attachment = read_capture(tmp_path, "0-0")
    assert attachment == {
        "rollout_id": "0-0",
        "metrics": {"num_calls": 2},
        "calls": [{"model_call_id": "a", "call_index": 0}, {"model_call_id": "c", "call_index": 4}],
        "gaps": [{"code": "model_call_capture_records_unreadable", "detail": "count=2"}],
    }


def test_read_capture_without_payloads(tmp_path: Path) -> None:
    _write(
        tmp_path,
        "r.capture.jsonl",
        b'{"request": {"a": 1}, "response": {"id": "x"}, "response_raw": "y"}\n',
    )
    assert read_capture(tmp_path, "r", include_payloads=False)["calls"] == [
        {"response_id": "x", "call_index": 0}
    ]


def test_an_unreadable_capture_is_a_gap(tmp_path: Path) -> None:
    (tmp_path / "r.capture.jsonl").mkdir()  # opening a folder fails
    read = read_capture_file(tmp_path, "r")
    assert read.gaps == [{"code": "model_call_capture_unreadable"}]
    assert read.calls == [] and not read.complete


def test_complete_only_when_every_line_was_read(tmp_path: Path) -> None:
    _write(tmp_path, "a.capture.jsonl", b'{"model_call_id": "a"}\n')
    _write(tmp_path, "b.capture.jsonl", b'{"model_call_id": "b"}\nnope\n')
    assert read_capture_file(tmp_path, "a").complete
    assert not read_capture_file(tmp_path, "b").complete
    _write(tmp_path, "a.capture.incomplete", b"")
    read = read_capture_file(tmp_path, "a")
    assert not read.complete
    assert [p.name for p in read.paths] == ["a.capture.jsonl", "a.capture.incomplete"]
