"""bench/callgrind_reverify.py: its SHA-256 part hashes what the check and rebuild hash, the
same inputs the same number of times, through the same id maker."""

from __future__ import annotations

from typing import Any

import callgrind_reverify
import pytest
from bench_reverify import small_documents

from trajspec.converters._reverify import response
from trajspec.converters._reverify.rebuild import atif_to_response, load_atif


def _loaded(count: int) -> list[Any]:
    return [load_atif(data)[0] for data in small_documents(count)]


def test_the_recorded_hashing_makes_the_ids_the_rebuild_wrote() -> None:
    loaded = _loaded(4)
    made = callgrind_reverify.hashed_by_rebuild(loaded)
    assert response._ids.__name__ == "_ids"  # the recording is undone
    # one seed a document, its trajectory_id (the corpus's documents all have one)
    assert [seed for seed, _ in made] == [document["trajectory_id"] for document in loaded]
    for (seed, texts), document in zip(made, loaded, strict=True):
        rebuilt = atif_to_response(document, strict_json=True).response
        assert rebuilt is not None
        # the output items' ids in order, then the response's own
        written = [item["id"] for item in rebuilt["output"]] + [rebuilt["id"]]
        make_id = response._ids(seed)
        assert [make_id(text) for text in texts] == written


def test_the_part_hashes_each_seed_once_and_each_id_text_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    made = callgrind_reverify.hashed_by_rebuild(_loaded(3))
    calls: list[tuple[str, str | None]] = []
    ids = response._ids

    def counting(seed: str) -> Any:
        calls.append((seed, None))
        make_id = ids(seed)

        def counted(text: str) -> str:
            calls.append((seed, text))
            return make_id(text)

        return counted

    monkeypatch.setattr(response, "_ids", counting)
    callgrind_reverify.hash_again(made)
    assert calls == [
        call for seed, texts in made for call in [(seed, None)] + [(seed, t) for t in texts]
    ]


def test_a_seed_hashed_from_the_content_is_refused() -> None:
    # the part replays the ids only: a document without a trajectory_id would be
    # under-counted, so recording it fails
    loaded = _loaded(2)
    loaded[1] = {**loaded[1], "trajectory_id": None}
    with pytest.raises(AssertionError, match="seeds hashed from content"):
        callgrind_reverify.hashed_by_rebuild(loaded)
    assert response._ids.__name__ == "_ids"
