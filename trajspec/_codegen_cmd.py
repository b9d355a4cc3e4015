"""``trajspec codegen``: models for other code bases, from the installed package's schemas.

Python needs the ``codegen`` extra (datamodel-code-generator and ruff). TypeScript needs
Node.js with npx on PATH and nothing from Python: npx runs the pinned
json-schema-to-typescript, fetching it on first use (or using an installation in the working
directory's node_modules with that exact version). Neither language needs the other's tools.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from trajspec._cli import EXIT_OK, UsageError
from trajspec._codegen_ts import (
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
    if args.lang == "python":
        return _python(out)
    return _typescript(out)


def _python(out: Path) -> int:
    try:
        import datamodel_code_generator  # noqa: F401
    except ImportError:
        raise UsageError(
            "the Python model generator is not installed: pip install 'trajspec[codegen]'"
        ) from None
    from trajspec._codegen import generate_python

    generate_python(out)
    print(f"wrote Python models to {out}")
    return EXIT_OK


def _typescript(out: Path) -> int:
    try:
        command = npx_generator()
        written = generate_typescript(out, command)
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
    names = ", ".join(path.name for path in written)
    print(f"wrote TypeScript types to {out}: {names}")
    return EXIT_OK
