"""docs/reference: current, complete (every object, field and rule code) and drift-checked."""

from __future__ import annotations

import re
from pathlib import Path

import orjson
import pytest
from _vectors import vector_files

from trajspec._schemas import families, schemas_of
from trajspec._tools.docs import (
    HEALTH_PAGE,
    PYTHON_API_PAGE,
    check,
    registries,
    render_all,
    write,
)

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs" / "reference"


@pytest.fixture(scope="module")
def pages() -> dict[str, str]:
    return render_all()


def _sections(text: str, level: str) -> dict[str, str]:
    """Heading text -> the body up to the next heading of the same or a higher level."""
    parts = re.split(rf"^{level} (.+)$", text, flags=re.M)
    return {parts[i].strip(): parts[i + 1] for i in range(1, len(parts) - 1, 2)}


def test_docs_reference_is_current() -> None:
    assert check(DOCS) == [], "run `nox -s docs`"


def test_rendering_is_deterministic(pages: dict[str, str]) -> None:
    assert render_all() == pages


@pytest.mark.parametrize(("family", "version"), families())
def test_every_object_and_field_is_documented(
    pages: dict[str, str], family: str, version: str
) -> None:
    sections = _sections(pages[f"{family}-{version}.md"], "##")
    for info in schemas_of(family, version):
        contents = dict(info.contents)
        titled = [(info.title, contents)] + [
            (sub["title"], sub) for sub in contents.get("$defs", {}).values() if "title" in sub
        ]
        for title, schema in titled:
            assert title in sections, f"no section for {title}"
            body = sections[title]
            if schema.get("description"):
                assert " ".join(schema["description"].split()) in " ".join(body.split())
            for name, sub in schema.get("properties", {}).items():
                row = next((r for r in body.splitlines() if r.startswith(f"| `{name}` |")), None)
                assert row is not None, f"{title}.{name} has no row"
                required = "yes" if name in schema.get("required", []) else "no"
                assert f"| {required} |" in row
                for keyword in ("minimum", "maximum", "minLength", "minItems", "pattern"):
                    if keyword in sub:
                        assert str(sub[keyword]).replace("|", "\\|") in row, (name, keyword)


def test_every_rule_code_is_documented_with_its_severity(pages: dict[str, str]) -> None:
    # A rule is on the page of every family version it applies to (ATIF rules: 1.7 and 1.8).
    headings: dict[str, list[str]] = {}
    for text in pages.values():
        sections = re.findall(r"^### (.+)$", text, flags=re.M)
        assert len(sections) == len(set(sections)), "a code twice on one page"
        for heading, body in _sections(text, "###").items():
            headings.setdefault(heading, []).append(body)
    for registry in registries():
        for rule in registry.rules:
            bodies = headings[f"`{rule['code']}`"]
            for body in bodies:
                assert body.lstrip().startswith(f"**{rule['severity']}**"), rule["code"]
                assert rule["summary"] in body


def test_examples_come_from_vectors_that_list_them(pages: dict[str, str]) -> None:
    listed: dict[str, set[tuple[str, str]]] = {}
    for name, data in vector_files():
        for case in data.get("cases", []):
            expected = case.get("expected")
            export = expected.get("findings") if isinstance(expected, dict) else None
            for found in case.get("findings") or export or []:
                listed.setdefault(f"conformance/{name}", set()).add((found["code"], found["path"]))
    triggered = {code for pairs in listed.values() for code, _ in pairs}
    checked = 0
    for name, text in pages.items():
        if name in (HEALTH_PAGE, PYTHON_API_PAGE):  # not rules: no vectors
            continue
        for heading, body in _sections(text, "###").items():
            code = heading.strip("`")
            match = re.search(r"\(\[`([^`]+)`\]\([^)]*\), case (\d+)", body)
            if match is None:
                assert "No conformance vector triggers this code yet." in body
                assert code not in triggered, f"{code} has a vector but no example"
                continue
            finding = orjson.loads(body.split("```json\n", 1)[1].split("\n```", 1)[0])
            assert finding["code"] == code
            assert (code, finding["path"]) in listed[match.group(1)]
            checked += 1
    assert checked >= 60


def test_drift_is_reported(tmp_path: Path) -> None:
    write(tmp_path)
    assert check(tmp_path) == []
    page = tmp_path / "atif-1.8.md"
    page.write_text(page.read_text() + "edited\n")
    (tmp_path / "README.md").unlink()
    (tmp_path / "stray.md").write_text("x\n")
    reasons = {d.path: d.reason for d in check(tmp_path)}
    assert reasons == {
        "docs/reference/README.md": "missing: spec/ produces it",
        "docs/reference/stray.md": "extra: spec/ does not produce it",
        "docs/reference/atif-1.8.md": "differs from what spec/ produces",
    }
    write(tmp_path)
    assert check(tmp_path) == []
    assert not (tmp_path / "stray.md").exists()


def test_the_health_page_has_a_heading_per_check(pages: dict[str, str]) -> None:
    import json

    from trajspec._schemas import spec_root

    checks = json.loads((spec_root() / "health" / "checks.json").read_text(encoding="utf-8"))
    sections = _sections(pages[HEALTH_PAGE], "###")
    assert list(sections) == [f"`{entry['id']}`" for entry in checks["checks"]]
    for entry in checks["checks"]:
        assert entry["summary"] in sections[f"`{entry['id']}`"]


def test_every_remedy_is_on_the_page_of_its_rules(pages: dict[str, str]) -> None:
    """Each rule's and each health check's own "how to fix" is in its section of the page a
    finding's SARIF helpUri names; the registry's general advice stands once above the rules."""
    from trajspec._rules import STRUCTURAL_REMEDY, health_remedy
    from trajspec.validators import health_checks

    for registry in registries():
        assert registry.remedy
        holding = [
            name for name, text in pages.items() if f"### `{registry.rules[0]['code']}`" in text
        ]
        assert holding, registry.family
        for name in holding:
            assert f"**In general.** {registry.remedy}" in pages[name], (registry.family, name)
            sections = _sections(pages[name], "###")
            for rule in registry.rules:
                section = sections.get(f"`{rule['code']}`")
                if section is not None:
                    assert f"**How to fix.** {rule['remedy']}\n" in section, (name, rule["code"])
    for registry in registries():
        for rule in registry.rules:
            assert any(f"**How to fix.** {rule['remedy']}" in t for t in pages.values()), rule
    health = _sections(pages[HEALTH_PAGE], "###")
    assert f"**In general.** {health_remedy()}" in pages[HEALTH_PAGE]
    for check_ in health_checks():
        assert check_.remedy
        assert f"**What to do.** {check_.remedy}\n" in health[f"`{check_.id}`"], check_.id
    assert f"**How to fix.** {STRUCTURAL_REMEDY}" in pages["README.md"]
