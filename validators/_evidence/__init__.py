"""The semantic rules of the evidence family on the rule engine. ``rules``: the check of each
schema (CHECKS); ``dialect``: the object types, their members and their rules; ``row``,
``trajectory``, ``observations``, ``inputs``, ``calls``, ``content``, ``gaps``: the rules of
each kind of document or part; ``references``, ``invocations``, ``usage``, ``values``: what they
share (model-call references, invocation graphs, usage readers, the rule types)."""
