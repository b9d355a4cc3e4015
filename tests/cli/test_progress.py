"""The progress line of the long commands (trajspec/_cli/progress.py).

Each command runs with its stderr on the slave end of a pseudo-terminal (``pty``) and its
stdout on a file: the terminal shows ``<verb> <n> <unit>``, bytes done of the total and a rate;
with ``--quiet``, or with stderr on a file, nothing but the command's own messages reaches
stderr; stdout holds the same bytes either way. Commands run in this process (each a few
milliseconds) with small chunks, so that every command calls its progress several times;
``test_a_child_on_a_terminal`` runs one as a child process, as a user would.
"""

from __future__ import annotations

import fcntl
import io
import os
import pty
import re
import shutil
import struct
import subprocess
import sys
import termios
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import orjson
import pytest

from trajspec._cli.app import main
from trajspec._cli.progress import ProgressLine, figures

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
ESCAPE = re.compile(rb"\x1b\[[0-9;?]*[A-Za-z]")
#: Bytes done of the total, as the line shows them: ``1.2/3.4 kB``.
DONE_OF_TOTAL = re.compile(r"\b[\d,]+(\.\d)?/[\d,]+(\.\d)? (B|kB|MB)\b")
RATE = re.compile(r"\b[\d,]+(\.\d)? (B|kB|MB)/s\b")
WIDTH = 120


# -- a terminal ---------------------------------------------------------------------------


def _terminal() -> tuple[int, int]:
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, WIDTH, 0, 0))
    return master, slave


def _drain(master: int, into: list[bytes]) -> threading.Thread:
    """Read what the terminal gets until every writer has closed it (the kernel's buffer is
    small: a writer nobody reads from would block)."""

    def read() -> None:
        while True:
            try:
                data = os.read(master, 65536)
            except OSError:  # EIO: no writer is left
                return
            if not data:
                return
            into.append(data)

    thread = threading.Thread(target=read, daemon=True)
    thread.start()
    return thread


def _screen(raw: bytes) -> list[str]:
    """The lines a terminal shows once it has been sent ``raw``: text overwrites at the
    cursor; CR, LF, cursor up (ESC[nA) and erase line (ESC[2K, ESC[K) move and wipe; other
    escape sequences (colours, cursor shown or hidden) change nothing on the screen."""
    lines: list[list[str]] = [[]]
    row = col = 0
    text = raw.decode()
    i = 0
    while i < len(text):
        char = text[i]
        if char == "\x1b":
            match = re.match(r"\x1b\[([0-9;?]*)([A-Za-z])", text[i:])
            assert match, text[i : i + 10]
            argument, command = match.groups()
            if command == "A":
                row = max(0, row - int(argument or "1"))
            elif command == "K":
                lines[row] = [] if argument == "2" else lines[row][:col]
            i += match.end()
            continue
        if char == "\r":
            col = 0
        elif char == "\n":
            row += 1
            while len(lines) <= row:
                lines.append([])
        else:
            line = lines[row]
            line.extend(" " * (col - len(line) + 1))
            line[col] = char
            col += 1
        i += 1
    return ["".join(line).rstrip() for line in lines]


# -- running a command ----------------------------------------------------------------------


@dataclass
class Ran:
    code: int
    stdout: bytes
    #: What stderr got: on a terminal, as the terminal received it (LF sent as CR LF).
    stderr: bytes

    @property
    def text(self) -> str:
        """stderr without escape sequences, each redraw on a line of its own."""
        return ESCAPE.sub(b"", self.stderr).replace(b"\r", b"\n").decode()


