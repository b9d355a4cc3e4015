"""ATIF reverify: ``rebuild`` (``atif_to_response``: load, check, rebuild) with ``profile``,
``usage``, ``response`` and ``readers``; ``payload`` (what a verifier gets), ``compare``
(responses on the profile's fields); ``batch`` (a manifest re-scored) with ``entry`` (one
entry), ``manifest`` (manifest, trajectory files, inputs) and ``verifiers``."""
