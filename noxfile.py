"""The developer interface: `nox` runs what CI runs; `nox -s NAME` runs one session.

Default sessions (CI): lint, typecheck, codegen-check, typescript, docs-check, tests.
Others: codegen (regenerate generated/ from spec/), docs (rewrite docs/reference/ from spec/),
conformance, bench, interop-harbor. Sessions that need the Node.js tools (the TypeScript
generator, tsc, Ajv) install them with `npm ci` from package-lock.json; node and npm must be
on PATH.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import nox

nox.options.default_venv_backend = "uv|virtualenv"
nox.options.sessions = ["lint", "typecheck", "codegen-check", "typescript", "docs-check", "tests"]
nox.options.error_on_external_run = True

ROOT = Path(__file__).parent
HAND_WRITTEN = ["trajspec", "validators", "converters", "tests", "bench", "noxfile.py", "setup.py"]
RUFF = "ruff==0.17.6"  # the same ruff formats the generated models (datamodel-code-generator[ruff])
PYTHON = "3.11"
NPM_CI = ("npm", "ci", "--no-audit", "--no-fund")  # exactly package-lock.json, into node_modules/


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
    """mypy --strict on the hand-written package, as installed (one copy of each module)."""
    session.install(
        "pip", "mypy==2.4.1", "types-jsonschema", "hypothesis", "pytest", ".[oracle,codegen]"
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
    """Regenerate generated/ (pydantic models, schema bundles, TypeScript types) from spec/."""
    session.install(".[codegen]")
    _npm_ci(session)
    # Run outside the repository, so that `trajspec` is the installed package, not trajspec/.
    session.chdir(session.create_tmp())
    session.run("python", "-m", "trajspec._codegen", "write", str(ROOT / "generated"))


@nox.session(name="codegen-check", python=PYTHON)
def codegen_check(session: nox.Session) -> None:
    """Fail when generated/ (python, schema, typescript) differs from what spec/ produces."""
    session.install(".[codegen]")
    _npm_ci(session)
    session.chdir(session.create_tmp())
    session.run("python", "-m", "trajspec._codegen", "check", str(ROOT / "generated"))


@nox.session(python=False)
def typescript(session: nox.Session) -> None:
    """tsc --strict --noEmit on generated/typescript (and tests/node/types.ts); Ajv (Draft
    2020-12) over every conformance vector: the same structural verdict as Python."""
    _npm_ci(session)
    session.run("npm", "run", "--silent", "typecheck", external=True)
    session.run("npm", "test", external=True)


@nox.session(python=PYTHON)
def docs(session: nox.Session) -> None:
    """Rewrite docs/reference/ from the schemas, the rule registries and the vectors."""
    session.install(".")
    session.chdir(session.create_tmp())
    session.run("python", "-m", "trajspec._docs", "write", str(ROOT / "docs" / "reference"))


@nox.session(name="docs-check", python=PYTHON)
def docs_check(session: nox.Session) -> None:
    """Fail when docs/reference/ differs from what spec/ produces."""
    session.install(".")
    session.chdir(session.create_tmp())
    session.run("python", "-m", "trajspec._docs", "check", str(ROOT / "docs" / "reference"))


@nox.session(python=PYTHON)
def tests(session: nox.Session) -> None:
    """pytest: unit, conformance, property and end-to-end tests."""
    session.install(".[test,codegen]")
    _npm_ci(session)  # the TypeScript generator, for the codegen tests
    session.run("pytest", *session.posargs, env={"HYPOTHESIS_PROFILE": "ci"})


@nox.session(python=PYTHON)
def conformance(session: nox.Session) -> None:
    """Only the conformance vectors."""
    session.install(".[test,codegen]")
    session.run("pytest", "tests/conformance", *session.posargs)


@nox.session(python=PYTHON)
def bench(session: nox.Session) -> None:
    """Benchmarks: throughput beside the orjson.loads parse floor, medians of repeated runs."""
    session.install(".[test]")
    for script in sorted((ROOT / "bench").glob("bench_*.py")):
        session.run("python", str(script), *session.posargs)
    # The large runs: ATIF validation, and flat memory on a 1 GB file (under 200 MB RSS).
    session.run("python", str(ROOT / "bench" / "bench_validate.py"), "--atif")
    session.run(
        "python",
        str(ROOT / "bench" / "bench_validate.py"),
        "--repeats",
        "1",
        "--rss-megabytes",
        "1000",
    )


@nox.session(name="interop-harbor", python="3.12")
def interop_harbor(session: nox.Session) -> None:
    """Harbor 0.25.0's own validator over the ATIF vectors; verdicts agree on Harbor-enforced
    rules. Needs a Python 3.12 on PATH (with pyenv: PYENV_VERSION=3.11.7:3.12.1)."""
    session.install("harbor==0.25.0", ".")
    results = Path(session.create_tmp()) / "harbor.jsonl"
    session.run("python", "tests/interop/run_harbor.py", "--output", str(results))
    session.run("python", "tests/interop/compare_harbor.py", str(results), *session.posargs)
    # Every document the exporter writes must pass Harbor's validator too.
    samples = Path(session.create_tmp()) / "export-samples"
    shutil.rmtree(samples, ignore_errors=True)
    session.install("hypothesis")
    session.run("python", "tests/interop/export_samples.py", str(samples))
    session.run("python", "tests/interop/run_harbor_export.py", str(samples))
