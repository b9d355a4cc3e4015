"""Java models from spec/: one Maven module (``dev.trajspec:trajspec-models``), one class per
family version holding a nested class per schema type, written by trajspec's own emitter on
Jackson 2's ``JsonNode``. Why not jsonschema2pojo or quicktype: README, "Models for other
languages" (the measured round trips).

Every type decodes itself from a ``JsonNode`` and encodes back to one, through the runtime
package ``dev.trajspec.models.jsonmodel`` (templates/java/), and binds to Jackson through
``@JsonCreator``/``@JsonValue``:

* a member that may be absent is ``Opt<T>`` (present, absent, and a present null apart);
  a value that may be null is a Java reference that may be null;
* a closed object fails on an unknown member (as ``FAIL_ON_UNKNOWN_PROPERTIES`` would); an
  open one keeps its other members in ``extra`` (a catch-all map, as ``@JsonAnySetter``) and
  writes them back;
* a string enum or const is a Java enum; ``oneOf`` and multi-type members are classes with one
  field per alternative, the first alternative that decodes wins;
* integers are ``Long`` decoded exactly (``1.0`` and ``1e3`` are integers); ``Json.MAPPER``
  reads numbers as big integers and big decimals, so a value the schema leaves open
  (``JsonNode``) keeps every digit;
* every type and field carries the schema's description as its Javadoc.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any, Final

from trajspec._bundle import bundle
from trajspec._schemas import all_schemas, families
from trajspec._tools.codegen import shapes
from trajspec._tools.codegen.maven import ARTIFACT, GROUP, render_pom

PACKAGE = "dev.trajspec.models"
HEADER = "// Code generated from the trajspec schemas (spec/) by trajspec codegen. DO NOT EDIT.\n"
RUNTIME = ("Json", "DecodeException", "Decoder", "Encoder", "Opt", "Fields", "Writer")
KEYWORDS = frozenset(
    [
        "abstract",
        "assert",
        "boolean",
        "break",
        "byte",
        "case",
        "catch",
        "char",
        "class",
        "const",
        "continue",
        "default",
        "do",
        "double",
        "else",
        "enum",
        "extends",
        "final",
        "finally",
        "float",
        "for",
        "goto",
        "if",
        "implements",
        "import",
        "instanceof",
        "int",
        "interface",
        "long",
        "native",
        "new",
        "package",
        "private",
        "protected",
        "public",
        "return",
        "short",
        "static",
        "strictfp",
        "super",
        "switch",
        "synchronized",
        "this",
        "throw",
        "throws",
        "transient",
        "try",
        "void",
        "volatile",
        "while",
        "true",
        "false",
        "null",
        "var",
        "yield",
        "record",
        "sealed",
        "permits",
    ]
)


def class_name(family: str, version: str) -> str:
    """The Java class of a family version: ``Evidence10``."""
    return family.capitalize() + re.sub(r"\W", "", version)


def camel(text: str) -> str:
    """``_ng_task_index`` -> ``ngTaskIndex``; a keyword gets a trailing underscore."""
    upper = shapes.pascal(text) or "member"
    out = upper[0].lower() + upper[1:]
    return f"{out}_" if out in KEYWORDS else out


def constant(text: str) -> str:
    """``ATIF-v1.7`` -> ``ATIF_V1_7``."""
    words = re.split(r"[^0-9A-Za-z]+|(?<=[a-z0-9])(?=[A-Z])", text)
    out = "_".join(w.upper() for w in words if w) or "EMPTY"
    return f"V_{out}" if out[0].isdigit() else out


@dataclass(frozen=True)
class JavaType:
    """A Java type and the expressions of its Decoder and Encoder."""

    expr: str
    decode: str
    encode: str
    nullable: bool = False


_PRIMITIVES = {
    "string": JavaType("String", "Json::string", "Json::stringNode"),
    "integer": JavaType("Long", "Json::integer", "Json::integerNode"),
    "number": JavaType("Double", "Json::number", "Json::numberNode"),
    "boolean": JavaType("Boolean", "Json::bool", "Json::boolNode"),
    "null": JavaType("Json.Null", "Json::nullValue", "Json::nullNode"),
}
_ANY = JavaType("JsonNode", "Json::any", "Json::anyNode")


def _named(name: str) -> JavaType:
    return JavaType(name, f"{name}::decode", f"{name}::encode")


class _Emitter(shapes.TextEmitter[JavaType]):
    def ref(self, pointer: str) -> JavaType:
        # recursive: a class, named before its members are read
        return shapes.referenced(self, pointer, _named)

    def any_type(self, name: str, top: bool) -> JavaType:
        return _ANY

    def schema(self, node: Any, name: str, *, top: bool = False) -> JavaType:
        """The type of a schema (``top`` changes nothing here: Java names every type)."""
        node, doc, made = shapes.schema_head(self, node, name, "Java", top)
        if made:
            return made[0]
        kinds, nullable = shapes.type_kinds(node)
        if not kinds:
            return _ANY
        if len(kinds) > 1:
            shape = self.union(name, doc, [{**node, "type": k} for k in kinds])
        elif kinds[0] in _PRIMITIVES:
            shape = _PRIMITIVES[kinds[0]]
        elif kinds[0] == "array":
            items = self.schema(node.get("items", True), name + "Item")
            shape = JavaType(
                f"List<{items.expr}>",
                f"Json.list({items.decode})",
                f"Json.listNode({items.encode})",
            )
        elif kinds[0] == "object":
            shape = self.object(node, name, doc)
        else:
            raise ValueError(f"{name}: unknown type {kinds[0]!r}")
        return self.nullable(shape) if nullable else shape

    @staticmethod
    def nullable(shape: JavaType) -> JavaType:
        if shape.nullable:
            return shape
        return JavaType(
            shape.expr, f"Json.nullable({shape.decode})", f"Json.nullableNode({shape.encode})", True
        )

    def values(self, name: str, doc: str, values: list[Any], *, top: bool = False) -> JavaType:
        strings = [v for v in values if isinstance(v, str)]
        nullable = None in values
        if len(strings) + nullable != len(values) or not strings:
            texts = ", ".join(_java_string(json.dumps(v)) for v in values)
            return JavaType("JsonNode", f"Json.values({texts})", "Json::anyNode")
        name = self.fresh(name)
        constants: list[tuple[str, str]] = []
        taken: set[str] = set()
        for value in strings:
            const = constant(value)
            while const in taken:
                const += "_"
            taken.add(const)
            constants.append((const, value))
        listed = _java_string(", ".join(json.dumps(v) for v in strings))
        lines = [f"public enum {name} {{"]
        for index, (const, value) in enumerate(constants):
            end = ";" if index == len(constants) - 1 else ","
            lines.append(f"    /** {_javadoc_text(json.dumps(value))} */")
            lines.append(f"    {const}({_java_string(value)}){end}")
        lines += [
            "",
            "    private final String json;",
            "",
            f"    {name}(String json) {{",
            "        this.json = json;",
            "    }",
            "",
            "    /** The JSON string of the value. */",
            "    @JsonValue",
            "    public String json() {",
            "        return json;",
            "    }",
            "",
            "    /** Decode strictly. */",
            "    @JsonCreator",
            f"    public static {name} decode(JsonNode node) throws DecodeException {{",
            "        String text = Json.string(node);",
            f"        for ({name} value : values()) {{",
            "            if (value.json.equals(text)) {",
            "                return value;",
            "            }",
            "        }",
            f"        throw Json.notOneOf(text, {listed});",
            "    }",
            "",
            "    /** Encode. */",
            f"    public static JsonNode encode({name} value) {{",
            "        return Json.stringNode(value.json);",
            "    }",
            "}",
        ]
        self.docs[name] = doc
        self.decls[name] = "\n".join(lines)
        shape = _named(name)
        return self.nullable(shape) if nullable else shape

    def union(self, name: str, doc: str, branches: list[Any], *, top: bool = False) -> JavaType:
        branches = shapes.flat_branches(branches)
        nullable = any(isinstance(b, dict) and b.get("type") == "null" for b in branches)
        branches = [b for b in branches if not (isinstance(b, dict) and b.get("type") == "null")]
        if len(branches) == 1:
            shape = self.schema(branches[0], name)
            return self.nullable(shape) if nullable else shape
        name = self.fresh(name)
        members: list[tuple[str, JavaType, str]] = []
        taken: set[str] = set()
        for index, branch in enumerate(branches):
            label = camel(shapes.branch_label(branch, index))
            while label in taken:
                label += "_"
            taken.add(label)
            shape = self.schema(branch, name + shapes.pascal(label))
            branch_doc = branch.get("description", "") if isinstance(branch, dict) else ""
            members.append((label, shape, branch_doc))
        lines = [f"public static final class {name} {{"]
        for label, shape, branch_doc in members:
            text = branch_doc or f"The {label} alternative; null when another is set."
            lines.append(_javadoc(text, "    "))
            lines.append(f"    public {shape.expr} {label};")
            lines.append("")
        lines += [
            "    /** Decode strictly: the first alternative that decodes. */",
            "    @JsonCreator",
            f"    public static {name} decode(JsonNode node) throws DecodeException {{",
            f"        {name} value = new {name}();",
            "        List<DecodeException> errors = new ArrayList<>();",
        ]
        for label, shape, _ in members:
            lines += [
                "        try {",
                f"            {_decoder_type(shape)} decoder = {shape.decode};",
                f"            value.{label} = decoder.decode(node);",
                "            return value;",
                "        } catch (DecodeException error) {",
                "            errors.add(error);",
                "        }",
            ]
        lines += [
            "        throw Json.noAlternative(node, errors);",
            "    }",
            "",
            "    /** Encode the alternative that is set. */",
            f"    public static JsonNode encode({name} value) {{",
        ]
        for label, shape, _ in members:
            lines += [
                f"        if (value.{label} != null) {{",
                f"            {_encoder_type(shape)} encoder = {shape.encode};",
                f"            return encoder.encode(value.{label});",
                "        }",
            ]
        lines += [
            f'        throw new IllegalStateException("{name}: no alternative is set");',
            "    }",
            *_TO_JSON,
        ]
        self.docs[name] = doc
        self.decls[name] = "\n".join(lines)
        shape = _named(name)
        return self.nullable(shape) if nullable else shape

    def object(self, node: dict[str, Any], name: str, doc: str) -> JavaType:
        properties: dict[str, Any] = node.get("properties", {})
        extra = node.get("additionalProperties", True)
        if not properties and extra is not False:
            values = self.schema(extra, name + "Value")
            return JavaType(
                f"Map<String, {values.expr}>",
                f"Json.map({values.decode})",
                f"Json.mapNode({values.encode})",
            )
        name = self.fresh(name)
        fields, rest = shapes.object_members(node, name, extra, camel, "extra", self.schema)
        lines = [f"public static final class {name} {{"]
        for _member, java_name, shape, needed, sub_doc in fields:
            if sub_doc:
                lines.append(_javadoc(sub_doc, "    "))
            if needed:
                lines.append(f"    public {shape.expr} {java_name};")
            else:
                lines.append(f"    public Opt<{shape.expr}> {java_name} = Opt.absent();")
            lines.append("")
        if rest is not None:
            lines.append("    /** The other members of this open object, kept as they are. */")
            lines.append(f"    public Map<String, {rest.expr}> extra = new LinkedHashMap<>();")
            lines.append("")
        lines += [
            "    /** Decode strictly. */",
            "    @JsonCreator",
            f"    public static {name} decode(JsonNode node) throws DecodeException {{",
            "        Fields fields = new Fields(node);",
            f"        {name} value = new {name}();",
        ]
        lines += shapes.member_lines(
            fields,
            _java_string,
            "        value.{own} = fields.required({key}, {shape.decode});",
            "        value.{own} = fields.optional({key}, {shape.decode});",
            rest,
            "        value.extra = fields.rest({rest.decode});",
            "        fields.closed();",
        )
        lines += [
            "        return value;",
            "    }",
            "",
            "    /** Encode the members that are present. */",
            f"    public static JsonNode encode({name} value) {{",
            "        Writer writer = new Writer();",
        ]
        lines += shapes.member_lines(
            fields,
            _java_string,
            "        writer.put({key}, value.{own}, {shape.encode});",
            "        writer.putOpt({key}, value.{own}, {shape.encode});",
        )
        if rest is not None:
            lines.append(f"        writer.putRest(value.extra, {rest.encode});")
        lines += ["        return writer.finish();", "    }", *_TO_JSON]
        self.docs[name] = doc
        self.decls[name] = "\n".join(lines)
        return _named(name)


#: The end of every generated class: its JSON value through its own encoder.
_TO_JSON: Final = (
    "",
    "    /** The JSON value. */",
    "    @JsonValue",
    "    public JsonNode toJson() {",
    "        return encode(this);",
    "    }",
    "}",
)


def _decoder_type(shape: JavaType) -> str:
    return f"Decoder<{shape.expr}>"


def _encoder_type(shape: JavaType) -> str:
    return f"Encoder<{shape.expr}>"


def _java_string(text: str) -> str:
    out = json.dumps(text, ensure_ascii=True)
    return out.replace("\\u2028", "\\u2028").replace("\\u2029", "\\u2029")


def _javadoc_text(text: str) -> str:
    escaped = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return escaped.replace("*/", "*&#47;").replace("@", "&#64;").replace("\\u", "\\\\u")


def _javadoc(text: str, indent: str = "") -> str:
    import textwrap

    text = _javadoc_text(" ".join(text.split()))
    lines = textwrap.wrap(text, 96 - len(indent), break_long_words=False, break_on_hyphens=False)
    if len(lines) == 1:
        return f"{indent}/** {lines[0]} */"
    return "\n".join([f"{indent}/**", *(f"{indent} * {line}" for line in lines), f"{indent} */"])


def _indent(text: str, prefix: str = "    ") -> str:
    return "\n".join(prefix + line if line else line for line in text.splitlines())


def render_class(family: str, version: str) -> str:
    """The Java source of one family version's class."""
    root = bundle(family, version, keep_ids=False)
    emitter = _Emitter(root)
    for title in root["$defs"]:
        emitter.ref(f"#/$defs/{title}")
    outer = class_name(family, version)
    body = []
    for name in sorted(emitter.decls):
        doc = emitter.docs.get(name) or f"{name} (generated from the schemas)."
        text = emitter.decls[name]
        if text.startswith("public enum"):
            text = text.replace("public enum", "public static enum", 1)
        body.append(_indent(f"{_javadoc(doc)}\n{text}"))
    return (
        f"{HEADER}\npackage {PACKAGE};\n\n"
        "import com.fasterxml.jackson.annotation.JsonCreator;\n"
        "import com.fasterxml.jackson.annotation.JsonValue;\n"
        "import com.fasterxml.jackson.databind.JsonNode;\n"
        f"import {PACKAGE}.jsonmodel.DecodeException;\n"
        f"import {PACKAGE}.jsonmodel.Decoder;\n"
        f"import {PACKAGE}.jsonmodel.Encoder;\n"
        f"import {PACKAGE}.jsonmodel.Fields;\n"
        f"import {PACKAGE}.jsonmodel.Json;\n"
        f"import {PACKAGE}.jsonmodel.Opt;\n"
        f"import {PACKAGE}.jsonmodel.Writer;\n"
        "import java.util.ArrayList;\nimport java.util.LinkedHashMap;\n"
        "import java.util.List;\nimport java.util.Map;\n\n"
        f"/** The models of the {family} {version} schemas, one nested type per schema type. */\n"
        f"public final class {outer} {{\n    private {outer}() {{}}\n\n"
        + "\n\n".join(body)
        + "\n}\n"
    )


