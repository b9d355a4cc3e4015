"""The batch engines on a two-node Ray cluster give the bytes ``LocalEngine(1)`` gives (which
the other tests pin): validate, health, coverage, project, export over shards of several
chunks with bad lines; and a task whose worker dies is retried without losing or repeating a
result."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import bench_export
import orjson
import pytest

from trajspec import _jsonl
from trajspec._jsonl import LocalEngine, Source
from trajspec._ray_engine import RayEngine
from trajspec.converters import ProjectOptions, export_rollouts, project_file
from trajspec.validators import (
    check_sources,
    measure_coverage,
    validate_sources,
    write_health_reports,
)

ray = pytest.importorskip("ray")

#: Chunks of this size cut each shard into several (the driver reads the constant).
SMALL_CHUNK = 96 << 10
BAD_LINES = [
    b'{"truncated": \n',
    b"[1, 2, 3]\n",
    b'{"a": 1, "a": 2}\n',
    b"\n",
]


@pytest.fixture(autouse=True)
def small_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_jsonl, "CHUNK_BYTES", SMALL_CHUNK)


def _shards(folder: Path, *, bad: bool, count: int = 3) -> list[Path]:
    """``count`` shards cut from one generated run of rows that export (bench_export's:
    unique rollout keys across shards), with bad lines spread through each when ``bad``."""
    rows = bench_export.corpus(rows=240, turns=(5, 30)).splitlines(keepends=True)
    per = -(-len(rows) // count)
    paths = []
    for n in range(count):
        part = rows[n * per : (n + 1) * per]
        if bad:
            for k, line in enumerate(BAD_LINES):
                part.insert((k + 1) * len(part) // (len(BAD_LINES) + 1), line)
        path = folder / f"rollouts-{n}.jsonl"
        path.write_bytes(b"".join(part))
        paths.append(path)
    assert sum(p.stat().st_size for p in paths) > 1 << 20
    assert all(p.stat().st_size > 2 * SMALL_CHUNK for p in paths)
    return paths


@pytest.fixture(scope="module")
def bad_shards(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    return _shards(tmp_path_factory.mktemp("bad"), bad=True)


@pytest.fixture(scope="module")
def clean_shards(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    return _shards(tmp_path_factory.mktemp("clean"), bad=False)


def _sources(paths: list[Path]) -> list[Source]:
    return [Source(p) for p in paths]


def _validate(paths: list[Path], engine: Any) -> bytes:
    out = []
    for result in validate_sources(_sources(paths), engine=engine):
        for f in result.findings:
            out.append(orjson.dumps({"file": result.file, "line": result.line, **f.to_json()}))
    return b"\n".join(out)


def test_validate_findings_match_local(ray_engine: RayEngine, bad_shards: list[Path]) -> None:
    local = _validate(bad_shards, LocalEngine(1))
    assert len(local.splitlines()) >= 3 * 3  # the bad lines are found in every shard
    assert _validate(bad_shards, ray_engine) == local


def _health(paths: list[Path], engine: Any, folder: Path) -> list[bytes]:
    folder.mkdir()
    written = write_health_reports(check_sources(_sources(paths), engine=engine), folder)
    return [Path(p).read_bytes() for p in written]


def test_health_reports_match_local(
    ray_engine: RayEngine, bad_shards: list[Path], tmp_path: Path
) -> None:
    local = _health(bad_shards, LocalEngine(1), tmp_path / "local")
    assert all(local)
    assert _health(bad_shards, ray_engine, tmp_path / "ray") == local


def test_coverage_report_matches_local(ray_engine: RayEngine, bad_shards: list[Path]) -> None:
    local = orjson.dumps(measure_coverage(_sources(bad_shards), engine=LocalEngine(1)).to_json())
    assert b"calc_agent" in local or len(local) > 200  # a report of the measured agents
    assert (
        orjson.dumps(measure_coverage(_sources(bad_shards), engine=ray_engine).to_json()) == local
    )


@pytest.mark.parametrize("detail", [200, 3])
def test_report_matches_local(ray_engine: RayEngine, bad_shards: list[Path], detail: int) -> None:
    """The report's one pass (validation, health, coverage and its own views of the same
    chunks) gives the same page on Ray; with ``detail`` 3 the detail bound closes after the
    first chunks, which the workers see later than the driver (DetailGate)."""
    from trajspec.converters import ReportLimits, build_report, render_html

    def page(engine: Any) -> bytes:
        data = build_report(
            _sources(bad_shards), limits=ReportLimits(detail_rollouts=detail), engine=engine
        )
        return b"".join(render_html(data))

    local = page(LocalEngine(1))
    assert b'"detailed":' + str(detail).encode() in local
    assert page(ray_engine) == local


def _project(path: Path, engine: Any, output: Path) -> tuple[Any, bytes | None, list[Any]]:
    problems: list[Any] = []
    result = project_file(
        Source(path), output, ProjectOptions(capture_dir=None), engine=engine,
        on_problem=problems.append,
    )  # fmt: skip
    return (
        (result.rows, result.bad_lines),
        output.read_bytes() if output.exists() else None,
        problems,
    )


@pytest.mark.parametrize("kind", ["clean", "bad"])
def test_project_output_matches_local(
    ray_engine: RayEngine,
    clean_shards: list[Path],
    bad_shards: list[Path],
    tmp_path: Path,
    kind: str,
) -> None:
    path = (clean_shards if kind == "clean" else bad_shards)[0]
    local = _project(path, LocalEngine(1), tmp_path / "local.jsonl")
    if kind == "clean":
        assert local[1] and local[0][1] == 0
    else:
        assert local[2] and local[1] is None
    assert _project(path, ray_engine, tmp_path / "ray.jsonl") == local


def _export(paths: list[Path], engine: Any, output: Path) -> tuple[Any, dict[str, str]]:
    result = export_rollouts(
        [str(p) for p in paths], output, session_id="s-1", agent_version="1.0", engine=engine
    )
    files = {}
    if output.exists():
        for p in sorted(output.iterdir()):
            files[p.name] = hashlib.sha256(p.read_bytes()).hexdigest()
    findings = [orjson.dumps(f.to_json()) for f in result.findings]
    return (result.rows, result.exported, findings), files


@pytest.mark.parametrize("kind", ["clean", "bad"])
def test_export_files_and_manifest_match_local(
    ray_engine: RayEngine,
    clean_shards: list[Path],
    bad_shards: list[Path],
    tmp_path: Path,
    kind: str,
) -> None:
    paths = clean_shards if kind == "clean" else bad_shards
    local = _export(paths, LocalEngine(1), tmp_path / "local")
    if kind == "clean":
        assert local[0][1] > 10 and "manifest.jsonl" in local[1]
    else:
        assert local[0][2] and not local[1]
    assert _export(paths, ray_engine, tmp_path / "ray") == local


def die_once(marker: str, function: Callable[..., Any], *args: Any) -> Any:
    """``function(*args)``, but the first call that finds no ``marker`` file makes it and
    kills its own worker process (so Ray must run the task again)."""

    try:
        fd = os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
    except FileExistsError:
        return function(*args)
    os.close(fd)
    os._exit(1)


class DyingEngine:
    """``RayEngine`` whose call number ``victim`` kills its worker the first time."""

    def __init__(self, engine: RayEngine, marker: Path, victim: int) -> None:
        self.engine, self.marker, self.victim = engine, marker, victim

    def map(self, function: Callable[..., Any], calls: Iterable[tuple[Any, ...]]) -> Iterator[Any]:
        def wrapped() -> Iterator[tuple[Any, ...]]:
            for n, args in enumerate(calls):
                marker = str(self.marker) if n == self.victim else str(self.marker) + ".never"
                if n != self.victim:
                    Path(marker).touch()
                yield (marker, function, *args)

        return self.engine.map(die_once, wrapped())


def test_worker_killed_mid_task_is_retried(
    ray_engine: RayEngine, bad_shards: list[Path], tmp_path: Path
) -> None:
    # Workers unpickle die_once by value: this test module is not importable there.
    ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])
    marker = tmp_path / "died"
    local = _validate(bad_shards, LocalEngine(1))
    assert _validate(bad_shards, DyingEngine(ray_engine, marker, victim=2)) == local
    assert marker.exists()  # the task did die once


def test_results_in_call_order_with_a_bounded_window(ray_engine: RayEngine) -> None:
    assert 2 <= ray_engine.window <= 64
    taken = 0
    submitted = 0

    def calls() -> Iterator[tuple[Any, ...]]:
        nonlocal submitted
        for i in range(40):
            assert submitted - taken <= ray_engine.window
            submitted += 1
            yield (i, 3)

    results = []
    for value in ray_engine.map(pow, calls()):
        taken += 1
        results.append(value)
    assert results == [i**3 for i in range(40)]


#: The command line with the driver's chunks cut small, so that each shard is several.
SMALL_CHUNK_MAIN = (
    "import sys; from trajspec import _jsonl; _jsonl.CHUNK_BYTES = int(sys.argv[1]); "
    "from trajspec._cli.app import main; sys.exit(main(sys.argv[2:]))"
)


def _cli(args: list[str], cwd: Path) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-P", "-c", SMALL_CHUNK_MAIN, str(SMALL_CHUNK), *args],
        capture_output=True,
        check=False,
        cwd=cwd,
        timeout=300,
    )


def _tree(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder``, by its path inside it."""
    if not folder.exists():
        return {}
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


