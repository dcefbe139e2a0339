"""Puzzles at the table (title, Puzzles) and the player's own mistakes to learn from (the
review's "Learn from your mistakes"): one scene over the play scene, two courses."""
