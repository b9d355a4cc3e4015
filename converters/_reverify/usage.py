"""The complete-usage rule of reverify: if any model step reports token usage, every model
step reports prompt and completion counts and the final totals agree with them; and the
usage object of the rebuilt response."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from trajspec._jsonvalues import INT64_MAX, JsonObject, json_int, show
from trajspec._rule_engine import Problem
from trajspec.converters._reverify.readers import Path, step_no

_STEP_FIELDS = (("prompt", "prompt_tokens"), ("completion", "completion_tokens"))


@dataclass(slots=True)
class Counts:
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


#: The counts of a model step without metrics (never changed).
_NONE: Final = Counts()


def _count(
    obj: JsonObject,
    name: str,
    key: str,
    counts: Counts,
    path: Path,
    found: list[Problem],
    *,
    typed: bool,
) -> int | None:
    """``obj[name]`` when it is a non-negative integer; else None, with ``key`` named invalid
    in ``counts``. Where the schema types the member as an integer (``typed``), its type is
    proven and only a negative number (or one outside the 64-bit range, the number rule's
    finding) is left; inside a free-form extra object, any other value is ours."""
    value = obj.get(name)
    if value is None:
        return None
    if type(value) is int and 0 <= value <= INT64_MAX:
        return value  # what parsed JSON nearly always holds
    number = json_int(value)
    if number is not None and number >= 0:
        return number
    counts.invalid.add(key)
    if not typed or number is not None:
        shown = str(number) if typed else show(value)
        found.append(
            (
                "reverify.usage_invalid",
                (*path, name),
                f"{name} is {shown}; a token count is a non-negative integer",
            )
        )
    return None


_METRICS: Final = ("metrics",)
_EXTRA: Final = ("metrics", "extra")


def step_counts(
    i: int, step: JsonObject, metrics: JsonObject | None, found: list[Problem]
) -> Counts:
    """The counts of model step ``i`` (its metrics, an object or null as the schema proved);
    its problems located from the step."""
    if metrics is None:
        return _NONE
    counts = Counts()
    counts.prompt = _count(metrics, "prompt_tokens", "prompt", counts, _METRICS, found, typed=True)
    counts.completion = _count(
        metrics, "completion_tokens", "completion", counts, _METRICS, found, typed=True
    )
    counts.cached = _count(metrics, "cached_tokens", "cached", counts, _METRICS, found, typed=True)
    extra = metrics.get("extra")
    reasoning_path: Path = (*_EXTRA, "reasoning_tokens")
    if extra is not None:
        counts.reasoning = _count(
            extra, "reasoning_tokens", "reasoning", counts, _EXTRA, found, typed=False
        )
        counts.total = _count(extra, "total_tokens", "total", counts, _EXTRA, found, typed=False)
        for name in ("output_tokens_details", "completion_tokens_details"):
            detail = extra.get(name)
            if detail is None:
                continue
            dpath: Path = (*_EXTRA, name)
            if not isinstance(detail, dict):  # inside extra: any JSON value
                counts.invalid.add("reasoning")
                found.append(
                    (
                        "reverify.usage_invalid",
                        dpath,
                        f"metrics.extra.{name} is {show(detail)}; it is an object of token counts",
                    )
                )
                continue
            nested = _count(
                detail, "reasoning_tokens", "reasoning", counts, dpath, found, typed=False
            )
            if nested is None:
                continue
            if counts.reasoning is None:
                counts.reasoning, reasoning_path = nested, (*dpath, "reasoning_tokens")
            elif nested != counts.reasoning:
                found.append(
                    (
                        "reverify.usage_invalid",
                        (*dpath, "reasoning_tokens"),
                        f"{name}.reasoning_tokens is {nested} but the step's reasoning tokens "
                        f"are {counts.reasoning} elsewhere; they count the same tokens",
                    )
                )
    if counts.prompt is not None and counts.cached is not None and counts.cached > counts.prompt:
        found.append(
            (
                "reverify.usage_invalid",
                (*_METRICS, "cached_tokens"),
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
        found.append(
            (
                "reverify.usage_invalid",
                (*_EXTRA, "total_tokens"),
                f"step {step_no(i, step)}: total_tokens {counts.total} is less than "
                f"prompt_tokens plus completion_tokens ({counts.prompt + counts.completion})",
            )
        )
    if (
        counts.reasoning is not None
        and counts.completion is not None
        and counts.reasoning > counts.completion
    ):
        found.append(
            (
                "reverify.usage_invalid",
                reasoning_path,
                f"step {step_no(i, step)}: reasoning_tokens {counts.reasoning} exceeds "
                f"completion_tokens {counts.completion}; reasoning tokens are part of the "
                "completion",
            )
        )
    return counts


def response_usage(
    document: JsonObject, model: list[tuple[int, JsonObject, Counts]], found: list[Problem]
) -> JsonObject | None:
    """The usage of the response from the model steps' counts (:func:`step_counts`) and the
    final totals, or None; its problems located from the document."""
    stepwise = any(c.any() for _, _, c in model)
    incomplete = False
    if stepwise:
        for i, step, c in model:
            missing = [name for key, name in _STEP_FIELDS if not c.present(key)]
            if not missing:
                continue
            incomplete = True
            found.append(
                (
                    "reverify.usage_incomplete",
                    ("steps", i, "metrics") if step.get("metrics") is not None else ("steps", i),
                    f"model step {step_no(i, step)} lacks {' and '.join(missing)} while other "
                    "counts are reported; one response cannot carry partial usage, so every "
                    "model step needs prompt_tokens and completion_tokens",
                )
            )
    final = document.get("final_metrics")
    fpath: Path = ("final_metrics",)
    if final is None:
        if stepwise and not incomplete:
            found.append(
                (
                    "reverify.final_totals_missing",
                    fpath,
                    "the model steps report token usage but there is no final_metrics; state "
                    "total_prompt_tokens and total_completion_tokens",
                )
            )
        return None
    totals = Counts()
    totals.prompt = _count(final, "total_prompt_tokens", "prompt", totals, fpath, found, typed=True)
    totals.completion = _count(
        final, "total_completion_tokens", "completion", totals, fpath, found, typed=True
    )
    totals.cached = _count(final, "total_cached_tokens", "cached", totals, fpath, found, typed=True)
    t_prompt, t_completion, t_cached = totals.prompt, totals.completion, totals.cached
    if t_prompt is not None and t_cached is not None and t_cached > t_prompt:
        found.append(
            (
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
            found.append(
                (
                    "reverify.final_totals_missing",
                    fpath,
                    "the model steps report token usage but final_metrics states neither "
                    "total_prompt_tokens nor total_completion_tokens",
                )
            )
        elif totals.present("cached"):
            found.append(
                (
                    "reverify.final_totals_missing",
                    (*fpath, "total_cached_tokens"),
                    "total_cached_tokens is stated without total_prompt_tokens and "
                    "total_completion_tokens; usage needs both",
                )
            )
        return None
    if not has_prompt or not has_completion:
        absent = "total_completion_tokens" if has_prompt else "total_prompt_tokens"
        found.append(
            (
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
                found.append(
                    (
                        "reverify.final_totals_mismatch",
                        (*fpath, f"total_{name}"),
                        f"total_{name} is {reported} but the model steps' {name} add up to "
                        f"{summed}",
                    )
                )
        cached, reasoning, total = _summed_details(model, totals, total, found)
    # Each count fits (the strict load), but a sum of them may not.
    for name, value in (("total_tokens", total), ("reasoning_tokens", reasoning)):
        if value is not None and value > INT64_MAX:
            found.append(
                (
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
    model: list[tuple[int, JsonObject, Counts]], totals: Counts, total: int, found: list[Problem]
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
                found.append(
                    (
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
    "Counts",
    "response_usage",
    "step_counts",
]
