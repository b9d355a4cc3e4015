"""Values quoted in converter messages are shown as compact JSON (trajspec._jsonvalues.show),
cut at 60 characters with an ellipsis, whichever converter writes the message."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from _reverify_fixtures import document
from _vectors import cases

from trajspec.converters import atif_to_response, export_atif
from trajspec.converters._reverify.manifest import ManifestLineProblem, parse_entry


def _export_messages(row: dict[str, Any]) -> dict[str, str]:
    result = export_atif(row, session_id="s", agent_version="v")
    return {f.path: f.message for f in result.findings}


def _base_row() -> dict[str, Any]:
    first = next(v for v in cases("export") if v.file.endswith("export-mapping.json"))
    return copy.deepcopy(first.case["row"])


def test_export_shows_a_string_as_json_not_as_a_python_repr() -> None:
    row = _base_row()
    row["_ng_task_index"] = "seven"
    message = _export_messages(row)["/_ng_task_index"]
    assert message.startswith('_ng_task_index is "seven"; '), message


def test_export_shows_a_long_value_cut_with_one_ellipsis_character() -> None:
    row = _base_row()
    row["agent_ref"] = ["x" * 100]
    message = _export_messages(row)["/agent_ref"]
    assert message.startswith('agent_ref is ["' + "x" * 57 + "…; "), message


def test_export_shows_a_short_value_whole() -> None:
    row = _base_row()
    row["agent_ref"] = [True, None]
    assert _export_messages(row)["/agent_ref"].startswith("agent_ref is [true,null]; ")


def test_manifest_shows_a_list_compactly(tmp_path: Path) -> None:
    bad = parse_entry(
        {"_ng_task_index": 0, "_ng_rollout_index": 0, "trajectory_path": [1, 2]},
        1,
        tmp_path,
        "m.jsonl",
    )
    assert isinstance(bad, ManifestLineProblem)
    messages = [f.message for f in bad.findings if f.path == "/trajectory_path"]
    assert messages == ["trajectory_path is [1,2]; it is the non-empty path of a file"]


def test_reverify_shows_an_object_compactly() -> None:
    doc = document(0, 0)
    doc["steps"][-1]["metrics"] = {
        "prompt_tokens": 1,
        "completion_tokens": 1,
        "extra": {"total_tokens": {"a": 1}},
    }
    result = atif_to_response(doc)
    messages = [f.message for f in result.findings if f.path.endswith("/extra/total_tokens")]
    assert messages == ['total_tokens is {"a":1}; a token count is a non-negative integer']
