"""Make the README's screenshots of ``trajspec report`` from the bundled examples: a run
overview, one rollout with a finding open, and two runs compared.

    python docs/images/screenshots.py [OUT_DIR]     # default: docs/images

The inputs are the bundled ``examples/rollouts.jsonl`` (rows with producer mistakes, so the
overview has findings), ``examples/terminus/rows.jsonl`` and the run folder ``examples/run``
(with its failed and omitted tries); the comparison is ``examples/run`` against its next
run ``examples/run_b``. It needs trajspec installed, Playwright's Python package and Debian's
``chromium`` on PATH.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]


def _report(folder: Path, name: str, *args: str) -> Path:
    """A report made in ``folder``, whose inputs are named as the README names them."""
    subprocess.run(["trajspec", "report", *args, "-o", name], check=True, cwd=folder)
    return folder / name


def _shoot(page: Any, element: Any, path: Path, height: int = 1000) -> None:
    element.scroll_into_view_if_needed()
    box = element.bounding_box()
    assert box is not None
    top = page.evaluate("window.scrollY")
    page.screenshot(
        path=str(path),
        clip={
            "x": box["x"],
            "y": box["y"] + top,
            "width": box["width"],
            "height": min(box["height"], height),
        },
        full_page=True,
    )


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "images"
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        shutil.copytree(ROOT / "examples", folder / "examples")
        overview = _report(
            folder,
            "report.html",
            "examples/rollouts.jsonl",
            "examples/terminus/rows.jsonl",
            "examples/run",
            "--title",
            "trajspec report: the bundled examples",
        )
        compared = _report(
            folder, "compare.html", "examples/run", "--compare", "examples/run_b", "-q"
        )
        args = ["--no-sandbox"] if os.geteuid() == 0 else []
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=shutil.which("chromium"), args=args
            )
            page = browser.new_page(viewport={"width": 1200, "height": 1000})
            page.goto(overview.as_uri())
            page.wait_for_selector("body[data-ready]", state="attached")
            page.screenshot(
                path=str(out / "report-overview.png"),
                clip={"x": 0, "y": 0, "width": 1200, "height": 1180},
                full_page=True,
            )
            # Line 3 of examples/rollouts.jsonl, with its first finding open.
            key = page.locator("details.rollout[data-line='3']").first.get_attribute("data-key")
            page.goto(overview.as_uri() + f"#open={key}&finding=0")
            item = page.locator(f"details.rollout[data-key='{key}']")
            item.locator(".popover").wait_for()
            _shoot(page, item, out / "report-rollout.png")

            page.goto(compared.as_uri())
            page.wait_for_selector("body[data-ready]", state="attached")
            page.goto(compared.as_uri() + "#pair=0")
            page.locator("#pair-view .pair").wait_for()
            page.evaluate("window.scrollTo(0, 0)")
            page.screenshot(
                path=str(out / "report-compare.png"),
                clip={"x": 0, "y": 0, "width": 1200, "height": 1180},
                full_page=True,
            )
            _shoot(page, page.locator("#pair-view .pair"), out / "report-compare-pair.png")
            browser.close()
    names = (
        "report-overview.png",
        "report-rollout.png",
        "report-compare.png",
        "report-compare-pair.png",
    )
    print("wrote " + ", ".join(str(out / name) for name in names))


if __name__ == "__main__":
    main()
