"""Puzzles: positions of our own bot games where one move beats every other by a clear margin,
by the review's engine; a rating for the player who solves them; the player's own mistakes to
learn from.

`weigh` weighs a position's moves, `themes` names what the best move is about, `generate`
plays the games and keeps the puzzles, `model` is a puzzle and the set's file (data/puzzles/),
`check` replays every puzzle, `progress` is the player's puzzle rating and solved puzzles.
No pygame here.
"""
