"""The conformance runner: feed cases to an implementation over the JSON Lines protocol,
judge its answers, and count agreements per category.

The protocol (docs/conformance-runner.md says it for implementers): the implementation reads
one request per line on standard input until end of input and writes one answer per request,
one per line, on standard output, in any order.

  request                 {"id": "atif/1.7/rules.json#3", "operation": "validate",
                           "schema": "atif/1.7/trajectory", "document": <any JSON>}
  model answer            {"id": ..., "decoded": true, "document": <the model encoded back>}
                          {"id": ..., "decoded": false, "error": "<why it did not decode>"}
  validator answer        {"id": ..., "valid": <bool>, "codes": ["schema.required", ...]}

A model harness is sent the valid documents and the invalid ones whose every expected
finding is type-expressible (cases.TYPE_EXPRESSIBLE); a validator harness is sent every case,
and ``codes`` (optional) is compared as a multiset when the vector fixes its findings.
"""

from __future__ import annotations

import json
import subprocess
import tempfile
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from trajspec._tools.conformance.cases import Case
from trajspec._tools.conformance.compare import first_difference

Kind = Literal["model", "validator"]
KINDS: tuple[Kind, ...] = ("model", "validator")


class ImplementationError(Exception):
    """The implementation could not be started (no such program, not executable)."""


class ExceptionsError(Exception):
    """The exceptions file cannot be used; the message says why."""


@dataclass(frozen=True)
class Implementation:
    """A program that answers the protocol."""

    name: str
    command: tuple[str, ...]
    kind: Kind
    cwd: Path | None = None


@dataclass(frozen=True)
class Outcome:
    """The judgment of one case."""

    case: str
    category: str
    agreed: bool
    detail: str = ""
    exception: str | None = None  # the reason the exceptions file gives for a disagreement


@dataclass
class Report:
    """What one implementation answered, judged."""

    implementation: str
    kind: Kind
    outcomes: list[Outcome] = field(default_factory=list)
    protocol_errors: list[str] = field(default_factory=list)
    unused_exceptions: list[str] = field(default_factory=list)
    exit_status: int = 0
    stderr_tail: str = ""

    @property
    def disagreements(self) -> list[Outcome]:
        """The disagreements no exception covers."""
        return [o for o in self.outcomes if not o.agreed and o.exception is None]

    @property
    def passed(self) -> bool:
        return not self.disagreements and not self.protocol_errors

    def table(self) -> dict[str, dict[str, int]]:
        """category -> cases judged, agreed, excepted and disagreed."""
        rows: dict[str, Counter[str]] = {}
        for outcome in self.outcomes:
            row = rows.setdefault(outcome.category, Counter())
            row["cases"] += 1
            if outcome.agreed:
                row["agreed"] += 1
            elif outcome.exception is not None:
                row["excepted"] += 1
            else:
                row["disagreed"] += 1
        columns = ("cases", "agreed", "excepted", "disagreed")
        return {
            category: {column: rows[category][column] for column in columns}
            for category in sorted(rows, key=_category_order)
        }

    def as_json(self) -> dict[str, Any]:
        return {
            "implementation": self.implementation,
            "kind": self.kind,
            "passed": self.passed,
            "table": self.table(),
            "disagreements": [
                {"case": o.case, "category": o.category, "detail": o.detail}
                for o in self.disagreements
            ],
            "excepted": [
                {"case": o.case, "category": o.category, "detail": o.detail, "reason": o.exception}
                for o in self.outcomes
                if not o.agreed and o.exception is not None
            ],
            "protocol_errors": self.protocol_errors,
            "unused_exceptions": self.unused_exceptions,
            "exit_status": self.exit_status,
        }


_ORDER: tuple[str, ...] = ("valid", "schema.type", "schema.required")
_ORDER += ("schema.additionalProperties", "schema.enum", "schema.const", "several", "other")
_ORDER += ("no model",)


def _category_order(category: str) -> tuple[int, str]:
    return (_ORDER.index(category) if category in _ORDER else len(_ORDER), category)


def load_exceptions(path: Path) -> dict[tuple[str | None, str], str]:
    """(implementation or None for every one, case id) -> reason, from an exceptions file:
    ``{"exceptions": [{"case": "<file>#<index>", "implementation": "go", "reason": "..."}]}``
    (``implementation`` optional)."""
    try:
        data = json.loads(path.read_bytes())
    except OSError as error:
        raise ExceptionsError(f"{path}: cannot read ({error.strerror or error})") from None
    except ValueError as error:
        raise ExceptionsError(f"{path}: not JSON ({error})") from None
    entries = data.get("exceptions") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        raise ExceptionsError(f'{path}: expected an object with an "exceptions" array')
    out: dict[tuple[str | None, str], str] = {}
    for index, entry in enumerate(entries):
        where = f"{path}: exceptions[{index}]"
        if not isinstance(entry, dict) or set(entry) - {"case", "implementation", "reason"}:
            raise ExceptionsError(f"{where}: expected members case, reason and implementation")
        case, reason = entry.get("case"), entry.get("reason")
        implementation = entry.get("implementation")
        if not isinstance(case, str) or "#" not in case:
            raise ExceptionsError(f'{where}: case must be a case id "<file>#<index>"')
        if not isinstance(reason, str) or not reason.strip():
            raise ExceptionsError(f"{where}: every exception needs its reason")
        if implementation is not None and not isinstance(implementation, str):
            raise ExceptionsError(f"{where}: implementation must be a string")
        out[(implementation, case)] = reason
    return out


