"""Benchmark: `enrich` throughput (capture read, join, projection, ng_perf) beside the parse
floor, in the same run.

A deterministic synthetic corpus is written to a temporary folder: rollout rows with an
observation bundle (a root invocation and a subagent, their conversations and tool-call
observations) and one capture file per rollout with request/response payloads. The floor is
`orjson.loads` of every line of the same bytes (rows and capture files). The enrich figure is
the work of `trajspec project --jobs 1` minus writing: strict reading of each row, `enrich`
(which reads the capture file strictly) and `orjson.dumps` of the result. Medians of repeated
runs; the ratio is enrich time / floor time (lower is better). No assertions.

    python bench/bench_projection.py [--rows 2000] [--repeats 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import orjson

from trajspec._jsonl import LocalEngine, Source, line_chunks
from trajspec.converters import ProjectOptions, project_chunk, project_file

MODEL_REF = {"type": "responses_api_models", "name": "policy"}
WORDS = ("the", "model", "calls", "a", "tool", "and", "reads", "its", "output", "before", "it")


def _text(rng: random.Random, words: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(words))


def _rollout(index: int, rng: random.Random) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """One row and its capture lines."""
    invocations = {"root": rng.randint(3, 15), "sub": rng.randint(0, 5)}
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


def write_corpus(folder: Path, rows: int, seed: int = 11) -> tuple[Path, Path, int, list[Path]]:
    """Rows file and capture folder; returns (rows, capture dir, total bytes, all files)."""
    rng = random.Random(seed)
    capture = folder / "capture"
    capture.mkdir()
    rows_path = folder / "rows.jsonl"
    files = [rows_path]
    total = 0
    with rows_path.open("wb") as out:
        for index in range(rows):
            row, lines = _rollout(index, rng)
            data = orjson.dumps(row) + b"\n"
            out.write(data)
            total += len(data)
            path = capture / f"{index}-0.capture.jsonl"
            text = b"".join(orjson.dumps(line) + b"\n" for line in lines)
            path.write_bytes(text)
            total += len(text)
            files.append(path)
    return rows_path, capture, total, files


def floor(files: list[Path]) -> float:
    start = time.perf_counter()
    for path in files:
        with path.open("rb") as stream:
            for line in stream:
                orjson.loads(line)
    return time.perf_counter() - start


def project(rows: Path, options: ProjectOptions) -> tuple[float, int]:
    start = time.perf_counter()
    count = 0
    with rows.open("rb") as stream:
        for lines, first in line_chunks(stream):
            count += len(project_chunk(lines, first, options))
    return time.perf_counter() - start, count


def batch(rows: Path, options: ProjectOptions, output: Path, jobs: int) -> float:
    """The whole batch as ``trajspec project`` runs it: chunks, ordered map, durable output."""
    start = time.perf_counter()
    result = project_file(Source(rows), output, options, engine=LocalEngine(jobs))
    assert result.ok
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--jobs", type=int, default=1, help="jobs of the batch figure")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        rows, capture, size, files = write_corpus(Path(scratch), args.rows)
        options = ProjectOptions(capture_dir=str(capture))
        project(rows, options)  # warm up: compile validators, load registries
        floors, runs, batches, count = [], [], [], 0
        for _ in range(args.repeats):
            floors.append(floor(files))
            seconds, count = project(rows, options)
            runs.append(seconds)
            batches.append(batch(rows, options, Path(scratch) / "out.jsonl", args.jobs))
    mb = size / 1e6
    f, e, b = statistics.median(floors), statistics.median(runs), statistics.median(batches)
    print(f"corpus: {count} rows, {mb:.1f} MB (rows and capture files)")
    print(
        f"floor orjson.loads : {count / f:9.0f} rows/s {mb / f:8.1f} MB/s (median of {args.repeats})"
    )
    print(
        f"enrich (project)   : {count / e:9.0f} rows/s {mb / e:8.1f} MB/s (median of {args.repeats})"
    )
    print(f"ratio enrich/floor : {e / f:.2f}x")
    print(
        f"batch (jobs {args.jobs})    : {count / b:9.0f} rows/s {mb / b:8.1f} MB/s "
        f"(project_file, output written and synced; ratio {b / f:.2f}x)"
    )


if __name__ == "__main__":
    main()
