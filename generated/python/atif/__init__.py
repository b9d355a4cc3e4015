"""Generated from spec/ by `nox -s codegen`. Do not edit by hand."""
__all__ = ['v1_7', 'v1_8']
