"""The one ordered, bounded parallel map and the line chunks it runs over (trajspec._jsonl):
results in call order for any number of jobs, a bounded window, origins that line up, bounded
reads, and workers that exit when the process that started them dies."""

from __future__ import annotations

import io
import os
import pickle
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from _examples import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trajspec import _jsonl
from trajspec._jsonl import LocalEngine, Source, line_chunks, map_chunks, reading_line
from trajspec._strictjson import OverlongLine, iter_jsonl, read_lines


def _uneven(number: int) -> int:
    """Later calls finish sooner: a pool that yielded as calls complete would reorder."""
    time.sleep(0.002 * ((7 * number) % 5))
    return number * number


def _echo(lines: list[bytes], first: int, label: str, *rest: object) -> tuple[object, ...]:
    return (label, first, len(lines), lines[0], *rest)


@pytest.mark.parametrize("jobs", [1, 2, 3])
def test_results_come_in_call_order(jobs: int) -> None:
    calls = [(n,) for n in range(40)]
    assert list(LocalEngine(jobs).map(_uneven, calls)) == [n * n for n in range(40)]


@pytest.mark.parametrize("jobs", [1, 2, 3])
def test_calls_are_pulled_at_most_two_windows_ahead(jobs: int) -> None:
    pulled = 0

    def calls() -> Iterator[tuple[int]]:
        nonlocal pulled
        for n in range(30):
            pulled += 1
            yield (n,)

    taken = 0
    for result in LocalEngine(jobs).map(_uneven, calls()):
        taken += 1
        assert result == (taken - 1) ** 2
        assert pulled <= taken + 2 * jobs, (pulled, taken)
    assert (pulled, taken) == (30, 30)


def test_jobs_below_one_are_refused() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        LocalEngine(0)


def test_map_chunks_origins_line_up(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_jsonl, "CHUNK_BYTES", 10)  # about two lines a chunk
    first, empty, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl", tmp_path / "c.jsonl"
    first.write_bytes(b"".join(b'{"n":%d}\n' % n for n in range(5)))
    empty.write_bytes(b"")
    second.write_bytes(b'{"m":1}\n\n{"m":2}\n')
    sources = [Source(first), Source(empty), Source(second)]
    for jobs in (1, 2):
        seen = [
            (origin.source_index, origin.source.path, origin.first_line, origin.lines, result)
            for origin, result in map_chunks(
                _echo, sources, ("x",), engine=LocalEngine(jobs), index=True
            )
        ]
        assert seen == [
            (0, first, 1, 2, (str(first), 1, 2, b'{"n":0}\n', 0, "x")),
            (0, first, 3, 2, (str(first), 3, 2, b'{"n":2}\n', 0, "x")),
            (0, first, 5, 1, (str(first), 5, 1, b'{"n":4}\n', 0, "x")),
            (2, second, 1, 3, (str(second), 1, 3, b'{"m":1}\n', 2, "x")),
        ]


def test_map_chunks_without_label_or_index(tmp_path: Path) -> None:
    path = tmp_path / "a.jsonl"
    path.write_bytes(b"{}\n")
    found = list(map_chunks(_uneven_chunk, [Source(path)], engine=LocalEngine(1), label=False))
    assert [result for _, result in found] == [(1, 1)]


def _uneven_chunk(lines: list[bytes], first: int) -> tuple[int, int]:
    return first, len(lines)


def test_line_chunks_never_hold_an_overlong_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TRAJSPEC_MAX_LINE_BYTES", "100")
    stream = io.BytesIO(b"{}\n" + b"x" * 1000 + b"\n{}\n")
    chunks = list(line_chunks(stream))
    lines = [line for chunk, _ in chunks for line in chunk]
    assert lines[0] == b"{}\n" and lines[2] == b"{}\n"
    assert isinstance(lines[1], OverlongLine) and lines[1].length == 1001


def test_line_chunks_of_a_short_line_stay_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TRAJSPEC_MAX_LINE_BYTES", "100")
    lines = [line for chunk, _ in line_chunks(io.BytesIO(b"x" * 99 + b"\n")) for line in chunk]
    assert lines == [b"x" * 99 + b"\n"] and not isinstance(lines[0], OverlongLine)


