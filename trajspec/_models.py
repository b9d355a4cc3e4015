"""The generated pydantic models: the package of a family version, the model of a schema.

The code generator (trajspec._tools.codegen) names the packages with ``python_package``; the
code that imports what it generated finds them the same way."""

from __future__ import annotations

import importlib

from pydantic import BaseModel

from trajspec._schemas import SchemaInfo


def python_package(version: str) -> str:
    """The Python package name of a family version: ``1.0`` -> ``v1_0``."""
    return "v" + version.replace(".", "_").replace("-", "_")


def model_for(info: SchemaInfo) -> type[BaseModel]:
    """The generated model class of a schema (its title, in its family version's package)."""
    module = importlib.import_module(
        f"trajspec.models.{info.family}.{python_package(info.version)}"
    )
    model = getattr(module, info.title, None)
    if not (isinstance(model, type) and issubclass(model, BaseModel)):
        raise LookupError(
            f"no generated model {info.title} for {info.qualified_name}; run `nox -s codegen`"
        )
    return model
