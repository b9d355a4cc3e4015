"""Runs after test_report_browser.py (file names sort so): once those tests are done, an
event loop can run in this thread again. With the browser open for the whole session,
Playwright's sync API kept its loop running and every later ``asyncio.run`` (the collection
helper's tests in tests/cli) failed with "cannot be called from a running event loop"."""

from __future__ import annotations

import asyncio


def test_an_event_loop_runs_after_the_browser_tests() -> None:
    async def answer() -> int:
        await asyncio.sleep(0)
        return 42

    assert asyncio.run(answer()) == 42
