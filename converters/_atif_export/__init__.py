"""Strict ATIF v1.7 export of rollout rows: ``convert`` (one row, ``export_atif``), ``batch``
(a JSONL file into a folder of documents and a manifest), ``preflight`` (why a row cannot be
exported), ``walk`` and ``turns`` (the conversation into steps), ``mapping`` (the document's
members in order), ``values`` (JSON value tests, equality, number forms)."""
