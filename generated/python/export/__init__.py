"""Generated from spec/ by `nox -s codegen`. Do not edit by hand."""
__all__ = ['v1_0']
