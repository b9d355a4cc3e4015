"""The ``trajspec`` command line: ``app`` parses and dispatches, ``commands`` holds one module
per command, ``inputs`` resolves what a command reads."""

from trajspec._cli.app import entry, main

__all__ = ["entry", "main"]
