"""The specification as package data: the schemas, rules, gap codes and conformance vectors
of this folder ship inside the installed package as ``trajspec.spec``."""
