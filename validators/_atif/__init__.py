"""ATIF validation. ``rules``: the entry points (atif_findings, gym_profile_findings);
``versions``, ``gating``: the declared version and what it allows; ``steps``, ``metrics``: the
semantic rules; ``gym_profile``: the NeMo Gym profile's rules; ``fast``: the proof that a clean
document breaks no rule; ``walk``, ``readers``: the typed walk and small defensive readers."""
