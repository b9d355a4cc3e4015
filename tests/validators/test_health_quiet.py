"""The one-pass reading of a usual record (evidence.quiet_figures) gives the full path's
digest.

``evaluate`` judges a record whose calls, turns, references, gaps and usage are all of the
usual shape in one pass, without the evidence and the checks; on any doubt it takes the full
path. Here usual records (1-4 calls, each named by a turn by model_ref and response_id or by
id, and by the invocation by id; a transcript usage that adds up) are changed in up to four
members, drawn from the values each member can take, and the digest of ``evaluate`` must be
the digest of the full path (quiet_figures patched to always doubt), member for member. The
unchanged records must take the one pass, or the test would hold nothing.
"""

from __future__ import annotations

import copy
import dataclasses
import sys
import tempfile
from pathlib import Path
from typing import Any
from unittest import mock

import jsonschema_rs
import orjson
from _examples import examples
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from trajspec._jsonl import Source
from trajspec.validators._health import batch, evidence, quiet, rollout
from trajspec.validators._health.registry import rollout_checks

MISSING = object()
SERVER = {"type": "responses_api_models", "name": "policy"}


def usual_row(calls: int, by_id: list[bool]) -> dict[str, Any]:
    """A record of ``calls`` model calls, one turn each (turn ``i`` names call ``i`` by id
    when ``by_id[i]``, else by model_ref and response_id), the invocation naming every call
    by id, and a usage of the calls' sums."""
    model_calls = [
        {
            "model_call_id": f"c{i}",
            "started_at": float(i),
            "completed_at": float(i) + 0.5,
            "response": {"output": [{"type": "message", "content": [{"text": "hi"}]}]},
            "response_metadata": {
                "response_id": f"r{i}",
                "model_ref": dict(SERVER),
                "status_code": 200,
                "response_status": "completed",
            },
            "token_stats": {"prompt_tokens": 10 + i, "completion_tokens": 3 + i},
        }
        for i in range(calls)
    ]
    turns = [
        {
            "invocation_id": "root",
            "turn_no": i + 1,
            "answer": (
                [{"type": "function_call", "call_id": f"t{i}", "name": "bash"}]
                if i % 2
                else [{"type": "message", "content": [{"type": "output_text", "text": "ok"}]}]
            ),
            "model_calls": [
                {"model_call_id": f"c{i}"}
                if by_id[i]
                else {"model_ref": dict(SERVER), "response_id": f"r{i}"}
            ],
        }
        for i in range(calls)
    ]
    trajectory = {
        "invocations": [
            {
                "invocation_id": "root",
                "model_calls": [{"model_call_id": f"c{i}"} for i in range(calls)],
            }
        ],
        "turns": turns,
        "model_calls": model_calls,
        "gaps": [],
    }
    usage = {
        "input_tokens": sum(10 + i for i in range(calls)),
        "output_tokens": sum(3 + i for i in range(calls)),
    }
    return {
        "_ng_task_index": 0,
        "_ng_rollout_index": 0,
        "ng_trajectory": trajectory,
        "response": {"usage": usage},
    }


class Str(str):
    """A string of a subclass: read as a string where the full path asks isinstance."""


