"""Run folders laid out like an eval run: ``layout`` (names, manifests, committed files),
``recorder`` (``RunRecorder``) with ``rows`` (what a shard holds of one row), ``tries`` (the
state of each try), ``reader`` (``read_run``, ``run_status``), ``collection``
(``RolloutCollectionHelper``)."""
