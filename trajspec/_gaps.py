"""The registry of observation-gap codes (spec/gaps/gap_codes.json): the one reading of it.

A gap records evidence that a producer or the projection could not observe. Each known code
lists the health checks it ``gates``: a rollout with such a gap leaves those checks unobserved
rather than passed.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Any

import orjson

from trajspec._schemas import spec_root


@functools.cache
def gap_registry() -> dict[str, Any]:
    """spec/gaps/gap_codes.json, parsed."""
    data: dict[str, Any] = orjson.loads((spec_root() / "gaps" / "gap_codes.json").read_bytes())
    return data


@functools.cache
def known_gap_codes() -> frozenset[str]:
    """Every code the registry lists."""
    return frozenset(entry["code"] for entry in gap_registry()["codes"])


@functools.cache
def gates() -> dict[str, frozenset[str]]:
    """Gap code -> the health checks it leaves unobserved."""
    return {entry["code"]: frozenset(entry["gates"]) for entry in gap_registry()["codes"]}


def gated_by(gap_codes: Iterable[str]) -> frozenset[str]:
    """The checks that gaps with these codes make unobserved (unknown codes gate none)."""
    table = gates()
    found: set[str] = set()
    for code in gap_codes:
        found |= table.get(code, frozenset())
    return frozenset(found)


__all__ = ["gap_registry", "gated_by", "gates", "known_gap_codes"]
