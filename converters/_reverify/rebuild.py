"""Strict ATIF reverify: an ATIF v1.7 document back to the one response a verifier scores.

``atif_to_response(document)`` checks a document in three passes and, when nothing is wrong,
rebuilds the Responses-style response that its agent steps stand for:

1. ATIF validity: every error of :func:`trajspec.validators.atif_findings` (structure and the
   ``atif.*`` rules), plus ``reverify.schema_version`` for anything but ATIF-v1.7;
2. the supported profile: what one ordered response cannot represent is rejected with a
   ``reverify.*`` code (spec/rules/atif_reverify.json): continued trajectories, subagents,
   non-text parts, copied context, training token metadata, text beside tool calls, folded
   LLM calls, input after agent output, and the call/result bookkeeping the output items need;
3. usage: the complete-usage rule. If any model step reports token usage, every model step
   reports prompt and completion counts and the final totals agree with them; a response
   cannot carry partial usage, so a partial-metric export (valid ATIF) is rejected here.

Every check runs and every finding is reported; checks read plain JSON defensively, so a
broken document gives findings, never an exception. Only a document without findings is
rebuilt. The facts are those of NeMo Gym 0.7.0's reverify (reference §4.4-4.8); codes and
wording are ours, and where Gym stops at the first problem we report them all.

The rebuilt response: per agent step in order, a reasoning item (when reasoning_content is
not null), an assistant message (when the step has text, or has no tool calls), one
function_call per tool call and one function_call_output per observation result, in result
order. Ids are derived from the trajectory (``atif_`` + 20 hex digits of a SHA-256), so the
same document always gives the same response.
"""

from __future__ import annotations

import contextlib
import datetime
import hashlib
import json
import math
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from trajspec._findings import Finding
from trajspec._jsonvalues import json_int
from trajspec._rules import finding, rules
from trajspec._strictjson import StrictJsonError, loads
from trajspec.validators import atif_findings

JsonObject = dict[str, Any]
Path = tuple[str | int, ...]

SCHEMA_VERSION = "ATIF-v1.7"
PROJECTION_STATUS = "complete"

#: Request parameters of ``responses_create_params`` that the verify payload's response carries.
OVERLAY_KEYS = (
    "background",
    "instructions",
    "max_output_tokens",
    "max_tool_calls",
    "metadata",
    "parallel_tool_calls",
    "previous_response_id",
    "prompt",
    "reasoning",
    "service_tier",
    "temperature",
    "text",
    "tool_choice",
    "tools",
    "top_logprobs",
    "top_p",
    "truncation",
    "user",
)


@dataclass(frozen=True, slots=True)
class ResponseResult:
    """The outcome of :func:`atif_to_response`: the rebuilt response, or why there is none."""

    response: JsonObject | None
    findings: tuple[Finding, ...] = field(default=())

    @property
    def ok(self) -> bool:
        """True when the document was rebuilt (no finding of severity error)."""
        return self.response is not None


# --- small defensive readers ----------------------------------------------------------------


def _obj(value: Any) -> JsonObject | None:
    return value if isinstance(value, dict) else None


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _blank(value: Any) -> bool:
    return isinstance(value, str) and not value.strip()


def _step_no(index: int, step: JsonObject) -> str:
    """How a message names a step: its step_id, which a valid document numbers from 1."""
    step_id = json_int(step.get("step_id"))
    return str(step_id if step_id is not None else index + 1)


