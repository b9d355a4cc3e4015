"""The supported reverify profile, on the rule engine (trajspec/_rule_engine.py): what one
ordered response cannot represent is a ``reverify.*`` finding (spec/rules/atif_reverify.json).

Reverify's rules run after strict ATIF validation, structure first: the rules of an object run
only where no structural finding lies at, above or below it (the engine's broken tree), so they
read the members the ATIF schema proved without defending against other shapes (a step's
``source`` is one of its three names, ``tool_calls`` an array of calls whose ids are strings,
``observation`` an object with ``results``, ...). What the schema leaves open they still read
with care: the number rule of an integer (``3.0``, or beyond 64 bits: :func:`json_int`) and
the free-form ``extra`` objects.

The rules by ATIF type (:data:`PROFILE`): the trajectory's own members (``total_steps``, a
continuation, embedded subagents; the walk does not enter those); each step with what it holds
(copied context, token metadata, text-only content parts, an observation on a non-agent step,
an agent step's message, its calls and the results that answer them, its token counts). A
step's rules
read the steps before it through the walk's context, a :class:`Run` (input after agent
output, a tool_call_id used twice in the document), and leave there what the response needs
of it. After the walk, :func:`conclude` decides what needs every step (an agent step at all,
one model, the created_at, usage), only for a document without structural findings: the
trajectory's rules run only then.
"""

from __future__ import annotations

import datetime
from typing import Final

from trajspec._jsonvalues import JsonObject, json_int, show
from trajspec._rule_engine import Dialect, Node, Problem
from trajspec.converters._reverify.readers import step_no
from trajspec.converters._reverify.usage import Counts, response_usage, step_counts


class Run:
    """The context of one document's walk: what the steps walked so far tell the next ones,
    and what :func:`conclude` and the rebuild need of them."""

    __slots__ = ("agents", "model", "seen_agent", "stamp", "used")

    def __init__(self) -> None:
        #: an agent step was walked (the steps after it are output, not input)
        self.seen_agent = False
        #: every tool_call_id walked so far
        self.used: set[str] = set()
        #: the agent steps: index, step
        self.agents: list[tuple[int, JsonObject]] = []
        #: the model steps (agent steps that stand for an LLM call): index, step, its counts
        self.model: list[tuple[int, JsonObject, Counts]] = []
        #: the last agent step with a timestamp: index, timestamp
        self.stamp: tuple[int, str] | None = None


def trajectory_rules(document: JsonObject, node: Node, run: Run) -> list[Problem]:
    """The rules of the trajectory's own members."""
    found: list[Problem] = []
    final = document.get("final_metrics")
    if final is not None:
        count = len(document["steps"])
        total = final.get("total_steps")
        if total is not None and total != count and (total := json_int(total)) is not None:
            found.append(
                (
                    "reverify.total_steps",
                    ("final_metrics", "total_steps"),
                    f"total_steps is {total} but the trajectory has {count} step(s); "
                    "reverify takes the count as it stands",
                )
            )
    if document.get("continued_trajectory_ref") is not None:
        found.append(
            (
                "reverify.continued_trajectory",
                ("continued_trajectory_ref",),
                "the trajectory continues in another document; one response cannot be rebuilt "
                "from part of a conversation",
            )
        )
    if document.get("subagent_trajectories"):
        found.append(
            (
                "reverify.subagents",
                ("subagent_trajectories",),
                "the trajectory embeds subagent trajectories; their work has no place in one "
                "response",
            )
        )
    return found


def _text_parts(
    parts: list[JsonObject], where: tuple[str | int, ...], found: list[Problem]
) -> None:
    """Every content part (of a step's message or a result's content) is a text part."""
    for k, part in enumerate(parts):
        kind = part["type"]
        if kind != "text":
            found.append(
                (
                    "reverify.content_not_text",
                    (*where, k),
                    f"part {k} is {show(kind)}, not text; a response's message and tool "
                    "outputs are rebuilt from text parts only",
                )
            )


#: Training token metadata a response has no place for.
_TOKEN_METADATA = ("prompt_token_ids", "completion_token_ids", "logprobs")


