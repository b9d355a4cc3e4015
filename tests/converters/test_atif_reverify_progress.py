"""reverify's progress callback: one call per manifest line done, in manifest order, with
the bytes of the manifest lines done, so that a command can show the share of the manifest's
size and the time left."""

from __future__ import annotations

from pathlib import Path

import pytest
from _reverify_fixtures import write_export

from trajspec.converters import reverify


@pytest.mark.parametrize("jobs", [1, 2])
def test_progress_follows_the_manifest_lines_and_their_bytes(tmp_path: Path, jobs: int) -> None:
    manifest, inputs = write_export(tmp_path, rollouts=3)
    # A line that is no entry counts as done too, and a blank line is no line.
    manifest.write_bytes(manifest.read_bytes() + b"\n" + b"not json\n")
    lines = [line for line in manifest.read_bytes().splitlines(keepends=True) if line.strip()]
    calls: list[tuple[int, int]] = []
    summary = reverify(
        manifest,
        inputs,
        tmp_path / "out.jsonl",
        dry_run=True,
        jobs=jobs,
        progress=lambda items, nbytes: calls.append((items, nbytes)),
    )
    assert (summary.accepted, summary.rejected) == (3, 1)
    done = [sum(len(line) for line in lines[:n]) for n in range(1, 5)]
    assert calls == list(zip(range(1, 5), done, strict=True))
    assert done[-1] == manifest.stat().st_size - 1  # all but the blank line