def _show(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 60 else text[:59] + "…"


# --- loading ------------------------------------------------------------------------------


def load_atif(data: bytes) -> tuple[Any, list[Finding]]:
    """Parse the bytes of an ATIF file strictly (trajspec's JSON rules: no duplicate keys, no
    NaN, no lossy numbers, UTF-8 without BOM). Returns the document, or None and findings."""
    try:
        return loads(data), []
    except StrictJsonError as error:
        known = rules()
        return None, [
            Finding(
                code=problem.code,
                path="",
                message=problem.message,
                severity=known[problem.code].severity if problem.code in known else "error",
                line=problem.line,
                column=problem.column,
            )
            for problem in error.problems
        ]


def _value_findings(document: Any) -> list[Finding]:
    """Values no JSON text can hold, which only a Python caller can pass in: non-finite
    numbers and strings with lone surrogates (they would break hashing and writing)."""
    out: list[Finding] = []
    stack: list[tuple[Any, Path]] = [(document, ())]
    while stack:
        value, path = stack.pop()
        if isinstance(value, dict):
            for key, item in value.items():
                if isinstance(key, str) and not key.isascii() and _has_surrogate(key):
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
        elif isinstance(value, str) and not value.isascii() and _has_surrogate(value):
            out.append(_surrogate(path))
    return out


def _has_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


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
                f"schema_version is {_show(document.get('schema_version'))}; reverify reads "
                f"{SCHEMA_VERSION} documents only",
            )
        )
    steps = _list(document.get("steps"))
    _root_checks(document, steps, out)
    _step_checks(steps, out)
    _call_checks(steps, out)
    model = _model_name(document, steps, out)
    created_at = _created_at(steps, out)
    usage = _usage(document, steps, out)
    if any(f.severity == "error" for f in out):
        return ResponseResult(None, _sorted(out))
    response = _build(document, steps, model, created_at, usage)
    return ResponseResult(response, _sorted(out))


def _sorted(findings: list[Finding]) -> tuple[Finding, ...]:
    return tuple(sorted(set(findings), key=lambda f: (f.path, f.code, f.message)))


# --- the supported profile ------------------------------------------------------------------


def _root_checks(document: JsonObject, steps: list[Any], out: list[Finding]) -> None:
    final = _obj(document.get("final_metrics"))
    total_steps = json_int(final.get("total_steps")) if final else None
    if total_steps is not None and total_steps != len(steps):
        out.append(
            finding(
                "reverify.total_steps",
                ("final_metrics", "total_steps"),
                f"total_steps is {total_steps} but the trajectory has {len(steps)} step(s); "
                "reverify takes the count as it stands",
            )
        )
    if document.get("continued_trajectory_ref") is not None:
        out.append(
            finding(
                "reverify.continued_trajectory",
                ("continued_trajectory_ref",),
                "the trajectory continues in another document; one response cannot be rebuilt "
                "from part of a conversation",
            )
        )
    if _list(document.get("subagent_trajectories")):
        out.append(
            finding(
                "reverify.subagents",
                ("subagent_trajectories",),
                "the trajectory embeds subagent trajectories; their work has no place in one "
                "response",
            )
        )
    if not any(isinstance(s, dict) and s.get("source") == "agent" for s in steps):
        out.append(
            finding(
                "reverify.no_agent_step",
                ("steps",),
                "the trajectory has no agent step, so there is no response to score",
            )
        )


def _content_parts(content: Any, path: Path, out: list[Finding]) -> None:
    for k, part in enumerate(_list(content)):
        kind = part.get("type") if isinstance(part, dict) else None
        if kind != "text":
            out.append(
                finding(
                    "reverify.content_not_text",
                    (*path, k),
                    f"part {k} is {_show(kind)}, not text; a response's message and tool "
                    "outputs are rebuilt from text parts only",
                )
            )


def _step_checks(steps: list[Any], out: list[Finding]) -> None:
    seen_agent = False
    for i, step in enumerate(steps):
        if not isinstance(step, dict):
            continue
        base: Path = ("steps", i)
        number = _step_no(i, step)
        source = step.get("source")
        _content_parts(step.get("message"), (*base, "message"), out)
        observation = _obj(step.get("observation"))
        for r, result in enumerate(_list(observation.get("results")) if observation else []):
            if not isinstance(result, dict):
                continue
            rpath = (*base, "observation", "results", r)
            _content_parts(result.get("content"), (*rpath, "content"), out)
            if _list(result.get("subagent_trajectory_ref")):
                out.append(
                    finding(
                        "reverify.subagents",
                        (*rpath, "subagent_trajectory_ref"),
                        f"result {r} of step {number} refers to a subagent trajectory; its "
                        "work has no place in one response",
                    )
                )
        if step.get("is_copied_context") is True:
            out.append(
                finding(
                    "reverify.copied_context",
                    (*base, "is_copied_context"),
                    f"step {number} is copied context from an earlier trajectory, not output "
                    "of this one",
                )
            )
        metrics = _obj(step.get("metrics"))
        for name in ("prompt_token_ids", "completion_token_ids", "logprobs"):
            if metrics is not None and metrics.get(name) is not None:
                out.append(
                    finding(
                        "reverify.token_ids",
                        (*base, "metrics", name),
                        f"step {number} carries {name}; training token metadata has no place "
                        "in a response",
                    )
                )
        if source == "agent":
            seen_agent = True
            _agent_step_checks(step, base, number, out)
        elif source in ("system", "user"):
            if seen_agent:
                out.append(
                    finding(
                        "reverify.step_after_agent",
                        (*base, "source"),
                        f"{source} step {number} follows agent output; input after the first "
                        "agent step would change the conversation that is scored",
                    )
                )
            if observation is not None:
                out.append(
                    finding(
                        "reverify.observation_on_non_agent_step",
                        (*base, "observation"),
                        f"{source} step {number} carries an observation; only an agent step's "
                        "results become function_call_output items",
                    )
                )


