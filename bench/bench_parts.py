"""Benchmark: the part of each per-core figure that is native work, and the room a target leaves.

Every per-core figure of bench/bench_figures.py is a command's time over its parse floor.
Some of that time is spent in native code that the command cannot skip and Python cannot make
cheaper: reading the input strictly, checking it against its schema, writing the output. This
script times those parts beside the floor and the command on the corpora of the targets still
open, and prints how much of each target is left for the command's Python work.

For each corpus, in one process, the parts interleaved, medians of ``--repeats``, this
process's CPU time (a loaded machine disturbs it less than wall-clock time):

* floor: the floor of the figure's own benchmark, ``orjson.loads`` of every input line or
  document (read from its files where that benchmark reads them: validate's rows, projection's
  rows and capture files);
* strict: trajspec's strict reading of the same bytes (``trajspec._strictjson.loads``, what
  every command reads its input with: orjson, then the re-serialization that proves no key was
  dropped, every number kept and the depth in bounds);
* schema: the jsonschema-rs pass (structure and integer range) of each input against the
  schema its command holds it to (``structure_and_range_clean``; a bundle inside a row:
  ``range_and_member_clean``);
* write: each output as the command writes it (``orjson.dumps``; ATIF with its indent and the
  SHA-256 the manifest records); none for validate and for reverify's rebuild;
* files: reading whole each file the command reads (validate's rows; projection's rows and its
  capture files, one per rollout), without parsing;
* command: the work of the figure, as its own benchmark times it.

Columns, in x floor: each part, ``native`` (their sum), the command, the target, ``room`` (the
target less native: what the target leaves for every Python step) and ``python`` (the command
less native: what those steps cost today), and ``cut`` (python over room: how many times
cheaper the Python steps must become; "none" when native alone is over the target). The
command is timed here in CPU time for every corpus, so its figure can differ from its own
benchmark's (wall-clock time for validate and export) by the machine's noise.

    python bench/bench_parts.py [--repeats 5] [--quick]
"""

from __future__ import annotations

import argparse
import functools
import gc
import hashlib
import io
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson

sys.path.insert(0, str(Path(__file__).parent))
import bench_export
import bench_projection
import bench_reverify
import corpus

from trajspec._jsonl import Source, line_chunks
from trajspec._strictjson import loads as strict_loads
from trajspec.converters import ProjectOptions, project_chunk
from trajspec.converters._atif_export.batch import export_chunk
from trajspec.converters._reverify.rebuild import atif_to_response, load_atif
from trajspec.validators import (
    range_and_member_clean,
    structure_and_range_clean,
    validate_sources,
)

ROW = "evidence/1.0/rollout_row"
BUNDLE = "evidence/1.0/agent_observation_bundle"
TRAJECTORY = "evidence/1.0/trajectory_record"
ATIF = "atif/1.7/trajectory"

#: The order of the parts in every row of the table.
PARTS = ("strict", "schema", "write", "files")


@dataclass
class Corpus:
    """One corpus of a target: its inputs, how each part and the command run over them."""

    operation: str
    name: str
    target: float
    #: every input line or document, as the command reads it
    inputs: list[bytes]
    #: the floor as the figure's own benchmark measures it
    floor: Callable[[], object]
    #: the schema pass over the parsed inputs
    schema: Callable[[list[Any]], list[bool]]
    #: the command's work, as its benchmark times it
    command: Callable[[], object]
    #: the outputs, parsed, and how the command writes each one (None: it writes none)
    outputs: list[Any]
    write: Callable[[Any], object] | None = None
    #: the files the command reads (None: its input is held in memory)
    files: list[Path] | None = None


def _schema_pass(name: str) -> Callable[[list[Any]], list[bool]]:
    def run(values: list[Any]) -> list[bool]:
        clean = structure_and_range_clean
        return [clean(value, name) for value in values]

    return run


