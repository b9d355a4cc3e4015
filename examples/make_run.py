"""Record the bundled run folder ``examples/run/`` (two shards), deterministically.

    python examples/make_run.py            # rewrites examples/run/
    python examples/make_run.py OUT_DIR    # records into OUT_DIR instead
    python examples/make_run.py --next     # rewrites examples/run_b/, the next run
    python examples/make_run.py --next OUT_DIR

A stand-in for a training framework's dispatch loop: a small calculator agent
(``calc_agent``) answers arithmetic tasks with one ``multiply`` or ``add`` tool call and a
final message. For each try the script asks the shard for the row to dispatch
(``RunRecorder.prepare``: the row with its shard key in ``_ng_rollout_id``), writes the
model server's capture lines for that key into a temporary capture folder, builds the
agent's result (the final response, the reward, the agent's observation bundle and a
producer ``ng_trajectory`` with one decision turn per model call), attaches what collection
records (``trajspec.converters.enrich``: capture, join, projection, ``ng_perf`` with a fixed
latency) and records it (``RunRecorder.record``).

- shard ``step_000001-w0``: tasks 0 and 1, one rollout each, both completed;
- shard ``step_000001-w1``: task 2 rollout 0 completed, task 2 rollout 1 failed once
  (``agent_run_error``, HTTP 500, retryable: it goes to the failures sidecar) and task 3
  rollout 0 dispatched but never finished (``record_omitted_rollouts`` keeps an
  ``interrupted`` omitted row for it).

``--next`` records the next run of the same tasks (``examples/run_b/``, what ``trajspec
report run --compare run_b`` compares): task 0 regresses (the agent calls ``add`` instead
of ``multiply``, answers 20, reward 0.0), task 1 and task 2 rollout 0 are as before, and
task 2 rollout 1 and task 3 rollout 0 complete (present in this run only).

Everything written is a function of the constants below: capture times are fixed numbers,
model-call ids are derived from the shard key, the latency is given to ``enrich``, and
RunRecorder itself writes no clock time (its commit ids hash the shard's contents), so two
runs give byte-identical files. Only the public API (``trajspec.converters``) is used.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from trajspec.converters import RunRecorder, enrich

MODEL_REF = {"type": "responses_api_models", "name": "policy"}
MODEL = "nvidia/calc-model-8b"
AGENT_REF = {"type": "responses_api_agents", "name": "calc_agent"}
SYSTEM = "You are a careful calculator. Use the tools for arithmetic."

#: task index -> (task id, question, tool, arguments, tool output)
TASKS: dict[int, tuple[str, str, str, dict[str, int], str]] = {
    0: ("calc-17x3", "What is 17 * 3?", "multiply", {"a": 17, "b": 3}, "51"),
    1: ("calc-250+175", "What is 250 + 175?", "add", {"a": 250, "b": 175}, "425"),
    2: ("calc-12x12", "What is 12 * 12?", "multiply", {"a": 12, "b": 12}, "144"),
    3: ("calc-9+33", "What is 9 + 33?", "add", {"a": 9, "b": 33}, "42"),
}


def task_row(task: int, rollout: int) -> dict[str, Any]:
    """A materialized input row, as the framework hands it to the shard."""
    task_id, question, *_ = TASKS[task]
    return {
        "_ng_task_index": task,
        "_ng_rollout_index": rollout,
        "task_id": task_id,
        "agent_ref": AGENT_REF,
        "responses_create_params": {
            "input": [
                {"role": "system", "content": SYSTEM},
                {"role": "user", "content": question},
            ],
            "tools": [
                {"type": "function", "name": "multiply"},
                {"type": "function", "name": "add"},
            ],
        },
    }


def call_id(key: str, n: int) -> str:
    """The model server's id of a call (32 lowercase hex characters, as Gym assigns)."""
    return hashlib.sha256(f"{key}/{n}".encode()).hexdigest()[:32]


def usage_sum(usages: list[tuple[int, int]]) -> dict[str, int]:
    tin, tout = sum(u[0] for u in usages), sum(u[1] for u in usages)
    return {"input_tokens": tin, "output_tokens": tout, "total_tokens": tin + tout}


#: What calc_agent gets wrong in the next run (``--next``): task 0 with the wrong tool.
WRONG: dict[int, tuple[str, str, str, dict[str, int], str]] = {
    0: ("calc-17x3", "What is 17 * 3?", "add", {"a": 17, "b": 3}, "20"),
}


