"""The cyclic collector is paused while a chunk of documents is judged, and restored after
(trajspec._strictjson.cyclic_gc_paused): parsed JSON holds no cycles for it to find."""

from __future__ import annotations

import gc
from collections.abc import Callable
from typing import Any

import pytest

from trajspec._strictjson import cyclic_gc_paused
from trajspec.validators._coverage.batch import measure_chunk
from trajspec.validators._health.batch import health_chunk
from trajspec.validators._health.rollout import Settings
from trajspec.validators._stream import validate_chunk


def test_the_collector_is_restored_as_it_was() -> None:
    assert gc.isenabled()
    with cyclic_gc_paused():
        assert not gc.isenabled()
        with cyclic_gc_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()  # the inner pause does not end the outer one
    assert gc.isenabled()
    gc.disable()
    try:
        with cyclic_gc_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()  # a caller's own pause stays
    finally:
        gc.enable()


def test_the_collector_is_restored_when_the_batch_raises() -> None:
    with pytest.raises(RuntimeError), cyclic_gc_paused():
        raise RuntimeError
    assert gc.isenabled()


@pytest.mark.parametrize(
    "judge",
    [
        lambda lines: validate_chunk(lines, 1, "-", None),
        lambda lines: health_chunk(lines, 1, "-", 0, Settings()),
        lambda lines: measure_chunk(lines, 1, "-"),
    ],
    ids=["validate", "health", "coverage"],
)
def test_each_chunk_is_judged_with_the_collector_paused(
    judge: Callable[[list[bytes]], object], monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[bool] = []
    import trajspec._strictjson as strictjson

    original = strictjson._parse

    def parse(data: bytes, line: int) -> Any:
        seen.append(gc.isenabled())
        return original(data, line)

    monkeypatch.setattr(strictjson, "_parse", parse)
    judge([b'{"task_id": "t", "rollout_id": "r"}\n', b"{}\n"])
    assert seen == [False, False]
    assert gc.isenabled()
