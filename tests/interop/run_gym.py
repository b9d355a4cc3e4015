"""Drive NeMo Gym 0.7.0's own code and trajspec over the same inputs; report every disagreement.

Runs in one environment that holds both ``nemo-gym==0.7.0`` (installed without its
dependencies, see ``nox -s interop-gym``) and trajspec. Five comparisons:

* ``structure``: Gym's pydantic models (``model_validate``, lax, as Gym's projection reads
  evidence) against trajspec's verdict (``validate_against``: an error finding rejects), over
  every evidence vector with a Gym counterpart and over hypothesis-generated documents
  (``tests/_strategies.from_schema``) and mutations of them;
* ``export``: ``gym_rollout_to_atif`` against ``export_atif`` over the export vectors and
  generated exportable rows (``tests/_strategies.export_rows``): the same accept/reject, the
  same bytes apart from ``extra.nemo_gym.exporter``, Gym's reason beside our codes;
* ``reverify``: Gym's ``atif_trajectory_to_response`` against ``atif_to_response`` over the
  reverify vectors and the documents the export comparison produced: the same verdict, equal
  output and usage (members Gym writes as null left out);
* ``health``: Gym's ``run_health_checks`` against ``trajspec health`` over the health vectors
  and generated runs: byte-identical ``rollout_verdicts.jsonl``, equal ``quality_summary.json``;
* ``projection``: Gym's capture merge, ``_attach_trajectory_record`` and ``_attach_ng_perf``
  against ``enrich`` over the projection vectors and generated rows; turns, the
  ``turns_unavailable`` gap and measured latencies are left out (trajspec never derives turns).

Each disagreement is one JSON object with ``section``, ``case``, ``tags`` (what the two sides
said, reduced to stable words: trajspec codes, Gym error kinds) and both sides' answers.
``compare_gym.py`` matches them against the intended differences.

    python tests/interop/run_gym.py --output REPORT.json [--examples 2000]
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import importlib
import importlib.metadata
import io
import json
import logging
import re
import sys
import tempfile
import time
import warnings
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/: _strategies, _vectors

SPEC = HERE.parents[1] / "spec"


def _tolerate_missing_ray() -> None:
    """nemo_gym.global_config reads ray's version at import and never imports ray on the paths
    driven here; the session installs Gym without ray (hundreds of MB), so a missing ray
    distribution reads as version 0."""
    original = importlib.metadata.version

    def version(name: str) -> str:
        try:
            return original(name)
        except importlib.metadata.PackageNotFoundError:
            if name == "ray":
                return "0"
            raise

    importlib.metadata.version = version  # type: ignore[assignment]


_tolerate_missing_ray()
warnings.filterwarnings("ignore")

import orjson  # noqa: E402
from hypothesis import HealthCheck, given, seed, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from pydantic import TypeAdapter, ValidationError  # noqa: E402

from trajspec._findings import Finding, pointer_parts  # noqa: E402
from trajspec.converters import atif_to_response, dumps_atif, enrich, export_atif  # noqa: E402
from trajspec.validators import validate_against  # noqa: E402

SESSION = "session-1"
VERSION = "1.0.0"

# --- Gym's side -------------------------------------------------------------------------------


def _gym(module: str, name: str) -> Any:
    return getattr(importlib.import_module(f"nemo_gym.{module}"), name)


#: our schema -> Gym's model of the same object
GYM_MODELS: dict[str, tuple[str, str]] = {
    "trajectory_record": ("rollout_observability", "TrajectoryRecord"),
    "agent_observation_bundle": ("rollout_observability", "AgentObservationBundle"),
    "agent_invocation": ("rollout_observability", "AgentInvocation"),
    "tool_call_observation": ("rollout_observability", "ToolCallObservation"),
    "context_compaction_observation": ("rollout_observability", "ContextCompactionObservation"),
    "sandbox_observation": ("rollout_observability", "SandboxObservation"),
    "observation_gap": ("rollout_observability", "ObservationGap"),
    "model_call_ref": ("rollout_observability", "ModelCallRef"),
    "trajectory_model_call": ("rollout_observability", "TrajectoryModelCall"),
    "trajectory_token_stats": ("rollout_observability", "TrajectoryTokenStats"),
    "trajectory_response_metadata": ("rollout_observability", "TrajectoryResponseMetadata"),
    "trajectory_tool_call": ("rollout_observability", "TrajectoryToolCall"),
    "trajectory_turn": ("rollout_observability", "TrajectoryTurn"),
    "model_server_ref": ("config_types", "ModelServerRef"),
    "model_call_record": ("base_responses_api_model", "ModelCallRecord"),
    "conversation_item": ("openai_utils", "NeMoGymResponseInputItem"),
}


_ADAPTERS: dict[str, Any] = {}


def gym_structure(schema: str, document: Any) -> list[str] | None:
    """None when Gym's model accepts ``document``, else the kinds of its errors."""
    if schema not in _ADAPTERS:
        module, name = GYM_MODELS[schema]
        _ADAPTERS[schema] = TypeAdapter(_gym(module, name))
    try:
        _ADAPTERS[schema].validate_python(copy.deepcopy(document))
    except ValidationError as error:
        return sorted({_error_kind(e, schema) for e in error.errors()})
    except (TypeError, ValueError, KeyError, AttributeError) as error:
        return [f"gym:raised:{type(error).__name__}"]
    return None