SCALARS = [MISSING, None, 0, 1, -1, 2.0, True, "", " ", "x", [], {}, 2**63]
IDS = ["c0", "c1", "c9", Str("c1"), "r0", "r1", Str("r0")]
SERVERS = [
    dict(SERVER),
    {"type": "responses_api_models"},
    {"type": "responses_api_models", "name": "other"},
    {"type": Str("responses_api_models"), "name": "policy"},
]
ANSWERS = [
    [{"type": "message", "content": " "}],
    [{"type": "message", "content": [{"text": "\u2003"}]}],
    [{"type": "message", "content": [{"type": "output_text"}, {"text": "late"}]}],
    [{"type": "message", "content": [{"type": "output_text", "text": ""}]}],
    [{"type": "reasoning", "summary": "kept"}],
    [{"type": "message", "content": ["part"]}],
    [{"type": "web_search_call"}],
    [{"type": ["unhashable"]}],
    [" ", {"tool_calls": [1]}],
    {"content": "text"},
    "plain",
]
REFS = [
    [{"model_call_id": "c0"}],
    [{"model_call_id": "c9"}],
    [{"model_call_id": "c0", "response_id": "r1"}],
    [{"model_call_id": "c0", "model_ref": {"type": "responses_api_models", "name": "other"}}],
    [{"model_ref": dict(SERVER), "response_id": "r0"}],
    [{"model_ref": dict(SERVER), "response_id": Str("r0")}],
    [{"model_ref": dict(SERVER)}],
    [{"model_call_id": "c0"}, {"model_call_id": "c0"}],
    ["c0"],
    [],
]
GAPS = [
    [{"code": "resolution_unavailable"}],
    [{"code": "model_call_reference_unmatched", "detail": "c0"}],
    [{"code": "model_call_reference_ambiguous"}],
    [{"code": "model_calls_unavailable"}],
    [{"code": "turn_model_call_scope_incomplete"}],
    [{"code": "turns_unavailable"}],
    [{"code": "unknown_code"}],
    [{"code": ["unhashable"]}],
    [{"code": Str("model_calls_unavailable")}],
    ["not a gap"],
]
COUNTS = [0, 1, 5, 10, 13, -1, 2.0, True, 2**63, None, MISSING, "5"]

#: Where a change can go: (what holds the member, the member's name) and the values that
#: member is given besides SCALARS.
PLACES: dict[tuple[str, str], list[Any]] = {
    ("call", "model_call_id"): IDS,
    ("call", "response_metadata"): [{"status_code": 200}],
    ("call", "token_stats"): [{"prompt_tokens": 1}],
    ("call", "response"): ANSWERS,
    ("meta", "status_code"): [199, 200, 302, 399, 400, 404, 500, 200.0, "200"],
    ("meta", "error_category"): ["incomplete", "timeout", Str("timeout")],
    ("meta", "response_status"): ["failed", "error", "cancelled", "incomplete", Str("failed")],
    ("meta", "finish_reason"): ["length", "max_tokens", "max_output_tokens", "stop"],
    ("meta", "response_id"): IDS,
    ("meta", "model_ref"): SERVERS,
    ("tokens", "prompt_tokens"): COUNTS,
    ("tokens", "completion_tokens"): COUNTS,
    ("turn", "answer"): ANSWERS,
    ("turn", "reasoning_content"): ANSWERS,
    ("turn", "model_calls"): REFS,
    ("ref", "model_call_id"): IDS,
    ("ref", "response_id"): IDS,
    ("ref", "model_ref"): SERVERS,
    ("invocation", "model_calls"): REFS,
    ("trajectory", "model_calls"): [[]],
    ("trajectory", "turns"): [[]],
    ("trajectory", "invocations"): [[], [{"model_calls": [{"model_call_id": "c9"}]}]],
    ("trajectory", "gaps"): GAPS,
    ("usage", "input_tokens"): COUNTS,
    ("usage", "output_tokens"): COUNTS,
    ("usage", "prompt_tokens"): COUNTS,
    ("item", "turns"): [MISSING, "turn", {"answer": "hi"}],
    ("item", "model_calls"): [MISSING, "call", {"model_call_id": "c5"}],
    ("item", "invocations"): [MISSING, "invocation"],
}