def _agent_step_checks(step: JsonObject, base: Path, number: str, out: list[Finding]) -> None:
    message = step.get("message")
    calls = _list(step.get("tool_calls"))
    if isinstance(message, list) and not message:
        out.append(
            finding(
                "reverify.empty_content",
                (*base, "message"),
                f"agent step {number}'s message is an empty list of parts; write the empty "
                'string "" for no text',
            )
        )
    if calls and (
        (isinstance(message, str) and message) or (isinstance(message, list) and message)
    ):
        out.append(
            finding(
                "reverify.message_with_tool_calls",
                (*base, "message"),
                f"agent step {number} has message text and tool calls; ATIF does not keep their "
                "order within the model's output, so put the text in its own agent step",
            )
        )
    count = json_int(step.get("llm_call_count"))
    if count is not None and count > 1:
        out.append(
            finding(
                "reverify.llm_call_count",
                (*base, "llm_call_count"),
                f"agent step {number} folds {count} LLM calls into one step; their outputs "
                "cannot be laid out as one ordered response",
            )
        )


def _call_checks(steps: list[Any], out: list[Finding]) -> None:
    """The call/result bookkeeping that function_call and function_call_output items need."""
    used: set[str] = set()
    for i, step in enumerate(steps):
        if not isinstance(step, dict) or step.get("source") != "agent":
            continue
        base: Path = ("steps", i)
        number = _step_no(i, step)
        ids: list[tuple[int, str]] = []
        for j, call in enumerate(_list(step.get("tool_calls"))):
            if not isinstance(call, dict):
                continue
            cpath = (*base, "tool_calls", j)
            call_id, name = call.get("tool_call_id"), call.get("function_name")
            if _blank(call_id):
                out.append(
                    finding(
                        "reverify.tool_call_id_blank",
                        (*cpath, "tool_call_id"),
                        f"tool call {j} of step {number} has a blank tool_call_id; it becomes "
                        "the call_id of a function_call item",
                    )
                )
            if _blank(name):
                out.append(
                    finding(
                        "reverify.function_name_blank",
                        (*cpath, "function_name"),
                        f"tool call {j} of step {number} has a blank function_name",
                    )
                )
            if not isinstance(call_id, str):
                continue
            if call_id in used:
                out.append(
                    finding(
                        "reverify.tool_call_id_repeated",
                        (*cpath, "tool_call_id"),
                        f"tool_call_id {call_id!r} of step {number} is already used in this "
                        "document; every call needs an id of its own",
                    )
                )
            used.add(call_id)
            ids.append((j, call_id))
        _result_checks(step, base, number, ids, out)


