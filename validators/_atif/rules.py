"""ATIF validation: version dispatch, structure, version gating and the rules of spec/rules/atif.json.

``atif_findings(document)`` reads ``schema_version`` and checks the document against the ATIF
v1.8 schema (ATIF-v1.8) or the v1.7 schema (ATIF-v1.0 to ATIF-v1.7). A missing or unknown
version is a finding, and the document is then checked as ATIF-v1.8, the version Harbor assumes.
Documents older than the schema they are checked against are held to spec/atif/versions.json:
what their version did not have yet is a finding, what it required still is. Every semantic rule
then runs on the root trajectory and on every embedded subagent, with JSON Pointers into the
whole document.

``gym_profile_findings(document)`` checks the stricter NeMo Gym profile
(spec/atif/1.7/gym_profile.schema.json plus the ``atif.gym.*`` rules).

Semantic checks read plain JSON and never assume that the structure is valid: every value is
type-checked before use, so a structurally broken document gives findings, not exceptions.
"""

from __future__ import annotations

import datetime
import functools
from collections import Counter
from collections.abc import Iterator
from typing import Any

import orjson

from trajspec._findings import Finding, pointer
from trajspec._jsonvalues import json_int as _int
from trajspec._rules import finding
from trajspec._schemas import spec_root
from trajspec.validators._atif.fast import (
    AGENT_ONLY_FIELDS,
    clean_validator,
    rules_hold_between_objects,
)
from trajspec.validators._structural.compiled import structural_findings

Path = tuple[str | int, ...]
JsonObject = dict[str, Any]

LATEST = "1.8"
GYM_PROFILE_SCHEMA = "atif/1.7/gym_profile"
_MISSING: Any = object()

# In the Gym profile these general rules give way to stricter atif.gym.* rules or to the
# profile schema (minimum 0, no token arrays), so that one problem is one finding.
_SUPERSEDED_BY_GYM = frozenset(
    {
        "atif.total_steps_matches",
        "atif.final_totals_match",
        "atif.metrics_cached_within_prompt",
        "atif.final_cached_within_prompt",
        "atif.tool_call_id_duplicate",
        "atif.token_arrays_length",
        "atif.metrics_negative",
        "atif.final_metrics_negative",
    }
)


# --- the version table --------------------------------------------------------------------


@functools.cache
def version_table() -> JsonObject:
    """spec/atif/versions.json."""
    data: JsonObject = orjson.loads((spec_root() / "atif" / "versions.json").read_bytes())
    return data


@functools.cache
def _versions() -> dict[str, tuple[str, str]]:
    """schema_version string -> (version number, trajspec schema name)."""
    return {v["schema_version"]: (v["version"], v["schema"]) for v in version_table()["versions"]}


@functools.cache
def _key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def _older(version: str, than: str) -> bool:
    return _key(version) < _key(than)


@functools.cache
def _rule_since() -> dict[str, str]:
    return {entry["code"]: entry["since"] for entry in version_table()["rules_since"]}


@functools.cache
def _rule_applies(code: str, version: str) -> bool:
    since = _rule_since().get(code)
    return since is None or not _older(version, since)


# --- small defensive readers ----------------------------------------------------------------


