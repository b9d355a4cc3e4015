"""The chunk functions' pause of the cyclic collector: paused while the work runs, left as
it was found afterwards (also when the work raises)."""

from __future__ import annotations

import gc

import pytest

from trajspec._gcpause import without_cyclic_gc


def test_paused_while_running_and_restored_after() -> None:
    seen: list[bool] = []

    @without_cyclic_gc
    def work(x: int, *, y: int) -> int:
        seen.append(gc.isenabled())
        return x + y

    assert gc.isenabled()
    assert work(1, y=2) == 3
    assert seen == [False]
    assert gc.isenabled()
    assert work.__name__ == "work"


def test_restored_when_the_work_raises() -> None:
    @without_cyclic_gc
    def work() -> None:
        raise ValueError("boom")

    with pytest.raises(ValueError, match="boom"):
        work()
    assert gc.isenabled()


def test_a_caller_that_disabled_the_collector_keeps_it_disabled() -> None:
    @without_cyclic_gc
    def work() -> bool:
        return gc.isenabled()

    gc.disable()
    try:
        assert work() is False
        assert not gc.isenabled()
    finally:
        gc.enable()


@pytest.mark.parametrize(
    ("module", "chunk"),
    [
        ("trajspec.converters._projection.batch", "project_chunk"),
        ("trajspec.converters._atif_export.batch", "export_chunk"),
    ],
)
def test_the_chunk_functions_read_with_the_collector_paused(
    module: str, chunk: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import importlib

    from trajspec._strictjson import iter_jsonl

    mod = importlib.import_module(module)
    seen: list[bool] = []

    def reading(*args: object, **kwargs: object) -> object:
        seen.append(gc.isenabled())
        return iter_jsonl(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(mod, "iter_jsonl", reading)
    work = getattr(mod, chunk)
    if chunk == "project_chunk":
        work([b"[]\n"], 1, mod.ProjectOptions(capture_dir=None))
    else:
        work([b"[]\n"], 1, "s", "1")
    assert seen == [False]
    assert gc.isenabled()
