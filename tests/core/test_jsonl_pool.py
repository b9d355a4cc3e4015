"""The worker pool behind ``LocalEngine(jobs > 1)`` (trajspec._pool._Pool): a call's
exception or a worker's death comes in call order after the results before it; messages
larger than a socket holds pass whole both ways; a map left early does not wait for the calls
its workers still run; no worker outlives its map."""

from __future__ import annotations

import multiprocessing
import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import pytest

from trajspec import _pool
from trajspec._jsonl import LocalEngine


def _fail_at(number: int, at: int) -> int:
    if number == at:
        raise ValueError(f"call {number} failed")
    return number


def test_a_call_s_exception_comes_after_the_results_of_the_calls_before_it() -> None:
    got = []
    with pytest.raises(ValueError, match="call 7 failed"):
        for result in LocalEngine(2).map(_fail_at, [(n, 7) for n in range(20)]):
            got.append(result)
    assert got == [0, 1, 2, 3, 4, 5, 6]
    assert not multiprocessing.active_children()


def test_a_call_s_exception_keeps_the_worker_s_traceback_as_its_cause() -> None:
    # TRAJSPEC_DEBUG=1 prints the exception with its causes: the frames that matter are the
    # worker's, which pickling drops.
    with pytest.raises(ValueError, match="call 7 failed") as caught:
        list(LocalEngine(2).map(_fail_at, [(n, 7) for n in range(20)]))
    cause = caught.value.__cause__
    assert cause is not None
    text = str(cause)
    assert "in _fail_at" in text
    assert 'raise ValueError(f"call {number} failed")' in text
    assert text.rstrip().endswith("ValueError: call 7 failed")


def test_a_call_s_exception_in_this_process_has_no_borrowed_cause() -> None:
    # The first call runs in the parent (it warms what the workers inherit): its traceback
    # is its own, with no remote cause put on it.
    with pytest.raises(ValueError, match="call 0 failed") as caught:
        list(LocalEngine(2).map(_fail_at, [(n, 0) for n in range(4)]))
    assert caught.value.__cause__ is None


class _Stubborn(Exception):
    """An exception that pickles but does not unpickle (its constructor wants two
    arguments, its args hold one)."""

    def __init__(self, what: str, why: str) -> None:
        super().__init__(f"{what}: {why}")


def _stubborn(number: int) -> int:
    if number == 3:
        raise _Stubborn("three", "refused")
    return number


def test_an_exception_that_cannot_come_back_comes_as_a_runtime_error_naming_it() -> None:
    with pytest.raises(RuntimeError, match=r"^_Stubborn: three: refused$"):
        list(LocalEngine(2).map(_stubborn, [(n,) for n in range(6)]))


def _die_at(number: int, at: int) -> int:
    if number == at:
        os._exit(3)
    return number


def test_a_worker_that_dies_breaks_the_map_in_call_order() -> None:
    got = []
    with pytest.raises(BrokenProcessPool, match="exit code 3"):
        for result in LocalEngine(2).map(_die_at, [(n, 5) for n in range(20)]):
            got.append(result)
    assert got == [0, 1, 2, 3, 4]
    assert not multiprocessing.active_children()


BIG_MAP = textwrap.dedent(
    """
    from trajspec._jsonl import LocalEngine

    def grow(data):
        return data + data[:1000]

    if __name__ == "__main__":
        calls = ((bytes([n]) * (3 << 20),) for n in range(12))
        for n, result in enumerate(LocalEngine(2).map(grow, calls)):
            assert result == bytes([n]) * ((3 << 20) + 1000), n
        print("whole")
    """
)


def test_calls_and_results_larger_than_a_socket_holds_pass_whole(tmp_path: Path) -> None:
    # A worker sending a large result while the parent sends it a large call: each side
    # would wait on the other's full socket unless the worker takes its calls as they come.
    # In a process of its own, so that a deadlock fails the test instead of hanging it.
    script = tmp_path / "big_map.py"
    script.write_text(BIG_MAP)
    done = subprocess.run(
        [sys.executable, "-P", str(script)], cwd=tmp_path, capture_output=True, timeout=120
    )
    assert (done.returncode, done.stdout) == (0, b"whole\n"), done.stderr


def _sleepy(number: int) -> int:
    if number:
        time.sleep(60)
    return number


def test_a_map_left_early_does_not_wait_for_the_calls_its_workers_run() -> None:
    def calls() -> Iterator[tuple[int]]:
        yield from ((0,), (1,), (2,))
        raise LookupError("the input ended badly")

    start = time.monotonic()
    with pytest.raises(LookupError):
        list(LocalEngine(2).map(_sleepy, calls()))
    assert time.monotonic() - start < 30
    assert not multiprocessing.active_children()


def test_no_worker_outlives_a_map_that_ran_to_its_end() -> None:
    assert list(LocalEngine(3).map(abs, [(-n,) for n in range(50)])) == list(range(50))
    assert not multiprocessing.active_children()


FORKSERVER_MAP = textwrap.dedent(
    """
    import multiprocessing
    from trajspec._jsonl import LocalEngine

    if __name__ == "__main__":
        multiprocessing.set_start_method("forkserver")  # Python 3.14's default on Linux
        print(list(LocalEngine(2).map(abs, [(-n,) for n in range(6)])))
    """
)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux forks its workers")
def test_workers_are_forked_whatever_the_default_start_method(tmp_path: Path) -> None:
    script = tmp_path / "forkserver_map.py"
    script.write_text(FORKSERVER_MAP)
    done = subprocess.run(
        [sys.executable, "-P", str(script)], cwd=tmp_path, capture_output=True, timeout=120
    )
    assert (done.returncode, done.stdout) == (0, b"[0, 1, 2, 3, 4, 5]\n"), done.stderr


SIGPIPE_SEND = textwrap.dedent(
    """
    import signal, socket
    from trajspec._pool import _send

    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # as a program piped into head may
    end, theirs = socket.socketpair()
    theirs.close()  # the worker has ended
    for size in (10, 1 << 20):
        try:
            _send(end, b"x" * size)
        except BrokenPipeError:
            print("BrokenPipeError", size)
    """
)


@pytest.mark.skipif(not hasattr(signal, "SIGPIPE"), reason="no SIGPIPE")
def test_sending_to_a_worker_that_ended_is_an_error_not_a_sigpipe(tmp_path: Path) -> None:
    script = tmp_path / "sigpipe_send.py"
    script.write_text(SIGPIPE_SEND)
    done = subprocess.run(
        [sys.executable, "-P", str(script)], cwd=tmp_path, capture_output=True, timeout=120
    )
    assert done.returncode == 0, (done.returncode, done.stderr)
    assert done.stdout == b"BrokenPipeError 10\nBrokenPipeError 1048576\n"


def _square(number: int) -> int:
    return number * number


@pytest.mark.parametrize(("calls", "pools"), [(0, 0), (1, 0), (2, 1), (5, 1)])
def test_workers_start_only_when_a_second_call_exists(
    monkeypatch: pytest.MonkeyPatch, calls: int, pools: int
) -> None:
    # The first call runs in this process; a map of one call (a file of one chunk) has no
    # call left for workers, and forking them would cost more than the call.
    made: list[int] = []
    real = _pool._Pool

    def counted(jobs: int) -> _pool._Pool:
        made.append(jobs)
        return real(jobs)

    monkeypatch.setattr(_pool, "_Pool", counted)
    got = list(LocalEngine(2).map(_square, [(n,) for n in range(calls)]))
    assert got == [n * n for n in range(calls)]
    assert made == [2] * pools