def _holder(row: dict[str, Any], kind: str, index: int) -> Any:
    trajectory = row["ng_trajectory"]

    def nth(value: Any) -> Any:
        return value[index % len(value)] if isinstance(value, list) and value else None

    def member(value: Any, name: str) -> Any:
        return value.get(name) if isinstance(value, dict) else None

    if kind == "trajectory":
        return trajectory
    if kind == "usage":
        return member(member(row, "response"), "usage")
    call = nth(member(trajectory, "model_calls"))
    if kind == "call":
        return call
    if kind == "meta":
        return member(call, "response_metadata")
    if kind == "tokens":
        return member(call, "token_stats")
    turn = nth(member(trajectory, "turns"))
    if kind == "turn":
        return turn
    if kind == "ref":
        return nth(member(turn, "model_calls"))
    if kind == "invocation":
        return nth(member(trajectory, "invocations"))
    return None


def change(row: dict[str, Any], kind: str, name: str, index: int, value: Any) -> None:
    """Set (or delete, for MISSING) one member; ``item`` kinds replace an element of a
    trajectory list instead."""
    if kind == "item":
        items = row["ng_trajectory"].get(name)
        if isinstance(items, list) and items:
            items[index % len(items)] = copy.deepcopy(value) if value is not MISSING else None
        return
    holder = _holder(row, kind, index)
    if not isinstance(holder, dict):
        return
    if value is MISSING:
        holder.pop(name, None)
    else:
        holder[name] = copy.deepcopy(value)


def digest_of(row: dict[str, Any], ignored: frozenset[str], *, quiet: bool) -> dict[str, Any]:
    # the drawn trajectories are judged as valid ones: their rules' first error is not asked
    with mock.patch.object(rollout, "_first_error", return_value=None):
        if quiet:
            digest = rollout.evaluate(row, settings=rollout.Settings(ignored=ignored))
        else:
            with mock.patch.object(rollout, "quiet_figures", return_value=None):
                digest = rollout.evaluate(row, settings=rollout.Settings(ignored=ignored))
    return dataclasses.asdict(digest)


@st.composite
def a_change(draw: st.DrawFn) -> tuple[str, str, int, Any]:
    place = draw(st.sampled_from(list(PLACES)))
    value = draw(st.sampled_from(PLACES[place]) | st.sampled_from(SCALARS))
    return (*place, draw(st.integers(0, 3)), value)


changes = st.lists(a_change(), max_size=3)
ignores = st.frozensets(st.sampled_from([spec.id for spec in rollout_checks()]), max_size=2)


