// Code generated from the trajspec schemas (spec/) by trajspec codegen. DO NOT EDIT.

package dev.trajspec.models.jsonmodel;

import java.util.Objects;

/**
 * An object member that may be absent. Unlike {@link java.util.Optional}, a present member may
 * hold null (a member the schema lets be null): absent and null stay apart.
 */
public final class Opt<T> {
    private static final Opt<?> ABSENT = new Opt<>(false, null);

    private final boolean present;
    private final T value;

    private Opt(boolean present, T value) {
        this.present = present;
        this.value = value;
    }

    /** The absent member. */
    @SuppressWarnings("unchecked")
    public static <T> Opt<T> absent() {
        return (Opt<T>) ABSENT;
    }

    /** A present member (its value may be null where the schema allows null). */
    public static <T> Opt<T> of(T value) {
        return new Opt<>(true, value);
    }

    /** Whether the document has the member. */
    public boolean isPresent() {
        return present;
    }

    /** The value of a present member (null when the member is null). */
    public T get() {
        if (!present) {
            throw new java.util.NoSuchElementException("the member is absent");
        }
        return value;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Opt<?> that && present == that.present && Objects.equals(value, that.value);
    }

    @Override
    public int hashCode() {
        return Objects.hash(present, value);
    }

    @Override
    public String toString() {
        return present ? "Opt[" + value + "]" : "Opt.absent";
    }
}
