"""The ATIF export's shortcuts (issue 19) keep its findings and its bytes: the files written
and synced off the main thread, and each fast path of the conversion against the full path it
stands for."""

from __future__ import annotations

import copy
import errno
import hashlib
import json
import os
import stat
from pathlib import Path
from typing import Any, Final

import orjson
import pytest
from _examples import examples
from _strategies import export_rows, json_values
from _vectors import cases
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trajspec import _files
from trajspec._findings import pointer
from trajspec.converters import ExportUsageError, dumps_atif, export_rollouts
from trajspec.converters._atif_export import batch, convert, preflight, turns, values
from trajspec.converters._atif_export import fast as fast_module
from trajspec.converters._atif_export.preflight import TRAINING_KEYS
from trajspec.converters._atif_export.values import exactly_equal, json_equal


def _rows(count: int) -> bytes:
    base = next(v for v in cases("export") if v.file.endswith("export-mapping.json")).case["row"]
    lines = []
    for n in range(count):
        row = copy.deepcopy(base)
        row["_ng_task_index"], row["_ng_rollout_index"] = n, 0
        row["task_id"] = f"calc-{n}"
        trajectory = row["ng_trajectory"]
        trajectory["task_id"], trajectory["rollout_id"] = f"calc-{n}", f"{n}-0"
        for turn in trajectory["turns"]:
            turn["task_id"], turn["rollout_id"] = f"calc-{n}", f"{n}-0"
        lines.append(orjson.dumps(row) + b"\n")
    return b"".join(lines)


@pytest.mark.parametrize("window", [1, 2, 256])
def test_every_file_is_written_whole_and_synced_before_the_folder_is_committed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, window: int
) -> None:
    source = tmp_path / "rows.jsonl"
    source.write_bytes(_rows(5))
    # each file synced itself, off the main thread: where one syncfs is not as durable
    monkeypatch.setattr(_files.FilesystemSync, "open", classmethod(lambda cls, folder: None))
    monkeypatch.setattr(batch._Writer, "WINDOW", window)
    monkeypatch.setattr(batch._Writer, "WINDOW_BYTES", 1)  # a window of one file in bytes
    synced: set[int] = set()
    at_commit: list[set[int]] = []
    real_fsync, real_commit = os.fsync, _files.commit_folder
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.add(os.fstat(fd).st_ino), real_fsync(fd)))
    monkeypatch.setattr(
        _files, "commit_folder", lambda a, b: (at_commit.append(set(synced)), real_commit(a, b))
    )
    out = tmp_path / "out"
    result = export_rollouts(source, out, session_id="s", agent_version="v")
    assert result.ok and result.exported == 5
    files = sorted(out.iterdir())
    assert [p.name for p in files] == [f"{n}-0.json" for n in range(5)] + ["manifest.jsonl"]
    assert {p.stat().st_ino for p in files} <= at_commit[0]
    for line in (out / "manifest.jsonl").read_bytes().splitlines():
        entry = orjson.loads(line)
        data = (out / entry["trajectory_path"]).read_bytes()
        assert hashlib.sha256(data).hexdigest() == entry["expected_sha256"]
        assert data.endswith(b"}\n")


@pytest.mark.parametrize("threads", [True, False])
@pytest.mark.parametrize("failing", ["0-0.json", "2-0.json"])
def test_a_failed_write_in_a_writer_thread_leaves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str, threads: bool
) -> None:
    source = tmp_path / "rows.jsonl"
    source.write_bytes(_rows(3))
    real_write = _files.write_file
    if threads:  # each file synced itself, off the main thread (else: one syncfs, where usable)
        monkeypatch.setattr(_files.FilesystemSync, "open", classmethod(lambda cls, folder: None))

    def write_file(path: Path, chunks: Any, **options: bool) -> None:
        if path.name == failing:
            raise OSError(errno.ENOSPC, "No space left on device")
        real_write(path, chunks, **options)

    monkeypatch.setattr(_files, "write_file", write_file)
    with pytest.raises(ExportUsageError, match=r"cannot write .*No space left on device"):
        export_rollouts(source, tmp_path / "out", session_id="s", agent_version="v")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rows.jsonl"]


def _needs_syncfs(folder: Path) -> None:
    whole = _files.FilesystemSync.open(folder)
    if whole is None:
        pytest.skip("syncfs is not as durable as an fsync per file here (or not there)")
    whole.close()


@pytest.mark.parametrize(("group", "window"), [(16, 256), (2, 1), (1, 2)])
def test_one_syncfs_after_every_file_and_the_manifest_before_the_folder_is_committed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, group: int, window: int
) -> None:
    _needs_syncfs(tmp_path)
    monkeypatch.setattr(batch._Writer, "GROUP", group)
    monkeypatch.setattr(batch._Writer, "WINDOW", window)
    source = tmp_path / "rows.jsonl"
    source.write_bytes(_rows(5))
    events: list[tuple[str, Any]] = []
    real_write, real_syncfs, real_commit = (
        _files.write_file,
        _files.sync_filesystem,
        _files.commit_folder,
    )

    def write_file(path: Path, chunks: Any, *, sync: bool = True) -> None:
        events.append(("write", (path.name, sync)))
        real_write(path, chunks, sync=sync)

    def sync_filesystem(fd: int, folder: Path) -> None:
        # what is staged at the moment of the sync: every document and the whole manifest
        names = sorted(p.name for p in folder.iterdir())
        events.append(("syncfs", (names, (folder / "manifest.jsonl").read_bytes().count(b"\n"))))
        real_syncfs(fd, folder)

    monkeypatch.setattr(_files, "write_file", write_file)
    monkeypatch.setattr(_files, "sync_filesystem", sync_filesystem)
    monkeypatch.setattr(
        _files, "commit_folder", lambda a, b: (events.append(("commit", None)), real_commit(a, b))
    )
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        events.append(("fsync", "folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file"))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    result = export_rollouts(source, tmp_path / "out", session_id="s", agent_version="v")
    assert result.ok and result.exported == 5
    documents = [f"{n}-0.json" for n in range(5)]
    # groups of files are written by several threads: in any order among themselves
    writes = sorted(events[: len(documents)])
    assert [*writes, *events[len(documents) :]] == [
        *(("write", (name, False)) for name in documents),
        ("syncfs", ([*documents, "manifest.jsonl"], 5)),
        ("commit", None),
        ("fsync", "folder"),  # the staging folder, then (once renamed) its parent
        ("fsync", "folder"),
    ]


@pytest.mark.parametrize("code", [errno.EIO, errno.ENOSPC])
def test_a_failed_syncfs_leaves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int
) -> None:
    _needs_syncfs(tmp_path)
    source = tmp_path / "rows.jsonl"
    source.write_bytes(_rows(3))

    def sync_filesystem(fd: int, folder: Path) -> None:
        raise OSError(code, os.strerror(code), os.fspath(folder))

    monkeypatch.setattr(_files, "sync_filesystem", sync_filesystem)
    with pytest.raises(ExportUsageError, match=rf"cannot write .*{os.strerror(code)}"):
        export_rollouts(source, tmp_path / "out", session_id="s", agent_version="v")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rows.jsonl"]


