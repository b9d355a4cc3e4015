"""The findings renderers of the command line: text, JSON Lines and SARIF.

Each renderer takes the document results as an engine hands them out (``trajspec.validators.
validate_sources``) and the summary that engine adds them to, and writes them to ``out``; the
summary is complete once the results are exhausted, so the text summary line and SARIF's list
of rules come last.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TextIO

import orjson

from trajspec import __version__
from trajspec._findings import Finding
from trajspec.validators import DocumentResult, ValidationSummary

Renderer = Callable[[Iterable[DocumentResult], ValidationSummary, TextIO], None]


def _where(result: DocumentResult) -> str:
    return result.file if result.line is None else f"{result.file}:{result.line}"


def position(f: Finding) -> str:
    """``file:line:column`` of a finding, as compilers and linters write it (as much of it as
    is known)."""
    where = f.file or "-"
    if f.line is not None:
        where += f":{f.line}"
        if f.column is not None:
            where += f":{f.column}"
    return where


def summary_text(summary: ValidationSummary) -> str:
    """The summary line (and the count of every code) of a validation."""
    blank = (
        f" ({summary.blank_lines} blank line{'s' * (summary.blank_lines != 1)} skipped)"
        if summary.blank_lines
        else ""
    )
    counts = ", ".join(
        f"{summary.by_severity[s]} {s}{'s' * (summary.by_severity[s] != 1 and s != 'info')}"
        for s in ("error", "warning", "info")
    )
    head = (
        f"{summary.documents} document{'s' * (summary.documents != 1)}{blank} in "
        f"{summary.files} file{'s' * (summary.files != 1)}, {summary.with_findings} with "
        f"findings: {counts}"
    )
    if not summary.by_code:
        return head
    codes = ", ".join(
        f"{code} {n}" for code, n in sorted(summary.by_code.items(), key=lambda kv: (-kv[1], kv[0]))
    )
    return f"{head}\nby code: {codes}"


def render_text(results: Iterable[DocumentResult], summary: ValidationSummary, out: TextIO) -> None:
    """Each document with findings, its findings one a line (each starting with its
    ``file:line:column``, which editors and terminals open), then the summary."""
    for result in results:
        if not result.findings:
            continue
        out.write(f"{_where(result)}{f' ({result.kind})' if result.kind else ''}\n")
        width = max(len(f.path or "/") for f in result.findings)
        for f in result.findings:
            out.write(
                f"{position(f)}: {f.severity:<7} {f.path or '/':<{width}}  {f.code}: {f.message}\n"
            )
    out.write(summary_text(summary) + "\n")


def render_json(results: Iterable[DocumentResult], summary: ValidationSummary, out: TextIO) -> None:
    """One finding a line (JSON Lines)."""
    for result in results:
        for f in result.findings:
            out.write(orjson.dumps(f.to_json()).decode() + "\n")


_SARIF_LEVEL = {"error": "error", "warning": "warning", "info": "note"}


def render_sarif(
    results: Iterable[DocumentResult], summary: ValidationSummary, out: TextIO
) -> None:
    """One SARIF 2.1.0 log: every finding a result, every code found a rule."""
    from trajspec._rules import rules

    sarif_results = []
    for result in results:
        for f in result.findings:
            region: dict[str, int] = {}
            if f.line is not None:
                region["startLine"] = f.line
            if f.column is not None:
                region["startColumn"] = f.column
            location: dict[str, Any] = {
                "physicalLocation": {"artifactLocation": {"uri": f.file or "-"}}
            }
            if region:
                location["physicalLocation"]["region"] = region
            location["logicalLocations"] = [
                {"fullyQualifiedName": f.path or "/", "kind": "element"}
            ]
            sarif_results.append(
                {
                    "ruleId": f.code,
                    "level": _SARIF_LEVEL[f.severity],
                    "message": {"text": f.message},
                    "locations": [location],
                }
            )
    used = sorted(summary.by_code)
    known = rules()
    driver_rules = [
        {
            "id": code,
            "shortDescription": {"text": known[code].summary if code in known else code},
            "defaultConfiguration": {
                "level": _SARIF_LEVEL[known[code].severity] if code in known else "error"
            },
        }
        for code in used
    ]
    document = {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {"name": "trajspec", "version": __version__, "rules": driver_rules}
                },
                "results": sarif_results,
            }
        ],
    }
    out.write(orjson.dumps(document, option=orjson.OPT_INDENT_2).decode() + "\n")


RENDERERS: dict[str, Renderer] = {"text": render_text, "json": render_json, "sarif": render_sarif}

__all__ = [
    "RENDERERS",
    "Renderer",
    "position",
    "render_json",
    "render_sarif",
    "render_text",
    "summary_text",
]
