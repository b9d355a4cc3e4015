"""The complete-usage rule of reverify: if any model step reports token usage, every model
step reports prompt and completion counts and the final totals agree with them; and the
usage object of the rebuilt response."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from trajspec._findings import Finding
from trajspec._jsonvalues import INT64_MAX, JsonObject, json_int, show
from trajspec._rules import finding
from trajspec.converters._reverify.readers import Path, as_object, at_step, step_no

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


def _count(
    obj: JsonObject,
    name: str,
    key: str,
    counts: _Counts,
    path: Path,
    out: list[Finding],
    *,
    typed: bool,
) -> int | None:
    """``obj[name]`` when it is a non-negative integer; else None, with ``key`` named invalid
    in ``counts``. Where the schema types the member as an integer (``typed``), a wrong type is
    the schema's finding and only a negative number is ours; inside a free-form extra object,
    any other value is ours."""
    value = obj.get(name)
    if value is None:
        return None
    number = json_int(value)
    if number is not None and number >= 0:
        return number
    counts.invalid.add(key)
    if not typed or number is not None:
        shown = str(number) if typed else show(value)
        out.append(
            finding(
                "reverify.usage_invalid",
                (*path, name),
                f"{name} is {shown}; a token count is a non-negative integer",
            )
        )
    return None


def _step_counts(i: int, step: JsonObject, out: list[Finding]) -> _Counts:
    counts = _Counts()
    metrics = as_object(step.get("metrics"))
    if metrics is None:
        return counts
    base: Path = ("steps", i, "metrics")
    counts.prompt = _count(metrics, "prompt_tokens", "prompt", counts, base, out, typed=True)
    counts.completion = _count(
        metrics, "completion_tokens", "completion", counts, base, out, typed=True
    )
    counts.cached = _count(metrics, "cached_tokens", "cached", counts, base, out, typed=True)
    extra = as_object(metrics.get("extra"))
    reasoning_path: Path = (*base, "extra", "reasoning_tokens")
    if extra is not None:
        epath: Path = (*base, "extra")
        counts.reasoning = _count(
            extra, "reasoning_tokens", "reasoning", counts, epath, out, typed=False
        )
        counts.total = _count(extra, "total_tokens", "total", counts, epath, out, typed=False)
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
                        f"metrics.extra.{name} is {show(detail)}; it is an object of token counts",
                    )
                )
                continue
            nested = _count(
                detail, "reasoning_tokens", "reasoning", counts, dpath, out, typed=False
            )
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
    if counts.prompt is not None and counts.cached is not None and counts.cached > counts.prompt:
        out.append(
            finding(
                "reverify.usage_invalid",
                (*base, "cached_tokens"),
                f"step {step_no(i, step)}: cached_tokens {counts.cached} exceeds prompt_tokens "
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
                f"step {step_no(i, step)}: total_tokens {counts.total} is less than prompt_tokens plus "
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
                f"step {step_no(i, step)}: reasoning_tokens {counts.reasoning} exceeds completion_tokens "
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


def response_usage(document: JsonObject, steps: list[Any], out: list[Finding]) -> JsonObject | None:
    model = [(i, step, _step_counts(i, step, out)) for i, step in _model_steps(steps)]
    stepwise = any(c.any() for _, _, c in model)
    incomplete = False
    if stepwise:
        for i, step, c in model:
            missing = [name for key, name in _STEP_FIELDS if not c.present(key)]
            if not missing:
                continue
            incomplete = True
            out.append(
                finding(
                    "reverify.usage_incomplete",
                    at_step(i, step, "metrics", dict),
                    f"model step {step_no(i, step)} lacks {' and '.join(missing)} while other "
                    "counts are reported; one response cannot carry partial usage, so every "
                    "model step needs prompt_tokens and completion_tokens",
                )
            )
    final = as_object(document.get("final_metrics"))
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
    totals.prompt = _count(final, "total_prompt_tokens", "prompt", totals, fpath, out, typed=True)
    totals.completion = _count(
        final, "total_completion_tokens", "completion", totals, fpath, out, typed=True
    )
    totals.cached = _count(final, "total_cached_tokens", "cached", totals, fpath, out, typed=True)
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
    # Each count fits (the strict load), but a sum of them may not.
    for name, value in (("total_tokens", total), ("reasoning_tokens", reasoning)):
        if value is not None and value > INT64_MAX:
            out.append(
                finding(
                    "reverify.usage_invalid",
                    fpath,
                    f"the response's {name} would be {value}, outside the signed 64-bit range "
                    "it must carry exactly",
                )
            )
            return None
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


__all__ = [
    "response_usage",
]
