"""The board drawn for any scene: where things are (layout), the pen both drawings share (pen),
the static board (static), where each piece stands (places), the pieces (pieces), all together
(view)."""
