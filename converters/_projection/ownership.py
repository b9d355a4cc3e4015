"""The join of observation references to captured model calls.

Ownership is decided by identifiers only, never by timestamps or list order:

1. **Session auto-attach.** A captured call whose ``client_session_id`` equals an
   invocation's ``invocation_id`` gets a reference appended to that invocation, unless one of
   its references already denotes the call.
2. **Stale join gaps are dropped** (the join's own earlier output), so that running the join
   on its own output changes nothing.
3. **Matching.** A reference with a ``model_call_id`` matches the captured calls with that id
   whose ``model_ref`` and ``response_id`` agree with the reference wherever the reference
   gives them; a reference without one matches by the exact pair (``model_ref``,
   ``response_id``). Exactly one candidate is a match.
4. **Invocation references** (bundle order, list order): no candidate is
   ``model_call_reference_unmatched``, several are ``..._ambiguous``; a call an earlier
   invocation owns is ``..._conflict``; otherwise the invocation owns the call and the
   reference is replaced by the call's canonical reference.
5. **Compaction references** (``model_calls``, ``before_model_call``,
   ``after_model_call``) follow the same matching; they never own a call. Their details carry
   the field name as a prefix (``model_calls:<id>``).
6. **Unowned calls** become ``model_call_ownership_unavailable`` with detail
   ``capture:<id>:call_index=<n>``.
7. Gaps are de-duplicated on (code, invocation_id, detail), first occurrence kept.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from trajspec._jsonvalues import JsonObject
from trajspec._model_calls import CallIndex, RefKey, ref_key
from trajspec.converters._projection.gaps import (
    OWNERSHIP_UNAVAILABLE,
    REF_AMBIGUOUS,
    REF_CONFLICT,
    REF_UNMATCHED,
    dedup_gaps,
    gap,
)
from trajspec.converters._projection.values import is_int

_JOIN_CODES = frozenset({REF_UNMATCHED, REF_AMBIGUOUS, REF_CONFLICT})


def capture_call_key(call: Mapping[str, Any]) -> RefKey:
    """The identifiers of a capture record (ModelCallRecord)."""
    return ref_key(call)


def canonical_ref(call: Mapping[str, Any]) -> JsonObject:
    """The reference that names a capture record exactly, with only known members."""
    return _canonical(call, ref_key(call))


def _canonical(call: Mapping[str, Any], key: RefKey) -> JsonObject:
    """``canonical_ref(call)`` from the call's key (``ref_key(call)``, already known)."""
    out: JsonObject = {}
    call_id, model_ref, response_id = key
    if call_id is not None:
        out["model_call_id"] = call_id
    if model_ref is not None:
        out["model_ref"] = call["model_ref"]
    if response_id is not None:
        out["response_id"] = response_id
    return out


def _ref_label(ref: object) -> str | None:
    if not isinstance(ref, dict):
        return None
    call_id, _, response_id = ref_key(ref)
    return call_id or response_id


def _call_label(call: Mapping[str, Any]) -> str | None:
    call_id, _, response_id = ref_key(call)
    return call_id or response_id


def _denoted(known: set[RefKey], call: RefKey) -> bool:
    """Whether a reference key in ``known`` already names the call of key ``call``: its id
    alone or with its model_ref or its response_id or both, or (no id given) the exact pair
    (model_ref, response_id) of a call that has both."""
    call_id, model_ref, response_id = call
    return (
        call in known
        or (call_id, None, None) in known
        or (call_id, model_ref, None) in known
        or (call_id, None, response_id) in known
        or (
            model_ref is not None
            and response_id is not None
            and (None, model_ref, response_id) in known
        )
    )


def is_stale_join_gap(item: object) -> bool:
    """A gap the join itself writes, dropped before the join runs again."""
    if not isinstance(item, dict):
        return False
    code = item.get("code")
    if code in _JOIN_CODES:
        return True
    if code != OWNERSHIP_UNAVAILABLE:
        return False
    detail = item.get("detail")
    if not isinstance(detail, str):
        return False
    if item.get("invocation_id") is None:
        return detail.startswith("capture:")
    return detail.startswith("model_calls:")


@dataclass(slots=True)
class JoinResult:
    """The joined bundle and who owns each captured call (position -> invocation id)."""

    bundle: JsonObject
    owners: dict[int, str]


def _prefixed(prefix: str, label: str | None) -> str:
    return f"{prefix}:{label}" if label is not None else f"{prefix}:"