def test_a_label_holds_a_file_name_that_is_not_utf8() -> None:
    name = os.fsdecode(b"run-\xff.jsonl")
    assert Source(Path(name)).label == "run-\\xff.jsonl"
    assert Source(Path("plain.jsonl")).label == "plain.jsonl"
    assert Source(None).label == "-"


# -- workers exit when their parent dies ------------------------------------------------------


def _children(pid: int) -> set[int]:
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[1]) == pid:
            found.add(int(entry.name))
    return found


def _alive(pid: int) -> bool:
    """Running: a zombie (exited, not yet reaped by its new parent) counts as gone."""
    try:
        stat = (Path("/proc") / str(pid) / "stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def _wait_for(condition: object, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():  # type: ignore[operator]
            return True
        time.sleep(0.05)
    return False


def _kill_parent_and_expect_its_workers_gone(process: subprocess.Popen[bytes], jobs: int) -> None:
    try:
        assert _wait_for(lambda: len(_children(process.pid)) >= jobs, 60), "no workers started"
        workers = _children(process.pid)
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
        gone = _wait_for(lambda: not any(_alive(pid) for pid in workers), 10)
        for pid in workers:  # leave nothing behind, whatever the outcome
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)
        assert gone, "workers outlived their parent"
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


SLOW_MAP = textwrap.dedent(
    """
    import time
    from trajspec._jsonl import LocalEngine

    def slow(n):
        time.sleep(30)
        return n

    if __name__ == "__main__":
        for _ in LocalEngine(2).map(slow, [(n,) for n in range(8)]):
            pass
    """
)


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_workers_exit_when_their_parent_is_killed(tmp_path: Path) -> None:
    script = tmp_path / "slow_map.py"
    script.write_text(SLOW_MAP)
    process = subprocess.Popen([sys.executable, "-P", str(script)], cwd=tmp_path)
    _kill_parent_and_expect_its_workers_gone(process, 2)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_validate_workers_exit_when_the_command_is_killed(tmp_path: Path) -> None:
    """`trajspec validate --jobs 2` reading a pipe that stays open: the command validates the
    first chunk itself, its workers have the second, it waits for more, and is killed."""
    process = subprocess.Popen(
        [
            sys.executable,
            "-P",
            "-c",
            "import sys; from trajspec._cli.app import main; sys.exit(main(sys.argv[1:]))",
            "validate",
            "-",
            "--jobs",
            "2",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        cwd=tmp_path,
    )
    assert process.stdin is not None
    process.stdin.write(b"{}\n" * ((3 << 20) // 3))  # three chunks; the pipe stays open
    process.stdin.flush()
    try:
        _kill_parent_and_expect_its_workers_gone(process, 2)
    finally:
        process.stdin.close()


# -- chunks sent to other processes as positions in their file --------------------------------


class _Separate:
    """An engine whose calls run "elsewhere": here, after a round trip through pickle, which
    it measures."""

    separate = True

    def __init__(self) -> None:
        self.sent: list[int] = []

    def map(self, function: Any, calls: Any) -> Iterator[Any]:
        for args in calls:
            data = pickle.dumps((function, args), pickle.HIGHEST_PROTOCOL)
            self.sent.append(len(data))
            function, args = pickle.loads(data)
            yield function(*args)


def _lines_of(lines: list[bytes], first: int, label: str) -> tuple[int, list[bytes]]:
    return first, lines


line_text = st.lists(
    st.binary(max_size=40).map(lambda b: b.replace(b"\n", b"")), min_size=0, max_size=60
)


@settings(
    max_examples=examples(0.75),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(parts=line_text, trailing=st.booleans(), chunk=st.integers(1, 200))
def test_positions_give_the_lines_and_numbers_of_line_chunks(
    tmp_path: Path, parts: list[bytes], trailing: bool, chunk: int
) -> None:
    data = b"\n".join(parts) + (b"\n" if trailing and parts else b"")
    path = tmp_path / "rows.jsonl"
    path.write_bytes(data)
    expected = []
    for lines, first in line_chunks(io.BytesIO(data), chunk):
        expected.extend((first + k, line) for k, line in enumerate(lines))
    old = _jsonl.CHUNK_BYTES
    _jsonl.CHUNK_BYTES = chunk
    try:
        engine = _Separate()
        got = [
            (first + k, line)
            for _, (first, lines) in map_chunks(_lines_of, [Source(path)], engine=engine)
            for k, line in enumerate(lines)
        ]
    finally:
        _jsonl.CHUNK_BYTES = old
    assert got == expected
    assert b"".join(line for _, line in got) == data


@given(
    data=st.binary(max_size=300).map(lambda b: b.replace(b"\x00", b"\n")),
    limit=st.integers(1, 6),
    ends=st.tuples(st.integers(0, 300), st.integers(0, 300)),
)
def test_line_ends_are_counted_as_bytes_count_counts_them(
    data: bytes, limit: int, ends: tuple[int, int]
) -> None:
    # both ways of counting: memchr up to the limit, bytes.count for the rest of a dense stretch
    start, stop = sorted(ends)
    got = _jsonl._newlines(bytearray(data), start, stop, limit)
    assert got == data.count(b"\n", start, stop)


def test_positions_of_dense_lines_give_the_lines_of_line_chunks(tmp_path: Path) -> None:
    # far more line ends in a chunk than are found one by one (_FIND_LIMIT), lines of every
    # length from empty up, and a last line without its newline
    data = b"".join(b"%d:%s\n" % (n, b"x" * (n % 7)) for n in range(40_000)) + b"tail"
    assert data.count(b"\n") > 20 * _jsonl._FIND_LIMIT
    path = tmp_path / "rows.jsonl"
    path.write_bytes(data)
    expected = [(first, lines) for lines, first in line_chunks(io.BytesIO(data), 5000)]
    old = _jsonl.CHUNK_BYTES
    _jsonl.CHUNK_BYTES = 5000
    try:
        got = list(map_chunks(_lines_of, [Source(path)], engine=_Separate()))
    finally:
        _jsonl.CHUNK_BYTES = old
    assert [result for _, result in got] == expected
    assert [origin.lines for origin, _ in got] == [len(lines) for _, lines in expected]


def test_a_pool_is_sent_positions_not_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "rows.jsonl"
    path.write_bytes(b"".join(b'{"n":%d,"pad":"%s"}\n' % (n, b"x" * 900) for n in range(3000)))
    engine = _Separate()
    got = list(map_chunks(_lines_of, [Source(path)], engine=engine))
    assert len(got) >= 3 and all(size < 1000 for size in engine.sent), engine.sent
    held = list(map_chunks(_lines_of, [Source(path)], engine=LocalEngine(1)))
    assert [line for _, (_, ls) in got for line in ls] == [
        line for _, (_, ls) in held for line in ls
    ]
    assert [o.nbytes for o, _ in got] == [sum(map(len, r[1])) for _, r in got]


def test_a_stream_that_is_not_a_regular_file_is_sent_as_lines(tmp_path: Path) -> None:
    read, write = os.pipe()
    os.write(write, b'{"a":1}\n{"a":2}\n')
    os.close(write)
    with os.fdopen(read, "rb") as stream:
        found = list(_jsonl.chunks(stream, _Separate(), tmp_path / "pipe"))
    assert [c.lines.held for c in found] == [[b'{"a":1}\n', b'{"a":2}\n']]


def test_an_overlong_line_read_by_position_stays_unread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "rows.jsonl"
    path.write_bytes(b"{}\n" + b"x" * 5000 + b"\n{}\n")
    monkeypatch.setenv("TRAJSPEC_MAX_LINE_BYTES", "100")
    with path.open("rb") as stream:
        found = list(_jsonl.chunks(stream, _Separate(), path))
    monkeypatch.delenv("TRAJSPEC_MAX_LINE_BYTES")  # the limit travels with the chunk
    lines = [line for chunk in found for line in chunk.lines.read()]
    assert lines[0] == b"{}\n" and lines[2] == b"{}\n"
    assert isinstance(lines[1], OverlongLine) and lines[1].length == 5001


def test_a_file_changed_after_it_was_cut_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "rows.jsonl"
    path.write_bytes(b'{"a":1}\n' * 20000)
    with path.open("rb") as stream:
        found = list(_jsonl.chunks(stream, _Separate(), path))
    assert found[-1].lines.held is None
    path.write_bytes(b'{"a":1}\n' * 10)
    with pytest.raises(OSError, match="changed while it was read"):
        found[-1].lines.read()


def _pid(number: int) -> int:
    return os.getpid()


def test_a_pool_runs_the_first_call_itself_and_the_rest_in_workers() -> None:
    pids = list(LocalEngine(2).map(_pid, [(n,) for n in range(6)]))
    assert pids[0] == os.getpid() and os.getpid() not in pids[1:]


@settings(max_examples=examples(0.5), deadline=None)
@given(
    sizes=st.lists(st.integers(0, 300), max_size=40),
    trailing=st.booleans(),
    chunk=st.integers(1, 400),
    first=st.integers(1, 400),
)
def test_every_engine_cuts_the_same_chunks(
    sizes: list[int], trailing: bool, chunk: int, first: int
) -> None:
    """Positions and lines: the same chunks (so progress is reported alike), lines beyond
    the limit (100 bytes here) counted at their length."""
    data = b"\n".join(b"x" * n for n in sizes) + (b"\n" if trailing and sizes else b"")
    old = os.environ.get("TRAJSPEC_MAX_LINE_BYTES")
    saved = _jsonl.CHUNK_BYTES, _jsonl.FIRST_CHUNK_BYTES
    os.environ["TRAJSPEC_MAX_LINE_BYTES"] = "100"
    _jsonl.CHUNK_BYTES, _jsonl.FIRST_CHUNK_BYTES = chunk, first
    try:
        import tempfile

        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "rows.jsonl"
            path.write_bytes(data)
            cuts = []
            for engine in (LocalEngine(1), _Separate()):
                with path.open("rb") as stream:
                    cuts.append(
                        [
                            (c.first_line, c.count, c.nbytes)
                            for c in _jsonl.chunks(stream, engine, path)
                        ]
                    )
    finally:
        _jsonl.CHUNK_BYTES, _jsonl.FIRST_CHUNK_BYTES = saved
        if old is None:
            del os.environ["TRAJSPEC_MAX_LINE_BYTES"]
        else:
            os.environ["TRAJSPEC_MAX_LINE_BYTES"] = old
    assert cuts[0] == cuts[1]
    assert sum(n for _, _, n in cuts[0]) == len(data)


@settings(max_examples=examples(0.75), deadline=None)
@given(
    lines=st.lists(
        st.tuples(st.integers(0, 250), st.sampled_from([b"x", b"\r", b" ", b"\x00"])),
        max_size=30,
    ),
    trailing=st.booleans(),
    limit=st.integers(1, 300),
    chunk=st.integers(1, 400),
    whole=st.sampled_from([0, 64, 1 << 20]),
)
def test_a_chunk_read_by_position_gives_the_lines_read_lines_gives(
    lines: list[tuple[int, bytes]], trailing: bool, limit: int, chunk: int, whole: int
) -> None:
    """The fast path of ``Lines.read`` (a chunk no longer than the line limit, read in one
    piece and split where its line ends are) against ``read_lines`` over the same bytes: the
    same lines, a line beyond the limit an ``OverlongLine`` of its length, whichever way each
    chunk is read (``whole``: chunks of up to so many bytes take the fast path)."""
    data = b"\n".join(byte * n for n, byte in lines) + (b"\n" if trailing and lines else b"")
    old = os.environ.get("TRAJSPEC_MAX_LINE_BYTES")
    saved = _jsonl.CHUNK_BYTES, _jsonl.FIRST_CHUNK_BYTES, _jsonl._WHOLE_READ_BYTES
    os.environ["TRAJSPEC_MAX_LINE_BYTES"] = str(limit)
    _jsonl.CHUNK_BYTES, _jsonl.FIRST_CHUNK_BYTES = chunk, chunk
    _jsonl._WHOLE_READ_BYTES = whole
    try:
        import tempfile

        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "rows.jsonl"
            path.write_bytes(data)
            with path.open("rb") as stream:
                found = list(_jsonl.chunks(stream, _Separate(), path))
            got = [chunk.lines.read() for chunk in found]
    finally:
        _jsonl.CHUNK_BYTES, _jsonl.FIRST_CHUNK_BYTES, _jsonl._WHOLE_READ_BYTES = saved
        if old is None:
            del os.environ["TRAJSPEC_MAX_LINE_BYTES"]
        else:
            os.environ["TRAJSPEC_MAX_LINE_BYTES"] = old
    expected = list(read_lines(io.BytesIO(data), limit))
    flat = [line for chunk_lines in got for line in chunk_lines]
    assert flat == expected
    assert [isinstance(line, OverlongLine) for line in flat] == [
        isinstance(line, OverlongLine) for line in expected
    ]
    assert [line.length for line in flat if isinstance(line, OverlongLine)] == [
        len(byte * n) + 1 if index < len(lines) - 1 or trailing else len(byte * n)
        for index, (n, byte) in enumerate(lines)
        if n + (index < len(lines) - 1 or trailing) > limit
    ]
    assert [len(chunk_lines) for chunk_lines in got] == [chunk.count for chunk in found]


@pytest.mark.parametrize("engine", [LocalEngine(1), _Separate()], ids=["lines", "positions"])
def test_the_last_chunks_of_a_file_hold_a_quarter_of_what_is_left(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, engine: Any
) -> None:
    # 40 lines of 1000 bytes, chunks of 8000, the first and the smallest 1000: each chunk
    # after the first ends at the first line end at or after max(1000, min(8000, left // 4)).
    monkeypatch.setattr(_jsonl, "CHUNK_BYTES", 8000)
    monkeypatch.setattr(_jsonl, "FIRST_CHUNK_BYTES", 1000)
    path = tmp_path / "rows.jsonl"
    path.write_bytes(b"".join(b"%999d\n" % n for n in range(40)))
    with path.open("rb") as stream:
        got = [chunk.nbytes for chunk in _jsonl.chunks(stream, engine, path)]
    assert got == [1000, 8000, 8000, 6000, 5000, 3000, 3000, 2000, 1000, 1000, 1000, 1000]


def test_a_stream_of_unknown_size_is_cut_in_whole_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_jsonl, "CHUNK_BYTES", 8000)
    monkeypatch.setattr(_jsonl, "FIRST_CHUNK_BYTES", 1000)
    stream = io.BytesIO(b"".join(b"%999d\n" % n for n in range(40)))
    got = [chunk.nbytes for chunk in _jsonl.chunks(stream, LocalEngine(1))]
    assert got == [1000, 8000, 8000, 8000, 8000, 7000]


@pytest.mark.parametrize("jobs", [1, 2])
def test_map_chunks_reads_a_whole_document_as_one_chunk_of_one_line(
    jobs: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A ``*.json`` source is one chunk of one line, its whole text, between JSON Lines ones;
    past the line limit, one ``OverlongLine`` of its length."""
    monkeypatch.setattr(_jsonl, "FIRST_CHUNK_BYTES", 8)
    rows, whole = tmp_path / "rows.jsonl", tmp_path / "row.json"
    rows.write_bytes(b'{"a": 1}\n' * 4)
    text = b'{\n  "a": 1,\n  "b": [\n    2\n  ]\n}\n'
    whole.write_bytes(text)
    sources = [Source(rows), Source(whole, whole_document=True), Source(rows)]
    found = list(map_chunks(_echo, sources, engine=LocalEngine(jobs)))
    documents = [(o, r) for o, r in found if o.source_index == 1]
    assert len(found) > 3 and len(documents) == 1
    origin, result = documents[0]
    assert (origin.first_line, origin.lines, origin.nbytes) == (1, 1, len(text))
    assert result == (str(whole), 1, 1, text)
    monkeypatch.setenv("TRAJSPEC_MAX_LINE_BYTES", "16")
    (_, (_, _, count, line)), *_ = map_chunks(_echo, sources[1:2], engine=LocalEngine(1))
    assert count == 1 and isinstance(line, OverlongLine) and line.length == len(text)


def test_a_reading_problem_is_at_its_record_line_unless_the_record_spans_lines() -> None:
    """A line of JSON Lines reports a problem at its own line, even where the position runs
    past its newline; a document over several lines (a ``*.json`` file) at the problem's."""
    one, two, good = iter_jsonl([b'{"a":\n', b'{"a":\n  1,\n  oops\n}\n', b'{"a": 1}\n'])
    assert (one.line, one.problems[0].line, reading_line(one)) == (1, 2, 1)
    assert (two.line, two.problems[0].line, reading_line(two)) == (2, 4, 4)
    assert reading_line(good) == 3 and not good.problems