def _result_checks(
    step: JsonObject, base: Path, number: str, ids: list[tuple[int, str]], out: list[Finding]
) -> None:
    observation = _obj(step.get("observation"))
    answered: Counter[str] = Counter()
    for r, result in enumerate(_list(observation.get("results")) if observation else []):
        if not isinstance(result, dict):
            continue
        rpath = (*base, "observation", "results", r)
        call = result.get("source_call_id")
        if call is None:
            out.append(
                finding(
                    "reverify.result_call_missing",
                    rpath,
                    f"result {r} of step {number} has no source_call_id; a function_call_output "
                    "item names the call it answers",
                )
            )
        elif isinstance(call, str):
            answered[call] += 1
            if answered[call] == 2:
                out.append(
                    finding(
                        "reverify.result_repeated",
                        (*rpath, "source_call_id"),
                        f"call {call!r} of step {number} already has a result; each call has "
                        "exactly one",
                    )
                )
        content = result.get("content")
        extra = _obj(result.get("extra"))
        relayed = extra is not None and extra.get("tool_result") is not None
        if content is not None and relayed:
            out.append(
                finding(
                    "reverify.result_content",
                    rpath,
                    f"result {r} of step {number} has both content and extra.tool_result; "
                    "which one is the output would be a guess",
                )
            )
        elif content is None and not relayed:
            out.append(
                finding(
                    "reverify.result_content",
                    rpath,
                    f"result {r} of step {number} has neither content nor extra.tool_result, so "
                    "its function_call_output has no output",
                )
            )
        elif isinstance(content, list) and not content:
            out.append(
                finding(
                    "reverify.empty_content",
                    (*rpath, "content"),
                    f"result {r} of step {number} has an empty list of parts; write the empty "
                    'string "" for no output',
                )
            )
    for j, call_id in ids:
        if answered[call_id] == 0:
            out.append(
                finding(
                    "reverify.call_without_result",
                    (*base, "tool_calls", j),
                    f"call {call_id!r} of step {number} has no observation result; its "
                    "function_call item would have no output",
                )
            )


def _model_name(document: JsonObject, steps: list[Any], out: list[Finding]) -> str:
    """The one model the agent steps resolve to (a step's model_name, else agent.model_name),
    or "unknown" when none names one."""
    agent = _obj(document.get("agent")) or {}
    fallback = agent.get("model_name") if isinstance(agent.get("model_name"), str) else None
    resolved: list[tuple[int, JsonObject, str | None]] = []
    for i, step in enumerate(steps):
        if isinstance(step, dict) and step.get("source") == "agent":
            own = step.get("model_name")
            resolved.append((i, step, own if isinstance(own, str) else fallback))
    first = next((name for _, _, name in resolved if name is not None), None)
    if first is None:
        return "unknown"
    for i, step, name in resolved:
        if name is None:
            out.append(
                finding(
                    "reverify.model_names",
                    ("steps", i),
                    f"agent step {_step_no(i, step)} names no model while others name "
                    f"{first!r}; a response names one model",
                )
            )
        elif name != first:
            own = isinstance(step.get("model_name"), str)
            out.append(
                finding(
                    "reverify.model_names",
                    ("steps", i, "model_name") if own else ("steps", i),
                    f"agent step {_step_no(i, step)} resolves to model {name!r} but an earlier "
                    f"one to {first!r}; a response names one model",
                )
            )
    return first


def _created_at(steps: list[Any], out: list[Finding]) -> float:
    """The epoch seconds of the last agent step with a timestamp (0.0 when none has one)."""
    for i in range(len(steps) - 1, -1, -1):
        step = steps[i]
        if not isinstance(step, dict) or step.get("source") != "agent":
            continue
        stamp = step.get("timestamp")
        if stamp is None:
            continue
        if not isinstance(stamp, str):
            return 0.0  # a structural finding already says what is wrong
        try:
            moment = datetime.datetime.fromisoformat(stamp.replace("Z", "+00:00"))
        except (ValueError, OverflowError):
            return 0.0  # atif.timestamp_format already says what is wrong
        if moment.tzinfo is None:
            out.append(
                finding(
                    "reverify.timestamp_naive",
                    ("steps", i, "timestamp"),
                    f"{stamp!r} has no time zone; the last timestamped agent step fixes the "
                    "response's created_at, so add Z or an offset",
                )
            )
            return 0.0
        return moment.timestamp()
    return 0.0


# --- usage: the complete-usage rule ---------------------------------------------------------

_STEP_FIELDS = (("prompt", "prompt_tokens"), ("completion", "completion_tokens"))


@dataclass(slots=True)
class _Counts:
    """The counts of one model step (or of final_metrics). A count that is present but not a
    non-negative integer is None and named in ``invalid``: it is reported once, counts as
    present for the completeness rule, and keeps the sums that need it from being compared."""

    prompt: int | None = None
    completion: int | None = None
    cached: int | None = None
    reasoning: int | None = None
    total: int | None = None
    invalid: set[str] = field(default_factory=set)

    def any(self) -> bool:
        return bool(self.invalid) or any(
            v is not None
            for v in (self.prompt, self.completion, self.cached, self.reasoning, self.total)
        )

    def present(self, key: str) -> bool:
        return getattr(self, key) is not None or key in self.invalid


