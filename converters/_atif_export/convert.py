"""Strict ATIF v1.7 export of one rollout row: ``export_atif(row, session_id=, agent_version=)``.

The export converts the supported ng_trajectory 1.0 subset and rejects everything it would
have to drop or guess. A rejection lists every independent reason that can be told without
guessing, each a finding with a stable ``export.*`` code (spec/rules/atif_export.json) and a
JSON Pointer into the row. The phases, in order:

1. plain JSON (Python API only: the strict reader guarantees it for files); when the row is
   not plain JSON nothing else is checked;
2. preflight, on any row: the indices, the agent identity, ng_trajectory's root (gaps, ids,
   one completed root invocation, the rollout identity), every conversation item on its own,
   and training metadata in turn copies (the items in one walk of the trajectory on the rule
   engine, trajspec/_rule_engine.py: preflight.ITEMS);
3. structure: ng_trajectory against evidence/1.0/trajectory_record (schema and the evidence
   rules of severity error); with a structural error the later phases do not run;
4. the conversation walk (steps), unless there is not exactly one invocation or its
   conversation holds an unsupported item;
5. the turn join (one turn and one model call per agent step).

Only a row with no finding at all is mapped (converters/_atif_export/mapping.py).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, Final

import orjson

from trajspec import __version__
from trajspec._findings import Finding
from trajspec._jsonvalues import INT64_MAX
from trajspec._rules import finding
from trajspec.converters._atif_export.mapping import build_document
from trajspec.converters._atif_export.preflight import ITEMS, Arguments
from trajspec.converters._atif_export.row import agent_label, check_indices, check_trajectory_root
from trajspec.converters._atif_export.turns import join
from trajspec.converters._atif_export.values import is_blank, is_plain_json, non_json_values
from trajspec.converters._atif_export.walk import walk
from trajspec.validators import validate_against

TRAJECTORY_SCHEMA: Final = "evidence/1.0/trajectory_record"


@dataclass(slots=True)
class ExportResult:
    """The outcome of exporting one row: the ATIF document, or the findings that reject it.

    ``agent_name`` (the agent the row names) and the indices are filled in whenever they could
    be read, also for a rejected row: a batch needs them for its own checks."""

    document: dict[str, Any] | None
    findings: tuple[Finding, ...] = field(default=())
    agent_name: str | None = None
    task_index: int | None = None
    rollout_index: int | None = None

    @property
    def ok(self) -> bool:
        """True when the row was exported."""
        return self.document is not None

    @property
    def file_name(self) -> str | None:
        """``<task_index>-<rollout_index>.json``, the document's file in a batch export."""
        if self.task_index is None or self.rollout_index is None:
            return None
        return f"{self.task_index}-{self.rollout_index}.json"

    def to_bytes(self) -> bytes:
        """The document as the export writes it (see :func:`dumps_atif`)."""
        if self.document is None:
            raise ValueError("the row was rejected; there is no document to write")
        return dumps_atif(self.document)


def dumps_atif(document: dict[str, Any]) -> bytes:
    """An ATIF document as the export writes it: UTF-8 JSON, two-space indent, keys in the
    document's order, one trailing newline (the bytes a manifest's sha256 covers)."""
    return orjson.dumps(document, option=orjson.OPT_INDENT_2 | orjson.OPT_APPEND_NEWLINE)


def check_caller(session_id: Any, agent_version: Any) -> None:
    """The caller's session id and agent version: non-blank strings; raises ValueError."""
    for name, value in (("session_id", session_id), ("agent_version", agent_version)):
        if not isinstance(value, str) or is_blank(value):
            raise ValueError(f"{name} must be a non-blank string, got {value!r}")
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise ValueError(f"{name} holds a lone surrogate and cannot be written") from None
    # trajectory_id is <session_id>:<task>:<rollout>: a ':' would make it ambiguous, and a
    # '/' or a control character has no place in an id that tools use in paths and logs.
    bad = sorted({c for c in session_id if c in ":/" or unicodedata.category(c) == "Cc"})
    if bad:
        shown = ", ".join(repr(c) for c in bad)
        raise ValueError(
            f"session_id {session_id!r} holds {shown}; a session id may not hold ':', '/' or "
            "control characters (trajectory_id is <session_id>:<task>:<rollout>)"
        )


def export_atif(row: Any, *, session_id: str, agent_version: str) -> ExportResult:
    """Export one rollout row (a parsed JSON object) to ATIF v1.7, or reject it.

    ``session_id`` names the export session (trajectory_id is
    ``<session_id>:<_ng_task_index>:<_ng_rollout_index>``); ``agent_version`` is the version
    of the agent that produced the row. Both must be non-blank (ValueError otherwise). Bad
    rows never raise: they come back with findings. The row is not modified, and the
    document shares no object with it."""
    check_caller(session_id, agent_version)
    result = convert_row(row, session_id=session_id, agent_version=agent_version, trusted=False)
    if result.document is None:
        return result
    # The document shares payloads and arguments with the row; a copy (exact for plain JSON)
    # keeps the caller's row safe from changes to the document.
    return replace(result, document=orjson.loads(orjson.dumps(result.document)))


