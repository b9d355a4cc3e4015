"""ATIF to OpenTelemetry traces (converters/_otlp) through the Python API: the span tree,
ids, times, the two conventions and the OTLP JSON rules, on the bundled example, on hand-made
documents for each rule, and as properties over generated ATIF (hypothesis)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from _examples import examples
from _otlp_proto import parse, to_json
from _strategies import atif_documents, from_schema
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trajspec.converters import OtlpOptions, atif_to_otlp, dumps_otlp
from trajspec.validators import validate_document

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "export" / "0-0.json"
CONVENTIONS = ("genai", "openinference")

#: Attributes that carry what a participant wrote (left out by content=False).
CONTENT_KEYS = {
    "gen_ai.input.messages",
    "gen_ai.output.messages",
    "gen_ai.tool.definitions",
    "gen_ai.tool.call.arguments",
    "gen_ai.tool.call.result",
    "atif.step.message",
    "atif.content",
    "atif.input_source",
    "input.value",
    "output.value",
}
CONTENT_PREFIXES = ("llm.input_messages.", "llm.output_messages.", "llm.tools.")


def _spans(traces: dict[str, Any]) -> list[dict[str, Any]]:
    [resource] = traces["resourceSpans"]
    [scope] = resource["scopeSpans"]
    spans: list[dict[str, Any]] = scope["spans"]
    return spans


def _attrs(span: dict[str, Any]) -> dict[str, Any]:
    """A span's attributes as plain values (intValue back to int)."""
    plain: dict[str, Any] = {}
    for item in span["attributes"]:
        [(kind, value)] = item["value"].items()
        if kind == "intValue":
            value = int(value)
        elif kind == "arrayValue":
            value = [v["stringValue"] for v in value["values"]]
        plain[item["key"]] = value
    return plain


def _tree(spans: list[dict[str, Any]]) -> tuple[str, list[Any]]:
    """The spans as nested (name, children) in output order; exactly one root."""
    children: dict[str | None, list[dict[str, Any]]] = {}
    for span in spans:
        children.setdefault(span.get("parentSpanId"), []).append(span)
    [root] = children[None]

    def build(span: dict[str, Any]) -> tuple[str, list[Any]]:
        return span["name"], [build(c) for c in children.get(span["spanId"], [])]

    return build(root)


def _name(operation: str, subject: object) -> str:
    return f"{operation} {subject}" if subject else operation


def _expected(document: dict[str, Any]) -> tuple[str, list[Any]]:
    """The tree the module docstring of trace.py promises, for documents of atif_documents()
    (every subagent referred to by at most one result answering a call, or by none)."""
    subagents = {s["trajectory_id"]: s for s in document.get("subagent_trajectories", [])}
    referred: set[str] = set()
    nodes: list[Any] = []
    for step in document["steps"]:
        below: list[Any] = []
        copied = step.get("is_copied_context") is True
        if step["source"] == "agent" and not copied and step.get("llm_call_count") != 0:
            model = step.get("model_name") or document["agent"].get("model_name")
            below.append((_name("chat", model), []))
        for call in [] if copied else step.get("tool_calls", []):
            subs = []
            for result in step.get("observation", {}).get("results", []):
                if result.get("source_call_id") == call["tool_call_id"]:
                    for ref in result.get("subagent_trajectory_ref", []):
                        referred.add(ref["trajectory_id"])
                        subs.append(_expected(subagents[ref["trajectory_id"]]))
            below.append((_name("execute_tool", call["function_name"]), subs))
        nodes.append((f"{step['source']} step {step['step_id']}", below))
    nodes += [_expected(s) for tid, s in subagents.items() if tid not in referred]
    return _name("invoke_agent", document["agent"]["name"]), nodes


# -- the bundled example ------------------------------------------------------------------