def _error_kind(error: Any, schema: str) -> str:
    """A stable word for one of Gym's errors: its kind and the member it is about (inside a
    conversation item, only that it is a member of one: Gym's unions try every variant)."""
    kind = error.get("type", "?")
    if kind == "value_error":
        message = str(error.get("msg", "")).removeprefix("Value error, ")
        return f"gym:value_error:{message}"
    location = [str(part) for part in error.get("loc", ())]
    if schema == "conversation_item" or "conversation" in location:
        # Gym picks an item's model by its tag (a callable discriminator), so the error's
        # location is the tag, then the member: name both.
        inside = (
            location[location.index("conversation") + 2 :]
            if "conversation" in location
            else location
        )
        tag, member = [*inside, "", ""][:2]
        return f"gym:item-member:{tag}.{member}"
    member = next((p for p in reversed(location) if re.fullmatch(r"[a-z_]+", p)), "")
    return f"gym:{kind}@{member}"


# --- trajspec's side --------------------------------------------------------------------------


def _rule_sources() -> dict[str, str]:
    sources = {}
    for path in sorted((SPEC / "rules").glob("*.json")):
        if path.name.endswith(".schema.json"):
            continue
        for rule in json.loads(path.read_bytes()).get("rules", []):
            sources[rule["code"]] = rule.get("source", "trajspec")
    return sources


RULE_SOURCES = _rule_sources()
LAX_NUMBER = re.compile(r"\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*")


def _value_at(document: Any, path: str) -> Any:
    value = document
    for part in pointer_parts(path):
        if isinstance(value, list) and part.isdigit() and int(part) < len(value):
            value = value[int(part)]
        elif isinstance(value, dict) and part in value:
            value = value[part]
        else:
            return None
    return value


def _lax_coercible(value: Any) -> bool:
    """Whether pydantic's lax mode turns ``value`` into a number or a boolean."""
    if isinstance(value, bool):
        return True
    if isinstance(value, str):
        return bool(LAX_NUMBER.fullmatch(value)) or value.strip().lower() in {
            "true", "false", "yes", "no", "on", "off", "t", "f", "y", "n", "0", "1",
        }  # fmt: skip
    return False


