"""Go models from spec/: one package per family version, written by trajspec's own emitter.

Why not a generator of the ecosystem: the candidates were measured with the conformance
runner (README, "Models for other languages"). go-jsonschema 0.24.1 round-tripped 200 of 333
valid documents and rejected 132 of 303 type-expressible invalid ones: its pointers with
``omitempty`` turn ``null`` into an absent member, its unmarshalers decode nested objects
without ``DisallowUnknownFields``, its catch-all member is not encoded back, and
multi-type members become ``interface{}``. encoding/json offers no way to tell an absent
member from ``null`` or to refuse ``null`` for a plain field, so every object here decodes
itself, member by member, through the small runtime package ``jsonmodel``
(templates/go/jsonmodel.go):

* a member that may be absent is ``jsonmodel.Opt[T]`` (Set tells absent from present), a
  member that may be null is ``*T``: absent stays absent, null stays null;
* a closed object (``additionalProperties: false``) fails on an unknown member; an open one
  keeps its other members in ``Extra`` and writes them back;
* a string enum or const is a named string type with its constants, checked on decoding;
* ``oneOf`` and multi-type members are structs with one pointer per alternative, the first
  alternative that decodes wins (its const discriminator makes it the right one);
* integers are ``int64`` decoded exactly (``1.0`` and ``1e3`` are integers, as JSON Schema
  says); a value the schema leaves open is ``json.RawMessage``, kept byte for byte;
* every type and field carries the schema's description as its doc comment.

Keywords that no Go type states (minimum, pattern, minLength, minItems, ...) are left to the
validator, as in the other languages' models.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import textwrap
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from trajspec._bundle import bundle
from trajspec._schemas import all_schemas, families
from trajspec._tools.codegen.shapes import (
    branch_label,
    flat_branches,
    formatted,
    fresh_name,
    member_lines,
    object_members,
    pascal,
    referenced,
    required_tool,
    schema_head,
    type_kinds,
    write_files,
)

GENERATOR = "trajspec-go"  # the emitter of this module; its version is trajspec's
MODULE = "trajspec.dev/models"
GO_VERSION = "1.22"
RUNTIME = "jsonmodel"
HEADER = "// Code generated from the trajspec schemas (spec/) by trajspec codegen. DO NOT EDIT.\n"


def package_name(family: str, version: str) -> str:
    """The Go package of a family version: ``evidence10``."""
    return family + re.sub(r"\W", "", version)


@dataclass(frozen=True)
class GoType:
    """A Go type expression and the expression of its jsonmodel.Decoder."""

    expr: str
    decode: str
    nullable: bool = False


@dataclass
class _Decl:
    name: str
    doc: str
    text: str = ""


@dataclass
class _Emitter:
    root: dict[str, Any]
    decls: dict[str, _Decl] = field(default_factory=dict)
    by_pointer: dict[str, GoType] = field(default_factory=dict)
    in_progress: set[str] = field(default_factory=set)

    # -- names ---------------------------------------------------------------------------

    def fresh(self, name: str) -> str:
        candidate = fresh_name(self.decls, name)
        self.decls[candidate] = _Decl(candidate, "")
        return candidate

    # -- schemas -------------------------------------------------------------------------

    def ref(self, pointer: str) -> GoType:
        # A recursive reference: the named type exists by then (objects and unions are named
        # before their members are read).
        return referenced(self, pointer, lambda name: GoType(name, f"decode{name}"))

    def any_type(self, name: str, top: bool) -> GoType:
        return GoType("json.RawMessage", "jsonmodel.Any")

    def schema(self, node: Any, name: str, *, top: bool = False) -> GoType:
        node, doc, made = schema_head(self, node, name, "Go", top)
        if made:
            return made[0]
        kinds, nullable = type_kinds(node)
        if not kinds:
            return self.alias(name, doc, GoType("json.RawMessage", "jsonmodel.Any"), top)
        if len(kinds) > 1:
            shape = self.union(name, doc, [{**node, "type": k} for k in kinds], top=True)
        else:
            shape = self.single(kinds[0], node, name, doc, top=top)
        return self.nullable(shape) if nullable else shape

    def nullable(self, shape: GoType) -> GoType:
        if shape.nullable:
            return shape
        return GoType(f"*{shape.expr}", f"jsonmodel.Nullable({shape.decode})", True)

    def single(self, kind: str, node: dict[str, Any], name: str, doc: str, *, top: bool) -> GoType:
        primitive = {
            "string": GoType("string", "jsonmodel.String"),
            "integer": GoType("int64", "jsonmodel.Integer"),
            "number": GoType("float64", "jsonmodel.Number"),
            "boolean": GoType("bool", "jsonmodel.Boolean"),
            "null": GoType("jsonmodel.Null", "jsonmodel.DecodeNull"),
        }
        if kind in primitive:
            return self.alias(name, doc, primitive[kind], top)
        if kind == "array":
            items = self.schema(node.get("items", True), name + "Item")
            return self.alias(
                name, doc, GoType(f"[]{items.expr}", f"jsonmodel.List({items.decode})"), top
            )
        if kind == "object":
            return self.object(node, name, doc, top=top)
        raise ValueError(f"{name}: unknown type {kind!r}")

    def alias(self, name: str, doc: str, shape: GoType, top: bool) -> GoType:
        """A definition of its own (a titled schema) is a named alias, so that the registry
        and users can name it; an inline schema is just its shape."""
        if not top:
            return shape
        name = self.fresh(name)
        self.decls[name] = _Decl(
            name,
            doc,
            f"type {name} = {shape.expr}\n\n"
            f"func decode{name}(raw json.RawMessage) ({name}, error) "
            f"{{ return {shape.decode}(raw) }}\n",
        )
        return GoType(name, f"decode{name}", shape.nullable)

    def values(self, name: str, doc: str, values: list[Any], *, top: bool) -> GoType:
        strings = [v for v in values if isinstance(v, str)]
        nullable = None in values
        if len(strings) + nullable != len(values) or not strings:
            texts = ", ".join(go_string(json.dumps(v, separators=(",", ":"))) for v in values)
            shape = GoType("json.RawMessage", f"jsonmodel.Values({texts})")
            return self.alias(name, doc, shape, top)
        name = self.fresh(name)
        constants = []
        used: set[str] = set()
        for value in strings:
            const = name + (pascal(value) or "Empty")
            while const in used:
                const += "_"
            used.add(const)
            constants.append((const, value))
        lines = [f"type {name} string\n", "const ("]
        for const, value in constants:
            lines.append(f"\t{const} {name} = {go_string(value)}")
        lines.append(")\n")
        listed = ", ".join(go_string(v) for v in strings)
        cases = ", ".join(const for const, _ in constants)
        lines.append(
            f"func decode{name}(raw json.RawMessage) ({name}, error) {{\n"
            "\ttext, err := jsonmodel.String(raw)\n"
            '\tif err != nil {\n\t\treturn "", err\n\t}\n'
            f"\tswitch value := {name}(text); value {{\n"
            f"\tcase {cases}:\n\t\treturn value, nil\n\t}}\n"
            f'\treturn "", jsonmodel.NotOneOf(text, {listed})\n}}\n'
        )
        lines.append(_unmarshal(name))
        self.decls[name] = _Decl(name, doc, "\n".join(lines))
        shape = GoType(name, f"decode{name}")
        return self.nullable(shape) if nullable else shape

    def union(self, name: str, doc: str, branches: list[Any], *, top: bool) -> GoType:
        branches = flat_branches(branches)
        nullable = any(isinstance(b, dict) and b.get("type") == "null" for b in branches)
        branches = [b for b in branches if not (isinstance(b, dict) and b.get("type") == "null")]
        if len(branches) == 1:
            shape = self.schema(branches[0], name, top=top)
            return self.nullable(shape) if nullable else shape
        name = self.fresh(name)
        self.by_pointer.setdefault(f"#union/{name}", GoType(name, f"decode{name}"))
        members: list[tuple[str, GoType, str]] = []
        taken: set[str] = set()
        for index, branch in enumerate(branches):
            label = branch_label(branch, index)
            while label in taken:
                label += "_"
            taken.add(label)
            shape = self.schema(branch, name + label)
            branch_doc = branch.get("description", "") if isinstance(branch, dict) else ""
            members.append((label, shape, branch_doc))
        fields = []
        for label, shape, branch_doc in members:
            fields.append(_doc(branch_doc or f"The {label} alternative.", "\t"))
            fields.append(f"\t{label} *{shape.expr}")
        body = [
            f"type {name} struct {{",
            *fields,
            "}\n",
            f"func decode{name}(raw json.RawMessage) ({name}, error) {{",
            f"\tvar value {name}",
            "\tvar errs []error",
        ]
        for label, shape, _ in members:
            body += [
                f"\tif branch, err := {shape.decode}(raw); err == nil {{",
                f"\t\tvalue.{label} = &branch",
                "\t\treturn value, nil",
                "\t} else {",
                "\t\terrs = append(errs, err)",
                "\t}",
            ]
        body += ["\treturn value, jsonmodel.NoBranch(raw, errs)", "}\n", _unmarshal(name)]
        body += [
            f"// MarshalJSON writes the alternative that is set.\nfunc (v {name}) MarshalJSON() "
            "([]byte, error) {"
        ]
        for label, _, _ in members:
            body += [f"\tif v.{label} != nil {{", f"\t\treturn json.Marshal(*v.{label})", "\t}"]
        body += [f'\treturn nil, errors.New("{name}: no alternative is set")', "}\n"]
        self.decls[name] = _Decl(name, doc, "\n".join(body))
        shape = GoType(name, f"decode{name}")
        return self.nullable(shape) if nullable else shape

    def object(self, node: dict[str, Any], name: str, doc: str, *, top: bool) -> GoType:
        properties: dict[str, Any] = node.get("properties", {})
        extra = node.get("additionalProperties", True)
        if not properties:
            values = self.schema(extra, name + "Value") if extra is not False else None
            if values is None:
                shape = GoType("struct{}", "jsonmodel.Map(jsonmodel.Any)")
                return self.alias(name, doc, shape, top)
            shape = GoType(f"map[string]{values.expr}", f"jsonmodel.Map({values.decode})")
            return self.alias(name, doc, shape, top)
        name = self.fresh(name)
        fields, rest = object_members(
            node, name, extra, lambda member: pascal(member) or "Member", "Extra", self.schema
        )
        lines = [f"type {name} struct {{"]
        for _member, go_name, shape, needed, sub_doc in fields:
            if sub_doc:
                lines.append(_doc(sub_doc, "\t"))
            go_type = shape.expr if needed else f"jsonmodel.Opt[{shape.expr}]"
            lines.append(f"\t{go_name} {go_type}")
        if rest is not None:
            lines.append("\t// The other members of this open object, kept as they are.")
            lines.append(f"\tExtra map[string]{rest.expr}")
        lines.append("}\n")
        lines.append(f"func decode{name}(raw json.RawMessage) ({name}, error) {{")
        lines.append(f"\tvar value {name}")
        lines.append("\tfields, err := jsonmodel.NewFields(raw)")
        lines.append("\tif err != nil {\n\t\treturn value, err\n\t}")
        lines += member_lines(
            fields,
            go_string,
            "\tvalue.{own} = jsonmodel.Required(fields, {key}, {shape.decode})",
            "\tvalue.{own} = jsonmodel.Optional(fields, {key}, {shape.decode})",
            rest,
            "\tvalue.Extra = jsonmodel.Rest(fields, {rest.decode})",
            "\tfields.Closed()",
        )
        lines.append("\treturn value, fields.Err()\n}\n")
        lines.append(_unmarshal(name))
        lines.append(
            "// MarshalJSON writes the members that are present.\n"
            f"func (v {name}) MarshalJSON() ([]byte, error) {{\n\tvar w jsonmodel.Writer"
        )
        lines += member_lines(
            fields,
            go_string,
            "\tjsonmodel.Put(&w, {key}, v.{own})",
            "\tjsonmodel.PutOpt(&w, {key}, v.{own})",
        )
        if rest is not None:
            lines.append("\tjsonmodel.PutRest(&w, v.Extra)")
        lines.append("\treturn w.Bytes()\n}\n")
        self.decls[name] = _Decl(name, doc, "\n".join(lines))
        return GoType(name, f"decode{name}")


def _unmarshal(name: str) -> str:
    return (
        "// UnmarshalJSON decodes strictly (see package jsonmodel).\n"
        f"func (v *{name}) UnmarshalJSON(raw []byte) error {{\n"
        f"\tvalue, err := decode{name}(raw)\n"
        "\tif err != nil {\n\t\treturn err\n\t}\n"
        "\t*v = value\n\treturn nil\n}\n"
    )


def _doc(text: str, indent: str = "") -> str:
    text = " ".join(text.split())
    lines = textwrap.wrap(text, 96 - len(indent), break_long_words=False, break_on_hyphens=False)
    return "\n".join(f"{indent}// {line}" for line in lines)


def go_string(text: str) -> str:
    """A Go string literal (JSON's escapes are Go's, for the characters JSON escapes)."""
    return json.dumps(text, ensure_ascii=False)


def render_package(family: str, version: str) -> str:
    """The Go source of one family version's package."""
    root = bundle(family, version, keep_ids=False)
    emitter = _Emitter(root)
    titles = list(root["$defs"])
    for title in titles:
        emitter.ref(f"#/$defs/{title}")
    package = package_name(family, version)
    body = []
    for name in sorted(emitter.decls):
        decl = emitter.decls[name]
        comment = _doc(decl.doc) if decl.doc else f"// {name} is generated from the schemas."
        body.append(f"{comment}\n{decl.text}")
    source = "\n".join(body)
    imports = ['"encoding/json"']
    if "errors." in source:
        imports.append('"errors"')
    imports.append(f'"{MODULE}/{RUNTIME}"')
    return (
        f"{HEADER}\n"
        + _doc(f"Package {package} holds the models of the {family} {version} schemas.")
        + f"\npackage {package}\n\nimport (\n"
        + "".join(f"\t{line}\n" for line in imports)
        + ")\n\n"
        + source
    )


