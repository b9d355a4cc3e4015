"""Integers beyond 64 bits (``1e20``, ``18446744073709551615``, ``1e308``) through every
command: a coded finding or a row left out and said so, the documented exit code, never a
crash, and the other rows unaffected (trajspec/_jsonvalues.py states the rule)."""

from __future__ import annotations

import io
import json
import math
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import orjson
import pytest
from _reverify_fixtures import write_export

from trajspec._cli.app import main
from trajspec.converters import RunRecorder

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rollouts.jsonl"
BIGS = ["1e20", "18446744073709551615", "1e308"]
#: The largest integer that still fits, and its negative bound: never a finding.
FITS = ["9223372036854775807", "9.2e18"]
TOKEN_STATS = "/ng_trajectory/model_calls/0/token_stats/prompt_tokens"


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(list(argv), stderr=err)
    return code, out.getvalue(), err.getvalue()


def base_row(task: int) -> dict[str, Any]:
    row = json.loads(EXAMPLE.read_text().splitlines()[0])
    row["_ng_task_index"] = task
    row["ng_trajectory"]["rollout_id"] = row["ng_model_call_capture"]["rollout_id"] = f"{task}-0"
    return row


def write_rows(folder: Path, number: str, *, prechecked: bool = False) -> Path:
    """Three rows; the second carries ``number`` (as written) as a prompt token count, in
    ng_perf and in its trajectory's token stats. ``prechecked``: rows that export's row-level
    pre-check lets through (no gap, a completed invocation), so that the export reaches the
    numbers (a row the pre-check rejects is not read further)."""
    rows = [base_row(task) for task in range(3)]
    for row in rows if prechecked else ():
        row["ng_trajectory"]["gaps"] = []
        for invocation in row["ng_trajectory"]["invocations"]:
            invocation["status"] = "completed"
    lines = [orjson.dumps(row).decode() for row in rows]
    lines[1] = lines[1].replace('"prompt_tokens":12', f'"prompt_tokens":{number}')
    assert lines[1].count(number) == 2
    path = folder / "rows.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return path


def no_crash(code: int, err: str) -> None:
    assert code != 3 and "Traceback" not in err and "internal error" not in err


@pytest.mark.parametrize("big", BIGS)
def test_validate_reports_the_count_beyond_64_bits(tmp_path: Path, big: str) -> None:
    code, out, err = run("validate", str(write_rows(tmp_path, big)), "--format", "json")
    no_crash(code, err)
    assert code == 1
    found = [json.loads(line) for line in out.splitlines()]
    assert {(f["line"], f["code"], f["path"]) for f in found} == {
        (2, "number.out_of_range", "/ng_perf/prompt_tokens"),
        (2, "number.out_of_range", "/ng_trajectory/model_calls/0/token_stats/prompt_tokens"),
    }


@pytest.mark.parametrize("fits", FITS)
def test_validate_accepts_the_largest_count_that_fits(tmp_path: Path, fits: str) -> None:
    code, out, err = run("validate", str(write_rows(tmp_path, fits)), "--format", "json")
    assert (code, out) == (0, "")
    assert "0 with findings" in err


@pytest.mark.parametrize("big", BIGS)
def test_project_rejects_the_row(tmp_path: Path, big: str) -> None:
    (tmp_path / "capture").mkdir()
    target = tmp_path / "out.jsonl"
    rows = write_rows(tmp_path, big)
    code, _, err = run(
        "project", "--capture-dir", str(tmp_path / "capture"), str(rows), "-o", str(target)
    )
    no_crash(code, err)
    assert code == 1
    assert f"{rows}:2: number.out_of_range: {TOKEN_STATS}" in err
    assert ":1:" not in err and ":3:" not in err
    assert not target.exists()


@pytest.mark.parametrize("big", BIGS)
@pytest.mark.parametrize("command", ["perf", "aggregate"])
def test_perf_figures_leave_the_row_out_and_say_so(tmp_path: Path, big: str, command: str) -> None:
    rows = write_rows(tmp_path, big)
    code, out, err = run(command, str(rows), "--format", "json")
    no_crash(code, err)
    assert code == 0
    data = json.loads(out)
    assert data["rollouts"] == 3 and data["with_ng_perf"] == 2
    assert data["left_out_of_perf_summary"] == 1
    assert data["perf_summary"]["total_prompt_tokens"] == 24  # the two other rows, 12 each
    assert f"{rows}:2: left out of perf_summary: number.out_of_range: /ng_perf/prompt_tokens" in err
    code, out, err = run(command, str(rows))
    assert code == 0 and "left out of perf_summary (see stderr)" in out