def finding_tag(found: Finding, document: Any) -> str:
    """A stable word for one of our error findings."""
    if found.code == "schema.type" and _lax_coercible(_value_at(document, found.path)):
        return "trajspec:strict-type"
    if found.code.startswith("schema."):
        member = next((p for p in reversed(pointer_parts(found.path)) if not p.isdigit()), "")
        if found.code == "schema.required" or found.code == "schema.additionalProperties":
            named = re.search(r"'([^']+)'", found.message)
            member = named.group(1) if named else member
        return f"{found.code}:{member}"
    source = RULE_SOURCES.get(found.code, "trajspec")
    return found.code if source == "reference" else f"trajspec-rule:{found.code}"


def our_errors(document: Any, schema: str) -> list[Finding]:
    return [f for f in validate_against(document, schema) if f.severity == "error"]


# --- the report -------------------------------------------------------------------------------


class GymLog(logging.Handler):
    """Gym's own log records, kept instead of printed: Gym logs a warning with the traceback
    of each row it cannot project (``Could not project standardized trajectory evidence``),
    which is the expected outcome of a comparison, not a failure of this run. The records go
    into the report (``gym_log``) with their exception's type and last line; ``--gym-log``
    prints them as Gym would."""

    def __init__(self, echo: bool) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[dict[str, str]] = []
        self.echo = echo

    def emit(self, record: logging.LogRecord) -> None:
        error = record.exc_info[1] if record.exc_info else None
        self.records.append(
            {
                "logger": record.name,
                "level": record.levelname,
                "message": record.getMessage(),
                "error": ""
                if error is None
                else f"{type(error).__name__}: {error}".splitlines()[0],
            }
        )
        if self.echo:
            sys.stderr.write(logging.Formatter().format(record) + "\n")

    @classmethod
    def capture(cls, echo: bool) -> GymLog:
        """Take over the ``nemo_gym`` loggers' output (they propagate to the root logger,
        whose last-resort handler would print to stderr)."""
        handler = cls(echo)
        logger = logging.getLogger("nemo_gym")
        logger.addHandler(handler)
        logger.propagate = False
        return handler


class Report:
    def __init__(self) -> None:
        self.disagreements: list[dict[str, Any]] = []
        self.counts: Counter[str] = Counter()
        self.blocked: list[dict[str, str]] = []

    def compared(self, section: str) -> None:
        self.counts[f"{section}: compared"] += 1

    def disagree(self, section: str, case: str, tags: list[str], **sides: Any) -> None:
        self.counts[f"{section}: disagreements"] += 1
        self.disagreements.append(
            {"section": section, "case": case, "tags": sorted(set(tags)), **sides}
        )


def _vector_files(pattern: str) -> Iterator[tuple[str, dict[str, Any]]]:
    root = SPEC / "conformance"
    for path in sorted(root.rglob(pattern)):
        if path.name.endswith(".schema.json"):
            continue
        yield path.relative_to(root).as_posix(), json.loads(path.read_bytes())


def diff_paths(gym: Any, ours: Any, at: str = "") -> list[str]:
    """Where two JSON values differ, as JSON Pointers with array indices written ``*``
    (``+`` marks a member only trajspec has, ``-`` one only Gym has; ``number-form:`` an
    equal number written another way, an integer against a float)."""
    if isinstance(gym, dict) and isinstance(ours, dict):
        out = []
        for key in dict.fromkeys([*gym, *ours]):
            if key not in ours:
                out.append(f"-{at}/{key}")
            elif key not in gym:
                out.append(f"+{at}/{key}")
            else:
                out.extend(diff_paths(gym[key], ours[key], f"{at}/{key}"))
        return out
    if isinstance(gym, list) and isinstance(ours, list) and len(gym) == len(ours):
        return [p for g, o in zip(gym, ours, strict=True) for p in diff_paths(g, o, f"{at}/*")]
    if gym == ours and type(gym) is type(ours):
        return []
    numbers = all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (gym, ours))
    if numbers and gym == ours:
        return [f"number-form:{at or '/'}"]  # 10 against 10.0: equal numbers, other text
    return [at or "/"]


# --- structure --------------------------------------------------------------------------------