def _typed_count(
    obj: JsonObject, name: str, key: str, counts: _Counts, path: Path, out: list[Finding]
) -> int | None:
    """A count the schema types as an integer: a wrong type is the schema's finding, a
    negative one is ours."""
    value = obj.get(name)
    if value is None:
        return None
    number = json_int(value)
    if number is None or number < 0:
        counts.invalid.add(key)
        if number is not None:
            out.append(
                finding(
                    "reverify.usage_invalid",
                    (*path, name),
                    f"{name} is {number}; a token count is a non-negative integer",
                )
            )
        return None
    return number


def _free_count(
    obj: JsonObject, name: str, key: str, counts: _Counts, path: Path, out: list[Finding]
) -> int | None:
    """A count inside a free-form extra object: any value but a non-negative integer is ours."""
    value = obj.get(name)
    if value is None:
        return None
    number = json_int(value)
    if number is None or number < 0:
        counts.invalid.add(key)
        out.append(
            finding(
                "reverify.usage_invalid",
                (*path, name),
                f"{name} is {_show(value)}; a token count is a non-negative integer",
            )
        )
        return None
    return number


def _step_counts(i: int, step: JsonObject, out: list[Finding]) -> _Counts:
    counts = _Counts()
    metrics = _obj(step.get("metrics"))
    if metrics is None:
        return counts
    base: Path = ("steps", i, "metrics")
    counts.prompt = _typed_count(metrics, "prompt_tokens", "prompt", counts, base, out)
    counts.completion = _typed_count(metrics, "completion_tokens", "completion", counts, base, out)
    counts.cached = _typed_count(metrics, "cached_tokens", "cached", counts, base, out)
    extra = _obj(metrics.get("extra"))
    reasoning_path: Path = (*base, "extra", "reasoning_tokens")
    if extra is not None:
        epath: Path = (*base, "extra")
        counts.reasoning = _free_count(extra, "reasoning_tokens", "reasoning", counts, epath, out)
        counts.total = _free_count(extra, "total_tokens", "total", counts, epath, out)
        for name in ("output_tokens_details", "completion_tokens_details"):
            detail = extra.get(name)
            if detail is None:
                continue
            dpath = (*base, "extra", name)
            if not isinstance(detail, dict):
                counts.invalid.add("reasoning")
                out.append(
                    finding(
                        "reverify.usage_invalid",
                        dpath,
                        f"metrics.extra.{name} is {_show(detail)}; it is an object of token counts",
                    )
                )
                continue
            nested = _free_count(detail, "reasoning_tokens", "reasoning", counts, dpath, out)
            if nested is None:
                continue
            if counts.reasoning is None:
                counts.reasoning, reasoning_path = nested, (*dpath, "reasoning_tokens")
            elif nested != counts.reasoning:
                out.append(
                    finding(
                        "reverify.usage_invalid",
                        (*dpath, "reasoning_tokens"),
                        f"{name}.reasoning_tokens is {nested} but the step's reasoning tokens "
                        f"are {counts.reasoning} elsewhere; they count the same tokens",
                    )
                )
    number = _step_no(i, step)
    if counts.prompt is not None and counts.cached is not None and counts.cached > counts.prompt:
        out.append(
            finding(
                "reverify.usage_invalid",
                (*base, "cached_tokens"),
                f"step {number}: cached_tokens {counts.cached} exceeds prompt_tokens "
                f"{counts.prompt}; cached tokens are part of the prompt",
            )
        )
    if (
        counts.total is not None
        and counts.prompt is not None
        and counts.completion is not None
        and counts.total < counts.prompt + counts.completion
    ):
        out.append(
            finding(
                "reverify.usage_invalid",
                (*base, "extra", "total_tokens"),
                f"step {number}: total_tokens {counts.total} is less than prompt_tokens plus "
                f"completion_tokens ({counts.prompt + counts.completion})",
            )
        )
    if (
        counts.reasoning is not None
        and counts.completion is not None
        and counts.reasoning > counts.completion
    ):
        out.append(
            finding(
                "reverify.usage_invalid",
                reasoning_path,
                f"step {number}: reasoning_tokens {counts.reasoning} exceeds completion_tokens "
                f"{counts.completion}; reasoning tokens are part of the completion",
            )
        )
    return counts


