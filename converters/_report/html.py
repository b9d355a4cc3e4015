"""The report as one self-contained HTML file: the page, its style, its script and its data
inline (no network, no CDN: it opens from disk).

The page (``template/report.html``), style (``report.css``) and script (``report.js``) are
package data; the script draws everything, charts included (inline SVG), from the data that
``build.build_report`` made, embedded as a JSON script element.
"""

from __future__ import annotations

from collections.abc import Iterator
from importlib.resources import files
from typing import Any

import orjson

_TEMPLATE = files("trajspec.converters._report") / "template"


def _part(name: str) -> str:
    return (_TEMPLATE / name).read_text(encoding="utf-8")


def _escaped(data: Any) -> bytes:
    """The data as JSON that an HTML parser cannot end early: ``<`` appears in JSON only
    inside strings, where ``\\u003c`` means the same (so neither ``</script>`` nor ``<!--``
    can occur), and U+2028/U+2029 are escaped likewise."""
    return (
        orjson.dumps(data)
        .replace(b"<", b"\\u003c")
        .replace("\u2028".encode(), b"\\u2028")
        .replace("\u2029".encode(), b"\\u2029")
    )


def render_html(data: dict[str, Any]) -> Iterator[bytes]:
    """The bytes of the report page, in pieces (for an atomic write)."""
    page = _part("report.html")
    head, rest = page.split("/*STYLE*/", 1)
    middle, rest = rest.split("/*DATA*/", 1)
    between, tail = rest.split("/*SCRIPT*/", 1)
    title = str(data.get("title", "trajspec report"))
    safe_title = title.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    yield head.replace("{{title}}", safe_title).encode()
    yield _part("report.css").encode()
    yield middle.encode()
    yield _escaped(data)
    yield between.encode()
    yield _part("report.js").replace("</", "<\\/").encode()
    yield tail.encode()


__all__ = ["render_html"]
