"""A deterministic synthetic corpus of realistic rollout rows, for benchmarks and size tests.

Each row is a valid rollout row: an agent that runs 5-60 turns, each turn one model call whose
request and response payloads are kept (10-200 KB a row), parallel tool calls with their
timing and outputs joined from the conversation, gaps, ng_perf and response usage. With
``small=True`` the rows have 1-3 turns and 5-10 KB each (``SMALL_ROW_BYTES``), the size
where a per-row cost shows. The same seed always gives the same bytes.

    python bench/corpus.py OUT.jsonl --megabytes 100 [--small | --atif [--token-ids]]

The benchmarks share the floor and the report line here: the floor is ``orjson.loads`` of
every line of the same files, timed in the same run, and each operation is reported as MB/s,
its time over the floor's ("x floor") and the floor's MB/s.
"""

from __future__ import annotations

import argparse
import functools
import os
import random
import resource
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import orjson

# A text to draw words from; the non-ASCII words make the corpus exercise escapes.
_SOURCE_TEXT = (
    "the agent reads the file then runs the tests and fixes the failing import before it "
    "checks the output of the build again résumé naïve 数据 ✓"
)
WORDS = tuple(_SOURCE_TEXT.split(" "))


def _text(rng: random.Random, words: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(words))


def row(index: int, rng: random.Random, turns: tuple[int, int] = (5, 60)) -> dict[str, Any]:
    """One rollout row with a number of turns in the ``turns`` range; ``index`` makes ids
    unique."""
    task, repeat = divmod(index, 4)
    rollout_id = f"{task}-{repeat}"
    task_id = f"task-{task}"
    model_ref = {"type": "responses_api_models", "name": "policy_model"}
    turns_n = rng.randint(*turns)
    clock = 1_750_000_000.0 + index * 1000
    conversation: list[dict[str, Any]] = [
        {"type": "message", "role": "system", "content": _text(rng, 40)},
        {"type": "message", "role": "user", "content": _text(rng, rng.randint(20, 120))},
    ]
    turns, calls, tools = [], [], []
    prompt_total = completion_total = 0
    for turn_no in range(1, turns_n + 1):
        response_id = f"resp-{index}-{turn_no}"
        call_id = f"{index:08x}{turn_no:024x}"
        prompt, completion = rng.randint(500, 8000), rng.randint(20, 800)
        cached = rng.randint(0, prompt)
        prompt_total += prompt
        completion_total += completion
        parallel = rng.choice((0, 1, 1, 2, 3))
        fcalls = [
            {
                "type": "function_call",
                "call_id": f"tc-{turn_no}-{k}",
                "name": rng.choice(("bash", "read_file", "search")),
                "arguments": orjson.dumps({"cmd": _text(rng, 6)}).decode(),
            }
            for k in range(parallel)
        ]
        answer: list[dict[str, Any]] = (
            fcalls
            if fcalls
            else [
                {
                    "type": "message",
                    "role": "assistant",
                    "id": f"msg-{turn_no}",
                    "content": [{"type": "output_text", "text": _text(rng, 30), "annotations": []}],
                }
            ]
        )
        started = clock
        clock += rng.uniform(0.5, 8.0)
        calls.append(
            {
                "model_call_id": call_id,
                "started_at": started,
                "completed_at": clock,
                "duration_ms": round((clock - started) * 1000, 2),
                "request": {
                    "model": "policy",
                    "input": conversation[-3:],
                    "max_output_tokens": 4096,
                },
                "response": {
                    "id": response_id,
                    "model": "policy",
                    "status": "completed",
                    "output": answer,
                },
                "response_metadata": {
                    "response_id": response_id,
                    "model_ref": model_ref,
                    "model": "policy",
                    "dialect": "responses",
                    "status_code": 200,
                    "response_status": "completed",
                },
                "token_stats": {
                    "prompt_tokens": prompt,
                    "completion_tokens": completion,
                    "total_tokens": prompt + completion,
                    "cached_tokens": cached,
                },
            }
        )
        turns.append(
            {
                "invocation_id": "root",
                "task_id": task_id,
                "rollout_id": rollout_id,
                "turn_no": turn_no,
                "timestamp": clock,
                "answer": answer,
                "step_count": turn_no - 1,
                "model_calls": [{"model_ref": model_ref, "response_id": response_id}],
            }
        )
        conversation.extend(answer)
        for fcall in fcalls:
            output = _text(rng, rng.randint(5, 120))
            conversation.append(
                {"type": "function_call_output", "call_id": fcall["call_id"], "output": output}
            )
            tool_start = clock + rng.uniform(0, 0.2)
            tool_end = tool_start + rng.uniform(0.01, 5.0)
            tools.append(
                {
                    "kind": "tool_call",
                    "invocation_id": "root",
                    "tool_call_id": fcall["call_id"],
                    "tool_name": fcall["name"],
                    "started_at": tool_start,
                    "completed_at": tool_end,
                    "duration_ms": round((tool_end - tool_start) * 1000, 3),
                    "timing_source": "harness",
                    "status": "completed",
                    "output": output,
                }
            )
        clock += rng.uniform(0.1, 6.0)
    gaps = (
        [{"code": "resolution_unavailable", "invocation_id": "root"}] if rng.random() < 0.3 else []
    )
    return {
        "_ng_task_index": task,
        "_ng_rollout_index": repeat,
        "task_id": task_id,
        "agent_ref": {"name": "bench_agent"},
        "reward": rng.choice((0.0, 1.0)),
        "response": {"usage": {"input_tokens": prompt_total, "output_tokens": completion_total}},
        "ng_trajectory": {
            "schema_version": "1.0",
            "task_id": task_id,
            "rollout_id": rollout_id,
            "invocations": [
                {
                    "kind": "agent_invocation",
                    "invocation_id": "root",
                    "status": "completed",
                    "model_calls": [{"model_call_id": c["model_call_id"]} for c in calls],
                    "conversation": conversation,
                }
            ],
            "turns": turns,
            "model_calls": calls,
            "tool_calls": tools,
            "gaps": gaps,
        },
        "ng_perf": {
            "num_turns": turns_n,
            "num_tool_calls": len(tools),
            "token_observability_coverage": 1.0,
            "prompt_tokens": prompt_total,
            "cached_prompt_tokens": sum(c["token_stats"]["cached_tokens"] for c in calls),
            "completion_tokens": completion_total,
            "total_latency_ms": round((clock - calls[0]["started_at"]) * 1000, 1),
        },
    }


