"""RolloutCollectionHelper.run_examples: a dispatch that succeeds, fails, raises and hangs
(cancelled), recording into a shard, enrichment from a capture directory, resume, and a real
agent server stub on 127.0.0.1 (http.server in a thread)."""

from __future__ import annotations

import asyncio
import json
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import orjson
import pytest

from trajspec.converters import (
    DispatchError,
    RolloutCollectionHelper,
    read_run,
    run_status,
)
from trajspec.converters._runs.tries import RowIdentityError

SHARD = "step_000007-w0"
MODEL = {"type": "responses_api_models", "name": "policy"}


def rows(n: int) -> list[dict[str, Any]]:
    return [
        {"task_id": f"task-{t}", "_ng_task_index": t, "_ng_rollout_index": 0, "mode": mode}
        for t, mode in enumerate(["ok", "fail", "raise", "hang"][:n])
    ]


def observations(call_id: str) -> dict[str, Any]:
    return {
        "source": "stub_agent",
        "records": [
            {
                "kind": "agent_invocation",
                "invocation_id": "root",
                "model_calls": [{"model_call_id": call_id}],
                "conversation": [{"type": "message", "role": "user", "content": "2+2?"}],
            }
        ],
    }


def capture_line(call_id: str) -> bytes:
    return (
        orjson.dumps(
            {
                "model_call_id": call_id,
                "model_ref": MODEL,
                "request": {"input": "2+2?"},
                "response": {
                    "id": f"resp-{call_id}",
                    "usage": {"input_tokens": 12, "output_tokens": 8},
                },
            }
        )
        + b"\n"
    )


class Agent:
    """An in-process dispatch: what it does depends on the row's mode."""

    def __init__(self, capture_dir: Path | None = None) -> None:
        self.capture_dir = capture_dir
        self.seen: list[dict[str, Any]] = []
        self.hanging = asyncio.Event()

    async def __call__(self, row: dict[str, Any]) -> dict[str, Any]:
        self.seen.append(row)
        await asyncio.sleep(0)
        mode = row["mode"]
        if mode == "ok":
            call_id = f"call-{row['_ng_rollout_id']}"
            if self.capture_dir is not None:  # the model server captures under the row's key
                with (self.capture_dir / f"{row['_ng_rollout_id']}.capture.jsonl").open("ab") as f:
                    f.write(capture_line(call_id))
            return {
                "response": {"output": []},
                "reward": 1.0,
                "ng_agent_observations": observations(call_id),
            }
        if mode == "fail":
            return {"reward": None, "_ng_failure_class": "timeout_exceeded"}
        if mode == "raise":
            raise DispatchError("agent answered 500", http_status=500, response_body="boom")
        self.hanging.set()
        await asyncio.Event().wait()  # never answers
        raise AssertionError("unreachable")


def _by_task(folder: Path) -> dict[str, dict[int, dict[str, Any]]]:
    out: dict[str, dict[int, dict[str, Any]]] = {"rollouts": {}, "failures": {}}
    for item in read_run(folder):
        out[item.role][item.row["_ng_task_index"]] = item.row
    return out


def test_succeeds_fails_raises_and_hangs_routed_and_recorded(tmp_path: Path) -> None:
    async def main() -> list[Any]:
        agent = Agent()
        helper = RolloutCollectionHelper(dispatch=agent)
        tasks = helper.run_examples(
            rows(4),
            route_failures_to_sidecar=True,
            record_output_dir=tmp_path,
            record_shard=SHARD,
            record_omitted_rollouts=True,
        )
        await agent.hanging.wait()
        tasks[3].cancel()
        outcomes: list[Any] = []
        for task in tasks:
            try:
                outcomes.append(await task)
            except asyncio.CancelledError:
                outcomes.append("cancelled")
        return outcomes

    ok, fail, raised, hung = asyncio.run(main())
    assert hung == "cancelled"
    row, result = ok
    assert row["_ng_rollout_id"] == f"{SHARD}-0-0"
    assert result["_ng_rollout_id"] == f"{SHARD}-0-0"
    assert result["reward"] == 1.0 and result["task_id"] == "task-0"
    assert fail[1]["_ng_failure_class"] == "timeout_exceeded"
    failure = raised[1]
    assert failure["_ng_failure_class"] == "agent_run_error"
    assert failure["_ng_failure_type"] == "DispatchError"
    assert failure["_ng_failure_http_status"] == 500
    assert failure["_ng_failure_response_body"] == "boom"
    assert failure["_ng_failure_terminal"] is False
    assert failure["_ng_rollout_id"] == f"{SHARD}-2-0"
    assert "reward" not in failure and "response" not in failure

    files = _by_task(tmp_path)
    assert files["rollouts"] == {0: result}
    assert set(files["failures"]) == {1, 2, 3}
    assert files["failures"][2] == failure
    assert files["failures"][3]["_ng_failure_class"] == "omitted"
    assert files["failures"][3]["_ng_failure_type"] == "interrupted"
    (status,) = run_status(tmp_path)
    assert status.saved_state == "closed"
    counts = status.progress.counts()
    assert (counts["completed"], counts["failed"], counts["omitted"], counts["remaining"]) == (
        1,
        2,
        1,
        3,
    )