@pytest.mark.parametrize(
    ("kind", "usable"),
    [(0xEF53, True), (0x58465342, True), (0x9123683E, True), (0x6969, False), (0x65735546, False)],
)
def test_syncfs_only_on_filesystems_where_it_is_as_durable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: int, usable: bool
) -> None:
    _needs_syncfs(tmp_path)
    # ext4, XFS, Btrfs; NFS and FUSE, whose syncfs may leave the data on the client side
    monkeypatch.setattr(_files, "filesystem_type", lambda folder: kind)
    whole = _files.FilesystemSync.open(tmp_path)
    assert (whole is not None) is usable
    if whole is not None:
        whole.close()
    monkeypatch.setattr(_files, "_kernel", lambda: (5, 7))  # syncfs reported no errors then
    assert _files.FilesystemSync.open(tmp_path) is None


def test_a_syncfs_error_is_an_oserror_naming_the_folder(tmp_path: Path) -> None:
    _needs_syncfs(tmp_path)
    fd = os.open(tmp_path, os.O_RDONLY)
    os.close(fd)  # a closed descriptor: syncfs fails with EBADF
    with pytest.raises(OSError, match="Bad file descriptor") as raised:
        _files.sync_filesystem(fd, tmp_path)
    assert raised.value.errno == errno.EBADF and raised.value.filename == os.fspath(tmp_path)


# --- each fast path of the conversion against the full path (hypothesis) ---------------------

OPTIONS = {"session_id": "s", "agent_version": "1.0.0"}
#: Odd things to put into a turn copy: objects with and without training keys, the key texts
#: as strings and in lists, values isdisjoint cannot take (numbers, unhashable lists).
COPY_ITEMS = st.sampled_from(
    [
        {"prompt_token_ids": [1]},
        {"type": "message", "generation_log_probs": None, "routed_experts": []},
        {"type": "message"},
        "prompt_token_ids",
        "routed",
        ["generation_token_ids"],
        [[1]],
        [{"a": 1}],
        7,
        None,
        {},
    ]
)


def _seeded(row: dict[str, Any], data: st.DataObject) -> dict[str, Any]:
    row = copy.deepcopy(row)
    for turn in row["ng_trajectory"]["turns"]:
        for key in ("question", "answer", "reasoning_content"):
            if isinstance(turn.get(key), list) and data.draw(st.booleans()):
                at = data.draw(st.integers(0, len(turn[key])))
                turn[key].insert(at, copy.deepcopy(data.draw(COPY_ITEMS)))
    return row


