// Code generated from the trajspec schemas (spec/) by trajspec codegen. DO NOT EDIT.

package dev.trajspec.models.jsonmodel;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** Reads the members of one object: each named member once, then the rest. */
public final class Fields {
    private final JsonNode node;
    private final Set<String> used = new HashSet<>();

    /** Start reading {@code node}, which must be an object. */
    public Fields(JsonNode node) throws DecodeException {
        if (node == null || !node.isObject()) {
            throw Json.expected("an object", node);
        }
        this.node = node;
    }

    /** A member that must be present. */
    public <T> T required(String name, Decoder<T> decoder) throws DecodeException {
        used.add(name);
        JsonNode member = node.get(name);
        if (member == null) {
            throw new DecodeException("the required member \"" + name + "\" is missing");
        }
        try {
            return decoder.decode(member);
        } catch (DecodeException error) {
            throw error.at(name);
        }
    }

    /** A member that may be absent. */
    public <T> Opt<T> optional(String name, Decoder<T> decoder) throws DecodeException {
        used.add(name);
        JsonNode member = node.get(name);
        if (member == null) {
            return Opt.absent();
        }
        try {
            return Opt.of(decoder.decode(member));
        } catch (DecodeException error) {
            throw error.at(name);
        }
    }

    /** The members not read by name (an open object's other members). */
    public <T> Map<String, T> rest(Decoder<T> decoder) throws DecodeException {
        Map<String, T> rest = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> entry : node.properties()) {
            if (!used.contains(entry.getKey())) {
                try {
                    rest.put(entry.getKey(), decoder.decode(entry.getValue()));
                } catch (DecodeException error) {
                    throw error.at(entry.getKey());
                }
            }
        }
        return rest;
    }

    /** Fails on a member not read by name (a closed object). */
    public void closed() throws DecodeException {
        for (Map.Entry<String, JsonNode> entry : node.properties()) {
            if (!used.contains(entry.getKey())) {
                throw new DecodeException(
                        "\"" + entry.getKey() + "\" is not a member of this object (it is closed)");
            }
        }
    }
}
