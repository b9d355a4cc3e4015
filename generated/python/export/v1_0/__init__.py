"""Generated from spec/ by `nox -s codegen`. Do not edit by hand.

Models of export 1.0.
"""

from .loss_report_schema import LossReport
from .messages_row_schema import MessagesRow

__all__ = ['LossReport', 'MessagesRow']
