"""Monasterium: a desktop edition of the board game for 2-4 players."""

from game.compiled import guard

guard()  # before any rules or bot module is imported: compiled.py says why
