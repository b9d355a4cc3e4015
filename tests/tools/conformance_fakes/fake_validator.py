"""A fake validator harness: every document is valid, with no codes."""

import json
import sys

for line in sys.stdin:
    request = json.loads(line)
    print(json.dumps({"id": request["id"], "valid": True, "codes": []}))
