"""Span names, kinds and attributes in the two conventions a trace can follow.

``GenAI``: the OpenTelemetry GenAI semantic conventions as of semantic conventions v1.41.1
(``SCHEMA_URL``; every GenAI attribute is of Development status there). ``OpenInference``: the
span kinds and attributes Arize Phoenix reads (``openinference.span.kind`` AGENT / CHAIN / LLM /
TOOL, ``llm.*``, ``tool.*``, flattened message lists), after Phoenix's own ATIF mapping where it
has one. Both name spans alike (``invoke_agent {agent}``, ``chat {model}``, ``execute_tool
{tool}``, ``{source} step {step_id}``) and carry the ATIF facts no convention has a name for
under ``atif.*``. With ``content`` off, nothing a participant wrote is written: no messages,
reasoning, tool definitions, arguments or results (the conventions make content opt-in).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final, NamedTuple, Protocol

from trajspec._jsonvalues import JsonObject, json_count, json_int, json_number
from trajspec.converters._otlp import messages
from trajspec.converters._otlp.encode import KIND_CLIENT, KIND_INTERNAL, Value, dumps_json

#: The semantic conventions release the GenAI attributes follow.
SCHEMA_URL: Final = "https://opentelemetry.io/schemas/1.41.1"

Pairs = list[tuple[str, Value]]


@dataclass(frozen=True, slots=True)
class Shape:
    """A span's name, kind and attributes as one convention gives them."""

    name: str
    kind: int
    attributes: Pairs


@dataclass(frozen=True, slots=True)
class Chat:
    """What a chat span is built from: the agent step, its model, the rebuilt input."""

    step: JsonObject
    model: str | None
    session: str | None
    history: Sequence[JsonObject]
    tools: Sequence[Any]


class Convention(Protocol):
    schema_url: str | None

    def resource(self, service: str) -> Pairs: ...
    def agent(self, document: JsonObject) -> Shape: ...
    def step(self, step: JsonObject, session: str | None) -> Shape: ...
    def chat(self, chat: Chat) -> Shape: ...
    def tool(
        self, step: JsonObject, call: JsonObject, results: list[JsonObject], session: str | None
    ) -> Shape: ...


def _name(operation: str, subject: object) -> str:
    return f"{operation} {subject}" if isinstance(subject, str) and subject else operation


def _str(value: object) -> str | None:
    return value if isinstance(value, str) else None


def _metrics(step: JsonObject) -> JsonObject:
    metrics = step.get("metrics")
    return metrics if isinstance(metrics, dict) else {}


def _step_facts(step: JsonObject) -> Pairs:
    pairs: Pairs = [("atif.step_id", json_int(step.get("step_id")))]
    if step.get("is_copied_context") is True:
        pairs.append(("atif.is_copied_context", True))
    return pairs


def _tool_definition(definition: object) -> object:
    """An OpenAI-style ``{type, function: {...}}`` definition in the flat GenAI form."""
    if isinstance(definition, dict) and isinstance(definition.get("function"), dict):
        function = definition["function"]
        flat = {"type": definition.get("type", "function")}
        flat.update(
            {k: function[k] for k in ("name", "description", "parameters") if k in function}
        )
        return flat
    return definition


def _tools(document: JsonObject) -> list[Any]:
    agent = document.get("agent")
    found = agent.get("tool_definitions") if isinstance(agent, dict) else None
    return list(found) if isinstance(found, list) else []


def _results_text(results: list[JsonObject]) -> str | None:
    if not results:
        return None
    return "\n".join(messages.text_of(r.get("content")) for r in results)


def _reasoning_effort(step: JsonObject) -> Value:
    effort = step.get("reasoning_effort")
    if isinstance(effort, str):
        return effort
    number = json_number(effort)
    return None if number is None else number


class _ToolUse(NamedTuple):
    """A tool call as a convention describes it: its step, the call, its name, its results
    and the session."""

    step: JsonObject
    call: JsonObject
    name: str | None
    results: list[JsonObject]
    session: str | None


class _Conventions:
    """What every convention is given: the provider its model spans name, and whether message
    content goes out (``--no-content``)."""

    schema_url: str | None = None

    def __init__(self, provider: str, content: bool) -> None:
        self.provider = provider
        self.content = content

    def tool(
        self, step: JsonObject, call: JsonObject, results: list[JsonObject], session: str | None
    ) -> Shape:
        name = _str(call.get("function_name"))
        pairs = self._tool(_ToolUse(step, call, name, results, session))
        return Shape(_name("execute_tool", name), KIND_INTERNAL, pairs)

    def _tool(self, use: _ToolUse) -> Pairs:
        """A tool call's attributes in this convention."""
        raise NotImplementedError


def _agent(document: JsonObject) -> JsonObject:
    agent = document.get("agent")
    return agent if isinstance(agent, dict) else {}


