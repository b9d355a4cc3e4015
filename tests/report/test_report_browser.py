"""The HTML report in a real browser (headless Chromium): it opens from disk, draws what the
engines found, and every count, lane and marker on the page is checked against what the
command line and the inputs say, computed here without the report's code."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import corpus
import orjson
import pytest
from _report_page import Report, run

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _report(
    tmp_path: Path, *inputs: str | Path, name: str = "report.html", extra: tuple[str, ...] = ()
) -> Path:
    out = tmp_path / name
    code, stdout, stderr = run("report", *map(str, inputs), "-o", str(out), *extra)
    assert code == 0, stderr
    assert "written to" in stdout
    return out


def _health(tmp_path: Path, *inputs: str | Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    folder = tmp_path / "health"
    code, stdout, stderr = run(
        "health", *map(str, inputs), "--output-dir", str(folder), "--format", "json"
    )
    assert code == 0, stderr
    verdicts = [
        orjson.loads(line) for line in (folder / "rollout_verdicts.jsonl").read_bytes().splitlines()
    ]
    return orjson.loads(stdout), verdicts


def _coverage(*inputs: str | Path) -> dict[str, Any]:
    code, stdout, stderr = run("coverage", *map(str, inputs), "--format", "json")
    assert code == 0, stderr
    return orjson.loads(stdout)


def _rows(path: Path) -> list[dict[str, Any]]:
    return [orjson.loads(line) for line in path.read_bytes().splitlines() if line.strip()]


def _text(report: Report, selector: str) -> str:
    return str(report.page.locator(selector).inner_text()).strip()


def _number(text: str) -> int:
    return int(text.replace(",", ""))


# -- the overview: the engines' counts --------------------------------------------------


def test_overview_counts_equal_health_and_coverage_json(
    tmp_path: Path, open_report: Any, screenshots: Path
) -> None:
    inputs = (EXAMPLES / "terminus" / "rows.jsonl", EXAMPLES / "run")
    report = open_report(_report(tmp_path, *inputs))
    summary, _ = _health(tmp_path, *inputs)
    coverage = _coverage(*inputs)
    report.page.screenshot(path=str(screenshots / "overview-terminus-run.png"), full_page=True)

    for verdict, count in summary["run"]["verdicts"].items():
        assert _number(_text(report, f'#verdicts [data-verdict="{verdict}"] .n')) == count
    table = summary["run"]["artifacts"]["coverage"]
    assert report.page.locator("#checks tr[data-check]").count() == len(table)
    for check, entry in table.items():
        row = f'#checks tr[data-check="{check}"]'
        assert _number(_text(report, f"{row} .evaluated")) == entry["evaluated"]
        assert _number(_text(report, f"{row} .unobserved")) == entry["unobserved"]
        assert _number(_text(report, f"{row} .flagged")) == entry["flagged"]

    agents = coverage["agents"]
    assert report.page.locator("#coverage tr[data-agent]").count() == len(agents)
    for agent in agents:
        name = agent["agent"] if agent["agent"] is not None else "(no agent_ref.name)"
        for criterion, entry in agent["criteria"].items():
            cell = report.page.locator(
                f'#coverage tr[data-agent="{name}"] td[data-criterion="{criterion}"]'
            )
            assert cell.get_attribute("data-verdict") == entry["verdict"]
            assert int(cell.get_attribute("data-full")) == entry["rows"]["full"]
            assert int(cell.get_attribute("data-applicable")) == entry["rows"]["applicable"]


def test_validation_counts_equal_validate_json(tmp_path: Path, open_report: Any) -> None:
    source = EXAMPLES / "rollouts.jsonl"
    report = open_report(_report(tmp_path, source))
    code, stdout, _ = run("validate", str(source), "--format", "json")
    assert code == 1
    by_code: dict[str, int] = {}
    for line in stdout.splitlines():
        finding = orjson.loads(line)
        by_code[finding["code"]] = by_code.get(finding["code"], 0) + 1
    shown = {
        str(row.get_attribute("data-code")): _number(row.locator(".findings").inner_text())
        for row in report.page.locator("#codes tr[data-code]").all()
    }
    assert shown == by_code


# -- filters and paging ---------------------------------------------------------------------


def _shown(report: Report) -> int:
    return int(report.page.locator("#shown").get_attribute("data-shown"))


def test_filters_change_what_is_shown(tmp_path: Path, open_report: Any) -> None:
    inputs = (EXAMPLES / "terminus" / "rows.jsonl", EXAMPLES / "run")
    report = open_report(_report(tmp_path, *inputs))
    summary, verdicts = _health(tmp_path, *inputs)
    # every try: the rollout records and the run folder's failure sidecar rows
    sidecar = _rows(EXAMPLES / "run" / "rollouts-step_000001-w1_failures.jsonl")
    total = summary["run"]["artifacts"]["records"] + len(sidecar)
    assert _shown(report) == total

    # filter to the failed tries: the one failed attempt, with its reason and attempt
    report.page.select_option("#filter-kind", "failed")
    failed = [r for r in sidecar if r["_ng_failure_class"] != "omitted"]
    assert _shown(report) == len(failed) == 1
    line = _text(report, "details.rollout .try-line")
    assert f"task {failed[0]['_ng_task_index']}, rollout {failed[0]['_ng_rollout_index']}" in line
    assert "attempt 1" in line and failed[0]["_ng_failure_message"] in line
    assert "not replaced" in line
    report.page.click("#clear")
    # the overview's counts of the tries filter too
    report.page.click('#tries [data-tries="omitted"] a.count')
    assert _shown(report) == 1
    assert report.page.locator("details.rollout").get_attribute("data-kind") == "omitted"
    report.page.click("#clear")
    assert _shown(report) == total

    report.page.select_option("#filter-verdict", "unhealthy")
    unhealthy = summary["run"]["verdicts"]["unhealthy"]
    assert 0 < _shown(report) == unhealthy < total
    items = report.page.locator("details.rollout").all()
    assert len(items) == unhealthy
    assert {item.get_attribute("data-verdict") for item in items} == {"unhealthy"}

    report.page.click("#clear")
    assert _shown(report) == total
    # A flagged count in the checks table lists exactly the rollouts behind it.
    report.page.click('#checks tr[data-check="model_call_failed"] .flagged a.count')
    flagged = [v for v in verdicts if any(f["check"] == "model_call_failed" for f in v["findings"])]
    assert _shown(report) == len(flagged) == 1
    assert report.page.locator("details.rollout .rid").inner_text() == flagged[0]["rollout_id"]

    report.page.click("#clear")
    report.page.select_option("#filter-agent", "calc_agent")
    assert _shown(report) == 3 + len(sidecar)  # the failed tries are calc_agent's too
    assert {
        item.get_attribute("data-agent") for item in report.page.locator("details.rollout").all()
    } == {"calc_agent"}


def test_paging_over_more_rollouts_than_a_page(tmp_path: Path, open_report: Any) -> None:
    rng = random.Random(7)
    rows = tmp_path / "many.jsonl"
    rows.write_bytes(
        b"".join(orjson.dumps(corpus.row(i, rng, turns=(1, 2))) + b"\n" for i in range(60))
    )
    report = open_report(_report(tmp_path, rows, extra=("--detail", "10")))
    page = report.page
    assert _shown(report) == 60
    seen: list[str] = []
    sizes = []
    for number in (1, 2, 3):
        assert page.locator(".pager .page").first.get_attribute("data-page") == str(number)
        keys = [str(i.get_attribute("data-line")) for i in page.locator("details.rollout").all()]
        sizes.append(len(keys))
        seen += keys
        if number < 3:
            page.locator(".pager .next").first.click()
    assert sizes == [25, 25, 10]
    assert seen == [str(line) for line in range(1, 61)]
    assert page.locator(".pager .next").first.is_disabled()
    # Beyond --detail a rollout is a summary row: listed and filterable, without its detail.
    item = report.open_rollout(page.locator("details.rollout").first.get_attribute("data-key"))
    assert item.locator(".summarised").count() == 1
    page.locator(".pager .prev").first.click()
    page.locator(".pager .prev").first.click()
    assert report.open_rollout("0").locator(".detail").count() == 1


# -- one rollout: lanes and markers ---------------------------------------------------------


def _expected_lanes(tools: list[dict[str, Any]]) -> dict[str, int]:
    """Lanes from the input's timestamps: in order of start, each interval takes the first
    lane whose intervals all ended by its start."""
    timed = [
        (t["started_at"], t["completed_at"], f"/ng_trajectory/tool_calls/{i}")
        for i, t in enumerate(tools)
        if isinstance(t.get("started_at"), int | float)
        and isinstance(t.get("completed_at"), int | float)
    ]
    lanes: list[list[tuple[float, float]]] = []
    out = {}
    for start, end, ptr in sorted(timed):
        for number, lane in enumerate(lanes):
            if all(e <= start or s >= end for s, e in lane) and all(e <= start for _, e in lane):
                lane.append((start, end))
                out[ptr] = number
                break
        else:
            lanes.append([(start, end)])
            out[ptr] = len(lanes) - 1
    return out


def test_one_lane_element_per_tool_interval(
    tmp_path: Path, open_report: Any, screenshots: Path
) -> None:
    rng = random.Random(11)
    rows = [corpus.row(i, rng, turns=(4, 6)) for i in range(3)]
    path = tmp_path / "parallel.jsonl"
    path.write_bytes(b"".join(orjson.dumps(r) + b"\n" for r in rows))
    report = open_report(_report(tmp_path, path))
    overlapping = 0
    for key, row in enumerate(rows):
        item = report.open_rollout(str(key))
        expected = _expected_lanes(row["ng_trajectory"]["tool_calls"])
        intervals = item.locator(".interval.tool").all()
        shown = {
            str(i.get_attribute("data-ref")): int(i.get_attribute("data-lane")) for i in intervals
        }
        assert len(intervals) == len(expected)
        assert shown == expected
        assert (
            int(item.locator(".timeline .track.tool").get_attribute("data-lanes"))
            == max(expected.values()) + 1
        )
        # Parallel lanes are drawn apart: an interval's box sits lower the higher its lane.
        tops = {}
        for interval in intervals:
            box = interval.bounding_box()
            tops.setdefault(int(interval.get_attribute("data-lane")), set()).add(round(box["y"]))
        assert all(len(ys) == 1 for ys in tops.values())
        assert sorted(tops, key=lambda lane: min(tops[lane])) == sorted(tops)
        overlapping += max(expected.values()) > 0
        if key == 0:
            item.screenshot(path=str(screenshots / "rollout-parallel-tools.png"))
    assert overlapping, "the corpus should hold parallel tool calls"


def _longest_prefix(path: str, pointers: set[str]) -> str:
    best = ""
    for pointer in pointers:
        if (path == pointer or path.startswith(pointer + "/")) and len(pointer) > len(best):
            best = pointer
    return best


def _markers(item: Any) -> list[dict[str, str]]:
    return item.locator(".marker").evaluate_all(
        """ms => ms.map(m => ({code: m.dataset.code, source: m.dataset.source, path: m.dataset.path,
              title: m.dataset.message, locator: m.dataset.locator,
              at: m.closest('[data-ptr]').getAttribute('data-ptr'),
              pointers: [''].concat(Array.from(m.closest('.detail').querySelectorAll('[data-ptr]')).map(e => e.getAttribute('data-ptr')))}))"""
    )


def test_one_marker_per_finding_at_the_pointed_element(
    tmp_path: Path, open_report: Any, screenshots: Path
) -> None:
    source = EXAMPLES / "rollouts.jsonl"
    report = open_report(_report(tmp_path, source))
    _, stdout, _ = run("validate", str(source), "--format", "json")
    findings: dict[int, list[dict[str, Any]]] = {}
    for line in stdout.splitlines():
        finding = orjson.loads(line)
        findings.setdefault(finding["line"], []).append(finding)
    _, verdicts = _health(tmp_path, source)
    checked = 0
    for item in report.page.locator("details.rollout[data-kind=row]").all():
        line = int(item.get_attribute("data-line"))
        item = report.open_rollout(str(item.get_attribute("data-key")))
        markers = _markers(item)
        expected = findings.get(line, [])
        validation = [m for m in markers if m["source"] == "validate"]
        assert sorted((m["code"], m["path"]) for m in validation) == sorted(
            (f["code"], f["path"]) for f in expected
        )
        for marker in validation:
            assert marker["at"] == _longest_prefix(marker["path"], set(marker["pointers"]))
        checked += len(validation)
        if line == 4:
            item.screenshot(path=str(screenshots / "rollout-findings.png"))
    assert checked == sum(len(v) for k, v in findings.items() if k != 7) > 0
    del verdicts


def test_health_markers_at_the_call_they_name(tmp_path: Path, open_report: Any) -> None:
    source = EXAMPLES / "terminus" / "rows.jsonl"
    report = open_report(_report(tmp_path, source))
    _, verdicts = _health(tmp_path, source)
    rows = _rows(source)
    for key, row in enumerate(rows):
        verdict = next(v for v in verdicts if v["rollout_id"] == row["ng_trajectory"]["rollout_id"])
        item = report.open_rollout(str(key))
        markers = [m for m in _markers(item) if m["source"] == "health"]
        assert sorted(m["code"] for m in markers) == sorted(f["check"] for f in verdict["findings"])
        for marker, finding in zip(
            sorted(markers, key=lambda m: m["code"]),
            sorted(verdict["findings"], key=lambda f: f["check"]),
            strict=True,
        ):
            call = finding["locator"]["call_id"]
            position = next(
                i
                for i, c in enumerate(row["ng_trajectory"]["model_calls"])
                if c.get("model_call_id") == call
            )
            assert marker["at"] == f"/ng_trajectory/model_calls/{position}"


# -- what the report must render --------------------------------------------------------------


def test_the_seeds_joined_example(tmp_path: Path, open_report: Any, screenshots: Path) -> None:
    joined = tmp_path / "joined.jsonl"
    code, _, err = run(
        "project",
        "--capture-dir",
        str(EXAMPLES / "joined" / "capture"),
        str(EXAMPLES / "joined" / "rows.jsonl"),
        "-o",
        str(joined),
    )
    assert code == 0, err
    row = _rows(joined)[0]
    trajectory = row["ng_trajectory"]
    report = open_report(_report(tmp_path, joined))
    item = report.open_rollout("0")
    item.screenshot(path=str(screenshots / "rollout-joined-example.png"))
    for i, invocation in enumerate(trajectory["invocations"]):
        node = item.locator(f'[data-ptr="/ng_trajectory/invocations/{i}"]')
        assert invocation["invocation_id"] in node.inner_text()
    for i, call in enumerate(trajectory["model_calls"]):
        cells = item.locator(f'tr[data-ptr="/ng_trajectory/model_calls/{i}"] td').all_inner_texts()
        assert str(call["token_stats"]["prompt_tokens"]) in cells
        assert str(call["token_stats"]["completion_tokens"]) in cells
    assert item.locator("tr[data-ptr^='/ng_trajectory/tool_calls/']").count() == len(
        trajectory["tool_calls"]
    )
    for i, gap in enumerate(trajectory["gaps"]):
        assert gap["code"] in item.locator(f'[data-ptr="/ng_trajectory/gaps/{i}"]').inner_text()


def test_terminus_rollout_with_its_compaction(
    tmp_path: Path, open_report: Any, screenshots: Path
) -> None:
    source = EXAMPLES / "terminus" / "rows.jsonl"
    row = _rows(source)[0]
    report = open_report(_report(tmp_path, source))
    item = report.open_rollout("0")
    item.screenshot(path=str(screenshots / "rollout-terminus.png"))
    records = row["ng_agent_observations"]["records"]
    compactions = [i for i, r in enumerate(records) if r["kind"] == "context_compaction"]
    assert compactions
    for i in compactions:
        node = item.locator(f'[data-ptr="/ng_agent_observations/records/{i}"]')
        assert "compaction" in node.inner_text()
        # shown inside the tree, under the invocation that compacted
        assert node.evaluate("n => n.closest('.tree') !== null")
    turns = row["ng_trajectory"]["turns"]
    shown = item.locator(".turn").all()
    assert len(shown) == len(turns)
    for element, turn in zip(shown, turns, strict=True):
        text = element.inner_text()
        assert turn["answer"] in text
        assert turn["question"][0]["content"] in text
    model = item.locator(".interval.model").all()
    assert len(model) == len(row["ng_trajectory"]["model_calls"])


def test_atif_documents(tmp_path: Path, open_report: Any, screenshots: Path) -> None:
    documents = sorted((EXAMPLES / "export").glob("*.json"))
    report = open_report(_report(tmp_path, *documents))
    assert _shown(report) == len(documents)
    for key, path in enumerate(documents):
        document = orjson.loads(path.read_bytes())
        item = report.open_rollout(str(key))
        steps = item.locator(".step").all()
        assert len(steps) == len(document["steps"])
        for i, step in enumerate(document["steps"]):
            element = item.locator(f'[data-ptr="/steps/{i}"]')
            assert step["source"] in element.text_content()
            for j, _ in enumerate(step.get("tool_calls", [])):
                assert item.locator(f'[data-ptr="/steps/{i}/tool_calls/{j}"]').count() == 1
            for j, result in enumerate(step.get("observation", {}).get("results", [])):
                assert (
                    result["content"]
                    in item.locator(f'[data-ptr="/steps/{i}/observation/results/{j}"]').inner_text()
                )
        if key == 0:
            item.screenshot(path=str(screenshots / "atif-0-0.png"))


@pytest.mark.parametrize("name", ["unreadable"])
def test_an_unreadable_line_is_listed_without_detail(
    tmp_path: Path, open_report: Any, name: str
) -> None:
    path = tmp_path / f"{name}.jsonl"
    path.write_bytes(b'{"a": 1,\n')
    report = open_report(_report(tmp_path, path))
    item = report.open_rollout("0")
    assert "cannot be read" in item.locator(".summarised").inner_text()


def _atif_case(description_start: str) -> dict[str, Any]:
    data = orjson.loads(
        (
            Path(__file__).resolve().parents[2] / "spec/conformance/atif/1.7/edge_cases.json"
        ).read_bytes()
    )
    return next(c for c in data["cases"] if c["description"].startswith(description_start))


def test_atif_subagent_trajectories_and_their_findings(tmp_path: Path, open_report: Any) -> None:
    good = tmp_path / "good.json"
    good.write_bytes(orjson.dumps(_atif_case("#18 two embedded subagents")["document"]))
    bad = tmp_path / "bad.json"
    bad.write_bytes(
        orjson.dumps(_atif_case("#17 embedded subagent whose steps start at 2")["document"])
    )
    report = open_report(_report(tmp_path, good, bad))
    for key, path in enumerate((good, bad)):
        document = orjson.loads(path.read_bytes())
        item = report.open_rollout(str(key))
        for i, sub in enumerate(document["subagent_trajectories"]):
            section = item.locator(f'[data-ptr="/subagent_trajectories/{i}"]')
            assert section.count() == 1
            assert section.locator(".step").count() == len(sub["steps"])
    code, stdout, _ = run("validate", str(bad), "--format", "json")
    assert code == 1
    expected = sorted((f["code"], f["path"]) for f in map(orjson.loads, stdout.splitlines()))
    markers = [
        m
        for m in _markers(report.page.locator('details.rollout[data-key="1"]'))
        if m["source"] == "validate"
    ]
    assert sorted((m["code"], m["path"]) for m in markers) == expected
    for marker in markers:
        assert marker["at"] == _longest_prefix(marker["path"], set(marker["pointers"]))
        assert marker["at"].startswith("/subagent_trajectories/")


def test_subagent_invocations_nest_under_their_parent(tmp_path: Path, open_report: Any) -> None:
    def invocation(name: str, parent: str | None) -> dict[str, Any]:
        value: dict[str, Any] = {
            "kind": "agent_invocation",
            "invocation_id": name,
            "status": "completed",
        }
        if parent is not None:
            value["parent_invocation_id"] = parent
        return value

    row = {
        "_ng_task_index": 0,
        "_ng_rollout_index": 0,
        "ng_trajectory": {
            "schema_version": "1.0",
            "task_id": "0",
            "rollout_id": "0-0",
            "invocations": [
                invocation("root", None),
                invocation("child", "root"),
                invocation("grandchild", "child"),
            ],
            "turns": [],
            "model_calls": [],
            "tool_calls": [],
            "gaps": [],
        },
    }
    path = tmp_path / "nested.jsonl"
    path.write_bytes(orjson.dumps(row) + b"\n")
    report = open_report(_report(tmp_path, path))
    item = report.open_rollout("0")
    depth = {
        name: item.locator(f'[data-ptr="/ng_trajectory/invocations/{i}"]').evaluate(
            "n => { let d = 0; for (let e = n; e; e = e.parentElement) if (e.tagName === 'UL') d++; return d; }"
        )
        for i, name in enumerate(("root", "child", "grandchild"))
    }
    assert depth["child"] == depth["root"] + 1
    assert depth["grandchild"] == depth["child"] + 1


def _health_target(locator: Any, row: Any) -> str:
    """Where a health finding belongs, read from the row: the model call its ``call_id``
    names, the turn its ``invocation_id`` and ``turn`` name, else the rollout."""
    trajectory = row.get("ng_trajectory") if isinstance(row, dict) else None
    trajectory = trajectory if isinstance(trajectory, dict) else {}
    if isinstance(locator, dict) and "call_id" in locator:
        for i, call in enumerate(trajectory.get("model_calls") or []):
            meta = call.get("response_metadata") or {} if isinstance(call, dict) else {}
            response = call.get("response") or {} if isinstance(call, dict) else {}
            ids = {call.get("model_call_id"), meta.get("response_id"), response.get("id")} - {None}
            if locator["call_id"] in ids:
                return f"/ng_trajectory/model_calls/{i}"
        return "/ng_trajectory/model_calls"
    if isinstance(locator, dict) and "turn" in locator:
        for i, turn in enumerate(trajectory.get("turns") or []):
            if (
                turn.get("invocation_id") == locator.get("invocation_id")
                and turn.get("turn_no") == locator["turn"]
            ):
                return f"/ng_trajectory/turns/{i}"
        return "/ng_trajectory/turns"
    return ""


def test_every_health_finding_of_the_vectors_at_its_element(
    tmp_path: Path, open_report: Any
) -> None:
    """Over the rows of every health vector: each health marker sits at the element its
    locator names, found here from the row itself."""
    from _vectors import cases

    rows = [
        row for vector in cases("health") for row in vector.case["rows"] if isinstance(row, dict)
    ]
    path = tmp_path / "health-vectors.jsonl"
    path.write_bytes(b"".join(orjson.dumps(row) + b"\n" for row in rows))
    report = open_report(_report(tmp_path, path, extra=("--detail", "50000")))
    _, verdicts = _health(tmp_path, path)
    page = report.page
    placed = 0
    where: set[str] = set()
    pages = int(page.locator(".pager .page").first.get_attribute("data-pages"))
    for number in range(pages):
        for element in page.locator("details.rollout[data-kind=row]").all():
            row = rows[int(element.get_attribute("data-line")) - 1]
            item = report.open_rollout(str(element.get_attribute("data-key")))
            for marker in _markers(item):
                if marker["source"] != "health":
                    continue
                locator = orjson.loads(marker["locator"])
                assert marker["at"] == _health_target(locator, row), (marker, locator)
                placed += 1
                where.add(
                    marker["at"].rsplit("/", 1)[0] if marker["at"].count("/") == 3 else marker["at"]
                )
        if number + 1 < pages:
            page.locator(".pager .next").first.click()
    assert placed == sum(len(verdict["findings"]) for verdict in verdicts)
    assert {"/ng_trajectory/model_calls", "/ng_trajectory/turns", ""} <= where, where


def test_a_coverage_cell_lists_the_rows_behind_it(tmp_path: Path, open_report: Any) -> None:
    inputs = (EXAMPLES / "terminus" / "rows.jsonl", EXAMPLES / "run")
    report = open_report(_report(tmp_path, *inputs))
    coverage = _coverage(*inputs)
    clicked = 0
    for agent in coverage["agents"]:
        for criterion, entry in agent["criteria"].items():
            rows = entry["rows"]
            behind = (
                rows["full"] if entry["verdict"] == "full" else rows["applicable"] - rows["full"]
            )
            if not behind:
                continue
            cell = f'#coverage tr[data-agent="{agent["agent"]}"] td[data-criterion="{criterion}"] a.count'
            report.page.click(cell)
            assert _shown(report) == behind
            agents = {
                i.get_attribute("data-agent") for i in report.page.locator("details.rollout").all()
            }
            assert agents == {agent["agent"]}
            clicked += 1
    assert clicked >= 4