def _obj(value: Any) -> JsonObject | None:
    return value if isinstance(value, dict) else None


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _num(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def _present(obj: JsonObject, key: str) -> bool:
    """Harbor's reading: a member written as null is absent."""
    return obj.get(key) is not None


def _show(value: Any) -> str:
    try:
        text = orjson.dumps(value).decode()
    except TypeError:
        text = repr(value)
    return text if len(text) <= 60 else text[:59] + "…"


def _sorted(findings: list[Finding]) -> list[Finding]:
    if not findings:
        return findings
    return sorted(set(findings), key=lambda f: (f.path, f.code, f.message))


# --- entry points ---------------------------------------------------------------------------


def atif_findings(document: Any, *, engine: str = "rust") -> list[Finding]:
    """Every finding of an ATIF document: structure, version gating, semantic rules and the
    range of its integers."""
    from trajspec.validators._document import beside_structure, number_findings  # see _document

    found = _atif_rule_findings(document, engine=engine)
    return found + beside_structure(number_findings(document, "atif"), found)


def _atif_rule_findings(document: Any, *, engine: str) -> list[Finding]:
    if not isinstance(document, dict):
        return structural_findings(document, f"atif/{LATEST}/trajectory", engine=engine)
    out: list[Finding] = []
    version = _declared_version(document, out)
    schema = _versions()[f"ATIF-v{version}"][1]
    const = f"ATIF-v{schema.split('/')[1]}"
    patched = _with_versions(document, (), const, f"ATIF-v{version}", out)
    # The common case, a document with nothing to report, is proven clean without the
    # per-step rules (validators/_atif/fast.py); the oracle engine always runs everything.
    token_arrays = False
    likely_clean = engine == "rust" and clean_validator(schema).is_valid(patched)
    if engine == "rust" and not likely_clean:
        # The second try is for documents with token arrays (RL rollouts).
        likely_clean = token_arrays = clean_validator(schema, token_arrays=True).is_valid(patched)
    structural = [] if likely_clean else structural_findings(patched, schema, engine=engine)
    # A document the v1.7 schema accepts holds no v1.8 feature (that schema rejects them all),
    # which spares the walks that look for them.
    schema_clean = not structural
    if schema != f"atif/{LATEST}/trajectory":
        structural = _audio_parts_as_v18(document, structural, engine, out)
    out.extend(structural)
    if _older(version, LATEST):
        out.extend(_gating_findings(document, version, below_latest_only=schema_clean))
    if not (likely_clean and rules_hold_between_objects(document, token_arrays=token_arrays)):
        _semantic(document, (), version, [], out)
    return _sorted(out)


def gym_profile_findings(document: Any, *, engine: str = "rust") -> list[Finding]:
    """Every finding of a document against the NeMo Gym ATIF profile."""
    out = list(structural_findings(document, GYM_PROFILE_SCHEMA, engine=engine))
    if not isinstance(document, dict):
        return out
    general: list[Finding] = []
    _semantic(document, (), "1.7", [], general)
    out.extend(f for f in general if f.code not in _SUPERSEDED_BY_GYM)
    _gym_rules(document, out)
    return _sorted(out)


# --- versions -------------------------------------------------------------------------------


def _declared_version(document: JsonObject, out: list[Finding]) -> str:
    """The version number the document is checked as (findings for a missing or unknown one)."""
    declared = document.get("schema_version", _MISSING)
    if declared is _MISSING:
        out.append(
            finding(
                "atif.version_missing",
                (),
                'schema_version is missing; state the ATIF version, e.g. "ATIF-v1.7" '
                "(checked as ATIF-v1.8 meanwhile)",
            )
        )
        return LATEST
    if isinstance(declared, str) and declared in _versions():
        return _versions()[declared][0]
    out.append(
        finding(
            "atif.version_unknown",
            ("schema_version",),
            f"{_show(declared)} is not an ATIF version; use one of "
            f"{', '.join(_versions())} (checked as ATIF-v1.8 meanwhile)",
        )
    )
    return LATEST


def _with_versions(
    trajectory: JsonObject, path: Path, const: str, parent: str, out: list[Finding]
) -> JsonObject:
    """A copy whose schema_version members all hold the schema's constant, so that the
    structural pass leaves versions to the version findings made here for subagents."""
    copy = dict(trajectory)
    if path:
        declared = trajectory.get("schema_version", _MISSING)
        if declared is _MISSING:
            out.append(
                finding(
                    "atif.version_missing",
                    path,
                    f"this embedded trajectory has no schema_version; state {parent!r} as the "
                    "document embedding it does",
                )
            )
        elif not (isinstance(declared, str) and declared in _versions()):
            out.append(
                finding(
                    "atif.version_unknown",
                    (*path, "schema_version"),
                    f"{_show(declared)} is not an ATIF version; use {parent!r} as the "
                    "document embedding it does",
                )
            )
        elif declared != parent:
            out.append(
                finding(
                    "atif.subagent_version_mismatch",
                    (*path, "schema_version"),
                    f"the embedded trajectory states {declared!r} but the document embedding it "
                    f"states {parent!r}; use {parent!r}",
                )
            )
    copy["schema_version"] = const
    subagents = trajectory.get("subagent_trajectories")
    if isinstance(subagents, list):
        copy["subagent_trajectories"] = [
            _with_versions(sub, (*path, "subagent_trajectories", k), const, parent, out)
            if isinstance(sub, dict)
            else sub
            for k, sub in enumerate(subagents)
        ]
    return copy


def _under(path: str, prefix: str) -> bool:
    return path == prefix or path.startswith(prefix + "/")


def _audio_parts_as_v18(
    document: JsonObject, structural: list[Finding], engine: str, out: list[Finding]
) -> list[Finding]:
    """In a document older than v1.8 an audio part is one version finding (made by the gating
    pass), not a cascade of v1.7 schema errors; its own structure is checked as v1.8."""
    if not structural:
        return structural  # the v1.7 schema rejects every audio part: there is none
    parts = [
        (path, part)
        for _, path, part in _typed_objects(document, frozenset({"ContentPart"}))
        if part.get("type") == "audio"
    ]
    if not parts:
        return structural
    kept = list(structural)
    for path, part in parts:
        prefix = pointer(path)
        kept = [f for f in kept if not _under(f.path, prefix)]
        for inner in structural_findings(part, f"atif/{LATEST}/content_part", engine=engine):
            out.append(
                Finding(
                    code=inner.code,
                    path=prefix + inner.path,
                    message=inner.message,
                    severity=inner.severity,
                    schema_location=inner.schema_location,
                )
            )
    return kept


# --- the typed walk -------------------------------------------------------------------------

# object type -> member -> (type of the member's object(s), whether the member is an array)
_CHILDREN: dict[str, dict[str, tuple[str, bool]]] = {
    "Trajectory": {
        "agent": ("Agent", False),
        "steps": ("Step", True),
        "final_metrics": ("FinalMetrics", False),
        "subagent_trajectories": ("Trajectory", True),
    },
    "Step": {
        "message": ("ContentPart", True),
        "tool_calls": ("ToolCall", True),
        "observation": ("Observation", False),
        "metrics": ("Metrics", False),
    },
    "Observation": {"results": ("ObservationResult", True)},
    "ObservationResult": {
        "content": ("ContentPart", True),
        "subagent_trajectory_ref": ("SubagentTrajectoryRef", True),
    },
    "ContentPart": {"source": ("ImageSource", False)},
}


@functools.cache
def _reaching(wanted: frozenset[str]) -> frozenset[str]:
    """The object types whose subtree can hold an object of a wanted type."""
    reach = set(wanted)
    changed = True
    while changed:
        changed = False
        for kind, members in _CHILDREN.items():
            children = {child for child, _ in members.values()} | (
                {"AudioSource"} if kind == "ContentPart" else set()
            )
            if kind not in reach and children & reach:
                reach.add(kind)
                changed = True
    return frozenset(reach)


def _typed_objects(document: Any, wanted: frozenset[str]) -> Iterator[tuple[str, Path, JsonObject]]:
    """Every ATIF object of a wanted type in a document, with its path, in document order
    (objects only; other values are the structural pass's business). Iterative, and it
    descends only where a wanted type can be found."""
    reach = _reaching(wanted)
    if not isinstance(document, dict):
        return
    stack: list[tuple[Any, str, Path]] = [(document, "Trajectory", ())]
    while stack:
        value, kind, path = stack.pop()
        if kind in wanted:
            yield kind, path, value
        below: list[tuple[Any, str, Path]] = []
        for member, (child, is_array) in _CHILDREN.get(kind, {}).items():
            if kind == "ContentPart" and member == "source" and value.get("type") == "audio":
                child = "AudioSource"
            if child not in reach:
                continue
            item = value.get(member)
            if not is_array:
                if isinstance(item, dict):
                    below.append((item, child, (*path, member)))
            elif isinstance(item, list):
                below.extend(
                    (element, child, (*path, member, index))
                    for index, element in enumerate(item)
                    if isinstance(element, dict)
                )
        stack.extend(reversed(below))


@functools.cache
def _gates(
    version: str, below_latest_only: bool
) -> tuple[list[JsonObject], list[JsonObject], frozenset[str]]:
    """The version table's entries that concern a version: fields it did not have yet, fields
    it still required, and the object types that own them."""
    table = version_table()
    later = [
        entry
        for entry in table["fields"]
        if _older(version, entry["since"]) and not (below_latest_only and entry["since"] == LATEST)
    ]
    required = [entry for entry in table["required_until"] if not _older(entry["until"], version)]
    owners = frozenset(entry["field"].partition(".")[0] for entry in [*later, *required])
    return later, required, owners


def _gating_findings(
    document: JsonObject, version: str, *, below_latest_only: bool = False
) -> list[Finding]:
    """What the declared version did not have yet, or still required (spec/atif/versions.json)."""
    later, required, owners = _gates(version, below_latest_only)
    if not owners:
        return []
    declared = f"ATIF-v{version}"
    raw: list[tuple[Path, Finding]] = []
    for kind, path, obj in _typed_objects(document, owners):
        for entry in later:
            owner, _, member = entry["field"].partition(".")
            if owner != kind:
                continue
            where = _gated_at(obj, path, member, entry)
            if where is None:
                continue
            what = _feature_name(entry)
            raw.append(
                (
                    where,
                    finding(
                        "atif.version_field_not_available",
                        where,
                        f"{what} first appeared in ATIF-v{entry['since']} but the document "
                        f"declares {declared}; declare ATIF-v{entry['since']} or later, or "
                        "leave it out",
                    ),
                )
            )
        for entry in required:
            owner, _, member = entry["field"].partition(".")
            if owner == kind and not _present(obj, member):
                raw.append(
                    (
                        path,
                        finding(
                            "atif.version_field_required",
                            path,
                            f"{entry['field']} is required in {declared}; add it, or declare "
                            "ATIF-v1.7 or later where it is optional",
                        ),
                    )
                )
    # One finding per feature: nothing inside an object or member already reported.
    kept: list[tuple[Path, Finding]] = []
    for where, item in sorted(raw, key=lambda pair: (len(pair[0]), pair[1].path)):
        if item.code == "atif.version_field_not_available" and any(
            other.code == item.code and where[: len(at)] == at for at, other in kept
        ):
            continue
        kept.append((where, item))
    return [item for _, item in kept]


def _gated_at(obj: JsonObject, path: Path, member: str, entry: JsonObject) -> Path | None:
    """Where an entry of the version table hits this object, if it does."""
    for key, allowed in entry.get("when", {}).items():
        if obj.get(key) not in allowed:
            return None
    if not member:
        return path
    if not _present(obj, member):
        return None
    value = obj[member]
    if "form" in entry and not isinstance(value, list):
        return None
    if "value" in entry:
        return path if value == entry["value"] else None
    return (*path, member)


def _feature_name(entry: JsonObject) -> str:
    name = str(entry["field"])
    if "value" in entry:
        return f"{name} {entry['value']!r}"
    if "form" in entry:
        return f"{name} as an {entry['form']}"
    if "when" in entry:
        cond = ", ".join(f"{k} {' or '.join(v)}" for k, v in entry["when"].items())
        return f"{name} (on {cond})"
    return name


# --- the semantic rules ---------------------------------------------------------------------


def _semantic(
    trajectory: JsonObject, path: Path, version: str, scopes: list[set[str]], out: list[Finding]
) -> None:
    """Every rule of one trajectory, then of its embedded subagents (recursively)."""
    steps = _list(trajectory.get("steps"))
    subagents = _list(trajectory.get("subagent_trajectories"))
    embedded = {
        sub["trajectory_id"]
        for sub in subagents
        if isinstance(sub, dict) and isinstance(sub.get("trajectory_id"), str)
    }
    visible = [*scopes, embedded]
    for index, step in enumerate(steps):
        if isinstance(step, dict):
            _step_rules(step, index, (*path, "steps", index), version, visible, out)
    _subagent_rules(subagents, path, out)
    _final_metrics_rules(trajectory, steps, path, out)
    for k, sub in enumerate(subagents):
        if isinstance(sub, dict):
            _semantic(sub, (*path, "subagent_trajectories", k), version, visible, out)


def _step_rules(
    step: JsonObject,
    index: int,
    path: Path,
    version: str,
    visible: list[set[str]],
    out: list[Finding],
) -> None:
    step_id = _int(step.get("step_id"))
    if step_id is not None and step_id != index + 1:
        out.append(
            finding(
                "atif.step_id_sequential",
                (*path, "step_id"),
                f"step at position {index} has step_id {step_id}; ids count from 1 without "
                f"gaps, so it should be {index + 1}",
            )
        )
    source = step.get("source")
    if isinstance(source, str) and source != "agent":
        for name in AGENT_ONLY_FIELDS:
            if _present(step, name):
                out.append(
                    finding(
                        "atif.agent_only_field",
                        (*path, name),
                        f"{name} belongs to agent steps only but this step's source is "
                        f"{source!r}; remove it or make the step an agent step",
                    )
                )
    if source == "agent" and _int(step.get("llm_call_count")) == 0:
        for name in ("metrics", "reasoning_content"):
            if _present(step, name):
                out.append(
                    finding(
                        "atif.deterministic_step_fields",
                        (*path, name),
                        f"an agent step with llm_call_count 0 made no LLM call, so it has no "
                        f"{name}; remove it or set llm_call_count to the number of calls",
                    )
                )
    timestamp = step.get("timestamp")
    if isinstance(timestamp, str) and not timestamp_accepted(timestamp):
        out.append(
            finding(
                "atif.timestamp_format",
                (*path, "timestamp"),
                f"{_show(timestamp)} is not an ISO 8601 time that datetime.fromisoformat "
                "reads; write e.g. 2025-10-11T10:30:00Z",
            )
        )
    call_ids = _tool_call_rules(step, path, out)
    observation = _obj(step.get("observation"))
    results = _list(observation.get("results")) if observation else []
    for r, result in enumerate(results):
        if not isinstance(result, dict):
            continue
        result_path = (*path, "observation", "results", r)
        call = result.get("source_call_id")
        if isinstance(call, str) and call not in call_ids:
            known = ", ".join(repr(c) for c in sorted(call_ids)) or "none"
            out.append(
                finding(
                    "atif.source_call_id_resolves",
                    (*result_path, "source_call_id"),
                    f"source_call_id {call!r} names no tool call of this step (its tool calls: "
                    f"{known}); a result answers a call of its own step",
                )
            )
        for j, ref in enumerate(_list(result.get("subagent_trajectory_ref"))):
            if isinstance(ref, dict):
                _ref_rules(ref, (*result_path, "subagent_trajectory_ref", j), version, visible, out)
        _content_rules(result.get("content"), (*result_path, "content"), version, out)
    _content_rules(step.get("message"), (*path, "message"), version, out)
    metrics = _obj(step.get("metrics"))
    if metrics is not None:
        _metrics_rules(metrics, (*path, "metrics"), out)


def _tool_call_rules(step: JsonObject, path: Path, out: list[Finding]) -> set[str]:
    seen: set[str] = set()
    for j, call in enumerate(_list(step.get("tool_calls"))):
        call_id = call.get("tool_call_id") if isinstance(call, dict) else None
        if not isinstance(call_id, str):
            continue
        if call_id in seen:
            out.append(
                finding(
                    "atif.tool_call_id_duplicate",
                    (*path, "tool_calls", j, "tool_call_id"),
                    f"tool_call_id {call_id!r} is used by an earlier call of this step; give "
                    "every call its own id",
                )
            )
        seen.add(call_id)
    return seen


def _ref_rules(
    ref: JsonObject, path: Path, version: str, visible: list[set[str]], out: list[Finding]
) -> None:
    has_id, has_path = _present(ref, "trajectory_id"), _present(ref, "trajectory_path")
    if not (has_id or has_path) and _rule_applies("atif.subagent_ref_resolvable", version):
        out.append(
            finding(
                "atif.subagent_ref_resolvable",
                path,
                "the reference names no trajectory: set trajectory_id (an embedded subagent) "
                "or trajectory_path (a stored one); session_id alone does not resolve",
            )
        )
    target = ref.get("trajectory_id")
    if isinstance(target, str) and not has_path and not any(target in ids for ids in visible):
        out.append(
            finding(
                "atif.subagent_ref_resolves",
                (*path, "trajectory_id"),
                f"no embedded subagent trajectory has trajectory_id {target!r}; embed it in "
                "subagent_trajectories or add a trajectory_path",
            )
        )


def _content_rules(content: Any, path: Path, version: str, out: list[Finding]) -> None:
    for p, part in enumerate(_list(content)):
        if not isinstance(part, dict):
            continue
        part_path = (*path, p)
        kind = part.get("type")
        if kind == "text":
            if not _present(part, "text"):
                out.append(
                    finding(
                        "atif.content_part_fields",
                        part_path,
                        "a text part needs text (an empty string is fine)",
                    )
                )
            if _present(part, "source"):
                out.append(
                    finding(
                        "atif.content_part_fields",
                        (*part_path, "source"),
                        "a text part has no source; use an image or audio part for media",
                    )
                )
        elif kind in ("image", "audio"):
            if not _present(part, "source"):
                out.append(
                    finding(
                        "atif.content_part_fields",
                        part_path,
                        f"an {kind} part needs a source with its media_type and path",
                    )
                )
            if _present(part, "text"):
                out.append(
                    finding(
                        "atif.content_part_fields",
                        (*part_path, "text"),
                        f"an {kind} part has no text; put text in a separate text part",
                    )
                )
            source = _obj(part.get("source"))
            media = source.get("media_type") if source else None
            if (
                isinstance(media, str)
                and _rule_applies("atif.content_part_source_kind", version)
                and media.split("/", 1)[0] in ("image", "audio")
                and media.split("/", 1)[0] != kind
            ):
                out.append(
                    finding(
                        "atif.content_part_source_kind",
                        (*part_path, "source", "media_type"),
                        f"an {kind} part carries {media!r}; its source must be of the "
                        f"{kind}/ kind, or the part's type must say what the media is",
                    )
                )


def _metrics_rules(metrics: JsonObject, path: Path, out: list[Finding]) -> None:
    prompt = _int(metrics.get("prompt_tokens"))
    completion = _int(metrics.get("completion_tokens"))
    cached = _int(metrics.get("cached_tokens"))
    if prompt is not None and cached is not None and cached > prompt:
        out.append(
            finding(
                "atif.metrics_cached_within_prompt",
                (*path, "cached_tokens"),
                f"cached_tokens {cached} exceeds prompt_tokens {prompt}; prompt_tokens counts "
                "every input token, cached ones included",
            )
        )
    for name in ("prompt_tokens", "completion_tokens", "cached_tokens", "cost_usd"):
        value = _num(metrics.get(name))
        if value is not None and value < 0:
            out.append(
                finding(
                    "atif.metrics_negative",
                    (*path, name),
                    f"{name} is {_show(metrics.get(name))}; it cannot be negative",
                )
            )
    for name in ("prompt_token_ids", "completion_token_ids"):
        ids = _list(metrics.get(name))
        if _none_negative(ids):
            continue  # the usual case, decided by one C-level min() over the whole array
        for i, token in enumerate(ids):
            number = _int(token)
            if number is not None and number < 0:
                out.append(
                    finding(
                        "atif.metrics_negative",
                        (*path, name, i),
                        f"token id {number} is negative; token ids are vocabulary indices",
                    )
                )
    completion_ids = metrics.get("completion_token_ids")
    checks = (
        ("prompt_token_ids", prompt, "prompt_tokens"),
        ("completion_token_ids", completion, "completion_tokens"),
        (
            "logprobs",
            len(completion_ids) if isinstance(completion_ids, list) else completion,
            "completion_token_ids" if isinstance(completion_ids, list) else "completion_tokens",
        ),
    )
    for name, expected, against in checks:
        values = metrics.get(name)
        if isinstance(values, list) and expected is not None and len(values) != expected:
            out.append(
                finding(
                    "atif.token_arrays_length",
                    (*path, name),
                    f"{name} has {len(values)} item(s) but {against} says {expected}; "
                    "they describe the same tokens",
                )
            )


def _none_negative(values: list[Any]) -> bool:
    """True when no item is a negative number; False also means "look item by item" (a NaN
    first, or items that do not compare)."""
    try:
        return not values or min(values) >= 0
    except TypeError:
        return False


def _subagent_rules(subagents: list[Any], path: Path, out: list[Finding]) -> None:
    seen: set[str] = set()
    for k, sub in enumerate(subagents):
        if not isinstance(sub, dict):
            continue
        sub_path = (*path, "subagent_trajectories", k)
        trajectory_id = sub.get("trajectory_id")
        if trajectory_id is None:
            out.append(
                finding(
                    "atif.subagent_trajectory_id_required",
                    sub_path,
                    "an embedded subagent trajectory needs a trajectory_id, the key its "
                    "references use",
                )
            )
        elif isinstance(trajectory_id, str):
            if trajectory_id in seen:
                out.append(
                    finding(
                        "atif.subagent_trajectory_id_unique",
                        (*sub_path, "trajectory_id"),
                        f"trajectory_id {trajectory_id!r} is used by an earlier embedded "
                        "subagent; each needs its own",
                    )
                )
            seen.add(trajectory_id)


def _model_steps(steps: list[Any]) -> Iterator[tuple[int, JsonObject]]:
    """Agent steps that stand for at least one LLM call (llm_call_count not 0; null counts)."""
    for index, step in enumerate(steps):
        if (
            isinstance(step, dict)
            and step.get("source") == "agent"
            and _int(step.get("llm_call_count")) != 0
        ):
            yield index, step


def _final_metrics_rules(
    trajectory: JsonObject, steps: list[Any], path: Path, out: list[Finding]
) -> None:
    final = _obj(trajectory.get("final_metrics"))
    if final is None:
        return
    fpath = (*path, "final_metrics")
    total_steps = _int(final.get("total_steps"))
    notes = trajectory.get("notes")
    explained = isinstance(notes, str) and notes.strip() != ""
    if total_steps is not None and total_steps != len(steps) and not explained:
        out.append(
            finding(
                "atif.total_steps_matches",
                (*fpath, "total_steps"),
                f"total_steps is {total_steps} but the trajectory has {len(steps)} step(s); "
                "correct it or explain the difference in notes",
            )
        )
    prompt = _int(final.get("total_prompt_tokens"))
    cached = _int(final.get("total_cached_tokens"))
    if prompt is not None and cached is not None and cached > prompt:
        out.append(
            finding(
                "atif.final_cached_within_prompt",
                (*fpath, "total_cached_tokens"),
                f"total_cached_tokens {cached} exceeds total_prompt_tokens {prompt}; cached "
                "tokens are part of the prompt tokens",
            )
        )
    for name in (
        "total_prompt_tokens",
        "total_completion_tokens",
        "total_cached_tokens",
        "total_cost_usd",
    ):
        value = _num(final.get(name))
        if value is not None and value < 0:
            out.append(
                finding(
                    "atif.final_metrics_negative",
                    (*fpath, name),
                    f"{name} is {_show(final.get(name))}; it cannot be negative",
                )
            )
    if _has_subagents(trajectory, steps):
        return  # totals may include subagent usage that the steps do not show
    model_steps = [step for _, step in _model_steps(steps)]
    for field, total_name in (
        ("prompt_tokens", "total_prompt_tokens"),
        ("completion_tokens", "total_completion_tokens"),
        ("cached_tokens", "total_cached_tokens"),
    ):
        total = _int(final.get(total_name))
        counts = [_int((_obj(step.get("metrics")) or {}).get(field)) for step in model_steps]
        if total is None or not counts or any(c is None for c in counts):
            continue
        expected = sum(c for c in counts if c is not None)
        if total != expected:
            out.append(
                finding(
                    "atif.final_totals_match",
                    (*fpath, total_name),
                    f"{total_name} is {total} but the agent steps' {field} add up to {expected}",
                )
            )


def _has_subagents(trajectory: JsonObject, steps: list[Any]) -> bool:
    if _list(trajectory.get("subagent_trajectories")):
        return True
    for step in steps:
        observation = _obj(step.get("observation")) if isinstance(step, dict) else None
        for result in _list(observation.get("results")) if observation else []:
            if isinstance(result, dict) and _list(result.get("subagent_trajectory_ref")):
                return True
    return False


def timestamp_accepted(text: str) -> bool:
    """Harbor's timestamp check: datetime.fromisoformat after every Z becomes +00:00.

    Python 3.11, 3.12 and 3.13 accept exactly the same strings here (spec/atif/README.md
    says how that was checked), and Harbor runs on 3.12 or later.
    """
    try:
        datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))
    except (ValueError, OverflowError):
        return False
    return True


