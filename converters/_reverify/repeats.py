"""Phase 2 of a reverify batch after the rebuild: each entry's record spooled to a file
(``_Records``) and the batch checks that need every entry (``_repeats``): the same key, path,
file content or trajectory_id twice, only the records whose hashes repeat read back."""

from __future__ import annotations

import hashlib
import pickle
from array import array
from collections import Counter
from collections.abc import Iterable, Iterator
from typing import IO, Any

from trajspec._findings import Finding
from trajspec._outputs import display
from trajspec._positions import placed
from trajspec._rules import finding
from trajspec.converters._reverify.entry import Rebuilt, manifest_finding
from trajspec.converters._reverify.manifest import (
    ManifestEntry,
    TrajectoryRefused,
    read_trajectory,
)
from trajspec.converters._reverify.plan import _Plan


class _Records:
    """Phase 2's records, one per entry in manifest order, in the spool file (pickled, with
    their payloads): memory keeps 8 bytes per entry for where each starts and 16 for the
    hashes of the values the batch checks compare (``sha256``, ``trajectory_id``). Holding
    the records themselves was about 0.7 KiB per entry (tests/converters/
    test_reverify_memory.py bounds what is left)."""

    def __init__(self, spool: IO[bytes]) -> None:
        self._spool = spool
        self._starts = array("q")
        self.sha256 = array("q")
        self.trajectory_id = array("q")

    def __len__(self) -> int:
        return len(self._starts)

    def append(self, item: Rebuilt) -> None:
        self._starts.append(self._spool.tell())
        # dump and load on the file: a large payload is written and read as itself, never
        # copied into the bytes of a whole record
        pickle.dump(item, self._spool, pickle.HIGHEST_PROTOCOL)
        # the chunk it came in holds it until the chunk's last entry is spooled: 2.3 MiB
        # more at peak of the 100 MB benchmark of bench/bench_memory.py, had it stayed
        item.payload = None
        self.sha256.append(_hashed(item.sha256))
        self.trajectory_id.append(_hashed(item.trajectory_id))

    def __getitem__(self, i: int) -> Rebuilt:
        """Record ``i`` read back (the spool is written to its end before any is read)."""
        self._spool.seek(self._starts[i])
        item: Rebuilt = pickle.load(self._spool)
        return item


def _hashed(value: str | None) -> int:
    """0 for no value, else the value's hash (never 0): equal values hash equal, so only
    entries whose hashes repeat can share a value, and only those are read back."""
    if value is None:
        return 0
    return hash(value) or 1


def _repeats(plan: _Plan, records: _Records, manifest: str) -> dict[int, list[Finding]]:
    """The batch checks: a key, file, content or trajectory_id used by two entries. The
    findings of each entry involved, by position (few: only repeats have any)."""
    entries = plan.entries
    extra: dict[int, list[Finding]] = {}

    def candidates(hashes: array[int]) -> list[int]:
        """The positions whose hash (0: no value) another entry has too, in order."""
        if len(set(hashes)) == len(hashes):
            return []  # no hash repeats (the usual batch): no value does
        counts = Counter(hashes)
        return [i for i, h in enumerate(hashes) if h and counts[h] > 1]

    def shared(pairs: Iterable[tuple[int, Any]]) -> Iterator[tuple[Any, int, str]]:
        """(value, i, "line(s) N, M") for every entry i whose value (None: none) other
        entries have too, those entries' manifest lines last; ``pairs`` are (i, value) in
        order, and hold every entry whose value may repeat."""
        groups: dict[Any, list[int]] = {}
        for i, value in pairs:
            if value is not None:
                groups.setdefault(value, []).append(i)
        for value, members in groups.items():
            if len(members) < 2:
                continue
            for i in members:
                others = [str(entries[j].line) for j in members if j != i]
                yield value, i, f"line{'s' * (len(others) > 1)} {', '.join(others)}"

    def every(values: list[Any]) -> Iterable[tuple[int, Any]]:
        """(i, value) of every entry, or none when no value repeats."""
        present = len(values) - values.count(None)
        if len(set(values)) - (present < len(values)) == present:
            return ()  # no value repeats (the usual batch): nothing to group
        return enumerate(values)

    def flag(kind: str, pairs: Iterable[tuple[int, Any]], path: tuple[str, ...], what: str) -> None:
        for _, i, lines in shared(pairs):
            extra.setdefault(i, []).extend(
                manifest_finding(
                    finding(
                        kind,
                        path,
                        f"{what} is also used by manifest {lines}; none of these entries can "
                        "be trusted over the others",
                    ),
                    manifest,
                    entries[i],
                )
            )

    flag(
        "reverify.manifest_duplicate_key",
        every([entry.key for entry in entries]),
        (),
        "this (_ng_task_index, _ng_rollout_index)",
    )
    flag(
        "reverify.manifest_duplicate_path",
        every([entry.real for entry in entries]),
        ("trajectory_path",),
        "this trajectory file",
    )
    flag(
        "reverify.manifest_duplicate_content",
        [(i, records[i].sha256) for i in candidates(records.sha256)],
        ("trajectory_path",),
        "a file with these exact bytes",
    )
    read_back = {i: records[i] for i in candidates(records.trajectory_id)}
    pairs = [(i, item.trajectory_id) for i, item in read_back.items()]
    for trajectory_id, i, lines in shared(pairs):
        found = finding(
            "reverify.manifest_duplicate_trajectory",
            ("trajectory_id",),
            f"trajectory_id {trajectory_id!r} is also the id of the document of manifest {lines}",
        ).located(file=display(entries[i].real))
        extra.setdefault(i, []).append(_in_document(found, entries[i], read_back[i].sha256))
    return extra


def _in_document(found: Finding, entry: ManifestEntry, sha256: str | None) -> Finding:
    """A finding of the batch about an entry's document, placed in its text: the file is read
    again (through the one guarded reader), and only if it still has the bytes that were
    checked, so a position never points into other text."""
    try:
        data = read_trajectory(entry)
    except TrajectoryRefused:
        return found
    if hashlib.sha256(data).hexdigest() != sha256:
        return found
    return placed([found], data, 1)[0]
