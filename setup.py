"""Map the top-level folders of the repository into the one import package ``trajspec``.

The repository layout is the architecture (spec/ is the truth, generated/ is derived,
validators/ and converters/ hold the hand-written logic); the installed package is
``trajspec`` with those folders as subpackages. Everything else lives in pyproject.toml.
"""

from pathlib import Path

from setuptools import setup

FOLDERS = {
    "trajspec": "trajspec",
    "trajspec.validators": "validators",
    "trajspec.converters": "converters",
    "trajspec.models": "generated/python",
    "trajspec.bundles": "generated/schema",
    "trajspec.spec": "spec",
}


def _packages() -> list[str]:
    """Every folder under a mapped folder that Python could import: packages with an
    ``__init__.py`` and the data folders between them (namespace packages such as
    ``trajspec.spec.rules``), so that setuptools finds none it would have to ignore."""
    found = []
    for package, folder in FOLDERS.items():
        root = Path(folder)
        found.append(package)
        for sub in sorted(p for p in root.rglob("*") if p.is_dir()):
            rel = sub.relative_to(root)
            if all(part.isidentifier() for part in rel.parts) and "__pycache__" not in rel.parts:
                found.append(".".join((package, *rel.parts)))
    return found


if __name__ == "__main__":  # setuptools runs this file as __main__; tests import _packages
    setup(package_dir=FOLDERS, packages=_packages())
