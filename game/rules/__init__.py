"""The rules core: pure Python, no pygame, no files, no clock (it may run compiled from the same
source: game/compiled.py says when)."""
