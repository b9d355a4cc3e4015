"""The bundled model harness of each language, built in a scratch folder and run there.

python runs in this interpreter against trajspec.models. The other languages' harnesses are
small programs in ``harnesses/<lang>/``: the runner generates the models of the installed
schemas into the scratch folder (as ``trajspec codegen --lang`` does), copies the harness
beside them and builds it with the language's toolchain.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from importlib import resources
from pathlib import Path

from trajspec._tools.conformance.runner import Implementation

LANGUAGES = ("python", "go", "rust", "java", "typescript")


class BuildError(Exception):
    """A harness could not be built (a toolchain missing or failing); the message says why."""


def harness_source(lang: str) -> Path:
    """The folder of a language's harness sources in the installed package."""
    return Path(str(resources.files("trajspec._tools.conformance.harnesses") / lang))


def bundled(
    lang: str, scratch: Path, log: Callable[[str], None] = lambda _: None
) -> Implementation:
    """Build the harness of ``lang`` below ``scratch`` and return how to run it."""
    if lang == "python":
        module = "trajspec._tools.conformance.harnesses.python"
        return Implementation("python", (sys.executable, "-m", module), "model")
    if lang == "go":
        return _go(scratch, log)
    if lang == "rust":
        return _rust(scratch, log)
    if lang == "java":
        return _java(scratch, log)
    if lang == "typescript":
        return _typescript()
    raise BuildError(f"no bundled harness for {lang}")


def _generated(
    lang: str, generate: Callable[[Path], object], folder: Path, log: Callable[[str], None]
) -> None:
    """The models of ``lang`` generated into ``folder`` (a missing formatter: BuildError)."""
    from trajspec._tools.codegen.typescript import GeneratorMissingError

    log(f"{lang}: generating the models")
    try:
        generate(folder)
    except GeneratorMissingError as error:
        raise BuildError(str(error)) from None


def _go(scratch: Path, log: Callable[[str], None]) -> Implementation:
    from trajspec._tools.codegen.go import generate_go

    if shutil.which("go") is None:
        raise BuildError("the Go harness needs Go 1.22 or later on PATH (https://go.dev/dl/)")
    module = scratch / "module"
    _generated("go", generate_go, module, log)
    harness = module / "cmd" / "conformance-harness"
    harness.mkdir(parents=True)
    shutil.copyfile(harness_source("go") / "main.go", harness / "main.go")
    binary = scratch / "conformance-harness"
    log("go: building the harness")
    _build(["go", "build", "-o", str(binary), "./cmd/conformance-harness"], module, "go build")
    return Implementation("go", (str(binary),), "model")


def _build(command: list[str], cwd: Path, what: str) -> None:
    if shutil.which(command[0]) is None:
        raise BuildError(f"{what} needs {command[0]} on PATH")
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        tail = (result.stderr or result.stdout).strip().splitlines()[-20:]
        raise BuildError(f"{what} failed ({' '.join(command)}):\n" + "\n".join(tail))


def _rust(scratch: Path, log: Callable[[str], None]) -> Implementation:
    from trajspec._tools.codegen.rust import generate_rust

    if shutil.which("cargo") is None:
        raise BuildError("the Rust harness needs cargo on PATH (https://rustup.rs/)")
    crate = scratch / "crate"
    _generated("rust", generate_rust, crate, log)
    (crate / "src" / "bin").mkdir()
    shutil.copyfile(harness_source("rust") / "main.rs", crate / "src/bin/conformance-harness.rs")
    log("rust: building the harness (cargo fetches serde and serde_json on first use)")
    command = ["cargo", "build", "--locked", "--quiet", "--bin", "conformance-harness"]
    _build(command, crate, "cargo build")
    return Implementation("rust", (str(crate / "target/debug/conformance-harness"),), "model")


def _java(scratch: Path, log: Callable[[str], None]) -> Implementation:
    from trajspec._tools.codegen.java import PACKAGE, generate_java

    for tool in ("mvn", "java"):
        if shutil.which(tool) is None:
            raise BuildError(f"the Java harness needs Java 17 or later and Maven ({tool} on PATH)")
    module = scratch / "module"
    _generated("java", generate_java, module, log)
    package = module / "src/main/java" / PACKAGE.replace(".", "/") / "harness"
    package.mkdir(parents=True)
    source = harness_source("java") / "ConformanceHarness.java"
    shutil.copyfile(source, package / "ConformanceHarness.java")
    log("java: building the harness (Maven fetches Jackson and its plugins on first use)")
    classpath = scratch / "classpath.txt"
    command = ["mvn", "-B", "-q", "compile", "dependency:build-classpath"]
    _build([*command, f"-Dmdep.outputFile={classpath}"], module, "mvn compile")
    jars = classpath.read_text(encoding="utf-8").strip()
    path = os.pathsep.join([str(module / "target" / "classes"), jars])
    main = f"{PACKAGE}.harness.ConformanceHarness"
    return Implementation("java", ("java", "-cp", path, main), "model")


def _typescript() -> Implementation:
    """TypeScript types are erased at run time: the harness checks each document with Ajv
    against the schema of its type (the repository's pinned Ajv, ``npm ci``), then encodes it
    with JSON.stringify."""
    node = shutil.which("node")
    if node is None:
        raise BuildError("the TypeScript harness needs Node.js 20 or later on PATH")
    ajv = Path.cwd() / "node_modules" / "ajv" / "package.json"
    if not ajv.is_file():
        raise BuildError(
            "the TypeScript harness checks documents with Ajv: run `npm ci` in the repository "
            "(or `npm install ajv@8` in the folder you run trajspec from)"
        )
    bundles = Path(str(resources.files("trajspec.bundles")))
    script = harness_source("typescript") / "harness.mjs"
    return Implementation("typescript", (node, str(script), str(bundles)), "model")


__all__ = ["LANGUAGES", "BuildError", "bundled", "harness_source"]
