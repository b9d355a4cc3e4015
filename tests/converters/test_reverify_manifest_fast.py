"""The manifest reader's shortcut (``parse_entry`` for an entry as export writes it) makes
the same entry as the checks it skips (``checked_entry``), and nothing the checks refuse: on
drawn lines near an export's entry, every member in or out of range, of another type,
missing or extra."""

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
    checked_entry,
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


def _same(value: dict[str, Any], folder: Path, root: str | None) -> None:
    raw = repr(value).encode()
    fast = parse_entry(value, 4, folder, "manifest.jsonl", raw, root)
    full = checked_entry(value, 4, folder, "manifest.jsonl", raw, root)
    assert fast == full
    if isinstance(full, ManifestEntry):
        assert isinstance(fast, ManifestEntry)
        assert (fast.raw, fast.root, fast.real) == (full.raw, full.root, full.real)
        for member in (fast.task_index, fast.rollout_index):
            assert type(member) is int


@settings(max_examples=examples(2), deadline=None)
@given(value=lines(), resolved=st.booleans())
def test_the_shortcut_makes_what_the_checks_make(
    folder: Path, value: dict[str, Any], resolved: bool
) -> None:
    _same(value, folder, os.path.realpath(folder) if resolved else None)


def test_an_exported_entry_takes_the_shortcut(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The usual entry does not reach the checks (the control for the test above: the
    shortcut is used at all)."""
    from trajspec.converters._reverify import manifest as module

    def unused(*args: Any) -> Any:
        raise AssertionError("the entry was checked member by member")

    monkeypatch.setattr(module, "checked_entry", unused)
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
