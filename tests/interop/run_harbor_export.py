"""Harbor's own ATIF validator over trajspec's ATIF exports: every document must be valid.

Needs Python 3.12 or later with ``harbor`` installed, and nothing of trajspec. Checks

* the expected document of every accepted case of the export conformance vectors
  (spec/conformance/atif/1.7/export-*.json, operation "export"), which trajspec's runner
  holds equal to what the exporter writes;
* every ``*.json`` document under the folders given (export_samples.py output: the vector
  exports and a batch export), read from the file bytes; in a folder with a ``manifest.jsonl``
  each entry's ``expected_sha256`` must also be the SHA-256 of its file's bytes.

Each document is handed to ``TrajectoryValidator.validate`` as a parsed value. Prints one
JSON line per invalid document, then a summary; exit 0 only when Harbor accepts them all.

    python3.12 tests/interop/run_harbor_export.py [FOLDER ...] [--conformance SPEC_CONFORMANCE_DIR]
"""

from __future__ import annotations

import hashlib
import json
import sys
import time
from pathlib import Path
from typing import Any


def vector_documents(root: Path) -> list[tuple[str, Any]]:
    found = []
    for path in sorted((root / "atif").rglob("export-*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("operation") != "export":
            continue
        for index, case in enumerate(data["cases"]):
            if "document" in case["expected"]:
                found.append(
                    (f"{path.relative_to(root).as_posix()}#{index}", case["expected"]["document"])
                )
    return found


def folder_documents(folder: Path, problems: list[str]) -> list[tuple[str, Any]]:
    found = []
    for path in sorted(folder.rglob("*.json")):
        found.append((str(path), json.loads(path.read_bytes())))
    for manifest in sorted(folder.rglob("manifest.jsonl")):
        for number, line in enumerate(manifest.read_text(encoding="utf-8").splitlines(), 1):
            entry = json.loads(line)
            data = (manifest.parent / entry["trajectory_path"]).read_bytes()
            if hashlib.sha256(data).hexdigest() != entry["expected_sha256"]:
                problems.append(
                    f"{manifest}:{number}: sha256 does not match {entry['trajectory_path']}"
                )
    return found


def main(argv: list[str]) -> int:
    started = time.perf_counter()
    from harbor.utils.trajectory_validator import (  # type: ignore[import-not-found,import-untyped,unused-ignore]
        TrajectoryValidator,
    )

    args = list(argv)
    conformance = Path(__file__).resolve().parents[2] / "spec" / "conformance"
    if "--conformance" in args:
        at = args.index("--conformance")
        conformance = Path(args[at + 1])
        del args[at : at + 2]
    problems: list[str] = []
    documents = vector_documents(conformance)
    for folder in args:
        documents.extend(folder_documents(Path(folder), problems))
    validator = TrajectoryValidator()
    invalid = 0
    for name, document in documents:
        if not validator.validate(document, validate_images=False):
            invalid += 1
            line = {"document": name, "harbor_errors": list(validator.get_errors())}
            print(json.dumps(line, ensure_ascii=False))
    for problem in problems:
        print(problem)
    print(
        f"harbor {len(documents)} exported documents: {len(documents) - invalid} valid, "
        f"{invalid} invalid; manifest problems: {len(problems)} "
        f"({time.perf_counter() - started:.1f}s)"
    )
    return 0 if documents and not invalid and not problems else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
