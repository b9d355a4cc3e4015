"""``enrich``: attach what collection records to a rollout row.

For one row (a plain JSON object), in this order:

1. **Capture** (observability on): the calls of the row's capture key are read from
   ``capture_dir`` into ``ng_model_call_capture``; without a capture directory a capture
   attachment the row already carries is used again (its calls re-joined and re-projected).
   Payloads are left out when ``include_model_call_payloads`` is False or when the agent
   reported ``multimodal_history_redacted``.
2. **Join** (observability on, a capture and a bundle present): a valid
   ``ng_agent_observations`` bundle is joined with the captured calls; an invalid one is left
   as it was and the capture gets ``agent_observation_join_failed``.
3. **Projection** into ``ng_trajectory`` (whenever the row has a capture, a bundle or a
   producer trajectory). On success the capture calls lose their payloads (they live once,
   in ng_trajectory); on failure ``ng_trajectory`` is removed, the payloads stay and
   ``trajectory_projection_failed`` is recorded (in the capture, else the bundle, else a
   minimal trajectory).
4. **ng_perf** (observability on, a trajectory with at least one invocation).

The input row is never modified: the result is a new row. Values the enrichment does not
change are shared with the input, as with ``dict(row)``; treat both as immutable JSON.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from trajspec._identity import capture_key, rollout_identity
from trajspec._jsonvalues import JsonObject, carrier_members
from trajspec.converters._projection.capture import (
    capture_attachment,
    capture_paths,
    read_capture_file,
    strip_payloads,
)
from trajspec.converters._projection.gaps import (
    JOIN_FAILED,
    MULTIMODAL_REDACTED,
    PROJECTION_FAILED,
    dedup_gaps,
    gap,
    has_gap,
)
from trajspec.converters._projection.ownership import join
from trajspec.converters._projection.perf import build_ng_perf
from trajspec.converters._projection.trajectory import (
    BUNDLE_SCHEMA,
    UNCHECKED,
    Projection,
    first_error,
    minimal_trajectory,
    project_trajectory,
)
from trajspec.converters._projection.values import is_number

#: Capture gaps that describe a previous enrichment's attach and join steps; they are
#: recomputed when a row's own capture attachment is enriched again.
_ATTACH_GAPS = frozenset({PROJECTION_FAILED, JOIN_FAILED})


@dataclass(slots=True)
class Enriched:
    """An enriched row, and the capture files that may be deleted now that its calls (with
    payloads) are on the record: empty unless every line of the capture was read and the
    payloads were attached."""

    row: JsonObject
    #: the text of each deletable file's path (``CaptureRead.names``)
    deletable_names: tuple[str, ...]

    @property
    def deletable(self) -> tuple[Path, ...]:
        """The capture files that may be deleted, as Paths (made when asked)."""
        return tuple(Path(name) for name in self.deletable_names)


def _check_options(
    include_model_call_payloads: bool,
    delete_model_call_capture: bool,
    total_latency_ms: float | None,
) -> None:
    if delete_model_call_capture and not include_model_call_payloads:
        raise ValueError(
            "delete_model_call_capture=True needs include_model_call_payloads=True: the capture "
            "file may only be deleted once its calls, payloads included, are on the record"
        )
    if total_latency_ms is not None and not (is_number(total_latency_ms) and total_latency_ms >= 0):
        raise ValueError(f"total_latency_ms must be a number >= 0, not {total_latency_ms!r}")


def _reused_capture(capture: Mapping[str, Any], payloads: bool) -> JsonObject:
    """A row's own capture attachment, ready to be joined and projected again."""
    out = dict(capture)
    calls = capture.get("calls")
    if isinstance(calls, list) and not payloads:
        out["calls"] = strip_payloads(calls)
    gaps = capture.get("gaps")
    if isinstance(gaps, list):
        # A code of another type (a list, an object) is no attachment gap: kept, never hashed.
        kept = [
            g
            for g in gaps
            if not (
                isinstance(g, dict) and isinstance(g.get("code"), str) and g["code"] in _ATTACH_GAPS
            )
        ]
        if kept:
            out["gaps"] = kept
        else:
            del out["gaps"]
    return out


