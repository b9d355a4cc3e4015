"""Helpers of the HTML report's browser tests (tests/report): the command line in this
process, and one report open in a browser page with the console errors it logged."""

from __future__ import annotations

import io
from contextlib import redirect_stderr, redirect_stdout
from typing import Any

from trajspec._cli.app import main


def run(*argv: str) -> tuple[int, str, str]:
    """The command line in this process: exit code, stdout, stderr."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(list(argv), stderr=err)
    return code, out.getvalue(), err.getvalue()


class Report:
    """One report open in a page, and the console errors it logged."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.errors: list[str] = []
        page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        # The page must need nothing from the network.
        page.route(
            "http://**/*", lambda route: (self.errors.append(route.request.url), route.abort())
        )
        page.route(
            "https://**/*", lambda route: (self.errors.append(route.request.url), route.abort())
        )

    def open_rollout(self, key: str) -> Any:
        """Expand one rollout of the current page; its <details> element."""
        item = self.page.locator(f'details.rollout[data-key="{key}"]')
        item.locator("summary").click()
        item.locator(".detail, .summarised").wait_for()
        return item
