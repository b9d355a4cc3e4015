"""The command line's argument parser: argparse's, with usage errors as exceptions (exit 2)
and an unknown option reported by the command it was given to, with its closest match."""

from __future__ import annotations

import argparse
import difflib
import sys
from collections.abc import Sequence
from typing import NoReturn

from trajspec._cli.exits import UsageError


class Parser(argparse.ArgumentParser):
    #: the parsers of its subcommands, by name (``build_parser`` fills it)
    commands: dict[str, Parser]
    #: the arguments it was last given (an error names the unknown options among them)
    _given: list[str] = []  # noqa: RUF012 (replaced per instance, never mutated)

    def error(self, message: str) -> NoReturn:
        hints = self._hints(self._given)
        if hints and "unrecognized arguments" not in message:
            message += "; unknown option " + ", ".join(hints)
        self.print_usage(sys.stderr)
        raise UsageError(message)

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        self._given = list(sys.argv[1:] if args is None else args)
        return super().parse_known_args(args, namespace)

    def parse_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: None = None
    ) -> argparse.Namespace:
        """As argparse's, but an unknown option is reported by the (sub)command it was given
        to: that command's usage, and the closest option it has."""
        parsed, extras = self.parse_known_args(args, namespace)
        if extras:
            chosen = command_parser(self, parsed)
            hints = chosen._hints(extras)
            chosen._given = []
            chosen.error(
                f"unrecognized arguments: {' '.join(extras)}"
                + ("; " + ", ".join(hints) if hints else "")
            )
        return parsed

    def _hints(self, given: Sequence[str]) -> list[str]:
        """``--name (did you mean --option?)`` for each option in ``given`` that this parser
        does not know (not even as an abbreviation) and has a close match for."""
        options = [o for action in self._actions for o in action.option_strings]
        hints: list[str] = []
        for arg in given:
            name = arg.split("=", 1)[0]
            if not name.startswith("-") or name == "-" or name == "--":
                continue
            if any(option.startswith(name) for option in options):
                continue
            hints.extend(
                f"{name} (did you mean {close}?)"
                for close in difflib.get_close_matches(name, options, n=1)
            )
        return hints


def command_parser(parser: Parser, args: argparse.Namespace) -> Parser:
    """The parser of the deepest (sub)command the arguments chose."""
    for dest in ("command", "schema_command"):
        chosen = getattr(args, dest, None)
        commands = getattr(parser, "commands", {})
        if chosen in commands:
            parser = commands[chosen]
    return parser


__all__ = ["Parser", "command_parser"]
