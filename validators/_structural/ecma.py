"""JSON Schema ``pattern`` with its specified meaning (ECMA-262) on Python's ``re``.

python-jsonschema, the oracle, runs ``pattern`` through ``re.search``, where a few constructs
mean something else than in ECMA-262, which Draft 2020-12 names and which jsonschema-rs, Ajv
and pydantic's regex engine follow: ``$`` also matches before a final newline (``"abc\\n"``
passes ``^[a-z]+$``), ``\\s`` is Python's whitespace (``\\x1c`` to ``\\x1f`` and ``\\x85`` in,
``\\ufeff`` out), ``\\d`` and ``\\w`` take non-ASCII digits and letters, ``.`` takes ``\\r``.
``ecma_regex`` rewrites those constructs so that the oracle judges patterns as the engines do.
"""

from __future__ import annotations

import functools
import re

# ECMA-262 WhiteSpace and LineTerminator: the set \s stands for.
ECMA_SPACE = (
    "\\t\\n\\x0b\\x0c\\r \\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff"
)
_DOT = "[^\\n\\r\\u2028\\u2029]"


@functools.cache
def ecma_regex(pattern: str) -> re.Pattern[str]:
    """``pattern`` compiled for ``search`` with its ECMA-262 meaning. re.ASCII gives ``\\d``,
    ``\\w`` and ``\\b`` theirs; ``$``, ``.`` and ``\\s`` are rewritten."""
    out: list[str] = []
    in_class = False
    index = 0
    while index < len(pattern):
        char = pattern[index]
        if char == "\\" and index + 1 < len(pattern):
            escaped = pattern[index + 1]
            if escaped == "s":
                out.append(ECMA_SPACE if in_class else f"[{ECMA_SPACE}]")
            elif escaped == "S" and not in_class:
                out.append(f"[^{ECMA_SPACE}]")
            elif escaped == "S":
                raise ValueError(f"cannot translate \\S inside a class: {pattern!r}")
            else:
                out.append(char + escaped)
            index += 2
            continue
        if in_class:
            in_class = char != "]"
            out.append(char)
        elif char == "[":
            in_class = True
            out.append(char)
            if pattern.startswith("^", index + 1):  # a leading ^ negates; it is no literal
                out.append("^")
                index += 1
        elif char == "$":
            out.append("\\Z")
        elif char == ".":
            out.append(_DOT)
        else:
            out.append(char)
        index += 1
    return re.compile("".join(out), re.ASCII)


def ecma_search(pattern: str, text: str) -> bool:
    """Whether ``text`` matches ``pattern`` anywhere, as JSON Schema's ``pattern`` means it."""
    try:
        compiled = ecma_regex(pattern)
    except (ValueError, re.error):
        return re.search(pattern, text) is not None  # beyond the rewrite: Python's meaning
    return compiled.search(text) is not None
