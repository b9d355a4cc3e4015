"""Training rows (converters._messages): the reference's worked example row for row, the
ATIF v1.7 RFC's SFT drop rules, every filter (a vector that triggers it and one that does
not), the loss report's accounting, both dialects and both file formats against
spec/export/1.0, and the round trip of tool calls and results over generated ATIF."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import orjson
import pytest
from _messages_examples import WORKED, WORKED_ROW
from _strategies import atif_trajectories
from hypothesis import given, settings
from hypothesis import strategies as st

from trajspec.converters import (
    AtifDocument,
    MessagesBatchOptions,
    MessagesOptions,
    MessagesUsageError,
    atif_inputs,
    export_messages,
    trajectories,
)
from trajspec.converters._messages.rows import document_entries
from trajspec.validators import atif_findings, validate_against

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _rows(document: dict[str, Any], row: dict[str, Any] | None = None, **options: Any) -> list[Any]:
    return document_entries(AtifDocument(document, "f", None, row), MessagesOptions(**options))


def _row(document: dict[str, Any], **options: Any) -> dict[str, Any]:
    (entry,) = _rows(document, **options)
    assert entry.reason is None, entry.reason
    assert entry.line is not None
    value: dict[str, Any] = orjson.loads(entry.line)
    return value


def test_the_worked_example_gives_exactly_the_reference_row() -> None:
    assert atif_findings(WORKED) == []
    row = _row(WORKED)
    expected = json.loads(WORKED_ROW)
    # the row's training columns, member order included, are the reference's
    training = {"messages": row["messages"], "tools": row["tools"]}
    assert orjson.dumps(training) == orjson.dumps(expected)
    # and the metadata travels in columns of its own
    assert {k: v for k, v in row.items() if k not in training} == {
        "trajectory_id": "s-1:0",
        "parent_trajectory_id": None,
        "session_id": "s-1",
        "task_id": None,
        "reward": None,
        "model_name": "calc-model-8b",
        "prompt_tokens": 226,
        "completion_tokens": 27,
        "aggregated_steps": 0,
    }
    assert validate_against(row, "export/1.0/messages_row") == []


def test_the_worked_example_in_the_openai_dialect() -> None:
    row = _row(WORKED, dialect="openai")
    expected = json.loads(WORKED_ROW)
    messages = copy.deepcopy(expected["messages"])
    del messages[1]["reasoning_content"]
    messages[1]["tool_calls"][0]["function"]["arguments"] = '{"a": 17, "b": 3}'
    messages[1]["weight"] = 1
    del messages[2]["name"]
    messages[3]["weight"] = 1
    assert row == {"messages": messages, "tools": expected["tools"], "parallel_tool_calls": False}
    assert validate_against(row, "export/1.0/messages_row") == []


def _with_steps(*steps: dict[str, Any]) -> dict[str, Any]:
    document = copy.deepcopy(WORKED)
    document["steps"] = [{"step_id": i, **step} for i, step in enumerate(steps, start=1)]
    del document["final_metrics"]
    assert atif_findings(document) == [], atif_findings(document)
    return document


USER = {"source": "user", "message": "q"}
ANSWER = {"source": "agent", "message": "a", "llm_call_count": 1}


def test_copied_context_and_deterministic_dispatch_steps_are_left_out_and_counted() -> None:
    copied = {"source": "user", "message": "old", "is_copied_context": True}
    dispatch = {
        "source": "agent",
        "message": "",
        "llm_call_count": 0,
        "tool_calls": [{"tool_call_id": "d", "function_name": "multiply", "arguments": {}}],
        "observation": {"results": [{"source_call_id": "d", "content": "x"}]},
    }
    not_copied = {"source": "user", "message": "new", "is_copied_context": False}
    (entry,) = _rows(_with_steps(copied, USER, dispatch, not_copied, ANSWER))
    row = orjson.loads(entry.line)
    assert [m["content"] for m in row["messages"]] == ["q", "new", "a"]
    assert dict(entry.steps_dropped) == {"copied_context": 1, "deterministic_dispatch": 1}
    (kept,) = _rows(_with_steps(USER, ANSWER))
    assert kept.steps_dropped == ()


def test_a_result_without_a_call_is_left_out_and_counted() -> None:
    system = {
        "source": "system",
        "message": "s",
        "observation": {"results": [{"content": "context"}]},
    }
    (entry,) = _rows(_with_steps(system, USER, ANSWER))
    assert [m["role"] for m in orjson.loads(entry.line)["messages"]] == [
        "system",
        "user",
        "assistant",
    ]
    assert dict(entry.steps_dropped) == {"result_without_call": 1}


def test_text_parts_are_joined_and_other_parts_leave_the_trajectory_out() -> None:
    parts = {
        "source": "user",
        "message": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}],
    }
    assert _row(_with_steps(parts, ANSWER))["messages"][0]["content"] == "ab"
    image = {
        "source": "user",
        "message": [{"type": "image", "source": {"media_type": "image/png", "path": "x.png"}}],
    }
    (entry,) = _rows(_with_steps(image, ANSWER))
    assert entry.reason == "content_parts"


def test_a_trajectory_without_an_assistant_message_is_left_out() -> None:
    (entry,) = _rows(_with_steps(USER))
    assert entry.reason == "no_assistant_message"


def test_weight_zero_marks_aggregated_and_other_model_steps_in_openai() -> None:
    several = {"source": "agent", "message": "x", "llm_call_count": 3}
    other = {"source": "agent", "message": "y", "llm_call_count": 1, "model_name": "other"}
    row = _row(_with_steps(USER, several, other, ANSWER), dialect="openai")
    assert [m.get("weight") for m in row["messages"]] == [None, 0, 0, 1]
    assert _row(_with_steps(USER, several, ANSWER))["aggregated_steps"] == 1


def test_parallel_tool_calls_says_whether_one_message_called_several_tools() -> None:
    two = {
        "source": "agent",
        "message": "",
        "llm_call_count": 1,
        "tool_calls": [
            {"tool_call_id": "1", "function_name": "multiply", "arguments": {}},
            {"tool_call_id": "2", "function_name": "multiply", "arguments": {}},
        ],
    }
    assert _row(_with_steps(USER, two, ANSWER), dialect="openai")["parallel_tool_calls"] is True
    assert _row(WORKED, dialect="openai")["parallel_tool_calls"] is False


ROLLOUT = {"reward": 0.5, "task_id": "t"}


@pytest.mark.parametrize(
    ("row", "options", "reason"),
    [
        (ROLLOUT, {"min_reward": 0.5}, None),
        (ROLLOUT, {"min_reward": 0.6}, "reward_below_min"),
        ({"reward": None}, {"min_reward": 0.0}, "reward_missing"),
        ({"reward": True}, {"min_reward": 0.0}, "reward_missing"),
        (ROLLOUT, {"healthy_only": True}, "unhealthy"),
    ],
)
def test_rollout_filters(row: dict[str, Any], options: dict[str, Any], reason: str | None) -> None:
    (entry,) = _rows(WORKED, row, **options)
    assert entry.reason == reason


def test_the_healthy_filter_keeps_a_healthy_rollout() -> None:
    rows = (EXAMPLES / "run" / "rollouts-step_000001-w0.jsonl").read_bytes().splitlines()
    (entry,) = _rows(WORKED, orjson.loads(rows[0]), healthy_only=True)
    assert entry.reason is None


def test_failed_and_truncated_filters() -> None:
    failed = copy.deepcopy(WORKED)
    failed["extra"] = {"nemo_gym": {"source": {"invocation_status": "failed"}}}
    assert _rows(failed, drop_failed=True)[0].reason == "failed"
    assert _rows(failed)[0].reason is None
    assert _rows(WORKED, drop_failed=True)[0].reason is None
    ends_on_user = _with_steps(USER, ANSWER, USER)
    assert _rows(ends_on_user, drop_truncated=True)[0].reason == "truncated"
    assert _rows(ends_on_user)[0].reason is None
    assert _rows(WORKED, drop_truncated=True)[0].reason is None
    incomplete = copy.deepcopy(WORKED)
    incomplete["steps"][2]["extra"] = {
        "nemo_gym": {"model_call": {"response": {"status": "incomplete"}}}
    }
    assert _rows(incomplete, drop_truncated=True)[0].reason == "truncated"


def test_size_filters() -> None:
    assert _rows(WORKED, max_messages=3)[0].reason == "too_many_messages"
    assert _rows(WORKED, max_messages=4)[0].reason is None
    # contents 15 + 0 + 2 + 12, reasoning 22, the call's name 8 and arguments {"a":17,"b":3} 14
    assert _rows(WORKED, max_chars=72)[0].reason == "too_many_chars"
    assert _rows(WORKED, max_chars=73)[0].reason is None


def test_each_embedded_subagent_is_its_own_row_linked_to_its_parent() -> None:
    child = copy.deepcopy(WORKED)
    child["trajectory_id"] = "child"
    parent = copy.deepcopy(WORKED)
    parent["subagent_trajectories"] = [child]
    assert atif_findings(parent) == []
    entries = _rows(parent, ROLLOUT)
    rows = [orjson.loads(e.line) for e in entries]
    assert [(r["trajectory_id"], r["parent_trajectory_id"]) for r in rows] == [
        ("s-1:0", None),
        ("child", "s-1:0"),
    ]
    # the rollout's reward and task belong to the document's own trajectory
    assert [(r["reward"], r["task_id"]) for r in rows] == [(0.5, "t"), (None, None)]


def _write(path: Path, documents: list[dict[str, Any]]) -> Path:
    path.write_bytes(b"".join(orjson.dumps(d) + b"\n" for d in documents))
    return path


def _export(
    tmp_path: Path, documents: list[dict[str, Any]], name: str = "out", **batch: Any
) -> Any:
    source = _write(tmp_path / f"{name}.jsonl", documents)
    options = MessagesOptions(dialect=batch.pop("dialect", "trl"))
    return export_messages(
        atif_inputs([str(source)]), tmp_path / name, options, MessagesBatchOptions(**batch)
    )


def _ids(tmp_path: Path, name: str) -> list[str]:
    lines = b"".join(p.read_bytes() for p in sorted((tmp_path / name).glob("messages-*.jsonl")))
    return [orjson.loads(line)["trajectory_id"] for line in lines.splitlines()]


def _documents(n: int) -> list[dict[str, Any]]:
    out = []
    for i in range(n):
        document = copy.deepcopy(WORKED)
        document["trajectory_id"] = f"t{i}"
        document["steps"][0]["message"] = f"What is {i} * 3?"
        out.append(document)
    return out


def test_the_loss_report_accounts_for_every_trajectory(tmp_path: Path) -> None:
    documents = _documents(4)
    documents.append(copy.deepcopy(documents[0]) | {"trajectory_id": "again"})
    rejected = copy.deepcopy(WORKED) | {"trajectory_id": "bad", "steps": []}
    child = _documents(5)[4] | {"trajectory_id": "child"}
    documents.append(rejected)
    documents.append(copy.deepcopy(WORKED) | {"subagent_trajectories": [child]})
    result = _export(tmp_path, documents, dedupe=True, rows_per_file=2)
    report = json.loads((tmp_path / "out" / "loss_report.json").read_bytes())
    assert report == result.report
    assert validate_against(report, "export/1.0/loss_report") == []
    assert report["trajectories_in"] == 8
    assert report["trajectories_in"] == report["rows_out"] + len(report["dropped"])
    assert report["rows_out"] == 6
    assert [(d["trajectory_id"], d["reason"]) for d in report["dropped"]] == [
        ("again", "duplicate_conversation"),
        ("bad", "rejected"),
    ]
    assert report["dropped"][1]["codes"] and report["dropped"][1]["line"] == 6
    assert report["shards"] == [{"file": f"messages-0000{i}.jsonl", "rows": 2} for i in range(3)]
    assert _ids(tmp_path, "out") == ["t0", "t1", "t2", "t3", "s-1:0", "child"]
    assert len(result.rejected) == 1
    for line in (tmp_path / "out" / "messages-00000.jsonl").read_bytes().splitlines():
        assert validate_against(orjson.loads(line), "export/1.0/messages_row") == []


def test_without_dedupe_duplicates_are_kept(tmp_path: Path) -> None:
    documents = _documents(2)
    documents.append(copy.deepcopy(documents[0]) | {"trajectory_id": "again"})
    assert _export(tmp_path, documents).report["rows_out"] == 3


def test_sampling_is_deterministic_and_keeps_input_order(tmp_path: Path) -> None:
    documents = _documents(12)
    first = _export(tmp_path, documents, "a", sample=5, seed=7)
    _export(tmp_path, documents, "b", sample=5, seed=7)
    other = _export(tmp_path, documents, "c", sample=5, seed=8)
    assert _ids(tmp_path, "a") == _ids(tmp_path, "b")
    assert _ids(tmp_path, "a") != _ids(tmp_path, "c")
    kept = _ids(tmp_path, "a")
    assert len(kept) == 5 and kept == sorted(kept, key=lambda t: int(t[1:]))
    assert first.report["dropped_by_reason"] == {"not_sampled": 7}
    assert not any(p.name.startswith(".") for p in (tmp_path / "a").iterdir())
    assert other.report["rows_out"] == 5
    assert _export(tmp_path, documents, "d", sample=50).report["rows_out"] == 12


def test_bad_options_are_refused_before_anything_is_written(tmp_path: Path) -> None:
    with pytest.raises(MessagesUsageError, match="give --rollouts"):
        export_messages(
            atif_inputs([str(EXAMPLES / "export")]), tmp_path / "o", MessagesOptions(min_reward=1)
        )
    assert not (tmp_path / "o").exists()


def test_the_bundled_examples_export_in_both_dialects_and_formats(tmp_path: Path) -> None:
    pytest.importorskip("pyarrow")
    for dialect in ("trl", "openai"):
        for file_format in ("jsonl", "parquet"):
            out = tmp_path / f"{dialect}-{file_format}"
            result = export_messages(
                atif_inputs([str(EXAMPLES / "export")]),
                out,
                MessagesOptions(dialect=dialect),
                MessagesBatchOptions(file_format=file_format),
            )
            assert result.report["rows_out"] == 3
            assert sorted(p.name for p in out.iterdir()) == [
                "loss_report.json",
                f"messages-00000.{file_format}",
            ]


def _tool_items(trajectory: dict[str, Any]) -> tuple[list[Any], list[Any]]:
    """The calls and answered results of the steps a row keeps."""
    calls, results = [], []
    for step in trajectory["steps"]:
        if step.get("is_copied_context") or (
            step["source"] == "agent" and step.get("llm_call_count") == 0
        ):
            continue
        for call in step.get("tool_calls", ()):
            calls.append((call["tool_call_id"], call["function_name"], call["arguments"]))
        for result in step.get("observation", {}).get("results", ()):
            if "source_call_id" in result:
                results.append((result["source_call_id"], result["content"]))
    return calls, results


@settings(max_examples=60, deadline=None)
@given(atif_trajectories(), st.sampled_from(["trl", "openai"]))
def test_every_tool_call_and_result_appears_once_with_its_ids_and_arguments(
    document: dict[str, Any], dialect: str
) -> None:
    assert atif_findings(document) == []
    entries = document_entries(AtifDocument(document, "f", None), MessagesOptions(dialect=dialect))
    assert len(entries) == len(list(trajectories(document)))
    for (trajectory, _), entry in zip(trajectories(document), entries, strict=True):
        calls, results = _tool_items(trajectory)
        if entry.reason is not None:
            assert entry.reason == "no_assistant_message"
            continue
        row = orjson.loads(entry.line)
        assert validate_against(row, "export/1.0/messages_row") == []
        found_calls = [
            (
                c["id"],
                c["function"]["name"],
                json.loads(c["function"]["arguments"])
                if dialect == "openai"
                else c["function"]["arguments"],
            )
            for m in row["messages"]
            for c in m.get("tool_calls", ())
        ]
        found_results = [
            (m["tool_call_id"], m["content"]) for m in row["messages"] if m["role"] == "tool"
        ]
        assert found_calls == calls
        assert found_results == results
