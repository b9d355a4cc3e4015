"""The HTML report as a reviewer works in it (headless Chromium): findings told as sentences
with their fix and reference page, links that name the open view, the back button, the
keyboard, no sideways scrolling from 360 to 2560 px, and axe-core's accessibility rules."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import orjson
import pytest
from _report_page import run

from trajspec._jsonl import Source
from trajspec._rules import rules
from trajspec.validators import check_sources

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"

pytestmark = pytest.mark.browser


def _report(tmp_path: Path, *inputs: str | Path, name: str = "report.html") -> Path:
    out = tmp_path / name
    code, _, stderr = run("report", *map(str, inputs), "-o", str(out))
    assert code == 0, stderr
    return out


def _atif(tmp_path: Path) -> Path:
    """ATIF documents: the export of the bundled run."""
    folder = tmp_path / "export"
    code, _, stderr = run(
        "export",
        "--rollouts",
        str(EXAMPLES / "run"),
        "--output-dir",
        str(folder),
        "--session-id",
        "s",
        "--agent-version",
        "1",
    )
    assert code == 0, stderr
    return _report(tmp_path, *sorted(folder.glob("*.json")), name="atif.html")


def _open(page: Any, key: str) -> Any:
    item = page.locator(f'details.rollout[data-key="{key}"]')
    item.locator("summary").click()
    item.locator(".detail, .summarised").wait_for()
    return item


def _hash_becomes(page: Any, wanted: Callable[[str], bool]) -> str:
    """The page's location.hash once ``wanted`` holds of it (the page's CSP refuses the eval
    that ``wait_for_function`` needs)."""
    for _ in range(100):
        now = str(page.evaluate("location.hash"))
        if wanted(now):
            return now
        page.wait_for_timeout(50)
    raise AssertionError(f"location.hash stayed {now!r}")


def _key_of(page: Any, line: int) -> str:
    return str(page.locator(f'details.rollout[data-line="{line}"]').first.get_attribute("data-key"))


# -- findings as sentences ----------------------------------------------------------------


def test_health_findings_read_as_health_words_them(tmp_path: Path, open_report: Any) -> None:
    source = EXAMPLES / "rollouts.jsonl"
    report = open_report(_report(tmp_path, source))
    said = {
        (f.line, f.code): f.message
        for f in check_sources([Source(source)]).findings()
        if f.line is not None
    }
    # an unreadable line has no detail to show a finding in
    said = {
        (line, code): message
        for (line, code), message in said.items()
        if report.page.locator(f'details.rollout[data-line="{line}"]').get_attribute("data-kind")
        == "row"
    }
    assert len(said) >= 3
    shown = 0
    for line, code in said:
        item = _open(report.page, _key_of(report.page, line))
        found = item.locator(f'li.finding[data-source="health"][data-code="{code}"] .sentence')
        assert found.first.inner_text() == said[(line, code)]
        assert not found.first.inner_text().startswith("{")  # never raw JSON
        shown += 1
    assert shown == len(said)


def test_a_validation_marker_opens_its_message_code_severity_fix_and_page(
    tmp_path: Path, open_report: Any
) -> None:
    source = EXAMPLES / "rollouts.jsonl"
    report = open_report(_report(tmp_path, source))
    _, stdout, _ = run("validate", str(source), "--format", "json")
    finding = next(
        f for line in stdout.splitlines() for f in [json.loads(line)] if f["code"] in rules()
    )
    document = finding
    item = _open(report.page, _key_of(report.page, document["line"]))
    marker = item.locator(f'.marker[data-source="validate"][data-code="{finding["code"]}"]').first
    marker.click()
    popover = item.locator(".popover")
    popover.wait_for()
    text = popover.inner_text()
    rule = rules()[finding["code"]]
    assert finding["message"] in text and finding["code"] in text and rule.severity in text
    assert rule.remedy in text
    href = popover.locator("a.ref").get_attribute("href")
    assert (
        href is not None
        and "/docs/reference/" in href
        and href.endswith(
            "#" + "".join(c for c in finding["code"].lower() if c.isalnum() or c in "-_")
        )
    )
    # the address names the open finding; Escape closes the popover
    assert "finding=" in report.page.evaluate("location.hash")
    report.page.keyboard.press("Escape")
    assert item.locator(".popover").count() == 0


# -- links and the back button -------------------------------------------------------------


def test_a_copied_link_opens_the_same_view_and_back_walks_back(
    tmp_path: Path, open_report: Any, browser: Any
) -> None:
    page_file = _report(tmp_path, EXAMPLES / "rollouts.jsonl")
    report = open_report(page_file)
    page = report.page
    key = _key_of(page, 3)  # two turns, and findings
    item = _open(page, key)
    assert page.evaluate("location.hash") == f"#open={key}"
    turn = item.locator(".turn[data-ptr]").nth(1)
    pointer = turn.get_attribute("data-ptr")
    turn.locator(".copy-link").first.click()
    link = turn.locator(".copy-link").first.get_attribute("data-copied")
    assert link is not None and link.endswith(f"#open={key}&at={pointer}")

    other = browser.new_page(viewport={"width": 1000, "height": 800})
    try:
        other.goto(link)
        other.wait_for_selector("body[data-ready]", state="attached")
        opened = other.locator("details.rollout[open]")
        assert opened.count() == 1 and opened.get_attribute("data-key") == key
        target = opened.locator(".targeted")
        assert target.get_attribute("data-ptr") == pointer
        assert other.evaluate("document.activeElement.getAttribute('data-ptr')") == pointer
    finally:
        other.close()

    # a finding's link, then back: the rollout, then nothing open
    page.goto(page_file.resolve().as_uri() + f"#open={key}&finding=0")
    page.wait_for_selector(".popover, li.finding.targeted")
    page.go_back()
    _hash_becomes(page, lambda h: h == f"#open={key}")
    assert page.locator("details.rollout[open]").count() == 1
    page.go_back()
    _hash_becomes(page, lambda h: not h.startswith("#open"))
    assert page.locator("details.rollout[open]").count() == 0


# -- the keyboard ----------------------------------------------------------------------------


def test_keyboard_moves_opens_and_closes(tmp_path: Path, open_report: Any) -> None:
    report = open_report(_report(tmp_path, EXAMPLES / "terminus" / "rows.jsonl", EXAMPLES / "run"))
    page = report.page
    summaries = page.locator("#rollout-list details.rollout > summary")
    assert summaries.count() >= 3
    page.keyboard.press("j")
    assert page.evaluate(
        "document.activeElement === document.querySelector('#rollout-list summary')"
    )
    page.keyboard.press("j")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("k")
    second = page.evaluate("document.activeElement.parentElement.getAttribute('data-key')")
    assert second == summaries.nth(1).locator("xpath=..").get_attribute("data-key")
    page.keyboard.press("Enter")
    _hash_becomes(page, lambda h: h == f"#open={second}")
    opened = page.locator(f'details.rollout[data-key="{second}"]')
    assert opened.get_attribute("open") is not None
    # inside the rollout: j moves through its turns and calls, Escape closes it
    opened.locator(".nav").first.focus()
    page.keyboard.press("j")
    assert page.evaluate("document.activeElement.classList.contains('nav')")
    page.keyboard.press("Escape")
    assert opened.get_attribute("open") is None
    assert page.evaluate("document.activeElement.tagName") == "SUMMARY"
    # the focus can be seen
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"


# -- every width, and axe-core ---------------------------------------------------------------


def _overflow(page: Any) -> int:
    return int(
        page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    )


@pytest.mark.parametrize("width", [360, 2560])
def test_no_sideways_scrolling(tmp_path: Path, open_report: Any, width: int) -> None:
    report = open_report(_report(tmp_path, EXAMPLES / "terminus" / "rows.jsonl", EXAMPLES / "run"))
    page = report.page
    page.set_viewport_size({"width": width, "height": 900})
    assert _overflow(page) <= 0
    for element in page.locator("details.rollout").all()[:4]:
        _open(page, str(element.get_attribute("data-key")))
        assert _overflow(page) <= 0, element.get_attribute("data-key")
    atif = open_report(_atif(tmp_path))
    atif.page.set_viewport_size({"width": width, "height": 900})
    _open(atif.page, "0")
    assert _overflow(atif.page) <= 0
    compared = open_report(_compare(tmp_path))
    compared.page.set_viewport_size({"width": width, "height": 900})
    compared.page.locator("button.pair-open").first.click()
    compared.page.locator("#pair-view .pair").wait_for()
    assert _overflow(compared.page) <= 0


def _axe(page: Any) -> list[dict[str, Any]]:
    if not AXE.is_file():
        if shutil.which("npm") is None:
            pytest.skip("axe-core is not installed (npm ci)")
        pytest.fail("axe-core is not installed: run npm ci (nox -s browser does)")
    page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
    result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    found: list[dict[str, Any]] = result["violations"]
    return [v for v in found if v["impact"] in ("serious", "critical")]


def test_axe_finds_nothing_serious(tmp_path: Path, open_report: Any) -> None:
    report = open_report(_report(tmp_path, EXAMPLES / "rollouts.jsonl", EXAMPLES / "run"))
    page = report.page
    assert _axe(page) == [], "overview"
    item = _open(page, _key_of(page, 2))
    item.locator(".marker").first.click()
    item.locator(".popover").wait_for()
    violations = _axe(page)
    assert violations == [], orjson.dumps(violations).decode()[:2000]
    atif = open_report(_atif(tmp_path))
    _open(atif.page, "0")
    violations = _axe(atif.page)
    assert violations == [], orjson.dumps(violations).decode()[:2000]
    compared = open_report(_compare(tmp_path))
    compared.page.locator("button.pair-open").first.click()
    compared.page.locator("#pair-view .pair").wait_for()
    violations = _axe(compared.page)
    assert violations == [], orjson.dumps(violations).decode()[:2000]


# -- two runs side by side ---------------------------------------------------------------------


def _compare(tmp_path: Path) -> Path:
    out = tmp_path / "cmp.html"
    code, _, stderr = run(
        "report", str(EXAMPLES / "run"), "--compare", str(EXAMPLES / "run_b"), "-o", str(out)
    )
    assert code == 0, stderr
    return out


def test_a_comparison_of_the_two_bundled_runs(
    tmp_path: Path, open_report: Any, screenshots: Path
) -> None:
    report = open_report(_compare(tmp_path))
    page = report.page
    report.page.screenshot(path=str(screenshots / "compare-run-run_b.png"), full_page=True)
    first = page.locator("#compare-tasks tr[data-task]").first
    assert first.get_attribute("data-task") == "0 (calc-17x3)"
    assert "regressed" in (first.get_attribute("class") or "")
    assert first.locator(".diff").inner_text() == "−1"
    assert page.locator("#only-b li").all_inner_texts() == [
        "task 2, rollout 1",
        "task 3, rollout 0",
    ]
    flagged = page.locator('#compare-checks tr[data-name="model_call_failed"]')
    assert [flagged.locator(c).inner_text() for c in (".a", ".b", ".diff")] == ["0", "1", "+1"]
    assert page.locator("#charts .bar.run-a").count() > 0
    assert page.locator("#charts .bar.run-b").count() > 0

    # the regressed pair side by side: turns by index, the tool calls diffed
    page.locator('#compare-pairs tr[data-change="regressed"] button.pair-open').click()
    _hash_becomes(page, lambda h: h == "#pair=0")
    view = page.locator("#pair-view .pair")
    assert view.locator("#aligned-turns tr[data-index]").count() == 2
    ops = view.locator("#tool-diff li").evaluate_all(
        "items => items.map(i => [i.dataset.op, i.querySelector('code').textContent])"
    )
    assert ops == [["-", "multiply"], ["+", "add"]]
    assert view.locator('.col[data-run="a"] .detail').count() == 1
    assert view.locator('.col[data-run="b"] .marker[data-code="model_call_failed"]').count() == 1
    view.screenshot(path=str(screenshots / "compare-pair.png"))
    # a copied address opens the pair; back closes it
    page.go_back()
    _hash_becomes(page, lambda h: h == "")
    assert page.locator("#pair-view .pair").count() == 0
    page.go_forward()
    _hash_becomes(page, lambda h: h == "#pair=0")
    assert page.locator("#pair-view .pair").count() == 1
    page.keyboard.press("Escape")
    assert page.locator("#pair-view .pair").count() == 0
