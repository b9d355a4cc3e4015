"""ATIF documents as OpenTelemetry traces (OTLP JSON): ``trace`` (one document -> one
``TracesData``: the span tree, its ids and times), ``clock`` (where a span sits in time),
``messages`` (the conversation a model call saw, rebuilt from the steps), ``conventions``
(span names, kinds and attributes in the GenAI and OpenInference conventions), ``encode``
(deterministic ids, OTLP JSON attribute values, the bytes of one line)."""
