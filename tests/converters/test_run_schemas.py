"""The run-folder schemas: generated documents pass both validators and round-trip through the
generated models, and what the recorder writes is valid under them whatever the rows."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
import pytest
from _examples import examples
from _strategies import from_schema
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trajspec._models import model_for
from trajspec._schemas import find_schema
from trajspec.converters import RunRecorder
from trajspec.validators._document import validate_against
from trajspec.validators._structural.compiled import oracle_validator, rust_validator

RUN_SCHEMAS = [
    "evidence/1.0/rollout_failure_record",
    "evidence/1.0/omitted_rollout",
    "evidence/1.0/materialized_input_row",
    "evidence/1.0/shard_manifest",
    "evidence/1.0/batch_status",
]


@pytest.mark.parametrize("name", RUN_SCHEMAS)
def test_generated_documents_are_valid_and_round_trip(name: str) -> None:
    model = model_for(find_schema(name))
    oracle, fast = oracle_validator(name), rust_validator(name)

    @given(from_schema(name))
    @settings(database=None, max_examples=examples(0.2))
    def check(document: Any) -> None:
        assert not list(oracle.iter_errors(document))
        assert fast.is_valid(document)
        assert model.model_validate(document).model_dump(mode="json", by_alias=True) == document

    check()


task_rows = st.fixed_dictionaries(
    {
        "_ng_task_index": st.integers(0, 4),
        "_ng_rollout_index": st.integers(0, 2),
    },
    optional={
        "task_id": st.one_of(st.text(max_size=5), st.integers(0, 9)),
        "agent_ref": st.fixed_dictionaries({"name": st.text(max_size=5)}),
        "prompt": st.text(max_size=10),
        "_ng_rollout_id": st.from_regex(r"[a-z][a-z0-9.]{0,5}", fullmatch=True),
    },
)


@settings(
    max_examples=examples(0.2),
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    batch=st.lists(
        st.tuples(task_rows, st.sampled_from(["ok", "fail", "skip", "prepare"])),
        max_size=6,
        unique_by=(
            lambda item: (item[0]["_ng_task_index"], item[0]["_ng_rollout_index"]),
            lambda item: item[0].get("_ng_rollout_id", item[0]["_ng_task_index"]),
        ),
    )
)
def test_what_the_recorder_writes_is_valid(
    batch: list[tuple[dict[str, Any], str]], tmp_path_factory: pytest.TempPathFactory
) -> None:
    folder = tmp_path_factory.mktemp("run")
    with RunRecorder(folder, "w0", record_omitted_rollouts=True) as shard:
        for row, outcome in batch:
            if outcome == "skip":
                shard.expect(row)
            elif outcome == "prepare":
                shard.prepare(row)
            elif outcome == "ok":
                shard.record({**shard.prepare(row), "reward": 0.5})
            else:
                shard.record({**shard.prepare(row), "_ng_failure_class": "agent_run_error"})
    paths = shard.paths

    def errors(document: Any, schema: str) -> list[str]:
        return [f.code for f in validate_against(document, schema) if f.severity == "error"]

    assert errors(orjson.loads(paths["manifest"].read_bytes()), "evidence/1.0/shard_manifest") == []
    assert (
        errors(orjson.loads(paths["batch_status"].read_bytes()), "evidence/1.0/batch_status") == []
    )
    for line in paths["materialized_inputs"].read_bytes().splitlines():
        assert errors(orjson.loads(line), "evidence/1.0/materialized_input_row") == []
    for line in paths["failures"].read_bytes().splitlines():
        row = orjson.loads(line)
        assert errors(row, "evidence/1.0/rollout_failure_record") == []
        if row["_ng_failure_class"] == "omitted":
            assert errors(row, "evidence/1.0/omitted_rollout") == []
    for line in paths["rollouts"].read_bytes().splitlines():
        assert errors(orjson.loads(line), "evidence/1.0/rollout_row") == []


def test_the_seed_call_shape_is_accepted(tmp_path: Path) -> None:
    """The seed's keyword names are the API: RunRecorder(record_output_dir, record_shard)."""
    with RunRecorder(record_output_dir=tmp_path, record_shard="step_000007-w0") as shard:
        shard.record({"_ng_task_index": 0, "_ng_rollout_index": 0})
    assert (tmp_path / "rollouts-step_000007-w0.jsonl").exists()
