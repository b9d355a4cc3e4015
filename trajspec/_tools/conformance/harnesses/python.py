"""The model harness of the generated pydantic models (trajspec.models): ``python -m
trajspec._tools.conformance.harnesses.python`` answers the runner's requests on stdin."""

from __future__ import annotations

import json
import sys
from typing import Any, TextIO

from pydantic import BaseModel, ValidationError

from trajspec._models import model_for
from trajspec._schemas import find_schema


def answer(request: dict[str, Any], models: dict[str, type[BaseModel]]) -> dict[str, Any]:
    """Decode the request's document into its model and encode it back."""
    name = request["schema"]
    if name not in models:
        models[name] = model_for(find_schema(name))
    try:
        parsed = models[name].model_validate(request["document"])
    except ValidationError as error:
        first = error.errors()[0]
        where = "/".join(str(part) for part in first["loc"])
        return {"id": request["id"], "decoded": False, "error": f"/{where}: {first['msg']}"}
    encoded = parsed.model_dump(mode="json", by_alias=True)
    return {"id": request["id"], "decoded": True, "document": encoded}


def main(requests: TextIO = sys.stdin, out: TextIO = sys.stdout) -> int:
    models: dict[str, type[BaseModel]] = {}
    for line in requests:
        if line.strip():
            out.write(json.dumps(answer(json.loads(line), models)) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