def test_an_unrouted_failure_raises_in_that_rows_awaitable_only(tmp_path: Path) -> None:
    async def main() -> tuple[list[Any], Agent]:
        agent = Agent()
        helper = RolloutCollectionHelper(dispatch=agent)
        tasks = helper.run_examples(
            rows(3), record_output_dir=tmp_path, record_shard=SHARD, record_omitted_rollouts=True
        )
        return list(await asyncio.gather(*tasks, return_exceptions=True)), agent

    (ok, fail, raised), _ = asyncio.run(main())
    assert ok[1]["reward"] == 1.0
    assert fail[1]["_ng_failure_class"] == "timeout_exceeded"
    assert isinstance(raised, DispatchError)
    files = _by_task(tmp_path)
    assert files["failures"][2]["_ng_failure_class"] == "omitted"  # no result: an omitted try


def test_without_recording_nothing_is_written_and_keys_are_the_rows_own(tmp_path: Path) -> None:
    async def main() -> list[Any]:
        helper = RolloutCollectionHelper(dispatch=Agent())
        return list(await asyncio.gather(*helper.run_examples(rows(2))))

    (row, result), (_, failed) = asyncio.run(main())
    assert row["_ng_rollout_id"] == result["_ng_rollout_id"] == "0-0"  # its own id as its key
    assert result["_ng_task_index"] == 0 and result["reward"] == 1.0
    assert failed["_ng_failure_class"] == "timeout_exceeded"
    assert list(tmp_path.iterdir()) == []

    async def prefixed() -> Any:
        helper = RolloutCollectionHelper(dispatch=Agent(), run_id="eval-3")
        return await helper.run_examples(rows(1))[0]

    row, result = asyncio.run(prefixed())
    assert row["_ng_rollout_id"] == result["_ng_rollout_id"] == "eval-3-0-0"


def test_tries_never_started_when_cancelled_waiting_for_their_turn(tmp_path: Path) -> None:
    hang_first = [{**row, "mode": "hang"} for row in rows(3)]

    async def main() -> None:
        agent = Agent()
        helper = RolloutCollectionHelper(dispatch=agent, max_concurrency=1)
        tasks = helper.run_examples(
            hang_first, record_output_dir=tmp_path, record_shard=SHARD, record_omitted_rollouts=True
        )
        await agent.hanging.wait()
        for task in tasks:  # 0 is dispatching, 1 and 2 wait for their turn
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await asyncio.sleep(0)  # the done callbacks of never-started tasks
        assert len(agent.seen) == 1

    asyncio.run(main())
    types = {t: row["_ng_failure_type"] for t, row in _by_task(tmp_path)["failures"].items()}
    assert types == {0: "interrupted", 1: "not_started", 2: "not_started"}


def test_tasks_cancelled_before_they_ever_ran_still_close_the_shard(tmp_path: Path) -> None:
    async def main() -> None:
        agent = Agent()
        tasks = RolloutCollectionHelper(dispatch=agent).run_examples(
            rows(2), record_output_dir=tmp_path, record_shard=SHARD, record_omitted_rollouts=True
        )
        for task in tasks:  # before the loop ever ran them
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await asyncio.sleep(0)
        assert agent.seen == []

    asyncio.run(main())
    (status,) = run_status(tmp_path)
    assert status.saved_state == "closed"
    types = {t: row["_ng_failure_type"] for t, row in _by_task(tmp_path)["failures"].items()}
    assert types == {0: "not_started", 1: "not_started"}


