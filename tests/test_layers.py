"""The import direction of the installed package, checked on every module's source.

Layers, bottom to top (a module imports its own layer or lower ones):

    L0  trajspec.spec, trajspec.bundles            data only
    L1  trajspec (the core: modules directly under trajspec/), trajspec.models
    L2  trajspec.validators
    L3  trajspec.converters
    L4  trajspec._cli, trajspec._tools, trajspec._api (the Python API), trajspec.__main__

Across packages only public names are imported: a module of one package never imports
another package's private module (a dotted name with an underscore segment below the package
root). The core is the exception by construction: its modules are private to the
distribution, not to a package, and every layer builds on them. Generated models import only
trajspec._modeltypes.

One edge goes up by design: ``trajspec/__init__.py`` re-exports the Python API
(``trajspec.validate`` ...) from ``trajspec._api`` in a module ``__getattr__``, on first use
(FACADE); ``import trajspec`` itself loads no engine (tests/api/test_api.py checks that).
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import pkgutil
from pathlib import Path

import pytest

import trajspec

# Edges that break the rule today and are being removed; the list may only shrink.
ALLOWED: frozenset[tuple[str, str]] = frozenset({})

# The lazy re-export of the Python API from the package's __init__ (see the docstring).
FACADE: frozenset[tuple[str, str]] = frozenset({("trajspec", "trajspec._api")})

_LAYER_OF_PACKAGE = {
    "trajspec.spec": 0,
    "trajspec.bundles": 0,
    "trajspec.models": 1,
    "trajspec.validators": 2,
    "trajspec.converters": 3,
    "trajspec._cli": 4,
    "trajspec._tools": 4,
    "trajspec._api": 4,
    "trajspec.__main__": 4,
}


def package_of(module: str) -> str:
    """The package a module belongs to: one of _LAYER_OF_PACKAGE, or "trajspec" (the core)."""
    for package in _LAYER_OF_PACKAGE:
        if module == package or module.startswith(package + "."):
            return package
    return "trajspec"


def layer_of(module: str) -> int:
    return _LAYER_OF_PACKAGE.get(package_of(module), 1)


def _modules() -> list[tuple[str, Path]]:
    """Every module of the installed package. The subpackages mapped from other folders
    (setup.py) are walked from their own paths: an editable install does not put them under
    trajspec/."""
    found = {"trajspec": Path(trajspec.__file__)}
    roots = ["trajspec", *(p for p in _LAYER_OF_PACKAGE if p != "trajspec.__main__")]
    for root in roots:
        package = importlib.import_module(root)
        for info in pkgutil.walk_packages(package.__path__, root + "."):
            spec = importlib.util.find_spec(info.name)
            if spec is None or spec.origin is None or not spec.origin.endswith(".py"):
                continue
            found[info.name] = Path(spec.origin)
        if package.__file__:
            found[root] = Path(package.__file__)
    return sorted(found.items())


def _resolve(module: str, is_package: bool, node: ast.ImportFrom) -> str:
    if node.level == 0:
        return node.module or ""
    base = module.split(".")
    if not is_package:
        base = base[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join([*base, *([node.module] if node.module else [])])


def imported_names(module: str, path: Path) -> set[str]:
    """Every trajspec module a module imports, at any depth of its code (function-level
    imports included); ``from X import name`` counts X, and X.name when that is a module."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            target = _resolve(module, is_package, node)
            found.add(target)
            for alias in node.names:
                candidate = f"{target}.{alias.name}"
                if importlib.util.find_spec(target) is not None and _is_module(candidate):
                    found.add(candidate)
    return {name for name in found if name == "trajspec" or name.startswith("trajspec.")}


def _is_module(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def _private_below_root(target: str, package: str) -> bool:
    rest = target.removeprefix(package).lstrip(".")
    return any(part.startswith("_") and part != "__init__" for part in rest.split(".") if part)


def forbidden_edges() -> set[tuple[str, str]]:
    edges: set[tuple[str, str]] = set()
    for module, path in _modules():
        source_package = package_of(module)
        for target in imported_names(module, path):
            target_package = package_of(target)
            if source_package == "trajspec.models":
                if (
                    target not in ("trajspec", "trajspec._modeltypes")
                    and target_package != "trajspec.models"
                ):
                    edges.add((module, target))
                continue
            if layer_of(target) > layer_of(module) or (
                target_package != source_package
                and target_package != "trajspec"
                and _private_below_root(target, target_package)
            ):
                edges.add((module, target))
    return edges


def test_no_import_runs_against_the_layers() -> None:
    found = forbidden_edges()
    new = sorted(found - ALLOWED - FACADE)
    assert not new, "imports against the layers:\n" + "\n".join(f"{a} -> {b}" for a, b in new)


def test_the_allow_list_only_holds_edges_that_still_exist() -> None:
    stale = sorted((ALLOWED | FACADE) - forbidden_edges())
    assert not stale, "remove from ALLOWED (fixed): " + ", ".join(map(str, stale))


@pytest.mark.parametrize(
    ("module", "target", "forbidden"),
    [
        ("trajspec._findings", "trajspec.validators", True),  # core above itself
        ("trajspec.validators._document", "trajspec.converters", True),  # L2 -> L3
        ("trajspec.converters._runs.layout", "trajspec.validators._document", True),  # private
        ("trajspec.converters._runs.layout", "trajspec.validators", False),
        ("trajspec._cli.app", "trajspec.converters", False),
        ("trajspec._api.jobs", "trajspec.converters", False),
        ("trajspec.converters._report.build", "trajspec._api", True),  # L3 -> L4
        ("trajspec", "trajspec._api", True),  # against the layers: FACADE names it
        ("trajspec.validators._document", "trajspec._findings", False),
        ("trajspec.validators._atif.rules", "trajspec.validators._atif.dialect", False),
    ],
)
def test_the_rule_itself(module: str, target: str, forbidden: bool) -> None:
    """The checker's own verdicts on edges whose answer is known."""
    source_package, target_package = package_of(module), package_of(target)
    against = layer_of(target) > layer_of(module) or (
        target_package != source_package
        and target_package != "trajspec"
        and _private_below_root(target, target_package)
    )
    assert against is forbidden
