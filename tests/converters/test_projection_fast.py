"""The projection's shortcuts give what the full path gives (hypothesis):

- one jsonschema-rs pass over a row (``bundle_is_clean``) stands for the row's range walk and
  its bundle's structural pass: whatever it accepts, the full path accepts too, and the row is
  enriched to the same bytes;
- a capture file that cannot be opened is read as absent or unreadable, as each path says;
- a capture file's paths' text is pathlib's, whatever its bytes (blank lines, carriage
  returns, a last line without a newline, lines over the line limit, a file over it);
- a capture record's token counts are ``token_counts`` of its response's usage;
- a clean chunk handed back as one bytes object writes the bytes its lines' outcomes write,
  and ``project_file`` writes the same output with one job or two.
"""

from __future__ import annotations

import contextlib
import copy
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from unittest import mock

import orjson
import pytest
from _examples import examples
from _strategies import capture_exchanges, capture_files, json_values, projection_rows
from hypothesis import given, settings
from hypothesis import strategies as st

from trajspec._identity import capture_key
from trajspec._jsonl import LocalEngine, Source
from trajspec._jsonvalues import first_out_of_range
from trajspec.converters import ProjectOptions, project_chunk, project_file
from trajspec.converters._projection import batch as _batch
from trajspec.converters._projection import capture as _capture
from trajspec.converters._projection import enrich as _enrich
from trajspec.converters._projection import trajectory as _trajectory
from trajspec.converters._projection.trajectory import BUNDLE_SCHEMA
from trajspec.validators import structural_findings, validate_against

#: Values that break a row's range or its bundle's structure where they land.
_BREAKERS = st.one_of(
    st.sampled_from([2**63, -(2**63) - 1, 2**64 + 7, 9.3e18, "x", -1, None, [], {}]),
    json_values,
)


def _containers(value: Any, found: list[Any]) -> list[Any]:
    """Every object and array inside ``value``, ``value`` first."""
    if isinstance(value, dict | list):
        found.append(value)
        for item in value.values() if isinstance(value, dict) else value:
            _containers(item, found)
    return found


@st.composite
def _rows(draw: st.DrawFn) -> dict[str, Any]:
    """A projection row, sometimes with a value put somewhere that may break it."""
    # a copy: the strategies share some constants (model refs, gaps) between examples
    row = copy.deepcopy(draw(projection_rows()))
    for _ in range(draw(st.integers(0, 2))):
        target = draw(st.sampled_from(_containers(row, [])))
        value = copy.deepcopy(draw(_BREAKERS))  # [] and {} are shared constants
        if isinstance(target, dict):
            key = draw(
                st.sampled_from(
                    [*target, "turn_no", "duration_ms", "model_calls", "records", "kind"]
                )
            )
            target[key] = value
        elif target:
            target[draw(st.integers(0, len(target) - 1))] = value
        else:
            target.append(value)
    return row


def _write_capture(folder: Path, row: dict[str, Any], lines: list[Any], marker: bool) -> None:
    key, _ = capture_key(row)
    if key is None:
        return
    if lines:
        text = b"".join(
            (line.encode() if isinstance(line, str) else orjson.dumps(line)) + b"\n"
            for line in lines
        )
        (folder / f"{key}.capture.jsonl").write_bytes(text)
    if marker:
        (folder / f"{key}.capture.incomplete").write_bytes(b"")


def _full_path(line: bytes, options: ProjectOptions) -> tuple[str | None, bytes | None]:
    """What project_chunk gives for one row line, by the full path: the range walk, then
    enrich_row (which validates the bundle in full)."""
    row = orjson.loads(line)
    if _batch._other_kind(row) is not None:
        return (_batch.NOT_A_ROW, None)
    if first_out_of_range(row, "evidence") is not None:
        return ("number.out_of_range", None)
    done = _enrich.enrich_row(
        row,
        capture_dir=options.capture_dir,
        observability_enabled=options.observability_enabled,
        include_model_call_payloads=options.include_model_call_payloads,
        total_latency_ms=_batch._measured_latency(row),
    )
    try:
        return (None, orjson.dumps(done.row))
    except TypeError:
        return ("number.out_of_range", None)