# --- the Gym profile rules ------------------------------------------------------------------


def _gym_rules(document: JsonObject, out: list[Finding]) -> None:
    steps = _list(document.get("steps"))
    _gym_step_order(steps, out)
    _gym_tool_steps(steps, out)
    _gym_model_names(document, steps, out)
    _gym_usage(document, steps, out)
    _gym_identity(document, out)


def _gym_step_order(steps: list[Any], out: list[Finding]) -> None:
    seen_agent = False
    for i, step in enumerate(steps):
        if not isinstance(step, dict):
            continue
        source = step.get("source")
        if source == "agent":
            seen_agent = True
            if step.get("llm_call_count") is None:
                out.append(
                    finding(
                        "atif.gym.agent_step_call_count",
                        ("steps", i),
                        "an agent step of the profile states llm_call_count 1",
                    )
                )
            continue
        if source not in ("system", "user"):
            continue
        if seen_agent:
            out.append(
                finding(
                    "atif.gym.step_after_agent_output",
                    ("steps", i, "source"),
                    f"a {source} step follows agent output; the profile has all system and "
                    "user steps before the first agent step",
                )
            )
        if _present(step, "observation"):
            out.append(
                finding(
                    "atif.gym.observation_on_non_agent_step",
                    ("steps", i, "observation"),
                    f"a {source} step carries an observation; only agent steps have one in "
                    "the profile",
                )
            )
        if _present(step, "llm_call_count"):
            out.append(
                finding(
                    "atif.gym.agent_step_call_count",
                    ("steps", i, "llm_call_count"),
                    f"a {source} step has no llm_call_count in the profile",
                )
            )
    if not seen_agent:
        out.append(
            finding(
                "atif.gym.agent_step_required",
                ("steps",),
                "the trajectory has no agent step, so there is no response to score",
            )
        )


