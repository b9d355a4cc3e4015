// Code generated from the trajspec schemas (spec/) by trajspec codegen. DO NOT EDIT.

package dev.trajspec.models.jsonmodel;

import com.fasterxml.jackson.databind.JsonNode;

/** Decodes one JSON value strictly. */
@FunctionalInterface
public interface Decoder<T> {
    /** Decode {@code node}, or say where and why it does not fit. */
    T decode(JsonNode node) throws DecodeException;
}
