"""Every command, driven with hostile names and values, keeps the terminal clean.

Each round builds a tree whose file and folder names, JSON keys, agent names, task ids,
failure classes, shard labels, titles and option values carry terminal controls: ESC
sequences (window title, clear screen, conceal), BEL, CR, LF followed by a line that would
look like a finding, DEL, the C1 CSI, bidirectional overrides and isolates, a line separator,
and bytes that are not UTF-8 (in names and lines). Then every command reads it, in every text
format it has, and the test asserts, per command:

- no traceback, no internal error: the exit code is 0, 1 or 2;
- the inputs are unchanged (outputs go to a folder of their own);
- standard output and standard error hold no character that ``trajspec._cli.safe`` escapes,
  but the LF that ends a line, and no line begins with the text a hostile value put after an
  LF (``FORGED``).

``TRAJSPEC_FUZZ_EXAMPLES`` scales the number of rounds (one round per 100; 3 by default,
100 under ``nox -s fuzz``).
"""

from __future__ import annotations

import io
import os
import random
from collections.abc import Iterator
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import orjson
import pytest

from trajspec._cli.app import main
from trajspec._cli.safe import UNSAFE
from trajspec.converters import RunRecorder

ROUNDS = max(1, int(os.environ.get("TRAJSPEC_FUZZ_EXAMPLES", "300")) // 100)

#: Hostile pieces of text; each value below joins a few of them, and every value ends with
#: a forged line.
PIECES = (
    "\x1b]0;owned\x07",
    "\x1b[2J",
    "\x1b[8m",
    "\r",
    "\x7f",
    "\x9b31m",
    "\u202e",
    "\u2066",
    "\u200f",
    "\u061c",
    "\u2028",
    "\t",
    "\x00",
)
#: What a hostile value puts on a line of its own, if it could.
FORGED = "FORGED"
#: A byte that is not UTF-8, as os.fsdecode gives it (only in names).
NOT_UTF8 = os.fsdecode(b"\xff")


def hostile(rng: random.Random, *, name: bool = False) -> str:
    """A value of a few hostile pieces and a forged line; for a name, no NUL and no slash,
    and a byte that is not UTF-8."""
    pieces = rng.sample(PIECES, 3)
    if name:
        pieces = [p.replace("\x00", "") for p in pieces] + [NOT_UTF8]
    return "x" + "".join(pieces) + f"\n{FORGED} error: all clean"


def snapshot(folder: Path) -> dict[str, bytes | str]:
    found: dict[str, bytes | str] = {}
    for path in sorted(folder.rglob("*")):
        name = os.fsencode(path.relative_to(folder)).hex()
        found[name] = path.read_bytes() if path.is_file() else "folder"
    return found


def _atif(key: str, agent: str) -> dict[str, Any]:
    return {"schema_version": "ATIF-v1.7", key: 1, "agent": {"name": agent}}


def build(root: Path, rng: random.Random) -> dict[str, Any]:
    """The inputs of one round under ``root/in``; returns the names the commands use."""
    inputs = root / "in"
    folder = inputs / f"run{hostile(rng, name=True)}"
    folder.mkdir(parents=True)
    key, agent, task, failure = (hostile(rng) for _ in range(4))
    rows = folder / f"rows{hostile(rng, name=True)}.jsonl"
    lines = [
        orjson.dumps(
            {
                "task_id": task,
                "_ng_task_index": 0,
                "_ng_rollout_index": 0,
                key: 1,
                "agent_ref": {"name": agent},
            }
        ),
        orjson.dumps(_atif(key, agent)),
        b"not json \x1b[2J\xff " + FORGED.encode(),
    ]
    rows.write_bytes(b"\n".join(lines) + b"\n")
    atif = folder / f"doc{hostile(rng, name=True)}.json"
    atif.write_bytes(orjson.dumps(_atif(key, agent)))
    with RunRecorder(folder, "s1") as shard:
        first = shard.prepare({"task_id": task, "_ng_task_index": 0, "_ng_rollout_index": 0})
        shard.record({**first, "_ng_failure_class": failure})
    # a shard file of a label no recorder would write
    (folder / f"rollouts-{hostile(rng, name=True)}.jsonl").write_bytes(lines[0] + b"\n")
    return {"folder": folder, "rows": rows, "atif": atif, "value": hostile(rng)}


def commands(names: dict[str, Any], out: Path) -> Iterator[list[str]]:
    folder, rows, atif, value = (str(names[k]) for k in ("folder", "rows", "atif", "value"))
    for fmt in ("text", "github"):
        yield ["validate", rows, "--format", fmt]
    yield ["validate", folder]
    yield ["validate", atif, "--kind", "atif"]
    yield ["project", rows, "-o", str(out / "projected.jsonl")]
    yield ["perf", rows]
    yield ["perf", folder]
    yield ["status", folder]
    yield ["status", folder, "--shard", value]
    yield ["aggregate", folder]
    yield ["health", rows, "--output-dir", str(out / "health")]
    yield ["health", rows, "--output-dir", str(out / "health"), "--ignore", value]
    for fmt in ("text", "markdown"):
        yield ["coverage", rows, "--format", fmt]
    yield ["export", "--rollouts", rows, "--output-dir", str(out / "export"),
           "--session-id", value, "--agent-version", value]  # fmt: skip
    yield ["export", "--rollouts", rows, "--output-dir", str(out / "export"),
           "--session-id", "s", "--agent-version", "1"]  # fmt: skip
    yield ["report", rows, atif, "-o", str(out / "report.html"), "--title", value]
    yield ["report", str(out / value), "-o", str(out / "report.html")]
    yield ["reverify", "--manifest", rows, "--inputs", rows, "--output",
           str(out / "reverified.jsonl"), "--dry-run"]  # fmt: skip
    yield ["schema", "show", value]
    yield ["codegen", "--lang", "python", "--out", folder]
    yield ["validate", "--kind", value, rows]


def run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(argv, stderr=err)
    return code, out.getvalue(), err.getvalue()


def _clean(text: str) -> bool:
    lines = text.split("\n")
    return UNSAFE.search("".join(lines)) is None and not any(
        line.startswith(FORGED) for line in lines
    )


@pytest.mark.parametrize("seed", range(ROUNDS))
def test_every_command_keeps_the_terminal_clean(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    names = build(tmp_path, rng)
    before = snapshot(tmp_path / "in")
    out = tmp_path / "out"
    out.mkdir()
    for argv in commands(names, out):
        code, stdout, stderr = run(argv)
        said = f"{argv[0]} exit {code}:\n{stdout}\n{stderr}"
        assert code in (0, 1, 2), said
        assert "Traceback" not in stderr and "internal error" not in stderr, said
        assert _clean(stdout), said
        assert _clean(stderr), said
        assert snapshot(tmp_path / "in") == before, argv[0]
