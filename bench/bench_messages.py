"""Benchmark: export --format messages beside the strict ATIF export, on the export corpus.

The rows are bench/bench_export.py's (bench/corpus.py rows made exportable). Each figure is
the median of ``--repeats`` end-to-end runs into a new folder (files, fsync, rename), in this
process (one job):

* atif: ``export_rollouts``, rollout rows -> ATIF documents and a manifest (the ATIF
  export's own figure);
* messages from rollouts: ``export_messages`` with ``rollouts=``, rollout rows -> the strict
  ATIF export in memory -> trl rows, JSONL and Parquet;
* messages from ATIF: ``export_messages`` over the folder the ATIF export wrote (each
  document read strictly and checked by ``atif_findings``) -> trl and openai rows, JSONL and
  Parquet.

Rows/s counts input rows (documents); MB/s input bytes (rollout rows, or ATIF documents as
written). Prints a Markdown table and the load average. No assertions.

    python bench/bench_messages.py [--rows 300] [--repeats 3] [--turns 5-30]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bench_export import corpus

from trajspec.converters import (
    MessagesBatchOptions,
    MessagesOptions,
    RolloutExport,
    atif_inputs,
    export_messages,
    export_rollouts,
)

SESSION, VERSION = "bench", "1.0.0"


def _median(run: Callable[[Path], None], repeats: int, scratch: Path) -> float:
    times = []
    for i in range(repeats):
        out = scratch / f"run-{time.monotonic_ns()}-{i}"
        start = time.perf_counter()
        run(out)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--turns", default="5-30")
    args = parser.parse_args()
    low, high = (int(x) for x in args.turns.split("-"))
    with tempfile.TemporaryDirectory() as folder:
        scratch = Path(folder)
        rows = scratch / "rows.jsonl"
        rows.write_bytes(corpus(args.rows, (low, high)))
        atif = scratch / "atif"
        export_rollouts(rows, atif, session_id=SESSION, agent_version=VERSION)
        atif_bytes = sum(p.stat().st_size for p in atif.glob("*.json"))
        row_sources = atif_inputs([str(rows)])
        documents = atif_inputs([str(atif)])
        rollouts = RolloutExport(SESSION, VERSION)

        def messages(
            sources: list, dialect: str, file_format: str, **more: object
        ) -> Callable[[Path], None]:  # type: ignore[type-arg]
            options = MessagesOptions(dialect=dialect)
            batch = MessagesBatchOptions(file_format=file_format)
            return lambda out: (
                export_messages(sources, out, options, batch, **more),  # type: ignore[arg-type]
                None,
            )[1]

        cases: list[tuple[str, int, Callable[[Path], None]]] = [
            (
                "atif (export --format atif)",
                rows.stat().st_size,
                lambda out: (
                    export_rollouts(rows, out, session_id=SESSION, agent_version=VERSION),
                    None,
                )[1],
            ),
            ("messages trl jsonl, from rollouts", rows.stat().st_size,
             messages(row_sources, "trl", "jsonl", rollouts=rollouts)),
            ("messages trl parquet, from rollouts", rows.stat().st_size,
             messages(row_sources, "trl", "parquet", rollouts=rollouts)),
            ("messages trl jsonl, from ATIF", atif_bytes, messages(documents, "trl", "jsonl")),
            ("messages openai jsonl, from ATIF", atif_bytes,
             messages(documents, "openai", "jsonl")),
            ("messages trl parquet, from ATIF", atif_bytes,
             messages(documents, "trl", "parquet")),
        ]  # fmt: skip
        print(
            f"{args.rows} rows of {low}-{high} turns: {rows.stat().st_size / 1e6:.1f} MB of "
            f"rollout rows, {atif_bytes / 1e6:.1f} MB of ATIF; median of {args.repeats}, one job\n"
        )
        print("| export | input MB | s | rows/s | MB/s |")
        print("|---|---:|---:|---:|---:|")
        for name, size, run in cases:
            seconds = _median(run, args.repeats, scratch)
            print(
                f"| {name} | {size / 1e6:.1f} | {seconds:.2f} | {args.rows / seconds:,.0f} | "
                f"{size / 1e6 / seconds:.1f} |"
            )
        print(f"\nload average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
