"""Every try of a run in the HTML report: the failed attempts and omitted rows of the failure
sidecars (``*_failures.jsonl``), each listed with its reason, its attempt number and the row
that replaced it.

A try is a pair (task index, rollout index) of a shard (``trajspec.converters._runs.tries``);
a sidecar ``S_failures.jsonl`` belongs to the shard file ``S.jsonl`` beside it. A failure row
is a failed attempt unless its class is ``omitted`` (interrupted or never started: not an
attempt). Its attempt number is its ``_ng_attempt_index`` (as NeMo Gym stamps a resumed
try), else the number of failed attempts of its try before it in the sidecar; shown 1-based.
The row that replaced it is the listed rollout row of the same shard and try.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from trajspec._jsonl import Source, line_chunks
from trajspec._jsonvalues import json_count
from trajspec._strictjson import iter_jsonl
from trajspec.converters._runs.tries import OMITTED, failure_class

JsonObject = dict[str, Any]

#: Members of a failure row that say why it failed, as the page shows them.
REASON_MEMBERS = (
    ("class", "_ng_failure_class"),
    ("type", "_ng_failure_type"),
    ("message", "_ng_failure_message"),
    ("http_status", "_ng_failure_http_status"),
    ("terminal", "_ng_failure_terminal"),
)


def shard_of(label: str) -> str:
    """The shard file a sidecar's rows belong to: ``S_failures.jsonl`` -> ``S.jsonl``."""
    stem = label.removesuffix(".jsonl")
    return stem.removesuffix("_failures") + ".jsonl" if stem.endswith("_failures") else label


def try_of(row: Mapping[str, Any]) -> list[int] | None:
    """The (task index, rollout index) of a row, or None when it does not carry both."""
    task, rollout = json_count(row.get("_ng_task_index")), json_count(row.get("_ng_rollout_index"))
    return None if task is None or rollout is None else [task, rollout]


def _text(value: object, limit: int = 600) -> object:
    if isinstance(value, str):
        return value if len(value) <= limit else value[:limit] + "…"
    return value if isinstance(value, int | bool) or value is None else str(value)[:limit]


@dataclass(slots=True)
class TryCounts:
    """The overview's counts of the sidecars' rows."""

    failed: int = 0
    omitted: int = 0
    unreadable: int = 0
    replaced: int = 0
    seen: dict[tuple[str, int, int], int] = field(default_factory=dict)

    def to_json(self) -> JsonObject:
        return {
            "failed": self.failed,
            "omitted": self.omitted,
            "unreadable": self.unreadable,
            "replaced": self.replaced,
        }


def failure_items(source: Source, counts: TryCounts) -> Iterator[JsonObject]:
    """The item of each line of a failure sidecar, in order (OSError passes through)."""
    label = source.label
    shard = shard_of(label)
    stream = source.open()
    try:
        for lines, first in line_chunks(stream):
            for record in iter_jsonl(lines, require_object=True, first_line=first):
                if record.problems:
                    counts.unreadable += 1
                    yield {
                        "line": record.line,
                        "kind": "unreadable",
                        "error": record.problems[0].code,
                    }
                    continue
                row = record.value
                assert isinstance(row, dict)  # the reader requires an object
                yield _failure_item(row, record.line, shard, counts)
    finally:
        source.close_stream(stream)


def _failure_item(row: JsonObject, line: int, shard: str, counts: TryCounts) -> JsonObject:
    omitted = failure_class(row) == OMITTED
    key = try_of(row)
    earlier = 0
    if key is not None:
        place = (shard, key[0], key[1])
        earlier = counts.seen.get(place, 0)
        if not omitted:
            counts.seen[place] = earlier + 1
    stamped = json_count(row.get("_ng_attempt_index"))
    if omitted:
        counts.omitted += 1
    else:
        counts.failed += 1
    agent = row.get("agent_ref")
    agent = agent.get("name") if isinstance(agent, dict) else None
    rollout = row.get("_ng_rollout_id")
    task = row.get("task_id")
    return {
        "line": line,
        "kind": "omitted" if omitted else "failed",
        "rollout_id": rollout if isinstance(rollout, str) else None,
        "task_id": None if task is None else str(task),
        "agent": agent if isinstance(agent, str) else None,
        "try": key,
        "shard": shard,
        # an omitted row is no attempt: the number is the attempt a resume would dispatch
        "attempt": (stamped if stamped is not None else earlier) + 1,
        "reason": {name: _text(row[member]) for name, member in REASON_MEMBERS if member in row},
        "replaced_by": None,
    }


def join_replacements(rollouts: list[JsonObject], counts: TryCounts) -> None:
    """Name, on each listed failure item, the listed rollout row that completed its try (the
    row of the same shard and try), and count the failed attempts so replaced."""
    completed: dict[tuple[str, int, int], str] = {}
    for item in rollouts:
        key = item.get("try")
        if item["kind"] in ("row", "document") and key is not None:
            completed.setdefault((item["file"], key[0], key[1]), item["key"])
    for item in rollouts:
        key = item.get("try")
        if item["kind"] in ("failed", "omitted") and key is not None:
            item["replaced_by"] = completed.get((item["shard"], key[0], key[1]))
            counts.replaced += item["kind"] == "failed" and item["replaced_by"] is not None


__all__ = ["TryCounts", "failure_items", "join_replacements", "shard_of", "try_of"]
