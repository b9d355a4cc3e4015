"""ATIF export, first phase: checks of single conversation items and turn copies.

Everything here looks at one conversation item, one turn copy or one row member at a time,
so it needs no structure beyond what it type-checks itself and runs on any row, valid or not.
A value of the wrong JSON type is skipped: the structure phase reports it.

Item checks: the item type is one the profile maps (message, reasoning, function_call,
function_call_output); no member would be dropped (the allowed members per item and per text
part are those the mapping reads, as in the reference exporter); no training metadata, phase,
namespace, developer role, copied assistant context, non-text or empty content, annotations,
encrypted or ambiguous reasoning, unparsable arguments, blank call ids or names, or status
other than completed. The checks of the row itself are in converters/_atif_export/row.py.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from trajspec._findings import Finding, pointer_parts
from trajspec._jsonvalues import show
from trajspec._rule_engine import Dialect, Node, Problem
from trajspec._rules import finding
from trajspec._strictjson import StrictJsonError, loads
from trajspec.converters._atif_export.values import Path, is_blank

Out = list[Finding]
#: The root invocation's function calls' arguments as the preflight read them, by position in
#: its conversation: the mapping writes these values (the text is parsed once).
Arguments = dict[int, Any]

#: Item members that carry training data ATIF v1.7 has no place for.
TRAINING_KEYS: Final = frozenset(
    {"prompt_token_ids", "generation_token_ids", "generation_log_probs", "routed_experts"}
)
SUPPORTED_ITEMS: Final = frozenset(
    {"message", "reasoning", "function_call", "function_call_output"}
)
INPUT_ROLES: Final = frozenset({"system", "user", "developer"})

# Members the mapping reads, per item and part kind; anything else would be dropped.
_ASSISTANT_MESSAGE: Final = frozenset({"id", "content", "role", "status", "type", "phase"})
_INPUT_MESSAGE: Final = frozenset({"content", "role", "status", "type", "phase"})
_REASONING: Final = frozenset({"id", "summary", "type", "encrypted_content", "content"})
_FUNCTION_CALL: Final = frozenset(
    {"arguments", "call_id", "name", "type", "id", "status", "namespace"}
)
_FUNCTION_OUTPUT: Final = frozenset({"call_id", "output", "type", "id", "status"})
_PLAIN_TEXT_PART: Final = frozenset({"type", "text"})
_OUTPUT_TEXT_PART: Final = frozenset({"type", "text", "annotations", "logprobs"})


# --- items ----------------------------------------------------------------------------------


def check_item(
    item: Any, path: Path, out: Out, arguments: Arguments | None = None, index: int = 0
) -> None:
    """Every item-local reason why ``item`` (a conversation item) cannot be exported. A
    function call's arguments read as one strict JSON object go into ``arguments`` (when
    given) under ``index``, for the mapping (parsed once)."""
    if not isinstance(item, dict):
        return
    training_metadata(item, path, out)
    if "type" not in item:
        # Valid evidence when it is a message (the Responses API's easy input message), but
        # the export, as the reference exporter, maps only items that state their type.
        out.append(
            finding(
                "export.item_type_missing",
                path,
                "the item has no type; the export maps only items that state it "
                '(write "type": "message" on the message)',
            )
        )
        return
    kind = item.get("type")
    if not isinstance(kind, str):
        return  # the structure phase reports a mistyped type
    if kind not in SUPPORTED_ITEMS:
        out.append(
            finding(
                "export.item_unsupported",
                (*path, "type"),
                f"a {kind!r} item has no ATIF v1.7 equivalent in the export profile, which maps "
                "message, reasoning, function_call and function_call_output items only",
            )
        )
        return
    if kind == "function_call":
        _function_call(item, path, out, arguments, index)
        return
    _ITEM_CHECKS[kind](item, path, out)


def training_metadata(item: dict[str, Any], path: Path, out: Out) -> None:
    """Training token ids, log probabilities and routed experts on an item."""
    if item.keys().isdisjoint(TRAINING_KEYS):
        return
    found = sorted(TRAINING_KEYS.intersection(item))
    out.append(
        finding(
            "export.training_metadata",
            (*path, found[0]),
            f"the item carries {', '.join(found)}; training token ids, log probabilities and "
            "routed-expert metadata have no place in ATIF v1.7 steps and are not copied",
        )
    )


def _unknown_members(item: dict[str, Any], allowed: frozenset[str], path: Path, out: Out) -> None:
    if item.keys() <= allowed:
        return  # the usual item, told in C
    for key in item:
        if key not in allowed and key not in TRAINING_KEYS:
            out.append(
                finding(
                    "export.field_unsupported",
                    (*path, key),
                    f"the export maps no member {key!r} here and would drop it; remove it or "
                    "keep the row out of the export",
                )
            )


#: Why an empty list of parts cannot be exported, per container.
_EMPTY_PARTS: Final = {
    "assistant": "the assistant message has no content part; an exported answer has at least "
    "one output_text part",
    "input": "the message content is an empty list; use a string or at least one input_text part",
    "tool": "the tool output is an empty list; use a string or at least one input_text part",
}


def _parts(item: dict[str, Any], key: str, path: Path, out: Out, container: str) -> list[Any]:
    """The parts of ``item[key]`` when it is a list (none otherwise: a string is checked by
    the caller, another type by the structure phase); an empty list is a finding."""
    parts = item.get(key)
    if not isinstance(parts, list):
        return []
    if not parts:
        out.append(finding("export.content_empty", (*path, key), _EMPTY_PARTS[container]))
    return parts


def _status(item: dict[str, Any], path: Path, out: Out, what: str) -> None:
    status = item.get("status")
    if isinstance(status, str) and status != "completed":
        out.append(
            finding(
                "export.status_not_completed",
                (*path, "status"),
                f"the {what} is {status!r}; only completed items are exported",
            )
        )


def _message(item: dict[str, Any], path: Path, out: Out) -> None:
    role = item.get("role")
    if item.get("phase") is not None:
        out.append(
            finding(
                "export.phase_unsupported",
                (*path, "phase"),
                f"message phase {show(item['phase'])} has no ATIF v1.7 field; only a missing "
                "or null phase can be exported",
            )
        )
    if role == "assistant":
        _assistant_message(item, path, out)
    elif isinstance(role, str) and role in INPUT_ROLES:
        if role == "developer":
            out.append(
                finding(
                    "export.role_unsupported",
                    (*path, "role"),
                    "developer messages have no ATIF step source; the export takes system and "
                    "user input only",
                )
            )
        _input_message(item, path, out)


def _assistant_message(item: dict[str, Any], path: Path, out: Out) -> None:
    _unknown_members(item, _ASSISTANT_MESSAGE, path, out)
    _status(item, path, out, "assistant message")
    content = item.get("content")
    if isinstance(content, str):
        out.append(
            finding(
                "export.copied_context",
                (*path, "content"),
                "an assistant message with string content is copied input context, not a "
                "model response; the export takes output_text parts only",
            )
        )
        return
    parts = _parts(item, "content", path, out, "assistant")
    for k, part in enumerate(parts):
        if not isinstance(part, dict):
            continue
        where = (*path, "content", k)
        kind = part.get("type")
        if kind == "output_text":
            _unknown_members(part, _OUTPUT_TEXT_PART, where, out)
            if isinstance(part.get("annotations"), list) and part["annotations"]:
                out.append(
                    finding(
                        "export.annotations_unsupported",
                        (*where, "annotations"),
                        "output_text annotations have no ATIF v1.7 field and would be dropped",
                    )
                )
            if isinstance(part.get("logprobs"), list) and part["logprobs"]:
                out.append(
                    finding(
                        "export.training_metadata",
                        (*where, "logprobs"),
                        "output_text log probabilities have no ATIF v1.7 field and are not copied",
                    )
                )
        else:
            _other_part(kind, where, out, _COPIED_CONTEXT_PART)


#: A text part of the other side's kind in a message: (its type, the code, the message).
_COPIED_CONTEXT_PART: Final = (
    "input_text",
    "export.copied_context",
    "an input_text part in an assistant message is copied input context, not model output",
)
_OUTPUT_IN_INPUT_PART: Final = (
    "output_text",
    "export.part_kind_mismatch",
    "an output_text part in a system or user message is model output in an input message; "
    "input messages hold input_text parts",
)


def _other_part(kind: object, where: Path, out: Out, mismatch: tuple[str, str, str] | None) -> None:
    """A content part that is not of the text kind its container holds: the other text kind
    (``mismatch``, where the container has one), or a part that is not text at all."""
    if mismatch is not None and kind == mismatch[0]:
        out.append(finding(mismatch[1], where, mismatch[2]))
    elif isinstance(kind, str):
        out.append(
            finding(
                "export.content_not_text",
                where,
                f"a {kind!r} part is not text; the export profile carries text content only",
            )
        )


def _input_message(item: dict[str, Any], path: Path, out: Out) -> None:
    _unknown_members(item, _INPUT_MESSAGE, path, out)
    content = item.get("content")
    if "status" in item and not isinstance(content, list):
        out.append(
            finding(
                "export.message_status_unsupported",
                (*path, "status"),
                "a status on a message with string content has no ATIF field; a status is "
                "exported only with multipart content",
            )
        )
    elif isinstance(content, list):
        _status(item, path, out, f"{item.get('role')} message")
    parts = _parts(item, "content", path, out, "input")
    for k, part in enumerate(parts):
        _input_part(part, (*path, "content", k), out, in_message=True)


def _input_part(part: Any, where: Path, out: Out, *, in_message: bool) -> None:
    if not isinstance(part, dict):
        return
    kind = part.get("type")
    if kind == "input_text":
        _unknown_members(part, _PLAIN_TEXT_PART, where, out)
    else:
        # a tool output has no other text kind: an output_text part there is not text
        _other_part(kind, where, out, _OUTPUT_IN_INPUT_PART if in_message else None)


def _reasoning(item: dict[str, Any], path: Path, out: Out) -> None:
    _unknown_members(item, _REASONING, path, out)
    encrypted = item.get("encrypted_content") is not None
    if encrypted:
        out.append(
            finding(
                "export.reasoning_encrypted",
                (*path, "encrypted_content"),
                "encrypted reasoning cannot be written as ATIF reasoning text",
            )
        )
    summary, content = item.get("summary"), item.get("content")
    has_summary = isinstance(summary, list) and bool(summary)
    has_content = isinstance(content, list) and bool(content)
    if has_summary and has_content:
        out.append(
            finding(
                "export.reasoning_ambiguous",
                path,
                "the reasoning item has both content and summary text; ATIF has one "
                "reasoning_content, so one of them would be dropped",
            )
        )
    elif not has_summary and not has_content and not encrypted:
        out.append(
            finding(
                "export.reasoning_empty",
                path,
                "the reasoning item has neither content nor summary text to export",
            )
        )
    for key in ("summary", "content"):
        parts = item.get(key)
        if isinstance(parts, list):
            for k, part in enumerate(parts):
                if isinstance(part, dict):
                    _unknown_members(part, _PLAIN_TEXT_PART, (*path, key, k), out)


def _function_call(
    item: dict[str, Any], path: Path, out: Out, arguments: Arguments | None = None, index: int = 0
) -> None:
    _unknown_members(item, _FUNCTION_CALL, path, out)
    if item.get("namespace") is not None:
        out.append(
            finding(
                "export.namespace_unsupported",
                (*path, "namespace"),
                f"namespace {show(item['namespace'])} cannot be kept apart from the function "
                "name in an ATIF tool call; only a missing or null namespace can be exported",
            )
        )
    for key in ("call_id", "name"):
        value = item.get(key)
        if isinstance(value, str) and is_blank(value):
            out.append(blank((*path, key), f"the function call's {key}"))
    _status(item, path, out, "function call")
    text = item.get("arguments")
    if isinstance(text, str):
        value, problem = read_arguments(text)
        if problem is not None:
            out.append(finding("export.arguments_invalid", (*path, "arguments"), problem))
        elif arguments is not None:
            arguments[index] = value


def read_arguments(arguments: str) -> tuple[Any, str | None]:
    """A function call's arguments text read strictly: (the object, None), or (None, why it
    is not one strict JSON object)."""
    try:
        value = loads(arguments)
    except StrictJsonError as error:
        first = error.problems[0]
        return None, (
            f"the arguments are not strict JSON ({first.code}: {first.message}); they must "
            "be the text of one JSON object"
        )
    if not isinstance(value, dict):
        return None, (
            "the arguments are valid JSON but not an object; ATIF tool-call arguments are an object"
        )
    return value, None


def arguments_problem(arguments: str) -> str | None:
    """Why a function call's arguments text is not one strict JSON object, or None."""
    return read_arguments(arguments)[1]


