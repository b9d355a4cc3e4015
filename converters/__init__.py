"""Hand-written conversion: projection, perf, ATIF export and ATIF reverify.

Projection API (plain JSON values in and out):

- ``enrich(row, ...)``: a new row with ng_model_call_capture, ng_trajectory and ng_perf;
- ``read_capture(capture_dir, rollout_id)``: the ng_model_call_capture of one rollout;
- ``join_model_calls(bundle, calls)``: an observation bundle joined with captured calls;
- ``project_trajectory(row)``: the ng_trajectory of a row (or why it failed);
- ``build_ng_perf(trajectory)``, ``perf_summary(rows)``, ``PerfSummary``: performance figures;
- ``expected_usage(calls)``: the usage an agent reports for its response.
"""

from trajspec.converters._capture import read_capture
from trajspec.converters._enrich import enrich
from trajspec.converters._join import join_model_calls
from trajspec.converters._perf import PerfSummary, build_ng_perf, expected_usage, perf_summary
from trajspec.converters._projection import Projection, project_trajectory

__all__: list[str] = [
    "PerfSummary",
    "Projection",
    "build_ng_perf",
    "enrich",
    "expected_usage",
    "join_model_calls",
    "perf_summary",
    "project_trajectory",
    "read_capture",
]
