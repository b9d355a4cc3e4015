"""Work on freshly read JSON without the cyclic garbage collector.

A parsed row is a tree of thousands of dicts and lists that cannot form a cycle and dies
with the row; yet each container allocated counts toward the collector's next pass, which
then walks every young container, the rows in flight included. Over a chunk of rows those
walks cost about a quarter of a projection (measured with bench/bench_projection.py).
Pausing the collector for the chunk and restoring it after changes no result: nothing in
the chunk functions depends on when garbage is collected, reference counting still frees
every tree at once, and whatever cycle a chunk leaves is collected after it.
"""

from __future__ import annotations

import functools
import gc
from collections.abc import Callable
from typing import ParamSpec, TypeVar

__all__ = ["without_cyclic_gc"]

_P = ParamSpec("_P")
_R = TypeVar("_R")


def without_cyclic_gc(work: Callable[_P, _R]) -> Callable[_P, _R]:
    """``work`` with the cyclic collector paused while it runs (it is left as it was found:
    a caller that disabled it keeps it disabled)."""

    @functools.wraps(work)
    def paused(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        if not gc.isenabled():
            return work(*args, **kwargs)
        gc.disable()
        try:
            return work(*args, **kwargs)
        finally:
            gc.enable()

    return paused
