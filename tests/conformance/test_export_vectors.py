"""The ATIF export conformance vectors (operation "export").

For each case the row is exported with the case's options. An accepted case's document must
equal the expected one as a JSON value (extra.nemo_gym.exporter.version is the exporting
implementation's own and is left out), with the same JSON number kinds (this runner is
stricter than the contract: counts are integers, times and durations floats); a rejected
case's findings must be exactly the expected multiset of (code, path). What holds for every
case: the row is not modified, a second export gives the same bytes or the same findings, an
exported document has no error under the general ATIF validator and, in the Gym profile, only
the two asymmetries the reference's own reverify has (mixed model identities, partial usage).
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

import pytest
from _vectors import VectorCase, cases

from trajspec._rules import rules
from trajspec.converters import export_atif
from trajspec.converters._atif_export.values import json_equal
from trajspec.validators import atif_findings, gym_profile_findings

EXPORT = cases("export")
ACCEPTED = [v for v in EXPORT if "document" in v.case["expected"]]
REJECTED = [v for v in EXPORT if "findings" in v.case["expected"]]

#: Gym profile rules that an export may break on purpose: the profile is what the reference's
#: reverify accepts, and its exporter writes mixed model names and partial token usage too.
REVERIFY_ASYMMETRY = {
    "atif.gym.model_names_mixed",
    "atif.gym.usage_complete",
    "atif.gym.final_totals",
}
#: Codes no single-row vector can trigger: batch rules (tests/test_atif_export_batch.py) and
#: values that no JSON file can hold (tests/test_atif_export.py).
NOT_PER_ROW = {
    "export.not_json",
    "export.rollout_key_repeated",
    "export.agent_identity_mixed",
    "export.batch_empty",
}


def _comparable(document: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(document)
    out["extra"]["nemo_gym"]["exporter"].pop("version", None)
    return out


def _kinds(value: Any, path: str = "") -> list[tuple[str, str]]:
    """(path, JSON kind) of every number, to compare integer and float writing."""
    if isinstance(value, dict):
        return [k for key, v in value.items() for k in _kinds(v, f"{path}/{key}")]
    if isinstance(value, list):
        return [k for i, v in enumerate(value) for k in _kinds(v, f"{path}/{i}")]
    if isinstance(value, bool) or not isinstance(value, int | float):
        return []
    return [(path, type(value).__name__)]


def test_there_are_export_vectors() -> None:
    assert len(ACCEPTED) >= 8
    assert len(REJECTED) >= 70


def test_every_row_code_has_a_vector_that_triggers_it() -> None:
    triggered = {f["code"] for v in REJECTED for f in v.case["expected"]["findings"]}
    export_codes = {code for code in rules() if code.startswith("export.")}
    assert export_codes - NOT_PER_ROW - triggered == set()
    structural = {code for code in triggered if code.startswith("schema.")}
    assert triggered - structural <= set(rules()), triggered - set(rules())


@pytest.mark.parametrize("vector", EXPORT, ids=lambda v: v.id)
def test_export(vector: VectorCase) -> None:
    case = vector.case
    before = copy.deepcopy(case["row"])
    result = export_atif(case["row"], **case["options"])
    assert case["row"] == before, "export modified its input"
    expected = case["expected"]
    if "findings" in expected:
        got = Counter((f.code, f.path) for f in result.findings)
        want = Counter((f["code"], f["path"]) for f in expected["findings"])
        assert result.document is None
        assert got == want, [f.to_json() for f in result.findings]
        assert all(f.severity == "error" for f in result.findings)
        return
    assert result.document is not None, [f.to_json() for f in result.findings]
    assert result.findings == ()
    got, want = _comparable(result.document), _comparable(expected["document"])
    assert json_equal(got, want)
    assert _kinds(got) == _kinds(want)
    assert result.document["extra"]["nemo_gym"]["exporter"]["name"] == "trajspec"


@pytest.mark.parametrize("vector", EXPORT, ids=lambda v: v.id)
def test_export_is_deterministic(vector: VectorCase) -> None:
    first = export_atif(vector.case["row"], **vector.case["options"])
    second = export_atif(copy.deepcopy(vector.case["row"]), **vector.case["options"])
    if first.ok:
        assert first.to_bytes() == second.to_bytes()
    else:
        assert first.findings == second.findings


@pytest.mark.parametrize("vector", ACCEPTED, ids=lambda v: v.id)
def test_exported_documents_validate(vector: VectorCase) -> None:
    document = export_atif(vector.case["row"], **vector.case["options"]).document
    assert [f.to_json() for f in atif_findings(document) if f.severity == "error"] == []
    profile = {f.code for f in gym_profile_findings(document) if f.severity == "error"}
    assert profile <= REVERIFY_ASYMMETRY


def test_asymmetries_appear_only_where_the_source_has_them() -> None:
    """The uniform cases (one known model, complete or no usage) are fully in the profile."""
    for vector in ACCEPTED:
        document = export_atif(vector.case["row"], **vector.case["options"]).document
        assert document is not None
        agent_steps = [s for s in document["steps"] if s["source"] == "agent"]
        one_model = len({s.get("model_name") for s in agent_steps}) == 1 and all(
            "model_name" in s for s in agent_steps
        )
        usage = [s.get("metrics", {}) for s in agent_steps]
        complete = all("prompt_tokens" in m and "completion_tokens" in m for m in usage)
        if one_model and (complete or not any(usage)):
            assert gym_profile_findings(document) == [], vector.id
