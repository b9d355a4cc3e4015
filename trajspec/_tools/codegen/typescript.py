"""TypeScript types from spec/: one file per family version, by json-schema-to-typescript.

The generator is the npm package ``json-schema-to-typescript``, pinned here and in the
repository's package.json (``npm ci`` installs it into node_modules/). Users without the
repository get the same version through ``npx``: from the working directory's node_modules
when it holds that version, else fetched into npm's cache on first use.

Its input is the family's single-file bundle (``trajspec._bundle``, without ``$id``s), adjusted
in three ways that change no validation outcome, only how the generator names and types things:

* The root is a lookup type with one required member per schema title
  (``Evidence10Types["RolloutRow"]`` is ``RolloutRow``). Every definition is reachable from it,
  so each is declared once under its title; the bundle's own root (a container of ``$defs``)
  would otherwise become an empty object type.
* A ``$ref`` with sibling keywords (a property's ``description`` beside the reference) becomes
  those keywords plus ``allOf: [{$ref}]``, which means the same in Draft 2020-12. The generator
  merges a ``$ref`` with its siblings into a new object and declares it again under the same
  title with a number appended (``AgentRef1``): a second, unrelated type for one schema.
* A schema that constrains nothing (a payload that may be any JSON value: only a description)
  gets ``tsType: "unknown"``; the generator would type it as an object.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from collections import Counter
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import orjson

from trajspec._bundle import DRAFT, bundle, dumps
from trajspec._schemas import families, schemas_of

GENERATOR = "json-schema-to-typescript"
GENERATOR_VERSION = "16.0.0"
BANNER = (
    f"/* Generated from the trajspec schemas (spec/) by {GENERATOR} {GENERATOR_VERSION}. "
    "Do not edit by hand. */"
)

# fmt: off
JSON2TS_OPTIONS = (
    "--bannerComment", BANNER,
    # A schema that states no additionalProperties is open, as in JSON Schema. (Every object
    # in spec/ states it; this only pins the generator's default.)
    "--additionalProperties",
    "--unknownAny",
    # Every definition is reachable from the root lookup type (see the module docstring).
    "--no-unreachableDefinitions",
    "--declareExternallyReferenced",
    "--no-enableConstEnums",
    "--format",
)
# fmt: on

# Keywords whose value is a schema, a list of schemas or a map of names to schemas.
_SCHEMA = ("additionalProperties", "items", "not", "contains", "propertyNames")
_SCHEMA_LISTS = ("oneOf", "anyOf", "allOf", "prefixItems")
_SCHEMA_MAPS = ("properties", "patternProperties", "$defs")
# Keywords that restrict the shape of a value; a schema with none of them accepts any JSON.
_SHAPING = frozenset(
    {"type", "enum", "const", "$ref", *_SCHEMA, *_SCHEMA_LISTS, *_SCHEMA_MAPS, "required"}
)
_DECLARATION = re.compile(r"^export (?:interface|type|enum|const enum) ([A-Za-z_$][\w$]*)", re.M)


class GeneratorMissingError(RuntimeError):
    """A code generator is not installed; the message says what to install."""


class GeneratorRunError(RuntimeError):
    """The generator command failed; ``stderr`` says why."""

    def __init__(self, returncode: int, stderr: str) -> None:
        self.stderr = stderr.strip()
        super().__init__(f"{GENERATOR} failed (exit {returncode}): {self.stderr}")

    @property
    def from_npm(self) -> bool:
        """Whether npm (npx) failed before the generator ran: no network, no such version."""
        return any(line.startswith("npm error") for line in self.stderr.splitlines())

    @property
    def reason(self) -> str:
        """The first line npm or the generator gave as its reason."""
        lines = [line for line in self.stderr.splitlines() if line.strip()]
        reasons = [line for line in lines if "complete log" not in line]
        return (reasons or lines or ["no message"])[0]


def file_name(family: str, version: str) -> str:
    """The file of a family version in generated/typescript."""
    return f"{family}-{version}.ts"


def root_type(family: str, version: str) -> str:
    """The name of a family version's lookup type: ``Evidence10Types``."""
    return f"{family.capitalize()}{version.replace('.', '')}Types"


def typescript_input(family: str, version: str) -> dict[str, Any]:
    """The schema json-schema-to-typescript is given for one family version."""
    defs = bundle(family, version, keep_ids=False)["$defs"]
    titles = list(defs)
    name = root_type(family, version)
    return {
        "$schema": DRAFT,
        "title": name,
        "description": (
            f"Every type of the {family} {version} schemas, by schema title: "
            f'{name}["{titles[0]}"] is {titles[0]}.'
        ),
        "type": "object",
        "additionalProperties": False,
        "required": titles,
        "properties": {title: {"$ref": f"#/$defs/{title}"} for title in titles},
        "$defs": {title: _adjust(schema) for title, schema in defs.items()},
    }


def _adjust(schema: Any) -> Any:
    if not isinstance(schema, dict):
        return schema
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key in _SCHEMA_MAPS and isinstance(value, dict):
            out[key] = {name: _adjust(sub) for name, sub in value.items()}
        elif key in _SCHEMA_LISTS and isinstance(value, list):
            out[key] = [_adjust(sub) for sub in value]
        elif key in _SCHEMA:
            out[key] = _adjust(value)
        else:
            out[key] = value  # annotations and literal values (const, enum) stay as they are
    if "$ref" in out and len(out) > 1:
        out["allOf"] = [{"$ref": out.pop("$ref")}]
    if not _SHAPING.intersection(out):
        out["tsType"] = "unknown"
    return out


