"""The rules of a SARIF log: what each code of a finding is, where its reference page is.

A SARIF log lists every code found as a rule (a ``reportingDescriptor``); code-scanning
services show its descriptions and help beside each result. Everything here comes from the
registries the reference pages are generated from (``trajspec._tools.docs``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from trajspec._findings import Severity

# SARIF wants absolute URIs for the tool and its rules' help; the project's own name space (the
# one the schemas' $id use, spec/rules/rules.schema.json) holds the reference pages at the paths
# they have in the repository (docs/reference/).
INFORMATION_URI = "https://trajspec.dev/"
DOCS_URI = INFORMATION_URI + "docs/reference/"


def _heading_anchor(code: str) -> str:
    """The anchor a Markdown renderer (GitHub's) gives the heading ``### `code` ``, which the
    docs generator (trajspec/_tools/docs.py) writes for each rule: lower case, punctuation
    other than ``-`` and ``_`` dropped."""
    return "".join(c for c in code.lower() if c.isalnum() or c in "-_")


def help_uri(code: str) -> str:
    """The page and anchor of a code under docs/reference/: a registry of a schema family is
    documented on that family's page, any other registry on its own ``rules-<family>.md``,
    the structural codes in the index, the health checks on ``health-checks.md``."""
    from trajspec._rules import registry_files
    from trajspec._schemas import families

    if code.startswith("schema."):
        return f"{DOCS_URI}README.md#{_heading_anchor(code)}"
    from trajspec.validators import health_checks

    if any(check.id == code for check in health_checks()):
        # the page trajspec/_tools/docs.py writes for spec/health/checks.json
        return f"{DOCS_URI}health-checks.md#{_heading_anchor(code)}"
    with_schemas = {family for family, _ in families()}
    for _, data in registry_files():
        if any(rule["code"] == code for rule in data["rules"]):
            family = data["family"]
            page = f"{family}-{data['version']}.md"
            if family not in with_schemas:
                page = f"rules-{family}.md"
            return f"{DOCS_URI}{page}#{_heading_anchor(code)}"
    return f"{DOCS_URI}README.md"


@dataclass(frozen=True, slots=True)
class RuleHelp:
    """What a code stands for, from the registry it comes from: ``summary`` (what it checks),
    default ``severity``, ``why`` it matters, ``remedy`` (how to fix it) and ``tags``."""

    summary: str
    severity: Severity
    why: str
    remedy: str
    tags: tuple[str, ...]


#: Why a finding of each severity matters (spec/rules/rules.schema.json, ``severity``).
_WHY = {
    "error": "An error: the document is invalid or contradicts itself, and consumers that "
    "rely on the schema cannot take it as it is.",
    "warning": "A warning: the document can be represented, but what it says is suspicious.",
    "info": "A note: nothing is wrong; the finding says what was seen.",
}
_SOURCE = {
    "reference": " The reference system (NeMo Gym or Harbor) enforces the rule too.",
    "trajspec": " The rule is trajspec's own; the reference systems do not enforce it.",
}


def rule_help(code: str) -> RuleHelp:
    """The help of a code: a structural code (``schema.<keyword>``), a rule of ``spec/rules``,
    a health check of ``spec/health/checks.json``; anything else is described by its code."""
    from trajspec._rules import STRUCTURAL_REMEDY, rules

    if code.startswith("schema."):
        keyword = code.removeprefix("schema.")
        return RuleHelp(
            f"The document breaks the JSON Schema keyword {keyword} of its schema.",
            "error",
            _WHY["error"] + " Structural findings come from the JSON Schemas of spec/.",
            STRUCTURAL_REMEDY,
            ("structure", "schema"),
        )
    known = rules()
    if code in known:
        rule = known[code]
        return RuleHelp(
            rule.summary,
            rule.severity,
            _WHY[rule.severity] + _SOURCE.get(rule.source, ""),
            rule.remedy,
            ("rule", rule.family, f"source-{rule.source}"),
        )
    from trajspec.validators import health_checks

    for check in health_checks():
        if check.id == code:
            return RuleHelp(
                check.summary,
                check.severity,
                "A flagged health check marks an unhealthy rollout, not an error of the input.",
                check.remedy,
                ("health", check.scope),
            )
    return RuleHelp(code, "error", _WHY["error"], "See the reference.", ("trajspec",))


_SENTENCE_END = re.compile(r"(?<=[a-z0-9)\]\"'`])\.\s+(?=[A-Z(])")
_MARKDOWN_HTML = str.maketrans({"<": "&lt;", ">": "&gt;", "&": "&amp;"})


def short_description(summary: str) -> str:
    """The first sentence of a summary (all of it when it has one)."""
    match = _SENTENCE_END.search(summary)
    return summary if match is None else summary[: match.start() + 1]


def reporting_descriptor(code: str, level: Mapping[str, str]) -> dict[str, Any]:
    """The SARIF ``reportingDescriptor`` of a code: short and full description, help as text
    and Markdown (what it checks, why, how to fix, the reference page), ``helpUri``, default
    level (``level`` maps a severity to a SARIF level) and tags, as code scanning wants
    them."""
    found = rule_help(code)
    uri = help_uri(code)
    markdown = found.summary.translate(_MARKDOWN_HTML)
    return {
        "id": code,
        "shortDescription": {"text": short_description(found.summary)},
        "fullDescription": {"text": found.summary},
        "help": {
            "text": (
                f"{found.summary}\n\nWhy: {found.why}\n\nHow to fix: {found.remedy}\n\n"
                f"Reference: {uri}"
            ),
            "markdown": (
                f"{markdown}\n\n**Why.** {found.why.translate(_MARKDOWN_HTML)}\n\n"
                f"**How to fix.** {found.remedy.translate(_MARKDOWN_HTML)}\n\n"
                f"[Reference: `{code}`]({uri})"
            ),
        },
        "helpUri": uri,
        "defaultConfiguration": {"level": level[found.severity]},
        "properties": {"tags": list(found.tags)},
    }


__all__ = [
    "DOCS_URI",
    "INFORMATION_URI",
    "RuleHelp",
    "help_uri",
    "reporting_descriptor",
    "rule_help",
    "short_description",
]
