"""``trajspec reverify --verify-url`` against real HTTP servers on 127.0.0.1.

The servers are the standard library's, started in threads by the tests: one that scores,
one that answers 500, one that answers too late, one that answers malformed JSON, one that
answers without a reward, and one that does each of these by rollout index, so that a single
batch meets every kind of failure. Each failure is a clear row of OUT_failures.jsonl with its
reverify.verifier_* code, the batch goes on, and the summary counts it.
"""

from __future__ import annotations

import http.server
import json
import socket
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import orjson
import pytest
from _reverify_fixtures import write_export

from trajspec._cli.app import main

Behaviour = Callable[[dict[str, Any]], tuple[int, bytes]]


def score(payload: dict[str, Any]) -> tuple[int, bytes]:
    output = payload["response"]["output"]
    text = output[-1]["content"][0]["text"] if output[-1]["type"] == "message" else ""
    reward = 1.0 if payload.get("expected_answer", "") in text else 0.0
    return 200, json.dumps({"reward": reward, "seen": text}).encode()


def fail_500(_: dict[str, Any]) -> tuple[int, bytes]:
    return 500, b'{"detail": "verifier exploded"}'


def malformed(_: dict[str, Any]) -> tuple[int, bytes]:
    return 200, b'{"reward": 1.0,'


def no_reward(_: dict[str, Any]) -> tuple[int, bytes]:
    return 200, b'{"score": 1.0}'


SLOW = "slow"


class Server:
    """A verify service in a thread; records every payload it received."""

    def __init__(self, behaviour: Behaviour | str) -> None:
        self.behaviour = behaviour
        self.received: list[dict[str, Any]] = []
        self.release = threading.Event()
        owner = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers["Content-Length"])
                payload = json.loads(self.rfile.read(length))
                owner.received.append(payload)
                behaviour = owner.behaviour
                if isinstance(behaviour, dict):
                    behaviour = behaviour[payload["_ng_rollout_index"]]
                if behaviour == SLOW:
                    owner.release.wait(10)  # longer than any client timeout of the tests
                    status, body = 200, b'{"reward": 1.0}'
                else:
                    assert callable(behaviour)
                    status, body = behaviour(payload)
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                except OSError:
                    pass  # the client gave up (timeout): nothing to answer

            def log_message(self, *args: Any) -> None:
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        host, port = self.httpd.server_address[:2]
        return f"http://{host!s}:{port}/verify"

    def __enter__(self) -> Server:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release.set()
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(5)


@pytest.fixture
def export(tmp_path: Path) -> tuple[Path, Path]:
    return write_export(tmp_path, rollouts=4)


def run(
    tmp_path: Path, export: tuple[Path, Path], url: str, *more: str, name: str = "out.jsonl"
) -> tuple[int, list[dict[str, Any]], list[dict[str, Any]]]:
    manifest, inputs = export
    output = tmp_path / name
    code = main(
        [
            "reverify",
            "--manifest",
            str(manifest),
            "--inputs",
            str(inputs),
            "--output",
            str(output),
            "--verify-url",
            url,
            "--format",
            "json",
            *more,
        ]
    )
    results = [orjson.loads(x) for x in output.read_bytes().splitlines()]
    failures_file = output.with_name(output.name.removesuffix(".jsonl") + "_failures.jsonl")
    failures = [orjson.loads(x) for x in failures_file.read_bytes().splitlines()]
    return code, results, failures


@pytest.fixture
def summary_of(capsys: pytest.CaptureFixture[str]) -> Callable[[], dict[str, Any]]:
    def read() -> dict[str, Any]:
        data: dict[str, Any] = json.loads(capsys.readouterr().out)
        return data

    return read


def test_a_scoring_service(
    tmp_path: Path, export: tuple[Path, Path], summary_of: Callable[[], dict[str, Any]]
) -> None:
    with Server(score) as server:
        code, results, failures = run(tmp_path, export, server.url)
    summary = summary_of()
    assert code == 0
    assert failures == []
    assert [r["_ng_rollout_index"] for r in results] == [0, 1, 2, 3]
    assert all(r["reward"] == 1.0 and r["seen"] == "The answer is 5." for r in results)
    assert summary["scored"] == 4 and summary["failed"] == 0 and summary["reward_mean"] == 1.0
    # Provenance is kept on the result row and never sent to the verifier.
    assert len(server.received) == 4
    assert all("_ng_atif_provenance" not in p for p in server.received)
    assert all(p["response"]["object"] == "response" for p in server.received)
    provenance = results[0]["_ng_atif_provenance"]
    assert provenance["trajectory_id"] == "session-1:0:0"
    assert provenance["projection_status"] == "complete"
    assert provenance["schema_version"] == "ATIF-v1.7"
    assert len(provenance["source_sha256"]) == 64
    assert results[0]["agent_ref"] == {"type": "responses_api_agents", "name": "simple_agent"}