@pytest.mark.parametrize("command", ["perf", "aggregate"])
def test_perf_figures_leave_out_a_row_that_would_overflow_a_total(
    tmp_path: Path, command: str
) -> None:
    rows = [base_row(task) for task in range(4)]
    rows[0]["ng_perf"]["prompt_tokens"] = 2**62
    rows[1]["ng_perf"]["prompt_tokens"] = 2**62 - 1  # the total is 2**63 - 1 now
    rows[2]["ng_perf"]["prompt_tokens"] = 1  # one more would not fit
    rows[3]["ng_perf"]["prompt_tokens"] = 0
    rows[1]["ng_perf"]["total_latency_ms"] = 1e308
    rows[3]["ng_perf"]["total_latency_ms"] = 1e308  # the total would be infinite
    path = tmp_path / "rows.jsonl"
    path.write_bytes(b"".join(orjson.dumps(row) + b"\n" for row in rows))
    code, out, err = run(command, str(path), "--format", "json")
    no_crash(code, err)
    assert code == 0
    data = json.loads(out)
    assert data["left_out_of_perf_summary"] == 2
    assert data["perf_summary"]["total_prompt_tokens"] == 2**63 - 1
    assert math.isfinite(data["perf_summary"]["total_latency_mean_ms"])
    assert f"{path}:3: left out of perf_summary: /ng_perf/prompt_tokens" in err
    assert f"{path}:4: left out of perf_summary: /ng_perf/total_latency_ms" in err
    assert ":1:" not in err and ":2:" not in err


def test_perf_reports_stay_as_they_were_without_such_rows(tmp_path: Path) -> None:
    code, out, err = run("perf", str(write_rows(tmp_path, "13")), "--format", "json")
    assert code == 0 and err == ""
    assert "left_out_of_perf_summary" not in json.loads(out)


@pytest.mark.parametrize("big", BIGS)
def test_health_judges_the_row_unreadable(tmp_path: Path, big: str) -> None:
    rows = write_rows(tmp_path, big)
    code, _, err = run("health", str(rows), "--output-dir", str(tmp_path / "h"))
    no_crash(code, err)
    assert code == 0
    verdicts = [json.loads(line) for line in (tmp_path / "h" / "rollout_verdicts.jsonl").open()]
    unreadable = [
        v for v in verdicts if any(f["check"] == "record_unreadable" for f in v["findings"])
    ]
    assert len(unreadable) == 1 and len(verdicts) == 3
    (finding,) = [f for f in unreadable[0]["findings"] if f["check"] == "record_unreadable"]
    assert finding["detail"]["error"] == "number.out_of_range"
    assert finding["locator"]["line"] == 2


def trajectory_row(task: int, input_tokens: int) -> dict[str, Any]:
    """The example's second row as rollout ``task``-0: a valid trajectory of three calls
    (2,400 prompt and 90 completion tokens captured), its usage ``input_tokens`` and 90."""
    row = json.loads(EXAMPLE.read_text().splitlines()[1])
    row["_ng_task_index"] = task
    row["response"]["usage"]["input_tokens"] = input_tokens
    text = orjson.dumps(row).decode().replace('"rollout_id":"1-0"', f'"rollout_id":"{task}-0"')
    parsed: dict[str, Any] = json.loads(text)
    return parsed


def test_health_leaves_out_of_its_token_totals_a_record_that_would_carry_one_past_64_bits(
    tmp_path: Path,
) -> None:
    rows = [
        trajectory_row(0, 2**62),
        trajectory_row(1, 2**62 - 1 - 2400),  # the prompt total is 2**63 - 1 - 2400 now
        trajectory_row(2, 2401),  # one past: this record's four counts stay out
        trajectory_row(3, 2400),  # fits exactly
    ]
    path = tmp_path / "rows.jsonl"
    path.write_bytes(b"".join(orjson.dumps(row) + b"\n" for row in rows))
    code, out, err = run(
        "health", str(path), "--output-dir", str(tmp_path / "h"), "--format", "json"
    )
    no_crash(code, err)
    assert code == 0
    written = json.loads((tmp_path / "h" / "quality_summary.json").read_bytes())
    assert json.loads(out) == written
    tokens = written["run"]["stats"]["tokens"]
    assert tokens == {
        "prompt": 2**63 - 1,
        "completion": 90 * 3,
        "capture_prompt": 2400 * 3,
        "capture_completion": 90 * 3,
        "left_out": 1,
    }
    assert written["run"]["artifacts"]["records"] == 4
    assert f"{path}:3: left out of the token totals: " in err
    assert ":1:" not in err and ":2:" not in err and ":4:" not in err
    code, out, err = run("health", str(path), "--output-dir", str(tmp_path / "h"))
    assert code == 0 and "1 record left out of the token totals (see stderr)" in out


