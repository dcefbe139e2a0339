"""The board drawn for any scene: where things are (layout), the static board (static), the pieces
(pieces), both together (view)."""
