// Code generated from the trajspec schemas (spec/) by trajspec codegen. DO NOT EDIT.

package dev.trajspec.models.jsonmodel;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;

/** Writes one JSON object member by member. */
public final class Writer {
    private final ObjectNode out = Json.NODES.objectNode();

    /** A member that is present. */
    public <T> void put(String name, T value, Encoder<T> encoder) {
        out.set(name, encoder.encode(value));
    }

    /** A member that may be absent. */
    public <T> void putOpt(String name, Opt<T> value, Encoder<T> encoder) {
        if (value.isPresent()) {
            out.set(name, encoder.encode(value.get()));
        }
    }

    /** An open object's other members. */
    public <T> void putRest(Map<String, T> rest, Encoder<T> encoder) {
        for (Map.Entry<String, T> entry : rest.entrySet()) {
            out.set(entry.getKey(), encoder.encode(entry.getValue()));
        }
    }

    /** The object. */
    public JsonNode finish() {
        return out;
    }
}