def convert_row(
    row: Any, *, session_id: str, agent_version: str, trusted: bool, precheck: bool = False
) -> ExportResult:
    """:func:`export_atif` without the caller check and without copying: the document shares
    payloads with the row (a batch only serializes it). ``trusted`` skips the plain-JSON check
    for rows that the strict JSON reader produced. With ``precheck`` a row that the row-level
    checks of the preflight reject (the indices, the agent, ng_trajectory's presence, gaps,
    ids, the root invocation, the rollout identity: no walk needed) stops there, with those
    findings only: its items, structure, walk and join are not looked at. The findings are
    the first ones the full path gives, in the same order (tests/converters/
    test_atif_export_precheck.py)."""
    if not isinstance(row, dict):
        rejection = finding(
            "json.not_an_object", (), "a rollout row is a JSON object, not a " + type(row).__name__
        )
        return ExportResult(None, (rejection,))
    if not trusted and not is_plain_json(row):
        return ExportResult(
            None, tuple(finding(code, path, why) for code, path, why in non_json_values(row))
        )
    out: list[Finding] = []
    trajectory = row.get("ng_trajectory")
    indices = check_indices(row, out)
    name = agent_label(row, out)
    task_index, rollout_index = indices if indices is not None else (None, None)

    def result(document: dict[str, Any] | None = None) -> ExportResult:
        return ExportResult(
            document, tuple(dict.fromkeys(out)) if out else (), name, task_index, rollout_index
        )

    if not isinstance(trajectory, dict):
        out.append(
            finding(
                "export.trajectory_missing",
                ("ng_trajectory",),
                "the row has no ng_trajectory object to export"
                if trajectory is None
                else "ng_trajectory is not an object",
            )
        )
        return result()
    check_trajectory_root(row, trajectory, out)
    if precheck and out:
        return result()  # rejected by the pre-check: not walked
    arguments: Arguments = {}
    unsupported_root_items = False
    for node, (code, parts, message) in ITEMS.problems(trajectory, "Trajectory", arguments):
        out.append(finding(code, ("ng_trajectory", *node.parts(), *parts), message))
        # an item of the root invocation the walk cannot place: the walk does not run
        if code in _UNPLACEABLE and node.kind == "Item" and node.parent is not None:
            unsupported_root_items = unsupported_root_items or node.parent.index == 0
    structural = [
        f for f in validate_against(trajectory, TRAJECTORY_SCHEMA) if f.severity == "error"
    ]
    if structural:
        # an integer beyond 64 bits would be rounded or unwritable in the document: rejected
        # under the export code of that rule
        out.extend(
            replace(
                f,
                path="/ng_trajectory" + f.path,
                code="export.number_out_of_range" if f.code == "number.out_of_range" else f.code,
            )
            for f in structural
        )
        return result()
    single = len(trajectory.get("invocations", [])) == 1
    walked = walk(trajectory) if single and not unsupported_root_items else None
    if walked is not None:
        out.extend(walked.findings)
    joined = join(trajectory, walked)
    out.extend(joined.findings)
    if out or walked is None or name is None or indices is None:
        return result()
    document = build_document(
        trajectory,
        walked,
        joined.selected,
        joined.timestamps,
        session_id=session_id,
        agent_version=agent_version,
        agent_name=name,
        indices=indices,
        exporter_version=__version__,
        arguments=arguments,
    )
    return _totals_checked(document, out, result)


def _totals_checked(
    document: dict[str, Any], out: list[Finding], result: Callable[..., ExportResult]
) -> ExportResult:
    """The result of a mapped row: its document, unless a total of final_metrics is out of
    range."""
    # Each count fits (the schema pass above), but their sum in final_metrics may not.
    for key, total in document["final_metrics"].items():
        if total > INT64_MAX:  # (sums of counts, never below 0)
            out.append(
                finding(
                    "export.number_out_of_range",
                    ("ng_trajectory", "model_calls"),
                    f"the model calls' counts add up to {key} {total}, outside the signed "
                    "64-bit range that final_metrics must carry exactly",
                )
            )
    if out:
        return result()
    return result(document)


# Items the conversation walk cannot place: it then does not run.
_UNPLACEABLE: Final = frozenset({"export.item_unsupported", "export.item_type_missing"})


__all__ = ["ExportResult", "check_caller", "convert_row", "dumps_atif", "export_atif"]
