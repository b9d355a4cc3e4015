"""Clean terminals: the one escape of data on its way to a terminal (``trajspec._cli.safe``),
and the renderers that use it. The fuzz test over every command is
``tests/fuzz/test_fuzz_hostile_text.py``."""

from __future__ import annotations

import io
import os
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import orjson
import pytest
from hypothesis import given
from hypothesis import strategies as st

from trajspec._cli.app import main
from trajspec._cli.safe import UNSAFE, SafeStream, escape, escape_lines, unguarded

#: Every character the escape must rewrite, by kind.
C0 = [chr(c) for c in range(0x20)]
C1 = ["\x7f", *(chr(c) for c in range(0x80, 0xA0))]
BIDI = [
    "\u061c",
    "\u200e",
    "\u200f",
    *map(chr, range(0x202A, 0x202F)),
    *map(chr, range(0x2066, 0x206A)),
]


@pytest.mark.parametrize("char", C0 + C1 + BIDI + ["\u2028", "\u2029"], ids=ascii)
def test_every_terminal_control_is_escaped(char: str) -> None:
    assert escape(f"a{char}b") == f"a\\u{ord(char):04x}b"
    # JSON reads the escape back as the character
    assert orjson.loads(f'"\\u{ord(char):04x}"') == char


@pytest.mark.parametrize(
    "text", ["plain", "ünïcødé ✅ 🟡", "a\\b", "\u00a0\u00ff", "\u202f\u2070", "日本語", " \u00a0"]
)
def test_printable_text_is_left_as_it_is(text: str) -> None:
    assert escape(text) == text == escape_lines(text)
    assert UNSAFE.search(text) is None


def test_a_byte_that_is_not_utf8_is_shown_as_a_byte() -> None:
    # os.fsdecode keeps it as a lone surrogate, which no UTF-8 output can write
    assert escape(os.fsdecode(b"run\xff\x1b")) == "run\\xff\\u001b"
    assert escape("\ud800") == "\\ud800"


def test_lines_keep_their_line_feeds_and_nothing_else() -> None:
    assert escape("a\nb\r\tc") == "a\\u000ab\\u000d\\u0009c"
    assert escape_lines("a\nb\r\tc\n") == "a\nb\\u000d\\u0009c\n"


@given(st.text(alphabet=st.characters(codec=None, max_codepoint=0x2100)))
def test_lines_are_escaped_as_their_parts(text: str) -> None:
    # the ASCII shortcut of escape_lines gives what the pattern gives
    assert escape_lines(text) == "\n".join(escape(part) for part in text.split("\n"))
    assert UNSAFE.search(escape(text)) is None


def test_the_stream_escapes_and_the_progress_line_gets_past_it() -> None:
    raw = io.StringIO()
    stream = SafeStream(raw)
    assert stream.write("\x1b[2Jclear\n") == len("\x1b[2Jclear\n")
    assert raw.getvalue() == "\\u001b[2Jclear\n"
    assert unguarded(stream) is raw  # type: ignore[arg-type]
    assert unguarded(SafeStream(stream)) is raw  # type: ignore[arg-type]
    assert unguarded(raw) is raw


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(list(argv), stderr=err)
    return code, out.getvalue(), err.getvalue()


HOSTILE_KEY = "k\x1b]0;owned\x07\r\nrows.jsonl:9:1: error   /  fake.code: clean\u202e"


def test_validate_text_shows_a_hostile_key_escaped_in_its_line(tmp_path: Path) -> None:
    rows = tmp_path / "rows\x1b[2J.jsonl"
    rows.write_bytes(orjson.dumps({"schema_version": "ATIF-v1.7", HOSTILE_KEY: 1}) + b"\n")
    code, out, err = run("validate", str(rows))
    assert code == 1, err
    assert UNSAFE.search(out.replace("\n", "")) is None
    assert "rows\\u001b[2J.jsonl" in out
    assert "/k\\u001b]0;owned\\u0007\\u000d\\u000arows.jsonl:9:1" in out
    assert not any(line.startswith("rows.jsonl:9") for line in out.splitlines())


def test_a_message_naming_a_hostile_path_is_escaped(tmp_path: Path) -> None:
    code, _, err = run("validate", str(tmp_path / "gone\u202e\nfake"))
    assert code == 2
    assert err == f"trajspec: {tmp_path}/gone\\u202e\\u000afake: no such file\n"


def test_argparse_echoes_an_argument_escaped() -> None:
    code, _, err = run("validate", "--kind", "\x1b[31mred\u202e", "x")
    assert code == 2
    assert UNSAFE.search(err.replace("\n", "")) is None
    assert "\\u001b[31mred\\u202e" in err or "\\x1b[31mred\\u202e" in err


def test_json_output_keeps_its_meaning(tmp_path: Path) -> None:
    """The stream escapes C1 controls and bidirectional marks that JSON may carry raw: in a
    JSON string the escape is the same character."""
    rows = tmp_path / "rows.jsonl"
    key = "a\u202eb\x85c"
    rows.write_bytes(orjson.dumps({"schema_version": "ATIF-v1.7", key: 1}) + b"\n")
    code, out, err = run("validate", str(rows), "--format", "json")
    assert code == 1, err
    assert UNSAFE.search(out.replace("\n", "")) is None
    pointers = [orjson.loads(line)["path"] for line in out.splitlines()]
    assert f"/{key}" in pointers


def test_coverage_escapes_agent_names_in_text_and_markdown(tmp_path: Path) -> None:
    rows = tmp_path / "rows.jsonl"
    name = "agent\x1b[8m\nagent fake: 9 rows\u2066"
    rows.write_bytes(orjson.dumps({"_ng_task_index": 0, "agent_ref": {"name": name}}) + b"\n")
    for fmt in ("text", "markdown"):
        code, out, err = run("coverage", str(rows), "--format", fmt)
        assert code == 0, err
        assert UNSAFE.search(out.replace("\n", "")) is None
        assert not any(line.startswith("agent fake") for line in out.splitlines())
        assert "\\u001b[8m" in out and "\\u2066" in out
