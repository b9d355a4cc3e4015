"""Verifier clients of reverify: a Python callable, or a verify service over HTTP.

A verifier receives the verify payload (a JSON object) and answers with a JSON object that
has at least ``reward``, a finite number. Whatever goes wrong with one payload is a
:class:`VerifierFailure` with a ``reverify.verifier_*`` code, so the batch records it and goes
on:

``reverify.verifier_error``              the Python callable raised
``reverify.verifier_http_status``        the service answered with a status outside 2xx
``reverify.verifier_timeout``            no answer within the timeout
``reverify.verifier_unreachable``        no connection, or it broke off
``reverify.verifier_malformed_response`` the answer is not a strict JSON object
``reverify.verifier_no_reward``          the answer has no finite number as reward

``reverify.verifier_response_too_large`` the service answered more than 16 MiB

The HTTP client is the standard library's: one POST of ``application/json`` per payload, no
retries (a verifier that failed once is reported, not asked again). The timeout bounds the
whole exchange (connecting, sending, the status line, the headers and the body), however
slowly the service drips its answer. A user name and password in the URL are sent as HTTP
basic authentication and never shown: every message names the URL with them as ``***``.
Proxies come from the environment as urllib reads them.
"""

from __future__ import annotations

import base64
import contextlib
import functools
import http.client
import importlib
import math
import socket
import sys
import threading
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

import orjson

from trajspec._jsonvalues import JsonObject
from trajspec._strictjson import StrictJsonError, loads

Verifier = Callable[[JsonObject], JsonObject]

#: How much of an error body a message quotes.
_BODY_QUOTE = 200
#: The largest answer body read from a verify service (16 MiB); a larger one fails its row.
MAX_ANSWER_BYTES = 16 * 1024 * 1024
#: The longest --timeout accepted (one day): beyond it the socket layer overflows.
MAX_TIMEOUT = 86400.0
_READ = 64 * 1024


class VerifierFailure(Exception):
    """One payload could not be scored: a ``reverify.verifier_*`` code and our message."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def _quote(body: bytes) -> str:
    text = body[:_BODY_QUOTE].decode("utf-8", "replace")
    return text + ("…" if len(body) > _BODY_QUOTE else "")


def checked_verdict(value: Any, source: str) -> JsonObject:
    """The verifier's answer if it is a JSON object with a finite numeric reward."""
    if not isinstance(value, dict):
        raise VerifierFailure(
            "reverify.verifier_malformed_response",
            f"{source} answered with {type(value).__name__}, not a JSON object",
        )
    try:
        orjson.dumps(value)
    except TypeError as error:
        raise VerifierFailure(
            "reverify.verifier_malformed_response",
            f"{source} answered with an object that is not plain JSON ({error})",
        ) from None
    if _has_non_finite(value):
        raise VerifierFailure(
            "reverify.verifier_malformed_response",
            f"{source} answered with NaN or an infinity, which JSON cannot hold",
        )
    if "reward" not in value:
        raise VerifierFailure(
            "reverify.verifier_no_reward",
            f"{source} answered without a reward; the answer needs reward, a number",
        )
    reward = value["reward"]
    if isinstance(reward, bool) or not isinstance(reward, int | float):
        raise VerifierFailure(
            "reverify.verifier_no_reward",
            f"{source} answered with reward {reward!r}, which is not a number",
        )
    return value


def _has_non_finite(value: Any) -> bool:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, float) and not math.isfinite(item):
            return True
    return False


class CallableVerifier:
    """A Python function ``payload -> answer``; its exceptions become failures."""

    def __init__(self, function: Callable[[JsonObject], Any], name: str) -> None:
        self.function = function
        self.name = name

    def __call__(self, payload: JsonObject) -> JsonObject:
        try:
            value = self.function(payload)
        except KeyboardInterrupt:
            raise
        except BaseException as error:  # SystemExit too: it fails this row, not the batch
            raise VerifierFailure(
                "reverify.verifier_error",
                f"the verifier {self.name} raised {type(error).__name__}: {error}",
            ) from None
        return checked_verdict(value, f"the verifier {self.name}")