def render_registry() -> str:
    """The registry package: the decoder of every schema by family/version/name."""
    pairs = families()
    imports = [f'\t"{MODULE}/{package_name(f, v)}"' for f, v in pairs]
    entries = []
    for info in all_schemas():
        package = package_name(info.family, info.version)
        entries.append(f'\t"{info.qualified_name}": decode[{package}.{info.title}],')
    return (
        f"{HEADER}\n"
        "// Package registry finds the model of a schema by its name (family/version/name).\n"
        'package registry\n\nimport (\n\t"encoding/json"\n\n' + "\n".join(imports) + "\n)\n\n"
        "// Decode decodes raw strictly into the model of a schema, by family/version/name.\n"
        "func Decode(schema string, raw []byte) (any, bool, error) {\n"
        "\tdecoder, ok := decoders[schema]\n\tif !ok {\n\t\treturn nil, false, nil\n\t}\n"
        "\tvalue, err := decoder(raw)\n\treturn value, true, err\n}\n\n"
        "func decode[T any](raw []byte) (any, error) {\n"
        "\tvalue := new(T)\n"
        "\tif err := json.Unmarshal(raw, value); err != nil {\n\t\treturn nil, err\n\t}\n"
        "\treturn value, nil\n}\n\n"
        "var decoders = map[string]func([]byte) (any, error){\n" + "\n".join(entries) + "\n}\n"
    )


