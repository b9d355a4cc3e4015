"""The per-core figures in instructions: every bench/callgrind_*.py count, as one table.

Wall-clock x floor figures move from host to host for the same instructions
(docs/tooling-pitfalls.md, x floor across hosts); instruction counts do not, nor does load
change them. This runs each command's callgrind script under ``valgrind --tool=callgrind
--dump-before=functools_reduce`` (``PYTHONHASHSEED=0``, ``python -P``), one process each, reads
the ``summary:`` line of every part file it writes, and prints each figure of
bench/bench_figures.py as a part's count over its floor's (export and reverify less their
SHA-256, which valgrind runs without the CPU's SHA extensions: docs/tooling-pitfalls.md;
each script counts its SHA-256 in a part of its own), beside its target
in instructions (issue 38's: validate and health 2.5, coverage 3, projection, export and reverify
5). The counts are those of the scripts' default corpora, smaller than the
benchmarks' (a count grows with the corpus, a ratio hardly does).

    python bench/callgrind_targets.py [--scratch DIR] [--only validate,health-small,...]

valgrind must be on PATH; a run takes some minutes (each command runs some 50 times slower
under it).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

BENCH = Path(__file__).resolve().parent

#: A part file's total: callgrind writes ``summary: N`` in each.
_SUMMARY = re.compile(rb"^summary:\s*(\d+)\s*$", re.M)
#: What a part file's cost lines start with (``line`` unless callgrind ran with --dump-instr).
_POSITIONS = re.compile(rb"^positions:(.*)$", re.M)
#: CPython's hashlib extension, where SHA-256 runs (OpenSSL's libcrypto called from it).
_HASHLIB = re.compile(rb"/_hashlib\.[^/]*\.so$")


@dataclass(frozen=True)
class Figure:
    """One row: which run it reads and how its ratio is made of that run's parts."""

    operation: str
    corpus: str
    run: str  # a key of RUNS
    ratio: Callable[[Sequence[int]], float]  # of the part counts, files .1, .2, ... in order
    target: float


#: The parts whose count is their SHA-256 alone, by run: not the part's total but hashlib's
#: inclusive count in it (:func:`inclusive`). Reverify's SHA-256 parts make the rebuild's ids
#: again through its own id maker, whose Python work (encoding, slicing, the calls) is a third
#: of the part and would otherwise be subtracted as SHA-256 too.
SHA256_PARTS: dict[str, tuple[int, ...]] = {"reverify": (10, 11)}

#: The callgrind scripts and their arguments, by run name.
RUNS: dict[str, list[str]] = {
    "validate-large": ["callgrind_validate.py", "large"],
    "validate-atif": ["callgrind_validate.py", "atif"],
    "validate-small": ["callgrind_validate.py", "small"],
    "health-large": ["callgrind_health.py", "large"],
    "health-small": ["callgrind_health.py", "small"],
    "coverage-large": ["callgrind_coverage.py", "--large"],
    "coverage-small": ["callgrind_coverage.py"],
    "projection": ["callgrind_projection.py"],
    "export": ["callgrind_export.py"],
    "reverify": ["callgrind_reverify.py"],
}


def _over(part: int, floor: int) -> Callable[[Sequence[int]], float]:
    """Part ``part`` over part ``floor`` (1-based, as callgrind numbers the files)."""
    return lambda parts: parts[part - 1] / parts[floor - 1]


def _export(floor: int) -> Callable[[Sequence[int]], float]:
    """Export's part less its SHA-256 part, over the floor: parts floor, export, sha256."""
    return lambda parts: (parts[floor] - parts[floor + 1]) / parts[floor - 1]


def _reverify(floor: int, sha256: int) -> Callable[[Sequence[int]], float]:
    """The strict load and the check and rebuild, less the rebuild's SHA-256, over the floor:
    parts floor, load, rebuild, and (after every corpus's parts) part ``sha256``."""
    return lambda parts: (parts[floor] + parts[floor + 1] - parts[sha256 - 1]) / parts[floor - 1]


# Each script's parts, as its docstring lists them: .1 set-up, then per corpus.
FIGURES = (
    Figure("validate", "rollout rows, 10-200 KB", "validate-large", _over(3, 2), 2.5),
    Figure("validate", "ATIF documents", "validate-atif", _over(3, 2), 2.5),
    Figure("validate", "rows of 5-10 KB", "validate-small", _over(3, 2), 2.5),
    Figure("health", "rows of 10-200 KB", "health-large", _over(3, 2), 2.5),
    Figure("health", "rows of 5-10 KB", "health-small", _over(3, 2), 2.5),
    Figure("coverage", "rows of 10-200 KB", "coverage-large", _over(3, 2), 3.0),
    Figure("coverage", "rows of 5-10 KB", "coverage-small", _over(3, 2), 3.0),
    Figure("projection (enrich)", "3-20 calls a row", "projection", _over(3, 2), 5.0),
    Figure("projection (enrich)", "rows of 5-10 KB", "projection", _over(5, 4), 5.0),
    Figure("export, less SHA-256", "5-30 turns a row", "export", _export(2), 5.0),
    Figure("export, less SHA-256", "rows of 5-10 KB", "export", _export(5), 5.0),
    Figure("reverify, less SHA-256", "10-80 steps", "reverify", _reverify(2, 10), 5.0),
    Figure("reverify, less SHA-256", "documents of 5-10 KB", "reverify", _reverify(6, 11), 5.0),
)


