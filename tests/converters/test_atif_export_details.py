"""The ATIF export's details: the files written and synced off the main thread, the item and
member checks, the arguments read once, the numbers and timestamps as written, and a
chunk's outcomes."""

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


# --- the conversion's details (hypothesis) ------------------------------------------------------

OPTIONS = {"session_id": "s", "agent_version": "1.0.0"}


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


_GONE = object()


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
        patch.setattr(convert, "build_document", _without_carried_arguments)
        twice = convert.convert_row(row, **OPTIONS, trusted=False)
    assert once.findings == twice.findings
    assert (once.to_bytes() if once.ok else None) == (twice.to_bytes() if twice.ok else None)


def _without_carried_arguments(*args: Any, **options: Any) -> Any:
    from trajspec.converters._atif_export import mapping

    options["arguments"] = {}
    return mapping.build_document(*args, **options)


def test_a_checked_call_keeps_its_arguments() -> None:
    call = {"type": "function_call", "call_id": "c1", "name": "f", "arguments": '{"x": [1, 2.5]}'}
    kept: dict[int, Any] = {}
    out: list[Any] = []
    preflight.check_item(call, (), out, kept, 4)
    assert out == [] and kept == {4: {"x": [1, 2.5]}}
    kept.clear()
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