@settings(max_examples=examples(1.5), deadline=None)
@given(row=_rows(), lines=capture_files(), marker=st.booleans(), payloads=st.booleans())
def test_one_pass_over_the_row_accepts_only_what_the_full_path_accepts(
    row: dict[str, Any], lines: list[Any], marker: bool, payloads: bool
) -> None:
    bundle = row.get("ng_agent_observations")
    if _enrich.bundle_is_clean(row):
        assert first_out_of_range(row, "evidence") is None
        if bundle is not None:
            assert structural_findings(bundle, BUNDLE_SCHEMA) == []
            assert validate_against(bundle, BUNDLE_SCHEMA, clean=True) == validate_against(
                bundle, BUNDLE_SCHEMA
            )
    try:
        line = orjson.dumps(row) + b"\n"
    except TypeError:  # an integer orjson cannot write: no line to read
        return
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        _write_capture(folder, row, lines, marker)
        for capture_dir in (str(folder), None):
            options = ProjectOptions(capture_dir, include_model_call_payloads=payloads)
            (outcome,) = project_chunk([line], 1, options)
            assert (outcome.code, outcome.output) == _full_path(line, options)


@pytest.mark.parametrize("data_kind", ["none", "folder"])
@pytest.mark.parametrize("marker", [False, True])
def test_a_capture_file_that_cannot_be_opened(data_kind: str, marker: bool) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        data, flag = _capture.capture_paths(folder, "r")
        if data_kind == "folder":
            data.mkdir()
        if marker:
            flag.write_bytes(b"")
        read = _capture.read_capture_file(folder, "r")
    found = [p for p, there in ((data, data_kind == "folder"), (flag, marker)) if there]
    assert read.paths == tuple(found)
    assert read.calls == []
    codes = [g["code"] for g in read.gaps]
    if data_kind == "folder":
        assert codes == ["model_call_capture_unreadable"]
        assert not read.complete
    else:
        assert codes == [
            "model_call_capture_incomplete" if marker else "model_call_capture_no_records"
        ]
        assert read.complete is not marker


#: Pieces of capture files that are not one exchange a line.
_RAW_PIECES = (
    b"\n",
    b"   \n",
    b" \t\r\n",
    b"\r\n",
    b"\r",
    b"\x00",
    b"\xff\xfe",
    b'{"model_call_id": "a", "model_call_id": "b"}\n',
    b'{"latency_ms": NaN}\n',
    b'{"status_code": 200}',
    b"[1, 2]\n",
    b'{"started_at": 1.50, "completed_at": 1e0}\n',
    b'{"a": ' * 130 + b"1" + b"}" * 130 + b"\n",
    b'{"status_code": 18446744073709551616}\n',
)


@st.composite
def _capture_bytes(draw: st.DrawFn) -> bytes:
    """The bytes of a capture file: exchanges as the writer writes them, bad lines and raw
    pieces, in any order, maybe without a final newline."""
    parts: list[bytes] = []
    for line in draw(capture_files()):
        parts.append((line.encode() if isinstance(line, str) else orjson.dumps(line)) + b"\n")
        if draw(st.booleans()):
            parts.append(draw(st.sampled_from(_RAW_PIECES) | st.binary(max_size=8)))
    data = b"".join(parts)
    return data[:-1] if data.endswith(b"\n") and draw(st.booleans()) else data