def test_health_token_totals_hold_every_record_that_fits(tmp_path: Path) -> None:
    path = tmp_path / "rows.jsonl"
    rows = [trajectory_row(0, 2**63 - 1 - 2400), trajectory_row(1, 2400)]
    path.write_bytes(b"".join(orjson.dumps(row) + b"\n" for row in rows))
    code, out, err = run(
        "health", str(path), "--output-dir", str(tmp_path / "h"), "--format", "json"
    )
    assert code == 0 and "left out" not in err
    tokens = json.loads(out)["run"]["stats"]["tokens"]
    assert tokens == {
        "prompt": 2**63 - 1,
        "completion": 180,
        "capture_prompt": 4800,
        "capture_completion": 180,
    }


@pytest.mark.parametrize("big", BIGS)
def test_coverage_skips_the_row_with_its_code(tmp_path: Path, big: str) -> None:
    rows = write_rows(tmp_path, big)
    code, out, err = run("coverage", str(rows), "--format", "json")
    no_crash(code, err)
    assert code == 0
    assert f"{rows}:2: number.out_of_range: {TOKEN_STATS}" in err
    assert json.loads(out)["unreadable_lines"] == 1


@pytest.mark.parametrize("big", BIGS)
def test_export_rejects_the_row_with_an_export_code(tmp_path: Path, big: str) -> None:
    rows = write_rows(tmp_path, big, prechecked=True)
    code, out, err = run(
        "export", "--format", "atif", "--rollouts", str(rows), "--output-dir",
        str(tmp_path / "x"), "--session-id", "s", "--agent-version", "1", "--report", "json",
    )  # fmt: skip
    no_crash(code, err)
    assert code == 1
    found = [json.loads(line) for line in out.splitlines()]
    assert [(f["line"], f["path"]) for f in found if f["code"] == "export.number_out_of_range"] == [
        (2, "/ng_trajectory/model_calls/0/token_stats/prompt_tokens")
    ]
    assert not any(f["code"].startswith("number.") for f in found)
    # the rows around it are judged as before
    codes = {line: sorted(f["code"] for f in found if f["line"] == line) for line in (1, 3)}
    assert codes[1] == codes[3] and "export.number_out_of_range" not in codes[1]


EXPORT_RANGE = (
    Path(__file__).resolve().parents[2] / "spec/conformance/atif/1.7/export-number-range.json"
)


@pytest.mark.parametrize(("first", "exported"), [(2**63 - 1 - 130, True), (2**63 - 1, False)])
def test_export_rejects_a_row_whose_final_total_would_pass_64_bits(
    tmp_path: Path, first: int, exported: bool
) -> None:
    row = json.loads(EXPORT_RANGE.read_text())["cases"][1]["row"]
    calls = row["ng_trajectory"]["model_calls"]
    calls[0]["token_stats"]["prompt_tokens"] = first
    assert calls[1]["token_stats"]["prompt_tokens"] == 130
    path = tmp_path / "rows.jsonl"
    path.write_bytes(orjson.dumps(row) + b"\n")
    out_dir = tmp_path / "x"
    code, out, err = run(
        "export", "--format", "atif", "--rollouts", str(path), "--output-dir",
        str(out_dir), "--session-id", "s", "--agent-version", "1", "--report", "json",
    )  # fmt: skip
    no_crash(code, err)
    if exported:
        assert code == 0
        (document,) = [p for p in out_dir.iterdir() if p.name != "manifest.jsonl"]
        assert json.loads(document.read_bytes())["final_metrics"]["total_prompt_tokens"] == (
            2**63 - 1
        )
        return
    assert code == 1 and not out_dir.exists()
    found = [json.loads(line) for line in out.splitlines()]
    assert [(f["code"], f["path"]) for f in found] == [
        ("export.number_out_of_range", "/ng_trajectory/model_calls")
    ]
    assert str(2**63 + 129) in found[0]["message"]


