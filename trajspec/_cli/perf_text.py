"""Text of performance figures: ``perf``'s report and the perf_summary lines that ``perf`` and
``aggregate`` both print."""

from __future__ import annotations

from typing import Any, TextIO

from trajspec.converters import PerfReport


def _number(value: object) -> str:
    if isinstance(value, float):
        return f"{value:.4f}".rstrip("0").rstrip(".") if value == value else str(value)
    return str(value)


def render_perf_text(report: PerfReport, out: TextIO) -> None:
    data = report.to_json()
    out.write(
        f"{data['rollouts']} rollout{'s' * (data['rollouts'] != 1)} in {data['files']} "
        f"file{'s' * (data['files'] != 1)}, {data['with_ng_perf']} with ng_perf"
        + (
            f", {data['unreadable_lines']} unreadable lines skipped"
            if data["unreadable_lines"]
            else ""
        )
        + (
            f", {data['left_out_of_perf_summary']} left out of perf_summary (see stderr)"
            if data.get("left_out_of_perf_summary")
            else ""
        )
        + "\n"
    )
    write_perf_summary(data["perf_summary"], out)


def write_perf_summary(summary: dict[str, Any] | None, out: TextIO) -> None:
    """perf_summary as aligned text lines (shared by `perf` and `aggregate`)."""
    if summary is None:
        out.write("perf_summary: none (no rollout carries ng_perf)\n")
        return
    out.write("perf_summary:\n")
    width = max(len(key) for key in summary)
    for key, value in summary.items():
        out.write(f"  {key:<{width}}  {_number(value)}\n")


__all__ = ["render_perf_text", "write_perf_summary"]