def _with_gap(container: Mapping[str, Any], item: JsonObject) -> JsonObject:
    out = dict(container)
    gaps = container.get("gaps")
    out["gaps"] = dedup_gaps([*(gaps if isinstance(gaps, list) else []), item])
    return out


def enrich_row(
    row: Mapping[str, Any],
    *,
    capture_dir: str | os.PathLike[str] | None = None,
    observability_enabled: bool = True,
    include_model_call_payloads: bool = True,
    total_latency_ms: float | None = None,
) -> Enriched:
    """Enrich a row without deleting anything; see :func:`enrich`."""
    return _enrich_row(
        row,
        capture_dir=capture_dir,
        observability_enabled=observability_enabled,
        include_model_call_payloads=include_model_call_payloads,
        total_latency_ms=total_latency_ms,
        bundle_clean=bundle_is_clean(row),
    )


def _enrich_row(
    row: Mapping[str, Any],
    *,
    capture_dir: str | os.PathLike[str] | None,
    observability_enabled: bool,
    include_model_call_payloads: bool,
    total_latency_ms: float | None,
    bundle_clean: bool,
) -> Enriched:
    """``enrich_row``; ``bundle_clean`` is ``bundle_is_clean(row)``, which the batch asks
    first (its answer also says the row is in range): a clean bundle's validation is then its
    semantic rules only."""
    _check_options(include_model_call_payloads, False, total_latency_ms)
    out: JsonObject = dict(row)
    redacted = has_gap(row.get("ng_trajectory"), MULTIMODAL_REDACTED) or has_gap(
        row.get("ng_agent_observations"), MULTIMODAL_REDACTED
    )
    payloads = include_model_call_payloads and not redacted
    deletable: tuple[str, ...] = ()
    trusted_calls = False

    if observability_enabled:
        key, _ = capture_key(row)
        existing = row.get("ng_model_call_capture")
        if capture_dir is not None and key is not None:
            read = read_capture_file(capture_dir, key, include_payloads=payloads)
            out["ng_model_call_capture"] = capture_attachment(key, read.calls, read.gaps)
            trusted_calls = True
            if read.complete and payloads:
                deletable = read.names
        elif isinstance(existing, dict):
            out["ng_model_call_capture"] = _reused_capture(existing, payloads)

    capture = out.get("ng_model_call_capture")
    bundle = out.get("ng_agent_observations")
    bundle_error: str | None = UNCHECKED
    if observability_enabled and isinstance(capture, dict) and bundle is not None:
        calls = capture.get("calls")
        error = first_error(bundle, BUNDLE_SCHEMA, clean=bundle_clean)
        joined = None
        if error is None and isinstance(bundle, dict) and isinstance(calls, list):
            try:
                result = join(bundle, [c for c in calls if isinstance(c, dict)])
            except Exception:  # a bug must not lose the row: the bundle stays as sent
                result = None
            if result is not None:
                joined = result.bundle
        if joined is not None:
            out["ng_agent_observations"] = joined
            # A valid bundle joined with calls this module read stays valid.
            bundle_error = None if trusted_calls else UNCHECKED
        else:
            out["ng_model_call_capture"] = _with_gap(capture, gap(JOIN_FAILED))
            bundle_error = error

    if any(
        key in out for key in ("ng_model_call_capture", "ng_agent_observations", "ng_trajectory")
    ):
        try:
            projection = project_trajectory(out, bundle_error=bundle_error)
        except Exception as error:  # never raise for row data: record the failure instead
            identity = rollout_identity(out)
            known = identity.task_id is not None and identity.rollout_id is not None
            projection = Projection(None, type(error).__name__, identity if known else None)
        if projection.trajectory is not None:
            out["ng_trajectory"] = projection.trajectory
            capture = out.get("ng_model_call_capture")
            if isinstance(capture, dict) and isinstance(capture.get("calls"), list):
                out["ng_model_call_capture"] = {
                    **capture,
                    "calls": strip_payloads(capture["calls"]),
                }
        else:
            out.pop("ng_trajectory", None)
            failed = gap(PROJECTION_FAILED, detail=projection.failure)
            capture = out.get("ng_model_call_capture")
            bundle = out.get("ng_agent_observations")
            if isinstance(capture, dict):
                out["ng_model_call_capture"] = _with_gap(capture, failed)
            elif isinstance(bundle, dict):
                out["ng_agent_observations"] = _with_gap(bundle, failed)
            elif projection.identity is not None:
                out["ng_trajectory"] = minimal_trajectory(projection.identity, [failed])

    out.pop("ng_perf", None)
    if observability_enabled:
        try:
            perf = build_ng_perf(
                out.get("ng_trajectory"),
                total_latency_ms=total_latency_ms,
                checked=True,
            )
        except Exception:  # no figures rather than no row
            perf = None
        if perf is not None:
            out["ng_perf"] = perf
    return Enriched(out, deletable)


