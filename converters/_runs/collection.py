"""``RolloutCollectionHelper``: the collection entry point a training framework calls when it
dispatches rollouts itself::

    helper = RolloutCollectionHelper(dispatch=post_to_agent)   # async (row) -> result
    completions = helper.run_examples(
        rows, route_failures_to_sidecar=True, record_output_dir="runs/policy",
        record_shard="step_000007-w0",
    )
    for completion in completions:
        row, result = await completion  # the record the shard holds, or the typed failure

For each row, in this order:

1. The row is dispatched with its key in ``_ng_rollout_id``: recording a shard, the shard
   key ``<run_id>-<base>`` (and ``_ng_attempt_index`` after failed attempts); otherwise its
   own rollout id, prefixed with the helper's ``run_id`` when one is given. With
   ``enrich_results`` and a ``capture_dir``, the key's capture file is removed first, so a
   replayed try never reads an earlier try's calls (NeMo Gym clears captures the same way).
2. ``dispatch(row)`` runs the rollout (e.g. a POST to an agent server's ``/run``); its wall
   clock is the rollout's measured latency.
3. The dispatched row's identity keys are copied onto the result.
4. ``enrich_results``: ``converters.enrich`` attaches the captured calls
   (``ng_model_call_capture``, read under the row's capture key), ``ng_trajectory`` and
   ``ng_perf`` -- not for a failed dispatch or a row marked not to persist.
5. A dispatch that raised becomes the typed failure record (RolloutFailureRecord) with
   ``route_failures_to_sidecar``; otherwise that row's awaitable raises the exception.
6. Recording: the result goes into the shard (rollouts, failures sidecar or nowhere), and the
   awaitable yields what the shard holds. When the last try has finished -- succeeded,
   failed, raised or been cancelled -- the shard is closed: with ``record_omitted_rollouts``
   every try without a row gets an omitted row (``interrupted`` if it was dispatched,
   ``not_started`` if not), then the final commit.

``run_examples`` returns one asyncio task per row, in the order of the rows (NeMo Gym's
returns them in completion order; ``asyncio.as_completed`` over these gives that). Cancelling
a task stops its dispatch. It must be called with an event loop running.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

import orjson

from trajspec._identity import base_rollout_id, capture_key, is_rollout_id
from trajspec.converters._projection.capture import capture_paths
from trajspec.converters._projection.enrich import enrich, enrich_row
from trajspec.converters._runs.recorder import RunRecorder
from trajspec.converters._runs.rows import unwritable
from trajspec.converters._runs.tries import (
    DEFAULT_MAX_ATTEMPTS,
    RESUMABLE,
    RowIdentityError,
    describe,
    try_key,
)

Dispatch = Callable[[dict[str, Any]], Awaitable[Mapping[str, Any]]]

#: Keys copied from the dispatched row onto its result (NeMo Gym's collector copies the
#: first ones; the task-id keys make the result's rollout identity the dispatched row's).
IDENTITY_KEYS: Final = (
    "_ng_task_index",
    "_ng_rollout_index",
    "agent_ref",
    "task_source",
    "skills_ref",
    "_ng_attempt_index",
    "_ng_rollout_id",
    "_ng_environment_server",
    "_ng_result_type",
    "task_id",
    "problem_id",
    "instance_id",
    "trajectory_identity",
)
#: Failure classes of a dispatch that produced no result: nothing to enrich.
NO_RESULT_CLASSES: Final = frozenset(
    {"agent_request_failed", "agent_run_error", "environment_server_failed"}
)
#: HTTP statuses that mean the request did not reach a working agent (retry-shaped).
TRANSPORT_STATUSES: Final = frozenset({429, 502, 503, 504})
MAX_FAILURE_TEXT: Final = 2000


class DispatchError(Exception):
    """What a dispatch function may raise to describe a failed rollout exactly.

    Any other exception is classified from what it carries: an HTTP status in an attribute
    ``http_status``, ``status``, ``status_code`` or ``code`` (or ``response.status_code``)."""

    def __init__(
        self,
        message: str,
        *,
        http_status: int | None = None,
        response_body: str | None = None,
        terminal: bool = False,
        failure_class: str | None = None,
    ) -> None:
        super().__init__(message)
        self.http_status = http_status
        self.response_body = response_body
        self.terminal = terminal
        self.failure_class = failure_class


def _status_in(value: object) -> int | None:
    if isinstance(value, int) and not isinstance(value, bool) and 100 <= value <= 599:
        return value
    return None


def http_status_of(error: BaseException) -> int | None:
    """The HTTP status a failed dispatch came back with, when the exception says."""
    for name in ("http_status", "status", "status_code", "code"):
        found = _status_in(getattr(error, name, None))
        if found is not None:
            return found
    response = getattr(error, "response", None)
    for name in ("status_code", "status"):
        found = _status_in(getattr(response, name, None))
        if found is not None:
            return found
    return None


def _clip(text: str) -> str:
    return text if len(text) <= MAX_FAILURE_TEXT else text[:MAX_FAILURE_TEXT] + "…"


def _response_body(error: BaseException) -> str | None:
    for value in (
        getattr(error, "response_body", None),
        getattr(getattr(error, "response", None), "text", None),
    ):
        if isinstance(value, str) and value:
            return _clip(value)
    return None


def with_identity(result: Mapping[str, Any], dispatched: Mapping[str, Any]) -> dict[str, Any]:
    """The result with the dispatched row's identity keys (the dispatched row wins)."""
    out = dict(result)
    for key in IDENTITY_KEYS:
        if key in dispatched:
            out[key] = dispatched[key]
    if "_ng_attempt_index" not in dispatched:
        out.pop("_ng_attempt_index", None)
    return out


