"""Fuzzing the commands beyond validate, in-process: project (enrich), health, coverage,
export (ATIF and OTLP), reverify's rebuild and the HTML report's views get mutated documents
and never raise.

Seeds are the conformance vectors of each operation and benchmark-corpus rows (ATIF
documents for the rebuild). Mutations: a value of another JSON type, a member removed, an
odd string, deep nesting, and, for the commands that read JSONL lines, truncated lines and
flipped bits. Every command reports bad input as findings, rejections or verdicts; none of
them documents an exception for it, so any exception is a bug.

Numbers beyond the range (1e20 as a count, 2**70 and the like) are left out of the mutations
on purpose: the number rules (``json.integer_out_of_range`` and the schemas' integer bounds)
are handled, and tested, on their own. Numbers at its edges are in: every number of one member
name set to the largest count (2**63 - 1) or the largest double, which each pass the number
rules and whose sums (a total, a metric summed over calls, a cost over steps) do not. Two
such sums raised OverflowError before this mutation existed (capture latencies summed by
``project``, step costs summed by the ATIF cost rule): with that code the capture test below
fails at the default count, the reverify one at ``nox -s fuzz``'s.

Also seeded: ``project`` reading a capture file of mutated capture lines (bench/
bench_projection.py's rollouts), and ATIF documents whose steps report costs.

``TRAJSPEC_FUZZ_EXAMPLES`` sets the number of mutated documents per command (300 by
default; ``nox -s fuzz`` runs 10,000).
"""

from __future__ import annotations

import copy
import math
import os
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import bench_projection
import corpus
import orjson
import pytest
from _vectors import cases

from trajspec._strictjson import MAX_DEPTH, StrictJsonError, loads
from trajspec.converters import (
    MessagesOptions,
    OtlpOptions,
    ProjectOptions,
    atif_to_otlp,
    dumps_otlp,
    project_chunk,
)
from trajspec.converters._atif_export.convert import export_atif
from trajspec.converters._atif_sources.read import read_lines_chunk
from trajspec.converters._messages.rows import document_entries
from trajspec.converters._report.build import report_chunk
from trajspec.converters._report.extract import atif_view
from trajspec.converters._reverify.rebuild import atif_to_response
from trajspec.validators import atif_findings
from trajspec.validators._coverage.batch import measure_chunk
from trajspec.validators._health.batch import health_chunk
from trajspec.validators._health.rollout import Settings

EXAMPLES = int(os.environ.get("TRAJSPEC_FUZZ_EXAMPLES", "300"))

#: Values of every JSON type, none of them a huge number (see the module docstring).
ODD_VALUES: tuple[Any, ...] = (
    None,
    True,
    False,
    0,
    -1,
    1.5,
    -0.0,
    "",
    "x",
    [],
    {},
    [1, "a"],
    {"k": None},
)
ODD_STRINGS: tuple[str, ...] = (
    "",
    " ",
    "\u0000",
    "\n\t",
    "-",
    "..",
    "../../etc/passwd",
    "a" * 5000,
    "ünïcødé",
    "😀" * 10,
    "\u202e",
    "call_1",
    "0",
    "null",
    "2026-13-45T99:99:99Z",
)


#: The edges of the range: each value passes the number rules; sums of two of them do not.
EDGE_INTS: tuple[int, ...] = (2**63 - 1, 2**62)
EDGE_FLOATS: tuple[float, ...] = (sys.float_info.max, 1e308)


