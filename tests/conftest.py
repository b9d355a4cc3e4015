"""Shared test set-up: hypothesis profiles and the markers a folder implies.

Profiles (``HYPOTHESIS_PROFILE``): "dev" is the default of a plain ``pytest`` and of
``nox -s tests``: few examples, so the whole run fits in a coffee break. "ci" is the large one,
used by ``nox -s tests-slow``. A test that needs more or fewer examples than its neighbours asks
relative to the profile (``_examples.examples(factor)``), never for a fixed count.

Markers by folder (declared in pyproject.toml): tests/report is ``browser`` (headless Chromium),
tests/cluster is ``cluster`` (a Ray cluster), tests/interop is ``interop`` (unit tests of the
interop scripts; the interop-* sessions run the scripts themselves) and tests/receiver is
``receiver`` (a real OTLP receiver, Phoenix; nox -s otlp-receiver).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from _examples import CI_EXAMPLES, DEV_EXAMPLES
from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", max_examples=CI_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile(
    "dev", max_examples=DEV_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))

_HERE = Path(__file__).resolve().parent
_FOLDER_MARKERS = {
    "report": "browser",
    "cluster": "cluster",
    "interop": "interop",
    "receiver": "receiver",
}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        try:
            folder = Path(str(item.path)).resolve().relative_to(_HERE).parts[0]
        except ValueError:
            continue
        marker = _FOLDER_MARKERS.get(folder)
        if marker is not None:
            item.add_marker(marker)