def small_row(index: int, rng: random.Random) -> dict[str, Any]:
    """A row of 1-3 turns whose JSON is within SMALL_ROW_BYTES: rows are drawn until one
    fits, so ``index`` stays the row's position."""
    low, high = SMALL_ROW_BYTES
    while True:
        candidate = row(index, rng, turns=(1, 3))
        if low <= len(orjson.dumps(candidate)) <= high:
            return candidate


def atif_document(
    index: int, rng: random.Random, steps: tuple[int, int] = (10, 80), *, token_ids: bool = False
) -> dict[str, Any]:
    """One ATIF v1.7 trajectory: a system and a user step, then agent steps with parallel
    tool calls, their observations, per-step metrics and final totals. With ``token_ids``
    each agent step also carries completion token ids and their logprobs, as an RL rollout
    does (prompt token ids are left out: they would repeat the growing context)."""
    clock = 1_750_000_000.0 + index * 1000
    agent_steps = rng.randint(*steps)
    out: list[dict[str, Any]] = [
        {"step_id": 1, "source": "system", "message": _text(rng, 40)},
        {"step_id": 2, "source": "user", "message": _text(rng, rng.randint(20, 120))},
    ]
    totals = {"prompt": 0, "completion": 0, "cached": 0}
    for n in range(agent_steps):
        prompt, completion = rng.randint(500, 8000), rng.randint(20, 800)
        cached = rng.randint(0, prompt)
        totals["prompt"] += prompt
        totals["completion"] += completion
        totals["cached"] += cached
        calls = [
            {
                "tool_call_id": f"call_{n}_{k}",
                "function_name": rng.choice(("bash", "read_file", "search")),
                "arguments": {"cmd": _text(rng, 6)},
            }
            for k in range(rng.choice((0, 1, 1, 2, 3)))
        ]
        clock += rng.uniform(0.5, 8.0)
        step: dict[str, Any] = {
            "step_id": n + 3,
            "timestamp": f"2025-06-15T12:{(n // 60) % 60:02d}:{n % 60:02d}Z",
            "source": "agent",
            "model_name": "policy",
            "message": "" if calls else _text(rng, 30),
            "reasoning_content": _text(rng, rng.randint(5, 60)),
            "metrics": {
                "prompt_tokens": prompt,
                "completion_tokens": completion,
                "cached_tokens": cached,
            },
            "llm_call_count": 1,
        }
        if token_ids:
            metrics = step["metrics"]
            metrics["completion_token_ids"] = [rng.randrange(150_000) for _ in range(completion)]
            metrics["logprobs"] = [round(-rng.random() * 3, 4) for _ in range(completion)]
        if calls:
            step["tool_calls"] = calls
            step["observation"] = {
                "results": [
                    {
                        "source_call_id": c["tool_call_id"],
                        "content": _text(rng, rng.randint(5, 120)),
                    }
                    for c in calls
                ]
            }
        out.append(step)
    return {
        "schema_version": "ATIF-v1.7",
        "session_id": f"session-{index // 4}",
        "trajectory_id": f"session-{index // 4}:{index}:0",
        "agent": {"name": "bench_agent", "version": "1.0", "model_name": "policy"},
        "steps": out,
        "final_metrics": {
            "total_prompt_tokens": totals["prompt"],
            "total_completion_tokens": totals["completion"],
            "total_cached_tokens": totals["cached"],
            "total_steps": len(out),
        },
    }