def find_gofmt() -> str:
    """The gofmt of the Go toolchain on PATH (the Go models are formatted by it)."""
    gofmt = shutil.which("gofmt")
    if gofmt is None:
        go = shutil.which("go")
        if go is not None:
            root = subprocess.run(
                [go, "env", "GOROOT"], capture_output=True, text=True, check=False
            ).stdout.strip()
            candidate = Path(root, "bin", "gofmt")
            gofmt = str(candidate) if root and candidate.is_file() else None
    return required_tool(
        gofmt,
        "the Go models are formatted by gofmt: install Go 1.22 or later (https://go.dev/dl/) "
        "and put its bin folder on PATH",
    )


def generate_go(out: Path, gofmt: str | None = None) -> list[Path]:
    """Write the Go module (every family version, the runtime, the registry) into ``out``;
    returns the files written."""
    formatter = gofmt or find_gofmt()
    return write_files(out, render_go(), lambda text, rel: _gofmt(formatter, text, rel), ".go")


def _gofmt(gofmt: str, text: str, name: str) -> str:
    return formatted([gofmt], "gofmt", text, name)


def render_go() -> dict[str, str]:
    """Path under generated/go -> text (before gofmt), for the whole Go module."""
    runtime = resources.files("trajspec._tools.codegen") / "templates" / "go" / "jsonmodel.go"
    files = {
        "go.mod": f"module {MODULE}\n\ngo {GO_VERSION}\n",
        f"{RUNTIME}/jsonmodel.go": HEADER + "\n" + runtime.read_text(encoding="utf-8"),
        "registry/registry.go": render_registry(),
    }
    for family, version in families():
        package = package_name(family, version)
        files[f"{package}/models.go"] = render_package(family, version)
    return files


__all__ = [
    "GENERATOR",
    "MODULE",
    "find_gofmt",
    "flat_branches",
    "generate_go",
    "package_name",
    "pascal",
    "render_go",
    "render_package",
]