def _projection_schema(rows: int) -> Callable[[list[Any]], list[bool]]:
    """The bundle of each of the first ``rows`` values (the rows). The capture lines after
    them have no schema pass: the capture reader checks each member it copies by hand and
    copies the payloads as they are."""

    def run(values: list[Any]) -> list[bool]:
        return [range_and_member_clean(v, "ng_agent_observations", BUNDLE) for v in values[:rows]]

    return run


def _write_atif(document: Any) -> object:
    data = orjson.dumps(document, option=orjson.OPT_INDENT_2 | orjson.OPT_APPEND_NEWLINE)
    return hashlib.sha256(data).hexdigest()


def _write_line(row: Any) -> object:
    return orjson.dumps(row) + b"\n"


def validate_corpus(folder: Path, megabytes: float) -> Corpus:
    path = folder / "validate-small.jsonl"
    corpus.write(path, megabytes, small=True)
    lines = path.read_bytes().splitlines(keepends=True)

    def command() -> object:
        return sum(len(d.findings) for d in validate_sources([Source(path)]))

    return Corpus(
        "validate",
        "rows of 5-10 KB",
        2.0,
        lines,
        lambda: corpus.floor([path]),
        _schema_pass(ROW),
        command,
        [],
        files=[path],
    )


def projection_corpus(folder: Path, rows: int, *, small: bool) -> Corpus:
    folder.mkdir()
    rows_path, capture, _, files = bench_projection.write_corpus(folder, rows, small=small)
    lines = rows_path.read_bytes().splitlines(keepends=True)
    captures = files[1:]
    capture_lines = [line for p in captures for line in p.read_bytes().splitlines(keepends=True)]
    options = ProjectOptions(capture_dir=str(capture))

    def command() -> object:
        with rows_path.open("rb") as stream:
            return [project_chunk(chunk, first, options) for chunk, first in line_chunks(stream)]

    outputs = [orjson.loads(o.output) for o in project_chunk(lines, 1, options) if o.output]
    assert len(outputs) == len(lines), "every row of the corpus projects"
    name = "rows of 5-10 KB (with capture)" if small else "3-20 calls a row"
    return Corpus(
        "projection (enrich)",
        name,
        3.5,
        lines + capture_lines,
        lambda: bench_projection.floor(files),
        _projection_schema(len(lines)),
        command,
        outputs,
        _write_line,
        files,
    )


def export_corpus(rows: int, *, small: bool) -> Corpus:
    data = bench_export.small_corpus(rows) if small else bench_export.corpus(rows, (5, 30))
    lines = data.splitlines(keepends=True)

    def command() -> object:
        return [export_chunk(chunk, first, "bench", "1.0.0") for chunk, first in _chunks(data)]

    outputs = [
        orjson.loads(outcome.data)
        for chunk, first in _chunks(data)
        for outcome in export_chunk(chunk, first, "bench", "1.0.0")
        if outcome.data is not None
    ]
    assert len(outputs) == len(lines), "every row of the corpus exports"

    def schema(values: list[Any]) -> list[bool]:
        return [structure_and_range_clean(v["ng_trajectory"], TRAJECTORY) for v in values]

    name = "rows of 5-10 KB" if small else "5-30 turns a row"
    floor = functools.partial(bench_export._floor, data)
    return Corpus("export", name, 3.5, lines, floor, schema, command, outputs, _write_atif)


def _chunks(data: bytes) -> Iterable[tuple[list[bytes], int]]:
    return line_chunks(io.BytesIO(data))


def reverify_corpus(megabytes: float, count: int, *, small: bool) -> Corpus:
    docs = bench_reverify.small_documents(count) if small else bench_reverify.documents(megabytes)

    def command() -> object:
        rejected = 0
        for data in docs:
            document, problems = load_atif(data)
            if problems or not atif_to_response(document, strict_json=True).ok:
                rejected += 1
        assert rejected == 0, "every document of the corpus rebuilds"
        return rejected

    name = "documents of 5-10 KB" if small else "10-80 steps"
    floor = functools.partial(bench_reverify.floor, docs)
    operation = "reverify (load, check, rebuild)"
    return Corpus(operation, name, 3.5, docs, floor, _schema_pass(ATIF), command, [])


