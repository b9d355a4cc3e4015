"""The developer interface: `nox` runs the run before a commit; with `CI` set (as .ci/run sets
it), every test session; `nox -s NAME` runs one session.

Default sessions: lint, typecheck, codegen-check, typescript, docs-check, sarif-check (the
SARIF logs through Microsoft's SARIF Multitool, its rules and GitHub's), tests (two workers, the
small hypothesis profile, without the slow, browser, cluster, receiver and consumer tests),
models-python, models-go, models-rust, models-java and models-typescript (the generated models
through the conformance runner; Go, cargo with clippy, Java 17 and Maven, and Node.js on PATH).
With `CI` set, also: tests-slow (the tests marked slow, large profile), browser (tests/report
in headless Chromium), ray, otlp-receiver (the OTLP export read back by Arize Phoenix,
tests/receiver), interop-harbor (Python 3.12 on PATH, or installed under pyenv), interop-gym
(Python 3.13, likewise), export-consumers (export --format messages read by datasets and
rendered by a TRL chat template with jinja2). Others: codegen (regenerate generated/ from
spec/), docs (rewrite docs/reference/ from spec/), conformance, bench, bench-gym, fuzz (every
command's in-process fuzz at 10,000 documents per command).
Sessions that need the Node.js tools (the TypeScript generator, tsc, Ajv, the SARIF Multitool) install them with
`npm ci` from package-lock.json; node and npm must be on PATH.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import nox

nox.options.default_venv_backend = "uv|virtualenv"
#: What a plain `nox` runs, the run before a commit (about 8 minutes on the 2-core machine): the
#: checks, the tests without the slow, browser, cluster, receiver and consumer ones, and the
#: models of every language through the conformance runner.
DEVELOPER_SESSIONS = [
    "lint",
    "typecheck",
    "codegen-check",
    "typescript",
    "docs-check",
    "sarif-check",
    "tests",
    "models-python",
    "models-go",
    "models-rust",
    "models-java",
    "models-typescript",
]
#: What CI runs besides (`CI` set, as .ci/run sets it): every other test session.
CI_SESSIONS = [
    "tests-slow",
    "browser",
    "ray",
    "otlp-receiver",
    "interop-harbor",
    "interop-gym",
    "export-consumers",
]
nox.options.sessions = DEVELOPER_SESSIONS + (CI_SESSIONS if os.environ.get("CI") else [])
nox.options.error_on_external_run = True

ROOT = Path(__file__).parent
HAND_WRITTEN = ["trajspec", "validators", "converters", "tests", "bench", "noxfile.py", "setup.py"]
RUFF = "ruff==0.17.6"  # the same ruff formats the generated models (datamodel-code-generator[ruff])
PYTHON = "3.11"
NPM_CI = ("npm", "ci", "--no-audit", "--no-fund")  # exactly package-lock.json, into node_modules/


def _answers(command: str) -> bool:
    try:
        return subprocess.run([command, "-c", ""], capture_output=True, check=False).returncode == 0
    except OSError:
        return False


def _name_pyenv_python(minor: str) -> None:
    """interop-harbor needs Python 3.12, interop-gym 3.13. Under pyenv, a shim such as
    python3.12 answers only for the versions PYENV_VERSION (or the global setting) names, so
    an installed version that is not named is added after the current ones (which keep their
    place as python3)."""
    if shutil.which("pyenv") is None or _answers(f"python{minor}"):
        return
    installed = subprocess.run(
        ["pyenv", "versions", "--bare"], capture_output=True, text=True, check=False
    ).stdout.split()
    found = [v for v in installed if re.fullmatch(re.escape(minor) + r"\.\d+", v)]
    if not found:
        return
    newest = max(found, key=lambda v: int(v.rsplit(".", 1)[1]))
    current = (
        os.environ.get("PYENV_VERSION")
        or subprocess.run(
            ["pyenv", "version-name"], capture_output=True, text=True, check=False
        ).stdout.strip()
    )
    os.environ["PYENV_VERSION"] = f"{current}:{newest}" if current else newest


_name_pyenv_python("3.12")
_name_pyenv_python("3.13")


def _drop_stale_build() -> None:
    """setuptools reuses build/lib when it builds the wheel that nox installs, and a module
    deleted or moved in the tree stays there: remove the folder so each install is the tree."""
    shutil.rmtree(ROOT / "build", ignore_errors=True)


_drop_stale_build()


def _npm_ci(session: nox.Session) -> None:
    """Install the pinned Node.js tools into ROOT/node_modules."""
    session.chdir(ROOT)
    session.run(*NPM_CI, external=True)


@nox.session(python=PYTHON)
def lint(session: nox.Session) -> None:
    """ruff: lint and formatting of the hand-written code (generated/ is excluded)."""
    session.install(RUFF)
    session.run("ruff", "check", *HAND_WRITTEN)
    session.run("ruff", "format", "--check", *HAND_WRITTEN)


@nox.session(python=PYTHON)
def typecheck(session: nox.Session) -> None:
    """mypy --strict on the hand-written package, as installed (one copy of each module), with
    every optional dependency it imports (Ray's types included: the engine must pass with them)."""
    session.install(
        "pip", "mypy==2.4.1", "types-jsonschema", "hypothesis", "pytest", ".[oracle,codegen,ray]"
    )
    with tempfile.TemporaryDirectory() as staged:
        # The folder mapping makes trajspec.validators live in validators/; a plain install
        # into a scratch folder gives mypy the package exactly as users import it.
        session.run(
            "python", "-m", "pip", "install", "--quiet", "--no-deps", "--target", staged, "."
        )
        session.run(
            "mypy",
            "--strict",
            "-p",
            "trajspec",
            "--exclude",
            r"trajspec/models/",
            env={"MYPYPATH": staged},
        )


@nox.session(name="codegen", python=PYTHON)
def codegen(session: nox.Session) -> None:
    """Regenerate generated/ (pydantic models, schema bundles, TypeScript types, the Go, Rust
    and Java models) from spec/. The Go and Rust models are formatted by gofmt and rustfmt,
    which must be on PATH."""
    session.install(".[codegen]")
    _npm_ci(session)
    # Run outside the repository, so that `trajspec` is the installed package, not trajspec/.
    session.chdir(session.create_tmp())
    session.run(
        "python", "-m", "trajspec._tools.codegen.generate", "write", str(ROOT / "generated")
    )


@nox.session(name="codegen-check", python=PYTHON)
def codegen_check(session: nox.Session) -> None:
    """Fail when generated/ (python, schema, typescript, go, rust, java) differs from what
    spec/ produces (gofmt and rustfmt on PATH)."""
    session.install(".[codegen]")
    _npm_ci(session)
    session.chdir(session.create_tmp())
    session.run(
        "python", "-m", "trajspec._tools.codegen.generate", "check", str(ROOT / "generated")
    )


@nox.session(python=False)
def typescript(session: nox.Session) -> None:
    """tsc --strict --noEmit on generated/typescript (and tests/node/types.ts); Ajv (Draft
    2020-12) over every conformance vector: the same structural verdict as Python."""
    _npm_ci(session)
    session.run("npm", "run", "--silent", "typecheck", external=True)
    session.run("npm", "test", external=True)


#: Edge vectors every model must keep (absent vs null, integers past 2**53, open and closed
#: objects), run with the bundled ones so that each harness is built once.
MODEL_EDGES = sorted(
    str(p) for p in (ROOT / "tests/tools/conformance_fakes").glob("model_edges*.json")
)


def _conformance(session: nox.Session, lang: str) -> None:
    """The bundled model harness of ``lang`` over every validate and validate-atif vector and
    the edge vectors (any disagreement not in its exceptions file fails the session), then the
    README's decoding example of ``lang`` built against generated/ and run."""
    session.chdir(ROOT)  # create_tmp is relative to the working folder: never generated/
    tmp = Path(session.create_tmp()).resolve()
    session.chdir(tmp)  # the installed trajspec, not the source tree
    session.run(
        "trajspec", "conformance", "run", "--lang", lang, "--cases", *MODEL_EDGES,
        *session.posargs,
    )  # fmt: skip
    example = tmp / "readme-example"
    shutil.rmtree(example, ignore_errors=True)
    session.run("python", str(ROOT / "tests/tools/readme_examples.py"), lang, str(example))


@nox.session(name="models-python", python=PYTHON)
def models_python(session: nox.Session) -> None:
    """The pydantic models (generated/python) through the conformance runner."""
    session.install(".")
    _conformance(session, "python")


@nox.session(name="models-go", python=PYTHON)
def models_go(session: nox.Session) -> None:
    """The Go models (generated/go): go vet and go build of the committed module, then the
    Go harness over every vector. Needs Go 1.22 or later on PATH."""
    session.install(".")
    env = {"GOTOOLCHAIN": "local", "GOFLAGS": "-mod=readonly"}
    session.chdir(ROOT / "generated" / "go")
    session.run("go", "vet", "./...", external=True, env=env)
    session.run("go", "build", "./...", external=True, env=env)
    _conformance(session, "go")


@nox.session(name="models-rust", python=PYTHON)
def models_rust(session: nox.Session) -> None:
    """The Rust models (generated/rust): cargo clippy -D warnings of the committed crate
    (Cargo.lock as committed), then the Rust harness over every vector. Needs cargo with the
    clippy component on PATH."""
    session.install(".")
    target = Path(session.create_tmp()).resolve() / "cargo-target"  # nothing built in generated/
    session.chdir(ROOT / "generated" / "rust")
    session.run(
        "cargo", "clippy", "--locked", "--all-targets", "--", "-D", "warnings",
        external=True, env={"CARGO_TARGET_DIR": str(target)},
    )  # fmt: skip
    _conformance(session, "rust")


@nox.session(name="models-java", python=PYTHON)
def models_java(session: nox.Session) -> None:
    """The Java models (generated/java): a copy of the committed Maven module compiled with
    javac -Xlint:all -Werror (its pom says so), then the Java harness over every vector. Needs
    Java 17 or later and Maven on PATH."""
    session.install(".")
    module = Path(session.create_tmp()).resolve() / "java"  # nothing is built in generated/
    shutil.rmtree(module, ignore_errors=True)
    shutil.copytree(ROOT / "generated" / "java", module)
    session.chdir(module)
    session.run("mvn", "-B", "-q", "compile", external=True)
    _conformance(session, "java")


@nox.session(name="models-typescript", python=PYTHON)
def models_typescript(session: nox.Session) -> None:
    """The TypeScript types through the runner: Ajv (npm ci) checks each document against the
    schema of its type, JSON.stringify encodes it; the two 64-bit integers a double cannot
    hold are the exceptions of harnesses/typescript/exceptions.json."""
    session.install(".")
    _npm_ci(session)  # the harness resolves Ajv from the working directory: ROOT
    session.run("trajspec", "conformance", "run", "--lang", "typescript", *session.posargs)


@nox.session(python=PYTHON)
def docs(session: nox.Session) -> None:
    """Rewrite docs/reference/ from the schemas, the rule registries and the vectors."""
    session.install(".")
    session.chdir(session.create_tmp())
    session.run("python", "-m", "trajspec._tools.docs", "write", str(ROOT / "docs" / "reference"))


@nox.session(name="docs-check", python=PYTHON)
def docs_check(session: nox.Session) -> None:
    """Fail when docs/reference/ differs from what spec/ produces."""
    session.install(".")
    session.chdir(session.create_tmp())
    session.run("python", "-m", "trajspec._tools.docs", "check", str(ROOT / "docs" / "reference"))


#: The SARIF Multitool's rule sets sarif-check runs: its own (SARIF's rules) and GitHub's
#: (``--rule-kind Gh``: what GitHub code scanning requires of an uploaded log).
SARIF_RULE_KINDS: tuple[tuple[str, ...], ...] = ((), ("--rule-kind", "Gh"))


@nox.session(name="sarif-check", python=PYTHON)
def sarif_check(session: nox.Session) -> None:
    """The SARIF logs of every command that writes one, on the bundled examples, through
    Microsoft's SARIF Multitool (npm, package-lock.json) with its own rules and with GitHub's:
    0 errors and 0 warnings. The Multitool exits 0 whatever it finds, so its report is read
    (docs/tooling-pitfalls.md)."""
    session.install(".")
    _npm_ci(session)
    scratch = Path(session.create_tmp()).resolve() / "sarif"
    shutil.rmtree(scratch, ignore_errors=True)
    scratch.mkdir(parents=True)
    session.chdir(ROOT)  # inputs named from the repository root, as the README names them
    commands = {
        "validate": ([1], "validate", "examples/rollouts.jsonl", "--format", "sarif"),
        "health": (
            [0], "health", "examples/terminus/rows.jsonl", "--output-dir",
            str(scratch / "health"), "--format", "sarif",
        ),
        "export": (
            [1], "export", "--format", "atif", "--rollouts", "examples/terminus/rows.jsonl",
            "--output-dir", str(scratch / "export"), "--session-id", "s",
            "--agent-version", "1", "--report", "sarif",
        ),
        "project": (
            [1], "project", "examples/rollouts.jsonl", "-o", str(scratch / "projected.jsonl"),
            "--format", "sarif",
        ),
        "reverify": (
            [1], "reverify", "--manifest", "examples/export/manifest.jsonl", "--inputs",
            "examples/run/rollouts-step_000001-w0_materialized_inputs.jsonl", "--output",
            str(scratch / "reverify.jsonl"), "--dry-run", "--format", "sarif",
        ),
    }  # fmt: skip
    tool = str(ROOT / "node_modules" / ".bin" / "sarif-multitool")
    problems = []
    for name, (codes, *args) in commands.items():
        log = scratch / f"{name}.sarif"
        with log.open("w", encoding="utf-8") as out:
            session.run("trajspec", *args, stdout=out, stderr=None, success_codes=codes)
        if not json.loads(log.read_text(encoding="utf-8"))["runs"][0]["results"]:
            session.error(f"{name}: the log has no results to check")
        for kinds in SARIF_RULE_KINDS:
            report = scratch / f"{name}.{'-'.join(kinds[1:]) or 'default'}.report.sarif"
            session.run(tool, "validate", str(log), "-o", str(report), *kinds, external=True)
            if not report.is_file():
                session.error(f"{name}: the Multitool wrote no report")
            results = json.loads(report.read_text(encoding="utf-8"))["runs"][0].get("results", [])
            problems += [
                f"{name} {' '.join(kinds) or '(default rules)'}: {r['ruleId']} {r['message']}"
                for r in results
                if r.get("level", "warning") in ("error", "warning")
            ]
    if problems:
        session.error("the SARIF Multitool reports:\n" + "\n".join(problems))


# What every CI pytest session prints: the twenty slowest tests, to see where the time goes.
DURATIONS = "--durations=20"


@nox.session(python=PYTHON)
def tests(session: nox.Session) -> None:
    """pytest: unit, conformance, property and end-to-end tests, on two workers with the small
    hypothesis profile ("dev") on a developer's machine and the large one ("ci", 200 examples)
    where CI is set, so that CI keeps the property tests' full strength; the slow, browser and
    cluster tests have sessions of their own (tests-slow, browser, ray), and so do the receiver
    tests (otlp-receiver)."""
    session.install(".[test,codegen]")
    _npm_ci(session)  # the TypeScript generator, for the codegen tests
    session.run(
        "pytest",
        "-m",
        "not slow and not browser and not cluster and not receiver and not consumers",
        "-n",
        "2",
        DURATIONS,
        *session.posargs,
        env={"HYPOTHESIS_PROFILE": "ci" if os.environ.get("CI") else "dev"},
    )


@nox.session(name="tests-slow", python=PYTHON)
def tests_slow(session: nox.Session) -> None:
    """The tests marked slow, with the large hypothesis profile ("ci", 200 examples)."""
    session.install(".[test,codegen]")
    _npm_ci(session)
    session.run(
        "pytest",
        "-m",
        "slow",
        "-n",
        "2",
        DURATIONS,
        *session.posargs,
        env={"HYPOTHESIS_PROFILE": "ci"},
    )


#: The consumers of export --format messages, pinned (nox -s export-consumers); TRL's wheel
#: only for its chat templates, installed without its dependencies.
EXPORT_CONSUMERS = ("datasets==5.2.0", "pyarrow==26.0.1", "jinja2==3.1.6")
TRL_WHEEL = "trl==1.16.0"


@nox.session(name="export-consumers", python=PYTHON)
def export_consumers(session: nox.Session) -> None:
    """export --format messages read by its consumers (the tests marked consumers):
    datasets.load_dataset of the JSONL and Parquet shards, every row rendered by TRL's
    qwen3_training.jinja with jinja2 as apply_chat_template renders it (the assistant mask of
    its generation blocks), the OpenAI dialect against the fine-tuning line schema. The
    template is read from the trl wheel, installed into the session's temporary folder
    without dependencies; the tests need no network and no model."""
    session.install(".[test]", *EXPORT_CONSUMERS)
    target = Path(session.create_tmp()) / "trl-wheel"
    session.install("--no-deps", "--target", str(target), TRL_WHEEL)
    session.run(
        "pytest",
        "-m",
        "consumers",
        DURATIONS,
        *session.posargs,
        env={
            "TRL_CHAT_TEMPLATES": str(target / "trl" / "chat_templates"),
            "HF_DATASETS_OFFLINE": "1",
            "HF_HUB_OFFLINE": "1",
            "HF_HOME": str(Path(session.create_tmp()) / "hf"),
        },
    )


@nox.session(python=PYTHON)
def browser(session: nox.Session) -> None:
    """The HTML report in headless Chromium (tests/report, marked browser); axe-core, which
    the tests inject into the page, comes from npm ci."""
    session.install(".[test]")
    _npm_ci(session)
    session.run("pytest", "-m", "browser", "tests/report", DURATIONS, *session.posargs)


@nox.session(python=PYTHON)
def ray(session: nox.Session) -> None:
    """The batch engines on a two-node Ray cluster on this machine (tests/cluster; loopback only,
    no dashboard, no usage report)."""
    session.install(".[test,ray]")
    session.run(
        "pytest",
        "-m",
        "cluster",
        "tests/cluster",
        DURATIONS,
        *session.posargs,
        env={"RAY_USAGE_STATS_ENABLED": "0"},
    )


#: The OTLP receiver of tests/receiver: Arize Phoenix, pinned (its install and first start
#: take about a minute on two cores; measured in the commit that added the session).
PHOENIX = "arize-phoenix==20.26.1"


@nox.session(name="otlp-receiver", python=PYTHON)
def otlp_receiver(session: nox.Session) -> None:
    """The OTLP export read back by a real receiver (tests/receiver, marked receiver): Arize
    Phoenix started on loopback by the test, the spans sent over OTLP/HTTP as protobuf and
    read back through its REST API. Phoenix's telemetry is off; nothing leaves the machine."""
    session.install(".[test]", PHOENIX)
    session.run(
        "pytest",
        "-m",
        "receiver",
        "tests/receiver",
        DURATIONS,
        *session.posargs,
        env={"TRAJSPEC_RECEIVER": "1", "PHOENIX_TELEMETRY_ENABLED": "false"},
    )


@nox.session(python=PYTHON)
def fuzz(session: nox.Session) -> None:
    """The in-process fuzz of every command at 10,000 mutated documents per command, 100
    rounds of hostile names and values and 1,000 outputs aimed at run-folder files (the tests
    session runs the same tests at 300, 3 and 30)."""
    session.install(".[test]")
    session.run(
        "pytest",
        "tests/fuzz/test_fuzz_commands.py",
        "tests/fuzz/test_fuzz_validate.py",
        "tests/fuzz/test_fuzz_hostile_text.py",
        "tests/fuzz/test_fuzz_outputs.py",
        *session.posargs,
        env={"TRAJSPEC_FUZZ_EXAMPLES": "10000"},
    )


@nox.session(python=PYTHON)
def conformance(session: nox.Session) -> None:
    """Only the conformance vectors."""
    session.install(".[test,codegen]")
    session.run("pytest", "tests/conformance", *session.posargs)


@nox.session(python=PYTHON)
def bench(session: nox.Session) -> None:
    """The per-core wall-clock figures, for users (the targets are instruction counts:
    bench/callgrind_targets.py): every benchmark the README's Performance section quotes,
    three runs, one table (bench/bench_figures.py; `nox -s bench -- --quick` checks they
    run). The
    benchmarks that need a folder or another environment (bench_jobs, bench_memory,
    bench_gym, bench_ray), the native parts of the figures (bench_parts) and the figures in
    instructions (callgrind_targets, under valgrind) are run by the commands the README
    gives."""
    session.install(".[test]")
    session.run("python", str(ROOT / "bench" / "bench_figures.py"), *session.posargs)


def _run_without_tracebacks(session: nox.Session, *args: str) -> None:
    """Run an interop script and show what it printed; a traceback in a passing run fails
    the session: a peer's code (Gym, Harbor) that prints one where nothing failed hides the
    one that matters, so the scripts capture what the peers log (run_gym.py: ``gym_log``)."""
    output = session.run(*args, silent=True)
    text = output if isinstance(output, str) else ""
    print(text, end="")
    if "Traceback (most recent call last)" in text:
        session.error(f"{args[1]} printed a traceback in a passing run (see above)")


@nox.session(name="interop-harbor", python="3.12")
def interop_harbor(session: nox.Session) -> None:
    """Harbor 0.25.0's own validator over the ATIF vectors; verdicts agree on Harbor-enforced
    rules, and Harbor accepts every exported document. Needs Python 3.12: on PATH, or
    installed under pyenv (see _name_pyenv_python)."""
    session.install("harbor==0.25.0", ".")
    results = Path(session.create_tmp()) / "harbor.jsonl"
    _run_without_tracebacks(
        session, "python", "tests/interop/run_harbor.py", "--output", str(results)
    )
    session.run("python", "tests/interop/compare_harbor.py", str(results), *session.posargs)
    # Every document the exporter writes must pass Harbor's validator too.
    samples = Path(session.create_tmp()) / "export-samples"
    shutil.rmtree(samples, ignore_errors=True)
    session.install("hypothesis")
    _run_without_tracebacks(session, "python", "tests/interop/export_samples.py", str(samples))
    _run_without_tracebacks(session, "python", "tests/interop/run_harbor_export.py", str(samples))


# NeMo Gym 0.7.0 declares Python >= 3.13.14 and a long list of dependencies (ray, mlflow,
# vllm extras, ...). The interop sessions install it without them, under 3.13.0 if that is
# what there is, plus exactly what the modules they drive import (rollout_observability,
# atif_export, atif_reverification, rollout_health, rollout_collection and their imports).
GYM = "nemo-gym==0.7.0"
GYM_IMPORTS = [
    "pydantic==2.14.4", "openai==2.44.0", "anthropic==0.109.2", "orjson==3.13.0",
    "omegaconf==2.3.1", "hydra-core==1.3.8", "rich==15.0.0", "requests==2.34.2",
    "uvicorn==0.54.0", "aiohttp==3.14.5", "fastapi==0.165.0", "itsdangerous==2.2.0",
    "httptools==0.9.0", "yappi==1.7.6", "pydot==4.0.1", "tqdm==4.70.1", "pandas==3.1.1",
    "scipy==1.18.1", "wandb==0.31.0",
]  # fmt: skip


def _install_gym(session: nox.Session) -> None:
    session.install("pip", *GYM_IMPORTS, "hypothesis==6.170.17", ".")
    session.run(
        "python", "-m", "pip", "install", "--quiet", "--no-deps", "--ignore-requires-python", GYM
    )


@nox.session(name="interop-gym", python="3.13")
def interop_gym(session: nox.Session) -> None:
    """NeMo Gym 0.7.0's own code against trajspec on the same inputs (structure, export,
    reverify, health, projection); every disagreement must be an expected difference of
    tests/interop/gym_expected_differences.json, and every expected difference must occur.
    First, every data file of the installed wheel through `trajspec validate` without --kind
    (tests/interop/gym_data_files.py): every row Gym reads recognised and free of errors.
    Needs Python 3.13: on PATH, or installed under pyenv (see _name_pyenv_python)."""
    _install_gym(session)
    session.run("python", "tests/interop/gym_data_files.py")
    report = Path(session.create_tmp()) / "gym-report.json"
    _run_without_tracebacks(session, "python", "tests/interop/run_gym.py", "--output", str(report))
    session.run(
        "python", "tests/interop/compare_gym.py", str(report), "--all-used", *session.posargs
    )


@nox.session(name="bench-gym", python="3.13")
def bench_gym(session: nox.Session) -> None:
    """Side by side with NeMo Gym 0.7.0: validate, projection, export, reverify and health on
    the same generated bytes, one core each, medians of repeated runs, beside orjson.loads."""
    _install_gym(session)
    session.run("python", "bench/bench_gym.py", *session.posargs)
