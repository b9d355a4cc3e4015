"""Imports from the source tree: the mapped subpackages of a checkout.

The distribution maps top-level folders of the repository into ``trajspec`` (setup.py
``FOLDERS``: ``validators/`` becomes ``trajspec.validators``, ``generated/python/`` becomes
``trajspec.models``, ...). Python run from the repository's root finds the folder ``trajspec/``
first, and that folder alone holds none of the mapped ones: an installed copy is shadowed and
``import trajspec.validators`` would fail. When ``trajspec`` is imported from a checkout, a
finder at the end of ``sys.meta_path`` maps those names to their folders, so the checkout
imports as the installed package does. An installed package (its mapped folders inside it)
and an editable install (its own finder comes first) never reach it.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Sequence
from importlib.abc import MetaPathFinder
from importlib.machinery import ModuleSpec
from types import ModuleType

#: The subpackages setup.py maps from other folders, and those folders (relative to the
#: checkout's root); tests/test_packaging.py checks that this agrees with setup.py.
MAPPED = {
    "trajspec.validators": "validators",
    "trajspec.converters": "converters",
    "trajspec.models": "generated/python",
    "trajspec.bundles": "generated/schema",
    "trajspec.spec": "spec",
}


class SourceTreeFinder(MetaPathFinder):
    """Finds the mapped subpackages in the folders of a checkout."""

    def __init__(self, root: str) -> None:
        self.root = root

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None = None,
        target: ModuleType | None = None,
    ) -> ModuleSpec | None:
        folder = MAPPED.get(fullname)
        if folder is None:
            return None
        location = os.path.join(self.root, folder)  # noqa: PTH118 (no pathlib at start-up)
        init = os.path.join(location, "__init__.py")  # noqa: PTH118
        if os.path.isfile(init):  # noqa: PTH113
            return importlib.util.spec_from_file_location(
                fullname, init, submodule_search_locations=[location]
            )
        if os.path.isdir(location):  # noqa: PTH112
            # A folder of data (spec/, generated/schema): a namespace package, as installed.
            spec = ModuleSpec(fullname, None, is_package=True)
            spec.submodule_search_locations = [location]
            return spec
        return None


def install(package_file: str) -> None:
    """Add the finder when ``package_file`` (trajspec's ``__init__.py``) is in a checkout:
    beside a setup.py and the mapped folders (not when its package holds them itself)."""
    package = os.path.dirname(os.path.abspath(package_file))  # noqa: PTH100, PTH120
    root = os.path.dirname(package)  # noqa: PTH120
    if os.path.isdir(os.path.join(package, "validators")):  # noqa: PTH112, PTH118
        return
    if not os.path.isfile(os.path.join(root, "setup.py")):  # noqa: PTH113, PTH118
        return
    if not os.path.isdir(os.path.join(root, "validators")):  # noqa: PTH112, PTH118
        return
    if any(isinstance(finder, SourceTreeFinder) for finder in sys.meta_path):
        return
    sys.meta_path.append(SourceTreeFinder(root))


__all__ = ["MAPPED", "SourceTreeFinder", "install"]