def _registry_entries() -> list[str]:
    entries = []
    for family, version in families():
        root = bundle(family, version, keep_ids=False)
        emitter = _Emitter(root)
        outer = class_name(family, version)
        for info in all_schemas():
            if (info.family, info.version) != (family, version):
                continue
            shape = emitter.ref(f"#/$defs/{info.title}")
            decode = _qualify(shape.decode, emitter, outer)
            encode = _qualify(shape.encode, emitter, outer)
            expr = _qualify(shape.expr, emitter, outer)
            entries.append(
                f'        Registry.<{expr}>put("{info.qualified_name}", {decode}, {encode});'
            )
    return entries


def _qualify(text: str, emitter: _Emitter, outer: str) -> str:
    names = sorted(emitter.decls, key=len, reverse=True)
    pattern = re.compile(r"(?<![\w.])(" + "|".join(map(re.escape, names)) + r")\b")
    return pattern.sub(lambda m: f"{outer}.{m.group(1)}", text)


def render_registry() -> str:
    """The model of a schema by its name, decoding and encoding back."""
    return (
        f"{HEADER}\npackage {PACKAGE};\n\n"
        "import com.fasterxml.jackson.databind.JsonNode;\n"
        f"import {PACKAGE}.jsonmodel.DecodeException;\n"
        f"import {PACKAGE}.jsonmodel.Decoder;\n"
        f"import {PACKAGE}.jsonmodel.Encoder;\n"
        f"import {PACKAGE}.jsonmodel.Json;\n"
        "import java.util.HashMap;\nimport java.util.List;\nimport java.util.Map;\n"
        "import java.util.Optional;\n\n"
        "/** The model of a schema by its name (family/version/name). */\n"
        "public final class Registry {\n    private Registry() {}\n\n"
        "    private static final Map<String, Decoder<JsonNode>> ROUND_TRIPS = new HashMap<>();\n\n"
        "    private static <T> void put(String name, Decoder<T> decoder, Encoder<T> encoder) {\n"
        "        ROUND_TRIPS.put(name, node -> encoder.encode(decoder.decode(node)));\n    }\n\n"
        "    static {\n" + "\n".join(_registry_entries()) + "\n    }\n\n"
        "    /**\n     * Decode {@code node} strictly into the model of {@code schema} and encode it"
        " back;\n     * empty when no model has that name.\n     */\n"
        "    public static Optional<JsonNode> roundTrip(String schema, JsonNode node)"
        " throws DecodeException {\n"
        "        Decoder<JsonNode> roundTrip = ROUND_TRIPS.get(schema);\n"
        "        return roundTrip == null ? Optional.empty() : Optional.of(roundTrip.decode(node));\n"
        "    }\n\n"
        "    /** The names of every schema with a model. */\n"
        "    public static List<String> names() {\n"
        "        return ROUND_TRIPS.keySet().stream().sorted().toList();\n    }\n\n"
        "    static JsonNode unused() {\n        return Json.NODES.nullNode();\n    }\n}\n"
    )


def render_java() -> dict[str, str]:
    """Path under generated/java -> text, for the whole Maven module."""
    template = resources.files("trajspec._tools.codegen") / "templates" / "java"
    base = "src/main/java/" + PACKAGE.replace(".", "/")
    files = {"pom.xml": render_pom()}
    for name in RUNTIME:
        text = (template / f"{name}.java").read_text(encoding="utf-8")
        files[f"{base}/jsonmodel/{name}.java"] = HEADER + "\n" + text
    files[f"{base}/Registry.java"] = render_registry()
    for family, version in families():
        files[f"{base}/{class_name(family, version)}.java"] = render_class(family, version)
    return files


def generate_java(out: Path) -> list[Path]:
    """Write the Maven module into ``out``; returns the files written."""
    return shapes.write_files(out, render_java())


__all__ = [
    "ARTIFACT",
    "GROUP",
    "PACKAGE",
    "class_name",
    "generate_java",
    "render_class",
    "render_java",
]