def test_enrich_results_reads_the_capture_under_the_shard_key(tmp_path: Path) -> None:
    capture = tmp_path / "capture"
    capture.mkdir()
    run = tmp_path / "run"
    # A capture left by an earlier try under the same key is cleared before dispatch.
    (capture / f"{SHARD}-0-0.capture.jsonl").write_bytes(capture_line("stale-call"))

    async def main() -> Any:
        helper = RolloutCollectionHelper(dispatch=Agent(capture))
        (task,) = helper.run_examples(
            rows(1),
            enrich_results=True,
            record_output_dir=run,
            record_shard=SHARD,
            capture_dir=capture,
            delete_model_call_capture=True,
        )
        return await task

    _, result = asyncio.run(main())
    trajectory = result["ng_trajectory"]
    assert trajectory["rollout_id"] == f"{SHARD}-0-0"
    assert trajectory["task_id"] == "task-0"
    assert [c["model_call_id"] for c in trajectory["model_calls"]] == [f"call-{SHARD}-0-0"]
    assert result["ng_model_call_capture"]["rollout_id"] == f"{SHARD}-0-0"
    assert result["ng_perf"]["prompt_tokens"] == 12
    assert result["ng_perf"]["completion_tokens"] == 8
    assert result["ng_perf"]["total_latency_ms"] >= 0
    assert _by_task(run)["rollouts"][0] == result
    # The calls are on the record (committed), so the capture file is gone.
    assert list(capture.iterdir()) == []


def test_delete_model_call_capture_keeps_the_file_until_the_shard_commits(tmp_path: Path) -> None:
    capture = tmp_path / "capture"
    capture.mkdir()

    async def main() -> None:
        helper = RolloutCollectionHelper(dispatch=Agent(capture))
        tasks = helper.run_examples(
            [rows(1)[0], {**rows(4)[3], "_ng_task_index": 1}],
            enrich_results=True,
            record_output_dir=tmp_path / "run",
            record_shard=SHARD,
            capture_dir=capture,
            delete_model_call_capture=True,
        )
        await tasks[0]
        # The first row is enriched but its shard has not committed: the capture stays.
        assert [p.name for p in capture.iterdir()] == [f"{SHARD}-0-0.capture.jsonl"]
        tasks[1].cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        assert list(capture.iterdir()) == []

    asyncio.run(main())


def test_resume_dispatches_only_what_the_shard_lacks(tmp_path: Path) -> None:
    batch = rows(3)

    async def first() -> None:
        tasks = RolloutCollectionHelper(dispatch=Agent()).run_examples(
            batch, route_failures_to_sidecar=True, record_output_dir=tmp_path, record_shard=SHARD
        )
        await asyncio.gather(*tasks)

    asyncio.run(first())
    fixed = [{**row, "mode": "ok"} for row in batch]

    async def second() -> tuple[Agent, list[Any]]:
        agent = Agent()
        tasks = RolloutCollectionHelper(dispatch=agent, resume=True).run_examples(
            fixed, route_failures_to_sidecar=True, record_output_dir=tmp_path, record_shard=SHARD
        )
        return agent, list(await asyncio.gather(*tasks))

    agent, results = asyncio.run(second())
    # Task 0 succeeded and task 1 failed with an agent-classified failure; task 2's dispatch
    # failed: 1 and 2 are dispatched again, as attempt 1.
    assert [(r["_ng_task_index"], r.get("_ng_attempt_index")) for r in agent.seen] == [
        (1, 1),
        (2, 1),
    ]
    assert results[0][1]["reward"] == 1.0  # what the shard already held
    assert results[2][1]["_ng_rollout_id"] == f"{SHARD}-2-0"
    (status,) = run_status(tmp_path)
    assert status.progress.counts()["remaining"] == 0
    assert status.progress.counts()["attempts"] == 2


def test_bad_rows_and_options_raise_before_anything_is_dispatched(tmp_path: Path) -> None:
    async def main() -> None:
        helper = RolloutCollectionHelper(dispatch=Agent())
        with pytest.raises(RowIdentityError, match=r"rows\[1\] .*_ng_rollout_index"):
            helper.run_examples([rows(1)[0], {"task_id": "x", "_ng_task_index": 1}])
        with pytest.raises(ValueError, match=r"rows\[1\] .* repeats"):
            helper.run_examples([rows(1)[0], rows(1)[0]])
        with pytest.raises(ValueError, match="go together"):
            helper.run_examples(rows(1), record_output_dir=tmp_path)
        with pytest.raises(ValueError, match="needs enrich_results"):
            helper.run_examples(rows(1), delete_model_call_capture=True)
        with pytest.raises(ValueError, match="include_model_call_payloads"):
            helper.run_examples(
                rows(1),
                enrich_results=True,
                delete_model_call_capture=True,
                include_model_call_payloads=False,
            )

    asyncio.run(main())
    assert list(tmp_path.iterdir()) == []
    with pytest.raises(RuntimeError):
        RolloutCollectionHelper(dispatch=Agent()).run_examples(rows(1))


