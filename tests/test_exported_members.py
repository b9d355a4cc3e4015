"""The public names of each public package, pinned: adding or removing one is a decision
made here, in review, not a side effect of a refactor."""

from __future__ import annotations

import importlib

import pytest

PUBLIC = {
    "trajspec": [
        "AtifExportResult",
        "CoverageResult",
        "Finding",
        "HealthCheckResult",
        "InputError",
        "Position",
        "ProjectionResult",
        "ReportResult",
        "ReverifyResult",
        "SchemaInfo",
        "UnknownSchemaError",
        "ValidationResult",
        "__version__",
        "all_schemas",
        "coverage",
        "export_atif",
        "find_schema",
        "health",
        "iter_validate",
        "project",
        "report",
        "reverify",
        "validate",
    ],
    "trajspec.validators": [
        "KIND_SCHEMAS",
        "CoverageReport",
        "DocumentResult",
        "HealthReport",
        "HealthResult",
        "ValidationSummary",
        "atif_findings",
        "check_rollouts",
        "check_sources",
        "detect_kind",
        "gym_profile_findings",
        "health_checks",
        "health_report_paths",
        "health_settings",
        "measure_coverage",
        "range_and_member_clean",
        "row_coverage",
        "structural_findings",
        "structure_and_range_clean",
        "validate_against",
        "validate_document",
        "validate_sources",
        "write_health_reports",
    ],
    "trajspec.converters": [
        "Aggregate",
        "BatchResult",
        "DispatchError",
        "ExportResult",
        "ExportUsageError",
        "HttpVerifier",
        "LineProblem",
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
        "RunFolderError",
        "RunRecorder",
        "RunRow",
        "ShardStatus",
        "VerifierFailure",
        "aggregate_runs",
        "atif_to_response",
        "build_ng_perf",
        "build_report",
        "checked_timeout",
        "dumps_atif",
        "enrich",
        "expected_usage",
        "export_atif",
        "export_rollouts",
        "failures_path",
        "join_model_calls",
        "load_callable",
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
        "status_total",
    ],
}


@pytest.mark.parametrize("module", sorted(PUBLIC))
def test_all_is_exactly_the_pinned_list(module: str) -> None:
    exported = importlib.import_module(module).__all__
    assert sorted(exported) == sorted(PUBLIC[module])
    assert len(set(exported)) == len(exported), "a name is listed twice"


@pytest.mark.parametrize("module", sorted(PUBLIC))
def test_every_exported_name_exists_and_says_where_it_lives(module: str) -> None:
    package = importlib.import_module(module)
    for name in package.__all__:
        value = getattr(package, name)  # AttributeError names the missing one
        owner = getattr(value, "__module__", None)
        if owner is not None and name != "__version__":
            assert owner.startswith("trajspec"), f"{module}.{name} comes from {owner}"