#: Each command as the cluster test runs it: its command line ({shards}: the three shards,
#: {glob}: a glob of them, {first}: the first; {out}: where it writes), on the clean or the
#: bad shards, and the exit code the local engine gives.
COMMANDS = {
    "validate": ("validate {shards} --format json", "bad", 1),
    "health": ("health {shards} --output-dir {out} --format json", "bad", 0),
    "coverage": ("coverage {shards} --format json", "bad", 0),
    "project": ("project {first} -o {out}/projected.jsonl", "clean", 0),
    "project-bad": ("project {first} -o {out}/projected.jsonl", "bad", 1),
    "export": (
        "export --format atif --rollouts {glob} --output-dir {out}/atif --session-id s-1 "
        "--agent-version 1.0 --report json",
        "clean",
        0,
    ),
    "export-otlp": (
        "export --format otlp --rollouts {glob} --output-dir {out}/otlp --session-id s-1 "
        "--agent-version 1.0 --conventions openinference",
        "clean",
        0,
    ),
    "report": ("report {shards} -o {out}/report.html --detail 5", "bad", 0),
    "export-bad": (
        "export --format atif --rollouts {glob} --output-dir {out}/atif --session-id s-1 "
        "--agent-version 1.0",
        "bad",
        1,
    ),
}


