"""Coverage counters: per agent and criterion, the rows judged by the compiled criteria
(validators/_coverage/criteria.py), kept as counts and at most EXAMPLES example locations,
never rows, and merged in input order."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Final

from trajspec.validators._coverage.criteria import (
    EXAMPLES,
    ROW_STATUSES,
    Criteria,
    RowOutcome,
    load_criteria,
    outcomes,
)

# -- counting ---------------------------------------------------------------------------------


@dataclass(slots=True)
class CriterionTally:
    """The counters behind one agent's verdict on one criterion."""

    fields: int
    by_status: dict[str, int] = field(default_factory=lambda: dict.fromkeys(ROW_STATUSES, 0))
    limited: int = 0
    unexplained: int = 0
    field_full: list[int] = field(default_factory=list)
    field_some: list[int] = field(default_factory=list)
    gaps: dict[str, int] = field(default_factory=dict)
    examples: list[tuple[str, int]] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.field_full:
            self.field_full = [0] * self.fields
            self.field_some = [0] * self.fields

    @property
    def applicable(self) -> int:
        return self.by_status["full"] + self.by_status["partial"] + self.by_status["none"]

    def verdict(self) -> str:
        full, applicable = self.by_status["full"], self.applicable
        if applicable and full == applicable:
            return "full"
        if full or self.by_status["partial"]:
            return "partial"
        return "unavailable"

    def add(
        self,
        outcome: RowOutcome,
        codes: frozenset[str],
        explained_by: tuple[str, ...],
        where: tuple[str, int] | None,
        rows: int = 1,
    ) -> None:
        """Count ``rows`` rows of this outcome and gap codes; ``where`` (a row's location)
        becomes an example while there are fewer than EXAMPLES and the row is not full."""
        status = outcome.status
        self.by_status[status] += rows
        if status == "not_applicable":
            return
        self.field_full = [
            t + rows * f for t, f in zip(self.field_full, outcome.fields_full, strict=True)
        ]
        self.field_some = [
            t + rows * f for t, f in zip(self.field_some, outcome.fields_some, strict=True)
        ]
        if status == "full":
            return
        if status == "partial":
            self.limited += rows * outcome.limited
        explained = False
        for code in explained_by:
            if code in codes:
                self.gaps[code] = self.gaps.get(code, 0) + rows
                explained = True
        self.unexplained += rows * (not explained)
        if where is not None and len(self.examples) < EXAMPLES:
            self.examples.append(where)

    def merge(self, other: CriterionTally) -> None:
        """Add the counts of rows that come after this tally's rows."""
        for status, count in other.by_status.items():
            self.by_status[status] += count
        self.limited += other.limited
        self.unexplained += other.unexplained
        for index in range(self.fields):
            self.field_full[index] += other.field_full[index]
            self.field_some[index] += other.field_some[index]
        for code, n in other.gaps.items():
            self.gaps[code] = self.gaps.get(code, 0) + n
        self.examples.extend(other.examples[: EXAMPLES - len(self.examples)])


@dataclass(slots=True)
class AgentTally:
    rows: int = 0
    criteria: list[CriterionTally] = field(default_factory=list)


def agent_name(row: dict[str, Any]) -> str | None:
    """The row's agent_ref.name, or None when the row names no agent (no agent_ref, or a
    name that is not a non-empty string)."""
    ref = row.get("agent_ref")
    name = ref.get("name") if type(ref) is dict else None
    return name if type(name) is str and name else None


#: Signatures a CoverageTally holds before it counts them (rows of a run repeat a few).
_MAX_PENDING: Final = 4096


