"""Property tests against the schemas: generated documents are accepted by both validators
and by the generated models, which round-trip them."""

from __future__ import annotations

from typing import Any

import pytest
from _examples import examples
from _strategies import from_schema
from hypothesis import given, settings
from hypothesis import strategies as st

from trajspec._models import model_for
from trajspec._schemas import find_schema
from trajspec.validators._structural.compiled import oracle_validator, rust_validator

# The records people write and read; each is exercised with the profile's example count
# (200 in CI). Everything they contain is exercised through them.
TOP_LEVEL = [
    "evidence/1.0/rollout_row",
    "evidence/1.0/trajectory_record",
    "evidence/1.0/agent_observation_bundle",
    "evidence/1.0/model_call_capture",
    "evidence/1.0/capture_exchange",
    "evidence/1.0/ng_perf",
    "evidence/1.0/perf_summary",
    "evidence/1.0/collection_config",
]


@pytest.mark.parametrize("name", TOP_LEVEL)
def test_generated_documents_are_valid_and_round_trip(name: str) -> None:
    model = model_for(find_schema(name))
    oracle = oracle_validator(name)
    fast = rust_validator(name)

    @given(from_schema(name))
    @settings(database=None)
    def check(document: Any) -> None:
        assert not list(oracle.iter_errors(document))
        assert fast.is_valid(document)
        parsed = model.model_validate(document)
        assert parsed.model_dump(mode="json", by_alias=True) == document

    check()


@given(st.sampled_from(TOP_LEVEL).flatmap(lambda n: st.tuples(st.just(n), from_schema(n))))
@settings(database=None, max_examples=examples(0.25))
def test_validators_agree_on_mutated_documents(pair: tuple[str, Any]) -> None:
    name, document = pair
    if isinstance(document, dict) and document:
        key = sorted(document)[0]
        document = {**document, key: "mutated-to-a-string"}
    oracle_ok = not list(oracle_validator(name).iter_errors(document))
    assert rust_validator(name).is_valid(document) == oracle_ok
    model = model_for(find_schema(name))
    try:
        model.model_validate(document)
        model_ok = True
    except Exception:
        model_ok = False
    assert model_ok == oracle_ok