def _model_steps(steps: list[Any]) -> Iterator[tuple[int, JsonObject]]:
    """Agent steps that stand for an LLM call: llm_call_count not 0 (null counts as a call)."""
    for i, step in enumerate(steps):
        if (
            isinstance(step, dict)
            and step.get("source") == "agent"
            and json_int(step.get("llm_call_count")) != 0
        ):
            yield i, step


def _usage(document: JsonObject, steps: list[Any], out: list[Finding]) -> JsonObject | None:
    model = [(i, step, _step_counts(i, step, out)) for i, step in _model_steps(steps)]
    stepwise = any(c.any() for _, _, c in model)
    incomplete = False
    if stepwise:
        for i, step, c in model:
            missing = [name for key, name in _STEP_FIELDS if not c.present(key)]
            if not missing:
                continue
            incomplete = True
            has_metrics = isinstance(step.get("metrics"), dict)
            out.append(
                finding(
                    "reverify.usage_incomplete",
                    ("steps", i, "metrics") if has_metrics else ("steps", i),
                    f"model step {_step_no(i, step)} lacks {' and '.join(missing)} while other "
                    "counts are reported; one response cannot carry partial usage, so every "
                    "model step needs prompt_tokens and completion_tokens",
                )
            )
    final = _obj(document.get("final_metrics"))
    fpath: Path = ("final_metrics",)
    if final is None:
        if stepwise and not incomplete:
            out.append(
                finding(
                    "reverify.final_totals_missing",
                    fpath,
                    "the model steps report token usage but there is no final_metrics; state "
                    "total_prompt_tokens and total_completion_tokens",
                )
            )
        return None
    totals = _Counts()
    totals.prompt = _typed_count(final, "total_prompt_tokens", "prompt", totals, fpath, out)
    totals.completion = _typed_count(
        final, "total_completion_tokens", "completion", totals, fpath, out
    )
    totals.cached = _typed_count(final, "total_cached_tokens", "cached", totals, fpath, out)
    t_prompt, t_completion, t_cached = totals.prompt, totals.completion, totals.cached
    if t_prompt is not None and t_cached is not None and t_cached > t_prompt:
        out.append(
            finding(
                "reverify.usage_invalid",
                (*fpath, "total_cached_tokens"),
                f"total_cached_tokens {t_cached} exceeds total_prompt_tokens {t_prompt}; cached "
                "tokens are part of the prompt",
            )
        )
    if incomplete:
        return None  # rejected already; the totals of partial counts say nothing more
    has_prompt, has_completion = totals.present("prompt"), totals.present("completion")
    if not has_prompt and not has_completion:
        if stepwise:
            out.append(
                finding(
                    "reverify.final_totals_missing",
                    fpath,
                    "the model steps report token usage but final_metrics states neither "
                    "total_prompt_tokens nor total_completion_tokens",
                )
            )
        elif totals.present("cached"):
            out.append(
                finding(
                    "reverify.final_totals_missing",
                    (*fpath, "total_cached_tokens"),
                    "total_cached_tokens is stated without total_prompt_tokens and "
                    "total_completion_tokens; usage needs both",
                )
            )
        return None
    if not has_prompt or not has_completion:
        absent = "total_completion_tokens" if has_prompt else "total_prompt_tokens"
        out.append(
            finding(
                "reverify.final_totals_missing",
                (*fpath, absent),
                f"final_metrics states one token total without the other; add {absent}",
            )
        )
        return None
    if t_prompt is None or t_completion is None:
        return None  # an invalid total, reported above
    reasoning: int | None = None
    total = t_prompt + t_completion
    cached = t_cached
    if stepwise:
        for key, name in _STEP_FIELDS:
            if any(key in c.invalid for _, _, c in model):
                continue  # an invalid count, reported above, has no sum
            reported = t_prompt if key == "prompt" else t_completion
            summed = sum(getattr(c, key) or 0 for _, _, c in model)
            if summed != reported:
                out.append(
                    finding(
                        "reverify.final_totals_mismatch",
                        (*fpath, f"total_{name}"),
                        f"total_{name} is {reported} but the model steps' {name} add up to "
                        f"{summed}",
                    )
                )
        cached, reasoning, total = _summed_details(model, totals, total, out)
    return {
        "input_tokens": t_prompt,
        "input_tokens_details": {"cached_tokens": cached},
        "output_tokens": t_completion,
        "output_tokens_details": {"reasoning_tokens": reasoning},
        "total_tokens": total,
    }


