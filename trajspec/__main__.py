"""``python -m trajspec`` runs the command line."""

from trajspec._cli import main

raise SystemExit(main())
