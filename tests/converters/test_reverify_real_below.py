"""The shortcut of the trajectory path check (converters/_reverify/manifest._real_below)
gives exactly ``os.path.realpath`` of a relative path without ``..`` below a real folder: on trees of files,
folders and symbolic links (inside, outside, dangling, looping) and on paths with empty,
``.`` and missing components."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from _examples import examples
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

from trajspec.converters._reverify.manifest import _real_below

_NAMES = ["a", "b", "c", "f.json"]
_LINK_TARGETS = ["a", "b", "../outside", "/", "a/c", "missing", "loop", ".", "f.json"]


def _tree(root: Path, links: dict[str, str]) -> None:
    (root / "a" / "c").mkdir(parents=True)
    (root / "b").mkdir()
    (root / "f.json").write_text("{}")
    (root / "a" / "f.json").write_text("{}")
    (root.parent / "outside").mkdir(exist_ok=True)
    for name, target in links.items():
        (root / name).symlink_to(target)


@settings(max_examples=examples(0.75), deadline=None)
@given(
    links=st.dictionaries(
        st.sampled_from(["l1", "l2", "loop", "a/l3"]), st.sampled_from(_LINK_TARGETS), max_size=3
    ),
    parts=st.lists(st.sampled_from([*_NAMES, "l1", "l2", "loop", "l3", "", ".", "x"]), max_size=4),
)
@example(links={}, parts=["a", "f.json"])
@example(links={"l1": "../outside"}, parts=["l1", "f.json"])
@example(links={"loop": "loop"}, parts=["loop"])
def test_the_same_path_as_realpath(links: dict[str, str], parts: list[str]) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch) / "export"
        root.mkdir()
        _tree(root, links)
        real_root = os.path.realpath(root)
        text = "/".join(parts)
        assume(not Path(text).is_absolute())  # refused before (locate_trajectory)
        assert _real_below(real_root, text) == os.path.realpath(Path(real_root) / text)
