"""`trajspec export --format otlp` end to end: the bundled examples from ATIF documents and
from the run's rollout rows, both conventions, --no-content, rejections (nothing written),
usage errors, and the same bytes for every --jobs."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import orjson
import pytest
from _otlp_proto import parse, to_json

from trajspec.converters import OtlpOptions, atif_to_otlp, dumps_otlp

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
DOCUMENTS = sorted((EXAMPLES / "export").glob("*.json"))


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-P", "-m", "trajspec", "export", "--format", "otlp", *args],
        capture_output=True,
        text=True,
        check=False,
    )


def _spans(line: bytes) -> list[dict[str, Any]]:
    traces = json.loads(line)
    return [s for r in traces["resourceSpans"] for sc in r["scopeSpans"] for s in sc["spans"]]


@pytest.mark.parametrize("conventions", ["genai", "openinference"])
def test_the_bundled_documents_export_in_input_order(tmp_path: Path, conventions: str) -> None:
    out = tmp_path / "out"
    done = _run("--atif", str(EXAMPLES / "export"), "--output-dir", str(out),
                "--conventions", conventions)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout == (
        f"exported 3 traces (24 spans, {conventions} conventions) to {out / 'traces.jsonl'}\n"
    )
    assert [p.name for p in out.iterdir()] == ["traces.jsonl"]
    options = OtlpOptions(conventions=conventions)  # type: ignore[arg-type]
    expected = b"".join(
        dumps_otlp(atif_to_otlp(json.loads(p.read_bytes()), options)) for p in DOCUMENTS
    )
    written = (out / "traces.jsonl").read_bytes()
    assert written == expected
    for line in written.splitlines():
        assert to_json(parse(json.loads(line))) == json.loads(line)


def test_rollout_rows_export_through_the_strict_atif_export(tmp_path: Path) -> None:
    """The run's rows give the traces of the documents the bundled ATIF export made of them."""
    from_rows, from_documents = tmp_path / "rows", tmp_path / "documents"
    done = _run("--rollouts", str(EXAMPLES / "run"), "--session-id", "walkthrough",
                "--agent-version", "1.0.0", "--output-dir", str(from_rows))  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert _run("--atif", *map(str, DOCUMENTS), "--output-dir", str(from_documents)).returncode == 0
    written = (from_rows / "traces.jsonl").read_bytes()
    assert written == (from_documents / "traces.jsonl").read_bytes()


def test_no_content_and_the_provider(tmp_path: Path) -> None:
    out = tmp_path / "out"
    done = _run("--atif", str(DOCUMENTS[0]), "--output-dir", str(out), "--no-content",
                "--provider", "nvidia")  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "no content" in done.stdout
    text = (out / "traces.jsonl").read_text(encoding="utf-8")
    assert "What is 17 * 3?" not in text and "gen_ai.input.messages" not in text
    [line] = text.encode().splitlines()
    providers = {
        a["value"]["stringValue"]
        for s in _spans(line)
        for a in s["attributes"]
        if a["key"] == "gen_ai.provider.name"
    }
    assert providers == {"nvidia"}


def test_a_rejected_document_rejects_the_batch_and_nothing_is_written(tmp_path: Path) -> None:
    broken = json.loads(DOCUMENTS[1].read_bytes())
    broken["steps"][1]["step_id"] = 7
    source = tmp_path / "docs.jsonl"
    source.write_bytes(
        b"".join(orjson.dumps(json.loads(p.read_bytes())) + b"\n" for p in DOCUMENTS[:1])
        + orjson.dumps(broken)
        + b"\n"
    )
    out = tmp_path / "out"
    done = _run("--atif", str(source), "--output-dir", str(out), "--report", "json")
    assert done.returncode == 1
    findings = [json.loads(line) for line in done.stdout.splitlines()]
    assert {f["code"] for f in findings} == {"atif.step_id_sequential"}
    assert {(f["file"], f["line"]) for f in findings} == {(str(source), 2)}
    summary = json.loads(done.stderr.splitlines()[-1])["summary"]
    assert summary["rejected_documents"] == 1 and summary["traces"] == 0
    assert "nothing was written" in done.stderr
    assert not out.exists()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["--format", "atif", "--conventions", "genai", "--no-content"],
            "--conventions, --no-content: only for --format otlp, not --format atif",
        ),
        (["--conventions", "zipkin"], "invalid choice"),
    ],
)
def test_usage_errors_write_nothing(tmp_path: Path, args: list[str], message: str) -> None:
    out = tmp_path / "out"
    command = [sys.executable, "-P", "-m", "trajspec", "export", "--format", "otlp",
               "--atif", str(DOCUMENTS[0]), "--output-dir", str(out), *args]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    assert done.returncode == 2
    assert message in done.stderr
    assert not out.exists()


def test_an_output_folder_that_is_not_empty_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / "keep.txt").write_text("mine", encoding="utf-8")
    done = _run("--atif", str(DOCUMENTS[0]), "--output-dir", str(out))
    assert done.returncode == 2
    assert "not empty" in done.stderr
    assert [p.name for p in out.iterdir()] == ["keep.txt"]


def test_every_jobs_count_writes_the_same_bytes(tmp_path: Path) -> None:
    """Many documents (renamed copies of the examples) in one JSON Lines file, in chunks."""
    source = tmp_path / "many.jsonl"
    with source.open("wb") as out:
        for n in range(300):
            document = json.loads(DOCUMENTS[n % 3].read_bytes())
            document["trajectory_id"] = f"copy:{n}"
            out.write(orjson.dumps(document) + b"\n")
    written = []
    for jobs in ("1", "2"):
        out_dir = tmp_path / f"out{jobs}"
        done = _run("--atif", str(source), "--output-dir", str(out_dir), "--jobs", jobs)
        assert done.returncode == 0, done.stderr
        written.append((out_dir / "traces.jsonl").read_bytes())
    assert written[0] == written[1]
    assert written[0].count(b"\n") == 300