def _gym_tool_steps(steps: list[Any], out: list[Finding]) -> None:
    seen_ids: set[str] = set()
    for i, step in enumerate(steps):
        if not isinstance(step, dict) or step.get("source") != "agent":
            continue
        calls = [c for c in _list(step.get("tool_calls")) if isinstance(c, dict)]
        ids = [c.get("tool_call_id") for c in _list(step.get("tool_calls")) if isinstance(c, dict)]
        for j, call_id in enumerate(ids):
            if isinstance(call_id, str):
                if call_id in seen_ids:
                    out.append(
                        finding(
                            "atif.gym.tool_call_id_repeated",
                            ("steps", i, "tool_calls", j, "tool_call_id"),
                            f"tool_call_id {call_id!r} was already used in this document; "
                            "every call needs an id of its own",
                        )
                    )
                seen_ids.add(call_id)
        observation = _obj(step.get("observation"))
        results = _list(observation.get("results")) if observation else []
        if calls and step.get("message") != "":
            out.append(
                finding(
                    "atif.gym.text_with_tool_calls",
                    ("steps", i, "message"),
                    "a tool step's message is the empty string in the profile; put the text "
                    "in its own agent step",
                )
            )
        if not calls:
            if observation is not None:
                out.append(
                    finding(
                        "atif.gym.tool_results_match_calls",
                        ("steps", i, "observation"),
                        "a step without tool calls has no observation in the profile",
                    )
                )
            continue
        answered: Counter[str] = Counter()
        for r, result in enumerate(results):
            call = result.get("source_call_id") if isinstance(result, dict) else None
            if not isinstance(call, str):
                continue
            answered[call] += 1
            if answered[call] == 2:
                out.append(
                    finding(
                        "atif.gym.tool_results_match_calls",
                        ("steps", i, "observation", "results", r, "source_call_id"),
                        f"call {call!r} already has a result; each call has exactly one",
                    )
                )
        for j, call_id in enumerate(ids):
            if isinstance(call_id, str) and answered[call_id] == 0:
                out.append(
                    finding(
                        "atif.gym.tool_results_match_calls",
                        ("steps", i, "tool_calls", j),
                        f"call {call_id!r} has no observation result; each call has exactly one",
                    )
                )


