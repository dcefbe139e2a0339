"""Watching a game again: the replay scene and the Load list's Watch button."""
