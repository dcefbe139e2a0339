"""The table's autosave: the game is written to its own slot after every decision.

Every game has its own file (game/storage/autosaves.py), chosen when the table opens, so that
starting or loading another game never replaces a game in progress; a finished game clears it,
and a game that ends at this table is kept among the finished games and counted in the player's
statistics (game/storage/finished.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from game import storage
from game.session import Session
from game.storage import autosaves, finished


class Keeper(Protocol):
    """What keeps a table's game after every decision: this autosave, or a campaign's file
    (game/campaign/session.py)."""

    def save(self, session: Session) -> str | None: ...


class Autosave:
    def __init__(self, folders: storage.Folders | None, session: Session) -> None:
        self.folders = folders  # None: nothing is kept on disk
        self.path: Path | None = None
        self.ended = session.game.over  # a game over when the table opens is not kept again
        if folders is not None:
            try:
                self.path = autosaves.slot_for(folders, session)
            except OSError:
                self.path = None  # the folder cannot be looked at: saving will say why

    def save(self, session: Session) -> str | None:
        """Keep the game in its slot; the system's reason when it could not be written."""
        if self.folders is None:
            return None
        try:
            if self.path is None:
                self.path = autosaves.slot_for(self.folders, session)
            autosaves.write(self.path, session)
            if session.game.over and not self.ended:  # it ended here: kept once, counted once
                self.ended = True
                finished.keep(self.folders, session)
        except OSError as error:
            return str(error.strerror or error)
        return None