@pytest.fixture
def run(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Callable[..., Ran]]:
    """``run(argv, terminal=...)``: the command in this process, its stderr on a terminal
    (or a file), its stdout on a file; ``terminal="both"`` puts stdout on the terminal too."""
    for name in (
        "COLUMNS",
        "LINES",
        "NO_COLOR",
        "FORCE_COLOR",
        "TTY_COMPATIBLE",
        "TTY_INTERACTIVE",
    ):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.setenv("TRAJSPEC_PROGRESS_INTERVAL", "0")  # a redraw at every call
    monkeypatch.setattr("trajspec._jsonl.CHUNK_BYTES", 4096)  # several chunks per input
    counter = iter(range(1_000_000))

    def ran(argv: list[str], *, terminal: bool | str) -> Ran:
        stdout_path = tmp_path / f"stdout-{next(counter)}"
        out_file = stdout_path.open("w+b")
        got: list[bytes] = []
        if terminal:
            master, slave = _terminal()
            reader = _drain(master, got)
            err = io.TextIOWrapper(io.FileIO(slave, "w"), encoding="utf-8", line_buffering=True)
            if terminal == "both":
                out = io.TextIOWrapper(
                    io.FileIO(os.dup(slave), "w"), encoding="utf-8", line_buffering=True
                )
            else:
                out = io.TextIOWrapper(out_file, encoding="utf-8")
        else:
            err_file = (tmp_path / f"stderr-{next(counter)}").open("w+b")
            err = io.TextIOWrapper(err_file, encoding="utf-8")
            out = io.TextIOWrapper(out_file, encoding="utf-8")
        monkeypatch.setattr(sys, "stdout", out)
        monkeypatch.setattr(sys, "stderr", err)
        try:
            code = main(argv)
        finally:
            monkeypatch.setattr(sys, "stdout", sys.__stdout__)
            monkeypatch.setattr(sys, "stderr", sys.__stderr__)
            out.flush()
            err.flush()
        if terminal:
            out.close()
            err.close()
            reader.join(timeout=10)
            os.close(master)
            stderr = b"".join(got)
            stdout = b"" if terminal == "both" else stdout_path.read_bytes()
        else:
            err.seek(0)
            stderr = err.buffer.read()
            out.close()
            err.close()
            stdout = stdout_path.read_bytes()
        return Ran(code, stdout, stderr)

    yield ran


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("progress")
    inputs = folder / "inputs.jsonl"
    inputs.write_bytes(
        b"".join(
            path.read_bytes()
            for path in sorted((EXAMPLES / "run").glob("*_materialized_inputs.jsonl"))
        )
    )
    bad_rows = folder / "bad_rows.jsonl"
    rows = (EXAMPLES / "joined" / "rows.jsonl").read_bytes()
    bad_rows.write_bytes(rows * 20 + b"{not json\n" + rows * 20)
    many = folder / "many.jsonl"
    many.write_bytes((EXAMPLES / "rollouts.jsonl").read_bytes().rstrip(b"\n") + b"\n")
    many.write_bytes(many.read_bytes() * 10)
    many_atif = folder / "many_atif.jsonl"  # ATIF documents, one a line, read in chunks
    documents = [orjson.loads(p.read_bytes()) for p in sorted((EXAMPLES / "export").glob("*.json"))]
    many_atif.write_bytes(b"".join(orjson.dumps(d) + b"\n" for d in documents * 20))
    return {
        "folder": folder,
        "inputs": inputs,
        "bad_rows": bad_rows,
        "many": many,
        "many_atif": many_atif,
    }


#: (name, argv, the verb of the line, the command's own stderr when stderr is no terminal).
CASES: list[tuple[str, list[str], str, str]] = [
    ("validate", ["validate", "{ex}/rollouts.jsonl", "{ex}/terminus/rows.jsonl"], "validated", ""),
    ("validate-jobs", ["validate", "--jobs", "2", "{many}"], "validated", ""),
    ("validate-json", ["validate", "{ex}/export/0-0.json", "{ex}/export/1-0.json"], "validated", ""),
    (
        "project",
        ["project", "--capture-dir", "{ex}/joined/capture", "{ex}/joined/rows.jsonl", "-o", "{out}/p.jsonl"],
        "projected",
        "projected 1 row from {ex}/joined/rows.jsonl to {out}/p.jsonl\n",
    ),
    ("health", ["health", "{ex}/run", "{ex}/terminus/rows.jsonl", "--output-dir", "{out}/h"], "checked", ""),
    ("coverage", ["coverage", "{ex}/run", "{ex}/terminus/rows.jsonl", "--format", "json"], "judged", ""),
    (
        "export",
        ["export", "--rollouts", "{ex}/run/rollouts-step_000001-w?.jsonl", "--output-dir", "{out}/x",
         "--session-id", "s", "--agent-version", "1"],
        "exported",
        "",
    ),
    (
        "export-otlp",
        ["export", "--format", "otlp", "--atif", "{many_atif}", "--output-dir", "{out}/x"],
        "exported",
        "",
    ),
    (
        "reverify",
        ["reverify", "--manifest", "{ex}/export/manifest.jsonl", "--inputs", "{inputs}",
         "--output", "{out}/r.jsonl", "--dry-run"],
        "reverified",
        "",
    ),
    ("report", ["report", "{ex}/run", "{ex}/terminus/rows.jsonl", "-o", "{out}/r.html"], "read", ""),
]  # fmt: skip