def test_example_genai_spans_names_parents_tokens_and_times() -> None:
    document = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    spans = _spans(atif_to_otlp(document))
    by_name = {s["name"]: s for s in spans}
    assert [s["name"] for s in spans] == [
        "invoke_agent calc_agent",
        "system step 1",
        "user step 2",
        "agent step 3",
        "chat nvidia/calc-model-8b",
        "execute_tool multiply",
        "agent step 4",
        "chat nvidia/calc-model-8b",
    ]
    root = by_name["invoke_agent calc_agent"]
    assert "parentSpanId" not in root
    step3, step4 = spans[3], spans[6]
    chat3, tool, chat4 = spans[4], spans[5], spans[7]
    assert {s["parentSpanId"] for s in (spans[1], spans[2], step3, step4)} == {root["spanId"]}
    assert chat3["parentSpanId"] == tool["parentSpanId"] == step3["spanId"]
    assert chat4["parentSpanId"] == step4["spanId"]
    assert len({s["spanId"] for s in spans}) == len(spans)
    assert len({s["traceId"] for s in spans}) == 1
    # tokens: the step's metrics and the final totals
    assert _attrs(chat3)["gen_ai.usage.input_tokens"] == 96
    assert _attrs(chat3)["gen_ai.usage.output_tokens"] == 18
    assert _attrs(root)["gen_ai.usage.input_tokens"] == 227
    assert _attrs(chat3)["gen_ai.response.finish_reasons"] == ["tool_call"]
    assert _attrs(chat4)["gen_ai.response.finish_reasons"] == ["stop"]
    # the tool call: id, arguments, result
    assert _attrs(tool)["gen_ai.tool.call.id"] == "tool_step_000001-w0-0-0"
    assert json.loads(_attrs(tool)["gen_ai.tool.call.arguments"]) == {"a": 17, "b": 3}
    assert _attrs(tool)["gen_ai.tool.call.result"] == "51"
    # times: measured model call 10.0-10.8 s and tool 10.85-11.1 s after 2026-01-01 00:00
    base = 1767225600 * 10**9
    assert (chat3["startTimeUnixNano"], chat3["endTimeUnixNano"]) == (
        str(base + 10 * 10**9),
        str(base + 10_800_000_000),
    )
    assert (tool["startTimeUnixNano"], tool["endTimeUnixNano"]) == (
        str(base + 10_850_000_000),
        str(base + 11_100_000_000),
    )
    assert _attrs(tool)["trajspec.timing"] == "measured"
    # the step covers its children; the system and user steps have no time: the first known
    assert (step3["startTimeUnixNano"], step3["endTimeUnixNano"]) == (
        chat3["startTimeUnixNano"],
        tool["endTimeUnixNano"],
    )
    assert _attrs(step3)["trajspec.timing"] == "children"
    assert spans[1]["startTimeUnixNano"] == spans[1]["endTimeUnixNano"] == str(base + 10 * 10**9)
    assert _attrs(spans[1])["trajspec.timing"] == "next"
    # the history the second call saw: system, user, the call and its result
    history = json.loads(_attrs(chat4)["gen_ai.input.messages"])
    assert [m["role"] for m in history] == ["system", "user", "assistant", "tool"]
    assert history[3]["parts"] == [
        {"type": "tool_call_response", "id": "tool_step_000001-w0-0-0", "response": "51"}
    ]


def test_example_otlp_json_rules() -> None:
    """Hex ids of 32 and 16 characters, integer kinds, 64-bit integers as decimal text."""
    traces = atif_to_otlp(json.loads(EXAMPLE.read_text(encoding="utf-8")))
    for span in _spans(traces):
        assert len(span["traceId"]) == 32 and int(span["traceId"], 16) > 0
        assert len(span["spanId"]) == 16 and int(span["spanId"], 16) > 0
        assert span["kind"] in (1, 3)
        assert isinstance(span["startTimeUnixNano"], str)
        for item in span["attributes"]:
            if "intValue" in item["value"]:
                assert isinstance(item["value"]["intValue"], str)
    assert _spans(traces)[4]["kind"] == 3  # chat: CLIENT
    assert traces["resourceSpans"][0]["schemaUrl"] == "https://opentelemetry.io/schemas/1.41.1"
    line = dumps_otlp(traces)
    assert line.endswith(b"\n") and line.count(b"\n") == 1
    assert to_json(parse(json.loads(line))) == traces