def step_rules(step: JsonObject, node: Node, run: Run) -> list[Problem]:
    """The rules of one step (its index in the steps is the node's): of any step, then of an
    agent step (:func:`_agent_step_rules`) or of an input step."""
    found: list[Problem] = []
    i: int = node[2]
    if step.get("is_copied_context") is True:
        found.append(
            (
                "reverify.copied_context",
                ("is_copied_context",),
                f"step {step_no(i, step)} is copied context from an earlier trajectory, "
                "not output of this one",
            )
        )
    metrics = step.get("metrics")
    if metrics is not None and not metrics.keys().isdisjoint(_TOKEN_METADATA):
        for name in _TOKEN_METADATA:
            if metrics.get(name) is not None:
                found.append(
                    (
                        "reverify.token_ids",
                        ("metrics", name),
                        f"step {step_no(i, step)} carries {name}; training token metadata "
                        "has no place in a response",
                    )
                )
    message = step["message"]
    if type(message) is list:
        _text_parts(message, ("message",), found)
    source = step["source"]
    if source == "agent":
        _agent_step_rules(step, i, message, metrics, run, found)
        return found
    observation = step.get("observation")
    if observation is not None:
        for r, result in enumerate(observation["results"]):
            if result.get("subagent_trajectory_ref"):
                found.append(_subagent_ref(r, i, step))
            content = result.get("content")
            if type(content) is list:
                _text_parts(content, ("observation", "results", r, "content"), found)
        found.append(
            (
                "reverify.observation_on_non_agent_step",
                ("observation",),
                f"{source} step {step_no(i, step)} carries an observation; only an agent "
                "step's results become function_call_output items",
            )
        )
    if run.seen_agent:
        found.append(
            (
                "reverify.step_after_agent",
                ("source",),
                f"{source} step {step_no(i, step)} follows agent output; input after the "
                "first agent step would change the conversation that is scored",
            )
        )
    return found


def _subagent_ref(r: int, i: int, step: JsonObject) -> Problem:
    return (
        "reverify.subagents",
        ("observation", "results", r, "subagent_trajectory_ref"),
        f"result {r} of step {step_no(i, step)} refers to a subagent trajectory; its work "
        "has no place in one response",
    )


def _agent_step_rules(
    step: JsonObject,
    i: int,
    message: str | list[JsonObject],
    metrics: JsonObject | None,
    run: Run,
    found: list[Problem],
) -> None:
    """An agent step: its message beside its calls, its LLM calls and token counts, its calls
    and the results that answer them."""
    run.seen_agent = True
    run.agents.append((i, step))
    stamp = step.get("timestamp")
    if stamp is not None:
        run.stamp = (i, stamp)
    calls = step.get("tool_calls") or ()
    if not message and type(message) is list:
        found.append(
            (
                "reverify.empty_content",
                ("message",),
                f"agent step {step_no(i, step)}'s message is an empty list of parts; write "
                'the empty string "" for no text',
            )
        )
    elif calls and message:
        found.append(
            (
                "reverify.message_with_tool_calls",
                ("message",),
                f"agent step {step_no(i, step)} has message text and tool calls; ATIF does not "
                "keep their order within the model's output, so put the text in its own agent "
                "step",
            )
        )
    count = step.get("llm_call_count")
    if count is not None and count > 1 and (count := json_int(count)) is not None:
        found.append(
            (
                "reverify.llm_call_count",
                ("llm_call_count",),
                f"agent step {step_no(i, step)} folds {count} LLM calls into one step; their "
                "outputs cannot be laid out as one ordered response",
            )
        )
    if count != 0:  # null counts as a call
        run.model.append((i, step, step_counts(i, step, metrics, found)))
    used = run.used
    for j, call in enumerate(calls):
        call_id = call["tool_call_id"]
        if not call_id.strip():
            found.append(
                (
                    "reverify.tool_call_id_blank",
                    ("tool_calls", j, "tool_call_id"),
                    f"tool call {j} of step {step_no(i, step)} has a blank tool_call_id; it "
                    "becomes the call_id of a function_call item",
                )
            )
        if not call["function_name"].strip():
            found.append(
                (
                    "reverify.function_name_blank",
                    ("tool_calls", j, "function_name"),
                    f"tool call {j} of step {step_no(i, step)} has a blank function_name",
                )
            )
        if call_id in used:
            found.append(
                (
                    "reverify.tool_call_id_repeated",
                    ("tool_calls", j, "tool_call_id"),
                    f"tool_call_id {call_id!r} of step {step_no(i, step)} is already used in "
                    "this document; every call needs an id of its own",
                )
            )
        used.add(call_id)
    observation = step.get("observation")
    answered: dict[str, int] = {}
    if observation is not None:
        for r, result in enumerate(observation["results"]):
            if result.get("subagent_trajectory_ref"):
                found.append(_subagent_ref(r, i, step))
            call = result.get("source_call_id")
            if call is None:
                found.append(
                    (
                        "reverify.result_call_missing",
                        ("observation", "results", r),
                        f"result {r} of step {step_no(i, step)} has no source_call_id; a "
                        "function_call_output item names the call it answers",
                    )
                )
            elif call not in answered:
                answered[call] = 1
            elif answered[call] == 1:  # reported once, at the second result
                answered[call] = 2
                found.append(
                    (
                        "reverify.result_repeated",
                        ("observation", "results", r, "source_call_id"),
                        f"call {call!r} of step {step_no(i, step)} already has a result; each "
                        "call has exactly one",
                    )
                )
            content = result.get("content")
            if type(content) is list:
                _text_parts(content, ("observation", "results", r, "content"), found)
            extra = result.get("extra")
            if extra is not None and extra.get("tool_result") is not None:
                if content is not None:
                    found.append(
                        _result_content(
                            r,
                            i,
                            step,
                            "both content and extra.tool_result; which one is the "
                            "output would be a guess",
                        )
                    )
            elif content is None:
                found.append(
                    _result_content(
                        r,
                        i,
                        step,
                        "neither content nor extra.tool_result, so its "
                        "function_call_output has no output",
                    )
                )
            elif not content and type(content) is list:
                found.append(
                    (
                        "reverify.empty_content",
                        ("observation", "results", r, "content"),
                        f"result {r} of step {step_no(i, step)} has an empty list of parts; "
                        'write the empty string "" for no output',
                    )
                )
    for j, call in enumerate(calls):
        call_id = call["tool_call_id"]
        if call_id not in answered:
            found.append(
                (
                    "reverify.call_without_result",
                    ("tool_calls", j),
                    f"call {call_id!r} of step {step_no(i, step)} has no observation result; "
                    "its function_call item would have no output",
                )
            )