def _argv(argv: list[str], files: dict[str, Path]) -> list[str]:
    return [
        a.format(
            ex=EXAMPLES,
            out=files["folder"],
            inputs=files["inputs"],
            many=files["many"],
            many_atif=files["many_atif"],
        )
        for a in argv
    ]


def _fresh(files: dict[str, Path]) -> None:
    shutil.rmtree(files["folder"] / "x", ignore_errors=True)  # export wants a new folder


@pytest.mark.parametrize(("name", "argv", "verb", "own"), CASES, ids=[c[0] for c in CASES])
def test_a_terminal_shows_progress_and_nothing_else_changes(
    run: Callable[..., Ran],
    files: dict[str, Path],
    monkeypatch: pytest.MonkeyPatch,
    name: str,
    argv: list[str],
    verb: str,
    own: str,
) -> None:
    args = _argv(argv, files)
    own = own.format(ex=EXAMPLES, out=files["folder"])
    _fresh(files)
    shown = run(args, terminal=True)
    _fresh(files)
    with monkeypatch.context() as env:
        # What CI systems set for logs that are no terminal: still no line on a file.
        env.setenv("FORCE_COLOR", "1")
        env.setenv("TTY_COMPATIBLE", "1")
        piped = run(args, terminal=False)
    _fresh(files)
    quiet = run([*args, "--quiet"], terminal=True)

    lines = [line for line in shown.text.splitlines() if line.startswith(f"{verb} ")]
    assert lines, shown.text
    assert any(DONE_OF_TOTAL.search(line) and RATE.search(line) for line in lines), lines
    assert all(line.endswith(" left") for line in lines if DONE_OF_TOTAL.search(line))
    assert not re.search(r"\b1 (rows|documents|records|manifest lines)\b", shown.text)
    # Cleared at the end: the terminal shows only the command's own messages.
    assert [line for line in _screen(shown.stderr) if line] == own.splitlines()
    # No terminal, or --quiet: the command's own messages only, not one byte more.
    assert piped.stderr.decode() == own
    assert quiet.stderr.replace(b"\r\n", b"\n").decode() == own
    # stdout is the same whether stderr is a terminal or not.
    assert shown.stdout == piped.stdout == quiet.stdout
    assert shown.stdout or name == "project"  # project prints on stderr only
    assert shown.code == piped.code == quiet.code


def test_perf_counts_rows_without_a_total(run: Callable[..., Ran]) -> None:
    """perf's engine counts rows, not bytes: the line shows the count and a rate of rows."""
    shown = run(["perf", str(EXAMPLES / "run")], terminal=True)
    lines = [line for line in shown.text.splitlines() if line.startswith("read ")]
    assert lines and all(re.search(r"^read \d+ rows?\s+[\d,]+\.\d rows/s$", x) for x in lines)
    assert run(["perf", "-q", str(EXAMPLES / "run")], terminal=True).stderr == b""


def test_findings_on_the_same_terminal_never_share_a_line_with_the_bar(
    run: Callable[..., Ran], files: dict[str, Path]
) -> None:
    """stdout on the terminal too: each finding and message is written after the line was
    cleared, so the screen at the end holds exactly stdout and stderr, line by line."""
    validated = run(["validate", str(files["many"])], terminal="both")
    piped = run(["validate", str(files["many"])], terminal=False)
    assert validated.text.count("validated ") > 2  # drawn between findings
    assert [x for x in _screen(validated.stderr) if x] == [
        x for x in (piped.stdout + piped.stderr).decode().splitlines() if x
    ]
    # project writes each bad line on stderr while the bar is up.
    out = files["folder"] / "bad.jsonl"
    args = ["project", str(files["bad_rows"]), "-o", str(out)]
    projected = run(args, terminal="both")
    piped = run(args, terminal=False)
    assert projected.code == piped.code == 1
    assert "projected " in projected.text
    assert [x for x in _screen(projected.stderr) if x] == piped.stderr.decode().splitlines()