@functools.cache
def _row_check() -> Callable[..., bool] | None:
    """``range_and_member_clean``, or None when its answer says nothing of the bundle's range:
    a row in range has its bundle in range only when the range rule walks into the bundle (the
    rule goes by member name: trajspec/_jsonvalues.py carrier_members)."""
    if "ng_agent_observations" not in carrier_members("evidence"):
        return None
    from trajspec.validators import range_and_member_clean  # late, once (see first_error)

    return range_and_member_clean


def bundle_is_clean(row: Mapping[str, Any]) -> bool:
    """True when ``row`` holds no integer out of range (``first_out_of_range`` is None) and
    its ng_agent_observations, where it has one, is valid against the bundle schema with no
    integer out of range: one jsonschema-rs pass over the row for both. False only means
    "ask each question"."""
    check = _row_check()
    return check is not None and check(row, "ng_agent_observations", BUNDLE_SCHEMA)


def delete_capture(paths: tuple[Path, ...]) -> None:
    """Remove capture files (already gone is fine)."""
    for path in paths:
        path.unlink(missing_ok=True)


def enrich(
    row: Mapping[str, Any],
    *,
    capture_dir: str | os.PathLike[str] | None = None,
    observability_enabled: bool = True,
    include_model_call_payloads: bool = True,
    delete_model_call_capture: bool = False,
    total_latency_ms: float | None = None,
) -> JsonObject:
    """A new row with its rollout identity, ``ng_model_call_capture``, ``ng_trajectory`` and
    ``ng_perf`` (see the module docstring).

    - ``capture_dir``: the capture directory to read the row's calls from; None uses the
      capture attachment the row already carries, if any.
    - ``observability_enabled``: False captures and joins nothing and writes no ng_perf; a
      producer trajectory or bundle is still projected.
    - ``include_model_call_payloads``: False leaves request/response bodies out.
    - ``delete_model_call_capture``: remove the rollout's capture file (and its incomplete
      marker) once its calls, payloads included, are on the record; it is kept when some
      line could not be read or the payloads were not attached. Needs
      ``include_model_call_payloads=True`` (ValueError otherwise).
    - ``total_latency_ms``: the measured wall-clock latency of the rollout, for ng_perf.

    Never raises for bad row data (problems become gaps); raises ValueError for bad options.
    """
    _check_options(include_model_call_payloads, delete_model_call_capture, total_latency_ms)
    done = enrich_row(
        row,
        capture_dir=capture_dir,
        observability_enabled=observability_enabled,
        include_model_call_payloads=include_model_call_payloads,
        total_latency_ms=total_latency_ms,
    )
    if delete_model_call_capture:
        delete_capture(done.deletable)
    return done.row


__all__ = ["Enriched", "capture_paths", "delete_capture", "enrich", "enrich_row"]