class CountFailed(Exception):
    """A callgrind run that did not end well, or wrote no count."""


def _part_files(folder: Path, name: str) -> list[Path]:
    """A run's part files ``<name>.<pid>.<n>``, in the order of n."""
    return sorted(folder.glob(f"{name}.*.*"), key=lambda path: int(path.name.rsplit(".", 1)[1]))


def summaries(folder: Path, name: str) -> list[int]:
    """The totals of a run's part files ``<name>.<pid>.<n>``, in the order of n."""
    counts = []
    for path in _part_files(folder, name):
        found = _SUMMARY.search(path.read_bytes())
        if found is None:
            raise CountFailed(f"{path.name} has no summary line")
        counts.append(int(found[1]))
    if not counts:
        raise CountFailed(f"no part files of {name}")
    return counts


def _name(value: bytes, names: dict[bytes, bytes]) -> bytes:
    """An ``ob=``/``cob=`` value: ``(n) name`` (n names it from then on), ``(n)`` or ``name``."""
    value = value.strip()
    if not value.startswith(b"("):
        return value
    key, _, rest = value.partition(b")")
    if rest.strip():
        names[key] = rest.strip()
    return names.get(key, b"")


def inclusive(path: Path, into: re.Pattern[bytes] = _HASHLIB) -> int:
    """The inclusive count of a part file's calls from outside an ELF object into it (the
    object names ``into`` matches; CPython's ``_hashlib`` by default, OpenSSL's work included):
    the cost line after each ``calls=`` line, where ``cob=`` (for that call only; else the
    caller's ``ob=``) is the object and the caller's ``ob=`` is not."""
    text = path.read_bytes()
    found = _POSITIONS.search(text)
    at = len(found[1].split()) if found else 1  # the cost line: positions, then Ir
    names: dict[bytes, bytes] = {}
    caller = callee = b""
    total = 0
    lines = iter(text.splitlines())
    for line in lines:
        if line.startswith(b"ob="):
            caller = _name(line[3:], names)
        elif line.startswith(b"cob="):
            callee = _name(line[4:], names)
        elif line.startswith(b"calls="):
            cost = next(lines).split()
            if into.search(callee or caller) and not into.search(caller):
                total += int(cost[at])
            callee = b""
    return total


def part_counts(folder: Path, name: str) -> list[int]:
    """A run's part counts: each part's total, but for its SHA256_PARTS the SHA-256 alone."""
    counts = summaries(folder, name)
    files = _part_files(folder, name)
    for n in SHA256_PARTS.get(name, ()):
        if n > len(files):
            raise CountFailed(f"{name} wrote {len(files)} parts, not its SHA-256 part {n}")
        counts[n - 1] = inclusive(files[n - 1])
    return counts


def count(name: str, folder: Path, more: Sequence[str] = ()) -> list[int]:
    """Run one callgrind script (``more``: arguments added to its own); its part counts."""
    script, *args = RUNS[name]
    args += more
    done = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--dump-before=functools_reduce",
            f"--callgrind-out-file={folder / name}.%p",
            sys.executable,
            "-P",
            str(BENCH / script),
            *args,
        ],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONHASHSEED": "0"},
    )
    if done.returncode != 0:
        raise CountFailed(f"{script} {' '.join(args)} exited {done.returncode}:\n{done.stderr}")
    return part_counts(folder, name)


def table(parts: dict[str, list[int]], figures: Sequence[Figure] = FIGURES) -> list[str]:
    """The markdown table of the figures whose runs are in ``parts``."""
    lines = [
        "| operation | corpus | x floor, instructions | target |",
        "|---|---|---:|---:|",
    ]
    for figure in figures:
        if figure.run in parts:
            value = figure.ratio(parts[figure.run])
            lines.append(
                f"| {figure.operation} | {figure.corpus} | {value:.2f} | <= {figure.target:g} |"
            )
    return lines


def _runs_named(asked: Sequence[str]) -> list[str]:
    """The runs that ``--only`` names: a run by its name, a command by its runs' common prefix
    (``validate`` is validate-large, validate-atif and validate-small); an unknown name is kept
    for the caller to refuse."""
    names: list[str] = []
    for name in asked:
        found = [run for run in RUNS if run == name or run.startswith(f"{name}-")] or [name]
        names.extend(run for run in found if run not in names)
    return names


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scratch", type=Path, help="where the count files go (kept)")
    parser.add_argument(
        "--only",
        help="runs to make, comma-separated: a run's name, or a command's (validate: its three runs)",
    )
    args = parser.parse_args()
    names = list(RUNS) if args.only is None else _runs_named(args.only.split(","))
    unknown = sorted(set(names) - set(RUNS))
    if unknown:
        parser.error(f"--only: no run {', '.join(unknown)} (runs: {', '.join(RUNS)})")
    parts: dict[str, list[int]] = {}
    with tempfile.TemporaryDirectory() as scratch:
        folder = args.scratch or Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        try:
            for name in names:
                parts[name] = count(name, folder)
        except (CountFailed, OSError) as error:
            print(f"callgrind_targets: {error}", file=sys.stderr)
            return 1
    print("\n".join(table(parts)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
