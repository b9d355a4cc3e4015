"""The library entry points of the batch engines: validate_sources with its summary,
check_sources and measure_coverage on Sources, with progress and callbacks."""

from __future__ import annotations

from pathlib import Path

import pytest

from trajspec._jsonl import LocalEngine, Source
from trajspec.validators import (
    ValidationSummary,
    check_sources,
    health_settings,
    measure_coverage,
    validate_sources,
)


def _inputs(tmp_path: Path) -> list[Source]:
    lines, whole, more = tmp_path / "a.jsonl", tmp_path / "b.json", tmp_path / "c.jsonl"
    lines.write_bytes(b'{"a":1,"a":2}\n\n{}\n')
    whole.write_bytes(b"[1,")
    more.write_bytes(b"")
    return [Source(lines), Source(whole, whole_document=True), Source(more)]


@pytest.mark.parametrize("jobs", [1, 2])
def test_results_in_input_order_with_their_summary(tmp_path: Path, jobs: int) -> None:
    summary = ValidationSummary()
    calls: list[tuple[int, int]] = []
    results = list(
        validate_sources(
            _inputs(tmp_path),
            engine=LocalEngine(jobs),
            progress=lambda items, nbytes: calls.append((items, nbytes)),
            summary=summary,
        )
    )
    assert [(Path(r.file).name, r.line) for r in results] == [
        ("a.jsonl", 1),
        ("a.jsonl", 3),
        ("b.json", None),
    ]
    assert results[0].findings[0].code == "json.duplicate_key"
    assert [f.code for f in results[2].findings] == ["json.syntax"]
    assert (summary.files, summary.documents, summary.blank_lines) == (3, 3, 1)
    assert results[1].findings  # an empty object is no document of any kind
    assert summary.with_findings == 3
    # After the one chunk of a.jsonl (18 bytes) and the whole document b.json (3 bytes), so
    # that a folder of .json files shows progress too; c.jsonl has no chunk.
    assert calls == [(2, 18), (3, 21)]


def test_any_at_or_above() -> None:
    summary = ValidationSummary()
    summary.by_severity["warning"] = 1
    assert summary.any_at_or_above("warning") and summary.any_at_or_above("info")
    assert not summary.any_at_or_above("error")
    assert not ValidationSummary().any_at_or_above("info")


def test_health_settings_refuse_an_unknown_check() -> None:
    with pytest.raises(ValueError, match="unknown health check"):
        health_settings("no_such_check")
    assert health_settings("record_unreadable, ").ignored == frozenset({"record_unreadable"})


def test_check_sources_and_measure_coverage_on_sources(tmp_path: Path) -> None:
    path = tmp_path / "rollouts.jsonl"
    path.write_bytes(b"{}\nnot json\n")
    result = check_sources([Source(path)], health_settings())
    assert result.summary["run"]["artifacts"]["records"] == 2
    heard: list[tuple[str, int, str]] = []
    report = measure_coverage(
        [Source(path)], on_unreadable=lambda file, line, code, _: heard.append((file, line, code))
    )
    assert (report.rows, report.unreadable_lines, report.files) == (1, 1, 1)
    assert heard == [(str(path), 2, "json.syntax")]


def test_a_duplicate_key_past_the_first_chunk_names_the_file_line_of_the_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The message's "first at LINE:COLUMN" is the line in the file, not in the chunk."""
    from trajspec import _jsonl

    monkeypatch.setattr(_jsonl, "CHUNK_BYTES", 8)  # a chunk a line
    path = tmp_path / "rows.jsonl"
    path.write_bytes(b'{"n":1}\n{"n":2}\n{"n":3,"n":4}\n')
    results = list(validate_sources([Source(path)]))
    messages = [f.message for r in results for f in r.findings if f.code == "json.duplicate_key"]
    assert len(messages) == 1 and "(first at 3:2)" in messages[0], messages
