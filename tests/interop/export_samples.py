"""Write ATIF documents exported by trajspec, for Harbor's validator to check (run with trajspec).

Into the folder OUT:

* ``vectors/<file>-<index>.json``: the export of every accepted row of the export conformance
  vectors (spec/conformance/atif/1.7/export-*.json), written with ``dumps_atif``;
* ``rows.jsonl`` and ``batch/``: ``--generated`` hypothesis-generated fault-free rows
  (tests/_strategies.export_rows, fixed seed; each given its own index pair and the same
  agent) and their batch
  export by ``trajspec export --format atif`` (documents and manifest.jsonl).

    python tests/interop/export_samples.py OUT [--generated 300]

Then ``python3.12 tests/interop/run_harbor_export.py OUT`` (with harbor) checks them.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import orjson

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/: _strategies, _vectors

from _strategies import export_rows  # noqa: E402
from _vectors import cases  # noqa: E402
from hypothesis import HealthCheck, given, seed, settings  # noqa: E402

from trajspec._cli.app import main as trajspec_main  # noqa: E402
from trajspec.converters import dumps_atif, export_atif  # noqa: E402


def generated_rows(count: int) -> list[dict[str, Any]]:
    """``count`` fault-free rows, the same ones on every run, with unique index pairs."""
    rows: list[dict[str, Any]] = []

    @seed(20260101)
    @settings(
        max_examples=count,
        database=None,
        deadline=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(export_rows(faults=False))
    def collect(row: dict[str, Any]) -> None:
        rows.append(row)

    collect()
    out = []
    for index, row in enumerate(rows):
        row = orjson.loads(orjson.dumps(row))
        rollout_id = f"{index}-0"
        row["_ng_task_index"], row["_ng_rollout_index"] = index, 0
        row["ng_trajectory"]["rollout_id"] = rollout_id
        for turn in row["ng_trajectory"]["turns"]:
            turn["rollout_id"] = rollout_id
        row.pop("_ng_environment_server", None)  # one agent per batch
        row["agent_ref"] = {"type": "responses_api_agents", "name": "agent"}
        out.append(row)
    return out


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--generated", type=int, default=300)
    args = parser.parse_args(argv)
    out: Path = args.out
    (out / "vectors").mkdir(parents=True)
    written = 0
    for vector in cases("export"):
        if "document" not in vector.case["expected"]:
            continue
        result = export_atif(vector.case["row"], **vector.case["options"])
        assert result.document is not None, vector.id
        name = f"{Path(vector.file).stem}-{vector.index}.json"
        (out / "vectors" / name).write_bytes(dumps_atif(result.document))
        written += 1
    rows = generated_rows(args.generated)
    (out / "rows.jsonl").write_bytes(b"".join(orjson.dumps(row) + b"\n" for row in rows))
    code = trajspec_main(
        [
            "export", "--format", "atif", "--rollouts", str(out / "rows.jsonl"),
            "--output-dir", str(out / "batch"), "--session-id", "interop",
            "--agent-version", "1.0.0",
        ]
    )  # fmt: skip
    print(
        f"wrote {written} vector exports and {len(rows)} generated rows to {out}", file=sys.stderr
    )
    return code


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
