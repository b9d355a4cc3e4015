"""Hand-written conversion: projection, perf, ATIF export and ATIF reverify.

Projection API (plain JSON values in and out):

- ``enrich(row, ...)``: a new row with ng_model_call_capture, ng_trajectory and ng_perf;
- ``read_capture(capture_dir, rollout_id)``: the ng_model_call_capture of one rollout;
- ``join_model_calls(bundle, calls)``: an observation bundle joined with captured calls;
- ``project_trajectory(row)``: the ng_trajectory of a row (or why it failed);
- ``build_ng_perf(trajectory)``, ``perf_summary(rows)``, ``PerfSummary``: performance figures;
- ``expected_usage(calls)``: the usage an agent reports for its response;
- ``project_file(source, output, options)`` -> ``ProjectResult``: every row of a JSONL file
  enriched into ``output`` in input order, written whole or not at all (``ProjectOptions``;
  ``LineProblem`` for each line that stops the batch, ``ProjectOutputError`` when the output
  cannot be written); ``project_chunk(lines, first_line, options)``: its map step;
- ``perf_report(sources)`` -> ``PerfReport``: the perf_summary of rows and the counts behind it.

ATIF export API:

- ``export_atif(row, session_id=, agent_version=)`` -> ``ExportResult``: one row as a strict
  ATIF v1.7 document, or every ``export.*`` finding that rejects it; ``dumps_atif(document)``
  gives the bytes the export writes;
- ``export_rollouts(rollouts, output_dir, session_id=, agent_version=)`` -> ``AtifExportResult``:
  a JSONL file as ``<task>-<rollout>.json`` files and a ``manifest.jsonl``, all or nothing
  (``ExportUsageError`` when the batch cannot start or write).

OpenTelemetry export API:

- ``atif_to_otlp(document, OtlpOptions(conventions=, content=, provider=))``: one ATIF
  document as one OTLP ``TracesData`` (plain JSON in OTLP JSON form), in the GenAI or the
  OpenInference conventions; ``dumps_otlp(traces)`` gives its line of a ``traces.jsonl``;
- ``export_otlp(sources, output_dir, options, rollouts=, engine=, progress=, fail_fast=)``
  -> ``OtlpResult``: every document of ATIF sources (or rollout rows through the strict
  ATIF export) as one line of ``output_dir/traces.jsonl``, in input order, written only when
  no document is rejected (``OtlpUsageError`` for bad options).

ATIF reverify API:

- ``atif_to_response(document)`` -> ``ResponseResult``: the response an ATIF v1.7 document
  stands for, or the ``reverify.*`` findings why it cannot be rebuilt;
- ``reverify(manifest, inputs, output, verifier=...)`` -> ``ReverifySummary``: a whole export
  re-scored (``ReverifyInputError`` for unusable inputs); ``HttpVerifier(url)`` posts payloads
  to a verify service, ``VerifierFailure`` is what a verifier raises for one payload;
  ``load_callable("module:function")`` loads a Python verifier, ``checked_timeout(seconds)``
  checks a timeout, ``failures_path(output)`` names the failures file beside an output.

Run folder API (shards laid out like an eval run):

- ``RunRecorder(record_output_dir, record_shard, resume=...)``: ``with ... as shard:
  shard.record(row)`` writes one shard (rollouts, failures sidecar, materialized inputs, batch
  status, manifest), committed atomically;
- ``RolloutCollectionHelper(dispatch=...).run_examples(rows, ...)``: dispatch, enrich and
  record rollouts, one awaitable per row; ``DispatchError`` describes a failed dispatch;
- ``read_run(*targets)`` -> ``RunRow``s of folders or globs of shards (committed files only);
  ``run_status(*targets)`` -> ``ShardStatus`` per shard, ``resume_rows(status)``: the rows a
  resume still needs; ``RunFolderError`` for a folder or shard that cannot be used;
- ``select_shards(targets)`` and ``shard_status(shard)``: ``run_status`` in its two steps;
  ``status_total(statuses)``: their counts together;
- ``row_inputs(target)``: the row files a folder or glob names through run folders (committed
  files only), ``split_name(name)``: the shard stem and role a run file's name stands for;
- ``aggregate_runs(sources)`` -> ``Aggregate``: counts, failures by class and perf_summary.

Sources of ATIF documents for the formats made from them (``messages``, ...):

- ``atif_inputs(args)``: the ATIF files that paths, folders and globs name (``AtifInputError``);
- ``map_documents(sources, transform, args, rollouts=RolloutExport(...), engine=, progress=)``
  -> ``DocumentOutcome``s in input order: each document read strictly and checked
  (``atif_findings``; rollout rows through ``export_atif``), rejected with its findings or
  accepted with ``transform(AtifDocument, *args)`` (run where the chunk is read);
  ``trajectories(document)``: a document's trajectory and its embedded subagents;
  ``trajectory_id_of(document)``;
- ``check_output_folder(output, option, reads)`` and ``staged_folder(output)``: a new output
  folder, written whole or not at all (``OutputFolderError``).

Training rows (``trajspec export --format messages``):

- ``export_messages(sources, output_dir, MessagesOptions(...), MessagesBatchOptions(...),
  rollouts=, engine=, progress=)`` -> ``MessagesResult``: every trajectory of the documents
  as a chat row (``DIALECTS``: trl, openai) in ``messages-NNNNN.jsonl|.parquet`` shards and
  ``loss_report.json`` (``LOSS_REPORT``; each trajectory left out with one of ``REASONS``),
  written whole or not at all (``MessagesUsageError`` for bad options).

HTML report API:

- ``build_report(sources, limits=ReportLimits(...))`` -> the report's data (plain JSON):
  the overview from the validate, health, coverage and perf engines and a bounded view of
  each rollout row or ATIF document, in one read of the inputs; ``compare_reports(a, b)``:
  two runs' report data side by side (pairs, per-task changes, tables with both numbers);
  ``render_html(data)``: the bytes of the one self-contained page.
"""

