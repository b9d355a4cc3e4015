"""Reverify reads only its own folder: paths that lead outside it, files that are no regular
files and files over the size cap are per-row rejections; nothing outside is read or quoted.

The outside file of these tests is a valid ATIF document of the rejected rollout, carrying a
marker: had reverify followed the path, the row would have been accepted and the marker would
be in its payload. The FIFO and device cases run the command line in a subprocess with a
timeout, so that a hang fails the test instead of stopping the suite.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import orjson
import pytest
from _reverify_fixtures import document, write_export

from trajspec.converters import reverify
from trajspec.converters._reverify import manifest as manifest_module
from trajspec.converters._reverify.manifest import (
    ManifestEntry,
    TrajectoryRefused,
    parse_entry,
    read_trajectory,
)

MARKER = "outside-secret-7f3a"
OUTSIDE = "reverify.trajectory_path_outside"


def _secret_document() -> bytes:
    doc = document(0, 1)
    doc["steps"][3]["message"] = [{"type": "text", "text": f"The answer is 5. {MARKER}"}]
    return json.dumps(doc, indent=2).encode()


def _repoint(manifest: Path, rollout: int, path: str) -> None:
    """Entry ``rollout`` names ``path``, unpinned (so that only the path decides)."""
    lines = []
    for raw in manifest.read_bytes().splitlines():
        entry = orjson.loads(raw)
        if entry["_ng_rollout_index"] == rollout:
            entry["trajectory_path"] = path
            entry.pop("expected_sha256", None)
        lines.append(orjson.dumps(entry, option=orjson.OPT_SORT_KEYS))
    manifest.write_bytes(b"\n".join(lines) + b"\n")


def _dry_run(tmp_path: Path, manifest: Path, inputs: Path, **options: Any) -> tuple[Any, ...]:
    out = tmp_path / "out.jsonl"
    summary = reverify(manifest, inputs, out, dry_run=True, **options)
    payloads = out.read_bytes()
    failures = (tmp_path / "out_failures.jsonl").read_bytes()
    rows = [orjson.loads(line) for line in failures.splitlines()]
    accepted = [orjson.loads(line)["_ng_rollout_index"] for line in payloads.splitlines()]
    return summary, accepted, rows, payloads + failures


def _refused(rows: list[dict[str, Any]], rollout: int) -> dict[str, Any]:
    (row,) = [r for r in rows if r["_ng_rollout_index"] == rollout]
    assert row["status"] == "rejected"
    return row


@pytest.fixture
def export(tmp_path: Path) -> tuple[Path, Path]:
    manifest, inputs = write_export(tmp_path, rollouts=3)
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "0-1.json").write_bytes(_secret_document())
    (manifest.parent / "0-1.json").unlink()
    return manifest, inputs


def test_the_outside_document_would_be_accepted(tmp_path: Path, export: tuple[Path, Path]) -> None:
    """The control: copied into the folder, the outside document gives a payload."""
    manifest, inputs = export
    (manifest.parent / "0-1.json").write_bytes((tmp_path / "outside" / "0-1.json").read_bytes())
    _repoint(manifest, 1, "0-1.json")
    _, accepted, rows, written = _dry_run(tmp_path, manifest, inputs)
    assert accepted == [0, 1, 2] and rows == []
    assert MARKER.encode() in written


@pytest.mark.parametrize(
    ("make", "path", "words"),
    [
        ("file-link", "0-1.json", "symbolic link out of the manifest's folder"),
        ("folder-link", "sub/0-1.json", "symbolic link out of the manifest's folder"),
        ("none", "../outside/0-1.json", "has a '..' component"),
        ("none", "ABSOLUTE", "is an absolute path"),
        ("dangling-link", "0-1.json", "symbolic link out of the manifest's folder"),
    ],
)
def test_a_path_out_of_the_folder_is_a_rejection(
    tmp_path: Path, export: tuple[Path, Path], make: str, path: str, words: str
) -> None:
    manifest, inputs = export
    folder, outside = manifest.parent, tmp_path / "outside"
    if make == "file-link":
        (folder / "0-1.json").symlink_to(outside / "0-1.json")
    elif make == "folder-link":
        (folder / "sub").symlink_to(outside, target_is_directory=True)
    elif make == "dangling-link":
        (folder / "0-1.json").symlink_to(outside / "not-yet.json")
    absolute = path == "ABSOLUTE"
    if absolute:
        path = str(outside / "0-1.json")
    _repoint(manifest, 1, path)
    summary, accepted, rows, written = _dry_run(tmp_path, manifest, inputs)
    assert accepted == [0, 2]
    row = _refused(rows, 1)
    assert row["codes"] == [OUTSIDE]
    assert words in row["findings"][0]["message"]
    assert row["findings"][0]["path"] == "/trajectory_path"
    assert row["findings"][0]["file"] == str(manifest)
    assert "source_sha256" not in row  # never hashed
    assert MARKER.encode() not in written
    if not absolute:  # the link's target is named nowhere (the manifest's text is quoted)
        assert str(outside).encode() not in written
    assert summary.exit_code == 1


def test_a_symbolic_link_inside_the_folder_is_followed(
    tmp_path: Path, export: tuple[Path, Path]
) -> None:
    manifest, inputs = export
    data = manifest.parent / "data"
    data.mkdir()
    (data / "0-1.json").write_bytes(json.dumps(document(0, 1), indent=2).encode())
    (manifest.parent / "0-1.json").symlink_to(Path("data") / "0-1.json")
    (manifest.parent / "linked").symlink_to("data", target_is_directory=True)
    _repoint(manifest, 1, "0-1.json")
    _, accepted, rows, _ = _dry_run(tmp_path, manifest, inputs)
    assert accepted == [0, 1, 2] and rows == []
    _repoint(manifest, 1, "linked/0-1.json")
    _, accepted, rows, _ = _dry_run(tmp_path, manifest, inputs)
    assert accepted == [0, 1, 2] and rows == []


def test_a_link_swapped_in_after_the_check_is_not_followed(
    tmp_path: Path, export: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The check sees a real folder ``sub``; by the time the file is opened, ``sub`` is a link
    out of the folder. Opening walks the components without following links, so it is refused."""
    manifest, _ = export
    folder = manifest.parent
    (folder / "sub").symlink_to(tmp_path / "outside", target_is_directory=True)
    entry = parse_entry(
        {"_ng_task_index": 0, "_ng_rollout_index": 1, "trajectory_path": "sub/0-1.json"},
        2,
        folder,
        str(manifest),
    )
    assert isinstance(entry, ManifestEntry)
    real = os.path.realpath

    def stale(path: Any, *args: Any, **kwargs: Any) -> str:
        # What the check saw before the swap: sub was a folder of the export.
        text = os.fspath(path)
        return text if text.startswith(real(folder)) else real(path, *args, **kwargs)

    monkeypatch.setattr(os.path, "realpath", stale)
    with pytest.raises(TrajectoryRefused) as refused:
        read_trajectory(entry)
    assert refused.value.code == OUTSIDE
    assert "symbolic link" in refused.value.message
    assert MARKER not in refused.value.message


