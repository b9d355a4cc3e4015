"""export --format messages read by its real consumers (nox -s export-consumers installs
them, pinned): ``datasets.load_dataset`` reads the JSONL and Parquet shards back into the
rows written, heterogeneous tool arguments included; TRL's training chat template for Qwen3
(``qwen3_training.jinja`` from the ``trl`` wheel, named by TRL_CHAT_TEMPLATES; nothing of it
is kept in this repository) renders every row with jinja2 as transformers'
``apply_chat_template`` does, and the assistant mask its ``{% generation %}`` blocks make
covers exactly the assistant turns; every OpenAI-dialect row is a valid fine-tuning line
(openai_finetune_line.schema.json). No network at test time, no model."""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path
from typing import Any

import orjson
import pytest
from _messages_examples import WORKED

pytestmark = pytest.mark.consumers

datasets = pytest.importorskip("datasets")
jinja2 = pytest.importorskip("jinja2")
pytest.importorskip("pyarrow")

from jinja2 import nodes  # noqa: E402
from jinja2.ext import Extension  # noqa: E402
from jinja2.sandbox import ImmutableSandboxedEnvironment  # noqa: E402
from jsonschema import Draft202012Validator  # noqa: E402

from trajspec.converters import (  # noqa: E402
    MessagesBatchOptions,
    MessagesOptions,
    atif_inputs,
    export_messages,
)

HERE = Path(__file__).resolve().parent
EXAMPLES = HERE.parents[1] / "examples"
OPENAI_LINE = Draft202012Validator(
    json.loads((HERE / "openai_finetune_line.schema.json").read_bytes())
)
START, END = "\x02", "\x03"


def _worked() -> dict[str, Any]:
    return copy.deepcopy(WORKED)


def _heterogeneous() -> list[dict[str, Any]]:
    """Three trajectories whose calls' arguments differ in keys and in the type of one key
    (the reference's observed datasets pitfall), and whose tools differ."""
    out = []
    for i, arguments in enumerate([{"command": "ls"}, {"path": "f", "n": 3}, {"path": 5}]):
        document = _worked()
        document["trajectory_id"] = f"h{i}"
        step = document["steps"][1]
        step["tool_calls"][0]["arguments"] = arguments
        document["agent"]["tool_definitions"][0]["function"]["parameters"]["properties"] = {
            key: {"type": "string" if isinstance(v, str) else "integer"}
            for key, v in arguments.items()
        }
        document["agent"]["tool_definitions"][0]["function"]["parameters"]["required"] = list(
            arguments
        )
        out.append(document)
    return out


def _export(tmp_path: Path, name: str, dialect: str, file_format: str) -> Path:
    source = tmp_path / "docs.jsonl"
    if not source.exists():
        documents = [_worked(), *_heterogeneous()]
        source.write_bytes(b"".join(orjson.dumps(d) + b"\n" for d in documents))
    out = tmp_path / name
    result = export_messages(
        atif_inputs([str(source), str(EXAMPLES / "export")]),
        out,
        MessagesOptions(dialect=dialect),
        MessagesBatchOptions(file_format=file_format, rows_per_file=4),
    )
    assert result.report["rows_out"] == 7
    return out


def _written(out: Path) -> list[dict[str, Any]]:
    """The rows as written (from the JSONL shards of the same export)."""
    return [
        orjson.loads(line)
        for shard in sorted(out.glob("messages-*.jsonl"))
        for line in shard.read_bytes().splitlines()
    ]


@pytest.mark.parametrize("dialect", ["trl", "openai"])
@pytest.mark.parametrize("file_format", ["jsonl", "parquet"])
def test_datasets_reads_every_row_back_unchanged(
    tmp_path: Path, dialect: str, file_format: str
) -> None:
    out = _export(tmp_path, f"{dialect}-{file_format}", dialect, file_format)
    expected = _written(_export(tmp_path, f"{dialect}-reference", dialect, "jsonl"))
    files = sorted(str(p) for p in out.glob(f"messages-*.{file_format}"))
    assert len(files) == 2
    loaded = datasets.load_dataset(
        "json" if file_format == "jsonl" else "parquet",
        data_files=files,
        split="train",
        cache_dir=str(tmp_path / "cache"),
    )
    features = loaded.features
    assert repr(features["messages"]) == "List(Json(decode=True))"
    if dialect == "trl" and file_format == "parquet":
        assert repr(features["prompt_tokens"]) == "Value('int64')"
    rows = [dict(row) for row in loaded]
    assert len(rows) == len(expected)
    for row, want in zip(rows, expected, strict=True):
        # every message and tool exactly: no key of another row's arguments or messages
        assert row["messages"] == want["messages"]
        assert row["tools"] == want["tools"]
        for key in want:
            assert row[key] == want[key], key


