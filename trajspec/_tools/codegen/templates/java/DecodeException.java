package dev.trajspec.models.jsonmodel;

/** A decoding error at a JSON Pointer. */
public final class DecodeException extends Exception {
    private static final long serialVersionUID = 1L;

    /** Where in the document, as a JSON Pointer ("" for the document itself). */
    private final String path;

    /** What is wrong there. */
    private final String reason;

    /** An error at the value being decoded. */
    public DecodeException(String reason) {
        this("", reason);
    }

    private DecodeException(String path, String reason) {
        super((path.isEmpty() ? "/" : path) + ": " + reason);
        this.path = path;
        this.reason = reason;
    }

    /** Where in the document, as a JSON Pointer. */
    public String path() {
        return path;
    }

    /** The same error one level down, under {@code token}. */
    public DecodeException at(String token) {
        String escaped = token.replace("~", "~0").replace("/", "~1");
        return new DecodeException("/" + escaped + path, reason);
    }
}
