"""Generate code from spec/: pydantic models, single-file schema bundles, TypeScript types
the Go module (trajspec._tools.codegen.go), the Rust crate (trajspec._tools.codegen.rust) and
the Maven module of the Java models (trajspec._tools.codegen.java).

Every option of the model generator is in ``DATAMODEL_CODEGEN_OPTIONS``, so that the one
place to read to know how generated/python came about is this file. The generator version is
pinned by the ``codegen`` extra. generated/typescript comes from ``trajspec._tools.codegen.typescript``
(json-schema-to-typescript, pinned by package.json and installed by ``npm ci``).
"""

from __future__ import annotations

import filecmp
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from trajspec._bundle import bundle, bundle_file_name, dumps
from trajspec._models import python_package
from trajspec._schemas import SCHEMA_SUFFIX, families, schemas_of
from trajspec._tools.codegen.go import find_gofmt, generate_go
from trajspec._tools.codegen.java import generate_java
from trajspec._tools.codegen.rust import find_rustfmt, generate_rust
from trajspec._tools.codegen.typescript import (
    GeneratorMissingError,
    generate_typescript,
    repo_generator,
)
from trajspec._tools.drift import Drift, Outputs, write_or_check

# fmt: off
DATAMODEL_CODEGEN_OPTIONS = (
    "--input-file-type", "jsonschema",
    "--output-model-type", "pydantic_v2.BaseModel",
    "--target-python-version", "3.11",
    "--target-pydantic-version", "2.14",
    # Class names come from schema titles.
    "--use-title-as-name",
    # Strict JSON types: no "5" for 5, no true for 1 (integers become JsonInt, see
    # trajspec._tools.codegen.formatter).
    "--strict-types", "str", "int", "float", "bool",
    # An optional field that is absent stays absent: None is accepted only where the
    # schema allows null, and dumping leaves absent fields out.
    "--use-missing-sentinel",
    "--use-annotated",
    "--field-constraints",
    "--enum-field-as-literal", "all",
    "--use-union-operator",
    "--use-schema-description",
    "--use-field-description",
    "--disable-timestamp",
    # Formatting is done afterwards by the pinned ruff, isolated from any configuration
    # (the generator's own ruff hook depends on how ruff is found on the machine).
    "--no-formatters",
    "--custom-formatters", "trajspec._tools.codegen.formatter",
)
# fmt: on

HEADER = '"""Generated from spec/ by `nox -s codegen`. Do not edit by hand."""\n'


def generate_python(out: Path) -> None:
    """Write pydantic models of every family version into ``out`` (a package folder)."""
    out.mkdir(parents=True, exist_ok=True)
    packages: dict[str, list[str]] = {}
    for family, version in families():
        target = out / family / python_package(version)
        _run_datamodel_codegen(family, version, target)
        _write_reexports(target, family, version)
        packages.setdefault(family, []).append(python_package(version))
    for family, versions in packages.items():
        lines = [HEADER, f"__all__ = {sorted(versions)!r}\n"]
        (out / family / "__init__.py").write_text("".join(lines))
    (out / "__init__.py").write_text(
        HEADER.replace(
            '."""', '.\n\nPydantic v2 models, one subpackage per schema family and version.\n"""'
        )
        + f"\n__all__ = {sorted(packages)!r}\n"
    )


def _run_datamodel_codegen(family: str, version: str, target: Path) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        source = Path(scratch) / "in"
        source.mkdir()
        for info in schemas_of(family, version):
            (source / info.file_name).write_bytes(dumps(dict(info.contents)))
        produced = Path(scratch) / "out"
        # Run from the scratch folder so no project configuration changes the formatting.
        subprocess.run(
            [
                sys.executable,
                "-m",
                "datamodel_code_generator",
                "--input",
                str(source),
                "--output",
                str(produced),
                *DATAMODEL_CODEGEN_OPTIONS,
            ],
            check=True,
            cwd=scratch,
            capture_output=True,
        )
        # Files are named one by one: ruff skips files it discovers under excluded folders
        # (nox, for one, puts temporary folders under .nox/).
        modules = sorted(str(p) for p in produced.glob("*.py"))
        subprocess.run(
            [sys.executable, "-m", "ruff", "format", "--isolated", "--quiet", *modules],
            check=True,
            cwd=scratch,
            capture_output=True,
        )
        if target.exists():
            shutil.rmtree(target)
        target.mkdir(parents=True)
        for module in sorted(produced.glob("*.py")):
            if module.name != "__init__.py":
                shutil.copyfile(module, target / module.name)