class GenAI(_Conventions):
    """The OpenTelemetry GenAI semantic conventions."""

    schema_url: str | None = SCHEMA_URL

    def resource(self, service: str) -> Pairs:
        return [("service.name", service)]

    def agent(self, document: JsonObject) -> Shape:
        agent = _agent(document)
        totals = document.get("final_metrics")
        totals = totals if isinstance(totals, dict) else {}
        pairs: Pairs = [
            ("gen_ai.operation.name", "invoke_agent"),
            ("gen_ai.provider.name", self.provider),
            ("gen_ai.agent.name", _str(agent.get("name"))),
            ("gen_ai.agent.version", _str(agent.get("version"))),
            ("gen_ai.conversation.id", _str(document.get("session_id"))),
            ("gen_ai.request.model", _str(agent.get("model_name"))),
            ("gen_ai.usage.input_tokens", json_count(totals.get("total_prompt_tokens"))),
            ("gen_ai.usage.output_tokens", json_count(totals.get("total_completion_tokens"))),
            (
                "gen_ai.usage.cache_read.input_tokens",
                json_count(totals.get("total_cached_tokens")),
            ),
            ("atif.cost_usd", json_number(totals.get("total_cost_usd"))),
            ("atif.schema_version", _str(document.get("schema_version"))),
            ("atif.trajectory_id", _str(document.get("trajectory_id"))),
        ]
        tools = _tools(document)
        if self.content and tools:
            pairs.append(
                ("gen_ai.tool.definitions", dumps_json([_tool_definition(t) for t in tools]))
            )
        return Shape(_name("invoke_agent", agent.get("name")), KIND_INTERNAL, pairs)

    def step(self, step: JsonObject, session: str | None) -> Shape:
        source = step.get("source")
        pairs = [*_step_facts(step), ("atif.step.source", _str(source))]
        if self.content:
            pairs.append(("atif.step.message", messages.text_of(step.get("message"))))
        return Shape(f"{source} step {step.get('step_id')}", KIND_INTERNAL, pairs)

    def chat(self, chat: Chat) -> Shape:
        step = chat.step
        metrics = _metrics(step)
        reason = messages.finish_reason(step)
        pairs: Pairs = [
            ("gen_ai.operation.name", "chat"),
            ("gen_ai.provider.name", self.provider),
            ("gen_ai.request.model", chat.model),
            ("gen_ai.conversation.id", chat.session),
            ("gen_ai.usage.input_tokens", json_count(metrics.get("prompt_tokens"))),
            ("gen_ai.usage.output_tokens", json_count(metrics.get("completion_tokens"))),
            ("gen_ai.usage.cache_read.input_tokens", json_count(metrics.get("cached_tokens"))),
            ("gen_ai.response.finish_reasons", [reason]),
            ("atif.cost_usd", json_number(metrics.get("cost_usd"))),
            ("atif.llm_call_count", json_count(step.get("llm_call_count"))),
            ("atif.reasoning_effort", _reasoning_effort(step)),
            *_step_facts(step),
        ]
        if self.content:
            output = {**messages.said(step), "finish_reason": reason}
            pairs += [
                ("gen_ai.input.messages", dumps_json(list(chat.history))),
                ("gen_ai.output.messages", dumps_json([output])),
                ("atif.input_source", "reconstructed"),
            ]
        return Shape(_name("chat", chat.model), KIND_CLIENT, pairs)

    def _tool(self, use: _ToolUse) -> Pairs:
        pairs: Pairs = [
            ("gen_ai.operation.name", "execute_tool"),
            ("gen_ai.tool.name", use.name),
            ("gen_ai.tool.call.id", _str(use.call.get("tool_call_id"))),
            ("gen_ai.tool.type", "function"),
            *_step_facts(use.step),
        ]
        if self.content:
            pairs += [
                ("gen_ai.tool.call.arguments", dumps_json(use.call.get("arguments"))),
                ("gen_ai.tool.call.result", _results_text(use.results)),
            ]
        return pairs


def _flatten(prefix: str, message: JsonObject) -> Pairs:
    """One message as OpenInference's indexed attributes under ``prefix``."""
    pairs: Pairs = [(f"{prefix}.message.role", message["role"])]
    parts = message["parts"]
    texts = [p["content"] for p in parts if p["type"] == "text"]
    if texts:
        pairs.append((f"{prefix}.message.content", "\n".join(texts)))
    calls = [p for p in parts if p["type"] == "tool_call"]
    for j, call in enumerate(calls):
        at = f"{prefix}.message.tool_calls.{j}.tool_call"
        pairs += [
            (f"{at}.id", _str(call.get("id"))),
            (f"{at}.function.name", _str(call.get("name"))),
            (f"{at}.function.arguments", dumps_json(call.get("arguments"))),
        ]
    for part in parts:
        if part["type"] == "tool_call_response":
            pairs += [
                (f"{prefix}.message.tool_call_id", _str(part.get("id"))),
                (f"{prefix}.message.content", part["response"]),
            ]
    return pairs