quiet_settings = settings(
    max_examples=examples(5), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@quiet_settings
@given(st.integers(1, 4), st.lists(st.booleans(), min_size=4, max_size=4), changes, ignores)
@example(2, [False, True, False, False], [], frozenset())
@example(2, [False] * 4, [("meta", "response_id", 1, "r0")], frozenset())
@example(1, [True] * 4, [("meta", "response_id", 0, Str("r0"))], frozenset())
@example(2, [False] * 4, [("meta", "error_category", 1, "timeout")], frozenset())
@example(2, [False] * 4, [("tokens", "completion_tokens", 1, 0)], frozenset())
@example(2, [False] * 4, [("trajectory", "gaps", 0, [{"code": "turns_unavailable"}])], frozenset())
@example(2, [False] * 4, [("meta", "response_id", 1, Str("r0"))], frozenset())
@example(
    1, [False] * 4, [("trajectory", "gaps", 0, [{"code": Str("turns_unavailable")}])], frozenset()
)
@example(
    1,
    [False] * 4,
    [("meta", "finish_reason", 0, "length"), ("call", "response", 0, None)],
    frozenset(),
)
@example(
    1,
    [False] * 4,
    [("meta", "finish_reason", 0, "length"), ("call", "response", 0, " ")],
    frozenset(),
)
@example(
    1,
    [True] * 4,
    [("ref", "model_ref", 0, {"type": "responses_api_models", "name": "other"})],
    frozenset(),
)
@example(
    2,
    [False, True, False, False],
    [
        ("meta", "response_id", 1, "r0"),
        ("usage", "input_tokens", 0, 11),
        ("usage", "output_tokens", 0, 4),
    ],
    frozenset(),
)
@example(2, [False, True, False, False], [("meta", "response_id", 1, Str("r0"))], frozenset())
@example(
    2,
    [False] * 4,
    [("tokens", "completion_tokens", 1, 0), ("usage", "output_tokens", 0, 3)],
    frozenset(),
)
@example(
    1,
    [False] * 4,
    [("turn", "model_calls", 0, MISSING), ("usage", "input_tokens", 0, 0)],
    frozenset(),
)
@example(
    1,
    [False] * 4,
    [
        ("turn", "model_calls", 0, MISSING),
        ("usage", "input_tokens", 0, 0),
        ("usage", "output_tokens", 0, 0),
    ],
    frozenset(),
)
@example(
    1, [False] * 4, [("turn", "answer", 0, [{"type": "message", "content": " "}])], frozenset()
)
@example(
    1, [False] * 4, [("turn", "answer", 0, [{"type": "message", "content": ["part"]}])], frozenset()
)
def test_the_one_pass_gives_the_full_paths_digest(
    calls: int, by_id: list[bool], drawn: list[Any], ignored: frozenset[str]
) -> None:
    row = usual_row(calls, by_id)
    for kind, name, index, value in drawn:
        change(row, kind, name, index, value)
    before = copy.deepcopy(row)
    assert digest_of(row, ignored, quiet=True) == digest_of(row, ignored, quiet=False)
    assert row == before  # the record is not changed


@settings(max_examples=examples(0.1), deadline=None)
@given(st.integers(1, 4), st.lists(st.booleans(), min_size=4, max_size=4))
def test_usual_records_take_the_one_pass(calls: int, by_id: list[bool]) -> None:
    row = usual_row(calls, by_id)
    figures = evidence.quiet_figures(row, row["ng_trajectory"])
    prompt, completion = sum(10 + i for i in range(calls)), sum(3 + i for i in range(calls))
    assert figures == (calls, calls, prompt, completion, prompt, completion)
    digest = digest_of(row, frozenset(), quiet=True)
    assert digest["findings"] == [] and digest["unobserved"] == ()


def test_a_fault_hook_takes_the_full_path() -> None:
    row = usual_row(2, [False] * 4)
    check = "model_call_failed"
    with mock.patch.object(rollout, "_first_error", return_value=None):
        digest = rollout.evaluate(row, settings=rollout.Settings(fault=check))
    assert digest.unobserved == (check,)
    assert [found[0] for found in digest.findings] == [rollout.EXECUTION_ERROR]


def valid_row(calls: int, by_id: list[bool]) -> dict[str, Any]:
    """usual_row with the members its schema requires besides, so that a run finds its
    trajectory valid and its rules' pass runs."""
    row = usual_row(calls, by_id)
    trajectory = row["ng_trajectory"]
    trajectory.update(schema_version="1.0", task_id="t", rollout_id="t-0")
    trajectory["invocations"][0]["kind"] = "agent_invocation"
    for number, turn in enumerate(trajectory["turns"]):
        turn.update(task_id="t", rollout_id="t-0", step_count=number, timestamp=float(number))
    return row


def chunk_digest(row: dict[str, Any], ignored: frozenset[str], *, quiet: bool) -> dict[str, Any]:
    """The digest of the row as a line of a run: its rules run, and their facts reach the
    one pass (``quiet``; else quiet_figures and proven_figures always doubt)."""
    line = orjson.dumps(row) + b"\n"
    run_settings = rollout.Settings(ignored=ignored)
    if quiet:
        (digest,) = batch.health_chunk([line], 1, "in.jsonl", 0, run_settings)
    else:  # neither one pass: that of quiet_figures nor that of the health pass
        with (
            mock.patch.object(rollout, "quiet_figures", return_value=None),
            mock.patch.object(rollout, "proven_figures", return_value=None),
        ):
            (digest,) = batch.health_chunk([line], 1, "in.jsonl", 0, run_settings)
    return dataclasses.asdict(digest)


def _json_value(value: Any) -> Any:
    """``value`` as JSON reads it back (a string of a subclass is a plain string)."""
    return orjson.loads(orjson.dumps(value))


def _drawn_row(calls: int, by_id: list[bool], drawn: list[Any], turns_too: bool) -> Any:
    """The valid row of ``calls`` calls with the ``drawn`` changes made, as a line of a run
    would read it; with ``turns_too`` every turn also names its call by the other key. None
    when a change holds an integer beyond 64 bits (not a line of a run)."""
    row = valid_row(calls, by_id)
    if turns_too:
        for i, turn in enumerate(row["ng_trajectory"]["turns"]):
            turn["model_calls"].append(
                {"model_ref": dict(SERVER), "response_id": f"r{i}"}
                if by_id[i]
                else {"model_call_id": f"c{i}"}
            )
    for kind, name, index, value in drawn:
        change(row, kind, name, index, value)
    try:
        return _json_value(row)
    except orjson.JSONEncodeError:
        return None


@quiet_settings
@given(
    st.integers(1, 9),
    st.lists(st.booleans(), min_size=9, max_size=9),
    changes,
    ignores,
    st.booleans(),
)
@example(2, [False] * 9, [("turn", "model_calls", 0, [])], frozenset(), False)
@example(9, [True] * 9, [("turn", "model_calls", 0, [])], frozenset(), False)
@example(
    2,
    [False] * 9,
    [("turn", "model_calls", 0, []), ("usage", "input_tokens", 0, 11)],
    frozenset(),
    False,
)
@example(
    9,
    [False] * 9,
    [("turn", "model_calls", 0, []), ("usage", "input_tokens", 0, 116)],
    frozenset(),
    True,
)
def test_the_rules_facts_give_the_full_paths_digest(
    calls: int, by_id: list[bool], drawn: list[Any], ignored: frozenset[str], turns_too: bool
) -> None:
    """A record read as a run reads it, its rules' pass handing its facts (the turn-bound
    calls) to the one pass: the digest is the full path's. Up to 9 calls, so that both the
    short lists' pass and the long lists' pass (BATCH_MIN) make the facts; ``turns_too``
    gives every turn a second reference, to its call by the other key."""
    row = _drawn_row(calls, by_id, drawn, turns_too)
    if row is None:
        return
    assert chunk_digest(row, ignored, quiet=True) == chunk_digest(row, ignored, quiet=False)


@settings(max_examples=examples(0.1), deadline=None)
@given(st.integers(1, 9), st.lists(st.booleans(), min_size=9, max_size=9))
def test_usual_lines_take_the_one_pass(calls: int, by_id: list[bool]) -> None:
    row = valid_row(calls, by_id)
    with mock.patch.object(rollout, "_quiet_digest", wraps=rollout._quiet_digest) as one_pass:
        digest = chunk_digest(row, frozenset(), quiet=True)
    assert one_pass.call_count == 1
    assert digest["findings"] == [] and digest["unobserved"] == ()
    assert (digest["model_calls"], digest["successful_model_calls"]) == (calls, calls)


# -- the health pass (validators/_health/quiet.py) -------------------------------------------

#: Answers whose first item the health pass reads: blank by str.isspace but not by every
#: regular expression's whitespace (\x1c, \x85), and the reverse (\u180e, \u200b).
SPACE_ANSWERS = (
    [
        [{"type": "message", "content": text}]
        for text in ("\x1c", "\x85 ", "\u180e", "\u200b", "\u3000\t", "a", " b ")
    ]
    + [
        [{"type": "message", "content": [{"type": "output_text", "text": text}]}]
        for text in ("\x1f", "\u2028", "\ufeff", "\U0001f600", "")
    ]
    + [
        [{"type": "function_call"}, {"type": "message", "content": " "}],
        [{"type": "mcp_call"}],
        [{"type": "tool_calls"}],
        [{"content": "no type"}],
        [{"type": "message", "content": [{"text": "x"}], "text": " "}],
    ]
)
HEALTH_PLACES: dict[tuple[str, str], list[Any]] = {
    **PLACES,
    ("turn", "answer"): ANSWERS + SPACE_ANSWERS,
    ("meta", "status_code"): [100, 199, 200, 399, 400, 200.0, 399.0, 200.5, "200"],
    ("meta", "error_category"): ["", "incomplete", "timeout"],
    ("meta", "finish_reason"): ["length", "max_tokens", "max_output_tokens", "stop", ["length"]],
    ("tokens", "completion_tokens"): [0, 1, 1.0, 0.0, 0.5, -1, 2**63 - 1],
    ("tokens", "prompt_tokens"): [0, 1, 1.0, 2**63 - 1],
    ("trajectory", "gaps"): [*GAPS, None, {}, [{"code": "model_call_reference_conflict"}]],
}


@st.composite
def a_health_change(draw: st.DrawFn) -> tuple[str, str, int, Any]:
    place = draw(st.sampled_from(list(HEALTH_PLACES)))
    value = draw(st.sampled_from(HEALTH_PLACES[place]) | st.sampled_from(SCALARS))
    return (*place, draw(st.integers(0, 3)), value)


def _usual_chunk_digest(row: dict[str, Any], ignored: frozenset[str]) -> dict[str, Any]:
    """chunk_digest with the health pass refused: the one pass of quiet_figures alone."""
    with mock.patch.object(batch, "health_quiet", return_value=False):
        return chunk_digest(row, ignored, quiet=True)


@quiet_settings
@given(
    st.integers(1, 9),
    st.lists(st.booleans(), min_size=9, max_size=9),
    st.lists(a_health_change(), max_size=3),
    ignores,
    st.booleans(),
)
@example(2, [False] * 9, [("meta", "status_code", 0, 199)], frozenset(), False)
@example(2, [False] * 9, [("meta", "error_category", 1, "")], frozenset(), False)
@example(2, [False] * 9, [("meta", "error_category", 1, "incomplete")], frozenset(), False)
@example(1, [False] * 9, [("tokens", "completion_tokens", 0, 0)], frozenset(), False)
@example(1, [False] * 9, [("tokens", "completion_tokens", 0, 1.0)], frozenset(), False)
@example(1, [False] * 9, [("meta", "finish_reason", 0, "length")], frozenset(), False)
@example(1, [False] * 9, [("turn", "answer", 0, SPACE_ANSWERS[0])], frozenset(), False)
@example(1, [False] * 9, [("turn", "answer", 0, SPACE_ANSWERS[2])], frozenset(), False)
@example(2, [False] * 9, [("turn", "model_calls", 0, [])], frozenset(), False)
@example(
    1, [False] * 9, [("trajectory", "gaps", 0, [{"code": "turns_unavailable"}])], frozenset(), True
)
def test_the_health_pass_gives_the_full_paths_digest(
    calls: int, by_id: list[bool], drawn: list[Any], ignored: frozenset[str], turns_too: bool
) -> None:
    """A row the health pass finds quiet (proven_figures) gets the digest of the full path
    and of quiet_figures' one pass, member for member, whatever is changed in it."""
    row = _drawn_row(calls, by_id, drawn, turns_too)
    if row is None:
        return
    fast = chunk_digest(row, ignored, quiet=True)
    assert fast == chunk_digest(row, ignored, quiet=False)
    assert fast == _usual_chunk_digest(row, ignored)


@settings(max_examples=examples(0.1), deadline=None)
@given(st.integers(1, 9), st.lists(st.booleans(), min_size=9, max_size=9))
def test_usual_lines_take_the_health_pass(calls: int, by_id: list[bool]) -> None:
    """A usual line is found quiet by the health pass and read without quiet_figures (else
    the test above would hold nothing)."""
    row = valid_row(calls, by_id)
    with (
        mock.patch.object(rollout, "quiet_figures", wraps=rollout.quiet_figures) as slow,
        mock.patch.object(rollout, "proven_figures", wraps=rollout.proven_figures) as fast,
        mock.patch.object(evidence, "quiet_figures", wraps=evidence.quiet_figures) as inner,
    ):
        digest = chunk_digest(row, frozenset(), quiet=True)
    assert (fast.call_count, slow.call_count, inner.call_count) == (1, 0, 0)
    assert digest["findings"] == [] and digest["unobserved"] == ()
    assert (digest["model_calls"], digest["successful_model_calls"]) == (calls, calls)


def _reports(source: Path, ignored: frozenset[str], out: Path) -> tuple[bytes, bytes] | str:
    """The run's two reports, or the error that writing them raised (totals of counts near
    the int64 limit add up beyond it, which orjson refuses, whichever path made them)."""
    out.mkdir()
    result = batch.check_sources([Source(source)], batch.HealthSettings(ignored=ignored))
    try:
        summary, verdicts = batch.write_health_reports(result, out)
    except TypeError as error:
        return str(error)
    return summary.read_bytes(), verdicts.read_bytes()


@settings(max_examples=examples(0.75), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(
        st.tuples(
            st.integers(1, 4),
            st.lists(st.booleans(), min_size=4, max_size=4),
            st.lists(a_health_change(), max_size=2),
        ),
        min_size=1,
        max_size=4,
    ),
    ignores,
)
def test_the_health_pass_gives_the_full_paths_reports(
    rows: list[tuple[int, list[bool], list[Any]]], ignored: frozenset[str]
) -> None:
    """quality_summary.json and rollout_verdicts.jsonl of a run, byte for byte, with the
    health pass and with neither one pass."""
    lines = []
    for index, (calls, by_id, drawn) in enumerate(rows):
        row = valid_row(calls, by_id)
        row["_ng_task_index"] = index // 2
        row["_ng_rollout_index"] = index
        for kind, name, at, value in drawn:
            change(row, kind, name, at, value)
        try:
            lines.append(orjson.dumps(row) + b"\n")
        except orjson.JSONEncodeError:
            return
    with tempfile.TemporaryDirectory() as scratch:
        source = Path(scratch) / "in.jsonl"
        source.write_bytes(b"".join(lines))
        fast = _reports(source, ignored, Path(scratch) / "fast")
        with (
            mock.patch.object(rollout, "quiet_figures", return_value=None),
            mock.patch.object(rollout, "proven_figures", return_value=None),
        ):
            full = _reports(source, ignored, Path(scratch) / "full")
    assert fast == full


def test_space_characters_are_those_of_isspace() -> None:
    """SPACE_CHARACTERS are every character str.isspace finds, and NON_BLANK accepts a
    one-character string exactly when it is not one of them, for every code point."""
    spaces = "".join(c for c in map(chr, range(sys.maxunicode + 1)) if c.isspace())
    assert spaces == quiet.SPACE_CHARACTERS
    validator = jsonschema_rs.validator_for(quiet.NON_BLANK)
    wrong = [
        hex(point)
        for point in range(sys.maxunicode + 1)
        if not 0xD800 <= point <= 0xDFFF  # no lone surrogate is a JSON string read here
        and validator.is_valid(chr(point)) != (not chr(point).isspace())
    ]
    assert wrong == []


@settings(max_examples=examples(2.5), deadline=None)
@given(st.text(st.sampled_from(quiet.SPACE_CHARACTERS + "ab\u180e\u200b\U0001f600")))
def test_non_blank_is_has_text(text: str) -> None:
    assert jsonschema_rs.validator_for(quiet.NON_BLANK).is_valid(text) == evidence.has_text(text)
