"""Training rows from ATIF trajectories (``trajspec export --format messages``): ``rows``
(one trajectory -> chat messages and tools, in the ``trl`` or ``openai`` dialect, with the
ATIF v1.7 RFC's SFT drop rules and the row filters), ``shards`` (JSONL and Parquet shards),
``batch`` (every document of the inputs -> shards and ``loss_report.json``, written whole or
not at all)."""

from trajspec.converters._messages.batch import (
    LOSS_REPORT,
    BatchOptions,
    MessagesResult,
    MessagesUsageError,
    export_messages,
)
from trajspec.converters._messages.rows import DIALECTS, REASONS, MessagesOptions

__all__ = [
    "DIALECTS",
    "LOSS_REPORT",
    "REASONS",
    "BatchOptions",
    "MessagesOptions",
    "MessagesResult",
    "MessagesUsageError",
    "export_messages",
]
