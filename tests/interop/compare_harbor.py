"""Compare Harbor's verdicts (run_harbor.py's JSON lines) with trajspec's, where they must agree.

trajspec differs from Harbor on purpose in a few places (spec/atif/README.md has the table):
strict JSON types, version gating, RFC-only rules, the Gym-only bounds, canonical audio media
types, a required schema_version. This script takes trajspec's findings for each document *as
Harbor reads it* and keeps only the findings of rules Harbor enforces:

* Harbor checks every document against its newest model, whatever it declares, so every known
  schema_version (of the root and of each embedded subagent) is read as ATIF-v1.8 first;
* a registered rule counts when its registry entry says ``"enforced_by": "harbor"``;
* a structural finding (``schema.*``: Harbor's field declarations) counts, except a type
  finding on a value that Harbor's lax parsing coerces (``"1"`` or ``true`` for an integer, ...)
  and a media-type finding on an audio alias that Harbor rewrites (``audio/mp3``, ...).

The document is valid for Harbor exactly when no such finding of severity error remains. Any
case where that disagrees with Harbor's own verdict is printed, and the exit status is 1.

    python tests/interop/compare_harbor.py harbor.jsonl [--verbose]
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from trajspec._findings import Finding, pointer_parts
from trajspec._schemas import spec_root
from trajspec.validators._atif.rules import atif_findings, version_table

INTEGER_FIELDS = {
    "step_id", "llm_call_count", "prompt_tokens", "completion_tokens", "cached_tokens",
    "total_prompt_tokens", "total_completion_tokens", "total_cached_tokens", "total_steps",
    "prompt_token_ids", "completion_token_ids",
}  # fmt: skip
NUMBER_FIELDS = {"cost_usd", "total_cost_usd", "duration_sec", "reasoning_effort", "logprobs"}
BOOLEAN_FIELDS = {"is_copied_context"}
BOOLEAN_WORDS = {"0", "off", "f", "false", "n", "no", "1", "on", "t", "true", "y", "yes"}
AUDIO_ALIASES = {
    "audio/mp3": "audio/mpeg", "audio/mpga": "audio/mpeg", "audio/x-mpeg": "audio/mpeg",
    "audio/x-wav": "audio/wav", "audio/wave": "audio/wav", "audio/vnd.wave": "audio/wav",
    "audio/x-m4a": "audio/mp4", "audio/m4a": "audio/mp4", "audio/x-aac": "audio/aac",
    "audio/x-flac": "audio/flac", "audio/x-aiff": "audio/aiff",
}  # fmt: skip
AUDIO_TYPES = {
    "audio/wav", "audio/mpeg", "audio/mp4", "audio/aac",
    "audio/ogg", "audio/flac", "audio/webm", "audio/aiff",
}  # fmt: skip


def enforced_by() -> dict[str, str]:
    """Rule code -> its registry marker (harbor, rfc, gym or trajspec)."""
    data = json.loads((spec_root() / "rules" / "atif.json").read_bytes())
    return {rule["code"]: rule.get("enforced_by", "trajspec") for rule in data["rules"]}


def as_harbor_reads_it(document: Any) -> Any:
    """The document with every known schema_version read as the newest (Harbor's model)."""
    if not isinstance(document, dict):
        return document
    known = {v["schema_version"] for v in version_table()["versions"]}
    newest = version_table()["versions"][-1]["schema_version"]
    copy = dict(document)
    if copy.get("schema_version") in known:
        copy["schema_version"] = newest
    subagents = copy.get("subagent_trajectories")
    if isinstance(subagents, list):
        copy["subagent_trajectories"] = [as_harbor_reads_it(s) for s in subagents]
    return copy


def _value_at(document: Any, path: str) -> tuple[Any, str | None]:
    """The value at a JSON Pointer and the name of the member it belongs to."""
    value, member = document, None
    for part in pointer_parts(path):
        if isinstance(value, list) and part.isdigit() and int(part) < len(value):
            value = value[int(part)]
        elif isinstance(value, dict) and part in value:
            value, member = value[part], part
        else:
            return None, member
    return value, member


def _lax_coerces(value: Any, member: str | None) -> bool:
    """Whether pydantic's lax mode (Harbor) turns ``value`` into the member's type."""
    if member in INTEGER_FIELDS:
        if isinstance(value, bool):
            return True
        if isinstance(value, str):
            try:
                int(value.strip())
            except ValueError:
                return False
            return True
        return False
    if member in NUMBER_FIELDS:
        if isinstance(value, bool):
            return True
        if isinstance(value, str):
            try:
                float(value.strip())
            except ValueError:
                return False
            return True
        return False
    if member in BOOLEAN_FIELDS:
        if isinstance(value, str):
            return value.strip().lower() in BOOLEAN_WORDS
        return not isinstance(value, bool) and value in (0, 1)
    return False


def _audio_alias(document: Any, path: str) -> bool:
    source_path = path.removesuffix("/media_type")
    if not source_path.endswith("/source"):
        return False
    source, _ = _value_at(document, source_path)
    media = source.get("media_type") if isinstance(source, dict) else None
    if not isinstance(media, str):
        return False
    normalized = media.strip().lower()
    return AUDIO_ALIASES.get(normalized, normalized) in AUDIO_TYPES and media not in AUDIO_TYPES


def harbor_relevant(found: Finding, document: Any, markers: dict[str, str]) -> bool:
    """Whether Harbor rejects a document for this finding too."""
    if found.severity != "error":
        return False
    if found.code.startswith("schema."):
        value, member = _value_at(document, found.path)
        if found.code == "schema.type" and _lax_coerces(value, member):
            return False
        return not (
            found.code in {"schema.enum", "schema.oneOf"} and _audio_alias(document, found.path)
        )
    if found.code == "atif.number_out_of_range":
        # pydantic turns an integral float into an int only within 64 bits (1e20: "exceeded
        # maximum size"); Python integers of any size it accepts.
        value, _ = _value_at(document, found.path)
        return isinstance(value, float)
    return markers.get(found.code) == "harbor"


def vector_cases() -> dict[tuple[str, int], dict[str, Any]]:
    root = Path(str(spec_root())) / "conformance"
    out = {}
    for path in sorted((root / "atif").rglob("*.json")):
        data = json.loads(path.read_bytes())
        # Only the files run_harbor.py runs: export and reverify vectors are checked elsewhere.
        if data.get("operation") not in ("validate-atif", "validate-atif-gym"):
            continue
        for index, case in enumerate(data.get("cases", [])):
            out[(path.relative_to(root).as_posix(), index)] = case
    return out


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    verbose = "--verbose" in argv
    lines = Path(argv[0]).read_text(encoding="utf-8").splitlines()
    results = [json.loads(line) for line in lines if line.strip()]
    cases = vector_cases()
    markers = enforced_by()
    tally: Counter[str] = Counter()
    disagreements = 0
    for result in results:
        key = (result["file"], result["index"])
        document = as_harbor_reads_it(cases[key]["document"])
        findings = atif_findings(document)
        relevant = [f for f in findings if harbor_relevant(f, document, markers)]
        ours = not relevant
        differs_by_design = cases[key]["valid"] != result["harbor_valid"]
        tally["documents"] += 1
        tally["harbor valid" if result["harbor_valid"] else "harbor invalid"] += 1
        tally["intended differences" if differs_by_design else "same verdict as trajspec"] += 1
        if ours == result["harbor_valid"]:
            tally["agree on Harbor-enforced rules"] += 1
            continue
        disagreements += 1
        print(f"DISAGREE {key[0]}#{key[1]}: {cases[key]['description']}")
        print(f"  harbor valid={result['harbor_valid']}: {result['harbor_errors']}")
        print(f"  trajspec (Harbor-enforced findings): {[f.to_json() for f in relevant]}")
        if verbose:
            print(f"  trajspec (all findings): {[f.to_json() for f in findings]}")
    if len(results) != len(cases):
        print(f"note: {len(cases)} vector cases, {len(results)} Harbor results")
    for name, value in sorted(tally.items()):
        print(f"{name}: {value}")
    print(f"disagreements: {disagreements}")
    return 1 if disagreements or len(results) != len(cases) else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