def load_callable(spec: str) -> CallableVerifier:
    """Import ``module:function`` (the function may be a dotted attribute path). The current
    folder is searched first, as ``python -m`` would. Raises ValueError with a message."""
    module_name, sep, attribute = spec.partition(":")
    if not sep or not module_name or not attribute:
        raise ValueError(f"{spec!r} is not module:function, e.g. my_verifiers:score")
    if "" not in sys.path:
        sys.path.insert(0, "")
    try:
        target: Any = importlib.import_module(module_name)
    except Exception as error:
        raise ValueError(
            f"cannot import {module_name!r} ({type(error).__name__}: {error})"
        ) from None
    for part in attribute.split("."):
        if not hasattr(target, part):
            raise ValueError(f"{module_name!r} has no attribute {attribute!r}")
        target = getattr(target, part)
    if not callable(target):
        raise ValueError(f"{spec!r} is not callable")
    return CallableVerifier(target, spec)


def redact_url(url: str) -> str:
    """``url`` with any user name and password shown as ``***``."""
    try:
        parts = urllib.parse.urlsplit(url)
    except ValueError:
        return "<an unparsable URL>"
    if "@" not in parts.netloc:
        return url
    host = parts.netloc.rpartition("@")[2]
    return urllib.parse.urlunsplit(parts._replace(netloc=f"***@{host}"))


def _credentials(url: str) -> tuple[str, str | None]:
    """The URL without user name and password, and the basic-authentication header value
    they stand for (None without them)."""
    parts = urllib.parse.urlsplit(url)
    if "@" not in parts.netloc:
        return url, None
    userinfo, _, host = parts.netloc.rpartition("@")
    user, _, password = userinfo.partition(":")
    token = f"{urllib.parse.unquote(user)}:{urllib.parse.unquote(password)}"
    bare = urllib.parse.urlunsplit(parts._replace(netloc=host))
    return bare, "Basic " + base64.b64encode(token.encode()).decode("ascii")


def checked_timeout(timeout: float) -> float:
    """``timeout`` if it is a usable number of seconds, else ValueError with a message."""
    if not (0 < timeout <= MAX_TIMEOUT):  # false for NaN too
        raise ValueError(
            f"the timeout must be a positive number of seconds, at most {MAX_TIMEOUT:g} "
            f"(one day), not {timeout:g}"
        )
    return timeout