# -- a real agent server on 127.0.0.1 --------------------------------------------------------


class StubAgent(BaseHTTPRequestHandler):
    """POST /run: behaves by the row's mode, capturing model calls like a model server."""

    capture_dir: Path
    release: threading.Event

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        pass

    def _answer(self, status: int, body: bytes) -> None:
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self) -> None:
        row = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        if self.path != "/run":
            self._answer(404, b"{}")
            return
        mode = row["mode"]
        if mode == "ok":
            call_id = f"call-{row['_ng_rollout_id']}"
            with (self.capture_dir / f"{row['_ng_rollout_id']}.capture.jsonl").open("ab") as f:
                f.write(capture_line(call_id))
            answer = {**row, "response": {"output": []}, "reward": 1.0}
            answer["ng_agent_observations"] = observations(call_id)
            self._answer(200, json.dumps(answer).encode())
        elif mode == "error":
            self._answer(500, b'{"detail": "agent crashed"}')
        elif mode == "unavailable":
            self._answer(503, b'{"detail": "try later"}')
        else:  # hang until the test ends
            self.release.wait(30)
            self._answer(200, b"{}")


@pytest.fixture
def agent_server(tmp_path: Path) -> Iterator[tuple[str, Path, threading.Event]]:
    capture = tmp_path / "capture"
    capture.mkdir()
    release = threading.Event()
    handler = type("Handler", (StubAgent,), {"capture_dir": capture, "release": release})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", capture, release
    finally:
        release.set()
        server.shutdown()
        server.server_close()
        thread.join(10)


def http_dispatch(base: str, started: threading.Event) -> Any:
    def post(row: dict[str, Any]) -> dict[str, Any]:
        if row["mode"] == "hang":
            started.set()
        request = urllib.request.Request(
            f"{base}/run",
            data=json.dumps(row).encode(),
            headers={"Content-Type": "application/json"},
            method="POST",
        )
        with urllib.request.urlopen(request, timeout=30) as answer:
            result: dict[str, Any] = json.loads(answer.read())
            return result

    async def dispatch(row: dict[str, Any]) -> dict[str, Any]:
        return await asyncio.to_thread(post, row)

    return dispatch


def test_a_real_agent_server_on_localhost(
    agent_server: tuple[str, Path, threading.Event], tmp_path: Path
) -> None:
    base, capture, release = agent_server
    run = tmp_path / "run"
    batch = [
        {"task_id": f"task-{t}", "_ng_task_index": t, "_ng_rollout_index": 0, "mode": mode}
        for t, mode in enumerate(["ok", "error", "unavailable", "hang"])
    ]
    started = threading.Event()

    async def main() -> list[Any]:
        helper = RolloutCollectionHelper(dispatch=http_dispatch(base, started))
        tasks = helper.run_examples(
            batch,
            enrich_results=True,
            route_failures_to_sidecar=True,
            record_output_dir=run,
            record_shard=SHARD,
            record_omitted_rollouts=True,
            capture_dir=capture,
        )
        while not started.is_set():
            await asyncio.sleep(0.01)
        tasks[3].cancel()
        outcomes = list(await asyncio.gather(*tasks, return_exceptions=True))
        # The cancelled try's thread still waits for its answer: let the server give it, so
        # that the loop's executor can shut down.
        release.set()
        return outcomes

    ok, error, unavailable, hung = asyncio.run(main())
    assert isinstance(hung, asyncio.CancelledError)
    result = ok[1]
    assert result["ng_trajectory"]["rollout_id"] == f"{SHARD}-0-0"
    assert result["ng_perf"]["prompt_tokens"] == 12
    assert error[1]["_ng_failure_class"] == "agent_run_error"
    assert error[1]["_ng_failure_http_status"] == 500
    assert error[1]["_ng_failure_type"] == urllib.error.HTTPError.__name__
    assert unavailable[1]["_ng_failure_class"] == "agent_request_failed"
    assert unavailable[1]["_ng_failure_http_status"] == 503
    files = _by_task(run)
    assert set(files["rollouts"]) == {0}
    assert files["failures"][3]["_ng_failure_type"] == "interrupted"
    assert {t: r["_ng_failure_class"] for t, r in files["failures"].items()} == {
        1: "agent_run_error",
        2: "agent_request_failed",
        3: "omitted",
    }
