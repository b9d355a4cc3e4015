"""Export folders in the reference's layout for the reverify tests, built by hand.

``write_export(folder, rollouts=N)`` writes ``export/<task>-<rollout>.json`` (the base export of
the reference's edge cases, E1, one per rollout of task 0, indented JSON with extra.nemo_gym
provenance), ``export/manifest.jsonl`` (compact, sorted keys, pinned SHA-256) and
``inputs.jsonl`` (the materialized input rows, with responses_create_params).
"""

from __future__ import annotations

import copy
import hashlib
import json
from collections.abc import Collection
from pathlib import Path
from typing import Any

import orjson

BASE: dict[str, Any] = {
    "schema_version": "ATIF-v1.7",
    "session_id": "session-1",
    "trajectory_id": "session-1:0:0",
    "agent": {"name": "simple_agent", "version": "1.0.0", "model_name": "nvidia/test-model"},
    "steps": [
        {"step_id": 1, "source": "system", "message": "You are a calculator."},
        {"step_id": 2, "source": "user", "message": "What is 2+3?"},
        {
            "step_id": 3,
            "source": "agent",
            "message": "",
            "timestamp": "2025-01-01T00:00:00.500000Z",
            "model_name": "nvidia/test-model",
            "reasoning_content": "add them",
            "tool_calls": [
                {"tool_call_id": "call_1", "function_name": "add", "arguments": {"a": 2, "b": 3}}
            ],
            "observation": {"results": [{"source_call_id": "call_1", "content": "5"}]},
            "metrics": {
                "prompt_tokens": 100,
                "completion_tokens": 20,
                "cached_tokens": 10,
                "extra": {"reasoning_tokens": 8, "total_tokens": 120},
            },
            "llm_call_count": 1,
        },
        {
            "step_id": 4,
            "source": "agent",
            "message": [{"type": "text", "text": "The answer is 5."}],
            "timestamp": "2025-01-01T00:00:01Z",
            "model_name": "nvidia/test-model",
            "metrics": {
                "prompt_tokens": 130,
                "completion_tokens": 10,
                "cached_tokens": 0,
                "extra": {"total_tokens": 140},
            },
            "llm_call_count": 1,
        },
    ],
    "final_metrics": {
        "total_prompt_tokens": 230,
        "total_completion_tokens": 30,
        "total_cached_tokens": 10,
        "total_steps": 4,
    },
    "extra": {
        "nemo_gym": {
            "exporter": {"name": "nemo-gym", "version": "0.7.0"},
            "source": {
                "format": "ng_trajectory",
                "schema_version": "1.0",
                "task_id": "t0",
                "rollout_id": "0-0",
                "task_index": 0,
                "rollout_index": 0,
                "invocation_id": "inv-1",
                "invocation_status": "completed",
            },
            "conversion": {"profile": "ng-trajectory-to-atif-v1", "status": "complete"},
        }
    },
}


def document(task: int, rollout: int, *, partial: bool = False) -> dict[str, Any]:
    """The base export as rollout (task, rollout); ``partial``: the second call lacks
    prompt_tokens, as the exporter writes it (E26)."""
    doc = copy.deepcopy(BASE)
    doc["trajectory_id"] = f"session-1:{task}:{rollout}"
    doc["extra"]["nemo_gym"]["source"].update(
        task_index=task, rollout_index=rollout, rollout_id=f"{task}-{rollout}"
    )
    if partial:
        del doc["steps"][3]["metrics"]["prompt_tokens"]
        del doc["final_metrics"]["total_prompt_tokens"]
    return doc


def input_row(task: int, rollout: int) -> dict[str, Any]:
    return {
        "_ng_task_index": task,
        "_ng_rollout_index": rollout,
        "agent_ref": {"type": "responses_api_agents", "name": "simple_agent"},
        "responses_create_params": {
            "input": [{"role": "user", "content": "What is 2+3?"}],
            "tools": [{"type": "function", "name": "add"}],
            "temperature": 0.0,
        },
        "expected_answer": "5",
    }


def write_export(
    folder: Path, *, rollouts: int = 2, partial: Collection[int] = ()
) -> tuple[Path, Path]:
    """Write an export of task 0 with ``rollouts`` rollouts; returns (manifest, inputs)."""
    export = folder / "export"
    export.mkdir(exist_ok=True)
    lines = []
    for rollout in range(rollouts):
        data = (
            json.dumps(document(0, rollout, partial=rollout in partial), indent=2) + "\n"
        ).encode()
        name = f"0-{rollout}.json"
        (export / name).write_bytes(data)
        entry = {
            "_ng_rollout_index": rollout,
            "_ng_task_index": 0,
            "expected_sha256": hashlib.sha256(data).hexdigest(),
            "trajectory_path": name,
        }
        lines.append(orjson.dumps(entry, option=orjson.OPT_SORT_KEYS) + b"\n")
    manifest = export / "manifest.jsonl"
    manifest.write_bytes(b"".join(lines))
    inputs = folder / "inputs.jsonl"
    inputs.write_bytes(
        b"".join(orjson.dumps(input_row(0, r)) + b"\n" for r in reversed(range(rollouts)))
    )
    return manifest, inputs
