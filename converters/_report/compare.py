"""Two runs side by side: what the HTML report's comparison shows, made from the data that
``build_report`` made of each run.

Rollouts are paired by their try (task index, rollout index), else by their rollout id; a
rollout of one run without a partner is listed as present in that run only. Per task: the
mean reward and the verdict counts of both runs and their change; a task regressed when its
mean reward fell or a rollout's health verdict got worse (healthy -> unobserved ->
unhealthy), and regressions come first, the largest fall first. The check, validation and
coverage tables carry both runs' numbers and their difference (B minus A). Nothing is judged
here: every number is one of the two reports'.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

JsonObject = dict[str, Any]

#: How good a health verdict is, to say whether a pair got better or worse.
VERDICT_RANK = {"healthy": 2, "unobserved": 1, "unhealthy": 0}
#: The kinds of listed items that are rollouts (not tries, not unreadable lines).
ROLLOUT_KINDS = ("row", "document", "atif")


def identity(item: JsonObject) -> str | None:
    """What pairs a rollout with its partner in the other run: its try, else its id."""
    key = item.get("try")
    if key is not None:
        return f"task {key[0]}, rollout {key[1]}"
    rollout = item.get("rollout_id")
    return None if rollout is None else f"id {rollout}"


def _task(item: JsonObject) -> str:
    key = item.get("try")
    if key is not None:
        return str(key[0]) if item.get("task_id") is None else f"{key[0]} ({item['task_id']})"
    return "(no task)" if item.get("task_id") is None else str(item["task_id"])


def _mean(values: Iterable[float]) -> float | None:
    found = list(values)
    return sum(found) / len(found) if found else None


def _change(a: JsonObject | None, b: JsonObject | None) -> str:
    """regressed, improved, same or only (a pair of which one side is missing)."""
    if a is None or b is None:
        return "only"
    worse = better = False
    if a.get("reward") is not None and b.get("reward") is not None:
        worse, better = b["reward"] < a["reward"], b["reward"] > a["reward"]
    rank_a, rank_b = (
        VERDICT_RANK.get(a.get("verdict") or ""),
        VERDICT_RANK.get(b.get("verdict") or ""),
    )
    if rank_a is not None and rank_b is not None:
        worse, better = worse or rank_b < rank_a, better or rank_b > rank_a
    return "regressed" if worse else "improved" if better else "same"


def _side(item: JsonObject | None) -> JsonObject | None:
    if item is None:
        return None
    return {
        "key": item["key"],
        "reward": item.get("reward"),
        "verdict": item.get("verdict"),
        "checks": item.get("checks", []),
        "codes": item.get("codes", []),
        "tools": item.get("tools"),
        "turns": item.get("turns"),
    }


def _table(a: dict[str, int], b: dict[str, int]) -> list[JsonObject]:
    return [
        {
            "name": name,
            "a": a.get(name, 0),
            "b": b.get(name, 0),
            "diff": b.get(name, 0) - a.get(name, 0),
        }
        for name in sorted(set(a) | set(b))
    ]


def _flagged(data: JsonObject) -> dict[str, int]:
    health = data.get("health")
    if not health:
        return {}
    return {
        check: entry["flagged"] for check, entry in health["run"]["artifacts"]["coverage"].items()
    }


def _coverage(data: JsonObject) -> dict[tuple[str, str], tuple[int, int]]:
    coverage = data.get("coverage")
    if not coverage:
        return {}
    out = {}
    for agent in coverage["agents"]:
        name = "(no agent_ref.name)" if agent["agent"] is None else agent["agent"]
        for criterion, entry in agent["criteria"].items():
            out[(name, criterion)] = (entry["rows"]["full"], entry["rows"]["applicable"])
    return out


def compare_reports(a: JsonObject, b: JsonObject) -> JsonObject:
    """The comparison of run A's report data with run B's (``build_report``'s)."""
    sides: list[dict[str, JsonObject]] = []
    for data in (a, b):
        found: dict[str, JsonObject] = {}
        for item in data["rollouts"]:
            name = identity(item) if item["kind"] in ROLLOUT_KINDS else None
            if name is not None:
                found.setdefault(name, item)
        sides.append(found)
    pairs: list[JsonObject] = []
    for name in sorted(set(sides[0]) | set(sides[1])):
        left, right = sides[0].get(name), sides[1].get(name)
        pairs.append(
            {
                "identity": name,
                "task": _task(left or right or {}),
                "a": _side(left),
                "b": _side(right),
                "change": _change(left, right),
            }
        )
    tasks: dict[str, JsonObject] = {}
    for pair in pairs:
        task = tasks.setdefault(pair["task"], {"task": pair["task"], "regressed": 0, "improved": 0})
        for side in ("a", "b"):
            entry = task.setdefault(side, {"rollouts": 0, "rewards": [], "verdicts": {}})
            if pair[side] is None:
                continue
            entry["rollouts"] += 1
            if isinstance(pair[side]["reward"], int | float):
                entry["rewards"].append(pair[side]["reward"])
            verdict = pair[side]["verdict"] or "none"
            entry["verdicts"][verdict] = entry["verdicts"].get(verdict, 0) + 1
        task["regressed"] += pair["change"] == "regressed"
        task["improved"] += pair["change"] == "improved"
    for task in tasks.values():
        for side in ("a", "b"):
            task[side]["mean_reward"] = _mean(task[side].pop("rewards"))
        ra, rb = task["a"]["mean_reward"], task["b"]["mean_reward"]
        task["reward_diff"] = None if ra is None or rb is None else rb - ra
    order = {"regressed": 0, "improved": 1, "only": 2, "same": 3}
    pairs.sort(key=lambda p: (order[p["change"]], _fall(p), p["identity"]))
    ranked = sorted(
        tasks.values(),
        key=lambda t: (
            not (t["regressed"] or (t["reward_diff"] or 0) < 0),
            t["reward_diff"] if t["reward_diff"] is not None else 0,
            -t["regressed"],
            t["task"],
        ),
    )
    coverage_a, coverage_b = _coverage(a), _coverage(b)
    return {
        "runs": [a["title"], b["title"]],
        "pairs": pairs,
        "tasks": ranked,
        "only_a": [p["identity"] for p in pairs if p["b"] is None],
        "only_b": [p["identity"] for p in pairs if p["a"] is None],
        "verdicts": _table(
            (a.get("health") or {}).get("run", {}).get("verdicts", {}),
            (b.get("health") or {}).get("run", {}).get("verdicts", {}),
        ),
        "checks": _table(_flagged(a), _flagged(b)),
        "codes": _table(a["validation"]["by_code"], b["validation"]["by_code"]),
        "tries": _table(a["tries"], b["tries"]),
        "coverage": [
            {
                "agent": agent,
                "criterion": criterion,
                "a": coverage_a.get((agent, criterion)),
                "b": coverage_b.get((agent, criterion)),
            }
            for agent, criterion in sorted(set(coverage_a) | set(coverage_b))
        ],
    }


def _fall(pair: JsonObject) -> float:
    """How far a pair's reward fell (the largest fall first among regressions)."""
    a, b = pair["a"], pair["b"]
    if a is None or b is None or a["reward"] is None or b["reward"] is None:
        return 0.0
    return float(b["reward"] - a["reward"])


__all__ = ["compare_reports", "identity"]
