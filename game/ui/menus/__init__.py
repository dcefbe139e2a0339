"""The menu scenes: title, new game, settings, statistics, pause, save and load, on a shared
parchment panel (menu)."""
