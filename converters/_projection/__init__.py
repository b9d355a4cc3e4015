"""Projection of captured model calls and agent observations: ``capture`` (reading a
rollout's capture), ``ownership`` (joining calls to invocations), ``trajectory`` (ng_trajectory),
``perf`` (ng_perf, perf_summary), ``enrich`` (a row with all three), ``gaps`` (gap codes and
helpers), ``values`` (JSON value tests and exact sums)."""