def _write_reexports(target: Path, family: str, version: str) -> None:
    lines = [HEADER.replace('."""', f'.\n\nModels of {family} {version}.\n"""') + "\n"]
    titles = []
    for info in schemas_of(family, version):
        module = info.file_name.removesuffix(".json").replace(".", "_")
        if f"class {info.title}(" not in (target / f"{module}.py").read_text():
            continue  # a union collapsed into the models that use it
        lines.append(f"from .{module} import {info.title}\n")
        titles.append(info.title)
    lines.append(f"\n__all__ = {sorted(titles)!r}\n")
    (target / "__init__.py").write_text("".join(lines))


def write_bundles(out: Path) -> None:
    """Write the single-file bundles of every family version into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    (out / "__init__.py").write_text(
        HEADER.replace(
            '."""', '.\n\nSingle-file schema bundles, shipped as ``trajspec.bundles``.\n"""'
        )
    )
    for family, version in families():
        for keep_ids in (True, False):
            name = bundle_file_name(family, version, keep_ids=keep_ids)
            (out / name).write_bytes(dumps(bundle(family, version, keep_ids=keep_ids)))


SUBFOLDERS = ("go", "java", "python", "rust", "schema", "typescript")


def generate_all(generated: Path, *, json2ts: Sequence[str] | None = None) -> None:
    """Regenerate everything under a generated/ folder.

    ``json2ts`` runs the TypeScript generator; by default the one ``npm ci`` installed in the
    repository that holds ``generated`` (its parent folder). The Go and Rust models are
    formatted by the gofmt and rustfmt on PATH. Raises GeneratorMissingError, before anything
    is deleted, when one of them is not installed.
    """
    command = list(json2ts) if json2ts is not None else repo_generator(generated.parent)
    gofmt, rustfmt = find_gofmt(), find_rustfmt()
    for sub in SUBFOLDERS:
        if (generated / sub).exists():
            shutil.rmtree(generated / sub)
    generate_python(generated / "python")
    write_bundles(generated / "schema")
    generate_typescript(generated / "typescript", command)
    generate_go(generated / "go", gofmt)
    generate_rust(generated / "rust", rustfmt)
    generate_java(generated / "java")


def check(generated: Path, *, json2ts: Sequence[str] | None = None) -> list[Drift]:
    """Compare a generated/ folder with what spec/ produces now (``json2ts`` as for
    ``generate_all``)."""
    command = list(json2ts) if json2ts is not None else repo_generator(generated.parent)
    with tempfile.TemporaryDirectory() as scratch:
        fresh = Path(scratch) / "generated"
        generate_all(fresh, json2ts=command)
        return compare(fresh, generated)


def _build_output(path: Path, generated: Path) -> bool:
    """Whether a file is a build's, not the generator's: cargo's and Maven's target/."""
    return path.relative_to(generated).parts[:2] in {("rust", "target"), ("java", "target")}


def compare(fresh: Path, existing: Path) -> list[Drift]:
    """The drifts of ``existing`` from a ``fresh`` generation."""
    drifts = []
    for sub in SUBFOLDERS:
        want = {p.relative_to(fresh) for p in (fresh / sub).rglob("*") if p.is_file()}
        have = {
            p.relative_to(existing)
            for p in (existing / sub).rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and not _build_output(p, existing)
        }
        for rel in sorted(want - have):
            drifts.append(Drift(str(Path("generated") / rel), "missing: spec/ produces it"))
        for rel in sorted(have - want):
            drifts.append(Drift(str(Path("generated") / rel), "extra: spec/ does not produce it"))
        for rel in sorted(want & have):
            if not filecmp.cmp(fresh / rel, existing / rel, shallow=False):
                drifts.append(
                    Drift(str(Path("generated") / rel), "differs from what spec/ produces")
                )
    return drifts


__all__ = [
    "DATAMODEL_CODEGEN_OPTIONS",
    "SCHEMA_SUFFIX",
    "SUBFOLDERS",
    "Drift",
    "GeneratorMissingError",
    "check",
    "generate_all",
]


_OUTPUTS = Outputs(
    usage=("trajspec._tools.codegen.generate", "GENERATED_DIR"),
    failure=(GeneratorMissingError, "cannot generate", 2),
    verdict=("generated file(s)", "codegen", "generated/ matches spec/"),
)


def main(argv: list[str] | None = None) -> int:
    """Developer entry point used by nox: ``python -m trajspec._tools.codegen.generate write|check DIR``."""
    return write_or_check(_OUTPUTS, generate_all, check, argv)


if __name__ == "__main__":
    raise SystemExit(main())