def test_example_openinference_kinds_and_attributes() -> None:
    document = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    traces = atif_to_otlp(document, OtlpOptions(conventions="openinference", provider="openai"))
    spans = _spans(traces)
    kinds = [_attrs(s)["openinference.span.kind"] for s in spans]
    assert kinds == ["AGENT", "CHAIN", "CHAIN", "CHAIN", "LLM", "TOOL", "CHAIN", "LLM"]
    resource = {a["key"]: a["value"] for a in traces["resourceSpans"][0]["resource"]["attributes"]}
    assert resource["openinference.project.name"] == {"stringValue": "calc_agent"}
    llm = _attrs(spans[4])
    assert (llm["llm.token_count.prompt"], llm["llm.token_count.completion"]) == (96, 18)
    assert llm["llm.token_count.total"] == 114
    assert llm["llm.provider"] == llm["llm.system"] == "openai"
    assert llm["llm.input_messages.1.message.content"] == "What is 17 * 3?"
    assert llm["llm.output_messages.0.message.tool_calls.0.tool_call.function.name"] == "multiply"
    tool = _attrs(spans[5])
    assert (tool["tool.name"], tool["tool.id"]) == ("multiply", "tool_step_000001-w0-0-0")
    assert tool["output.value"] == "51"
    assert {_attrs(s)["session.id"] for s in spans} == {"walkthrough"}
    assert "schemaUrl" not in traces["resourceSpans"][0]


# -- one rule each -------------------------------------------------------------------------


def _doc(*steps: dict[str, Any], **members: Any) -> dict[str, Any]:
    numbered = [{"step_id": n, **s} for n, s in enumerate(steps, 1)]
    return {
        "schema_version": "ATIF-v1.7",
        "session_id": "s",
        "trajectory_id": "t",
        "agent": {"name": "a", "version": "1"},
        "steps": numbered,
        **members,
    }


def _agent(**members: Any) -> dict[str, Any]:
    return {"source": "agent", "message": "", **members}


def _call(call_id: str, name: str = "f") -> dict[str, Any]:
    return {"tool_call_id": call_id, "function_name": name, "arguments": {}}


def _timing(span: dict[str, Any]) -> tuple[int, int, str]:
    start, end = int(span["startTimeUnixNano"]), int(span["endTimeUnixNano"])
    return start, end, _attrs(span)["trajspec.timing"]


def test_untimed_steps_take_the_previous_known_time_else_the_next_else_zero() -> None:
    document = _doc(
        {"source": "user", "message": "q"},
        _agent(timestamp="2026-01-01T00:00:01Z"),
        {"source": "user", "message": "more"},
    )
    spans = _spans(atif_to_otlp(document))
    second = 1767225601 * 10**9
    assert _timing(spans[1]) == (second, second, "next")
    assert _timing(spans[2]) == (second, second, "children")  # the step, over its chat span
    assert _timing(spans[3]) == (second, second, "timestamp")  # its chat span
    assert _timing(spans[4]) == (second, second, "previous")
    untimed = _spans(atif_to_otlp(_doc({"source": "user", "message": "q"})))
    assert [_timing(s) for s in untimed] == [(0, 0, "children"), (0, 0, "none")]


def test_a_naive_timestamp_is_utc_and_fractions_are_exact() -> None:
    document = _doc(_agent(timestamp="2026-01-01T00:00:01.123456"))
    spans = _spans(atif_to_otlp(document))
    assert _timing(spans[1])[0] == 1767225601 * 10**9 + 123_456_000


def test_a_measured_model_call_gives_the_chat_span_its_duration() -> None:
    extra = {"nemo_gym": {"model_call": {"started_at": 100.25, "completed_at": 101}}}
    spans = _spans(atif_to_otlp(_doc(_agent(extra=extra))))
    assert _timing(spans[2]) == (100_250_000_000, 101 * 10**9, "measured")
    backwards = {"nemo_gym": {"model_call": {"started_at": 102, "completed_at": 101}}}
    spans = _spans(atif_to_otlp(_doc(_agent(extra=backwards))))
    assert _timing(spans[2]) == (0, 0, "none")


def test_no_chat_span_for_llm_call_count_zero_and_none_below_copied_context() -> None:
    dispatch = _agent(llm_call_count=0, tool_calls=[_call("c1")])
    results = {"results": [{"source_call_id": "c2", "content": "r"}]}
    copied = _agent(is_copied_context=True, tool_calls=[_call("c2")], observation=results)
    spans = _spans(atif_to_otlp(_doc(dispatch, copied)))
    names = [s["name"] for s in spans]
    assert names == ["invoke_agent a", "agent step 1", "execute_tool f", "agent step 2"]
    assert _attrs(spans[3])["atif.is_copied_context"] is True
    assert "events" not in spans[3]  # nothing was received in this run


