"""What a reverify batch keeps per entry in a smaller form gives back what it stood for:
the manifest line made again of the entry's members when it is the line export writes
(``ManifestEntry.raw``), and the input rows of each entry held by position
(converters/_reverify/plan.py, ``_EntryRows``) equal to the rows ``index_inputs`` finds by
key."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import orjson
import pytest
from _examples import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from trajspec.converters._reverify.inputs import index_inputs
from trajspec.converters._reverify.manifest import ManifestEntry, parse_entry
from trajspec.converters._reverify.plan import _EntryRows

SHA = "0123456789abcdef" * 4


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    made = tmp_path_factory.mktemp("export")
    (made / "0-1.json").write_bytes(b"{}")
    return made


members = st.fixed_dictionaries(
    {
        "_ng_rollout_index": st.sampled_from([0, 1, 300, 2**63 - 1]),
        "_ng_task_index": st.sampled_from([0, 7, 2**40]),
        "trajectory_path": st.sampled_from(
            ["0-1.json", "./0-1.json", "a//b.json", "é.json", "a/b", "/x", "../y", 'a\u2028"b']
        ),
    },
    optional={"expected_sha256": st.sampled_from([SHA, None])},
)


@settings(max_examples=examples(2), deadline=None)
@given(
    value=members,
    form=st.sampled_from(["export", "unsorted", "spaced", "ascii"]),
    end=st.sampled_from([b"\n", b"\r\n", b""]),
)
def test_an_entry_gives_back_its_line_as_read(
    folder: Path, value: dict[str, Any], form: str, end: bytes
) -> None:
    if form == "export":
        raw = orjson.dumps(value, option=orjson.OPT_SORT_KEYS)
    elif form == "unsorted":
        raw = orjson.dumps(dict(reversed(list(value.items()))))
    elif form == "spaced":
        raw = json.dumps(value, sort_keys=True, ensure_ascii=False).encode()
    else:
        raw = json.dumps(value, sort_keys=True, separators=(",", ":")).encode()
    raw += end
    entry = parse_entry(orjson.loads(raw), 2, folder, "m.jsonl", raw, os.path.realpath(folder))
    assert isinstance(entry, ManifestEntry)
    assert entry.raw == raw
    assert entry.expected_sha256 == value.get("expected_sha256")
    expected_real = os.path.realpath(folder / value["trajectory_path"].lstrip("/"))
    if ".." not in value["trajectory_path"] and not value["trajectory_path"].startswith("/"):
        assert entry.real == expected_real


def test_an_exported_line_is_not_kept(folder: Path) -> None:
    """The control for the test above: the line export writes is made again, not held."""
    value = {"_ng_rollout_index": 1, "_ng_task_index": 0, "expected_sha256": SHA}
    value["trajectory_path"] = "0-1.json"
    raw = orjson.dumps(value) + b"\n"
    entry = parse_entry(value, 2, folder, "m.jsonl", raw, os.path.realpath(folder))
    assert isinstance(entry, ManifestEntry)
    assert entry.own_raw is None and entry.own_real == "" and entry.raw == raw


@settings(max_examples=examples(1), deadline=None)
@given(
    manifest=st.lists(st.tuples(st.integers(0, 3), st.integers(0, 2)), min_size=1, max_size=8),
    rows=st.lists(st.tuples(st.integers(0, 3), st.integers(0, 2)), max_size=10),
)
def test_rows_by_position_are_the_rows_by_key(
    tmp_path_factory: pytest.TempPathFactory,
    manifest: list[tuple[int, int]],
    rows: list[tuple[int, int]],
) -> None:
    folder = tmp_path_factory.mktemp("rows")
    inputs = folder / "inputs.jsonl"
    inputs.write_bytes(
        b"".join(
            orjson.dumps({"_ng_task_index": t, "_ng_rollout_index": r, "n": i}) + b"\n"
            for i, (t, r) in enumerate(rows)
        )
    )
    entries = []
    for task, rollout in manifest:
        value = {"_ng_task_index": task, "_ng_rollout_index": rollout, "trajectory_path": "x"}
        entry = parse_entry(value, 1, folder, "m.jsonl")
        assert isinstance(entry, ManifestEntry)
        entries.append(entry)
    by_key = index_inputs(inputs, set(manifest))
    by_position = _EntryRows(entries)
    index_inputs(inputs, by_position.wanted, by_position.found)
    by_position.done()
    for position, entry in enumerate(entries):
        assert by_position[position] == by_key.rows.get(entry.key, [])
