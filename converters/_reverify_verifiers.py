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

The HTTP client is the standard library's: one POST of ``application/json`` per payload, the
timeout applying to the connection and to each read, no retries (a verifier that failed once
is reported, not asked again). Proxies come from the environment as urllib reads them.
"""

from __future__ import annotations

import http.client
import importlib
import math
import sys
import urllib.error
import urllib.request
from collections.abc import Callable
from typing import Any

import orjson

from trajspec._strictjson import StrictJsonError, loads

JsonObject = dict[str, Any]
Verifier = Callable[[JsonObject], JsonObject]

#: How much of an error body a message quotes.
_BODY_QUOTE = 200


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
        except Exception as error:
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


class HttpVerifier:
    """POST each payload as JSON to a running verify service."""

    def __init__(self, url: str, timeout: float = 60.0) -> None:
        if not url.startswith(("http://", "https://")):
            raise ValueError(f"{url!r} is not an http:// or https:// URL")
        if not timeout > 0:
            raise ValueError(f"the timeout must be positive, not {timeout}")
        self.url = url
        self.timeout = timeout

    def __call__(self, payload: JsonObject) -> JsonObject:
        body = orjson.dumps(payload)
        request = urllib.request.Request(
            self.url,
            data=body,
            method="POST",
            headers={"Content-Type": "application/json", "Accept": "application/json"},
        )
        where = f"the verify service at {self.url}"
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as answer:
                data = answer.read()
        except urllib.error.HTTPError as error:
            try:
                detail = _quote(error.read())
            except (OSError, ValueError):
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
        try:
            value = loads(data)
        except StrictJsonError as error:
            raise VerifierFailure(
                "reverify.verifier_malformed_response",
                f"{where} answered with text that is not strict JSON ({error}): {_quote(data)}",
            ) from None
        return checked_verdict(value, where)


def _timeout(where: str, seconds: float) -> VerifierFailure:
    return VerifierFailure(
        "reverify.verifier_timeout",
        f"{where} did not answer within {seconds:g} s (no retry)",
    )


__all__ = [
    "CallableVerifier",
    "HttpVerifier",
    "Verifier",
    "VerifierFailure",
    "checked_verdict",
    "load_callable",
]
