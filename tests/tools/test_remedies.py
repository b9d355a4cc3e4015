"""Every rule of spec/rules and every check of spec/health has a "how to fix" of its own,
and the SARIF help of a finding gives that one, not its family's general advice."""

from __future__ import annotations

import orjson
import pytest

from trajspec._cli.sarif_rules import reporting_descriptor, rule_help
from trajspec._rules import registry_files
from trajspec._schemas import spec_root

_LEVEL = {"error": "error", "warning": "warning", "info": "note"}

#: Codes whose remedies are the same text, each group with the reason they share a fix.
SHARED: dict[frozenset[str], str] = {
    frozenset(
        {"atif.gym.observation_on_non_agent_step", "reverify.observation_on_non_agent_step"}
    ): ("one requirement of Gym's profile, checked by validate --kind atif and again by reverify"),
}


def _items() -> list[tuple[str, str, str, str]]:
    """(code, summary, remedy, family remedy) of every rule and every health check."""
    found = []
    for _, data in registry_files():
        for rule in data["rules"]:
            found.append((rule["code"], rule["summary"], rule.get("remedy", ""), data["remedy"]))
    health = orjson.loads((spec_root() / "health" / "checks.json").read_bytes())
    for check in health["checks"]:
        found.append((check["id"], check["summary"], check.get("remedy", ""), health["remedy"]))
    return found


ITEMS = _items()


def test_every_rule_and_check_has_a_remedy_of_its_own() -> None:
    by_text: dict[str, set[str]] = {}
    for code, summary, remedy, general in ITEMS:
        assert remedy.strip(), f"{code} has no remedy"
        assert remedy != general, f"{code}: the remedy is its family's general advice"
        assert remedy not in summary and summary not in remedy, f"{code} restates its summary"
        by_text.setdefault(remedy, set()).add(code)
    shared = [frozenset(codes) for codes in by_text.values() if len(codes) > 1]
    assert sorted(map(sorted, shared)) == sorted(map(sorted, SHARED))


def test_the_shared_remedies_are_still_registered() -> None:
    codes = {code for code, *_ in ITEMS}
    for group in SHARED:
        assert group <= codes, sorted(group - codes)


@pytest.mark.parametrize(("code", "remedy"), [(item[0], item[2]) for item in ITEMS])
def test_sarif_help_says_how_to_fix_a_finding_of_this_rule(code: str, remedy: str) -> None:
    assert rule_help(code).remedy == remedy
    descriptor = reporting_descriptor(code, _LEVEL)
    assert f"How to fix: {remedy}\n" in descriptor["help"]["text"]
    markdown = remedy.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    assert f"**How to fix.** {markdown}\n" in descriptor["help"]["markdown"]
