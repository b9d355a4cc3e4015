"""One ATIF document as one OTLP ``TracesData``: the span tree, its ids and its times.

The tree (every span in the document's trace; names as conventions.py gives them)::

    invoke_agent {agent}            the trajectory (one trace per document)
      {source} step {step_id}       every step, system and user steps included
        chat {model}                an agent step's model call(s): not when llm_call_count is 0
        execute_tool {tool}         each tool call of the step, a sibling of the chat span
          invoke_agent {subagent}   an embedded subagent trajectory its result refers to

A step copied from an earlier trajectory (``is_copied_context``) did not happen in this run:
it keeps its step span, but gets no chat or tool span. An embedded subagent nobody refers to
hangs under the agent span of its trajectory; one referred to by a result that answers no call
(or answers a copied step's), under that step's span. A result that answers no call becomes an
event ``atif.observation`` on its step's span (not on a copied step's). A model call that failed (``gym.py``) and an
agent invocation that did not complete get status ERROR and ``error.type``.

Ids: the trace id comes from the top document's identity and the conventions (a receiver
that holds a trajectory in both keeps both: Phoenix drops a span whose id it already holds), a
span id from those and the JSON Pointer of what the span stands for, with ``#chat`` for a
step's model call (encode.py). With or without content, the ids are the same.
Times: clock.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final, Literal

from trajspec import __version__
from trajspec._jsonvalues import JsonObject
from trajspec.converters._otlp import gym, messages
from trajspec.converters._otlp.clock import (
    Clock,
    Interval,
    covering,
    first_time,
    measured,
    stamp_nanos,
)
from trajspec.converters._otlp.conventions import (
    CONVENTIONS,
    Chat,
    Convention,
    Shape,
    tool_definitions,
)
from trajspec.converters._otlp.encode import (
    STATUS_ERROR,
    Value,
    attributes,
    identity,
    span_id,
    trace_id,
)

#: The instrumentation scope every exported span names.
SCOPE: Final = {"name": "trajspec", "version": __version__}


@dataclass(frozen=True, slots=True)
class OtlpOptions:
    """How a document becomes a trace: the ``conventions`` (``genai`` or
    ``openinference``), whether message ``content`` is written, and the provider name the
    conventions require (ATIF records none; ``unknown`` unless the caller knows it)."""

    conventions: Literal["genai", "openinference"] = "genai"
    content: bool = True
    provider: str = "unknown"


@dataclass(slots=True)
class _Span:
    key: str
    parent: str | None
    shape: Shape
    interval: Interval
    error: str | None = None
    events: list[tuple[int, list[tuple[str, Value]]]] = field(default_factory=list)


def _list(value: object) -> list[Any]:
    return value if isinstance(value, list) else []


def _str(value: object) -> str | None:
    return value if isinstance(value, str) else None


@dataclass(slots=True)
class _Embedded:
    """The embedded subagents of one trajectory, by ``trajectory_id``, and those already
    placed (a subagent referred to twice hangs under the first reference only)."""

    key: str
    members: list[Any]
    by_id: dict[str, int] = field(default_factory=dict)
    claimed: set[int] = field(default_factory=set)

    def __post_init__(self) -> None:
        for k, sub in enumerate(self.members):
            if isinstance(sub, dict) and isinstance(sub.get("trajectory_id"), str):
                self.by_id.setdefault(sub["trajectory_id"], k)

    def claim(self, refs: list[str | None]) -> list[int]:
        """The positions of the subagents ``refs`` name that nothing placed yet."""
        found = []
        for ref in refs:
            k = None if ref is None else self.by_id.get(ref)
            if k is not None and k not in self.claimed:
                self.claimed.add(k)
                found.append(k)
        return found


class _Walk:
    def __init__(self, convention: Convention, content: bool) -> None:
        self.convention = convention
        self.content = content
        self.spans: list[_Span] = []

    def trajectory(
        self, document: JsonObject, key: str, parent: str | None, clock: Clock
    ) -> Interval:
        """Add the spans of ``document`` (at pointer ``key``) under ``parent``; its interval."""
        at = len(self.spans)
        shape = self.convention.agent(document)
        agent = document.get("agent")
        agent = agent if isinstance(agent, dict) else {}
        embedded = _Embedded(key, _list(document.get("subagent_trajectories")))
        context = _Context(
            session=_str(document.get("session_id")),
            model=_str(agent.get("model_name")),
            tools=tool_definitions(document),
            embedded=embedded,
            clock=clock,
        )
        children: list[Interval] = []
        for i, step in enumerate(_list(document.get("steps"))):
            if isinstance(step, dict):
                children.append(self._step(step, f"{key}/steps/{i}", key, context))
        for k in range(len(embedded.members)):
            if k not in embedded.claimed:  # referred to by no result: under this trajectory
                children += self._subagents([k], key, context)
        interval = covering(clock.place(None, "previous"), children)
        self.spans.insert(
            at, _Span(key, parent, shape, interval, error=gym.invocation_error(document))
        )
        return interval

    def _subagents(self, positions: list[int], parent: str, context: _Context) -> list[Interval]:
        """Add the spans of the embedded subagents at ``positions`` under ``parent``."""
        intervals = []
        for k in positions:
            document = context.embedded.members[k]
            if not isinstance(document, dict):
                continue
            steps = _list(document.get("steps"))
            inner = context.clock.child(first_time(steps, gym.model_call, gym.tool_timing))
            key = f"{context.embedded.key}/subagent_trajectories/{k}"
            intervals.append(self.trajectory(document, key, parent, inner))
            if inner.cursor is not None:
                context.clock.see(inner.cursor)
        return intervals

    def _step(self, step: JsonObject, key: str, parent: str, context: _Context) -> Interval:
        """Add the spans of one step (and of the subagents its results start); its interval."""
        at = len(self.spans)
        clock = context.clock
        stamp = stamp_nanos(step.get("timestamp"))
        at_stamp = None if stamp is None else (stamp, stamp)
        copied = step.get("is_copied_context") is True
        children: list[Interval] = []
        results = messages.results(step)
        answered: set[int] = set()
        if not copied and step.get("source") == "agent" and step.get("llm_call_count") != 0:
            took = measured(gym.model_call(step))
            interval = clock.place(took, "measured") if took else clock.place(at_stamp, "timestamp")
            model = _str(step.get("model_name")) or context.model
            chat = Chat(step, model, context.session, list(context.history), context.tools)
            span = _Span(f"{key}#chat", key, self.convention.chat(chat), interval)
            span.error = gym.model_call_error(step)
            self.spans.append(span)
            children.append(interval)
        for j, call in enumerate(messages.tool_calls(step) if not copied else []):
            call_id = call.get("tool_call_id")
            mine = [n for n, r in enumerate(results) if r.get("source_call_id") == call_id]
            if any(n in answered for n in mine):
                mine = []  # a repeated call id: the results answer the first call only
            answered.update(mine)
            timed = [t for n in mine if (t := measured(_gym_record(results[n]))) is not None]
            interval = (
                clock.place(timed[0], "measured") if timed else clock.place(at_stamp, "timestamp")
            )
            tool_key = f"{key}/tool_calls/{j}"
            shape = self.convention.tool(step, call, [results[n] for n in mine], context.session)
            self.spans.append(_Span(tool_key, key, shape, interval))
            children.append(interval)
            started = context.embedded.claim([r for n in mine for r in _refs(results[n])])
            children += self._subagents(started, tool_key, context)
        own = clock.place(at_stamp, "timestamp")
        step_span = _Span(key, parent, self.convention.step(step, context.session), own)
        self.spans.insert(at, step_span)
        for n, result in enumerate(results):
            if n in answered:
                continue
            if not copied:  # copied context: nothing was received in this run
                event: list[tuple[str, Value]] = [
                    ("atif.source_call_id", _str(result.get("source_call_id")))
                ]
                if self.content:
                    event.append(("atif.content", messages.text_of(result.get("content"))))
                step_span.events.append((own.start, event))
            children += self._subagents(context.embedded.claim(_refs(result)), key, context)
        step_span.interval = covering(own, children)
        context.history.append(messages.said(step))
        context.history.extend(messages.received(step))
        return step_span.interval


@dataclass(slots=True)
class _Context:
    """What the steps of one trajectory share while it is walked."""

    session: str | None
    model: str | None
    tools: list[Any]
    embedded: _Embedded
    clock: Clock
    history: list[JsonObject] = field(default_factory=list)


def _gym_record(result: JsonObject) -> Any:
    extra = result.get("extra")
    return extra.get("nemo_gym") if isinstance(extra, dict) else None


def _refs(result: JsonObject) -> list[str | None]:
    return [
        _str(ref.get("trajectory_id"))
        for ref in _list(result.get("subagent_trajectory_ref"))
        if isinstance(ref, dict)
    ]


def atif_to_otlp(document: JsonObject, options: OtlpOptions | None = None) -> JsonObject:
    """``document`` (an ATIF trajectory, as validated) as one OTLP ``TracesData`` in OTLP
    JSON form: one resource (the agent as ``service.name``), one scope (trajspec), the spans
    of the trajectory and its embedded subagents in document order."""
    options = options or OtlpOptions()
    convention: Convention = CONVENTIONS[options.conventions](options.provider, options.content)
    walk = _Walk(convention, options.content)
    steps = _list(document.get("steps"))
    walk.trajectory(document, "", None, Clock(first_time(steps, gym.model_call, gym.tool_timing)))
    # the conventions too: a receiver holding both exports of a trajectory keeps both
    ident = identity(document) + b"\x00" + options.conventions.encode()
    trace = trace_id(ident)
    spans = [_encode(span, trace, ident) for span in walk.spans]
    agent = document.get("agent")
    name = agent.get("name") if isinstance(agent, dict) else None
    service = name if isinstance(name, str) and name else "unknown_service"
    scope_spans: JsonObject = {"scope": SCOPE, "spans": spans}
    resource_spans: JsonObject = {
        "resource": {"attributes": attributes(convention.resource(service))},
        "scopeSpans": [scope_spans],
    }
    if convention.schema_url is not None:
        scope_spans["schemaUrl"] = convention.schema_url
        resource_spans["schemaUrl"] = convention.schema_url
    return {"resourceSpans": [resource_spans]}


def _encode(span: _Span, trace: str, ident: bytes) -> JsonObject:
    encoded: JsonObject = {"traceId": trace, "spanId": span_id(ident, span.key)}
    if span.parent is not None:
        encoded["parentSpanId"] = span_id(ident, span.parent)
    pairs = [*span.shape.attributes, ("trajspec.timing", span.interval.timing)]
    if span.error is not None:
        pairs.append(("error.type", span.error))
    encoded.update(
        {
            "name": span.shape.name,
            "kind": span.shape.kind,
            "startTimeUnixNano": str(span.interval.start),
            "endTimeUnixNano": str(span.interval.end),
            "attributes": attributes(pairs),
        }
    )
    if span.events:
        encoded["events"] = [
            {"timeUnixNano": str(time), "name": "atif.observation", "attributes": attributes(pairs)}
            for time, pairs in span.events
        ]
    encoded["status"] = {} if span.error is None else {"code": STATUS_ERROR, "message": span.error}
    return encoded


__all__ = ["SCOPE", "OtlpOptions", "atif_to_otlp"]
