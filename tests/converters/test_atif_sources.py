"""The source of ATIF documents for the formats made from them (converters._atif_sources):
inputs named by files, folders and globs; documents read strictly, checked, rejected with
their codes or handed to a transform, in input order on every engine; rollout rows through
the strict ATIF export; a new output folder written whole or not at all."""

from __future__ import annotations

import operator
from pathlib import Path

import orjson
import pytest

from trajspec._jsonl import LocalEngine
from trajspec.converters import (
    AtifInputError,
    OutputFolderError,
    RolloutExport,
    atif_inputs,
    check_output_folder,
    map_documents,
    staged_folder,
    trajectories,
)

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
WHERE = operator.attrgetter("file", "line")


def _doc(tid: str, **more: object) -> dict[str, object]:
    return {
        "schema_version": "ATIF-v1.7",
        "trajectory_id": tid,
        "agent": {"name": "a", "version": "1"},
        "steps": [{"step_id": 1, "source": "user", "message": "hi"}],
        **more,
    }


def test_folders_are_read_recursively_in_path_order_and_globs_match_files(tmp_path: Path) -> None:
    (tmp_path / "b").mkdir()
    (tmp_path / "a" / "deep").mkdir(parents=True)
    for name in ("b/2.json", "a/deep/1.jsonl", "a/0.json", "a/notes.txt", "b/manifest.jsonl"):
        (tmp_path / name).write_bytes(b"{}")
    names = [s.path.relative_to(tmp_path).as_posix() for s in atif_inputs([str(tmp_path)])]
    assert names == ["a/0.json", "a/deep/1.jsonl", "b/2.json"]
    globbed = atif_inputs([str(tmp_path / "*" / "*.json")])
    assert [s.path.name for s in globbed] == ["0.json", "2.json"]
    assert [s.whole_document for s in atif_inputs([str(tmp_path)])] == [True, False, True]
    # a file named twice is read once
    assert len(atif_inputs([str(tmp_path / "a/0.json"), str(tmp_path / "a")])) == 2


@pytest.mark.parametrize("arg", ["missing.json", "nothing-*.json", "empty"])
def test_an_argument_that_names_nothing_is_an_input_error(tmp_path: Path, arg: str) -> None:
    (tmp_path / "empty").mkdir()
    with pytest.raises(AtifInputError, match=r"no such file|matches no|holds no"):
        atif_inputs([str(tmp_path / arg)])


def test_documents_come_in_input_order_and_invalid_ones_are_rejected_with_codes(
    tmp_path: Path,
) -> None:
    bad = _doc("t-bad")
    bad["steps"] = [{"step_id": 2, "source": "user", "message": "hi"}]  # not sequential
    lines = [_doc("t-1"), bad, _doc("t-3")]
    jsonl = tmp_path / "docs.jsonl"
    jsonl.write_bytes(
        b"".join(orjson.dumps(d) + b"\n" for d in lines[:2])
        + b"{not json\n"
        + orjson.dumps(lines[2])
    )
    (tmp_path / "one.json").write_bytes(orjson.dumps(_doc("t-0"), option=orjson.OPT_INDENT_2))
    sources = atif_inputs([str(tmp_path / "one.json"), str(jsonl)])
    outcomes = list(map_documents(sources, WHERE))
    assert [o.trajectory_id for o in outcomes] == ["t-0", "t-1", "t-bad", None, "t-3"]
    assert [o.rejected for o in outcomes] == [False, False, True, True, False]
    assert outcomes[1].value == (str(jsonl), 1)
    assert outcomes[0].value == (str(tmp_path / "one.json"), None)
    assert {f.code for f in outcomes[2].findings} == {"atif.step_id_sequential"}
    assert all(f.file == str(jsonl) and f.line == 2 for f in outcomes[2].findings)
    assert outcomes[3].findings[0].code.startswith("json.")


def test_a_rejected_document_is_not_transformed(tmp_path: Path) -> None:
    (tmp_path / "x.json").write_bytes(orjson.dumps({"steps": "no"}))
    (outcome,) = map_documents(atif_inputs([str(tmp_path)]), WHERE)
    assert outcome.rejected and outcome.value is None


def test_the_bundled_export_is_read_and_every_engine_gives_the_same_outcomes(
    tmp_path: Path,
) -> None:
    sources = atif_inputs([str(EXAMPLES / "export")])
    one = list(map_documents(sources, WHERE, engine=LocalEngine(1)))
    two = list(map_documents(sources, WHERE, engine=LocalEngine(2)))
    assert one == two
    assert [o.trajectory_id for o in one] == [f"walkthrough:{t}:0" for t in range(3)]
    assert not any(o.rejected for o in one)


def test_rollout_rows_go_through_the_strict_export_and_its_rejections(tmp_path: Path) -> None:
    rows = (
        (EXAMPLES / "run" / "rollouts-step_000001-w0.jsonl").read_bytes().splitlines(keepends=True)
    )
    broken = orjson.loads(rows[0])
    del broken["ng_trajectory"]
    shards = tmp_path / "rows.jsonl"
    shards.write_bytes(rows[0] + orjson.dumps(broken) + b"\n")
    progress_calls: list[tuple[int, int]] = []
    outcomes = list(
        map_documents(
            atif_inputs([str(shards)]),
            operator.attrgetter("row"),
            rollouts=RolloutExport("s", "1.0.0"),
            progress=lambda n, b: progress_calls.append((n, b)),
        )
    )
    seen = [o.rejected for o in outcomes]
    assert seen == [False, True]
    assert outcomes[0].value == orjson.loads(rows[0])  # the row travels with the document
    assert outcomes[0].trajectory_id == "s:0:0"
    assert all(f.code.startswith("export.") for f in outcomes[1].findings)
    assert progress_calls[-1] == (2, shards.stat().st_size)


def test_trajectories_walks_embedded_subagents_parent_first() -> None:
    inner = _doc("c")
    doc = _doc("p", subagent_trajectories=[_doc("a", subagent_trajectories=[inner]), _doc("b")])
    walked = [(t["trajectory_id"], parent) for t, parent in trajectories(doc)]
    assert walked == [("p", None), ("a", "p"), ("c", "a"), ("b", "p")]


def test_the_output_folder_is_written_whole_or_not_at_all(tmp_path: Path) -> None:
    out = tmp_path / "out"
    check_output_folder(out, "--output-dir")
    with pytest.raises(RuntimeError), staged_folder(out) as staging:
        (staging / "part").write_bytes(b"x")
        raise RuntimeError("stop")
    assert not out.exists() and list(tmp_path.iterdir()) == []
    with staged_folder(out) as staging:
        (staging / "part").write_bytes(b"x")
    assert (out / "part").read_bytes() == b"x"
    with pytest.raises(OutputFolderError, match="not empty"):
        check_output_folder(out, "--output-dir")
    inside = out / "in.jsonl"
    with pytest.raises(OutputFolderError, match="holds an input"):
        check_output_folder(out, "--output-dir", [inside])