def join(bundle: Mapping[str, Any], calls: Sequence[Mapping[str, Any]]) -> JoinResult:
    """Join a *valid* observation bundle with captured calls (see the module docstring).

    Returns a new bundle; ``bundle`` and ``calls`` are not modified.
    """
    index = CallIndex([ref_key(c) for c in calls])  # capture_call_key without its call
    records: list[Any] = list(bundle.get("records") or [])
    invocation_at = {
        r["invocation_id"]: i
        for i, r in reversed(list(enumerate(records)))
        if isinstance(r, dict) and r.get("kind") == "agent_invocation"
    }

    # A. session auto-attach
    appended: dict[int, list[JsonObject]] = {}
    known: dict[int, set[RefKey]] = {}
    for position, call in enumerate(calls):
        session = call.get("client_session_id")
        key = index.keys[position]
        if not isinstance(session, str) or key[0] is None or session not in invocation_at:
            continue
        at = invocation_at[session]
        if at not in known:
            known[at] = {
                ref_key(ref)
                for ref in records[at].get("model_calls") or ()
                if isinstance(ref, dict)
            }
        if not _denoted(known[at], key):
            appended.setdefault(at, []).append(_canonical(call, key))
            known[at].add(key)  # the key of the reference just made is the call's own
    for at, extra in appended.items():
        attached = dict(records[at])
        attached["model_calls"] = list(attached.get("model_calls") or []) + extra
        records[at] = attached

    new_gaps: list[JsonObject] = []
    owners: dict[int, str] = {}

    # D. invocation references claim calls (and the compaction records are noted for E, so
    # that the records are walked once)
    compactions: list[int] = []
    for at, record in enumerate(records):
        if not isinstance(record, dict):
            continue
        kind = record.get("kind")
        if kind != "agent_invocation":
            if kind == "context_compaction":
                compactions.append(at)
            continue
        invocation_id = record["invocation_id"]
        refs = record.get("model_calls")
        if not refs:
            continue
        changed = list(refs)
        for i, ref in enumerate(refs):
            found = index.candidates(ref)
            if not found:
                new_gaps.append(gap(REF_UNMATCHED, invocation_id, _ref_label(ref)))
            elif len(found) > 1:
                new_gaps.append(gap(REF_AMBIGUOUS, invocation_id, _ref_label(ref)))
            else:
                position = found[0]
                owner = owners.get(position)
                if owner is not None and owner != invocation_id:
                    new_gaps.append(gap(REF_CONFLICT, invocation_id, _call_label(calls[position])))
                else:
                    owners[position] = invocation_id
                    changed[i] = _canonical(calls[position], index.keys[position])
        if changed != refs:
            records[at] = {**record, "model_calls": changed}

    # E. compaction references never own a call (D leaves these records as they were)
    for at in compactions:
        record = records[at]
        invocation_id = record["invocation_id"]
        updated = dict(record)
        refs = record.get("model_calls")
        if refs:
            changed = list(refs)
            for i, ref in enumerate(refs):
                found = index.candidates(ref)
                if not found:
                    new_gaps.append(
                        gap(REF_UNMATCHED, invocation_id, _prefixed("model_calls", _ref_label(ref)))
                    )
                elif len(found) > 1:
                    new_gaps.append(
                        gap(REF_AMBIGUOUS, invocation_id, _prefixed("model_calls", _ref_label(ref)))
                    )
                else:
                    position = found[0]
                    owner = owners.get(position)
                    label = _prefixed("model_calls", _call_label(calls[position]))
                    if owner == invocation_id:
                        changed[i] = _canonical(calls[position], index.keys[position])
                    elif owner is not None:
                        new_gaps.append(gap(REF_CONFLICT, invocation_id, label))
                    else:
                        new_gaps.append(gap(OWNERSHIP_UNAVAILABLE, invocation_id, label))
            updated["model_calls"] = changed
        for field in ("before_model_call", "after_model_call"):
            ref = record.get(field)
            if ref is None:
                continue
            found = index.candidates(ref)
            if not found:
                new_gaps.append(
                    gap(REF_UNMATCHED, invocation_id, _prefixed(field, _ref_label(ref)))
                )
            elif len(found) > 1:
                new_gaps.append(
                    gap(REF_AMBIGUOUS, invocation_id, _prefixed(field, _ref_label(ref)))
                )
            else:
                position = found[0]
                owner = owners.get(position)
                if owner is not None and owner != invocation_id:
                    label = _prefixed(field, _call_label(calls[position]))
                    new_gaps.append(gap(REF_CONFLICT, invocation_id, label))
                else:
                    updated[field] = _canonical(calls[position], index.keys[position])
        if updated != record:
            records[at] = updated

    # F. calls nobody owns
    for position, call in enumerate(calls):
        if position in owners:
            continue
        call_index = call.get("call_index")
        number = call_index if is_int(call_index) else position
        label = _call_label(call) or "unknown"
        new_gaps.append(gap(OWNERSHIP_UNAVAILABLE, None, f"capture:{label}:call_index={number}"))

    # B + G. stale join gaps out, fresh ones in, no repeats
    old_gaps = bundle.get("gaps")
    kept = [g for g in (old_gaps if isinstance(old_gaps, list) else []) if not is_stale_join_gap(g)]
    gaps = dedup_gaps(kept + new_gaps)

    out: JsonObject = dict(bundle)
    if "records" in bundle or records:
        out["records"] = records
    if "gaps" in bundle or gaps:
        out["gaps"] = gaps
    return JoinResult(out, owners)


def join_model_calls(bundle: Mapping[str, Any], calls: Sequence[Mapping[str, Any]]) -> JsonObject:
    """The observation bundle joined with captured calls (a new object; see ``join``)."""
    return join(bundle, calls).bundle


__all__ = [
    "CallIndex",
    "JoinResult",
    "canonical_ref",
    "capture_call_key",
    "is_stale_join_gap",
    "join",
    "join_model_calls",
    "ref_key",
]
