"""Generated from spec/ by `nox -s codegen`. Do not edit by hand.

Pydantic v2 models, one subpackage per schema family and version.
"""

__all__ = ['atif', 'evidence', 'export']
