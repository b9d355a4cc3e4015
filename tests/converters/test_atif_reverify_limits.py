"""The limits of reverify's verifiers: a deadline on the whole verify request, a cap on the
answer, credentials in --verify-url never shown, a Python verifier that exits fails only its
row, and --timeout values that cannot be a deadline are usage errors.

The services are real, on 127.0.0.1 in threads: a raw socket server that drips its answer one
byte at a time (so that no single read ever waits long), and standard-library HTTP servers.
"""

from __future__ import annotations

import base64
import http.server
import itertools
import json
import socket
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import orjson
import pytest
from _reverify_fixtures import write_export

from trajspec._cli.app import main
from trajspec.converters import reverify
from trajspec.converters._reverify.verifiers import MAX_ANSWER_BYTES

USER, PASSWORD = "alice-user", "s3cr3t-pw"


class DripServer:
    """Reads a request, sends ``prefix`` at once, then ``answer`` one byte every ``pause``
    seconds until the client goes away (or 20 s have passed)."""

    def __init__(self, answer: bytes, pause: float = 0.2, prefix: bytes = b"") -> None:
        self.answer, self.pause, self.prefix = answer, pause, prefix
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.listener.settimeout(0.2)
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._serve, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.listener.getsockname()[1]}/verify"

    def _serve(self) -> None:
        while not self.stop.is_set():
            try:
                client, _ = self.listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            threading.Thread(target=self._drip, args=(client,), daemon=True).start()

    def _drip(self, client: socket.socket) -> None:
        with client:
            client.settimeout(5)
            try:
                request = b""
                while b"\r\n\r\n" not in request:
                    request += client.recv(65536) or b"\r\n\r\n"
                head, _, body = request.partition(b"\r\n\r\n")
                length = int(head.lower().split(b"content-length:")[1].split(b"\r\n")[0])
                while len(body) < length:  # read it all, or closing would reset the client
                    body += client.recv(65536) or b"x" * length
                client.sendall(self.prefix)
                deadline = time.monotonic() + 20
                for byte in self.answer:
                    if self.stop.is_set() or time.monotonic() > deadline:
                        return
                    client.sendall(bytes([byte]))
                    time.sleep(self.pause)
            except OSError:
                return  # the client broke off: as it should

    def __enter__(self) -> DripServer:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        self.listener.close()
        self.thread.join(5)


class Service:
    """A standard-library verify service; ``answer(handler)`` returns (status, headers, body
    chunks) and may read the request's headers."""

    def __init__(self, answer: Callable[[Any], tuple[int, dict[str, str], Iterator[bytes]]]):
        self.seen: list[dict[str, str]] = []
        owner = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.0"

            def do_POST(self) -> None:
                self.rfile.read(int(self.headers["Content-Length"]))
                owner.seen.append(dict(self.headers))
                status, headers, chunks = answer(self)
                try:
                    self.send_response(status)
                    for name, value in headers.items():
                        self.send_header(name, value)
                    self.end_headers()
                    for chunk in chunks:
                        self.wfile.write(chunk)
                except OSError:
                    pass  # the client stopped reading: as it should

            def log_message(self, *args: Any) -> None:
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def url(self, userinfo: str = "") -> str:
        return f"http://{userinfo}127.0.0.1:{self.httpd.server_address[1]}/verify"

    def __enter__(self) -> Service:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(5)


def _json(body: bytes) -> tuple[int, dict[str, str], Iterator[bytes]]:
    return 200, {"Content-Type": "application/json", "Content-Length": str(len(body))}, iter([body])


def _run(tmp_path: Path, *more: str, rollouts: int = 2) -> tuple[int, list[Any], list[Any]]:
    manifest, inputs = write_export(tmp_path, rollouts=rollouts)
    out = tmp_path / "out.jsonl"
    argv = ["reverify", "--manifest", str(manifest), "--inputs", str(inputs)]
    code = main([*argv, "--output", str(out), "--format", "json", *more])
    results = [orjson.loads(x) for x in out.read_bytes().splitlines()]
    failures = [
        orjson.loads(x) for x in (tmp_path / "out_failures.jsonl").read_bytes().splitlines()
    ]
    return code, results, failures


# --- the deadline -------------------------------------------------------------------------------

SLOW_ANSWER = b'HTTP/1.0 200 OK\r\nContent-Type: application/json\r\n\r\n{"reward": 1.0}'


