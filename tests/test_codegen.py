"""generated/ is derived from spec/: the drift check catches a hand edit of any file."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from trajspec._codegen import check, compare, generate_all


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("gen") / "generated"
    generate_all(out)
    return out


def test_generation_is_deterministic(fresh: Path, tmp_path: Path) -> None:
    again = tmp_path / "generated"
    generate_all(again)
    assert check(again) == []
    assert sorted(p.read_bytes() for p in fresh.rglob("*.py")) == sorted(
        p.read_bytes() for p in again.rglob("*.py")
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


def test_deleted_and_added_files_are_drift(fresh: Path, tmp_path: Path) -> None:
    copy = tmp_path / "generated"
    shutil.copytree(fresh, copy)
    removed = next(copy.rglob("*.schema.json"))
    removed.unlink()
    (copy / "python" / "stray.py").write_text("x = 1\n")
    reasons = {d.path: d.reason for d in check(copy)}  # the full check, regenerating
    assert reasons[str(Path("generated") / removed.relative_to(copy))].startswith("missing")
    assert reasons[str(Path("generated/python/stray.py"))].startswith("extra")
