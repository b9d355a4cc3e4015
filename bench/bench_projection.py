"""Benchmark: `enrich` throughput (capture read, join, projection, ng_perf) beside the parse
floor, in the same run.

A deterministic synthetic corpus is written to a temporary folder: rollout rows with an
observation bundle (a root invocation and a subagent, their conversations and tool-call
observations) and one capture file per rollout with request/response payloads. The floor is
`orjson.loads` of every line of the same bytes (rows and capture files). The enrich figure is
the work of `trajspec project --jobs 1` minus writing: strict reading of each row, `enrich`
(which reads the capture file strictly) and `orjson.dumps` of the result. Medians of repeated
runs, the floor, enrich and batch runs interleaved; the ratio is time / floor time (lower
is better). Two corpora: ``--rows`` rollouts of 3-20 model calls, and ``--small-rows``
rollouts of 5-10 KB (0 leaves it out). Prints a Markdown table and the load average. No
assertions.

    python bench/bench_projection.py [--rows 2000] [--small-rows 2000] [--repeats 5] [--jobs 1] [--cpu]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import orjson

sys.path.insert(0, str(Path(__file__).parent))
from corpus import SMALL_ROW_BYTES, table_head, table_rows, timing_options

from trajspec._jsonl import LocalEngine, Source, line_chunks
from trajspec.converters import ProjectOptions, project_chunk, project_file

MODEL_REF = {"type": "responses_api_models", "name": "policy"}
WORDS = ("the", "model", "calls", "a", "tool", "and", "reads", "its", "output", "before", "it")


def _text(rng: random.Random, words: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(words))


def rollout(
    index: int, rng: random.Random, *, small: bool = False
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """One row and its capture lines (``small``: one or two calls, no subagent calls)."""
    invocations = (
        {"root": rng.randint(1, 2), "sub": 0}
        if small
        else {"root": rng.randint(3, 15), "sub": rng.randint(0, 5)}
    )
    records: list[dict[str, Any]] = []
    lines: list[dict[str, Any]] = []
    clock = 1_700_000_000.0 + index
    for invocation_id, calls in invocations.items():
        refs, conversation = [], [{"type": "message", "role": "user", "content": _text(rng, 40)}]
        for n in range(calls):
            call_id = f"{index:06d}{invocation_id}{n:03d}".ljust(32, "0")
            tool_id = f"tool-{invocation_id}-{n}"
            arguments = orjson.dumps({"query": _text(rng, 5)}).decode()
            output = [
                {
                    "type": "reasoning",
                    "id": f"rs-{n}",
                    "summary": [{"type": "summary_text", "text": _text(rng, 20)}],
                },
                {
                    "type": "function_call",
                    "call_id": tool_id,
                    "name": "search",
                    "arguments": arguments,
                },
            ]
            conversation += [
                {
                    "type": "function_call",
                    "call_id": tool_id,
                    "name": "search",
                    "arguments": arguments,
                },
                {"type": "function_call_output", "call_id": tool_id, "output": _text(rng, 60)},
            ]
            prompt = 200 + 50 * n
            started = clock + n * 3
            lines.append(
                {
                    "model_call_id": call_id,
                    "dialect": "responses",
                    "model_ref": MODEL_REF,
                    "started_at": started,
                    "completed_at": started + 1.25,
                    "latency_ms": 1250.0,
                    "latency_ttft_ms": 180.5,
                    "status_code": 200,
                    "error_category": None,
                    "client_session_id": invocation_id,
                    "request": {"model": "policy-model", "input": conversation[:-2]},
                    "response": {
                        "id": f"resp-{call_id}",
                        "status": "completed",
                        "model": "policy-model",
                        "output": output,
                        "usage": {
                            "input_tokens": prompt,
                            "input_tokens_details": {"cached_tokens": prompt // 2},
                            "output_tokens": 40,
                            "output_tokens_details": {"reasoning_tokens": 12},
                            "total_tokens": prompt + 40,
                        },
                    },
                }
            )
            refs.append({"model_ref": MODEL_REF, "response_id": f"resp-{call_id}"})
            records.append(
                {
                    "kind": "tool_call",
                    "invocation_id": invocation_id,
                    "tool_call_id": tool_id,
                    "tool_name": "search",
                    "started_at": started + 1.5,
                    "completed_at": started + 2.0,
                    "duration_ms": 500,
                    "timing_source": "harness",
                    "status": "completed",
                }
            )
        invocation: dict[str, Any] = {
            "kind": "agent_invocation",
            "invocation_id": invocation_id,
            "status": "completed",
            "model_calls": refs,
            "conversation": conversation,
        }
        if invocation_id != "root":
            invocation["parent_invocation_id"] = "root"
        records.insert(0, invocation)
    row = {
        "task_id": f"task-{index}",
        "_ng_task_index": index,
        "_ng_rollout_index": 0,
        "reward": rng.random(),
        "ng_agent_observations": {"source": "bench_agent", "records": records, "gaps": []},
    }
    return row, lines


def write_corpus(
    folder: Path, rows: int, seed: int = 11, *, small: bool = False
) -> tuple[Path, Path, int, list[Path]]:
    """Rows file and capture folder; returns (rows, capture dir, total bytes, all files).
    With ``small`` every rollout (row and capture file together) is 5-10 KB (bench/corpus.py's
    small band); rollouts outside it are drawn and dropped."""
    rng = random.Random(seed)
    capture = folder / "capture"
    capture.mkdir()
    rows_path = folder / "rows.jsonl"
    files = [rows_path]
    total = 0
    index = 0
    with rows_path.open("wb") as out:
        while len(files) <= rows:
            row, lines = rollout(index, rng, small=small)
            data = orjson.dumps(row) + b"\n"
            text = b"".join(orjson.dumps(line) + b"\n" for line in lines)
            index += 1
            if small and not SMALL_ROW_BYTES[0] <= len(data) + len(text) <= SMALL_ROW_BYTES[1]:
                continue
            out.write(data)
            path = capture / f"{row['_ng_task_index']}-0.capture.jsonl"
            path.write_bytes(text)
            total += len(data) + len(text)
            files.append(path)
    return rows_path, capture, total, files


#: What the figures time: wall-clock time, or this process's CPU time with --cpu (a loaded
#: machine disturbs it less; it leaves out disk waits and, with --jobs above 1, the workers).
_clock = time.perf_counter


def floor(files: list[Path]) -> float:
    start = _clock()
    for path in files:
        with path.open("rb") as stream:
            for line in stream:
                orjson.loads(line)
    return _clock() - start


def project(rows: Path, options: ProjectOptions) -> tuple[float, int]:
    start = _clock()
    count = 0
    with rows.open("rb") as stream:
        for lines, first in line_chunks(stream):
            count += len(project_chunk(lines, first, options))
    return _clock() - start, count


def batch(rows: Path, options: ProjectOptions, output: Path, jobs: int) -> float:
    """The whole batch as ``trajspec project`` runs it: chunks, ordered map, durable output."""
    start = _clock()
    result = project_file(Source(rows), output, options, engine=LocalEngine(jobs))
    assert result.ok
    return _clock() - start


def _measure(name: str, folder: Path, rows: int, repeats: int, jobs: int, small: bool) -> list[str]:
    """Table lines of one corpus; floor, enrich and batch repeats interleaved, medians."""
    folder.mkdir()
    rows_path, capture, size, files = write_corpus(folder, rows, small=small)
    options = ProjectOptions(capture_dir=str(capture))
    project(rows_path, options)  # warm up: compile validators, load registries
    floors, runs, batches, count = [], [], [], 0
    for _ in range(repeats):
        floors.append(floor(files))
        seconds, count = project(rows_path, options)
        runs.append(seconds)
        batches.append(batch(rows_path, options, folder / "out.jsonl", jobs))
    f, e, b = statistics.median(floors), statistics.median(runs), statistics.median(batches)
    figures = [("enrich (project)", e), (f"batch (jobs {jobs})", b)]
    return table_rows(name, size / 1e6, count, f, figures)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=2000)
    parser.add_argument("--small-rows", type=int, default=2000, help="rollouts of 5-10 KB")
    timing_options(parser)
    args = parser.parse_args()
    global _clock
    _clock = time.process_time if args.cpu else time.perf_counter
    load = os.getloadavg()[0]
    lines = table_head(
        "projection", args.repeats, args.cpu, "same bytes, rows and capture files", "rows"
    )
    with tempfile.TemporaryDirectory() as scratch:
        lines += _measure(
            "3-20 calls", Path(scratch) / "large", args.rows, args.repeats, args.jobs, False
        )
        if args.small_rows:
            lines += _measure(
                "5-10 KB rollouts",
                Path(scratch) / "small",
                args.small_rows,
                args.repeats,
                args.jobs,
                True,
            )
    lines.append("")
    lines.append(f"load average (1 min): {load:.2f} before, {os.getloadavg()[0]:.2f} after")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
