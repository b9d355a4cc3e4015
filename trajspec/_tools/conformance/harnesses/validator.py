"""trajspec's own validator as a validator harness of the runner (``--kind validator``):
``trajspec conformance run --implementation "python -m
trajspec._tools.conformance.harnesses.validator" --kind validator``. It answers each request
with the verdict and codes of ``validate_against`` (operation validate) or ``atif_findings``
(validate-atif); the model of a third party's validator harness."""

from __future__ import annotations

import json
import sys
from typing import Any, TextIO

from trajspec.validators import atif_findings, validate_against


def answer(request: dict[str, Any]) -> dict[str, Any]:
    """The verdict and codes of one request's document."""
    document = request["document"]
    if request["operation"] == "validate-atif":
        found = atif_findings(document)
    else:
        found = validate_against(document, request["schema"])
    valid = not any(f.severity == "error" for f in found)
    return {"id": request["id"], "valid": valid, "codes": [f.code for f in found]}


def main(requests: TextIO = sys.stdin, out: TextIO = sys.stdout) -> int:
    for line in requests:
        if line.strip():
            out.write(json.dumps(answer(json.loads(line))) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
