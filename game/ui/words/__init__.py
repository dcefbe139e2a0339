"""Words for the table: components described (describe), one log line per event (log_lines), the
game log's contents (logbook) and its view (logview)."""
