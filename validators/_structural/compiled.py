"""Compiled schema validators: jsonschema-rs for speed, python-jsonschema as the oracle."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import jsonschema_rs

from trajspec._findings import Finding
from trajspec._jsonvalues import range_schema
from trajspec._schemas import SchemaInfo, all_schemas, find_schema
from trajspec.validators._structural import errors as _structural


@functools.cache
def _rust_registry() -> jsonschema_rs.Registry:
    return jsonschema_rs.Registry([(info.id, dict(info.contents)) for info in all_schemas()])


@functools.cache
def rust_validator(name: str) -> Any:
    """A jsonschema-rs validator for the schema called ``name`` (see ``find_schema``)."""
    info = find_schema(name)
    return jsonschema_rs.validator_for(dict(info.contents), registry=_rust_registry())


@functools.cache
def oracle_validator(name: str) -> Any:
    """A python-jsonschema validator (needs the ``oracle`` extra), with ``pattern`` in its
    ECMA-262 meaning (validators/_structural/ecma.py): python-jsonschema itself uses Python's
    ``re``."""
    from jsonschema import Draft202012Validator, ValidationError, validators
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT202012

    from trajspec.validators._structural.ecma import ecma_search

    def pattern(validator: Any, regex: str, instance: Any, _: Any) -> Any:
        if validator.is_type(instance, "string") and not ecma_search(regex, instance):
            yield ValidationError(f"{instance!r} does not match {regex!r}")

    # Typed loosely: python-jsonschema's own annotations leave extend() untyped.
    extend: Callable[..., Any] = validators.extend
    oracle = extend(Draft202012Validator, {"pattern": pattern})
    registry: Registry[Any] = Registry().with_resources(
        (info.id, Resource.from_contents(dict(info.contents), default_specification=DRAFT202012))
        for info in all_schemas()
    )
    info: SchemaInfo = find_schema(name)
    return oracle(dict(info.contents), registry=registry)


@functools.cache
def _clean_validator(name: str) -> Any:
    info = find_schema(name)
    both = {"allOf": [{"$ref": info.id}, range_schema(info.family)]}
    return jsonschema_rs.validator_for(both, registry=_rust_registry())


def structure_and_range_clean(document: Any, name: str) -> bool:
    """True when ``document`` is valid against the schema ``name`` and holds no integer
    outside the 64-bit range (``trajspec._jsonvalues.out_of_range`` is empty): one pass of
    jsonschema-rs for the two questions every valid document answers alike. False only means
    "ask each one", which alone makes findings."""
    try:
        return bool(_clean_validator(name).is_valid(document))
    except ValueError:  # not plain JSON (a key that is not a string, ...): ask each one
        return False


@functools.cache
def _member_validator(member: str, name: str) -> Any:
    info = find_schema(name)
    both = {"allOf": [range_schema(info.family), {"properties": {member: {"$ref": info.id}}}]}
    return jsonschema_rs.validator_for(both, registry=_rust_registry())


def range_and_member_clean(document: Any, member: str, name: str) -> bool:
    """True when ``document`` holds no integer outside the 64-bit range (for the family of
    the schema ``name``) and its member ``member``, where it has one, is valid against the
    schema ``name``: one jsonschema-rs pass for what a command that reads one attachment of
    a row asks first. False only means "ask each one"."""
    try:
        return bool(_member_validator(member, name).is_valid(document))
    except ValueError:  # not plain JSON: ask each one
        return False


def structural_findings(document: Any, name: str, *, engine: str = "rust") -> list[Finding]:
    """Every structural finding of ``document`` against the schema ``name``."""
    if engine == "rust":
        validator = rust_validator(name)
        if validator.is_valid(document):
            return []
        errors = [_structural.from_rust(e) for e in validator.iter_errors(document)]
    elif engine == "oracle":
        errors = [_structural.from_oracle(e) for e in oracle_validator(name).iter_errors(document)]
    else:
        raise ValueError(f"unknown engine {engine!r}")
    return _structural.findings(errors, document)
