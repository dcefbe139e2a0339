"""Monasterium: a desktop edition of the board game for 2-4 players."""