def test_a_child_on_a_terminal(
    tmp_path: Path, files: dict[str, Path], run: Callable[..., Ran]
) -> None:
    """A child process with its stderr on a terminal and stdout on a pipe: the line, then a
    clean screen; stdout holds what it holds when stderr is no terminal."""
    env = {
        **{k: v for k, v in os.environ.items() if k not in ("COLUMNS", "NO_COLOR", "TTY_INTERACTIVE")},
        "TERM": "xterm-256color",
        "TRAJSPEC_PROGRESS_INTERVAL": "0",
    }  # fmt: skip
    argv = [sys.executable, "-P", "-m", "trajspec", "validate", str(files["many"])]
    master, slave = _terminal()
    got: list[bytes] = []
    reader = _drain(master, got)
    child = subprocess.run(
        argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=slave, env=env,
        cwd=tmp_path, timeout=60, check=False,
    )  # fmt: skip
    os.close(slave)
    reader.join(timeout=10)
    os.close(master)
    shown = Ran(child.returncode, child.stdout, b"".join(got))
    piped = run(argv[4:], terminal=False)
    assert any(
        DONE_OF_TOTAL.search(line) and RATE.search(line)
        for line in shown.text.splitlines()
        if line.startswith("validated ")
    ), shown.text
    assert shown.code == piped.code == 1
    assert shown.stdout == piped.stdout and piped.stdout
    assert piped.stderr == b""
    assert [line for line in _screen(shown.stderr) if line] == []


# -- the line itself ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("items", "nbytes", "total", "elapsed", "expected"),
    [
        (10, 1_000_000, 4_000_000, 1.0, "1.0/4.0 MB   25%  1.0 MB/s  0:00:03 left"),
        (10, 1_500, 3_000, 0.5, "1.5/3.0 kB   50%  3.0 kB/s  0:00:01 left"),
        (3, 900, 900, 2.0, "900/900 B  100%  450 B/s  0:00:00 left"),
        (5, 7_200_000, 10_000_000, 3600.0, "7.2/10.0 MB   72%  2.0 kB/s  0:23:20 left"),
        (10, 2_000_000, None, 2.0, "2.0 MB  1.0 MB/s"),
        (30, 0, 5_000, 2.0, "15.0 rows/s"),
        (30, 0, None, 2.0, "15.0 rows/s"),
    ],
)
def test_figures(items: int, nbytes: int, total: int | None, elapsed: float, expected: str) -> None:
    assert figures(items, nbytes, total, elapsed, "rows") == expected


def test_bytes_beyond_the_total_show_the_total() -> None:
    """A file that grew while read: never more than all of it, never a negative time left."""
    assert figures(1, 5_000, 4_000, 1.0, "rows") == "4.0/4.0 kB  100%  5.0 kB/s  0:00:00 left"


def test_no_terminal_no_drawing() -> None:
    stream = io.StringIO()
    with ProgressLine(stream, "read", total_bytes=10, interval=0) as progress:
        progress(1, 5)
        assert progress.above(stream) is stream
    assert stream.getvalue() == ""


@pytest.mark.parametrize(
    ("quiet", "environment"),
    [(True, {}), (False, {"TERM": "dumb"}), (False, {"TTY_INTERACTIVE": "0"})],
    ids=["quiet", "TERM=dumb", "TTY_INTERACTIVE=0"],
)
def test_a_terminal_that_asks_for_no_line_gets_none(
    monkeypatch: pytest.MonkeyPatch, quiet: bool, environment: dict[str, str]
) -> None:
    monkeypatch.setenv("TERM", "xterm-256color")
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    master, slave = _terminal()
    got: list[bytes] = []
    reader = _drain(master, got)
    with io.TextIOWrapper(io.FileIO(slave, "w"), encoding="utf-8") as stream:
        with ProgressLine(stream, "read", total_bytes=10, quiet=quiet, interval=0) as progress:
            progress(1, 5)
            progress(2, 10)
        stream.write("done\n")
    reader.join(timeout=10)
    os.close(master)
    assert b"".join(got) == b"done\r\n"


def test_the_first_line_waits_for_the_interval(monkeypatch: pytest.MonkeyPatch) -> None:
    """A command done within the interval draws nothing (and never imports rich)."""
    monkeypatch.setenv("TERM", "xterm-256color")
    master, slave = _terminal()
    got: list[bytes] = []
    reader = _drain(master, got)
    with (
        io.TextIOWrapper(io.FileIO(slave, "w"), encoding="utf-8") as stream,
        ProgressLine(stream, "read", total_bytes=10, interval=60) as progress,
    ):
        progress(1, 5)
        progress(2, 10)
    reader.join(timeout=10)
    os.close(master)
    assert b"".join(got) == b""


@pytest.mark.parametrize("value", ["", "x", "-1", "inf", "nan"])
def test_a_bad_interval_variable_is_the_default(
    monkeypatch: pytest.MonkeyPatch, value: str
) -> None:
    from trajspec._cli import progress

    monkeypatch.setenv(progress.INTERVAL_VARIABLE, value)
    assert progress._interval() == progress.INTERVAL
    monkeypatch.setenv(progress.INTERVAL_VARIABLE, "0.25")
    assert progress._interval() == 0.25
