"""Online play: an authoritative server (`python -m game.server`), its protocol, its SQLite
store, and the client a window or a console tool uses to play at a table."""
