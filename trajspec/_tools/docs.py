"""Reference documentation from spec/, written to docs/reference/ by ``nox -s docs``.

One Markdown page per schema family version (every object with every field, its type, its
constraints and its description; every rule of spec/rules that applies to the family, with its
severity and an example finding), one page per rule registry that belongs to no schema family
(``json``, operations such as ``atif_export``), and an index with the structural ``schema.*``
codes. An example finding comes from the conformance vectors: the case that triggers the code
with the fewest other findings, run through the validator for the message. Pages are plain
functions of spec/, so ``check`` can tell whether docs/reference is current.

Developer entry point: ``python -m trajspec._tools.docs write|check DOCS_REFERENCE_DIR``.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson

from trajspec._findings import Finding
from trajspec._models import python_package
from trajspec._rules import STRUCTURAL_REMEDY, health_remedy, registry_files
from trajspec._schemas import SchemaInfo, families, schemas_of
from trajspec._tools.api_docs import PAGE as PYTHON_API_PAGE
from trajspec._tools.api_docs import python_api_page
from trajspec._tools.drift import Drift, Outputs, write_or_check
from trajspec._vectors import vector_files

HEADER = (
    "<!-- Generated from spec/ by `nox -s docs` (trajspec._tools.docs). Do not edit by hand. -->\n"
)
INDEX = "README.md"
# Operations whose cases the validator can run to give an example finding its message.
_RUNNABLE = ("validate", "validate-atif", "validate-atif-gym")
# Keywords rendered in the Type column or by the page structure; every other keyword of a
# schema is listed as a constraint, so that nothing a schema says is left out.
_STRUCTURE = frozenset(
    {
        "$schema",
        "$id",
        "$defs",
        "title",
        "description",
        "type",
        "$ref",
        "properties",
        "required",
        "items",
        "oneOf",
        "const",
        "enum",
        "discriminator",
        "additionalProperties",
    }
)
# Keywords whose failure is a structural finding schema.<keyword>.
_ASSERTIONS = (
    "type",
    "enum",
    "const",
    "required",
    "additionalProperties",
    "oneOf",
    "minItems",
    "minimum",
    "maximum",
    "minLength",
    "pattern",
)


# --- rules and examples -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Registry:
    """One file of spec/rules."""

    file_name: str
    family: str
    version: str
    rules: tuple[dict[str, Any], ...]
    remedy: str = ""


@dataclass(frozen=True, slots=True)
class Example:
    """A conformance case that triggers a code, and the finding the validator reports."""

    vector: str  # path under spec/, e.g. conformance/atif/1.7/rules.json
    index: int
    description: str
    finding: dict[str, Any]


@functools.cache
def registries() -> tuple[Registry, ...]:
    """Every rule registry of spec/rules, by file name."""
    return tuple(
        Registry(name, data["family"], data["version"], tuple(data["rules"]), data["remedy"])
        for name, data in registry_files()
    )


def _vector_files() -> Iterator[tuple[str, dict[str, Any]]]:
    for name, data in vector_files():
        yield f"conformance/{name}", data


def _listed_findings(case: dict[str, Any]) -> list[dict[str, Any]]:
    """The findings a case lists: ``findings`` (validate operations, reverify documents) or
    ``expected.findings`` (export rejections)."""
    expected = case.get("expected")
    listed = case.get("findings")
    if listed is None and isinstance(expected, dict):
        listed = expected.get("findings")
    if not isinstance(listed, list):
        return []
    return [f for f in listed if isinstance(f, dict) and "code" in f and "path" in f]


@functools.cache
def examples() -> dict[str, Example]:
    """For every code that a conformance case lists, an example finding: from the case with
    the fewest findings (then the first by file and position), so the example stands alone."""
    best: dict[str, tuple[tuple[int, str, int], str, str, dict[str, Any]]] = {}
    for name, data in _vector_files():
        operation = data.get("operation", "validate")
        for index, case in enumerate(data.get("cases", [])):
            listed = _listed_findings(case)
            for expected in listed:
                rank = (len(listed), name, index)
                code = expected["code"]
                if code not in best or rank < best[code][0]:
                    best[code] = (rank, expected["path"], operation, data)
    severities = {rule["code"]: rule["severity"] for reg in registries() for rule in reg.rules}
    out = {}
    for code, ((_, name, index), path, operation, data) in sorted(best.items()):
        case = data["cases"][index]
        if operation in _RUNNABLE:
            reported = _reported(case["document"], operation, data["schema"], code, path)
            if reported is None:
                raise RuntimeError(
                    f"spec/{name} case {index} lists {code} at {path!r}, but the validator "
                    "does not report it; the vector tests say which is wrong"
                )
            finding = reported
        else:  # an operation the validator does not run: the code's registered severity
            finding = {"code": code, "path": path}
            severity = "error" if code.startswith("schema.") else severities.get(code)
            if severity is not None:
                finding["severity"] = severity
        out[code] = Example(name, index, case["description"], finding)
    return out


def _reported(
    document: Any, operation: str, schema: str, code: str, path: str
) -> dict[str, Any] | None:
    from trajspec.validators import atif_findings, gym_profile_findings, validate_against

    found: list[Finding]
    if operation == "validate":
        found = validate_against(document, schema)
    elif operation == "validate-atif":
        found = atif_findings(document)
    else:
        found = gym_profile_findings(document)
    for item in found:
        if (item.code, item.path) == (code, path):
            return {
                "code": item.code,
                "path": item.path,
                "severity": item.severity,
                "message": item.message,
            }
    return None


# --- rendering helpers ------------------------------------------------------------------------


def _cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")


def _json(value: Any) -> str:
    return orjson.dumps(value).decode()


def _code(text: str) -> str:
    fence = "``" if "`" in text else "`"
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def _anchor(title: str) -> str:
    return "#" + title.lower()


class _Family:
    """The schemas of one family version, with their titles for links."""

    def __init__(self, family: str, version: str) -> None:
        self.family = family
        self.version = version
        self.infos = schemas_of(family, version)
        self.by_file = {info.file_name: info for info in self.infos}

    def sections(self) -> list[tuple[str, dict[str, Any], SchemaInfo, str]]:
        """(title, schema, owning file, JSON Pointer in it) of every titled schema: the files
        and the titled definitions inside them."""
        out = []
        for info in self.infos:
            out.append((info.title, dict(info.contents), info, ""))
            for name, sub in dict(info.contents).get("$defs", {}).items():
                if isinstance(sub, dict) and isinstance(sub.get("title"), str):
                    out.append((sub["title"], sub, info, f"/$defs/{name}"))
        return sorted(out, key=lambda item: item[0])

    def target(self, ref: str, owner: SchemaInfo) -> tuple[str | None, str]:
        """(title or None, display text) of a reference made in ``owner``."""
        file, _, fragment = ref.partition("#")
        info = self.by_file.get(file.rsplit("/", 1)[-1]) if file else owner
        if info is None:
            return None, ref
        node: Any = dict(info.contents)
        for part in [p for p in fragment.split("/") if p]:
            node = node.get(part) if isinstance(node, dict) else None
        title = node.get("title") if isinstance(node, dict) else None
        return (title, title) if isinstance(title, str) else (None, ref)

    def link(self, ref: str, owner: SchemaInfo) -> str:
        title, text = self.target(ref, owner)
        return f"[{title}]({_anchor(title)})" if title else _code(text)

    def type_of(self, schema: Any, owner: SchemaInfo) -> str:
        """A short description of the values a schema accepts."""
        if schema is True or schema == {}:
            return "any JSON value"
        if schema is False:
            return "nothing"
        if not isinstance(schema, dict):
            return _code(_json(schema))
        if "$ref" in schema:
            return self.link(schema["$ref"], owner)
        if "const" in schema:
            return _code(_json(schema["const"]))
        if "enum" in schema:
            return "one of " + ", ".join(_code(_json(value)) for value in schema["enum"])
        if "oneOf" in schema:
            return " or ".join(self.type_of(sub, owner) for sub in schema["oneOf"])
        declared = schema.get("type")
        types = declared if isinstance(declared, list) else [declared] if declared else []
        if not types:
            shaped = {"properties", "items", "additionalProperties"} & set(schema)
            return "object" if shaped else "any JSON value"
        words = []
        for kind in types:
            if kind == "array" and "items" in schema:
                words.append(f"array of {self.type_of(schema['items'], owner)}")
            elif kind == "object" and isinstance(schema.get("additionalProperties"), dict):
                if "properties" in schema:
                    words.append("object")
                else:
                    extra = self.type_of(schema["additionalProperties"], owner)
                    words.append(f"object of {extra}")
            else:
                words.append(str(kind))
        return " or ".join(words)

    def constraints(self, schema: Any, owner: SchemaInfo) -> list[str]:
        """Every constraint of a schema beyond its type, in words."""
        if not isinstance(schema, dict):
            return []
        out = [_constraint(key, value) for key, value in schema.items() if key not in _STRUCTURE]
        if schema.get("type") in ("object", ["object", "null"]) or "properties" in schema:
            extra = schema.get("additionalProperties")
            if extra is False:
                out.append("closed: no other keys")
            elif extra is True:
                out.append("open: other keys allowed")
            elif isinstance(extra, dict) and "properties" in schema:
                out.append(f"other keys: {self.type_of(extra, owner)}")
        if isinstance(schema.get("items"), dict):
            out.extend(f"each item: {c}" for c in self.constraints(schema["items"], owner))
        for index, branch in enumerate(schema.get("oneOf", [])):
            out.extend(f"option {index + 1}: {c}" for c in self.constraints(branch, owner))
        if isinstance(schema.get("discriminator"), dict):
            tag = schema["discriminator"].get("propertyName")
            out.append(f"tagged by {_code(str(tag))}")
        return out


def _constraint(key: str, value: Any) -> str:
    words = {
        "minimum": f"≥ {_json(value)}",
        "maximum": f"≤ {_json(value)}",
        "exclusiveMinimum": f"> {_json(value)}",
        "exclusiveMaximum": f"< {_json(value)}",
        "minLength": f"at least {_json(value)} character{'s' if value != 1 else ''}",
        "maxLength": f"at most {_json(value)} characters",
        "minItems": f"at least {_json(value)} item{'s' if value != 1 else ''}",
        "maxItems": f"at most {_json(value)} items",
        "pattern": f"matches {_code(str(value))}",
    }
    return words.get(key, f"{key}: {_code(_json(value))}")


# --- family pages -----------------------------------------------------------------------------


def _rules_for(family: _Family) -> list[dict[str, Any]]:
    files = set(family.by_file)
    return [
        rule
        for registry in registries()
        if registry.family == family.family
        for rule in registry.rules
        if rule["applies_to"] == "*" or rule["applies_to"] in files
    ]


def family_page(family: str, version: str) -> str:
    """The reference page of one family version."""
    fam = _Family(family, version)
    lines = [
        HEADER,
        f"# {family} {version}\n",
        f"The schemas of `spec/{family}/{version}/` (JSON Schema Draft 2020-12), one section "
        "per object, and the rules of `spec/rules/` that check what a schema cannot express. "
        f"Single-file bundle: `generated/schema/{family}-{version}.schema.json`; TypeScript: "
        f"`generated/typescript/{family}-{version}.ts`; Python: "
        f"`trajspec.models.{family}.{python_package(version)}`.\n",
        "A field is optional unless *required* says yes; an optional field may be absent, and "
        "is `null` only where its type says so.\n",
        "## Contents\n",
    ]
    sections = fam.sections()
    for title, schema, _, _ in sections:
        summary = str(schema.get("description", "")).split(". ")[0].rstrip(".")
        lines.append(f"- [{title}]({_anchor(title)}): {_cell(summary)}")
    rules = _rules_for(fam)
    if rules:
        lines.append("- [Rules](#rules)")
    lines.append("")
    for title, schema, info, where in sections:
        lines.extend(_section(fam, title, schema, info, where))
    if rules:
        remedies = [r.remedy for r in registries() if r.family == fam.family]
        lines.extend(_rules_section(rules, fam, "## Rules", remedies))
    return "\n".join(lines).rstrip() + "\n"


def _section(
    fam: _Family, title: str, schema: dict[str, Any], info: SchemaInfo, where: str
) -> list[str]:
    location = f"`{info.file_name}`" + (f" at `{where}`" if where else "")
    lines = [f"## {title}\n", f"Defined in {location}.\n"]
    if schema.get("description"):
        lines.append(f"{schema['description']}\n")
    if "properties" not in schema:
        lines.append(f"Type: {fam.type_of(schema, info)}.\n")
        constraints = fam.constraints(schema, info)
        if constraints:
            lines.append("Constraints: " + "; ".join(constraints) + ".\n")
        return lines
    constraints = fam.constraints(schema, info)
    if constraints:
        lines.append("Object; " + "; ".join(constraints) + ".\n")
    if isinstance(schema.get("$ref"), str):  # a schema that builds on another
        base = fam.link(schema["$ref"], info)
        lines.append(f"Everything {base} says holds too; the fields below are added to its own.\n")
    lines.append("| Field | Type | Required | Constraints | Description |")
    lines.append("|---|---|---|---|---|")
    for row in _fields(fam, schema, info, ""):
        lines.append("| " + " | ".join(row) + " |")
    lines.append("")
    return lines


def _fields(
    fam: _Family, schema: dict[str, Any], info: SchemaInfo, prefix: str
) -> Iterator[list[str]]:
    required = set(schema.get("required", []))
    for name, sub in schema.get("properties", {}).items():
        field = f"{prefix}{name}"
        sub_dict = sub if isinstance(sub, dict) else {}
        yield [
            _code(field),
            _cell(fam.type_of(sub, info)),
            "yes" if name in required else "no",
            _cell("; ".join(fam.constraints(sub, info))),
            _cell(str(sub_dict.get("description", ""))),
        ]
        # Inline objects (no title of their own) are documented in place, field by field.
        if "properties" in sub_dict and "title" not in sub_dict:
            yield from _fields(fam, sub_dict, info, f"{field}.")
        items = sub_dict.get("items")
        if isinstance(items, dict) and "properties" in items and "title" not in items:
            yield from _fields(fam, items, info, f"{field}[].")
        for index, branch in enumerate(sub_dict.get("oneOf", [])):
            if isinstance(branch, dict) and "properties" in branch and "title" not in branch:
                yield from _fields(fam, branch, info, f"{field} (option {index + 1}).")


def _rules_section(
    rules: list[dict[str, Any]], fam: _Family | None, heading: str, remedies: list[str]
) -> list[str]:
    lines = [f"{heading}\n"]
    if heading.startswith("## "):
        lines.append(
            "Rules that no schema can express: each finding has the rule's code and severity. "
            "`source` says whether the reference system enforces the rule too.\n"
        )
    # the registry's remedy: general advice above the rules; each rule says how to fix its own
    lines.extend(f"**In general.** {remedy}\n" for remedy in remedies)
    found = examples()
    for rule in sorted(rules, key=lambda r: r["code"]):
        applies = rule["applies_to"]
        if applies == "*":
            target = "every document"
        elif fam is not None and applies in fam.by_file:
            title = fam.by_file[applies].title
            target = f"[{title}]({_anchor(title)})"
        else:
            target = f"`{applies}`"
        marks = f"source: {rule['source']}"
        if "enforced_by" in rule:
            marks += f", enforced by {rule['enforced_by']}"
        lines.append(f"### `{rule['code']}`\n")
        lines.append(f"**{rule['severity']}** · applies to {target} · {marks}\n")
        lines.append(f"{rule['summary']}\n")
        lines.append(f"**How to fix.** {rule['remedy']}\n")
        lines.extend(_example(found.get(rule["code"])))
    return lines


def _example(example: Example | None) -> list[str]:
    if example is None:
        return ["No conformance vector triggers this code yet.\n"]
    where = f"[`{example.vector}`](../../spec/{example.vector}), case {example.index}"
    return [
        f"Example ({where}: {example.description.rstrip('.')}):\n",
        "```json",
        _json(example.finding),
        "```\n",
    ]


# --- registry pages and the index -------------------------------------------------------------


def registry_page(registry: Registry) -> str:
    """The page of a rule registry that belongs to no schema family."""
    lines = [
        HEADER,
        f"# Rules: {registry.family} {registry.version}\n",
        f"The rules of `spec/rules/{registry.file_name}`. Each finding has the rule's code and "
        "severity; `source` says whether the reference system enforces the rule too.\n",
    ]
    lines.extend(_rules_section(list(registry.rules), None, "## Rules", [registry.remedy]))
    return "\n".join(lines).rstrip() + "\n"


HEALTH_PAGE = "health-checks.md"


def health_page() -> str:
    """The health checks of spec/health/checks.json, one heading each (the ``helpUri`` of a
    health finding in SARIF points at it)."""
    from trajspec.validators import health_checks

    lines = [
        HEADER,
        "# Health checks\n",
        "The checks of `spec/health/checks.json`, in registry order, as `trajspec health` runs "
        "them. A finding names its check; in SARIF and GitHub output it is a **warning** (an "
        "unhealthy rollout, not an error of the input).\n",
        f"**In general.** {health_remedy()}\n",
    ]
    for check in health_checks():
        lines.append(f"### `{check.id}`\n")
        lines.append(f"Scope: {check.scope}. {check.summary}\n")
        if check.reasons:
            lines.append("Reasons (`detail.reason`): " + "; ".join(check.reasons) + ".\n")
        lines.append(f"**What to do.** {check.remedy}\n")
    return "\n".join(lines).rstrip() + "\n"


def _family_names() -> set[str]:
    return {family for family, _ in families()}


def index_page() -> str:
    """docs/reference/README.md: the pages and the structural codes."""
    lines = [
        HEADER,
        "# trajspec reference\n",
        "Generated from the JSON Schemas and the rule registries of `spec/`. Every finding has a "
        "stable `code`, a JSON Pointer `path`, a `message` and a `severity`; structural "
        "findings (a document against a schema) have the code `schema.<keyword>`, every other "
        "code is a rule of `spec/rules/`.\n",
        "## Schema families\n",
    ]
    for family, version in families():
        count = len(schemas_of(family, version))
        lines.append(
            f"- [{family} {version}]({family}-{version}.md): {count} schemas and their rules"
        )
    lines.append("\n## Other rule registries\n")
    for registry in registries():
        if registry.family not in _family_names():
            lines.append(
                f"- [{registry.family}](rules-{registry.family}.md) "
                f"(`spec/rules/{registry.file_name}`): {len(registry.rules)} rules"
            )
    lines.append(
        f"\n## Health checks\n\n- [health checks]({HEALTH_PAGE}) (`spec/health/checks.json`): "
        "what `trajspec health` finds"
    )
    lines.append(
        f"\n## Python API\n\n- [Python API]({PYTHON_API_PAGE}): `trajspec.validate` and the "
        "other jobs, their results and findings"
    )
    lines.append("\n## Structural codes\n")
    lines.append(
        "A document that breaks a schema keyword gets the code `schema.<keyword>`, severity "
        "**error**. A failed tagged union is reported inside the variant its tag selects; "
        "only a missing or unknown tag is `schema.oneOf`.\n"
    )
    lines.append(f"**How to fix.** {STRUCTURAL_REMEDY}\n")
    found = examples()
    for keyword in _ASSERTIONS:
        code = f"schema.{keyword}"
        lines.append(f"### `{code}`\n")
        lines.extend(_example(found.get(code)))
    return "\n".join(lines).rstrip() + "\n"


def render_all() -> dict[str, str]:
    """File name -> text of every page of docs/reference."""
    pages = {INDEX: index_page()}
    for family, version in families():
        pages[f"{family}-{version}.md"] = family_page(family, version)
    for registry in registries():
        if registry.family not in _family_names():
            pages[f"rules-{registry.family}.md"] = registry_page(registry)
    pages[HEALTH_PAGE] = health_page()
    pages[PYTHON_API_PAGE] = python_api_page(HEADER)
    return pages


def write(out: Path) -> None:
    """Write docs/reference: every page, through a temporary file; stale pages are removed."""
    pages = render_all()
    out.mkdir(parents=True, exist_ok=True)
    for name, text in pages.items():
        temporary = out / f".{name}.tmp"
        temporary.write_text(text, encoding="utf-8")
        temporary.replace(out / name)
    for stale in sorted(out.glob("*.md")):
        if stale.name not in pages:
            stale.unlink()


def check(out: Path) -> list[Drift]:
    """The pages of ``out`` that differ from what spec/ produces."""
    pages = render_all()
    have = {p.name for p in out.glob("*.md")} if out.is_dir() else set()
    drifts = [
        Drift(f"docs/reference/{n}", "missing: spec/ produces it")
        for n in sorted(set(pages) - have)
    ]
    drifts += [
        Drift(f"docs/reference/{n}", "extra: spec/ does not produce it")
        for n in sorted(have - set(pages))
    ]
    for name in sorted(set(pages) & have):
        if (out / name).read_text(encoding="utf-8") != pages[name]:
            drifts.append(Drift(f"docs/reference/{name}", "differs from what spec/ produces"))
    return drifts


_OUTPUTS = Outputs(
    usage=("trajspec._tools.docs", "DOCS_REFERENCE_DIR"),
    failure=(RuntimeError, "cannot render docs/reference", 1),
    verdict=("page(s)", "docs", "docs/reference matches spec/"),
    wrote="wrote docs/reference pages to {out}",
)


def main(argv: list[str] | None = None) -> int:
    """``python -m trajspec._tools.docs write|check DOCS_REFERENCE_DIR``."""
    return write_or_check(_OUTPUTS, write, check, argv)


__all__ = ["HEALTH_PAGE", "check", "health_page", "render_all", "write"]


if __name__ == "__main__":
    raise SystemExit(main())
