package dev.trajspec.models.jsonmodel;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The runtime of the trajspec Java models: strict decoding of JSON values (no null where the
 * schema has none, no "5" for 5, no unknown member of a closed object) from Jackson's
 * {@link JsonNode}, and encoding back, so that a document decoded and encoded again is the same
 * JSON value. Read documents with {@link #MAPPER}: it keeps every number exact.
 */
public final class Json {
    private Json() {}

    /** Builds nodes. */
    public static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** A mapper that reads numbers exactly (big integers, big decimals) and nothing after the value. */
    public static final ObjectMapper MAPPER =
            JsonMapper.builder()
                    .nodeFactory(NODES)
                    .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
                    .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS)
                    .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                    .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                    .build();

    /** The JSON value null (a schema of type "null"). */
    public enum Null {
        /** The one value. */
        NULL
    }

    private static String describe(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return "nothing";
        }
        switch (node.getNodeType()) {
            case NULL:
                return "null";
            case BOOLEAN:
                return "a boolean";
            case NUMBER:
                return "a number";
            case STRING:
                return "a string";
            case ARRAY:
                return "an array";
            case OBJECT:
                return "an object";
            default:
                return "a " + node.getNodeType().toString().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** The error of a value of the wrong JSON type. */
    public static DecodeException expected(String what, JsonNode node) {
        return new DecodeException("expected " + what + ", got " + describe(node));
    }

    /** A JSON string. */
    public static String string(JsonNode node) throws DecodeException {
        if (node == null || !node.isTextual()) {
            throw expected("a string", node);
        }
        return node.textValue();
    }

    /** true or false. */
    public static Boolean bool(JsonNode node) throws DecodeException {
        if (node == null || !node.isBoolean()) {
            throw expected("a boolean", node);
        }
        return node.booleanValue();
    }

    /** A JSON number, as a double. */
    public static Double number(JsonNode node) throws DecodeException {
        if (node == null || !node.isNumber()) {
            throw expected("a number", node);
        }
        return node.doubleValue();
    }

    /**
     * A JSON number with no fractional part (1.0 and 1e3 are integers, as JSON Schema says),
     * exactly, within the signed 64-bit range.
     */
    public static Long integer(JsonNode node) throws DecodeException {
        if (node == null || !node.isNumber()) {
            throw expected("an integer", node);
        }
        BigInteger exact;
        if (node.isIntegralNumber()) {
            exact = node.bigIntegerValue();
        } else {
            BigDecimal decimal = node.decimalValue();
            if (decimal.signum() != 0 && decimal.stripTrailingZeros().scale() > 0) {
                throw new DecodeException("expected an integer, got " + node);
            }
            exact = decimal.toBigInteger();
        }
        if (exact.bitLength() > 63) {
            throw new DecodeException(node + " is beyond the signed 64-bit range");
        }
        return exact.longValue();
    }

    /** Any JSON value, kept as it is. */
    public static JsonNode any(JsonNode node) throws DecodeException {
        if (node == null || node.isMissingNode()) {
            throw expected("a JSON value", node);
        }
        return node;
    }

    /** null. */
    public static Null nullValue(JsonNode node) throws DecodeException {
        if (node == null || !node.isNull()) {
            throw expected("null", node);
        }
        return Null.NULL;
    }

    /** A JSON array, each item decoded with {@code item}. */
    public static <T> Decoder<List<T>> list(Decoder<T> item) {
        return node -> {
            if (node == null || !node.isArray()) {
                throw expected("an array", node);
            }
            List<T> out = new ArrayList<>(node.size());
            for (int index = 0; index < node.size(); index++) {
                try {
                    out.add(item.decode(node.get(index)));
                } catch (DecodeException error) {
                    throw error.at(Integer.toString(index));
                }
            }
            return out;
        };
    }

    /** A JSON object whose every member is decoded with {@code member}. */
    public static <T> Decoder<Map<String, T>> map(Decoder<T> member) {
        return node -> {
            if (node == null || !node.isObject()) {
                throw expected("an object", node);
            }
            Map<String, T> out = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> entry : node.properties()) {
                try {
                    out.put(entry.getKey(), member.decode(entry.getValue()));
                } catch (DecodeException error) {
                    throw error.at(entry.getKey());
                }
            }
            return out;
        };
    }

    /** null as Java's null, anything else with {@code inner}. */
    public static <T> Decoder<T> nullable(Decoder<T> inner) {
        return node -> node != null && node.isNull() ? null : inner.decode(node);
    }

    /** Exactly the JSON values listed (an enum or const that is not all strings). */
    public static Decoder<JsonNode> values(String... allowed) {
        return node -> {
            for (String text : allowed) {
                try {
                    if (MAPPER.readTree(text).equals(node)) {
                        return node;
                    }
                } catch (com.fasterxml.jackson.core.JsonProcessingException error) {
                    throw new IllegalStateException(error);
                }
            }
            throw new DecodeException(node + " is not one of " + String.join(", ", allowed));
        };
    }

    /** The error of a string outside an enum or const. */
    public static DecodeException notOneOf(String value, String allowed) {
        return new DecodeException("\"" + value + "\" is not one of " + allowed);
    }

    /** The error of a value that no alternative of a union decodes. */
    public static DecodeException noAlternative(JsonNode node, List<DecodeException> errors) {
        StringBuilder reasons = new StringBuilder();
        for (DecodeException error : errors) {
            reasons.append(reasons.length() == 0 ? "" : "; ").append(error.getMessage());
        }
        return new DecodeException(describe(node) + " matches no alternative (" + reasons + ")");
    }

    /** A string node. */
    public static JsonNode stringNode(String value) {
        return NODES.textNode(value);
    }

    /** A boolean node. */
    public static JsonNode boolNode(Boolean value) {
        return NODES.booleanNode(value);
    }

    /** A number node. */
    public static JsonNode numberNode(Double value) {
        return NODES.numberNode(value);
    }

    /** An integer node. */
    public static JsonNode integerNode(Long value) {
        return NODES.numberNode(value);
    }

    /** The node itself. */
    public static JsonNode anyNode(JsonNode value) {
        return value;
    }

    /** The null node. */
    public static JsonNode nullNode(Null value) {
        return NODES.nullNode();
    }

    /** An array node, each item encoded with {@code item}. */
    public static <T> Encoder<List<T>> listNode(Encoder<T> item) {
        return values -> {
            ArrayNode out = NODES.arrayNode();
            for (T value : values) {
                out.add(item.encode(value));
            }
            return out;
        };
    }

    /** An object node, each member encoded with {@code member}. */
    public static <T> Encoder<Map<String, T>> mapNode(Encoder<T> member) {
        return values -> {
            ObjectNode out = NODES.objectNode();
            for (Map.Entry<String, T> entry : values.entrySet()) {
                out.set(entry.getKey(), member.encode(entry.getValue()));
            }
            return out;
        };
    }

    /** Java's null as the null node, anything else with {@code inner}. */
    public static <T> Encoder<T> nullableNode(Encoder<T> inner) {
        return value -> value == null ? NODES.nullNode() : inner.encode(value);
    }
}
