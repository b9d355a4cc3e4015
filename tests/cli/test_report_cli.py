"""``trajspec report`` end to end without a browser: exit codes, the output guard, a page
that needs nothing from the network, the same bytes for every --jobs, and the bounds."""

from __future__ import annotations

import os
import random
import re
from pathlib import Path
from typing import Any, BinaryIO

import corpus
import orjson
import pytest
from _report_page import run

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _data(page: bytes) -> dict[str, Any]:
    found = re.search(
        rb'<script type="application/json" id="report-data">(.*?)</script>', page, re.S
    )
    assert found is not None
    value: dict[str, Any] = orjson.loads(found.group(1))
    return value


def test_writes_one_self_contained_page(tmp_path: Path) -> None:
    out = tmp_path / "r.html"
    code, stdout, stderr = run("report", str(EXAMPLES / "run"), "-o", str(out))
    assert (code, stderr) == (0, "")
    assert stdout == (
        f"report of 3 documents and 2 failure rows (3 in full detail, 5 listed) written to {out}\n"
    )
    page = out.read_bytes()
    assert page.startswith(b"<!DOCTYPE html>")
    # Nothing is fetched: no external script, style, image or link.
    assert not re.search(rb"""(src|href)\s*=\s*["']?(https?:)?//""", page)
    assert b"<script src" not in page and b"<link" not in page
    data = _data(page)
    # the failure sidecar of the run folder is no rollout: its rows are listed as tries
    assert [(r["file"].rsplit("/", 1)[-1], r["kind"]) for r in data["rollouts"]] == [
        ("rollouts-step_000001-w0.jsonl", "row"),
        ("rollouts-step_000001-w0.jsonl", "row"),
        ("rollouts-step_000001-w1.jsonl", "row"),
        ("rollouts-step_000001-w1_failures.jsonl", "failed"),
        ("rollouts-step_000001-w1_failures.jsonl", "omitted"),
    ]
    assert data["totals"]["by_kind"] == {"row": 3}


def test_every_try_is_listed_with_its_reason_attempt_and_replacement(tmp_path: Path) -> None:
    """A run folder's failure sidecar: each failed attempt and omitted row is listed (not
    judged as a rollout) with its reason, its attempt number and the row that completed its
    try, if any; the sidecar of another shard does not replace."""
    run_dir = tmp_path / "run"
    run_dir.mkdir()
    agent = {"type": "responses_api_agents", "name": "a"}

    def row(task: int, rollout: int, **more: Any) -> bytes:
        value = {"_ng_task_index": task, "_ng_rollout_index": rollout, "agent_ref": agent}
        return orjson.dumps({**value, **more}) + b"\n"

    (run_dir / "rollouts-s0.jsonl").write_bytes(row(0, 0) + row(0, 1, _ng_attempt_index=2))
    (run_dir / "rollouts-s0_failures.jsonl").write_bytes(
        row(0, 1, _ng_failure_class="agent_run_error", _ng_failure_message="HTTP 500")
        + row(0, 1, _ng_failure_class="timeout", _ng_attempt_index=1)
        + row(1, 0, _ng_failure_class="omitted", _ng_failure_type="interrupted")
        + b"{oops\n"
    )
    (run_dir / "rollouts-s1_failures.jsonl").write_bytes(row(0, 0, _ng_failure_class="x"))
    out = tmp_path / "r.html"
    code, stdout, stderr = run("report", str(run_dir), "-o", str(out))
    assert code == 0, stderr
    assert "report of 2 documents and 5 failure rows" in stdout
    data = _data(out.read_bytes())
    assert data["totals"]["documents"] == 2  # failure rows are not judged as rollouts
    assert data["health"]["run"]["artifacts"]["records"] == 2
    assert data["tries"] == {"failed": 3, "omitted": 1, "unreadable": 1, "replaced": 2}
    by_place = {(Path(r["file"]).name, r["line"]): r for r in data["rollouts"]}
    completed = by_place[("rollouts-s0.jsonl", 2)]
    assert completed["attempt"] == 3
    first = by_place[("rollouts-s0_failures.jsonl", 1)]
    assert (first["kind"], first["attempt"], first["replaced_by"]) == (
        "failed",
        1,
        completed["key"],
    )
    assert first["reason"] == {"class": "agent_run_error", "message": "HTTP 500"}
    second = by_place[("rollouts-s0_failures.jsonl", 2)]
    assert (second["attempt"], second["replaced_by"]) == (2, completed["key"])
    omitted = by_place[("rollouts-s0_failures.jsonl", 3)]
    assert (omitted["kind"], omitted["attempt"], omitted["replaced_by"]) == ("omitted", 1, None)
    assert omitted["reason"]["type"] == "interrupted"
    assert by_place[("rollouts-s0_failures.jsonl", 4)]["kind"] == "unreadable"
    other = by_place[("rollouts-s1_failures.jsonl", 1)]
    assert other["replaced_by"] is None  # shard s1 has no row of try (0, 0)


