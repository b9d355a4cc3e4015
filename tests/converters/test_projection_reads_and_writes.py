"""The projection's shortcuts give what the full path gives (hypothesis):

- the batch refuses a row with an integer out of range and writes what ``enrich_row`` gives
  any other, a record the full validation finds valid;
- a capture file that cannot be opened is read as absent or unreadable, as each path says;
- the capture files read are those ``capture_paths`` names, whatever the folder and rollout
  id, and their lines are counted whatever their bytes (blank lines, carriage returns, a last
  line without a newline, lines over the line limit, a file over it);
- a capture record's token counts are ``token_counts`` of its response's usage;
- a clean chunk handed back as one bytes object writes the bytes its lines' outcomes write,
  and ``project_file`` writes the same output with one job or two;
- the record built of a clean bundle and a capture is refused for what its parts break.
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
from trajspec.validators import validate_against

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


def _enriched(line: bytes, options: ProjectOptions) -> tuple[str | None, bytes | None]:
    """What project_chunk gives for one row line, as the API says it: a row with an integer
    out of range is refused, any other is ``enrich_row``'s row."""
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
def test_the_batch_refuses_a_row_out_of_range_and_writes_enrich_rows_row(
    row: dict[str, Any], lines: list[Any], marker: bool, payloads: bool
) -> None:
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
            assert (outcome.code, outcome.output) == _enriched(line, options)
            if outcome.output is None:
                continue
            # what the batch writes holds a valid record, found so by the full validation
            trajectory = orjson.loads(outcome.output).get("ng_trajectory")
            if trajectory is not None:
                found = validate_against(trajectory, _trajectory.TRAJECTORY_SCHEMA)
                assert [f.code for f in found if f.severity == "error"] == []


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
def test_the_capture_files_read_are_those_capture_paths_names(
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
            # the files read are those capture_paths names, as they are found
            assert read.paths == tuple(p for p in paths if p.exists())
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


def test_the_usual_rows_record_is_refused_for_what_its_parts_break() -> None:
    """The record built of a clean bundle and the capture is checked whole: its model calls
    by the schema, its invocations by the rules (the schema's pass over them was the
    bundle's)."""
    ref = {"type": "responses_api_models", "name": "policy"}
    invocation = {"kind": "agent_invocation", "invocation_id": "root", "model_calls": []}
    row = {
        "task_id": "t",
        "_ng_task_index": 0,
        "_ng_rollout_index": 0,
        "ng_agent_observations": {"source": "s", "records": [invocation]},
    }
    with tempfile.TemporaryDirectory() as scratch:
        _write_capture(
            Path(scratch),
            row,
            [{"model_call_id": "c1", "model_ref": ref, "client_session_id": "root"}],
            False,
        )
        (outcome,) = project_chunk([orjson.dumps(row)], 1, ProjectOptions(scratch))
    trajectory = orjson.loads(outcome.output)["ng_trajectory"]
    assert trajectory["invocations"][0]["model_calls"] == [
        {"model_call_id": "c1", "model_ref": ref}
    ]
    record_error = _trajectory._record_error
    assert record_error(trajectory) is None
    broken = {**trajectory, "model_calls": [{"model_call_id": 5}]}
    assert record_error(broken) == "schema.type"
    repeated = {**trajectory, "invocations": [invocation, invocation]}
    assert record_error(repeated) == "invocation.id_unique_in_trajectory"