@pytest.mark.parametrize("name", list(COMMANDS))
def test_every_command_gives_the_same_bytes_on_the_cluster(
    ray_cluster: Any,
    clean_shards: list[Path],
    bad_shards: list[Path],
    tmp_path: Path,
    name: str,
) -> None:
    """`--engine ray --ray-address ADDR` and `--engine local` from the command line: the same
    exit code, stdout, stderr lines about the inputs, and files written (export's files and
    manifest, health's verdicts and summary, project's output), each shard cut into several
    chunks. Run from a folder outside the repository (see the fixture)."""
    line, kind, code = COMMANDS[name]
    argv = line.split()  # before the paths go in
    shards = clean_shards if kind == "clean" else bad_shards
    out = tmp_path / "out"

    def run(*engine: str) -> tuple[int, bytes, list[bytes], dict[str, bytes]]:
        out.mkdir()
        args: list[str] = []
        for arg in argv:
            if arg == "{shards}":
                args.extend(str(p) for p in shards)
            else:
                glob = shards[0].parent / "rollouts-*.jsonl"
                args.append(arg.format(first=shards[0], glob=glob, out=out))
        done = _cli([*args, *engine], tmp_path)
        files = _tree(out)
        (out).rename(tmp_path / f"out-{len(engine)}")  # the next run writes the same paths
        # stderr: the lines about the inputs (Ray may add its own)
        about = [line for line in done.stderr.splitlines() if str(shards[0].parent) in str(line)]
        return done.returncode, done.stdout, about, files

    local = run()
    assert local[0] == code, local
    assert local[1] or local[2] or local[3]  # something to compare
    on_ray = run("--engine", "ray", "--ray-address", ray_cluster.address)
    assert on_ray[0] == local[0], on_ray
    assert on_ray[1] == local[1]
    assert on_ray[2] == local[2]
    assert on_ray[3] == local[3]
    if name == "export":
        assert "atif/manifest.jsonl" in local[3] and len(local[3]) > 10
    if name == "health":
        assert set(local[3]) == {"quality_summary.json", "rollout_verdicts.jsonl"}
    if name == "project":
        assert local[3]["projected.jsonl"].count(b"\n") > 10
    if name == "report":
        assert set(local[3]) == {"report.html"} and b"<html" in local[3]["report.html"]
    if name == "export-otlp":
        assert set(local[3]) == {"otlp/traces.jsonl"}
        assert local[3]["otlp/traces.jsonl"].count(b"\n") > 10