class _Generation(Extension):
    """``{% generation %}`` as transformers' AssistantTracker reads it: the text rendered
    inside is an assistant span (marked here, and cut out into spans after rendering)."""

    tags = {"generation"}  # noqa: RUF012 - jinja2's own interface

    def parse(self, parser: Any) -> Any:
        lineno = next(parser.stream).lineno
        body = parser.parse_statements(("name:endgeneration",), drop_needle=True)
        return nodes.CallBlock(self.call_method("_mark"), [], [], body).set_lineno(lineno)

    def _mark(self, caller: Any) -> str:
        return START + caller() + END


def _template() -> Any:
    folder = os.environ.get("TRL_CHAT_TEMPLATES")
    if not folder:
        pytest.skip("TRL_CHAT_TEMPLATES names no folder (nox -s export-consumers sets it)")
    env = ImmutableSandboxedEnvironment(
        trim_blocks=True, lstrip_blocks=True, extensions=[_Generation, "jinja2.ext.loopcontrols"]
    )

    def tojson(
        x: Any, ensure_ascii: bool = False, indent: Any = None, separators: Any = None,
        sort_keys: bool = False,
    ) -> str:  # fmt: skip
        return json.dumps(
            x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys
        )

    env.filters["tojson"] = tojson
    return env.from_string((Path(folder) / "qwen3_training.jinja").read_text())


def _render(template: Any, row: dict[str, Any]) -> tuple[str, list[tuple[int, int]]]:
    marked = template.render(messages=row["messages"], tools=row["tools"] or None)
    text, spans, start = [], [], 0
    position = 0
    for char in marked:
        if char == START:
            start = position
        elif char == END:
            spans.append((start, position))
        else:
            text.append(char)
            position += 1
    return "".join(text), spans


def test_the_worked_example_renders_with_the_reference_spans(tmp_path: Path) -> None:
    template = _template()
    rows = _written(_export(tmp_path, "trl", "trl", "jsonl"))
    text, spans = _render(template, rows[0])
    assert spans == [(688, 817), (902, 944)]
    assert text[688:817].startswith("<think>\nUse the multiply tool.\n</think>\n\n<tool_call>")
    assert text[902:944] == "<think>\n\n</think>\n\n17 * 3 = 51.<|im_end|>\n"


def test_every_row_renders_and_the_mask_covers_exactly_the_assistant_turns(
    tmp_path: Path,
) -> None:
    template = _template()
    for row in _written(_export(tmp_path, "trl", "trl", "jsonl")):
        text, spans = _render(template, row)
        assistants = [m for m in row["messages"] if m["role"] == "assistant"]
        assert len(spans) == len(assistants)
        inside = "".join(text[a:b] for a, b in spans)
        outside = "".join(
            text[b:a]
            for (_, b), (a, _) in zip([(0, 0), *spans], [*spans, (len(text), 0)], strict=True)
        )
        for message, (a, b) in zip(assistants, spans, strict=True):
            turn = text[a:b]
            assert turn.startswith("<think>\n") and turn.endswith("<|im_end|>\n")
            assert message["content"] in turn
            assert message.get("reasoning_content", "") in turn
            for call in message.get("tool_calls", ()):
                assert json.dumps(call["function"]["arguments"], ensure_ascii=False) in turn
        assert "<|im_start|>" not in inside  # no user, system or tool turn is trained
        assert "<tool_response>" not in inside
        for message in row["messages"]:
            if message["role"] in ("user", "tool"):
                assert message["content"] in outside


def test_every_openai_row_is_a_fine_tuning_line(tmp_path: Path) -> None:
    rows = _written(_export(tmp_path, "openai", "openai", "jsonl"))
    for row in rows:
        errors = [e.message for e in OPENAI_LINE.iter_errors(row)]
        assert errors == []
    # and the schema refuses what a trl row carries
    trl = _written(_export(tmp_path, "trl", "trl", "jsonl"))[0]
    assert list(OPENAI_LINE.iter_errors(trl))
