"""The one ordered, bounded parallel map: ``Engine`` and ``LocalEngine`` with its worker processes.

``LocalEngine(jobs)`` runs ``engine.map(function, calls)`` in this process (``jobs == 1``) or in
``jobs`` worker processes fed through a socket each, with at most a window of ``2 * jobs`` calls
in flight; results come in the order of the calls. A call's exception, or a worker's death
(``BrokenProcessPool``), is raised where its result would have come; workers exit when the
process that started them dies. ``trajspec._jsonl`` maps functions of whole lines with it.
"""

from __future__ import annotations

import contextlib
import functools
import itertools
import multiprocessing
import multiprocessing.process
import os
import pickle
import queue
import signal
import socket
import struct
import sys
import threading
import traceback
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.connection import wait
from typing import Any, Protocol, TypeVar

R = TypeVar("R")


class Engine(Protocol):
    """What runs the map step of a batch: results in the order of the calls. An engine whose
    calls run in other processes says so with a true ``separate`` attribute (see ``chunks``);
    without the attribute, it is taken to be false."""

    def map(self, function: Callable[..., R], calls: Iterable[tuple[Any, ...]]) -> Iterator[R]:
        """``function(*args)`` for every ``args`` of ``calls``, in order."""
        ...


class LocalEngine:
    """This machine: in this process for one job, else a bounded window over worker
    processes."""

    def __init__(self, jobs: int = 1) -> None:
        if jobs < 1:
            raise ValueError("jobs must be at least 1")
        self.jobs = jobs

    @property
    def separate(self) -> bool:
        return self.jobs > 1

    def map(self, function: Callable[..., R], calls: Iterable[tuple[Any, ...]]) -> Iterator[R]:
        if self.jobs == 1:
            return (function(*args) for args in calls)
        return _pool_map(function, calls, self.jobs)


def _pool_map(
    function: Callable[..., R], calls: Iterable[tuple[Any, ...]], jobs: int
) -> Iterator[R]:
    calls = iter(calls)
    # The first call runs here, before the workers start: where workers are forked (Linux),
    # they inherit what it loaded and compiled (schemas, validators, lazy imports), which
    # each would otherwise pay for on its first chunk.
    for args in calls:
        yield function(*args)
        break
    else:
        return
    # Workers only for a second call: a map of one (a file of one chunk) would fork them,
    # page tables of the whole process included, for nothing.
    second = next(calls, None)
    if second is None:
        return
    calls = itertools.chain((second,), calls)
    pool = _Pool(jobs)
    pending: deque[_Worker] = deque()  # the worker of each call in flight, in call order
    try:
        for args in calls:
            worker = pool.least_busy()
            worker.send(pickle.dumps((function, args), pickle.HIGHEST_PROTOCOL))
            pending.append(worker)
            # A bounded window keeps memory flat however large the input is.
            while len(pending) >= 2 * jobs:
                yield pending.popleft().take()
        pool.no_more_calls()
        while pending:
            yield pending.popleft().take()
    finally:
        pool.close(finished=not pending)


class _Worker:
    """One worker process and the parent's end of its socket. A worker runs its calls in the
    order they were sent, so the next result it sends is that of its oldest call in flight."""

    def __init__(self, process: multiprocessing.process.BaseProcess, end: socket.socket) -> None:
        self.process = process
        self.end = end
        self.reader = _Reader(end)
        self.busy = 0  # calls sent whose results are not yet received
        self.received: deque[tuple[bool, Any]] = deque()  # results not yet taken
        self.broken: BrokenProcessPool | None = None

    def send(self, message: bytes) -> None:
        if self.broken is None:
            try:
                _send(self.end, message)
            except OSError:
                self.broken = self._broken()
        self.busy += 1

    def receive(self) -> None:
        """The next result this worker sent; if it has ended instead, ``broken`` says so
        (raised when a result it lost is taken, after the results of the calls before it)."""
        try:
            message = self.reader.read()
        except (EOFError, OSError):
            self.broken = self._broken()
            return
        self.received.append(pickle.loads(message))
        self.busy -= 1

    def take(self) -> Any:
        """The result of this worker's oldest call in flight (its exception raised here)."""
        if not self.received and self.broken is None:
            self.receive()
        if not self.received and self.broken is not None:
            raise self.broken
        done, value = self.received.popleft()
        if not done:
            error, remote = value
            # Pickling drops an exception's traceback: the worker's, as text, becomes its
            # cause, so that TRAJSPEC_DEBUG=1 shows where in the worker it was raised.
            raise error from _RemoteTraceback(remote)
        return value

    def _broken(self) -> BrokenProcessPool:
        self.process.join(1.0)
        return BrokenProcessPool(
            f"a worker process ended abruptly (exit code {self.process.exitcode})"
        )


