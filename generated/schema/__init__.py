"""Generated from spec/ by `nox -s codegen`. Do not edit by hand.

Single-file schema bundles, shipped as ``trajspec.bundles``.
"""
