"""``trajspec codegen``: models for other code bases, from the installed package's schemas.

Python needs the ``codegen`` extra (datamodel-code-generator and ruff). Go needs the Go
toolchain's gofmt on PATH and Rust its rustfmt; Java needs nothing (trajspec writes those
models itself).
TypeScript needs
Node.js with npx on PATH and nothing from Python: npx runs the pinned
json-schema-to-typescript, fetching it on first use (or using an installation in the working
directory's node_modules with that exact version). Neither language needs the other's tools.
"""

from __future__ import annotations

import argparse
import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

from trajspec import _files
from trajspec._cli.exits import EXIT_OK, UsageError
from trajspec._cli.safe import escape
from trajspec._files import remove_stale, temporary_prefix
from trajspec._outputs import Output, OutputError, ReadFolder, cannot_write, check_outputs
from trajspec._tools.codegen.typescript import (
    GENERATOR,
    GENERATOR_VERSION,
    GeneratorMissingError,
    GeneratorRunError,
    generate_typescript,
    npx_generator,
)


def cmd_codegen(args: argparse.Namespace) -> int:
    out = Path(args.out)
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        raise UsageError(f"--out {out}: the folder is not empty; choose a new or empty folder")
    _check_out(out)
    if args.lang == "python":
        return _python(out)
    if args.lang == "go":
        return _go(out)
    if args.lang == "rust":
        return _rust(out)
    if args.lang == "java":
        return _java(out)
    return _typescript(out)


def _check_out(out: Path) -> None:
    from trajspec._schemas import spec_root

    folders = []
    root = spec_root()
    if isinstance(root, Path):  # an installed package on disk (not a zip file)
        folders.append(ReadFolder(root, "the installed schemas"))
    try:
        check_outputs([Output("--out", out, folder=True)], folders=folders)
    except OutputError as error:
        raise UsageError(str(error)) from None


def _staged(out: Path, write: Callable[[Path], object]) -> None:
    """Run ``write`` into a temporary sibling folder, sync what it wrote and rename it to
    ``out`` (absent or an empty folder) only when it is complete, so ``out`` never holds a
    partial generation, also after a crash."""
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        remove_stale(out)
        staging = Path(tempfile.mkdtemp(prefix=temporary_prefix(out), dir=out.parent))
    except OSError as error:
        raise UsageError(cannot_write(out, error)) from None
    try:
        try:
            write(staging)
            _sync_tree(staging)
            os.chmod(staging, 0o755)  # noqa: PTH101 - mkdtemp makes it private
            # The rename replaces an empty folder atomically.
            _files.commit_folder(staging, out)
        except OSError as error:
            raise UsageError(cannot_write(out, error)) from None
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)


def _sync_tree(folder: Path) -> None:
    """fsync every file written below ``folder`` and every subfolder's entries (the folder
    itself is synced by ``commit_folder``)."""
    for root, folders, files in os.walk(folder):
        for name in files:
            fd = os.open(os.path.join(root, name), os.O_RDONLY)  # noqa: PTH118
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
        for name in folders:
            _files.sync_dir(Path(root, name))


def _python(out: Path) -> int:
    try:
        import datamodel_code_generator  # noqa: F401
    except ImportError:
        raise UsageError(
            "the Python model generator is not installed: pip install 'trajspec[codegen]'"
        ) from None
    from trajspec._tools.codegen.generate import generate_python

    _staged(out, generate_python)
    print(f"wrote Python models to {escape(str(out))}")
    return EXIT_OK


def _formatted(
    out: Path, find: Callable[[], str], generate: Callable[[Path, str], object], what: str
) -> int:
    """Models whose generator needs the language's formatter (``find`` says where it is)."""
    try:
        formatter = find()
    except GeneratorMissingError as error:
        raise UsageError(str(error)) from None
    _staged(out, lambda folder: generate(folder, formatter))
    print(f"wrote {what} to {out}")
    return EXIT_OK


def _go(out: Path) -> int:
    from trajspec._tools.codegen.go import MODULE, find_gofmt, generate_go

    return _formatted(out, find_gofmt, generate_go, f"the Go module {MODULE}")


def _rust(out: Path) -> int:
    from trajspec._tools.codegen.rust import CRATE, find_rustfmt, generate_rust

    return _formatted(out, find_rustfmt, generate_rust, f"the Rust crate {CRATE}")


def _java(out: Path) -> int:
    from trajspec._tools.codegen.java import ARTIFACT, GROUP, generate_java

    _staged(out, generate_java)
    print(f"wrote the Maven module {GROUP}:{ARTIFACT} to {out}")
    return EXIT_OK


def _typescript(out: Path) -> int:
    try:
        command = npx_generator()
        written: list[Path] = []
        _staged(out, lambda folder: written.extend(generate_typescript(folder, command)))
    except GeneratorMissingError as error:
        raise UsageError(str(error)) from None
    except GeneratorRunError as error:
        if not error.from_npm:
            raise  # the generator itself failed on our schemas: a bug (exit 3)
        raise UsageError(
            f"npx could not run {GENERATOR}@{GENERATOR_VERSION} ({error.reason}); without "
            f"network access, install it where npx finds it: `npm install "
            f"{GENERATOR}@{GENERATOR_VERSION}` in the folder you run trajspec from"
        ) from None
    names = ", ".join(path.name for path in written)  # paths in the staging folder: names only
    print(f"wrote TypeScript types to {escape(str(out))}: {names}")
    return EXIT_OK