def failure_record(dispatched: Mapping[str, Any], error: BaseException) -> dict[str, Any]:
    """The RolloutFailureRecord of a dispatch that raised: the dispatched row's identity keys
    and the failure. Class ``agent_run_error`` when an HTTP status other than 429, 502, 503 or
    504 came back, else ``agent_request_failed`` (a DispatchError may name its own class)."""
    status = http_status_of(error)
    failure_class = (
        "agent_request_failed"
        if status is None or status in TRANSPORT_STATUSES
        else "agent_run_error"
    )
    terminal = False
    if isinstance(error, DispatchError):
        failure_class = error.failure_class or failure_class
        terminal = error.terminal
    record = {key: dispatched[key] for key in IDENTITY_KEYS if key in dispatched}
    record.update(
        {
            "_ng_failure_class": failure_class,
            "_ng_failure_type": type(error).__name__,
            "_ng_failure_message": _clip(str(error)) or type(error).__name__,
            "_ng_failure_http_status": status,
            "_ng_failure_response_body": _response_body(error),
            "_ng_failure_terminal": terminal,
        }
    )
    return record


def _check_writable(result: Mapping[str, Any]) -> None:
    """Raise when a dispatch result cannot be recorded as exact JSON (not JSON at all, a NaN
    or infinity, an integer beyond 64 bits): under route_failures_to_sidecar the row then
    goes to the failures sidecar like any other failed dispatch, never written with null."""
    try:
        orjson.dumps(result)
    except TypeError as error:
        raise TypeError(f"dispatch returned a result that is not plain JSON: {error}") from None
    why = unwritable(result)
    if why is not None:
        raise ValueError(f"dispatch returned a result that cannot be written exactly: {why}")


@dataclass(slots=True)
class _Batch:
    """One call of run_examples."""

    enrich_results: bool
    include_model_call_payloads: bool
    delete_model_call_capture: bool
    route_failures_to_sidecar: bool
    capture_dir: Path | None
    recorder: RunRecorder | None
    remaining: int
    started: set[int] = field(default_factory=set)

    def finish_one(self) -> None:
        """One try is over; the last one closes the shard (final commit)."""
        self.remaining -= 1
        if self.remaining == 0 and self.recorder is not None:
            self.recorder.close()


