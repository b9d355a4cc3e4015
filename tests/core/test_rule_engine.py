"""The rule engine (trajspec/_rule_engine.py): dispatch by type, one walk, lazy locations,
"clean?" as the same walk stopped early, and structure first."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any
from unittest import mock

import pytest

from trajspec import _rule_engine
from trajspec._rule_engine import (
    Dialect,
    Node,
    Problem,
    broken_tree,
    enclosing,
    index_of,
    node_parts,
)

# Codes of spec/rules (the engine reads each code's severity there).
NEGATIVE = "atif.metrics_negative"  # a warning
SEQUENTIAL = "atif.step_id_sequential"  # an error


def _negative(value: Any, node: Node, context: Any) -> Iterable[Problem]:
    for name in ("prompt_tokens", "completion_tokens"):
        if value.get(name, 0) < 0:
            yield NEGATIVE, (name,), f"{name} is negative"


def _sequential(value: Any, node: Node, context: Any) -> Iterable[Problem]:
    index = index_of(node)
    if index is not None and value.get("step_id") != index + 1:
        return [(SEQUENTIAL, ("step_id",), "out of order")]
    return ()


CHILDREN = {
    "Trajectory": {"steps": ("Step", True), "agent": ("Agent", False)},
    "Step": {"metrics": ("Metrics", False), "message": ("Part", True)},
}
DIALECT = Dialect(CHILDREN, {"Step": [_sequential], "Metrics": [_negative]})


def _doc() -> dict[str, Any]:
    return {
        "agent": {"name": "a"},
        "steps": [
            {"step_id": 1, "metrics": {"prompt_tokens": -1, "completion_tokens": 2}},
            {"step_id": 5, "metrics": {"prompt_tokens": 1, "completion_tokens": -2}},
            "not an object",
            {"step_id": 4, "message": "a string, not parts"},
        ],
    }


def test_findings_have_the_path_of_the_object_and_the_rules_relative_parts() -> None:
    found = DIALECT.findings(_doc(), "Trajectory")
    assert [(f.code, f.path) for f in found] == [
        (NEGATIVE, "/steps/0/metrics/prompt_tokens"),
        (SEQUENTIAL, "/steps/1/step_id"),
        (NEGATIVE, "/steps/1/metrics/completion_tokens"),
    ]
    assert [f.severity for f in found] == ["warning", "error", "warning"]


def test_a_clean_document_has_no_findings_and_builds_no_pointer() -> None:
    doc = {"steps": [{"step_id": 1, "metrics": {"prompt_tokens": 1}}, {"step_id": 2}]}
    with mock.patch.object(_rule_engine, "node_parts", side_effect=AssertionError("eager")):
        assert DIALECT.findings(doc, "Trajectory") == []
        assert DIALECT.is_clean(doc, "Trajectory")
    # the same patch does catch a pointer that is built
    with (
        mock.patch.object(_rule_engine, "node_parts", side_effect=AssertionError("eager")),
        pytest.raises(AssertionError, match="eager"),
    ):
        DIALECT.findings(_doc(), "Trajectory")


def test_is_clean_stops_at_the_first_problem() -> None:
    calls: list[int] = []

    def counted(value: Any, node: Node, context: Any) -> Iterable[Problem]:
        calls.append(value["step_id"])
        return [(SEQUENTIAL, (), "x")]

    dialect = Dialect(CHILDREN, {"Step": [counted]})
    assert not dialect.is_clean(_doc(), "Trajectory")
    assert calls == [1]
    calls.clear()
    assert len(dialect.findings(_doc(), "Trajectory")) == 3
    assert calls == [1, 5, 4]


def test_the_walk_enters_only_types_that_lead_to_rules() -> None:
    seen: list[tuple[str, tuple[object, ...]]] = []

    def spy(value: Any, node: Node, context: Any) -> Iterable[Problem]:
        seen.append((node[3], node_parts(node)))
        return ()

    dialect = Dialect(CHILDREN, {"Metrics": [spy]})
    dialect.findings(_doc(), "Trajectory")
    assert seen == [("Metrics", ("steps", 0, "metrics")), ("Metrics", ("steps", 1, "metrics"))]
    # Agent and Part lead to no rule: the plan of the walk leaves them out
    assert dialect._plan.keys() == {"Trajectory", "Step", "Metrics"}
    assert dialect._plan["Step"][1] == (("metrics", "Metrics", False),)


def test_the_context_and_the_ancestors_reach_a_rule() -> None:
    def needs(value: Any, node: Node, context: Any) -> Iterable[Problem]:
        parents = [kind for kind, _ in enclosing(node)]
        assert parents == ["Step", "Trajectory"]
        if context == "strict":
            yield NEGATIVE, (), "/".join(map(str, node_parts(node)))

    dialect = Dialect(CHILDREN, {"Metrics": [needs]})
    assert dialect.findings(_doc(), "Trajectory") == []
    found = dialect.findings(_doc(), "Trajectory", "strict")
    assert [f.message for f in found] == ["steps/0/metrics", "steps/1/metrics"]


def test_not_an_object_or_an_unknown_root_has_no_findings() -> None:
    assert DIALECT.findings([1, 2], "Trajectory") == []
    assert DIALECT.findings({"steps": []}, "Agent") == []


def test_structure_first_skips_the_rules_of_a_broken_object_only() -> None:
    # a structural finding inside step 1's metrics: step 1 and its metrics (and the
    # trajectory above them) are broken, step 0 and its metrics are not
    broken = broken_tree(["/steps/1/metrics/completion_tokens"])
    found = DIALECT.findings(_doc(), "Trajectory", broken=broken)
    assert [(f.code, f.path) for f in found] == [(NEGATIVE, "/steps/0/metrics/prompt_tokens")]


def test_a_finding_at_an_object_breaks_it_and_everything_below_it() -> None:
    # a failing keyword of step 1 (additionalProperties, say) may leave its members
    # unevaluated: its metrics are broken too, step 0 is not
    broken = broken_tree(["/steps/1"])
    found = DIALECT.findings(_doc(), "Trajectory", broken=broken)
    assert [f.path for f in found] == ["/steps/0/metrics/prompt_tokens"]
    # deeper findings below a broken location add nothing
    assert broken_tree(["/steps/1", "/steps/1/metrics/x"]) == broken


def test_a_finding_at_the_root_breaks_the_whole_document() -> None:
    def root(value: Any, node: Node, context: Any) -> Iterable[Problem]:
        yield NEGATIVE, (), "root"

    dialect = Dialect(CHILDREN, {"Trajectory": [root], "Metrics": [_negative]})
    assert len(dialect.findings({}, "Trajectory")) == 1
    assert dialect.findings(_doc(), "Trajectory", broken=broken_tree(["/steps", ""])) == []
    assert broken_tree([]) is None
    assert broken_tree(["/a~1b/0"]) == {"a/b": {"0": {}}}
    assert broken_tree(["/a~1b/0"])["a/b"]["0"].get("anything") == {}


def test_a_node_reads_as_attributes_and_as_a_tuple() -> None:
    """A rule may read its node's parent, member, index, kind and value by name (the ATIF
    export's item rules do) or by position, and ask for its path."""
    nodes: list[Node] = []

    def keep(value: Any, node: Node, context: Any) -> Iterable[Problem]:
        nodes.append(node)
        return ()

    Dialect(CHILDREN, {"Metrics": [keep]}).findings(_doc(), "Trajectory")
    node = nodes[1]
    assert isinstance(node, Node)
    assert (node.member, node.index, node.kind) == ("metrics", None, "Metrics")
    assert node.value == {"prompt_tokens": 1, "completion_tokens": -2}
    assert node.parent is not None and (node.parent.kind, node.parent.index) == ("Step", 1)
    assert node.parent.parent.parent is None  # the document's node has no parent
    assert node[3] == node.kind and index_of(node.parent) == 1
    assert node.parts() == node_parts(node) == ("steps", 1, "metrics")
    assert node.pointer("completion_tokens") == "/steps/1/metrics/completion_tokens"
    assert [n.kind for n in node.ancestors()] == ["Step", "Trajectory"]