@settings(max_examples=examples(1.5), deadline=None)
@given(
    data=_capture_bytes(),
    marker=st.booleans(),
    payloads=st.booleans(),
    limit=st.sampled_from([None, "", "40", "200", "100000"]),
    rollout_id=st.sampled_from(["r", "r.1", "..", ".", "a b", "sub/r", "/abs"]),
    folder_kind=st.sampled_from(["plain", "dot", "trailing"]),
)
def test_a_capture_files_paths_are_pathlibs(
    data: bytes,
    marker: bool,
    payloads: bool,
    limit: str | None,
    rollout_id: str,
    folder_kind: str,
) -> None:
    with tempfile.TemporaryDirectory() as scratch, mock.patch.dict(os.environ):
        os.environ.pop("TRAJSPEC_MAX_LINE_BYTES", None)
        if limit is not None:
            os.environ["TRAJSPEC_MAX_LINE_BYTES"] = limit
        folder = Path(scratch)
        capture_dir = {"plain": str(folder), "dot": ".", "trailing": f"{folder}/"}[folder_kind]
        if rollout_id == "/abs":
            rollout_id = f"{folder}/abs"
        (folder / "sub").mkdir()
        data_path, flag = _capture.capture_paths(folder, rollout_id)
        data_path.write_bytes(data)
        if marker:
            flag.write_bytes(b"")
        with _in_folder(folder):
            read = _capture.read_capture_file(capture_dir, rollout_id, include_payloads=payloads)
            paths = _capture.capture_paths(capture_dir, rollout_id)
            assert read.names == tuple(str(p) for p in paths if p.exists())
        assert read.complete is (not read.unreadable_lines and not marker)
        lines = data.count(b"\n") + (not data.endswith(b"\n"))
        assert len(read.calls) + read.unreadable_lines <= lines
        indexes = [call["call_index"] for call in read.calls]
        assert indexes == sorted(set(indexes))
        assert all(0 <= i < lines for i in indexes)


@contextlib.contextmanager
def _in_folder(folder: Path) -> Iterator[None]:
    """The working directory is ``folder`` (a capture directory ``.`` is read from there)."""
    before = Path.cwd()
    os.chdir(folder)
    try:
        yield
    finally:
        os.chdir(before)


@given(exchange=capture_exchanges(), usage=json_values)
def test_record_token_counts_are_token_counts(exchange: dict[str, Any], usage: Any) -> None:
    if isinstance(exchange.get("response"), dict) and isinstance(usage, dict):
        exchange["response"]["usage"] = usage
    response = exchange.get("response")
    record = _capture.model_call_record(exchange, 0)
    if not isinstance(response, dict):
        assert not {"tokens_in", "cached_tokens", "cache_hit"} & set(record)
        return
    counts = _capture.token_counts(response.get("usage"))
    for name in (
        "tokens_in",
        "tokens_out",
        "tokens_reasoning",
        "tokens_total",
        "cached_tokens",
        "cache_creation_tokens",
        "cache_hit",
    ):
        assert record.get(name) == getattr(counts, name)


def _lines(rows: list[dict[str, Any]]) -> list[bytes]:
    return [orjson.dumps(row) + b"\n" for row in rows]