def cases_for(kind: Kind, cases: Sequence[Case]) -> list[Case]:
    """The cases an implementation of ``kind`` is judged on."""
    if kind == "validator":
        return list(cases)
    return [c for c in cases if (c.valid and c.modelled) or c.type_expressible]


def run(
    implementation: Implementation,
    cases: Sequence[Case],
    exceptions: Mapping[tuple[str | None, str], str] | None = None,
    *,
    timeout: float = 600.0,
) -> Report:
    """Run ``implementation`` over the cases of its kind and judge every answer."""
    chosen = cases_for(implementation.kind, cases)
    report = Report(implementation.name, implementation.kind)
    answers = _exchange(implementation, chosen, report, timeout)
    known = exceptions or {}
    used: set[tuple[str | None, str]] = set()
    for case in chosen:
        agreed, detail = _judge(implementation.kind, case, answers.get(case.id))
        reason = None
        if not agreed:
            for key in ((implementation.name, case.id), (None, case.id)):
                if key in known:
                    reason = known[key]
                    used.add(key)
                    break
        report.outcomes.append(Outcome(case.id, case.category, agreed, detail, reason))
    report.unused_exceptions = sorted(
        case
        for (name, case) in known
        if (name, case) not in used and name in (None, implementation.name)
    )
    return report


def _exchange(
    implementation: Implementation, cases: Sequence[Case], report: Report, timeout: float
) -> dict[str, dict[str, Any]]:
    with tempfile.TemporaryFile() as requests:
        for case in cases:
            line = {
                "id": case.id,
                "operation": case.operation,
                "schema": case.schema,
                "document": case.document,
            }
            requests.write(json.dumps(line, ensure_ascii=False).encode() + b"\n")
        requests.seek(0)
        try:
            result = subprocess.run(
                implementation.command,
                stdin=requests,
                capture_output=True,
                cwd=implementation.cwd,
                timeout=timeout,
                check=False,
            )
        except subprocess.TimeoutExpired:
            report.protocol_errors.append(f"no end of answers within {timeout:g} seconds")
            return {}
        except OSError as error:
            raise ImplementationError(
                f"cannot run {implementation.command[0]}: {error.strerror or error}"
            ) from None
    report.exit_status = result.returncode
    report.stderr_tail = result.stderr.decode("utf-8", "replace")[-2000:]
    if result.returncode != 0:
        report.protocol_errors.append(
            f"the implementation exited with status {result.returncode}"
            + (f": {report.stderr_tail.strip().splitlines()[-1]}" if report.stderr_tail else "")
        )
    wanted = {case.id for case in cases}
    answers: dict[str, dict[str, Any]] = {}
    for number, raw in enumerate(result.stdout.splitlines(), 1):
        if not raw.strip():
            continue
        try:
            answer = json.loads(raw)
        except ValueError:
            report.protocol_errors.append(f"answer line {number} is not JSON")
            continue
        ident = answer.get("id") if isinstance(answer, dict) else None
        if ident not in wanted:
            report.protocol_errors.append(f"answer line {number} names no request: {ident!r}")
        elif ident in answers:
            report.protocol_errors.append(f"answer line {number} answers {ident} again")
        else:
            answers[ident] = answer
    return answers


def _judge(kind: Kind, case: Case, answer: dict[str, Any] | None) -> tuple[bool, str]:
    if answer is None:
        return False, "no answer"
    if kind == "validator":
        return _judge_verdict(case, answer)
    decoded = answer.get("decoded")
    if not isinstance(decoded, bool):
        return False, 'the answer has no boolean "decoded"'
    if not case.valid:
        if decoded:
            return False, f"decoded a document the schema rejects ({', '.join(case.codes or ())})"
        return True, ""
    if not decoded:
        return False, f"did not decode: {answer.get('error', 'no reason given')}"
    if "document" not in answer:
        return False, 'decoded, but the answer has no "document"'
    difference = first_difference(case.document, answer["document"])
    if difference is not None:
        return False, f"the round trip changed the document: {difference}"
    return True, ""


def _judge_verdict(case: Case, answer: dict[str, Any]) -> tuple[bool, str]:
    valid = answer.get("valid")
    if not isinstance(valid, bool):
        return False, 'the answer has no boolean "valid"'
    if valid != case.valid:
        return False, f"said {'valid' if valid else 'invalid'}, the vector says the opposite"
    codes = answer.get("codes")
    if case.codes is None or codes is None:
        return True, ""
    if not isinstance(codes, list) or not all(isinstance(c, str) for c in codes):
        return False, '"codes" is not a list of strings'
    if Counter(codes) != Counter(case.codes):
        want, got = Counter(case.codes), Counter(codes)
        missing = sorted((want - got).elements())
        extra = sorted((got - want).elements())
        return False, f"codes differ: missing {missing}, extra {extra}"
    return True, ""


__all__ = [
    "KINDS",
    "ExceptionsError",
    "Implementation",
    "ImplementationError",
    "Kind",
    "Outcome",
    "Report",
    "cases_for",
    "load_exceptions",
    "run",
]