class _Sockets:
    """The sockets of one exchange, so that the deadline can break them off."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.open: list[socket.socket] = []
        self.expired = False

    def add(self, sock: socket.socket) -> socket.socket:
        with self.lock:
            self.open.append(sock)
            if self.expired:
                _break_off(sock)
        return sock

    def expire(self) -> None:
        with self.lock:
            self.expired = True
            for sock in self.open:
                _break_off(sock)


def _break_off(sock: socket.socket) -> None:
    with contextlib.suppress(OSError):  # already closed: nothing to break off
        sock.shutdown(socket.SHUT_RDWR)  # wakes a thread blocked on it


_exchange = threading.local()


def _tracked(connect: Callable[..., socket.socket]) -> Callable[..., socket.socket]:
    def create(*args: Any, **kwargs: Any) -> socket.socket:
        sock = connect(*args, **kwargs)
        sockets: _Sockets | None = getattr(_exchange, "sockets", None)
        return sock if sockets is None else sockets.add(sock)

    return create


# http.client opens its socket through the instance attribute _create_connection (by default
# socket.create_connection); wrapping it hands every socket of the exchange to the deadline.
class _HTTPConnection(http.client.HTTPConnection):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._create_connection = _tracked(socket.create_connection)


class _HTTPSConnection(http.client.HTTPSConnection):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._create_connection = _tracked(socket.create_connection)


class _HTTPHandler(urllib.request.HTTPHandler):
    def http_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        return self.do_open(_HTTPConnection, req)


class _HTTPSHandler(urllib.request.HTTPSHandler):
    def https_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        context = getattr(self, "_context", None)
        return self.do_open(functools.partial(_HTTPSConnection, context=context), req)


class HttpVerifier:
    """POST each payload as JSON to a running verify service."""

    def __init__(self, url: str, timeout: float = 60.0) -> None:
        shown = redact_url(url)
        if not url.startswith(("http://", "https://")):
            raise ValueError(f"{shown!r} is not an http:// or https:// URL")
        checked_timeout(timeout)
        try:
            self._url, self._authorization = _credentials(url)
        except ValueError:
            raise ValueError(f"{shown!r} is not a URL") from None
        self.url = shown
        self.timeout = timeout
        self._opener = urllib.request.build_opener(_HTTPHandler(), _HTTPSHandler())

    def __call__(self, payload: JsonObject) -> JsonObject:
        body = orjson.dumps(payload)
        where = f"the verify service at {self.url}"
        sockets = _Sockets()
        answer: Future[bytes] = Future()
        worker = threading.Thread(
            target=self._exchange, args=(body, where, sockets, answer), daemon=True
        )
        worker.start()
        worker.join(self.timeout)
        if not answer.done():
            # Past the deadline: break the connection off; the worker ends on its own.
            sockets.expire()
            raise _timeout(where, self.timeout)
        data = answer.result()  # a VerifierFailure of the exchange passes
        try:
            value = loads(data)
        except StrictJsonError as error:
            raise VerifierFailure(
                "reverify.verifier_malformed_response",
                f"{where} answered with text that is not strict JSON ({error}): {_quote(data)}",
            ) from None
        return checked_verdict(value, where)

    def _exchange(self, body: bytes, where: str, sockets: _Sockets, answer: Future[bytes]) -> None:
        """One POST in a worker thread; its outcome (bytes or a VerifierFailure) goes to
        ``answer``."""
        _exchange.sockets = sockets
        try:
            answer.set_result(self._post(body, where))
        except VerifierFailure as failure:
            answer.set_exception(failure)
        except BaseException as error:  # nothing may escape a worker thread unreported
            answer.set_exception(
                VerifierFailure(
                    "reverify.verifier_unreachable",
                    f"{where} broke off the exchange ({type(error).__name__})",
                )
            )

    def _post(self, body: bytes, where: str) -> bytes:
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if self._authorization is not None:
            headers["Authorization"] = self._authorization
        request = urllib.request.Request(self._url, data=body, method="POST", headers=headers)
        try:
            with self._opener.open(request, timeout=self.timeout) as response:
                return _bounded_read(response, where)
        except urllib.error.HTTPError as error:
            try:
                detail = _quote(error.read(_BODY_QUOTE + 1))
            except (OSError, ValueError, http.client.HTTPException):
                detail = ""
            raise VerifierFailure(
                "reverify.verifier_http_status",
                f"{where} answered HTTP {error.code} {error.reason}"
                + (f": {detail}" if detail else ""),
            ) from None
        except urllib.error.URLError as error:
            if isinstance(error.reason, TimeoutError):
                raise _timeout(where, self.timeout) from None
            raise VerifierFailure(
                "reverify.verifier_unreachable", f"{where} cannot be reached: {error.reason}"
            ) from None
        except TimeoutError:
            raise _timeout(where, self.timeout) from None
        except (OSError, ValueError, http.client.HTTPException) as error:
            # A connection that broke off mid-answer (reset, incomplete read, bad status line).
            raise VerifierFailure(
                "reverify.verifier_unreachable",
                f"{where} broke off the exchange ({type(error).__name__}: {error})",
            ) from None


def _bounded_read(response: http.client.HTTPResponse, where: str) -> bytes:
    """The answer body, refused when it is larger than :data:`MAX_ANSWER_BYTES`."""
    declared = response.headers.get("Content-Length")
    if declared is not None and declared.strip().isdigit() and int(declared) > MAX_ANSWER_BYTES:
        raise _too_large(where)
    chunks: list[bytes] = []
    size = 0
    while True:
        chunk = response.read(min(_READ, MAX_ANSWER_BYTES + 1 - size))
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
        size += len(chunk)
        if size > MAX_ANSWER_BYTES:
            raise _too_large(where)


def _too_large(where: str) -> VerifierFailure:
    return VerifierFailure(
        "reverify.verifier_response_too_large",
        f"{where} answered more than {MAX_ANSWER_BYTES} bytes, the most reverify reads of one "
        "answer",
    )


def _timeout(where: str, seconds: float) -> VerifierFailure:
    return VerifierFailure(
        "reverify.verifier_timeout",
        f"{where} did not answer within {seconds:g} s (no retry)",
    )


__all__ = [
    "MAX_ANSWER_BYTES",
    "MAX_TIMEOUT",
    "CallableVerifier",
    "HttpVerifier",
    "Verifier",
    "VerifierFailure",
    "checked_timeout",
    "checked_verdict",
    "load_callable",
    "redact_url",
]
