"""The OTLP export read by a real receiver: Arize Phoenix (``arize-phoenix``, installed by
``nox -s otlp-receiver``), started on loopback for this module. The spans of a
``traces.jsonl`` written by the export are sent over OTLP/HTTP as protobuf (each line
converted to a ``TracesData`` message and back without loss first), then read back through
Phoenix's REST API and compared with the file: span count, names, trace and parent links,
start and end times, span kinds and token counts, in both conventions.

Outside that session (``TRAJSPEC_RECEIVER`` unset) the module is skipped; inside it, a
missing Phoenix is an error."""

from __future__ import annotations

import copy
import datetime
import json
import os
import re
import runpy
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from _otlp_proto import parse, to_json

from trajspec.converters import OtlpOptions, atif_to_otlp, dumps_otlp

if not os.environ.get("TRAJSPEC_RECEIVER"):
    pytest.skip("needs Phoenix: run nox -s otlp-receiver", allow_module_level=True)

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "export"
START_TIMEOUT = 240.0  # a first start creates Phoenix's database (about 40 s on two busy cores)
INGEST_TIMEOUT = 60.0


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@pytest.fixture(scope="module")
def phoenix(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The base URL of a Phoenix server of this module's own, stopped at the end."""
    folder = tmp_path_factory.mktemp("phoenix")
    port = _free_port()
    env = {
        **os.environ,
        "PHOENIX_WORKING_DIR": str(folder),
        "PHOENIX_HOST": "127.0.0.1",
        "PHOENIX_PORT": str(port),
        "PHOENIX_GRPC_PORT": str(_free_port()),
        "PHOENIX_TELEMETRY_ENABLED": "false",
    }
    program = Path(sys.executable).parent / "phoenix"
    log = (folder / "server.log").open("wb")
    server = subprocess.Popen(
        [str(program), "serve"], env=env, stdout=log, stderr=subprocess.STDOUT
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            if server.poll() is not None:
                pytest.fail("Phoenix stopped:\n" + _tail(folder / "server.log"))
            try:
                with urllib.request.urlopen(f"{url}/healthz", timeout=2) as answer:
                    if answer.status == 200:
                        break
            except (urllib.error.URLError, OSError):
                pass
            if time.monotonic() > deadline:
                pytest.fail("Phoenix did not start in time:\n" + _tail(folder / "server.log"))
            time.sleep(0.5)
        yield url
    finally:
        server.terminate()
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        log.close()


def _tail(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace")[-4000:]


def _example(name: str) -> dict[str, Any]:
    document: dict[str, Any] = json.loads((EXAMPLES / name).read_text(encoding="utf-8"))
    return document


def _with_subagent() -> dict[str, Any]:
    """Example 1-0 with example 2-0 embedded as the subagent its tool call started, and the
    2-0 copy's timestamps removed (placed spans)."""
    parent = _example("1-0.json")
    child = copy.deepcopy(_example("2-0.json"))
    child["trajectory_id"] = "walkthrough:2:0:sub"
    for step in child["steps"]:
        step.pop("timestamp", None)
        step.pop("extra", None)
        for result in step.get("observation", {}).get("results", []):
            result.pop("extra", None)
    [result] = parent["steps"][2]["observation"]["results"]
    result["subagent_trajectory_ref"] = [{"trajectory_id": child["trajectory_id"]}]
    parent["subagent_trajectories"] = [child]
    return parent


def _write(path: Path, documents: list[dict[str, Any]], options: OtlpOptions) -> None:
    path.write_bytes(b"".join(dumps_otlp(atif_to_otlp(d, options)) for d in documents))


def _send(url: str, path: Path) -> list[dict[str, Any]]:
    """Every line of ``path`` to Phoenix's OTLP/HTTP endpoint as protobuf; the spans sent."""
    sent: list[dict[str, Any]] = []
    for line in path.read_bytes().splitlines():
        traces = json.loads(line)
        message = parse(traces)
        assert to_json(message) == traces  # the protobuf message holds the whole line
        request = urllib.request.Request(
            f"{url}/v1/traces",
            data=message.SerializeToString(),
            headers={"Content-Type": "application/x-protobuf"},
        )
        with urllib.request.urlopen(request, timeout=30) as answer:
            assert answer.status == 200
        for resource in traces["resourceSpans"]:
            for scope in resource["scopeSpans"]:
                sent.extend(scope["spans"])
    return sent


def _read(url: str, project: str, count: int, trace: str | None = None) -> list[dict[str, Any]]:
    """The spans of ``project`` (of one ``trace``, if given) once Phoenix holds ``count`` of
    them (it ingests in batches)."""
    deadline = time.monotonic() + INGEST_TIMEOUT
    found: list[dict[str, Any]] = []
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(
                f"{url}/v1/projects/{project}/spans?limit=1000", timeout=30
            ) as answer:
                found = json.load(answer)["data"]
        except urllib.error.HTTPError as error:
            if error.code != 404:  # the project appears with its first span
                raise
        if trace is not None:
            found = [s for s in found if s["context"]["trace_id"] == trace]
        if len(found) >= count:
            return found
        time.sleep(0.5)
    return found


def _nanos(text: str) -> int:
    moment = datetime.datetime.fromisoformat(text)
    delta = moment - datetime.datetime(1970, 1, 1, tzinfo=datetime.UTC)
    return (delta.days * 86_400 + delta.seconds) * 10**9 + delta.microseconds * 1_000


def _attribute(span: dict[str, Any], key: str) -> Any:
    for item in span["attributes"]:
        if item["key"] == key:
            [(kind, value)] = item["value"].items()
            return int(value) if kind == "intValue" else value
    return None


def _compare(sent: list[dict[str, Any]], stored: list[dict[str, Any]]) -> None:
    assert len(stored) == len(sent)
    by_id = {s["context"]["span_id"]: s for s in stored}
    assert set(by_id) == {s["spanId"] for s in sent}
    for span in sent:
        back = by_id[span["spanId"]]
        assert back["name"] == span["name"]
        assert back["context"]["trace_id"] == span["traceId"]
        assert back["parent_id"] == span.get("parentSpanId")
        assert _nanos(back["start_time"]) == int(span["startTimeUnixNano"])
        assert _nanos(back["end_time"]) == int(span["endTimeUnixNano"])


def test_genai_spans_come_back_from_phoenix(phoenix: str, tmp_path: Path) -> None:
    path = tmp_path / "traces.jsonl"
    documents = [_example(f"{n}-0.json") for n in range(3)]
    _write(path, documents, OtlpOptions(conventions="genai"))
    sent = _send(phoenix, path)
    assert len(sent) == 24
    stored = _read(phoenix, "default", len(sent))  # no project attribute: Phoenix's default
    _compare(sent, stored)
    by_id = {s["context"]["span_id"]: s for s in stored}
    chats = [s for s in sent if s["name"].startswith("chat ")]
    assert len(chats) == 6
    for chat in chats:
        back = by_id[chat["spanId"]]["attributes"]
        assert back["gen_ai.usage.input_tokens"] == _attribute(chat, "gen_ai.usage.input_tokens")
        assert back["gen_ai.usage.output_tokens"] == _attribute(chat, "gen_ai.usage.output_tokens")
    tools = [by_id[s["spanId"]] for s in sent if s["name"].startswith("execute_tool ")]
    assert {t["attributes"]["gen_ai.tool.call.result"] for t in tools} == {"51", "425", "144"}


def test_openinference_spans_and_a_subagent_come_back_from_phoenix(
    phoenix: str, tmp_path: Path
) -> None:
    path = tmp_path / "traces.jsonl"
    _write(path, [_with_subagent()], OtlpOptions(conventions="openinference", provider="nvidia"))
    sent = _send(phoenix, path)
    stored = _read(phoenix, "calc_agent", len(sent))  # openinference.project.name
    _compare(sent, stored)
    by_id = {s["context"]["span_id"]: s for s in stored}
    kinds = {by_id[s["spanId"]]["span_kind"] for s in sent}
    assert kinds == {"AGENT", "CHAIN", "LLM", "TOOL"}
    agents = [s for s in sent if s["name"] == "invoke_agent calc_agent"]
    assert len(agents) == 2  # the trajectory and its subagent
    tool = next(s for s in sent if s["name"] == "execute_tool add")
    assert by_id[agents[1]["spanId"]]["parent_id"] == tool["spanId"]
    for span in sent:
        if _attribute(span, "openinference.span.kind") == "LLM":
            back = by_id[span["spanId"]]["attributes"]
            for key in ("llm.token_count.prompt", "llm.token_count.completion"):
                assert back[key] == _attribute(span, key)
    # the subagent's steps had no time: placed, zero length, at the latest time before them
    placed = [s for s in sent if _attribute(s, "trajspec.timing") == "previous"]
    assert placed
    for span in placed:
        back = by_id[span["spanId"]]
        assert back["start_time"] == back["end_time"]


README = Path(__file__).resolve().parents[2] / "README.md"
README_BLOCK = "# send traces.jsonl to Phoenix"


def test_the_readme_block_sends_a_file_to_phoenix(phoenix: str, tmp_path: Path) -> None:
    """The README's Python block, as written but for the file and Phoenix's address."""
    blocks = re.findall(r"^```python\n(.*?)^```", README.read_text(encoding="utf-8"), re.M | re.S)
    [code] = [block for block in blocks if block.startswith(README_BLOCK)]
    document = _example("0-0.json")
    document["trajectory_id"] = "walkthrough:0:0:readme"  # a trace of its own
    path = tmp_path / "traces.jsonl"
    _write(path, [document], OtlpOptions())
    for old, new in (
        ("out/traces-genai/traces.jsonl", str(path)),
        ("http://localhost:6006", phoenix),
    ):
        assert code.count(old) == 1, old
        code = code.replace(old, new)
    script = tmp_path / "readme_block.py"
    script.write_text(code, encoding="utf-8")
    runpy.run_path(str(script), run_name="__main__")  # as a user runs the block: a script
    sent = [s for line in path.read_bytes().splitlines() for s in _spans(json.loads(line))]
    _compare(sent, _read(phoenix, "default", len(sent), trace=sent[0]["traceId"]))


def _spans(traces: dict[str, Any]) -> list[dict[str, Any]]:
    return [s for r in traces["resourceSpans"] for sc in r["scopeSpans"] for s in sc["spans"]]