def _timed(work: Callable[[], object]) -> float:
    start = time.process_time()
    work()
    return time.process_time() - start


def _each(function: Callable[[Any], object], values: list[Any]) -> None:
    """``function`` of each value, its result dropped at once, as the floor drops each parse:
    a list of every document would keep the cyclic collector walking them."""
    for value in values:
        function(value)


def _read_files(paths: list[Path]) -> None:
    for path in paths:
        path.read_bytes()


def measure(case: Corpus, repeats: int) -> dict[str, float]:
    """Median seconds of the floor, of each part the corpus has, and of the command."""
    parsed = [orjson.loads(data) for data in case.inputs]
    # The parts must time the work the command does on clean input: a pass that refused an
    # input would stop early and time less.
    assert all(case.schema(parsed)), "the schema pass accepts every input"
    assert [strict_loads(data) for data in case.inputs] == parsed, "strict reading agrees"
    case.command()  # warm up: validators compiled, registries loaded
    work: dict[str, Callable[[], object]] = {
        "floor": case.floor,
        "strict": lambda: _each(strict_loads, case.inputs),
        "schema": lambda: case.schema(parsed),
        "command": case.command,
    }
    write = case.write
    if write is not None:
        work["write"] = lambda: _each(write, case.outputs)
    files = case.files
    if files is not None:
        work["files"] = lambda: _read_files(files)
    times: dict[str, list[float]] = {name: [] for name in work}
    # The parsed inputs and the outputs stay alive for the schema and write parts: frozen,
    # the cyclic collector does not walk them during the other parts (the command's own
    # benchmark holds no such heap beside it).
    gc.freeze()
    try:
        for _ in range(repeats):
            for name, run in work.items():
                times[name].append(_timed(run))
    finally:
        gc.unfreeze()
    return {name: statistics.median(values) for name, values in times.items()}


def row(case: Corpus, seconds: dict[str, float]) -> str:
    """The table row of one corpus (see the module docstring for its columns)."""
    floor = seconds["floor"]
    parts = {name: seconds[name] / floor for name in PARTS if name in seconds}
    native = sum(parts.values())
    command = seconds["command"] / floor
    room, python = case.target - native, command - native
    cut = f"{python / room:.1f}x" if room > 0 else "none"
    shown = " | ".join(f"{parts[name]:.2f}" if name in parts else "—" for name in PARTS)
    return (
        f"| {case.operation} | {case.name} | {shown} | {native:.2f} | {command:.2f} | "
        f"<= {case.target:g} | {room:.2f} | {python:.2f} | {cut} |"
    )


HEADER = (
    "| operation | corpus | strict | schema | write | files | native | command | target "
    "| room | python | cut |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
)


def corpora(scratch: Path, quick: bool) -> Iterable[Corpus]:
    """The corpora of the targets still open, at the sizes bench_figures.py runs them."""
    yield validate_corpus(scratch, 1 if quick else 20)
    yield projection_corpus(scratch / "large", 20 if quick else 300, small=False)
    yield projection_corpus(scratch / "small", 40 if quick else 600, small=True)
    yield export_corpus(10 if quick else 100, small=False)
    yield export_corpus(40 if quick else 600, small=True)
    yield reverify_corpus(0.5 if quick else 4, 0, small=False)
    yield reverify_corpus(0, 40 if quick else 600, small=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="small corpora, one repeat")
    args = parser.parse_args()
    repeats = 1 if args.quick else args.repeats
    before = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    lines = [
        f"native parts of the per-core figures, medians of {repeats}, CPU time, x floor "
        "(orjson.loads of the same bytes in memory, in the same run)",
        "",
        *HEADER,
    ]
    with tempfile.TemporaryDirectory() as scratch:
        for case in corpora(Path(scratch), args.quick):
            lines.append(row(case, measure(case, repeats)))
    after = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    lines += ["", f"load averages (1, 5, 15 min): {before} before, {after} after"]
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
