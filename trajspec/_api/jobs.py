"""The jobs of the Python API: each one call over the engine the command line runs.

Each function takes what the command takes (paths, and for ``validate`` also bytes, text and
parsed values), runs the same engine in this process (``jobs=N``: N worker processes, the same
results) and returns a result object with ``findings`` and ``ok``. Bad input is a finding; an
input that cannot be read at all, or an output that must not be written, raises
:class:`trajspec.InputError`. No job prints.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from trajspec._api.results import (
    AtifExportResult,
    CoverageResult,
    HealthCheckResult,
    ProjectionResult,
    ReportResult,
    ReverifyResult,
    ValidationResult,
)
from trajspec._api.sources import InputError, PathOrData, paths, sources
from trajspec._cli.inputs import is_failures_sidecar
from trajspec._files import write_atomic
from trajspec._findings import SEVERITY_RANK, Finding, Severity
from trajspec._jsonl import LocalEngine
from trajspec._outputs import Output, OutputError, ReadFolder, cannot_write, check_outputs
from trajspec.converters import (
    ExportUsageError,
    HttpVerifier,
    LineProblem,
    ProjectOptions,
    ProjectOutputError,
    ReportLimits,
    ReverifyInputError,
    export_rollouts,
    project_file,
    render_html,
)
from trajspec.converters import reverify as reverify_export
from trajspec.validators import (
    KIND_SCHEMAS,
    DocumentResult,
    ValidationSummary,
    check_sources,
    health_settings,
    measure_coverage,
    validate_document,
    validate_sources,
    write_health_reports,
)

#: A document already parsed (a dict) or a stream of them.
Parsed = Mapping[str, Any] | Iterable[Mapping[str, Any]]


def _engine(jobs: int) -> LocalEngine:
    if jobs < 1:
        raise ValueError("jobs must be at least 1")
    return LocalEngine(jobs)


def _kind(kind: str | None) -> str | None:
    if kind is None or kind == "auto":
        return None
    if kind not in KIND_SCHEMAS:
        raise ValueError(f"kind must be auto or one of {', '.join(KIND_SCHEMAS)}: {kind!r}")
    return kind


def _is_parsed(data: object) -> bool:
    if isinstance(data, Mapping):
        return True
    if isinstance(data, (str, bytes, bytearray, memoryview, os.PathLike)):
        return False
    return not isinstance(data, Sequence) or any(isinstance(x, Mapping) for x in data[:1])


def _parsed(data: Parsed, kind: str | None) -> Iterator[DocumentResult]:
    if isinstance(data, Mapping):
        yield DocumentResult("<value>", None, kind, validate_document(data, kind))
        return
    for number, value in enumerate(data, start=1):
        findings = validate_document(value, kind)
        yield DocumentResult(
            "<values>", number, kind, [f.located(file="<values>", line=number) for f in findings]
        )


def iter_validate(
    data: PathOrData | Sequence[PathOrData] | Parsed,
    *,
    kind: str = "auto",
    input_format: str = "auto",
    jobs: int = 1,
) -> Iterator[DocumentResult]:
    """Validate document by document: yields a ``trajspec.validators.DocumentResult``
    (``file``, ``line``, ``kind``, ``findings``, ``ok``) per document, in input order, and
    holds a bounded number of chunks whatever the size of the input.

    ``data`` is what :func:`validate` takes. Bad documents are findings; an input that cannot
    be opened raises :class:`trajspec.InputError`.

    >>> import trajspec
    >>> for doc in trajspec.iter_validate("examples/rollouts.jsonl"):
    ...     print(doc.line, doc.ok, [f.code for f in doc.findings][:2])
    1 True []
    2 True []
    3 True ['model_call_ref.resolves']
    4 False ['turn.number_unique']
    5 False ['row.identity_matches_trajectory']
    6 False ['schema.minimum']
    7 False ['schema.additionalProperties']
    9 False ['json.truncated']
    """
    chosen = _kind(kind)
    if _is_parsed(data):
        yield from _parsed(data, chosen)  # type: ignore[arg-type]
        return
    found = sources(data, input_format=input_format)  # type: ignore[arg-type]
    try:
        yield from validate_sources(found, kind=chosen, engine=_engine(jobs))
    except OSError as error:
        raise InputError(f"{error.filename or 'input'}: {error.strerror}") from None


def validate(
    data: PathOrData | Sequence[PathOrData] | Parsed,
    *,
    kind: str = "auto",
    input_format: str = "auto",
    fail_on: Severity = "error",
    jobs: int = 1,
) -> ValidationResult:
    """Validate documents: every finding of every document, as ``trajspec validate``.

    ``data`` is a path (a file, a run folder or a glob of shards; a ``*.json`` file holds one
    document, any other file is JSON Lines), the bytes or text of one document or of JSON
    Lines, an already-parsed document (a dict) or an iterable of them, or a list of paths.
    ``kind`` is what every document is (``row``, ``failure``, ``trajectory``,
    ``observations``, ``capture``, ``atif``; ``auto`` detects each); ``input_format``
    (``auto``, ``json``, ``jsonl``) as ``--input``. ``result.ok`` is true when no finding is at
    or above ``fail_on``. For a large input, :func:`iter_validate` keeps memory flat.

    >>> import trajspec
    >>> result = trajspec.validate("examples/rollouts.jsonl")
    >>> result.ok, result.documents, len(result.findings)
    (False, 8, 6)
    >>> finding = result.findings[0]
    >>> finding.code, finding.severity, finding.pointer
    ('model_call_ref.resolves', 'warning', '/ng_trajectory/turns/1/model_calls/0')
    >>> finding.position
    Position(file='examples/rollouts.jsonl', line=3, column=1413, end_line=3, end_column=1509)
    >>> [(f.code, f.pointer) for f in trajspec.validate({"_ng_task_index": -1}, kind="row").findings]
    [('schema.minimum', '/_ng_task_index')]
    """
    if fail_on not in SEVERITY_RANK:
        raise ValueError(f"fail_on must be error, warning or info: {fail_on!r}")
    summary = ValidationSummary()
    findings: list[Finding] = []
    for document in iter_validate(data, kind=kind, input_format=input_format, jobs=jobs):
        summary.add(document)
        findings.extend(document.findings)
    return ValidationResult(
        tuple(findings),
        summary.documents,
        summary.with_findings,
        fail_on,
        dict(sorted(summary.by_code.items())),
    )


def project(
    rows: PathOrData,
    output: str | os.PathLike[str],
    *,
    capture_dir: str | os.PathLike[str] | None = None,
    payloads: bool = True,
    observability: bool = True,
    delete_capture: bool = False,
    jobs: int = 1,
) -> ProjectionResult:
    """Project rollout rows into ``output``, as ``trajspec project``: every row enriched with
    ``ng_model_call_capture`` (from the ``<rollout_id>.capture.jsonl`` files of
    ``capture_dir``), ``ng_trajectory`` and ``ng_perf``, in input order, written whole or not
    at all. A line that stops the batch is a finding (then nothing is written).

    >>> import trajspec
    >>> result = trajspec.project("examples/joined/rows.jsonl", "out/joined.jsonl",
    ...                           capture_dir="examples/joined/capture")
    >>> result.ok, result.rows
    (True, 1)
    """
    (source, *rest) = sources(rows, input_format="jsonl")
    if rest:
        raise InputError("project reads one file of rows; name one")
    target = Path(output)
    capture = None if capture_dir is None else Path(capture_dir)
    if delete_capture and (capture is None or not payloads):
        raise ValueError("delete_capture needs capture_dir and payloads")
    if capture is not None and not capture.is_dir():
        raise InputError(f"capture_dir {capture}: no such directory")
    if not target.parent.is_dir():
        raise InputError(f"{output}: the folder {target.parent} does not exist")
    _check([Output("output", target)], [source.path], capture, delete_capture)
    problems: list[LineProblem] = []
    options = ProjectOptions(
        capture_dir=None if capture is None else str(capture),
        observability_enabled=observability,
        include_model_call_payloads=payloads,
        delete_model_call_capture=delete_capture,
    )
    try:
        done = project_file(
            source, target, options, engine=_engine(jobs), on_problem=problems.append
        )
    except ProjectOutputError as error:
        raise InputError(str(error)) from None
    except OSError as error:
        raise InputError(f"{error.filename or 'input'}: {error.strerror}") from None
    return ProjectionResult(done.output, done.rows, tuple(p.finding() for p in problems))


def _check(
    outputs: list[Output],
    reads: Iterable[Path | None],
    capture: Path | None = None,
    deleted: bool = False,
) -> None:
    folders = (
        []
        if capture is None
        else [
            ReadFolder(
                capture,
                "the capture folder",
                matches=lambda name: name.endswith(".capture.jsonl"),
                deleted=deleted,
            )
        ]
    )
    try:
        check_outputs(outputs, reads=[p for p in reads if p is not None], folders=folders)
    except OutputError as error:
        raise InputError(str(error)) from None


def health(
    rollouts: PathOrData | Sequence[PathOrData],
    *,
    output_dir: str | os.PathLike[str] | None = None,
    ignore: Iterable[str] = (),
    jobs: int = 1,
) -> HealthCheckResult:
    """The rollout health checks, as ``trajspec health``: verdicts and the quality summary
    of rollout rows (files, run folders, globs; failure sidecars a folder brings are skipped).
    Each flagged check is a finding placed in its row; ``result.ok`` when no rollout is
    unhealthy. The reports (``quality_summary.json``, ``rollout_verdicts.jsonl``) are written
    into ``output_dir`` when it is given; ``ignore`` names checks to leave out.

    >>> import trajspec
    >>> result = trajspec.health("examples/terminus/rows.jsonl")
    >>> result.ok, result.unhealthy, sorted({f.code for f in result.findings})
    (False, 1, ['model_call_failed', 'model_call_missing_token_counts'])
    """
    try:
        settings = health_settings(list(ignore))
    except ValueError as error:
        raise ValueError(f"ignore: {error}") from None
    found = sources(rollouts, input_format="auto", rollouts=True)
    folder = None if output_dir is None else Path(output_dir)
    if folder is not None:
        from trajspec.validators import health_report_paths

        _check(
            [Output("output_dir", p) for p in health_report_paths(folder)], [s.path for s in found]
        )
    try:
        result = check_sources(found, settings, engine=_engine(jobs))
    except OSError as error:
        raise InputError(f"{error.filename or 'input'}: {error.strerror}") from None
    reports = None
    if folder is not None:
        try:
            folder.mkdir(parents=True, exist_ok=True)
            reports = write_health_reports(result, folder)
        except OSError as error:
            raise InputError(cannot_write(folder, error)) from None
    return HealthCheckResult(result.summary, tuple(result.findings()), result.unhealthy, reports)


def export_atif(
    rollouts: str | os.PathLike[str] | Sequence[str | os.PathLike[str]],
    output_dir: str | os.PathLike[str],
    *,
    session_id: str,
    agent_version: str,
    jobs: int = 1,
    fail_fast: bool = False,
    max_findings: int | None = None,
    max_per_row: int | None = None,
) -> AtifExportResult:
    """Export rollout rows as strict ATIF v1.7, as ``trajspec export --format atif``: one
    ``<task>-<rollout>.json`` per row and a ``manifest.jsonl`` in the new folder
    ``output_dir``, all or nothing; a row that cannot be exported without dropping or
    guessing is rejected with every reason as a finding (then nothing is written).
    Each row is pre-checked first (a row its row-level checks reject is not walked);
    ``fail_fast`` stops at the first rejected row; ``max_findings`` and ``max_per_row`` cap
    the findings kept, in all and per row (None: every one; the rest are counted in
    ``omitted``); ``rejected`` and ``rows_by_code`` count every rejected row.

    >>> import trajspec
    >>> result = trajspec.export_atif("examples/run", "out/export",
    ...                               session_id="walkthrough", agent_version="1.0.0")
    >>> result.ok, result.exported, result.manifest.name
    (True, 3, 'manifest.jsonl')
    """
    files = [str(p) for p in paths(rollouts)]
    try:
        done = export_rollouts(
            files,
            output_dir,
            session_id=session_id,
            agent_version=agent_version,
            engine=_engine(jobs),
            fail_fast=fail_fast,
            max_per_row=max_per_row,
            max_findings=max_findings,
        )
    except ExportUsageError as error:
        raise InputError(str(error)) from None
    return done


def reverify(
    manifest: str | os.PathLike[str],
    inputs: str | os.PathLike[str],
    output: str | os.PathLike[str],
    *,
    verifier: Callable[[dict[str, Any]], Any] | None = None,
    verify_url: str | None = None,
    timeout: float = 60.0,
    dry_run: bool = False,
    jobs: int = 1,
) -> ReverifyResult:
    """Re-score an ATIF export, as ``trajspec reverify``: each manifest entry's response is
    rebuilt from its ATIF document, joined with its materialized input (``inputs``) and sent
    to ``verifier`` (a callable ``payload -> answer``) or to the verify service at
    ``verify_url``; the results go to ``output``, the rejected and failed entries to its
    ``_failures`` file beside it and, as findings, to ``result.findings``. ``dry_run`` builds
    the payloads and calls nothing.

    >>> import trajspec
    >>> from pathlib import Path
    >>> rows = sorted(Path("examples/run").glob("*_materialized_inputs.jsonl"))
    >>> _ = Path("out/inputs.jsonl").write_bytes(b"".join(p.read_bytes() for p in rows))
    >>> result = trajspec.reverify("examples/export/manifest.jsonl", "out/inputs.jsonl",
    ...                            "out/reverify.jsonl", dry_run=True)
    >>> result.ok, result.summary.accepted
    (True, 3)
    """
    if verifier is not None and verify_url is not None:
        raise ValueError("verifier and verify_url exclude each other; give one")
    if verify_url is not None:
        verifier = HttpVerifier(verify_url, timeout)
    found: list[Finding] = []
    try:
        summary = reverify_export(
            manifest,
            inputs,
            output,
            verifier=verifier,
            jobs=jobs,
            dry_run=dry_run,
            findings=found.extend,
        )
    except ReverifyInputError as error:
        raise InputError(str(error)) from None
    return ReverifyResult(summary, tuple(found))


def coverage(rollouts: PathOrData | Sequence[PathOrData], *, jobs: int = 1) -> CoverageResult:
    """The trajectory capability matrix of rollout rows, as ``trajspec coverage``: per agent
    and criterion, how many rows hold the evidence (``result.report``,
    ``result.to_json()``). A line that cannot be read is a finding and is judged for no agent.

    >>> import trajspec
    >>> result = trajspec.coverage("examples/run")
    >>> result.ok, result.to_json()["rows"], [a["agent"] for a in result.to_json()["agents"]]
    (True, 3, ['calc_agent'])
    """
    found = [
        s
        for s in sources(rollouts, input_format="auto", rollouts=True)
        if s.path is None or not is_failures_sidecar(s.path)
    ]
    if not found:
        raise InputError("the inputs name no rollout file (failure sidecars are not read)")
    unreadable: list[Finding] = []

    def on_unreadable(file: str, line: int, code: str, message: str) -> None:
        unreadable.append(Finding(code, "", message, file=file, line=line))

    try:
        report = measure_coverage(found, engine=_engine(jobs), on_unreadable=on_unreadable)
    except OSError as error:
        raise InputError(f"{error.filename or 'input'}: {error.strerror}") from None
    return CoverageResult(report, tuple(unreadable))


def report(
    inputs: str | os.PathLike[str] | Sequence[str | os.PathLike[str]],
    output: str | os.PathLike[str],
    *,
    title: str | None = None,
    detail: int | None = None,
    jobs: int = 1,
    compare: str | os.PathLike[str] | None = None,
) -> ReportResult:
    """Write the self-contained HTML report of rollout rows, run folders (their failed and
    omitted tries listed) and ATIF documents, as ``trajspec report``: the overview of the
    validate, health, coverage and perf engines and a bounded view of each row (``detail``
    rows in full; default as the command line); with ``compare``, that run beside this one
    (``--compare``; ``totals`` are this run's).

    >>> import trajspec
    >>> result = trajspec.report("examples/run", "out/report.html")
    >>> result.ok, result.totals["documents"], result.output.name
    (True, 3, 'report.html')
    """
    from trajspec._cli.commands.report import page_data, report_inputs, run_reports
    from trajspec._cli.inputs import InputError as _CliInputError
    from trajspec._cli.inputs import ensure_readable

    names = [str(x) for x in ([inputs] if isinstance(inputs, (str, os.PathLike)) else inputs)]
    runs = [names] + ([[os.fspath(compare)]] if compare is not None else [])
    try:
        found = [report_inputs(run) for run in runs]
        readable = [(ensure_readable(rows), ensure_readable(sidecars)) for rows, sidecars in found]
    except _CliInputError as error:
        raise InputError(str(error)) from None
    target = Path(output)
    _check(
        [Output("output", target)],
        [s.path for rows, sidecars in readable for s in [*rows, *sidecars]],
    )
    limits = ReportLimits() if detail is None else ReportLimits(detail_rollouts=detail)
    labels = [", ".join(run) for run in runs]
    heading = title or f"trajspec report: {' vs '.join(labels)}"
    try:
        datas = run_reports(
            [
                (rows, sidecars, label)
                for (rows, sidecars), label in zip(readable, labels, strict=True)
            ],
            limits=limits,
            engine=_engine(jobs),
            progress=None,
            title=heading,
        )
    except OSError as error:
        raise InputError(f"{error.filename or 'input'}: {error.strerror}") from None
    try:
        write_atomic(target, render_html(page_data(datas, heading)))
    except OSError as error:
        raise InputError(cannot_write(target, error)) from None
    return ReportResult(target, dict(datas[0]["totals"]))


__all__ = [
    "coverage",
    "export_atif",
    "health",
    "iter_validate",
    "project",
    "report",
    "reverify",
    "validate",
]
