"""The manifest reader (``parse_entry``) on an entry as export writes it, and on drawn lines
near one (every member in or out of range, of another type, missing or extra): an entry or
a problem, never an exception; an entry's indices are plain ints."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from _examples import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from trajspec.converters._reverify.manifest import (
    MANIFEST_KEYS,
    ManifestEntry,
    ManifestLineProblem,
    parse_entry,
)

SHA = "0123456789abcdef" * 4
_MISSING = object()

counts = st.one_of(
    st.integers(min_value=-2, max_value=5),
    st.sampled_from([2**63 - 1, 2**63, -(2**63), 3.0, -0.0, 1.5, True, False, "3", None]),
)
paths = st.one_of(
    st.sampled_from(
        [
            "0-1.json",
            "sub/0-2.json",
            "./0-1.json",
            "",
            " ",
            "a\0b",
            "/etc/x",
            "../x",
            ".",
            "sub",
            "missing.json",
            "sub//0-2.json",
            7,
            None,
            ["0-1.json"],
        ]
    ),
    st.text(alphabet="ab/. \0-", max_size=6),
)
shas = st.sampled_from([SHA, SHA.upper(), SHA[:-1], SHA + "0", "", 5, None, [SHA]])
members = {
    "_ng_task_index": counts,
    "_ng_rollout_index": counts,
    "trajectory_path": paths,
    "expected_sha256": shas,
}


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    made = tmp_path_factory.mktemp("export")
    (made / "0-1.json").write_bytes(b"{}")
    (made / "sub").mkdir()
    (made / "sub" / "0-2.json").write_bytes(b"{}")
    return made


@st.composite
def lines(draw: st.DrawFn) -> dict[str, Any]:
    value: dict[str, Any] = {}
    for name in MANIFEST_KEYS:
        member = draw(st.one_of(members[name], st.just(_MISSING)))
        if member is not _MISSING:
            value[name] = member
    if draw(st.booleans()) and draw(st.booleans()):
        value[draw(st.sampled_from(["extra", "_ng_task", "trajectory_id"]))] = 1
    return value


@settings(max_examples=examples(2), deadline=None)
@given(value=lines(), resolved=st.booleans())
def test_a_drawn_line_is_an_entry_or_a_problem(
    folder: Path, value: dict[str, Any], resolved: bool
) -> None:
    raw = repr(value).encode()
    root = os.path.realpath(folder) if resolved else None
    read = parse_entry(value, 4, folder, "manifest.jsonl", raw, root)
    if isinstance(read, ManifestEntry):
        assert (read.line, read.raw) == (4, raw)
        for member in (read.task_index, read.rollout_index):
            assert type(member) is int and member >= 0
    else:
        assert isinstance(read, ManifestLineProblem) and read.findings


def test_an_exported_entry_is_read(folder: Path) -> None:
    value = {
        "_ng_rollout_index": 2,
        "_ng_task_index": 0,
        "expected_sha256": SHA,
        "trajectory_path": "sub/0-2.json",
    }
    entry = parse_entry(value, 1, folder, "manifest.jsonl")
    assert isinstance(entry, ManifestEntry)
    assert (entry.task_index, entry.rollout_index, entry.expected_sha256) == (0, 2, SHA)
    assert entry.path == (folder / "sub" / "0-2.json").resolve()
    del value["expected_sha256"]
    unpinned = parse_entry(value, 1, folder, "manifest.jsonl")
    assert isinstance(unpinned, ManifestEntry) and unpinned.expected_sha256 is None