def lines(
    megabytes: float,
    seed: int = 7,
    *,
    atif: bool = False,
    token_ids: bool = False,
    small: bool = False,
) -> Iterator[bytes]:
    """JSONL lines (newline included) adding up to about ``megabytes`` MB: rollout rows
    (small ones of 5-10 KB with ``small=True``), or ATIF documents with ``atif=True`` (with
    token ids: ``token_ids=True``)."""
    rng = random.Random(seed)
    budget = int(megabytes * 1_000_000)
    index = 0

    def make(index: int, rng: random.Random) -> dict[str, Any]:
        if atif:
            return atif_document(index, rng, token_ids=token_ids)
        return small_row(index, rng) if small else row(index, rng)

    while budget > 0:
        line = orjson.dumps(make(index, rng)) + b"\n"
        budget -= len(line)
        index += 1
        yield line


def write(
    path: Path,
    megabytes: float,
    seed: int = 7,
    *,
    atif: bool = False,
    token_ids: bool = False,
    small: bool = False,
) -> int:
    """Write a corpus file; returns its size in bytes."""
    size = 0
    with path.open("wb") as out:
        for line in lines(megabytes, seed, atif=atif, token_ids=token_ids, small=small):
            out.write(line)
            size += len(line)
    return size


def floor(paths: list[Path]) -> float:
    """Seconds to ``orjson.loads`` every line of the files, read as the commands read them."""
    start = time.perf_counter()
    for path in paths:
        with path.open("rb") as stream:
            for line in stream:
                orjson.loads(line)
    return time.perf_counter() - start


def timing_options(parser: argparse.ArgumentParser) -> None:
    """The options every timed benchmark of a batch command takes: repeats, the batch's
    jobs, and CPU time instead of wall-clock time."""
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--jobs", type=int, default=1, help="jobs of the batch figure")
    parser.add_argument("--cpu", action="store_true", help="time this process's CPU time")