class RolloutCollectionHelper:
    """Runs rollouts through the caller's ``dispatch`` and records them like an eval run.

    - ``dispatch``: ``async (row) -> result``; receives the row with its key;
    - ``run_id``: prefix of the keys rows are dispatched under (recording: the shard's run id,
      default the shard label; not recording: no prefix unless given);
    - ``resume``: recording resumes the shard (committed rows are kept, settled tries are
      not dispatched again: their awaitable yields what the shard holds);
    - ``max_concurrency``: at most this many dispatches at once (a try still waiting for its
      turn when it is cancelled was never started);
    - ``observability_enabled``: passed to ``enrich`` (off: no capture, no ng_perf);
    - ``max_attempts``, ``commit_every``: passed to the shard's RunRecorder.
    """

    def __init__(
        self,
        dispatch: Dispatch,
        *,
        run_id: str | None = None,
        resume: bool = False,
        max_concurrency: int | None = None,
        observability_enabled: bool = True,
        max_attempts: int = DEFAULT_MAX_ATTEMPTS,
        commit_every: int | None = None,
    ) -> None:
        if not callable(dispatch):
            raise TypeError("dispatch must be an async function (row) -> result")
        if run_id is not None and not is_rollout_id(run_id):
            raise ValueError(f"run_id {run_id!r} must match ^[A-Za-z0-9][A-Za-z0-9._-]*$")
        if max_concurrency is not None and (
            isinstance(max_concurrency, bool)
            or not isinstance(max_concurrency, int)
            or max_concurrency < 1
        ):
            raise ValueError(f"max_concurrency must be an integer >= 1, not {max_concurrency!r}")
        self.dispatch = dispatch
        self.run_id = run_id
        self.resume = resume
        self.max_concurrency = max_concurrency
        self.observability_enabled = observability_enabled
        self.max_attempts = max_attempts
        self.commit_every = commit_every

    def run_examples(
        self,
        rows: Sequence[Mapping[str, Any]],
        *,
        enrich_results: bool = False,
        include_model_call_payloads: bool = True,
        delete_model_call_capture: bool = False,
        route_failures_to_sidecar: bool = False,
        record_output_dir: str | os.PathLike[str] | None = None,
        record_shard: str | None = None,
        record_omitted_rollouts: bool = False,
        capture_dir: str | os.PathLike[str] | None = None,
    ) -> list[asyncio.Task[tuple[dict[str, Any], dict[str, Any]]]]:
        """Start one try per row; returns their tasks in row order, each yielding
        ``(dispatched row, result)`` (see the module docstring). Bad arguments and rows
        without task and rollout indices raise here, before anything is dispatched."""
        loop = asyncio.get_running_loop()  # RuntimeError without a running loop
        recording = record_output_dir is not None or record_shard is not None
        if recording and (record_output_dir is None or record_shard is None):
            raise ValueError("record_output_dir and record_shard go together: give both or neither")
        if record_omitted_rollouts and not recording:
            raise ValueError("record_omitted_rollouts needs record_output_dir and record_shard")
        if delete_model_call_capture and not enrich_results:
            raise ValueError(
                "delete_model_call_capture needs enrich_results=True: a capture file is removed "
                "only once its calls are on the record"
            )
        if delete_model_call_capture and not include_model_call_payloads:
            raise ValueError(
                "delete_model_call_capture needs include_model_call_payloads=True: the capture "
                "file may only be deleted once its calls, payloads included, are on the record"
            )
        seen: dict[tuple[int, int], int] = {}
        for position, row in enumerate(rows):
            if not isinstance(row, Mapping):
                raise TypeError(f"rows[{position}] must be a JSON object, not {type(row).__name__}")
            key = try_key(row, f"rows[{position}]")
            if key in seen:
                raise ValueError(
                    f"rows[{position}] ({describe(row)}) repeats the task and rollout indices of "
                    f"rows[{seen[key]}]; each try is dispatched once per batch"
                )
            seen[key] = position
            base, problems = base_rollout_id(row)
            if base is None:
                raise RowIdentityError(
                    f"rows[{position}] ({describe(row)}): {problems[0].message if problems else 'no rollout id'}"
                )
        recorder = None
        if recording:
            assert record_output_dir is not None and record_shard is not None
            recorder = RunRecorder(
                record_output_dir,
                record_shard,
                run_id=self.run_id,
                resume=self.resume,
                record_omitted_rollouts=record_omitted_rollouts,
                max_attempts=self.max_attempts,
                commit_every=self.commit_every,
            )
            recorder.open()
            for row in rows:
                recorder.expect(row)
        batch = _Batch(
            enrich_results=enrich_results,
            include_model_call_payloads=include_model_call_payloads,
            delete_model_call_capture=delete_model_call_capture,
            route_failures_to_sidecar=route_failures_to_sidecar,
            capture_dir=None if capture_dir is None else Path(capture_dir),
            recorder=recorder,
            remaining=len(rows),
        )
        if not rows and recorder is not None:
            recorder.close()
        semaphore = (
            asyncio.Semaphore(self.max_concurrency) if self.max_concurrency is not None else None
        )
        tasks = []
        for position, row in enumerate(rows):
            task = loop.create_task(self._try(batch, position, dict(row), semaphore))
            task.add_done_callback(self._never_started(batch, position, loop))
            tasks.append(task)
        return tasks

    def _never_started(
        self, batch: _Batch, position: int, loop: asyncio.AbstractEventLoop
    ) -> Callable[[asyncio.Task[Any]], None]:
        """A task cancelled before its coroutine ran never reaches its own bookkeeping; its
        done callback counts it instead (a commit error there can only be reported to the
        event loop's exception handler)."""

        def done(_: asyncio.Task[Any]) -> None:
            if position in batch.started:
                return
            try:
                batch.finish_one()
            except Exception as error:
                loop.call_exception_handler(
                    {"message": "trajspec: the shard's final commit failed", "exception": error}
                )

        return done

    def _key_row(self, row: dict[str, Any]) -> dict[str, Any]:
        """The row as dispatched without a shard: with its own rollout id as its key,
        prefixed with run_id when one is given."""
        base, _ = base_rollout_id(row)
        return {**row, "_ng_rollout_id": base if self.run_id is None else f"{self.run_id}-{base}"}

    async def _try(
        self,
        batch: _Batch,
        position: int,
        row: dict[str, Any],
        semaphore: asyncio.Semaphore | None,
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        batch.started.add(position)
        try:
            return await self._run(batch, row, semaphore)
        finally:
            batch.finish_one()

    async def _run(
        self, batch: _Batch, row: dict[str, Any], semaphore: asyncio.Semaphore | None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        recorder = batch.recorder
        if recorder is not None and recorder.try_state(row) not in RESUMABLE:
            held = recorder.held_row(row)
            assert held is not None  # a settled try holds a row
            return recorder.expect(row), held
        async with semaphore if semaphore is not None else contextlib.nullcontext():
            dispatched = recorder.prepare(row) if recorder is not None else self._key_row(row)
            if batch.enrich_results and batch.capture_dir is not None:
                key, _ = capture_key(dispatched)
                if key is not None:
                    for path in capture_paths(batch.capture_dir, key):
                        path.unlink(missing_ok=True)
            started = time.monotonic()
            latency: float | None = None
            try:
                result = await self.dispatch(dict(dispatched))
                if not isinstance(result, Mapping):
                    raise TypeError(f"dispatch returned {type(result).__name__}, not a JSON object")
                latency = (time.monotonic() - started) * 1000.0
                result = with_identity(result, dispatched)
                _check_writable(result)
            except Exception as error:
                if not batch.route_failures_to_sidecar:
                    raise
                result = failure_record(dispatched, error)
        deletable: tuple[Path, ...] = ()
        if (
            batch.enrich_results
            and result.get("_ng_failure_class") not in NO_RESULT_CLASSES
            and not result.get("_ng_dispatch_drained")
            and not result.get("_ng_no_persist")
        ):
            if recorder is not None and batch.delete_model_call_capture:
                # Recording, the calls are on the record once the shard has committed them:
                # the capture file is removed after that commit, not before.
                done = enrich_row(
                    result,
                    capture_dir=batch.capture_dir,
                    observability_enabled=self.observability_enabled,
                    include_model_call_payloads=batch.include_model_call_payloads,
                    total_latency_ms=latency,
                )
                result, deletable = done.row, done.deletable
            else:
                result = enrich(
                    result,
                    capture_dir=batch.capture_dir,
                    observability_enabled=self.observability_enabled,
                    include_model_call_payloads=batch.include_model_call_payloads,
                    delete_model_call_capture=batch.delete_model_call_capture,
                    total_latency_ms=latency,
                )
        if recorder is not None:
            held = recorder.record(result)
            if held is not None:
                result = held
                recorder.delete_after_commit(deletable)
        return dispatched, dict(result)


__all__ = [
    "IDENTITY_KEYS",
    "DispatchError",
    "RolloutCollectionHelper",
    "failure_record",
    "http_status_of",
    "with_identity",
]
