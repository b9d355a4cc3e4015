"""trajspec: the schemas of agent rollout evidence and ATIF, and their reference implementation.

The public API is small; everything else lives in private modules.
"""

from __future__ import annotations

__version__ = "0.1.0"

from trajspec import _source_tree
from trajspec._findings import Finding
from trajspec._schemas import SchemaInfo, UnknownSchemaError, all_schemas, find_schema

# From a checkout, the subpackages setup.py maps from other folders (trajspec._source_tree).
_source_tree.install(__file__)

__all__ = [
    "Finding",
    "SchemaInfo",
    "UnknownSchemaError",
    "__version__",
    "all_schemas",
    "find_schema",
]
