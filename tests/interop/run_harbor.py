"""Run Harbor's own ATIF validator over every document of the ATIF conformance vectors.

Needs Python 3.12 or later with the ``harbor`` package (PyPI) installed, and nothing of
trajspec: it reads the vector files as plain JSON. Prints one JSON line per case::

    {"file": "atif/1.7/edge_cases.json", "index": 3, "harbor_valid": false,
     "harbor_errors": ["..."]}

``file`` is relative to spec/conformance (the same names the trajspec runners use). Each
document is handed to ``TrajectoryValidator.validate`` as a parsed value (never as a path or
a JSON string), so Harbor's local image-file check does not run. Timings go to stderr.

    python3.12 tests/interop/run_harbor.py [--output FILE] [SPEC_CONFORMANCE_DIR]

Without --output the lines go to stdout.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

OPERATIONS = {"validate-atif", "validate-atif-gym"}


def vector_files(root: Path) -> list[tuple[str, dict[str, Any]]]:
    """Every ATIF vector file under ``root`` (spec/conformance), by relative name."""
    found = []
    for path in sorted((root / "atif").rglob("*.json")):
        if path.name.endswith(".schema.json"):
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("operation") in OPERATIONS:
            found.append((path.relative_to(root).as_posix(), data))
    return found


def main(argv: list[str]) -> int:
    started = time.perf_counter()
    # Imported here so that the import time is measured (and the module loads without harbor).
    from harbor.utils.trajectory_validator import (  # type: ignore[import-not-found,import-untyped,unused-ignore]
        TrajectoryValidator,
    )

    imported = time.perf_counter()
    args = list(argv)
    output: Path | None = None
    if "--output" in args:
        at = args.index("--output")
        output = Path(args[at + 1])
        del args[at : at + 2]
    default = Path(__file__).resolve().parents[2] / "spec" / "conformance"
    root = Path(args[0]) if args else default
    validator = TrajectoryValidator()
    lines = []
    for name, data in vector_files(root):
        for index, case in enumerate(data["cases"]):
            valid = validator.validate(case["document"], validate_images=False)
            line = {
                "file": name,
                "index": index,
                "harbor_valid": bool(valid),
                "harbor_errors": list(validator.get_errors()),
            }
            lines.append(json.dumps(line, ensure_ascii=False) + "\n")
    done = time.perf_counter()
    if output is None:
        sys.stdout.writelines(lines)
    else:
        output.write_text("".join(lines), encoding="utf-8")
    count = len(lines)
    print(
        f"harbor: import {imported - started:.2f}s, {count} documents in {done - imported:.2f}s",
        file=sys.stderr,
    )
    return 0 if count else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