def _function_output(item: dict[str, Any], path: Path, out: Out) -> None:
    _unknown_members(item, _FUNCTION_OUTPUT, path, out)
    _status(item, path, out, "function call output")
    parts = _parts(item, "output", path, out, "tool")
    for k, part in enumerate(parts):
        _input_part(part, (*path, "output", k), out, in_message=False)


_ITEM_CHECKS: Final[dict[str, Callable[[dict[str, Any], Path, Out], None]]] = {
    "message": _message,
    "reasoning": _reasoning,
    "function_call": _function_call,
    "function_call_output": _function_output,
}


def blank(path: Path, what: str) -> Finding:
    """The finding for an identifier or name that is present but blank."""
    return finding(
        "export.value_blank",
        path,
        f"{what} is blank; when present it needs a non-blank character",
    )


# --- the items of a trajectory, on the rule engine ------------------------------------------

#: The turns' members that copy conversation items.
TURN_COPIES: Final = ("question", "answer", "reasoning_content")


def _relative(found: list[Finding]) -> list[Problem]:
    """Findings made at a relative place (path ``()``) as the engine's problems."""
    return [(f.code, tuple(pointer_parts(f.path)), f.message) for f in found]


def _item_rule(item: dict[str, Any], node: Node, arguments: Arguments) -> list[Problem]:
    """A conversation item's checks (:func:`check_item`); the root invocation's function
    calls' arguments go into ``arguments`` by the item's position (for the mapping)."""
    found: list[Finding] = []
    root = node.parent is not None and node.parent.index == 0
    check_item(item, (), found, arguments if root else None, node.index or 0)
    return _relative(found) if found else []


def _copy_rule(item: dict[str, Any], node: Node, arguments: Arguments) -> list[Problem]:
    """Training metadata in a turn's copy of a conversation item."""
    found: list[Finding] = []
    training_metadata(item, (), found)
    return _relative(found) if found else []


#: The export's item checks as rules of the objects that hold them: every invocation's
#: conversation items, then the turns' copies, in document order (one walk of the trajectory).
ITEMS: Final = Dialect(
    children={
        "Trajectory": {"invocations": ("Invocation", True), "turns": ("Turn", True)},
        "Invocation": {"conversation": ("Item", True)},
        "Turn": dict.fromkeys(TURN_COPIES, ("Copy", True)),
    },
    rules={"Item": (_item_rule,), "Copy": (_copy_rule,)},
)


__all__ = [
    "INPUT_ROLES",
    "ITEMS",
    "SUPPORTED_ITEMS",
    "TRAINING_KEYS",
    "TURN_COPIES",
    "Arguments",
    "arguments_problem",
    "blank",
    "check_item",
    "read_arguments",
    "training_metadata",
]
