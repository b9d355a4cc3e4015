"""Which execution engine a command's batch runs on: this machine (``--jobs N``) or a Ray
cluster (``--engine ray [--ray-address ADDR]``). The engines give the same output; only where
the map step runs differs."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager

from trajspec._cli.exits import UsageError
from trajspec._jsonl import Engine, LocalEngine


@contextmanager
def engine_for(args: argparse.Namespace) -> Iterator[Engine]:
    """The engine the options ask for, closed (a Ray connection: disconnected, a cluster it
    started: stopped) when the command is done."""
    if getattr(args, "engine", "local") != "ray":
        if getattr(args, "ray_address", None) is not None:
            raise UsageError("--ray-address goes with --engine ray")
        yield LocalEngine(args.jobs)
        return
    if args.jobs != 1:
        raise UsageError("--jobs is for --engine local; a Ray cluster sizes itself")
    # Imported here: only --engine ray needs ray, and `trajspec --help` must not load it.
    from trajspec._ray_engine import RayEngine, RayUnavailableError

    try:
        engine = RayEngine(address=args.ray_address)
    except RayUnavailableError as error:
        raise UsageError(str(error)) from None
    try:
        yield engine
    finally:
        engine.close()


__all__ = ["engine_for"]
