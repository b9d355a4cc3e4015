"""Shared test set-up: hypothesis profiles."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

# "ci" is what `nox -s tests` uses: enough examples to mean something, no deadline on a
# shared, noisy machine. "dev" is quick.
settings.register_profile(
    "ci", max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", max_examples=30, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))
