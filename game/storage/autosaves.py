"""Autosaves: every game keeps its own file, so no game in progress is ever replaced.

A game's slot is `autosave-<game id>.json` in the saves folder (the id comes from its setup).
When a table opens, its slot is the game's file if that file holds this very game up to where
the table starts (or less); otherwise — another line of play, or a file that cannot be read —
a fresh `autosave-<id>-<n>.json` is taken, and the old file stays as it was. A finished game
clears its slot. Continue resumes the newest autosave whose game, replayed, is not over: a
header's word is never taken for it.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from game.rules.edition import Edition
from game.rules.record import GameRecord
from game.session import Session
from game.storage.files import AUTOSAVE, Folders
from game.storage.saves import SaveError, load, read, save

PREFIX = AUTOSAVE  # every autosave's file name starts so (older versions wrote autosave.json)


def is_autosave(path: Path) -> bool:
    return path.name.startswith(PREFIX) and path.suffix == ".json"


def game_id(session: Session) -> str:
    return record_id(session.record)


def record_id(record: GameRecord) -> str:
    """A game's id, from its setup (the players, the seed, who begins)."""
    setup = record.to_json()["setup"]
    return hashlib.sha256(json.dumps(setup, sort_keys=True).encode()).hexdigest()[:10]


def slot_for(folders: Folders, session: Session) -> Path:
    """The file this table's game is autosaved to (see the module's text)."""
    stem = f"{PREFIX}-{game_id(session)}"
    moves = session.record.options
    n = 1
    while True:
        path = folders.saves / (f"{stem}.json" if n == 1 else f"{stem}-{n}.json")
        if not path.exists() or _continues(path, moves):
            return path
        n += 1


def _continues(path: Path, moves: list[str]) -> bool:
    """Whether the file holds this game's moves up to `moves` (so writing it loses nothing)."""
    try:
        kept = read(path).get("options")
    except SaveError:
        return False
    return isinstance(kept, list) and kept == moves[: len(kept)]


def write(path: Path, session: Session) -> None:
    """Keep an unfinished game in its slot; a finished game clears it. OSError if it fails."""
    if session.game.over:
        path.unlink(missing_ok=True)
    else:
        save(session, path, AUTOSAVE)


def autosaves(folders: Folders) -> list[Path]:
    """Every autosave file, newest first."""
    if not folders.saves.is_dir():
        return []
    found = [p for p in folders.saves.glob(f"{PREFIX}*.json") if p.is_file()]
    return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)


def newest_unfinished(folders: Folders, edition: Edition) -> tuple[Session | None, str]:
    """The newest autosaved game that is not over, replayed; and the first problem met with
    a newer autosave that could not be loaded ("" when none)."""
    problem = ""
    for path in autosaves(folders):
        try:
            session = load(path, edition)
        except SaveError as error:
            problem = problem or str(error)
            continue
        if not session.game.over:
            return session, problem
    return None, problem
