"""A fake model harness for the runner's tests: it "decodes" every document (so it accepts
invalid ones) and echoes it back, changed as its first argument says:

  echo          the document as it came
  drop-null     members whose value is null left out (a model that confuses null with absent)
  float         every integer written as a double (a model without 64-bit integers)
  crash         answers the first request, then exits with status 3
  garbage       a line that is not JSON
  silent        answers nothing
"""

import json
import sys


def drop_null(value):
    if isinstance(value, dict):
        return {k: drop_null(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [drop_null(v) for v in value]
    return value


def as_float(value):
    if isinstance(value, dict):
        return {k: as_float(v) for k, v in value.items()}
    if isinstance(value, list):
        return [as_float(v) for v in value]
    if isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    return value


mode = sys.argv[1]
for number, line in enumerate(sys.stdin):
    request = json.loads(line)
    if mode == "silent":
        continue
    if mode == "garbage":
        print("this is not JSON")
        continue
    if mode == "crash" and number == 1:
        print("harness: broke down", file=sys.stderr)
        sys.exit(3)
    document = request["document"]
    if mode == "drop-null":
        document = drop_null(document)
    elif mode == "float":
        document = as_float(document)
    print(json.dumps({"id": request["id"], "decoded": True, "document": document}))
