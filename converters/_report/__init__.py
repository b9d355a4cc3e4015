"""The HTML report: its data built from the validate, health, coverage and perf engines
(``build``), the view of one rollout row or ATIF document (``extract``), and the page
(``html``, with its template files as package data)."""