@pytest.mark.parametrize("big", BIGS)
def test_reverify_rejects_that_document_alone(tmp_path: Path, big: str) -> None:
    manifest, inputs = write_export(tmp_path, rollouts=3)
    document = tmp_path / "export" / "0-1.json"
    text = document.read_text().replace('"prompt_tokens": 100', f'"prompt_tokens": {big}', 1)
    document.write_text(text)
    entries = [json.loads(line) for line in manifest.read_text().splitlines()]
    del entries[1]["expected_sha256"]  # optional; the document was changed on purpose
    manifest.write_text("".join(json.dumps(e) + "\n" for e in entries))
    out = tmp_path / "out.jsonl"
    code, _, err = run(
        "reverify", "--manifest", str(manifest), "--inputs", str(inputs), "--output", str(out),
        "--dry-run", "--format", "json",
    )  # fmt: skip
    no_crash(code, err)
    assert code == 1
    assert len(out.read_text().splitlines()) == 2
    (failure,) = [json.loads(line) for line in (tmp_path / "out_failures.jsonl").open()]
    assert failure["_ng_rollout_index"] == 1
    assert failure["codes"] == ["atif.number_out_of_range"]
    assert failure["findings"][0]["path"] == "/steps/2/metrics/prompt_tokens"


@pytest.mark.parametrize("big", BIGS)
def test_status_counts_a_materialized_input_beyond_64_bits_apart(tmp_path: Path, big: str) -> None:
    with RunRecorder(tmp_path, "s0") as shard:
        for task in range(3):
            row = shard.prepare(
                {"task_id": f"t{task}", "_ng_task_index": task, "_ng_rollout_index": 0}
            )
            shard.record({**row, "reward": 1.0})
    _rewrite_committed(tmp_path, "rollouts-s0_materialized_inputs.jsonl", '"_ng_task_index":1', big)
    resume = tmp_path / "resume.jsonl"
    code, out, err = run("status", str(tmp_path), "--format", "json", "--resume-out", str(resume))
    no_crash(code, err)
    assert code == 0
    (shard_report,) = json.loads(out)["shards"]
    assert shard_report["rows_without_indices"] == 1
    assert shard_report["completed"] == 3


def _rewrite_committed(folder: Path, name: str, old: str, big: str) -> None:
    """Change a committed shard file and commit the change in its manifest."""
    import hashlib

    path = folder / name
    data = path.read_bytes().replace(
        old.encode(), old.split(":")[0].encode() + b":" + big.encode(), 1
    )
    path.write_bytes(data)
    manifest_path = folder / "rollouts-s0_manifest.json"
    manifest = json.loads(manifest_path.read_text())
    for entry in manifest["files"].values():
        if isinstance(entry, dict) and entry.get("path") == name:
            entry["sha256"] = hashlib.sha256(data).hexdigest()
            entry["bytes"] = len(data)
    manifest_path.write_text(json.dumps(manifest, indent=2) + "\n")


# -- recording ------------------------------------------------------------------------------

ODD_RESULTS = {
    "nan": {"reward": math.nan},
    "inf": {"ng_perf": {"total_latency_ms": math.inf}},
    "big_int": {"ng_perf": {"prompt_tokens": 2**63}},  # orjson would write it; int64 cannot
    # Past 64 bits orjson refuses with a TypeError, which the recorder raised as it was.
    "past_64_bits": {"ng_perf": {"prompt_tokens": 2**64}},
    "far_past_64_bits": {"reward": -(2**70)},
    "big_float": {"ng_trajectory": {"turns": [{"turn_no": 1e20}]}},
}


@pytest.mark.parametrize("name", sorted(ODD_RESULTS))
def test_the_recorder_refuses_what_it_cannot_write_exactly(tmp_path: Path, name: str) -> None:
    with RunRecorder(tmp_path, "s0") as shard:
        row = shard.prepare({"task_id": "t", "_ng_task_index": 0, "_ng_rollout_index": 0})
        with pytest.raises(ValueError, match="cannot be written exactly"):
            shard.record({**row, **ODD_RESULTS[name]})
        shard.record({**row, "reward": 1.0, "ng_perf": {"prompt_tokens": 2**63 - 1}})
    (line,) = (tmp_path / "rollouts-s0.jsonl").read_bytes().splitlines()
    assert b"null" not in line and orjson.loads(line)["ng_perf"]["prompt_tokens"] == 2**63 - 1


class _NotJson:
    pass


