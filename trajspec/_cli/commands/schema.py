"""``trajspec schema list|show|bundle``: the schemas the package holds, one, or a family's
bundle, on standard output."""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

import orjson

from trajspec._cli.exits import EXIT_OK, UsageError


def write_json(data: object, out: TextIO, *, indent: bool = True) -> None:
    option = orjson.OPT_INDENT_2 if indent else 0
    out.write(orjson.dumps(data, option=option).decode() + "\n")


def cmd_schema_list(args: argparse.Namespace) -> int:
    from trajspec._schemas import all_schemas

    infos = all_schemas()
    if args.format == "json":
        write_json(
            [
                {
                    "name": info.qualified_name,
                    "title": info.title,
                    "id": info.id,
                    "description": info.contents.get("description", ""),
                }
                for info in infos
            ],
            sys.stdout,
        )
        return EXIT_OK
    width = max((len(info.qualified_name) for info in infos), default=0)
    title_width = max((len(info.title) for info in infos), default=0)
    for info in infos:
        summary = str(info.contents.get("description", "")).split(". ")[0].rstrip(".")
        print(f"{info.qualified_name:<{width}}  {info.title:<{title_width}}  {summary}")
    return EXIT_OK


def cmd_schema_show(args: argparse.Namespace) -> int:
    from trajspec._schemas import UnknownSchemaError, find_schema

    try:
        info = find_schema(args.name)
    except UnknownSchemaError as error:
        raise UsageError(str(error)) from None
    write_json(dict(info.contents), sys.stdout)
    return EXIT_OK


def cmd_schema_bundle(args: argparse.Namespace) -> int:
    from trajspec._bundle import bundle, dumps

    family, _, version = args.family_version.partition("/")
    try:
        document = bundle(family, version, keep_ids=not args.no_id)
    except LookupError as error:
        raise UsageError(f"{error}; `trajspec schema list` shows the families") from None
    sys.stdout.write(dumps(document).decode())
    return EXIT_OK


__all__ = ["cmd_schema_bundle", "cmd_schema_list", "cmd_schema_show", "write_json"]
