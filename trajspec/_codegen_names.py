"""Names shared by the code generator and the code that imports what it generated."""

from __future__ import annotations


def python_package(version: str) -> str:
    """The Python package name of a family version: ``1.0`` -> ``v1_0``."""
    return "v" + version.replace(".", "_").replace("-", "_")