def _progress(run: str, paths: list[Path], engine: Any, output: Path) -> list[tuple[int, int]]:
    """The calls of the progress callback that ``run``'s engine makes."""
    calls: list[tuple[int, int]] = []

    def progress(items: int, nbytes: int) -> None:
        calls.append((items, nbytes))

    if run == "validate":
        list(validate_sources(_sources(paths), engine=engine, progress=progress))
    elif run == "health":
        check_sources(_sources(paths), engine=engine, progress=progress)
    elif run == "coverage":
        measure_coverage(_sources(paths), engine=engine, progress=progress)
    elif run == "project":
        options = ProjectOptions(capture_dir=None)
        project_file(Source(paths[0]), output, options, engine=engine, progress=progress)
    else:
        export_rollouts(
            [str(p) for p in paths], output, session_id="s-1", agent_version="1.0",
            engine=engine, progress=progress,
        )  # fmt: skip
    return calls


@pytest.mark.parametrize("run", ["validate", "health", "coverage", "project", "export"])
def test_progress_is_fed_as_locally(
    ray_engine: RayEngine, clean_shards: list[Path], tmp_path: Path, run: str
) -> None:
    """The command's one progress callback hears the same calls from a Ray cluster: one per
    chunk, in input order, the bytes adding up to the inputs' size."""
    local = _progress(run, clean_shards, LocalEngine(1), tmp_path / "local")
    read = clean_shards[:1] if run == "project" else clean_shards
    assert len(local) > len(read) and local[-1][1] == sum(p.stat().st_size for p in read)
    assert _progress(run, clean_shards, ray_engine, tmp_path / "ray") == local


def test_the_driver_sends_positions_not_chunk_bytes(
    ray_engine: RayEngine, clean_shards: list[Path]
) -> None:
    """Tasks read their chunk from the shared path: the driver's calls carry no lines."""
    with clean_shards[0].open("rb") as stream:
        found = list(_jsonl.chunks(stream, ray_engine, clean_shards[0]))
    assert len(found) > 2
    assert all(chunk.lines.held is None for chunk in found)
    assert sum(chunk.lines.length for chunk in found) == clean_shards[0].stat().st_size