def _summed_details(
    model: list[tuple[int, JsonObject, _Counts]], totals: _Counts, total: int, out: list[Finding]
) -> tuple[int | None, int | None, int]:
    """Cached, reasoning and total tokens of stepwise usage: a sum when every model step
    reports the count; cached falls back to the reported total when no step reports it (the
    reference's "aggregate only" reading) and is null when only some do."""
    cached = totals.cached
    if any("cached" in c.invalid for _, _, c in model):
        cached = None
    else:
        cached_counts = [c.cached for _, _, c in model]
        if all(v is not None for v in cached_counts):
            cached = sum(v or 0 for v in cached_counts)
            if totals.cached is not None and totals.cached != cached:
                out.append(
                    finding(
                        "reverify.final_totals_mismatch",
                        ("final_metrics", "total_cached_tokens"),
                        f"total_cached_tokens is {totals.cached} but the model steps' "
                        f"cached_tokens add up to {cached}",
                    )
                )
        elif any(v is not None for v in cached_counts):
            cached = None  # a total of some steps' counts would be a false one
    reasoning_counts = [c.reasoning for _, _, c in model]
    reasoning = (
        sum(v or 0 for v in reasoning_counts)
        if all(v is not None for v in reasoning_counts)
        else None
    )
    total_counts = [c.total for _, _, c in model]
    if all(v is not None for v in total_counts):
        total = sum(v or 0 for v in total_counts)
    return cached, reasoning, total


# --- rebuilding -----------------------------------------------------------------------------


_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _canonical(value: Any) -> str:
    """Compact JSON with sorted keys and non-ASCII kept, numbers as Python writes them
    (``1e+100``, ``-0.0``, integers of any size exactly), as the reference writes arguments."""
    return _CANONICAL.encode(value)


def _without_extra(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_extra(v) for k, v in value.items() if k != "extra"}
    if isinstance(value, list):
        return [_without_extra(v) for v in value]
    return value


def _id_seed(document: JsonObject) -> str:
    """What every id is derived from: the trajectory_id, else the content without extras."""
    trajectory_id = document.get("trajectory_id")
    if isinstance(trajectory_id, str) and trajectory_id.strip():
        return trajectory_id
    content = _canonical(_without_extra(document)).encode("utf-8", "surrogatepass")
    return "content:" + hashlib.sha256(content).hexdigest()


class _Ids:
    """``atif_`` + the first 20 hex digits of SHA-256(seed NUL part NUL part ...)."""

    def __init__(self, seed: str) -> None:
        self._base = hashlib.sha256(seed.encode("utf-8", "surrogatepass"))

    def __call__(self, *parts: str | int) -> str:
        digest = self._base.copy()
        digest.update("".join(f"\0{p}" for p in parts).encode("utf-8", "surrogatepass"))
        return "atif_" + digest.hexdigest()[:20]


def _texts(message: Any) -> list[str]:
    if isinstance(message, str):
        return [message] if message else []
    return [part["text"] for part in message]


def _output_value(result: JsonObject) -> Any:
    content = result.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return [{"type": "input_text", "text": part["text"]} for part in content]
    relayed = result["extra"]["tool_result"]
    return relayed if isinstance(relayed, str) else _canonical(relayed)