@pytest.mark.parametrize(
    ("behaviour", "code", "words"),
    [
        (fail_500, "reverify.verifier_http_status", "HTTP 500"),
        (malformed, "reverify.verifier_malformed_response", "not strict JSON"),
        (no_reward, "reverify.verifier_no_reward", "without a reward"),
        (SLOW, "reverify.verifier_timeout", "did not answer within 0.3 s"),
    ],
)
def test_a_failing_service_fails_every_row_and_goes_on(
    tmp_path: Path,
    export: tuple[Path, Path],
    summary_of: Callable[[], dict[str, Any]],
    behaviour: Behaviour | str,
    code: str,
    words: str,
) -> None:
    with Server(behaviour) as server:
        exit_code, results, failures = run(tmp_path, export, server.url, "--timeout", "0.3")
        assert len(server.received) == 4  # every row was tried: the batch went on
    summary = summary_of()
    assert exit_code == 1
    assert results == []
    assert [f["_ng_rollout_index"] for f in failures] == [0, 1, 2, 3]
    for row in failures:
        assert row["status"] == "failed"
        assert row["codes"] == [code]
        assert words in row["findings"][0]["message"]
        assert row["trajectory_path"].endswith(".json")
    assert summary["failed"] == 4 and summary["scored"] == 0
    assert summary["codes"] == {code: 4}


@pytest.mark.parametrize("jobs", ["1", "3"])
def test_one_batch_meets_every_failure(
    tmp_path: Path,
    export: tuple[Path, Path],
    summary_of: Callable[[], dict[str, Any]],
    jobs: str,
) -> None:
    behaviours = {0: score, 1: fail_500, 2: SLOW, 3: malformed}
    with Server(behaviours) as server:  # type: ignore[arg-type]
        exit_code, results, failures = run(
            tmp_path, export, server.url, "--timeout", "0.3", "--jobs", jobs
        )
    summary = summary_of()
    assert exit_code == 1
    assert [r["_ng_rollout_index"] for r in results] == [0]
    assert [(f["_ng_rollout_index"], f["codes"]) for f in failures] == [
        (1, ["reverify.verifier_http_status"]),
        (2, ["reverify.verifier_timeout"]),
        (3, ["reverify.verifier_malformed_response"]),
    ]
    assert (summary["scored"], summary["failed"], summary["rejected"]) == (1, 3, 0)


def test_the_rows_do_not_depend_on_jobs(tmp_path: Path, export: tuple[Path, Path]) -> None:
    behaviours = {0: score, 1: fail_500, 2: no_reward, 3: score}
    outputs = []
    with Server(behaviours) as server:  # type: ignore[arg-type]
        for jobs in ("1", "4"):
            name = f"out-{jobs}.jsonl"
            run(tmp_path, export, server.url, "--jobs", jobs, name=name)
            failures = tmp_path / f"out-{jobs}_failures.jsonl"
            outputs.append(((tmp_path / name).read_bytes(), failures.read_bytes()))
    assert outputs[0] == outputs[1]


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


def test_an_unreachable_service(
    tmp_path: Path, export: tuple[Path, Path], summary_of: Callable[[], dict[str, Any]]
) -> None:
    url = f"http://127.0.0.1:{_closed_port()}/verify"
    exit_code, results, failures = run(tmp_path, export, url, "--timeout", "2")
    assert exit_code == 1 and results == []
    assert {tuple(f["codes"]) for f in failures} == {("reverify.verifier_unreachable",)}
    assert summary_of()["failed"] == 4


def test_rejected_rows_are_never_sent(
    tmp_path: Path, summary_of: Callable[[], dict[str, Any]]
) -> None:
    export = write_export(tmp_path, rollouts=3, partial={1})
    with Server(score) as server:
        exit_code, results, failures = run(tmp_path, export, server.url)
    assert exit_code == 1
    assert sorted(p["_ng_rollout_index"] for p in server.received) == [0, 2]
    assert [r["_ng_rollout_index"] for r in results] == [0, 2]
    assert [(f["_ng_rollout_index"], f["status"], f["codes"]) for f in failures] == [
        (1, "rejected", ["reverify.usage_incomplete"])
    ]
    summary = summary_of()
    assert (summary["scored"], summary["rejected"], summary["failed"]) == (2, 1, 0)