def test_data_cannot_end_the_script_element(tmp_path: Path) -> None:
    rows = tmp_path / "rows.jsonl"
    rows.write_text(
        '{"_ng_task_index": 0, "_ng_rollout_index": 0, "agent_ref": {"name": "</script><script>alert(1)</script><!--"}}\n'
    )
    out = tmp_path / "r.html"
    assert run("report", str(rows), "-o", str(out))[0] == 0
    page = out.read_bytes()
    assert page.count(b"</script>") == 2  # the data's and the page script's own
    assert _data(page)["rollouts"][0]["agent"] == "</script><script>alert(1)</script><!--"


@pytest.mark.parametrize("detail", ["200", "3"])
def test_same_bytes_for_every_jobs(tmp_path: Path, detail: str) -> None:
    """With --detail 3 the detail bound is spent after the first chunks (of 64 KB, then
    more): the map steps stop building views (DetailGate) at different chunks for one job
    and for two, and the page is the same."""
    rng = random.Random(5)
    rows = tmp_path / "rows.jsonl"
    rows.write_bytes(
        b"".join(orjson.dumps(corpus.row(i, rng, turns=(2, 4))) + b"\n" for i in range(40))
    )
    one, two = tmp_path / "1.html", tmp_path / "2.html"
    assert run("report", str(rows), "-o", str(one), "--detail", detail)[0] == 0
    assert run("report", str(rows), "-o", str(two), "--jobs", "2", "--detail", detail)[0] == 0
    assert one.read_bytes() == two.read_bytes()
    assert _data(one.read_bytes())["totals"]["detailed"] == min(int(detail), 40)


def test_bounds(tmp_path: Path) -> None:
    rng = random.Random(6)
    rows = tmp_path / "rows.jsonl"
    rows.write_bytes(
        b"".join(orjson.dumps(corpus.row(i, rng, turns=(1, 2))) + b"\n" for i in range(30))
    )
    out = tmp_path / "r.html"
    assert run("report", str(rows), "-o", str(out), "--detail", "4")[0] == 0
    data = _data(out.read_bytes())
    assert data["totals"] == {"documents": 30, "listed": 30, "detailed": 4, "by_kind": {"row": 30}}
    assert [("detail" in r) for r in data["rollouts"]] == [True] * 4 + [False] * 26
    # a listed rollout without detail still carries what the filters need
    assert {"verdict", "codes", "checks", "agent", "cov"} <= set(data["rollouts"][-1])


def test_listing_is_bounded(tmp_path: Path) -> None:
    from trajspec._jsonl import Source
    from trajspec.converters import ReportLimits, build_report

    rows = tmp_path / "rows.jsonl"
    rows.write_bytes(b'{"_ng_task_index": 0, "_ng_rollout_index": 0}\n' * 12)
    data = build_report([Source(rows)], limits=ReportLimits(detail_rollouts=2, listed_rollouts=5))
    assert data["totals"]["documents"] == 12
    assert len(data["rollouts"]) == 5
    assert data["health"]["run"]["artifacts"]["records"] == 12