def _result_content(r: int, i: int, step: JsonObject, what: str) -> Problem:
    return (
        "reverify.result_content",
        ("observation", "results", r),
        f"result {r} of step {step_no(i, step)} has {what}",
    )


#: The reverify.* rules of a document's objects, by ATIF type; the context of a walk is a Run.
#: A step's rules read its calls, results and content parts themselves: the walk enters no
#: object below a step (entering each observation for its results' content parts cost 0.3x
#: the parse floor in instructions on 10-80 step documents).
PROFILE: Final = Dialect(
    {"Trajectory": {"steps": ("Step", True)}},
    {"Trajectory": (trajectory_rules,), "Step": (step_rules,)},
)


# --- after the walk: what needs every step ----------------------------------------------------


def conclude(document: JsonObject, run: Run) -> tuple[list[Problem], str, float, JsonObject | None]:
    """What needs every step of a document whose walk found no structural finding: problems
    located from the document, the model and created_at the response names, and its usage."""
    found: list[Problem] = []
    if not run.agents:
        found.append(
            (
                "reverify.no_agent_step",
                ("steps",),
                "the trajectory has no agent step, so there is no response to score",
            )
        )
    model = _resolved_model(document, run, found)
    created_at = _created_at(run, found)
    usage = response_usage(document, run.model, found)
    return found, model, created_at, usage


def _resolved_model(document: JsonObject, run: Run, found: list[Problem]) -> str:
    """The one model the agent steps resolve to (a step's model_name, else agent.model_name),
    or "unknown" when none names one."""
    fallback = document["agent"].get("model_name")
    first: str | None = None
    for _, step in run.agents:
        first = step.get("model_name")
        if first is None:
            first = fallback
        if first is not None:
            break
    if first is None:
        return "unknown"
    for i, step in run.agents:
        own = step.get("model_name")
        name = own if own is not None else fallback
        if name is None:
            found.append(
                (
                    "reverify.model_names",
                    ("steps", i),
                    f"agent step {step_no(i, step)} names no model while others name "
                    f"{first!r}; a response names one model",
                )
            )
        elif name != first:
            found.append(
                (
                    "reverify.model_names",
                    ("steps", i, "model_name") if own is not None else ("steps", i),
                    f"agent step {step_no(i, step)} resolves to model {name!r} but an earlier "
                    f"one to {first!r}; a response names one model",
                )
            )
    return first


def _created_at(run: Run, found: list[Problem]) -> float:
    """The epoch seconds of the last agent step with a timestamp (0.0 when none has one)."""
    if run.stamp is None:
        return 0.0
    i, stamp = run.stamp
    try:
        moment = datetime.datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except (ValueError, OverflowError):
        return 0.0  # atif.timestamp_format already says what is wrong
    if moment.tzinfo is None:
        found.append(
            (
                "reverify.timestamp_naive",
                ("steps", i, "timestamp"),
                f"{stamp!r} has no time zone; the last timestamped agent step fixes the "
                "response's created_at, so add Z or an offset",
            )
        )
        return 0.0
    return moment.timestamp()


__all__ = [
    "PROFILE",
    "Run",
    "conclude",
    "step_rules",
    "trajectory_rules",
]