@settings(max_examples=examples(0.3), deadline=None)
@given(rows=st.lists(projection_rows(), min_size=1, max_size=6), bad=st.booleans())
def test_a_chunk_as_one_bytes_object_writes_what_its_lines_write(
    rows: list[dict[str, Any]], bad: bool
) -> None:
    lines = _lines(rows)
    if bad:
        lines.insert(len(lines) // 2, b"oops\n")
    options = ProjectOptions(capture_dir=None)
    outcomes = project_chunk(lines, 1, options)
    chunk = _batch._project_chunk_output(lines, 1, options)
    if bad:
        assert chunk.outcomes == outcomes
        return
    assert chunk.outcomes is None
    assert chunk.rows == len(outcomes)
    assert chunk.data == b"".join(o.output + b"\n" for o in outcomes if o.output is not None)


def test_one_job_and_two_write_the_same_bytes(tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.setattr("trajspec._jsonl.CHUNK_BYTES", 300)  # many chunks
    rows = [
        {"task_id": f"t-{n}", "_ng_task_index": n, "_ng_rollout_index": 0, "reward": n / 7}
        for n in range(40)
    ]
    capture = tmp_path / "capture"
    capture.mkdir()
    for row in rows[::3]:
        _write_capture(capture, row, [{"model_call_id": f"c{row['_ng_task_index']}"}], False)
    source = tmp_path / "rows.jsonl"
    source.write_bytes(b"".join(_lines(rows)))
    options = ProjectOptions(capture_dir=str(capture))
    expected = b"".join(
        o.output + b"\n" for o in project_chunk(_lines(rows), 1, options) if o.output is not None
    )
    for jobs in (1, 2):
        out = tmp_path / f"out-{jobs}.jsonl"
        result = project_file(Source(source), out, options, engine=LocalEngine(jobs))
        assert result.ok and result.rows == len(rows)
        assert out.read_bytes() == expected


_built_error = _trajectory._built_error


@settings(max_examples=examples(1.5), deadline=None)
@given(row=_rows(), lines=capture_files(), payloads=st.booleans())
def test_a_built_trajectorys_checked_invocations_are_left_out_of_its_schema_pass_only(
    row: dict[str, Any], lines: list[Any], payloads: bool
) -> None:
    """Where the projection leaves a clean bundle's invocations out of the record's schema
    pass, the full validation finds the same first error (and the batch writes what the full
    path writes: test_one_pass_over_the_row_accepts_only_what_the_full_path_accepts)."""
    checked: list[Any] = []

    def spy(trajectory: dict[str, Any], *rest: Any) -> str | None:
        found = _built_error(trajectory, *rest)
        checked.append(trajectory)
        assert found == _trajectory.first_error(trajectory, _trajectory.TRAJECTORY_SCHEMA)
        return found

    try:
        line = orjson.dumps(row) + b"\n"
    except TypeError:
        return
    with (
        tempfile.TemporaryDirectory() as scratch,
        mock.patch.object(_trajectory, "_built_error", spy),
    ):
        _write_capture(Path(scratch), row, lines, False)
        project_chunk([line], 1, ProjectOptions(scratch, include_model_call_payloads=payloads))
    if checked:  # only the bundle's invocations, never a producer's
        assert not isinstance(row.get("ng_trajectory"), dict)


def test_the_usual_rows_invocations_are_left_out_of_the_schema_pass() -> None:
    """The shortcut runs on the usual row and refuses a trajectory its invocations break."""
    ref = {"type": "responses_api_models", "name": "policy"}
    invocation = {"kind": "agent_invocation", "invocation_id": "root", "model_calls": []}
    row = {
        "task_id": "t",
        "_ng_task_index": 0,
        "_ng_rollout_index": 0,
        "ng_agent_observations": {"source": "s", "records": [invocation]},
    }
    seen: list[Any] = []

    def spy(trajectory: dict[str, Any], *rest: Any) -> str | None:
        seen.append(trajectory)
        return _built_error(trajectory, *rest)

    with (
        tempfile.TemporaryDirectory() as scratch,
        mock.patch.object(_trajectory, "_built_error", spy),
    ):
        _write_capture(
            Path(scratch),
            row,
            [{"model_call_id": "c1", "model_ref": ref, "client_session_id": "root"}],
            False,
        )
        (outcome,) = project_chunk([orjson.dumps(row)], 1, ProjectOptions(scratch))
    assert len(seen) == 1
    assert orjson.loads(outcome.output)["ng_trajectory"]["invocations"][0]["model_calls"] == [
        {"model_call_id": "c1", "model_ref": ref}
    ]
    # what the pass still reads: the model calls, ...
    broken = {**seen[0], "model_calls": [{"model_call_id": 5}]}
    assert _built_error(broken) == "schema.type"
    assert _trajectory.first_error(broken, _trajectory.TRAJECTORY_SCHEMA) == "schema.type"
    # ... and what it takes on trust, which only the bundle's clean pass may vouch for
    broken = {**seen[0], "invocations": [{**invocation, "status": "done"}]}
    assert _built_error(broken) is None
    assert _trajectory.first_error(broken, _trajectory.TRAJECTORY_SCHEMA) == "schema.enum"