def test_progress_is_one_read_of_the_input(tmp_path: Path) -> None:
    from trajspec._jsonl import Source
    from trajspec.converters import build_report

    rows = tmp_path / "rows.jsonl"
    rows.write_bytes(b'{"_ng_task_index": 0, "_ng_rollout_index": 0}\n' * 3)
    document = tmp_path / "doc.json"
    document.write_bytes(b'{"schema_version": "ATIF-v1.4", "steps": []}')
    calls: list[tuple[int, int]] = []
    build_report(
        [Source(rows), Source(document, whole_document=True)],
        progress=lambda n, b: calls.append((n, b)),
    )
    size = rows.stat().st_size
    # one pass: documents and bytes only grow, and end at the inputs' sizes
    assert calls == [(3, size), (4, size + document.stat().st_size)]


class _CountingOpener:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.opens = 0

    def open(self) -> BinaryIO:
        self.opens += 1
        return self.path.open("rb")


@pytest.mark.parametrize("jobs", [1, 2])
def test_reads_each_input_once(tmp_path: Path, jobs: int) -> None:
    from trajspec._jsonl import LocalEngine, Source
    from trajspec.converters import build_report

    rows = tmp_path / "rows.jsonl"
    rows.write_bytes(b'{"_ng_task_index": 0, "_ng_rollout_index": 0}\n' * 3)
    opener = _CountingOpener(rows)
    data = build_report([Source(rows, opener=opener)], engine=LocalEngine(jobs))
    assert opener.opens == 1
    # and every engine saw every row: extraction, validation, health and coverage
    assert data["totals"]["documents"] == 3
    assert data["validation"]["documents"] == 3
    assert data["health"]["run"]["artifacts"]["records"] == 3
    assert data["coverage"]["rows"] == 3


@pytest.mark.parametrize("where", ["same", "link"])
def test_refuses_an_output_that_is_an_input(tmp_path: Path, where: str) -> None:
    rows = tmp_path / "rows.jsonl"
    rows.write_bytes((EXAMPLES / "terminus" / "rows.jsonl").read_bytes())
    before = rows.read_bytes()
    out = rows
    if where == "link":
        out = tmp_path / "hard.html"
        out.hardlink_to(rows)
    code, _, stderr = run("report", str(rows), "-o", str(out))
    assert code == 2
    assert "trajspec:" in stderr
    assert rows.read_bytes() == before


def test_usage_errors(tmp_path: Path) -> None:
    out = tmp_path / "r.html"
    assert run("report", str(tmp_path / "missing.jsonl"), "-o", str(out))[0] == 2
    assert run("report", str(EXAMPLES / "run"), "-o", str(out), "--detail", "-1")[0] == 2
    code, _, stderr = run("report", "-", "-o", str(out))
    assert code == 2
    assert "not - (stdin)" in stderr
    assert (
        run("report", str(EXAMPLES / "run"), "-o", str(tmp_path / "no" / "dir" / "r.html"))[0] == 2
    )
    (tmp_path / "folder.html").mkdir()
    assert run("report", str(EXAMPLES / "run"), "-o", str(tmp_path / "folder.html"))[0] == 2
    assert not out.exists()


def test_bad_lines_are_listed_not_a_traceback(tmp_path: Path) -> None:
    rows = tmp_path / "rows.jsonl"
    rows.write_bytes(b'{"a": NaN}\n[1]\n{"_ng_task_index": 1e400}\n{"x": 1, "x": 2}\n')
    out = tmp_path / "r.html"
    code, _, stderr = run("report", str(rows), "-o", str(out))
    assert (code, stderr) == (0, "")
    data = _data(out.read_bytes())
    assert data["totals"]["documents"] == 4
    assert data["health"]["run"]["artifacts"]["records"] == 4