class CoverageTally:
    """Counters per agent and criterion; rows are added one at a time, tallies of later
    rows merged in order, so the result does not depend on how the rows were split.

    A row is judged by the criteria's compiled judge and counted under its signature
    (agent, the state of each check, gap codes): rows of a run repeat few signatures, so the
    per-criterion counting is done once per signature when the counters are read (agents,
    merge, to_json), not once per row and criterion. Examples are taken as rows come, in
    their order."""

    __slots__ = ("_agents", "_pending", "criteria")

    def __init__(
        self, criteria: Criteria, agents: dict[str | None, AgentTally] | None = None
    ) -> None:
        self.criteria = criteria
        self._agents: dict[str | None, AgentTally] = {} if agents is None else agents
        #: signature -> [rows, the AgentTally, indices of the criteria that still take
        #: this signature's rows as examples]; counted into the agents by _settle.
        self._pending: dict[tuple[Any, ...], list[Any]] = {}

    @property
    def agents(self) -> dict[str | None, AgentTally]:
        """The counters per agent (every row added so far counted)."""
        self._settle()
        return self._agents

    def _agent(self, name: str | None) -> AgentTally:
        tally = self._agents.get(name)
        if tally is None:
            tally = AgentTally(
                criteria=[CriterionTally(len(c.fields)) for c in self.criteria.criteria]
            )
            self._agents[name] = tally
        return tally

    def add_row(self, row: dict[str, Any], where: tuple[str, int] | None = None) -> tuple[str, ...]:
        """Count one row (``where``: its file and line, kept as an example of a criterion it
        does not fully meet); returns its status on each criterion, in criteria order."""
        judge = self.criteria.judge
        if judge is None:  # pragma: no cover - compile_criteria always makes one
            raise ValueError("criteria without a judge: make them with compile_criteria")
        codes, states = judge(row)
        signature = (agent_name(row), states, codes)
        entry = self._pending.get(signature)
        if entry is None:
            if len(self._pending) >= _MAX_PENDING:  # memory stays flat whatever the rows
                self._settle()
            entry = self._pending[signature] = self._new_signature(signature)
        entry[0] += 1
        if where is not None and entry[2]:
            counters, still = entry[1].criteria, False
            for index in entry[2]:
                examples = counters[index].examples
                if len(examples) < EXAMPLES:
                    examples.append(where)
                    still = still or len(examples) < EXAMPLES
            if not still:  # each of those criteria has its examples
                entry[2] = ()
        statuses: tuple[str, ...] = entry[3]
        return statuses

    def _new_signature(self, signature: tuple[Any, ...]) -> list[Any]:
        name, states, codes = signature
        found = outcomes(self.criteria, (codes, states))
        needy = tuple(
            index for index, outcome in enumerate(found) if outcome.status in ("partial", "none")
        )
        return [0, self._agent(name), needy, tuple(outcome.status for outcome in found)]

    def _settle(self) -> None:
        """Count the rows of every pending signature into its agent's counters."""
        for (_, states, codes), (rows, tally, _, _) in self._pending.items():
            tally.rows += rows
            found = outcomes(self.criteria, (codes, states))
            for criterion, counter, outcome in zip(
                self.criteria.criteria, tally.criteria, found, strict=True
            ):
                counter.add(outcome, codes, criterion.explained_by, None, rows)
        self._pending.clear()

    def merge(self, other: CoverageTally) -> None:
        for name, theirs in other.agents.items():
            mine = self._agent(name)
            mine.rows += theirs.rows
            for a, b in zip(mine.criteria, theirs.criteria, strict=True):
                a.merge(b)

    def to_json(self) -> list[dict[str, Any]]:
        """The ``agents`` member of a CoverageReport: agents by name, the unnamed group last."""
        names: list[str | None] = [*sorted(n for n in self.agents if n is not None)]
        if None in self.agents:
            names.append(None)
        return [self._agent_json(name) for name in names]

    def _agent_json(self, name: str | None) -> dict[str, Any]:
        tally = self.agents[name]
        out: dict[str, Any] = {}
        for criterion, counter in zip(self.criteria.criteria, tally.criteria, strict=True):
            out[criterion.id] = {
                "verdict": counter.verdict(),
                "rows": {
                    "applicable": counter.applicable,
                    **counter.by_status,
                    "limited": counter.limited,
                },
                "fields": {
                    fld.name: {"full": counter.field_full[i], "some": counter.field_some[i]}
                    for i, fld in enumerate(criterion.fields)
                },
                "gaps": {
                    code: counter.gaps[code]
                    for code in criterion.explained_by
                    if code in counter.gaps
                },
                "unexplained": counter.unexplained,
                "examples": [{"file": f, "line": line} for f, line in counter.examples],
            }
        return {"agent": name, "rows": tally.rows, "criteria": out}


def measure_rows(
    rows: Iterable[dict[str, Any]], criteria: Criteria | None = None, *, label: str = "-"
) -> list[dict[str, Any]]:
    """The per-agent coverage (the ``agents`` member of a CoverageReport) of some rows; example
    rows are named ``label`` and their 1-based position."""
    tally = CoverageTally(criteria or load_criteria())
    for line, row in enumerate(rows, 1):
        tally.add_row(row, (label, line))
    return tally.to_json()


__all__ = [
    "AgentTally",
    "CoverageTally",
    "CriterionTally",
    "agent_name",
    "measure_rows",
]
