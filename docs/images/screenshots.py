"""Make the README's two screenshots of ``trajspec report``: a run overview and one rollout.

    python docs/images/screenshots.py [OUT_DIR]     # default: docs/images

The input is the bundled ``examples/rollouts.jsonl`` (rows with producer mistakes, so the
overview has findings) and 40 rows of the bench corpus (``bench/corpus.py``: ng_perf for the
charts, parallel tool calls for the lanes), numbered apart so that no identity repeats. It
needs trajspec installed, Playwright's Python package and Debian's ``chromium`` on PATH.
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import orjson

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

import corpus  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "images"
    with tempfile.TemporaryDirectory() as scratch:
        # Relative names: the page shows its inputs as they were named.
        folder = Path(scratch)
        (folder / "examples").mkdir()
        shutil.copy(ROOT / "examples" / "rollouts.jsonl", folder / "examples")
        rows = folder / "bench_agent.jsonl"
        rng = random.Random(20)
        rows.write_bytes(
            b"".join(orjson.dumps(corpus.row(i, rng, turns=(3, 8))) + b"\n" for i in range(40, 80))
        )
        page_file = folder / "report.html"
        subprocess.run(
            [
                "trajspec",
                "report",
                "examples/rollouts.jsonl",
                rows.name,
                "-o",
                page_file.name,
                "--title",
                "trajspec report: examples/rollouts.jsonl and 40 bench rows",
            ],
            check=True,
            cwd=folder,
        )
        args = ["--no-sandbox"] if os.geteuid() == 0 else []
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=shutil.which("chromium"), args=args
            )
            page = browser.new_page(viewport={"width": 1200, "height": 1000})
            page.goto(page_file.as_uri())
            page.wait_for_selector("body[data-ready]", state="attached")
            page.screenshot(
                path=str(out / "report-overview.png"),
                clip={"x": 0, "y": 0, "width": 1200, "height": 1180},
                full_page=True,
            )
            # The first bench row: parallel tool calls in lanes.
            item = page.locator("details.rollout[data-file$='bench_agent.jsonl']").first
            item.locator("summary").click()
            item.locator(".detail").wait_for()
            item.locator(".timeline").scroll_into_view_if_needed()
            box = item.bounding_box()
            assert box is not None
            top = page.evaluate("window.scrollY")
            page.screenshot(
                path=str(out / "report-rollout.png"),
                clip={
                    "x": box["x"],
                    "y": box["y"] + top,
                    "width": box["width"],
                    "height": min(box["height"], 1000),
                },
                full_page=True,
            )
            browser.close()
    print(f"wrote {out / 'report-overview.png'} and {out / 'report-rollout.png'}")


if __name__ == "__main__":
    main()
