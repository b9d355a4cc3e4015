"""docs/reference/python-api.md: the Python API's reference, from its docstrings.

One heading per function of ``trajspec`` that does a job, with its signature and docstring
(examples included: ``tests/api/test_api.py`` runs them as doctests), then the result
classes, their fields and properties, and ``Finding``.
"""

from __future__ import annotations

import dataclasses
import inspect
import re
from typing import Any

PAGE = "python-api.md"

#: The jobs, in the order of the command line's walk-through.
JOBS = (
    "validate",
    "iter_validate",
    "project",
    "health",
    "export_atif",
    "reverify",
    "coverage",
    "report",
)
RESULTS = (
    "ValidationResult",
    "ProjectionResult",
    "HealthCheckResult",
    "AtifExportResult",
    "ReverifyResult",
    "CoverageResult",
    "ReportResult",
    "Finding",
    "Position",
    "InputError",
)


_ROLE = re.compile(r":(?:func|class|mod|meth|attr):`~?([^`]+)`")


def _doc(value: Any) -> str:
    """A docstring, dedented, in Markdown: reST literals and roles become code spans."""
    text = inspect.cleandoc(value.__doc__ or "").strip()
    return _ROLE.sub(r"`\1`", text).replace("``", "`")


def _signature(name: str, function: Any) -> str:
    """The signature as written (the annotations are strings: ``from __future__ import
    annotations``), one parameter a line."""
    signature = inspect.signature(function)
    params = []
    star = False
    for param in signature.parameters.values():
        if param.kind is param.KEYWORD_ONLY and not star:
            params.append("*")
            star = True
        text = param.name + (f": {param.annotation}" if param.annotation is not param.empty else "")
        if param.default is not param.empty:
            text += f" = {param.default!r}"
        params.append(text)
    body = "".join(f"\n    {p}," for p in params)
    return f"```python\ntrajspec.{name}({body}\n) -> {signature.return_annotation}\n```\n"


def _docstring_block(text: str) -> list[str]:
    """A docstring as Markdown: its prose as is, its doctest examples as a python block."""
    out: list[str] = []
    prose: list[str] = []
    example: list[str] = []
    for line in text.splitlines():
        starts = line.startswith((">>>", "..."))
        if starts or (example and line.strip()):
            if prose:
                out.append("\n".join(prose).strip() + "\n")
                prose = []
            example.append(line)
            continue
        if example:
            out.append("```python\n" + "\n".join(example) + "\n```\n")
            example = []
        prose.append(line)
    if example:
        out.append("```python\n" + "\n".join(example) + "\n```\n")
    if "\n".join(prose).strip():
        out.append("\n".join(prose).strip() + "\n")
    return out


def _members(cls: type) -> list[str]:
    lines = []
    if dataclasses.is_dataclass(cls):
        for field in dataclasses.fields(cls):
            lines.append(f"- `{field.name}`: `{field.type}`")
    for name, value in sorted(vars(cls).items()):
        if isinstance(value, property) and not name.startswith("_"):
            doc = _doc(value).split("\n\n")[0].replace("\n", " ")
            lines.append(f"- `{name}` (property)" + (f": {doc}" if doc else ""))
    return lines


def python_api_page(header: str) -> str:
    """The page's text; ``header`` is the generated-file notice of docs/reference."""
    import trajspec

    lines = [
        header,
        "# Python API\n",
        "Generated from the docstrings of `trajspec` (`trajspec/_api/`). Each job of the "
        "command line is one function; each returns a result object with `findings` (a tuple "
        "of `trajspec.Finding`) and `ok`. `import trajspec` is cheap: the engines are loaded "
        "on the first use of a job. The examples run from the repository root, with an "
        "`out/` folder, and are tested (`tests/api/test_api.py`).\n",
        "## Jobs\n",
    ]
    for name in JOBS:
        function = getattr(trajspec, name)
        lines.append(f"### `trajspec.{name}`\n")
        lines.append(_signature(name, function))
        lines.extend(_docstring_block(_doc(function)))
    lines.append("## Results and findings\n")
    for name in RESULTS:
        cls = getattr(trajspec, name)
        lines.append(f"### `trajspec.{name}`\n")
        lines.extend(_docstring_block(_doc(cls)))
        members = _members(cls)
        if members:
            lines.append("\n".join(members) + "\n")
    return "\n".join(lines).rstrip() + "\n"


__all__ = ["PAGE", "python_api_page"]
