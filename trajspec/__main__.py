"""``python -m trajspec`` runs the command line."""

from trajspec._cli.app import entry

entry()