def test_a_type_that_declares_what_its_rules_read_is_entered_only_with_one_of_them() -> None:
    seen: list[tuple[object, ...]] = []

    def spy(value: Any, node: Node, context: Any) -> Iterable[Problem]:
        seen.append(node_parts(node))
        return [(NEGATIVE, ("prompt_tokens",), "negative")] if "prompt_tokens" in value else []

    doc = {
        "steps": [
            {"metrics": {"prompt_tokens": -1}, "message": [{"text": "a"}, {"prompt_tokens": 1}]},
            {"metrics": {"other": 1}, "message": [{}]},
        ]
    }
    reads = {"Metrics": frozenset({"prompt_tokens"}), "Part": frozenset({"prompt_tokens"})}
    rules = {"Metrics": [spy], "Part": [spy]}
    dialect = Dialect(CHILDREN, rules, reads=reads)
    found = dialect.findings(doc, "Trajectory")
    assert seen == [("steps", 0, "metrics"), ("steps", 0, "message", 1)]
    assert [f.path for f in found] == [
        "/steps/0/metrics/prompt_tokens",
        "/steps/0/message/1/prompt_tokens",
    ]
    # without the declaration every object is entered, and the rules find the same
    seen.clear()
    assert Dialect(CHILDREN, rules).findings(doc, "Trajectory") == found
    assert len(seen) == 5
    # the walk with structural findings skips the same objects
    seen.clear()
    assert dialect.findings(doc, "Trajectory", broken=broken_tree(["/steps/1/other"])) == found
    assert seen == [("steps", 0, "metrics"), ("steps", 0, "message", 1)]


def test_only_a_type_whose_members_lead_nowhere_declares_what_it_reads() -> None:
    with pytest.raises(ValueError, match="Step"):
        Dialect(CHILDREN, {"Metrics": [_negative]}, reads={"Step": frozenset({"step_id"})})


@pytest.mark.parametrize("broken", [None, ["/steps/3"]], ids=["clean walk", "with a broken tree"])
def test_a_walk_leaves_no_reference_cycle(broken: list[str] | None) -> None:
    """A walk's garbage is freed by reference counting, as the document is: commands pause
    the cyclic collector for a chunk of lines (trajspec._strictjson.cyclic_gc_paused), so a
    cycle made per document (the walk's nested functions holding themselves) kept every row
    of a chunk, and its context, alive until the chunk's end, and the collector then had
    200,000 objects to find (health of 3,000 small rows: a quarter slower)."""
    import gc

    tree = None if broken is None else _rule_engine.broken_tree(broken)
    DIALECT.problems(_doc(), "Trajectory", broken=tree)  # warm: caches made once
    DIALECT.is_clean(_doc(), "Trajectory", broken=tree)
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        for _ in range(20):
            DIALECT.problems(_doc(), "Trajectory", broken=tree)
            DIALECT.is_clean(_doc(), "Trajectory", broken=tree)
        assert gc.collect() == 0
    finally:
        if was:
            gc.enable()
