// Code generated from the trajspec schemas (spec/) by trajspec codegen. DO NOT EDIT.

package dev.trajspec.models.jsonmodel;

import com.fasterxml.jackson.databind.JsonNode;

/** Encodes one value as JSON. */
@FunctionalInterface
public interface Encoder<T> {
    /** The JSON value of {@code value}. */
    JsonNode encode(T value);
}