@pytest.mark.parametrize("where", ["headers", "body"])
def test_a_service_that_drips_fails_its_row_at_the_timeout(
    tmp_path: Path, where: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Every byte comes within 0.2 s, so no single read times out; the whole exchange would
    take about 15 s. The deadline of 1 s ends each row after about 1 s."""
    answer, prefix = SLOW_ANSWER, b""
    if where == "body":  # the headers at once, then the body drips
        prefix = b"HTTP/1.0 200 OK\r\nContent-Type: application/json\r\n\r\n"
        answer = b'{"reward": 1.0, "pad": "' + b"x" * 60 + b'"}'
    with DripServer(answer, prefix=prefix) as server:
        started = time.monotonic()
        code, results, failures = _run(tmp_path, "--verify-url", server.url, "--timeout", "1")
        elapsed = time.monotonic() - started
    assert code == 1 and results == []
    assert [f["codes"] for f in failures] == [["reverify.verifier_timeout"]] * 2
    assert "did not answer within 1 s" in failures[0]["findings"][0]["message"]
    assert elapsed < 2 * 1 + 3, elapsed  # two rows of about 1 s each, with room for load
    assert json.loads(capsys.readouterr().out)["failed"] == 2


def test_a_quick_answer_within_the_timeout_is_scored(tmp_path: Path) -> None:
    with DripServer(SLOW_ANSWER, pause=0.0) as server:
        code, results, failures = _run(tmp_path, "--verify-url", server.url, "--timeout", "5")
    assert code == 0 and failures == []
    assert [r["reward"] for r in results] == [1.0, 1.0]


# --- the answer cap -----------------------------------------------------------------------------


def _huge(declared: bool) -> Callable[[Any], tuple[int, dict[str, str], Iterator[bytes]]]:
    size = MAX_ANSWER_BYTES + 1

    def answer(_: Any) -> tuple[int, dict[str, str], Iterator[bytes]]:
        def chunks() -> Iterator[bytes]:
            yield b'{"reward": 1.0, "pad": "'
            left = size
            while left > 0:
                yield b"x" * min(left, 1 << 20)
                left -= 1 << 20
            yield b'"}'

        headers = {"Content-Type": "application/json"}
        if declared:
            headers["Content-Length"] = str(size + 26)
        return 200, headers, chunks()

    return answer


@pytest.mark.parametrize("declared", [True, False], ids=["content-length", "until-close"])
def test_an_answer_over_the_cap_fails_its_row(tmp_path: Path, declared: bool) -> None:
    with Service(_huge(declared)) as service:
        code, results, failures = _run(tmp_path, "--verify-url", service.url(), rollouts=1)
    assert code == 1 and results == []
    (row,) = failures
    assert row["codes"] == ["reverify.verifier_response_too_large"]
    assert str(MAX_ANSWER_BYTES) in row["findings"][0]["message"]


def test_a_large_answer_under_the_cap_is_scored(tmp_path: Path) -> None:
    body = orjson.dumps({"reward": 0.5, "pad": "x" * (MAX_ANSWER_BYTES - 100)})
    assert len(body) <= MAX_ANSWER_BYTES
    with Service(lambda _: _json(body)) as service:
        code, results, failures = _run(tmp_path, "--verify-url", service.url(), rollouts=1)
    assert code == 0 and failures == []
    assert results[0]["reward"] == 0.5


# --- credentials in the URL ---------------------------------------------------------------------


def _basic(handler: Any) -> str:
    return str(handler.headers.get("Authorization", ""))


def test_credentials_are_sent_as_basic_authentication_and_never_shown(tmp_path: Path) -> None:
    expected = "Basic " + base64.b64encode(f"{USER}:{PASSWORD}".encode()).decode()

    def answer(handler: Any) -> tuple[int, dict[str, str], Iterator[bytes]]:
        if _basic(handler) != expected:
            return 401, {"Content-Length": "2"}, iter([b"no"])
        return _json(b'{"reward": 1.0}')

    with Service(answer) as service:
        code, results, failures = _run(tmp_path, "--verify-url", service.url(f"{USER}:{PASSWORD}@"))
    assert code == 0 and failures == [], failures
    assert [r["reward"] for r in results] == [1.0, 1.0]
    assert all(seen["Host"].startswith("127.0.0.1:") for seen in service.seen)


def _files_and_output(tmp_path: Path, captured: Any) -> str:
    texts = [captured.out, captured.err]
    texts += [p.read_text() for p in tmp_path.glob("*.jsonl") if p.is_file()]
    return "\n".join(texts)


@pytest.mark.parametrize("failure", ["status", "unreachable", "timeout", "usage"])
def test_credentials_never_appear_in_any_output(
    tmp_path: Path, failure: str, capsys: pytest.CaptureFixture[str]
) -> None:
    userinfo = f"{USER}:{PASSWORD}@"
    if failure == "status":
        with Service(lambda _: (500, {"Content-Length": "4"}, iter([b"oops"]))) as service:
            code, _, failures = _run(tmp_path, "--verify-url", service.url(userinfo))
    elif failure == "unreachable":
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        url = f"http://{userinfo}127.0.0.1:{port}/verify"
        code, _, failures = _run(tmp_path, "--verify-url", url, "--timeout", "2")
    elif failure == "timeout":
        with DripServer(SLOW_ANSWER) as server:
            url = server.url.replace("http://", f"http://{userinfo}")
            code, _, failures = _run(tmp_path, "--verify-url", url, "--timeout", "0.5")
    else:
        manifest, inputs = write_export(tmp_path, rollouts=1)
        argv = ["reverify", "--manifest", str(manifest), "--inputs", str(inputs)]
        code = main(
            [*argv, "--output", str(tmp_path / "out.jsonl"), "--verify-url", f"ftp://{userinfo}x/"]
        )
        failures = []
    shown = _files_and_output(tmp_path, capsys.readouterr())
    assert code == (2 if failure == "usage" else 1)
    assert PASSWORD not in shown and USER not in shown
    if failure == "usage":
        assert "'ftp://***@x/' is not an http" in shown
    else:
        assert failures and all("***@127.0.0.1" in f["findings"][0]["message"] for f in failures)


# --- Python verifiers that exit, and --timeout values -------------------------------------------

_names = itertools.count()

EXITING = """
def score(payload):
    if payload["_ng_rollout_index"] == 1:
        raise SystemExit(3)
    if payload["_ng_rollout_index"] == 2:
        import sys
        sys.exit("judge gave up")
    return {"reward": 1.0}
"""


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_verifier_that_exits_fails_only_its_row(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, jobs: str
) -> None:
    name = f"reverify_exiting_{next(_names)}"
    (tmp_path / f"{name}.py").write_text(EXITING)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", ["", *sys.path])
    code, results, failures = _run(
        tmp_path, "--verifier", f"{name}:score", "--jobs", jobs, rollouts=4
    )
    assert code == 1
    assert [r["_ng_rollout_index"] for r in results] == [0, 3]
    assert [(f["_ng_rollout_index"], f["codes"]) for f in failures] == [
        (1, ["reverify.verifier_error"]),
        (2, ["reverify.verifier_error"]),
    ]
    assert "SystemExit: 3" in failures[0]["findings"][0]["message"]
    assert "SystemExit: judge gave up" in failures[1]["findings"][0]["message"]


def test_a_python_api_verifier_that_exits_fails_only_its_row(tmp_path: Path) -> None:
    manifest, inputs = write_export(tmp_path, rollouts=2)

    def verifier(payload: dict[str, Any]) -> dict[str, Any]:
        if payload["_ng_rollout_index"] == 0:
            raise SystemExit(0)
        return {"reward": 1.0}

    summary = reverify(manifest, inputs, tmp_path / "out.jsonl", verifier=verifier, jobs=2)
    assert (summary.scored, summary.failed) == (1, 1)
    assert summary.codes == {"reverify.verifier_error": 1}


@pytest.mark.parametrize("value", ["1e308", "nan", "inf", "-1", "0", "86401"])
def test_timeouts_that_are_no_deadline_are_usage_errors(
    tmp_path: Path, value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    manifest, inputs = write_export(tmp_path, rollouts=1)
    argv = ["reverify", "--manifest", str(manifest), "--inputs", str(inputs)]
    argv += ["--output", str(tmp_path / "out.jsonl"), "--verify-url", "http://127.0.0.1:9/v"]
    code = main([*argv, f"--timeout={value}"])
    captured = capsys.readouterr()
    assert code == 2, captured.err
    assert "--timeout" in captured.err and "positive number of seconds" in captured.err
    assert "at most 86400" in captured.err
    assert "Traceback" not in captured.err
    assert not (tmp_path / "out.jsonl").exists()


def test_the_longest_timeout_is_accepted(tmp_path: Path) -> None:
    with Service(lambda _: _json(b'{"reward": 1.0}')) as service:
        code, results, failures = _run(
            tmp_path, "--verify-url", service.url(), "--timeout", "86400", rollouts=1
        )
    assert code == 0 and failures == [] and len(results) == 1