class _Pool:
    """``jobs`` worker processes, each fed through a socket of its own by the calling thread.

    Not ``concurrent.futures.ProcessPoolExecutor``: its two helper threads in the parent (one
    pickling calls into a queue, one taking results back) cost the parent as much CPU as all
    its own work of cutting chunks and reducing results (``bench/bench_jobs.py``), on a
    machine whose cores the workers need. Here the parent writes each call to a worker's
    socket and reads results when it wants them, straight into a buffer it keeps (a
    ``multiprocessing`` pipe reads a large message in pieces and copies it twice); a thread
    in each worker takes its calls off the socket as they come, so that neither side ever
    waits on the other's full socket."""

    def __init__(self, jobs: int) -> None:
        # Forked on Linux whatever the default (forkserver from Python 3.14): the workers
        # inherit the warm state of the first call, and are this process's own children,
        # which their watch on their parent (``_exit_with_parent``) relies on.
        linux = sys.platform.startswith("linux")
        context = multiprocessing.get_context("fork" if linux else None)
        _prctl()
        self.workers: list[_Worker] = []
        try:
            for _ in range(jobs):
                end, theirs = socket.socketpair()
                # A forked worker holds copies of the parent's ends (its own and earlier
                # workers'): it closes them, or a worker would never see its socket close.
                ends = [worker.end for worker in self.workers] + [end]
                process = context.Process(
                    target=_serve, args=(theirs, ends, os.getpid()), daemon=True
                )
                process.start()
                theirs.close()
                self.workers.append(_Worker(process, end))
        except BaseException:
            self.close(finished=False)
            raise

    def least_busy(self) -> _Worker:
        """The worker with the fewest calls in flight, once every result already sent back
        has been received (a worker whose results wait unread is not busy)."""
        busy = [worker.end for worker in self.workers if worker.busy and not worker.broken]
        if busy:
            ready = set(wait(busy, timeout=0))
            for worker in self.workers:
                if worker.end in ready:
                    worker.receive()
        # A worker that has ended is given calls only when all have (their results raise).
        return min(self.workers, key=lambda worker: (worker.broken is not None, worker.busy))

    def no_more_calls(self) -> None:
        """Tell the workers that no call follows those sent: each ends once it has sent its
        last result, while the parent still takes the others', not when the pool closes."""
        for worker in self.workers:
            # a worker already gone: taking its results says so
            with contextlib.suppress(OSError):
                worker.end.shutdown(socket.SHUT_WR)

    def close(self, finished: bool) -> None:
        """End the workers: once they have run every call (``finished``), as they see their
        socket close; else at once, without running the calls they still hold."""
        for worker in self.workers:
            worker.end.close()
        for worker in self.workers:
            if not finished:
                worker.process.terminate()
            worker.process.join(None if finished else 5.0)
            if worker.process.exitcode is None:
                worker.process.kill()
                worker.process.join()


#: A message on a worker's socket: its length in 8 bytes, then its bytes (a pickle).
_HEADER = struct.Struct("!Q")


#: A write to a worker that has ended raises BrokenPipeError, even in a program that lets
#: SIGPIPE end it (where the flag exists).
_SEND_FLAGS = getattr(socket, "MSG_NOSIGNAL", 0)


def _send(end: socket.socket, message: bytes) -> None:
    if len(message) < 1 << 16:
        end.sendall(_HEADER.pack(len(message)) + message, _SEND_FLAGS)
    else:  # no copy of a large message to put its length before it
        end.sendall(_HEADER.pack(len(message)), _SEND_FLAGS)
        end.sendall(message, _SEND_FLAGS)


