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
    #: (a frozenset, replaced on the rare change: no set made for every step)
    invalid: frozenset[str] = frozenset()

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
    counts.invalid |= {key}
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
    counts.prompt = _count(metrics, "prompt_tokens", "prompt", counts, _METRICS, found, True)
    counts.completion = _count(
        metrics, "completion_tokens", "completion", counts, _METRICS, found, True
    )
    counts.cached = _count(metrics, "cached_tokens", "cached", counts, _METRICS, found, True)
    extra = metrics.get("extra")
    reasoning_path: Path = (*_EXTRA, "reasoning_tokens")
    if extra is not None:
        counts.reasoning = _count(
            extra, "reasoning_tokens", "reasoning", counts, _EXTRA, found, False
        )
        counts.total = _count(extra, "total_tokens", "total", counts, _EXTRA, found, False)
        for name in ("output_tokens_details", "completion_tokens_details"):
            detail = extra.get(name)
            if detail is None:
                continue
            dpath: Path = (*_EXTRA, name)
            if not isinstance(detail, dict):  # inside extra: any JSON value
                counts.invalid |= {"reasoning"}
                found.append(
                    (
                        "reverify.usage_invalid",
                        dpath,
                        f"metrics.extra.{name} is {show(detail)}; it is an object of token counts",
                    )
                )
                continue
            nested = _count(detail, "reasoning_tokens", "reasoning", counts, dpath, found, False)
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


@dataclass(slots=True)
class _Sums:
    """The model steps' counts added up, in one pass: each sum over the steps that report the
    count, how many report it, and which counts some step reports invalid."""

    steps: int = 0
    prompt: int = 0
    completion: int = 0
    cached: int = 0
    reasoning: int = 0
    total: int = 0
    with_cached: int = 0
    with_reasoning: int = 0
    with_total: int = 0
    reported: bool = False  # any count at all, valid or not
    complete: bool = True  # every step has prompt and completion counts (valid or not)
    invalid: set[str] = field(default_factory=set)

    @classmethod
    def of(cls, model: list[tuple[int, JsonObject, Counts]]) -> _Sums:
        sums = cls(len(model))
        for _, _, c in model:
            if c.invalid:
                sums.invalid |= c.invalid
                sums.reported = True
            if c.prompt is not None:
                sums.prompt += c.prompt
                sums.reported = True
            elif "prompt" not in c.invalid:
                sums.complete = False
            if c.completion is not None:
                sums.completion += c.completion
                sums.reported = True
            elif "completion" not in c.invalid:
                sums.complete = False
            if c.cached is not None:
                sums.cached += c.cached
                sums.with_cached += 1
            if c.reasoning is not None:
                sums.reasoning += c.reasoning
                sums.with_reasoning += 1
            if c.total is not None:
                sums.total += c.total
                sums.with_total += 1
        sums.reported = sums.reported or bool(
            sums.with_cached or sums.with_reasoning or sums.with_total
        )
        return sums


def response_usage(
    document: JsonObject, model: list[tuple[int, JsonObject, Counts]], found: list[Problem]
) -> JsonObject | None:
    """The usage of the response from the model steps' counts (:func:`step_counts`) and the
    final totals, or None; its problems located from the document."""
    sums = _Sums.of(model)
    stepwise = sums.reported
    incomplete = stepwise and not sums.complete
    if incomplete:
        for i, step, c in model:
            missing = [name for key, name in _STEP_FIELDS if not c.present(key)]
            if missing:
                found.append(
                    (
                        "reverify.usage_incomplete",
                        ("steps", i, "metrics")
                        if step.get("metrics") is not None
                        else ("steps", i),
                        f"model step {step_no(i, step)} lacks {' and '.join(missing)} while "
                        "other counts are reported; one response cannot carry partial usage, "
                        "so every model step needs prompt_tokens and completion_tokens",
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
    totals.prompt = _count(final, "total_prompt_tokens", "prompt", totals, fpath, found, True)
    totals.completion = _count(
        final, "total_completion_tokens", "completion", totals, fpath, found, True
    )
    totals.cached = _count(final, "total_cached_tokens", "cached", totals, fpath, found, True)
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
        for name, reported, summed in (
            ("prompt_tokens", t_prompt, sums.prompt),
            ("completion_tokens", t_completion, sums.completion),
        ):
            # an invalid count, reported above, has no sum
            if summed != reported and name.partition("_")[0] not in sums.invalid:
                found.append(
                    (
                        "reverify.final_totals_mismatch",
                        (*fpath, f"total_{name}"),
                        f"total_{name} is {reported} but the model steps' {name} add up to "
                        f"{summed}",
                    )
                )
        cached, reasoning, total = _summed_details(sums, t_cached, total, found)
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
    sums: _Sums, t_cached: int | None, total: int, found: list[Problem]
) -> tuple[int | None, int | None, int]:
    """Cached, reasoning and total tokens of stepwise usage: a sum when every model step
    reports the count; cached falls back to the reported total when no step reports it (the
    reference's "aggregate only" reading) and is null when only some do."""
    cached = t_cached
    if "cached" in sums.invalid:
        cached = None
    elif sums.with_cached == sums.steps:
        cached = sums.cached
        if t_cached is not None and t_cached != cached:
            found.append(
                (
                    "reverify.final_totals_mismatch",
                    ("final_metrics", "total_cached_tokens"),
                    f"total_cached_tokens is {t_cached} but the model steps' cached_tokens "
                    f"add up to {cached}",
                )
            )
    elif sums.with_cached:
        cached = None  # a total of some steps' counts would be a false one
    reasoning = sums.reasoning if sums.with_reasoning == sums.steps else None
    if sums.with_total == sums.steps:
        total = sums.total
    return cached, reasoning, total


__all__ = [
    "Counts",
    "response_usage",
    "step_counts",
]