def test_documents_are_listed_in_the_order_of_the_inputs(tmp_path: Path) -> None:
    out = tmp_path / "r.html"
    inputs = [
        EXAMPLES / "terminus" / "rows.jsonl",
        EXAMPLES / "export" / "1-0.json",
        EXAMPLES / "run" / "rollouts-step_000001-w1.jsonl",
    ]
    assert run("report", *map(str, inputs), "-o", str(out))[0] == 0
    listed = [
        (r["kind"], r["file"].rsplit("/", 1)[-1], r["line"])
        for r in _data(out.read_bytes())["rollouts"]
    ]
    assert listed == [
        ("row", "rows.jsonl", 1),
        ("row", "rows.jsonl", 2),
        ("row", "rows.jsonl", 3),
        ("atif", "1-0.json", 1),
        ("row", "rollouts-step_000001-w1.jsonl", 1),
    ]


def _with_counts(value: Any, counts: dict[str, int]) -> Any:
    """``value`` with every member named in ``counts`` that holds an int set to its count."""
    if isinstance(value, dict):
        return {
            k: counts[k] if k in counts and type(v) is int else _with_counts(v, counts)
            for k, v in value.items()
        }
    if isinstance(value, list):
        return [_with_counts(v, counts) for v in value]
    return value


@pytest.mark.parametrize(
    ("counts", "tokens"),
    [
        # every count fits the signed 64-bit range; their sum over a rollout does not (it
        # passed even what orjson writes, and the page was not written: exit 3)
        ({"prompt_tokens": 2**63 - 1, "completion_tokens": 2**63 - 1}, [None, None, None]),
        # the last rollout has one call: its sum is the largest count
        ({"prompt_tokens": 2**63 - 1, "completion_tokens": 0}, [None, None, 2**63 - 1]),
        # negative counts (a finding of validate; the report draws them): below the range
        ({"prompt_tokens": -(2**63), "completion_tokens": -1}, [None, None, None]),
    ],
    ids=["past the range", "on its edge", "below it"],
)
def test_a_token_sum_past_the_range_is_shown_unknown(
    tmp_path: Path, counts: dict[str, int], tokens: list[int | None]
) -> None:
    rows = tmp_path / "rows.jsonl"
    lines = (EXAMPLES / "terminus" / "rows.jsonl").read_bytes().splitlines()
    rows.write_bytes(
        b"".join(orjson.dumps(_with_counts(orjson.loads(line), counts)) + b"\n" for line in lines)
    )
    document = _with_counts(orjson.loads((EXAMPLES / "export" / "1-0.json").read_bytes()), counts)
    atif = tmp_path / "1-0.json"
    atif.write_bytes(orjson.dumps(document, option=orjson.OPT_INDENT_2) + b"\n")
    out = tmp_path / "r.html"
    code, _, stderr = run("report", str(rows), str(atif), "-o", str(out))
    assert (code, stderr) == (0, "")
    listed = _data(out.read_bytes())["rollouts"]
    assert [r["tokens"] for r in listed[:3]] == tokens
    metrics = [s["metrics"] for s in document["steps"] if s.get("metrics")]
    total = sum(m.get("prompt_tokens", 0) + m.get("completion_tokens", 0) for m in metrics)
    assert len(metrics) > 1  # the document's sum passes the range in every case
    assert listed[3]["tokens"] is None
    assert not -(2**63) <= total < 2**63


def test_a_title_or_input_name_that_is_not_utf8_is_shown_escaped(tmp_path: Path) -> None:
    """A --title byte that is not UTF-8 (os.fsdecode keeps it as a lone surrogate) made the
    page unencodable: exit 3. It is shown as ``\\xff``, as file names are, in the title and
    in the default title that names the inputs."""
    rows = tmp_path / os.fsdecode(b"rows\xfe.jsonl")
    rows.write_text('{"_ng_task_index": 0, "_ng_rollout_index": 0}\n')
    out = tmp_path / "r.html"
    code, _, err = run("report", str(rows), "-o", str(out), "--title", os.fsdecode(b"a\xffb"))
    assert code == 0, err
    assert _data(out.read_bytes())["title"] == "a\\xffb"
    assert b"<title>a\\xffb</title>" in out.read_bytes()
    code, _, err = run("report", str(rows), "-o", str(out))
    assert code == 0, err
    assert _data(out.read_bytes())["title"].endswith("rows\\xfe.jsonl")


