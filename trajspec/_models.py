"""Find the generated pydantic model of a schema."""

from __future__ import annotations

import importlib

from pydantic import BaseModel

from trajspec._codegen_names import python_package
from trajspec._schemas import SchemaInfo


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
