"""Round trip: export a rollout row to ATIF, reverify it, and get back the response that the
row's own conversation and usage imply.

The expected response is computed here from the row alone (never from the ATIF document):
the conversation after the input messages, item by item, becomes the output (reasoning as its
one text segment, function calls with their arguments parsed, outputs as strings or
input_text parts, assistant messages as output_text parts); the token stats of each turn's
captured call give the usage by the complete-usage rule. A row whose calls name different
models, or whose usage is partial, is one that the exporter accepts and reverify must reject
with exactly reverify.model_names / reverify.usage_incomplete. Compared on the profile's
fields: items in order without ids, reasoning as text, arguments as parsed JSON, usage equal.

The rows come from ``export_rows`` of tests/_strategies.py (the exporter's strategy); rows the
exporter rejects are skipped, since the property is about every row it accepts.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

import orjson
import pytest
from _examples import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trajspec._strictjson import loads
from trajspec.converters._reverify.batch import failures_path, reverify
from trajspec.converters._reverify.compare import json_equal, response_profile
from trajspec.converters._reverify.rebuild import atif_to_response

_converters = importlib.import_module("trajspec.converters")
_strategies = importlib.import_module("_strategies")
export_atif = getattr(_converters, "export_atif", None)
export_rollouts = getattr(_converters, "export_rollouts", None)
export_rows = getattr(_strategies, "export_rows", None)
if export_atif is not None:
    from trajspec.converters._atif_export.convert import dumps_atif

pytestmark = pytest.mark.skipif(
    export_atif is None or export_rollouts is None or export_rows is None,
    reason="the ATIF exporter (trajspec.converters.export_atif / export_rollouts) or its row "
    "strategy (tests/_strategies.py export_rows) is not in this tree",
)

SESSION, VERSION = "session-rt", "1.0.0"


# --- the oracle: what the row implies -------------------------------------------------------


def _reasoning_text(item: dict[str, Any]) -> str:
    parts = item.get("content") or item.get("summary") or []
    return "".join(part["text"] for part in parts)


def _expected_output(row: dict[str, Any]) -> list[dict[str, Any]]:
    conversation = row["ng_trajectory"]["invocations"][0]["conversation"]
    out: list[dict[str, Any]] = []
    agent = False
    for item in conversation:
        kind = item.get("type")
        if kind == "message" and item.get("role") in ("system", "user") and not agent:
            continue  # the input: the materialized task's own input is authoritative
        agent = True
        if kind == "reasoning":
            out.append({"type": "reasoning", "text": _reasoning_text(item)})
        elif kind == "function_call":
            out.append(
                {
                    "type": "function_call",
                    "call_id": item["call_id"],
                    "name": item["name"],
                    "arguments": loads(item["arguments"]),
                    "status": "completed",
                }
            )
        elif kind == "function_call_output":
            output = item["output"]
            if isinstance(output, list):
                output = [{"type": "input_text", "text": part["text"]} for part in output]
            out.append(
                {
                    "type": "function_call_output",
                    "call_id": item["call_id"],
                    "output": output,
                    "status": "completed",
                }
            )
        elif kind == "message":
            out.append(
                {
                    "type": "message",
                    "role": "assistant",
                    "status": "completed",
                    "content": [
                        {"type": "output_text", "text": part["text"], "annotations": []}
                        for part in item["content"]
                    ],
                }
            )
        else:
            raise AssertionError(f"an exported row holds a {kind!r} item")
    return out


def _turn_calls(row: dict[str, Any]) -> list[dict[str, Any]]:
    """The captured call each turn selects, in turn order."""
    trajectory = row["ng_trajectory"]
    calls = trajectory["model_calls"]
    selected = []
    for turn in trajectory["turns"]:
        (ref,) = turn["model_calls"]
        if "model_call_id" in ref:
            (call,) = [c for c in calls if c["model_call_id"] == ref["model_call_id"]]
        else:
            (call,) = [
                c
                for c in calls
                if c.get("response_metadata", {}).get("response_id") == ref["response_id"]
                and c.get("response_metadata", {}).get("model_ref") == ref["model_ref"]
            ]
        selected.append(call)
    return selected


def _expected_usage(calls: list[dict[str, Any]]) -> tuple[dict[str, Any] | None, bool]:
    """(usage, complete): the complete-usage rule over the selected calls' token stats."""
    stats = [call.get("token_stats", {}) for call in calls]
    keys = (
        "prompt_tokens",
        "completion_tokens",
        "cached_tokens",
        "reasoning_tokens",
        "total_tokens",
    )
    if not any(s.get(k) is not None for s in stats for k in keys):
        return None, True
    if any(s.get("prompt_tokens") is None or s.get("completion_tokens") is None for s in stats):
        return None, False

    def summed(key: str) -> int | None:
        values = [s.get(key) for s in stats]
        return sum(values) if all(v is not None for v in values) else None  # type: ignore[arg-type]

    prompt, completion = summed("prompt_tokens"), summed("completion_tokens")
    assert prompt is not None and completion is not None
    total = summed("total_tokens")
    return {
        "input_tokens": prompt,
        "input_tokens_details": {"cached_tokens": summed("cached_tokens")},
        "output_tokens": completion,
        "output_tokens_details": {"reasoning_tokens": summed("reasoning_tokens")},
        "total_tokens": prompt + completion if total is None else total,
    }, True