class OpenInference(_Conventions):
    """The OpenInference conventions (Arize Phoenix)."""

    def resource(self, service: str) -> Pairs:
        return [("service.name", service), ("openinference.project.name", service)]

    @staticmethod
    def _common(kind: str, session: str | None) -> Pairs:
        return [("openinference.span.kind", kind), ("session.id", session)]

    def agent(self, document: JsonObject) -> Shape:
        agent = _agent(document)
        metadata = {
            "atif.schema_version": document.get("schema_version"),
            "atif.trajectory_id": document.get("trajectory_id"),
            "atif.agent.version": agent.get("version"),
            "atif.agent.model_name": agent.get("model_name"),
            "final_metrics": document.get("final_metrics"),
        }
        pairs = [
            *self._common("AGENT", _str(document.get("session_id"))),
            ("agent.name", _str(agent.get("name"))),
            ("metadata", dumps_json({k: v for k, v in metadata.items() if v is not None})),
        ]
        return Shape(_name("invoke_agent", agent.get("name")), KIND_INTERNAL, pairs)

    def step(self, step: JsonObject, session: str | None) -> Shape:
        source = step.get("source")
        metadata = {"atif.step_id": step.get("step_id"), "atif.step.source": source}
        if step.get("is_copied_context") is True:
            metadata["atif.is_copied_context"] = True
        pairs = [*self._common("CHAIN", session), ("metadata", dumps_json(metadata))]
        if self.content:
            side = "output" if source == "agent" else "input"
            pairs += [
                (f"{side}.value", messages.text_of(step.get("message"))),
                (f"{side}.mime_type", "text/plain"),
            ]
        return Shape(f"{source} step {step.get('step_id')}", KIND_INTERNAL, pairs)

    def chat(self, chat: Chat) -> Shape:
        step = chat.step
        metrics = _metrics(step)
        prompt = json_count(metrics.get("prompt_tokens"))
        completion = json_count(metrics.get("completion_tokens"))
        total = None if prompt is None or completion is None else prompt + completion
        metadata: JsonObject = {
            "atif.step_id": step.get("step_id"),
            "atif.llm_call_count": step.get("llm_call_count"),
            "atif.finish_reason": messages.finish_reason(step),
        }
        pairs: Pairs = [
            *self._common("LLM", chat.session),
            ("llm.system", self.provider),
            ("llm.provider", self.provider),
            ("llm.model_name", chat.model),
            ("llm.token_count.prompt", prompt),
            ("llm.token_count.completion", completion),
            ("llm.token_count.total", total),
            (
                "llm.token_count.prompt_details.cache_read",
                json_count(metrics.get("cached_tokens")),
            ),
            ("llm.cost.total", json_number(metrics.get("cost_usd"))),
        ]
        effort = _reasoning_effort(step)
        if effort is not None:
            pairs.append(("llm.invocation_parameters", dumps_json({"reasoning_effort": effort})))
        if self.content:
            metadata["atif.input_source"] = "reconstructed"
            if isinstance(step.get("reasoning_content"), str):
                metadata["reasoning_content"] = step["reasoning_content"]
            for i, message in enumerate(chat.history):
                pairs += _flatten(f"llm.input_messages.{i}", message)
            pairs += _flatten("llm.output_messages.0", messages.said(step))
            for i, definition in enumerate(chat.tools):
                pairs.append((f"llm.tools.{i}.tool.json_schema", dumps_json(definition)))
            pairs += [
                ("input.value", dumps_json({"messages": list(chat.history)})),
                ("input.mime_type", "application/json"),
                ("output.value", messages.text_of(step.get("message"))),
                ("output.mime_type", "text/plain"),
            ]
        pairs.append(("metadata", dumps_json(metadata)))
        return Shape(_name("chat", chat.model), KIND_CLIENT, pairs)

    def _tool(self, use: _ToolUse) -> Pairs:
        pairs: Pairs = [
            *self._common("TOOL", use.session),
            ("tool.name", use.name),
            ("tool.id", _str(use.call.get("tool_call_id"))),
            ("metadata", dumps_json({"atif.step_id": use.step.get("step_id")})),
        ]
        if self.content:
            pairs += [
                ("input.value", dumps_json(use.call.get("arguments"))),
                ("input.mime_type", "application/json"),
                ("output.value", _results_text(use.results)),
                ("output.mime_type", None if not use.results else "text/plain"),
            ]
        return pairs


#: The conventions by the name ``--conventions`` takes.
CONVENTIONS: Final[dict[str, Callable[[str, bool], Convention]]] = {
    "genai": GenAI,
    "openinference": OpenInference,
}


def tool_definitions(document: JsonObject) -> list[Any]:
    """The tool definitions of a document's agent (for the chat spans)."""
    return _tools(document)


__all__ = ["CONVENTIONS", "SCHEMA_URL", "Chat", "Convention", "GenAI", "OpenInference", "Shape"]
