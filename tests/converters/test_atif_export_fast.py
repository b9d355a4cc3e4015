"""The ATIF export's shortcuts (issue 19) keep its findings and its bytes: the collector
paused for a chunk, the files written and synced off the main thread, and each fast path of
the conversion against the full path it stands for."""

from __future__ import annotations

import gc
from typing import Any

import pytest

import trajspec._strictjson as strictjson
from trajspec.converters._atif_export.batch import export_chunk


def test_each_chunk_is_converted_with_the_collector_paused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: list[bool] = []
    original = strictjson._parse

    def parse(data: bytes, line: int) -> Any:
        seen.append(gc.isenabled())
        return original(data, line)

    monkeypatch.setattr(strictjson, "_parse", parse)
    outcomes = export_chunk([b'{"_ng_task_index": 0}\n', b"{}\n"], 1, "s", "1.0")
    assert seen == [False, False]
    assert [o.line for o in outcomes] == [1, 2]
    assert all(o.findings for o in outcomes)  # neither row can be exported
    assert gc.isenabled()