def known_titles(family: str, version: str) -> set[str]:
    """Every title in a family version's schemas (nested ``$defs`` included)."""

    def walk(node: Any) -> Iterator[str]:
        if isinstance(node, dict):
            if isinstance(node.get("title"), str):
                yield node["title"]
            for key, value in node.items():
                if key not in ("const", "enum", "examples", "default"):
                    yield from walk(value)
        elif isinstance(node, list):
            for item in node:
                yield from walk(item)

    return {title for info in schemas_of(family, version) for title in walk(dict(info.contents))}


def check_declarations(text: str, family: str, version: str) -> None:
    """Fail unless every declared type is a schema title, declared once, and every schema of
    the family is declared: no renamed duplicates (``Step1``), no type named after a property."""
    declared = Counter(_DECLARATION.findall(text))
    titles = known_titles(family, version)
    # A schema that builds on another ({"$ref": base, "properties": ...}) is written
    # `type T = Base & T1`, T1 its own members: T1 is that schema's half, no stray type.
    halves = {
        f"{title}1"
        for title in titles
        if re.search(rf"export type {title} = \w+ & {title}1;", text)
    }
    allowed = titles | halves | {root_type(family, version)}
    problems = [f"{name} is declared {n} times" for name, n in sorted(declared.items()) if n > 1]
    problems += [
        f"{name} is no schema title (a duplicate, or an untitled schema: give it a title)"
        for name in sorted(set(declared) - allowed)
    ]
    problems += [
        f"{info.title} is not declared"
        for info in schemas_of(family, version)
        if info.title not in declared
    ]
    if problems:
        raise RuntimeError(f"{GENERATOR} output for {family} {version}: " + "; ".join(problems))


def generate_typescript(out: Path, json2ts: Sequence[str]) -> list[Path]:
    """Write the TypeScript types of every family version into ``out`` with the generator
    command ``json2ts``; returns the files written. Nothing is written unless every family
    version generated cleanly."""
    texts = render_typescript(json2ts)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in texts.items():
        target = out / name
        temporary = target.with_name(f".{name}.tmp")
        temporary.write_text(text, encoding="utf-8")
        temporary.replace(target)
        written.append(target)
    return written


def render_typescript(json2ts: Sequence[str]) -> dict[str, str]:
    """File name -> TypeScript text, for every family version (one generator run)."""
    pairs = families()
    with tempfile.TemporaryDirectory() as scratch:
        source = Path(scratch) / "in"
        produced = Path(scratch) / "out"
        source.mkdir()
        for family, version in pairs:
            stem = file_name(family, version).removesuffix(".ts")
            (source / f"{stem}.json").write_bytes(dumps(typescript_input(family, version)))
        # One run over the folder: node starts once. Run from the scratch folder so that no
        # configuration of the caller's working directory applies.
        result = subprocess.run(
            [*json2ts, "--input", str(source), "--output", str(produced), *JSON2TS_OPTIONS],
            cwd=scratch,
            capture_output=True,
            text=True,
            check=False,
        )
        if result.returncode != 0:
            raise GeneratorRunError(result.returncode, result.stderr)
        texts = {}
        for family, version in pairs:
            stem = file_name(family, version).removesuffix(".ts")
            text = (produced / f"{stem}.d.ts").read_text(encoding="utf-8")
            check_declarations(text, family, version)
            texts[file_name(family, version)] = text
    return texts


def repo_generator(repo: Path) -> list[str]:
    """The command that runs the generator installed by ``npm ci`` in a repository."""
    node = shutil.which("node")
    if node is None:
        raise GeneratorMissingError(
            "node is not on PATH: the TypeScript types need Node.js 20 or later "
            "(https://nodejs.org/), then `npm ci` in the repository"
        )
    package = repo / "node_modules" / GENERATOR / "package.json"
    try:
        meta = orjson.loads(package.read_bytes())
    except (OSError, orjson.JSONDecodeError):
        raise GeneratorMissingError(
            f"{GENERATOR} is not installed in {repo / 'node_modules'}: run `npm ci` in {repo}"
        ) from None
    if meta.get("version") != GENERATOR_VERSION:
        raise GeneratorMissingError(
            f"{package.parent} is version {meta.get('version')}, not the pinned "
            f"{GENERATOR_VERSION}: run `npm ci` in {repo}"
        )
    return [node, str(package.parent / meta["bin"]["json2ts"])]


def npx_generator() -> list[str]:
    """The command that runs the pinned generator through npx (fetched on first use)."""
    npx = shutil.which("npx")
    if shutil.which("node") is None or npx is None:
        raise GeneratorMissingError(
            "TypeScript generation needs Node.js 20 or later with npx on PATH: install it "
            "from https://nodejs.org/ or with your system's package manager; npx then fetches "
            f"{GENERATOR}@{GENERATOR_VERSION} on first use"
        )
    return [npx, "--yes", f"--package={GENERATOR}@{GENERATOR_VERSION}", "--", "json2ts"]
