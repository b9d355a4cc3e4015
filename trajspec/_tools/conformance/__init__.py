"""The conformance runner: the vectors of spec/conformance (and the caller's own vector files)
fed to an implementation over a JSON Lines protocol, its answers judged per category.

``cases`` reads the vector files, ``runner`` runs one implementation and judges it,
``compare`` is the JSON equality a round trip must keep, ``bundled`` builds the model harness
of a language, ``render`` draws the tables."""