def _at_the_edge(document: Any, rng: random.Random) -> Any:
    """Every number of one member name (the name of a number somewhere in the document) set
    to an edge value of its kind: an int to one of EDGE_INTS (its sign kept), a float to one
    of EDGE_FLOATS."""
    named = [
        (path[-1], value)
        for path in _paths(document)
        if path
        and isinstance(path[-1], str)
        and isinstance(value := _get(document, path), int | float)
        and not isinstance(value, bool)
    ]
    if not named:
        return document
    name = rng.choice(named)[0]
    big_int, big_float = rng.choice(EDGE_INTS), rng.choice(EDGE_FLOATS)

    def edge(value: Any) -> Any:
        if isinstance(value, bool) or not isinstance(value, int | float):
            return value
        sign = -1 if value < 0 else 1
        return sign * (big_int if isinstance(value, int) else big_float)

    for path in _paths(document):
        if path and path[-1] == name:
            document = _replace(document, path, edge)
    return document


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a document (containers and scalars alike)."""
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out.extend(_paths(item, (*path, key)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out.extend(_paths(item, (*path, index)))
    return out


def _replace(document: Any, path: tuple[Any, ...], make: Callable[[Any], Any]) -> Any:
    if not path:
        return make(document)
    parent = document
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = make(parent[path[-1]])
    return document


def _mutate_value(document: Any, rng: random.Random) -> Any:
    """One to three mutations of a copy of a parsed document, which stays within the
    nesting orjson writes (254 levels; nested twice it could go beyond)."""
    while True:
        mutated = _mutations(copy.deepcopy(document), rng)
        try:
            orjson.dumps(mutated)
        except orjson.JSONEncodeError:
            continue
        return mutated


def _mutations(document: Any, rng: random.Random) -> Any:
    for _ in range(rng.randint(1, 3)):
        places = _paths(document)
        path = rng.choice(places)
        kind = rng.randrange(6)
        if kind == 5:  # numbers at the edge of the range (see the module docstring)
            document = _at_the_edge(document, rng)
        elif kind == 0:  # another JSON type
            document = _replace(document, path, lambda _: copy.deepcopy(rng.choice(ODD_VALUES)))
        elif kind == 1 and path:  # a member (or element) removed
            parent = document
            for step in path[:-1]:
                parent = parent[step]
            del parent[path[-1]]
        elif kind == 2:  # an odd string
            document = _replace(document, path, lambda _: rng.choice(ODD_STRINGS))
        elif kind == 3:  # deep nesting (within what orjson writes)
            depth = rng.choice((2, 20, MAX_DEPTH - 2, MAX_DEPTH + 1, 200))

            def nest(value: Any, depth: int = depth) -> Any:
                for _ in range(depth):
                    value = [value] if rng.random() < 0.5 else {"k": value}
                return value

            document = _replace(document, path, nest)
        else:  # a container emptied, or a list's element repeated

            def emptied(value: Any) -> Any:
                if isinstance(value, list) and value and rng.random() < 0.5:
                    return [*value, copy.deepcopy(value[0])]
                return type(value)() if isinstance(value, dict | list) else value

            document = _replace(document, path, emptied)
    return document


def _mutate_line(document: Any, rng: random.Random) -> bytes:
    """A JSONL line: mostly a mutated document, sometimes broken bytes."""
    line = orjson.dumps(_mutate_value(document, rng))
    kind = rng.randrange(10)
    if kind == 0:
        line = line[: rng.randrange(len(line))]
    elif kind == 1:
        data = bytearray(line)
        for _ in range(rng.randint(1, 4)):
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        line = bytes(data)
    return line.replace(b"\n", b" ") + b"\n"


def _corpus_rows(count: int) -> list[dict[str, Any]]:
    rng = random.Random(7)
    return [corpus.row(i, rng, turns=(1, 3)) for i in range(count)]


def _vector_rows(operation: str, key: str) -> list[Any]:
    out = []
    for case in cases(operation):
        value = case.case.get(key)
        if isinstance(value, list):
            out.extend(v for v in value if isinstance(v, dict))
        elif isinstance(value, dict):
            out.append(value)
    return out


def _row_seeds(operation: str, key: str) -> list[Any]:
    seeds = _vector_rows(operation, key) + _corpus_rows(12)
    assert len(seeds) > 12  # the vectors of the operation were found
    return seeds


def _atif_seeds() -> list[Any]:
    rng = random.Random(11)
    seeds = [case.case["document"] for case in cases("reverify") if "document" in case.case]
    seeds += [corpus.atif_document(i, rng, steps=(2, 6)) for i in range(6)]
    seeds += [_with_costs(corpus.atif_document(i, rng, steps=(2, 6))) for i in range(3)]
    for row in _corpus_rows(6):
        exported = export_atif(row, session_id="fuzz", agent_version="1")
        if exported.document is not None:
            seeds.append(exported.document)
    assert len(seeds) > 12
    return seeds


def _with_costs(document: dict[str, Any]) -> dict[str, Any]:
    """An ATIF document whose agent steps each report a cost, and its total: the cost rule
    (atif.final_cost_matches) then sums them."""
    costs = []
    for step in document["steps"]:
        if step["source"] == "agent":
            step["metrics"]["cost_usd"] = 0.01 * step["step_id"]
            costs.append(step["metrics"]["cost_usd"])
    document["final_metrics"]["total_cost_usd"] = math.fsum(costs)
    return document


def _in_scratch_folder(tmp_path: Path, work: Callable[[], None]) -> None:
    """Run ``work`` in an empty folder, and check that it wrote nothing there."""
    cwd = Path.cwd()
    os.chdir(tmp_path)
    try:
        work()
    finally:
        os.chdir(cwd)
    assert list(tmp_path.iterdir()) == []


def test_project_never_raises(tmp_path: Path) -> None:
    rng = random.Random(21)
    seeds = _row_seeds("project", "row")
    options = ProjectOptions(capture_dir=None)

    def work() -> None:
        projected = 0
        for _ in range(EXAMPLES):
            outcomes = project_chunk([_mutate_line(rng.choice(seeds), rng)], 1, options)
            assert len(outcomes) <= 1  # none for a line cut down to a blank one
            projected += any(outcome.output is not None for outcome in outcomes)
        assert projected > EXAMPLES // 2  # most mutated rows are still read and projected

    _in_scratch_folder(tmp_path, work)


def test_project_reading_a_capture_never_raises(tmp_path: Path) -> None:
    # the rows and capture lines of bench/bench_projection.py: each example projects a row
    # with its capture file of mutated lines, read from the capture folder
    rng = random.Random(27)
    seeds = [bench_projection.rollout(i, rng) for i in range(8)]
    capture = tmp_path / "capture"
    capture.mkdir()
    options = ProjectOptions(capture_dir=str(capture))
    projected = 0
    for _ in range(EXAMPLES):
        row, lines = rng.choice(seeds)
        row = {**row, "_ng_task_index": 0, "_ng_rollout_index": 0}
        text = b"".join(_mutate_line(line, rng) for line in lines)
        (capture / "0-0.capture.jsonl").write_bytes(text)
        outcomes = project_chunk([orjson.dumps(row) + b"\n"], 1, options)
        assert len(outcomes) == 1
        projected += outcomes[0].output is not None
    assert projected == EXAMPLES  # a bad capture line is a gap, never a lost row


def test_health_never_raises(tmp_path: Path) -> None:
    rng = random.Random(22)
    seeds = _row_seeds("health", "rows")

    def work() -> None:
        for _ in range(EXAMPLES):
            digests = health_chunk([_mutate_line(rng.choice(seeds), rng)], 1, "f", 0, Settings())
            assert len(digests) <= 1  # none for a line cut down to a blank one

    _in_scratch_folder(tmp_path, work)


def test_coverage_never_raises(tmp_path: Path) -> None:
    rng = random.Random(23)
    seeds = _row_seeds("coverage", "lines")

    def work() -> None:
        for _ in range(EXAMPLES):
            measure_chunk([_mutate_line(rng.choice(seeds), rng)], 1, "f")

    _in_scratch_folder(tmp_path, work)


def test_export_never_raises(tmp_path: Path) -> None:
    rng = random.Random(24)
    seeds = _row_seeds("export", "row")

    def work() -> None:
        rejected = 0
        for _ in range(EXAMPLES):
            line = _mutate_line(rng.choice(seeds), rng)
            try:
                row = loads(line)
            except StrictJsonError:
                continue  # the batch reports the line; nothing reaches the converter
            result = export_atif(row, session_id="fuzz", agent_version="1")
            if result.document is None:
                assert result.findings  # a rejection always says why
            rejected += result.document is None
        assert rejected > 0

    _in_scratch_folder(tmp_path, work)


def test_messages_rows_never_raise(tmp_path: Path) -> None:
    """export --format messages' map step over mutated ATIF documents: each line is
    rejected with its findings or gives an entry per trajectory, never an exception."""
    rng = random.Random(27)
    seeds = _atif_seeds()
    options = (MessagesOptions(dialect="trl"), MessagesOptions(dialect="openai"))

    def work() -> None:
        accepted = 0
        for i in range(EXAMPLES):
            line = _mutate_line(rng.choice(seeds), rng)
            for outcome in read_lines_chunk(
                [line], 1, "f", None, document_entries, (options[i % 2],)
            ):
                assert outcome.rejected == (outcome.value is None)
                if outcome.value is not None:
                    accepted += 1
                    for entry in outcome.value:
                        assert (entry.reason is None) == (entry.line is not None)
                        if entry.line is not None:
                            orjson.loads(entry.line)
        assert accepted > 0

    _in_scratch_folder(tmp_path, work)


def _counts_of_view(view: dict[str, Any]) -> dict[str, Any]:
    tokens = sum((c["prompt"] or 0) + (c["completion"] or 0) for c in view["model_calls"])
    return {
        "turns": len(view["turns"]),
        "calls": len(view["model_calls"]),
        "tools": len(view["tool_calls"]),
        "tokens": tokens if -(2**63) <= tokens < 2**63 else None,
        "gaps": sorted({gap["code"] for gap in view["gaps"] if gap["code"]}),
        "tool_ms": [
            float(t["duration_ms"])
            if t["duration_ms"] is not None
            else (t["completed_at"] - t["started_at"]) * 1000.0
            for t in view["tool_calls"]
            if t["duration_ms"] is not None or t["lane"] is not None
        ],
    }


def test_report_views_never_raise(tmp_path: Path) -> None:
    rng = random.Random(26)
    rows = _row_seeds("health", "rows")
    documents = _atif_seeds()

    def work() -> None:
        for _ in range(EXAMPLES):
            items = report_chunk([_mutate_line(rng.choice(rows), rng)], 1, "f").extra
            assert len(items) <= 1  # none for a line cut down to a blank one
            if items and items[0]["kind"] == "row":
                # what is listed of every row is what its detail view shows
                assert items[0] == {**items[0], **_counts_of_view(orjson.loads(items[0]["view"]))}
            document = _mutate_value(rng.choice(documents), rng)
            if isinstance(document, dict):
                orjson.dumps(atif_view(document))  # plain JSON, whatever the document holds

    _in_scratch_folder(tmp_path, work)


def test_otlp_export_never_raises(tmp_path: Path) -> None:
    """What ``export --format otlp`` does with each document: ATIF's checks first, then the
    trace of every document they accept, in both conventions, as one line that is JSON."""
    rng = random.Random(27)
    seeds = _atif_seeds()

    def work() -> None:
        exported = 0
        for n in range(EXAMPLES):
            document = _mutate_value(rng.choice(seeds), rng)
            if any(f.severity == "error" for f in atif_findings(document)):
                continue
            options = OtlpOptions(
                conventions="genai" if n % 2 else "openinference", content=bool(n % 3)
            )
            line = dumps_otlp(atif_to_otlp(document, options))
            assert orjson.loads(line)["resourceSpans"]
            exported += 1
        assert exported > 0

    _in_scratch_folder(tmp_path, work)


def test_reverify_rebuild_never_raises(tmp_path: Path) -> None:
    rng = random.Random(25)
    seeds = _atif_seeds()

    def work() -> None:
        rebuilt = rejected = 0
        for _ in range(EXAMPLES):
            result = atif_to_response(_mutate_value(rng.choice(seeds), rng))
            if result.response is None:
                assert result.findings  # a rejection always says why
                rejected += 1
            else:
                rebuilt += 1
        assert rejected > 0

    _in_scratch_folder(tmp_path, work)


@pytest.mark.parametrize("seed", range(3))
def test_mutations_change_documents(seed: int) -> None:
    """The generator itself: mutated documents differ from their seeds, none carries a number
    beyond the range (kept out on purpose, see the module docstring), and some carry numbers at
    its edges."""
    rng = random.Random(seed)
    seeds = _corpus_rows(3)
    changed = edges = 0
    for _ in range(50):
        original = rng.choice(seeds)
        mutated = _mutate_value(original, rng)
        changed += mutated != original
        numbers = [
            v
            for p in _paths(mutated)
            if isinstance(v := _get(mutated, p), int | float) and not isinstance(v, bool)
        ]
        assert all(-(2**63) <= n < 2**63 for n in numbers if isinstance(n, int))
        assert all(math.isfinite(n) for n in numbers)
        edges += any(abs(n) >= 1e308 or abs(n) >= 2**62 for n in numbers)
    assert changed >= 40
    assert edges >= 3


def _get(document: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        document = document[step]
    return document


# -- what the fuzz found: a value of the wrong type where a string code or type is looked up


def test_a_capture_gap_code_of_another_type_is_kept_not_a_crash() -> None:
    line = (
        b'{"_ng_task_index": 0, "_ng_rollout_index": 0, "ng_model_call_capture": '
        b'{"rollout_id": "0-0", "calls": [], "gaps": [{"code": []}, {"code": {"a": 1}}]}}\n'
    )
    (outcome,) = project_chunk([line], 1, ProjectOptions(capture_dir=None))
    assert outcome.output is not None
    gaps = orjson.loads(outcome.output)["ng_model_call_capture"]["gaps"]
    assert [g for g in gaps if not isinstance(g.get("code"), str)] == [
        {"code": []},
        {"code": {"a": 1}},
    ]


def test_a_tool_call_type_of_another_type_is_no_tool_call() -> None:
    from trajspec.validators._health.evidence import has_tool_call

    assert has_tool_call([{"type": []}, {"type": {"k": 1}}]) is False
    assert has_tool_call([{"type": []}, {"type": "function_call"}]) is True


def test_a_gap_code_or_response_status_of_another_type_matches_nothing() -> None:
    from trajspec.converters._projection.perf import finished
    from trajspec.validators._health.evidence import derive
    from trajspec.validators._health.rollout import Settings, evaluate

    evidence = derive({}, {"gaps": [{"code": "x"}], "turns": [], "model_calls": []})
    assert evidence.contradiction_gaps == []
    # a gap code of another type breaks the trajectory's structure: health derives no
    # evidence of it (its walk trusts the schema) and the record is unreadable
    trajectory = {"schema_version": "1.0", "task_id": "t", "rollout_id": "r"}
    row = {"ng_trajectory": {**trajectory, "gaps": [{"code": []}, {"code": "x"}]}}
    digest = evaluate(row, settings=Settings())
    assert [(check, detail["error"]) for check, _, detail in digest.findings] == [
        ("record_unreadable", "schema.type")
    ]
    assert finished({"response_metadata": {"response_status": ["failed"]}}) is True
    assert finished({"response_metadata": {"response_status": "failed"}}) is False