@settings(max_examples=examples(1), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(export_rows(), st.data())
def test_the_turn_copy_shortcut_keeps_every_finding_and_the_bytes(
    row: dict[str, Any], data: st.DataObject
) -> None:
    row = _seeded(row, data) if data.draw(st.booleans()) else row
    fast = convert.convert_row(row, **OPTIONS, trusted=False)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(convert, "_no_training_keys", lambda copy: False)  # always look
        full = convert.convert_row(row, **OPTIONS, trusted=False)
    assert fast.findings == full.findings
    assert (fast.to_bytes() if fast.ok else None) == (full.to_bytes() if full.ok else None)


@given(st.lists(COPY_ITEMS | json_values, max_size=6))
def test_no_training_keys_says_yes_only_when_no_object_has_one(copy_: list[Any]) -> None:
    holds = any(isinstance(item, dict) and set(item) & TRAINING_KEYS for item in copy_)
    if convert._no_training_keys(copy_):
        assert not holds
    if holds:
        assert not convert._no_training_keys(copy_)


MEMBERS = st.sampled_from(["type", "text", "id", "status", "prompt_token_ids", "x", ""])


@given(st.dictionaries(MEMBERS, json_values, max_size=5), st.frozensets(MEMBERS, max_size=4))
def test_unknown_members_reports_exactly_the_members_outside(
    item: dict[str, Any], allowed: frozenset[str]
) -> None:
    out: list[Any] = []
    preflight._unknown_members(item, allowed, ("p",), out)
    expected = [("p", key) for key in item if key not in allowed | TRAINING_KEYS]
    assert [f.path for f in out] == [pointer(path) for path in expected]
    assert {f.code for f in out} <= {"export.field_unsupported"}


TEXTS = st.text(st.characters(codec="utf-8"), max_size=6) | st.sampled_from(["\ud800", "1"])


@given(TEXTS | json_values, TEXTS | json_values)
def test_json_equal_agrees_with_the_equality_without_shortcuts(a: Any, b: Any) -> None:
    assert json_equal(a, b) is exactly_equal(a, b)
    assert json_equal(a, a)


@given(st.dictionaries(st.text(max_size=5), json_values, max_size=4))
def test_dumps_atif_is_two_space_json_and_one_newline(document: dict[str, Any]) -> None:
    data = dumps_atif(document)
    assert data == json.dumps(document, indent=2, ensure_ascii=False).encode() + b"\n" or (
        # floats: the standard library writes 1e-07 where orjson writes 1e-7
        any(isinstance(v, float) for v in _leaves(document))
    )
    assert data.endswith(b"\n") and not data.endswith(b"\n\n")
    assert orjson.loads(data) == document


def _leaves(value: Any) -> list[Any]:
    if isinstance(value, dict):
        return [leaf for v in value.values() for leaf in _leaves(v)]
    if isinstance(value, list):
        return [leaf for v in value for leaf in _leaves(v)]
    return [value]


NUMBERS_AND_ITEMS = st.sampled_from([1, 12, 1.0, 1.5, True, "1", [1], {"a": 1}, {"a": 12}])


@given(
    st.lists(json_values | NUMBERS_AND_ITEMS, max_size=5),
    st.lists(json_values | NUMBERS_AND_ITEMS, max_size=5),
    st.integers(0, 5),
    st.booleans(),
)
def test_the_question_prefix_shortcut_agrees_with_json_equality(
    conversation: list[Any], other: list[Any], first: int, same: bool
) -> None:
    first = min(first, len(conversation))
    copy_ = copy.deepcopy(conversation[:first]) if same else other
    encoded = turns._Encoded(conversation)
    expected = len(copy_) == first and exactly_equal(copy_, conversation[:first])
    assert turns._equal_prefix(copy_, first, encoded) is expected


def test_the_question_prefix_shortcut_sees_a_number_the_conversation_continues() -> None:
    # "[1,2" begins "[1,23]": the separator check keeps 2 from passing for 23
    encoded = turns._Encoded([1, 23])
    assert turns._equal_prefix([1, 2], 2, encoded) is False
    assert turns._equal_prefix([1, 23], 2, encoded) is True
    assert turns._equal_prefix([1, 23.0], 2, encoded) is True  # equal as JSON numbers
    assert turns._equal_prefix([1], 1, turns._Encoded([1, {"a": 1}])) is True
    assert turns._equal_prefix([], 0, turns._Encoded([{"a": 1}])) is True


@pytest.mark.parametrize(
    ("seconds", "text"),
    [
        (0, "1970-01-01T00:00:00Z"),
        (1735689600.5, "2025-01-01T00:00:00.500000Z"),
        (1735689599.9999996, "2025-01-01T00:00:00Z"),  # rounds up into the next day
        (2.5e-6, "1970-01-01T00:00:00.000002Z"),  # half to even
        (3.5e-6, "1970-01-01T00:00:00.000004Z"),
        (253402300799.0, "9999-12-31T23:59:59Z"),
        (-1, "1969-12-31T23:59:59Z"),
        (253402300800, None),
        (float("nan"), None),
    ],
)
def test_timestamps_as_written(seconds: float, text: str | None) -> None:
    assert values.iso_utc(seconds) == text


USUAL_ITEMS = [
    {"type": "message", "role": "system", "content": "be brief"},
    {"type": "message", "role": "user", "content": "2+2?"},
    {
        "type": "message",
        "role": "assistant",
        "id": "m1",
        "status": "completed",
        "content": [{"type": "output_text", "text": "4", "annotations": [], "logprobs": []}],
    },
    {"type": "reasoning", "id": "r1", "summary": [{"type": "summary_text", "text": "add"}]},
    {"type": "reasoning", "id": "r2", "summary": [], "content": [{"type": "t", "text": "a"}]},
    {
        "type": "function_call",
        "call_id": "c1",
        "name": "add",
        "arguments": '{"a":2,"b":2}',
        "id": "f1",
        "status": "completed",
    },
    {"type": "function_call_output", "call_id": "c1", "output": "4", "id": "o1"},
]
ITEM_MEMBERS = st.sampled_from(
    [
        "type", "role", "content", "status", "phase", "id", "summary", "call_id", "name",
        "arguments", "output", "namespace", "encrypted_content", "prompt_token_ids", "x",
    ]
)  # fmt: skip
ITEM_VALUES = st.sampled_from(
    [
        None, "", " ", "\ufeff", "x", "completed", "in_progress", "user", "assistant",
        "developer", "message", "reasoning", "function_call", "function_call_output", "{}",
        "[1]", '{"a":1,"a":2}', "{\"a\":1e400}", 0, True, [], [{}], ["x"],
        [{"type": "output_text", "text": "x"}], [{"type": "input_text", "text": "x"}],
        [{"type": "output_text", "text": "x", "annotations": [{}]}],
        [{"type": "output_text", "text": "x", "logprobs": "x"}],
        [{"type": "summary_text", "text": "x", "extra": 1}], {"a": 1},
    ]
)  # fmt: skip
PART_MEMBERS = st.sampled_from(["type", "text", "annotations", "logprobs", "x"])


@st.composite
def near_usual_items(draw: st.DrawFn) -> Any:
    item = copy.deepcopy(draw(st.sampled_from(USUAL_ITEMS)))
    # mostly one change, from the values the checks tell apart (any JSON value now and then)
    values = ITEM_VALUES | ITEM_VALUES | ITEM_VALUES | json_values
    for _ in range(draw(st.sampled_from([0, 1, 1, 1, 2, 3]))):
        key = draw(ITEM_MEMBERS)
        if draw(st.integers(0, 3)) == 0:
            item.pop(key, None)
        else:
            item[key] = copy.deepcopy(draw(values))
    for key in ("content", "summary"):
        parts = item.get(key)
        if isinstance(parts, list) and parts and isinstance(parts[0], dict) and draw(st.booleans()):
            parts[0][draw(PART_MEMBERS)] = copy.deepcopy(draw(values))
    return item


@settings(max_examples=examples(2.5))
@given(near_usual_items() | json_values)
def test_a_quiet_item_is_one_the_item_checks_report_nothing_about(item: Any) -> None:
    out: list[Any] = []
    preflight.check_item(item, ("ng_trajectory", "invocations", 0, "conversation", 0), out)
    if preflight.quiet_item(item):
        assert out == []


def test_the_usual_items_are_quiet() -> None:
    # the shortcut is taken on the usual items (each reported nothing in the full check)
    for item in USUAL_ITEMS:
        out: list[Any] = []
        preflight.check_item(item, (), out)
        assert out == [] and preflight.quiet_item(item), item
    assert not preflight.quiet_item({**USUAL_ITEMS[1], "status": "completed"})


@settings(max_examples=examples(1), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(export_rows())
def test_the_quiet_item_shortcut_keeps_every_finding_and_the_bytes(row: dict[str, Any]) -> None:
    fast = convert.convert_row(row, **OPTIONS, trusted=False)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(convert, "quiet_item", lambda item, *kept: False)  # always check_item
        full = convert.convert_row(row, **OPTIONS, trusted=False)
    assert fast.findings == full.findings
    assert (fast.to_bytes() if fast.ok else None) == (full.to_bytes() if full.ok else None)


def _changed(n: int, **members: Any) -> dict[str, Any]:
    item = {**copy.deepcopy(USUAL_ITEMS[n]), **members}
    return {key: value for key, value in item.items() if value is not _GONE}


_GONE = object()


@pytest.mark.parametrize(
    "item",
    [
        _changed(0, status="completed"),  # a status on string content
        _changed(1, role="developer"),
        _changed(1, phase="commentary"),
        _changed(1, content=[]),
        _changed(2, status="in_progress"),
        _changed(2, content="copied"),
        _changed(2, content=[]),
        _changed(2, content=[{"type": "output_text", "text": "4", "annotations": [{}]}]),
        _changed(2, content=[{"type": "output_text", "text": "4", "logprobs": [{}]}]),
        _changed(2, content=[{"type": "input_text", "text": "4"}]),
        _changed(3, summary=[{"type": "summary_text", "text": "a", "x": 1}]),
        _changed(3, summary=[]),
        _changed(3, content=[{"type": "t", "text": "b"}]),  # summary and content
        _changed(3, encrypted_content="e"),
        _changed(5, call_id=" "),
        _changed(5, name="\ufeff"),
        _changed(5, arguments="[1]"),
        _changed(5, arguments='{"a":1,"a":2}'),
        _changed(5, namespace="ns"),
        _changed(5, prompt_token_ids=[1]),
        _changed(6, status="incomplete"),
        _changed(6, output=[]),
        _changed(6, type=_GONE),
        _changed(6, type="web_search_call"),
    ],
)
def test_an_item_with_something_to_report_is_not_quiet(item: dict[str, Any]) -> None:
    out: list[Any] = []
    preflight.check_item(item, (), out)
    assert out and not preflight.quiet_item(item), item


def test_a_row_outcome_survives_pickling() -> None:
    """Outcomes come back from worker processes pickled (RowOutcome.__reduce__): every member
    in its place, none left at its default."""
    import pickle

    from trajspec._rules import finding

    outcome = batch.RowOutcome(
        7,
        (finding("json.syntax", (), "not JSON"),),
        (finding("export.trajectory_missing", ("ng_trajectory",), "no trajectory"),),
        3,
        4,
        "calc_agent",
        ("agent_ref", "name"),
        b"{}\n",
        "3-4.json",
        "ab" * 32,
        b'{"_ng_rollout_index":4}\n',
    )
    # pickled as the class and its members (not copyreg's object and a state to set)
    assert outcome.__reduce_ex__(pickle.HIGHEST_PROTOCOL)[0] is batch.RowOutcome
    copy_ = pickle.loads(pickle.dumps(outcome, pickle.HIGHEST_PROTOCOL))
    assert copy_ == outcome and copy_ is not outcome
    assert [getattr(copy_, f) for f in batch.RowOutcome.__dataclass_fields__] == [
        7,
        outcome.problems,
        outcome.findings,
        3,
        4,
        "calc_agent",
        ("agent_ref", "name"),
        b"{}\n",
        "3-4.json",
        "ab" * 32,
        b'{"_ng_rollout_index":4}\n',
    ]


#: Arguments texts: JSON written compactly, indented, with spaces, and texts strict reading
#: refuses (duplicate keys, numbers beyond a double, non-objects).
ARGUMENT_TEXTS = st.one_of(
    json_values.map(lambda v: json.dumps({"v": v})),
    json_values.map(lambda v: json.dumps({"v": v}, indent=1, separators=(" ,", " : "))),
    json_values.map(lambda v: orjson.dumps({"v": v}, option=orjson.OPT_INDENT_2).decode()),
    st.sampled_from(['{"a":1,"a":2}', '{"a":1e400}', '{"a":-0}', '{"a":1E2}', "[1]", " {} "]),
    st.text(alphabet='{}[]":,0123456789.eE-+ a\\u', max_size=16),
)


@settings(max_examples=examples(2.5))
@given(ARGUMENT_TEXTS)
def test_arguments_read_once_are_the_value_orjson_reads(text: str) -> None:
    # the mapping writes the preflight's value where it wrote orjson.loads(text) before
    value, problem = preflight.read_arguments(text)
    assert (problem is None) == (preflight.arguments_problem(text) is None)
    if problem is None:
        again = orjson.loads(text)
        assert exactly_equal(value, again) and orjson.dumps(value) == orjson.dumps(again)
    else:
        assert value is None


#: Short texts the shortcut of read_arguments meets: compact and not, duplicate keys,
#: numbers beyond 64 bits or spelled otherwise, escapes, lone surrogates, other values.
SHORT_ARGUMENT_TEXTS = st.one_of(
    json_values.map(lambda v: orjson.dumps({"v": v}).decode()),
    st.dictionaries(st.text(max_size=3), json_values, max_size=3).map(
        lambda v: orjson.dumps(v).decode()
    ),
    st.sampled_from(
        [
            '{"a":1,"a":1}', '{"a":18446744073709551616}', '{"a":1.0}', '{"a":1e2}',
            '{"a":"\\u00e9"}', '{"a":"\ud800"}', '{"\ud800":1}', '{"a":-0.0}', "{}",
            "{} ", "[]", "1", '"x"', "null", '{"a":[[[[[[1]]]]]]}', '{"a":1}\n',
        ]
    ),
    st.text(alphabet='{}[]":,0123456789.eE-+ a\\u', max_size=16),
)  # fmt: skip


@settings(max_examples=examples(5))
@given(ARGUMENT_TEXTS | SHORT_ARGUMENT_TEXTS)
def test_arguments_read_by_the_shortcut_are_what_strict_reading_gives(text: str) -> None:
    value, problem = preflight.read_arguments(text)
    strict_value, strict_problem = preflight.read_arguments_strictly(text)
    assert problem == strict_problem
    assert exactly_equal(value, strict_value) and repr(value) == repr(strict_value)


@settings(max_examples=examples(1), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(export_rows())
def test_arguments_are_parsed_once_and_the_bytes_stay(row: dict[str, Any]) -> None:
    from trajspec.converters._atif_export import mapping

    def again(text: str) -> Any:
        raise AssertionError(f"arguments parsed a second time: {text!r}")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(mapping, "_read_arguments", again)
        once = convert.convert_row(row, **OPTIONS, trusted=False)
    with pytest.MonkeyPatch.context() as patch:
        # every call's arguments read by the mapping itself, as before they were carried
        # (the full path's mapping: the one pass writes the carried values too)
        patch.setattr(convert, "usual_document", lambda *args, **options: None)
        patch.setattr(convert, "build_document", _without_carried_arguments)
        twice = convert.convert_row(row, **OPTIONS, trusted=False)
    assert once.findings == twice.findings
    assert (once.to_bytes() if once.ok else None) == (twice.to_bytes() if twice.ok else None)


def _without_carried_arguments(*args: Any, **options: Any) -> Any:
    from trajspec.converters._atif_export import mapping

    options["arguments"] = {}
    return mapping.build_document(*args, **options)


def test_a_quiet_call_and_a_checked_call_keep_their_arguments() -> None:
    call = {"type": "function_call", "call_id": "c1", "name": "f", "arguments": '{"x": [1, 2.5]}'}
    kept: dict[int, Any] = {}
    assert preflight.quiet_item(call, kept, 4) and kept == {4: {"x": [1, 2.5]}}
    kept.clear()
    out: list[Any] = []
    preflight.check_item({**call, "namespace": "n"}, (), out, kept, 2)
    assert [f.code for f in out] == ["export.namespace_unsupported"] and kept == {
        2: {"x": [1, 2.5]}
    }
    kept.clear()
    preflight.check_item({**call, "arguments": '{"x":1,"x":2}'}, (), out, kept, 2)
    assert out[-1].code == "export.arguments_invalid" and kept == {}


# --- straight-line rewrites of per-turn and per-call code, against the rule as first written --

_COUNT_KEYS = ("prompt_tokens", "completion_tokens", "reasoning_tokens", "cached_tokens")
_COUNTS = st.none() | st.integers(0, 50) | st.integers(0, 50).map(float)


def _token_findings_as_first_written(stats: dict[str, Any]) -> list[tuple[str, str]]:
    """The token-count rule (spec/rules/atif_export.json) as the join first wrote it, with a
    comprehension per count: (path, message) of each finding, in order."""
    where = "/ng_trajectory/model_calls/3/token_stats"
    counts = {key: stats.get(key) for key in (*_COUNT_KEYS, "total_tokens")}
    total, found = counts["total_tokens"], []
    over = []
    if total is not None:
        over = [key for key in _COUNT_KEYS if counts[key] is not None and counts[key] > total]
        found += [(f"{where}/{key}", f"{key} {int(counts[key])} exceeds total_tokens {int(total)}") for key in over]  # fmt: skip
    prompt, completion = counts["prompt_tokens"], counts["completion_tokens"]
    if (
        total is not None
        and prompt is not None
        and completion is not None
        and not {"prompt_tokens", "completion_tokens"} & set(over)
        and prompt + completion > total
    ):
        found.append((f"{where}/total_tokens", f"prompt_tokens {int(prompt)} + completion_tokens {int(completion)} exceed total_tokens {int(total)}"))  # fmt: skip
    reasoning = counts["reasoning_tokens"]
    if reasoning is not None and completion is not None and reasoning > completion:
        found.append((f"{where}/reasoning_tokens", f"reasoning_tokens {int(reasoning)} exceed completion_tokens {int(completion)}; reasoning is part of the completion"))  # fmt: skip
    return found


@settings(max_examples=examples(2.5))
@given(st.fixed_dictionaries({}, optional=dict.fromkeys((*_COUNT_KEYS, "total_tokens"), _COUNTS)))
def test_the_token_counts_check_reports_what_the_rule_as_first_written_does(
    stats: dict[str, Any],
) -> None:
    out: list[Any] = []
    turns._token_counts({"token_stats": stats}, 3, out)
    assert {f.code for f in out} <= {"export.token_counts_inconsistent"}
    assert [(f.path, f.message) for f in out] == _token_findings_as_first_written(stats)


_NUMBERS = (
    st.none()
    | st.integers(-(2**64), 2**64)
    | st.sampled_from([2**63 - 1, 2**63, -(2**63), -(2**63) - 1, True])  # the 64-bit edges
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.integers(0, 9).map(float)
)


#: Response metadata members: texts, the model reference, and numbers of each kind.
_METADATA_VALUES: Final = {
    key: _NUMBERS
    if kind in ("int", "float")
    else st.just({"type": "t", "name": "n", "x": 1})
    if kind == "ref"
    else st.none() | st.text(max_size=3)
    for key, kind in (
        ("response_id", None), ("model_ref", "ref"), ("model", None), ("status_code", "int"),
        ("finish_reason", None), ("upstream_status_code", "int"), ("latency_ttft_ms", "float"),
    )
}  # fmt: skip


def _shuffled(members: dict[str, Any]) -> st.SearchStrategy[dict[str, Any]]:
    """``members`` in any order (the record writes its own)."""
    return st.permutations(list(members.items())).map(dict)


@settings(max_examples=examples(1.5))
@given(
    st.fixed_dictionaries(
        {},
        optional={
            "started_at": _NUMBERS,
            "completed_at": _NUMBERS,
            "duration_ms": _NUMBERS,
            "token_stats": st.fixed_dictionaries(
                {}, optional=dict.fromkeys((*_COUNT_KEYS, "total_tokens", "model"), _NUMBERS)
            ).flatmap(_shuffled),
            "response_metadata": st.fixed_dictionaries(
                {}, optional=_METADATA_VALUES | {"prompt_tokens": _NUMBERS, "x": _NUMBERS}
            ).flatmap(_shuffled),
        },
    )
)
def test_a_model_call_record_writes_numbers_as_as_float_and_as_int_do(call: dict[str, Any]) -> None:
    from trajspec.converters._atif_export import mapping

    def expected() -> dict[str, Any]:
        times = {
            key: values.as_float(call[key])
            for key in ("started_at", "completed_at", "duration_ms")
            if call.get(key) is not None
        }
        stats = call.get("token_stats", {})
        counts = {key: values.as_int(stats[key]) for key in mapping._TOKEN_KEYS if stats.get(key) is not None}  # fmt: skip
        meta = call.get("response_metadata", {})
        # the members asked one by one in the record's order, as the record was first written
        kept = {key: mapping._normal(meta[key], kind) for key, kind in mapping._METADATA_KEYS if meta.get(key) is not None}  # fmt: skip
        return {**times, "response_metadata": kept, "token_stats": counts}

    try:
        want: Any = expected()
    except ValueError as error:  # as_int refuses what is not a 64-bit integer
        with pytest.raises(ValueError, match=str(error).split(":")[0]):
            mapping.model_call_record(call)
        return
    got = mapping.model_call_record(call)
    assert repr(got) == repr(want)  # the same members in order, the same numbers typed the same


@given(
    st.lists(
        st.fixed_dictionaries(
            {},
            optional={
                "metrics": st.fixed_dictionaries(
                    {},
                    optional={
                        "prompt_tokens": st.integers(0, 9),
                        "completion_tokens": st.integers(0, 9),
                        "cached_tokens": st.integers(0, 9),
                    },
                )
            },
        ),
        max_size=4,
    )
)
def test_the_final_totals_need_a_count_from_every_agent_step(steps: list[dict[str, Any]]) -> None:
    from trajspec.converters._atif_export import mapping

    final = mapping._final_metrics(steps, 9)
    for key in ("prompt_tokens", "completion_tokens", "cached_tokens"):
        counts = [step.get("metrics", {}).get(key) for step in steps]
        if None in counts:
            assert f"total_{key}" not in final
        else:
            assert final[f"total_{key}"] == sum(counts)
    assert final["total_steps"] == 9
    assert list(final)[-1] == "total_steps"


# --- the usual row in one pass (converters/_atif_export/fast.py) against the full path ------

#: Values a change puts in place: the ones the walk's and the join's checks tell apart.
USUAL_CHANGE_VALUES = st.sampled_from(
    [
        None, "", " ", "\ufeff", "root", "other", "x", 0, 1, 2, 1.0, 3, 500, 1e13, -1, True,
        "completed", "failed", "length", "stop", "tool_calls", "end_turn", "tool_use",
        "function_call", "chat", "messages", "responses", "mc_1", "mc_2", "resp_1", "resp_2",
        "call_1_0", "call_2_0", "add", "search", "message", "reasoning",
        "function_call_output", "user", "assistant", [], {},
    ]
)  # fmt: skip


#: The members the walk's and the join's checks read, per kind of object.
_USUAL_MEMBERS: Final = {
    "turn": ("turn_no", "invocation_id", "timestamp", "step_count", "question", "answer",
             "reasoning_content", "model_calls"),
    "ref": ("model_call_id", "response_id", "model_ref"),
    "meta": ("response_status", "error_category", "status_code", "model", "finish_reason",
             "dialect", "response_id", "model_ref"),
    "stats": ("prompt_tokens", "completion_tokens", "reasoning_tokens", "cached_tokens",
              "total_tokens"),
    "record": ("invocation_id", "status", "error_type", "tool_name", "output", "tool_call_id"),
    "call": ("model_call_id", "response_metadata", "token_stats"),
}  # fmt: skip


def _usual_places(trajectory: dict[str, Any]) -> list[tuple[Any, str, list[Any]]]:
    """The objects and lists of ``trajectory`` that the one-pass export reads, with their
    kind (a list's kind is "list") and their twins: for a conversation item (or a list in
    it), the same place in each turn copy equal to it, for a change to make in both (or the
    turn copies would tell the change, and hide what else there is to tell)."""

    def objects(value: Any) -> list[Any]:
        return [x for x in value if isinstance(x, dict)] if isinstance(value, list) else []

    def lists(*values: Any) -> list[tuple[Any, str, list[Any]]]:
        return [(value, "list", []) for value in values if isinstance(value, list)]

    invocation = trajectory["invocations"][0]
    conversation, refs = invocation.get("conversation"), invocation.get("model_calls")
    turns_, calls = trajectory.get("turns"), trajectory.get("model_calls")
    places = lists(conversation, refs, turns_, calls, trajectory.get("tool_calls"))
    copies = []
    for turn in objects(turns_):
        places += [(turn, "turn", []), *lists(turn.get("question"), turn.get("answer"))]
        places += [
            *lists(turn.get("model_calls")),
            *((r, "ref", []) for r in objects(turn.get("model_calls"))),
        ]
        copies += [x for key in _TURN_COPIES for x in objects(turn.get(key))]
    places += [(ref, "ref", []) for ref in objects(refs)]
    for call in objects(calls):
        places.append((call, "call", []))
        for key, kind in (("response_metadata", "meta"), ("token_stats", "stats")):
            if isinstance(call.get(key), dict):
                places.append((call[key], kind, []))
    places += [(record, "record", []) for record in objects(trajectory.get("tool_calls"))]
    for item in objects(conversation):
        twins = [x for x in copies if x == item]
        places.append((item, "item", twins))
        for key in ("content", "summary"):
            if isinstance(item.get(key), list):
                places.append((item[key], "list", [twin[key] for twin in twins]))
    return places


_TURN_COPIES: Final = ("question", "answer", "reasoning_content")


@st.composite
def _changed_row(draw: st.DrawFn) -> dict[str, Any]:
    """An exportable row, unchanged or with one to three changes where the walk and the join
    look: a member set (to a value the checks tell apart, a near count, or a copy of another
    value of the row) or removed, an element removed, repeated or moved; a change to a
    conversation item is made in its turn copies too."""
    row = copy.deepcopy(draw(export_rows(faults=False)))
    trajectory = row["ng_trajectory"]
    if draw(st.integers(0, 3)) == 0:
        _usual_fault(trajectory, draw(st.sampled_from(_USUAL_FAULTS)))
    for _ in range(draw(st.sampled_from([0, 1, 1, 1, 2, 3]))):
        places = _usual_places(trajectory)
        # a kind first, so that the few records and calls are changed as often as the items
        kind = draw(st.sampled_from(sorted({kind for _, kind, _ in places})))
        place, kind, twins = draw(st.sampled_from([p for p in places if p[1] == kind]))
        other = copy.deepcopy(draw(st.sampled_from(places))[0])
        if kind != "list":
            # an item's own members (another would be a member the export does not map)
            members = sorted(place) if kind == "item" and place else _USUAL_MEMBERS[kind]
            key = draw(st.sampled_from(members))
            how = draw(st.integers(0, 5))
            current = place.get(key)
            if how == 0:
                for target in (place, *twins):
                    target.pop(key, None)
                continue
            if how == 1:
                value = (
                    other if not isinstance(other, dict) or draw(st.booleans()) else other.get(key)
                )
            elif isinstance(current, int) and not isinstance(current, bool) and how < 5:
                value = current + draw(st.integers(-3, 3))  # mostly the type it has
            elif isinstance(current, str) and how < 5:
                value = draw(USUAL_CHANGE_VALUES.filter(lambda v: isinstance(v, str)))
            else:
                value = draw(USUAL_CHANGE_VALUES)
            for target in (place, *twins):
                target[key] = copy.deepcopy(value)
        elif place:
            at = draw(st.integers(0, len(place) - 1))
            how = draw(st.integers(0, 3))
            to = draw(st.integers(0, len(place) - (1 if how == 2 else 0)))
            for target in (place, *(t for t in twins if len(t) == len(place))):
                if how == 0:
                    del target[at]
                elif how == 1:
                    target.insert(to, copy.deepcopy(target[at]))
                elif how == 2:
                    target.insert(to, target.pop(at))
                else:
                    target.append(copy.deepcopy(other))
    return row


#: Changes that a single random change seldom makes, each a finding of its own.
_USUAL_FAULTS: Final = (
    "second_segment", "unused_record", "shared_call", "repeated_output", "length_finish",
    "training_copy", "training_item", "output_ids",
)  # fmt: skip


def _usual_fault(trajectory: dict[str, Any], fault: str) -> None:
    conversation = trajectory["invocations"][0]["conversation"]
    turns_, calls = trajectory["turns"], trajectory["model_calls"]
    copies = [x for turn in turns_ for key in _TURN_COPIES for x in turn.get(key) or []]
    kinds = [item["type"] for item in conversation]
    if fault == "second_segment" and "reasoning" in kinds:
        item = conversation[kinds.index("reasoning")]
        for target in (item, *(x for x in copies if x == item)):
            parts = target["content"] if target.get("content") else target["summary"]
            parts.append(copy.deepcopy(parts[0]))
    elif fault == "unused_record" and trajectory["tool_calls"]:
        trajectory["tool_calls"].append({**trajectory["tool_calls"][0], "tool_call_id": "unused"})
    elif fault == "shared_call" and len(turns_) > 1:
        turns_[-1]["model_calls"] = copy.deepcopy(turns_[0]["model_calls"])
    elif fault == "repeated_output" and "function_call_output" in kinds:
        at = kinds.index("function_call_output")
        conversation.insert(at, copy.deepcopy(conversation[at]))
    elif fault in ("training_copy", "training_item") and copies:
        # a training key in a turn copy (the copies' check waits for the one pass), and in
        # the item it copies too
        for target in copies[:1] + (
            [x for x in conversation if x == copies[0]] if fault == "training_item" else []
        ):
            target["generation_token_ids"] = [1]
    elif fault == "output_ids":
        # an id on every output, and on its copies in later questions
        for n, item in enumerate(conversation):
            if item["type"] == "function_call_output":
                for target in (item, *(x for x in copies if x == item)):
                    target["id"] = f"fco_{n}"
    elif fault == "length_finish":
        calls[0].setdefault("response_metadata", {}).update(
            finish_reason="length", dialect="responses"
        )


@settings(max_examples=examples(3), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_changed_row())
def test_the_one_pass_export_keeps_every_finding_and_the_bytes(row: dict[str, Any]) -> None:
    taken: list[bool] = []
    real = convert.usual_document

    def spied(*args: Any, **options: Any) -> Any:
        document = real(*args, **options)
        taken.append(document is not None)
        return document

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(convert, "usual_document", spied)
        fast = convert.convert_row(row, **OPTIONS, trusted=False)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(convert, "usual_document", lambda *args, **options: None)  # full path
        full = convert.convert_row(row, **OPTIONS, trusted=False)
    assert fast.findings == full.findings
    assert (fast.to_bytes() if fast.ok else None) == (full.to_bytes() if full.ok else None)
    if taken and taken[0]:
        assert full.ok or full.findings[0].code == "export.number_out_of_range"


@settings(max_examples=examples(0.5), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(export_rows(faults=False))
def test_the_one_pass_export_takes_the_usual_row(row: dict[str, Any]) -> None:
    # the shortcut is used: every exportable row the strategy draws is a usual one
    full = convert.convert_row(row, **OPTIONS, trusted=False)
    assert full.ok
    document = fast_module.usual_document(
        row["ng_trajectory"],
        {},  # the calls' arguments read by the mapping (the value preflight would keep)
        session_id="s",
        agent_version="1.0.0",
        agent_name=full.agent_name or "",
        indices=(full.task_index or 0, full.rollout_index or 0),
        exporter_version=full.document["extra"]["nemo_gym"]["exporter"]["version"],
    )
    assert document is not None and dumps_atif(document) == full.to_bytes()


def _iso_utc_as_first_written(seconds: float) -> str | None:
    import datetime

    try:
        moment = datetime.datetime.fromtimestamp(seconds, tz=datetime.UTC)
    except (OverflowError, OSError, ValueError):
        return None
    return moment.isoformat().removesuffix("+00:00") + "Z"


@settings(max_examples=examples(5))
@given(
    st.floats(-62135596800.0, 253402300800.0)
    | st.integers(-62135596801, 253402300801)
    | st.floats(1.7e9, 1.8e9)
    | st.sampled_from([0, 0.0, -0.0, 59.9999996, 3599.9999995, 86399.9999996, 1e-7])
)
def test_timestamps_are_written_as_isoformat_writes_them(seconds: float) -> None:
    # the fields of datetime.fromtimestamp written by hand, against its own isoformat
    assert values.iso_utc(seconds) == _iso_utc_as_first_written(seconds)


IDENTITY_TEXTS = st.sampled_from(["task-0", "0-0", "1-2", "3-4", "0-0-a1", ""]) | st.text(
    max_size=4
)
IDENTITY_VALUES = (
    IDENTITY_TEXTS
    | st.integers(-2, 2**63 + 1)
    | st.sampled_from([True, 1.0, None, {"task_id": "t"}])
)


USUAL_INDICES = st.integers(0, 4) | IDENTITY_VALUES


@settings(max_examples=examples(2.5))
@given(
    st.fixed_dictionaries(
        {
            "task_id": IDENTITY_TEXTS,
            "_ng_task_index": st.integers(0, 4),
            "_ng_rollout_index": st.integers(0, 4),
        }
    )
    | st.fixed_dictionaries(
        {},
        optional={
            "task_id": IDENTITY_TEXTS | IDENTITY_VALUES,
            "_ng_task_index": USUAL_INDICES,
            "_ng_rollout_index": USUAL_INDICES,
            "trajectory_identity": IDENTITY_VALUES,
            "_ng_rollout_id": IDENTITY_VALUES,
            "_ng_attempt_index": USUAL_INDICES,
            "problem_id": IDENTITY_VALUES,
        },
    ),
    st.fixed_dictionaries({"task_id": IDENTITY_TEXTS, "rollout_id": IDENTITY_TEXTS})
    | st.fixed_dictionaries(
        {}, optional={"task_id": IDENTITY_VALUES, "rollout_id": IDENTITY_VALUES}
    ),
)
def test_the_usual_identity_shortcut_agrees_only_where_the_rules_find_nothing(
    row: dict[str, Any], trajectory: dict[str, Any]
) -> None:
    full: list[Any] = []
    preflight._identity_findings(row, trajectory, full)
    if preflight._usual_identity_agrees(row, trajectory):
        assert full == []
    through: list[Any] = []
    preflight._identity(row, trajectory, through)
    assert through == full


def test_the_usual_identity_shortcut_takes_the_usual_row() -> None:
    row = {"task_id": "t", "_ng_task_index": 3, "_ng_rollout_index": 4}
    assert preflight._usual_identity_agrees(row, {"task_id": "t", "rollout_id": "3-4"})
    assert not preflight._usual_identity_agrees(row, {"task_id": "t", "rollout_id": "3-5"})
    assert not preflight._usual_identity_agrees(row, {"task_id": "u", "rollout_id": "3-4"})


@given(
    st.integers(1, 2**40),
    st.dictionaries(st.text(max_size=3), json_values, max_size=3),
    st.integers(0, 2**63 - 1) | st.integers(0, 20),
    st.integers(0, 2**63 - 1) | st.integers(0, 20),
    st.text(max_size=5),
    st.sampled_from([("agent_ref", "name"), ("_ng_environment_server",)]),
)
def test_an_exported_rows_outcome_is_the_general_branchs(
    line: int,
    document: dict[str, Any],
    task: int,
    rollout: int,
    agent: str,
    agent_path: tuple[str, ...],
) -> None:
    """batch._exported against what export_chunk's general branch makes of the same result
    (the dataclass's own __init__ and the manifest line written by orjson)."""
    from dataclasses import fields

    made = batch._exported(line, document, task, rollout, agent, agent_path)
    data = dumps_atif(document)
    sha256 = hashlib.sha256(data).hexdigest()
    result = convert.ExportResult(document, (), agent, task, rollout)
    expected = batch.RowOutcome(
        line,
        findings=(),
        task_index=task,
        rollout_index=rollout,
        agent_name=agent,
        agent_path=agent_path,
        data=data,
        file_name=result.file_name,
        sha256=sha256,
        entry=batch._manifest_line(rollout, task, sha256, result.file_name),
    )
    assert type(made) is batch.RowOutcome
    names = [f.name for f in fields(batch.RowOutcome)]
    assert [getattr(made, n) for n in names] == [getattr(expected, n) for n in names]
    assert made == expected


@settings(max_examples=examples(0.5), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(export_rows())
def test_export_chunk_makes_a_converted_rows_outcome_as_the_general_branch(
    row: dict[str, Any],
) -> None:
    line = orjson.dumps(row)
    [outcome] = batch.export_chunk([line], 5, OPTIONS["session_id"], OPTIONS["agent_version"])
    result = convert.convert_row(row, **OPTIONS, trusted=True)
    assert outcome.findings == result.findings
    if not result.ok:
        assert outcome.data is None and outcome.entry is None
        return
    data = result.to_bytes()
    sha256 = hashlib.sha256(data).hexdigest()
    assert (outcome.line, outcome.data, outcome.sha256, outcome.file_name) == (
        5,
        data,
        sha256,
        result.file_name,
    )
    assert outcome.entry == batch._manifest_line(
        result.rollout_index, result.task_index, sha256, result.file_name
    )
    assert (outcome.task_index, outcome.rollout_index, outcome.agent_name) == (
        result.task_index,
        result.rollout_index,
        result.agent_name,
    )
    assert outcome.agent_path == batch._agent_path(row)


#: Changes to a row's head (indices, agent, the trajectory's root and identity), each a path
#: and the value put there (``MISSING``: the member removed).
_GONE: Final = object()
HEAD_PATHS: Final[list[tuple[Any, ...]]] = [
    ("_ng_task_index",),
    ("_ng_rollout_index",),
    ("task_id",),
    ("agent_ref",),
    ("agent_ref", "type"),
    ("agent_ref", "name"),
    ("agent_ref", "extra"),
    ("_ng_environment_server",),
    ("trajectory_identity",),
    ("_ng_rollout_id",),
    ("_ng_attempt_index",),
    ("ng_trajectory", "gaps"),
    ("ng_trajectory", "task_id"),
    ("ng_trajectory", "rollout_id"),
    ("ng_trajectory", "invocations", 0, "invocation_id"),
    ("ng_trajectory", "invocations", 0, "status"),
    ("ng_trajectory", "invocations", 0, "error_type"),
    ("ng_trajectory", "invocations", 0, "parent_invocation_id"),
    ("ng_trajectory", "invocations", 0, "spawned_by_tool_call_id"),
]
HEAD_VALUES: Final[list[Any]] = [
    _GONE,
    None,
    "",
    " ",
    "task-0",
    "0-0",
    "1-1",
    "completed",
    "responses_api_agents",
    "other_agents",
    "agent",
    0,
    1,
    -1,
    2**63,
    1.0,
    True,
    [],
    [{"code": "g"}],
    {},
    {"name": "a"},
    {"type": "responses_api_agents", "name": "a"},
    {"type": "responses_api_agents", "name": "a", "extra": 1},
    {"name": "a", "id": "x"},
]
HEAD_CHANGES = st.tuples(st.sampled_from(HEAD_PATHS), st.sampled_from(HEAD_VALUES))


def _changed_head(
    row: dict[str, Any], changes: list[tuple[tuple[Any, ...], Any]]
) -> dict[str, Any]:
    row = copy.deepcopy(row)
    for path, value in changes:
        parent: Any = row
        for step in path[:-1]:
            try:
                parent = parent[step]
            except (KeyError, IndexError, TypeError):
                parent = None
                break
        if not isinstance(parent, dict):
            continue
        if value is _GONE:
            parent.pop(path[-1], None)
        else:
            parent[path[-1]] = copy.deepcopy(value)
    return row


@settings(max_examples=examples(1.5), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(export_rows(), st.lists(HEAD_CHANGES, max_size=3))
def test_a_quiet_head_is_one_the_head_checks_report_nothing_about(
    row: dict[str, Any], changes: list[tuple[tuple[Any, ...], Any]]
) -> None:
    row = _changed_head(row, changes)
    trajectory = row.get("ng_trajectory")
    head = preflight.quiet_head(row, trajectory) if type(trajectory) is dict else None
    out: list[Any] = []
    indices = preflight.check_indices(row, out)
    name = preflight.agent_label(row, out)
    if isinstance(trajectory, dict):
        preflight.check_trajectory_root(row, trajectory, out)
    if head is not None:
        assert out == []
        assert indices is not None and head == (*indices, name)
    fast = convert.convert_row(row, **OPTIONS, trusted=False)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(convert, "quiet_head", lambda row, trajectory: None)  # always ask
        full = convert.convert_row(row, **OPTIONS, trusted=False)
    assert fast.findings == full.findings
    assert (fast.agent_name, fast.task_index, fast.rollout_index) == (
        full.agent_name,
        full.task_index,
        full.rollout_index,
    )
    assert (fast.to_bytes() if fast.ok else None) == (full.to_bytes() if full.ok else None)


@settings(max_examples=examples(0.25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(export_rows(faults=False))
def test_the_usual_rows_head_is_quiet(row: dict[str, Any]) -> None:
    assert preflight.quiet_head(row, row["ng_trajectory"]) is not None


def test_every_single_head_change_is_quiet_only_where_the_head_checks_report_nothing() -> None:
    """Each path of HEAD_CHANGES given each of its values, one at a time, on the usual row of
    the export-mapping vector (hypothesis draws combinations; this walks every single one)."""
    base = orjson.loads(_rows(1))
    assert preflight.quiet_head(base, base["ng_trajectory"]) is not None
    refused = 0
    for path in HEAD_PATHS:
        for value in HEAD_VALUES:
            row = _changed_head(base, [(path, value)])
            head = preflight.quiet_head(row, row["ng_trajectory"])
            out: list[Any] = []
            indices = preflight.check_indices(row, out)
            name = preflight.agent_label(row, out)
            preflight.check_trajectory_root(row, row["ng_trajectory"], out)
            if head is None:
                refused += 1
            else:
                assert out == [], (path, value)
                assert indices is not None and head == (*indices, name)
    assert refused > len(HEAD_PATHS)  # the changes do reach the checks


def _record_by_the_loop(call: dict[str, Any]) -> dict[str, Any]:
    """model_call_record's response_metadata as the loop over _METADATA_KEYS builds it."""
    from trajspec.converters._atif_export import mapping

    meta = call.get("response_metadata", {})
    kept: dict[str, Any] = {}
    for key, kind in mapping._METADATA_KEYS:
        value = meta.get(key)
        if value is not None:
            kept[key] = value if kind is None else mapping._normal(value, kind)
    return kept


_METADATA_VALUES: Final = {
    "model_ref": st.none() | st.just({"type": "responses_api_models", "name": "m", "x": 1}),
    "status_code": st.none() | st.integers(100, 599) | st.sampled_from([200.0, 201.0]),
    "upstream_status_code": st.none() | st.integers(100, 599) | st.just(502.0),
    "latency_ttft_ms": st.none() | st.integers(0, 10**6) | st.floats(0, 1e6),
}
METADATA = st.lists(
    st.sampled_from(
        [
            "response_id",
            "model_ref",
            "model",
            "dialect",
            "status_code",
            "response_status",
            "finish_reason",
            "upstream_attempted",
            "response_source",
            "upstream_status_code",
            "local_response_reason",
            "error_category",
            "latency_ttft_ms",
            "other",
            "vendor",
        ]
    ),
    unique=True,
).flatmap(
    lambda keys: st.fixed_dictionaries(
        {key: _METADATA_VALUES.get(key, st.none() | st.text(max_size=3)) for key in keys}
    ).map(lambda members: {key: members[key] for key in keys})  # in the drawn order
)


@settings(max_examples=examples(2.5))
@given(METADATA)
def test_a_model_call_records_metadata_is_the_loops(meta: dict[str, Any]) -> None:
    from trajspec.converters._atif_export import mapping

    call = {"response_metadata": meta, "token_stats": {}}
    before = copy.deepcopy(meta)
    record = mapping.model_call_record(call)["response_metadata"]
    expected = _record_by_the_loop(call)
    assert list(record.items()) == list(expected.items())
    assert [type(v) for v in record.values()] == [type(v) for v in expected.values()]
    assert list(meta.items()) == list(before.items())  # the row's own object is left as it was


def test_the_one_pass_writes_out_the_tool_timing_members_mapping_names() -> None:
    """fast.usual_document writes a tool result's timing members one by one; a change to
    mapping._TOOL_TIMING must be made there too."""
    from trajspec.converters._atif_export import mapping

    assert mapping._TOOL_TIMING == (
        ("sandbox_id", None),
        ("started_at", "float"),
        ("completed_at", "float"),
        ("duration_ms", "float"),
        ("timing_source", None),
    )
