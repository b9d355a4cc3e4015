"""Model-call references: the one rule that says which call a reference names.

A reference (``ModelCallRef``) with a non-empty ``model_call_id`` names the calls with that id
whose ``model_ref`` and ``response_id`` agree with the reference wherever the reference gives
them; a reference without one names the calls with the exact pair (``model_ref``,
``response_id``). A reference resolves when exactly one call is named. Timestamps and list
order never decide. The join (converters), ng_perf, the semantic rules and the health checks
all resolve references here, so they never disagree.

Empty strings count as absent; a ``model_ref`` that is not a ``{type, name}`` pair of strings
counts as absent too (the structural pass reports it).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

#: A reference or a call as (model_call_id, (model_ref type, name), response_id).
RefKey = tuple[str | None, tuple[str, str] | None, str | None]


def key_of(call_id: object, server: object, response_id: object) -> RefKey:
    """The key of the three identifiers a reference, a capture record or a trajectory call
    carries: each id a non-empty string or None, the server a ModelServerRef as the pair
    (type, name) or None. The one reading of them: every key is made here, one call each."""
    if not (isinstance(call_id, str) and call_id):
        call_id = None
    if not (isinstance(response_id, str) and response_id):
        response_id = None
    if isinstance(server, dict):
        kind, name = server.get("type"), server.get("name")
        server = (kind, name) if isinstance(kind, str) and isinstance(name, str) else None
    else:
        server = None
    return (call_id, server, response_id)


def model_ref_key(value: object) -> tuple[str, str] | None:
    """A ModelServerRef as a comparable pair (type, name); None when it is not one."""
    return key_of(None, value, None)[1]


def ref_key(ref: Mapping[str, Any]) -> RefKey:
    """A reference (or a capture record, which carries the same three members) as a key."""
    return key_of(ref.get("model_call_id"), ref.get("model_ref"), ref.get("response_id"))


def has_key(key: RefKey) -> bool:
    """Whether a reference's key can be joined to a call: a model_call_id, or a model_ref
    with a response_id (rule model_call_ref.join_key)."""
    return key[0] is not None or (key[1] is not None and key[2] is not None)


def trajectory_call_key(call: object) -> RefKey:
    """The identifiers of a trajectory model call (``response_metadata`` holds two of them)."""
    if not isinstance(call, dict):
        return (None, None, None)
    metadata = call.get("response_metadata")
    if not isinstance(metadata, dict):
        return key_of(call.get("model_call_id"), None, None)
    return key_of(call.get("model_call_id"), metadata.get("model_ref"), metadata.get("response_id"))


class CallIndex:
    """Calls indexed for resolving references; ``keys[i]`` is the key of call ``i``."""

    __slots__ = ("_by_id", "_by_response", "_narrowed", "keys")

    def __init__(self, keys: Sequence[RefKey]) -> None:
        self.keys = list(keys)
        self._by_id: dict[str, list[int]] = {}
        self._by_response: dict[tuple[tuple[str, str], str], list[int]] = {}
        # For ids that several calls share: the calls by the (model_ref, response_id) filter,
        # built once, so that many references to one shared id stay linear.
        self._narrowed: dict[str, dict[tuple[Any, Any], list[int]]] = {}
        for position, (call_id, model_ref, response_id) in enumerate(self.keys):
            if call_id is not None:
                self._by_id.setdefault(call_id, []).append(position)
            if model_ref is not None and response_id is not None:
                self._by_response.setdefault((model_ref, response_id), []).append(position)

    def candidates_for(self, key: RefKey) -> list[int]:
        """Positions of the calls a reference key names (exactly one = it resolves)."""
        call_id, model_ref, response_id = key
        if call_id is None:
            if model_ref is None or response_id is None:
                return []
            return list(self._by_response.get((model_ref, response_id), ()))
        found = self._by_id.get(call_id, [])
        if not found or (model_ref is None and response_id is None):
            return list(found)
        if len(found) == 1:
            _, own_ref, own_response = self.keys[found[0]]
            if model_ref is not None and own_ref != model_ref:
                return []
            if response_id is not None and own_response != response_id:
                return []
            return list(found)
        narrowed = self._narrowed.get(call_id)
        if narrowed is None:
            narrowed = self._narrowed[call_id] = {}
            for position in found:
                _, own_ref, own_response = self.keys[position]
                for pair in {(own_ref, own_response), (own_ref, None), (None, own_response)}:
                    narrowed.setdefault(pair, []).append(position)
        return list(narrowed.get((model_ref, response_id), ()))

    def candidates(self, ref: object) -> list[int]:
        """Positions of the calls a reference object names; none for a non-object."""
        return self.candidates_for(ref_key(ref)) if isinstance(ref, dict) else []

    def match(self, ref: object) -> int | None:
        """The position of the one call a reference names, else None."""
        found = self.candidates(ref)
        return found[0] if len(found) == 1 else None

    @classmethod
    def of_trajectory(cls, calls: object) -> CallIndex:
        """The index of ``ng_trajectory.model_calls`` (a non-list holds no calls)."""
        return cls([trajectory_call_key(c) for c in calls] if isinstance(calls, list) else [])


#: A reference that may own a call: the member of the trajectory that holds its holder
#: (``invocations`` or ``turns``), the holder's index there, the reference's index in the
#: holder's ``model_calls``, the id of the invocation it speaks for, and its key.
OwningRef = tuple[str, int, int, Any, RefKey]


def owning_refs(
    trajectory: Mapping[str, Any], members: tuple[str, ...] = ("invocations", "turns")
) -> list[OwningRef]:
    """The references that own a trajectory's model calls: those of the holders in each of
    ``members`` in turn (the invocations', then the turns': a turn's calls are its
    invocation's), each list in order."""
    refs: list[OwningRef] = []
    add = refs.append
    for member in members:
        holders = trajectory.get(member)
        if type(holders) is not list:
            continue
        # loops rather than a generator per holder: this runs for every trajectory a
        # command reads, and most hold a few references
        for index, holder in enumerate(holders):
            listed = holder.get("model_calls") if type(holder) is dict else None
            if type(listed) is not list or not listed:
                continue
            owner = holder.get("invocation_id")
            for position, ref in enumerate(listed):
                if type(ref) is dict:
                    add((member, index, position, owner, ref_key(ref)))
    return refs


def ownership(index: CallIndex, refs: Iterable[OwningRef]) -> tuple[dict[int, Any], list[int]]:
    """Which invocation owns each model call: a reference that names exactly one call makes
    that call its invocation's, unless an earlier reference did already. Returns the owners
    (call position -> invocation id) and the positions in ``refs`` of the references that do
    not name exactly one call."""
    owners: dict[int, Any] = {}
    failed: list[int] = []
    candidates = index.candidates_for
    for position, (_, _, _, owner, key) in enumerate(refs):
        found = candidates(key)
        if len(found) == 1:
            owners.setdefault(found[0], owner)
        else:
            failed.append(position)
    return owners, failed


def owned_model_calls(trajectory: Mapping[str, Any]) -> dict[int, Any]:
    """The model calls ng_perf summarises (list position -> invocation id): :func:`ownership`
    over the invocations' references alone. A turn's reference owns no call here, as in
    NeMo Gym 0.7.0's ng_perf; the evidence rules' usage rule reads the turns' too."""
    index = CallIndex.of_trajectory(trajectory.get("model_calls"))
    return ownership(index, owning_refs(trajectory, ("invocations",)))[0]


__all__ = [
    "CallIndex",
    "OwningRef",
    "RefKey",
    "has_key",
    "key_of",
    "model_ref_key",
    "owned_model_calls",
    "ownership",
    "owning_refs",
    "ref_key",
    "trajectory_call_key",
]
