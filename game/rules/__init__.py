"""The rules core: pure Python, no pygame, no files, no clock."""
