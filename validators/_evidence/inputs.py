"""The rules of a task input row (NeMo Gym's input, and a materialized one): the request in
``responses_create_params`` gives the model an input, and a tool choice names a tool that the
request declares. The request's conversation items get their own rules."""

from __future__ import annotations

from typing import Any, Final

from trajspec._jsonvalues import show
from trajspec._rules import finding
from trajspec.validators._evidence.content import conversation_item_rules
from trajspec.validators._evidence.values import Out, Path, objects

#: Tool choices that name a tool by its type and name (the OpenAI SDK's ToolChoiceFunction
#: and ToolChoiceCustom, and the entries of allowed_tools).
_NAMED: Final = frozenset({"function", "custom"})


def input_row_rules(value: Any, path: Path, out: Out) -> None:
    if isinstance(value, dict):
        request_rules(value.get("responses_create_params"), (*path, "responses_create_params"), out)


def request_rules(value: Any, path: Path, out: Out) -> None:
    if not isinstance(value, dict):
        return
    given = value.get("input")
    if given == "" or given == []:
        out.append(
            finding(
                "input.input_empty",
                (*path, "input"),
                "the input is empty, so the model is given nothing unless the agent builds its "
                "own prompt (as Harbor and SWE agents do) or a prompt_config fills it",
            )
        )
    for index, item in objects(given):
        conversation_item_rules(item, (*path, "input", index), out)
    _tool_choice(value, path, out)


def _declared(tools: Any) -> set[tuple[str, str]]:
    return {
        (tool["type"], tool["name"])
        for _, tool in objects(tools)
        if tool.get("type") in _NAMED and isinstance(tool.get("name"), str)
    }


def _tool_choice(request: dict[str, Any], path: Path, out: Out) -> None:
    choice = request.get("tool_choice")
    tools = request.get("tools", [])
    if not isinstance(tools, list):
        return  # the structural pass reports it
    where = (*path, "tool_choice")
    if choice == "required":
        if not tools:
            out.append(
                finding(
                    "input.tool_choice_declared",
                    where,
                    "tool_choice is required, but the request declares no tools, so the model "
                    "has nothing it could call; declare the tools in tools, or choose auto",
                )
            )
        return
    if not isinstance(choice, dict):
        return
    declared = _declared(tools)
    if choice.get("type") == "allowed_tools":
        named = [(index, entry) for index, entry in objects(choice.get("tools"))]
        places = [((*where, "tools", index), entry) for index, entry in named]
    else:
        places = [(where, choice)]
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
            finding(
                "input.tool_choice_declared",
                place,
                f"the tool choice names the {kind} tool {show(name)}, which the request's tools "
                f"do not declare ({known}); name a declared tool or declare this one",
            )
        )
