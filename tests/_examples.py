"""How many hypothesis examples a test asks for, relative to the loaded profile.

``examples(2.5)`` is two and a half times the profile's ``max_examples`` (500 under "ci",
which has 200; 50 under "dev", which has 20): a test that needs more or fewer examples than its
neighbours says so as a factor, and the profile alone decides how long a run takes.
"""

from __future__ import annotations

from hypothesis import settings

CI_EXAMPLES = 200
DEV_EXAMPLES = 20


def examples(factor: float) -> int:
    """``factor`` times the current profile's ``max_examples``, at least 1."""
    return max(1, round(settings().max_examples * factor))