def compare_structure(report: Report, schema: str, document: Any, case: str) -> None:
    report.compared("structure")
    gym = gym_structure(schema, document)
    ours = our_errors(document, f"evidence/1.0/{schema}")
    if (gym is None) == (not ours):
        return
    if gym is None:
        tags = ["gym:accepts", *(finding_tag(f, document) for f in ours)]
    else:
        tags = ["trajspec:accepts", *gym]
    report.disagree(
        "structure",
        case,
        tags,
        schema=schema,
        document=document,
        gym=gym,
        trajspec=[f.to_json() for f in ours],
    )


def structure_vectors(report: Report) -> None:
    for name, data in _vector_files("evidence/**/*.json"):
        schema = str(data.get("schema", "")).rsplit("/", 1)[-1]
        if schema not in GYM_MODELS:
            continue
        for index, case in enumerate(data.get("cases", [])):
            if "document" in case:
                compare_structure(report, schema, case["document"], f"{name}#{index}")


MUTATIONS = ("drop", "string", "true", "float", "null", "blank", "untyped", "extra")


def _paths(value: Any, at: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield at
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _paths(child, (*at, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from _paths(child, (*at, index))


def _mutate(document: Any, path: tuple[Any, ...], how: str) -> Any:
    out = copy.deepcopy(document)
    if not path:
        return out
    parent = out
    for part in path[:-1]:
        parent = parent[part]
    last = path[-1]
    value = parent[last]
    if how == "drop" and isinstance(parent, dict):
        del parent[last]
    elif how == "string" and isinstance(value, (int, float)) and not isinstance(value, bool):
        parent[last] = str(value)
    elif how == "true" and isinstance(value, int) and not isinstance(value, bool):
        parent[last] = True
    elif how == "float" and isinstance(value, int) and not isinstance(value, bool):
        parent[last] = float(value)
    elif how == "null":
        parent[last] = None
    elif how == "blank" and isinstance(value, str):
        parent[last] = ""
    elif how == "untyped" and isinstance(value, dict) and "type" in value:
        del value["type"]
    elif how == "extra" and isinstance(value, dict):
        value["x_unknown"] = 1
    return out


def structure_generated(report: Report, examples: int) -> None:
    from _strategies import from_schema

    schemas = sorted(GYM_MODELS)
    per_schema = max(1, examples // len(schemas))
    for schema in schemas:
        drawn = _draw_structure(from_schema(f"evidence/1.0/{schema}"), per_schema)
        for index, document in enumerate(drawn):
            kind = "generated" if index % 2 == 0 else "mutated"
            compare_structure(report, schema, document, f"{kind}:{schema}#{index // 2}")


def _draw_structure(strategy: Any, count: int) -> list[Any]:
    """``count`` documents of ``strategy``, each followed by one mutation of it."""
    drawn: list[Any] = []

    @seed(17)
    @settings(
        max_examples=count,
        database=None,
        deadline=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(document=strategy, choice=st.randoms(use_true_random=False))
    def draw(document: Any, choice: Any) -> None:
        drawn.append(document)
        paths = list(_paths(document))
        drawn.append(_mutate(document, choice.choice(paths), choice.choice(MUTATIONS)))

    draw()
    return drawn


# --- export -----------------------------------------------------------------------------------


def _without_exporter(document: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(document)
    extra = out.get("extra", {}).get("nemo_gym", {})
    extra.pop("exporter", None)
    return out


def gym_export(row: Any) -> tuple[bytes | None, str | None]:
    convert = _gym("atif_export", "gym_rollout_to_atif")
    try:
        model = convert(copy.deepcopy(row), session_id=SESSION, agent_version=VERSION)
    except Exception as error:  # every rejection or crash is an answer
        return None, f"{type(error).__name__}: {error}"
    return (model.model_dump_json(indent=2, exclude_none=True) + "\n").encode(), None


def _gym_reason(message: str) -> str:
    """Gym's rejection reduced to a stable word: its text without the varying details."""
    kinds = sorted(set(re.findall(r"\[type=([a-z_]+)", message)))
    if kinds:  # a pydantic ValidationError: its error kinds
        return "gym:validation:" + ",".join(kinds)
    text = message.split(": ", 1)[-1]
    text = re.sub(r"'[^']*'|\"[^\"]*\"|\d+", "_", text)
    return "gym:" + text[:120]


def compare_export(report: Report, row: Any, case: str, accepted: list[dict[str, Any]]) -> None:
    report.compared("export")
    gym_bytes, gym_error = gym_export(row)
    ours = export_atif(row, session_id=SESSION, agent_version=VERSION)
    our_codes = sorted({f.code for f in ours.findings if f.severity == "error"})
    if gym_bytes is not None and ours.document is not None:
        gym_doc = orjson.loads(gym_bytes)
        accepted.append(ours.document)
        same = dumps_atif(_without_exporter(ours.document)) == (
            orjson.dumps(_without_exporter(gym_doc), option=orjson.OPT_INDENT_2) + b"\n"
        )
        # Gym's own bytes, re-indented, must also be what Gym wrote (else the comparison
        # above would hide a formatting difference).
        gym_bytes_same = gym_bytes == orjson.dumps(gym_doc, option=orjson.OPT_INDENT_2) + b"\n"
        if not same or not gym_bytes_same:
            report.disagree(
                "export",
                case,
                ["bytes-differ" if not same else "gym-formatting-differs"],
                row=row,
                gym=gym_doc,
                trajspec=ours.document,
            )
        return
    if gym_bytes is None and ours.document is None:
        return  # both reject; the reasons are listed side by side in the report's counts
    if gym_bytes is None:
        tags = ["trajspec:accepts", _gym_reason(gym_error or "")]
    else:
        tags = ["gym:accepts", *(finding_tag(f, row) for f in ours.findings)]
    report.disagree(
        "export",
        case,
        tags,
        row=row,
        gym=gym_error,
        trajspec=our_codes,
    )


def export_reasons(report: Report, row: Any) -> None:
    """Tally which of our codes stand beside which Gym reason, for rows both reject."""
    _, gym_error = gym_export(row)
    ours = export_atif(row, session_id=SESSION, agent_version=VERSION)
    if gym_error is None or ours.document is not None:
        return
    codes = ",".join(sorted({f.code for f in ours.findings}))
    report.counts[f"export reasons: {_gym_reason(gym_error)} <- {codes}"] += 1


def export_vectors(report: Report, accepted: list[dict[str, Any]]) -> None:
    for name, data in _vector_files("atif/1.7/export-*.json"):
        for index, case in enumerate(data.get("cases", [])):
            compare_export(report, case["row"], f"{name}#{index}", accepted)
            export_reasons(report, case["row"])


def export_generated(report: Report, examples: int, accepted: list[dict[str, Any]]) -> None:
    from _strategies import export_rows

    drawn: list[Any] = []

    @seed(17)
    @settings(
        max_examples=examples,
        database=None,
        deadline=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(row=export_rows())
    def draw(row: Any) -> None:
        drawn.append(row)

    draw()
    for index, row in enumerate(drawn):
        compare_export(report, row, f"generated:export#{index}", accepted)
        export_reasons(report, row)


# --- reverify ---------------------------------------------------------------------------------


def _drop_nulls(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _drop_nulls(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_drop_nulls(v) for v in value]
    return value


def _drop_empty(value: Any) -> Any:
    """Without null members and empty lists: Gym writes its defaults (``tool_calls: []``),
    trajspec leaves them out."""
    if isinstance(value, dict):
        return {k: _drop_empty(v) for k, v in value.items() if v is not None and v != []}
    if isinstance(value, list):
        return [_drop_empty(v) for v in value]
    return value


def gym_reverify(document: Any) -> tuple[dict[str, Any] | None, str | None]:
    model = _gym("atif_v1_7", "AtifTrajectoryV1_7")
    project = _gym("atif_reverification", "atif_trajectory_to_response")
    try:
        response = project(model.model_validate(copy.deepcopy(document)))
    except Exception as error:  # every rejection or crash is an answer
        return None, f"{type(error).__name__}: {error}"
    return response.model_dump(mode="json"), None


def compare_reverify(report: Report, document: Any, case: str) -> None:
    report.compared("reverify")
    gym, gym_error = gym_reverify(document)
    ours = atif_to_response(document)
    if gym is None and ours.response is None:
        return
    if gym is None or ours.response is None:
        tags = (
            ["trajspec:accepts", _gym_reason(gym_error or "")]
            if gym is None
            else ["gym:accepts", *(finding_tag(f, document) for f in ours.findings)]
        )
        report.disagree(
            "reverify",
            case,
            tags,
            document=document,
            gym=gym_error,
            trajspec=[f.to_json() for f in ours.findings],
        )
        return
    differs = [
        member
        for member in ("output", "usage")
        if _drop_nulls(gym.get(member)) != _drop_nulls(ours.response.get(member))
    ]
    if differs:
        report.disagree(
            "reverify",
            case,
            [f"{m}-differs" for m in differs],
            document=document,
            gym={m: gym.get(m) for m in differs},
            trajspec={m: ours.response.get(m) for m in differs},
        )


def reverify_all(report: Report, exported: list[dict[str, Any]]) -> None:
    for name, data in _vector_files("atif/1.7/reverify-*.json"):
        for index, case in enumerate(data.get("cases", [])):
            if "document" in case:
                compare_reverify(report, case["document"], f"{name}#{index}")
    for index, document in enumerate(exported):
        compare_reverify(report, document, f"exported#{index}")


# --- health -----------------------------------------------------------------------------------


def _health_pair(rows: list[Any], work: Path) -> tuple[dict[str, bytes], dict[str, bytes]]:
    """Both systems' report files for one rollouts file."""
    from trajspec._cli.app import main as trajspec_main

    work.mkdir(parents=True)
    source = work / "rollouts.jsonl"
    source.write_bytes(b"".join(orjson.dumps(r) + b"\n" for r in rows))
    gym_dir, our_dir = work / "gym", work / "trajspec"
    gym_dir.mkdir()
    run = _gym("rollout_health", "run_health_checks")
    run(source, output_dir=gym_dir, workers=1)
    with contextlib.redirect_stdout(io.StringIO()):
        code = trajspec_main(["health", str(source), "--output-dir", str(our_dir)])
    if code != 0:
        raise RuntimeError(f"trajspec health exited {code}")
    read = lambda d: {p.name: p.read_bytes() for p in sorted(d.iterdir())}  # noqa: E731
    return read(gym_dir), read(our_dir)


def compare_health(report: Report, rows: list[Any], case: str, work: Path) -> None:
    report.compared("health")
    try:
        gym, ours = _health_pair(rows, work)
    except Exception as error:
        report.disagree("health", case, [f"raised:{type(error).__name__}"], error=str(error))
        return
    tags = []
    gym_verdicts = gym.get("rollout_verdicts.jsonl", b"")
    our_verdicts = ours.get("rollout_verdicts.jsonl", b"")
    if gym_verdicts != our_verdicts:
        parse = lambda text: [orjson.loads(line) for line in text.splitlines()]  # noqa: E731
        found = diff_paths(parse(gym_verdicts), parse(our_verdicts), "/verdicts")
        tags.extend(found or ["verdicts:bytes"])
    gym_summary = orjson.loads(gym.get("quality_summary.json", b"null"))
    our_summary = orjson.loads(ours.get("quality_summary.json", b"null"))
    tags.extend(diff_paths(gym_summary, our_summary, "/summary"))
    if tags:
        report.disagree(
            "health",
            case,
            tags,
            rows=rows,
            gym={k: v.decode() for k, v in gym.items()},
            trajspec={k: v.decode() for k, v in ours.items()},
        )


def _reindexed(row: dict[str, Any], task: int, rollout: int) -> dict[str, Any]:
    """A copy of an export_rows row as rollout ``rollout`` of task ``task``."""
    out = copy.deepcopy(row)
    out["_ng_task_index"], out["_ng_rollout_index"] = task, rollout
    out["task_id"] = f"task-{task}"
    trajectory = out["ng_trajectory"]
    trajectory["task_id"], trajectory["rollout_id"] = f"task-{task}", f"{task}-{rollout}"
    for turn in trajectory.get("turns", []):
        turn["task_id"], turn["rollout_id"] = f"task-{task}", f"{task}-{rollout}"
    return out


def health_all(report: Report, examples: int, work: Path) -> None:
    for name, data in _vector_files("evidence/1.0/health-*.json"):
        for index, case in enumerate(data.get("cases", [])):
            if "rows" in case:
                compare_health(report, case["rows"], f"{name}#{index}", work / f"{name}-{index}")
    from _strategies import export_rows

    drawn: list[Any] = []

    @seed(17)
    @settings(
        max_examples=examples, database=None, deadline=None, suppress_health_check=list(HealthCheck)
    )
    @given(row=export_rows(faults=True))
    def draw(row: Any) -> None:
        drawn.append(row)

    draw()
    # Runs of 10 rollouts: five tasks of two, each row's identity rewritten consistently.
    for start in range(0, len(drawn), 10):
        rows = [
            _reindexed(row, offset // 2, offset % 2)
            for offset, row in enumerate(drawn[start : start + 10])
        ]
        compare_health(report, rows, f"generated:run#{start // 10}", work / f"run-{start}")


# --- projection -------------------------------------------------------------------------------

_VARYING_PERF = {"total_latency_ms"}


def _comparable_trajectory(trajectory: Any) -> Any:
    """The trajectory in Gym's own form (its defaults written out: an absent status is
    "unknown", absent lists are empty), without turns and the turns gap."""
    if not isinstance(trajectory, dict):
        return trajectory
    record = _gym("rollout_observability", "TrajectoryRecord")
    try:
        out = record.model_validate(copy.deepcopy(trajectory)).model_dump(mode="json")
    except ValidationError:
        return {"not valid for Gym's TrajectoryRecord": trajectory}
    out.pop("turns", None)
    out["gaps"] = [g for g in out.get("gaps", []) if g.get("code") != "turns_unavailable"]
    return _drop_nulls(out)


def _write_capture(case: dict[str, Any], folder: Path) -> Path | None:
    if "capture" not in case:
        return None
    folder.mkdir(parents=True)
    for rollout_id, lines in case["capture"].items():
        text = b"".join(
            (line.encode() if isinstance(line, str) else orjson.dumps(line)) + b"\n"
            for line in lines
        )
        (folder / f"{rollout_id}.capture.jsonl").write_bytes(text)
    for rollout_id in case.get("markers", []):
        (folder / f"{rollout_id}.capture.incomplete").write_bytes(b"")
    return folder


def gym_project(row: dict[str, Any], folder: Path | None, payloads: bool) -> dict[str, Any]:
    collection = importlib.import_module("nemo_gym.rollout_collection")
    result = copy.deepcopy(row)
    if folder is not None:
        collection.merge_model_call_capture_into_record(result, [folder], include_payloads=payloads)
    if any(
        k in result for k in ("ng_model_call_capture", "ng_agent_observations", "ng_trajectory")
    ):
        collection._attach_trajectory_record(row, result)
    collection._attach_ng_perf(result, observability_enabled=True)
    return result


def compare_projection(report: Report, case: dict[str, Any], name: str, work: Path) -> None:
    if case.get("unreadable") or case.get("options", {}).get("observability_enabled") is False:
        return
    report.compared("projection")
    folder = _write_capture(case, work)
    payloads = case.get("options", {}).get("include_model_call_payloads", True)
    try:
        gym = gym_project(case["row"], folder, payloads)
    except Exception as error:
        report.disagree(
            "projection", name, [f"gym-raised:{type(error).__name__}"], error=str(error)
        )
        return
    ours = enrich(case["row"], capture_dir=folder, include_model_call_payloads=payloads)
    perf = lambda r: {k: v for k, v in (r.get("ng_perf") or {}).items() if k not in _VARYING_PERF}  # noqa: E731
    tags = [
        *diff_paths(
            _comparable_trajectory(gym.get("ng_trajectory")),
            _comparable_trajectory(ours.get("ng_trajectory")),
            "/ng_trajectory",
        ),
        *diff_paths(perf(gym), perf(ours), "/ng_perf"),
        *diff_paths(
            _drop_empty(gym.get("ng_model_call_capture")),
            _drop_empty(ours.get("ng_model_call_capture")),
            "/ng_model_call_capture",
        ),
    ]
    if tags:
        report.disagree(
            "projection",
            name,
            tags,
            row=case["row"],
            gym={k: gym.get(k) for k in ("ng_trajectory", "ng_perf", "ng_model_call_capture")},
            trajspec={
                k: ours.get(k) for k in ("ng_trajectory", "ng_perf", "ng_model_call_capture")
            },
        )


def projection_all(report: Report, examples: int, work: Path) -> None:
    for name, data in _vector_files("evidence/1.0/project-*.json"):
        for index, case in enumerate(data.get("cases", [])):
            compare_projection(report, case, f"{name}#{index}", work / f"{name}-{index}")
    from _strategies import projection_rows

    drawn: list[Any] = []

    @seed(17)
    @settings(
        max_examples=examples, database=None, deadline=None, suppress_health_check=list(HealthCheck)
    )
    @given(row=projection_rows())
    def draw(row: Any) -> None:
        drawn.append(row)

    draw()
    for index, row in enumerate(drawn):
        compare_projection(report, {"row": row}, f"generated:project#{index}", work / f"g{index}")


# --- main -------------------------------------------------------------------------------------

SECTIONS = ("structure", "export", "reverify", "health", "projection")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", type=Path, required=True)
    parser.add_argument("--examples", type=int, default=2000, help="generated structure documents")
    parser.add_argument(
        "--rows", type=int, default=300, help="generated export/health/projection rows"
    )
    parser.add_argument("--only", choices=SECTIONS, action="append")
    parser.add_argument(
        "--gym-log", action="store_true", help="print Gym's log records (tracebacks included)"
    )
    args = parser.parse_args(argv)
    gym_log = GymLog.capture(args.gym_log)
    started = time.perf_counter()
    report = Report()
    sections = args.only or SECTIONS
    exported: list[dict[str, Any]] = []
    timings = {}
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        for section in SECTIONS:
            if section not in sections:
                continue
            began = time.perf_counter()
            if section == "structure":
                structure_vectors(report)
                structure_generated(report, args.examples)
            elif section == "export":
                export_vectors(report, exported)
                export_generated(report, args.rows, exported)
            elif section == "reverify":
                reverify_all(report, exported)
            elif section == "health":
                health_all(report, args.rows, work / "health")
            elif section == "projection":
                projection_all(report, args.rows, work / "projection")
            timings[section] = round(time.perf_counter() - began, 2)
    out = {
        "gym_version": importlib.metadata.version("nemo-gym"),
        "counts": dict(sorted(report.counts.items())),
        "seconds": timings,
        "blocked": report.blocked,
        "disagreements": report.disagreements,
        "gym_log": gym_log.records,
    }
    args.output.write_bytes(orjson.dumps(out, option=orjson.OPT_INDENT_2) + b"\n")
    for key, value in sorted(report.counts.items()):
        if not key.startswith("export reasons"):
            print(f"{key}: {value}", file=sys.stderr)
    print(
        f"Gym log records (captured, in the report's gym_log; --gym-log prints them): "
        f"{len(gym_log.records)}",
        file=sys.stderr,
    )
    print(
        f"gym interop: {time.perf_counter() - started:.1f}s, report {args.output}", file=sys.stderr
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
