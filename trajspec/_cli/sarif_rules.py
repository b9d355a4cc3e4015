"""The rules of a SARIF log: what each code of a finding is, where its reference page is.

A SARIF log lists every code found as a rule (a ``reportingDescriptor``); code-scanning
services show its descriptions and help beside each result. Everything here comes from the
registries the reference pages are generated from (``trajspec._tools.docs``).
"""

from __future__ import annotations

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


def rule_metadata(code: str) -> tuple[str, str]:
    """The short description and default severity of a code: a rule of ``spec/rules``, a
    health check of ``spec/health/checks.json`` (``CheckSpec.severity``), else the code
    itself and error."""
    from trajspec._rules import rules

    known = rules()
    if code in known:
        return known[code].summary, known[code].severity
    from trajspec.validators import health_checks

    for check in health_checks():
        if check.id == code:
            return check.summary, check.severity
    return code, "error"


__all__ = ["DOCS_URI", "INFORMATION_URI", "help_uri", "rule_metadata"]