def test_a_result_without_a_call_is_an_event_and_its_subagent_hangs_under_the_step() -> None:
    sub = _doc({"source": "user", "message": "sub"}, trajectory_id="sub")
    step = {
        "source": "system",
        "message": "",
        "observation": {
            "results": [{"content": "done", "subagent_trajectory_ref": [{"trajectory_id": "sub"}]}]
        },
    }
    spans = _spans(atif_to_otlp(_doc(step, subagent_trajectories=[sub])))
    assert [s["name"] for s in spans] == [
        "invoke_agent a",
        "system step 1",
        "invoke_agent a",
        "user step 1",
    ]
    assert spans[2]["parentSpanId"] == spans[1]["spanId"]
    [event] = spans[1]["events"]
    assert event["name"] == "atif.observation"
    assert {"key": "atif.content", "value": {"stringValue": "done"}} in event["attributes"]


def test_a_subagent_nobody_refers_to_hangs_under_its_trajectory() -> None:
    sub = _doc({"source": "user", "message": "sub"}, trajectory_id="sub")
    spans = _spans(atif_to_otlp(_doc(_agent(), subagent_trajectories=[sub])))
    assert spans[3]["name"] == "invoke_agent a"
    assert spans[3]["parentSpanId"] == spans[0]["spanId"]


def test_a_subagent_referred_to_twice_gets_one_span_under_the_first_call() -> None:
    sub = _doc({"source": "user", "message": "sub"}, trajectory_id="sub")
    ref = [{"trajectory_id": "sub"}]
    results = [
        {"source_call_id": "c1", "subagent_trajectory_ref": ref},
        {"source_call_id": "c2", "subagent_trajectory_ref": ref},
    ]
    step = _agent(tool_calls=[_call("c1"), _call("c2")], observation={"results": results})
    spans = _spans(atif_to_otlp(_doc(step, subagent_trajectories=[sub])))
    agents = [s for s in spans if s["name"] == "invoke_agent a"]
    assert len(agents) == 2
    assert agents[1]["parentSpanId"] == spans[3]["spanId"]  # execute_tool of c1
    assert spans[3]["name"] == "execute_tool f" and _attrs(spans[3])["gen_ai.tool.call.id"] == "c1"


def test_failed_model_calls_and_invocations_are_errors() -> None:
    failed = {"nemo_gym": {"model_call": {"response_metadata": {"status_code": 500}}}}
    ok = {"nemo_gym": {"model_call": {"response_metadata": {"status_code": 200}}}}
    spans = _spans(atif_to_otlp(_doc(_agent(extra=failed), _agent(extra=ok))))
    assert spans[2]["status"] == {"code": 2, "message": "500"}
    assert _attrs(spans[2])["error.type"] == "500"
    assert spans[4]["status"] == {}
    assert "error.type" not in _attrs(spans[4])
    stopped = {"nemo_gym": {"source": {"invocation_status": "failed"}}}
    root = _spans(atif_to_otlp(_doc(_agent(), extra=stopped)))[0]
    assert root["status"] == {"code": 2, "message": "failed"}
    done = {"nemo_gym": {"source": {"invocation_status": "completed"}}}
    assert _spans(atif_to_otlp(_doc(_agent(), extra=done)))[0]["status"] == {}


def test_ids_follow_the_trajectory_identity() -> None:
    first = _spans(atif_to_otlp(_doc(_agent())))
    assert first[0]["traceId"] == _spans(atif_to_otlp(_doc(_agent(message="x"))))[0]["traceId"]
    other = _spans(atif_to_otlp(_doc(_agent(), trajectory_id="u")))
    assert other[0]["traceId"] != first[0]["traceId"]
    assert {s["spanId"] for s in other}.isdisjoint(s["spanId"] for s in first)
    # without a trajectory_id: the content decides
    anonymous = _doc(_agent())
    del anonymous["trajectory_id"]
    changed = copy.deepcopy(anonymous)
    changed["steps"][0]["message"] = "x"
    ids = {_spans(atif_to_otlp(d))[0]["traceId"] for d in (anonymous, changed)}
    assert len(ids) == 2
    # each convention its own ids (a receiver may hold both); content or not, the same
    document = _doc(_agent())
    genai = _spans(atif_to_otlp(document))
    bare = _spans(atif_to_otlp(document, OtlpOptions(content=False)))
    assert [s["spanId"] for s in bare] == [s["spanId"] for s in genai]
    oi = _spans(atif_to_otlp(document, OtlpOptions(conventions="openinference")))
    assert oi[0]["traceId"] != genai[0]["traceId"]
    assert {s["spanId"] for s in oi}.isdisjoint(s["spanId"] for s in genai)


