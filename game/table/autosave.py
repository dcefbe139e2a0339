"""The autosave slot: the game at the table is written there after every decision.

Starting or loading another game first moves an unfinished game's autosave aside (one is kept as
"Previous autosave"), so that no game in progress is ever lost; a finished game clears the slot.
"""

from __future__ import annotations

import os
import sys

from game import storage
from game.session import Session


class Autosave:
    def __init__(self, folders: storage.Folders | None) -> None:
        self.folders = folders  # None: nothing is kept on disk

    def save(self, session: Session) -> str | None:
        """Keep the game in the slot; the system's reason when it could not be written."""
        if self.folders is None:
            return None
        path = self.folders.autosave
        try:
            if session.game.over:
                path.unlink(missing_ok=True)
            else:
                storage.save(session, path, storage.AUTOSAVE)
        except OSError as error:
            return str(error.strerror or error)
        return None

    def keep_previous(self, session: Session) -> None:
        """Before `session` takes the slot, move another unfinished game's autosave aside."""
        if self.folders is None or not self.folders.autosave.exists():
            return
        path = self.folders.autosave
        try:
            header = storage.read(path)
            keep = (header.get("setup") != session.record.to_json()["setup"]
                    and not storage.save_info(path, header).over)
        except storage.SaveError:
            keep = True  # unreadable: kept for a look, never thrown away
        if keep:
            try:
                os.replace(path, self.folders.previous_autosave)
            except OSError as error:
                print(f"warning: previous autosave not kept: {error}", file=sys.stderr)
