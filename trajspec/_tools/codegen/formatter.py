"""A datamodel-code-generator formatter: integers become ``JsonInt``.

datamodel-code-generator writes ``StrictInt`` for ``--strict-types int``; strict int rejects
``1.0``, which JSON Schema calls an integer. This formatter swaps in ``JsonInt``.
"""

from __future__ import annotations

import re

from datamodel_code_generator.format import CustomCodeFormatter

_PYDANTIC_IMPORT = re.compile(r"^from pydantic import (?P<names>.+)$", re.MULTILINE)


class CodeFormatter(CustomCodeFormatter):
    """Replace pydantic's ``StrictInt`` by trajspec's ``JsonInt``."""

    def apply(self, code: str) -> str:
        if "StrictInt" not in code:
            return code

        def swap(match: re.Match[str]) -> str:
            names = [n.strip() for n in match["names"].split(",") if n.strip() != "StrictInt"]
            return (
                f"from pydantic import {', '.join(names)}\nfrom trajspec._modeltypes import JsonInt"
            )

        code = _PYDANTIC_IMPORT.sub(swap, code, count=1)
        return re.sub(r"\bStrictInt\b", "JsonInt", code)
