"""Structural validation against the JSON Schemas. ``compiled``: the compiled validators
(jsonschema-rs, and python-jsonschema as the oracle) and ``structural_findings``; ``errors``:
both engines' keyword errors turned into the same findings; ``ecma``: ``pattern`` with its
ECMA-262 meaning for the oracle."""
