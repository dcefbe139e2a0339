"""What a table or the server refuses: an error with a code for programs and words for people."""

from __future__ import annotations


class TableError(ValueError):
    """A request the table refuses; nothing was changed."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
