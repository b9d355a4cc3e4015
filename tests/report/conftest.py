"""The browser the report tests drive: the system's Chromium (Debian's ``chromium``) through
Playwright's Python package, never a browser Playwright downloads itself.

Without chromium on PATH or without playwright the tests skip locally and fail on CI (where
``CI`` is set), as the interop sessions do. Screenshots go to ``TRAJSPEC_SCREENSHOTS`` when it
is set, else to a pytest temporary folder; the folder is printed.
"""

from __future__ import annotations

import asyncio
import importlib.util
import os
import shutil
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from _report_page import Report


def _unavailable(why: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(f"{why}; CI must run the browser tests (apt-get install -y chromium)")
    pytest.skip(why)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """One Chromium per test module. Not per session: Playwright's sync API keeps an event
    loop running in this thread while it is open, and every later test that calls
    ``asyncio.run`` (the collection helper's) would fail."""
    executable = shutil.which("chromium")
    if executable is None:
        _unavailable("no chromium on PATH")
    if importlib.util.find_spec("playwright") is None:
        _unavailable("playwright is not installed (pip install -e '.[test]')")
    from playwright.sync_api import sync_playwright

    # As root (CI containers) Chromium refuses to start with its sandbox on.
    args = ["--no-sandbox"] if hasattr(os, "geteuid") and os.geteuid() == 0 else []
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=executable, args=args)
        yield chromium
        chromium.close()
    # Once Playwright has stopped, the tests after these can run event loops again.
    asyncio.run(asyncio.sleep(0))


@pytest.fixture(scope="session")
def screenshots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = os.environ.get("TRAJSPEC_SCREENSHOTS")
    path = Path(folder) if folder else tmp_path_factory.mktemp("report-screenshots")
    path.mkdir(parents=True, exist_ok=True)
    sys.stderr.write(f"\nreport screenshots: {path}\n")
    return path


@pytest.fixture
def open_report(browser: Any) -> Iterator[Callable[[Path], Report]]:
    opened: list[Report] = []

    def open_(path: Path) -> Report:
        page = browser.new_page(viewport={"width": 1300, "height": 900})
        page.set_default_timeout(10_000)
        report = Report(page)
        page.goto(path.resolve().as_uri())
        page.wait_for_selector("body[data-ready]", state="attached", timeout=10_000)
        opened.append(report)
        return report

    yield open_
    for report in opened:
        errors = list(report.errors)
        report.page.close()
        assert errors == [], f"console errors or network requests: {errors}"