def test_a_link_swapped_in_after_the_manifest_was_read_is_not_followed(
    tmp_path: Path, export: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The manifest's reader locates ``sub/0-1.json`` while ``sub`` is a real folder of the
    export, and the file is read from the components it found; by then ``sub`` is a link out
    of the folder. The components are opened without following links: refused, and nothing
    of the outside file is read or quoted."""
    manifest, _ = export
    folder = manifest.parent
    (folder / "sub").mkdir()
    (folder / "sub" / "0-1.json").write_bytes(b"{}")
    entry = parse_entry(
        {"_ng_task_index": 0, "_ng_rollout_index": 1, "trajectory_path": "sub/0-1.json"},
        2,
        folder,
        str(manifest),
        root=os.path.realpath(folder),
    )
    assert isinstance(entry, ManifestEntry)
    assert entry.path == (folder / "sub" / "0-1.json").resolve()

    def no_second_look(*args: Any) -> Any:
        raise AssertionError("the entry was located again")

    # the reader's components are used: the path is not located a second time
    monkeypatch.setattr(manifest_module, "locate_trajectory", no_second_look)
    assert read_trajectory(entry) == b"{}"  # the control: read from the components found
    (folder / "sub" / "0-1.json").unlink()
    (folder / "sub").rmdir()
    (folder / "sub").symlink_to(tmp_path / "outside", target_is_directory=True)
    with pytest.raises(TrajectoryRefused) as refused:
        read_trajectory(entry)
    assert refused.value.code == OUTSIDE
    assert "symbolic link" in refused.value.message
    assert MARKER not in refused.value.message


def test_an_entry_survives_pickling(tmp_path: Path, export: tuple[Path, Path]) -> None:
    """Entries go to worker processes pickled (ManifestEntry.__reduce__): every member,
    those left out of equality too, comes back."""
    import pickle

    manifest, _ = export
    folder = manifest.parent
    raw = b'{"_ng_task_index":0,"_ng_rollout_index":2,"trajectory_path":"0-2.json"}'
    entry = parse_entry(orjson.loads(raw), 3, folder, str(manifest), raw, os.path.realpath(folder))
    assert isinstance(entry, ManifestEntry)
    copy = pickle.loads(pickle.dumps(entry, pickle.HIGHEST_PROTOCOL))
    assert copy == entry
    assert (copy.raw, copy.root, copy.folder, copy.real) == (
        raw,
        os.path.realpath(folder),
        folder,
        os.path.realpath(folder / "0-2.json"),
    )


def test_the_size_cap(tmp_path: Path) -> None:
    manifest, inputs = write_export(tmp_path, rollouts=2)
    sizes = [(manifest.parent / f"0-{r}.json").stat().st_size for r in range(2)]
    assert sizes[0] == sizes[1]
    _, accepted, rows, _ = _dry_run(tmp_path, manifest, inputs, max_trajectory_bytes=sizes[0])
    assert accepted == [0, 1] and rows == []  # at the cap: read
    with (manifest.parent / "0-1.json").open("ab") as stream:
        stream.write(b" ")
    _, accepted, rows, _ = _dry_run(tmp_path, manifest, inputs, max_trajectory_bytes=sizes[0])
    assert accepted == [0]
    assert _refused(rows, 1)["codes"] == ["reverify.trajectory_too_large"]
    assert "source_sha256" not in _refused(rows, 1)


def _cli(tmp_path: Path, manifest: Path, inputs: Path) -> subprocess.CompletedProcess[str]:
    script = "import sys; from trajspec._cli.app import main; sys.exit(main(sys.argv[1:]))"
    argv = ["reverify", "--manifest", str(manifest), "--inputs", str(inputs)]
    argv += ["--output", str(tmp_path / "out.jsonl"), "--dry-run", "--format", "json"]
    return subprocess.run(
        [sys.executable, "-P", "-c", script, *argv],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,  # a hang on the FIFO or the device fails here, fast
        check=False,
    )


@pytest.mark.parametrize("kind", ["fifo", "dev-zero-absolute", "dev-zero-link", "folder"])
def test_files_that_are_not_regular_never_hang(
    tmp_path: Path, export: tuple[Path, Path], kind: str
) -> None:
    manifest, inputs = export
    folder = manifest.parent
    path, code = "0-1.json", "reverify.trajectory_not_regular"
    if kind == "fifo":
        os.mkfifo(folder / "0-1.json")
    elif kind == "dev-zero-absolute":
        path, code = "/dev/zero", OUTSIDE
    elif kind == "dev-zero-link":
        (folder / "0-1.json").symlink_to("/dev/zero")
        code = OUTSIDE
    else:
        (folder / "0-1.json").mkdir()
    _repoint(manifest, 1, path)
    done = _cli(tmp_path, manifest, inputs)
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr
    assert json.loads(done.stdout)["rejected"] == 1
    rows = [json.loads(x) for x in (tmp_path / "out_failures.jsonl").read_text().splitlines()]
    assert _refused(rows, 1)["codes"] == [code]
    assert len((tmp_path / "out.jsonl").read_text().splitlines()) == 2


def test_a_rebuilt_entry_survives_pickling() -> None:
    """Rebuilt entries come back from worker processes pickled (Rebuilt.__reduce__)."""
    import pickle

    from trajspec._rules import finding
    from trajspec.converters._reverify.entry import Rebuilt

    item = Rebuilt(
        3,
        [finding("reverify.input_missing", (), "no row")],
        "ab" * 32,
        "t-1",
        b'{"response":{}}',
        {"trajectory_id": "t-1"},
        {"_ng_task_index": 0},
    )
    copy = pickle.loads(pickle.dumps(item, pickle.HIGHEST_PROTOCOL))
    assert copy == item and copy is not item
    assert copy.rejected and copy.findings == item.findings


@pytest.mark.parametrize("size", [0, 1, 5, 4096, 70_000])
def test_the_reader_reads_a_file_whole_in_pieces(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: int
) -> None:
    """``_read_up_to`` gives what a buffered read gives when every ``os.read`` returns
    at most 3 bytes (short reads), at the file's end and before it."""
    from trajspec.converters._reverify.manifest import _read_up_to

    data = bytes(range(256)) * (size // 256 + 1)
    (tmp_path / "f").write_bytes(data[:size])
    read = os.read
    monkeypatch.setattr(os, "read", lambda fd, n: read(fd, min(n, 3)))
    descriptor = os.open(tmp_path / "f", os.O_RDONLY)
    try:
        assert _read_up_to(descriptor, size + 1) == data[:size]
        assert _read_up_to(descriptor, 10) == b""
    finally:
        os.close(descriptor)
    descriptor = os.open(tmp_path / "f", os.O_RDONLY)
    try:
        assert _read_up_to(descriptor, size // 2) == data[: size // 2]
    finally:
        os.close(descriptor)