def test_tool_definitions_are_flattened() -> None:
    definition = {"type": "function", "function": {"name": "f", "parameters": {"type": "object"}}}
    document = _doc(_agent())
    document["agent"]["tool_definitions"] = [definition]
    root = _attrs(_spans(atif_to_otlp(document))[0])
    assert json.loads(root["gen_ai.tool.definitions"]) == [
        {"type": "function", "name": "f", "parameters": {"type": "object"}}
    ]


# -- properties over generated ATIF --------------------------------------------------------


@given(atif_documents(), st.sampled_from(CONVENTIONS))
def test_every_step_call_and_tool_call_is_one_span_with_the_right_parent(
    document: dict[str, Any], conventions: Any
) -> None:
    assert validate_document(document, "atif") == []  # the strategy's documents are valid
    spans = _spans(atif_to_otlp(document, OtlpOptions(conventions=conventions)))
    assert _tree(spans) == _expected(document)
    assert len({s["spanId"] for s in spans}) == len(spans)
    assert len({s["traceId"] for s in spans}) == 1


@given(atif_documents(), st.sampled_from(CONVENTIONS), st.booleans())
def test_identical_input_gives_identical_bytes_that_parse_as_otlp(
    document: dict[str, Any], conventions: Any, content: bool
) -> None:
    options = OtlpOptions(conventions=conventions, content=content)
    line = dumps_otlp(atif_to_otlp(document, options))
    assert dumps_otlp(atif_to_otlp(copy.deepcopy(document), options)) == line
    traces = json.loads(line)
    assert to_json(parse(traces)) == traces  # valid OTLP, and nothing lost on the way


@given(atif_documents(), st.sampled_from(CONVENTIONS))
def test_times_are_ordered_and_only_measured_or_covering_spans_last_and_cover(
    document: dict[str, Any], conventions: Any
) -> None:
    spans = _spans(atif_to_otlp(document, OtlpOptions(conventions=conventions)))
    by_id = {s["spanId"]: s for s in spans}
    for span in spans:
        start, end, timing = _timing(span)
        assert start <= end
        if start != end:
            assert timing in ("measured", "children")
        # a step or agent span covers every span under it (a tool span covers only itself)
        ancestor = by_id.get(span.get("parentSpanId", ""))
        while ancestor is not None:
            above = _timing(ancestor)
            if above[2] == "children" and not ancestor["name"].startswith("execute_tool"):
                assert above[0] <= start and end <= above[1]
            ancestor = by_id.get(ancestor.get("parentSpanId", ""))


@given(atif_documents(), st.sampled_from(CONVENTIONS))
def test_without_content_no_content_attribute_is_written(
    document: dict[str, Any], conventions: Any
) -> None:
    spans = _spans(atif_to_otlp(document, OtlpOptions(conventions=conventions, content=False)))
    for span in spans:
        keys = set(_attrs(span))
        assert not keys & CONTENT_KEYS
        assert not [k for k in keys if k.startswith(CONTENT_PREFIXES)]
        assert "reasoning_content" not in json.loads(_attrs(span).get("metadata", "{}"))
        for event in span.get("events", []):
            assert "atif.content" not in {a["key"] for a in event["attributes"]}


@settings(max_examples=examples(1), suppress_health_check=[HealthCheck.too_slow])
@given(from_schema("atif/1.7/trajectory"), st.sampled_from(CONVENTIONS), st.booleans())
def test_any_schema_valid_document_gives_valid_otlp(
    document: dict[str, Any], conventions: Any, content: bool
) -> None:
    """The engine is public: a document that breaks ATIF's cross-field rules (ids out of
    sequence, results answering no call, dangling subagent references) still gives a trace."""
    options = OtlpOptions(conventions=conventions, content=content)
    traces = json.loads(dumps_otlp(atif_to_otlp(document, options)))
    assert to_json(parse(traces)) == traces
    spans = _spans(traces)
    assert len({s["spanId"] for s in spans}) == len(spans)
    assert len([s for s in spans if "parentSpanId" not in s]) == 1


@pytest.mark.parametrize("conventions", CONVENTIONS)
def test_content_attributes_are_written_by_default(conventions: Any) -> None:
    document = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    keys = set()
    for span in _spans(atif_to_otlp(document, OtlpOptions(conventions=conventions))):
        keys |= set(_attrs(span))
    assert keys & CONTENT_KEYS
    if conventions == "openinference":
        assert [k for k in keys if k.startswith(CONTENT_PREFIXES)]
