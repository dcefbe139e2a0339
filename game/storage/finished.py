"""Games that ended at the table: each is kept as a save of its own (`finished-<game id>-<moves
id>.json` in the saves folder), so that Load game lists it and it can be watched again, and is
counted once in the player's statistics and, against the computers, in their rating.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

from game.rules.record import GameRecord
from game.session import Session
from game.storage import stats
from game.storage.autosaves import record_id
from game.storage.files import Folders
from game.storage.local_rating import RatingRefused, rating_path, record_rating
from game.storage.saves import save

PREFIX = "finished"


def is_finished_file(path: Path) -> bool:
    return path.name.startswith(PREFIX + "-") and path.suffix == ".json"


def finished_path(folders: Folders, session: Session) -> Path:
    """The same game with the same moves always has the same file."""
    return record_path(folders, session.record)


def record_path(folders: Folders, record: GameRecord) -> Path:
    """Where the table keeps the finished game of this record."""
    moves = hashlib.sha256("\n".join(record.options).encode()).hexdigest()[:8]
    return folders.saves / f"{PREFIX}-{record_id(record)}-{moves}.json"


def keep(folders: Folders, session: Session, mine: list[int] | None = None) -> None:
    """Keep a game that has just ended and count it (for the seats `mine`, online: see
    stats.game_result). OSError when the game itself could not be written; statistics that
    cannot be kept are the statistics screen's to report (it reads the same file), so the
    table goes on without them."""
    save(session, finished_path(folders, session), PREFIX)
    try:
        stats.record_game(stats.stats_path(folders), session.seats, session.game, mine)
    except (stats.StatsRefused, OSError) as error:
        print(f"warning: the game was not counted in the statistics: {error}", file=sys.stderr)
    if mine is not None:
        return  # online: the server rates the game, if it is rated
    try:
        record_rating(rating_path(folders), session.seats, session.game)
    except (RatingRefused, OSError) as error:
        print(f"warning: the game was not rated: {error}", file=sys.stderr)
