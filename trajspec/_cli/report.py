"""The findings renderers of the command line: text, JSON Lines, SARIF and GitHub Actions
workflow commands.

Each renderer takes the document results as an engine hands them out (``trajspec.validators.
validate_sources``) and the summary that engine adds them to, and writes them to ``out``; the
summary is complete once the results are exhausted, so the text summary line and SARIF's list
of rules come last.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path, PurePath
from typing import Any, TextIO
from urllib.parse import quote

import orjson

from trajspec import __version__
from trajspec._cli.safe import escape
from trajspec._cli.sarif_rules import INFORMATION_URI, reporting_descriptor
from trajspec._findings import Finding
from trajspec.validators import DocumentResult, ValidationSummary

Renderer = Callable[[Iterable[DocumentResult], ValidationSummary, TextIO], None]


def _where(result: DocumentResult) -> str:
    file = escape(result.file)
    return file if result.line is None else f"{file}:{result.line}"


def position(f: Finding) -> str:
    """``file:line:column`` of a finding, as compilers and linters write it (as much of it as
    is known; the file name escaped, ``trajspec._cli.safe``)."""
    where = escape(f.file or "-")
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
        write_finding_lines(result.findings, out)
    out.write(summary_text(summary) + "\n")


def write_finding_lines(findings: Sequence[Finding], out: TextIO) -> None:
    """One finding a line: ``file:line:column: severity path  code: message``, the paths
    aligned; the file, the JSON Pointer and the message escaped (``trajspec._cli.safe``), so
    a key or a name of the data can neither make a line of its own nor drive the terminal."""
    paths = [escape(f.path or "/") for f in findings]
    width = max((len(path) for path in paths), default=0)
    for f, path in zip(findings, paths, strict=True):
        out.write(
            f"{position(f)}: {f.severity:<7} {path:<{width}}  {f.code}: {escape(f.message)}\n"
        )


def render_json(results: Iterable[DocumentResult], summary: ValidationSummary, out: TextIO) -> None:
    """One finding a line (JSON Lines)."""
    for result in results:
        for f in result.findings:
            out.write(orjson.dumps(f.to_json()).decode() + "\n")


_SARIF_LEVEL = {"error": "error", "warning": "warning", "info": "note"}

# The uriBaseId of a relative input path: the working directory the command ran in.
_CWD_BASE = "CWD"


def artifact_location(file: str) -> dict[str, str]:
    """An input as SARIF names it: an absolute path as a ``file://`` URI, a relative one as a
    relative URI reference against the working directory (``uriBaseId``)."""
    path = PurePath(file)
    if path.is_absolute():
        return {"uri": Path(path).as_uri()}
    return {"uri": quote(path.as_posix()), "uriBaseId": _CWD_BASE}


def _sarif_location(f: Finding) -> dict[str, Any]:
    location: dict[str, Any] = {}
    if f.file is not None and f.file != "-":
        physical: dict[str, Any] = {"artifactLocation": artifact_location(f.file)}
        region: dict[str, int] = {}
        for key, value in (
            ("startLine", f.line),
            ("startColumn", f.column),
            ("endLine", f.end_line),
            ("endColumn", f.end_column),
        ):
            if value is not None:
                region[key] = value
        if region:
            physical["region"] = region
        location["physicalLocation"] = physical
    location["logicalLocations"] = [{"fullyQualifiedName": f.path or "/", "kind": "element"}]
    return location


def sarif_log(findings: Iterable[Finding]) -> dict[str, Any]:
    """One SARIF 2.1.0 log of any command's findings: every finding a result, every code
    found a rule (``trajspec._cli.sarif_rules.reporting_descriptor``: descriptions, help,
    help page, default level, tags)."""
    sarif_results = []
    relative = False
    codes: set[str] = set()
    for f in findings:
        codes.add(f.code)
        location = _sarif_location(f)
        physical = location.get("physicalLocation", {})
        relative = relative or "uriBaseId" in physical.get("artifactLocation", {})
        sarif_results.append(
            {
                "ruleId": f.code,
                "level": _SARIF_LEVEL[f.severity],
                "message": {"text": f.message},
                "locations": [location],
            }
        )
    driver_rules = [reporting_descriptor(code, _SARIF_LEVEL) for code in sorted(codes)]
    run: dict[str, Any] = {
        "tool": {
            "driver": {
                "name": "trajspec",
                "version": __version__,
                "informationUri": INFORMATION_URI,
                "rules": driver_rules,
            }
        },
    }
    if relative:
        # A folder's URI ends with "/", so that the relative references resolve inside it.
        run["originalUriBaseIds"] = {_CWD_BASE: {"uri": Path.cwd().as_uri() + "/"}}
    run["results"] = sarif_results
    # Columns count characters (Unicode code points), as trajspec._positions counts them.
    run["columnKind"] = "unicodeCodePoints"
    return {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [run],
    }


def write_sarif(findings: Iterable[Finding], out: TextIO) -> None:
    """Write the SARIF log of ``findings`` (``sarif_log``) to ``out``."""
    out.write(orjson.dumps(sarif_log(findings), option=orjson.OPT_INDENT_2).decode() + "\n")


def render_sarif(
    results: Iterable[DocumentResult], summary: ValidationSummary, out: TextIO
) -> None:
    """One SARIF 2.1.0 log: every finding a result, every code found a rule."""
    write_sarif((f for result in results for f in result.findings), out)


_GITHUB_LEVEL = {"error": "error", "warning": "warning", "info": "notice"}


def github_data(text: str) -> str:
    """A workflow command's message, escaped as the runner unescapes it (``%``, CR, LF)."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def github_property(text: str) -> str:
    """A workflow command's property value: as a message, and ``:`` and ``,`` too, which
    would otherwise end the value."""
    return github_data(text).replace(":", "%3A").replace(",", "%2C")


def github_command(f: Finding) -> str:
    """The GitHub Actions workflow command (``::error file=..,line=..::message``) that
    annotates a pull request with one finding; ``warning`` and ``notice`` by severity."""
    properties = []
    for key, value in (
        ("file", f.file if f.file not in (None, "-") else None),
        ("line", f.line),
        ("col", f.column),
        ("endLine", f.end_line),
        ("endColumn", f.end_column),
        ("title", f.code),
    ):
        if value is not None:
            properties.append(f"{key}={github_property(str(value))}")
    message = github_data(f"{f.path or '/'}: {f.message}")
    return f"::{_GITHUB_LEVEL[f.severity]} {','.join(properties)}::{message}"


def write_github(findings: Iterable[Finding], out: TextIO) -> None:
    """One GitHub Actions workflow command a finding, so a CI job annotates the lines."""
    for f in findings:
        out.write(github_command(f) + "\n")


def render_github(
    results: Iterable[DocumentResult], summary: ValidationSummary, out: TextIO
) -> None:
    """One GitHub Actions workflow command a finding, so a CI job annotates the lines."""
    write_github((f for result in results for f in result.findings), out)


RENDERERS: dict[str, Renderer] = {
    "text": render_text,
    "json": render_json,
    "sarif": render_sarif,
    "github": render_github,
}

__all__ = [
    "RENDERERS",
    "Renderer",
    "artifact_location",
    "github_command",
    "position",
    "render_github",
    "render_json",
    "render_sarif",
    "render_text",
    "sarif_log",
    "summary_text",
    "write_finding_lines",
    "write_github",
    "write_sarif",
]
