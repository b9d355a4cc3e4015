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
    found = []
    for package, folder in FOLDERS.items():
        root = Path(folder)
        found.append(package)
        for init in sorted(root.rglob("__init__.py")):
            rel = init.parent.relative_to(root)
            if rel.parts:
                found.append(".".join((package, *rel.parts)))
    return found


setup(package_dir=FOLDERS, packages=_packages())