def test_compare_two_bundled_runs(tmp_path: Path) -> None:
    """run_b is the next run of run's tasks (examples/make_run.py --next): task 0 regressed
    (reward 1.0 -> 0.0, a failed model call), task 2 rollout 1 and task 3 rollout 0 are in
    run_b only; the page is the same for every --jobs."""
    one, two = tmp_path / "1.html", tmp_path / "2.html"
    code, stdout, stderr = run(
        "report", str(EXAMPLES / "run"), "--compare", str(EXAMPLES / "run_b"), "-o", str(one)
    )
    assert code == 0, stderr
    assert stdout.startswith(
        "report of 3 documents and 2 failure rows (3 in full detail, 5 listed)"
    )
    assert " vs report of 5 documents (5 in full detail, 5 listed) written to " in stdout
    args = ("report", str(EXAMPLES / "run"), "--compare", str(EXAMPLES / "run_b"))
    assert run(*args, "-o", str(two), "--jobs", "2")[0] == 0
    assert one.read_bytes() == two.read_bytes()
    data = _data(one.read_bytes())
    compared = data["compare"]
    assert [run_data["totals"]["documents"] for run_data in data["runs"]] == [3, 5]
    first = compared["tasks"][0]
    assert (first["task"], first["reward_diff"], first["regressed"]) == ("0 (calc-17x3)", -1.0, 1)
    assert first["a"]["verdicts"] == {"healthy": 1} and first["b"]["verdicts"] == {"unhealthy": 1}
    assert all(t["reward_diff"] in (0.0, None) for t in compared["tasks"][1:])
    changes = {p["identity"]: p["change"] for p in compared["pairs"]}
    assert changes == {
        "task 0, rollout 0": "regressed",
        "task 1, rollout 0": "same",
        "task 2, rollout 0": "same",
        "task 2, rollout 1": "only",
        "task 3, rollout 0": "only",
    }
    assert compared["pairs"][0]["identity"] == "task 0, rollout 0"  # regressions first
    assert compared["only_a"] == [] and compared["only_b"] == [
        "task 2, rollout 1",
        "task 3, rollout 0",
    ]
    flagged = {r["name"]: (r["a"], r["b"], r["diff"]) for r in compared["checks"]}
    assert flagged["model_call_failed"] == (0, 1, 1)
    assert {r["name"]: r["diff"] for r in compared["tries"]}["failed"] == -1
    assert "help" in data and "model_call_failed" in data["help"]


def test_compare_pairs_by_rollout_id_without_indices() -> None:
    from trajspec.converters import compare_reports

    def data(*items: dict[str, Any]) -> dict[str, Any]:
        rollouts = [
            {"kind": "row", "key": str(i), "checks": [], "codes": [], **item}
            for i, item in enumerate(items)
        ]
        return {
            "title": "t",
            "rollouts": rollouts,
            "health": None,
            "coverage": None,
            "validation": {"by_code": {}},
            "tries": {"failed": 0},
        }

    a = data(
        {"rollout_id": "x", "reward": 1.0, "verdict": "healthy"},
        {"rollout_id": "y", "reward": 0.5, "verdict": "healthy"},
        {"rollout_id": "z", "reward": 0.5, "verdict": "healthy"},
    )
    b = data(
        {"rollout_id": "y", "reward": 0.5, "verdict": "unhealthy"},
        {"rollout_id": "x", "reward": 0.0, "verdict": "healthy"},
        {"rollout_id": "z", "reward": 1.0, "verdict": "healthy"},
    )
    compared = compare_reports(a, b)
    got = [(p["identity"], p["change"], p["a"]["key"], p["b"]["key"]) for p in compared["pairs"]]
    # the reward that fell most first, then the verdict that got worse, then the improvement
    assert got == [
        ("id x", "regressed", "0", "1"),
        ("id y", "regressed", "1", "0"),
        ("id z", "improved", "2", "2"),
    ]
