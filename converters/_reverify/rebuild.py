"""Strict ATIF reverify: an ATIF v1.7 document back to the one response a verifier scores.

``atif_to_response(document)`` checks a document and, when nothing is wrong, rebuilds the
Responses-style response that its agent steps stand for:

1. ATIF validity: every error of :func:`trajspec.validators.atif_findings` (structure and the
   ``atif.*`` rules), plus ``reverify.schema_version`` for anything but ATIF-v1.7;
2. the supported profile: what one ordered response cannot represent is rejected with a
   ``reverify.*`` code (spec/rules/atif_reverify.json): continued trajectories, subagents,
   non-text parts, copied context, training token metadata, text beside tool calls, folded
   LLM calls, input after agent output, and the call/result bookkeeping the output items need;
3. usage: the complete-usage rule. If any model step reports token usage, every model step
   reports prompt and completion counts and the final totals agree with them; a response
   cannot carry partial usage, so a partial-metric export (valid ATIF) is rejected here.

The checks live in ``.profile`` and ``.usage``, the rebuilding in ``.response``. Structure
first: the profile's rules run on the rule engine (trajspec/_rule_engine.py) only where the
ATIF schema held, and trust the shape it proved; a structurally broken object keeps its
structural findings, the objects beside it their rules, so a broken document gives findings,
never an exception. Every finding is reported; only a document without findings is rebuilt.
The facts are those of NeMo Gym 0.7.0's reverify; codes and wording are ours, and where Gym
stops at the first problem we report them all.

The rebuilt response: per agent step in order, a reasoning item (when reasoning_content is
not null), an assistant message (when the step has text, or has no tool calls), one
function_call per tool call and one function_call_output per observation result, in result
order. Ids are derived from the trajectory (``atif_`` + 20 hex digits of a SHA-256), so the
same document always gives the same response.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from trajspec._findings import Finding, path_key
from trajspec._jsonvalues import JsonObject, show
from trajspec._rule_engine import broken_tree
from trajspec._rules import finding, json_findings
from trajspec._strictjson import StrictJsonError, loads
from trajspec.converters._atif_export.values import has_lone_surrogate
from trajspec.converters._reverify.profile import PROFILE, Run, conclude
from trajspec.converters._reverify.readers import Path
from trajspec.converters._reverify.response import build_response
from trajspec.validators import atif_findings

SCHEMA_VERSION = "ATIF-v1.7"


@dataclass(slots=True)
class ResponseResult:
    """The outcome of :func:`atif_to_response`: the rebuilt response, or why there is none."""

    response: JsonObject | None
    findings: tuple[Finding, ...] = field(default=())

    @property
    def ok(self) -> bool:
        """True when the document was rebuilt (no finding of severity error)."""
        return self.response is not None


# --- loading ------------------------------------------------------------------------------


def load_atif(data: bytes) -> tuple[Any, list[Finding]]:
    """Parse the bytes of an ATIF file strictly (trajspec's JSON rules: no duplicate keys, no
    NaN, no lossy numbers, UTF-8 without BOM). Returns the document, or None and findings."""
    try:
        return loads(data), []
    except StrictJsonError as error:
        return None, json_findings(error.problems)


def _value_findings(document: Any) -> list[Finding]:
    """Values no JSON text can hold, which only a Python caller can pass in: non-finite
    numbers and strings with lone surrogates (they would break hashing and writing)."""
    out: list[Finding] = []
    stack: list[tuple[Any, Path]] = [(document, ())]
    while stack:
        value, path = stack.pop()
        if isinstance(value, dict):
            for key, item in value.items():
                if isinstance(key, str) and not key.isascii() and has_lone_surrogate(key):
                    out.append(_surrogate(path))
                stack.append((item, (*path, key)))
        elif isinstance(value, list):
            stack.extend((item, (*path, k)) for k, item in enumerate(value))
        elif isinstance(value, float) and not math.isfinite(value):
            out.append(
                finding(
                    "json.non_finite_number",
                    path,
                    f"{value!r} is not a JSON number; JSON has no NaN or infinities",
                )
            )
        elif isinstance(value, str) and not value.isascii() and has_lone_surrogate(value):
            out.append(_surrogate(path))
    return out


def _surrogate(path: Path) -> Finding:
    return finding(
        "json.lone_surrogate",
        path,
        "this string holds a lone UTF-16 surrogate, which is not a character and has no UTF-8 form",
    )


# --- the entry point ------------------------------------------------------------------------


def atif_to_response(document: Any, *, strict_json: bool = False) -> ResponseResult:
    """Check an ATIF document against the reverify profile and rebuild its response.

    ``strict_json=True`` says the document came from the strict JSON reader (as in
    :func:`load_atif`), so the scan for values no JSON text can hold is skipped.
    """
    out: list[Finding] = []
    if not strict_json:
        out.extend(_value_findings(document))
    out.extend(f for f in atif_findings(document) if f.severity == "error")
    if not isinstance(document, dict):
        return ResponseResult(None, _sorted(out))
    if document.get("schema_version") != SCHEMA_VERSION:
        out.append(
            finding(
                "reverify.schema_version",
                ("schema_version",) if "schema_version" in document else (),
                f"schema_version is {show(document.get('schema_version'))}; reverify reads "
                f"{SCHEMA_VERSION} documents only",
            )
        )
    # Structure first: the profile's rules run where the ATIF schema held.
    broken = broken_tree(f.path for f in out if f.code.startswith("schema."))
    run = Run()
    out.extend(PROFILE.findings(document, "Trajectory", run, broken=broken))
    if broken is not None:
        return ResponseResult(None, _sorted(out))  # rejected for its structure
    found, model, created_at, usage = conclude(document, run)
    out.extend(finding(code, parts, message) for code, parts, message in found)
    if any(f.severity == "error" for f in out):
        return ResponseResult(None, _sorted(out))
    response = build_response(
        document, document["steps"], model, created_at, usage, plain=strict_json
    )
    return ResponseResult(response, _sorted(out))


def _sorted(findings: list[Finding]) -> tuple[Finding, ...]:
    return tuple(sorted(set(findings), key=lambda f: (path_key(f.path), f.code, f.message)))


__all__ = [
    "SCHEMA_VERSION",
    "ResponseResult",
    "atif_to_response",
    "load_atif",
]
