"""The bundled model harnesses: one small program per language that decodes each request's
document into the generated model of its schema and encodes it back (runner protocol)."""
