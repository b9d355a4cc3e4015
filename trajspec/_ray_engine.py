"""``RayEngine``: the map step of a batch (``trajspec._jsonl.Engine``) as Ray tasks.

Each call of ``engine.map(function, calls)`` runs as one Ray task of the top-level
``function`` (retried up to ``max_retries`` times when its worker process or node dies), and
the results come back in the order of the calls. At most ``window`` tasks are in flight
ahead of the results taken (by default twice the cluster's CPUs, at most ``MAX_WINDOW``), so
the driver holds a bounded number of chunks and results whatever the input size, as
``LocalEngine`` does.

``ray`` is imported only here, when an engine is made: the rest of the package (and
``trajspec --help``) never loads it. Without it installed, ``RayEngine()`` raises
``RayUnavailableError``.
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

R = TypeVar("R")

#: The most tasks one map keeps in flight, whatever the cluster's size.
MAX_WINDOW = 64
#: Retries of a task whose worker died (an exception the function raises is not retried).
MAX_RETRIES = 3

INSTALL_HINT = "pip install 'trajspec[ray]'"


class RayUnavailableError(RuntimeError):
    """Ray is not installed, or no cluster could be reached or started."""


class RayEngine:
    """A Ray cluster: ``address`` None connects to the one ``RAY_ADDRESS`` names, else starts
    a local one (stopped by ``close``); ``"auto"`` connects to the cluster running on this
    machine; any other address connects there. ``num_cpus`` sizes a local cluster only.
    ``timeout`` bounds the wait for each result, in seconds (None: no bound)."""

    #: Calls run in other processes: a chunk of a file goes as its position, and the task
    #: reads its lines from the shared path (``trajspec._jsonl.chunks``); the driver never
    #: puts chunk bytes into the object store.
    separate = True

    def __init__(
        self,
        address: str | None = None,
        *,
        window: int | None = None,
        max_retries: int = MAX_RETRIES,
        timeout: float | None = 3600.0,
        num_cpus: int | None = None,
    ) -> None:
        try:
            import ray  # type: ignore[import-not-found, unused-ignore]
        except ImportError:
            raise RayUnavailableError(
                f"the Ray engine needs Ray, which is not installed; install it with: {INSTALL_HINT}"
            ) from None
        if window is not None and window < 1:
            raise ValueError("window must be at least 1")
        self._ray = ray
        self.max_retries = max_retries
        self.timeout = timeout
        self._remote: Any = None
        self._started = False
        # No usage report leaves this machine (Ray reads this when a cluster starts).
        os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
        if address is None:
            address = os.environ.get("RAY_ADDRESS") or None
        if not ray.is_initialized():
            try:
                if address is None:
                    ray.init(
                        num_cpus=num_cpus,
                        # The loopback: finding this machine's address would ask the network.
                        _node_ip_address="127.0.0.1",
                        include_dashboard=False,
                        log_to_driver=False,
                        configure_logging=False,
                    )
                    self._started = True
                else:
                    ray.init(
                        address=address,
                        log_to_driver=False,
                        configure_logging=False,
                        **_loopback(address),
                    )
            except (ConnectionError, RuntimeError, ValueError) as error:
                where = "a local cluster" if address is None else f"the cluster at {address}"
                raise RayUnavailableError(f"cannot start or reach {where}: {error}") from None
        # Ray 2.60 leaves cluster_resources untyped: asked through Any, so mypy --strict passes
        # with Ray installed and without it.
        cluster: Any = ray
        cpus = int(cluster.cluster_resources().get("CPU", 1))
        self.window = window or max(2, min(2 * cpus, MAX_WINDOW))

    def map(self, function: Callable[..., R], calls: Iterable[tuple[Any, ...]]) -> Iterator[R]:
        if self._remote is None:
            self._remote = self._ray.remote(max_retries=self.max_retries, num_cpus=1)(_apply)
        return self._map(self._remote, function, calls)

    def _map(
        self, remote: Any, function: Callable[..., R], calls: Iterable[tuple[Any, ...]]
    ) -> Iterator[R]:
        ray = self._ray
        pending: deque[Any] = deque()
        try:
            for args in calls:
                pending.append(remote.remote(function, *args))
                # Backpressure: no more submitted than the window ahead of the results taken.
                while len(pending) >= self.window:
                    yield self._take(pending)
            while pending:
                yield self._take(pending)
        finally:
            for ref in pending:  # a map left early: its remaining tasks are not wanted
                ray.cancel(ref)

    def _take(self, pending: deque[Any]) -> Any:
        ray = self._ray
        ref = pending.popleft()
        try:
            return ray.get(ref, timeout=self.timeout)
        except ray.exceptions.GetTimeoutError:
            pending.appendleft(ref)  # cancelled with the rest
            raise TimeoutError(f"a task took more than {self.timeout} s") from None

    def close(self) -> None:
        """Disconnect; a cluster this engine started stops."""
        if self._ray.is_initialized():
            self._ray.shutdown()

    def __enter__(self) -> RayEngine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _loopback(address: str) -> dict[str, Any]:
    """A cluster on the loopback is joined from the loopback: otherwise Ray looks up this
    machine's network address, which a loopback cluster does not listen on."""
    host = address.removeprefix("ray://").rsplit(":", 1)[0]
    return {"_node_ip_address": "127.0.0.1"} if host in ("127.0.0.1", "localhost") else {}


def _apply(function: Callable[..., R], *args: Any) -> R:
    """The one Ray task: ``function`` (a top-level function, sent by reference) applied to a
    call's arguments."""
    return function(*args)


__all__ = ["INSTALL_HINT", "MAX_RETRIES", "MAX_WINDOW", "RayEngine", "RayUnavailableError"]