def _gym_model_names(document: JsonObject, steps: list[Any], out: list[Finding]) -> None:
    agent = _obj(document.get("agent")) or {}
    fallback = agent.get("model_name") if isinstance(agent.get("model_name"), str) else None
    names = []
    for i, step in _model_steps(steps):
        own = step.get("model_name")
        names.append((i, step, own if isinstance(own, str) else fallback))
    first = next((name for _, _, name in names if name is not None), None)
    if first is not None:
        for i, step, name in names:
            if name is None:
                out.append(
                    finding(
                        "atif.gym.model_names_mixed",
                        ("steps", i),
                        f"this agent step names no model while others name {first!r}; every "
                        "step names the same model, or none does",
                    )
                )
            elif name != first:
                where: Path = (
                    ("steps", i, "model_name") if _present(step, "model_name") else ("steps", i)
                )
                out.append(
                    finding(
                        "atif.gym.model_names_mixed",
                        where,
                        f"this agent step's model is {name!r} but an earlier one's is {first!r}; "
                        "a profile trajectory has one model",
                    )
                )
    if fallback is None:
        return
    differing = False
    for i, step in enumerate(steps):
        if not isinstance(step, dict) or step.get("source") != "agent":
            continue
        own = step.get("model_name")
        if own is None:
            out.append(
                finding(
                    "atif.gym.agent_model_name",
                    ("steps", i),
                    f"agent.model_name is {fallback!r} but this agent step has no model_name; "
                    "the profile writes it on every agent step",
                )
            )
        elif own != fallback:
            differing = True
    if differing:
        out.append(
            finding(
                "atif.gym.agent_model_name",
                ("agent", "model_name"),
                f"agent.model_name {fallback!r} differs from an agent step's model_name; the "
                "profile sets it only when every step has that one model",
            )
        )