class _Reader:
    """Messages off a socket, each read straight into one buffer that is kept (so its pages
    stay mapped) and grows to the largest message."""

    def __init__(self, end: socket.socket) -> None:
        self._end = end
        self._buffer = bytearray(1 << 16)

    def read(self) -> memoryview:
        """The next message, valid until the next read; EOFError when the socket is closed."""
        (size,) = _HEADER.unpack(self._exactly(_HEADER.size))
        return self._exactly(size)

    def _exactly(self, size: int) -> memoryview:
        if len(self._buffer) < size:
            self._buffer = bytearray(size)
        view = memoryview(self._buffer)[:size]
        got = 0
        while got < size:
            count = self._end.recv_into(view[got:])
            if not count:
                raise EOFError("the socket closed")
            got += count
        return view


def _serve(calls: socket.socket, parent_ends: list[socket.socket], parent: int) -> None:
    """A worker: runs the calls its socket brings, in order, and sends back each result (or
    the exception it raised), pickled, until the socket closes."""
    for end in parent_ends:
        end.close()
    # Ctrl-C reaches the whole process group: the parent stops the batch and ends its workers.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # SIGTERM ends a worker (the parent's pool shutdown, its death): not the handler a forked
    # worker inherits from the command line, which turns it into an exception in the parent.
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _exit_with_parent(parent)
    inbox: queue.SimpleQueue[bytes | None] = queue.SimpleQueue()
    threading.Thread(target=_receive, args=(calls, inbox), daemon=True).start()
    while (message := inbox.get()) is not None:
        try:
            function, args = pickle.loads(message)
            reply = pickle.dumps((True, function(*args)), pickle.HIGHEST_PROTOCOL)
        except BaseException as error:  # the parent raises it when it takes this result
            reply = _failure(error)
        try:
            _send(calls, reply)
        except OSError:  # the parent has gone or stopped the batch
            return


def _receive(calls: socket.socket, inbox: queue.SimpleQueue[bytes | None]) -> None:
    """A worker's thread: every call off the socket into ``inbox``, then None when it closes."""
    reader = _Reader(calls)
    try:
        while True:
            inbox.put(bytes(reader.read()))
    except (EOFError, OSError):
        inbox.put(None)


class _RemoteTraceback(Exception):
    """A worker's traceback, as text: the cause of the exception it sent back."""

    def __str__(self) -> str:
        return str(self.args[0])


def _failure(error: BaseException) -> bytes:
    """A call's exception and its traceback as text, pickled; an exception that does not
    survive pickling as a RuntimeError that names it."""
    remote = "\n" + "".join(traceback.format_exception(error))
    try:
        reply = pickle.dumps((False, (error, remote)), pickle.HIGHEST_PROTOCOL)
        pickle.loads(reply)
        return reply
    except Exception:
        named = RuntimeError(f"{type(error).__name__}: {error}")
        return pickle.dumps((False, (named, remote)), pickle.HIGHEST_PROTOCOL)


def _exit_with_parent(parent: int) -> None:
    """Worker start-up: end this worker when the process that started it dies (a parent
    killed with SIGKILL cannot shut its pool down). Linux delivers a signal on the parent's
    death; elsewhere a daemon thread polls the parent id."""
    prctl = _prctl()
    if prctl is not None:
        pr_set_pdeathsig = 1
        prctl(pr_set_pdeathsig, signal.SIGTERM)
    if os.getppid() != parent:  # the parent died before the signal was asked for
        os._exit(1)
    threading.Thread(target=_watch_parent, args=(parent,), daemon=True).start()


@functools.cache
def _prctl() -> Callable[[int, int], int] | None:
    """Linux's prctl, or None. Looked up by the pool before it forks, so that forked workers
    inherit it: importing ctypes took most of a worker's start-up."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes

        prctl: Callable[[int, int], int] = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None
    return prctl


def _watch_parent(parent: int) -> None:
    while True:
        threading.Event().wait(1.0)
        if os.getppid() != parent:
            os._exit(1)


__all__ = ["Engine", "LocalEngine"]