def run_agent(
    dispatched: dict[str, Any], capture_dir: Path, t0: float, *, wrong: bool = False
) -> dict[str, Any]:
    """What calc_agent returns for a dispatched row; its two model calls go to the capture.
    ``wrong``: the answer of ``WRONG`` for the task, with reward 0.0."""
    key = dispatched["_ng_rollout_id"]
    task_index = dispatched["_ng_task_index"]
    wrong = wrong and task_index in WRONG
    task_id, question, tool, arguments, output = (WRONG if wrong else TASKS)[task_index]
    answer_text = f"The answer is {output}."
    inputs = [
        {"type": "message", "role": "system", "content": SYSTEM},
        {"type": "message", "role": "user", "content": question},
    ]
    call = {
        "type": "function_call",
        "id": f"fc_{key}",
        "call_id": f"tool_{key}",
        "name": tool,
        "arguments": json.dumps(arguments),
        "status": "completed",
    }
    result_item = {"type": "function_call_output", "call_id": call["call_id"], "output": output}
    message = {
        "type": "message",
        "role": "assistant",
        "id": f"msg_{key}",
        "status": "completed",
        "content": [{"type": "output_text", "text": answer_text, "annotations": []}],
    }
    usages = [(96, 18), (131, 9)]
    responses = [
        {"id": f"resp_{key}_1", "model": MODEL, "status": "completed", "output": [call]},
        {"id": f"resp_{key}_2", "model": MODEL, "status": "completed", "output": [message]},
    ]
    requests = [
        {"model": MODEL, "input": inputs},
        {"model": MODEL, "input": [*inputs, call, result_item]},
    ]
    times = [(t0, t0 + 0.8), (t0 + 1.2, t0 + 1.7)]
    lines = []
    for n, (request, response, (tin, tout), (start, end)) in enumerate(
        zip(requests, responses, usages, times, strict=True), start=1
    ):
        response = {
            **response,
            "usage": {"input_tokens": tin, "output_tokens": tout, "total_tokens": tin + tout},
        }
        responses[n - 1] = response
        lines.append(
            {
                "model_call_id": call_id(key, n),
                "dialect": "responses",
                "model_ref": MODEL_REF,
                "started_at": start,
                "completed_at": end,
                "latency_ms": round((end - start) * 1000),
                "latency_ttft_ms": 120,
                "status_code": 500 if wrong and n == 1 else 200,
                "error_category": None,
                "request": request,
                "response": response,
            }
        )
    (capture_dir / f"{key}.capture.jsonl").write_text(
        "".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8"
    )
    refs = [{"model_ref": MODEL_REF, "response_id": r["id"]} for r in responses]
    invocation = {
        "kind": "agent_invocation",
        "invocation_id": "root",
        "status": "completed",
        "duration_ms": 1700,
        "model_calls": refs,
        "conversation": [*inputs, call, result_item, message],
    }
    turns = [
        {
            "invocation_id": "root",
            "task_id": task_id,
            "rollout_id": key,
            "turn_no": 1,
            "timestamp": times[0][1],
            "question": inputs,
            "answer": [call],
            "step_count": 1,
            "model_calls": [refs[0]],
        },
        {
            "invocation_id": "root",
            "task_id": task_id,
            "rollout_id": key,
            "turn_no": 2,
            "timestamp": times[1][1],
            "question": [*inputs, call, result_item],
            "answer": [message],
            "resolved": True,
            "step_count": 1,
            "model_calls": [refs[1]],
        },
    ]
    tool_record = {
        "kind": "tool_call",
        "invocation_id": "root",
        "tool_call_id": call["call_id"],
        "tool_name": tool,
        "started_at": t0 + 0.85,
        "completed_at": t0 + 1.1,
        "duration_ms": 250,
        "timing_source": "harness",
        "status": "completed",
    }
    return {
        **dispatched,
        # the agent's response: the last one, with usage summed over both (they finished)
        "response": {**responses[1], "usage": usage_sum(usages)},
        "reward": 0.0 if wrong else 1.0,
        "ng_agent_observations": {
            "source": "calc_agent",
            "records": [invocation, tool_record],
            "gaps": [],
        },
        "ng_trajectory": {
            "schema_version": "1.0",
            "task_id": task_id,
            "rollout_id": key,
            "invocations": [invocation],
            "turns": turns,
            "model_calls": [],
            "tool_calls": [],
            "gaps": [],
        },
    }


def record(folder: Path, *, next_run: bool = False) -> None:
    shards = {
        "step_000001-w0": [(0, 0), (1, 0)],
        "step_000001-w1": [(2, 0), (2, 1), (3, 0)],
    }
    t0 = 1767225600.0  # 2026-01-01T00:00:00Z: a fixed clock, so the bytes never change
    with tempfile.TemporaryDirectory() as capture:
        capture_dir = Path(capture)
        for shard, tries in shards.items():
            with RunRecorder(folder, shard, record_omitted_rollouts=True) as recorder:
                for task, rollout in tries:
                    dispatched = recorder.prepare(task_row(task, rollout))
                    t0 += 10.0
                    if (task, rollout) == (2, 1) and not next_run:  # the agent answered HTTP 500
                        recorder.record(
                            {
                                **dispatched,
                                "_ng_failure_class": "agent_run_error",
                                "_ng_failure_type": "HTTPError",
                                "_ng_failure_message": "HTTP 500 from /run",
                                "_ng_failure_http_status": 500,
                                "_ng_failure_response_body": "internal error",
                                "_ng_failure_terminal": False,
                            }
                        )
                        continue
                    if (task, rollout) == (3, 0) and not next_run:  # the worker stopped
                        continue
                    result = run_agent(dispatched, capture_dir, t0, wrong=next_run)
                    recorder.record(enrich(result, capture_dir=capture_dir, total_latency_ms=2150))


def main() -> None:
    args = sys.argv[1:]
    next_run = "--next" in args
    args = [arg for arg in args if arg != "--next"]
    default = Path(__file__).parent / ("run_b" if next_run else "run")
    folder = Path(args[0]) if args else default
    if folder.exists():
        shutil.rmtree(folder)
    record(folder, next_run=next_run)


if __name__ == "__main__":
    main()