def _has_usage(metrics: JsonObject | None) -> bool:
    if metrics is None:
        return False
    extra = _obj(metrics.get("extra")) or {}
    return any(
        _present(metrics, k) for k in ("prompt_tokens", "completion_tokens", "cached_tokens")
    ) or any(_present(extra, k) for k in ("reasoning_tokens", "total_tokens"))


def _gym_usage(document: JsonObject, steps: list[Any], out: list[Finding]) -> None:
    model_steps = list(_model_steps(steps))
    for i, step in enumerate(steps):
        metrics = _obj(step.get("metrics")) if isinstance(step, dict) else None
        if metrics is None:
            continue
        prompt, cached = _int(metrics.get("prompt_tokens")), _int(metrics.get("cached_tokens"))
        if prompt is not None and cached is not None and cached > prompt:
            out.append(
                finding(
                    "atif.gym.cached_within_prompt",
                    ("steps", i, "metrics", "cached_tokens"),
                    f"cached_tokens {cached} exceeds prompt_tokens {prompt}",
                )
            )
    usage = any(_has_usage(_obj(step.get("metrics"))) for _, step in model_steps)
    if usage:
        for i, step in model_steps:
            metrics = _obj(step.get("metrics"))
            missing = [
                k
                for k in ("prompt_tokens", "completion_tokens")
                if _int((metrics or {}).get(k)) is None
            ]
            if missing:
                out.append(
                    finding(
                        "atif.gym.usage_complete",
                        ("steps", i, "metrics") if metrics is not None else ("steps", i),
                        f"other steps report token usage but this one lacks {' and '.join(missing)}; "
                        "report both on every model step or usage on none",
                    )
                )
    final = _obj(document.get("final_metrics"))
    if final is None:
        return
    fpath: Path = ("final_metrics",)
    total_steps = _int(final.get("total_steps"))
    if total_steps is not None and total_steps != len(steps):
        out.append(
            finding(
                "atif.gym.total_steps",
                (*fpath, "total_steps"),
                f"total_steps is {total_steps} but the trajectory has {len(steps)} step(s)",
            )
        )
    t_prompt, t_cached = (
        _int(final.get("total_prompt_tokens")),
        _int(final.get("total_cached_tokens")),
    )
    if t_prompt is not None and t_cached is not None and t_cached > t_prompt:
        out.append(
            finding(
                "atif.gym.cached_within_prompt",
                (*fpath, "total_cached_tokens"),
                f"total_cached_tokens {t_cached} exceeds total_prompt_tokens {t_prompt}",
            )
        )
    if usage and not (
        _present(final, "total_prompt_tokens") and _present(final, "total_completion_tokens")
    ):
        out.append(
            finding(
                "atif.gym.final_totals",
                fpath,
                "the steps report token usage, so final_metrics states both "
                "total_prompt_tokens and total_completion_tokens",
            )
        )
    for field, total_name in (
        ("prompt_tokens", "total_prompt_tokens"),
        ("completion_tokens", "total_completion_tokens"),
        ("cached_tokens", "total_cached_tokens"),
    ):
        total = _int(final.get(total_name))
        if total is None:
            continue
        counts = [
            (i, _int((_obj(step.get("metrics")) or {}).get(field))) for i, step in model_steps
        ]
        lacking = [i for i, count in counts if count is None]
        if lacking:
            out.append(
                finding(
                    "atif.gym.final_totals",
                    (*fpath, total_name),
                    f"{total_name} is stated but step {lacking[0] + 1} reports no {field}; a "
                    "total is written only when every agent step reports its count",
                )
            )
            continue
        expected = sum(count for _, count in counts if count is not None)
        if total != expected:
            out.append(
                finding(
                    "atif.gym.final_totals",
                    (*fpath, total_name),
                    f"{total_name} is {total} but the agent steps' {field} add up to {expected}",
                )
            )


def _gym_identity(document: JsonObject, out: list[Finding]) -> None:
    session = document.get("session_id")
    trajectory_id = document.get("trajectory_id")
    extra = _obj(document.get("extra")) or {}
    source = _obj((_obj(extra.get("nemo_gym")) or {}).get("source")) or {}
    task, rollout = _int(source.get("task_index")), _int(source.get("rollout_index"))
    if not (isinstance(session, str) and isinstance(trajectory_id, str)):
        return
    if task is None or rollout is None:
        return
    expected = f"{session}:{task}:{rollout}"
    if trajectory_id != expected:
        out.append(
            finding(
                "atif.gym.trajectory_id_matches_source",
                ("trajectory_id",),
                f"trajectory_id is {trajectory_id!r}; the export names it {expected!r} after "
                "session_id and the source indices",
            )
        )


__all__ = ["atif_findings", "gym_profile_findings", "timestamp_accepted", "version_table"]