from trajspec.converters._atif_export.batch import (
    AtifExportResult,
    ExportUsageError,
    export_rollouts,
)
from trajspec.converters._atif_export.convert import ExportResult, dumps_atif, export_atif
from trajspec.converters._atif_sources import (
    AtifDocument,
    AtifInputError,
    DocumentOutcome,
    OutputFolderError,
    RolloutExport,
    atif_inputs,
    check_output_folder,
    map_documents,
    staged_folder,
    trajectories,
    trajectory_id_of,
)
from trajspec.converters._messages import (
    DIALECTS,
    LOSS_REPORT,
    REASONS,
    MessagesOptions,
    MessagesResult,
    MessagesUsageError,
    export_messages,
)
from trajspec.converters._messages import BatchOptions as MessagesBatchOptions
from trajspec.converters._otlp.batch import OtlpResult, OtlpUsageError, export_otlp
from trajspec.converters._otlp.encode import dumps_otlp
from trajspec.converters._otlp.trace import OtlpOptions, atif_to_otlp
from trajspec.converters._projection.batch import (
    LineProblem,
    ProjectOptions,
    ProjectOutputError,
    ProjectResult,
    project_chunk,
    project_file,
)
from trajspec.converters._projection.capture import read_capture
from trajspec.converters._projection.enrich import enrich
from trajspec.converters._projection.ownership import join_model_calls
from trajspec.converters._projection.perf import (
    PerfSummary,
    build_ng_perf,
    expected_usage,
    perf_summary,
)
from trajspec.converters._projection.trajectory import Projection, project_trajectory
from trajspec.converters._report.build import ReportLimits, build_report
from trajspec.converters._report.compare import compare_reports
from trajspec.converters._report.html import render_html
from trajspec.converters._reverify.batch import (
    ReverifyInputError,
    ReverifySummary,
    failures_path,
    reverify,
)
from trajspec.converters._reverify.rebuild import ResponseResult, atif_to_response
from trajspec.converters._reverify.verifiers import (
    HttpVerifier,
    VerifierFailure,
    checked_timeout,
    load_callable,
)
from trajspec.converters._runs.aggregate import (
    Aggregate,
    PerfReport,
    aggregate_runs,
    perf_report,
    status_total,
)
from trajspec.converters._runs.collection import DispatchError, RolloutCollectionHelper
from trajspec.converters._runs.layout import RunFolderError, row_inputs, split_name
from trajspec.converters._runs.reader import (
    RunRow,
    ShardStatus,
    read_run,
    resume_rows,
    run_status,
    select_shards,
    shard_status,
)
from trajspec.converters._runs.recorder import RunRecorder

__all__: list[str] = [
    "DIALECTS",
    "LOSS_REPORT",
    "REASONS",
    "Aggregate",
    "AtifDocument",
    "AtifExportResult",
    "AtifInputError",
    "DispatchError",
    "DocumentOutcome",
    "ExportResult",
    "ExportUsageError",
    "HttpVerifier",
    "LineProblem",
    "MessagesBatchOptions",
    "MessagesOptions",
    "MessagesResult",
    "MessagesUsageError",
    "OtlpOptions",
    "OtlpResult",
    "OtlpUsageError",
    "OutputFolderError",
    "PerfReport",
    "PerfSummary",
    "ProjectOptions",
    "ProjectOutputError",
    "ProjectResult",
    "Projection",
    "ReportLimits",
    "ResponseResult",
    "ReverifyInputError",
    "ReverifySummary",
    "RolloutCollectionHelper",
    "RolloutExport",
    "RunFolderError",
    "RunRecorder",
    "RunRow",
    "ShardStatus",
    "VerifierFailure",
    "aggregate_runs",
    "atif_inputs",
    "atif_to_otlp",
    "atif_to_response",
    "build_ng_perf",
    "build_report",
    "check_output_folder",
    "checked_timeout",
    "compare_reports",
    "dumps_atif",
    "dumps_otlp",
    "enrich",
    "expected_usage",
    "export_atif",
    "export_messages",
    "export_otlp",
    "export_rollouts",
    "failures_path",
    "join_model_calls",
    "load_callable",
    "map_documents",
    "perf_report",
    "perf_summary",
    "project_chunk",
    "project_file",
    "project_trajectory",
    "read_capture",
    "read_run",
    "render_html",
    "resume_rows",
    "reverify",
    "row_inputs",
    "run_status",
    "select_shards",
    "shard_status",
    "split_name",
    "staged_folder",
    "status_total",
    "trajectories",
    "trajectory_id_of",
]