def _build(
    document: JsonObject,
    steps: list[Any],
    model: str,
    created_at: float,
    usage: JsonObject | None,
) -> JsonObject:
    make_id = _Ids(_id_seed(document))
    output: list[JsonObject] = []
    parallel = False
    for step in steps:
        if step["source"] != "agent":
            continue
        step_id = step["step_id"]
        reasoning = step.get("reasoning_content")
        if reasoning is not None:
            output.append(
                {
                    "id": make_id("reasoning", step_id),
                    "type": "reasoning",
                    "summary": [{"type": "summary_text", "text": reasoning}],
                }
            )
        calls = step.get("tool_calls") or []
        parallel = parallel or len(calls) > 1
        texts = _texts(step["message"])
        if texts or not calls:
            output.append(
                {
                    "id": make_id("message", step_id),
                    "type": "message",
                    "role": "assistant",
                    "status": "completed",
                    "content": [
                        {"type": "output_text", "text": text, "annotations": []}
                        for text in (texts or [""])
                    ],
                }
            )
        for call in calls:
            output.append(
                {
                    "id": make_id("function-call", call["tool_call_id"]),
                    "type": "function_call",
                    "call_id": call["tool_call_id"],
                    "name": call["function_name"],
                    "arguments": _canonical(call["arguments"]),
                    "status": "completed",
                }
            )
        observation = step.get("observation") or {}
        for r, result in enumerate(observation.get("results") or []):
            output.append(
                {
                    "id": make_id("function-output", result["source_call_id"], r),
                    "type": "function_call_output",
                    "call_id": result["source_call_id"],
                    "output": _output_value(result),
                    "status": "completed",
                }
            )
    return {
        "id": make_id("response"),
        "object": "response",
        "created_at": created_at,
        "status": "completed",
        "model": model,
        "output": output,
        "parallel_tool_calls": parallel,
        "tool_choice": "auto",
        "tools": [],
        "usage": usage,
    }


# --- the verify payload ---------------------------------------------------------------------


def provenance(document: Mapping[str, Any], source_sha256: str) -> JsonObject:
    """What a result row says about the document it was rebuilt from (never sent to the
    verifier)."""
    return {
        "trajectory_id": document.get("trajectory_id"),
        "session_id": document.get("session_id"),
        "source_sha256": source_sha256,
        "schema_version": document.get("schema_version"),
        "projection_status": PROJECTION_STATUS,
    }


def verify_payload(
    row: Mapping[str, Any], response: Mapping[str, Any]
) -> tuple[JsonObject | None, list[Finding]]:
    """The payload a verifier scores: the materialized input ``row`` with ``response``
    replaced by the rebuilt one, overlaid with the request parameters of the row's
    ``responses_create_params``. Findings (and no payload) when the row has no such object."""
    params = row.get("responses_create_params")
    if not isinstance(params, dict):
        return None, [
            finding(
                "reverify.input_no_create_params",
                ("responses_create_params",),
                "the materialized input row has no responses_create_params object; the "
                "response a verifier scores carries its request parameters",
            )
        ]
    overlaid = dict(response)
    for key in OVERLAY_KEYS:
        if key in params:
            overlaid[key] = params[key]
    payload = dict(row)
    payload["response"] = overlaid
    return payload, []


# --- comparing responses on the profile's fields --------------------------------------------


def response_profile(response: Mapping[str, Any]) -> JsonObject:
    """A response reduced to what the reverify profile fixes, for comparing two responses:
    no ids; reasoning as its text (summary or content parts alike); function-call arguments
    parsed (strictly). Every other member is kept as it is."""
    reduced = {k: v for k, v in response.items() if k != "id"}
    items = []
    for item in _list(response.get("output")):
        if not isinstance(item, dict):
            items.append(item)
            continue
        item = {k: v for k, v in item.items() if k != "id"}
        if item.get("type") == "reasoning":
            parts = _list(item.get("content")) or _list(item.get("summary"))
            item = {
                "type": "reasoning",
                "text": "".join(p.get("text", "") for p in parts if isinstance(p, dict)),
            }
        elif item.get("type") == "function_call" and isinstance(item.get("arguments"), str):
            # Unparsable text is left as it is: it then differs from any parsed value.
            with contextlib.suppress(StrictJsonError):
                item["arguments"] = loads(item["arguments"])
        items.append(item)
    reduced["output"] = items
    return reduced


def json_equal(a: Any, b: Any) -> bool:
    """JSON value equality: numbers compare by value (1 equals 1.0), booleans are not numbers,
    objects compare by key set, arrays by order."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, int | float) and isinstance(b, int | float):
        return a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(json_equal(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(json_equal(x, y) for x, y in zip(a, b, strict=True))
    return type(a) is type(b) and a == b


__all__ = [
    "OVERLAY_KEYS",
    "SCHEMA_VERSION",
    "ResponseResult",
    "atif_to_response",
    "json_equal",
    "load_atif",
    "provenance",
    "response_profile",
    "verify_payload",
]
