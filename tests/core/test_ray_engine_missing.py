"""Without Ray installed, making a RayEngine fails with its own error, which names the extra
to install (the CLI maps it to a usage error)."""

from __future__ import annotations

import sys

import pytest

from trajspec._ray_engine import INSTALL_HINT, RayEngine, RayUnavailableError


def test_missing_ray_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # `import ray` now raises ImportError
    with pytest.raises(RayUnavailableError) as caught:
        RayEngine()
    assert "pip install 'trajspec[ray]'" in str(caught.value)
    assert INSTALL_HINT == "pip install 'trajspec[ray]'"


def test_error_is_not_a_plain_import_error() -> None:
    # The CLI tells it apart from a broken installation.
    assert not issubclass(RayUnavailableError, ImportError)
