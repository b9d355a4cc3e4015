"""The README's Walk-through runs as written, on a scratch copy of ``examples/``.

The commands are the fenced blocks with info string ``sh walkthrough`` in the README's
"Walk-through" section, one command per block, with a comment ``# exit N`` (the expected exit
code) and optionally ``writes: PATH ...`` (files or folders the command must create). The
``text`` block right after a command block is an excerpt of what it prints: each of its lines
must appear as a whole line of the command's output (stdout and stderr), in order, after
normalising paths, times, durations and runs of blanks; a line ``...`` stands for lines left
out. Changing a command's output without the README fails here.

Also: the projected joined example is the seed's ``ng_trajectory`` and ``ng_perf`` (the
expected values below are copied from the seed text, not computed by trajspec), and
``examples/make_run.py`` records ``examples/run/`` byte for byte.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).parents[2]
README = ROOT / "README.md"
EXAMPLES = ROOT / "examples"
BIN = Path(sys.executable).parent

_FENCE = re.compile(r"^```([^\n`]*)\n(.*?)^```[ \t]*$", re.M | re.S)
_EXIT = re.compile(r"^#\s*exit\s+(\d+)\b(.*)$")
_WRITES = re.compile(r"\bwrites:\s*(.+)$")


@dataclass
class Step:
    command: str
    exit_code: int
    writes: list[str] = field(default_factory=list)
    excerpt: list[str] = field(default_factory=list)


def walkthrough_section(text: str) -> str:
    start = text.index("\n## Walk-through\n")
    end = text.find("\n## ", start + 1)
    return text[start : end if end != -1 else len(text)]


def parse_steps(section: str) -> list[Step]:
    steps: list[Step] = []
    for match in _FENCE.finditer(section):
        info, body = match.group(1).split(), match.group(2)
        if info == ["sh", "walkthrough"]:
            lines = [line for line in body.splitlines() if line.strip()]
            commands = [line for line in lines if not line.lstrip().startswith("#")]
            assert len(commands) == 1, f"one command per block: {body!r}"
            exits = [m for line in lines if (m := _EXIT.match(line.strip()))]
            assert len(exits) == 1, f"a block says its exit code (# exit N): {body!r}"
            writes = _WRITES.search(exits[0].group(2))
            steps.append(
                Step(commands[0], int(exits[0].group(1)), writes.group(1).split() if writes else [])
            )
        elif info == ["text"]:
            assert steps and not steps[-1].excerpt, "a text excerpt follows its command block"
            steps[-1].excerpt = [line for line in body.splitlines() if line.strip()]
    return steps


STEPS = parse_steps(walkthrough_section(README.read_text(encoding="utf-8")))


def normalise(line: str, scratch: Path) -> str:
    line = line.replace(str(scratch) + os.sep, "").replace(str(scratch), ".")
    line = re.sub(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)?", "<time>", line)
    line = re.sub(r"\b\d+(\.\d+)?\s?(ms|s)\b", "<duration>", line)
    return " ".join(line.split())


def appears_in_order(excerpt: list[str], output: list[str]) -> str | None:
    """None when every excerpt line is a whole output line, in order; else the first that is not."""
    position = 0
    for line in excerpt:
        if line == "...":
            continue
        try:
            position = output.index(line, position) + 1
        except ValueError:
            return line
    return None


@dataclass
class Ran:
    code: int
    output: str
    existed_before: dict[str, bool]


@pytest.fixture(scope="module")
def walkthrough(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Ran]]:
    assert (BIN / "trajspec").exists(), f"trajspec is not installed beside {sys.executable}"
    scratch = tmp_path_factory.mktemp("walkthrough")
    shutil.copytree(EXAMPLES, scratch / "examples")
    env = {
        **os.environ,
        "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
        "PYTHONIOENCODING": "utf-8",
        "LC_ALL": "C.UTF-8",
    }
    env.pop("TRAJSPEC_DEBUG", None)
    ran = []
    for step in STEPS:
        before = {path: (scratch / path).exists() for path in step.writes}
        done = subprocess.run(
            step.command, shell=True, cwd=scratch, env=env, capture_output=True, timeout=300
        )
        output = done.stdout.decode("utf-8") + done.stderr.decode("utf-8")
        ran.append(Ran(done.returncode, output, before))
    return scratch, ran


def test_the_walkthrough_has_every_command() -> None:
    commands = " ".join(step.command for step in STEPS)
    for name in (
        "validate",
        "project",
        "perf",
        "status",
        "aggregate",
        "health",
        "coverage",
        "export",
        "reverify",
    ):
        assert f"trajspec {name} " in commands, name
    assert all(
        not step.command.startswith("trajspec") or step.excerpt or "diff" in step.command
        for step in STEPS
    )


@pytest.mark.parametrize("index", range(len(STEPS)), ids=[s.command[:60] for s in STEPS])
def test_step(walkthrough: tuple[Path, list[Ran]], index: int) -> None:
    scratch, ran = walkthrough
    step, result = STEPS[index], ran[index]
    assert result.code == step.exit_code, f"{step.command}\n{result.output}"
    for path in step.writes:
        assert not result.existed_before[path], f"{path} existed before the step"
        assert (scratch / path).exists(), f"{step.command} did not write {path}"
    output = [normalise(line, scratch) for line in result.output.splitlines()]
    excerpt = [normalise(line, scratch) for line in step.excerpt]
    missing = appears_in_order(excerpt, output)
    assert missing is None, f"{step.command}: not printed (in order): {missing!r}\n{result.output}"


def test_the_walkthrough_never_writes_into_examples(walkthrough: tuple[Path, list[Ran]]) -> None:
    scratch, _ = walkthrough
    copy = scratch / "examples"
    ours = sorted(
        p.relative_to(EXAMPLES) for p in EXAMPLES.rglob("*") if "__pycache__" not in p.parts
    )
    theirs = sorted(p.relative_to(copy) for p in copy.rglob("*") if "__pycache__" not in p.parts)
    assert ours == theirs
    for path in ours:
        if (EXAMPLES / path).is_file():
            assert (EXAMPLES / path).read_bytes() == (copy / path).read_bytes(), path


# --- the joined example against the seed text ------------------------------------------------

#: The Rollout Evidence seed's joined example, copied from the seed text.
SEED_EXAMPLE: dict[str, Any] = {
    "ng_model_call_capture": {
        "rollout_id": "0-0",
        "metrics": {"num_calls": 1, "tokens_in": 12, "tokens_out": 8},
        "calls": [{"model_call_id": "call-1", "tokens_in": 12, "tokens_out": 8}],
    },
    "ng_agent_observations": {
        "source": "example_agent",
        "records": [
            {
                "kind": "agent_invocation",
                "invocation_id": "root",
                "model_calls": [{"model_call_id": "call-1"}],
                "conversation": [
                    {
                        "type": "function_call",
                        "call_id": "tool-1",
                        "name": "lookup",
                        "arguments": "{}",
                    },
                    {"type": "function_call_output", "call_id": "tool-1", "output": "42"},
                ],
            },
            {
                "kind": "tool_call",
                "invocation_id": "root",
                "tool_call_id": "tool-1",
                "tool_name": "lookup",
                "duration_ms": 200,
                "timing_source": "harness",
                "status": "completed",
            },
        ],
        "gaps": [],
    },
    "ng_trajectory": {
        "schema_version": "1.0",
        "task_id": "task-7",
        "rollout_id": "0-0",
        "invocations": [
            {
                "kind": "agent_invocation",
                "invocation_id": "root",
                "model_calls": [{"model_call_id": "call-1"}],
                "conversation": [
                    {
                        "type": "function_call",
                        "call_id": "tool-1",
                        "name": "lookup",
                        "arguments": "{}",
                    },
                    {"type": "function_call_output", "call_id": "tool-1", "output": "42"},
                ],
            }
        ],
        "turns": [],
        "model_calls": [
            {
                "model_call_id": "call-1",
                "request": {"input": "Look up the answer"},
                "response": {
                    "output": [
                        {
                            "type": "function_call",
                            "call_id": "tool-1",
                            "name": "lookup",
                            "arguments": "{}",
                        }
                    ]
                },
                "token_stats": {"prompt_tokens": 12, "completion_tokens": 8},
            }
        ],
        "tool_calls": [
            {
                "kind": "tool_call",
                "invocation_id": "root",
                "tool_call_id": "tool-1",
                "tool_name": "lookup",
                "duration_ms": 200,
                "timing_source": "harness",
                "status": "completed",
                "output": "42",
            }
        ],
        "gaps": [{"code": "turns_unavailable"}],
    },
    "ng_perf": {
        "num_turns": 1,
        "num_tool_calls": 1,
        "token_observability_coverage": 1.0,
        "prompt_tokens": 12,
        "completion_tokens": 8,
        "total_latency_ms": 910,
    },
}

#: What the bundled capture line (examples/joined/capture/0-0.capture.jsonl) records beyond the
#: seed's example, which omits optional fields: its usage stays in the response, the call's
#: timing is the line's, the total is 12 + 8, the metadata the line's dialect and status.
CAPTURE_LINE_ADDS = {
    "started_at": 1767225600.0,
    "completed_at": 1767225600.7,
    "duration_ms": 700,
    "response_metadata": {"dialect": "responses", "status_code": 200},
}


def test_the_bundled_seed_example_is_the_seed_text() -> None:
    bundled = json.loads((EXAMPLES / "joined" / "seed_example.json").read_text(encoding="utf-8"))
    assert bundled == SEED_EXAMPLE


def test_the_joined_inputs_are_the_seeds() -> None:
    (row,) = [
        json.loads(line) for line in (EXAMPLES / "joined" / "rows.jsonl").open(encoding="utf-8")
    ]
    assert row == {
        "task_id": "task-7",
        "_ng_task_index": 0,
        "_ng_rollout_index": 0,
        "ng_agent_observations": SEED_EXAMPLE["ng_agent_observations"],
    }
    capture = EXAMPLES / "joined" / "capture" / "0-0.capture.jsonl"
    (line,) = [json.loads(text) for text in capture.open(encoding="utf-8")]
    assert line["model_call_id"] == "call-1"
    assert line["request"] == {"input": "Look up the answer"}
    assert (
        line["response"]["output"]
        == SEED_EXAMPLE["ng_trajectory"]["model_calls"][0]["response"]["output"]
    )
    assert line["response"]["usage"] == {"input_tokens": 12, "output_tokens": 8}


def test_projecting_the_joined_example_gives_the_seeds_trajectory_and_perf(tmp_path: Path) -> None:
    out = tmp_path / "joined.jsonl"
    done = subprocess.run(
        [
            str(BIN / "trajspec"),
            "project",
            "--capture-dir",
            str(EXAMPLES / "joined" / "capture"),
            str(EXAMPLES / "joined" / "rows.jsonl"),
            "-o",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    (row,) = [json.loads(line) for line in out.open(encoding="utf-8")]
    trajectory = row["ng_trajectory"]
    call = trajectory["model_calls"][0]
    assert call["response"].pop("usage") == {"input_tokens": 12, "output_tokens": 8}
    assert call["token_stats"].pop("total_tokens") == 20
    for key, value in CAPTURE_LINE_ADDS.items():
        assert call.pop(key) == value, key
    assert trajectory == SEED_EXAMPLE["ng_trajectory"]
    perf = dict(row["ng_perf"])
    perf.pop("total_latency_ms", None)  # measured; the seed's 910 is an example figure
    seed_perf = {k: v for k, v in SEED_EXAMPLE["ng_perf"].items() if k != "total_latency_ms"}
    assert perf == seed_perf
    assert type(perf["token_observability_coverage"]) is float


# --- the recorded run folder is what its script records ----------------------------------------


def test_make_run_records_the_bundled_run_folder_byte_for_byte(tmp_path: Path) -> None:
    out = tmp_path / "run"
    done = subprocess.run(
        [sys.executable, str(EXAMPLES / "make_run.py"), str(out)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    bundled = sorted(p.name for p in (EXAMPLES / "run").iterdir())
    assert sorted(p.name for p in out.iterdir()) == bundled
    assert len(bundled) == 10  # two shards of five files, no lock or temporary left behind
    for name in bundled:
        assert (out / name).read_bytes() == (EXAMPLES / "run" / name).read_bytes(), name