def _expected(row: dict[str, Any]) -> tuple[set[str], dict[str, Any] | None]:
    """(the rejection codes, or the expected response profile)."""
    calls = _turn_calls(row)
    models = {call.get("response_metadata", {}).get("model") for call in calls}
    codes = set()
    if len(models) > 1:
        codes.add("reverify.model_names")
    usage, complete = _expected_usage(calls)
    if not complete:
        codes.add("reverify.usage_incomplete")
    if codes:
        return codes, None
    (model,) = models
    return set(), {
        "output": _expected_output(row),
        "usage": usage,
        "model": "unknown" if model is None else model,
    }


def _check(row: dict[str, Any], result: Any) -> None:
    codes, expected = _expected(row)
    assert {f.code for f in result.findings} == codes, [f.to_json() for f in result.findings]
    if expected is None:
        assert result.response is None
        return
    response = result.response
    assert response is not None
    actual = response_profile(response)
    assert json_equal(actual["output"], expected["output"]), (actual["output"], expected["output"])
    assert json_equal(actual["usage"], expected["usage"]), (actual["usage"], expected["usage"])
    assert actual["model"] == expected["model"]
    last = row["ng_trajectory"]["turns"][-1]["timestamp"]
    assert abs(response["created_at"] - last) < 1e-5  # ISO 8601 keeps microseconds


# --- the properties -----------------------------------------------------------------------------


@settings(max_examples=examples(2.5), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    row=st.one_of(export_rows(faults=False), export_rows())
    if export_rows is not None
    else st.nothing()
)
def test_every_exported_row_reverifies_to_the_response_it_implies(row: dict[str, Any]) -> None:
    exported = export_atif(row, session_id=SESSION, agent_version=VERSION)
    if not exported.ok:
        return  # the property is about the rows the exporter accepts
    # Through the bytes the export writes, as reverify reads a file.
    data = dumps_atif(exported.document)
    document = loads(data)
    _check(row, atif_to_response(document, strict_json=True))


def _materialized(row: dict[str, Any]) -> dict[str, Any]:
    return {
        "_ng_task_index": row["_ng_task_index"],
        "_ng_rollout_index": row["_ng_rollout_index"],
        "responses_create_params": {"input": "the task", "temperature": 0.25},
        "expected": "x",
    }


@settings(
    max_examples=examples(0.2),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(
    rows=st.lists(
        export_rows(faults=False) if export_rows is not None else st.nothing(),
        min_size=1,
        max_size=3,
    )
)
def test_an_exported_folder_reverifies(
    rows: list[dict[str, Any]], tmp_path_factory: pytest.TempPathFactory
) -> None:
    """The export's own folder and manifest (the reference's layout) go through the batch."""
    unique: dict[tuple[int, int], dict[str, Any]] = {}
    for row in rows:
        unique.setdefault((row["_ng_task_index"], row["_ng_rollout_index"]), row)
    rows = list(unique.values())
    agents = {
        row.get("agent_ref", {}).get("name", row.get("_ng_environment_server")) for row in rows
    }
    if len(agents) > 1:
        rows = rows[:1]  # one agent per export file
    folder = tmp_path_factory.mktemp("rt")
    source = folder / "rollouts.jsonl"
    source.write_bytes(b"".join(orjson.dumps(row) + b"\n" for row in rows))
    result = export_rollouts(source, folder / "export", session_id=SESSION, agent_version=VERSION)
    if not result.ok:
        return
    inputs = folder / "inputs.jsonl"
    inputs.write_bytes(b"".join(orjson.dumps(_materialized(row)) + b"\n" for row in rows))
    output = folder / "out.jsonl"
    summary = reverify(folder / "export" / "manifest.jsonl", inputs, output, dry_run=True)
    payloads = {
        (p["_ng_task_index"], p["_ng_rollout_index"]): p
        for p in (orjson.loads(x) for x in output.read_bytes().splitlines())
    }
    failures = [orjson.loads(x) for x in failures_path(output).read_bytes().splitlines()]
    for row in rows:
        key = (row["_ng_task_index"], row["_ng_rollout_index"])
        codes, expected = _expected(row)
        if expected is None:
            (failure,) = [
                f for f in failures if (f["_ng_task_index"], f["_ng_rollout_index"]) == key
            ]
            assert set(failure["codes"]) == codes
            continue
        payload = payloads[key]
        assert {k: v for k, v in payload.items() if k != "response"} == _materialized(row)
        response = payload["response"]
        assert response["temperature"] == 0.25 and "input" not in response
        actual = response_profile(response)
        assert json_equal(actual["output"], expected["output"])
        assert json_equal(actual["usage"], expected["usage"])
    assert summary.accepted == len(payloads)


def test_the_exporter_is_here() -> None:
    """Says plainly, in every run, which exporter the round trip used."""
    assert export_atif is not None and Path(_converters.__file__).exists()
