"""The reverify conformance vectors (operation reverify, spec/conformance/atif/1.7/reverify-*.json).

Document cases: the verdict, the exact rejections (code and path), the rebuilt response (or
the verify payload built with the case's input row) compared on the profile's fields, and
whether ATIF validation alone accepts the document. Batch cases: the files are written into
a folder, the batch runs as a dry run, and the payloads written and the failure rows are the
expected ones. Every reverify.* rule has a case that triggers it and a case that does not.
"""

from __future__ import annotations

import copy
from collections import Counter
from pathlib import Path
from typing import Any

import orjson
import pytest
from _vectors import VectorCase, cases

from trajspec._rules import rules
from trajspec.converters._reverify.batch import failures_path, reverify
from trajspec.converters._reverify.compare import json_equal, response_profile
from trajspec.converters._reverify.payload import verify_payload
from trajspec.converters._reverify.rebuild import atif_to_response
from trajspec.validators._atif.rules import atif_findings

REVERIFY = cases("reverify")
DOCUMENTS = [v for v in REVERIFY if "document" in v.case]
BATCHES = [v for v in REVERIFY if "batch" in v.case]


def _pairs(findings: list[Any]) -> Counter[tuple[str, str]]:
    return Counter(
        (f["code"], f["path"]) if isinstance(f, dict) else (f.code, f.path) for f in findings
    )


def test_there_are_enough_reverify_vectors() -> None:
    assert len(DOCUMENTS) >= 60
    assert (
        sum("ids" in v.case and "trajectory_id" not in v.case["document"] for v in DOCUMENTS) >= 4
    )
    assert len(BATCHES) >= 12


@pytest.mark.parametrize("vector", DOCUMENTS, ids=lambda v: v.id)
def test_document_case(vector: VectorCase) -> None:
    case = vector.case
    document = copy.deepcopy(case["document"])
    result = atif_to_response(document)
    assert document == case["document"], "reverify changed its input"
    assert result.ok == case["valid"], [f.to_json() for f in result.findings]
    assert _pairs(list(result.findings)) == _pairs(case["findings"]), [
        f.to_json() for f in result.findings
    ]
    if "atif_valid" in case:
        errors = [f for f in atif_findings(case["document"]) if f.severity == "error"]
        assert (not errors) == case["atif_valid"], [f.to_json() for f in errors]
    if not case["valid"]:
        assert result.response is None
        return
    assert result.response is not None
    response = result.response
    if "input" in case:
        payload, problems = verify_payload(case["input"], response)
        assert problems == [] and payload is not None
        rest = {k: v for k, v in payload.items() if k != "response"}
        assert rest == {k: v for k, v in case["input"].items() if k != "response"}
        response = payload["response"]
    expected = response_profile(case["response"])
    actual = response_profile(response)
    assert json_equal(actual, expected), (actual, expected)
    assert isinstance(response["id"], str) and response["id"].startswith("atif_")
    assert all(item["id"].startswith("atif_") for item in response["output"])
    if "ids" in case:
        ids = {"response": response["id"], "output": [item["id"] for item in response["output"]]}
        assert ids == case["ids"]


def _write_line(value: Any) -> bytes:
    return (value if isinstance(value, str) else orjson.dumps(value).decode()).encode() + b"\n"


@pytest.mark.parametrize("vector", BATCHES, ids=lambda v: v.id)
def test_batch_case(vector: VectorCase, tmp_path: Path) -> None:
    batch, outcome = vector.case["batch"], vector.case["outcome"]
    folder = tmp_path / "export"
    folder.mkdir()
    (folder / "manifest.jsonl").write_bytes(b"".join(_write_line(v) for v in batch["manifest"]))
    (tmp_path / "inputs.jsonl").write_bytes(b"".join(_write_line(v) for v in batch["inputs"]))
    for name, content in batch["files"].items():
        data = content.encode() if isinstance(content, str) else orjson.dumps(content)
        (folder / name).write_bytes(data)
    output = tmp_path / "out.jsonl"
    limits = (
        {"max_trajectory_bytes": batch["max_trajectory_bytes"]}
        if "max_trajectory_bytes" in batch
        else {}
    )
    summary = reverify(
        folder / "manifest.jsonl", tmp_path / "inputs.jsonl", output, dry_run=True, **limits
    )
    payloads = [orjson.loads(line) for line in output.read_bytes().splitlines()]
    accepted = [[p["_ng_task_index"], p["_ng_rollout_index"]] for p in payloads]
    assert accepted == outcome["accepted"]
    assert all("_ng_atif_provenance" not in p for p in payloads)
    assert all(p["response"]["object"] == "response" for p in payloads)
    rows = [orjson.loads(line) for line in failures_path(output).read_bytes().splitlines()]
    assert len(rows) == len(outcome["rejected"]), rows
    for row, expected in zip(rows, outcome["rejected"], strict=True):
        for key, value in expected.items():
            if key == "findings":
                assert _pairs(row["findings"]) == _pairs(value), row
                assert row["codes"] == sorted({f["code"] for f in row["findings"]})
            else:
                assert row.get(key) == value, (key, row)
    assert summary.exit_code == (1 if outcome["rejected"] else 0)
    assert summary.accepted == len(outcome["accepted"])


def _triggered(vectors: list[VectorCase]) -> set[str]:
    found = set()
    for vector in vectors:
        found |= {f["code"] for f in vector.case.get("findings", [])}
        for row in vector.case.get("outcome", {}).get("rejected", []):
            found |= {f["code"] for f in row["findings"]}
    return found


def test_every_reverify_rule_has_a_triggering_vector() -> None:
    """Verifier failures need a verifier; tests/test_atif_reverify_http.py triggers those."""
    registered = {
        code
        for code in rules()
        if code.startswith("reverify.") and not code.startswith("reverify.verifier_")
    }
    assert registered - _triggered(REVERIFY) == set()


def test_every_rule_has_a_case_that_does_not_trigger_it() -> None:
    """Each code is shown beside accepted input of its own kind: every file that triggers a code
    also accepts some case (a document rebuilt, or a batch entry given a payload) in which
    that code is absent; and a partial-metric export that validates as ATIF is among the
    rejections (the complete-usage rule is reverify's alone)."""
    by_file: dict[str, list[VectorCase]] = {}
    for vector in REVERIFY:
        by_file.setdefault(vector.file, []).append(vector)
    for name, vectors in by_file.items():
        passing = [
            v
            for v in vectors
            if v.case.get("valid") is True or v.case.get("outcome", {}).get("accepted")
        ]
        assert passing, f"{name} has no accepted case"
        for code in _triggered(vectors):
            assert any(code not in _triggered([v]) for v in passing), (name, code)
    partial = [
        v
        for v in DOCUMENTS
        if v.case.get("atif_valid") is True
        and any(f["code"] == "reverify.usage_incomplete" for f in v.case["findings"])
    ]
    assert partial
