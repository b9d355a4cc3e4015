"""trajspec: the schemas of agent rollout evidence and ATIF, and their reference implementation.

The public API is small; everything else lives in private modules. The jobs (``validate``,
``project``, ``health``, ``export_atif``, ``reverify``, ``coverage``, ``report``) and their
result classes come from ``trajspec._api`` when first used: ``import trajspec`` loads no
engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

__version__ = "0.1.0"

from trajspec import _source_tree
from trajspec._findings import Finding, Position
from trajspec._schemas import SchemaInfo, UnknownSchemaError, all_schemas, find_schema

# From a checkout, the subpackages setup.py maps from other folders (trajspec._source_tree).
_source_tree.install(__file__)

if TYPE_CHECKING:
    from trajspec._api import (
        AtifExportResult,
        CoverageResult,
        HealthCheckResult,
        InputError,
        ProjectionResult,
        ReportResult,
        ReverifyResult,
        ValidationResult,
        coverage,
        export_atif,
        health,
        iter_validate,
        project,
        report,
        reverify,
        validate,
    )


def __getattr__(name: str) -> object:
    if name in _LAZY:
        # The one import of the API layer from here: on first use, not at import time.
        from trajspec import _api

        value = getattr(_api, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'trajspec' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})


__all__ = [
    "AtifExportResult",
    "CoverageResult",
    "Finding",
    "HealthCheckResult",
    "InputError",
    "Position",
    "ProjectionResult",
    "ReportResult",
    "ReverifyResult",
    "SchemaInfo",
    "UnknownSchemaError",
    "ValidationResult",
    "__version__",
    "all_schemas",
    "coverage",
    "export_atif",
    "find_schema",
    "health",
    "iter_validate",
    "project",
    "report",
    "reverify",
    "validate",
]

#: The names trajspec._api provides, imported on first use (module ``__getattr__``): those of
#: ``__all__`` not defined above (the type checker's import is not run).
_LAZY = frozenset(__all__).difference(globals())
