"""The rules core: pure Python, no pygame, no files, no clock (it may run compiled from the same
source: compiled.py says when)."""

from .compiled import guard

guard()