@pytest.mark.parametrize("name", [*sorted(ODD_RESULTS), "not_json"])
def test_collection_routes_an_unwritable_result_to_the_sidecar(tmp_path: Path, name: str) -> None:
    import asyncio

    from trajspec.converters import RolloutCollectionHelper, read_run

    odd = ODD_RESULTS.get(name, {"extra": _NotJson()})

    async def dispatch(row: dict[str, Any]) -> dict[str, Any]:
        return {**row, **(odd if row["_ng_task_index"] == 1 else {"reward": 1.0})}

    async def collect() -> list[Any]:
        tasks = RolloutCollectionHelper(dispatch=dispatch).run_examples(
            [{"task_id": f"t{t}", "_ng_task_index": t, "_ng_rollout_index": 0} for t in range(3)],
            route_failures_to_sidecar=True,
            record_output_dir=tmp_path,
            record_shard="s0",
        )
        return list(await asyncio.gather(*tasks))

    asyncio.run(collect())
    items = {(item.role, item.row["_ng_task_index"]): item.row for item in read_run(tmp_path)}
    assert sorted(items) == [("failures", 1), ("rollouts", 0), ("rollouts", 2)]
    failure = items[("failures", 1)]
    assert failure["_ng_failure_class"] == "agent_request_failed"
    assert failure["_ng_failure_type"] in {"ValueError", "TypeError"}
    assert b"NaN" not in (tmp_path / "rollouts-s0.jsonl").read_bytes()


def test_reverify_reward_mean_stays_finite_near_the_largest_double(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "huge_reward_verifier.py").write_text(
        "def score(payload):\n    return {'reward': 1e308}\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    manifest, inputs = write_export(tmp_path, rollouts=3)
    out = tmp_path / "out.jsonl"
    argv = ["--manifest", str(manifest), "--inputs", str(inputs), "--output", str(out)]
    code, stdout, err = run("reverify", *argv, "--verifier", "huge_reward_verifier:score",
                            "--format", "json")  # fmt: skip
    no_crash(code, err)
    assert code == 0
    assert json.loads(stdout)["reward_mean"] == 1e308  # 3e308 would be infinite
    code, stdout, err = run("reverify", *argv, "--verifier", "huge_reward_verifier:score")
    assert code == 0 and "reward mean 1e+308 over 3 scored" in stdout


@pytest.mark.parametrize("big", BIGS)
def test_a_big_number_in_a_free_form_payload_is_carried_as_it_is(tmp_path: Path, big: str) -> None:
    lines = [orjson.dumps(base_row(task)).decode() for task in range(2)]
    marker = '"request":{"input":"Look up the answer"}'
    assert marker in lines[1]
    lines[1] = lines[1].replace(marker, marker[:-1] + ',"seed":' + big + "}")
    rows = tmp_path / "rows.jsonl"
    rows.write_text("\n".join(lines) + "\n")
    code, out, err = run("validate", str(rows), "--format", "json")
    assert code == 0 and "number.out_of_range" not in out + err
    (tmp_path / "capture").mkdir()
    target = tmp_path / "out.jsonl"
    code, _, err = run(
        "project", "--capture-dir", str(tmp_path / "capture"), str(rows), "-o", str(target)
    )
    no_crash(code, err)
    assert code == 0
    seed = orjson.loads(target.read_bytes().splitlines()[1])["ng_trajectory"]["model_calls"][0][
        "request"
    ]["seed"]
    assert seed == json.loads(big) and type(seed) is type(json.loads(big))


# -- the readers ----------------------------------------------------------------------------


def test_the_integer_readers_stop_at_64_bits() -> None:
    from trajspec._jsonvalues import json_count, json_int

    assert json_int(9223372036854775807) == 9223372036854775807
    assert json_int(-9223372036854775808) == -9223372036854775808
    assert json_int(9.2e18) == 9200000000000000000
    assert json_int(9223372036854775808) is None
    assert json_int(-9223372036854775809) is None
    assert json_int(1e20) is None and json_int(-1e300) is None
    assert json_count(18446744073709551615) is None and json_count(1e308) is None
    assert json_count(0) == 0 and json_count(-1) is None


@pytest.mark.parametrize("big", BIGS)
def test_a_shard_manifest_with_a_count_beyond_64_bits_is_unreadable(
    tmp_path: Path, big: str
) -> None:
    with RunRecorder(tmp_path, "s0") as shard:
        row = shard.prepare({"task_id": "t", "_ng_task_index": 0, "_ng_rollout_index": 0})
        shard.record({**row, "reward": 1.0})
    manifest = tmp_path / "rollouts-s0_manifest.json"
    text = manifest.read_text()
    assert text.index('"rows": 1\n') > text.index('"rollouts"')  # the first is the rollouts file
    manifest.write_text(text.replace('"rows": 1\n', f'"rows": {big}\n', 1))
    for command in ("status", "aggregate", "perf"):
        code, _, err = run(command, str(tmp_path))
        no_crash(code, err)
        assert code == 2
        assert "number.out_of_range at /files/rollouts/rows" in err
