"""Every data file shipped in the nemo-gym 0.7.0 wheel through ``trajspec validate``, without
``--kind``, as a new user would point it at them.

Runs in the environment of ``nox -s interop-gym`` (which installs the wheel): the files are the
``*.jsonl`` of the installed distribution's RECORD, nothing is downloaded or copied here. Fails
unless

* every line that NeMo Gym reads as a row is recognised and has no error finding: a line Gym's
  reader parses (``json.loads``, as its dataset and rollout readers do) that holds an object with
  ``responses_create_params`` (what Gym's dataset check ``hf_utils.check_jsonl_format`` requires
  of every dataset row) or a collector key (``_ng_*``); a task input row whose request Gym's own
  model accepts (``BaseRunRequest``, the request of every run) is one such line;
* every other line is a JSON object trajspec cannot tell (``document.kind_unknown``, the only
  finding it may have): Gym's test cases, fixtures and aggregate profiles, which are no rows;
* the placeholder lines (``<PLACEHOLDER ROW>``) are ``json.syntax``, and they are the only lines
  Gym cannot parse.

    python tests/interop/gym_data_files.py
"""

from __future__ import annotations

import collections
import functools
import importlib.metadata
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

PLACEHOLDER = "<PLACEHOLDER ROW>"
BATCH = 100  # files per trajspec run, well within any argument-length limit


def data_files() -> list[Path]:
    dist = importlib.metadata.distribution("nemo-gym")
    assert dist.version == "0.7.0", dist.version
    files = sorted(
        Path(str(dist.locate_file(f)))
        for f in dist.files or []
        if str(f).endswith(".jsonl") and ".dist-info" not in str(f)
    )
    return [f for f in files if f.stat().st_size > 0]


def gym_reads(line: str) -> Any:
    """The value Gym's readers get from the line, or None when they raise."""
    try:
        return json.loads(line)
    except ValueError:
        return None


def is_gym_row(value: Any) -> bool:
    return isinstance(value, dict) and (
        "responses_create_params" in value or any(str(k).startswith("_ng_") for k in value)
    )


@functools.cache
def _run_request() -> Any:
    # run_gym's import lets nemo_gym import without ray, which this session does not install
    # (run_gym._tolerate_missing_ray); then the model of every run's request.
    import run_gym  # noqa: F401
    from nemo_gym.base_resources_server import BaseRunRequest

    return BaseRunRequest


def gym_runs(value: dict[str, Any]) -> bool:
    """Whether Gym's run request model accepts the row (a row without its input is completed
    by a prompt_config first, as Gym's prompt materialization does)."""
    row = dict(value)
    request = row.get("responses_create_params")
    if isinstance(request, dict) and not request.get("input"):
        row["responses_create_params"] = {**request, "input": [{"role": "user", "content": "x"}]}
    try:
        _run_request().model_validate(row)
    except Exception:  # pydantic's ValidationError, or a TypeError of a malformed row
        return False
    return True


def findings(files: list[Path]) -> dict[tuple[str, int], list[dict[str, Any]]]:
    by_line: dict[tuple[str, int], list[dict[str, Any]]] = collections.defaultdict(list)
    for start in range(0, len(files), BATCH):
        batch = [str(f) for f in files[start : start + BATCH]]
        # The installed command: `python -m trajspec` from the repository root would import
        # the source folder trajspec/ instead of the installed package (docs/tooling-pitfalls).
        run = subprocess.run(
            [
                str(Path(sys.executable).parent / "trajspec"),
                "validate",
                "--format",
                "json",
                "-q",
                *batch,
            ],
            capture_output=True,
            text=True,
            check=False,
        )
        assert run.returncode in (0, 1), run.stderr
        for text in run.stdout.splitlines():
            found = json.loads(text)
            by_line[(found["file"], found["line"])].append(found)
    return by_line


def main() -> int:
    files = data_files()
    found = findings(files)
    counts: collections.Counter[str] = collections.Counter()
    problems: list[str] = []
    placeholder_files = set()
    for path in files:
        # Lines as trajspec and Gym's readers count them: split at "\n" only.
        raw_lines = path.read_bytes().split(b"\n")
        for number, line in enumerate((r.decode("utf-8", "replace") for r in raw_lines), start=1):
            if not line.strip():
                continue
            where = f"{path}:{number}"
            codes = sorted(f["code"] for f in found.get((str(path), number), []))
            errors = sorted(
                f["code"] for f in found.get((str(path), number), []) if f["severity"] == "error"
            )
            value = gym_reads(line)
            if line.strip() == PLACEHOLDER:
                placeholder_files.add(path)
                counts["placeholder lines"] += 1
                if codes != ["json.syntax"]:
                    problems.append(f"{where}: a placeholder line gives {codes}, not json.syntax")
            elif value is None:
                problems.append(f"{where}: Gym cannot parse this line: {line[:60]!r}")
            elif is_gym_row(value):
                counts["rows Gym reads"] += 1
                if errors:
                    problems.append(f"{where}: a row Gym reads has errors {errors}")
                if isinstance(value, dict) and "response" not in value and gym_runs(value):
                    counts["task inputs Gym's run request accepts"] += 1
            else:
                counts["other lines (no row: test cases, fixtures, profiles)"] += 1
                if errors != ["document.kind_unknown"]:
                    problems.append(f"{where}: a line that is no row gives {errors}")
            for code in codes:
                counts[f"finding {code}"] += 1
    counts["files"] = len(files)
    counts["placeholder files"] = len(placeholder_files)
    for key in sorted(counts):
        print(f"{key}: {counts[key]}")
    if len(placeholder_files) != 4:
        problems.append(f"expected the wheel's 4 placeholder files, found {len(placeholder_files)}")
    if counts["rows Gym reads"] < 2800:
        problems.append("fewer rows than the wheel holds: were its data files found?")
    for problem in problems[:50]:
        print(problem, file=sys.stderr)
    if problems:
        print(f"{len(problems)} problems", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
