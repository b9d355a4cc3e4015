"""The rules of a task input's request (``responses_create_params`` of NeMo Gym's input row,
and of a materialized one): the request gives the model an input, and a tool choice names a
tool that the request declares. The request's conversation items get their own rules."""

from __future__ import annotations

from typing import Any, Final

from trajspec._jsonvalues import show
from trajspec.validators._evidence.values import Node, Path, Problem, Problems

#: Tool choices that name a tool by its type and name (the OpenAI SDK's ToolChoiceFunction
#: and ToolChoiceCustom, and the entries of allowed_tools).
_NAMED: Final = frozenset({"function", "custom"})


def request_rules(value: dict[str, Any], node: Node, context: Any) -> Problems:
    """Rules input.input_empty and input.tool_choice_declared."""
    out: list[Problem] = []
    given = value.get("input")
    if given == "" or given == []:
        out.append(
            (
                "input.input_empty",
                ("input",),
                "the input is empty, so the model is given nothing unless the agent builds its "
                "own prompt (as Harbor and SWE agents do) or a prompt_config fills it",
            )
        )
    if "tool_choice" in value:
        out.extend(_tool_choice(value))
    return out


def _declared(tools: list[dict[str, Any]]) -> set[tuple[str, str]]:
    return {
        (tool["type"], tool["name"])
        for tool in tools
        if tool.get("type") in _NAMED and isinstance(tool.get("name"), str)
    }


def _tool_choice(request: dict[str, Any]) -> Problems:
    # the schema proved the choice a string or an object with a string type, and the tools
    # objects; an allowed_tools choice's entries are not described by it
    choice = request["tool_choice"]
    tools = request.get("tools", [])
    where: Path = ("tool_choice",)
    if choice == "required":
        if tools:
            return ()
        return (
            (
                "input.tool_choice_declared",
                where,
                "tool_choice is required, but the request declares no tools, so the model "
                "has nothing it could call; declare the tools in tools, or choose auto",
            ),
        )
    if type(choice) is not dict:
        return ()
    declared = _declared(tools)
    if choice["type"] == "allowed_tools":
        entries = choice.get("tools")
        places = [
            ((*where, "tools", index), entry)
            for index, entry in enumerate(entries if isinstance(entries, list) else ())
            if isinstance(entry, dict)
        ]
    else:
        places = [(where, choice)]
    out: list[Problem] = []
    for place, entry in places:
        kind, name = entry.get("type"), entry.get("name")
        if kind not in _NAMED or not isinstance(name, str) or (kind, name) in declared:
            continue
        same_kind = sorted(n for k, n in declared if k == kind)
        if same_kind:
            known = f"the {kind} tools it declares are {', '.join(map(show, same_kind))}"
        else:
            known = f"it declares no {kind} tool"
        out.append(
            (
                "input.tool_choice_declared",
                place,
                f"the tool choice names the {kind} tool {show(name)}, which the request's tools "
                f"do not declare ({known}); name a declared tool or declare this one",
            )
        )
    return out
