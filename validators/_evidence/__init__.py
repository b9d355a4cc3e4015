"""The semantic rules of the evidence family. ``rules``: the check of each schema (CHECKS);
``row``, ``inputs``, ``trajectory``, ``observations``, ``invocations``, ``calls``, ``content``: the
rules of each kind of document or part; ``references``, ``gaps``, ``usage``, ``values``: what they share
(model-call references and their resolution, gap vocabularies, usage readers, the rule types)."""
