"""The shards of a messages export: ``messages-NNNNN.jsonl`` or ``messages-NNNNN.parquet``,
``rows_per_file`` rows each (the last one fewer), numbered from 00000.

JSONL: one row a line, as ``rows`` made it (UTF-8, compact). Parquet (pyarrow, the optional
extra ``trajspec[parquet]``): ``messages`` and ``tools`` as lists of the canonical Arrow JSON
extension type ``arrow.json`` (each message and each tool definition one JSON text), the
metadata columns as plain typed columns, and the Hugging Face features (``List(Json())``,
``Value(...)``) in the schema metadata, so that ``datasets.load_dataset("parquet", ...)``
gives every message back exactly, heterogeneous arguments included, where a struct column
would merge the keys of all rows (``docs/tooling-pitfalls.md``); a reader without the
extension sees the JSON text. Every file is synced before the folder is committed.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Any

import orjson

#: Rows written to Parquet at a time (one row group each).
ROW_GROUP = 1024

#: The Arrow type name and Hugging Face feature of each metadata column, by dialect.
_COLUMNS: dict[str, tuple[tuple[str, str], ...]] = {
    "trl": (
        ("trajectory_id", "string"),
        ("parent_trajectory_id", "string"),
        ("session_id", "string"),
        ("task_id", "string"),
        ("reward", "float64"),
        ("model_name", "string"),
        ("prompt_tokens", "int64"),
        ("completion_tokens", "int64"),
        ("aggregated_steps", "int64"),
    ),
    "openai": (("parallel_tool_calls", "bool"),),
}


class ParquetUnavailableError(RuntimeError):
    """pyarrow is not installed."""


def shard_name(index: int, file_format: str) -> str:
    return f"messages-{index:05d}.{file_format}"


def _pyarrow() -> Any:
    try:
        import pyarrow as pa  # type: ignore[import-not-found, import-untyped, unused-ignore]
        import pyarrow.parquet as pq  # type: ignore[import-not-found, import-untyped, unused-ignore]
    except ImportError:
        raise ParquetUnavailableError(
            "--file-format parquet needs pyarrow, which is not installed; install it with: "
            "pip install 'trajspec[parquet]'"
        ) from None
    if not hasattr(pa, "json_"):
        raise ParquetUnavailableError(
            f"--file-format parquet needs pyarrow 19 or later (the arrow.json type), not "
            f"{pa.__version__}; pip install 'trajspec[parquet]'"
        )
    return pa, pq


def check_parquet() -> None:
    """ParquetUnavailableError unless Parquet can be written."""
    _pyarrow()


class ShardWriter:
    """Rows into numbered shards in ``folder``; ``close`` returns (file name, rows) of each."""

    def __init__(self, folder: Path, file_format: str, rows_per_file: int, dialect: str) -> None:
        self._folder = folder
        self._format = file_format
        self._per_file = rows_per_file
        self._dialect = dialect
        self._shards: list[tuple[str, int]] = []
        self._rows = 0  # in the open shard
        self._file: Any = None
        self._pending: list[bytes] = []
        self._parquet = _pyarrow() if file_format == "parquet" else None

    def add(self, line: bytes) -> None:
        """Write one row (its JSON text)."""
        if self._file is None or self._rows >= self._per_file:
            self._next()
        self._rows += 1
        if self._parquet is None:
            self._file.write(line + b"\n")
            return
        self._pending.append(line)
        if len(self._pending) >= ROW_GROUP:
            self._flush()

    def _next(self) -> None:
        self._finish()
        name = shard_name(len(self._shards), self._format)
        path = self._folder / name
        if self._parquet is None:
            self._file = path.open("wb", buffering=1 << 20)
        else:
            pa, pq = self._parquet
            self._file = pq.ParquetWriter(str(path), self._schema(pa))
        self._shards.append((name, 0))
        self._rows = 0

    def _schema(self, pa: Any) -> Any:
        json_list = pa.list_(pa.field("element", pa.json_()))
        arrow = {
            "string": pa.string(),
            "float64": pa.float64(),
            "int64": pa.int64(),
            "bool": pa.bool_(),
        }
        fields = [pa.field("messages", json_list), pa.field("tools", json_list)]
        features: dict[str, Any] = {
            "messages": {"feature": {"_type": "Json"}, "_type": "List"},
            "tools": {"feature": {"_type": "Json"}, "_type": "List"},
        }
        for name, kind in _COLUMNS[self._dialect]:
            fields.append(pa.field(name, arrow[kind]))
            features[name] = {"dtype": kind, "_type": "Value"}
        hf = orjson.dumps({"info": {"features": features}})
        return pa.schema(fields, metadata={b"huggingface": hf})

    def _flush(self) -> None:
        if not self._pending or self._parquet is None:
            return
        pa, _ = self._parquet
        rows = [orjson.loads(line) for line in self._pending]
        self._pending = []
        schema = self._file.schema
        text_lists = pa.list_(pa.field("element", pa.string()))
        columns = [
            pa.array(
                [[orjson.dumps(item).decode() for item in row[name]] for row in rows],
                type=text_lists,
            ).cast(schema.field(name).type)
            for name in ("messages", "tools")
        ]
        columns += [
            pa.array([row[name] for row in rows], type=schema.field(name).type)
            for name, _ in _COLUMNS[self._dialect]
        ]
        self._file.write_table(pa.Table.from_arrays(columns, schema=schema))

    def _finish(self) -> None:
        if self._file is None:
            return
        path = self._folder / self._shards[-1][0]
        self._shards[-1] = (self._shards[-1][0], self._rows)
        if self._parquet is None:
            self._file.flush()
            os.fsync(self._file.fileno())
            self._file.close()
        else:
            self._flush()
            self._file.close()
            fd = os.open(path, os.O_RDONLY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
        self._file = None

    def close(self) -> list[tuple[str, int]]:
        """Finish the open shard; every shard's (file name, rows)."""
        self._finish()
        return list(self._shards)

    def discard(self) -> None:
        """Close without finishing (the folder is being removed)."""
        if self._file is not None:
            with contextlib.suppress(Exception):  # the folder goes anyway
                self._file.close()
            self._file = None


__all__ = ["ROW_GROUP", "ParquetUnavailableError", "ShardWriter", "check_parquet", "shard_name"]
