"""generated/ is derived from spec/: the drift check catches a hand edit of any file."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from trajspec._tools.codegen.generate import check, compare, generate_all
from trajspec._tools.codegen.typescript import repo_generator

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def json2ts() -> list[str]:
    # The TypeScript generator that `npm ci` installs (nox's tests session runs it).
    return repo_generator(ROOT)


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory, json2ts: list[str]) -> Path:
    out = tmp_path_factory.mktemp("gen") / "generated"
    generate_all(out, json2ts=json2ts)
    return out


def test_generation_is_deterministic(fresh: Path, tmp_path: Path, json2ts: list[str]) -> None:
    again = tmp_path / "generated"
    generate_all(again, json2ts=json2ts)
    assert check(again, json2ts=json2ts) == []
    for pattern in ("*.py", "*.ts", "*.go", "*.rs", "*.java"):
        assert sorted(p.read_bytes() for p in fresh.rglob(pattern)) == sorted(
            p.read_bytes() for p in again.rglob(pattern)
        )


def test_every_generated_file_is_guarded(fresh: Path, tmp_path: Path) -> None:
    files = sorted(p for p in fresh.rglob("*") if p.is_file())
    assert len(files) > 10
    for index, victim in enumerate(files):
        copy = tmp_path / f"copy{index}"
        shutil.copytree(fresh, copy)
        target = copy / victim.relative_to(fresh)
        target.write_bytes(target.read_bytes() + b"\n# edited by hand\n")
        drifts = compare(fresh, copy)
        assert [d.path for d in drifts] == [str(Path("generated") / victim.relative_to(fresh))]
        shutil.rmtree(copy)


def test_deleted_and_added_files_are_drift(fresh: Path, tmp_path: Path, json2ts: list[str]) -> None:
    copy = tmp_path / "generated"
    shutil.copytree(fresh, copy)
    removed = next(copy.rglob("*.schema.json"))
    removed.unlink()
    (copy / "python" / "stray.py").write_text("x = 1\n")
    reasons = {d.path: d.reason for d in check(copy, json2ts=json2ts)}  # the full check
    assert reasons[str(Path("generated") / removed.relative_to(copy))].startswith("missing")
    assert reasons[str(Path("generated/python/stray.py"))].startswith("extra")
