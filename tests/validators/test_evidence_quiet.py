"""What the evidence rules read at once stays what the definitions say: a call's status
code read as its own int (validators/_evidence/usage.py), and a row whose conversation is
drawn from every JSON type (negative, infinite and NaN numbers, booleans, strings, nulls,
absent members) finds, structure first, what its structural findings and the rules of the
objects its schema proved find.
"""

from __future__ import annotations

import copy
import math
from typing import Any

from _conversation_items import token_members, usual_row
from hypothesis import example, given
from hypothesis import strategies as st

MISSING = object()

values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-5, 10**6),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([math.inf, -math.inf, math.nan, 0.0, -0.0]),
    st.text(max_size=3),
    st.just(MISSING),
)


@given(
    st.fixed_dictionaries(
        {},
        optional={
            "status_code": st.sampled_from([200, 399, 400, 500, 2**63 - 1, 2**63, -(2**63) - 1])
            | values,
            "error_category": st.sampled_from(["", "incomplete", "timeout"]) | values,
            "response_status": st.sampled_from(["completed", "failed", "error"]) | values,
        },
    )
    | values
)
@example({"status_code": 2**63})
@example({"status_code": 400.0})
def test_call_finished_reads_the_status_code_as_json_int(metadata: Any) -> None:
    """call_finished, its plain-int status read at once, says what the definition says."""
    from trajspec._jsonvalues import json_int
    from trajspec.validators._evidence import usage

    call = {"response_metadata": metadata} if metadata is not MISSING else {}
    expected = True
    if isinstance(metadata, dict):
        status = json_int(metadata.get("status_code"))
        category = metadata.get("error_category")
        text = metadata.get("response_status")
        expected = not (
            (status is not None and status >= 400)
            or (isinstance(category, str) and category not in ("", "incomplete"))
            or (isinstance(text, str) and text in ("failed", "error", "cancelled"))
        )
    assert usage.call_finished(call) == expected


# --- a usual row with a drawn conversation --------------------------------------------------

_plain = values.filter(lambda value: value is not MISSING)  # what JSON can hold
_video_parts = st.fixed_dictionaries(
    {"type": st.sampled_from(["input_video", "input_text", "output_text"]) | _plain},
    optional={
        "video_url": st.sampled_from(["u", ""]) | _plain,
        "video": st.sampled_from(["v", ""]) | _plain,
        "text": st.just("t"),
    },
)
_conversation_items = st.builds(
    lambda base, tokens: {**base, **tokens},
    st.one_of(
        st.fixed_dictionaries(
            {"role": st.sampled_from(["user", "assistant"]), "content": st.just("text")},
            optional={"type": st.just("message")},
        ),
        st.fixed_dictionaries(
            {
                "role": st.just("user"),
                "content": st.lists(_video_parts | _plain, max_size=3),
            },
            optional={"type": st.sampled_from(["message", "reasoning"]) | _plain},
        ),
        st.fixed_dictionaries(
            {
                "type": st.just("function_call"),
                "call_id": st.just("c"),
                "name": st.just("f"),
                "arguments": st.just("{}"),
            }
        ),
        st.fixed_dictionaries(
            {"type": st.just("function_call_output"), "call_id": st.just("c"), "output": _plain}
        ),
    ),
    token_members,
)


@given(st.lists(_conversation_items | _plain, max_size=4))
@example([{"role": "user", "content": "t", "prompt_token_ids": [1]}])
@example([{"role": "user", "content": [{"type": "input_video", "video_url": "u", "video": "v"}]}])
@example([{"role": "user", "content": "t"}, {"type": "function_call_output", "call_id": "c"}])
def test_rows_with_proven_conversations_keep_their_findings(items: list[Any]) -> None:
    """A usual row with the drawn conversation: validation finds what the rules find when
    they read every conversation item themselves."""
    from trajspec.validators import validate_document
    from trajspec.validators._document import _ordered, beside_structure, number_findings
    from trajspec.validators._evidence.rules import CHECKS
    from trajspec.validators._structural.compiled import structural_findings

    row = usual_row()
    row["ng_trajectory"]["invocations"][0]["conversation"] = copy.deepcopy(items)
    schema = "evidence/1.0/rollout_row"
    expected = structural_findings(row, schema)
    expected += CHECKS[schema](row)
    expected += beside_structure(number_findings(row, "evidence"), expected)
    assert validate_document(row, "row") == _ordered(expected)


def test_the_usual_row_is_clean() -> None:
    """The row the conversation test starts from has no finding and passes the clean pass."""
    from trajspec.validators import validate_document
    from trajspec.validators._structural.compiled import structure_and_range_clean

    assert validate_document(usual_row(), "row") == []
    assert structure_and_range_clean(usual_row(), "evidence/1.0/rollout_row")