def table_head(title: str, repeats: int, cpu: bool, floor_of: str, unit: str) -> list[str]:
    """The lines above a benchmark's Markdown table: what is timed and how, then the header
    (``unit``: what a row of the corpus is, per second)."""
    return [
        f"{title}, medians of {repeats}, {'CPU' if cpu else 'wall-clock'} time "
        f"(x floor: time / orjson.loads time of the {floor_of}, in the same run)",
        "",
        f"| corpus | figure | MB | {unit}/s | MB/s | x floor | floor MB/s |",
        "|---|---|---:|---:|---:|---:|---:|",
    ]


def marked_floor_then(path: Path, run: Callable[[], object]) -> None:
    """The floor of ``path`` (warm), then ``run``, each a callgrind part of its own."""
    floor([path])
    callgrind_part()
    floor([path])
    callgrind_part()
    run()
    callgrind_part()


def high_water_mib() -> float:
    """This process's peak resident set in MiB (VmHWM; getrusage where /proc has none)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def load() -> str:
    """The load averages of the machine over 1, 5 and 15 minutes (as `uptime` shows them)."""
    return "load average " + ", ".join(f"{x:.2f}" for x in os.getloadavg())


def report(operation: str, size: int, seconds: float, floor_seconds: float) -> str:
    """One benchmark line: the operation's MB/s, its time over the floor's, the floor's MB/s."""
    mb = size / 1e6
    return (
        f"{operation:<34} {mb / seconds:7.1f} MB/s {seconds / floor_seconds:6.2f} x floor "
        f"(floor {mb / floor_seconds:6.1f} MB/s)"
    )


def table_rows(
    name: str, megabytes: float, count: int, floor_seconds: float, figures: list[tuple[str, float]]
) -> list[str]:
    """Markdown rows of one corpus: for each (figure, seconds), its count per second, MB/s,
    time over the floor's and the floor's MB/s."""
    mb, f = megabytes, floor_seconds
    return [
        f"| {name} | {what} | {mb:.1f} | {count / t:.0f} | {mb / t:.1f} | {t / f:.2f} | {mb / f:.1f} |"
        for what, t in figures
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--megabytes", type=float, default=50.0)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--atif", action="store_true", help="ATIF documents instead of rows")
    parser.add_argument("--token-ids", action="store_true", help="ATIF with token ids, logprobs")
    parser.add_argument("--small", action="store_true", help="rows of 5-10 KB (1-3 turns)")
    args = parser.parse_args()
    size = write(
        args.out,
        args.megabytes,
        args.seed,
        atif=args.atif,
        token_ids=args.token_ids,
        small=args.small,
    )
    print(f"wrote {size / 1e6:.1f} MB to {args.out}")


#: The size band of the small-rows corpus: rows of 5-10 KB, as short single-turn rollouts are.
SMALL_ROW_BYTES = (5_000, 10_000)


def small(
    make: Callable[[int, random.Random], Any],
    count: int,
    seed: int = 7,
    encode: Callable[[Any], bytes] = orjson.dumps,
    size: tuple[int, int] = SMALL_ROW_BYTES,
) -> list[bytes]:
    """``count`` encoded values of ``make(index, rng)`` whose encoding is within ``size``
    bytes (values outside the band are drawn and dropped; the same seed gives the same
    bytes). Give ``make`` few turns or steps, e.g. ``row(i, rng, turns=(1, 2))``."""
    rng = random.Random(seed)
    out: list[bytes] = []
    index = 0
    while len(out) < count:
        data = encode(make(index, rng))
        index += 1
        if size[0] <= len(data) <= size[1]:
            out.append(data)
    return out


if __name__ == "__main__":
    main()


def callgrind_part() -> None:
    """End a part of a callgrind count here: the bench/callgrind_*.py scripts run under
    ``valgrind --tool=callgrind --dump-before=functools_reduce``, which writes one file per
    part (docs/tooling-pitfalls.md says why the parts are marked by this call)."""
    functools.reduce(lambda a, b: None, [0, 0])
